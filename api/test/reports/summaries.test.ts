import type { ReportOrder } from '@bar/domain';
import type { StoredSummary } from '../../src/data/reports';
import { salesOf } from '../../src/reports/sales';
import { daySummaries, rebuildRange, type SummaryStore } from '../../src/reports/summaries';
import { MemoryAuditLog } from '../support/memory-audit';

/** An in-memory store of summaries, orders by date and their change markers; counts what was read. */
class MemoryStore implements SummaryStore {
  readonly stored = new Map<string, StoredSummary>();
  readonly orders = new Map<string, ReportOrder[]>();
  readonly markers = new Map<string, string>();
  readonly ordersRead: string[] = [];
  readonly markersRead: string[] = [];
  private version = 0;

  addOrder(date: string, totalPrice: number) {
    const order: ReportOrder = {
      date,
      status: 'completed',
      totalPrice,
      createdAt: `${date}T20:00:00.000Z`,
      items: [{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: totalPrice }],
      ingredients: [],
      stockDeducted: true,
      history: [],
    };
    this.orders.set(date, [...(this.orders.get(date) ?? []), order]);
    this.markers.set(date, `"v${++this.version}"`);
  }

  async summaries(from: string, to: string) {
    return [...this.stored.values()].filter((s) => s.date >= from && s.date <= to);
  }
  async orderMarkers(dates: readonly string[]) {
    this.markersRead.push(...dates);
    return new Map([...this.markers].filter(([d]) => dates.includes(d)));
  }
  async dateOrders(date: string) {
    this.ordersRead.push(date);
    return { orders: this.orders.get(date) ?? [], version: this.markers.get(date) ?? null };
  }
  async saveSummary(summary: StoredSummary) {
    this.stored.set(summary.date, summary);
  }
}

const options = { timeZone: 'UTC', clock: () => new Date('2026-11-27T23:00:00Z') };
const range = { from: '2026-03-01', to: '2026-03-10' };

describe('day summaries', () => {
  test('built from the orders once, then read from the summaries until the orders of the date move', async () => {
    const store = new MemoryStore();
    store.addOrder('2026-03-02', 10);
    store.addOrder('2026-03-05', 12);
    const first = await daySummaries(store, range, options);
    expect(first.map((d) => [d.date, d.revenue])).toEqual([['2026-03-02', 10], ['2026-03-05', 12]]);
    expect(store.ordersRead.sort()).toEqual(['2026-03-02', '2026-03-05']);
    expect([...store.stored.keys()].sort()).toEqual(['2026-03-02', '2026-03-05']);

    store.ordersRead.length = 0;
    await daySummaries(store, range, options);
    expect(store.ordersRead).toEqual([]);

    // An order written into a closed date (a late move, a restore) moves its marker: that date alone is rebuilt.
    store.addOrder('2026-03-05', 8);
    const again = await daySummaries(store, range, options);
    expect(store.ordersRead).toEqual(['2026-03-05']);
    expect(again.find((d) => d.date === '2026-03-05')!.revenue).toBe(20);
  });

  test("today is read from its stored summary too while its orders have not moved, and rebuilt once they have", async () => {
    const store = new MemoryStore();
    store.addOrder('2026-03-10', 9);
    expect((await daySummaries(store, range, options)).map((d) => d.revenue)).toEqual([9]);
    expect((await daySummaries(store, range, options)).map((d) => d.revenue)).toEqual([9]);
    expect(store.ordersRead).toEqual(['2026-03-10']);
    store.addOrder('2026-03-10', 4);
    expect((await daySummaries(store, range, options)).map((d) => d.revenue)).toEqual([13]);
    expect(store.ordersRead).toEqual(['2026-03-10', '2026-03-10']);
  });

  test("freshness is one marker read per date of the range, never a read of the orders of a date that did not move", async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 300; i++) store.addOrder('2026-03-02', 1);
    await daySummaries(store, range, options);
    store.ordersRead.length = 0;
    store.markersRead.length = 0;
    const days = await daySummaries(store, range, options);
    expect(days[0]!.orders).toBe(300);
    expect(store.ordersRead).toEqual([]);
    expect(store.markersRead).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
  });

  test('a summary of other rules or another time zone is rebuilt; a summary whose orders are gone is emptied', async () => {
    const store = new MemoryStore();
    store.addOrder('2026-03-03', 10);
    await daySummaries(store, range, options);
    store.ordersRead.length = 0;
    await daySummaries(store, range, { ...options, timeZone: 'Europe/Berlin' });
    expect(store.ordersRead).toEqual(['2026-03-03']);

    store.stored.set('2026-03-03', { ...store.stored.get('2026-03-03')!, version: 0 });
    store.ordersRead.length = 0;
    await daySummaries(store, range, { ...options, timeZone: 'Europe/Berlin' });
    expect(store.ordersRead).toEqual(['2026-03-03']);

    // The orders (and their marker) were removed, by a restore that cleared the data.
    store.orders.delete('2026-03-03');
    store.markers.delete('2026-03-03');
    const after = await daySummaries(store, range, options);
    expect(after.find((d) => d.date === '2026-03-03')).toMatchObject({ revenue: 0, orders: 0 });
  });

  test('a summary that cannot be stored still answers', async () => {
    const store = new MemoryStore();
    store.addOrder('2026-03-04', 11);
    store.saveSummary = () => Promise.reject(new Error('unavailable'));
    const warnings: string[] = [];
    const days = await daySummaries(store, range, { ...options, warn: (m) => warnings.push(m) });
    expect(days.map((d) => d.revenue)).toEqual([11]);
    expect(warnings).toEqual([expect.stringMatching(/2026-03-04 was not stored/)]);
  });
});

describe('rebuilding and the sales report', () => {
  test('a rebuild reads again every date of the range with orders or a stored summary, current or not, and is audited', async () => {
    const store = new MemoryStore();
    store.addOrder('2026-03-02', 10);
    store.addOrder('2026-03-05', 12);
    await daySummaries(store, range, options);
    // A summary left from orders since removed (a restore that cleared them): it is rebuilt too, to empty.
    store.orders.delete('2026-03-02');
    store.markers.delete('2026-03-02');
    store.ordersRead.length = 0;
    const audit = new MemoryAuditLog();
    const manager = { id: 'manager-1', name: 'Morgan' };
    const ports = { summaries: store, audit, clock: () => new Date('2026-03-11T10:00:00Z'), today: () => '2026-03-11', warn: () => undefined };
    expect(await rebuildRange(ports, manager, range, 'UTC')).toEqual({ from: '2026-03-01', to: '2026-03-10', rebuilt: 2 });
    expect(store.ordersRead.sort()).toEqual(['2026-03-02', '2026-03-05']);
    expect(store.stored.get('2026-03-02')!.revenue).toBe(0);
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'reports.rebuild', date: '2026-03-11', actor: manager, details: { dates: 2 } })]);
  });

  test("the sales report prices drinks by today's stock, and leaves out of the range's menu a drink added after it", async () => {
    const store = new MemoryStore();
    store.addOrder('2026-03-02', 10);
    const at = (date: string) => `${date}T12:00:00.000Z`;
    const drink = (id: string, name: string, added: string) =>
      ({ id, name, category: 'cocktail', price: 10, ingredients: [{ inventoryItemId: 'gin', quantity: 50, unit: 'ml' }], createdAt: at(added), updatedAt: at(added) }) as never;
    const gin = { id: 'gin', name: 'Gin', category: 'spirit', quantity: 700, unit: 'ml', cost: 0.04, createdAt: at('2026-01-01'), updatedAt: at('2026-01-01') } as never;
    const ports = { summaries: store, inventory: async () => [gin], recipes: async () => [drink('negroni', 'Negroni', '2026-01-01'), drink('spritz', 'Spritz', '2026-03-20')] };
    const report = await salesOf(ports, range, { ...options, dayStartHour: 6, targetPourCost: 0.2 });
    expect(report.totals).toMatchObject({ revenue: 10, orders: 1 });
    const names = (lines: Array<{ name: string }>) => lines.map((l) => l.name);
    expect([...names(report.topByCount), ...names(report.bottomByCount)]).toContain('Negroni');
    expect([...names(report.topByCount), ...names(report.bottomByCount)]).not.toContain('Spritz');
  });
});
