import {
  MAX_STOCK_QUANTITY,
  bottleSizeOf,
  countQuantityProblem,
  formatAmount,
  inItemUnit,
  indexById,
  wholeUnitProblem,
  type CountLine,
  type Delivery,
  type DeliveryInput,
  type LedgerEntry,
  type StockCount,
  type StockCountInput,
  type Waste,
  type WasteInput,
} from '@bar/domain';
import type { Actor, AuditEntry } from '../audit/audit';

export type { Actor } from '../audit/audit';
import { badRequest, conflict, isAlreadyExists } from '../errors';
import { ledgerKey, type LedgerChange } from '../data/stock-ledger';
import type { StoredInventoryItem } from '../data/stock';

/*
 * Counts, deliveries and waste. A count sets each counted item of one category to what is on the shelf; every
 * line is checked before anything is written. Deliveries and waste: stock that arrives or is lost, one item at a
 * time. The steps are the same for both: the
 * item (invalid when there is none), the quantity in its unit (bottles converted; invalid when it has no bottle size), the
 * retry check (the same id and contents answer the first record; other contents a conflict), the stock change applied
 * once per item, the record (a racing retry's record wins), and the audit entry. The handlers only parse and call.
 */

/** What recording a stock move needs (Cosmos in the app; in memory in unit tests). */
export interface LedgerPorts {
  /** An inventory item by id, whatever its category. */
  item(id: string): Promise<StoredInventoryItem | null>;
  /** Every inventory item (a count checks its lines against them). */
  items(): Promise<StoredInventoryItem[]>;
  /** The record with this id, whatever date it was recorded on. */
  entry(id: string): Promise<LedgerEntry | null>;
  /** Writes a record; alreadyExists (errors.ts) when its id is taken. */
  record<T extends LedgerEntry>(entry: T): Promise<T>;
  /** Applies a change to an item's stock once per key (data/stock.ts applyOnce). */
  applyOnce(item: StoredInventoryItem, key: string, change: (current: StoredInventoryItem) => Partial<Pick<StoredInventoryItem, 'quantity' | 'cost'>>, now: string): Promise<LedgerChange>;
  audit(action: 'stock.count' | 'stock.delivery' | 'stock.waste', target: AuditEntry['target'], change: Pick<AuditEntry, 'before' | 'after' | 'details'>): Promise<void>;
  /** Today's business date and the clock. */
  today(): string;
  clock(): Date;
}



/** The record, and whether this call created it (false: a retry, answered with the first record). */
export interface Recorded<T extends LedgerEntry> {
  created: boolean;
  entry: T;
}

const roundCost = (value: number) => Math.round(value * 1_000_000) / 1_000_000;

/** What makes two writes under one id the same write (not when, by whom or what the stock was before). */
export function sameContents(a: LedgerEntry, b: LedgerEntry): boolean {
  const key = (e: LedgerEntry) => {
    if (e.kind === 'count') return JSON.stringify([e.kind, e.category, e.lines.map((l) => [l.inventoryItemId, l.quantity])]);
    if (e.kind === 'delivery') return JSON.stringify([e.kind, e.inventoryItemId, e.quantity, e.unitCost]);
    return JSON.stringify([e.kind, e.inventoryItemId, e.quantity, e.reason]);
  };
  return key(a) === key(b);
}

/**
 * A record already written under this id: the same caller's retry of the same write gets it back; anything else
 * (another kind, another caller, the same id with other contents) is a conflict and changes nothing.
 */
export async function previousEntry<T extends LedgerEntry>(ports: Pick<LedgerPorts, 'entry'>, actor: Actor, wanted: T): Promise<T | null> {
  const found = await ports.entry(wanted.id);
  if (!found) return null;
  if (found.kind !== wanted.kind || found.by.id !== actor.id) throw conflict(`The id '${wanted.id}' is already taken. Please save again.`);
  if (!sameContents(found, wanted)) throw conflict(`The id '${wanted.id}' was already used for another ${wanted.kind}. Please save again.`);
  return found as T;
}

/** Writes the record; a racing retry that wrote it first wins and its record is answered. */
export async function recordOnce<T extends LedgerEntry>(ports: Pick<LedgerPorts, 'entry' | 'record'>, actor: Actor, entry: T): Promise<Recorded<T>> {
  try {
    return { created: true, entry: await ports.record(entry) };
  } catch (err) {
    if (isAlreadyExists(err)) {
      const again = await previousEntry(ports, actor, entry);
      if (again) return { created: false, entry: again };
    }
    throw err;
  }
}

async function itemOf(ports: LedgerPorts, id: string): Promise<StoredInventoryItem> {
  const item = await ports.item(id);
  if (!item) throw badRequest(`inventoryItemId: there is no inventory item '${id}'`);
  return item;
}

/** In bottles of an item kept in bottles ('Lager (330 ml bottle)'): its own unit. */
function perOf(item: { unit: string }, per: 'unit' | 'bottle' | undefined): 'unit' | 'bottle' {
  return per === 'bottle' && item.unit !== 'bottle' ? 'bottle' : 'unit';
}

function quantityOf(item: StoredInventoryItem, quantity: number, per: 'unit' | 'bottle'): number {
  const inUnit = inItemUnit(quantity, perOf(item, per), bottleSizeOf(item));
  if (inUnit === null) throw badRequest(`per: '${item.name}' has no bottle size; give the quantity in ${item.unit}`);
  if (inUnit > MAX_STOCK_QUANTITY) throw badRequest(`quantity: ${formatAmount(inUnit, item.unit)} is more than the ${formatAmount(MAX_STOCK_QUANTITY, item.unit)} an item's stock may hold`);
  const whole = wholeUnitProblem(inUnit, item);
  if (whole) throw badRequest(`quantity: ${whole}`);
  return inUnit;
}

/**
 * A count of one category: sets each counted item's stock to what is on the shelf (once per item, under the
 * count's id), and records the count with what each item held before. A line naming no item, an item of another
 * category, or a quantity the item's unit does not allow refuses the whole count, before anything is written.
 */
export async function recordCount(ports: LedgerPorts, actor: Actor, input: StockCountInput): Promise<Recorded<StockCount>> {
  const stock = indexById(await ports.items());
  // Each line in its item's unit (bottles converted), checked before anything is written.
  const counted = input.lines.map((line, index) => {
    const item = stock.get(line.inventoryItemId);
    if (!item) throw badRequest(`lines.${index}.inventoryItemId: there is no inventory item '${line.inventoryItemId}'`);
    if (item.category !== input.category) throw badRequest(`lines.${index}.inventoryItemId: '${item.name}' is not in ${input.category}`);
    const quantity = inItemUnit(line.quantity, perOf(item, line.per), bottleSizeOf(item));
    if (quantity === null) throw badRequest(`lines.${index}.per: '${item.name}' has no bottle size; give the quantity in ${item.unit}`);
    const problem = countQuantityProblem(quantity, item);
    if (problem) throw badRequest(`lines.${index}.quantity: ${problem}`);
    return { item, quantity };
  });
  const asked: StockCount = { kind: 'count', id: input.id, date: '', at: '', by: actor, category: input.category, lines: counted.map(({ item, quantity }) => ({ inventoryItemId: item.id, quantity, name: '', unit: '', before: 0 })) };
  const again = await previousEntry(ports, actor, asked);
  if (again) return { created: false, entry: again };
  const now = ports.clock().toISOString();
  const lines: CountLine[] = [];
  for (const { item, quantity } of counted) {
    const { before } = await ports.applyOnce(item, ledgerKey(input.id), () => ({ quantity }), now);
    lines.push({ inventoryItemId: item.id, name: item.name, unit: item.unit, quantity, before });
  }
  const entry: StockCount = { kind: 'count', id: input.id, date: ports.today(), at: now, by: actor, category: input.category, lines };
  const recorded = await recordOnce(ports, actor, entry);
  if (recorded.created) {
    await ports.audit(
      'stock.count',
      { type: 'bar', id: input.id, name: `Stock count: ${input.category}` },
      { details: { category: input.category, lines: lines.map((l) => ({ inventoryItemId: l.inventoryItemId, before: l.before, after: l.quantity })) } },
    );
  }
  return recorded;
}

/**
 * Stock received: adds to the item's stock and makes the delivery's unit cost the item's cost. A delivery at no cost
 * (a supplier's free case, a sample) adds the stock and keeps the item's cost: it does not say what the item costs,
 * and a cost of 0 would value the stock, the pour cost and the shopping list at nothing.
 */
export async function recordDelivery(ports: LedgerPorts, actor: Actor, input: DeliveryInput): Promise<Recorded<Delivery>> {
  const item = await itemOf(ports, input.inventoryItemId);
  const quantity = quantityOf(item, input.quantity, input.per);
  const unitCost = roundCost(perOf(item, input.per) === 'bottle' ? input.unitCost / bottleSizeOf(item)! : input.unitCost);
  const now = ports.clock().toISOString();
  const entry: Delivery = { kind: 'delivery', id: input.id, date: ports.today(), at: now, by: actor, inventoryItemId: item.id, name: item.name, unit: item.unit, quantity, unitCost };
  const again = await previousEntry(ports, actor, entry);
  if (again) return { created: false, entry: again };
  const change = await ports.applyOnce(
    item,
    ledgerKey(input.id),
    (current) => {
      // The stock an item may hold (the limit its records have everywhere, restores included).
      if (current.quantity + quantity > MAX_STOCK_QUANTITY) {
        throw badRequest(
          `quantity: ${item.name} has ${formatAmount(current.quantity, item.unit)} in stock; with ${formatAmount(quantity, item.unit)} more it would hold more than the ${formatAmount(MAX_STOCK_QUANTITY, item.unit)} an item's stock may hold`,
        );
      }
      return { quantity: current.quantity + quantity, cost: unitCost > 0 ? unitCost : current.cost };
    },
    now,
  );
  const answer = await recordOnce(ports, actor, entry);
  if (answer.created) {
    await ports.audit(
      'stock.delivery',
      { type: 'inventory', id: item.id, name: item.name },
      { before: { quantity: change.before, cost: item.cost }, after: { quantity: change.item.quantity, cost: change.item.cost }, details: { delivery: input.id, received: formatAmount(quantity, item.unit) } },
    );
  }
  return answer;
}

/** Stock lost to a spill, a breakage or a comp: taken off the item's stock (never below 0), with the reason. */
export async function recordWaste(ports: LedgerPorts, actor: Actor, input: WasteInput): Promise<Recorded<Waste>> {
  const item = await itemOf(ports, input.inventoryItemId);
  const quantity = quantityOf(item, input.quantity, input.per);
  const now = ports.clock().toISOString();
  const entry: Waste = {
    kind: 'waste',
    id: input.id,
    date: ports.today(),
    at: now,
    by: actor,
    inventoryItemId: item.id,
    name: item.name,
    unit: item.unit,
    quantity,
    reason: input.reason,
    ...(input.note ? { note: input.note } : {}),
  };
  const again = await previousEntry(ports, actor, entry);
  if (again) return { created: false, entry: again };
  const change = await ports.applyOnce(
    item,
    ledgerKey(input.id),
    (current) => {
      // What was not there cannot have been wasted: the variance would count it as used.
      if (quantity > current.quantity + 1e-9) throw conflict(`quantity: only ${formatAmount(current.quantity, item.unit)} of ${item.name} in stock; waste can be at most that`);
      return { quantity: current.quantity - quantity };
    },
    now,
  );
  const answer = await recordOnce(ports, actor, entry);
  if (answer.created) {
    await ports.audit(
      'stock.waste',
      { type: 'inventory', id: item.id, name: item.name },
      { before: { quantity: change.before }, after: { quantity: change.item.quantity }, details: { waste: input.id, reason: input.reason, ...(input.note ? { note: input.note } : {}) } },
    );
  }
  return answer;
}
