import type { InventoryItem } from './schemas';
import { roundMoney } from './money';

/**
 * The constants the spec leaves open. An item at or below its threshold is restocked to twice its threshold
 * (quantity needed = threshold - quantity + REORDER_INCREMENT, with the increment equal to the threshold),
 * and its cost is priced per unit of stock (UNIT_SIZE = 1: `cost` is per ml, per bottle, ...).
 */
export const SHOPPING_UNIT_SIZE = 1;

export interface ShoppingLine {
  id: string;
  name: string;
  category: string;
  unit: string;
  quantityNeeded: number;
  estimatedCost: number;
}

export function isLowStock(item: Pick<InventoryItem, 'quantity' | 'lowStockThreshold'>): boolean {
  return item.quantity <= item.lowStockThreshold;
}

export function isOutOfStock(item: Pick<InventoryItem, 'quantity'>): boolean {
  return item.quantity <= 0;
}

export function shoppingList(items: readonly InventoryItem[]): { lines: ShoppingLine[]; total: number } {
  const lines = items.filter(isLowStock).map((item) => {
    const increment = item.lowStockThreshold;
    const quantityNeeded = Math.max(0, item.lowStockThreshold - item.quantity + increment);
    return {
      id: item.id,
      name: item.name,
      category: item.category,
      unit: item.unit,
      quantityNeeded,
      estimatedCost: roundMoney((quantityNeeded / SHOPPING_UNIT_SIZE) * item.cost),
    };
  });
  lines.sort((a, b) => a.name.localeCompare(b.name));
  return { lines, total: roundMoney(lines.reduce((sum, l) => sum + l.estimatedCost, 0)) };
}
