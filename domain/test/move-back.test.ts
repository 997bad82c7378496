import { MAX_MOVES_BACK, backupInventoryItemSchema, SERVED_RECALL_MS, UNDO_WINDOW_MS, decideMoveBack, stockMarker, takenFromStock, type Order, type OrderStatus, type OrderStatusChange } from '../src';

const T0 = Date.parse('2026-11-24T22:00:00.000Z');
const alice = { id: 'alice', name: 'Alice' };
const bob = { id: 'bob', name: 'Bob' };

function order(status: OrderStatus, lastBy = alice, at = T0, extra: OrderStatusChange[] = []): Pick<Order, 'status' | 'history'> {
  const from: Record<OrderStatus, OrderStatus> = { pending: 'pending', preparing: 'pending', ready: 'preparing', completed: 'ready', cancelled: 'pending' };
  return { status, history: status === 'pending' ? extra : [...extra, { at: new Date(at).toISOString(), by: lastBy, from: from[status], to: status }] };
}

describe('moving an order back', () => {
  test('one step back only: served to ready, ready to being prepared, being prepared to received', () => {
    expect(decideMoveBack(order('preparing'), 'pending', { id: 'bob', isManager: false }, T0)).toEqual({ allowed: true, kind: 'back', restock: false });
    expect(decideMoveBack(order('ready'), 'preparing', { id: 'bob', isManager: false }, T0)).toEqual({ allowed: true, kind: 'back', restock: true });
    expect(decideMoveBack(order('completed'), 'ready', { id: 'bob', isManager: false }, T0)).toEqual({ allowed: true, kind: 'back', restock: false });
    expect(decideMoveBack(order('ready'), 'pending', { id: 'bob', isManager: true }, T0)).toMatchObject({ allowed: false, reason: expect.stringContaining('one step') });
    expect(decideMoveBack(order('pending'), 'pending', { id: 'bob', isManager: true }, T0)).toMatchObject({ allowed: false });
  });

  test('an undo is the same person undoing their own move of a moment ago; anything else is a move back', () => {
    expect(decideMoveBack(order('ready'), 'preparing', { id: 'alice', isManager: false, undo: true }, T0 + 5_000)).toMatchObject({ kind: 'undo' });
    expect(decideMoveBack(order('ready'), 'preparing', { id: 'bob', isManager: false, undo: true }, T0 + 5_000)).toMatchObject({ kind: 'back' });
    expect(decideMoveBack(order('ready'), 'preparing', { id: 'alice', isManager: false, undo: true }, T0 + UNDO_WINDOW_MS + 1)).toMatchObject({ kind: 'back' });
    expect(decideMoveBack(order('ready'), 'preparing', { id: 'alice', isManager: false }, T0 + 5_000)).toMatchObject({ kind: 'back' });
  });

  test('a served order goes back to ready by a bartender only shortly after serving; by a manager all night', () => {
    const late = T0 + SERVED_RECALL_MS + 1;
    expect(decideMoveBack(order('completed', bob), 'ready', { id: 'alice', isManager: false }, T0 + SERVED_RECALL_MS)).toMatchObject({ allowed: true });
    expect(decideMoveBack(order('completed', bob), 'ready', { id: 'alice', isManager: false }, late)).toMatchObject({ allowed: false, reason: expect.stringContaining('ask a manager') });
    expect(decideMoveBack(order('completed', bob), 'ready', { id: 'carol', isManager: true }, late)).toMatchObject({ allowed: true, kind: 'back' });
  });

  test('an order is moved back at most a bounded number of times (its history stays small)', () => {
    const backs: OrderStatusChange[] = Array.from({ length: MAX_MOVES_BACK }, () => ({ at: new Date(T0).toISOString(), by: bob, from: 'ready', to: 'preparing', direction: 'back' }));
    expect(decideMoveBack(order('ready', alice, T0, backs), 'preparing', { id: 'alice', isManager: true }, T0)).toMatchObject({ allowed: false });
  });

  test('what goes back is what was taken: where stock ran short, only what there was', () => {
    const taken = takenFromStock({
      ingredients: [
        { inventoryItemId: 'rum', name: 'Rum', category: 'spirit', unit: 'ml', quantity: 50 },
        { inventoryItemId: 'lime', name: 'Lime', category: 'mixer', unit: 'ml', quantity: 25 },
        { inventoryItemId: 'mint', name: 'Mint', category: 'garnish', unit: 'leaf', quantity: 6 },
      ],
      shortfalls: [
        { inventoryItemId: 'lime', name: 'Lime', unit: 'ml', needed: 25, available: 10 },
        { inventoryItemId: 'mint', name: 'Mint', unit: 'leaf', needed: 6, available: 0 },
      ],
    });
    expect(taken.map((i) => [i.inventoryItemId, i.quantity])).toEqual([
      ['rum', 50],
      ['lime', 10],
    ]);
  });

  test('each deduction round has its own marker, which no order id can look like', () => {
    expect(stockMarker('abc', undefined)).toBe('abc');
    expect(stockMarker('abc', 0)).toBe('abc');
    expect(stockMarker('abc', 2)).toBe('abc:2');
  });
});

test("a backup keeps an item's stock markers, rounds after a move back included (a restore refused them before)", () => {
  const item = { id: 'gin', name: 'Gin', category: 'spirit', quantity: 700, unit: 'ml', appliedOrders: ['order-0001', 'order-0001:2', 'stock.delivery-0001'] };
  expect(backupInventoryItemSchema.safeParse(item).success).toBe(true);
  for (const bad of ['order:0', 'a:b:c', 'order-0001:', '../x', 'x:12345']) {
    expect([bad, backupInventoryItemSchema.safeParse({ ...item, appliedOrders: [bad] }).success]).toEqual([bad, false]);
  }
});

test("a backup keeps what a short deduction took (the put-back gives back that), by marker, and refuses what no stock holds", () => {
  const item = { id: 'rum', name: 'Rum', category: 'spirit', quantity: 0, unit: 'ml', appliedOrders: ['order-0001'], takenShort: { 'order-0001': 25 } };
  expect(backupInventoryItemSchema.parse(item)).toMatchObject({ takenShort: { 'order-0001': 25 } });
  for (const bad of [{ '../x': 25 }, { 'order-0001': -1 }, { 'order-0001': 'lots' }, { 'order-0001': Infinity }]) {
    expect([bad, backupInventoryItemSchema.safeParse({ ...item, takenShort: bad }).success]).toEqual([bad, false]);
  }
});

describe("a closed business day's orders, in the one rule the API and the SPA share", () => {
  const dates = ['2026-11-25', '2026-11-24'] as const;
  const of = (status: OrderStatus, date: string) => ({ ...order(status, alice, T0), date });
  test("a served order goes back only on its own business day, even for a manager; one on its way while the queue shows it", () => {
    expect(decideMoveBack(of('completed', '2026-11-25'), 'ready', { id: 'carol', isManager: true, dates }, T0)).toMatchObject({ allowed: true });
    expect(decideMoveBack(of('completed', '2026-11-24'), 'ready', { id: 'carol', isManager: true, dates }, T0)).toEqual({ allowed: false, reason: expect.stringMatching(/closed business day \(2026-11-24\)/) });
    expect(decideMoveBack(of('ready', '2026-11-24'), 'preparing', { id: 'carol', isManager: true, dates }, T0)).toMatchObject({ allowed: true });
    expect(decideMoveBack(of('ready', '2026-11-23'), 'preparing', { id: 'carol', isManager: true, dates }, T0)).toMatchObject({ allowed: false, reason: expect.stringMatching(/closed business day/) });
  });
});
