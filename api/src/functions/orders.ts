import { ORDERS_MORE_HEADER, formatOmittedOrders, orderInputSchema, statusPatchSchema } from '@bar/domain';
import type { HandlerResult, RouteContext, RouteDefinition } from '../http/route';
import { ifMatch, ifNoneMatchTags } from '../http/etag';
import { parseBody, pathParam, queryDate, queryEnum } from '../http/validate';
import type { CancelOrderPorts } from '../orders/cancel-order';
import { changeStatus } from '../orders/change-status';
import { asSeenBy, ordersOf, readOrder } from '../orders/find-order';
import { ORDER_VIEWS, listOrders, type ListOrdersPorts } from '../orders/list-orders';
import { settled } from '../orders/move-back';
import type { MovePorts } from '../orders/move-ports';

/** The business date a request names (?date=), if any. */
const dateParam = (ctx: RouteContext) => queryDate(ctx.query, 'date');

/** Whose orders the caller sees (orders/find-order.ts): staff every order, unless they ask with role=customer. */
const ordersOfCaller = (ctx: RouteContext) => ordersOf(ctx.principal, ctx.query.get('role'));

/** The lists' reads over this request's dependencies (orders/list-orders.ts). */
function listPorts(ctx: RouteContext): ListOrdersPorts {
  return { ...ctx.deps.orderLists, dates: ctx.deps.dates };
}

export const ordersList: RouteDefinition = {
  name: 'orders-list',
  methods: ['GET'],
  route: 'orders',
  access: 'authenticated',
  async handler(ctx): Promise<HandlerResult> {
    const view = queryEnum(ctx.query, 'view', ORDER_VIEWS) ?? 'active';
    const listed = await listOrders(listPorts(ctx), { view, date: dateParam(ctx), customerId: ordersOfCaller(ctx), seen: ifNoneMatchTags(ctx.request) });
    if (listed.unchanged) return { status: 304, headers: { ETag: listed.etag, 'Cache-Control': 'no-cache' } };
    // The orders left out of a bounded list are counted in X-Orders-More, for the queue's 'and N more'.
    const more = formatOmittedOrders(listed.omitted);
    return { body: listed.orders.map((o) => asSeenBy(ctx.principal, o)), headers: { ETag: listed.etag, ...(more ? { [ORDERS_MORE_HEADER]: more } : {}) } };
  },
};

export const ordersGet: RouteDefinition = {
  name: 'orders-get',
  methods: ['GET'],
  route: 'orders/{id}',
  access: 'authenticated',
  async handler(ctx) {
    const current = await readOrder(movePorts(ctx), ordersOfCaller(ctx), pathParam(ctx.params, 'id'), dateParam(ctx));
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
    const placed = await ctx.deps.placer.place(ctx.principal, input);
    return { status: placed.created ? 201 : 200, body: asSeenBy(ctx.principal, placed.order), headers: { ETag: placed.etag } };
  },
};

/** The cancel's ports over this request's dependencies (orders/cancel-order.ts). */
function cancelPorts(ctx: RouteContext): CancelOrderPorts {
  const { orders, catalogMarker, clock, orderStock } = ctx.deps;
  return { orders, settled: (found) => settled(movePorts(ctx), found), promiseEnded: () => catalogMarker.bump(), clock, stock: orderStock };
}

/** The moves' ports over this request's dependencies (orders/move-ports.ts). */
function movePorts(ctx: RouteContext): MovePorts {
  const { orders, orderStock, clock, dates, faults } = ctx.deps;
  return { orders, stock: orderStock, clock, dates, moveBackFault: faults.moveBack };
}

/**
 * Moves an order one step forward (stock taken at ready exactly once), one step back with `direction: 'back'`
 * (If-Match required, the stock put back once), or cancels it: orders/change-status.ts decides which.
 */
export const ordersPatchStatus: RouteDefinition = {
  name: 'orders-patch-status',
  methods: ['PATCH'],
  route: 'orders/{id}/status',
  access: ['bartender', 'bar_manager'],
  async handler(ctx) {
    const change = parseBody(statusPatchSchema, ctx.body);
    const order = { id: pathParam(ctx.params, 'id'), date: dateParam(ctx) };
    const saved = await changeStatus({ moves: movePorts(ctx), cancel: cancelPorts(ctx) }, ctx.principal, order, change, ifMatch(ctx));
    return { body: saved.item, headers: { ETag: saved.etag } };
  },
};

export const routes = [ordersList, ordersGet, ordersCreate, ordersPatchStatus];
