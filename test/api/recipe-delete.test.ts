import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { api, deleteAsRead } from '../support/api';

/**
 * A drink on an open order (received, being prepared, ready) keeps its recipe: the bartender makes the order
 * from it. Deleting it is refused with the count and what to do; once the orders are served it goes.
 */
test('a drink on open orders is not deleted: 409 naming how many and what to do; after they are served it is', async () => {
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Delete test gin ${randomUUID()}`, category: 'spirit', quantity: 1000, unit: 'ml' } });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Delete test drink ${randomUUID()}`, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }] },
  });
  const path = `/recipes/${recipe.data.id}?category=cocktail`;
  const place = async () => (await api<Order>('POST', '/orders', { as: 'barstaff', body: { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 1 }] } })).data;
  const first = await place();
  const second = await place();
  const move = (o: Order, status: string) => api('PATCH', `/orders/${o.id}/status?date=${o.date}`, { as: 'bartender', body: { status } });
  await move(second, 'preparing');
  await move(second, 'ready');

  const refused = await deleteAsRead(path);
  expect(refused.status).toBe(409);
  expect(refused.json?.error).toMatch(/on 2 open orders .*Turn its Available switch off .*delete it once those orders are served/);
  expect((await api('GET', path)).status).toBe(200);

  await move(second, 'completed');
  const stillOne = await deleteAsRead(path);
  expect(stillOne.status).toBe(409);
  expect(stillOne.json?.error).toMatch(/on 1 open order /);

  for (const status of ['preparing', 'ready', 'completed']) await move(first, status);
  expect((await deleteAsRead(path)).status).toBe(204);
  expect((await api('GET', path)).status).toBe(404);
});
