/**
 * The sales report of a range of business dates (ADR 16): the day summaries (summaries.ts: a few requests whatever
 * the number of orders), priced against the stock's costs and the menu as they are now. A drink added after the
 * range was not on its menu then, so it is not among the range's bottom sellers.
 */
import { businessDate, indexById, ingredientCost, pourCost, salesReport, type DateRange, type InventoryItem, type Recipe, type SalesReport } from '@bar/domain';
import { daySummaries, type SummaryOptions, type SummaryStore } from './summaries';

export interface SalesPorts {
  summaries: SummaryStore;
  inventory(): Promise<InventoryItem[]>;
  recipes(): Promise<Recipe[]>;
}

export interface SalesSettings extends SummaryOptions {
  /** The hour a business day starts (the bar's time zone is `timeZone`). */
  dayStartHour: number;
  targetPourCost: number;
}

export async function salesOf(ports: SalesPorts, range: DateRange, settings: SalesSettings): Promise<SalesReport> {
  const [days, stock, menu] = await Promise.all([daySummaries(ports.summaries, range, settings), ports.inventory(), ports.recipes()]);
  const stockById = indexById(stock);
  // The business date a drink was added: a drink added after the range was not on its menu.
  const addedOn = (at: string) => (Number.isNaN(Date.parse(at)) ? undefined : businessDate(new Date(at), settings.timeZone, settings.dayStartHour));
  return salesReport(range, days, {
    dayStartHour: settings.dayStartHour,
    targetPourCost: settings.targetPourCost,
    itemCost: new Map(stock.map((i) => [i.id, i.cost])),
    itemUnit: new Map(stock.map((i) => [i.id, i.unit])),
    drinkPourCost: new Map(menu.map((r) => [r.id, pourCost(ingredientCost(r.ingredients, stockById), r.price)])),
    menu: menu.map((r) => ({ id: r.id, name: r.name, since: addedOn(r.createdAt) })),
  });
}
