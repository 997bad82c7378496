import {
  ACTIVE_STATUSES,
  ORDERS_MORE_HEADER,
  boundOrders,
  formatOmittedOrders,
  guestOrderView,
  ORDER_STATUSES,
  isIsoDate,
  isOrderStatus,
  messages,
  normaliseStatus,
  orderInputSchema,
  statusPatchSchema,
  type GuestOrder,
  type Order,
  type OrderStatus,
  type Persona,
} from '@bar/domain';
import { createHash } from 'node:crypto';
import type { Principal } from '../auth/principal';
import type { Dependencies } from '../composition';
import { config } from '../config';
import { OrderListRead } from '../data/order-lists';
import type { DateOrders, Repositories } from '../data/repositories';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { HandlerResult, RouteContext, RouteDefinition } from '../http/route';
import { ifMatch, ifNoneMatchTags } from '../http/etag';
import { parseBody, pathParam, queryEnum } from '../http/validate';
import { currentDates } from '../orders/dates';
import { moveBack, settled } from '../orders/move-back';
import { moveForward } from '../orders/move-order';
import type { MovePorts } from '../orders/move-ports';
import { checkSeenVersion } from '../orders/seen-version';
import { cancelOrder, type CancelOrderPorts } from '../orders/cancel-order';
import { OrderPlacer } from '../orders/place-order';
import { stockPromised } from '../orders/menu-stock';

export { currentDates } from '../orders/dates';

/** Bartenders and managers; everyone else is a guest. */
export function isStaff(principal: Principal): boolean {
  return principal.personas.includes('bartender') || principal.personas.includes('bar_manager');
}

/** An order as the caller may see it: staff the whole order, a guest their view of it (guestOrderView). */
function asSeenBy(principal: Principal, order: Order): Order | GuestOrder {
  return isStaff(principal) ? order : guestOrderView(order);
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
async function findOrder({ orders }: Pick<Repositories, 'orders'>, id: string, date: string | undefined) {
  for (const d of date ? [date] : currentDates()) {
    const found = await orders.get(id, d);
    if (found) return found;
  }
  return null;
}

const VIEWS = ['active', 'all', 'completed', 'cancelled'] as const;
const VIEW_STATUSES: Record<(typeof VIEWS)[number], readonly OrderStatus[]> = {
  active: ACTIVE_STATUSES,
  all: ORDER_STATUSES,
  completed: ['completed'],
  cancelled: ['cancelled'],
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
    const { orders } = ctx.deps;
    // Each marker read once per call; the lists from this instance's copies kept under the markers (data/order-lists.ts).
    const read = new OrderListRead(orders, today);
    // A guest's list holds tonight's orders (today's and yesterday's): another date is answered empty without a
    // query, so its reads cost nothing whatever date is asked.
    if (date && customerId !== undefined && date !== today && date !== yesterday) {
      return { body: [], headers: { ETag: listEtag(today, 'd', scope, ['guest-elsewhere']) } };
    }

    // A poll that names a list we answered: compare the markers only (one point read, two when yesterday's
    // orders were in it), and answer 304 without running the queries when none moved.
    for (const seen of ourEtags(ctx)) {
      if (seen.today !== today || (seen.kind === 'd') !== Boolean(date)) continue;
      const dates = seen.kind === 'd' ? [date!] : seen.kind === 'ty' ? [today, yesterday] : [today];
      const versions = await Promise.all(dates.map((d) => read.version(d)));
      const current = listEtag(today, seen.kind, scope, versions);
      if (current === seen.etag) return { status: 304, headers: { ETag: current, 'Cache-Control': 'no-cache' } };
      break;
    }

    const dates = date ? [date] : [yesterday, today];
    const lists = date
      ? [await orders.listForDateWithVersion(date, VIEW_STATUSES[view], customerId)]
      : await read.lists(dates, VIEW_STATUSES[view], customerId);
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
    return { body: bounded.orders.map((o) => asSeenBy(ctx.principal, o)), headers: { ETag: etag, ...(more ? { [ORDERS_MORE_HEADER]: more } : {}) } };
  },
};

export const ordersGet: RouteDefinition = {
  name: 'orders-get',
  methods: ['GET'],
  route: 'orders/{id}',
  access: 'authenticated',
  async handler(ctx) {
    const found = await findOrder(ctx.deps, pathParam(ctx.params, 'id'), dateParam(ctx));
    // Another guest's order is answered as missing: its existence is none of the caller's business.
    if (!found || (!seesAllOrders(ctx) && found.item.customerId !== ctx.principal.id)) throw notFound(messages.orderNotFound);
    const current = await settled(movePorts(ctx), found);
    return { body: asSeenBy(ctx.principal, current.item), headers: { ETag: current.etag } };
  },
};

export const ordersCreate: RouteDefinition = {
  name: 'orders-create',
  methods: ['POST'],
  route: 'orders',
  access: 'authenticated',
  async handler(ctx) {
    const input = parseBody(orderInputSchema, ctx.body);
    // Checked against the orders on their way and the stock as they are now, priced by the server, written only if
    // no other order of the day was placed meanwhile (see orders/place-order.ts).
    const placed = await orderPlacer(ctx.deps).place(ctx.principal, input);
    return { status: placed.created ? 201 : 200, body: asSeenBy(ctx.principal, placed.order), headers: { ETag: placed.etag } };
  },
};

let placer: OrderPlacer | undefined;

/** This process's order placer, over the repositories it is handed (the same ones on every call). */
function orderPlacer(repos: Pick<Dependencies, 'orders' | 'recipes' | 'inventory' | 'catalogMarker'>): OrderPlacer {
  placer ??= new OrderPlacer({
    orders: repos.orders,
    recipes: repos.recipes,
    stock: repos.inventory,
    dates: () => currentDates(),
    openOrdersPerGuest: () => config().OPEN_ORDERS_PER_GUEST,
    openDrinksPerGuest: () => config().OPEN_DRINKS_PER_GUEST,
    guestStockShare: () => config().GUEST_STOCK_SHARE,
    stockPromised: (before, after) => stockPromised(repos.catalogMarker, before, after),
  });
  return placer;
}

/** The cancel's ports over this request's dependencies (orders/cancel-order.ts). */
function cancelPorts(ctx: RouteContext): CancelOrderPorts {
  const { orders, catalogMarker, clock } = ctx.deps;
  return { orders, settled: (found) => settled(movePorts(ctx), found), promiseEnded: () => catalogMarker.bump(), now: clock };
}

/** The moves' ports over this request's dependencies (orders/move-ports.ts). */
function movePorts(ctx: RouteContext): MovePorts {
  const { orders, orderStock, clock } = ctx.deps;
  return { orders, stock: orderStock, clock, dates: () => currentDates(clock()) };
}

/**
 * Moves an order one step forward (orders/move-order.ts: conditional on the version read, stock taken at ready
 * exactly once) or, with `direction: 'back'`, one step back (orders/move-back.ts, ADR 0014: If-Match required, the
 * stock taken at ready put back once).
 */
export const ordersPatchStatus: RouteDefinition = {
  name: 'orders-patch-status',
  methods: ['PATCH'],
  route: 'orders/{id}/status',
  access: ['bartender', 'bar_manager'],
  async handler(ctx) {
    const { status: raw, direction, undo, reason } = parseBody(statusPatchSchema, ctx.body);
    const target = normaliseStatus(raw);
    if (!isOrderStatus(target)) throw badRequest(`status: must be one of ${ORDER_STATUSES.join(', ')} (or served)`);
    if (!isStaff(ctx.principal)) throw forbidden();
    const found = await findOrder(ctx.deps, pathParam(ctx.params, 'id'), dateParam(ctx));
    if (!found) throw notFound(messages.orderNotFound);
    if (target === 'cancelled' || reason !== undefined) {
      if (target !== 'cancelled' || direction === 'back') throw badRequest("reason: only a cancel ({ \"status\": \"cancelled\" }) takes a reason, and it is never a move back");
      checkSeenVersion(found, ifMatch(ctx));
      const saved = await cancelOrder(cancelPorts(ctx), ctx.principal, found, reason);
      return { body: saved.item, headers: { ETag: saved.etag } };
    }
    if (direction === 'back') {
      const saved = await moveBack(movePorts(ctx), ctx.principal, found, target, ifMatch(ctx), undo === true);
      return { body: saved.item, headers: { ETag: saved.etag } };
    }
    checkSeenVersion(found, ifMatch(ctx));
    const saved = await moveForward(movePorts(ctx), ctx.principal, found, target);
    return { body: saved.item, headers: { ETag: saved.etag } };
  },
};

export const routes = [ordersList, ordersGet, ordersCreate, ordersPatchStatus];
