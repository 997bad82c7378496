import type { InventoryItem, Recipe } from './schemas';
import { isLowStock, isOutOfStock } from './shopping';
import { DEFAULT_TARGET_POUR_COST, ingredientCost, margin, pourCost } from './pricing';
import { roundQuantity } from './units';

/** The rules the Manager Dashboard applies to what a manager types, and what it shows about each drink. */

/** Numeric inputs fall back to 0 when they cannot be parsed (blank, 'abc', NaN, Infinity). */
export function numberOrZero(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim().replace(',', '.');
  if (!text) return 0;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Stock never goes below 0 (and carries no float noise: 0.1 + 0.2 is 0.3). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return roundQuantity(value);
}

/** The quantity after a quick +/- change from the dashboard. */
export function adjustQuantity(current: number, delta: number): number {
  return clampQuantity(numberOrZero(current) + numberOrZero(delta));
}

/** A recipe's sale price is sent only when it is a number above 0; otherwise the server prices it. */
export function priceToSend(value: unknown): number | undefined {
  const price = numberOrZero(value);
  return price > 0 ? price : undefined;
}

/** Instructions typed one step per line: trimmed, empty steps dropped. */
export function instructionSteps(text: string | readonly string[]): string[] {
  const lines = typeof text === 'string' ? text.split(/\r?\n/) : text;
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

/** A target pour cost typed as a percentage ('25' -> 0.25); outside (0, 100) it is the default. */
export function targetPourCostFromPercent(value: unknown): number {
  const percent = numberOrZero(value);
  return percent > 0 && percent < 100 ? percent / 100 : DEFAULT_TARGET_POUR_COST;
}

/** True when the drink's ingredients cost more of its price than the target allows (no price: flagged). */
export function isAboveTargetPourCost(cost: number, price: number, target = DEFAULT_TARGET_POUR_COST): boolean {
  const share = pourCost(cost, price);
  if (share === null) return cost > 0;
  // Compared in whole hundredths of a percent, so a drink exactly on target is not flagged by float noise.
  return Math.round(share * 10000) > Math.round(target * 10000);
}

export interface DrinkEconomics {
  /** What one serving's ingredients cost the bar. */
  cost: number;
  price: number;
  /** Cost as a share of the price (0.2 = 20%); null without a price. */
  pourCost: number | null;
  margin: number;
  aboveTarget: boolean;
}

export function drinkEconomics(
  recipe: Pick<Recipe, 'ingredients' | 'price'>,
  stockById: ReadonlyMap<string, Pick<InventoryItem, 'cost' | 'unit'>>,
  target = DEFAULT_TARGET_POUR_COST,
): DrinkEconomics {
  const cost = ingredientCost(recipe.ingredients, stockById);
  return {
    cost,
    price: recipe.price,
    pourCost: pourCost(cost, recipe.price),
    margin: margin(cost, recipe.price),
    aboveTarget: isAboveTargetPourCost(cost, recipe.price, target),
  };
}

/** '23.5%': a share shown as a percentage with at most one decimal. */
export function formatPercent(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '—';
  return `${Math.round(share * 1000) / 10}%`;
}

/** The items of the low stock alert: out of stock first, then the lowest share of their threshold. */
export function lowStockItems<T extends Pick<InventoryItem, 'name' | 'quantity' | 'lowStockThreshold'>>(items: readonly T[]): T[] {
  const share = (i: T) => (i.lowStockThreshold > 0 ? i.quantity / i.lowStockThreshold : 0);
  return items
    .filter(isLowStock)
    .sort((a, b) => Number(isOutOfStock(b)) - Number(isOutOfStock(a)) || share(a) - share(b) || a.name.localeCompare(b.name));
}
