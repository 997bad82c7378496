import type { InventoryItem, RecipeWithAvailability } from '@bar/domain';
import { api, type Caller } from './api';

/*
 * Data a suite makes for itself over the API (as a manager unless told), so its figures are exact whatever other
 * suites do: each answer's 201 is checked here.
 */

/** An inventory item: a spirit in ml at 4 cents unless told. */
export async function createItem(
  fields: { name: string; quantity: number } & Partial<Pick<InventoryItem, 'category' | 'unit' | 'cost'>>,
  as: Caller = 'manager',
): Promise<InventoryItem> {
  const res = await api<InventoryItem>('POST', '/inventory', { as, body: { category: 'spirit', unit: 'ml', cost: 0.04, ...fields } });
  expect(res.status).toBe(201);
  return res.data;
}

/** A cocktail over one ingredient of a suite's own. */
export async function createDrink(
  fields: { name: string; ingredient: InventoryItem; amount: number; price: number; description: string; prepTime: number; instructions: string[] },
  as: Caller = 'manager',
): Promise<RecipeWithAvailability> {
  const { ingredient, amount, ...rest } = fields;
  const res = await api<RecipeWithAvailability>('POST', '/recipes', {
    as,
    body: { category: 'cocktail', ...rest, ingredients: [{ inventoryItemId: ingredient.id, quantity: amount, unit: ingredient.unit }] },
  });
  expect(res.status).toBe(201);
  return res.data;
}
