/**
 * Every write of an inventory item, in one module: the only code that writes the inventory container. Each
 * write moves the catalog's change marker (ADR 12) without its caller doing anything:
 * - whole-item writes (a manager's edits, a category move, a restore, the demo bar) go through `inventoryStore()`,
 *   a CatalogStore, which moves the marker after each write;
 * - the stock's own writes (an order's deduction at ready, its put-back by a move back, a stock ledger record)
 *   run inside `writingStock`, whose writer is the only way to write an item there; the marker moves once when the
 *   work is done, if anything was written (also when the work failed after a write).
 * Lint keeps the inventory container to this module (eslint.config.mjs).
 */
import type { Container, PatchRequestBody } from '@azure/cosmos';
import type { InventoryItem, OrderIngredient, Shortfall, StockChange } from '@bar/domain';
import { roundQuantity } from '@bar/domain';
import { notFound, serviceUnavailable } from '../errors';
import { CatalogStore, type CatalogMarker } from './catalog-version';
import { partitionField } from './containers';
import { container } from './cosmos';
import { cosmosCall, isNotFound, isPreconditionFailed } from './errors';
import { assertStockMarker, deductionCondition } from './patch-condition';
import { REMEMBERED, appliedOnce, changeOf, deductEach, deducted, restocked, takenBy, trimmed, type ItemDeduction } from './stock-once';
import { CosmosStore, assertAddressable, strip, type DocumentStore } from './store';

/** How often a read-decide-write of one item starts again after losing to another write. */
const ATTEMPTS = 5;

/** The stored inventory document: the item plus the orders already deducted from it. */
export type StoredInventoryItem = InventoryItem & { appliedOrders?: string[]; takenShort?: Record<string, number> };

const inventoryContainer = (): Container => container('inventory');

/** The inventory's store of whole items (the repository's): every write it makes moves the catalog's marker. */
export function inventoryStore(catalog: CatalogMarker): DocumentStore<StoredInventoryItem> {
  return new CatalogStore(new CosmosStore(inventoryContainer, 'Inventory item', partitionField('inventory')), catalog);
}


/** Where an item is: its id and the category (the partition) it is stored in. */
export interface ItemRef {
  id: string;
  category: string;
}

const ITEM_MISSING = Symbol('item missing');

/** One item as read and, when `decide` asked for a change, as written (absent: nothing to do). */
interface Updated {
  current: StoredInventoryItem;
  written?: StoredInventoryItem;
}

/**
 * The writes of one piece of stock work (see writingStock). Every write method records that it wrote, so the
 * catalog's marker moves afterwards whatever the work was.
 */
export class StockWriter {
  private wrote = false;

  constructor(private readonly items: () => Container) {}

  /** Whether any write of this work reached the store. */
  get hasWritten(): boolean {
    return this.wrote;
  }

  private item(ref: ItemRef) {
    assertAddressable(ref.id, 'id');
    assertAddressable(ref.category, 'partition key');
    return this.items().item(ref.id, ref.category);
  }

  /** A conditional patch: the item as written, 'unmet' when its condition does not hold, ITEM_MISSING when there is no such item. */
  async patch(ref: ItemRef, body: PatchRequestBody): Promise<{ item?: StoredInventoryItem; etag: string } | 'unmet' | typeof ITEM_MISSING> {
    try {
      const { resource, etag } = await cosmosCall(() => this.item(ref).patch<StoredInventoryItem>(body));
      this.wrote = true;
      return { ...(resource ? { item: strip<StoredInventoryItem>(resource as unknown as Record<string, unknown>) } : {}), etag };
    } catch (err) {
      if (isNotFound(err)) return ITEM_MISSING;
      if (isPreconditionFailed(err)) return 'unmet';
      throw err;
    }
  }

  /** Replaces the item if it still has `etag`: the item as written, 'stale' when someone wrote first, ITEM_MISSING when it is gone. */
  async replace(ref: ItemRef, next: StoredInventoryItem, etag: string): Promise<StoredInventoryItem | 'stale' | typeof ITEM_MISSING> {
    try {
      const { resource } = await cosmosCall(() => this.item(ref).replace(next, { accessCondition: { type: 'IfMatch', condition: etag } }));
      this.wrote = true;
      return resource ? strip<StoredInventoryItem>(resource as unknown as Record<string, unknown>) : next;
    } catch (err) {
      if (isNotFound(err)) return ITEM_MISSING;
      if (isPreconditionFailed(err)) return 'stale';
      throw err;
    }
  }

  /**
   * Changes one item by reading it, asking `decide` for the next document (undefined: nothing to do) and writing
   * it on the version read; when another write got there first it starts again, at most ATTEMPTS times (then a
   * 503 with `busy`). ITEM_MISSING when the item is not in that category.
   */
  async update(ref: ItemRef, decide: (current: StoredInventoryItem) => StoredInventoryItem | undefined, busy: string): Promise<Updated | typeof ITEM_MISSING> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      let found;
      try {
        found = await cosmosCall(() => this.item(ref).read<StoredInventoryItem>());
      } catch (err) {
        if (isNotFound(err)) return ITEM_MISSING;
        throw err;
      }
      if (!found.resource || !found.etag) return ITEM_MISSING;
      const current = strip<StoredInventoryItem>(found.resource as unknown as Record<string, unknown>);
      const next = decide(current);
      if (!next) return { current };
      const written = await this.replace(ref, next, found.etag);
      if (written === ITEM_MISSING) return ITEM_MISSING;
      if (written !== 'stale') return { current, written };
    }
    throw serviceUnavailable(busy);
  }
}

/**
 * Runs one piece of stock work (an order's deduction, its put-back, a ledger record) with the writer that makes
 * its writes, then moves the catalog's marker once if anything was written: the menu's availability and the
 * stock lists are answered from it. The marker moves even when the work failed after a write (its own failure
 * then does not hide the work's).
 */
export async function writingStock<T>(
  work: (stock: StockWriter) => Promise<T>,
  catalog: CatalogMarker,
  items: () => Container = inventoryContainer,
): Promise<T> {
  const stock = new StockWriter(items);
  let result: T;
  try {
    result = await work(stock);
  } catch (err) {
    if (stock.hasWritten) await catalog.bump().catch(() => undefined);
    throw err;
  }
  if (stock.hasWritten) await catalog.bump();
  return result;
}


/**
 * The category an item is in now, when it is not where the order remembers it (it was moved to another
 * category since the order was placed): one query over every partition by id; null when it is gone.
 */
async function currentCategory(id: string): Promise<string | null> {
  const { resources } = await cosmosCall(() =>
    inventoryContainer()
      .items.query<{ category: string; updatedAt?: string }>({ query: 'SELECT c.category, c.updatedAt FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] })
      .fetchAll(),
  );
  // Two copies only while a move is under way or after one was interrupted: the newer is the item.
  const newest = [...resources].sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))[0];
  return newest?.category ?? null;
}

/** Runs `write` on the item where the order remembers it and, when it is not there, once more where it is now. */
async function atItem<R>(need: OrderIngredient, write: (ref: ItemRef) => Promise<R | typeof ITEM_MISSING>): Promise<R | typeof ITEM_MISSING> {
  const outcome = await write({ id: need.inventoryItemId, category: need.category });
  if (outcome !== ITEM_MISSING) return outcome;
  const category = await currentCategory(need.inventoryItemId);
  return category && category !== need.category ? write({ id: need.inventoryItemId, category }) : ITEM_MISSING;
}


/**
 * Takes one order's ingredients from stock exactly once, inside a piece of work. Each item remembers the orders
 * already taken from it and the patch is conditional on the order not being among them, so a retry, a crash
 * half-way or two bartenders racing never deduct twice. One request per ingredient normally; a quantity never goes
 * below 0, and what was missing is reported as a shortfall. `orderId` is the order's stock marker (stockMarker):
 * its id, or its id and deduction round after the order's stock was put back by a move back.
 */
export type Deduct = (marker: string, needs: readonly OrderIngredient[], now?: string) => Promise<{ shortfalls: Shortfall[]; changes: StockChange[] }>;

/**
 * Runs `work`, which may take orders' ingredients with the `deduct` it is given and then write what depends on
 * them (the order itself); the catalog's marker moves once when the whole work is over, also when it failed part-way.
 * A menu read between the deduction and the order's write would otherwise count that stock twice, as taken and as
 * still promised to the order, and keep that answer until the next change (ADR 19).
 */
export function deductingStock<T>(catalog: CatalogMarker, work: (deduct: Deduct) => Promise<T>): Promise<T> {
  return writingStock((stock) => work((orderId, needs, now = new Date().toISOString()) => deductAll(stock, orderId, needs, now)), catalog);
}

function deductAll(stock: StockWriter, orderId: string, needs: readonly OrderIngredient[], now: string): Promise<{ shortfalls: Shortfall[]; changes: StockChange[] }> {
  return deductEach(needs, async (need) => {
    const taken = await atItem(need, (ref) => deductItemAt(stock, ref, orderId, need, now));
    return taken === ITEM_MISSING ? 'missing' : taken;
  });
}

async function deductItemAt(stock: StockWriter, ref: ItemRef, orderId: string, need: OrderIngredient, now: string): Promise<ItemDeduction | typeof ITEM_MISSING> {
  const patched = await stock.patch(ref, {
    condition: deductionCondition(orderId, need.quantity),
    operations: [
      { op: 'incr', path: '/quantity', value: -need.quantity },
      { op: 'add', path: '/appliedOrders/-', value: orderId },
      { op: 'set', path: '/updatedAt', value: now },
    ],
  });
  if (patched === ITEM_MISSING) return ITEM_MISSING;
  if (patched !== 'unmet') {
    const applied = patched.item?.appliedOrders ?? [];
    if (patched.item && applied.length > 2 * REMEMBERED) {
      // Keep the document small; losing this race only postpones the trim.
      await stock.replace(ref, trimmed(patched.item), patched.etag).catch(() => undefined);
    }
    const after = patched.item?.quantity ?? 0;
    return { before: roundQuantity(after + need.quantity), after };
  }
  // The fast path did not apply: already deducted, not enough stock, or no bookkeeping yet. Read and decide.
  const updated = await stock.update(
    ref,
    (current) => deducted(current, orderId, need.quantity, now),
    'The stock kept changing while this order was made ready. Please try again.',
  );
  if (updated === ITEM_MISSING) return ITEM_MISSING;
  return updated.written ? { before: updated.current.quantity, after: updated.written.quantity } : { already: takenBy(updated.current, orderId, need.quantity) };
}

/**
 * Puts back what one order took from stock, exactly once, with the same care as the deduction (ADR 0014): per item
 * one conditional write (If-Match on the version read) that adds the quantity back AND removes the order's
 * marker from the item's appliedOrders. An item without the marker was never taken from for this round, or was
 * already given back: nothing to do. So a retry, a crash half-way or two people undoing at once put back once.
 * `taken` is what the deduction actually took (less than needed when stock ran short).
 */
export function restockOnce(
  catalog: CatalogMarker,
  marker: string,
  taken: ReadonlyArray<OrderIngredient>,
  now = new Date().toISOString(),
  afterItem?: () => void,
): Promise<StockChange[]> {
  assertStockMarker(marker);
  return writingStock(async (stock) => {
    const changes: StockChange[] = [];
    for (const need of taken) {
      const updated = await atItem(need, (ref) =>
        stock.update(
          ref,
          // Not taken for this round, or already put back: nothing.
          (current) => restocked(current, marker, need.quantity, now),
          'The stock kept changing while it was being put back. Please try again.',
        ),
      );
      if (updated !== ITEM_MISSING && updated.written) changes.push(changeOf(need, updated.current.quantity, updated.written.quantity));
      afterItem?.();
    }
    return changes;
  }, catalog);
}

/** applyOnce's answer: the item as it is now, its quantity before the change, and whether this call applied it. */
export interface AppliedChange {
  item: StoredInventoryItem;
  before: number;
  applied: boolean;
}

/**
 * Applies one change to an item exactly once, under `key` (kept in the same memory as the orders' stock markers,
 * so one rule keeps every stock change exactly once): a retry with the same key after a crash or a lost answer
 * changes nothing twice. `change` answers the new quantity and cost from the item as read; a quantity never goes
 * below 0. For the stock ledger (counts, deliveries, waste) and any other write of a stock level.
 */
export function applyOnce(
  catalog: CatalogMarker,
  ref: ItemRef,
  key: string,
  change: (current: StoredInventoryItem) => Partial<Pick<StoredInventoryItem, 'quantity' | 'cost'>>,
  now = new Date().toISOString(),
): Promise<AppliedChange> {
  return writingStock(async (stock) => {
    const updated = await stock.update(
      ref,
      (current) => appliedOnce(current, key, change, now),
      'The stock kept changing while this was saved. Please save again.',
    );
    if (updated === ITEM_MISSING) throw notFound(`Inventory item '${ref.id}' not found`);
    return updated.written
      ? { item: updated.written, before: updated.current.quantity, applied: true }
      : { item: updated.current, before: updated.current.quantity, applied: false };
  }, catalog);
}
