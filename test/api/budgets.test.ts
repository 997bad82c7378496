import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { api, type ApiResponse, type CallOptions } from '../support/api';

/**
 * The Cosmos request budgets of docs/performance.md, per API call, counted by the API's own Cosmos client and
 * reported in X-Cosmos-Requests (the test stack runs with EXPOSE_COSMOS_REQUEST_COUNT=1; never in Azure).
 * Counts, not times: they are the same on any machine, so a change that adds a request fails here.
 */
const cosmos = (res: ApiResponse) => {
  const header = res.headers.get('x-cosmos-requests');
  if (header === null) throw new Error('X-Cosmos-Requests is missing: is the stack started with EXPOSE_COSMOS_REQUEST_COUNT=1?');
  return Number(header);
};

async function call<T>(method: string, path: string, options: CallOptions = {}) {
  const res = await api<T>(method, path, options);
  return { res, count: cosmos(res) };
}

/** A drink over two ingredients of its own. */
async function twoIngredientDrink() {
  const items = await Promise.all(
    ['rum', 'lime'].map((what) =>
      api<InventoryItem>('POST', '/inventory', { body: { name: `Budget ${what} ${randomUUID()}`, category: 'spirit', quantity: 100_000, unit: 'ml', cost: 0.02 } }),
    ),
  );
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: {
      name: `Budget daiquiri ${randomUUID()}`,
      category: 'cocktail',
      price: 11,
      ingredients: items.map((i) => ({ inventoryItemId: i.data.id, quantity: 30, unit: 'ml' })),
    },
  });
  expect(recipe.status).toBe(201);
  return recipe.data;
}

let drink: RecipeWithAvailability;

beforeAll(async () => {
  drink = await twoIngredientDrink();
  // Warm the API's Cosmos client (its first write to a container reads the container's definition once).
  const order = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity: 1 }] } });
  await api('PATCH', `/orders/${order.data.id}/status?date=${order.data.date}`, { as: 'bartender', body: { status: 'preparing' } });
});

describe('Cosmos requests per call', () => {
  test('GET /health (public) probes the database at most once every few seconds: a burst costs nothing', async () => {
    // Wait for a call that ran the probe (the last one may be cached from another suite), then ask again at once.
    let probed = 0;
    for (let i = 0; i < 40 && probed === 0; i += 1) {
      const { res, count } = await call('GET', '/health', { as: 'anonymous' });
      expect(res.status).toBe(200);
      probed = count;
      if (probed === 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(probed).toBeGreaterThanOrEqual(1);
    const burst = await Promise.all(Array.from({ length: 20 }, () => call('GET', '/health', { as: 'anonymous' })));
    expect(burst.map((b) => b.count)).toEqual(Array(20).fill(0));
  });

  test('GET /recipes with availability: at most 4 after a change (the marker, the recipes, the stock, the orders on their way); unchanged: 1 point read', async () => {
    const { res, count } = await call<RecipeWithAvailability[]>('GET', '/recipes', { as: 'customer' });
    expect(res.status).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    // Other suites write to the shared stack meanwhile (each write moves the marker): look until two reads in a
    // row saw the same catalog. A list that reads the catalog on every call never costs 1.
    let unchanged: { plain: number; conditional: number; status: number } | undefined;
    for (let i = 0; i < 20 && !unchanged; i += 1) {
      const first = await call<RecipeWithAvailability[]>('GET', '/recipes', { as: 'customer' });
      const again = await call<RecipeWithAvailability[]>('GET', '/recipes', { as: 'customer' });
      const conditional = await call('GET', '/recipes', { as: 'customer', headers: { 'If-None-Match': again.res.headers.get('etag')! } });
      expect(first.count).toBeLessThanOrEqual(4);
      if (again.res.headers.get('etag') === first.res.headers.get('etag') && conditional.res.status === 304) {
        unchanged = { plain: again.count, conditional: conditional.count, status: conditional.res.status };
        expect(again.res.data).toEqual(first.res.data);
      }
    }
    expect(unchanged).toEqual({ plain: 1, conditional: 1, status: 304 });
  });

  test("GET /recipes/{id} (a drink's page): 2 while the menu is unchanged (the marker and the drink's point read), as the menu lists it", async () => {
    // Other suites write meanwhile: look until the menu's marker held from before the drink's read to after it.
    let seen: { plain: number; withCategory: number; drink: RecipeWithAvailability; listed: RecipeWithAvailability | undefined } | undefined;
    for (let i = 0; i < 20 && !seen; i += 1) {
      const menu = await call<RecipeWithAvailability[]>('GET', '/recipes', { as: 'customer' });
      const plain = await call<RecipeWithAvailability>('GET', `/recipes/${drink.id}`, { as: 'customer' });
      const withCategory = await call<RecipeWithAvailability>('GET', `/recipes/${drink.id}?category=${drink.category}`, { as: 'customer' });
      const after = await call('GET', '/recipes', { as: 'customer', headers: { 'If-None-Match': menu.res.headers.get('etag')! } });
      expect(plain.res.status).toBe(200);
      expect(plain.res.headers.get('etag')).toBeTruthy();
      if (after.res.status === 304) {
        seen = { plain: plain.count, withCategory: withCategory.count, drink: plain.res.data, listed: menu.res.data.find((r) => r.id === drink.id) };
      }
    }
    expect(seen).toBeDefined();
    expect(seen!.drink).toEqual(seen!.listed);
    expect([seen!.plain, seen!.withCategory]).toEqual([2, 2]);
  });

  test('GET /inventory: the same, for the staff and for guests (each sees its own list)', async () => {
    let seen: number[] | undefined;
    for (let i = 0; i < 20 && !seen; i += 1) {
      const staff = await call<InventoryItem[]>('GET', '/inventory', { as: 'manager' });
      const guest = await call<InventoryItem[]>('GET', '/inventory', { as: 'customer' });
      const staffAgain = await call<InventoryItem[]>('GET', '/inventory', { as: 'manager' });
      const guestAgain = await call<InventoryItem[]>('GET', '/inventory', { as: 'customer' });
      expect(staff.res.headers.get('etag')).not.toBe(guest.res.headers.get('etag'));
      expect(guest.res.data.every((item) => item.cost === undefined)).toBe(true);
      expect(guestAgain.res.data.every((item) => item.cost === undefined)).toBe(true);
      if (staffAgain.res.headers.get('etag') === staff.res.headers.get('etag') && guestAgain.res.headers.get('etag') === guest.res.headers.get('etag')) {
        seen = [staffAgain.count, guestAgain.count];
      }
    }
    expect(seen).toEqual([1, 1]);
  });

  test("the menu's availability follows every stock move at once: stock taken at ready, set by a manager", async () => {
    const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Budget last ${randomUUID()}`, category: 'spirit', quantity: 50, unit: 'ml', cost: 0.02 } });
    const shot = await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `Budget shot ${randomUUID()}`, category: 'spirit', price: 7, ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }] },
    });
    const onMenu = async () => (await api<RecipeWithAvailability[]>('GET', '/recipes', { as: 'customer' })).data.find((r) => r.id === shot.data.id)?.available;
    expect(await onMenu()).toBe(true);
    expect(await onMenu()).toBe(true);
    const order = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: shot.data.id, quantity: 1 }] } });
    for (const status of ['preparing', 'ready']) {
      expect((await api('PATCH', `/orders/${order.data.id}/status?date=${order.data.date}`, { as: 'bartender', body: { status } })).status).toBe(200);
    }
    expect(await onMenu()).toBe(false);
    const restock = await api('PATCH', `/inventory/${item.data.id}?category=spirit`, { body: { quantity: 100 } });
    expect(restock.status).toBe(200);
    expect(await onMenu()).toBe(true);
  });

  test("GET /orders: the queue and a guest's orders cost at most 2 (today's and yesterday's partition, or their markers and the instance's copies)", async () => {
    // Other suites write orders on the same stack meanwhile; a write landing between a poll's marker read and its
    // answer costs that one poll a read more. The cheapest of a few calls is the call's cost when nothing moved:
    // a change that made every call dearer still fails.
    const cheapest = async (path: string, as: 'bartender' | 'customer') => {
      const calls = [];
      for (let i = 0; i < 4; i += 1) calls.push(await call<Order[]>('GET', path, { as }));
      for (const c of calls) expect(c.res.status).toBe(200);
      return { res: calls[0]!.res, count: Math.min(...calls.map((c) => c.count)) };
    };
    const queue = await cheapest('/orders?role=bartender', 'bartender');
    expect(queue.count).toBeLessThanOrEqual(2);
    const mine = await cheapest('/orders?role=customer', 'customer');
    expect(mine.count).toBeLessThanOrEqual(2);
    const oneDate = await call<Order[]>('GET', `/orders?date=${queue.res.data[0]?.date ?? '2026-01-01'}`, { as: 'bartender' });
    expect(oneDate.count).toBe(1);
  });

  test('an unchanged poll costs at most one point read and answers 304 without a body', async () => {
    for (const [as, path] of [
      ['bartender', '/orders?role=bartender'],
      ['customer', '/orders?role=customer'],
      ['customer', '/orders?view=all&role=customer'],
    ] as const) {
      const first = await api('GET', path, { as });
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const poll = await call('GET', path, { as, headers: { 'If-None-Match': etag! } });
      expect(poll.res.status).toBe(304);
      expect(poll.res.json).toBeNull();
      expect(poll.count).toBeLessThanOrEqual(1);
    }
  });

  test('POST /orders: at most 4 (the drinks, the orders on their way, the stock, the write); a status move: 2, plus one per ingredient and the catalog marker at ready', async () => {
    const placed = await call<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity: 1 }] } });
    expect(placed.res.status).toBe(201);
    expect(placed.count).toBeLessThanOrEqual(4);
    const order = placed.res.data;
    expect(order.ingredients).toHaveLength(2);
    const move = (status: string) => call<Order>('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } });
    const start = await move('preparing');
    expect(start.res.status).toBe(200);
    expect(start.count).toBeLessThanOrEqual(2);
    const ready = await move('ready');
    expect(ready.res.status).toBe(200);
    expect(ready.count).toBeLessThanOrEqual(2 + 2 + 1);
    const served = await move('served');
    expect(served.res.status).toBe(200);
    expect(served.count).toBeLessThanOrEqual(2);
  });

  test('a poll after a change sees it: the ETag moves with every order placed or moved', async () => {
    const path = '/orders?role=bartender';
    const before = await api<Order[]>('GET', path, { as: 'bartender' });
    const etag = before.headers.get('etag')!;
    const placed = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity: 1 }] } });
    const afterPlace = await api<Order[]>('GET', path, { as: 'bartender', headers: { 'If-None-Match': etag } });
    expect(afterPlace.status).toBe(200);
    expect(afterPlace.data.map((o) => o.id)).toContain(placed.data.id);
    const etag2 = afterPlace.headers.get('etag')!;
    expect(etag2).not.toBe(etag);
    await api('PATCH', `/orders/${placed.data.id}/status?date=${placed.data.date}`, { as: 'bartender', body: { status: 'preparing' } });
    const afterMove = await api<Order[]>('GET', path, { as: 'bartender', headers: { 'If-None-Match': etag2 } });
    expect(afterMove.status).toBe(200);
    expect(afterMove.data.find((o) => o.id === placed.data.id)?.status).toBe('preparing');
  });

  test("one guest's ETag is not another's: the same list for someone else is answered in full", async () => {
    const mine = await api('GET', '/orders?role=customer', { as: 'customer' });
    const theirs = await api('GET', '/orders?role=customer', { as: 'barstaff', headers: { 'If-None-Match': mine.headers.get('etag')! } });
    expect(theirs.status).toBe(200);
  });

  test("GET /reports/sales over 30 days: 33 (the stored summaries, each date's orders marker by point read, the stock, the menu), however many orders; a date whose orders moved costs its query and its write once", async () => {
    // The first call may build the summaries of dates that have none; from then on each is read, not rebuilt.
    await call('GET', '/reports/sales?range=30d');
    const before = await call<{ totals: { orders: number } }>('GET', '/reports/sales?range=30d');
    expect(before.res.status).toBe(200);
    expect(before.count).toBe(1 + 30 + 2);
    const order = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity: 1 }] } });
    for (const status of ['preparing', 'ready', 'completed']) {
      await api('PATCH', `/orders/${order.data.id}/status?date=${order.data.date}`, { as: 'bartender', body: { status } });
    }
    // Today's orders moved: its summary is rebuilt from today's partition (one query) and stored (one write).
    const after = await call<{ totals: { orders: number } }>('GET', '/reports/sales?range=30d');
    expect(after.res.data.totals.orders).toBeGreaterThan(before.res.data.totals.orders);
    expect(after.count).toBe(1 + 30 + 2 + 2);
    const again = await call<{ totals: { orders: number } }>('GET', '/reports/sales?range=30d');
    expect(again.res.data.totals.orders).toBe(after.res.data.totals.orders);
    expect(again.count).toBe(1 + 30 + 2);
  });

});
