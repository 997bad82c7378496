import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { accountOf, api, type Caller } from '../support/api';

/**
 * Undo and Move back (ADR 0014): one step back, If-Match required, the stock taken at ready put back exactly
 * once, recorded in the order's history and the audit trail.
 */
const newId = () => randomUUID();

/** A drink over two ingredients of its own, so stock figures are exact whatever else runs. */
async function privateDrink(rumStock = 1000, limeStock = 1000) {
  const rum = await api<InventoryItem>('POST', '/inventory', { body: { name: `Undo rum ${newId()}`, category: 'spirit', quantity: rumStock, unit: 'ml', cost: 0.03 } });
  const lime = await api<InventoryItem>('POST', '/inventory', { body: { name: `Undo lime ${newId()}`, category: 'mixer', quantity: limeStock, unit: 'ml', cost: 0.01 } });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: {
      name: `Undo daiquiri ${newId()}`,
      category: 'cocktail',
      price: 11,
      ingredients: [
        { inventoryItemId: rum.data.id, quantity: 50, unit: 'ml' },
        { inventoryItemId: lime.data.id, quantity: 25, unit: 'ml' },
      ],
    },
  });
  expect(recipe.status).toBe(201);
  const stock = async () => [
    (await api<InventoryItem>('GET', `/inventory/${rum.data.id}?category=spirit`)).data.quantity,
    (await api<InventoryItem>('GET', `/inventory/${lime.data.id}?category=mixer`)).data.quantity,
  ];
  // The stock as the lists show it (the manager's inventory, the bartender's ingredients panel): answered from
  // the catalog's marker, so a write that does not move it would leave them showing old stock.
  const listed = async () => {
    const items = (await api<InventoryItem[]>('GET', '/inventory', { as: 'manager' })).data;
    return [rum.data.id, lime.data.id].map((id) => items.find((i) => i.id === id)?.quantity);
  };
  return { rum: rum.data, lime: lime.data, recipe: recipe.data, stock, listed };
}

/** Every order this suite placed: served at the end, so the shared queue is not left fuller for other suites. */
const ours: Order[] = [];

async function placed(recipeId: string, quantity = 1): Promise<Order> {
  const res = await api<Order>('POST', '/orders', { as: 'customer', body: { id: newId(), items: [{ recipeId, quantity }] } });
  expect(res.status).toBe(201);
  ours.push(res.data);
  return res.data;
}

afterAll(async () => {
  const next: Record<string, string> = { pending: 'preparing', preparing: 'ready', ready: 'completed' };
  for (const order of ours) {
    for (let step = 0; step < 3; step++) {
      const now = (await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'manager' })).data;
      if (!now || !next[now.status]) break;
      await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'manager', body: { status: next[now.status] } });
    }
  }
});

interface Moved {
  status: number;
  order: Order;
  etag: string;
  error?: string;
}

/** A move; `back` says it is one step back (as the SPA's Undo and Move back do). */
async function move(order: Pick<Order, 'id' | 'date'>, status: string, options: { as?: Caller; etag?: string; undo?: boolean; back?: boolean } = {}): Promise<Moved> {
  const res = await api<Order>('PATCH', `/orders/${order.id}/status?date=${order.date}`, {
    as: options.as ?? 'bartender',
    body: { status, ...(options.back || options.undo ? { direction: 'back' } : {}), ...(options.undo ? { undo: true } : {}) },
    headers: options.etag ? { 'If-Match': options.etag } : {},
  });
  return { status: res.status, order: res.data, etag: res.headers.get('etag') ?? '', ...(res.json?.error ? { error: res.json.error } : {}) };
}

/** An order moved forward to the given status; the last move's answer (with its ETag). */
async function movedTo(order: Order, target: 'preparing' | 'ready' | 'completed', as: Caller = 'bartender'): Promise<Moved> {
  const steps = ['preparing', 'ready', 'completed'];
  let last: Moved | undefined;
  for (const status of steps.slice(0, steps.indexOf(target) + 1)) {
    last = await move(order, status, { as });
    expect(last.status).toBe(200);
  }
  return last!;
}

describe('Undo and Move back', () => {
  test('Undo of a Ready puts the stock back once and records an undo; Ready again takes it again', async () => {
    const { recipe, stock, listed } = await privateDrink();
    const order = await placed(recipe.id, 2);
    const ready = await movedTo(order, 'ready');
    expect(ready.etag).toBeTruthy();
    expect(await stock()).toEqual([900, 950]);
    expect(await listed()).toEqual([900, 950]);

    const undone = await move(order, 'preparing', { back: true, etag: ready.etag, undo: true });
    expect(undone.status).toBe(200);
    expect(undone.order).toMatchObject({ status: 'preparing', stockDeducted: false });
    expect(undone.order.restockPending).toBeUndefined();
    expect(undone.order.history?.at(-1)).toMatchObject({ from: 'ready', to: 'preparing', direction: 'back', undo: true, by: { id: accountOf('bartender').oid } });
    expect(undone.order.history?.at(-1)?.stock?.map((c) => [c.before, c.after])).toEqual(expect.arrayContaining([[900, 1000], [950, 1000]]));
    expect(await stock()).toEqual([1000, 1000]);
    // The lists show it at once (found by an outside bartender: they showed the old stock for minutes).
    expect(await listed()).toEqual([1000, 1000]);

    // The same undo again (a retry with the version it had): refused, nothing changes.
    const again = await move(order, 'preparing', { back: true, etag: ready.etag, undo: true });
    expect(again.status).toBe(412);
    expect(again.error).toMatch(/changed since you saw it/);
    expect(await stock()).toEqual([1000, 1000]);

    // Ready again takes the stock again, once; served as usual.
    const readyAgain = await move(order, 'ready');
    expect(readyAgain.status).toBe(200);
    expect(await stock()).toEqual([900, 950]);
    expect((await move(order, 'completed')).status).toBe(200);
    expect(await stock()).toEqual([900, 950]);
  });

  test('a move back needs the version the caller saw (If-Match); a stale or missing one changes nothing', async () => {
    const { recipe, stock } = await privateDrink();
    const order = await placed(recipe.id);
    const preparing = await movedTo(order, 'preparing');
    const ready = await move(order, 'ready');
    const missing = await move(order, 'preparing', { back: true });
    expect(missing.status).toBe(428);
    expect(missing.error).toMatch(/If-Match/);
    // A stale tap that does not say 'back' (Start on a ticket someone already made ready) is no move back.
    const staleTap = await move(order, 'preparing');
    expect(staleTap.status).toBe(409);
    expect(staleTap.error).toMatch(/Cannot move an order from ready to preparing/);
    const stale = await move(order, 'preparing', { back: true, etag: preparing.etag });
    expect(stale.status).toBe(412);
    expect(await stock()).toEqual([950, 975]);
    const current = await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'bartender' });
    expect(current.data.status).toBe('ready');
    expect(current.headers.get('etag')).toBe(ready.etag);
  });

  test('only one step back, only staff, only as far as received', async () => {
    const { recipe } = await privateDrink();
    const order = await placed(recipe.id);
    const ready = await movedTo(order, 'ready');
    const twoSteps = await move(order, 'pending', { back: true, etag: ready.etag });
    expect(twoSteps.status).toBe(409);
    expect(twoSteps.error).toMatch(/only be moved back one step \(from ready to preparing\)/);
    const guest = await move(order, 'preparing', { back: true, as: 'customer', etag: ready.etag });
    expect(guest.status).toBe(403);
    const back1 = await move(order, 'preparing', { back: true, etag: ready.etag });
    expect(back1.status).toBe(200);
    const back2 = await move(order, 'pending', { back: true, etag: back1.etag, as: 'barstaff' });
    expect(back2.status).toBe(200);
    expect(back2.order.history?.at(-1)).toMatchObject({ from: 'preparing', to: 'pending', direction: 'back' });
    expect(back2.order.history?.at(-1)?.undo).toBeUndefined();
    const back3 = await move(order, 'pending', { back: true, etag: back2.etag });
    expect(back3.status).toBe(409);
  });

  test('a served order goes back to ready (the stock stays taken); the audit trail says undo and move back', async () => {
    const { recipe, stock } = await privateDrink();
    const order = await placed(recipe.id);
    const served = await movedTo(order, 'completed');
    const back = await move(order, 'ready', { back: true, etag: served.etag, undo: true });
    expect(back.status).toBe(200);
    expect(back.order).toMatchObject({ status: 'ready', stockDeducted: true });
    expect(await stock()).toEqual([950, 975]);
    const managerBack = await move(order, 'preparing', { back: true, as: 'manager', etag: back.etag });
    expect(managerBack.status).toBe(200);
    expect(await stock()).toEqual([1000, 1000]);

    const trail = await api<Array<{ action: string; target: { id: string }; actor: { id: string }; before?: { status?: string }; after?: { status?: string } }>>('GET', '/audit');
    const moves = trail.data.filter((e) => e.target.id === order.id);
    expect(moves.find((e) => e.action === 'order.undo')).toMatchObject({ before: { status: 'completed' }, after: { status: 'ready' }, actor: { id: accountOf('bartender').oid } });
    expect(moves.find((e) => e.action === 'order.moveBack')).toMatchObject({ before: { status: 'ready' }, after: { status: 'preparing' }, actor: { id: accountOf('manager').oid } });
    expect(moves.filter((e) => e.action === 'order.status')).toHaveLength(3);
  });

  test('stock that ran short at Ready: only what was actually taken goes back', async () => {
    const { recipe, lime, stock } = await privateDrink(1000, 1000);
    const order = await placed(recipe.id, 2);
    await movedTo(order, 'preparing');
    // The manager counts the lime: only 30 ml are left (the order needs 50).
    expect((await api('PATCH', `/inventory/${lime.id}?category=mixer`, { body: { quantity: 30 } })).status).toBe(200);
    const ready = await move(order, 'ready');
    expect(ready.order.shortfalls).toEqual([expect.objectContaining({ inventoryItemId: lime.id, needed: 50, available: 30 })]);
    expect(await stock()).toEqual([900, 0]);
    const back = await move(order, 'preparing', { back: true, etag: ready.etag });
    expect(back.status).toBe(200);
    expect(back.order.shortfalls).toBeUndefined();
    expect(await stock()).toEqual([1000, 30]);
  });

  test('two undos at once put the stock back once', async () => {
    const { recipe, stock } = await privateDrink();
    for (let round = 0; round < 3; round++) {
      const order = await placed(recipe.id);
      const ready = await movedTo(order, 'ready');
      const [a, b] = await Promise.all([
        move(order, 'preparing', { back: true, etag: ready.etag, undo: true }),
        move(order, 'preparing', { back: true, etag: ready.etag, undo: true, as: 'barstaff' }),
      ]);
      expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
      expect([a.status, b.status].filter((s) => s !== 200).every((s) => s === 409 || s === 412)).toBe(true);
      // Back where it started, after each round.
      expect(await stock()).toEqual([1000, 1000]);
      const after = await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'bartender' });
      expect(after.data).toMatchObject({ status: 'preparing', stockDeducted: false });
      expect(after.data.history?.filter((m) => m.direction === 'back')).toHaveLength(1);
    }
  });

  test('a move back racing with a move on: one of them wins and the stock matches the winner', async () => {
    const { recipe, stock } = await privateDrink(2000, 2000);
    let expected = [2000, 2000];
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const order = await placed(recipe.id);
      const ready = await movedTo(order, 'ready');
      expected = [expected[0]! - 50, expected[1]! - 25];
      const [back, serve] = await Promise.all([move(order, 'preparing', { back: true, etag: ready.etag }), move(order, 'completed', { as: 'barstaff' })]);
      const statuses = [back.status, serve.status];
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const final = (await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'bartender' })).data;
      if (back.status === 200) {
        outcomes.add('back');
        expect(serve.status).toBe(409);
        expect(final).toMatchObject({ status: 'preparing', stockDeducted: false });
        expected = [expected[0]! + 50, expected[1]! + 25];
      } else {
        outcomes.add('served');
        expect([409, 412]).toContain(back.status);
        expect(final).toMatchObject({ status: 'completed', stockDeducted: true });
      }
      expect(await stock()).toEqual(expected);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

test('a forward move or a cancel that names a version the order has left (If-Match) is refused with 412 and changes nothing', async () => {
  const { recipe, stock } = await privateDrink();
  const order = await placed(recipe.id);
  const started = await move(order, 'preparing');
  expect(started.status).toBe(200);
  const before = await stock();
  // The version of the received order, the weak form of the current one, and a made-up one.
  for (const seen of [`"${'0'.repeat(8)}"`, `W/${started.etag}`, 'not-a-tag']) {
    const ready = await move(order, 'ready', { etag: seen });
    expect(ready.status).toBe(412);
    const cancel = await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status: 'cancelled' }, headers: { 'If-Match': seen } });
    expect(cancel.status).toBe(412);
  }
  const now = (await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'manager' })).data;
  expect(now.status).toBe('preparing');
  expect(await stock()).toEqual(before);
  // The version the caller saw is current: the move goes through.
  expect((await move(order, 'ready', { etag: started.etag })).status).toBe(200);
});
