/**
 * Placing an order: the rules the server decides (prices, caps, availability, the stock promised to the orders on
 * their way, idempotent retries), and how a rush is written (ADR 6, ADR 11). The handler parses the request and
 * answers; the data comes through the ports, so the rules run in unit tests with in-memory ports
 * (api/test/support/memory-orders.ts) as well as over the real database.
 */
import {
  ACTIVE_STATUSES,
  pickupName,
  DEFAULT_GUEST_STOCK_SHARE,
  MAX_OPEN_DRINKS_PER_GUEST,
  MAX_ORDER_DRINKS,
  MAX_ORDER_LINE_QUANTITY,
  firstShortage,
  guestShareExceeded,
  indexById,
  messages,
  orderIngredients,
  orderTotal,
  reservesStock,
  sumIngredients,
  unreservedStock,
  withAvailability,
  type InventoryItem,
  type Order,
  type OrderInput,
  type OrderItem,
  type Recipe,
} from '@bar/domain';
import { badRequest, conflict, isAlreadyExists, isStale, serviceUnavailable, tooManyRequests, type AppError } from '../errors';

/** The orders still on their way, as placing needs them (the repository's read of them). */
import type { OpenOrder } from '../data/repositories';

export type { OpenOrder };

export interface PlaceOrderPorts {
  orders: OrdersPort;
  recipes: { byIds(ids: readonly string[]): Promise<Recipe[]> };
  stock: { list(): Promise<InventoryItem[]> };
  /** Today's business date and the one before. */
  dates(): [today: string, yesterday: string];
  /** At most this many orders on their way per guest. */
  openOrdersPerGuest(): number;
  /** At most this many drinks on their way per guest, all their open orders together (default MAX_OPEN_DRINKS_PER_GUEST). */
  openDrinksPerGuest?(): number;
  /** The share of what other guests leave of an item that one guest's orders may hold (default DEFAULT_GUEST_STOCK_SHARE; 1: off). */
  guestStockShare?(): number;
  /** The clock: the orders' creation time. */
  clock(): Date;
  /**
   * After a group was written, with the free stock before and after it: the menu follows (it moves the catalog's
   * marker when a drink can no longer be served once more, see orders/menu-stock.ts). A failure here does not
   * undo or fail the placed orders.
   */
  stockPromised?(before: ReadonlyMap<string, InventoryItem>, after: ReadonlyMap<string, InventoryItem>): Promise<void>;
}

/** The orders, as placing needs them (the repository in the app, memory in unit tests). */
export interface OrdersPort {
  /** The open orders of the dates, with each date's reservations marker (null: none yet). */
  openOrders(dates: readonly string[], statuses: readonly string[]): Promise<{ orders: OpenOrder[]; reservations: ReadonlyMap<string, string | null> }>;
  /**
   * Writes orders of one date in one request, only if the date's reservations marker is still `seen`: stale
   * otherwise (another order was placed meanwhile), exists when an id is taken; nothing written either way.
   */
  createMany(orders: readonly Order[], seen: string | null): Promise<Array<{ item: Order; etag: string }>>;
  get(id: string, date: string): Promise<{ item: Order; etag: string } | null>;
}

export interface Customer {
  id: string;
  name?: string;
}

export interface Placed {
  /** False: the request was a retry of an order already placed, answered with it. */
  created: boolean;
  order: Order;
  etag: string;
}

const PLACE_ATTEMPTS = 5;

/** How many drinks an open order holds (an order read without its lines counts as the most one order may hold). */
function drinksOf(order: Pick<OpenOrder, 'items'>): number {
  if (!Array.isArray(order.items)) return MAX_ORDER_DRINKS;
  return order.items.reduce((n, l) => n + (Number.isFinite(l.quantity) ? l.quantity : 0), 0);
}
/** The most orders one group writes (a transactional batch holds at most 100 operations). */
export const MAX_ORDERS_PER_GROUP = 50;
export const BUSY = 'The bar is very busy right now. Please place the order again.';

/** A guest who already has as many orders being placed as they may have on their way. */
export function placingAlready(count: number): AppError {
  return tooManyRequests(
    `You already have ${count} ${count === 1 ? 'order' : 'orders'} being placed. Please wait for ${count === 1 ? 'it' : 'them'} before placing another.`,
    2,
  );
}

interface Waiting {
  customer: Customer;
  input: OrderInput;
  quantities: ReadonlyMap<string, number>;
  dates: [string, string];
  resolve(result: Placed): void;
  reject(error: unknown): void;
}

/**
 * Places orders. One group at a time per instance: whatever arrived while the last group was being written is
 * checked and written together, in arrival order (one read of the group's drinks, one of the orders on their way,
 * one of the stock, one batch for the group), so a rush costs a few requests per group instead of per order, and
 * orders of one instance never invalidate each other's check. Past `maxWaiting` waiting, a new order is refused at
 * once with the busy message.
 */
export class OrderPlacer {
  private waiting: Waiting[] = [];
  private draining = false;
  /** Per guest, their placements in progress (checked, waiting in the queue, or being written). */
  private readonly placing = new Map<string, number>();

  constructor(
    private readonly ports: PlaceOrderPorts,
    private readonly maxWaiting = 1000,
  ) {}

  /** Places a guest's order (or answers a retry with the order it placed). Throws AppError for what is refused. */
  async place(customer: Customer, input: OrderInput): Promise<Placed> {
    // A guest's placements in progress count against their open orders' cap, before anything is read or queued:
    // more than the cap could never all be accepted, and one guest's burst must not fill the queue every guest
    // shares. Past it the extra placement is refused at once and takes no place.
    const limit = this.ports.openOrdersPerGuest();
    const placing = this.placing.get(customer.id) ?? 0;
    if (placing >= limit) throw placingAlready(placing);
    this.placing.set(customer.id, placing + 1);
    try {
      return await this.placeCounted(customer, input);
    } finally {
      const left = (this.placing.get(customer.id) ?? 1) - 1;
      if (left > 0) this.placing.set(customer.id, left);
      else this.placing.delete(customer.id);
    }
  }

  private async placeCounted(customer: Customer, input: OrderInput): Promise<Placed> {
    // One line per drink: a cart that names a drink twice is added up.
    const quantities = new Map<string, number>();
    for (const line of input.items) quantities.set(line.recipeId, (quantities.get(line.recipeId) ?? 0) + line.quantity);
    for (const [recipeId, quantity] of quantities) {
      if (quantity > MAX_ORDER_LINE_QUANTITY) throw badRequest(`items: at most ${MAX_ORDER_LINE_QUANTITY} of one drink per order (${recipeId})`);
    }
    const dates = this.ports.dates();
    if (this.waiting.length >= this.maxWaiting) throw serviceUnavailable(BUSY);
    return new Promise<Placed>((resolve, reject) => {
      this.waiting.push({ customer, input, quantities, dates, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.waiting.length) {
        const group = this.waiting.splice(0, MAX_ORDERS_PER_GROUP);
        // The same id twice (a double tap, a retry while the first is still waiting): the second waits for the
        // next group, where it finds the order the first placed.
        const ids = new Set<string>();
        const now = group.filter((m) => !ids.has(m.input.id) && Boolean(ids.add(m.input.id)));
        this.waiting.unshift(...group.filter((m) => !now.includes(m)));
        await this.placeGroup(now);
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * Checks a group against the guests' open orders and the free stock, in arrival order (each accepted order holds
   * back its stock from the next), and writes the accepted ones in one batch guarded by the day's reservations
   * marker; checked again when another instance placed orders meanwhile. Settles every member; never throws.
   * `alone`: a group of one placed after its group's batch met an existing id.
   */
  private async placeGroup(group: Waiting[], alone = false): Promise<void> {
    const { orders, stock } = this.ports;
    let pending = group;
    // The group's drinks, read once (one query for the whole group, beside the first read of the open orders).
    const drinks: Promise<ReadonlyMap<string, Recipe>> = this.ports.recipes.byIds([...new Set(group.flatMap((m) => [...m.quantities.keys()]))]).then(indexById);
    drinks.catch(() => undefined);
    for (let attempt = 1; attempt <= PLACE_ATTEMPTS && pending.length; attempt++) {
      const [today, yesterday] = pending[0]!.dates;
      let accepted: Array<{ member: Waiting; order: Order }>;
      let seen: string | null;
      let freeBefore: ReadonlyMap<string, InventoryItem>;
      let freeAfter: ReadonlyMap<string, InventoryItem>;
      try {
        // The open orders before the stock: an order that reaches ready in between is then counted twice (a
        // refusal too many) rather than not at all.
        const open = await orders.openOrders([today, yesterday], ACTIVE_STATUSES);
        const recipesById = await drinks;
        if (attempt === 1) {
          // A drink that is not on the menu: that member is refused (invalid), the others go on.
          pending = pending.filter((member) => {
            const index = [...member.quantities.keys()].findIndex((id) => !recipesById.has(id));
            if (index < 0) return true;
            member.reject(badRequest(`items.${index}.recipeId: there is no drink '${[...member.quantities.keys()][index]}' on the menu`));
            return false;
          });
          if (!pending.length) return;
        }
        const stockById = indexById(await stock.list());
        seen = open.reservations.get(today) ?? null;
        // A retry of an order already placed (and still on its way) gets the order it placed; it is not written
        // again, so it cannot fail the group's batch.
        const placed = new Map(open.orders.map((o) => [o.id, o]));
        const others: Array<Omit<OpenOrder, 'id' | 'date'>> = [...open.orders];
        accepted = [];
        for (const member of pending) {
          const existing = placed.get(member.input.id);
          if (existing) {
            void this.existing(member, existing).then(member.resolve, member.reject);
            continue;
          }
          try {
            const order = this.check(member, recipesById, today, others, stockById);
            accepted.push({ member, order });
            others.push(order);
          } catch (err) {
            member.reject(err);
          }
        }
        freeBefore = unreservedStock(stockById, open.orders);
        freeAfter = unreservedStock(stockById, others);
      } catch (err) {
        for (const member of pending) member.reject(err);
        return;
      }
      if (!accepted.length) return;
      try {
        const written = await orders.createMany(
          accepted.map((a) => a.order),
          seen,
        );
        // The menu shows what is left before the guests hear their orders were placed.
        await this.ports.stockPromised?.(freeBefore, freeAfter).catch(() => undefined);
        accepted.forEach(({ member }, i) => member.resolve({ created: true, order: written[i]!.item, etag: written[i]!.etag }));
        return;
      } catch (err) {
        if (isStale(err)) {
          // Another instance placed orders meanwhile: check again against what is on its way now.
          pending = accepted.map((a) => a.member);
          continue;
        }
        if (isAlreadyExists(err)) {
          // An id that exists already (an order no longer on its way, retried): one at a time, so each gets its
          // own answer.
          if (!alone) {
            for (const { member } of accepted) await this.placeGroup([member], true);
            return;
          }
          const { member, order } = accepted[0]!;
          await this.existing(member, order).then(member.resolve, member.reject);
          return;
        }
        for (const { member } of accepted) member.reject(err);
        return;
      }
    }
    for (const member of pending) member.reject(serviceUnavailable(BUSY));
  }

  /** The order a guest asks for, priced by the server, if their open orders and the free stock allow it. */
  private check(
    { customer, input, quantities }: Waiting,
    recipesById: ReadonlyMap<string, Recipe>,
    today: string,
    others: ReadonlyArray<Omit<OpenOrder, 'id' | 'date'>>,
    stock: ReadonlyMap<string, InventoryItem>,
  ): Order {
    const limit = this.ports.openOrdersPerGuest();
    const mine = others.filter((o) => o.customerId === customer.id && ACTIVE_STATUSES.includes(o.status));
    if (mine.length >= limit) throw conflict(messages.tooManyOpenOrders(limit));
    // Drinks on the way, all the guest's open orders together (each accepted order of the group counts already).
    const onTheWay = mine.reduce((n, o) => n + drinksOf(o), 0);
    const asked = [...quantities.values()].reduce((n, q) => n + q, 0);
    const drinkLimit = this.ports.openDrinksPerGuest?.() ?? MAX_OPEN_DRINKS_PER_GUEST;
    if (onTheWay + asked > drinkLimit) throw conflict(messages.tooManyOpenDrinks(onTheWay, drinkLimit));
    // What is left once the orders on their way have taken theirs.
    const free = unreservedStock(stock, others);
    const lines: OrderItem[] = [...quantities].map(([recipeId, quantity]) => {
      const recipe = recipesById.get(recipeId)!;
      if (!withAvailability(recipe, free).available) throw conflict(messages.unavailable(recipe.name));
      return { recipeId, recipeName: recipe.name, quantity, price: recipe.price };
    });
    const ingredients = orderIngredients(lines, recipesById, stock);
    const drinkNeeding = (itemId: string) => lines.find((l) => recipesById.get(l.recipeId)!.ingredients.some((i) => i.inventoryItemId === itemId));
    const short = firstShortage(ingredients, free);
    if (short) throw conflict(messages.unavailable(drinkNeeding(short.inventoryItemId)?.recipeName ?? short.name));
    // One guest's share of what is left (ADR 29): what their orders on the way hold of an item, this one with
    // them, stays within a share of what other guests' orders leave of it (one serving always fits).
    const share = this.ports.guestStockShare?.() ?? DEFAULT_GUEST_STOCK_SHARE;
    const held = new Map(sumIngredients(mine.filter(reservesStock).map((o) => o.ingredients ?? [])).map((i) => [i.inventoryItemId, i.quantity]));
    const leftForGuest = unreservedStock(stock, others.filter((o) => o.customerId !== customer.id));
    const oneServing = new Map<string, number>();
    for (const line of lines) {
      for (const need of orderIngredients([{ recipeId: line.recipeId, quantity: 1 }], recipesById, stock)) {
        oneServing.set(need.inventoryItemId, Math.max(oneServing.get(need.inventoryItemId) ?? 0, need.quantity));
      }
    }
    const over = guestShareExceeded(ingredients, leftForGuest, held, oneServing, share);
    if (over) throw conflict(messages.guestShare(drinkNeeding(over.inventoryItemId)?.recipeName ?? over.name, over.name, share));
    const now = this.ports.clock().toISOString();
    const override = input.customerNameOverride?.trim();
    return {
      id: input.id,
      date: today,
      items: lines,
      status: 'pending',
      totalPrice: orderTotal(lines),
      customerId: customer.id,
      customerName: pickupName({ customerName: customer.name }),
      ...(override ? { customerNameOverride: override } : {}),
      createdAt: now,
      updatedAt: now,
      ingredients,
      stockDeducted: false,
    };
  }

  /**
   * The id is the idempotency key: a retry or a double tap of the same order gets the order it already placed;
   * anyone else, or the same guest with other drinks under the same id, a conflict (nothing is placed).
   */
  private async existing({ customer, quantities }: Waiting, order: Pick<Order, 'id' | 'date'>): Promise<Placed> {
    const found = await this.ports.orders.get(order.id, order.date);
    if (!found || found.item.customerId !== customer.id) throw conflict('This order id is already taken. Please place the order again.');
    const placed = found.item.items;
    const same = placed.length === quantities.size && placed.every((line) => quantities.get(line.recipeId) === line.quantity);
    if (!same) throw conflict('This order id was already used for another order. Please place the order again.');
    return { created: false, order: found.item, etag: found.etag };
  }
}
