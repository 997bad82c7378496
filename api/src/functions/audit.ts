import { isIsoDate } from '@bar/domain';
import { auditTrail } from '../audit/audit';
import { badRequest } from '../errors';
import type { RouteDefinition } from '../http/route';

/** The audit trail of one business date, newest first: stock, recipes, restores, image deletions, order moves. */
export const auditList: RouteDefinition = {
  name: 'audit-list',
  methods: ['GET'],
  route: 'audit',
  access: ['bar_manager'],
  async handler(ctx) {
    const date = ctx.query.get('date') || ctx.deps.today();
    if (!isIsoDate(date)) throw badRequest('date: must be a date as YYYY-MM-DD');
    return { body: await auditTrail(date, ctx.deps) };
  },
};

export const routes = [auditList];
