import type { Order } from '@bar/domain';
import { OrdersCache } from '../../src/data/orders-cache';

const order = (id: string, status: Order['status'], createdAt: string): Order =>
  ({ id, date: '2026-11-25', status, createdAt, customerId: 'g1', items: [], total: 0 }) as unknown as Order;

describe('orders kept per date under their change marker', () => {
  test('a copy is answered only for the marker it was kept under', () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', [order('b', 'pending', '2'), order('a', 'pending', '1')]);
    expect(cache.at('2026-11-25', 'v1')?.map((o) => o.id)).toEqual(['a', 'b']);
    expect(cache.at('2026-11-25', 'v2')).toBeUndefined();
    expect(cache.at('2026-11-24', 'v1')).toBeUndefined();
  });

  test("this instance's write follows into the copy only when the marker it read inside the batch is the copy's", () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', [order('a', 'pending', '1')]);
    // Another instance wrote v1 -> v2, then this one v2 -> v3: the copy (v1) misses v2's write and must not follow.
    cache.wrote('2026-11-25', 'v2', 'v3', [order('a', 'preparing', '1')], true);
    expect(cache.at('2026-11-25', 'v3')).toBeUndefined();
    expect(cache.at('2026-11-25', 'v1')).toBeDefined();
    // A write read v1 and wrote v4: the copy is the date at v4.
    cache.wrote('2026-11-25', 'v1', 'v4', [order('a', 'ready', '1'), order('c', 'pending', '3')], true);
    expect(cache.at('2026-11-25', 'v1')).toBeUndefined();
    expect(cache.at('2026-11-25', 'v4')?.map((o) => `${o.id}:${o.status}`)).toEqual(['a:ready', 'c:pending']);
  });

  test('two writes of this instance answered out of order: the second waits for the first, then the copy follows both', () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', []);
    cache.keep('2026-11-24', null, []);
    cache.confirm('2026-11-24', null, 'v1');
    cache.wrote('2026-11-25', 'v2', 'v3', [order('y', 'pending', '2')], true);
    expect(cache.at('2026-11-25', 'v1')).toEqual([]);
    cache.wrote('2026-11-25', 'v1', 'v2', [order('x', 'pending', '1')], true);
    expect(cache.at('2026-11-25', 'v2')).toBeUndefined();
    expect(cache.at('2026-11-25', 'v3')?.map((o) => o.id)).toEqual(['x', 'y']);
    // Yesterday's confirmation followed both of today's writes.
    expect(cache.peek('2026-11-24')?.underToday).toBe('v3');
  });

  test('a write that read a marker the copy never reaches is never applied (another instance wrote in between)', () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', [order('a', 'pending', '1')]);
    cache.wrote('2026-11-25', 'v5', 'v6', [order('z', 'pending', '9')], true);
    // The next read finds the date at v7 (someone else's write after v6): the waiting write is not added to it.
    cache.keep('2026-11-25', 'v7', [order('a', 'preparing', '1'), order('z', 'pending', '9')]);
    expect(cache.at('2026-11-25', 'v7')?.map((o) => `${o.id}:${o.status}`)).toEqual(['a:preparing', 'z:pending']);
    expect(cache.at('2026-11-25', 'v6')).toBeUndefined();
  });

  test('a read that returns the date at the marker a waiting write read: the write follows into the copy', () => {
    const cache = new OrdersCache();
    cache.wrote('2026-11-25', 'v4', 'v5', [order('b', 'ready', '2')], true);
    cache.keep('2026-11-25', 'v4', [order('a', 'pending', '1'), order('b', 'preparing', '2')]);
    expect(cache.at('2026-11-25', 'v4')).toBeUndefined();
    expect(cache.at('2026-11-25', 'v5')?.map((o) => `${o.id}:${o.status}`)).toEqual(['a:pending', 'b:ready']);
  });

  test("an earlier date's confirmation follows today's marker only through this instance's own writes into today", () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 't1', []);
    cache.keep('2026-11-24', null, []);
    cache.confirm('2026-11-24', null, 't1');
    expect(cache.peek('2026-11-24')?.underToday).toBe('t1');
    cache.wrote('2026-11-25', 't1', 't2', [order('a', 'pending', '1')], true);
    expect(cache.peek('2026-11-24')?.underToday).toBe('t2');
    // A write that read another marker than the one confirmed (someone else wrote in between): no longer confirmed.
    cache.wrote('2026-11-25', 't9', 't10', [order('b', 'pending', '2')], true);
    expect(cache.peek('2026-11-24')?.underToday).toBe('t2');
    // A write into yesterday moves nothing of today's.
    cache.wrote('2026-11-24', 't2', 'y2', [], false);
    expect(cache.peek('2026-11-24')?.underToday).toBe('t2');
  });

  test('a read that met a marker the copy has passed through our own writes gets the newer copy; an older read never replaces it', () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', [order('a', 'pending', '1')]);
    cache.wrote('2026-11-25', 'v1', 'v2', [order('a', 'preparing', '1')], true);
    cache.wrote('2026-11-25', 'v2', 'v3', [order('a', 'ready', '1')], true);
    // A poll whose marker read (v2) was answered after our later write reached the copy: the copy is newer, and was
    // written before the poll ends.
    expect(cache.since('2026-11-25', 'v2')).toEqual({ orders: [order('a', 'ready', '1')], version: 'v3' });
    expect(cache.since('2026-11-25', 'v1')?.version).toBe('v3');
    expect(cache.at('2026-11-25', 'v2')).toBeUndefined();
    // Someone else's marker: nothing.
    expect(cache.since('2026-11-25', 'w7')).toBeUndefined();
    // A slow read that returns the date at v2 does not take the copy back.
    cache.keep('2026-11-25', 'v2', [order('a', 'preparing', '1')]);
    expect(cache.at('2026-11-25', 'v3')?.map((o) => o.status)).toEqual(['ready']);
    // A read at a marker the copy never passed (another instance wrote) replaces it, and forgets what it passed.
    cache.keep('2026-11-25', 'w8', [order('a', 'completed', '1')]);
    expect(cache.since('2026-11-25', 'v2')).toBeUndefined();
    expect(cache.at('2026-11-25', 'w8')?.map((o) => o.status)).toEqual(['completed']);
  });

  test('a date with more orders than can be kept is not kept', () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', Array.from({ length: 5_001 }, (_, i) => order(`o${i}`, 'completed', String(i))));
    expect(cache.peek('2026-11-25')).toBeUndefined();
  });
});
