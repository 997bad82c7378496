// Moving an order, through in-memory ports: every legal and illegal move, stock taken at ready exactly once (a
// racing bartender, a crash between the deduction and the status write), shortfalls never below zero, and the
// stock put back once by a move back.
import { MAX_ORDER_HISTORY, ORDER_STATUSES, ORDER_TRANSITIONS, type Order } from '@bar/domain';
import type { Principal } from '../../src/auth/principal';
import { cancelOrder } from '../../src/orders/cancel-order';
import { moveBack } from '../../src/orders/move-back';
import { moveForward } from '../../src/orders/move-order';
import { OrderPlacer } from '../../src/orders/place-order';
import { item, memoryMovePorts, memoryPorts, MemoryStock, recipe, type MemoryOrders } from '../support/memory-orders';
import type { ErrorKind } from '../../src/errors';

const rum = item('rum', { name: 'White rum', category: 'spirit', quantity: 100, unit: 'ml', cost: 0.03 });
const daiquiri = recipe('daiquiri', { name: 'Daiquiri', price: 11, ingredients: [{ inventoryItemId: 'rum', quantity: 60, unit: 'ml' }] });
const bo = { id: 'bart-1', name: 'Bo' };
const cy = { id: 'bart-2', name: 'Cy' };
const refusal = (kind: ErrorKind, message: RegExp) => expect.objectContaining({ kind, message: expect.stringMatching(message) });

async function setUp(rumOnShelf = 100) {
  const { ports, orders } = memoryPorts([daiquiri], [rum]);
  const placed = await new OrderPlacer(ports).place({ id: 'guest-1', name: 'Ana' }, { id: 'order-1-xxxxxxxx', items: [{ recipeId: 'daiquiri', quantity: 1 }] });
  const stock = new MemoryStock({ rum: rumOnShelf });
  return { orders, stock, move: memoryMovePorts(orders, stock), order: placed.order };
}

const current = async (orders: MemoryOrders, order: Order) => (await orders.get(order.id, order.date))!;

test('every forward move one step at a time: received -> being prepared -> ready (stock taken) -> served', async () => {
  const { orders, stock, move, order } = await setUp();
  for (const target of ['preparing', 'ready', 'completed'] as const) {
    const saved = await moveForward(move, bo, await current(orders, order), target);
    expect(saved.item.status).toBe(target);
    expect(saved.item.history?.at(-1)).toMatchObject({ by: bo, to: target });
  }
  expect(stock.items.get('rum')!.quantity).toBe(40);
  expect(stock.taken).toEqual(['order-1-xxxxxxxx']);
});

test('illegal moves are refused with 409 and change nothing: skipping a step, the same step again, anything after served or cancelled', async () => {
  const { orders, stock, move, order } = await setUp();
  await expect(moveForward(move, bo, await current(orders, order), 'ready')).rejects.toEqual(refusal('conflict', /Cannot move an order from pending to ready \(the next step is preparing\)/));
  await expect(moveForward(move, bo, await current(orders, order), 'completed')).rejects.toEqual(refusal('conflict', /Cannot move/));
  await moveForward(move, bo, await current(orders, order), 'preparing');
  await expect(moveForward(move, bo, await current(orders, order), 'preparing')).rejects.toEqual(refusal('conflict', /already moved to preparing/));
  await moveForward(move, bo, await current(orders, order), 'ready');
  await moveForward(move, bo, await current(orders, order), 'completed');
  for (const target of ['pending', 'preparing', 'ready', 'completed'] as const) {
    await expect(moveForward(move, bo, await current(orders, order), target)).rejects.toEqual(refusal('conflict', /./));
  }
  const served = await current(orders, order);
  const cancelled = await orders.replace({ ...served.item, status: 'cancelled' }, served.etag);
  await expect(moveForward(move, bo, cancelled, 'completed')).rejects.toEqual(refusal('conflict', /cancelled/i));
  expect(stock.taken).toEqual(['order-1-xxxxxxxx']);
});

test('two bartenders press Ready at once (the second write loses on the version, a 412): stock taken once, the second told', async () => {
  const { orders, stock, move, order } = await setUp();
  await moveForward(move, bo, await current(orders, order), 'preparing');
  const seen = await current(orders, order);
  const [first, second] = await Promise.allSettled([moveForward(move, bo, seen, 'ready'), moveForward(move, cy, seen, 'ready')]);
  expect(first).toMatchObject({ status: 'fulfilled' });
  expect(second).toMatchObject({ status: 'rejected', reason: refusal('conflict', /already moved to ready by someone else/) });
  expect(stock.items.get('rum')!.quantity).toBe(40);
  expect(stock.taken).toEqual(['order-1-xxxxxxxx']);
});

test('a Ready that loses to a cancel of the same order gives back what it took: the cancelled order keeps no stock', async () => {
  const { orders, stock, move, order } = await setUp();
  await moveForward(move, bo, await current(orders, order), 'preparing');
  const seen = await current(orders, order);
  // The cancel is written between the Ready's read and its status write (the Ready deducts, then loses on the version).
  await orders.replace({ ...seen.item, status: 'cancelled' }, seen.etag);
  await expect(moveForward(move, cy, seen, 'ready')).rejects.toEqual(refusal('conflict', /already moved to cancelled/));
  expect(stock.items.get('rum')!.quantity).toBe(100);
  expect(stock.items.get('rum')!.appliedOrders).toEqual([]);
  expect((await current(orders, order)).item).toMatchObject({ status: 'cancelled' });
});

test('a Ready that loses to an Undo (back to received) gives back what it took: a later cancel leaves the stock whole, a later Ready takes it once', async () => {
  for (const then of ['cancel', 'ready'] as const) {
    const { orders, stock, move, order } = await setUp();
    await moveForward(move, bo, await current(orders, order), 'preparing');
    const seen = await current(orders, order);
    // Cy's Undo is written between Bo's read and Bo's status write: Bo's Ready deducts, then loses on the version.
    await moveBack(move, { ...cy, personas: ['bartender'] } as Principal, seen, 'pending', seen.etag, true);
    await expect(moveForward(move, bo, seen, 'ready')).rejects.toEqual(refusal('conflict', /already moved to pending/));
    expect(stock.items.get('rum')!.quantity).toBe(100);
    if (then === 'cancel') {
      await cancelOrder({ orders, settled: async (found) => found, promiseEnded: async () => undefined, clock: () => new Date(), stock }, cy, await current(orders, order), undefined);
      expect(stock.items.get('rum')!.quantity).toBe(100);
    } else {
      await moveForward(move, cy, await current(orders, order), 'preparing');
      await moveForward(move, cy, await current(orders, order), 'ready');
      expect(stock.items.get('rum')!.quantity).toBe(40);
    }
  }
});

test('a stale Ready that lands after a Ready was undone (the order in its next stock round) gives back what it took again', async () => {
  const { orders, stock, move, order } = await setUp();
  await moveForward(move, bo, await current(orders, order), 'preparing');
  const seen = await current(orders, order);
  const ready = await moveForward(move, cy, seen, 'ready');
  await moveBack(move, { ...cy, personas: ['bartender'] } as Principal, ready, 'preparing', ready.etag, true);
  expect(stock.items.get('rum')!.quantity).toBe(100);
  // Bo's Ready was sent on what Bo saw before all that (round 0): it takes round 0's marker again, then loses.
  await expect(moveForward(move, bo, seen, 'ready')).rejects.toEqual(refusal('conflict', /already moved to preparing/));
  expect(stock.items.get('rum')!.quantity).toBe(100);
  await moveForward(move, cy, await current(orders, order), 'ready');
  expect(stock.items.get('rum')!.quantity).toBe(40);
});

test('a crash between the deduction and the status write: the next Ready finishes it, taking nothing twice', async () => {
  const { orders, stock, move, order } = await setUp();
  await moveForward(move, bo, await current(orders, order), 'preparing');
  const seen = await current(orders, order);
  const replace = orders.replace.bind(orders);
  orders.replace = async () => {
    throw new Error('Simulated crash before the status write');
  };
  await expect(moveForward(move, bo, seen, 'ready')).rejects.toThrow('Simulated crash');
  orders.replace = replace;
  expect(stock.items.get('rum')!.quantity).toBe(40);
  expect((await current(orders, order)).item.status).toBe('preparing');
  const saved = await moveForward(move, bo, await current(orders, order), 'ready');
  expect(saved.item).toMatchObject({ status: 'ready', stockDeducted: true });
  expect(stock.items.get('rum')!.quantity).toBe(40);
  expect(stock.taken).toEqual(['order-1-xxxxxxxx']);
});

test('a status written without its deduction (a crash the other way round) gets its stock taken once by the next move', async () => {
  const { orders, stock, move, order } = await setUp();
  const found = await current(orders, order);
  const ready = await orders.replace({ ...found.item, status: 'ready' }, found.etag);
  await expect(moveForward(move, bo, ready, 'ready')).rejects.toEqual(refusal('conflict', /already moved to ready/));
  expect((await current(orders, order)).item.stockDeducted).toBe(true);
  await moveForward(move, bo, await current(orders, order), 'completed');
  expect(stock.items.get('rum')!.quantity).toBe(40);
  expect(stock.taken).toEqual(['order-1-xxxxxxxx']);
});

test('short stock at ready: the quantity stops at zero and the order says what was missing', async () => {
  const { orders, stock, move, order } = await setUp(25);
  await moveForward(move, bo, await current(orders, order), 'preparing');
  const saved = await moveForward(move, bo, await current(orders, order), 'ready');
  expect(stock.items.get('rum')!.quantity).toBe(0);
  expect(saved.item.shortfalls).toEqual([expect.objectContaining({ inventoryItemId: 'rum', needed: 60, available: 25 })]);
});

test('a move back from ready puts the stock back once, and the next Ready takes it again once', async () => {
  const { orders, stock, move, order } = await setUp();
  const manager: Principal = { ...bo, personas: ['bar_manager'] };
  await moveForward(move, bo, await current(orders, order), 'preparing');
  const ready = await moveForward(move, bo, await current(orders, order), 'ready');
  const back = await moveBack(move, manager, ready, 'preparing', ready.etag, false);
  expect(back.item).toMatchObject({ status: 'preparing', stockDeducted: false, stockRound: 1 });
  expect(stock.items.get('rum')!.quantity).toBe(100);
  await expect(moveBack(move, manager, back, 'preparing', ready.etag, false)).rejects.toEqual(refusal('stale', /changed since you saw it/));
  await moveForward(move, bo, await current(orders, order), 'ready');
  expect(stock.items.get('rum')!.quantity).toBe(40);
});

test(`an order's history is bounded: at ${MAX_ORDER_HISTORY} moves (a restored order) a move on, a move back and a cancel are refused with 409, nothing written`, async () => {
  const { orders, stock, move, order } = await setUp();
  const prepared = await moveForward(move, bo, await current(orders, order), 'preparing');
  const full: Order = {
    ...prepared.item,
    history: Array.from({ length: MAX_ORDER_HISTORY }, (_, i) => ({ at: '2026-11-20T00:00:00Z', by: cy, from: 'pending' as const, to: 'preparing' as const, ...(i % 2 ? { direction: 'back' as const } : {}) })),
  };
  const saved = await orders.replace(full, prepared.etag);
  const refused = refusal('conflict', new RegExp(`already has ${MAX_ORDER_HISTORY} status moves`));
  await expect(moveForward(move, bo, saved, 'ready')).rejects.toEqual(refused);
  await expect(moveBack(move, { ...bo, personas: ['bartender'] } as Principal, saved, 'pending', saved.etag, false)).rejects.toEqual(refused);
  await expect(cancelOrder({ orders, settled: async (found) => found, promiseEnded: async () => undefined, clock: () => new Date(), stock }, bo, saved, undefined)).rejects.toEqual(refused);
  expect((await current(orders, order)).etag).toBe(saved.etag);
  expect(stock.taken).toEqual([]);
  // One move less: the move is made and the history holds the bound.
  const room = await orders.replace({ ...full, history: full.history!.slice(1) }, saved.etag);
  expect((await moveForward(move, bo, room, 'ready')).item.history).toHaveLength(MAX_ORDER_HISTORY);
});

// Every forward move from every status: the one next step is made (stock taken exactly when it reaches ready); any
// other is refused with a conflict and writes nothing, takes nothing.
describe.each(ORDER_STATUSES)('from %s', (from) => {
  test.each(ORDER_STATUSES)('to %s', async (to) => {
    const { orders, stock, move, order } = await setUp();
    const seen = await current(orders, order);
    const at = await orders.replace({ ...seen.item, status: from, stockDeducted: from === 'ready' || from === 'completed' }, seen.etag);
    const before = { etag: at.etag, rum: stock.items.get('rum')!.quantity };
    if (ORDER_TRANSITIONS[from] === to) {
      const saved = await moveForward(move, bo, at, to);
      expect(saved.item.status).toBe(to);
      expect(stock.items.get('rum')!.quantity).toBe(to === 'ready' ? 40 : 100);
    } else {
      await expect(moveForward(move, bo, at, to)).rejects.toEqual(refusal('conflict', /./));
      expect((await current(orders, order)).etag).toBe(before.etag);
      expect(stock.items.get('rum')!.quantity).toBe(before.rum);
      expect(stock.taken).toEqual([]);
    }
  });
});

// What a deduction took is what goes back, whoever took it and whatever happened after: the item remembers a short
// taking under the deduction's marker (data/stock-once.ts takenShort).
describe('stock taken, then the status write never lands', () => {
  const failingWrites = (orders: MemoryOrders) => {
    const replace = orders.replace.bind(orders);
    orders.replace = async () => {
      throw new Error('Simulated crash before the status write');
    };
    return () => void (orders.replace = replace);
  };
  const manager = { ...bo, personas: ['bar_manager'] } as Principal;

  test('a cancel of the order gives back what the unwritten Ready took: a cancelled order holds no stock', async () => {
    const { orders, stock, move, order } = await setUp();
    await moveForward(move, bo, await current(orders, order), 'preparing');
    const restore = failingWrites(orders);
    await expect(moveForward(move, bo, await current(orders, order), 'ready')).rejects.toThrow('Simulated');
    restore();
    expect(stock.items.get('rum')!.quantity).toBe(40);
    const ports = { orders, settled: async (found: Parameters<typeof cancelOrder>[2]) => found, promiseEnded: async () => undefined, clock: () => new Date(), stock };
    const cancelled = await cancelOrder(ports, cy, await current(orders, order), 'guest left');
    expect(cancelled.item.status).toBe('cancelled');
    expect(stock.items.get('rum')!.quantity).toBe(100);
    // A retry of the cancel gives nothing back twice.
    await cancelOrder(ports, cy, await current(orders, order), 'guest left');
    expect(stock.items.get('rum')!.quantity).toBe(100);
  });

  test('a crash after a short deduction: the next Ready records the shortfall, and a move back gives back what was taken, not what was needed', async () => {
    const { orders, stock, move, order } = await setUp(25);
    await moveForward(move, bo, await current(orders, order), 'preparing');
    const restore = failingWrites(orders);
    await expect(moveForward(move, bo, await current(orders, order), 'ready')).rejects.toThrow('Simulated');
    restore();
    expect(stock.items.get('rum')!.quantity).toBe(0);
    const ready = await moveForward(move, bo, await current(orders, order), 'ready');
    expect(ready.item.shortfalls).toEqual([expect.objectContaining({ inventoryItemId: 'rum', needed: 60, available: 25 })]);
    await moveBack(move, manager, ready, 'preparing', ready.etag, false);
    expect(stock.items.get('rum')!.quantity).toBe(25);
  });
});

test('two Readies race on short stock and the one that took it loses the write: the winner records the shortfall, a move back gives back 25, not 60', async () => {
  const { orders, stock, move, order } = await setUp(25);
  await moveForward(move, bo, await current(orders, order), 'preparing');
  const seen = await current(orders, order);
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const boMove = { ...move, orders: { get: orders.get.bind(orders), replace: async (o: Order, etag: string) => { await gate; return orders.replace(o, etag); } } };
  const boReady = moveForward(boMove, bo, seen, 'ready');
  await new Promise((r) => setTimeout(r, 0));
  expect(stock.items.get('rum')!.quantity).toBe(0);
  const cyReady = await moveForward(move, cy, seen, 'ready');
  release();
  await expect(boReady).rejects.toEqual(refusal('conflict', /already moved to ready/));
  expect(cyReady.item.shortfalls).toEqual([expect.objectContaining({ inventoryItemId: 'rum', needed: 60, available: 25 })]);
  await moveBack(move, { ...cy, personas: ['bar_manager'] } as Principal, cyReady, 'preparing', cyReady.etag, false);
  expect(stock.items.get('rum')!.quantity).toBe(25);
});
