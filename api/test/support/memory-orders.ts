// In-memory implementations of the order use cases' ports, for fast unit tests of the rules (no server). They
// keep the same contracts as the repositories: createMany is all or nothing, guarded by the date's reservations
// marker, 409 on an id that exists.
import {
  ACTIVE_STATUSES,
  inventoryItemInputSchema,
  recipeInputSchema,
  type InventoryItem,
  type Order,
  type OrderIngredient,
  type Recipe,
  type StockChange,
} from '@bar/domain';
import type { Deduct, MovePorts, MoveStock } from '../../src/orders/move-ports';
import { deductEach, deducted, restocked, takenBy, type OnceItem } from '../../src/data/stock-once';
import { alreadyExists, notFound, preconditionFailed } from '../../src/errors';
import type { OpenOrder, OrdersPort, PlaceOrderPorts } from '../../src/orders/place-order';

const AT = '2026-11-20T00:00:00Z';
/** An inventory item as the store keeps it, from the fields a manager sends (checked by the domain schema). */
export const item = (id: string, fields: Record<string, unknown>): InventoryItem => ({ id, ...inventoryItemInputSchema.parse(fields), createdAt: AT, updatedAt: AT });
/** A recipe as the store keeps it, from the fields a manager sends, with its price. */
export const recipe = (id: string, fields: Record<string, unknown>): Recipe =>
  ({ id, ...recipeInputSchema.parse(fields), price: fields.price as number, createdAt: AT, updatedAt: AT }) as Recipe;

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
    if (orders.some((o) => this.docs.has(this.key(o.id, o.date)))) throw alreadyExists('An order with this id already exists');
    this.reservations.set(date, ++this.version);
    return orders.map((o) => this.put(o));
  }

  async get(id: string, date: string) {
    const found = this.docs.get(this.key(id, date));
    return found ? { item: { ...found.item }, etag: found.etag } : null;
  }

  /** Replaces an order if it still has the ETag (stale otherwise; notFound when there is none), as the repository's conditional replace does. */
  async replace(order: Order, etag: string) {
    const found = this.docs.get(this.key(order.id, order.date));
    if (!found) throw notFound('Order not found');
    if (found.etag !== etag) throw preconditionFailed();
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

export function memoryPorts(recipes: Recipe[], stock: InventoryItem[], options: { today?: string; openOrdersPerGuest?: number; openDrinksPerGuest?: number; guestStockShare?: number } = {}) {
  const orders = new MemoryOrders();
  const today = options.today ?? '2026-11-27';
  const ports: PlaceOrderPorts = {
    orders,
    recipes: { byIds: async (ids) => recipes.filter((r) => ids.includes(r.id)) },
    stock: { list: async () => stock.map((s) => ({ ...s })) },
    dates: () => [today, '2026-11-26'],
    openOrdersPerGuest: () => options.openOrdersPerGuest ?? 5,
    ...(options.openDrinksPerGuest ? { openDrinksPerGuest: () => options.openDrinksPerGuest! } : {}),
    ...(options.guestStockShare ? { guestStockShare: () => options.guestStockShare! } : {}),
    clock: () => new Date('2026-11-27T21:00:00Z'),
  };
  return { ports, orders };
}

/**
 * The stock as the moves see it (data/stock.ts in the app), deciding each item's change with the app's own
 * exactly-once rule (data/stock-once.ts: deducted, restocked): each item remembers the markers already taken from
 * it, so a deduction or a put-back happens once per marker; a quantity never goes below 0 (what was missing is a
 * shortfall).
 */
export class MemoryStock implements MoveStock {
  readonly items = new Map<string, OnceItem>();
  /** Deductions that changed an item, per marker. */
  readonly taken: string[] = [];

  constructor(levels: Record<string, number>) {
    for (const [id, quantity] of Object.entries(levels)) this.items.set(id, { quantity, appliedOrders: [] });
  }

  /** The deduction over this memory, by the same rules as the database's (data/stock-once.ts deductEach, deducted). */
  private deduct: Deduct = (marker, needs, now = AT) =>
    deductEach(needs, async (need) => {
      const item = this.items.get(need.inventoryItemId);
      if (!item) return 'missing';
      const next = deducted(item, marker, need.quantity, now);
      if (!next) return { already: takenBy(item, marker, need.quantity) };
      this.items.set(need.inventoryItemId, next);
      this.taken.push(marker);
      return { before: item.quantity, after: next.quantity };
    });

  deducting<T>(work: (deduct: Deduct) => Promise<T>): Promise<T> {
    return work(this.deduct);
  }

  async restockOnce(marker: string, taken: readonly OrderIngredient[], now = AT, afterItem?: () => void): Promise<StockChange[]> {
    const changes: StockChange[] = [];
    for (const need of taken) {
      const item = this.items.get(need.inventoryItemId);
      const next = item && restocked(item, marker, need.quantity, now);
      if (item && next) {
        this.items.set(need.inventoryItemId, next);
        changes.push({ inventoryItemId: need.inventoryItemId, name: need.name, unit: need.unit, before: item.quantity, after: next.quantity });
      }
      afterItem?.();
    }
    return changes;
  }
}

/** The moves' ports over memory: the orders, the stock, a fixed clock and dates. */
export function memoryMovePorts(orders: MemoryOrders, stock: MemoryStock, now = new Date('2026-11-27T21:10:00Z')): MovePorts {
  return { orders, stock, clock: () => now, dates: () => ['2026-11-27', '2026-11-26'] };
}
