import type { AppliedChange } from './stock';

/**
 * The key a ledger record leaves in an item's memory of applied changes (the same list that remembers the
 * orders already deducted, so one rule keeps every stock change exactly once). The change itself is written by
 * `applyOnce` in data/stock.ts, the one module that writes the inventory.
 */
export const ledgerKey = (id: string) => `stock.${id}`;

/** What applying a ledger record did to its item (data/stock.ts applyOnce). */
export type LedgerChange = AppliedChange;
