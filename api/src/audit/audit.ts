import { randomUUID } from 'node:crypto';
import { ORDER_STATUSES, type Order, type OrderStatusChange } from '@bar/domain';
import type { Principal } from '../auth/principal';
import type { AuditAction, AuditEntry, AuditLog } from '../data/audit';

export type { AuditAction, AuditEntry, AuditLog } from '../data/audit';

/** Who makes a change: the one shape every use case records. */
export type Actor = Pick<Principal, 'id' | 'name'>;

/** What a use case that writes audit records is handed: the trail, the clock, today's business date, a log. */
export interface AuditPorts {
  audit: Pick<AuditLog, 'record'>;
  clock(): Date;
  /** Today's business date (the record's partition). */
  today(): string;
  /** Logs a problem that does not fail the change (an audit record not written). */
  warn(message: string): void;
}

/**
 * Records who changed what in `trail`. A failure to record is logged, never turned into a failure of the change
 * that already happened.
 */
export async function audit(
  trail: Pick<AuditLog, 'record'>,
  actor: Actor,
  action: AuditAction,
  target: AuditEntry['target'],
  change: Pick<AuditEntry, 'before' | 'after' | 'details'> = {},
  log: (message: string) => void,
  now: Date,
  /** The business date of `now` (the record's partition). */
  date: string,
): Promise<void> {
  const entry: AuditEntry = {
    id: randomUUID(),
    date,
    at: now.toISOString(),
    actor: { id: actor.id, name: actor.name },
    action,
    target,
    ...change,
  };
  try {
    await trail.record(entry);
  } catch (err) {
    log(`audit record for ${action} ${target.type} ${target.id} was not written: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function orderAction(move: OrderStatusChange): AuditEntry['action'] {
  if (move.to === 'cancelled') return 'order.cancel';
  return move.undo ? 'order.undo' : move.direction === 'back' ? 'order.moveBack' : 'order.status';
}

/** An order's status moves as audit entries (they are kept on the order itself); moves back and cancels say which kind. */
export function orderEntries(order: Order): AuditEntry[] {
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

/** What reading a date's trail needs: the audit records and the date's orders (whose moves are kept on them). */
export interface AuditTrailPorts {
  audit: Pick<AuditLog, 'listForDate'>;
  orders: { listForDate(date: string, statuses: readonly string[]): Promise<Order[]> };
}

/** The audit trail of one business date, newest first: stock, recipes, restores, image deletions, order moves. */
export async function auditTrail(date: string, ports: AuditTrailPorts): Promise<AuditEntry[]> {
  const [records, orders] = await Promise.all([
    ports.audit.listForDate(date),
    ports.orders.listForDate(date, ORDER_STATUSES),
  ]);
  const entries = [...records, ...orders.flatMap(orderEntries)];
  entries.sort((a, b) => b.at.localeCompare(a.at));
  return entries;
}

/** Only the fields worth comparing. */
export function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (value[k] !== undefined) out[k] = value[k];
  return out;
}
