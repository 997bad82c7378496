import type { Container, JSONObject, OperationInput } from '@azure/cosmos';
import { businessDate, nameKey, previousDate, type InventoryItem, type Order, type Recipe, type User } from '@bar/domain';
import { config } from '../config';
import { conflict, notFound, preconditionFailed } from '../http/errors';
import { CONTAINERS } from './containers';
import { container } from './cosmos';
import { isNotFound, statusOf } from './errors';
import { CosmosStore, assertAddressable, feedOptions, strip, type DocumentStore, type Query, type QueryOptions, type Versioned } from './store';
import type { StoredInventoryItem } from './stock';

/** The document field that holds a container's partition key ('/category' -> 'category'). */
const partitionField = (name: keyof typeof CONTAINERS) => CONTAINERS[name].partitionKey.slice(1);

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
  constructor(readonly store: DocumentStore<StoredInventoryItem> = new CosmosStore(() => container('inventory'), 'Inventory item', partitionField('inventory'))) {}

  /** The whole stock in one query. */
  list(): Promise<StoredInventoryItem[]> {
    return this.store.query({ query: 'SELECT * FROM c' });
  }

  get(id: string, category: string): Promise<Versioned<StoredInventoryItem> | null> {
    return this.store.read(id, category);
  }

  /** The items whose name is the same name (compared by domain's nameKey): one query of every item's name. */
  async findByName(name: string): Promise<Array<Pick<InventoryItem, 'id' | 'name' | 'category'>>> {
    return withName(await this.store.query({ query: 'SELECT c.id, c.name, c.category FROM c' }), name);
  }

  /** Finds an item by id when its category is not known: a query over every partition. */
  async findById(id: string): Promise<Versioned<StoredInventoryItem> | null> {
    const [found] = await this.store.query<InventoryItem>({
      query: 'SELECT * FROM c WHERE c.id = @id',
      parameters: [{ name: '@id', value: id }],
    });
    return found ? this.store.read(found.id, found.category) : null;
  }
}

/** Recipes, partitioned by category. */
export class RecipesRepository {
  constructor(readonly store: DocumentStore<Recipe> = new CosmosStore(() => container('recipes'), 'Recipe', partitionField('recipes'))) {}

  list(): Promise<Recipe[]> {
    return this.store.query({ query: 'SELECT * FROM c' });
  }

  get(id: string, category: string): Promise<Versioned<Recipe> | null> {
    return this.store.read(id, category);
  }

  async findById(id: string): Promise<Versioned<Recipe> | null> {
    const [found] = await this.store.query<Recipe>({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] });
    return found ? this.store.read(found.id, found.category) : null;
  }

  /** The drinks whose name is the same name (compared by domain's nameKey): one query of every drink's name. */
  async findByName(name: string): Promise<Array<Pick<Recipe, 'id' | 'name' | 'category'>>> {
    return withName(await this.store.query({ query: 'SELECT c.id, c.name, c.category FROM c' }), name);
  }

  /** The recipes with the given ids, in one query. */
  byIds(ids: readonly string[]): Promise<Recipe[]> {
    return this.store.query({ query: 'SELECT * FROM c WHERE ARRAY_CONTAINS(@ids, c.id)', parameters: [{ name: '@ids', value: [...ids] }] });
  }

  /** The recipes that use an inventory item. */
  usingInventoryItem(inventoryItemId: string): Promise<Array<Pick<Recipe, 'id' | 'name'>>> {
    return this.store.query({
      query: 'SELECT c.id, c.name FROM c JOIN i IN c.ingredients WHERE i.inventoryItemId = @id',
      parameters: [{ name: '@id', value: inventoryItemId }],
    });
  }
}

/** Users, partitioned by their primary role. */
export class UsersRepository {
  constructor(readonly store: DocumentStore<User> = new CosmosStore(() => container('users'), 'User', partitionField('users'))) {}

  list(): Promise<User[]> {
    return this.store.query({ query: 'SELECT * FROM c' });
  }

  get(id: string, role: string): Promise<Versioned<User> | null> {
    return this.store.read(id, role);
  }

  /** A user whose role is not known: one query over every partition. */
  async findById(id: string): Promise<User[]> {
    return this.store.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] });
  }
}

/**
 * The change marker of one business date's orders: a small document in that date's partition, written again
 * with every order write of the date, so its ETag changes whenever any order of the date does. An unchanged
 * poll of the queue costs one point read of it (ADR 5). Its id is shorter than any order id can be (at least 8
 * characters), so it never collides with an order; the repository never hands it out as one.
 */
export const ORDERS_VERSION_ID = '~ver';

interface OrdersVersionDoc {
  id: typeof ORDERS_VERSION_ID;
  date: string;
  /** Sorts before every order (ORDER BY createdAt) and matches no status: the list queries skip it. */
  createdAt: '';
  status: '~';
  updatedAt: string;
}

const versionDoc = (date: string): OrdersVersionDoc => ({ id: ORDERS_VERSION_ID, date, createdAt: '', status: '~', updatedAt: new Date().toISOString() });

const isVersionDoc = (doc: unknown) => typeof doc === 'object' && doc !== null && (doc as { id?: unknown }).id === ORDERS_VERSION_ID;

/**
 * The orders store for everyone else (restore, backup, repairs): hides the markers and moves the date's
 * marker after every write it makes. The hot paths (placing and moving orders) write the order and the
 * marker in one batch instead: OrdersRepository.create / replace.
 */
class VersionedOrdersStore implements DocumentStore<Order> {
  constructor(
    private readonly inner: DocumentStore<Order>,
    private readonly bump: (date: string) => Promise<void>,
  ) {}

  async query<R = Order>(q: Query, options?: QueryOptions): Promise<R[]> {
    return (await this.inner.query<R>(q, options)).filter((doc) => !isVersionDoc(doc));
  }

  read(id: string, partitionKey: string): Promise<Versioned<Order> | null> {
    return id === ORDERS_VERSION_ID ? Promise.resolve(null) : this.inner.read(id, partitionKey);
  }

  async create(item: Order): Promise<Versioned<Order>> {
    const created = await this.inner.create(item);
    await this.bump(item.date);
    return created;
  }

  async replace(item: Order, partitionKey: string, etag?: string): Promise<Versioned<Order>> {
    const saved = await this.inner.replace(item, partitionKey, etag);
    await this.bump(partitionKey);
    return saved;
  }

  async upsert(item: Order): Promise<Versioned<Order>> {
    const saved = await this.inner.upsert(item);
    await this.bump(item.date);
    return saved;
  }

  async delete(id: string, partitionKey: string, etag?: string): Promise<boolean> {
    if (id === ORDERS_VERSION_ID) return false;
    const deleted = await this.inner.delete(id, partitionKey, etag);
    if (deleted) await this.bump(partitionKey);
    return deleted;
  }
}

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

/** Orders, partitioned by business date. */
export class OrdersRepository {
  readonly store: DocumentStore<Order>;

  constructor(
    private readonly ordersContainer: () => Container = () => container('orders'),
    inner: DocumentStore<Order> = new CosmosStore(() => container('orders'), 'Order', partitionField('orders')),
  ) {
    this.store = new VersionedOrdersStore(inner, async (date) => {
      await this.bumpVersion(date);
      // A poll of today's queue reads yesterday's marker only while yesterday's part of it was not empty
      // (orders are placed into today only): a write into yesterday from elsewhere (a restore) moves today's too.
      const today = businessDate(new Date(), config().BAR_TIMEZONE, config().BAR_DAY_START_HOUR);
      if (date === previousDate(today)) await this.bumpVersion(today);
    });
  }

  get(id: string, date: string): Promise<Versioned<Order> | null> {
    return this.store.read(id, date);
  }

  /**
   * One business date's orders in the given statuses, oldest first; only one customer's when given. One query
   * in the date's partition, which also returns the date's change marker (for the list's ETag).
   */
  async listForDate(date: string, statuses: readonly string[], customerId?: string): Promise<Order[]> {
    return (await this.listForDateWithVersion(date, statuses, customerId)).orders;
  }

  /** The same, with the date's change marker as the query saw it. */
  async listForDateWithVersion(date: string, statuses: readonly string[], customerId?: string): Promise<DateOrders> {
    const parameters = [
      { name: '@date', value: date },
      { name: '@statuses', value: [...statuses] },
      { name: '@version', value: ORDERS_VERSION_ID },
      ...(customerId ? [{ name: '@customerId', value: customerId }] : []),
    ];
    const q = {
      query: `SELECT * FROM c WHERE c.date = @date AND ((ARRAY_CONTAINS(@statuses, c.status)${customerId ? ' AND c.customerId = @customerId' : ''}) OR c.id = @version) ORDER BY c.createdAt ASC`,
      parameters,
    };
    const { resources } = await this.ordersContainer().items.query<Record<string, unknown>>(q, feedOptions(q, { partitionKey: date })).fetchAll();
    let version: string | null = null;
    const orders: Order[] = [];
    for (const doc of resources) {
      if (isVersionDoc(doc)) version = typeof doc._etag === 'string' ? doc._etag : null;
      else orders.push(strip<Order>(doc));
    }
    return { orders, version };
  }

  /** The ETag of a date's change marker (null when the date has none yet): one point read. */
  async version(date: string): Promise<string | null> {
    assertAddressable(date, 'partition key');
    try {
      const { resource, etag } = await this.ordersContainer().item(ORDERS_VERSION_ID, date).read();
      return resource ? etag : null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  private async bumpVersion(date: string): Promise<void> {
    assertAddressable(date, 'partition key');
    await this.ordersContainer().items.upsert(versionDoc(date));
  }

  /**
   * Writes an order and its date's change marker in one request (a transactional batch in the order's
   * partition: both or neither in Azure; the local server runs them in order and stops at the first failure).
   */
  private async writeWithVersion(operation: OperationInput, order: Order): Promise<Versioned<Order>> {
    assertAddressable(order.id, 'id');
    assertAddressable(order.date, 'partition key');
    // Each operation names the partition too: the local server reads it from there.
    const operations = [
      { ...operation, partitionKey: order.date },
      { operationType: 'Upsert', partitionKey: order.date, resourceBody: { ...versionDoc(order.date) } },
    ] as OperationInput[];
    let response;
    try {
      response = await this.ordersContainer().items.batch(operations, order.date);
    } catch (err) {
      // The SDK answers a failed batch with per-operation statuses; should it throw instead, map the same way.
      const code = statusOf(err);
      if (code === 409) throw conflict(`Order '${order.id}' already exists`);
      if (code === 412) throw preconditionFailed();
      if (code === 404) throw notFound('Order not found');
      throw err;
    }
    const [written] = (response.result ?? []) as BatchResult[];
    const status = written?.statusCode ?? response.code ?? 500;
    if (status === 409) throw conflict(`Order '${order.id}' already exists`);
    if (status === 412) throw preconditionFailed();
    if (status === 404) throw notFound('Order not found');
    if (status >= 300 || !written?.resourceBody) {
      throw Object.assign(new Error(`Order write failed with status ${status}`), { code: status >= 300 ? status : 500 });
    }
    return { item: strip<Order>(written.resourceBody), etag: written.eTag ?? String(written.resourceBody._etag ?? '') };
  }

  /** Places an order (409 when its id exists) and moves the date's marker: one request. */
  create(order: Order): Promise<Versioned<Order>> {
    return this.writeWithVersion({ operationType: 'Create', resourceBody: { ...order } as unknown as JSONObject }, order);
  }

  /** Replaces an order if it still has the given ETag (412 otherwise) and moves the date's marker: one request. */
  replace(order: Order, etag: string): Promise<Versioned<Order>> {
    return this.writeWithVersion({ operationType: 'Replace', id: order.id, resourceBody: { ...order } as unknown as JSONObject, ifMatch: etag }, order);
  }
}

export interface Repositories {
  inventory: InventoryRepository;
  recipes: RecipesRepository;
  users: UsersRepository;
  orders: OrdersRepository;
}

let repos: Repositories | undefined;

export function repositories(): Repositories {
  repos ??= {
    inventory: new InventoryRepository(),
    recipes: new RecipesRepository(),
    users: new UsersRepository(),
    orders: new OrdersRepository(),
  };
  return repos;
}
