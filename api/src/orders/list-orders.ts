/**
 * The order lists (the queue, a guest's orders, a date's orders) and their ETags. An unchanged poll is answered
 * from the dates' change markers alone (one point read, two when yesterday's orders were in the list: ADR 13),
 * without running the queries. However many orders are on their way, the answer stays bounded: per open status the
 * next ones to make, the rest counted (domain: boundOrders).
 */
import { ACTIVE_STATUSES, ORDER_STATUSES, boundOrders, type OmittedOrders, type Order, type OrderStatus } from '@bar/domain';
import { createHash } from 'node:crypto';
import type { DateOrders } from '../data/repositories';

export const ORDER_VIEWS = ['active', 'all', 'completed', 'cancelled'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

const VIEW_STATUSES: Record<OrderView, readonly OrderStatus[]> = {
  active: ACTIVE_STATUSES,
  all: ORDER_STATUSES,
  completed: ['completed'],
  cancelled: ['cancelled'],
};

/** Which dates a list read: t (today), ty (today and yesterday) or d (the date asked for). */
type DatesRead = 't' | 'ty' | 'd';

export interface ListOrdersPorts {
  /**
   * The reads of one call over today's and yesterday's orders: each date's marker read once, the lists from this
   * instance's copies kept under the markers (data/order-lists.ts).
   */
  read(today: string): {
    version(date: string): Promise<string | null>;
    lists(dates: readonly string[], statuses: readonly string[], customerId?: string): Promise<DateOrders[]>;
  };
  /** One date's orders with its marker, read now. */
  dateOrders(date: string, statuses: readonly string[], customerId?: string): Promise<DateOrders>;
  /** Today's business date and the one before. */
  dates(): [today: string, yesterday: string];
}

export interface ListRequest {
  view: OrderView;
  /** A business date asked for; without it today's and yesterday's orders. */
  date?: string;
  /** Only this customer's orders (a guest); undefined for every order (staff). */
  customerId?: string;
  /** The ETags the caller holds (If-None-Match). */
  seen: readonly string[];
}

export type ListAnswer = { unchanged: true; etag: string } | { unchanged: false; etag: string; orders: Order[]; omitted: OmittedOrders };

/**
 * The list's ETag: the dates it read, the change markers of those dates, and whose view it is.
 * Shape: W/"o1.<today>.<dates read>.<hash>".
 */
function listEtag(today: string, kind: DatesRead, scope: string, versions: ReadonlyArray<string | null>): string {
  const hash = createHash('sha1').update(JSON.stringify([scope, ...versions])).digest('base64url').slice(0, 22);
  return `W/"o1.${today}.${kind}.${hash}"`;
}

/** The ETags of ours among those the caller holds, parsed. */
function ourEtags(seen: readonly string[]): Array<{ etag: string; today: string; kind: DatesRead }> {
  const out: Array<{ etag: string; today: string; kind: DatesRead }> = [];
  for (const etag of seen) {
    const m = /^W\/"o1\.(\d{4}-\d{2}-\d{2})\.(t|ty|d)\.[A-Za-z0-9_-]+"$/.exec(etag);
    if (m) out.push({ etag, today: m[1]!, kind: m[2] as DatesRead });
  }
  return out;
}

/** The list asked for, or `unchanged` when the caller holds its current ETag. */
export async function listOrders(ports: ListOrdersPorts, request: ListRequest): Promise<ListAnswer> {
  const { view, date, customerId } = request;
  const scope = JSON.stringify([view, date ?? '', customerId ?? 'staff']);
  const [today, yesterday] = ports.dates();
  const read = ports.read(today);

  // A guest's list holds tonight's orders (today's and yesterday's): another date is answered empty without a
  // query, so its reads cost nothing whatever date is asked.
  if (date && customerId !== undefined && date !== today && date !== yesterday) {
    const etag = listEtag(today, 'd', scope, ['guest-elsewhere']);
    return request.seen.includes(etag) ? { unchanged: true, etag } : { unchanged: false, etag, orders: [], omitted: {} };
  }

  // A poll that names a list we answered: compare the markers only (one point read, two when yesterday's
  // orders were in it), and answer unchanged without running the queries when none moved.
  for (const seen of ourEtags(request.seen)) {
    if (seen.today !== today || (seen.kind === 'd') !== Boolean(date)) continue;
    const dates = seen.kind === 'd' ? [date!] : seen.kind === 'ty' ? [today, yesterday] : [today];
    const versions = await Promise.all(dates.map((d) => read.version(d)));
    const current = listEtag(today, seen.kind, scope, versions);
    if (current === seen.etag) return { unchanged: true, etag: current };
    break;
  }

  const statuses = VIEW_STATUSES[view];
  const lists = date ? [await ports.dateOrders(date, statuses, customerId)] : await read.lists([yesterday, today], statuses, customerId);
  let etag: string;
  if (date) etag = listEtag(today, 'd', scope, [lists[0]!.version]);
  else {
    const [old, now] = lists as [DateOrders, DateOrders];
    // Yesterday's part counts when it holds orders of this view, or (outside the active view, which orders
    // only leave) when anything was written that day. Orders are only ever placed into today.
    const withYesterday = old.orders.length > 0 || (view !== 'active' && old.version !== null);
    etag = withYesterday ? listEtag(today, 'ty', scope, [now.version, old.version]) : listEtag(today, 't', scope, [now.version]);
  }
  const bounded = boundOrders(lists.flatMap((l) => l.orders));
  return { unchanged: false, etag, orders: bounded.orders, omitted: bounded.omitted };
}
