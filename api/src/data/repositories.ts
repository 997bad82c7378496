import type { Container, JSONObject, OperationInput } from '@azure/cosmos';
import { nameKey, previousDate, type InventoryItem, type Order, type Recipe, type User } from '@bar/domain';
import { AuditRepository } from './audit';
import { storeTarget, type RestoreTarget } from './backup-stores';
import { alreadyExists, isAlreadyExists, notFound, preconditionFailed } from '../errors';
import { CatalogStore, type CatalogMarker } from './catalog-version';
import { partitionField } from './containers';
import { container } from './cosmos';
import { cosmosCall, isNotFound, statusOf, translateOutage } from './errors';
import { OrdersCache } from './orders-cache';
import {
  MARKER_STATUS,
  ORDERS_RESERVATIONS_ID,
  ORDERS_VERSION_ID,
  VersionedOrdersStore,
  isMarkerDoc,
  isReservationsDoc,
  isVersionDoc,
  markerDoc,
  versionDoc,
} from './orders-markers';
import { CosmosStore, assertAddressable, feedOptions, strip, type DocumentStore, type Versioned } from './store';
import { inventoryStore, type StoredInventoryItem } from './stock';

/**
 * Writes a changed document of a container partitioned by category. Within its category that is a conditional
 * replace. A new category is a new partition, which no single write can reach, so it is a move: nothing is
 * written unless the old copy still has the ETag the caller saw (412 otherwise); then the new copy is created
 * and the old one deleted on that same ETag; if the delete fails, the new copy is removed again and the
 * failure reported. A reader that meets both copies meanwhile takes the newer (see newestCopies).
 */
export async function replaceInCategory<T extends { id: string; category: string }>(
  store: DocumentStore<T>,
  current: T,
  next: T,
  etag: string,
): Promise<Versioned<T>> {
  if (next.category === current.category) return store.replace(next, next.category, etag);
  const seen = await store.read(current.id, current.category);
  if (!seen || seen.etag !== etag) throw preconditionFailed();
  let created: Versioned<T>;
  try {
    created = await store.create(next);
  } catch (err) {
    // A copy is there already: another move of the same item got there first.
    if (isAlreadyExists(err)) throw preconditionFailed();
    throw err;
  }
  try {
    // False: already gone, which only another reader's repair does; the move stands.
    await store.delete(current.id, current.category, etag);
  } catch (err) {
    await store.delete(next.id, next.category, created.etag).catch(() => undefined);
    throw err;
  }
  return created;
}

/**
 * Deletes a document of a container partitioned by category if it still has the given ETag (412 otherwise), then
 * any copy of it another category still holds (left by an interrupted move, see replaceInCategory).
 */
export async function deleteInCategory<T extends { id: string; category: string }>(store: DocumentStore<T>, item: T, etag: string): Promise<void> {
  await store.delete(item.id, item.category, etag);
  const left = await store.query<Pick<T, 'id' | 'category'>>({ query: 'SELECT c.id, c.category FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: item.id }] });
  for (const copy of left) await store.delete(copy.id, copy.category);
}

/** One value per document of a store: `SELECT VALUE COUNT(1)`. */
async function countOf(store: DocumentStore<{ id: string }>): Promise<number> {
  return (await store.query<number>({ query: 'SELECT VALUE COUNT(1) FROM c' }))[0] ?? 0;
}

/** Every image URL the documents of a store point at (imageUrl, where set). */
async function imageUrlsOf(store: DocumentStore<{ id: string }>): Promise<string[]> {
  const rows = await store.query<{ imageUrl?: unknown }>({ query: 'SELECT c.imageUrl FROM c' });
  return rows.flatMap((r) => (typeof r.imageUrl === 'string' ? [r.imageUrl] : []));
}

/** One copy per id, the most recently updated, should a move have been interrupted between its two writes. */
export function newestCopies<T extends { id: string; updatedAt?: string }>(docs: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const doc of docs) {
    const seen = byId.get(doc.id);
    if (!seen || (doc.updatedAt ?? '') > (seen.updatedAt ?? '')) byId.set(doc.id, doc);
  }
  return byId.size === docs.length ? [...docs] : [...byId.values()];
}


/**
 * The rows whose name is the same name as `name`. Cosmos SQL cannot fold Unicode, so the names are compared
 * here; the query reads only id, name and category (a filter on LOWER(c.name) scanned every document too).
 */
function withName<R extends { name: string }>(rows: R[], name: string): R[] {
  const key = nameKey(name);
  return rows.filter((r) => typeof r.name === 'string' && nameKey(r.name) === key);
}

/** Inventory items, partitioned by category. */
export class InventoryRepository {
  /** A restore's way into this repository's own store (data/backup-stores.ts): its writes move what every write here moves. */
  restoreTarget(): RestoreTarget {
    return storeTarget(this.#store, 'inventory');
  }

  readonly #store: DocumentStore<StoredInventoryItem>;

  constructor(store: DocumentStore<StoredInventoryItem>) {
    this.#store = store;
  }

  /** The whole stock in one query. */
  async list(): Promise<StoredInventoryItem[]> {
    return newestCopies(await this.#store.query<StoredInventoryItem>({ query: 'SELECT * FROM c' }));
  }

  /** A new item (409 when the id exists). */
  create(item: StoredInventoryItem): Promise<Versioned<StoredInventoryItem>> {
    return this.#store.create(item);
  }

  /** Writes a changed item, moving it when its category changed (see replaceInCategory). */
  replace(current: StoredInventoryItem, next: StoredInventoryItem, etag: string): Promise<Versioned<StoredInventoryItem>> {
    return replaceInCategory(this.#store, current, next, etag);
  }

  /** Deletes an item if it still has `etag` (412 otherwise), and any copy an interrupted move left. */
  remove(item: StoredInventoryItem, etag: string): Promise<void> {
    return deleteInCategory(this.#store, item, etag);
  }

  /** How many items there are: one query. */
  count(): Promise<number> {
    return countOf(this.#store);
  }

  /** The image URLs the items point at: one query. */
  imageUrls(): Promise<string[]> {
    return imageUrlsOf(this.#store);
  }

  /** Every stored copy of an item (more than one only after an interrupted move). */
  copies(id: string): Promise<StoredInventoryItem[]> {
    return this.#store.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] });
  }

  get(id: string, category: string): Promise<Versioned<StoredInventoryItem> | null> {
    return this.#store.read(id, category);
  }

  /** The items whose name is the same name (compared by domain's nameKey): one query of every item's name. */
  async findByName(name: string): Promise<Array<Pick<InventoryItem, 'id' | 'name' | 'category'>>> {
    return withName(await this.#store.query({ query: 'SELECT c.id, c.name, c.category FROM c' }), name);
  }

  /** Finds an item by id when its category is not known: a query over every partition. */
  async findById(id: string): Promise<Versioned<StoredInventoryItem> | null> {
    const [found] = newestCopies(await this.copies(id));
    return found ? this.#store.read(found.id, found.category) : null;
  }
}

/** Recipes, partitioned by category. */
export class RecipesRepository {
  /** A restore's way into this repository's own store (data/backup-stores.ts): its writes move what every write here moves. */
  restoreTarget(): RestoreTarget {
    return storeTarget(this.#store, 'recipes');
  }

  readonly #store: DocumentStore<Recipe>;

  constructor(store: DocumentStore<Recipe>) {
    this.#store = store;
  }

  async list(): Promise<Recipe[]> {
    return newestCopies(await this.#store.query<Recipe>({ query: 'SELECT * FROM c' }));
  }

  get(id: string, category: string): Promise<Versioned<Recipe> | null> {
    return this.#store.read(id, category);
  }

  /** A new recipe (409 when the id exists). */
  create(recipe: Recipe): Promise<Versioned<Recipe>> {
    return this.#store.create(recipe);
  }

  /** Writes a changed recipe, moving it when its category changed (see replaceInCategory). */
  replace(current: Recipe, next: Recipe, etag: string): Promise<Versioned<Recipe>> {
    return replaceInCategory(this.#store, current, next, etag);
  }

  /** Deletes a recipe if it still has `etag` (412 otherwise), and any copy an interrupted move left. */
  remove(recipe: Recipe, etag: string): Promise<void> {
    return deleteInCategory(this.#store, recipe, etag);
  }

  /** How many recipes there are: one query. */
  count(): Promise<number> {
    return countOf(this.#store);
  }

  /** The image URLs the recipes point at: one query. */
  imageUrls(): Promise<string[]> {
    return imageUrlsOf(this.#store);
  }

  /** Every stored copy of a recipe (more than one only after an interrupted move). */
  copies(id: string): Promise<Recipe[]> {
    return this.#store.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] });
  }

  async findById(id: string): Promise<Versioned<Recipe> | null> {
    const [found] = newestCopies(await this.copies(id));
    return found ? this.#store.read(found.id, found.category) : null;
  }

  /** The drinks whose name is the same name (compared by domain's nameKey): one query of every drink's name. */
  async findByName(name: string): Promise<Array<Pick<Recipe, 'id' | 'name' | 'category'>>> {
    return withName(await this.#store.query({ query: 'SELECT c.id, c.name, c.category FROM c' }), name);
  }

  /** The recipes with the given ids, in one query. */
  async byIds(ids: readonly string[]): Promise<Recipe[]> {
    return newestCopies(await this.#store.query<Recipe>({ query: 'SELECT * FROM c WHERE ARRAY_CONTAINS(@ids, c.id)', parameters: [{ name: '@ids', value: [...ids] }] }));
  }

  /** The recipes that use an inventory item, once per ingredient line, with the unit that line measures it in. */
  usingInventoryItem(inventoryItemId: string): Promise<Array<Pick<Recipe, 'id' | 'name' | 'category'> & { unit: string }>> {
    return this.#store.query({
      query: 'SELECT c.id, c.name, c.category, i.unit FROM c JOIN i IN c.ingredients WHERE i.inventoryItemId = @id',
      parameters: [{ name: '@id', value: inventoryItemId }],
    });
  }
}

/** Users, partitioned by their primary role. */
export class UsersRepository {
  /** A restore's way into this repository's own store (data/backup-stores.ts): its writes move what every write here moves. */
  restoreTarget(): RestoreTarget {
    return storeTarget(this.#store, 'users');
  }

  readonly #store: DocumentStore<User>;

  constructor(store: DocumentStore<User> = new CosmosStore(() => container('users'), 'User', partitionField('users'))) {
    this.#store = store;
  }

  list(): Promise<User[]> {
    return this.#store.query({ query: 'SELECT * FROM c' });
  }

  get(id: string, role: string): Promise<Versioned<User> | null> {
    return this.#store.read(id, role);
  }

  /** A user whose role is not known: one query over every partition. */
  async findById(id: string): Promise<User[]> {
    return this.#store.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] });
  }

  /**
   * Writes a user into the partition of their role, and removes the copies (`stored`, as findById answered them)
   * left in other roles' partitions when their roles changed.
   */
  async save(user: User, stored: readonly User[]): Promise<void> {
    await this.#store.upsert(user);
    await Promise.all(stored.filter((u) => u.role !== user.role).map((u) => this.#store.delete(u.id, u.role)));
  }
}

export { ORDERS_RESERVATIONS_ID, ORDERS_VERSION_ID } from './orders-markers';

/** One business date's orders, with the ETag of its change marker as the query saw it (null: none yet). */
export interface DateOrders {
  orders: Order[];
  version: string | null;
}

interface BatchResult {
  statusCode: number;
  eTag?: string;
  resourceBody?: Record<string, unknown>;
}

/** What placing an order needs to know of the orders on their way (no names or history; lines for their quantities). */
export type OpenOrder = Pick<Order, 'id' | 'date' | 'customerId' | 'status' | 'stockDeducted' | 'restockPending' | 'ingredients'> & {
  items?: ReadonlyArray<Pick<Order['items'][number], 'quantity'>>;
};

/** The open orders of some business dates, with each date's reservations marker as the query saw it. */
export interface OpenOrders {
  orders: OpenOrder[];
  reservations: ReadonlyMap<string, string | null>;
}

/** createMany's 412: the date's reservations marker moved after it was read (another order was placed). */
export const ORDERS_MOVED = 'The orders changed while these were being placed';

/** The most orders one placing batch writes (a transactional batch holds at most 100 operations). */
export const MAX_ORDERS_PER_BATCH = 50;

/** Orders, partitioned by business date. */
export class OrdersRepository {
  /** A restore's way into this repository's own store (data/backup-stores.ts): its writes move what every write here moves. */
  restoreTarget(): RestoreTarget {
    return storeTarget(this.#store, 'orders');
  }

  readonly #store: DocumentStore<Order>;
  /** This instance's copies of whole dates, each under its change marker (orders-cache.ts, order-lists.ts). */
  readonly kept = new OrdersCache();

  constructor(
    /** Today's business date, by the composition root's clock. */
    private readonly today: () => string,
    private readonly ordersContainer: () => Container = () => container('orders'),
    inner: DocumentStore<Order> = new CosmosStore(() => container('orders'), 'Order', partitionField('orders')),
  ) {
    this.#store = new VersionedOrdersStore(inner, async (date) => {
      await this.bumpVersion(date);
      // A poll of today's queue reads yesterday's marker only while yesterday's part of it was not empty
      // (orders are placed into today only): a write into yesterday from elsewhere (a restore) moves today's too.
      const today = this.today();
      if (date === previousDate(today)) await this.bumpVersion(today);
    });
  }

  get(id: string, date: string): Promise<Versioned<Order> | null> {
    return this.#store.read(id, date);
  }

  /** Every order of every date (for a backup): one query over every partition, without the dates' markers. */
  all(): Promise<Order[]> {
    return this.#store.query<Order>({ query: 'SELECT * FROM c' });
  }

  /**
   * One business date's orders in the given statuses, oldest first; only one customer's when given. One query
   * in the date's partition, which also returns the date's change marker (for the list's ETag).
   */
  async listForDate(date: string, statuses: readonly string[], customerId?: string): Promise<Order[]> {
    return (await this.listForDateWithVersion(date, statuses, customerId)).orders;
  }

  /**
   * The same, with the date's change marker as the query saw it: the date's orders in one query (readDate), the
   * statuses and the customer picked here. A filter of nested parentheses costs the local Cosmos server's parser
   * over 100 ms per query (docs/performance.md); the date's partition is read whole by the polls anyway.
   */
  async listForDateWithVersion(date: string, statuses: readonly string[], customerId?: string): Promise<DateOrders> {
    const { orders, version } = await this.readDate(date);
    return { orders: orders.filter((o) => statuses.includes(o.status) && (customerId === undefined || o.customerId === customerId)), version };
  }

  /**
   * Every order of one business date, oldest first, with the date's change marker as the query saw it: one query
   * in the date's partition. Kept on this instance under that marker (`kept`) for the reads that follow.
   */
  async readDate(date: string): Promise<DateOrders> {
    const q = {
      query: 'SELECT * FROM c WHERE c.date = @date ORDER BY c.createdAt ASC',
      parameters: [{ name: '@date', value: date }],
    };
    const { resources } = await cosmosCall(() => this.ordersContainer().items.query<Record<string, unknown>>(q, feedOptions(q, { partitionKey: date })).fetchAll());
    let version: string | null = null;
    const orders: Order[] = [];
    for (const doc of resources) {
      if (isVersionDoc(doc)) version = typeof doc._etag === 'string' ? doc._etag : null;
      else if (!isMarkerDoc(doc)) orders.push(strip<Order>(doc));
    }
    this.kept.keep(date, version, orders);
    return { orders, version };
  }

  /**
   * The orders still on their way (received, being prepared, ready) of the given business dates, in one query,
   * with each date's reservations marker: what new orders are checked against (a guest's open orders, the
   * stock they will take).
   */
  async openOrders(dates: readonly string[], statuses: readonly string[]): Promise<OpenOrders> {
    const q = {
      query:
        'SELECT c.id, c.date, c.customerId, c.status, c.stockDeducted, c.restockPending, c.ingredients, c.items, c._etag FROM c ' +
        // The markers' status '~' among the statuses: the reservations marker comes with the orders, in one flat
        // filter (parentheses around an OR cost the local Cosmos server's parser tens of milliseconds per query).
        'WHERE ARRAY_CONTAINS(@dates, c.date) AND ARRAY_CONTAINS(@statuses, c.status)',
      parameters: [
        { name: '@dates', value: [...dates] },
        { name: '@statuses', value: [...statuses, MARKER_STATUS] },
      ],
    };
    const { resources } = await cosmosCall(() => this.ordersContainer().items.query<Record<string, unknown>>(q, feedOptions(q)).fetchAll());
    const reservations = new Map<string, string | null>(dates.map((d) => [d, null]));
    const orders: OpenOrder[] = [];
    for (const doc of resources) {
      if (isReservationsDoc(doc)) reservations.set(String(doc.date), typeof doc._etag === 'string' ? doc._etag : null);
      else if (!isMarkerDoc(doc)) orders.push(strip<OpenOrder>(doc));
    }
    return { orders, reservations };
  }

  /** The open orders' lines of the given business dates (what a recipe's deletion is checked against), in one query. */
  async openOrderLines(dates: readonly string[], statuses: readonly string[]): Promise<Array<Pick<Order, 'id' | 'status' | 'items'>>> {
    const q = {
      query: 'SELECT c.id, c.status, c.items FROM c WHERE ARRAY_CONTAINS(@dates, c.date) AND ARRAY_CONTAINS(@statuses, c.status)',
      parameters: [
        { name: '@dates', value: [...dates] },
        { name: '@statuses', value: [...statuses] },
      ],
    };
    const { resources } = await cosmosCall(() => this.ordersContainer().items.query<Pick<Order, 'id' | 'status' | 'items'>>(q, feedOptions(q)).fetchAll());
    return resources.filter((o) => Array.isArray(o.items));
  }

  /** The ETag of a date's change marker (null when the date has none yet): one point read. */
  async version(date: string): Promise<string | null> {
    assertAddressable(date, 'partition key');
    try {
      const { resource, etag } = await cosmosCall(() => this.ordersContainer().item(ORDERS_VERSION_ID, date).read());
      return resource ? etag : null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Moves both markers of a date: after a write that is not one of the hot paths' batches. */
  private async bumpVersion(date: string): Promise<void> {
    assertAddressable(date, 'partition key');
    await cosmosCall(() => this.ordersContainer().items.upsert(versionDoc(date)));
    await cosmosCall(() => this.ordersContainer().items.upsert(markerDoc(ORDERS_RESERVATIONS_ID, date)));
  }

  /**
   * Places orders of one business date in one request: each is created (the whole batch fails with 409 when an
   * id exists), the date's change marker moves, and all of it only if the date's reservations marker is still
   * the one that was read (`seenReservations`, null for none yet): 412 (ORDERS_MOVED) otherwise, nothing written.
   * At most MAX_ORDERS_PER_BATCH orders.
   */
  async createMany(orders: readonly Order[], seenReservations: string | null): Promise<Array<Versioned<Order>>> {
    if (!orders.length) return [];
    if (orders.length > MAX_ORDERS_PER_BATCH) throw new Error(`at most ${MAX_ORDERS_PER_BATCH} orders per batch`);
    const date = orders[0]!.date;
    for (const order of orders) {
      if (order.date !== date) throw new Error('orders of one business date per batch');
    }
    const reservations = markerDoc(ORDERS_RESERVATIONS_ID, date) as unknown as JSONObject;
    // The guard first (the local server stops at the first failure; in Azure the batch is all or nothing anyway).
    const guard = (
      seenReservations === null
        ? { operationType: 'Create', resourceBody: reservations }
        : { operationType: 'Replace', id: ORDERS_RESERVATIONS_ID, resourceBody: reservations, ifMatch: seenReservations }
    ) as OperationInput;
    const writes = orders.map((order) => ({ operationType: 'Create', resourceBody: { ...order } as unknown as JSONObject }) as OperationInput);
    return this.writeOrders(date, orders, writes, (status) => (status === 409 ? alreadyExists('An order with this id already exists') : null), guard);
  }

  /** Dates whose marker a batch found missing: their batches read no marker until a read of the date keeps one. */
  private readonly noMarker = new Set<string>();

  /**
   * Whether a batch writing into `date` reads the date's marker before moving it: only when this instance keeps a
   * copy of the date under a marker (the read then tells whether the copy can follow the write).
   */
  private readsMarkerIn(date: string): boolean {
    const kept = this.kept.peek(date);
    if (!kept || kept.version === null) return false;
    if (this.noMarker.has(date)) {
      this.noMarker.delete(date);
      return false;
    }
    return true;
  }

  /**
   * After a batch of this instance wrote orders of a date: the marker as the batch read it before its writes and as
   * it wrote it, so the kept copy follows the write when it was kept under the marker read (orders-cache.ts).
   */
  private keepWritten(date: string, read: BatchResult | undefined, moved: BatchResult | undefined, orders: readonly Order[]): void {
    const before = read?.statusCode === 200 ? (read.eTag ?? (read.resourceBody?._etag as string | undefined)) : undefined;
    const after = moved && moved.statusCode < 300 ? (moved.eTag ?? (moved.resourceBody?._etag as string | undefined)) : undefined;
    if (typeof before !== 'string' || typeof after !== 'string') return;
    this.kept.wrote(date, before, after, orders, date === this.today());
  }

  /**
   * Writes orders of one date and the date's change marker in one request (a transactional batch in the date's
   * partition: all or nothing in Azure; the local server runs the operations in order and stops at the first
   * failure): `guard` first when given (its failure: 412 ORDERS_MOVED, nothing written), the marker's read when
   * this instance keeps the date (so the kept copy can follow the write), one write per order, the marker's move.
   * A write's failing status becomes the AppError `refusal` makes of it. A marker's read that finds none makes the
   * batch again without it.
   */
  private async writeOrders(
    date: string,
    orders: readonly Order[],
    writes: readonly OperationInput[],
    refusal: (status: number) => Error | null,
    guard?: OperationInput,
  ): Promise<Array<Versioned<Order>>> {
    assertAddressable(date, 'partition key');
    for (const order of orders) assertAddressable(order.id, 'id');
    const readsMarker = this.readsMarkerIn(date);
    const again = () => {
      this.noMarker.add(date);
      return this.writeOrders(date, orders, writes, refusal, guard);
    };
    // Each operation names the partition too: the local server reads it from there.
    const operations = [
      ...(guard ? [guard] : []),
      ...(readsMarker ? [{ operationType: 'Read', id: ORDERS_VERSION_ID }] : []),
      ...writes,
      { operationType: 'Upsert', resourceBody: versionDoc(date) },
    ].map((operation) => ({ ...operation, partitionKey: date })) as OperationInput[];
    let response;
    try {
      response = await cosmosCall(() => this.ordersContainer().items.batch(operations, date));
    } catch (err) {
      // The SDK answers a failed batch with per-operation statuses; should it throw instead, map the same way.
      const code = statusOf(err);
      if (code === 404 && readsMarker) return again();
      if (guard && (code === 412 || code === 404)) throw preconditionFailed(ORDERS_MOVED);
      throw (code !== undefined && refusal(code)) || err;
    }
    const results = (response.result ?? []) as BatchResult[];
    if (guard && [404, 409, 412].includes(results[0]?.statusCode ?? 0)) throw preconditionFailed(ORDERS_MOVED);
    const read = guard ? 1 : 0;
    // The marker's read found no marker (none was ever written, or it was removed): the batch did nothing; again without it.
    if (readsMarker && results[read]?.statusCode === 404) return again();
    const first = read + (readsMarker ? 1 : 0);
    const statusOfWrite = (i: number) => results[first + i]?.statusCode ?? response.code ?? 500;
    for (let i = 0; i < orders.length; i++) {
      const refused = refusal(statusOfWrite(i));
      if (refused) throw refused;
    }
    const saved = orders.map((order, i) => {
      const r = results[first + i];
      const status = statusOfWrite(i);
      if (status >= 300 || !r?.resourceBody) {
        // A batch throttled or refused by an overloaded database past the SDK's retries is an outage.
        throw translateOutage(Object.assign(new Error(`Order write failed with status ${status} (${order.id})`), { code: status >= 300 ? status : 500 }));
      }
      return { item: strip<Order>(r.resourceBody), etag: r.eTag ?? String(r.resourceBody._etag ?? '') };
    });
    if (readsMarker) this.keepWritten(date, results[read], results[first + orders.length], saved.map((s) => s.item));
    return saved;
  }

  /** One order's write (its create or its replace) and its date's marker: one request. */
  private async writeOne(operation: OperationInput, order: Order): Promise<Versioned<Order>> {
    const refusal = (status: number) =>
      status === 409 ? alreadyExists(`Order '${order.id}' already exists`) : status === 412 ? preconditionFailed() : status === 404 ? notFound('Order not found') : null;
    const [saved] = await this.writeOrders(order.date, [order], [operation], refusal);
    return saved!;
  }

  /** Replaces an order if it still has the given ETag (412 otherwise) and moves the date's marker: one request. */
  replace(order: Order, etag: string): Promise<Versioned<Order>> {
    return this.writeOne({ operationType: 'Replace', id: order.id, resourceBody: { ...order } as unknown as JSONObject, ifMatch: etag }, order);
  }

  /** Creates one order (409 when it exists) and moves the date's marker in the same batch: one request. */
  create(order: Order): Promise<Versioned<Order>> {
    return this.writeOne({ operationType: 'Create', resourceBody: { ...order } as unknown as JSONObject }, order);
  }
}

export interface Repositories {
  inventory: InventoryRepository;
  recipes: RecipesRepository;
  users: UsersRepository;
  orders: OrdersRepository;
  audit: AuditRepository;
}

/**
 * The repositories over the Cosmos containers; `today` is the business date by the clock, `catalog` the marker
 * every write of the catalog (recipes, inventory) moves. The composition root builds them once per process.
 */
export function repositories(today: () => string, catalog: CatalogMarker): Repositories {
  return {
    inventory: new InventoryRepository(inventoryStore(catalog)),
    recipes: new RecipesRepository(new CatalogStore(new CosmosStore(() => container('recipes'), 'Recipe', partitionField('recipes')), catalog)),
    users: new UsersRepository(),
    orders: new OrdersRepository(today),
    audit: new AuditRepository(),
  };
}
