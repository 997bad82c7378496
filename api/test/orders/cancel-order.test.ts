// Staff cancelling an order, through in-memory ports: the rule, the write, the promise of stock it ends.
import { messages, type Order } from '@bar/domain';
import { cancelOrder, type CancelOrderPorts } from '../../src/orders/cancel-order';
import { OrderPlacer } from '../../src/orders/place-order';
import { item, memoryPorts, MemoryStock, recipe, type MemoryOrders } from '../support/memory-orders';
import type { ErrorKind } from '../../src/errors';

const lime = item('lime', { name: 'Lime wedge', category: 'garnish', quantity: 2, unit: 'piece', cost: 0.1 });
const mojito = recipe('mojito', { name: 'Mojito', price: 12, ingredients: [{ inventoryItemId: 'lime', quantity: 1, unit: 'piece' }] });
const bartender = { id: 'bart-1', name: 'Bo' };
const refusal = (kind: ErrorKind, message: string | RegExp) => expect.objectContaining({ kind, message: typeof message === 'string' ? message : expect.stringMatching(message) });

function setUp() {
  const { ports, orders } = memoryPorts([mojito], [lime]);
  const placer = new OrderPlacer(ports);
  const ended: number[] = [];
  const cancelPorts: CancelOrderPorts = {
    orders,
    settled: async (found) => found,
    promiseEnded: async () => void ended.push(1),
    clock: () => new Date('2026-11-27T21:05:00Z'),
    stock: new MemoryStock({ lime: 10 }),
  };
  return { placer, orders, cancelPorts, ended };
}

async function place(placer: OrderPlacer, guest: string, id: string) {
  return (await placer.place({ id: guest, name: guest }, { id, items: [{ recipeId: 'mojito', quantity: 1 }] })).order;
}

const current = async (orders: MemoryOrders, order: Order) => (await orders.get(order.id, order.date))!;

test('a received order cancelled by staff: cancelled with who, when and why, its promise of stock ends at once', async () => {
  const { placer, orders, cancelPorts, ended } = setUp();
  const first = await place(placer, 'guest-a', 'order-a-xxxxxxxx');
  await place(placer, 'guest-b', 'order-b-xxxxxxxx');
  // Both lime wedges are promised: a third guest is refused.
  await expect(place(placer, 'guest-c', 'order-c-xxxxxxxx')).rejects.toEqual(refusal('conflict', messages.unavailable('Mojito')));

  const saved = await cancelOrder(cancelPorts, bartender, await current(orders, first), 'Guest left');
  expect(saved.item).toMatchObject({
    status: 'cancelled',
    cancellation: { at: '2026-11-27T21:05:00.000Z', by: bartender, reason: 'Guest left' },
    stockDeducted: false,
  });
  expect(saved.item.history?.at(-1)).toEqual({ at: '2026-11-27T21:05:00.000Z', by: bartender, from: 'pending', to: 'cancelled', reason: 'Guest left' });
  expect(ended).toHaveLength(1);
  // The wedge it held is free again: the third guest gets it.
  await expect(place(placer, 'guest-c', 'order-c2-xxxxxxx')).resolves.toMatchObject({ status: 'pending' });
});

test('a cancel of an order never started reads no stock; one of an order being prepared asks for its put-back (which gives only what a Ready took)', async () => {
  const { placer, orders, cancelPorts } = setUp();
  const asked: string[] = [];
  const ports = { ...cancelPorts, stock: { restockOnce: async (marker: string) => (asked.push(marker), []) } };
  const received = await place(placer, 'guest-a', 'order-a-xxxxxxxx');
  await cancelOrder(ports, bartender, await current(orders, received), undefined);
  expect(asked).toEqual([]);
  const started = await place(placer, 'guest-b', 'order-b-xxxxxxxx');
  const seen = await current(orders, started);
  const preparing = await orders.replace({ ...seen.item, status: 'preparing', history: [{ at: seen.item.createdAt, by: bartender, from: 'pending', to: 'preparing' }] }, seen.etag);
  await cancelOrder(ports, bartender, preparing, undefined);
  expect(asked).toEqual(['order-b-xxxxxxxx']);
});

test('a retry of the same cancel answers the cancelled order, written once', async () => {
  const { placer, orders, cancelPorts, ended } = setUp();
  const order = await place(placer, 'guest-a', 'order-a-xxxxxxxx');
  const seen = await current(orders, order);
  const first = await cancelOrder(cancelPorts, bartender, seen, undefined);
  // The retry names the version seen before the cancel (its answer was lost): the order as it is now.
  const again = await cancelOrder(cancelPorts, bartender, await current(orders, order), undefined);
  expect(again).toEqual(first);
  const stale = await cancelOrder(cancelPorts, { id: 'bart-2', name: 'Cy' }, seen, 'Duplicate order');
  expect(stale.item).toEqual(first.item);
  expect(first.item.history?.filter((m) => m.to === 'cancelled')).toHaveLength(1);
  expect(first.item.cancellation).toEqual({ at: '2026-11-27T21:05:00.000Z', by: bartender });
  expect(ended).toHaveLength(1);
});

test('refused with 409 and nothing written: at ready (drinks made, stock taken) and once served', async () => {
  const { placer, orders, cancelPorts, ended } = setUp();
  const order = await place(placer, 'guest-a', 'order-a-xxxxxxxx');
  for (const status of ['ready', 'completed'] as const) {
    const found = await current(orders, order);
    const moved = await orders.replace({ ...found.item, status, stockDeducted: true }, found.etag);
    await expect(cancelOrder(cancelPorts, bartender, moved, undefined)).rejects.toEqual(refusal('conflict', status === 'ready' ? /ready for pickup.*can no longer be cancelled/ : /served/));
    expect((await current(orders, order)).item.status).toBe(status);
  }
  expect(ended).toHaveLength(0);
});

test('a cancel racing a Start: the one written first wins; the other is told what happened', async () => {
  const { placer, orders, cancelPorts } = setUp();
  const order = await place(placer, 'guest-a', 'order-a-xxxxxxxx');
  const seen = await current(orders, order);
  await orders.replace({ ...seen.item, status: 'ready', stockDeducted: true }, seen.etag);
  await expect(cancelOrder(cancelPorts, bartender, seen, undefined)).rejects.toEqual(refusal('conflict', /moved to ready by someone else/));
  expect((await current(orders, order)).item.status).toBe('ready');
});

test('a reason that is not short plain text is refused by the request schema', async () => {
  const { statusPatchSchema } = await import('@bar/domain');
  expect(statusPatchSchema.safeParse({ status: 'cancelled', reason: '  Guest   left ' }).data?.reason).toBe('Guest left');
  expect(statusPatchSchema.safeParse({ status: 'cancelled', reason: 'x'.repeat(121) }).success).toBe(false);
  expect(statusPatchSchema.safeParse({ status: 'cancelled', reason: '<b>hi</b>' }).success).toBe(false);
  expect(statusPatchSchema.safeParse({ status: 'cancelled', reason: 'a\u0000b' }).success).toBe(false);
  expect(statusPatchSchema.safeParse({ status: 'cancelled', reason: 42 }).success).toBe(false);
});
