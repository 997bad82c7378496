import { indexById, roundQuantity, sumIngredients, type InventoryItem, type Order, type OrderIngredient } from '@bar/domain';

/** Stock is taken at ready: until then an order's ingredients are still needed. */
const NEEDING_STOCK = new Set(['pending', 'preparing']);

export interface IngredientNeed extends OrderIngredient {
  /** What is in stock, in the item's unit; null while the inventory is not known. */
  inStock: number | null;
  /** The item is no longer in the inventory. */
  missing: boolean;
  /** How much more is needed than there is (0 when the stock covers it, or while unknown). */
  short: number;
}

/** 'Pending Order Ingredients': every ingredient the pending and preparing orders take, against the stock. */
export function ingredientNeeds(orders: readonly Order[], inventory: readonly InventoryItem[] | undefined): IngredientNeed[] {
  const totals = sumIngredients(orders.filter((o) => NEEDING_STOCK.has(o.status)).map((o) => o.ingredients ?? []));
  const stock = inventory ? indexById(inventory) : null;
  return totals.map((need) => {
    if (!stock) return { ...need, inStock: null, missing: false, short: 0 };
    const item = stock.get(need.inventoryItemId);
    const inStock = item?.quantity ?? 0;
    return { ...need, inStock, missing: !item, short: Math.max(0, roundQuantity(need.quantity - inStock)) };
  });
}

/** '50 ml', '1.5 l': at most 2 decimals. */
export function formatQuantity(quantity: number, unit: string): string {
  return `${Number(quantity.toFixed(2))} ${unit}`;
}
