// The audit trail's reading rule, through in-memory ports: the stored records and the moves kept on the date's
// orders, newest first, each move said as the kind it was.
import type { Order } from '@bar/domain';
import { auditTrail, type AuditEntry } from '../../src/audit/audit';
import { MemoryAuditLog } from '../support/memory-audit';

const actor = { id: 'u1', name: 'Sam' };

function order(history: NonNullable<Order['history']>): Order {
  return { id: 'order-0001', date: '2026-11-24', customerId: 'c1', customerName: 'Ann', items: [], total: 0, status: 'ready', createdAt: '2026-11-24T20:00:00.000Z', updatedAt: '2026-11-24T20:10:00.000Z', history } as unknown as Order;
}

test('records and order moves of the date, newest first; a move back and an undo say so', async () => {
  const log = new MemoryAuditLog();
  const record: AuditEntry = { id: 'a1', date: '2026-11-24', at: '2026-11-24T20:05:00.000Z', actor, action: 'inventory.quantity', target: { type: 'inventory', id: 'gin' } };
  await log.record(record);
  await log.record({ ...record, id: 'a2', date: '2026-11-23', at: '2026-11-23T20:00:00.000Z' });
  const asked: string[] = [];
  const orders = {
    listForDate: async (date: string) => {
      asked.push(date);
      return [
        order([
          { from: 'pending', to: 'preparing', at: '2026-11-24T20:01:00.000Z', by: actor },
          { from: 'preparing', to: 'ready', at: '2026-11-24T20:02:00.000Z', by: actor },
          { from: 'ready', to: 'preparing', at: '2026-11-24T20:03:00.000Z', by: actor, direction: 'back', undo: true },
          { from: 'preparing', to: 'pending', at: '2026-11-24T20:09:00.000Z', by: actor, direction: 'back' },
        ] as NonNullable<Order['history']>),
      ];
    },
  };
  const trail = await auditTrail('2026-11-24', { audit: log, orders });
  expect(asked).toEqual(['2026-11-24']);
  expect(trail.map((e) => [e.id, e.action])).toEqual([
    ['order-0001:3', 'order.moveBack'],
    ['a1', 'inventory.quantity'],
    ['order-0001:2', 'order.undo'],
    ['order-0001:1', 'order.status'],
    ['order-0001:0', 'order.status'],
  ]);
  expect(trail[0]).toMatchObject({ target: { type: 'order', id: 'order-0001' }, before: { status: 'preparing' }, after: { status: 'pending' } });
});
