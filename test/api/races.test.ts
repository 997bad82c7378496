import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { api, type Caller } from '../support/api';

/**
 * A rush: 100 orders from 20 guests (each sent twice, as a flaky phone would) while 3 bartenders work the queue.
 * Nothing may be lost or duplicated, and the stock must come out right to the millilitre.
 */
const GUESTS = Array.from({ length: 20 }, (_, i) => `guest${String(i + 1).padStart(2, '0')}` as Caller);
const BARTENDERS: Caller[] = ['bartender', 'barstaff', 'manager'];
const NEXT: Record<string, string> = { pending: 'preparing', preparing: 'ready', ready: 'completed' };

test('100 concurrent orders while 3 bartenders move tickets: none lost or doubled, stock exact', async () => {
  const START = 100_000;
  const rum = await api<InventoryItem>('POST', '/inventory', { body: { name: `Race rum ${randomUUID()}`, category: 'spirit', quantity: START, unit: 'ml', cost: 0.02 } });
  const lime = await api<InventoryItem>('POST', '/inventory', { body: { name: `Race lime ${randomUUID()}`, category: 'mixer', quantity: START, unit: 'ml', cost: 0.01 } });
  const drinkA = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Race daiquiri ${randomUUID()}`, category: 'cocktail', price: 11, ingredients: [{ inventoryItemId: rum.data.id, quantity: 60, unit: 'ml' }, { inventoryItemId: lime.data.id, quantity: 25, unit: 'ml' }] },
  });
  const drinkB = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Race shot ${randomUUID()}`, category: 'spirit', price: 6, ingredients: [{ inventoryItemId: rum.data.id, quantity: 1.5, unit: 'oz' }] },
  });
  const ours = new Set([drinkA.data.id, drinkB.data.id]);

  // 20 guests x 5 orders, every request sent twice at once.
  const planned = GUESTS.flatMap((guest, g) =>
    Array.from({ length: 5 }, (_, k) => ({
      guest,
      id: randomUUID(),
      items: [
        { recipeId: drinkA.data.id, quantity: 1 + ((g + k) % 3) },
        ...(k % 2 === 0 ? [{ recipeId: drinkB.data.id, quantity: 1 + (k % 2) }] : []),
      ],
    })),
  );

  let placing = true;
  const placed = Promise.all(
    planned.map(async (o) => {
      const [a, b] = await Promise.all([0, 1].map(() => api<Order>('POST', '/orders', { as: o.guest, body: { id: o.id, items: o.items } })));
      expect([a!.status, b!.status].sort()).toEqual([200, 201]);
    }),
  ).finally(() => {
    placing = false;
  });

  const moves = { ok: 0, refused: 0 };
  const work = async (bartender: Caller) => {
    for (let round = 0; round < 400; round++) {
      const queue = (await api<Order[]>('GET', '/orders?role=bartender', { as: bartender })).data.filter((o) => o.items.some((i) => ours.has(i.recipeId)));
      if (queue.length === 0 && !placing) return;
      // Everyone grabs the oldest tickets first, so they collide often.
      for (const order of queue.slice(0, 3)) {
        const res = await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: bartender, body: { status: NEXT[order.status] } });
        if (res.status === 200) moves.ok++;
        else {
          expect(res.status).toBe(409);
          moves.refused++;
        }
      }
    }
    throw new Error('the queue did not drain');
  };
  await Promise.all([placed, ...BARTENDERS.map(work)]);

  // Every order exactly once, completed, deducted once.
  const all = (await api<Order[]>('GET', '/orders?role=bartender&view=all', { as: 'bartender' })).data.filter((o) => o.items.some((i) => ours.has(i.recipeId)));
  expect(all).toHaveLength(planned.length);
  expect(new Set(all.map((o) => o.id)).size).toBe(planned.length);
  expect(all.every((o) => o.status === 'completed' && o.stockDeducted)).toBe(true);
  expect(moves.ok).toBe(planned.length * 3);

  const servingsA = planned.reduce((n, o) => n + o.items.filter((i) => i.recipeId === drinkA.data.id).reduce((s, i) => s + i.quantity, 0), 0);
  const servingsB = planned.reduce((n, o) => n + o.items.filter((i) => i.recipeId === drinkB.data.id).reduce((s, i) => s + i.quantity, 0), 0);
  const rumAfter = (await api<InventoryItem>('GET', `/inventory/${rum.data.id}?category=spirit`)).data.quantity;
  const limeAfter = (await api<InventoryItem>('GET', `/inventory/${lime.data.id}?category=mixer`)).data.quantity;
  expect(rumAfter).toBe(START - servingsA * 60 - servingsB * 45);
  expect(limeAfter).toBe(START - servingsA * 25);
}, 240_000);

test('ten guests ordering the last serving at once: exactly one gets it, the others are told it is unavailable', async () => {
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Last bottle ${randomUUID()}`, category: 'spirit', quantity: 50, unit: 'ml', cost: 0.05 } });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Last shot ${randomUUID()}`, category: 'spirit', price: 8, ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }] },
  });
  const results = await Promise.all(
    GUESTS.slice(0, 10).map((guest) => api<Order>('POST', '/orders', { as: guest, body: { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 1 }] } })),
  );
  expect(results.filter((r) => r.status === 201)).toHaveLength(1);
  for (const refused of results.filter((r) => r.status !== 201)) {
    expect(refused.status).toBe(409);
    expect(refused.json?.error).toBe(`${recipe.data.name} is currently unavailable due to insufficient ingredients`);
  }
  const queue = (await api<Order[]>('GET', '/orders?role=bartender', { as: 'bartender' })).data;
  expect(queue.filter((o) => o.items.some((i) => i.recipeId === recipe.data.id))).toHaveLength(1);
});

test('two managers editing one recipe: the second gets 412, not a silent overwrite', async () => {
  const created = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Contested drink ${randomUUID()}`, category: 'cocktail', price: 10, ingredients: [{ inventoryItemId: 'lime-juice', quantity: 20, unit: 'ml' }] },
  });
  const path = `/recipes/${created.data.id}?category=cocktail`;
  const read = await api<RecipeWithAvailability>('GET', path);
  const etag = read.headers.get('etag')!;
  const body = (price: number) => ({ ...read.data, price });
  const [first, second] = await Promise.all([
    api('PUT', path, { body: body(12), headers: { 'If-Match': etag } }),
    api('PUT', path, { body: body(14), headers: { 'If-Match': etag } }),
  ]);
  expect([first.status, second.status].sort()).toEqual([200, 412]);
  const loser = first.status === 412 ? first : second;
  expect(loser.json?.error).toBe('This was changed by someone else meanwhile. Reload it and try again.');
  const final = (await api<RecipeWithAvailability>('GET', path)).data.price;
  expect([12, 14]).toContain(final);
});

test('five people setting one stock level at once without If-Match: each is applied in turn, none refused (an absolute count is retried over a concurrent write)', async () => {
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Counted ${randomUUID()}`, category: 'mixer', quantity: 100, unit: 'ml' } });
  expect(item.status).toBe(201);
  const path = `/inventory/${item.data.id}?category=mixer`;
  // Five writers: each loses at most to the four others, and the handler tries five times.
  const quantities = [10, 20, 30, 40, 50];
  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all(quantities.map((quantity) => api<InventoryItem>('PATCH', path, { as: 'bartender', body: { quantity } })));
    expect(answers.map((a) => [a.status, a.json?.error])).toEqual(quantities.map(() => [200, undefined]));
    expect(quantities).toContain((await api<InventoryItem>('GET', path)).data.quantity);
  }
});
