import {
  ACTIVE_STATUSES,
  BACKWARD_TRANSITIONS,
  ORDERS_MORE_HEADER,
  boundOrders,
  formatOmittedOrders,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  businessDate,
  canTransition,
  firstShortage,
  indexById,
  isIsoDate,
  isOrderStatus,
  messages,
  normaliseStatus,
  orderInputSchema,
  orderIngredients,
  previousDate,
  roundMoney,
  statusPatchSchema,
  stockMarker,
  unreservedStock,
  withAvailability,
  MAX_ORDER_LINE_QUANTITY,
  type Order,
  type OrderIngredient,
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
import { OrdersMovedError, repositories, type DateOrders } from '../data/repositories';
import { deductOnce } from '../data/stock';
import { ifMatch } from '../http/etag';
import { moveBack, settled } from './order-move-back';
import { HttpError, badRequest, conflict, forbidden, notFound, serviceUnavailable } from '../http/errors';
import type { HandlerResult, RouteContext, RouteDefinition } from '../http/route';
import { parseBody, pathParam, queryEnum } from '../http/validate';

/** Today's business date and the one before: the queue reads both, so the night's orders stay in view. */
export function currentDates(now = new Date()): [string, string] {
  const cfg = config();
  const today = businessDate(now, cfg.BAR_TIMEZONE, cfg.BAR_DAY_START_HOUR);
  return [today, previousDate(today)];
}

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
  const header = ctx.request.headers.get('if-none-match');
  if (!header) return [];
  const out: Array<{ etag: string; today: string; kind: 't' | 'ty' | 'd' }> = [];
  for (const raw of header.split(',')) {
    const etag = raw.trim();
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
    const current = await settled(found);
    return { body: current.item, headers: { ETag: current.etag } };
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
    // Checked against the orders on their way and the stock as they are now; the order is written only if no
    // other order of the day was placed or moved meanwhile (its date's change marker), else checked again. So
    // of two guests ordering the last serving at once, one gets it.
    // Placements on this instance take turns, so they never invalidate each other's check; only an order
    // placed or moved elsewhere meanwhile (another instance, a bartender) makes one look again.
    return placing.run(() => checkAndPlace(ctx, input, quantities, recipesById, [today, yesterday]));
  },
};

const PLACE_ATTEMPTS = 5;

/** Checks the order against the guest's open orders and the free stock, and places it; see ordersCreate. */
async function checkAndPlace(
  ctx: RouteContext,
  input: OrderInput,
  quantities: ReadonlyMap<string, number>,
  recipesById: ReadonlyMap<string, Recipe>,
  [today, yesterday]: [string, string],
): Promise<HandlerResult> {
  const { inventory, orders } = repositories();
  for (let attempt = 1; attempt <= PLACE_ATTEMPTS; attempt++) {
    // The open orders before the stock: an order that reaches ready in between is then counted twice (a
    // refusal too many) rather than not at all.
    const open = await orders.openOrders([today, yesterday], ACTIVE_STATUSES);
    // A retry of an order already placed is not measured against itself (it gets the order it placed).
    const others = open.orders.filter((o) => o.id !== input.id);
    const mine = others.filter((o) => o.customerId === ctx.principal.id);
    const limit = config().OPEN_ORDERS_PER_GUEST;
    if (mine.length >= limit) throw conflict(messages.tooManyOpenOrders(limit));
    const stockList = await inventory.list();
    const stock = indexById(stockList);
    // What is left once the orders on their way have taken theirs.
    const free = unreservedStock(stock, others);
    const lines = [...quantities].map(([recipeId, quantity], index) => {
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
    try {
      return await placeOrder(ctx, input, today, lines, ingredients, open.versions.get(today) ?? null);
    } catch (err) {
      if (!(err instanceof OrdersMovedError)) throw err;
    }
  }
  throw serviceUnavailable(BUSY);
}
const BUSY = 'The bar is very busy right now. Please place the order again.';

/** Runs tasks one at a time, in arrival order; past `maxWaiting` waiting, a new one is refused at once. */
class TurnTaker {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly maxWaiting: number) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.waiting >= this.maxWaiting) return Promise.reject(serviceUnavailable(BUSY));
    this.waiting++;
    const result = this.tail.then(task).finally(() => {
      this.waiting--;
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const placing = new TurnTaker(1000);

async function placeOrder(
  ctx: RouteContext,
  input: OrderInput,
  date: string,
  lines: OrderItem[],
  ingredients: OrderIngredient[],
  seenVersion: string | null,
): Promise<HandlerResult> {
  const { orders } = repositories();
  const now = new Date();
  const override = input.customerNameOverride?.trim();
  const order: Order = {
    id: input.id,
    date,
    items: lines,
    status: 'pending',
    totalPrice: roundMoney(lines.reduce((sum, l) => sum + l.price * l.quantity, 0)),
    customerId: ctx.principal.id,
    customerName: ctx.principal.name || 'Customer',
    ...(override ? { customerNameOverride: override } : {}),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ingredients,
    stockDeducted: false,
  };
  try {
    // The order and its date's change marker, in one request.
    const created = await orders.create(order, seenVersion);
    return { status: 201, body: created.item, headers: { ETag: created.etag } };
  } catch (err) {
    if (!(err instanceof HttpError && err.status === 409)) throw err;
    // The id is the idempotency key: a retry or a double click gets the order it already placed.
    const existing = await orders.get(order.id, order.date);
    if (existing && existing.item.customerId === ctx.principal.id) return { status: 200, body: existing.item, headers: { ETag: existing.etag } };
    throw conflict('This order id is already taken. Please place the order again.');
  }
}

/**
 * Moves an order one step: pending -> preparing -> ready -> completed. The write is conditional on the version
 * that was read, so of two bartenders pressing the same button one moves the order and the other is told it
 * already moved. Reaching ready takes the ingredients from stock, exactly once. One step back (Undo, Move back)
 * needs If-Match and puts the stock taken at ready back once: see order-move-back.ts and ADR 0011.
 */
export const ordersPatchStatus: RouteDefinition = {
  name: 'orders-patch-status',
  methods: ['PATCH'],
  route: 'orders/{id}/status',
  access: ['bartender', 'bar_manager'],
  async handler(ctx) {
    const { status: raw, direction, undo } = parseBody(statusPatchSchema, ctx.body);
    const target = normaliseStatus(raw);
    if (!isOrderStatus(target)) throw badRequest(`status: must be one of ${ORDER_STATUSES.join(', ')} (or served)`);
    if (!isStaff(ctx.principal)) throw forbidden();
    const found = await findOrder(pathParam(ctx.params, 'id'), dateParam(ctx));
    if (!found) throw notFound(messages.orderNotFound);
    if (direction === 'back') return moveBack(ctx.principal, found, target, ifMatch(ctx), undo === true);
    // A move back whose stock is not back yet is finished before the order moves on.
    const { item: order, etag } = await settled(found);
    const needsDeduction = (o: Order) => !o.stockDeducted && (o.status === 'ready' || o.status === 'completed');

    if (!canTransition(order.status, target)) {
      // A move that was interrupted after the status was written still gets its stock taken.
      if (needsDeduction(order)) await finishDeduction(order, etag);
      if (order.status === target) throw conflict(`This order was already moved to ${target}`);
      const steps = [ORDER_TRANSITIONS[order.status], BACKWARD_TRANSITIONS[order.status]];
      const said = [steps[0] ? `the next step is ${steps[0]}` : '', steps[1] ? `one step back is ${steps[1]}` : ''].filter(Boolean).join(', ');
      throw conflict(`Cannot move an order from ${order.status} to ${target}${said ? ` (${said})` : ''}`);
    }

    const now = new Date().toISOString();
    const move: OrderStatusChange = { at: now, by: { id: ctx.principal.id, name: ctx.principal.name }, from: order.status, to: target };
    let updated: Order = { ...order, status: target, updatedAt: now };
    if (target === 'ready' || needsDeduction(updated)) {
      // Deduct first: each item remembers this order, so a retry after a crash or a racing bartender deducts
      // nothing twice; then the status write, conditional on the version read.
      const { shortfalls, changes } = await deductOnce(stockMarker(order.id, order.stockRound), order.ingredients ?? [], now);
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
  const { shortfalls } = await deductOnce(stockMarker(order.id, order.stockRound), order.ingredients ?? []);
  await repositories()
    .orders.store.replace({ ...order, stockDeducted: true, ...(shortfalls.length ? { shortfalls } : {}) }, order.date, etag)
    .catch(() => undefined);
}

export const routes = [ordersList, ordersGet, ordersCreate, ordersPatchStatus];
