import { randomUUID } from 'node:crypto';
import { messages, type AiRecommendation, type InventoryItem, type Order, type RecipeWithAvailability } from '@bar/domain';
import { api } from '../support/api';

/**
 * The menu says what an order would be accepted for (ADR 19): a drink whose last serving is promised to an order
 * on its way shows as unavailable to every guest at once, with the ingredient that ran short, on the menu and on
 * the drink's own answer; it stays so while that order is made, and comes back when the stock does.
 */
async function lastServing() {
  const t = randomUUID().slice(0, 8);
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Promised rum ${t}`, category: 'spirit', quantity: 50, unit: 'ml', cost: 0.05 } });
  const make = (name: string, quantity: number) =>
    api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `${name} ${t}`, category: 'spirit', price: 8, ingredients: [{ inventoryItemId: item.data.id, quantity, unit: 'ml' }] },
    });
  // The shot takes the whole bottle; the taster shares its ingredient.
  const [shot, taster] = await Promise.all([make('Promised shot', 50), make('Promised taster', 20)]);
  expect([shot.status, taster.status]).toEqual([201, 201]);
  return { item: item.data, shot: shot.data, taster: taster.data };
}

const onMenu = async (as: 'customer' | 'newcomer', id: string, headers: Record<string, string> = {}) => {
  const res = await api<RecipeWithAvailability[]>('GET', '/recipes', { as, headers });
  return { res, drink: res.status === 200 ? res.data.find((r) => r.id === id) : undefined };
};

const move = (order: Order, status: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api<Order>('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status, ...extra }, headers });

test('two guests, one serving: once the first has ordered it, the second sees it unavailable and why, before ordering', async () => {
  const { item, shot, taster } = await lastServing();
  const before = await onMenu('newcomer', shot.id);
  expect(before.drink?.available).toBe(true);
  const etag = before.res.headers.get('etag')!;

  const first = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: shot.id, quantity: 1 }] } });
  expect(first.status).toBe(201);
  // The stock is untouched until ready, but its last serving is spoken for.
  expect((await api<InventoryItem>('GET', `/inventory/${item.id}?category=spirit`)).data.quantity).toBe(50);

  // The second guest's menu, even asked with the ETag it had: a new answer, the drink unavailable and why.
  const after = await onMenu('newcomer', shot.id, { 'If-None-Match': etag });
  expect(after.res.status).toBe(200);
  expect(after.drink).toMatchObject({ available: false, missingIngredients: [item.name] });
  expect(after.res.data.find((r) => r.id === taster.id)?.available).toBe(false);
  const page = await api<RecipeWithAvailability>('GET', `/recipes/${shot.id}?category=spirit`, { as: 'newcomer' });
  expect(page.data).toMatchObject({ available: false, missingIngredients: [item.name] });

  // The AI bartender goes by the same menu: asked for the drink by name, it never offers the promised serving.
  const asked = await api<AiRecommendation[]>('POST', '/recipes/ai-recommendations', { as: 'newcomer', body: { preferences: `a ${shot.name} please`, customerType: 'regular' } });
  expect(asked.status).toBe(200);
  expect(asked.data.map((r) => r.recipeId)).not.toContain(shot.id);

  // And the server refuses what the menu no longer offers, in the same words.
  const second = await api('POST', '/orders', { as: 'newcomer', body: { id: randomUUID(), items: [{ recipeId: shot.id, quantity: 1 }] } });
  expect(second.status).toBe(409);
  expect(second.json?.error).toBe(messages.unavailable(shot.name));

  // Made: the serving is taken from the stock instead of promised; still none to spare, never shown as available.
  for (const status of ['preparing', 'ready']) expect((await move(first.data, status)).status).toBe(200);
  expect((await onMenu('newcomer', shot.id)).drink?.available).toBe(false);
  // Moved back to being prepared: the stock comes back and the order holds it again.
  const ready = await api<Order>('GET', `/orders/${first.data.id}?date=${first.data.date}`, { as: 'bartender' });
  const back = await move(first.data, 'preparing', { direction: 'back' }, { 'If-Match': ready.headers.get('etag')! });
  expect(back.status).toBe(200);
  expect((await api<InventoryItem>('GET', `/inventory/${item.id}?category=spirit`)).data.quantity).toBe(50);
  expect((await onMenu('newcomer', shot.id)).drink?.available).toBe(false);

  // More stock: both drinks are back on the menu at once.
  expect((await api('PATCH', `/inventory/${item.id}?category=spirit`, { body: { quantity: 120 } })).status).toBe(200);
  const restocked = await onMenu('newcomer', shot.id);
  expect(restocked.drink?.available).toBe(true);
  expect(restocked.res.data.find((r) => r.id === taster.id)?.available).toBe(true);
});

test('an order that leaves enough for one more keeps the drink on the menu; the one that takes the last makes it unavailable', async () => {
  const { item, shot, taster } = await lastServing();
  // 50 ml: a taster (20) leaves 30, still a taster but no shot.
  const order = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: taster.id, quantity: 1 }] } });
  expect(order.status).toBe(201);
  const menu = (await onMenu('newcomer', shot.id)).res.data;
  expect(menu.find((r) => r.id === shot.id)).toMatchObject({ available: false, missingIngredients: [item.name] });
  expect(menu.find((r) => r.id === taster.id)?.available).toBe(true);
  // A second taster leaves 10: no taster either.
  expect((await api('POST', '/orders', { as: 'newcomer', body: { id: randomUUID(), items: [{ recipeId: taster.id, quantity: 1 }] } })).status).toBe(201);
  expect((await onMenu('customer', taster.id)).drink?.available).toBe(false);
});
