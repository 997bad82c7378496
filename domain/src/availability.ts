import type { InventoryItem, Recipe, RecipeIngredient, RecipeWithAvailability } from './schemas';
import { convertQuantity, roundQuantity } from './units';

type Stock = Pick<InventoryItem, 'id' | 'name' | 'quantity' | 'unit'>;

/** The quantity of an ingredient in the unit its inventory item is counted in, or null if not comparable. */
export function requiredInStockUnit(ingredient: RecipeIngredient, item: Pick<InventoryItem, 'unit'>): number | null {
  return convertQuantity(ingredient.quantity, ingredient.unit, item.unit);
}

/**
 * What one serving needs of each item, in the item's unit: an item listed on two lines (a base and a float of the same
 * rum) needs both. Null for an item whose unit a line cannot be converted to; unknown items are left out.
 */
function needsPerItem(recipe: Pick<Recipe, 'ingredients'>, stockById: ReadonlyMap<string, Pick<InventoryItem, 'unit'>>): Map<string, number | null> {
  const needs = new Map<string, number | null>();
  for (const ingredient of recipe.ingredients) {
    const id = ingredient.inventoryItemId;
    const item = stockById.get(id);
    if (!item) continue;
    const needed = requiredInStockUnit(ingredient, item);
    const before = needs.get(id);
    // (Added up as an order adds them, to the unit's thousandth: 100 ml and 200 ml of gin kept in litres are 0.3 l.)
    needs.set(id, needed === null || before === null ? null : roundQuantity((before ?? 0) + needed));
  }
  return needs;
}

/** Names of the ingredients the stock cannot cover for one serving (unknown items count as missing), each once. */
export function missingIngredients(recipe: Pick<Recipe, 'ingredients'>, stockById: ReadonlyMap<string, Stock>): string[] {
  const missing: string[] = [];
  for (const ingredient of recipe.ingredients) if (!stockById.has(ingredient.inventoryItemId) && !missing.includes(ingredient.inventoryItemId)) missing.push(ingredient.inventoryItemId);
  for (const [id, needed] of needsPerItem(recipe, stockById)) {
    const item = stockById.get(id)!;
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

/**
 * Per inventory item, what one serving of each drink needs of it, in the item's unit: the quantities at which a
 * drink's availability turns when the free stock of the item passes them.
 */
export function servingNeeds(recipes: ReadonlyArray<Pick<Recipe, 'ingredients'>>, stockById: ReadonlyMap<string, Pick<InventoryItem, 'unit'>>): Map<string, number[]> {
  const needs = new Map<string, number[]>();
  for (const recipe of recipes) {
    for (const [id, needed] of needsPerItem(recipe, stockById)) {
      if (needed === null) continue;
      const list = needs.get(id) ?? [];
      list.push(needed);
      needs.set(id, list);
    }
  }
  return needs;
}

/**
 * Whether taking stock from the free stock (`before` to `after`, e.g. an order placed) can change what the menu
 * shows: some drink needed no more than an item had free before, and more than it has free after.
 */
export function availabilityTurns(
  needs: ReadonlyMap<string, readonly number[]>,
  before: ReadonlyMap<string, Pick<InventoryItem, 'quantity'>>,
  after: ReadonlyMap<string, Pick<InventoryItem, 'quantity'>>,
): boolean {
  for (const [id, item] of after) {
    const was = before.get(id)?.quantity ?? 0;
    if (item.quantity >= was) continue;
    if ((needs.get(id) ?? []).some((needed) => needed <= was && needed > item.quantity)) return true;
  }
  return false;
}
