// The order lists and their ETags, over in-memory reads: an unchanged poll is answered from the markers alone
// (no query), a change of either date's marker answers the list again, one guest's ETag is not another's or the
// staff's, yesterday counts only when it holds orders of the view.
import type { Order, OrderStatus } from '@bar/domain';
import type { DateOrders } from '../../src/data/repositories';
import { listOrders, type ListOrdersPorts, type ListRequest } from '../../src/orders/list-orders';

const TODAY = '2026-11-27';
const YESTERDAY = '2026-11-26';

/** Orders per date, each date with a marker that moves with every write; counts the reads. */
class Dates {
  readonly orders = new Map<string, Order[]>();
  readonly markers = new Map<string, number>();
  reads = { markers: 0, queries: 0 };

  write(order: Pick<Order, 'id' | 'date' | 'status' | 'customerId'>): void {
    const list = (this.orders.get(order.date) ?? []).filter((o) => o.id !== order.id);
    list.push({ createdAt: `${order.date}T20:00:00Z`, items: [], ...order } as unknown as Order);
    this.orders.set(order.date, list);
    this.markers.set(order.date, (this.markers.get(order.date) ?? 0) + 1);
  }

  private version(date: string): string | null {
    const n = this.markers.get(date);
    return n === undefined ? null : `"m${n}"`;
  }

  private list(date: string, statuses: readonly string[], customerId?: string): DateOrders {
    this.reads.queries++;
    const orders = (this.orders.get(date) ?? []).filter((o) => statuses.includes(o.status) && (customerId === undefined || o.customerId === customerId));
    return { orders, version: this.version(date) };
  }

  ports(): ListOrdersPorts {
    return {
      read: () => ({
        version: async (date) => {
          this.reads.markers++;
          return this.version(date);
        },
        lists: async (dates, statuses, customerId) => dates.map((d) => this.list(d, statuses, customerId)),
      }),
      dateOrders: async (date, statuses, customerId) => this.list(date, statuses, customerId),
      dates: () => [TODAY, YESTERDAY],
    };
  }
}

const order = (id: string, status: OrderStatus, customerId = 'guest-1', date = TODAY) => ({ id, status, customerId, date });
const queue: ListRequest = { view: 'active', seen: [] };

async function listed(dates: Dates, request: ListRequest) {
  const answer = await listOrders(dates.ports(), request);
  if (answer.unchanged) throw new Error('expected a list');
  return answer;
}

test('an unchanged poll is answered from the markers alone; any write of the date answers the list again', async () => {
  const dates = new Dates();
  dates.write(order('order-1', 'pending'));
  const first = await listed(dates, queue);
  expect(first.orders.map((o) => o.id)).toEqual(['order-1']);
  expect(first.etag).toMatch(/^W\/"o1\.2026-11-27\.t\.[A-Za-z0-9_-]+"$/);

  dates.reads = { markers: 0, queries: 0 };
  expect(await listOrders(dates.ports(), { ...queue, seen: ['"other"', first.etag] })).toEqual({ unchanged: true, etag: first.etag });
  expect(dates.reads).toEqual({ markers: 1, queries: 0 });

  dates.write(order('order-2', 'pending', 'guest-2'));
  const second = await listed(dates, { ...queue, seen: [first.etag] });
  expect(second.etag).not.toBe(first.etag);
  expect(second.orders.map((o) => o.id).sort()).toEqual(['order-1', 'order-2']);
});

test("yesterday's orders count when they are in the view; its marker then guards the ETag too", async () => {
  const dates = new Dates();
  dates.write(order('order-old', 'preparing', 'guest-1', YESTERDAY));
  const first = await listed(dates, queue);
  expect(first.orders.map((o) => o.id)).toEqual(['order-old']);
  expect(first.etag).toMatch(/\.ty\./);
  dates.reads = { markers: 0, queries: 0 };
  expect((await listOrders(dates.ports(), { ...queue, seen: [first.etag] })).unchanged).toBe(true);
  expect(dates.reads.markers).toBe(2);
  dates.write(order('order-old', 'ready', 'guest-1', YESTERDAY));
  expect((await listOrders(dates.ports(), { ...queue, seen: [first.etag] })).unchanged).toBe(false);
});

test("a finished order of yesterday stays out of the active view's ETag, but counts in the view of all orders", async () => {
  const dates = new Dates();
  dates.write(order('order-old', 'completed', 'guest-1', YESTERDAY));
  expect((await listed(dates, queue)).etag).toMatch(/\.t\./);
  const all = await listed(dates, { view: 'all', seen: [] });
  expect(all.etag).toMatch(/\.ty\./);
  expect(all.orders.map((o) => o.id)).toEqual(['order-old']);
});

test("one guest's ETag is not another's, nor the staff's; a date asked for has its own", async () => {
  const dates = new Dates();
  dates.write(order('order-1', 'pending', 'guest-1'));
  const mine = await listed(dates, { ...queue, customerId: 'guest-1' });
  const theirs = await listOrders(dates.ports(), { ...queue, customerId: 'guest-2', seen: [mine.etag] });
  expect(theirs).toMatchObject({ unchanged: false, orders: [] });
  const staff = await listOrders(dates.ports(), { ...queue, seen: [mine.etag] });
  expect(staff).toMatchObject({ unchanged: false });
  const day = await listed(dates, { view: 'all', date: TODAY, seen: [mine.etag] });
  expect(day.etag).toMatch(/\.d\./);
  expect((await listOrders(dates.ports(), { view: 'all', date: TODAY, seen: [day.etag] })).unchanged).toBe(true);
  // An ETag of another business day is never taken for today's.
  const stale = day.etag.replace(TODAY, YESTERDAY);
  expect((await listOrders(dates.ports(), { view: 'all', date: TODAY, seen: [stale] })).unchanged).toBe(false);
});
