import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, Recipe } from '@bar/domain';
import { api, versionNow } from '../support/api';

/**
 * An order on its way holds its ingredients in the unit they were ordered in, and takes them so when it is ready: a
 * manager's change of the item's unit meanwhile (ml to cl) would make a Ready take 45 cl for 45 ml. The change waits
 * until the orders are served (an outside attacker saw the wrong amount taken and put back).
 */
test("an item's unit does not change while an order on its way holds it; once served, it does, and the order took 45 ml", async () => {
  const item = (await api<InventoryItem>('POST', '/inventory', { body: { name: `Unit gin ${randomUUID()}`, category: 'spirit', unit: 'ml', quantity: 700, abv: 40 } })).data;
  const drink = (await api<Recipe>('POST', '/recipes', { body: { name: `Unit sour ${randomUUID()}`, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: item.id, quantity: 45, unit: 'ml' }] } })).data;
  const order = (await api<Order>('POST', '/orders', { as: 'barstaff', body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity: 1 }] } })).data;
  const path = `/inventory/${item.id}?category=spirit`;
  const inCl = { name: item.name, category: 'spirit', unit: 'cl', lowStockThreshold: 0, cost: 0, abv: 40 };

  const refused = await api('PUT', path, { body: inCl, headers: await versionNow(path) });
  expect(refused.status).toBe(409);
  expect(refused.json?.error).toMatch(/^Cannot count this item in cl now: 1 open order holds it/);
  expect((await api<InventoryItem>('GET', path)).data).toMatchObject({ unit: 'ml', quantity: 700 });

  for (const status of ['preparing', 'ready', 'completed']) {
    expect((await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } })).status).toBe(200);
  }
  const changed = await api<InventoryItem>('PUT', path, { body: inCl, headers: await versionNow(path) });
  expect(changed.status).toBe(200);
  expect(changed.data).toMatchObject({ unit: 'cl', quantity: 65.5 });
});
