import type { InventoryItem, OrderIngredient, Shortfall, StockChange } from '@bar/domain';
import { roundQuantity } from '@bar/domain';
import { catalog } from './catalog-version';
import { container } from './cosmos';
import { statusOf } from './errors';
import { assertAddressable } from './store';

/** How many order ids an inventory item remembers as already deducted (enough for any retry window). */
const REMEMBERED_ORDERS = 200;

/** The stored inventory document: the item plus the orders already deducted from it. */
export type StoredInventoryItem = InventoryItem & { appliedOrders?: string[] };

/** The item as the API shows it: without the bookkeeping. */
export function publicItem(item: StoredInventoryItem): InventoryItem {
  const { appliedOrders, ...rest } = item;
  void appliedOrders;
  return rest;
}

/** What a guest's menu reads of an item (names and pictures of ingredients): no costs, stock levels or thresholds. */
export type GuestInventoryItem = Pick<InventoryItem, 'id' | 'name' | 'category' | 'unit' | 'imageUrl'>;

export function guestItem(item: InventoryItem): GuestInventoryItem {
  return { id: item.id, name: item.name, category: item.category, unit: item.unit, ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}) };
}

/** An order id, or an order id with its deduction round (`id:2`, see stockMarker in the domain). */
const SAFE_ID = /^[A-Za-z0-9._-]{1,128}(:\d{1,4})?$/;

/**
 * The patch API takes its filter predicate as text without parameters, so the two values that go into it are
 * checked first: an id of the id alphabet, a finite number.
 */
function literal(orderId: string, quantity: number): { id: string; quantity: string } {
  if (!SAFE_ID.test(orderId) || !Number.isFinite(quantity)) throw new Error('Refusing an unsafe deduction predicate');
  return { id: JSON.stringify(orderId), quantity: String(quantity) };
}

/**
 * Takes one order's ingredients from stock exactly once. Each item remembers the orders already taken from it
 * and the patch is conditional on the order not being among them, so a retry, a crash half-way or two
 * bartenders racing never deduct twice. One request per ingredient normally; a quantity never goes below 0,
 * and what was missing is reported as a shortfall. `orderId` is the order's stock marker (stockMarker): its id,
 * or its id and deduction round after the order's stock was put back by a move back.
 */
export async function deductOnce(
  orderId: string,
  needs: readonly OrderIngredient[],
  now = new Date().toISOString(),
  options: { moveMarker?: boolean } = {},
): Promise<{ shortfalls: Shortfall[]; changes: StockChange[] }> {
  const shortfalls: Shortfall[] = [];
  const changes: StockChange[] = [];
  for (const need of needs) {
    const { shortfall, change } = await deductItem(orderId, need, now);
    if (shortfall) shortfalls.push(shortfall);
    if (change) changes.push(change);
  }
  // The menu's availability follows the stock: its lists are answered from the catalog's marker. A caller that
  // writes the order next (`moveMarker: false`) moves it after that write, so no menu counts the stock twice.
  if (changes.length && options.moveMarker !== false) await catalog().version.bump();
  return { shortfalls, changes };
}

interface ItemOutcome {
  shortfall?: Shortfall;
  /** Absent when this order had already been taken from the item. */
  change?: StockChange;
}

/**
 * The category an item is in now, when it is not where the order remembers it (it was moved to another
 * category since the order was placed): one query over every partition by id; null when it is gone.
 */
async function currentCategory(id: string): Promise<string | null> {
  const { resources } = await container('inventory')
    .items.query<{ category: string; updatedAt?: string }>({ query: 'SELECT c.category, c.updatedAt FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] })
    .fetchAll();
  // Two copies only while a move is under way or after one was interrupted: the newer is the item.
  const newest = [...resources].sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))[0];
  return newest?.category ?? null;
}

async function deductItem(orderId: string, need: OrderIngredient, now: string, moved = false): Promise<ItemOutcome> {
  const outcome = await deductItemAt(orderId, need, now);
  if (outcome !== ITEM_MISSING) return outcome;
  // Not in the category the order remembers: look the item up by id, once.
  const category = moved ? null : await currentCategory(need.inventoryItemId);
  if (category && category !== need.category) return deductItem(orderId, { ...need, category }, now, true);
  return { shortfall: { inventoryItemId: need.inventoryItemId, name: need.name, unit: need.unit, needed: need.quantity, available: 0 } };
}

const ITEM_MISSING = Symbol('item missing');

async function deductItemAt(orderId: string, need: OrderIngredient, now: string): Promise<ItemOutcome | typeof ITEM_MISSING> {
  const missing = (available: number): Shortfall => ({
    inventoryItemId: need.inventoryItemId,
    name: need.name,
    unit: need.unit,
    needed: need.quantity,
    available,
  });
  const change = (before: number, after: number): StockChange => ({
    inventoryItemId: need.inventoryItemId,
    name: need.name,
    unit: need.unit,
    before,
    after,
  });
  assertAddressable(need.inventoryItemId, 'id');
  assertAddressable(need.category, 'partition key');
  const item = container('inventory').item(need.inventoryItemId, need.category);
  const lit = literal(orderId, need.quantity);
  const notYet = `(NOT IS_DEFINED(c.appliedOrders) OR NOT ARRAY_CONTAINS(c.appliedOrders, ${lit.id}))`;
  try {
    const { resource, etag } = await item.patch<StoredInventoryItem>({
      // Two spaces before WHERE, and the predicate in parentheses: the local Cosmos server lower-cases a
      // condition that starts 'FROM c WHERE ' (so c.appliedOrders never matched and every deduction took the
      // three-request fallback below), but keeps any other spelling as written. Azure reads both alike.
      condition: `FROM c  WHERE (${notYet} AND IS_DEFINED(c.appliedOrders) AND c.quantity >= ${lit.quantity})`,
      operations: [
        { op: 'incr', path: '/quantity', value: -need.quantity },
        { op: 'add', path: '/appliedOrders/-', value: orderId },
        { op: 'set', path: '/updatedAt', value: now },
      ],
    });
    const applied = resource?.appliedOrders ?? [];
    if (resource && etag && applied.length > 2 * REMEMBERED_ORDERS) {
      // Keep the document small; losing this race only postpones the trim.
      await item
        .replace({ ...resource, appliedOrders: applied.slice(-REMEMBERED_ORDERS) }, { accessCondition: { type: 'IfMatch', condition: etag } })
        .catch(() => undefined);
    }
    const after = resource?.quantity ?? 0;
    return { change: change(roundQuantity(after + need.quantity), after) };
  } catch (err) {
    if (statusOf(err) === 404) return ITEM_MISSING;
    if (statusOf(err) !== 412) throw err;
  }
  // The fast path did not apply: already deducted, not enough stock, or no bookkeeping yet. Read and decide.
  for (let attempt = 0; attempt < 5; attempt++) {
    let current: StoredInventoryItem | undefined;
    let etag: string | undefined;
    try {
      const read = await item.read<StoredInventoryItem>();
      current = read.resource;
      etag = read.etag;
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
    if (!current || !etag) return ITEM_MISSING;
    const applied = current.appliedOrders ?? [];
    if (applied.includes(orderId)) return {};
    const available = current.quantity;
    const next: StoredInventoryItem = {
      ...current,
      quantity: roundQuantity(Math.max(0, available - need.quantity)),
      appliedOrders: [...applied, orderId].slice(-REMEMBERED_ORDERS),
      updatedAt: now,
    };
    try {
      await item.replace(next, { accessCondition: { type: 'IfMatch', condition: etag } });
      return {
        change: change(available, next.quantity),
        ...(available < need.quantity ? { shortfall: missing(available) } : {}),
      };
    } catch (err) {
      if (statusOf(err) !== 412) throw err;
    }
  }
  throw Object.assign(new Error('Stock kept changing while deducting; try again'), { code: 503 });
}

/**
 * Puts back what one order took from stock, exactly once, with the same care as deductOnce (ADR 0014): per item
 * one conditional write (If-Match on the version read) that adds the quantity back AND removes the order's
 * marker from the item's appliedOrders. An item without the marker was never taken from for this round, or was
 * already given back: nothing to do. So a retry, a crash half-way or two people undoing at once put back once.
 * `taken` is what the deduction actually took (less than needed when stock ran short).
 */
export async function restockOnce(
  marker: string,
  taken: ReadonlyArray<OrderIngredient>,
  now = new Date().toISOString(),
  afterItem?: () => void,
): Promise<StockChange[]> {
  literal(marker, 0);
  const changes: StockChange[] = [];
  for (const need of taken) {
    let change = await restockItemAt(marker, need, now);
    if (change === ITEM_MISSING) {
      const category = await currentCategory(need.inventoryItemId);
      change = category && category !== need.category ? await restockItemAt(marker, { ...need, category }, now) : undefined;
    }
    if (change && change !== ITEM_MISSING) changes.push(change);
    afterItem?.();
  }
  // The menu and the stock lists follow the stock: they are answered from the catalog's marker (ADR 12).
  if (changes.length) await catalog().version.bump();
  return changes;
}

async function restockItemAt(marker: string, need: OrderIngredient, now: string): Promise<StockChange | undefined | typeof ITEM_MISSING> {
  assertAddressable(need.inventoryItemId, 'id');
  assertAddressable(need.category, 'partition key');
  const item = container('inventory').item(need.inventoryItemId, need.category);
  for (let attempt = 0; attempt < 5; attempt++) {
    let current: StoredInventoryItem | undefined;
    let etag: string | undefined;
    try {
      const read = await item.read<StoredInventoryItem>();
      current = read.resource;
      etag = read.etag;
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
    if (!current || !etag) return ITEM_MISSING;
    const applied = current.appliedOrders ?? [];
    // Not taken for this round, or already put back.
    if (!applied.includes(marker)) return undefined;
    const next: StoredInventoryItem = {
      ...current,
      quantity: roundQuantity(current.quantity + need.quantity),
      appliedOrders: applied.filter((id) => id !== marker),
      updatedAt: now,
    };
    try {
      await item.replace(next, { accessCondition: { type: 'IfMatch', condition: etag } });
      return { inventoryItemId: need.inventoryItemId, name: need.name, unit: need.unit, before: current.quantity, after: next.quantity };
    } catch (err) {
      if (statusOf(err) === 404) return ITEM_MISSING;
      if (statusOf(err) !== 412) throw err;
    }
  }
  throw Object.assign(new Error('Stock kept changing while putting it back; try again'), { code: 503 });
}
