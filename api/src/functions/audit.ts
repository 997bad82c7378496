import type { Order, OrderStatusChange } from '@bar/domain';
import { ORDER_STATUSES, isIsoDate } from '@bar/domain';
import type { AuditEntry } from '../audit/audit';
import { container } from '../data/cosmos';
import { repositories } from '../data/repositories';
import { badRequest } from '../http/errors';
import type { RouteDefinition } from '../http/route';
import { currentDates } from './orders';

function orderAction(move: OrderStatusChange): AuditEntry['action'] {
  if (move.to === 'cancelled') return 'order.cancel';
  return move.undo ? 'order.undo' : move.direction === 'back' ? 'order.moveBack' : 'order.status';
}

/** An order's status moves as audit entries (they are kept on the order itself); moves back say which kind. */
function orderEntries(order: Order): AuditEntry[] {
  return (order.history ?? []).map((move, index) => ({
    id: `${order.id}:${index}`,
    date: order.date,
    at: move.at,
    actor: move.by,
    action: orderAction(move),
    target: { type: 'order' as const, id: order.id },
    before: { status: move.from },
    after: { status: move.to },
    ...(move.stock ? { details: { stock: move.stock } } : {}),
    ...(move.to === 'cancelled' && move.reason ? { details: { reason: move.reason } } : {}),
  }));
}

/** The audit trail of one business date, newest first: stock, recipes, restores, image deletions, order moves. */
export const auditList: RouteDefinition = {
  name: 'audit-list',
  methods: ['GET'],
  route: 'audit',
  access: ['bar_manager'],
  async handler(ctx) {
    const date = ctx.query.get('date') || currentDates()[0];
    if (!isIsoDate(date)) throw badRequest('date: must be a date as YYYY-MM-DD');
    const [records, orders] = await Promise.all([
      container('audit')
        .items.query<AuditEntry>({
          query: 'SELECT c.id, c.date, c.at, c.actor, c.action, c.target, c.before, c.after, c.details FROM c WHERE c.date = @date',
          parameters: [{ name: '@date', value: date }],
        })
        .fetchAll()
        .then((r) => r.resources),
      repositories().orders.listForDate(date, ORDER_STATUSES),
    ]);
    const entries = [...records, ...orders.flatMap(orderEntries)];
    entries.sort((a, b) => b.at.localeCompare(a.at));
    return { body: entries };
  },
};

export const routes = [auditList];
