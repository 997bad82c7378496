import { roundQuantity } from '@bar/domain';
import { HttpError, notFound, serviceUnavailable } from '../errors';
import { repositories } from './repositories';
import type { StoredInventoryItem } from './stock';

/** As in stock.ts: how many applied ids an item keeps (the trim happens past twice this many). */
const REMEMBERED = 200;
const ATTEMPTS = 5;

/**
 * The key a ledger record leaves in an item's memory of applied changes (the same list that remembers the
 * orders already deducted, so one rule keeps every stock change exactly once).
 */
export const ledgerKey = (id: string) => `stock.${id}`;

export interface LedgerChange {
  item: StoredInventoryItem;
  /** The quantity before this change; the item's quantity now when the change had already been applied. */
  before: number;
  applied: boolean;
}

/**
 * Applies one ledger record's change to an item exactly once: the item remembers the record's key, and the
 * write is a replace on the ETag that was read, retried when an order's deduction (or another write) got there
 * first. A retry of the same record after a crash or a lost answer changes nothing twice.
 */
export async function applyToItemOnce(
  item: Pick<StoredInventoryItem, 'id' | 'category'>,
  key: string,
  change: (current: StoredInventoryItem) => Partial<Pick<StoredInventoryItem, 'quantity' | 'cost'>>,
  now = new Date().toISOString(),
): Promise<LedgerChange> {
  const { inventory } = repositories();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const found = await inventory.get(item.id, item.category);
    if (!found) throw notFound(`Inventory item '${item.id}' not found`);
    const current = found.item;
    const applied = current.appliedOrders ?? [];
    if (applied.includes(key)) return { item: current, before: current.quantity, applied: false };
    const patch = change(current);
    const memory = [...applied, key];
    const next: StoredInventoryItem = {
      ...current,
      ...patch,
      ...(patch.quantity !== undefined ? { quantity: roundQuantity(Math.max(0, patch.quantity)) } : {}),
      appliedOrders: memory.length > 2 * REMEMBERED ? memory.slice(-REMEMBERED) : memory,
      updatedAt: now,
    };
    try {
      const saved = await inventory.store.replace(next, current.category, found.etag);
      return { item: saved.item, before: current.quantity, applied: true };
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 412)) throw err;
    }
  }
  throw serviceUnavailable('The stock kept changing while this was saved. Please save again.');
}
