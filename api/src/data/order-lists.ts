import { ACTIVE_STATUSES, type Order } from '@bar/domain';
import type { DateOrders, OrdersRepository } from './repositories';

interface MarkerRead {
  version: Promise<string | null>;
  /** Whether today's version was known before this read started (what `OrdersCache.confirm` needs). */
  afterToday: boolean;
}

/**
 * The reads of one order-list call (`GET /orders` without a date): each date's change marker read at most once,
 * each date's orders answered from this instance's copy kept under that marker (orders-cache.ts) or read again in
 * one query that keeps them. Exact: a copy is used only for the marker ETag it was kept under.
 *
 * A date before today is not read at all when the scope's part of it was empty in its copy and cannot have
 * gained an order since: the scope holds only open statuses (orders are placed into today only, and an order of
 * a closed day never moves back into an open status) or the date had no marker (no order was ever written into
 * it); and today's marker is still the one it was confirmed under (restores and repairs that write into an
 * earlier date move today's marker too). This is the rule the list's ETag already follows (orders/list-orders.ts:
 * an ETag without yesterday's marker is answered 304 while today's marker holds).
 */
export class OrderListRead {
  private readonly markers = new Map<string, MarkerRead>();
  private todayKnown: string | null | undefined;

  constructor(
    private readonly orders: OrdersRepository,
    private readonly today: string,
  ) {}

  /** A date's marker ETag (null: none): one point read, once per call. */
  version(date: string): Promise<string | null> {
    return this.marker(date).version;
  }

  private marker(date: string): MarkerRead {
    let read = this.markers.get(date);
    if (!read) {
      const version = this.orders.version(date);
      read = { version, afterToday: this.todayKnown !== undefined };
      if (date === this.today) {
        void version.then(
          (v) => {
            this.todayKnown ??= v;
          },
          () => undefined,
        );
      }
      this.markers.set(date, read);
    }
    return read;
  }

  /**
   * The orders of the given dates in the given statuses (only one customer's when given), oldest first, each date
   * with the marker its orders were read under. Today first, then the earlier dates (their reads start after
   * today's marker is known).
   */
  async lists(dates: readonly string[], statuses: readonly string[], customerId?: string): Promise<DateOrders[]> {
    const byDate = new Map<string, DateOrders>();
    if (dates.includes(this.today)) byDate.set(this.today, await this.date(this.today, statuses, customerId));
    const todayVersion = byDate.get(this.today)?.version;
    await Promise.all(
      dates
        .filter((d) => d !== this.today)
        .map(async (d) => {
          byDate.set(d, await this.date(d, statuses, customerId, todayVersion));
        }),
    );
    return dates.map((d) => byDate.get(d)!);
  }

  private async date(date: string, statuses: readonly string[], customerId: string | undefined, todayVersion?: string | null): Promise<DateOrders> {
    const { kept } = this.orders;
    const inScope = (o: Order) => statuses.includes(o.status) && (customerId === undefined || o.customerId === customerId);
    const copy = kept.peek(date);
    const earlier = date < this.today && todayVersion !== undefined;
    if (earlier && copy && copy.underToday !== undefined && copy.underToday === todayVersion) {
      const onlyOpen = statuses.every((s) => (ACTIVE_STATUSES as readonly string[]).includes(s));
      if ((onlyOpen || copy.version === null) && !copy.orders.some(inScope)) return { orders: [], version: copy.version };
    }
    let answer: DateOrders;
    let readAfterToday: boolean;
    if (copy) {
      // A copy to check: the marker (read once per call), then the copy if it was kept under it, or moved on from it
      // by this instance's own writes since (newer than the marker read, and written before this answer).
      const read = this.marker(date);
      readAfterToday = read.afterToday;
      const at = kept.since(date, await read.version);
      answer = at ? { orders: [...at.orders], version: at.version } : await this.orders.readDate(date);
    } else {
      // None: the query returns the marker with the orders.
      readAfterToday = this.todayKnown !== undefined || todayVersion !== undefined;
      answer = await this.orders.readDate(date);
    }
    if (date === this.today) this.todayKnown ??= answer.version;
    else if (earlier && readAfterToday) kept.confirm(date, answer.version, todayVersion);
    return { orders: answer.orders.filter(inScope), version: answer.version };
  }
}
