import {
  countedBetween,
  datesBetween,
  deductedAt,
  nextDate,
  previousDate,
  roundMoney,
  roundQuantity,
  varianceReport,
  type DaySummary,
  type Delivery,
  type InventoryItem,
  type LedgerEntry,
  type ReportOrder,
  type StockCount,
  type VarianceReport,
  type Waste,
} from '@bar/domain';
import { unprocessable } from '../http/errors';

/** What the variance needs to read (the Cosmos repositories in the app; in-memory ones in unit tests). */
export interface VarianceStore {
  ledger(from: string, to: string): Promise<LedgerEntry[]>;
  dateOrders(date: string): Promise<{ orders: ReportOrder[] }>;
  /** The summaries of the dates strictly between the two counts' dates. */
  summaries(from: string, to: string): Promise<DaySummary[]>;
  inventory(): Promise<Array<Pick<InventoryItem, 'id' | 'name' | 'unit' | 'category' | 'cost'>>>;
}

export interface VarianceAnswer extends VarianceReport {
  from: string;
  to: string;
  openingAt: string;
  closingAt: string;
  revenue: number;
  /** Theoretical usage of the counted items at cost over the revenue of the business dates between the counts (both included). */
  pourCost: number | null;
  targetPourCost: number;
  deliveries: Delivery[];
  waste: Waste[];
}

/**
 * The variance between the counts taken on business date `from` (the opening count of each item: its last
 * count that day) and those taken on `to` (the closing count), per item counted on both. Deliveries and waste
 * recorded between an item's two counts are added and taken off; theoretical usage is what orders took from
 * stock between them: the two edge dates from their orders, by the time of each deduction, the dates in
 * between from their summaries (whole days).
 */
export async function variance(store: VarianceStore, from: string, to: string, targetPourCost: number): Promise<VarianceAnswer> {
  const ledger = await store.ledger(from, to);
  const counts = ledger.filter((e): e is StockCount => e.kind === 'count');
  const opening = counts.filter((c) => c.date === from);
  const closing = counts.filter((c) => c.date === to);
  if (opening.length === 0) throw unprocessable(`There is no stock count on ${from}: count the stock that day, or choose a date with a count`);
  if (closing.length === 0) throw unprocessable(`There is no stock count on ${to}: count the stock that day, or choose a date with a count`);
  const pairs = countedBetween(opening, closing, from === to);
  if (pairs.size === 0) throw unprocessable(`No item was counted both on ${from} and, later, on ${to}: a variance needs two counts of the same items`);

  const middle = from < to && nextDate(from) <= previousDate(to) ? await store.summaries(nextDate(from), previousDate(to)) : [];
  const edgeDates = from === to ? [from] : [from, to];
  const edges = await Promise.all(edgeDates.map((d) => store.dateOrders(d)));
  const stock = new Map((await store.inventory()).map((i) => [i.id, i]));

  const deliveries = ledger.filter((e): e is Delivery => e.kind === 'delivery');
  const waste = ledger.filter((e): e is Waste => e.kind === 'waste');
  const within = (at: string, p: { openingAt: string; closingAt: string }) => at > p.openingAt && at <= p.closingAt;

  const inputs = [...pairs].map(([id, p]) => {
    let theoretical = 0;
    for (const day of middle) theoretical += day.usage[id]?.quantity ?? 0;
    for (const { orders } of edges) {
      for (const o of orders) {
        const when = deductedAt(o);
        if (!when || !within(when, p)) continue;
        for (const i of o.ingredients ?? []) if (i.inventoryItemId === id) theoretical += i.quantity;
      }
    }
    const item = stock.get(id);
    return {
      inventoryItemId: id,
      name: item?.name ?? p.name,
      unit: p.unit,
      category: item?.category ?? p.category,
      cost: item?.cost ?? 0,
      opening: p.opening,
      closing: p.closing,
      delivered: roundQuantity(deliveries.filter((d) => d.inventoryItemId === id && within(d.at, p)).reduce((s, d) => s + d.quantity, 0)),
      wasted: roundQuantity(waste.filter((w) => w.inventoryItemId === id && within(w.at, p)).reduce((s, w) => s + w.quantity, 0)),
      theoretical: roundQuantity(theoretical),
    };
  });
  const report = varianceReport(inputs);
  let revenue = middle.reduce((s, d) => s + d.revenue, 0);
  for (const { orders } of edges) for (const o of orders) if (o.status === 'completed') revenue += o.totalPrice;
  revenue = roundMoney(revenue);
  const all = [...pairs.values()];
  return {
    from,
    to,
    openingAt: all.map((p) => p.openingAt).sort()[0]!,
    closingAt: all.map((p) => p.closingAt).sort().at(-1)!,
    ...report,
    revenue,
    pourCost: revenue > 0 ? report.totals.theoreticalCost / revenue : null,
    targetPourCost,
    deliveries: deliveries.filter((d) => pairs.has(d.inventoryItemId) && within(d.at, pairs.get(d.inventoryItemId)!)),
    waste: waste.filter((w) => pairs.has(w.inventoryItemId) && within(w.at, pairs.get(w.inventoryItemId)!)),
  };
}

/** The business dates a variance covers, for the range check. */
export const varianceDays = (from: string, to: string) => datesBetween(from, to, 400).length;
