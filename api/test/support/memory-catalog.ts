// In-memory implementations of the catalog use cases' ports (api/src/catalog/ports.ts), with the repositories'
// contracts: a version (ETag) per write, 412 on a stale one, 409 on an id that exists, a new category moves the
// document, names compared by domain's nameKey.
import { indexById, nameKey, type Order, type Recipe } from '@bar/domain';
import type { Versioned } from '../../src/data/store';
import type { StoredInventoryItem } from '../../src/data/stock';
import { alreadyExists, notFound, preconditionFailed } from '../../src/errors';
import type { CatalogPorts, CategoryStore, RecipesStore } from '../../src/catalog/ports';
import { MemoryAuditLog } from './memory-audit';

let versions = 0;

export class MemoryCategoryStore<T extends { id: string; category: string; name: string }> implements CategoryStore<T> {
  readonly docs = new Map<string, Versioned<T>>();
  /** Called before each replace is applied: a test can make a concurrent change here. */
  beforeReplace: (() => void) | null = null;
  writes = 0;

  /** Puts a document as it is (a test's starting data); answers its version. */
  seed(doc: T): Versioned<T> {
    const saved = { item: structuredClone(doc), etag: `"v${++versions}"` };
    this.docs.set(doc.id, saved);
    return saved;
  }

  private copy = (v: Versioned<T>) => ({ item: structuredClone(v.item), etag: v.etag });

  async get(id: string, category: string) {
    const found = this.docs.get(id);
    return found && found.item.category === category ? this.copy(found) : null;
  }

  async list(): Promise<T[]> {
    return [...this.docs.values()].map((d) => structuredClone(d.item));
  }

  async findById(id: string) {
    const found = this.docs.get(id);
    return found ? this.copy(found) : null;
  }

  async findByName(name: string): Promise<Array<Pick<T, 'id' | 'name' | 'category'>>> {
    return [...this.docs.values()].filter((d) => nameKey(d.item.name) === nameKey(name)).map(({ item }) => ({ id: item.id, name: item.name, category: item.category }) as Pick<T, 'id' | 'name' | 'category'>);
  }

  async create(doc: T) {
    if (this.docs.has(doc.id)) throw alreadyExists(`'${doc.id}' already exists`);
    this.writes++;
    return this.copy(this.seed(doc));
  }

  async replace(current: T, next: T, etag: string) {
    this.beforeReplace?.();
    const stored = this.docs.get(current.id);
    if (!stored) throw notFound();
    if (stored.etag !== etag) throw preconditionFailed();
    this.writes++;
    return this.copy(this.seed(next));
  }

  async remove(doc: T, etag: string) {
    const stored = this.docs.get(doc.id);
    if (!stored) return;
    if (stored.etag !== etag) throw preconditionFailed();
    this.writes++;
    this.docs.delete(doc.id);
  }
}

export class MemoryRecipes extends MemoryCategoryStore<Recipe> implements RecipesStore {
  async usingInventoryItem(inventoryItemId: string) {
    return [...this.docs.values()].flatMap(({ item }) => item.ingredients.filter((i) => i.inventoryItemId === inventoryItemId).map((i) => ({ id: item.id, name: item.name, category: item.category, unit: i.unit })));
  }
}

/** An open order as the catalog sees it: its lines, and (for what it holds of the stock, ADR 19) its ingredients. */
export type OpenOrder = Pick<Order, 'id' | 'status' | 'items'> & Partial<Pick<Order, 'ingredients' | 'stockDeducted' | 'restockPending'>>;

/**
 * A whole catalog: stock, recipes, open orders (which hold the stock their ingredients need until ready), an audit
 * log, a fixed clock, counted ids and a target pour cost of 0.2.
 */
export function memoryCatalog(openOrders: OpenOrder[] = []) {
  let ids = 0;
  const warnings: string[] = [];
  const inventory = new MemoryCategoryStore<StoredInventoryItem>();
  const ports = {
    inventory,
    recipes: new MemoryRecipes(),
    orders: { openOrderLines: async () => structuredClone(openOrders) },
    audit: new MemoryAuditLog(),
    clock: () => new Date('2026-11-24T20:00:00.000Z'),
    newId: () => `id-${String(++ids).padStart(4, '0')}`,
    dates: () => ['2026-11-24', '2026-11-23'],
    warn: (message: string) => void warnings.push(message),
    menu: { stockAndPromised: async () => ({ stock: indexById(await inventory.list()), promised: openOrders.map((o) => ({ ...structuredClone(o), ingredients: o.ingredients ?? [], stockDeducted: o.stockDeducted ?? false })) }) },
    targetPourCost: () => 0.2,
  } satisfies CatalogPorts;
  return { ports, warnings };
}
