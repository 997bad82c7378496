import type { InventoryItem, RecipeIngredient } from './schemas';
import { roundMoney } from './money';
import { convertQuantity } from './units';

export const DEFAULT_TARGET_POUR_COST = 0.25;

/** What the ingredients of one serving cost the bar: cost per unit times quantity, 2 decimals. */
export function ingredientCost(
  ingredients: readonly RecipeIngredient[],
  stockById: ReadonlyMap<string, Pick<InventoryItem, 'cost' | 'unit'>>,
): number {
  let total = 0;
  for (const ingredient of ingredients) {
    const item = stockById.get(ingredient.inventoryItemId);
    if (!item) continue;
    const qty = convertQuantity(ingredient.quantity, ingredient.unit, item.unit) ?? ingredient.quantity;
    total += qty * item.cost;
  }
  return roundMoney(total);
}

/** Pour cost: ingredient cost as a share of the price (0.2 = 20%); null without a price. */
export function pourCost(cost: number, price: number): number | null {
  if (!(price > 0)) return null;
  return cost / price;
}

export function margin(cost: number, price: number): number {
  return roundMoney(price - cost);
}

/** A price that meets the target pour cost, rounded up to the next half dollar (at least $1). */
export function suggestedPrice(cost: number, targetPourCost = DEFAULT_TARGET_POUR_COST): number {
  if (!(cost > 0) || !(targetPourCost > 0)) return 1;
  return Math.max(1, Math.ceil((cost / targetPourCost) * 2) / 2);
}
