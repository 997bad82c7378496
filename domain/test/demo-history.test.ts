import { countedBetween, deductedAt, summariseDay, varianceReport, type Delivery, type StockCount, type Waste } from '../src';
import { demoHistory, DEMO_HISTORY_DAYS, SEED_INVENTORY } from '../src/seed';

describe('the demo history', () => {
  const today = '2026-11-24';
  const history = demoHistory(today, 'Europe/Berlin', 6);

  test('weeks of served orders before today, every night, with their moves and what they took', () => {
    const dates = [...new Set(history.orders.map((o) => o.date))].sort();
    expect(dates).toHaveLength(DEMO_HISTORY_DAYS);
    expect(dates.at(-1)).toBe('2026-11-23');
    expect(history.orders.length).toBeGreaterThan(DEMO_HISTORY_DAYS * 20);
    for (const o of history.orders) {
      expect(o.history!.map((m) => m.to)).toEqual(['preparing', 'ready', 'completed']);
      expect(o.ingredients.length).toBeGreaterThan(0);
      expect(o.totalPrice).toBeGreaterThan(0);
      expect(o.id.length).toBeGreaterThanOrEqual(8);
    }
    const day = summariseDay(dates.at(-1)!, history.orders.filter((o) => o.date === dates.at(-1)), 'Europe/Berlin');
    expect(Object.keys(day.hours).length).toBeGreaterThan(4);
  });

  test('is the same on every run', () => {
    expect(demoHistory(today, 'Europe/Berlin', 6)).toEqual(history);
  });

  test("two counts of the spirits around the orders; the closing count is the stock now; a few percent goes missing", () => {
    const counts = history.ledger.filter((e): e is StockCount => e.kind === 'count');
    expect(counts).toHaveLength(2);
    const [opening, closing] = counts as [StockCount, StockCount];
    for (const line of closing.lines) expect(line.quantity).toBe(SEED_INVENTORY.find((i) => i.id === line.inventoryItemId)!.quantity);
    expect(history.orders.every((o) => deductedAt(o)! > opening.at && deductedAt(o)! <= closing.at)).toBe(true);
    const pairs = countedBetween([opening], [closing]);
    const moves = history.ledger.filter((e): e is Delivery | Waste => e.kind !== 'count');
    expect(moves.map((m) => m.kind).sort()).toEqual(['delivery', 'waste', 'waste', 'waste']);
    const report = varianceReport(
      [...pairs].map(([id, p]) => ({
        inventoryItemId: id,
        name: p.name,
        unit: p.unit,
        category: p.category,
        cost: SEED_INVENTORY.find((i) => i.id === id)!.cost,
        opening: p.opening,
        closing: p.closing,
        delivered: moves.filter((m) => m.kind === 'delivery' && m.inventoryItemId === id).reduce((s, m) => s + m.quantity, 0),
        wasted: moves.filter((m) => m.kind === 'waste' && m.inventoryItemId === id).reduce((s, m) => s + m.quantity, 0),
        theoretical: history.orders.flatMap((o) => o.ingredients).filter((i) => i.inventoryItemId === id).reduce((s, i) => s + i.quantity, 0),
      })),
    );
    const used = report.lines.filter((l) => l.theoretical > 0);
    expect(used.length).toBeGreaterThan(5);
    for (const line of used) {
      expect(line.variance).toBeGreaterThanOrEqual(-0.01);
      expect(line.variancePercent!).toBeLessThanOrEqual(8.01);
    }
    expect(new Set(used.map((l) => l.band)).size).toBeGreaterThan(1);
  });
});
