/**
 * The stock's exactly-once rule, as pure functions over an item as read: each item remembers the ids of the
 * changes already applied to it (orders' stock markers, stock ledger records), so a change is applied once per id
 * whatever the retries, crashes and races. data/stock.ts writes what these decide (conditionally on the version
 * read); the in-memory stock of the unit tests (api/test/support/memory-orders.ts) applies the same functions, so
 * the unit tests exercise this rule, not a copy of it.
 */
import { MAX_STOCK_QUANTITY, roundQuantity, type OrderIngredient, type Shortfall, type StockChange } from '@bar/domain';

/** How many applied ids an item keeps at least; trimmed past twice this. */
export const REMEMBERED = 200;

/** What the rule reads and writes of an item. */
export interface OnceItem {
  quantity: number;
  appliedOrders?: string[];
  /**
   * What a deduction took when the item held less than it needed, by its marker (a deduction not here took all
   * it needed): the put-back gives back exactly that, and a Ready that finds the deduction made already learns the
   * shortfall from it, whoever made it.
   */
  takenShort?: Record<string, number>;
  updatedAt?: string;
}

/** An item's memory of applied ids with `key` added, trimmed to the last REMEMBERED once it holds twice as many. */
export function remember(applied: readonly string[], key: string): string[] {
  const memory = [...applied, key];
  return memory.length > 2 * REMEMBERED ? memory.slice(-REMEMBERED) : memory;
}

/** The short takings of the markers still remembered (undefined when none is left). */
function shortOf(takenShort: Record<string, number> | undefined, applied: readonly string[]): Record<string, number> | undefined {
  if (!takenShort) return undefined;
  const kept = Object.entries(takenShort).filter(([marker]) => applied.includes(marker));
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** The item with its memory trimmed to the last REMEMBERED ids, and the short takings of those only. */
export function trimmed<T extends OnceItem>(item: T): T {
  const appliedOrders = (item.appliedOrders ?? []).slice(-REMEMBERED);
  const { takenShort, ...rest } = item;
  const short = shortOf(takenShort, appliedOrders);
  return { ...rest, appliedOrders, ...(short ? { takenShort: short } : {}) } as T;
}

/** What the deduction `marker` took from the item: `needed` unless it ran short; 0 when it took nothing (or was put back). */
export function takenBy(current: OnceItem, marker: string, needed: number): number {
  if (!(current.appliedOrders ?? []).includes(marker)) return 0;
  return current.takenShort?.[marker] ?? needed;
}

/**
 * The item after taking `quantity` for the deduction `marker`, or undefined when that deduction was taken from it
 * already. Never below 0: what was missing is a shortfall (the caller compares with the quantity before).
 */
export function deducted<T extends OnceItem>(current: T, marker: string, quantity: number, now: string): T | undefined {
  const applied = current.appliedOrders ?? [];
  if (applied.includes(marker)) return undefined;
  const appliedOrders = remember(applied, marker);
  const taken = roundQuantity(Math.max(0, Math.min(quantity, current.quantity)));
  const short = shortOf(taken < quantity ? { ...current.takenShort, [marker]: taken } : current.takenShort, appliedOrders);
  const { takenShort: _before, ...rest } = current;
  return { ...rest, quantity: roundQuantity(Math.max(0, current.quantity - quantity)), appliedOrders, ...(short ? { takenShort: short } : {}), updatedAt: now } as T;
}

/**
 * The item after putting back `quantity` of the deduction `marker` (and forgetting the marker), or undefined when
 * nothing was taken for it, or it was put back already. Never past what an item's stock may hold (a delivery may
 * have filled it meanwhile).
 */
export function restocked<T extends OnceItem>(current: T, marker: string, quantity: number, now: string): T | undefined {
  const applied = current.appliedOrders ?? [];
  if (!applied.includes(marker)) return undefined;
  const back = takenBy(current, marker, quantity);
  const appliedOrders = applied.filter((id) => id !== marker);
  const short = shortOf(current.takenShort, appliedOrders);
  const { takenShort: _before, ...rest } = current;
  return { ...rest, quantity: roundQuantity(Math.min(MAX_STOCK_QUANTITY, current.quantity + back)), appliedOrders, ...(short ? { takenShort: short } : {}), updatedAt: now } as T;
}

/** The item after the change `key` (a new quantity, cost), or undefined when that change was applied already. Never below 0. */
export function appliedOnce<T extends OnceItem & { cost?: number }>(current: T, key: string, change: (current: T) => Partial<Pick<T, 'quantity' | 'cost'>>, now: string): T | undefined {
  const applied = current.appliedOrders ?? [];
  if (applied.includes(key)) return undefined;
  const patch = change(current);
  return {
    ...current,
    ...patch,
    ...(patch.quantity !== undefined ? { quantity: roundQuantity(Math.max(0, patch.quantity)) } : {}),
    appliedOrders: remember(applied, key),
    updatedAt: now,
  };
}

/**
 * What taking one need from its item came to: no such item; taken before (nothing now), with what that first
 * deduction took; or the quantity before and after.
 */
export type ItemDeduction = 'missing' | { already: number } | { before: number; after: number };

/** The change a stock write made to the item of `need`. */
export const changeOf = (need: OrderIngredient, before: number, after: number): StockChange => ({
  inventoryItemId: need.inventoryItemId,
  name: need.name,
  unit: need.unit,
  before,
  after,
});

/** What was missing of `need` when its item held only `available`. */
export const shortfallOf = (need: OrderIngredient, available: number): Shortfall => ({
  inventoryItemId: need.inventoryItemId,
  name: need.name,
  unit: need.unit,
  needed: need.quantity,
  available,
});

/**
 * An order's deduction, need by need, with `takeOne` taking one need from its item (the database's conditional
 * writes in data/stock.ts, the unit tests' memory in api/test/support/memory-orders.ts): the changes made, and a
 * shortfall for every item that held less than its need (all of it for an item that no longer exists). An item
 * taken from before (a retry, a racing bartender) changes nothing and is no shortfall: its first deduction told.
 */
export async function deductEach(
  needs: readonly OrderIngredient[],
  takeOne: (need: OrderIngredient) => Promise<ItemDeduction>,
): Promise<{ shortfalls: Shortfall[]; changes: StockChange[] }> {
  const shortfalls: Shortfall[] = [];
  const changes: StockChange[] = [];
  for (const need of needs) {
    const taken = await takeOne(need);
    if (taken !== 'missing' && 'already' in taken) {
      // Made before (a retry, a racing bartender, a crash before the status write): nothing changes now, but what it
      // could not take is still missing from the drink.
      if (taken.already < need.quantity) shortfalls.push(shortfallOf(need, taken.already));
      continue;
    }
    if (taken === 'missing') {
      shortfalls.push(shortfallOf(need, 0));
      continue;
    }
    changes.push(changeOf(need, taken.before, taken.after));
    if (taken.before < need.quantity) shortfalls.push(shortfallOf(need, taken.before));
  }
  return { shortfalls, changes };
}
