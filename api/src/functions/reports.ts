import {
  businessDate,
  datesBetween,
  datesProblem,
  indexById,
  ingredientCost,
  isIsoDate,
  pourCost,
  reportRange,
  salesReport,
  type DateRange,
} from '@bar/domain';
import { audit } from '../audit/audit';
import { config } from '../config';
import { badRequest } from '../http/errors';
import type { RouteContext, RouteDefinition } from '../http/route';
import { daySummaries, rebuild } from '../reports/summaries';
import { variance } from '../reports/variance';
import { currentDates } from './orders';

/** The range asked for (?range=today|7d|30d, or ?from=&to=), checked; a 400 naming the problem otherwise. */
function rangeOf(ctx: RouteContext, today: string): DateRange {
  const range = reportRange({ range: ctx.query.get('range'), from: ctx.query.get('from'), to: ctx.query.get('to') }, today);
  if (typeof range === 'string') throw badRequest(range);
  return range;
}

function summaryOptions(ctx: RouteContext) {
  return { timeZone: config().BAR_TIMEZONE, warn: (m: string) => ctx.invocation.warn(m) };
}

/**
 * Sales and service for a range of business dates: totals, by day, by hour, top and bottom drinks with their
 * pour cost, service times per hour. A few requests whatever the number of orders (reports/summaries.ts).
 */
export const reportsSales: RouteDefinition = {
  name: 'reports-sales',
  methods: ['GET'],
  route: 'reports/sales',
  access: ['bar_manager'],
  async handler(ctx) {
    const [today] = currentDates();
    const range = rangeOf(ctx, today);
    const { inventory, recipes, reports } = ctx.deps;
    const [days, stock, menu] = await Promise.all([daySummaries(reports, range, summaryOptions(ctx)), inventory.list(), recipes.list()]);
    const stockById = indexById(stock);
    const cfg = config();
    // The business date a drink was added: a drink added after the range was not on its menu.
    const addedOn = (at: string) => (Number.isNaN(Date.parse(at)) ? undefined : businessDate(new Date(at), cfg.BAR_TIMEZONE, cfg.BAR_DAY_START_HOUR));
    return {
      body: salesReport(range, days, {
        dayStartHour: cfg.BAR_DAY_START_HOUR,
        targetPourCost: cfg.TARGET_POUR_COST,
        itemCost: new Map(stock.map((i) => [i.id, i.cost])),
        drinkPourCost: new Map(menu.map((r) => [r.id, pourCost(ingredientCost(r.ingredients, stockById), r.price)])),
        menu: menu.map((r) => ({ id: r.id, name: r.name, since: addedOn(r.createdAt) })),
      }),
    };
  },
};

/** Builds the summaries of a range again from the orders (after a change of the summary rules or a repair). */
export const reportsRebuild: RouteDefinition = {
  name: 'reports-rebuild',
  methods: ['POST'],
  route: 'reports/rebuild',
  access: ['bar_manager'],
  // A rebuild reads every order of each date of its range (up to 366) and writes its summary.
  callsPerMinute: 6,
  async handler(ctx) {
    const [today] = currentDates();
    const range = rangeOf(ctx, today);
    const repo = ctx.deps.reports;
    const markers = await repo.orderMarkers(datesBetween(range.from, range.to));
    const stored = new Set((await repo.summaries(range.from, range.to)).map((s) => s.date));
    const dates = [...new Set([...markers.keys(), ...stored])].sort();
    for (const date of dates) await rebuild(repo, date, summaryOptions(ctx));
    await audit(ctx.deps.audit, ctx.principal, 'reports.rebuild', { type: 'bar', id: 'reports', name: `Reports ${range.from} to ${range.to}` }, { details: { dates: dates.length } }, ctx.invocation.warn);
    return { body: { from: range.from, to: range.to, rebuilt: dates.length } };
  },
};

function dateParam(ctx: RouteContext, name: string): string {
  const value = ctx.query.get(name);
  if (!value) throw badRequest(`${name}: is required as YYYY-MM-DD`);
  if (!isIsoDate(value)) throw badRequest(`${name}: must be a date as YYYY-MM-DD`);
  return value;
}

/** The variance between the counts of two business dates (see reports/variance.ts). */
export const reportsVariance: RouteDefinition = {
  name: 'reports-variance',
  methods: ['GET'],
  route: 'reports/variance',
  access: ['bar_manager'],
  async handler(ctx) {
    const from = dateParam(ctx, 'from');
    const to = dateParam(ctx, 'to');
    const problem = datesProblem(from, to, currentDates()[0]);
    if (problem) throw badRequest(problem);
    const repo = ctx.deps.reports;
    const answer = await variance(
      {
        ledger: (a, b) => repo.ledger(a, b),
        summaries: (a, b) => daySummaries(repo, { from: a, to: b }, summaryOptions(ctx)),
        edge: async (d) => (await repo.summary(d)) ?? undefined,
        inventory: () => ctx.deps.inventory.list(),
      },
      from,
      to,
      config().TARGET_POUR_COST,
    );
    return { body: answer };
  },
};

export const routes = [reportsSales, reportsRebuild, reportsVariance];
