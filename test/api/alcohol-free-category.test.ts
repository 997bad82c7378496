import { randomUUID } from 'node:crypto';
import type { InventoryItem, RecipeWithAvailability } from '@bar/domain';
import { api, versionNow } from '../support/api';

/**
 * A drink filed as alcohol-free holds no product over 0.5% ABV (ADR 68), over HTTP against the local Cosmos: the
 * menu's alcohol-free filter and the AI bartender trust the category.
 */
const tag = () => randomUUID().slice(0, 8);

test('an alcohol-free drink with gin is refused (400, not created); one with only alcohol-free products is made; their product cannot be made stronger (409)', async () => {
  const t = tag();
  const gin = await api<InventoryItem>('POST', '/inventory', { body: { name: `AF test gin ${t}`, category: 'spirit', abv: 40 } });
  const cordial = await api<InventoryItem>('POST', '/inventory', { body: { name: `AF test cordial ${t}`, category: 'mixer', abv: 0 } });
  expect([gin.status, cordial.status]).toEqual([201, 201]);
  const line = (id: string) => ({ inventoryItemId: id, quantity: 50, unit: 'ml' });

  const refused = await api('POST', '/recipes', { body: { name: `Garden cooler ${t}`, category: 'alcohol-free', price: 8, ingredients: [line(cordial.data.id), line(gin.data.id)] } });
  expect(refused.status).toBe(400);
  expect(refused.json?.error).toMatch(/^ingredients\.1\.inventoryItemId: AF test gin .* holds alcohol \(40% ABV\)/);
  const menu = await api<RecipeWithAvailability[]>('GET', '/recipes');
  expect(menu.data.some((r) => r.name === `Garden cooler ${t}`)).toBe(false);

  // A spirit saved with no ABV is taken to hold alcohol.
  const spiced = await api<InventoryItem>('POST', '/inventory', { body: { name: `AF test spiced rum ${t}`, category: 'spirit' } });
  const unrecorded = await api('POST', '/recipes', { body: { name: `Spiced cooler ${t}`, category: 'alcohol-free', price: 8, ingredients: [line(cordial.data.id), line(spiced.data.id)] } });
  expect(unrecorded.status).toBe(400);
  expect(unrecorded.json?.error).toMatch(/is a spirit with no ABV recorded/);
  // So is a product filed under 'other' (a cider, a wine) saved with no ABV.
  const cider = await api<InventoryItem>('POST', '/inventory', { body: { name: `AF test cider ${t}`, category: 'other' } });
  const apple = await api('POST', '/recipes', { body: { name: `Apple cooler ${t}`, category: 'alcohol-free', price: 8, ingredients: [line(cordial.data.id), line(cider.data.id)] } });
  expect(apple.status).toBe(400);
  expect(apple.json?.error).toMatch(/is a product filed under 'other' with no ABV recorded/);

  const made = await api<RecipeWithAvailability>('POST', '/recipes', { body: { name: `Cordial fizz ${t}`, category: 'alcohol-free', price: 7, ingredients: [line(cordial.data.id)] } });
  expect(made.status).toBe(201);

  const stronger = await api('PUT', `/inventory/${cordial.data.id}?category=mixer`, { headers: await versionNow(`/inventory/${cordial.data.id}?category=mixer`), body: { name: cordial.data.name, category: 'mixer', unit: 'ml', lowStockThreshold: 5, cost: 0.01, abv: 5 } });
  expect(stronger.status).toBe(409);
  expect(stronger.json?.error).toMatch(new RegExp(`Cordial fizz ${t}`));
  expect((await api<InventoryItem>('GET', `/inventory/${cordial.data.id}?category=mixer`)).data.abv).toBe(0);
});
