import {
  convertQuantity,
  countedBetween,
  inUnitNow,
  deductedWithin,
  periodPourCost,
  revenueWithin,
  roundMoney,
  roundQuantity,
  varianceReport,
  type DaySummary,
  type Deductions,
  type Delivery,
  type ServedSales,
  type InventoryItem,
  type LedgerEntry,
  type StockCount,
  type VarianceAnswer,
  type Waste,
} from '@bar/domain';
import { unprocessable } from '../errors';

/** What a variance needs of the dates its counts were taken on: when orders took stock, and when served ones sold. */
export interface EdgeFigures {
  deductions?: Deductions;
  sales?: ServedSales;
}

/** What the variance needs to read (the Cosmos repositories in the app; in-memory ones in unit tests). */
export interface VarianceStore {
  ledger(from: string, to: string): Promise<LedgerEntry[]>;
  /** The current summaries of a range of business dates (those rebuilt on the way come with their deductions and sales). */
  summaries(from: string, to: string): Promise<Array<DaySummary & EdgeFigures>>;
  /** One date's deductions and served sales (from its stored summary: one point read). */
  edge(date: string): Promise<EdgeFigures | undefined>;
  inventory(): Promise<Array<Pick<InventoryItem, 'id' | 'name' | 'unit' | 'category' | 'cost'>>>;
}

/**
 * The variance between the counts taken on business date `from` (the opening count of each item: its last
 * count that day) and those taken on `to` (the closing count), per item counted on both. Deductions and waste
 * recorded between an item's two counts are added and taken off; theoretical usage is what orders took from
 * stock between them: the dates in between whole, from their summaries, the two edge dates by the time of each
 * deduction (the move to ready), from their summaries' deductions. No order is read unless a date's summary is
 * stale.
 */
export async function variance(store: VarianceStore, from: string, to: string, targetPourCost: number): Promise<VarianceAnswer> {
  const ledger = await store.ledger(from, to);
  const counts = ledger.filter((e): e is StockCount => e.kind === 'count');
  const opening = counts.filter((c) => c.date === from);
  const closing = counts.filter((c) => c.date === to);
  if (opening.length === 0) throw unprocessable(`There is no stock count on ${from}: count the stock that day, or choose a date with a count`);
  if (closing.length === 0) throw unprocessable(`There is no stock count on ${to}: count the stock that day, or choose a date with a count`);
  const pairs = countedBetween(opening, closing, from === to);
  if (pairs.size === 0) {
    // (Counted on both, but in units that cannot be compared: say so, not that it was not counted.)
    const unitOf = (counts: readonly StockCount[]) => new Map(counts.flatMap((c) => c.lines.map((l) => [l.inventoryItemId, l] as const)));
    const before = unitOf(opening);
    const apart = [...unitOf(closing).values()].find((l) => before.has(l.inventoryItemId) && convertQuantity(1, before.get(l.inventoryItemId)!.unit, l.unit) === null);
    if (apart) throw unprocessable(`${apart.name} was counted in ${before.get(apart.inventoryItemId)!.unit} on ${from} and in ${apart.unit} on ${to}, which cannot be compared: count it again in ${apart.unit} and compare from that count`);
    throw unprocessable(`No item was counted both on ${from} and, later, on ${to}: a variance needs two counts of the same items`);
  }

  const [days, stockList] = await Promise.all([store.summaries(from, to), store.inventory()]);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const edgeDates = from === to ? [from] : [from, to];
  const edges = await Promise.all(
    edgeDates.filter((d) => byDate.has(d)).map(async (d): Promise<EdgeFigures & { usage: DaySummary['usage'] }> => {
      const day = byDate.get(d)!;
      return { ...(day.deductions && day.sales ? day : ((await store.edge(d)) ?? {})), usage: day.usage };
    }),
  );
  const middle = days.filter((d) => d.date > from && d.date < to);
  const stock = new Map(stockList.map((i) => [i.id, i]));

  const deliveries = ledger.filter((e): e is Delivery => e.kind === 'delivery');
  const waste = ledger.filter((e): e is Waste => e.kind === 'waste');
  const within = (at: string, p: { openingAt: string; closingAt: string }) => at > p.openingAt && at <= p.closingAt;

  // What was recorded in another unit of the item than its closing count's (before a change of its unit) is read in that
  // unit: '700 ml delivered' is 70 of an item now counted in cl.
  const inputs = [...pairs].map(([id, p]) => {
    let theoretical = 0;
    for (const day of middle) {
      const used = day.usage[id];
      if (used) theoretical += inUnitNow(used.quantity, used.unit, p.unit);
    }
    // (An edge date's deductions are in the unit its orders took the item in, which its usage names.)
    for (const edge of edges) theoretical += inUnitNow(deductedWithin(edge.deductions, id, p.openingAt, p.closingAt), edge.usage[id]?.unit ?? p.unit, p.unit);
    const item = stock.get(id);
    return {
      inventoryItemId: id,
      name: item?.name ?? p.name,
      unit: p.unit,
      category: item?.category ?? p.category,
      // (The cost is of one of the item's unit now: per unit of the counts, should those be in another.)
      cost: item ? item.cost * (convertQuantity(1, p.unit, item.unit) ?? 1) : 0,
      opening: p.opening,
      closing: p.closing,
      delivered: roundQuantity(deliveries.filter((d) => d.inventoryItemId === id && within(d.at, p)).reduce((s, d) => s + inUnitNow(d.quantity, d.unit, p.unit), 0)),
      wasted: roundQuantity(waste.filter((w) => w.inventoryItemId === id && within(w.at, p)).reduce((s, w) => s + inUnitNow(w.quantity, w.unit, p.unit), 0)),
      theoretical: roundQuantity(theoretical),
    };
  });
  const report = varianceReport(inputs);
  const all = [...pairs.values()];
  const openingAt = all.map((p) => p.openingAt).sort()[0]!;
  const closingAt = all.map((p) => p.closingAt).sort().at(-1)!;
  // The pour cost is over the orders whose stock was taken between the counts (the dates in between whole, the
  // edge dates by the time of the move to ready), and of those the served ones, as the sales report counts it:
  // their revenue, and what they used of every item, not only of the items counted.
  let revenue = 0;
  const served = new Map<string, number>();
  const add = (id: string, quantity: number) => served.set(id, roundQuantity((served.get(id) ?? 0) + quantity));
  // (In each item's unit now, which its cost is per: a date's orders took it in the unit its usage names.)
  for (const day of middle) {
    revenue = roundMoney(revenue + day.revenue);
    for (const [id, quantity] of Object.entries(day.servedUsage ?? {})) add(id, inUnitNow(quantity, day.usage[id]?.unit, stock.get(id)?.unit));
  }
  for (const edge of edges) {
    revenue = roundMoney(revenue + revenueWithin(edge.sales, openingAt, closingAt));
    for (const id of Object.keys(edge.deductions ?? {})) add(id, inUnitNow(deductedWithin(edge.deductions, id, openingAt, closingAt, true), edge.usage[id]?.unit, stock.get(id)?.unit));
  }
  const costOf = (ids: Iterable<string>) => roundMoney([...ids].reduce((sum, id) => sum + (served.get(id) ?? 0) * (stock.get(id)?.cost ?? 0), 0));
  const servedCost = costOf(served.keys());
  return {
    from,
    to,
    openingAt,
    closingAt,
    ...report,
    revenue,
    servedCost,
    pourCost: periodPourCost(servedCost, revenue),
    countedPourCost: periodPourCost(costOf(pairs.keys()), revenue),
    targetPourCost,
    deliveries: deliveries.filter((d) => pairs.has(d.inventoryItemId) && within(d.at, pairs.get(d.inventoryItemId)!)),
    waste: waste.filter((w) => pairs.has(w.inventoryItemId) && within(w.at, pairs.get(w.inventoryItemId)!)),
  };
}
