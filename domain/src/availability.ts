import type { InventoryItem, Recipe, RecipeIngredient, RecipeWithAvailability } from './schemas';
import { convertQuantity } from './units';

type Stock = Pick<InventoryItem, 'id' | 'name' | 'quantity' | 'unit'>;

/** The quantity of an ingredient in the unit its inventory item is counted in, or null if not comparable. */
export function requiredInStockUnit(ingredient: RecipeIngredient, item: Pick<InventoryItem, 'unit'>): number | null {
  return convertQuantity(ingredient.quantity, ingredient.unit, item.unit);
}

/** Names of the ingredients the stock cannot cover for one serving (unknown items count as missing). */
export function missingIngredients(recipe: Pick<Recipe, 'ingredients'>, stockById: ReadonlyMap<string, Stock>): string[] {
  const missing: string[] = [];
  for (const ingredient of recipe.ingredients) {
    const item = stockById.get(ingredient.inventoryItemId);
    if (!item) {
      missing.push(ingredient.inventoryItemId);
      continue;
    }
    const needed = requiredInStockUnit(ingredient, item);
    if (needed === null || item.quantity < needed) missing.push(item.name);
  }
  return missing;
}

/** Available only if the recipe is switched on and every ingredient has at least the required quantity. */
export function withAvailability<R extends Recipe>(recipe: R, stockById: ReadonlyMap<string, Stock>): R & RecipeWithAvailability {
  const missing = missingIngredients(recipe, stockById);
  return { ...recipe, available: recipe.isAvailable && missing.length === 0, missingIngredients: missing };
}

export function indexById<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}
