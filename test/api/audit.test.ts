import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { api, accountOf } from '../support/api';

interface Entry {
  at: string;
  actor: { id: string; name: string };
  action: string;
  target: { type: string; id: string; name?: string };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  details?: { stock?: Array<{ inventoryItemId: string; before: number; after: number }> };
}

test('stock, recipe and order changes are recorded with who, what, when and before/after', async () => {
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Audit gin ${randomUUID()}`, category: 'spirit', quantity: 500 } });
  const path = `/inventory/${item.data.id}?category=spirit`;
  await api('PATCH', path, { as: 'bartender', body: { quantity: 400 } });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Audit drink ${randomUUID()}`, category: 'cocktail', price: 10, ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }] },
  });
  await api('PATCH', `/recipes/${recipe.data.id}/availability?category=cocktail`, { body: { isAvailable: false } });
  await api('PATCH', `/recipes/${recipe.data.id}/availability?category=cocktail`, { body: { isAvailable: true } });
  const order = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 2 }] } });
  for (const status of ['preparing', 'ready']) {
    await api('PATCH', `/orders/${order.data.id}/status?date=${order.data.date}`, { as: 'bartender', body: { status } });
  }

  const trail = await api<Entry[]>('GET', '/audit');
  expect(trail.status).toBe(200);
  const about = (id: string) => trail.data.filter((e) => e.target.id === id);

  expect(about(item.data.id).map((e) => e.action)).toEqual(expect.arrayContaining(['inventory.create', 'inventory.quantity']));
  const quantityMove = about(item.data.id).find((e) => e.action === 'inventory.quantity')!;
  expect(quantityMove).toMatchObject({ actor: { id: accountOf('bartender').oid }, before: { quantity: 500 }, after: { quantity: 400 } });

  expect(about(recipe.data.id).map((e) => e.action).filter((a) => a === 'recipe.availability')).toHaveLength(2);

  const moves = about(order.data.id);
  expect(moves.map((e) => e.after?.status).sort()).toEqual(['preparing', 'ready']);
  const ready = moves.find((e) => e.after?.status === 'ready')!;
  expect(ready.details?.stock).toEqual([expect.objectContaining({ inventoryItemId: item.data.id, before: 400, after: 300 })]);

  const times = trail.data.map((e) => e.at);
  expect([...times].sort().reverse()).toEqual(times);
});

test('only a bar manager reads the audit trail', async () => {
  expect((await api('GET', '/audit', { as: 'bartender' })).status).toBe(403);
  expect((await api('GET', '/audit', { as: 'customer' })).status).toBe(403);
  expect((await api('GET', '/audit', { as: 'anonymous' })).status).toBe(401);
  expect((await api('GET', '/audit?date=soon')).status).toBe(400);
});
