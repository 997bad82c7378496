/**
 * The menu's availability measured as placing an order measures it (docs/adr/0019-menu-availability-counts-promised-stock.md):
 * against the free stock, the stock less what the orders on their way will take at ready, read from the same
 * open orders of today and yesterday that placement reads. The menu is answered through the catalog's change
 * marker (ADR 12), so whatever changes the free stock must move that marker: stock writes do already; a
 * placement does when its orders take the last servings of a drink (see `stockPromised`).
 */
import { isDeepStrictEqual } from 'node:util';
import {
  ACTIVE_STATUSES,
  availabilityTurns,
  indexById,
  servingNeeds,
  unreservedStock,
  withAvailability,
  type InventoryItem,
  type Recipe,
  type RecipeWithAvailability,
} from '@bar/domain';
import type { OrdersPort } from './place-order';

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

/** What the menu reads: the recipes, the stock, the orders on their way, the business dates, the catalog's marker. */
export interface MenuPorts {
  recipes: { list(): Promise<Recipe[]>; get(id: string, category: string): Promise<{ item: Recipe; etag: string } | null> };
  inventory: { list(): Promise<InventoryItem[]> };
  orders: Pick<OrdersPort, 'openOrders'>;
  /** Today's business date and the one before. */
  dates(): [today: string, yesterday: string];
  /** The catalog's change marker (ADR 12). */
  marker: { bump(): Promise<void> };
  /** The catalog's lists kept under the marker (data/catalog-version.ts: CatalogLists). */
  lists: { get<T>(scope: string, callerHas: (etag: string) => boolean, load: () => Promise<T>): Promise<{ notModified: true; etag: string } | { notModified: false; etag: string; body: T }> };
}

/** The same drink, as the menu lists it and as it is stored (the stored one has no availability). */
const sameDrink = (listed: RecipeWithAvailability, stored: Recipe) => {
  const { available, missingIngredients, ...recipe } = listed;
  void available;
  void missingIngredients;
  return isDeepStrictEqual(recipe, stored);
};

const byCategoryThenName = (a: Recipe, b: Recipe) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name);

/**
 * The menu with its availability, one per process (built by the composition root): it remembers, per item, what
 * one serving of each drink needs of it as the last menu read saw the recipes (null: no menu read yet, so any
 * placement may have changed it), so a placement moves the catalog's marker only when a drink turns unavailable.
 */
export class MenuStock {
  private needs: Map<string, number[]> | null = null;

  constructor(private readonly ports: MenuPorts) {}

  /** The scope of the menu's list: per business date, since orders of a date before yesterday no longer hold stock. */
  scope(): string {
    return `recipes:${this.ports.dates()[0]}`;
  }

  /** The stock by id and what the orders on their way hold of it: a drink's availability (ADR 19). */
  async stockAndPromised(): Promise<{ stock: Map<string, InventoryItem>; promised: Promised }> {
    const [stock, promised] = await Promise.all([this.ports.inventory.list(), promisedStock(this.ports.orders, this.ports.dates())]);
    return { stock: indexById(stock), promised };
  }

  /**
   * The whole menu with its availability, read anew: one read each of the recipes, the stock and the orders on
   * their way, whatever the number of recipes; a drink is available when one serving fits in what the open orders
   * leave (as placing an order checks, ADR 19). Sorted by category, then name.
   */
  async read(): Promise<RecipeWithAvailability[]> {
    const [recipes, { stock, promised }] = await Promise.all([this.ports.recipes.list(), this.stockAndPromised()]);
    this.needs = servingNeeds(recipes, stock);
    return withMenuAvailability(recipes.sort(byCategoryThenName), stock, promised);
  }

  /**
   * The menu's body as it would be answered to a caller without an ETag: kept on this instance under the marker it
   * was read after, or read now (and kept). One point read while the catalog is unchanged.
   */
  async kept(): Promise<RecipeWithAvailability[]> {
    const answer = await this.ports.lists.get(this.scope(), () => false, () => this.read());
    if (answer.notModified) throw new Error('a catalog list asked without an ETag is never answered 304');
    return answer.body;
  }

  /**
   * One drink with its availability. A drink on the menu kept under the catalog's marker (one point read while
   * unchanged) has the menu's availability, which the marker keeps exact (ADR 19); its own version comes from one
   * point read of the drink. Written since the marker was read (its move is on its way), or not on the kept menu:
   * read as it is now (`find`, which refuses a drink that does not exist).
   */
  async drink(at: { id: string; category?: string }, find: () => Promise<{ item: Recipe; etag: string }>): Promise<{ item: RecipeWithAvailability; etag: string }> {
    const listed = (await this.kept()).find((r) => r.id === at.id && (at.category === undefined || r.category === at.category));
    if (listed) {
      const stored = await this.ports.recipes.get(listed.id, listed.category);
      if (stored && sameDrink(listed, stored.item)) {
        return { item: { ...stored.item, available: listed.available, missingIngredients: listed.missingIngredients }, etag: stored.etag };
      }
    }
    const { item, etag } = await find();
    const [withIt] = await this.withAvailability([item]);
    return { item: withIt!, etag };
  }

  /**
   * The menu and the stock as they are now, for the AI bartender. For guests, each drink is available as the menu
   * says it is (the stock less what orders on their way hold, ADR 19), so the bartender never suggests a drink an
   * order for it would be refused; without (importing a recipe) the open orders are not read.
   */
  async bar(forGuests: boolean): Promise<{ recipes: RecipeWithAvailability[]; inventory: InventoryItem[] }> {
    const [recipes, inventory, promised] = await Promise.all([
      this.ports.recipes.list(),
      this.ports.inventory.list(),
      forGuests ? promisedStock(this.ports.orders, this.ports.dates()) : [],
    ]);
    return { recipes: withMenuAvailability(recipes, indexById(inventory), promised), inventory };
  }

  /** Some drinks with their availability as the menu has it now. */
  async withAvailability<R extends Recipe>(recipes: readonly R[], known?: { stock: Map<string, InventoryItem>; promised: Promised }): Promise<Array<R & RecipeWithAvailability>> {
    const { stock, promised } = known ?? (await this.stockAndPromised());
    return withMenuAvailability(recipes, stock, promised);
  }

  /**
   * After orders were placed (the free stock went from `before` to `after`): moves the catalog's marker when a drink
   * on the menu can no longer be served once more, so every menu read after this one shows it unavailable.
   * A placement that leaves every drink as it was costs nothing more.
   */
  async stockPromised(before: ReadonlyMap<string, Pick<InventoryItem, 'quantity'>>, after: ReadonlyMap<string, Pick<InventoryItem, 'quantity'>>): Promise<void> {
    if (this.needs && !availabilityTurns(this.needs, before, after)) return;
    await this.ports.marker.bump();
  }
}
