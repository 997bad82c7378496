// In-memory implementations of the order use cases' ports, for fast unit tests of the rules (no server). They
// keep the same contracts as the repositories: createMany is all or nothing, guarded by the date's reservations
// marker, 409 on an id that exists.
import { ACTIVE_STATUSES, type InventoryItem, type Order, type Recipe } from '@bar/domain';
import { conflict, preconditionFailed } from '../../src/errors';
import type { OpenOrder, OrdersPort, PlaceOrderPorts } from '../../src/orders/place-order';

export class MemoryOrders implements OrdersPort {
  readonly docs = new Map<string, { item: Order; etag: string }>();
  private readonly reservations = new Map<string, number>();
  private version = 0;
  /** Calls of createMany, and the orders each wrote (or tried to). */
  readonly batches: Order[][] = [];
  /** Called before each batch is written: a test can place another instance's order here. */
  beforeWrite: (() => void | Promise<void>) | null = null;

  private key = (id: string, date: string) => `${date}/${id}`;

  async openOrders(dates: readonly string[], statuses: readonly string[] = ACTIVE_STATUSES) {
    const orders: OpenOrder[] = [...this.docs.values()]
      .map((d) => d.item)
      .filter((o) => dates.includes(o.date) && statuses.includes(o.status))
      .map(({ id, date, customerId, status, stockDeducted, ingredients, items }) => ({ id, date, customerId, status, stockDeducted, ingredients, items }));
    return { orders, reservations: new Map(dates.map((d) => [d, this.reservations.has(d) ? `"r${this.reservations.get(d)}"` : null])) };
  }

  async createMany(orders: readonly Order[], seen: string | null) {
    this.batches.push([...orders]);
    await this.beforeWrite?.();
    const date = orders[0]!.date;
    const current = this.reservations.has(date) ? `"r${this.reservations.get(date)}"` : null;
    if (current !== seen) throw preconditionFailed('The orders changed while these were being placed');
    if (orders.some((o) => this.docs.has(this.key(o.id, o.date)))) throw conflict('An order with this id already exists');
    this.reservations.set(date, ++this.version);
    return orders.map((o) => this.put(o));
  }

  async get(id: string, date: string) {
    const found = this.docs.get(this.key(id, date));
    return found ? { item: { ...found.item }, etag: found.etag } : null;
  }

  /** Replaces an order if it still has the ETag (412 otherwise), as the repository's conditional replace does. */
  async replace(order: Order, etag: string) {
    const found = this.docs.get(this.key(order.id, order.date));
    if (!found || found.etag !== etag) throw preconditionFailed();
    return this.put(order);
  }

  /** Writes an order as another instance or an earlier request did, moving the reservations marker. */
  place(order: Order) {
    this.reservations.set(order.date, ++this.version);
    return this.put(order);
  }

  private put(order: Order) {
    const stored = { item: { ...order }, etag: `"o${++this.version}"` };
    this.docs.set(this.key(order.id, order.date), stored);
    return { item: { ...order }, etag: stored.etag };
  }
}

export function memoryPorts(recipes: Recipe[], stock: InventoryItem[], options: { today?: string; openOrdersPerGuest?: number; openDrinksPerGuest?: number } = {}) {
  const orders = new MemoryOrders();
  const today = options.today ?? '2026-11-27';
  const ports: PlaceOrderPorts = {
    orders,
    recipes: { byIds: async (ids) => recipes.filter((r) => ids.includes(r.id)) },
    stock: { list: async () => stock.map((s) => ({ ...s })) },
    dates: () => [today, '2026-11-26'],
    openOrdersPerGuest: () => options.openOrdersPerGuest ?? 5,
    ...(options.openDrinksPerGuest ? { openDrinksPerGuest: () => options.openDrinksPerGuest! } : {}),
    now: () => new Date('2026-11-27T21:00:00Z'),
  };
  return { ports, orders };
}
