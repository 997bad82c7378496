import { datesProblem } from '@bar/domain';
import { badRequest } from '../errors';
import type { RouteContext, RouteDefinition } from '../http/route';
import { queryRange, requiredQueryDate } from '../http/validate';
import { salesOf } from '../reports/sales';
import { daySummaries, rebuildRange } from '../reports/summaries';
import { variance } from '../reports/variance';

function summaryOptions(ctx: RouteContext) {
  return { timeZone: ctx.deps.settings.timeZone(), clock: ctx.deps.clock, warn: (m: string) => ctx.invocation.warn(m) };
}

/**
 * Sales and service for a range of business dates: totals, by day, by hour, top and bottom drinks with their
 * pour cost, service times per hour. A few requests whatever the number of orders (reports/sales.ts).
 */
export const reportsSales: RouteDefinition = {
  name: 'reports-sales',
  methods: ['GET'],
  route: 'reports/sales',
  access: ['bar_manager'],
  async handler(ctx) {
    const range = queryRange(ctx.query, ctx.deps.today());
    const { inventory, recipes, reports, settings: bar } = ctx.deps;
    const settings = { ...summaryOptions(ctx), dayStartHour: bar.dayStartHour(), targetPourCost: bar.targetPourCost() };
    return { body: await salesOf({ summaries: reports, inventory: () => inventory.list(), recipes: () => recipes.list() }, range, settings) };
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
    const { reports, audit, clock, today } = ctx.deps;
    const ports = { summaries: reports, audit, clock, today, warn: (m: string) => ctx.invocation.warn(m) };
    return { body: await rebuildRange(ports, ctx.principal, queryRange(ctx.query, ports.today()), ctx.deps.settings.timeZone()) };
  },
};

/** The variance between the counts of two business dates (see reports/variance.ts). */
export const reportsVariance: RouteDefinition = {
  name: 'reports-variance',
  methods: ['GET'],
  route: 'reports/variance',
  access: ['bar_manager'],
  async handler(ctx) {
    const from = requiredQueryDate(ctx.query, 'from');
    const to = requiredQueryDate(ctx.query, 'to');
    const problem = datesProblem(from, to, ctx.deps.today());
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
      ctx.deps.settings.targetPourCost(),
    );
    return { body: answer };
  },
};

export const routes = [reportsSales, reportsRebuild, reportsVariance];
