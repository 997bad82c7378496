// Which move a status change is, and what each asks of the request, through in-memory ports: the order found at the
// date given or today's then yesterday's, a guest's order hidden from another guest, a cancel's reason, a move back's
// If-Match, a forward move conditional on the version seen.
import { messages, type Order } from '@bar/domain';
import { changeStatus, type ChangeStatusPorts } from '../../src/orders/change-status';
import { findOrder, ordersOf, readOrder } from '../../src/orders/find-order';
import { OrderPlacer } from '../../src/orders/place-order';
import { item, memoryMovePorts, memoryPorts, MemoryStock, recipe, type MemoryOrders } from '../support/memory-orders';
import type { ErrorKind } from '../../src/errors';

const rum = item('rum', { name: 'White rum', category: 'spirit', quantity: 100, unit: 'ml', cost: 0.03 });
const daiquiri = recipe('daiquiri', { name: 'Daiquiri', price: 11, ingredients: [{ inventoryItemId: 'rum', quantity: 60, unit: 'ml' }] });
const bartender = { id: 'bart-1', name: 'Bo', personas: ['bartender' as const] };
const guest = { id: 'guest-1', name: 'Ana', personas: ['customer' as const] };
const refusal = (kind: ErrorKind, message: string | RegExp) => expect.objectContaining({ kind, message: typeof message === 'string' ? message : expect.stringMatching(message) });

async function setUp() {
  const { ports, orders } = memoryPorts([daiquiri], [rum]);
  const placed = await new OrderPlacer(ports).place(guest, { id: 'order-1-xxxxxxxx', items: [{ recipeId: 'daiquiri', quantity: 1 }] });
  const stock = new MemoryStock({ rum: 100 });
  const moves = memoryMovePorts(orders, stock);
  const ended: number[] = [];
  const status: ChangeStatusPorts = {
    moves,
    cancel: { orders, settled: async (found) => found, promiseEnded: async () => void ended.push(1), clock: () => new Date('2026-11-27T21:05:00Z'), stock },
  };
  return { orders, stock, moves, status, ended, order: placed.order };
}

const current = async (orders: MemoryOrders, order: Order) => (await orders.get(order.id, order.date))!;
const at = (order: Order) => ({ id: order.id, date: undefined });

test('an order is found at the date asked for, else today, then yesterday; another date finds nothing', async () => {
  const { orders, moves, order } = await setUp();
  expect(order.date).toBe('2026-11-27');
  expect((await findOrder(moves, order.id, undefined))?.item.id).toBe(order.id);
  expect((await findOrder(moves, order.id, '2026-11-27'))?.item.id).toBe(order.id);
  expect(await findOrder(moves, order.id, '2026-11-25')).toBeNull();
  const lastNight = orders.place({ ...order, id: 'order-2-xxxxxxxx', date: '2026-11-26' });
  expect((await findOrder(moves, 'order-2-xxxxxxxx', undefined))?.item.date).toBe(lastNight.item.date);
});

test('staff see every order unless they ask as a guest; a guest sees only their own, and another guest\'s is missing', async () => {
  const { moves, order } = await setUp();
  expect(ordersOf(bartender, null)).toBeUndefined();
  expect(ordersOf({ id: 'mgr', personas: ['bar_manager'] }, 'bartender')).toBeUndefined();
  expect(ordersOf(bartender, 'customer')).toBe('bart-1');
  expect(ordersOf(guest, null)).toBe('guest-1');
  expect(ordersOf(guest, 'bartender')).toBe('guest-1');
  expect((await readOrder(moves, 'guest-1', order.id, undefined)).item.id).toBe(order.id);
  expect((await readOrder(moves, undefined, order.id, undefined)).item.id).toBe(order.id);
  await expect(readOrder(moves, 'guest-2', order.id, undefined)).rejects.toEqual(refusal('notFound', messages.orderNotFound));
  await expect(readOrder(moves, undefined, 'order-9-xxxxxxxx', undefined)).rejects.toEqual(refusal('notFound', messages.orderNotFound));
});

test("a status is one of the order's, or served for completed; only staff change it; a missing order is a 404", async () => {
  const { status, orders, stock, order } = await setUp();
  await expect(changeStatus(status, bartender, at(order), { status: 'done' }, undefined)).rejects.toEqual(refusal('invalid', /^status: must be one of pending, preparing, ready, completed, cancelled \(or served\)$/));
  await expect(changeStatus(status, guest, at(order), { status: 'preparing' }, undefined)).rejects.toEqual(refusal('forbidden', /permission/));
  await expect(changeStatus(status, bartender, { id: 'order-9-xxxxxxxx', date: undefined }, { status: 'preparing' }, undefined)).rejects.toEqual(refusal('notFound', messages.orderNotFound));
  for (const next of [' Preparing ', 'READY', 'served']) await changeStatus(status, bartender, at(order), { status: next }, undefined);
  expect((await current(orders, order)).item.status).toBe('completed');
  expect(stock.items.get('rum')!.quantity).toBe(40);
});

test('a forward move names the version it saw or none; a stale one is refused with 412 before anything is written', async () => {
  const { status, orders, order } = await setUp();
  const seen = (await current(orders, order)).etag;
  const started = await changeStatus(status, bartender, at(order), { status: 'preparing', direction: 'forward' }, seen);
  expect(started.item.status).toBe('preparing');
  await expect(changeStatus(status, bartender, at(order), { status: 'ready' }, seen)).rejects.toEqual(refusal('stale', /changed since you saw it/));
  expect((await current(orders, order)).item.status).toBe('preparing');
});

test('a move back needs the version the caller saw, and puts back the stock a ready took', async () => {
  const { status, orders, stock, order } = await setUp();
  await changeStatus(status, bartender, at(order), { status: 'preparing' }, undefined);
  await changeStatus(status, bartender, at(order), { status: 'ready' }, undefined);
  expect(stock.items.get('rum')!.quantity).toBe(40);
  await expect(changeStatus(status, bartender, at(order), { status: 'preparing', direction: 'back' }, undefined)).rejects.toEqual(refusal('preconditionRequired', /If-Match/));
  const back = await changeStatus(status, bartender, at(order), { status: 'preparing', direction: 'back' }, (await current(orders, order)).etag);
  expect(back.item.status).toBe('preparing');
  expect(stock.items.get('rum')!.quantity).toBe(100);
});

test('a reason comes with a cancel only, and a cancel is never a move back; a cancel ends the order\'s promise of stock', async () => {
  const { status, orders, order, ended } = await setUp();
  const onlyCancel = refusal('invalid', /^reason: only a cancel/);
  await expect(changeStatus(status, bartender, at(order), { status: 'preparing', reason: 'No rum' }, undefined)).rejects.toEqual(onlyCancel);
  await expect(changeStatus(status, bartender, at(order), { status: 'cancelled', direction: 'back' }, undefined)).rejects.toEqual(onlyCancel);
  const stale = '"o0"';
  await expect(changeStatus(status, bartender, at(order), { status: 'cancelled' }, stale)).rejects.toEqual(refusal('stale', /changed since you saw it/));
  const seen = (await current(orders, order)).etag;
  const cancelled = await changeStatus(status, bartender, at(order), { status: 'cancelled', reason: ' Out of rum ' }, seen);
  expect(cancelled.item).toMatchObject({ status: 'cancelled', cancellation: { by: { id: 'bart-1', name: 'Bo' }, reason: 'Out of rum' } });
  expect(ended).toEqual([1]);
  // A retry whose first answer was lost names the version before the cancel, or none: the cancelled order, as it is.
  for (const retrySeen of [seen, undefined]) {
    const retry = await changeStatus(status, bartender, at(order), { status: 'cancelled', reason: 'Another reason' }, retrySeen);
    expect(retry.item).toMatchObject({ status: 'cancelled', cancellation: { reason: 'Out of rum' } });
  }
  expect(ended).toEqual([1]);
});

test('a cancel is final, so it needs the version the caller saw: 428 without it, and nothing is written', async () => {
  const { status, orders, order, ended } = await setUp();
  const before = await current(orders, order);
  await expect(changeStatus(status, bartender, at(order), { status: 'cancelled', reason: 'Guest left' }, undefined)).rejects.toEqual(refusal('preconditionRequired', /If-Match/));
  const after = await current(orders, order);
  expect(after.etag).toBe(before.etag);
  expect(after.item.status).toBe(before.item.status);
  expect(ended).toEqual([]);
});
