import { auditTrail } from '../audit/audit';
import type { RouteDefinition } from '../http/route';
import { queryDate } from '../http/validate';

/** The audit trail of one business date, newest first: stock, recipes, restores, image deletions, order moves. */
export const auditList: RouteDefinition = {
  name: 'audit-list',
  methods: ['GET'],
  route: 'audit',
  access: ['bar_manager'],
  async handler(ctx) {
    const date = queryDate(ctx.query, 'date') ?? ctx.deps.today();
    return { body: await auditTrail(date, ctx.deps) };
  },
};

export const routes = [auditList];
