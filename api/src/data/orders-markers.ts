/**
 * The orders' change markers (ADR 13): in each business date's partition of the orders container, two small
 * documents that are not orders. `~ver` moves with every write of an order of the date, so an unchanged poll costs
 * one point read of it; `~res` moves with every write that can change what the date's orders hold back from the
 * stock, and guards placing orders (ADR 11). Everything that knows what a marker looks like is here; the
 * repository (repositories.ts OrdersRepository) writes them with the orders in one transactional batch, and every
 * other write goes through VersionedOrdersStore. What they rely on of the database (a batch stops at a stale
 * guard and writes nothing, an upsert always gives a new ETag, a status query never returns a marker unless asked)
 * is checked against the local server by test/api/cosmos-client.test.ts.
 */
import type { Order } from '@bar/domain';
import type { DocumentStore, Query, QueryOptions, Versioned } from './store';

/**
 * The change marker of one business date's orders: a small document in that date's partition, written again
 * with every order write of the date, so its ETag changes whenever any order of the date does. An unchanged
 * poll of the queue costs one point read of it (ADR 13). Its id is shorter than any order id can be (at least 8
 * characters), so it never collides with an order; the repository never hands it out as one.
 */
export const ORDERS_VERSION_ID = '~ver';

/**
 * The id of each business date's reservations marker: moved by every write that can change what the date's
 * orders hold back from the stock (placing orders, and the generic writes of restores and repairs), and never by
 * a forward move. Placing orders is guarded by it (see createMany), so bartenders moving orders never make a
 * guest's order check again.
 */
export const ORDERS_RESERVATIONS_ID = '~res';

/** The status of both markers: no order's status, so only a query that asks for it gets them. */
export const MARKER_STATUS = '~';

interface OrdersMarkerDoc {
  id: typeof ORDERS_VERSION_ID | typeof ORDERS_RESERVATIONS_ID;
  date: string;
  /** Sorts before every order (ORDER BY createdAt) and matches no status: the list queries skip it. */
  createdAt: '';
  status: '~';
  updatedAt: string;
}

export const markerDoc = (id: OrdersMarkerDoc['id'], date: string): OrdersMarkerDoc => ({ id, date, createdAt: '', status: '~', updatedAt: new Date().toISOString() });
export const versionDoc = (date: string) => markerDoc(ORDERS_VERSION_ID, date);

export const isVersionDoc = (doc: unknown) => typeof doc === 'object' && doc !== null && (doc as { id?: unknown }).id === ORDERS_VERSION_ID;
export const isReservationsDoc = (doc: unknown) => typeof doc === 'object' && doc !== null && (doc as { id?: unknown }).id === ORDERS_RESERVATIONS_ID;
export const isMarkerDoc = (doc: unknown) => isVersionDoc(doc) || isReservationsDoc(doc);
const isMarkerId = (id: string) => id === ORDERS_VERSION_ID || id === ORDERS_RESERVATIONS_ID;

/**
 * The orders store for everyone else (restore, backup, repairs): hides the markers and moves the date's
 * marker after every write it makes. The hot paths (placing and moving orders) write the order and the
 * marker in one batch instead: OrdersRepository.create / replace.
 */
export class VersionedOrdersStore implements DocumentStore<Order> {
  constructor(
    private readonly inner: DocumentStore<Order>,
    private readonly bump: (date: string) => Promise<void>,
  ) {}

  async query<R = Order>(q: Query, options?: QueryOptions): Promise<R[]> {
    return (await this.inner.query<R>(q, options)).filter((doc) => !isMarkerDoc(doc));
  }

  read(id: string, partitionKey: string): Promise<Versioned<Order> | null> {
    return isMarkerId(id) ? Promise.resolve(null) : this.inner.read(id, partitionKey);
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
    if (isMarkerId(id)) return false;
    const deleted = await this.inner.delete(id, partitionKey, etag);
    if (deleted) await this.bump(partitionKey);
    return deleted;
  }
}
