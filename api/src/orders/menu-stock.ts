/**
 * The menu's availability measured as placing an order measures it (docs/adr/0019-menu-availability-counts-promised-stock.md):
 * against the free stock, the stock less what the orders on their way will take at ready, read from the same
 * open orders of today and yesterday that placement reads. The menu is answered through the catalog's change
 * marker (ADR 12), so whatever changes the free stock must move that marker: stock writes do already; a
 * placement does when its orders take the last servings of a drink (see `stockPromised`).
 */
import {
  ACTIVE_STATUSES,
  availabilityTurns,
  servingNeeds,
  unreservedStock,
  withAvailability,
  type InventoryItem,
  type Recipe,
  type RecipeWithAvailability,
} from '@bar/domain';
import type { OrdersPort } from './place-order';
import { currentDates } from './dates';

/**
 * Per item, what one serving of each drink on the menu needs of it, as the last menu read on this instance saw
 * the recipes (null: no menu read yet, so any placement may have changed it).
 */
let menuNeeds: Map<string, number[]> | null = null;

/** What the orders on their way (today's and yesterday's) hold back from the stock: one query, as placement reads it. */
export type Promised = Parameters<typeof unreservedStock>[1];

export async function promisedStock(orders: Pick<OrdersPort, 'openOrders'>, dates: readonly string[]): Promise<Promised> {
  return (await orders.openOrders(dates, ACTIVE_STATUSES)).orders;
}

/** Each drink with its availability against the free stock (what an order for one serving would be accepted against). */
export function withMenuAvailability<R extends Recipe>(recipes: readonly R[], stockById: ReadonlyMap<string, InventoryItem>, promised: Promised): Array<R & RecipeWithAvailability> {
  const free = unreservedStock(stockById, promised);
  return recipes.map((r) => withAvailability(r, free));
}

/** The whole menu with its availability; remembers what each drink needs (for `stockPromised`). */
export function menuWithAvailability(recipes: readonly Recipe[], stockById: ReadonlyMap<string, InventoryItem>, promised: Promised): RecipeWithAvailability[] {
  menuNeeds = servingNeeds(recipes, stockById);
  return withMenuAvailability(recipes, stockById, promised);
}

/**
 * After orders were placed (the free stock went from `before` to `after`): moves the catalog's marker when a drink
 * on the menu can no longer be served once more, so every menu read after this one shows it unavailable.
 * A placement that leaves every drink as it was costs nothing more.
 */
export async function stockPromised(
  marker: { bump(): Promise<void> },
  before: ReadonlyMap<string, Pick<InventoryItem, 'quantity'>>,
  after: ReadonlyMap<string, Pick<InventoryItem, 'quantity'>>,
): Promise<void> {
  if (menuNeeds && !availabilityTurns(menuNeeds, before, after)) return;
  await marker.bump();
}

/** The scope of the menu's list: per business date, since orders of a date before yesterday no longer hold stock. */
export function menuScope(): string {
  return `recipes:${currentDates()[0]}`;
}
