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

  test("a read that met the marker of this instance's write on its way gets the copy once the write is answered", async () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', [order('a', 'pending', '1')]);
    const done = cache.writing('2026-11-25');
    // The poll read v2, which the write moved before its answer reached the copy.
    const reached = cache.reach('2026-11-25', 'v2', 5_000);
    cache.wrote('2026-11-25', 'v1', 'v2', [order('a', 'preparing', '1')], true);
    done();
    expect((await reached)?.map((o) => `${o.id}:${o.status}`)).toEqual(['a:preparing']);
  });

  test('the copy passing through the marker read answers it, even when a later write of ours moves it on at once', async () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', [order('a', 'pending', '1')]);
    const first = cache.writing('2026-11-25');
    const second = cache.writing('2026-11-25');
    const reached = cache.reach('2026-11-25', 'v2', 5_000);
    // The later write is answered first and waits; the earlier one brings the copy to v2, then the later to v3.
    cache.wrote('2026-11-25', 'v2', 'v3', [order('b', 'pending', '2')], true);
    second();
    cache.wrote('2026-11-25', 'v1', 'v2', [order('a', 'preparing', '1')], true);
    first();
    expect((await reached)?.map((o) => `${o.id}:${o.status}`)).toEqual(['a:preparing']);
    expect(cache.at('2026-11-25', 'v3')?.map((o) => o.id)).toEqual(['a', 'b']);
  });

  test('no write of ours on its way, or one that does not reach the marker read: no copy (the caller reads the date)', async () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', []);
    await expect(cache.reach('2026-11-25', 'v9')).resolves.toBeUndefined();
    const done = cache.writing('2026-11-25');
    const reached = cache.reach('2026-11-25', 'v9', 5_000);
    // Our write read v5 (someone else wrote in between): the copy stays at v1, and once it is answered nothing is waited for.
    cache.wrote('2026-11-25', 'v5', 'v6', [order('c', 'pending', '3')], true);
    done();
    await expect(reached).resolves.toBeUndefined();
    // And a write that is never answered in time: the wait ends.
    cache.writing('2026-11-25');
    await expect(cache.reach('2026-11-25', 'v9', 20)).resolves.toBeUndefined();
  });

  test('a date with more orders than can be kept is not kept', () => {
    const cache = new OrdersCache();
    cache.keep('2026-11-25', 'v1', Array.from({ length: 5_001 }, (_, i) => order(`o${i}`, 'completed', String(i))));
    expect(cache.peek('2026-11-25')).toBeUndefined();
  });
});
