import { z } from 'zod';
import { idSchema } from './ids';
import { INVENTORY_CATEGORIES } from './constants';
import { ownEntry } from './guards';
import { roundMoney } from './money';
import { barHour, isIsoDate, nextDate, previousDate } from './orders';
import type { Order } from './schemas';
import { bottleSizeOf, convertQuantity, formatAmount, inUnitNow, roundQuantity, wholeUnitProblem } from './units';
import { MAX_NOTE_LENGTH, plainTextSchema } from './text';

/*
 * The manager's reports: what sold and when, how fast the bar served, and how much stock went missing. Pure
 * arithmetic over orders, one business date at a time (a day summary), and over the stock ledger (counts,
 * deliveries, waste). The API stores one summary per business date and adds them up (ADR 16).
 */

/** The longest range a report covers, in business dates. */
export const MAX_REPORT_DAYS = 366;

/** The quick choices of the range picker: today, the last 7 and the last 30 business dates (today included). */
export const REPORT_PRESETS = { today: 1, '7d': 7, '30d': 30 } as const;
export type ReportPreset = keyof typeof REPORT_PRESETS;

export type DateRange = { from: string; to: string };

/** The business dates from `from` to `to`, both included; empty when `to` is before `from`. */
export function datesBetween(from: string, to: string, max = MAX_REPORT_DAYS): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < max; d = nextDate(d)) out.push(d);
  return out;
}

/**
 * The range a report asks for: a preset (ending today) or two business dates. A message naming the problem
 * when the range is not one a report answers (not dates, reversed, longer than MAX_REPORT_DAYS, in the future).
 */
export function reportRange(query: { range?: string | null; from?: string | null; to?: string | null }, today: string): DateRange | string {
  const { range, from, to } = query;
  if (range && (from || to)) return 'range, or from and to: give one or the other, not both';
  if (range) {
    const days = ownEntry<number>(REPORT_PRESETS, range);
    if (!days) return `range: must be one of ${Object.keys(REPORT_PRESETS).join(', ')}`;
    let start = today;
    for (let i = 1; i < days; i++) start = previousDate(start);
    return { from: start, to: today };
  }
  if (!from || !to) return 'from and to: both are required as YYYY-MM-DD (or range)';
  return datesProblem(from, to, today) ?? { from, to };
}

/**
 * What is wrong with two business dates a report covers (the sales, the ledger and the variance alike): not dates,
 * reversed, in the future, longer than MAX_REPORT_DAYS; null when they are fine.
 */
export function datesProblem(from: string, to: string, today: string): string | null {
  if (!isIsoDate(from)) return 'from: must be a date as YYYY-MM-DD';
  if (!isIsoDate(to)) return 'to: must be a date as YYYY-MM-DD';
  if (from > today) return `from: ${from} is in the future (today's business date is ${today})`;
  if (to < from) return `to: the end date must not be before the start date: choose ${from} or later`;
  if (to > today) return `to: ${to} is in the future (today's business date is ${today})`;
  if (datesBetween(from, to, MAX_REPORT_DAYS + 1).length > MAX_REPORT_DAYS) return `the range may cover at most ${MAX_REPORT_DAYS} days`;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Sales and service: one business date

/** Service is measured from the moment an order was received to each of these moves. */
export const SERVICE_STAGES = ['preparing', 'ready', 'completed'] as const;
export type ServiceStage = (typeof SERVICE_STAGES)[number];
export const SERVICE_STAGE_LABELS: Record<ServiceStage, string> = {
  preparing: 'Received to preparing',
  ready: 'Received to ready',
  completed: 'Received to served',
};

export interface HourFigures {
  orders: number;
  revenue: number;
  drinks: number;
  /** Seconds from received to each move, of the orders received in this hour, ascending. */
  service: Record<ServiceStage, number[]>;
}

export interface DrinkFigures {
  name: string;
  count: number;
  revenue: number;
  /**
   * What the served orders that held this drink alone took from stock (per inventory item, in its unit) and what
   * they cost the guests: the drink's pour cost as its orders recorded it, for a drink no longer on the menu.
   */
  alone?: { usage: Record<string, number>; revenue: number };
}

export interface UsageFigures {
  name: string;
  unit: string;
  quantity: number;
}

/** What one business date's orders add up to; sales count served orders, usage what orders took from stock. */
export interface DaySummary {
  date: string;
  orders: number;
  revenue: number;
  drinks: number;
  /** By the hour on the bar's clock when the order was received ('0' to '23'). */
  hours: Record<string, HourFigures>;
  drinksSold: Record<string, DrinkFigures>;
  /** Theoretical usage: what the orders of the date took from stock, per inventory item, in its unit. */
  usage: Record<string, UsageFigures>;
  /**
   * What the served orders of the date used, per inventory item, in its unit: the cost side of the pour cost, over
   * the same orders as the revenue (an order made ready and not served yet is in `usage`, not here).
   */
  servedUsage: Record<string, number>;
  /** Orders staff cancelled (not in the sales, the service times or the usage); absent in summaries made before. */
  cancelled?: number;
}

export type ReportOrder = Pick<Order, 'date' | 'status' | 'totalPrice' | 'createdAt' | 'items' | 'ingredients' | 'stockDeducted' | 'history'>;

const emptyHour = (): HourFigures => ({ orders: 0, revenue: 0, drinks: 0, service: { preparing: [], ready: [], completed: [] } });

/**
 * When an order last reached a status moving forward, from its history: after an Undo or a Move back the stage is
 * reached again later, and the later time is the service the guest got.
 */
export function reachedAt(order: Pick<Order, 'history'>, status: ServiceStage): string | undefined {
  return (order.history ?? []).findLast((m) => m.to === status && m.direction !== 'back')?.at;
}

/** Seconds from received to the stage, or null when the order has not reached it (or the clocks disagree). */
export function serviceSeconds(order: Pick<Order, 'createdAt' | 'history'>, stage: ServiceStage): number | null {
  const at = reachedAt(order, stage);
  if (!at) return null;
  const seconds = Math.round((Date.parse(at) - Date.parse(order.createdAt)) / 1000);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** When an order's ingredients left the stock: its move to ready (the time it was received when not recorded). */
export function deductedAt(order: Pick<Order, 'createdAt' | 'history' | 'stockDeducted'>): string | null {
  if (!order.stockDeducted) return null;
  return reachedAt(order, 'ready') ?? order.createdAt;
}

/**
 * Per inventory item, when orders took it from stock and how much: [time of the move to ready, quantity, 1 when
 * the order was served], in time order.
 */
export type Deductions = Record<string, Array<[string, number, number?]>>;

/** The served orders of a date by when their stock was taken: [time of the move to ready, the order's total]. */
export type ServedSales = Array<[string, number]>;

/** When a date's orders took each item from stock (the orders that did), marking the served ones. */
export function deductionsOf(orders: readonly ReportOrder[]): Deductions {
  const out: Deductions = {};
  for (const order of orders) {
    const at = deductedAt(order);
    if (!at || order.status === 'cancelled') continue;
    const served = order.status === 'completed' ? 1 : 0;
    for (const i of order.ingredients ?? []) (out[i.inventoryItemId] ??= []).push([at, i.quantity, served]);
  }
  for (const list of Object.values(out)) list.sort((a, b) => a[0].localeCompare(b[0]));
  return out;
}

/** The served orders of a date whose stock was taken, with when it was and their totals, in time order. */
export function servedSalesOf(orders: readonly ReportOrder[]): ServedSales {
  const out: ServedSales = [];
  for (const order of orders) {
    const at = deductedAt(order);
    if (at && order.status === 'completed') out.push([at, order.totalPrice]);
  }
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * What orders took of one item after `after` and up to `upTo` (ISO times), from a date's deductions; with
 * `servedOnly`, what the served ones among them took.
 */
export function deductedWithin(deductions: Deductions | undefined, itemId: string, after: string, upTo: string, servedOnly = false): number {
  let total = 0;
  for (const [at, quantity, served] of deductions?.[itemId] ?? []) if (at > after && at <= upTo && (!servedOnly || served === 1)) total += quantity;
  return roundQuantity(total);
}

/** The revenue of the served orders whose stock was taken after `after` and up to `upTo`. */
export function revenueWithin(sales: ServedSales | undefined, after: string, upTo: string): number {
  let total = 0;
  for (const [at, revenue] of sales ?? []) if (at > after && at <= upTo) total = roundMoney(total + revenue);
  return total;
}

/** One business date's figures from its orders. Hours are read on the bar's clock (`timeZone`). */
export function summariseDay(date: string, orders: readonly ReportOrder[], timeZone = 'UTC'): DaySummary {
  const day: DaySummary = { date, orders: 0, revenue: 0, drinks: 0, hours: {}, drinksSold: {}, usage: {}, servedUsage: {} };
  for (const order of orders) {
    const received = new Date(order.createdAt);
    if (Number.isNaN(received.getTime())) continue;
    const hourKey = String(barHour(received, timeZone));
    if (order.status === 'cancelled') {
      // Counted apart: no sale, no service, nothing taken from stock (a cancel happens before ready).
      day.cancelled = (day.cancelled ?? 0) + 1;
      continue;
    }
    const hour = (day.hours[hourKey] ??= emptyHour());
    if (order.stockDeducted) {
      for (const i of order.ingredients ?? []) {
        const u = (day.usage[i.inventoryItemId] ??= { name: i.name, unit: i.unit, quantity: 0 });
        u.quantity = roundQuantity(u.quantity + i.quantity);
      }
    }
    if (order.status !== 'completed') continue;
    // Service is measured over the served orders only, every stage over the same orders (so the 90th percentile to
    // served is never below the one to ready), and a serve taken back is no serve.
    for (const stage of SERVICE_STAGES) {
      const seconds = serviceSeconds(order, stage);
      if (seconds !== null) hour.service[stage].push(seconds);
    }
    const drinks = order.items.reduce((n, l) => n + l.quantity, 0);
    day.orders++;
    day.revenue = roundMoney(day.revenue + order.totalPrice);
    day.drinks += drinks;
    hour.orders++;
    hour.revenue = roundMoney(hour.revenue + order.totalPrice);
    hour.drinks += drinks;
    for (const i of order.ingredients ?? []) day.servedUsage[i.inventoryItemId] = roundQuantity((day.servedUsage[i.inventoryItemId] ?? 0) + i.quantity);
    for (const line of order.items) {
      const d = (day.drinksSold[line.recipeId] ??= { name: line.recipeName, count: 0, revenue: 0 });
      d.count += line.quantity;
      d.revenue = roundMoney(d.revenue + line.price * line.quantity);
    }
    // An order of one drink alone says what that drink took from stock (an order's ingredients are per order).
    const only = order.items[0]?.recipeId;
    if (only !== undefined && order.items.every((l) => l.recipeId === only)) {
      const d = day.drinksSold[only]!;
      d.alone ??= { usage: {}, revenue: 0 };
      d.alone.revenue = roundMoney(d.alone.revenue + order.totalPrice);
      for (const i of order.ingredients ?? []) d.alone.usage[i.inventoryItemId] = roundQuantity((d.alone.usage[i.inventoryItemId] ?? 0) + i.quantity);
    }
  }
  for (const hour of Object.values(day.hours)) for (const stage of SERVICE_STAGES) hour.service[stage].sort((a, b) => a - b);
  return day;
}

/**
 * The p-th percentile (0-100) of ascending values, interpolated between the two nearest ranks (the median of
 * 1, 2, 3, 4 is 2.5); null for no values.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** The hours of a business day in the order the bar lives them: from the day start round to the hour before. */
export function hoursOfBusinessDay(dayStartHour: number): number[] {
  return Array.from({ length: 24 }, (_, i) => (dayStartHour + i) % 24);
}

export interface DrinkLine extends Omit<DrinkFigures, 'alone'> {
  recipeId: string;
  /**
   * Ingredient cost as a share of the price, at today's costs: from the recipe for a drink on the menu; for a drink
   * no longer on it, from what its orders of the drink alone took from stock; null when not known.
   */
  pourCost: number | null;
  /** The drink is no longer on the menu (its name then ends in ' (removed)'). */
  removed?: true;
}

export interface ServiceFigures {
  count: number;
  /** Seconds. */
  median: number | null;
  p90: number | null;
}

export interface SalesReport {
  from: string;
  to: string;
  totals: {
    revenue: number;
    orders: number;
    drinks: number;
    averageOrderValue: number | null;
    /** Orders staff cancelled in the period: in none of the other figures. */
    cancelledOrders: number;
    /** What the served orders of the period used (the same orders as the revenue), at today's costs. */
    theoreticalCost: number;
    /** theoreticalCost / revenue; null without revenue. */
    pourCost: number | null;
    targetPourCost: number;
  };
  byDay: Array<{ date: string; revenue: number; orders: number; drinks: number }>;
  byHour: Array<{ hour: number; revenue: number; orders: number; drinks: number }>;
  /** Every drink sold, and every drink on the menu in the period (0 when it sold nothing), most sold first. */
  drinks: DrinkLine[];
  /** The most sold (by count, by revenue) of the drinks that sold. */
  topByCount: DrinkLine[];
  bottomByCount: DrinkLine[];
  topByRevenue: DrinkLine[];
  bottomByRevenue: DrinkLine[];
  service: Array<{ hour: number } & Record<ServiceStage, ServiceFigures>>;
}

export const TOP_DRINKS = 5;

export interface SalesReportOptions {
  dayStartHour: number;
  targetPourCost: number;
  /** Per recipe id: its pour cost now (see pricing.ts). */
  drinkPourCost: ReadonlyMap<string, number | null>;
  /** Per inventory item id: its cost per unit now. */
  itemCost: ReadonlyMap<string, number>;
  /** Per inventory item id: the unit it is kept in now, which its cost is per (orders before a change of unit are converted). */
  itemUnit?: ReadonlyMap<string, string>;
  /**
   * The drinks on the menu now, with the business date each was added (`since`): those on the menu in the range that
   * sold nothing are listed with 0; a drink that sold and is not here any more is marked removed.
   */
  menu: ReadonlyArray<{ id: string; name: string; since?: string }>;
}

/** The label of a drink no longer on the menu. */
export const removedDrinkName = (name: string) => `${name} (removed)`;

/** Adds up the summaries of a range of business dates (`days` may miss dates: they had no orders). */
export function salesReport(range: DateRange, days: readonly DaySummary[], options: SalesReportOptions): SalesReport {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const hours = hoursOfBusinessDay(options.dayStartHour);
  const hourTotals = new Map(hours.map((h) => [h, emptyHour()]));
  const drinks = new Map<string, DrinkFigures>();
  const usage = new Map<string, number>();
  const byDay: SalesReport['byDay'] = [];
  let revenue = 0;
  let orders = 0;
  let drinkCount = 0;
  let cancelledOrders = 0;
  for (const date of datesBetween(range.from, range.to)) {
    const day = byDate.get(date);
    byDay.push({ date, revenue: day?.revenue ?? 0, orders: day?.orders ?? 0, drinks: day?.drinks ?? 0 });
    if (!day) continue;
    revenue = roundMoney(revenue + day.revenue);
    orders += day.orders;
    cancelledOrders += day.cancelled ?? 0;
    drinkCount += day.drinks;
    for (const [key, h] of Object.entries(day.hours)) {
      const total = hourTotals.get(Number(key));
      if (!total) continue;
      total.orders += h.orders;
      total.revenue = roundMoney(total.revenue + h.revenue);
      total.drinks += h.drinks;
      for (const stage of SERVICE_STAGES) total.service[stage].push(...h.service[stage]);
    }
    for (const [id, d] of Object.entries(day.drinksSold)) {
      const total = drinks.get(id) ?? { name: d.name, count: 0, revenue: 0 };
      total.count += d.count;
      total.revenue = roundMoney(total.revenue + d.revenue);
      if (d.alone) {
        total.alone ??= { usage: {}, revenue: 0 };
        total.alone.revenue = roundMoney(total.alone.revenue + d.alone.revenue);
        for (const [item, q] of Object.entries(d.alone.usage)) total.alone.usage[item] = roundQuantity((total.alone.usage[item] ?? 0) + q);
      }
      drinks.set(id, total);
    }
    // The cost side of the pour cost is over the served orders, as the revenue is.
    // (In the item's unit now: a day's orders took it in the unit its usage names, 100 ml before the item was kept in cl.)
    for (const [id, quantity] of Object.entries(day.servedUsage ?? {})) usage.set(id, roundQuantity((usage.get(id) ?? 0) + inUnitNow(quantity, day.usage[id]?.unit, options.itemUnit?.get(id))));
  }
  const onMenu = new Map(options.menu.map((m) => [m.id, m]));
  for (const drink of options.menu) if (!drinks.has(drink.id) && (!drink.since || drink.since <= range.to)) drinks.set(drink.id, { name: drink.name, count: 0, revenue: 0 });
  const costOf = (quantities: Iterable<[string, number]>) => {
    let cost = 0;
    for (const [id, quantity] of quantities) cost += quantity * (options.itemCost.get(id) ?? 0);
    return roundMoney(cost);
  };
  const theoreticalCost = costOf(usage);
  const lines: DrinkLine[] = [...drinks].map(([recipeId, { alone, ...d }]) => {
    if (onMenu.has(recipeId)) return { recipeId, ...d, pourCost: options.drinkPourCost.get(recipeId) ?? null };
    const pour = alone ? periodPourCost(costOf(Object.entries(alone.usage)), alone.revenue) : null;
    return { recipeId, ...d, name: removedDrinkName(d.name), pourCost: pour, removed: true };
  });
  const byName = (a: DrinkLine, b: DrinkLine) => a.name.localeCompare(b.name);
  const byCount = [...lines].sort((a, b) => b.count - a.count || b.revenue - a.revenue || byName(a, b));
  const byRevenue = [...lines].sort((a, b) => b.revenue - a.revenue || b.count - a.count || byName(a, b));
  const sold = (l: DrinkLine) => l.count > 0;
  const topByCount = byCount.filter(sold).slice(0, TOP_DRINKS);
  const topByRevenue = byRevenue.filter(sold).slice(0, TOP_DRINKS);
  // The least sold first: a tie in count goes to the lower revenue, a tie in revenue to the fewer sold, then by name
  // A-Z (README); a drink in the top list is not also in the bottom one (a short menu).
  const bottom = (top: DrinkLine[], least: (a: DrinkLine, b: DrinkLine) => number) =>
    lines
      .filter((l) => !top.includes(l))
      .sort((a, b) => least(a, b) || byName(a, b))
      .slice(0, TOP_DRINKS);
  const figures = (values: number[]): ServiceFigures => {
    const sorted = [...values].sort((a, b) => a - b);
    return { count: sorted.length, median: percentile(sorted, 50), p90: percentile(sorted, 90) };
  };
  return {
    from: range.from,
    to: range.to,
    totals: {
      revenue,
      orders,
      drinks: drinkCount,
      averageOrderValue: orders > 0 ? roundMoney(revenue / orders) : null,
      cancelledOrders,
      theoreticalCost,
      pourCost: revenue > 0 ? theoreticalCost / revenue : null,
      targetPourCost: options.targetPourCost,
    },
    byDay,
    byHour: hours.map((hour) => {
      const h = hourTotals.get(hour)!;
      return { hour, revenue: h.revenue, orders: h.orders, drinks: h.drinks };
    }),
    drinks: byCount,
    topByCount,
    bottomByCount: bottom(topByCount, (a, b) => a.count - b.count || a.revenue - b.revenue),
    topByRevenue,
    bottomByRevenue: bottom(topByRevenue, (a, b) => a.revenue - b.revenue || a.count - b.count),
    service: hours
      .map((hour) => {
        const s = hourTotals.get(hour)!.service;
        return { hour, preparing: figures(s.preparing), ready: figures(s.ready), completed: figures(s.completed) };
      })
      .filter((row) => SERVICE_STAGES.some((stage) => row[stage].count > 0)),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The stock ledger: counts, deliveries, waste

/** A quantity of stock: `least` says what may be the smallest (a count may find none; a delivery or a waste is of something). */
const stockQuantity = (least: 'zero' | 'positive') => z
  .number({ error: 'must be a number' })
  .finite('must be a finite number')
  .refine((v) => (least === 'zero' ? v >= 0 : v > 0), least === 'zero' ? 'must be 0 or more' : 'must be more than 0')
  .max(1_000_000, 'must be at most 1000000')
  // What a bar can measure: thousandths of its unit at most (0.1 of a bottle, 1 ml, a slice); nothing finer.
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'may have at most 3 decimals')
  // ... and kept as that thousandth: 0.3 of a 700 ml bottle worked out in floating point (209.99999999999997) is
  // 210, before any check of it and before it is stored.
  .transform(roundLedgerQuantity);

/** A ledger quantity as the ledger keeps it: to the thousandth of its unit. */
export function roundLedgerQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A client-made id (the retry key: the same id twice records and changes stock once). */
const ledgerId = idSchema.refine(
  (v) => v.length >= 8 && v.length <= 100,
  'must be 8 to 100 characters: a key the client makes once per record (e.g. a UUID) and sends again on a retry, so the record is made once',
);

/**
 * The one rule for a quantity of a delivery, waste or count given in bottles: tenths of a bottle, as the count
 * takes them (1.5 is, 0.15 is not). In the item's own unit a quantity keeps to the thousandth (stockQuantity),
 * so a 30 ml spill is recorded as it was. Null when the quantity is fine.
 */
export function bottleQuantityProblem(quantity: number, per: 'unit' | 'bottle'): string | null {
  if (per !== 'bottle' || !Number.isFinite(quantity) || isBottleStep(quantity)) return null;
  return `in bottles, give tenths of a bottle (e.g. 1.5): ${quantity} is not`;
}

const inBottleSteps = (v: { quantity: number; per: 'unit' | 'bottle' }, ctx: z.RefinementCtx) => {
  const problem = bottleQuantityProblem(v.quantity, v.per);
  if (problem) ctx.addIssue({ code: 'custom', path: ['quantity'], message: problem });
};

export const MAX_COUNT_LINES = 300;

/** A count of one category: what is on the shelf, per item, in the item's unit (or in bottles, with per: 'bottle'). */
export const stockCountInputSchema = z.object({
  id: ledgerId,
  category: z.enum(INVENTORY_CATEGORIES, { error: `must be one of ${INVENTORY_CATEGORIES.join(', ')}` }),
  lines: z
    .array(
      z.object({ inventoryItemId: idSchema, quantity: stockQuantity('zero'), per: z.enum(['unit', 'bottle'], { error: 'must be unit or bottle' }).default('unit') }).superRefine(inBottleSteps),
      { error: 'must be a list' },
    )
    .min(1, 'needs at least one item')
    .max(MAX_COUNT_LINES, `may list at most ${MAX_COUNT_LINES} items`)
    .refine((lines) => new Set(lines.map((l) => l.inventoryItemId)).size === lines.length, 'lists an item twice'),
});
// (As a client sends it: `per` may be left out, for the unit.)
export type StockCountInput = z.input<typeof stockCountInputSchema>;

/** Stock received: a quantity in the item's unit, or in bottles when the item has a bottle size. */
export const deliveryInputSchema = z.object({
  id: ledgerId,
  inventoryItemId: idSchema,
  quantity: stockQuantity('positive'),
  /** What one unit (or one bottle, with per: 'bottle') cost. */
  unitCost: z.number({ error: 'must be a number' }).finite('must be a finite number').min(0, 'must be 0 or more').max(100_000, 'must be at most 100000'),
  per: z.enum(['unit', 'bottle'], { error: 'must be unit or bottle' }).default('unit'),
}).superRefine(inBottleSteps);
export type DeliveryInput = z.infer<typeof deliveryInputSchema>;

export const WASTE_REASONS = ['spill', 'breakage', 'comp', 'other'] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];
export const WASTE_REASON_LABELS: Record<WasteReason, string> = { spill: 'Spill', breakage: 'Breakage', comp: 'Comp', other: 'Other' };

export const wasteInputSchema = z.object({
  id: ledgerId,
  inventoryItemId: idSchema,
  quantity: stockQuantity('positive'),
  per: z.enum(['unit', 'bottle'], { error: 'must be unit or bottle' }).default('unit'),
  reason: z.enum(WASTE_REASONS, { error: `must be one of ${WASTE_REASONS.join(', ')}` }),
  note: plainTextSchema(MAX_NOTE_LENGTH).optional(),
}).superRefine(inBottleSteps);
export type WasteInput = z.infer<typeof wasteInputSchema>;

export interface LedgerActor {
  id: string;
  name: string;
}

interface LedgerBase {
  id: string;
  /** The business date it was recorded on (partition key of the reports container). */
  date: string;
  at: string;
  by: LedgerActor;
}

export interface CountLine {
  inventoryItemId: string;
  name: string;
  unit: string;
  quantity: number;
  /** The stock the app held for the item just before the count set it. */
  before: number;
}

export interface StockCount extends LedgerBase {
  kind: 'count';
  category: string;
  lines: CountLine[];
}

export interface Delivery extends LedgerBase {
  kind: 'delivery';
  inventoryItemId: string;
  name: string;
  unit: string;
  /** In the item's unit. */
  quantity: number;
  /** Per item unit. */
  unitCost: number;
}

export interface Waste extends LedgerBase {
  kind: 'waste';
  inventoryItemId: string;
  name: string;
  unit: string;
  quantity: number;
  reason: WasteReason;
  note?: string;
}

export type LedgerEntry = StockCount | Delivery | Waste;

/** A count of an item with a bottle size is taken in tenths of its bottle: what an eye can tell on a shelf. */
export const COUNT_BOTTLE_STEP = 0.1;

/** Whether a number of bottles is a whole number of COUNT_BOTTLE_STEP (2.5 is, 2.55 is not). */
export function isBottleStep(bottles: number): boolean {
  const tenths = bottles / COUNT_BOTTLE_STEP;
  return Math.abs(tenths - Math.round(tenths)) < 1e-6;
}

/**
 * What is wrong with a counted quantity (in the item's unit) of an item: an item counted whole (bottles of beer, lime
 * wedges) in whole numbers; for an item with a bottle size, a whole number of tenths of the bottle (in 700 ml bottles:
 * 1,750 ml = 2.5 bottles, not 1,785 ml = 2.55); null when it is fine. The SPA types the count in bottles and checks the
 * same rule before it saves.
 */
export function countQuantityProblem(quantity: number, item: { name: string; unit: string; bottleSize?: number }): string | null {
  const whole = wholeUnitProblem(quantity, item);
  if (whole) return whole;
  const bottle = bottleSizeOf(item);
  if (!bottle || isBottleStep(quantity / bottle)) return null;
  const bottles = roundQuantity(quantity / bottle);
  return `'${item.name}' is counted in ${COUNT_BOTTLE_STEP} steps of its ${formatAmount(bottle, item.unit)} bottle (${formatAmount(roundQuantity(bottle * COUNT_BOTTLE_STEP), item.unit)}): ${formatAmount(quantity, item.unit)} is ${bottles} bottles`;
}

/** A quantity typed per bottle in the item's unit (per unit: as it is); null when the item has no bottle size. */
export function inItemUnit(quantity: number, per: 'unit' | 'bottle', bottleSize: number | undefined): number | null {
  if (per === 'unit') return roundQuantity(quantity);
  return bottleSize && bottleSize > 0 ? roundQuantity(quantity * bottleSize) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Variance: what the counts say was used against what the orders should have used

/** The trade's bands of variance, as a share of theoretical usage. */
export const VARIANCE_BANDS = ['under-2', '2-4', '4-6', 'over-6'] as const;
export type VarianceBand = (typeof VARIANCE_BANDS)[number];
export const VARIANCE_BAND_LABELS: Record<VarianceBand, string> = {
  'under-2': 'Under 2% (healthy)',
  '2-4': '2-4% (watch)',
  '4-6': '4-6% (act)',
  'over-6': 'Over 6% (losing stock)',
};

/** The same bands when the counts found MORE stock than the orders explain: not a loss, but still off. */
export const VARIANCE_GAIN_LABELS: Record<VarianceBand, string> = {
  'under-2': 'Under 2% (healthy)',
  '2-4': '2-4% more than orders explain (watch)',
  '4-6': '4-6% more than orders explain (check counts and deliveries)',
  'over-6': 'Over 6% more than orders explain (check counts and deliveries)',
};

/** The words for a band: a variance below 0 (stock found over what the orders explain) is never called a loss. */
export function varianceBandLabel(band: VarianceBand, variance: number): string {
  return variance < 0 ? VARIANCE_GAIN_LABELS[band] : VARIANCE_BAND_LABELS[band];
}

/**
 * The band of a variance percentage, by its size (stock found missing or stock found over are both off):
 * under 2, from 2 to under 4, from 4 to 6, over 6. No theoretical usage (null): any usage at all is over 6.
 */
export function varianceBand(percent: number | null, actual = 0): VarianceBand {
  if (percent === null) return Math.abs(actual) > 0 ? 'over-6' : 'under-2';
  const size = Math.abs(Math.round(percent * 100) / 100);
  if (size < 2) return 'under-2';
  if (size < 4) return '2-4';
  if (size <= 6) return '4-6';
  return 'over-6';
}

export interface VarianceInput {
  inventoryItemId: string;
  name: string;
  unit: string;
  category: string;
  /** Cost per unit now. */
  cost: number;
  opening: number;
  closing: number;
  delivered: number;
  wasted: number;
  /** What orders took from stock between the two counts. */
  theoretical: number;
}

export interface VarianceLine extends VarianceInput {
  /** opening + delivered - wasted - closing. */
  actual: number;
  /** actual - theoretical, in the item's unit: more than 0 is stock gone without an order. */
  variance: number;
  varianceCost: number;
  /** variance / theoretical, in percent; null when nothing was theoretically used. */
  variancePercent: number | null;
  band: VarianceBand;
}

export interface VarianceReport {
  lines: VarianceLine[];
  totals: {
    theoreticalCost: number;
    actualCost: number;
    varianceCost: number;
    variancePercent: number | null;
    band: VarianceBand;
  };
}

export function varianceLine(raw: VarianceInput): VarianceLine {
  // A count stored before quantities were rounded (209.99999999999997 ml) reads as what was counted.
  const input = { ...raw, opening: roundQuantity(raw.opening), closing: roundQuantity(raw.closing), delivered: roundQuantity(raw.delivered), wasted: roundQuantity(raw.wasted), theoretical: roundQuantity(raw.theoretical) };
  const actual = roundQuantity(input.opening + input.delivered - input.wasted - input.closing);
  const variance = roundQuantity(actual - input.theoretical);
  const variancePercent = input.theoretical > 0 ? (variance / input.theoretical) * 100 : null;
  return {
    ...input,
    actual,
    variance,
    varianceCost: roundMoney(variance * input.cost),
    variancePercent,
    band: varianceBand(variancePercent, actual),
  };
}

/** Per item and in total, sorted by the size of the dollar impact (largest first). */
export function varianceReport(inputs: readonly VarianceInput[]): VarianceReport {
  const lines = inputs.map(varianceLine).sort((a, b) => Math.abs(b.varianceCost) - Math.abs(a.varianceCost) || a.name.localeCompare(b.name));
  // The total's dollar impact is the sum of the lines' as they are shown (so the rows add up to it), and the actual
  // cost the theoretical one and that impact.
  let theoreticalCost = 0;
  let varianceCost = 0;
  for (const l of lines) {
    theoreticalCost += l.theoretical * l.cost;
    varianceCost += l.varianceCost;
  }
  theoreticalCost = roundMoney(theoreticalCost);
  varianceCost = roundMoney(varianceCost);
  const actualCost = roundMoney(theoreticalCost + varianceCost);
  const variancePercent = theoreticalCost > 0 ? (varianceCost / theoreticalCost) * 100 : null;
  return { lines, totals: { theoreticalCost, actualCost, varianceCost, variancePercent, band: varianceBand(variancePercent, actualCost) } };
}

/** The variance between the counts of two business dates, as GET /reports/variance answers it. */
export interface VarianceAnswer extends VarianceReport {
  from: string;
  to: string;
  openingAt: string;
  closingAt: string;
  /**
   * The revenue of the served orders whose stock was taken between the two counts (after `openingAt`, up to
   * `closingAt`): the same window as the theoretical usage.
   */
  revenue: number;
  /** What those served orders used, every item (not only the counted ones), at today's costs. */
  servedCost: number;
  /** servedCost / revenue: the pour cost of the window, as the sales report counts it; null without revenue. */
  pourCost: number | null;
  /** The counted items' share of it: what those served orders used of the counted items, at cost, / revenue. */
  countedPourCost: number | null;
  targetPourCost: number;
  /** The deliveries and waste of the counted items between their two counts. */
  deliveries: Delivery[];
  waste: Waste[];
}

/** Pour cost of a period: what its usage cost as a share of its revenue; null without revenue. */
export function periodPourCost(usageCost: number, revenue: number): number | null {
  return revenue > 0 ? usageCost / revenue : null;
}

/**
 * The items of two counts to compare: for each item counted in both, its count in the opening one and in the
 * closing one, with the times they were taken. On each side the item's last count of the side wins; when both
 * sides are the same counts (two counts on one business date), the opening is the item's first count.
 */
export function countedBetween(
  opening: readonly StockCount[],
  closing: readonly StockCount[],
  sameSide = false,
): Map<string, { name: string; unit: string; category: string; opening: number; openingAt: string; closing: number; closingAt: string }> {
  const pick = (counts: readonly StockCount[], first: boolean) => {
    const out = new Map<string, { line: CountLine; at: string; category: string }>();
    for (const c of [...counts].sort((a, b) => a.at.localeCompare(b.at))) {
      for (const line of c.lines) if (!first || !out.has(line.inventoryItemId)) out.set(line.inventoryItemId, { line, at: c.at, category: c.category });
    }
    return out;
  };
  const open = pick(opening, sameSide);
  const close = pick(closing, false);
  const out = new Map<string, { name: string; unit: string; category: string; opening: number; openingAt: string; closing: number; closingAt: string }>();
  for (const [id, o] of open) {
    const c = close.get(id);
    if (!c || c.at <= o.at) continue;
    // An item whose unit changed between its counts ('750 ml' then '75 cl') is compared in the closing count's unit;
    // one whose units cannot be converted (ml, then pieces) cannot be compared at all.
    const opening = convertQuantity(o.line.quantity, o.line.unit, c.line.unit);
    if (opening === null) continue;
    out.set(id, { name: c.line.name, unit: c.line.unit, category: c.category, opening: roundQuantity(opening), openingAt: o.at, closing: c.line.quantity, closingAt: c.at });
  }
  return out;
}

/**
 * The period a variance is shown for until the manager chooses one: the latest count date that closes a period
 * (some item it counted was counted before), from the latest earlier date that counted one of the same items (a
 * count of the spirits is not compared with a count of the beer); two counts of the same items on one date when no
 * earlier date has any. Null when no two counts share an item.
 */
export function defaultVariancePeriod(counts: readonly StockCount[]): DateRange | null {
  const dates = [...new Set(counts.map((c) => c.date))].sort().reverse();
  const on = (date: string) => counts.filter((c) => c.date === date);
  for (const to of dates) {
    const closing = on(to);
    for (const from of dates) if (from < to && countedBetween(on(from), closing).size > 0) return { from, to };
    if (countedBetween(closing, closing, true).size > 0) return { from: to, to };
  }
  return null;
}
