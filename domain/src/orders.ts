import { MAX_ORDER_HISTORY, ORDER_STATUSES, QUEUE_COLUMN_LIMIT, type OrderStatus } from './constants';
import type { Order, OrderCancellation, OrderStatusChange } from './schemas';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Order Received',
  preparing: 'Being Prepared',
  ready: 'Ready for Pickup',
  completed: 'Served',
  cancelled: 'Cancelled by the bar',
};

/** The only moves a bartender can make: Start, Ready, Serve. */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus | null> = {
  pending: 'preparing',
  preparing: 'ready',
  ready: 'completed',
  completed: null,
  cancelled: null,
};

export const ACTIVE_STATUSES: readonly OrderStatus[] = ['pending', 'preparing', 'ready'];

/** Where staff may cancel an order: before its stock was taken and its drinks made (not at ready or later). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'preparing'];

/** Statuses nothing moves out of: served (the guest paid for it) and cancelled. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/**
 * Whether staff may cancel an order in this state, and if not why (the API decides with it; the SPA offers
 * 'Cancel order' only where it is allowed). A cancelled order answers allowed: a retry of the same cancel.
 */
export function cancelRefusal(order: Pick<Order, 'status'>): string | undefined {
  if (order.status === 'cancelled' || CANCELLABLE_STATUSES.includes(order.status)) return undefined;
  if (order.status === 'ready') {
    return 'This order is ready for pickup: its drinks are made and its stock was taken, so it can no longer be cancelled. Serve it, or move it back first if it was a mistake';
  }
  return 'This order was served and can no longer be cancelled';
}

/** Why an order whose history is full (MAX_ORDER_HISTORY moves) is not moved again, or undefined when it may be. */
export function historyFullRefusal(order: Pick<Order, 'history'>): string | undefined {
  if ((order.history?.length ?? 0) < MAX_ORDER_HISTORY) return undefined;
  return `This order already has ${MAX_ORDER_HISTORY} status moves, the most one order keeps; it cannot be moved or cancelled again. Place a new order instead`;
}

/** Why nothing moves out of a cancelled order (a move on, an Undo, a Move back). */
export const CANCELLED_IS_FINAL = 'This order was cancelled; a cancelled order cannot be moved on, undone or moved back. The guest can place it again';

/** The line a guest reads for an order the bar cancelled, with the reason when staff gave one. */
export function cancelledNotice(order: Pick<Order, 'cancellation'>): string {
  const reason = order.cancellation?.reason;
  return reason ? `Cancelled by the bar: ${reason}` : 'Cancelled by the bar';
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The UI says 'served'; the server stores 'completed'. */
export function normaliseStatus(value: string): string {
  const v = value.trim().toLowerCase();
  return v === 'served' ? 'completed' : v;
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from] === to;
}

/** The order number people read out: the last 8 characters of the id, upper-case. */
export function orderNumber(id: string): string {
  return id.slice(-8).toUpperCase();
}

export const DEFAULT_DAY_START_HOUR = 6;

const localClocks = new Map<string, Intl.DateTimeFormat>();

/** The bar's wall clock: date and hour in its time zone (one formatter per zone, made on first use). */
function wallClock(instant: Date, timeZone: string): { date: string; hour: number } {
  let format = localClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    localClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/** The hour (0-23) on the bar's wall clock at an instant: what the reports group orders by. */
export function barHour(instant: Date, timeZone = 'UTC'): number {
  return wallClock(instant, timeZone).hour;
}

/**
 * The business date an instant belongs to: the bar's local date, where the day starts at `dayStartHour` on the
 * bar's wall clock (so an order at 1 a.m. belongs to the night before). Compared on the wall clock, not by
 * subtracting hours of absolute time, so the hour after a daylight-saving change belongs to the right day.
 * Returns 'YYYY-MM-DD'.
 */
export function businessDate(instant: Date, timeZone = 'UTC', dayStartHour = DEFAULT_DAY_START_HOUR): string {
  const { date, hour } = wallClock(instant, timeZone);
  return hour < dayStartHour ? previousDate(date) : date;
}

/** The business date before the given one ('2026-03-01' -> '2026-02-28'). */
export function previousDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The business date after the given one ('2026-02-28' -> '2026-03-01'). */
export function nextDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** The header of an orders list that counts what it left out, per status ('pending=3, preparing=0'). */
export const ORDERS_MORE_HEADER = 'X-Orders-More';

export type OmittedOrders = Partial<Record<OrderStatus, number>>;

/**
 * An orders list bounded in size however many orders are on their way: per open status (received, being
 * prepared, ready) the oldest `limit` (the next to make), the rest only counted. Served and cancelled orders are not a queue
 * and are left as they are. `orders` come oldest first and stay in that order.
 */
export function boundOrders<T extends { status: OrderStatus }>(
  orders: readonly T[],
  limit = QUEUE_COLUMN_LIMIT,
): { orders: T[]; omitted: OmittedOrders } {
  const seen: OmittedOrders = {};
  const omitted: OmittedOrders = {};
  const kept = orders.filter((o) => {
    if (o.status === 'completed' || o.status === 'cancelled') return true;
    seen[o.status] = (seen[o.status] ?? 0) + 1;
    if (seen[o.status]! <= limit) return true;
    omitted[o.status] = (omitted[o.status] ?? 0) + 1;
    return false;
  });
  return { orders: kept, omitted };
}

export function formatOmittedOrders(omitted: OmittedOrders): string | null {
  const parts = ORDER_STATUSES.filter((s) => (omitted[s] ?? 0) > 0).map((s) => `${s}=${omitted[s]}`);
  return parts.length ? parts.join(', ') : null;
}

/** The header read back (anything unreadable counts as nothing left out). */
export function parseOmittedOrders(header: string | null | undefined): OmittedOrders {
  const out: OmittedOrders = {};
  for (const part of (header ?? '').split(',')) {
    const m = /^\s*([a-z]+)=(\d{1,9})\s*$/.exec(part);
    if (m && isOrderStatus(m[1]) && Number(m[2]) > 0) out[m[1]] = Number(m[2]);
  }
  return out;
}

/**
 * An order as its guest sees it: what their screens need (statuses and their times, the cancel reason) and
 * nothing of the bar's inside: not who on the staff moved or cancelled it (`by`), nor the stock levels a move to
 * ready recorded (`history[].stock`) or a shortfall named. The one view of every answer that gives a guest an
 * order (the list, one order, a placement).
 */
export type GuestOrder = Omit<Order, 'history' | 'cancellation' | 'shortfalls'> & {
  history?: Array<Omit<OrderStatusChange, 'by' | 'stock'>>;
  cancellation?: Omit<OrderCancellation, 'by'>;
};

export function guestOrderView(order: Order): GuestOrder {
  const { history, cancellation, shortfalls, ...rest } = order;
  void shortfalls;
  return {
    ...rest,
    ...(history ? { history: history.map(({ by, stock, ...change }) => (void by, void stock, change)) } : {}),
    ...(cancellation ? { cancellation: { at: cancellation.at, ...(cancellation.reason !== undefined ? { reason: cancellation.reason } : {}) } } : {}),
  };
}
