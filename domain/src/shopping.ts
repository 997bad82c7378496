import type { InventoryItem } from './schemas';
import { toCsv } from './csv';
import { roundMoney } from './money';
import { bottleSizeOf, formatAmount, roundQuantity } from './units';

/**
 * The constants docs/spec.md leaves open. An item at or below its threshold is restocked to twice its threshold
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

/** What to buy for a line: whole bottles of the item's size (rounded up) and what they cost. */
export interface PurchaseLine extends ShoppingLine {
  /** Bottles to buy; null when the item has no bottle size (bought by its own unit). */
  bottles: number | null;
  bottleSize: number | null;
  /** What is bought, in the item's unit (whole bottles when there is a bottle size). */
  purchaseQuantity: number;
  /** What the purchase costs: the bought quantity times the item's cost. */
  purchaseCost: number;
}

/** The shopping list in purchase units: every line rounded up to whole bottles of the item's size. */
export function purchaseList(items: readonly InventoryItem[]): { lines: PurchaseLine[]; total: number; purchaseTotal: number } {
  const byId = new Map(items.map((i) => [i.id, i]));
  const { lines, total } = shoppingList(items);
  const out = lines.map((line): PurchaseLine => {
    const item = byId.get(line.id);
    const size = item ? bottleSizeOf(item) : undefined;
    const bottles = size ? Math.ceil(roundQuantity(line.quantityNeeded / size)) : null;
    const purchaseQuantity = size && bottles !== null ? roundQuantity(bottles * size) : line.quantityNeeded;
    return {
      ...line,
      bottles,
      bottleSize: size ?? null,
      purchaseQuantity,
      purchaseCost: roundMoney((purchaseQuantity / SHOPPING_UNIT_SIZE) * (item?.cost ?? 0)),
    };
  });
  return { lines: out, total, purchaseTotal: roundMoney(out.reduce((sum, l) => sum + l.purchaseCost, 0)) };
}

/** 'Buy' in words: '2 bottles of 700 ml' or, without a bottle size, the quantity itself ('80 ml'). */
export function purchaseText(line: Pick<PurchaseLine, 'bottles' | 'bottleSize' | 'purchaseQuantity' | 'unit'>): string {
  if (line.bottles !== null && line.bottleSize !== null) {
    return `${line.bottles} ${line.bottles === 1 ? 'bottle' : 'bottles'} of ${formatAmount(line.bottleSize, line.unit)}`;
  }
  return formatAmount(line.purchaseQuantity, line.unit);
}

/** The shopping list as CSV (one header row, one row per item, a total row), for a supplier or a spreadsheet. */
export function shoppingListCsv(items: readonly InventoryItem[]): string {
  const { lines, total, purchaseTotal } = purchaseList(items);
  const header = ['Item', 'Category', 'Quantity Needed', 'Unit', 'Buy', 'Bottles', 'Bottle Size', 'Estimated Cost', 'Cost to Buy'];
  const rows: Array<Array<string | number>> = [
    ...lines.map((l) => [
      l.name,
      l.category,
      l.quantityNeeded,
      l.unit,
      purchaseText(l),
      l.bottles ?? '',
      l.bottleSize ?? '',
      roundMoney(l.estimatedCost).toFixed(2),
      roundMoney(l.purchaseCost).toFixed(2),
    ]),
    ['Total', '', '', '', '', '', '', total.toFixed(2), purchaseTotal.toFixed(2)],
  ];
  return toCsv(header, rows);
}
