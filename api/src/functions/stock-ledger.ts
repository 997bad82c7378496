import {
  bottleSizeOf,
  countQuantityProblem,
  deliveryInputSchema,
  formatAmount,
  indexById,
  inItemUnit,
  reportRange,
  stockCountInputSchema,
  wasteInputSchema,
  type CountLine,
  type Delivery,
  type LedgerEntry,
  type StockCount,
  type Waste,
} from '@bar/domain';
import { audit } from '../audit/audit';
import { reportsRepository } from '../data/reports';
import { repositories } from '../data/repositories';
import { applyToItemOnce, ledgerKey } from '../data/stock-ledger';
import { publicItem, type StoredInventoryItem } from '../data/stock';
import { HttpError, badRequest, conflict } from '../http/errors';
import type { HandlerResult, RouteContext, RouteDefinition } from '../http/route';
import { parseBody } from '../http/validate';
import { currentDates } from './orders';

/*
 * The stock ledger: counts, deliveries and waste. Each write carries a client-made id, its retry key: the stock
 * changes it makes are applied exactly once per item (data/stock-ledger.ts) and then the record is written, so a
 * retry after a lost answer or a failure half-way finishes the job and changes nothing twice.
 */

/**
 * A record already written under this id: the same caller's retry of the same write gets it back; anything else
 * (another kind, another caller, the same id with other contents) is a conflict and changes nothing.
 */
async function previous<K extends LedgerEntry['kind']>(
  ctx: RouteContext,
  id: string,
  kind: K,
  same: (found: Extract<LedgerEntry, { kind: K }>) => boolean,
): Promise<HandlerResult | null> {
  const found = await reportsRepository().ledgerEntry(id);
  if (!found) return null;
  if (found.kind !== kind || found.by.id !== ctx.principal.id) throw conflict(`The id '${id}' is already taken. Please save again.`);
  if (!same(found as Extract<LedgerEntry, { kind: K }>)) throw conflict(`The id '${id}' was already used for another ${kind}. Please save again.`);
  return { status: 200, body: found };
}

/** What makes two writes under one id the same write (not when, by whom or what the stock was before). */
function contents(e: LedgerEntry): string {
  if (e.kind === 'count') return JSON.stringify([e.kind, e.category, e.lines.map((l) => [l.inventoryItemId, l.quantity])]);
  if (e.kind === 'delivery') return JSON.stringify([e.kind, e.inventoryItemId, e.quantity, e.unitCost]);
  return JSON.stringify([e.kind, e.inventoryItemId, e.quantity, e.reason]);
}

/** Writes the record; a racing retry that wrote it first wins and its record is answered. */
async function record<T extends LedgerEntry>(ctx: RouteContext, entry: T): Promise<HandlerResult> {
  try {
    const { item } = await reportsRepository().store.create(entry);
    return { status: 201, body: item };
  } catch (err) {
    if (err instanceof HttpError && err.status === 409) {
      const again = await previous(ctx, entry.id, entry.kind, (found: LedgerEntry) => contents(found) === contents(entry));
      if (again) return again;
    }
    throw err;
  }
}

async function itemFor(id: string): Promise<StoredInventoryItem> {
  const found = await repositories().inventory.findById(id);
  if (!found) throw badRequest(`inventoryItemId: there is no inventory item '${id}'`);
  return found.item;
}

const actor = (ctx: RouteContext) => ({ id: ctx.principal.id, name: ctx.principal.name });

/** A count of one category: sets each counted item's stock to what is on the shelf, and records the count. */
export const stockCountCreate: RouteDefinition = {
  name: 'stock-ledger-count',
  methods: ['POST'],
  route: 'stock/counts',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(stockCountInputSchema, ctx.body);
    const again = await previous(
      ctx,
      input.id,
      'count',
      (found) =>
        found.category === input.category &&
        found.lines.length === input.lines.length &&
        found.lines.every((l, i) => l.inventoryItemId === input.lines[i]!.inventoryItemId && l.quantity === input.lines[i]!.quantity),
    );
    if (again) return again;
    const stock = indexById(await repositories().inventory.list());
    // Every line is checked before anything is written.
    const items = input.lines.map((line, index) => {
      const item = stock.get(line.inventoryItemId);
      if (!item) throw badRequest(`lines.${index}.inventoryItemId: there is no inventory item '${line.inventoryItemId}'`);
      if (item.category !== input.category) throw badRequest(`lines.${index}.inventoryItemId: '${item.name}' is not in ${input.category}`);
      const problem = countQuantityProblem(line.quantity, item);
      if (problem) throw badRequest(`lines.${index}.quantity: ${problem}`);
      return item;
    });
    const now = new Date().toISOString();
    const lines: CountLine[] = [];
    for (const [index, line] of input.lines.entries()) {
      const item = items[index]!;
      const { before } = await applyToItemOnce(item, ledgerKey(input.id), () => ({ quantity: line.quantity }), now);
      lines.push({ inventoryItemId: item.id, name: item.name, unit: item.unit, quantity: line.quantity, before });
    }
    const entry: StockCount = { kind: 'count', id: input.id, date: currentDates()[0], at: now, by: actor(ctx), category: input.category, lines };
    const answer = await record(ctx, entry);
    if (answer.status === 201) {
      await audit(
        ctx.principal,
        'stock.count',
        { type: 'bar', id: input.id, name: `Stock count: ${input.category}` },
        { details: { category: input.category, lines: lines.map((l) => ({ inventoryItemId: l.inventoryItemId, before: l.before, after: l.quantity })) } },
        ctx.invocation.warn,
      );
    }
    return answer;
  },
};

const roundCost = (value: number) => Math.round(value * 1_000_000) / 1_000_000;

/** Stock received: adds to the item's stock and makes the delivery's unit cost the item's cost. */
export const deliveryCreate: RouteDefinition = {
  name: 'stock-ledger-delivery',
  methods: ['POST'],
  route: 'stock/deliveries',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(deliveryInputSchema, ctx.body);
    const item = await itemFor(input.inventoryItemId);
    const bottle = bottleSizeOf(item);
    const quantity = inItemUnit(input.quantity, input.per, bottle);
    if (quantity === null) throw badRequest(`per: '${item.name}' has no bottle size; give the quantity in ${item.unit}`);
    const unitCost = roundCost(input.per === 'bottle' ? input.unitCost / bottle! : input.unitCost);
    const again = await previous(ctx, input.id, 'delivery', (found) => found.inventoryItemId === item.id && found.quantity === quantity && found.unitCost === unitCost);
    if (again) return again;
    const now = new Date().toISOString();
    const change = await applyToItemOnce(item, ledgerKey(input.id), (current) => ({ quantity: current.quantity + quantity, cost: unitCost }), now);
    const entry: Delivery = { kind: 'delivery', id: input.id, date: currentDates()[0], at: now, by: actor(ctx), inventoryItemId: item.id, name: item.name, unit: item.unit, quantity, unitCost };
    const answer = await record(ctx, entry);
    if (answer.status === 201) {
      await audit(
        ctx.principal,
        'stock.delivery',
        { type: 'inventory', id: item.id, name: item.name },
        { before: { quantity: change.before, cost: item.cost }, after: { quantity: publicItem(change.item).quantity, cost: unitCost }, details: { delivery: input.id, received: formatAmount(quantity, item.unit) } },
        ctx.invocation.warn,
      );
    }
    return answer;
  },
};

/** Stock lost to a spill, a breakage or a comp: taken off the item's stock (never below 0), with the reason. */
export const wasteCreate: RouteDefinition = {
  name: 'stock-ledger-waste',
  methods: ['POST'],
  route: 'stock/waste',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(wasteInputSchema, ctx.body);
    const item = await itemFor(input.inventoryItemId);
    const quantity = inItemUnit(input.quantity, input.per, bottleSizeOf(item));
    if (quantity === null) throw badRequest(`per: '${item.name}' has no bottle size; give the quantity in ${item.unit}`);
    const again = await previous(ctx, input.id, 'waste', (found) => found.inventoryItemId === item.id && found.quantity === quantity && found.reason === input.reason);
    if (again) return again;
    const now = new Date().toISOString();
    const change = await applyToItemOnce(
      item,
      ledgerKey(input.id),
      (current) => {
        // What was not there cannot have been wasted: the variance would count it as used.
        if (quantity > current.quantity + 1e-9) {
          throw conflict(`quantity: only ${formatAmount(current.quantity, item.unit)} of ${item.name} in stock; waste can be at most that`);
        }
        return { quantity: current.quantity - quantity };
      },
      now,
    );
    const entry: Waste = {
      kind: 'waste',
      id: input.id,
      date: currentDates()[0],
      at: now,
      by: actor(ctx),
      inventoryItemId: item.id,
      name: item.name,
      unit: item.unit,
      quantity,
      reason: input.reason,
      ...(input.note ? { note: input.note } : {}),
    };
    const answer = await record(ctx, entry);
    if (answer.status === 201) {
      await audit(
        ctx.principal,
        'stock.waste',
        { type: 'inventory', id: item.id, name: item.name },
        { before: { quantity: change.before }, after: { quantity: change.item.quantity }, details: { waste: input.id, reason: input.reason, ...(input.note ? { note: input.note } : {}) } },
        ctx.invocation.warn,
      );
    }
    return answer;
  },
};

/** The counts, deliveries and waste of a range of business dates (?range= or ?from=&to=), oldest first. */
export const ledgerList: RouteDefinition = {
  name: 'stock-ledger-list',
  methods: ['GET'],
  route: 'stock/ledger',
  access: ['bar_manager'],
  async handler(ctx) {
    const range = reportRange({ range: ctx.query.get('range'), from: ctx.query.get('from'), to: ctx.query.get('to') }, currentDates()[0]);
    if (typeof range === 'string') throw badRequest(range);
    return { body: await reportsRepository().ledger(range.from, range.to) };
  },
};

export const routes = [ledgerList, stockCountCreate, deliveryCreate, wasteCreate];
