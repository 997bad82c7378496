import type { OrderStatus } from './constants';
import type { InventoryItem, Order, OrderIngredient, Recipe } from './schemas';
import { convertQuantity, roundQuantity } from './units';


type Stock = Pick<InventoryItem, 'id' | 'name' | 'category' | 'unit'>;

/**
 * Adds up the ingredients of an order's lines (recipe quantity times line quantity), converted into the unit
 * each item is counted in. Ingredients whose item is gone or whose unit cannot be converted are left out.
 */
export function orderIngredients(
  lines: ReadonlyArray<{ recipeId: string; quantity: number }>,
  recipesById: ReadonlyMap<string, Pick<Recipe, 'ingredients'>>,
  stockById: ReadonlyMap<string, Stock>,
): OrderIngredient[] {
  const totals = new Map<string, OrderIngredient>();
  for (const line of lines) {
    const recipe = recipesById.get(line.recipeId);
    if (!recipe) continue;
    for (const ingredient of recipe.ingredients) {
      const item = stockById.get(ingredient.inventoryItemId);
      if (!item) continue;
      const perServing = convertQuantity(ingredient.quantity, ingredient.unit, item.unit);
      if (perServing === null) continue;
      const entry = totals.get(item.id) ?? { inventoryItemId: item.id, name: item.name, category: item.category, unit: item.unit, quantity: 0 };
      entry.quantity = roundQuantity(entry.quantity + perServing * line.quantity);
      totals.set(item.id, entry);
    }
  }
  return [...totals.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Totals of several orders' ingredients, for the bartender's 'Pending Order Ingredients'. */
export function sumIngredients(lists: ReadonlyArray<readonly OrderIngredient[]>): OrderIngredient[] {
  const totals = new Map<string, OrderIngredient>();
  for (const list of lists) {
    for (const i of list) {
      const entry = totals.get(i.inventoryItemId) ?? { ...i, quantity: 0 };
      entry.quantity = roundQuantity(entry.quantity + i.quantity);
      totals.set(i.inventoryItemId, entry);
    }
  }
  return [...totals.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The first ingredient the stock cannot cover, or null when the order can be made. */
export function firstShortage(
  needs: readonly OrderIngredient[],
  stockById: ReadonlyMap<string, Pick<InventoryItem, 'quantity'>>,
): OrderIngredient | null {
  return needs.find((n) => (stockById.get(n.inventoryItemId)?.quantity ?? 0) < n.quantity) ?? null;
}

/**
 * Whether an order at this status has had its stock taken: a move to ready takes it (exactly once, ADR 3) and a
 * served order keeps it taken. The API deducts on these moves; the SPA refreshes its stock views after them.
 */
export function stockTakenAt(status: OrderStatus): boolean {
  return status === 'ready' || status === 'completed';
}

/**
 * Whether an order still holds stock it has not taken yet: received or being prepared (stock is taken at ready).
 * An order moved back from ready whose stock is on its way back (restockPending) holds it already: counted twice
 * until the stock is back (a refusal too many), never not at all (an oversell).
 */
export function reservesStock(order: Pick<Order, 'status' | 'stockDeducted' | 'restockPending'>): boolean {
  return (order.status === 'pending' || order.status === 'preparing') && (!order.stockDeducted || order.restockPending === true);
}

/**
 * The stock that is still free: each item's quantity less what open orders will take from it at ready
 * (negative when more was promised than there is). What a new order is measured against.
 */
export function unreservedStock<T extends Pick<InventoryItem, 'id' | 'quantity'>>(
  stockById: ReadonlyMap<string, T>,
  orders: ReadonlyArray<Pick<Order, 'status' | 'stockDeducted' | 'restockPending' | 'ingredients'>>,
): Map<string, T> {
  const reserved = sumIngredients(orders.filter(reservesStock).map((o) => o.ingredients ?? []));
  const free = new Map(stockById);
  for (const need of reserved) {
    const item = free.get(need.inventoryItemId);
    if (item) free.set(item.id, { ...item, quantity: roundQuantity(item.quantity - need.quantity) });
  }
  return free;
}

/** The share of an item's stock left for a guest (what other guests' orders do not hold) that one guest's orders on their way may hold. */
export const DEFAULT_GUEST_STOCK_SHARE = 0.5;

/**
 * One guest's share of what is left (ADR 29): the first ingredient of a new order that would take what the
 * guest's orders on their way hold of an item past `share` of what other guests' orders leave of it, or null.
 * One serving of a drink of the order (`oneServing`, per item the most one drink of the order needs) is always
 * within the share, so the last serving can still be ordered; a guest who holds a serving already gets no second
 * one past the share. With `share` 1 the rule is off: only the stock limits a guest.
 */
export function guestShareExceeded(
  needs: readonly OrderIngredient[],
  leftForGuest: ReadonlyMap<string, Pick<InventoryItem, 'quantity'>>,
  heldByGuest: ReadonlyMap<string, number>,
  oneServing: ReadonlyMap<string, number>,
  share: number,
): OrderIngredient | null {
  if (share >= 1) return null;
  return (
    needs.find((need) => {
      const left = Math.max(0, leftForGuest.get(need.inventoryItemId)?.quantity ?? 0);
      const allowed = Math.max(share * left, oneServing.get(need.inventoryItemId) ?? 0);
      return (heldByGuest.get(need.inventoryItemId) ?? 0) + need.quantity > allowed + 1e-9;
    }) ?? null
  );
}
