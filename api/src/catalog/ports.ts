/**
 * What the catalog's use cases (inventory and recipes) need, as ports: the repositories implement them over
 * Cosmos (data/repositories.ts: a change of category is a move between partitions, made there once), the unit
 * tests in memory (api/test/support/memory-catalog.ts).
 */
import type { Actor } from '../audit/audit';
import type { InventoryItem, Order, Recipe } from '@bar/domain';
import type { AuditLog } from '../data/audit';
import type { Versioned } from '../data/store';
import type { StoredInventoryItem } from '../data/stock';
import type { Promised } from '../orders/menu-stock';

/** A catalog document partitioned by category: read, written conditionally on its version, moved, removed. */
export interface CategoryStore<T extends { id: string; category: string; name: string }> {
  get(id: string, category: string): Promise<Versioned<T> | null>;
  /** By id alone, when the category is not known. */
  findById(id: string): Promise<Versioned<T> | null>;
  /** The documents of the same name (domain's nameKey). */
  findByName(name: string): Promise<Array<Pick<T, 'id' | 'name' | 'category'>>>;
  /** alreadyExists when the id is taken. */
  create(doc: T): Promise<Versioned<T>>;
  /** Conditional on `etag` (stale otherwise); a new category moves the document. */
  replace(current: T, next: T, etag: string): Promise<Versioned<T>>;
  /** Conditional on `etag` (stale otherwise). */
  remove(doc: T, etag: string): Promise<void>;
}

export type InventoryStore = CategoryStore<StoredInventoryItem>;

export interface RecipesStore extends CategoryStore<Recipe> {
  /** The recipes that use an inventory item, once per ingredient line, with the unit that line measures it in. */
  usingInventoryItem(inventoryItemId: string): Promise<Array<Pick<Recipe, 'id' | 'name' | 'category'> & { unit: string }>>;
}

export interface CatalogPorts {
  inventory: InventoryStore;
  recipes: RecipesStore;
  /** The open orders' lines of the given business dates (a recipe on one is not deleted). */
  orders: { openOrderLines(dates: readonly string[], statuses: readonly string[]): Promise<Array<Pick<Order, 'id' | 'status' | 'items'>>> };
  audit: Pick<AuditLog, 'record'>;
  clock(): Date;
  newId(): string;
  /** Today's business date and the one before. */
  dates(): readonly [today: string, yesterday: string];
  /** Logs a problem that does not fail the change (an audit record not written). */
  warn(message: string): void;
  /** The stock by id and what the orders on their way hold of it (orders/menu-stock.ts): a drink's availability on the menu (ADR 19). */
  menu: { stockAndPromised(): Promise<{ stock: ReadonlyMap<string, InventoryItem>; promised: Promised }> };
  /** The bar's target pour cost (the composition root's settings): a new drink's suggested price. */
  targetPourCost(): number;
}

/**
 * Whether another document than `exceptId` of the store has the name (domain's nameKey: case and spacing aside).
 * The one name rule of the catalog: creating, renaming and the demo bar's load all ask it.
 */
export async function nameTaken(store: Pick<CategoryStore<{ id: string; name: string; category: string }>, 'findByName'>, name: string, exceptId?: string): Promise<boolean> {
  return (await store.findByName(name)).some((d) => d.id !== exceptId);
}

/** Who makes the change (audit/audit.ts). */
export type { Actor };

/** Where a catalog document is: its id, and its category when the caller knows it. */
export interface Address {
  id: string;
  category?: string;
}

export type { InventoryItem };
