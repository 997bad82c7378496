import { randomUUID } from 'node:crypto';
import type { Principal } from '../auth/principal';
import { container } from '../data/cosmos';
import { currentDates } from '../orders/dates';

export type AuditAction =
  | 'inventory.create'
  | 'inventory.update'
  | 'inventory.quantity'
  | 'inventory.delete'
  | 'recipe.create'
  | 'recipe.update'
  | 'recipe.availability'
  | 'recipe.delete'
  | 'restore'
  | 'images.upload'
  | 'images.delete'
  | 'users.save'
  | 'init-data'
  | 'stock.count'
  | 'stock.delivery'
  | 'stock.waste'
  | 'reports.rebuild';

export interface AuditEntry {
  id: string;
  /** The business date (partition key). */
  date: string;
  at: string;
  actor: { id: string; name: string };
  action: AuditAction | 'order.status' | 'order.undo' | 'order.moveBack' | 'order.cancel';
  target: { type: 'inventory' | 'recipe' | 'order' | 'backup' | 'image' | 'user' | 'bar'; id: string; name?: string };
  /** Quantities (or other fields) before and after the change. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  details?: Record<string, unknown>;
}

/**
 * Records who changed what. A failure to record is logged, never turned into a failure of the change that
 * already happened.
 */
export async function audit(
  actor: Principal,
  action: AuditAction,
  target: AuditEntry['target'],
  change: Pick<AuditEntry, 'before' | 'after' | 'details'> = {},
  log: (message: string) => void = console.warn,
): Promise<void> {
  const now = new Date();
  const entry: AuditEntry = {
    id: randomUUID(),
    date: currentDates(now)[0],
    at: now.toISOString(),
    actor: { id: actor.id, name: actor.name },
    action,
    target,
    ...change,
  };
  try {
    await container('audit').items.create(entry);
  } catch (err) {
    log(`audit record for ${action} ${target.type} ${target.id} was not written: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Only the fields worth comparing. */
export function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (value[k] !== undefined) out[k] = value[k];
  return out;
}
