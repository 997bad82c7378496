import {
  ACTIVE_STATUSES,
  DEFAULT_CUSTOMER_NAME,
  ORDERS_MORE_HEADER,
  boundOrders,
  formatOmittedOrders,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  canTransition,
  firstShortage,
  indexById,
  isIsoDate,
  isOrderStatus,
  messages,
  normaliseStatus,
  orderInputSchema,
  orderIngredients,
  roundMoney,
  statusPatchSchema,
  unreservedStock,
  withAvailability,
  MAX_ORDER_LINE_QUANTITY,
  type InventoryItem,
  type Order,
  type OrderInput,
  type OrderItem,
  type OrderStatus,
  type OrderStatusChange,
  type Recipe,
  type Persona,
} from '@bar/domain';
import { createHash } from 'node:crypto';
import type { Principal } from '../auth/principal';
import { config } from '../config';
import { isPreconditionFailed } from '../data/errors';
import { MAX_ORDERS_PER_BATCH, OrdersMovedError, repositories, type DateOrders } from '../data/repositories';
import { deductOnce } from '../data/stock';
import { HttpError, badRequest, conflict, forbidden, notFound, serviceUnavailable } from '../http/errors';
import type { HandlerResult, RouteContext, RouteDefinition } from '../http/route';
import { ifNoneMatchTags } from '../http/etag';
import { parseBody, pathParam, queryEnum } from '../http/validate';
import { currentDates } from '../orders/dates';

export { currentDates } from '../orders/dates';

/** Bartenders and managers; everyone else is a guest. */
export function isStaff(principal: Principal): boolean {
  return principal.personas.includes('bartender') || principal.personas.includes('bar_manager');
}

/**
 * Whether the caller sees every order: staff do, unless they ask with role=customer (a bartender who also
 * orders as a guest). A customer sees only their own orders, whatever the query says.
 */
function seesAllOrders(ctx: RouteContext): boolean {
  const role = ctx.query.get('role') as Persona | null;
  if (!isStaff(ctx.principal)) return false;
  return role !== 'customer';
}

function dateParam(ctx: RouteContext): string | undefined {
  const date = ctx.query.get('date');
  if (date === null || date === '') return undefined;
  if (!isIsoDate(date)) throw badRequest('date: must be a date as YYYY-MM-DD');
  return date;
}

/** An order by id: at the given business date, or today's and then yesterday's. */
async function findOrder(id: string, date: string | undefined) {
  const { orders } = repositories();
  for (const d of date ? [date] : currentDates()) {
    const found = await orders.get(id, d);
    if (found) return found;
  }
  return null;
}

const VIEWS = ['active', 'all', 'completed'] as const;
const VIEW_STATUSES: Record<(typeof VIEWS)[number], readonly OrderStatus[]> = {
  active: ACTIVE_STATUSES,
  all: ORDER_STATUSES,
  completed: ['completed'],
};

/**
 * The list's ETag: the dates it read, the change markers of those dates, and whose view it is. An unchanged
 * poll is answered from the markers alone (one point read), without running the queries.
 * Shape: W/"o1.<today>.<dates read: t (today), ty (today and yesterday) or d (the date asked for)>.<hash>".
 */
function listEtag(today: string, kind: 't' | 'ty' | 'd', scope: string, versions: ReadonlyArray<string | null>): string {
  const hash = createHash('sha1').update(JSON.stringify([scope, ...versions])).digest('base64url').slice(0, 22);
  return `W/"o1.${today}.${kind}.${hash}"`;
}

/** The ETags of ours among If-None-Match, parsed. */
function ourEtags(ctx: RouteContext): Array<{ etag: string; today: string; kind: 't' | 'ty' | 'd' }> {
  const out: Array<{ etag: string; today: string; kind: 't' | 'ty' | 'd' }> = [];
  for (const etag of ifNoneMatchTags(ctx.request)) {
    const m = /^W\/"o1\.(\d{4}-\d{2}-\d{2})\.(t|ty|d)\.[A-Za-z0-9_-]+"$/.exec(etag);
    if (m) out.push({ etag, today: m[1]!, kind: m[2] as 't' | 'ty' | 'd' });
  }
  return out;
}

export const ordersList: RouteDefinition = {
  name: 'orders-list',
  methods: ['GET'],
  route: 'orders',
  access: 'authenticated',
  async handler(ctx): Promise<HandlerResult> {
    const view = queryEnum(ctx.query, 'view', VIEWS) ?? 'active';
    const date = dateParam(ctx);
    const customerId = seesAllOrders(ctx) ? undefined : ctx.principal.id;
    const scope = JSON.stringify([view, date ?? '', customerId ?? 'staff']);
    const [today, yesterday] = currentDates();
    const { orders } = repositories();

    // A poll that names a list we answered: compare the markers only (one point read, two when yesterday's
    // orders were in it), and answer 304 without running the queries when none moved.
    for (const seen of ourEtags(ctx)) {
      if (seen.today !== today || (seen.kind === 'd') !== Boolean(date)) continue;
      const dates = seen.kind === 'd' ? [date!] : seen.kind === 'ty' ? [today, yesterday] : [today];
      const versions = await Promise.all(dates.map((d) => orders.version(d)));
      const current = listEtag(today, seen.kind, scope, versions);
      if (current === seen.etag) return { status: 304, headers: { ETag: current, 'Cache-Control': 'no-cache' } };
      break;
    }

    const dates = date ? [date] : [yesterday, today];
    const lists = await Promise.all(dates.map((d) => orders.listForDateWithVersion(d, VIEW_STATUSES[view], customerId)));
    let etag: string;
    if (date) etag = listEtag(today, 'd', scope, [lists[0]!.version]);
    else {
      const [old, now] = lists as [DateOrders, DateOrders];
      // Yesterday's part counts when it holds orders of this view, or (outside the active view, which orders
      // only leave) when anything was written that day. Orders are only ever placed into today.
      const withYesterday = old.orders.length > 0 || (view !== 'active' && old.version !== null);
      etag = withYesterday ? listEtag(today, 'ty', scope, [now.version, old.version]) : listEtag(today, 't', scope, [now.version]);
    }
    // However many orders are on their way, the answer stays bounded: per open status the next ones to make,
    // the rest counted in X-Orders-More for the queue's 'and N more'.
    const bounded = boundOrders(lists.flatMap((l) => l.orders));
    const more = formatOmittedOrders(bounded.omitted);
    return { body: bounded.orders, headers: { ETag: etag, ...(more ? { [ORDERS_MORE_HEADER]: more } : {}) } };
  },
};

export const ordersGet: RouteDefinition = {
  name: 'orders-get',
  methods: ['GET'],
  route: 'orders/{id}',
  access: 'authenticated',
  async handler(ctx) {
    const found = await findOrder(pathParam(ctx.params, 'id'), dateParam(ctx));
    // Another guest's order is answered as missing: its existence is none of the caller's business.
    if (!found || (!seesAllOrders(ctx) && found.item.customerId !== ctx.principal.id)) throw notFound(messages.orderNotFound);
    return { body: found.item, headers: { ETag: found.etag } };
  },
};

export const ordersCreate: RouteDefinition = {
  name: 'orders-create',
  methods: ['POST'],
  route: 'orders',
  access: 'authenticated',
  async handler(ctx) {
    const input = parseBody(orderInputSchema, ctx.body);
    // One line per drink: a cart that names a drink twice is added up.
    const quantities = new Map<string, number>();
    for (const line of input.items) quantities.set(line.recipeId, (quantities.get(line.recipeId) ?? 0) + line.quantity);
    for (const [recipeId, quantity] of quantities) {
      if (quantity > MAX_ORDER_LINE_QUANTITY) throw badRequest(`items: at most ${MAX_ORDER_LINE_QUANTITY} of one drink per order (${recipeId})`);
    }
    const { recipes } = repositories();
    const [today, yesterday] = currentDates();
    const found = await recipes.byIds([...quantities.keys()]);
    const recipesById = indexById(found);
    [...quantities.keys()].forEach((recipeId, index) => {
      if (!recipesById.has(recipeId)) throw badRequest(`items.${index}.recipeId: there is no drink '${recipeId}' on the menu`);
    });
    // Checked against the orders on their way and the stock as they are now; written only if no other order of
    // the day was placed meanwhile (its date's reservations marker), else checked again. So of two guests
    // ordering the last serving at once, one gets it. The orders that arrive on this instance while others are
    // being placed wait and are then checked and written together (see PlacementQueue).
    return placements.submit({ ctx, input, quantities, recipesById, dates: [today, yesterday] });
  },
};

const PLACE_ATTEMPTS = 5;
const BUSY = 'The bar is very busy right now. Please place the order again.';

/** An order asking to be placed, with what its request already read, and how to answer it. */
interface Placement {
  ctx: RouteContext;
  input: OrderInput;
  quantities: ReadonlyMap<string, number>;
  recipesById: ReadonlyMap<string, Recipe>;
  dates: [today: string, yesterday: string];
}

interface Waiting extends Placement {
  resolve(result: HandlerResult): void;
  reject(error: unknown): void;
}

/**
 * The orders waiting to be placed on this instance. One group at a time: whatever arrived while the last group
 * was being written is checked and written together, in arrival order (one query of the orders on their way, one
 * of the stock, one batch write for the group), so a rush costs a few requests per group instead of per order,
 * and orders of one instance never invalidate each other's check. Past `maxWaiting` waiting, a new order is
 * refused at once with the busy message.
 */
class PlacementQueue {
  private waiting: Waiting[] = [];
  private draining = false;

  constructor(private readonly maxWaiting: number) {}

  submit(placement: Placement): Promise<HandlerResult> {
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(serviceUnavailable(BUSY));
    return new Promise<HandlerResult>((resolve, reject) => {
      this.waiting.push({ ...placement, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.waiting.length) {
        const group = this.waiting.splice(0, MAX_ORDERS_PER_BATCH);
        // The same id twice (a double tap, a retry while the first is still waiting): the second waits for the
        // next group, where it finds the order the first placed.
        const ids = new Set<string>();
        const now = group.filter((m) => !ids.has(m.input.id) && Boolean(ids.add(m.input.id)));
        this.waiting.unshift(...group.filter((m) => !now.includes(m)));
        await placeGroup(now);
      }
    } finally {
      this.draining = false;
    }
  }
}

const placements = new PlacementQueue(1000);

/**
 * Checks a group of orders against the guests' open orders and the free stock, in arrival order (each accepted
 * order holds back its stock from the next), and writes the accepted ones in one batch, guarded by the day's
 * reservations marker; checked again if another instance placed orders meanwhile. Settles every member; never
 * throws. `alone`: a group of one placed after its group's batch met an existing id (a retried request).
 */
async function placeGroup(group: Waiting[], alone = false): Promise<void> {
  const { inventory, orders } = repositories();
  let pending = group;
  for (let attempt = 1; attempt <= PLACE_ATTEMPTS && pending.length; attempt++) {
    const [today, yesterday] = pending[0]!.dates;
    let accepted: Array<{ member: Waiting; order: Order }>;
    let seen: string | null;
    try {
      // The open orders before the stock: an order that reaches ready in between is then counted twice (a
      // refusal too many) rather than not at all.
      const open = await orders.openOrders([today, yesterday], ACTIVE_STATUSES);
      const stock = indexById(await inventory.list());
      seen = open.reservations.get(today) ?? null;
      // A retry of an order already placed (and still on its way) gets the order it placed; it is not written
      // again, so it cannot fail the group's batch.
      const placed = new Map(open.orders.map((o) => [o.id, o]));
      const others: Array<Pick<Order, 'customerId' | 'status' | 'stockDeducted' | 'ingredients'>> = [...open.orders];
      accepted = [];
      for (const member of pending) {
        const existing = placed.get(member.input.id);
        if (existing) {
          void answerExisting(member, existing).then(member.resolve, member.reject);
          continue;
        }
        try {
          const order = checkOrder(member, today, others, stock);
          accepted.push({ member, order });
          others.push(order);
        } catch (err) {
          member.reject(err);
        }
      }
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
      accepted.forEach(({ member }, i) => member.resolve({ status: 201, body: written[i]!.item, headers: { ETag: written[i]!.etag } }));
      return;
    } catch (err) {
      if (err instanceof OrdersMovedError) {
        pending = accepted.map((a) => a.member);
        continue;
      }
      if (err instanceof HttpError && err.status === 409) {
        // An id that exists already: a retried request, or a double tap in the same group. One at a time, so
        // each gets its own answer.
        if (!alone) {
          for (const { member } of accepted) await placeGroup([member], true);
          return;
        }
        const { member, order } = accepted[0]!;
        await answerExisting(member, order).then(member.resolve, member.reject);
        return;
      }
      for (const { member } of accepted) member.reject(err);
      return;
    }
  }
  for (const member of pending) member.reject(serviceUnavailable(BUSY));
}

/** The order a guest asks for, priced by the server, if their open orders and the free stock allow it. */
function checkOrder(
  { ctx, input, quantities, recipesById }: Placement,
  today: string,
  others: ReadonlyArray<Pick<Order, 'customerId' | 'status' | 'stockDeducted' | 'ingredients'>>,
  stock: ReadonlyMap<string, InventoryItem>,
): Order {
  const limit = config().OPEN_ORDERS_PER_GUEST;
  const mine = others.filter((o) => o.customerId === ctx.principal.id && ACTIVE_STATUSES.includes(o.status));
  if (mine.length >= limit) throw conflict(messages.tooManyOpenOrders(limit));
  // What is left once the orders on their way have taken theirs.
  const free = unreservedStock(stock, others);
  const lines: OrderItem[] = [...quantities].map(([recipeId, quantity], index) => {
    const recipe = recipesById.get(recipeId);
    if (!recipe) throw badRequest(`items.${index}.recipeId: there is no drink '${recipeId}' on the menu`);
    if (!withAvailability(recipe, free).available) throw conflict(messages.unavailable(recipe.name));
    return { recipeId, recipeName: recipe.name, quantity, price: recipe.price };
  });
  const ingredients = orderIngredients(lines, recipesById, stock);
  const short = firstShortage(ingredients, free);
  if (short) {
    const drink = lines.find((l) => recipesById.get(l.recipeId)!.ingredients.some((i) => i.inventoryItemId === short.inventoryItemId));
    throw conflict(messages.unavailable(drink?.recipeName ?? short.name));
  }
  const now = new Date().toISOString();
  const override = input.customerNameOverride?.trim();
  return {
    id: input.id,
    date: today,
    items: lines,
    status: 'pending',
    totalPrice: roundMoney(lines.reduce((sum, l) => sum + l.price * l.quantity, 0)),
    customerId: ctx.principal.id,
    customerName: ctx.principal.name || DEFAULT_CUSTOMER_NAME,
    ...(override ? { customerNameOverride: override } : {}),
    createdAt: now,
    updatedAt: now,
    ingredients,
    stockDeducted: false,
  };
}

/** The id is the idempotency key: a retry or a double tap gets the order it already placed; anyone else, 409. */
async function answerExisting({ ctx }: Placement, order: Pick<Order, 'id' | 'date'>): Promise<HandlerResult> {
  const existing = await repositories().orders.get(order.id, order.date);
  if (existing && existing.item.customerId === ctx.principal.id) return { status: 200, body: existing.item, headers: { ETag: existing.etag } };
  throw conflict('This order id is already taken. Please place the order again.');
}

/**
 * Moves an order one step: pending -> preparing -> ready -> completed. The write is conditional on the version
 * that was read, so of two bartenders pressing the same button one moves the order and the other is told it
 * already moved. Reaching ready takes the ingredients from stock, exactly once.
 */
export const ordersPatchStatus: RouteDefinition = {
  name: 'orders-patch-status',
  methods: ['PATCH'],
  route: 'orders/{id}/status',
  access: ['bartender', 'bar_manager'],
  async handler(ctx) {
    const { status: raw } = parseBody(statusPatchSchema, ctx.body);
    const target = normaliseStatus(raw);
    if (!isOrderStatus(target)) throw badRequest(`status: must be one of ${ORDER_STATUSES.join(', ')} (or served)`);
    if (!isStaff(ctx.principal)) throw forbidden();
    const found = await findOrder(pathParam(ctx.params, 'id'), dateParam(ctx));
    if (!found) throw notFound(messages.orderNotFound);
    const { item: order, etag } = found;
    const needsDeduction = (o: Order) => !o.stockDeducted && (o.status === 'ready' || o.status === 'completed');

    if (!canTransition(order.status, target)) {
      // A move that was interrupted after the status was written still gets its stock taken.
      if (needsDeduction(order)) await finishDeduction(order, etag);
      if (order.status === target) throw conflict(`This order was already moved to ${target}`);
      const next = ORDER_TRANSITIONS[order.status];
      throw conflict(`Cannot move an order from ${order.status} to ${target}${next ? ` (the next step is ${next})` : ''}`);
    }

    const now = new Date().toISOString();
    const move: OrderStatusChange = { at: now, by: { id: ctx.principal.id, name: ctx.principal.name }, from: order.status, to: target };
    let updated: Order = { ...order, status: target, updatedAt: now };
    if (target === 'ready' || needsDeduction(updated)) {
      // Deduct first: each item remembers this order, so a retry after a crash or a racing bartender deducts
      // nothing twice; then the status write, conditional on the version read.
      const { shortfalls, changes } = await deductOnce(order.id, order.ingredients ?? [], now);
      updated = { ...updated, stockDeducted: true, ...(shortfalls.length ? { shortfalls } : {}) };
      if (changes.length) move.stock = changes;
    }
    updated.history = [...(order.history ?? []), move];
    try {
      // The status and the date's change marker, in one request; conditional on the version read.
      const saved = await repositories().orders.replace(updated, etag);
      return { body: saved.item, headers: { ETag: saved.etag } };
    } catch (err) {
      if (!isPreconditionFailed(err) && !(err instanceof HttpError && err.status === 412)) throw err;
      const now2 = await repositories().orders.get(order.id, order.date);
      throw conflict(`This order was already moved to ${now2?.item.status ?? 'another state'} by someone else`);
    }
  },
};

async function finishDeduction(order: Order, etag: string): Promise<void> {
  const { shortfalls } = await deductOnce(order.id, order.ingredients ?? []);
  await repositories()
    .orders.store.replace({ ...order, stockDeducted: true, ...(shortfalls.length ? { shortfalls } : {}) }, order.date, etag)
    .catch(() => undefined);
}

export const routes = [ordersList, ordersGet, ordersCreate, ordersPatchStatus];
