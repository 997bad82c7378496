import type { LedgerEntry, ReportOrder, StockCount } from '@bar/domain';
import { storedSummary } from '../../src/reports/summaries';
import { variance, type VarianceStore } from '../../src/reports/variance';

const by = { id: 'manager', name: 'Manager' };
const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** An order received at `createdAt`, made ready 5 minutes later and (unless `served` is false) served 5 after that. */
function order(createdAt: string, ingredients: Record<string, number>, totalPrice = 10, served = true): ReportOrder {
  return {
    date: createdAt.slice(0, 10),
    status: served ? 'completed' : 'ready',
    totalPrice,
    createdAt,
    items: [{ recipeId: 'martini', recipeName: 'Martini', quantity: 1, price: totalPrice }],
    ingredients: Object.entries(ingredients).map(([inventoryItemId, quantity]) => ({ inventoryItemId, name: inventoryItemId, category: 'spirit', unit: 'ml', quantity })),
    stockDeducted: true,
    history: [
      { at: later(createdAt, 1), by, from: 'pending', to: 'preparing' },
      { at: later(createdAt, 5), by, from: 'preparing', to: 'ready' },
      ...(served ? [{ at: later(createdAt, 10), by, from: 'ready' as const, to: 'completed' as const }] : []),
    ],
  };
}

const count = (at: string, quantity: number): StockCount => ({
  kind: 'count',
  id: `count-${at}`,
  date: at.slice(0, 10),
  at,
  by,
  category: 'spirit',
  lines: [{ inventoryItemId: 'gin', name: 'Gin', unit: 'ml', quantity, before: quantity }],
});

/** The ledger, the summaries built from the orders of each date, and the stock: in memory. */
function store(ledger: LedgerEntry[], orders: ReportOrder[]): VarianceStore {
  const dates = [...new Set(orders.map((o) => o.date))];
  const summaries = dates.map((d) => storedSummary(d, orders.filter((o) => o.date === d), 'UTC', `"${d}"`, '2026-11-27T23:00:00Z'));
  return {
    ledger: async (from, to) => ledger.filter((e) => e.date >= from && e.date <= to),
    // As the range query answers them: without the deductions and sales, which the edge dates read apart.
    summaries: async (from, to) => summaries.filter((s) => s.date >= from && s.date <= to).map(({ deductions: _d, sales: _s, ...s }) => s),
    edge: async (date) => summaries.find((s) => s.date === date),
    inventory: async () => [
      { id: 'gin', name: 'Gin', unit: 'ml', category: 'spirit', cost: 0.04 },
      { id: 'lime', name: 'Lime juice', unit: 'ml', category: 'mixer', cost: 0.01 },
    ],
  };
}

describe("the variance's revenue and pour cost", () => {
  const orders = [
    // Sold before the opening count: the counts do not see it, nor does the period's revenue.
    order('2026-03-01T20:00:00.000Z', { gin: 50 }),
    order('2026-03-01T23:00:00.000Z', { gin: 50, lime: 20 }),
    order('2026-03-02T20:00:00.000Z', { gin: 50 }),
    // Made ready, not served: its stock is gone (theoretical usage), its sale is not counted yet (nor its cost).
    order('2026-03-02T21:00:00.000Z', { gin: 50 }, 10, false),
    order('2026-03-03T21:00:00.000Z', { gin: 50 }),
    // After the closing count: the next period's.
    order('2026-03-03T23:00:00.000Z', { gin: 50 }),
  ];
  const ledger = [count('2026-03-01T22:00:00.000Z', 1000), count('2026-03-03T22:00:00.000Z', 800)];

  test('revenue over the orders whose stock was taken between the two counts; the pour cost over the same served orders, every item', async () => {
    const answer = await variance(store(ledger, orders), '2026-03-01', '2026-03-03', 0.25);
    const gin = answer.lines.find((l) => l.inventoryItemId === 'gin')!;
    expect(gin).toMatchObject({ opening: 1000, closing: 800, actual: 200, theoretical: 200, variance: 0 });
    expect(answer.revenue).toBe(30);
    // Served in the window: 150 ml of gin at $0.04 and 20 ml of lime at $0.01 = $6.20 of $30.
    expect(answer.servedCost).toBe(6.2);
    expect(answer.pourCost).toBeCloseTo(6.2 / 30, 10);
    // The counted items' share of it: the gin.
    expect(answer.countedPourCost).toBeCloseTo(6 / 30, 10);
  });

  test('back-to-back periods count the day they share once: its sales before the count in one, after it in the other', async () => {
    const next = [...orders, order('2026-03-04T20:00:00.000Z', { gin: 50 })];
    const both = [...ledger, count('2026-03-04T22:00:00.000Z', 650)];
    const first = await variance(store(both, next), '2026-03-01', '2026-03-03', 0.25);
    const second = await variance(store(both, next), '2026-03-03', '2026-03-04', 0.25);
    expect([first.revenue, second.revenue]).toEqual([30, 20]);
    // The whole run, from the first count to the last: the two added up.
    expect((await variance(store(both, next), '2026-03-01', '2026-03-04', 0.25)).revenue).toBe(50);
  });
});

describe('an item whose unit changed between its counts', () => {
  const inUnit = (at: string, quantity: number, unit: string): StockCount => ({ ...count(at, quantity), id: `count-${at}-${unit}`, lines: [{ inventoryItemId: 'gin', name: 'Gin', unit, quantity, before: quantity }] });

  test('a bottle counted as 750 ml and then, in cl, as 75 cl: nothing used, nothing lost', async () => {
    const ledger = [inUnit('2026-03-01T10:00:00.000Z', 750, 'ml'), inUnit('2026-03-03T10:00:00.000Z', 75, 'cl')];
    const answer = await variance(store(ledger, []), '2026-03-01', '2026-03-03', 0.2);
    expect(answer.lines).toHaveLength(1);
    expect(answer.lines[0]).toMatchObject({ unit: 'cl', opening: 75, closing: 75, actual: 0, variance: 0 });
  });

  test('what was delivered and poured in ml before the change is read in cl', async () => {
    const delivery: LedgerEntry = { kind: 'delivery', id: 'd-1', date: '2026-03-02', at: '2026-03-02T09:00:00.000Z', by, inventoryItemId: 'gin', name: 'Gin', unit: 'ml', quantity: 700, unitCost: 0.04 };
    const ledger = [inUnit('2026-03-01T10:00:00.000Z', 1000, 'ml'), delivery, inUnit('2026-03-04T10:00:00.000Z', 160, 'cl')];
    const answer = await variance(store(ledger, [order('2026-03-02T20:00:00.000Z', { gin: 100 })]), '2026-03-01', '2026-03-04', 0.2);
    // 100 cl + 70 cl delivered - 160 cl counted = 10 cl used, as the order's 100 ml took.
    expect(answer.lines[0]).toMatchObject({ unit: 'cl', opening: 100, delivered: 70, closing: 160, actual: 10, theoretical: 10, variance: 0 });
  });

  test("the orders of a count's own date are read in the unit they took the item in", async () => {
    // 1000 ml counted in the morning, a 100 ml order that evening, 90 cl counted two days later: 10 cl used, as ordered.
    const ledger = [inUnit('2026-03-01T10:00:00.000Z', 1000, 'ml'), inUnit('2026-03-03T10:00:00.000Z', 90, 'cl')];
    const answer = await variance(store(ledger, [order('2026-03-01T20:00:00.000Z', { gin: 100 })]), '2026-03-01', '2026-03-03', 0.2);
    expect(answer.lines[0]).toMatchObject({ unit: 'cl', opening: 100, closing: 90, actual: 10, theoretical: 10, variance: 0, varianceCost: 0 });
  });

  test("a loss is costed per unit of the counts, whatever unit the item's cost is now kept in", async () => {
    // Counted in ml; the item is now kept in cl at $0.40 a cl: 100 ml lost is $4, not $40.
    const ledger = [inUnit('2026-03-01T10:00:00.000Z', 1000, 'ml'), inUnit('2026-03-03T10:00:00.000Z', 900, 'ml')];
    const inCl: VarianceStore = { ...store(ledger, []), inventory: async () => [{ id: 'gin', name: 'Gin', unit: 'cl', category: 'spirit', cost: 0.4 }] };
    const answer = await variance(inCl, '2026-03-01', '2026-03-03', 0.2);
    expect(answer.lines[0]).toMatchObject({ unit: 'ml', actual: 100, variance: 100, varianceCost: 4 });
  });

  test("the period's pour cost reads orders taken in ml at the item's cost per cl", async () => {
    const ledger = [inUnit('2026-03-01T10:00:00.000Z', 1000, 'ml'), inUnit('2026-03-03T10:00:00.000Z', 900, 'ml')];
    const orders = [order('2026-03-02T20:00:00.000Z', { gin: 100 }, 20)];
    const inCl: VarianceStore = { ...store(ledger, orders), inventory: async () => [{ id: 'gin', name: 'Gin', unit: 'cl', category: 'spirit', cost: 0.4 }] };
    const answer = await variance(inCl, '2026-03-01', '2026-03-03', 0.2);
    // 100 ml is 10 cl at $0.40: $4 of $20.
    expect(answer).toMatchObject({ revenue: 20, servedCost: 4, pourCost: 0.2 });
  });

  test('an item counted in ml and then in pieces cannot be compared: left out, not read as one unit', async () => {
    const ledger = [inUnit('2026-03-01T10:00:00.000Z', 750, 'ml'), inUnit('2026-03-03T10:00:00.000Z', 3, 'piece')];
    await expect(variance(store(ledger, []), '2026-03-01', '2026-03-03', 0.2)).rejects.toThrow('Gin was counted in ml on 2026-03-01 and in piece on 2026-03-03, which cannot be compared: count it again in piece and compare from that count');
  });
});
