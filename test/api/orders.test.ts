import { randomUUID } from 'node:crypto';
import { businessDate, type InventoryItem, type Order, type RecipeWithAvailability } from '@bar/domain';
import { api, accountOf } from '../support/api';

const newId = () => randomUUID();

/** A drink of its own over an ingredient of its own, so stock figures are exact whatever else runs. */
async function privateDrink(stock = 1000, perServing = 50, price = 12) {
  const item = await api<InventoryItem>('POST', '/inventory', {
    body: { name: `Order test spirit ${newId()}`, category: 'spirit', quantity: stock, unit: 'ml', cost: 0.03 },
  });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Order test drink ${newId()}`, category: 'cocktail', price, ingredients: [{ inventoryItemId: item.data.id, quantity: perServing, unit: 'ml' }] },
  });
  expect(recipe.status).toBe(201);
  return { item: item.data, recipe: recipe.data, itemPath: `/inventory/${item.data.id}?category=spirit` };
}

async function place(as: 'customer' | 'barstaff' | 'manager' | 'bartender', items: Array<{ recipeId: string; quantity: number }>, extra: Record<string, unknown> = {}) {
  return api<Order>('POST', '/orders', { as, body: { id: newId(), items, ...extra } });
}

async function move(order: Order, status: string, as: 'bartender' | 'manager' | 'barstaff' = 'bartender') {
  return api<Order>('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as, body: { status } });
}

describe('placing an order', () => {
  test('the server prices it from its own menu and names the guest from the token', async () => {
    const { recipe } = await privateDrink(1000, 50, 12.5);
    const res = await place('customer', [{ recipeId: recipe.id, quantity: 2 }], {
      totalPrice: 0.01,
      status: 'completed',
      customerId: 'someone-else',
      customerName: 'Mallory',
      items: [{ recipeId: recipe.id, quantity: 2, price: 0.01, recipeName: 'Free drink' }],
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      status: 'pending',
      totalPrice: 25,
      customerId: accountOf('customer').oid,
      customerName: accountOf('customer').name,
      items: [{ recipeId: recipe.id, recipeName: recipe.name, quantity: 2, price: 12.5 }],
      stockDeducted: false,
    });
    expect(res.data.date).toBe(businessDate(new Date(), 'UTC', 6));
  });

  test('a name override is kept, trimmed', async () => {
    const { recipe } = await privateDrink();
    const res = await place('customer', [{ recipeId: recipe.id, quantity: 1 }], { customerNameOverride: '  Table 7  ' });
    expect(res.data.customerNameOverride).toBe('Table 7');
  });

  test('the same id twice is one order: a retry or a double click returns the first', async () => {
    const { recipe } = await privateDrink();
    const body = { id: newId(), items: [{ recipeId: recipe.id, quantity: 1 }] };
    const [a, b] = await Promise.all([api<Order>('POST', '/orders', { as: 'customer', body }), api<Order>('POST', '/orders', { as: 'customer', body })]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.data.id).toBe(b.data.id);
    const mine = await api<Order[]>('GET', '/orders', { as: 'customer' });
    expect(mine.data.filter((o) => o.id === body.id)).toHaveLength(1);
    // Someone else cannot take over that id.
    const other = await api('POST', '/orders', { as: 'barstaff', body });
    expect(other.status).toBe(409);
  });

  test.each([
    [{ items: [] }, 'Please add items to cart'],
    [{ items: [{ recipeId: 'negroni', quantity: 0 }] }, 'items.0.quantity: must be at least 1'],
    [{ items: [{ recipeId: 'negroni', quantity: 21 }] }, 'items.0.quantity: must be at most 20'],
    [{ items: [{ recipeId: 'negroni', quantity: 1.5 }] }, 'items.0.quantity: must be a whole number'],
    // Also more than 20 of one drink: the order as a whole is the first limit it meets.
    [{ items: [{ recipeId: 'negroni', quantity: 15 }, { recipeId: 'negroni', quantity: 6 }] }, 'An order can hold at most 20 drinks'],
    [{ items: [{ recipeId: 'negroni', quantity: 12 }, { recipeId: 'martini', quantity: 9 }] }, 'An order can hold at most 20 drinks'],
    [{ items: [{ recipeId: 'no-such-drink', quantity: 1 }] }, "there is no drink 'no-such-drink' on the menu"],
  ])('%j is refused: %s', async (body, message) => {
    const res = await api('POST', '/orders', { as: 'customer', body: { id: newId(), ...body } });
    expect(res.status).toBe(400);
    expect(res.json?.error).toContain(message);
  });

  test("an unavailable drink is refused with docs/spec.md's message", async () => {
    const res = await place('customer', [{ recipeId: 'pina-colada', quantity: 1 }]);
    expect(res.status).toBe(409);
    expect(res.json?.error).toBe('Piña Colada is currently unavailable due to insufficient ingredients');
  });

  test('an order the stock cannot cover is refused', async () => {
    const { recipe } = await privateDrink(120, 50);
    const res = await place('customer', [{ recipeId: recipe.id, quantity: 3 }]);
    expect(res.status).toBe(409);
    expect(res.json?.error).toBe(`${recipe.name} is currently unavailable due to insufficient ingredients`);
  });

  test('what orders on their way will take is spoken for: the last bottle is sold once', async () => {
    const { recipe, itemPath } = await privateDrink(100, 50);
    const unavailable = `${recipe.name} is currently unavailable due to insufficient ingredients`;
    const first = await place('customer', [{ recipeId: recipe.id, quantity: 1 }]);
    const second = await place('barstaff', [{ recipeId: recipe.id, quantity: 1 }]);
    expect([first.status, second.status]).toEqual([201, 201]);
    // Stock is still 100 (taken at ready), but both servings are promised.
    expect((await api<InventoryItem>('GET', itemPath)).data.quantity).toBe(100);
    const third = await place('customer', [{ recipeId: recipe.id, quantity: 1 }]);
    expect(third.status).toBe(409);
    expect(third.json?.error).toBe(unavailable);
    // Being prepared still holds its share; at ready it is taken from stock instead: still nothing to spare.
    await move(first.data, 'preparing');
    expect((await place('customer', [{ recipeId: recipe.id, quantity: 1 }])).status).toBe(409);
    await move(first.data, 'ready');
    expect((await api<InventoryItem>('GET', itemPath)).data.quantity).toBe(50);
    expect((await place('customer', [{ recipeId: recipe.id, quantity: 1 }])).json?.error).toBe(unavailable);
    // A restock frees servings again.
    await api('PATCH', itemPath, { body: { quantity: 100 } });
    expect((await place('customer', [{ recipeId: recipe.id, quantity: 1 }])).status).toBe(201);
  });
});

describe('reading orders', () => {
  test('a customer sees only their own orders, whatever the query says', async () => {
    const { recipe } = await privateDrink();
    const theirs = await place('barstaff', [{ recipeId: recipe.id, quantity: 1 }]);
    const mine = await place('customer', [{ recipeId: recipe.id, quantity: 1 }]);
    for (const query of ['', '?role=bartender', '?view=all&role=bar_manager', `?date=${mine.data.date}`]) {
      const res = await api<Order[]>('GET', `/orders${query}`, { as: 'customer' });
      expect(res.status).toBe(200);
      expect(res.data.every((o) => o.customerId === accountOf('customer').oid)).toBe(true);
      expect(res.data.some((o) => o.id === mine.data.id)).toBe(true);
    }
    expect((await api('GET', `/orders/${theirs.data.id}?date=${theirs.data.date}`, { as: 'customer' })).status).toBe(404);
    expect((await api('GET', `/orders/${mine.data.id}`, { as: 'customer' })).status).toBe(200);
  });

  test('staff see every order; a bartender who is also a guest can ask for their own', async () => {
    const { recipe } = await privateDrink();
    const guest = await place('customer', [{ recipeId: recipe.id, quantity: 1 }]);
    const own = await place('barstaff', [{ recipeId: recipe.id, quantity: 1 }]);
    const queue = await api<Order[]>('GET', '/orders', { as: 'bartender' });
    expect(queue.data.map((o) => o.id)).toEqual(expect.arrayContaining([guest.data.id, own.data.id]));
    const asGuest = await api<Order[]>('GET', '/orders?role=customer', { as: 'barstaff' });
    expect(asGuest.data.map((o) => o.id)).toContain(own.data.id);
    expect(asGuest.data.map((o) => o.id)).not.toContain(guest.data.id);
  });

  test('the queue is oldest first and an unchanged poll is a 304 without a body', async () => {
    const first = await api<Order[]>('GET', '/orders', { as: 'bartender' });
    const times = first.data.map((o) => o.createdAt);
    expect([...times].sort()).toEqual(times);
    const etag = first.headers.get('etag')!;
    const again = await api('GET', '/orders', { as: 'bartender', headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();
  });

  test('bad dates and views are refused', async () => {
    expect((await api('GET', '/orders?date=2026-13-01', { as: 'bartender' })).json?.error).toBe('date: must be a date as YYYY-MM-DD');
    expect((await api('GET', '/orders?view=everything', { as: 'bartender' })).status).toBe(400);
  });
});

describe('moving orders', () => {
  test('Start, Ready and Serve, each shown to the guest; completed orders leave the active view', async () => {
    const { recipe } = await privateDrink();
    const order = (await place('customer', [{ recipeId: recipe.id, quantity: 1 }])).data;
    for (const status of ['preparing', 'ready']) {
      const res = await move(order, status);
      expect(res.status).toBe(200);
      expect(res.data.status).toBe(status);
      const mine = await api<Order[]>('GET', '/orders', { as: 'customer' });
      expect(mine.data.find((o) => o.id === order.id)?.status).toBe(status);
    }
    const served = await move(order, 'served');
    expect(served.data.status).toBe('completed');
    const active = await api<Order[]>('GET', '/orders', { as: 'customer' });
    expect(active.data.some((o) => o.id === order.id)).toBe(false);
    const all = await api<Order[]>('GET', '/orders?view=all', { as: 'customer' });
    expect(all.data.find((o) => o.id === order.id)?.status).toBe('completed');
  });

  test.each([
    ['pending', 'ready', 409, 'Cannot move an order from pending to ready'],
    ['pending', 'completed', 409, 'Cannot move an order from pending to completed'],
    ['pending', 'pending', 409, 'This order was already moved to pending'],
    ['pending', 'lost', 400, 'status: must be one of'],
  ])('from %s to %s is refused (%i)', async (_from, to, code, message) => {
    const { recipe } = await privateDrink();
    const order = (await place('customer', [{ recipeId: recipe.id, quantity: 1 }])).data;
    const res = await move(order, to);
    expect(res.status).toBe(code);
    expect(res.json?.error).toContain(message);
  });

  test('moving back is refused, naming both states', async () => {
    const { recipe } = await privateDrink();
    const order = (await place('customer', [{ recipeId: recipe.id, quantity: 1 }])).data;
    await move(order, 'preparing');
    const res = await move(order, 'pending');
    expect(res.status).toBe(409);
    expect(res.json?.error).toContain('from preparing to pending');
  });

  test('guests cannot move orders', async () => {
    const { recipe } = await privateDrink();
    const order = (await place('customer', [{ recipeId: recipe.id, quantity: 1 }])).data;
    expect((await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'customer', body: { status: 'preparing' } })).status).toBe(403);
    expect((await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'newcomer', body: { status: 'preparing' } })).status).toBe(403);
    expect((await api('PATCH', `/orders/${order.id}/status`, { as: 'anonymous', body: { status: 'preparing' } })).status).toBe(401);
    expect((await api<Order>('GET', `/orders/${order.id}`, { as: 'customer' })).data.status).toBe('pending');
  });

  test('two bartenders pressing Start at once: one move and one clear answer', async () => {
    const { recipe } = await privateDrink();
    const order = (await place('customer', [{ recipeId: recipe.id, quantity: 1 }])).data;
    const results = await Promise.all([move(order, 'preparing', 'bartender'), move(order, 'preparing', 'manager'), move(order, 'preparing', 'barstaff')]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.json?.error).toMatch(/already moved to preparing/);
  });

  test('ready takes the ingredients from stock exactly once, whatever is repeated', async () => {
    const { recipe, itemPath } = await privateDrink(1000, 45);
    const order = (await place('customer', [{ recipeId: recipe.id, quantity: 3 }])).data;
    await move(order, 'preparing');
    const results = await Promise.all([move(order, 'ready'), move(order, 'ready'), move(order, 'ready', 'manager')]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    await move(order, 'ready');
    await move(order, 'served');
    expect((await api<InventoryItem>('GET', itemPath)).data.quantity).toBe(1000 - 135);
    const after = await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'bartender' });
    expect(after.data).toMatchObject({ status: 'completed', stockDeducted: true });
  });

  test('stock never goes below 0; the shortfall is reported', async () => {
    const { recipe, itemPath } = await privateDrink(100, 50);
    const order = (await place('customer', [{ recipeId: recipe.id, quantity: 2 }])).data;
    await api('PATCH', itemPath, { body: { quantity: 30 } });
    await move(order, 'preparing');
    const ready = await move(order, 'ready');
    expect(ready.status).toBe(200);
    expect(ready.data.shortfalls).toEqual([expect.objectContaining({ needed: 100, available: 30 })]);
    expect((await api<InventoryItem>('GET', itemPath)).data.quantity).toBe(0);
  });

  test("a missing order is a 404 with docs/spec.md's message", async () => {
    const res = await api('PATCH', `/orders/${newId()}/status`, { as: 'bartender', body: { status: 'preparing' } });
    expect(res.status).toBe(404);
    expect(res.json?.error).toBe('Order not found');
  });
});
