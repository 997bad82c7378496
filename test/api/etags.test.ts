import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { api } from '../support/api';

/**
 * A document's version is answered as an HTTP entity tag (RFC 9110 8.8.3: in double quotes), as Azure Cosmos DB
 * writes it, and taken back as it was sent in If-Match, as the SPA sends it (frontend/src/api/order-status.ts).
 */
const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e]*"$/;

test('an order, an inventory item and a drink answer their version as a quoted entity tag, and If-Match takes it back', async () => {
  const t = randomUUID().slice(0, 8);
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Etag gin ${t}`, category: 'spirit', quantity: 1000, unit: 'ml', cost: 0.02 } });
  expect(item.headers.get('etag') ?? '').toMatch(ENTITY_TAG);
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', { body: { name: `Etag gimlet ${t}`, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }] } });
  expect(recipe.status).toBe(201);
  const placed = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 1 }] } });
  const placedTag = placed.headers.get('etag') ?? '';
  expect(placedTag).toMatch(ENTITY_TAG);

  const read = await api<Order>('GET', `/orders/${placed.data.id}?date=${placed.data.date}`, { as: 'bartender' });
  const tag = read.headers.get('etag') ?? '';
  expect(tag).toMatch(ENTITY_TAG);
  expect(tag.startsWith('W/')).toBe(false);
  const path = `/orders/${placed.data.id}/status?date=${placed.data.date}`;
  const moved = await api<Order>('PATCH', path, { as: 'bartender', body: { status: 'preparing' }, headers: { 'If-Match': tag } });
  expect(moved.status).toBe(200);
  expect(moved.headers.get('etag') ?? '').toMatch(ENTITY_TAG);
  // The version before the move no longer matches.
  expect((await api('PATCH', path, { as: 'bartender', body: { status: 'ready' }, headers: { 'If-Match': tag } })).status).toBe(412);
  // A move back needs the version seen, as the ETag said it.
  const back = await api<Order>('PATCH', path, { as: 'bartender', body: { status: 'pending', direction: 'back' }, headers: { 'If-Match': moved.headers.get('etag')! } });
  expect(back.status).toBe(200);
});
