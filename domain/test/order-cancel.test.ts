import { backupOrderSchema, cancelRefusal, decideMoveBack, deductionsOf, reservesStock, salesReport, summariseDay, type Order } from '../src';

const at = (min: number) => new Date(Date.parse('2026-11-24T22:00:00.000Z') + min * 60_000).toISOString();
const by = { id: 'bart', name: 'Bo' };
const base: Order = {
  id: 'order-xxxxxxxx',
  date: '2026-11-24',
  items: [{ recipeId: 'mojito', recipeName: 'Mojito', quantity: 2, price: 10 }],
  status: 'completed',
  totalPrice: 20,
  customerId: 'guest',
  customerName: 'Ana',
  createdAt: at(0),
  updatedAt: at(9),
  ingredients: [{ inventoryItemId: 'lime', name: 'Lime', category: 'garnish', unit: 'piece', quantity: 2 }],
  stockDeducted: true,
  history: [
    { at: at(1), by, from: 'pending', to: 'preparing' },
    { at: at(5), by, from: 'preparing', to: 'ready' },
    { at: at(9), by, from: 'ready', to: 'completed' },
  ],
};
const cancelled: Order = {
  ...base,
  id: 'cancel-xxxxxxxx',
  status: 'cancelled',
  stockDeducted: false,
  cancellation: { at: at(3), by, reason: 'Guest left' },
  history: [
    { at: at(1), by, from: 'pending', to: 'preparing' },
    { at: at(3), by, from: 'preparing', to: 'cancelled', reason: 'Guest left' },
  ],
};

test('a cancelled order is final: no move back or undo, nothing reserved, no second cancel refused (a retry)', () => {
  expect(decideMoveBack(cancelled, 'preparing', { id: 'bart', isManager: true, undo: true }, Date.parse(at(3)))).toMatchObject({ allowed: false, reason: expect.stringContaining('cancelled') });
  expect(reservesStock(cancelled)).toBe(false);
  expect(cancelRefusal(cancelled)).toBeUndefined();
  expect(cancelRefusal({ status: 'pending' })).toBeUndefined();
  expect(cancelRefusal({ status: 'preparing' })).toBeUndefined();
  expect(cancelRefusal({ status: 'ready' })).toMatch(/can no longer be cancelled/);
  expect(cancelRefusal({ status: 'completed' })).toMatch(/served/);
});

test('reports leave cancelled orders out of sales, service and usage, and count them apart', () => {
  const day = summariseDay('2026-11-24', [base, cancelled]);
  expect(day).toMatchObject({ orders: 1, revenue: 20, drinks: 2, cancelled: 1 });
  expect(day.usage.lime?.quantity).toBe(2);
  expect(day.servedUsage.lime).toBe(2);
  expect(Object.values(day.hours).reduce((n, h) => n + h.service.preparing.length, 0)).toBe(1);
  // Even a cancelled order that says its stock was taken (a hand-made backup) is not expected usage.
  expect(deductionsOf([{ ...cancelled, stockDeducted: true }]).lime).toBeUndefined();
  const report = salesReport({ from: '2026-11-24', to: '2026-11-24' }, [day], {
    dayStartHour: 6,
    targetPourCost: 0.25,
    drinkPourCost: new Map(),
    itemCost: new Map(),
    menu: [],
  });
  expect(report.totals).toMatchObject({ orders: 1, revenue: 20, cancelledOrders: 1 });
});

test('a backup keeps a cancelled order with its reason (and refuses a reason that is not plain text)', () => {
  const parsed = backupOrderSchema.safeParse(cancelled);
  expect(parsed.success).toBe(true);
  expect(parsed.data).toMatchObject({ status: 'cancelled', cancellation: { reason: 'Guest left' }, history: [expect.anything(), expect.objectContaining({ reason: 'Guest left' })] });
  expect(backupOrderSchema.safeParse({ ...cancelled, cancellation: { ...cancelled.cancellation, reason: '<img src=x>' } }).success).toBe(false);
});
