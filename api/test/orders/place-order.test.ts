// The rules of placing an order, through in-memory ports: no server, well under a second.
import { messages, type InventoryItem, type OrderInput } from '@bar/domain';
import { AppError, type ErrorKind } from '../../src/errors';
import { BUSY, OrderPlacer, type Customer } from '../../src/orders/place-order';
import { item, memoryPorts, recipe } from '../support/memory-orders';

const rum = item('rum', { name: 'White rum', category: 'spirit', quantity: 150, unit: 'ml', cost: 0.03 });
const lime = item('lime', { name: 'Lime juice', category: 'mixer', quantity: 1000, unit: 'ml', cost: 0.01 });
const daiquiri = recipe('daiquiri', {
  name: 'Daiquiri',
  price: 11,
  ingredients: [
    { inventoryItemId: 'rum', quantity: 60, unit: 'ml' },
    { inventoryItemId: 'lime', quantity: 25, unit: 'ml' },
  ],
});
const off = recipe('off', { name: 'Off the menu', price: 9, isAvailable: false, ingredients: [{ inventoryItemId: 'lime', quantity: 10, unit: 'ml' }] });
const guest: Customer = { id: 'guest-1', name: 'Ana' };
const other: Customer = { id: 'guest-2', name: 'Ben' };
let n = 0;
const input = (items: OrderInput['items'], id = `order-${++n}-xxxxxxxx`): OrderInput => ({ id, items });

function setUp(options: { openOrdersPerGuest?: number; stock?: InventoryItem[]; guestStockShare?: number } = {}) {
  const { ports, orders } = memoryPorts([daiquiri, off], options.stock ?? [rum, lime], options);
  return { placer: new OrderPlacer(ports, 3), orders };
}

const refusal = (kind: ErrorKind, message: string | RegExp) => expect.objectContaining({ kind, message: typeof message === 'string' ? message : expect.stringMatching(message) });

test("prices and totals come from the server's recipes, one line per drink, the guest's name from the token", async () => {
  const { placer } = setUp({ stock: [{ ...rum, quantity: 1000 }, lime] });
  const placed = await placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }, { recipeId: 'daiquiri', quantity: 1 }]));
  expect(placed.created).toBe(true);
  expect(placed.order.items).toEqual([{ recipeId: 'daiquiri', recipeName: 'Daiquiri', quantity: 2, price: 11 }]);
  expect(placed.order).toMatchObject({ totalPrice: 22, status: 'pending', customerId: 'guest-1', customerName: 'Ana', date: '2026-11-27', stockDeducted: false });
  expect([...(placed.order.ingredients ?? [])].sort((a, b) => a.inventoryItemId.localeCompare(b.inventoryItemId))).toEqual([
    expect.objectContaining({ inventoryItemId: 'lime', quantity: 50 }),
    expect.objectContaining({ inventoryItemId: 'rum', quantity: 120 }),
  ]);
  const unnamed = await placer.place({ id: 'guest-3' }, input([{ recipeId: 'daiquiri', quantity: 1 }]));
  expect(unnamed.order.customerName).toBe('Customer');
});

test('refused with a clear error and nothing written: an unknown drink, too many of one drink, a drink taken off the menu', async () => {
  const { placer, orders } = setUp();
  await expect(placer.place(guest, input([{ recipeId: 'nope', quantity: 1 }]))).rejects.toEqual(refusal('invalid', "items.0.recipeId: there is no drink 'nope' on the menu"));
  await expect(placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 15 }, { recipeId: 'daiquiri', quantity: 6 }]))).rejects.toEqual(refusal('invalid', /at most 20 of one drink/));
  await expect(placer.place(guest, input([{ recipeId: 'off', quantity: 1 }]))).rejects.toEqual(refusal('conflict', messages.unavailable('Off the menu')));
  expect(orders.docs.size).toBe(0);
});

test('the stock promised to orders on their way is not for sale: the third daiquiri is refused (150 ml of rum, 60 each)', async () => {
  const { placer } = setUp();
  await placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]));
  await placer.place(other, input([{ recipeId: 'daiquiri', quantity: 1 }]));
  await expect(placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]))).rejects.toEqual(refusal('conflict', messages.unavailable('Daiquiri')));
});

test('two guests for the last serving at once: one gets it, the other is told it is unavailable', async () => {
  const { placer, orders } = setUp({ stock: [{ ...rum, quantity: 60 }, lime] });
  const results = await Promise.allSettled([guest, other].map((who) => placer.place(who, input([{ recipeId: 'daiquiri', quantity: 1 }]))));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toEqual(refusal('conflict', messages.unavailable('Daiquiri')));
  expect(orders.docs.size).toBe(1);
});

test("a guest's open orders are capped; others' orders do not count", async () => {
  const { placer } = setUp({ openOrdersPerGuest: 2, stock: [{ ...rum, quantity: 10_000 }, lime] });
  await placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]));
  await placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]));
  await expect(placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]))).rejects.toEqual(refusal('conflict', messages.tooManyOpenOrders(2)));
  await expect(placer.place(other, input([{ recipeId: 'daiquiri', quantity: 1 }]))).resolves.toMatchObject({ created: true });
});

test("the order id is the idempotency key: a retry gets the order it placed (not created again); another guest's retry of it is refused", async () => {
  const { placer, orders } = setUp();
  const first = await placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }], 'retry-me-0001'));
  const again = await placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }], 'retry-me-0001'));
  expect(again).toEqual({ created: false, order: first.order, etag: first.etag });
  await expect(placer.place(other, input([{ recipeId: 'daiquiri', quantity: 1 }], 'retry-me-0001'))).rejects.toEqual(refusal('conflict', /already taken/));
  expect(orders.docs.size).toBe(1);
});

test('the same id with other drinks from the same guest is refused, not answered with the first order', async () => {
  const { placer, orders } = setUp({ stock: [{ ...rum, quantity: 1000 }, lime] });
  await placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }], 'reused-id-0001'));
  await expect(placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 3 }], 'reused-id-0001'))).rejects.toEqual(refusal('conflict', 'This order id was already used for another order. Please place the order again.'));
  expect(orders.docs.size).toBe(1);
});

test('a double tap (the same id twice at once): one order, created once, both answered with it', async () => {
  const { placer, orders } = setUp();
  const [a, b] = await Promise.all([0, 1].map(() => placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }], 'double-tap-01'))));
  expect([a!.created, b!.created].sort()).toEqual([false, true]);
  expect(a!.order.id).toBe(b!.order.id);
  expect(orders.docs.size).toBe(1);
});

test('orders that arrive while others are written go together in one batch, each checked against the ones before it', async () => {
  const { placer, orders } = setUp({ stock: [{ ...rum, quantity: 180 }, lime] });
  const all = await Promise.allSettled([guest, other, { id: 'guest-3' }, { id: 'guest-4' }].map((who) => placer.place(who, input([{ recipeId: 'daiquiri', quantity: 1 }]))));
  // The first goes alone (nothing was waiting); the next three arrived meanwhile and form one group, of which
  // the stock covers two.
  expect(orders.batches.map((b) => b.length)).toEqual([1, 2]);
  expect(all.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
});

test('another instance placing an order meanwhile: checked again against it (and refused when it took the last serving)', async () => {
  const { placer, orders } = setUp({ stock: [{ ...rum, quantity: 60 }, lime] });
  orders.beforeWrite = () => {
    orders.beforeWrite = null;
    orders.place({ ...(orders.batches[0]![0]!), id: 'elsewhere-0001', customerId: 'guest-9' });
  };
  await expect(placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]))).rejects.toEqual(refusal('conflict', messages.unavailable('Daiquiri')));
  // The first batch was refused by the moved marker; the check that followed saw the other order.
  expect(orders.batches).toHaveLength(1);
  expect(orders.docs.has('2026-11-27/elsewhere-0001')).toBe(true);
  expect(orders.docs.size).toBe(1);
});

test('other instances placing orders on every attempt: after 5 checks the guest is asked to order again (503), nothing written', async () => {
  const { placer, orders } = setUp({ stock: [{ ...rum, quantity: 10_000 }, lime] });
  let k = 0;
  orders.beforeWrite = () => {
    orders.place({ ...(orders.batches[0]![0]!), id: `elsewhere-${++k}-xxxx`, customerId: `guest-x${k}` });
  };
  const refused = await placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }], 'never-placed-01')).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({ kind: 'unavailable', message: BUSY });
  expect(orders.batches).toHaveLength(5);
  expect(await orders.get('never-placed-01', '2026-11-27')).toBeNull();
});

test('a queue longer than the instance takes is refused at once with the busy message', async () => {
  const { placer } = setUp({ stock: [{ ...rum, quantity: 10_000 }, lime] });
  const many = Array.from({ length: 6 }, (_, i) => placer.place({ id: `g${i}` }, input([{ recipeId: 'daiquiri', quantity: 1 }])).then(() => 'placed', (e: AppError) => e.kind));
  const outcomes = await Promise.all(many);
  // The first is being written, three wait (the limit of this placer), the rest are refused.
  expect(outcomes.filter((o) => o === 'unavailable').length).toBeGreaterThan(0);
  expect(outcomes.filter((o) => o === 'placed').length).toBeGreaterThanOrEqual(4);
});

test('after writing, the placer says how the free stock moved (the menu follows it), before the guest is answered', async () => {
  const { ports } = memoryPorts([daiquiri, off], [rum, lime]);
  const seen: Array<[number | undefined, number | undefined]> = [];
  const placer = new OrderPlacer({ ...ports, stockPromised: async (before, after) => void seen.push([before.get('rum')?.quantity, after.get('rum')?.quantity]) }, 3);
  await placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]));
  expect(seen).toEqual([[150, 90]]);
  await placer.place(other, input([{ recipeId: 'daiquiri', quantity: 1 }]));
  expect(seen).toEqual([[150, 90], [90, 30]]);
  // A refusal writes nothing and says nothing.
  await expect(placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]))).rejects.toEqual(refusal('conflict', messages.unavailable('Daiquiri')));
  expect(seen).toHaveLength(2);
  // A failure of the menu's follow-up does not fail an order already written.
  const failing = new OrderPlacer({ ...memoryPorts([daiquiri], [rum, lime]).ports, stockPromised: () => Promise.reject(new Error('marker down')) }, 3);
  expect((await failing.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]))).created).toBe(true);
});

test("a guest's drinks on the way are capped over all their open orders, also within one group; others' drinks do not count", async () => {
  const { placer, orders } = setUp({ stock: [{ ...rum, quantity: 100_000 }, { ...lime, quantity: 100_000 }], openOrdersPerGuest: 10 });
  // Three orders of 8 arriving together (one group): the third would make 24.
  const results = await Promise.allSettled([8, 8, 8].map((q) => placer.place(guest, input([{ recipeId: 'daiquiri', quantity: q }]))));
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
  expect((results[2] as PromiseRejectedResult).reason).toEqual(refusal('conflict', messages.tooManyOpenDrinks(16)));
  // The last two were checked in one group: the second of them was refused against the first's drinks.
  expect(orders.batches.at(-1)).toHaveLength(1);
  await expect(placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 4 }]))).resolves.toMatchObject({ created: true });
  await expect(placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]))).rejects.toEqual(refusal('conflict', messages.tooManyOpenDrinks(20)));
  await expect(placer.place(other, input([{ recipeId: 'daiquiri', quantity: 20 }]))).resolves.toMatchObject({ created: true });
});

test("one guest's burst of placements never fills the queue every guest shares: past their open orders' cap the extra ones are refused at once (429), another guest's order goes through", async () => {
  // The queue holds 3 (setUp), the guest may have 2 orders on the way: 10 at once from them.
  const { placer, orders } = setUp({ openOrdersPerGuest: 2, stock: [{ ...rum, quantity: 10_000 }, lime] });
  const burst = Array.from({ length: 10 }, () => placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }])));
  const theirs = placer.place(other, input([{ recipeId: 'daiquiri', quantity: 1 }]));
  const results = await Promise.allSettled(burst);
  await expect(theirs).resolves.toMatchObject({ created: true, order: { customerId: 'guest-2' } });
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as AppError] : []));
  expect(refused).toHaveLength(8);
  for (const err of refused) {
    expect(err).toEqual(refusal('tooMany', 'You already have 2 orders being placed. Please wait for them before placing another.'));
    expect(err.retryAfterSeconds).toBe(2);
  }
  // The refused ones were never queued nor checked: only the accepted orders were ever in a batch.
  expect(orders.batches.flat().filter((o) => o.customerId === 'guest-1')).toHaveLength(2);
  // Once they are placed, the cap on open orders speaks as before.
  await expect(placer.place(guest, input([{ recipeId: 'daiquiri', quantity: 1 }]))).rejects.toEqual(refusal('conflict', messages.tooManyOpenOrders(2)));
});

describe("one guest's share of what is left (ADR 29)", () => {
  // 14 servings of 60 ml: the whole stock of a drink, as one guest asked for it in one order.
  const whisky = item('whisky', { name: 'Islay single malt', category: 'spirit', quantity: 840, unit: 'ml', cost: 0.2 });
  const neat = recipe('neat', { name: 'Islay neat', price: 12, ingredients: [{ inventoryItemId: 'whisky', quantity: 60, unit: 'ml' }] });
  const third = { id: 'guest-3', name: 'Cy' };
  function shareSetUp(quantity = 840, guestStockShare?: number) {
    const { ports, orders } = memoryPorts([neat], [{ ...whisky, quantity }], { openOrdersPerGuest: 20, ...(guestStockShare ? { guestStockShare } : {}) });
    return { placer: new OrderPlacer(ports, 100), orders };
  }
  const order = (quantity: number) => input([{ recipeId: 'neat', quantity }]);

  test('one order cannot take what is left off everyone\'s menu: at most half of it, the rest for the others', async () => {
    const { placer, orders } = shareSetUp();
    await expect(placer.place(guest, order(14))).rejects.toEqual(refusal('conflict', messages.guestShare('Islay neat', 'Islay single malt')));
    await expect(placer.place(guest, order(8))).rejects.toEqual(refusal('conflict', messages.guestShare('Islay neat', 'Islay single malt')));
    expect(orders.docs.size).toBe(0);
    await expect(placer.place(guest, order(7))).resolves.toMatchObject({ created: true });
    // Their next order counts what they hold already.
    await expect(placer.place(guest, order(1))).rejects.toEqual(refusal('conflict', messages.guestShare('Islay neat', 'Islay single malt')));
    // Another guest measures against what the first left: 7 servings, half of them.
    await expect(placer.place(other, order(4))).rejects.toEqual(refusal('conflict', /one guest can have at most half/));
    await expect(placer.place(other, order(3))).resolves.toMatchObject({ created: true });
    await expect(placer.place(third, order(2))).resolves.toMatchObject({ created: true });
  });

  test('the last serving can still be ordered: one serving always fits, a second past the share does not', async () => {
    const last = shareSetUp(60);
    await expect(last.placer.place(guest, order(1))).resolves.toMatchObject({ created: true });
    const two = shareSetUp(120);
    await expect(two.placer.place(guest, order(1))).resolves.toMatchObject({ created: true });
    await expect(two.placer.place(guest, order(1))).rejects.toEqual(refusal('conflict', /one guest can have at most half/));
    await expect(two.placer.place(other, order(1))).resolves.toMatchObject({ created: true });
  });

  test('within one burst each accepted order counts against the next', async () => {
    const { placer, orders } = shareSetUp();
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => placer.place(guest, order(3))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect([...orders.docs.values()].reduce((n, d) => n + d.item.items[0]!.quantity, 0)).toBe(6);
  });

  test('a share of 1 turns the rule off: only the stock limits a guest', async () => {
    const { placer } = shareSetUp(840, 1);
    await expect(placer.place(guest, order(14))).resolves.toMatchObject({ created: true });
  });
});
