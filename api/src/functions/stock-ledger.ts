import {
  countQuantityProblem,
  deliveryInputSchema,
  indexById,
  reportRange,
  stockCountInputSchema,
  wasteInputSchema,
  type CountLine,
  type LedgerEntry,
  type StockCount,
} from '@bar/domain';
import { audit } from '../audit/audit';
import { applyOnce } from '../data/stock';
import { ledgerKey } from '../data/stock-ledger';
import { badRequest } from '../http/errors';
import type { HandlerResult, RouteContext, RouteDefinition } from '../http/route';
import { parseBody } from '../http/validate';
import { previousEntry, recordDelivery, recordOnce, recordWaste, type LedgerPorts, type Recorded } from '../ledger/stock-moves';
import { currentDates } from './orders';

/*
 * The stock ledger: counts, deliveries and waste. Each write carries a client-made id, its retry key: the stock
 * changes it makes are applied exactly once per item (data/stock.ts applyOnce) and then the record is written, so a
 * retry after a lost answer or a failure half-way finishes the job and changes nothing twice.
 */

/** The ledger's use cases over Cosmos, the audit trail and the clock. */
function ledgerPorts(ctx: RouteContext): LedgerPorts {
  return {
    item: async (id) => (await ctx.deps.inventory.findById(id))?.item ?? null,
    entry: (id) => ctx.deps.reports.ledgerEntry(id),
    record: (entry) => ctx.deps.reports.recordEntry(entry),
    applyOnce: (item, key, change, now) => applyOnce(item, key, change, now),
    audit: (action, target, change) => audit(ctx.deps.audit, ctx.principal, action, target, change, ctx.invocation.warn),
    today: () => currentDates()[0],
    now: () => ctx.deps.clock().toISOString(),
  };
}

const actor = (ctx: RouteContext) => ({ id: ctx.principal.id, name: ctx.principal.name });

const answer = <T extends LedgerEntry>(recorded: Recorded<T>): HandlerResult => ({ status: recorded.status, body: recorded.entry });

/** A count of one category: sets each counted item's stock to what is on the shelf, and records the count. */
export const stockCountCreate: RouteDefinition = {
  name: 'stock-ledger-count',
  methods: ['POST'],
  route: 'stock/counts',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(stockCountInputSchema, ctx.body);
    const ports = ledgerPorts(ctx);
    const asked: StockCount = { kind: 'count', id: input.id, date: '', at: '', by: actor(ctx), category: input.category, lines: input.lines.map((l) => ({ ...l, name: '', unit: '', before: 0 })) };
    const again = await previousEntry(ports, actor(ctx), asked);
    if (again) return { status: 200, body: again };
    const stock = indexById(await ctx.deps.inventory.list());
    // Every line is checked before anything is written.
    const items = input.lines.map((line, index) => {
      const item = stock.get(line.inventoryItemId);
      if (!item) throw badRequest(`lines.${index}.inventoryItemId: there is no inventory item '${line.inventoryItemId}'`);
      if (item.category !== input.category) throw badRequest(`lines.${index}.inventoryItemId: '${item.name}' is not in ${input.category}`);
      const problem = countQuantityProblem(line.quantity, item);
      if (problem) throw badRequest(`lines.${index}.quantity: ${problem}`);
      return item;
    });
    const now = ctx.deps.clock().toISOString();
    const lines: CountLine[] = [];
    for (const [index, line] of input.lines.entries()) {
      const item = items[index]!;
      const { before } = await applyOnce(item, ledgerKey(input.id), () => ({ quantity: line.quantity }), now);
      lines.push({ inventoryItemId: item.id, name: item.name, unit: item.unit, quantity: line.quantity, before });
    }
    const entry: StockCount = { kind: 'count', id: input.id, date: currentDates()[0], at: now, by: actor(ctx), category: input.category, lines };
    const recorded = await recordOnce(ports, actor(ctx), entry);
    if (recorded.status === 201) {
      await audit(
        ctx.deps.audit,
        ctx.principal,
        'stock.count',
        { type: 'bar', id: input.id, name: `Stock count: ${input.category}` },
        { details: { category: input.category, lines: lines.map((l) => ({ inventoryItemId: l.inventoryItemId, before: l.before, after: l.quantity })) } },
        ctx.invocation.warn,
      );
    }
    return answer(recorded);
  },
};

/** Stock received: adds to the item's stock and makes the delivery's unit cost the item's cost (ledger/stock-moves.ts). */
export const deliveryCreate: RouteDefinition = {
  name: 'stock-ledger-delivery',
  methods: ['POST'],
  route: 'stock/deliveries',
  access: ['bar_manager'],
  async handler(ctx) {
    return answer(await recordDelivery(ledgerPorts(ctx), actor(ctx), parseBody(deliveryInputSchema, ctx.body)));
  },
};

/** Stock lost to a spill, a breakage or a comp: taken off the item's stock, with the reason (ledger/stock-moves.ts). */
export const wasteCreate: RouteDefinition = {
  name: 'stock-ledger-waste',
  methods: ['POST'],
  route: 'stock/waste',
  access: ['bar_manager'],
  async handler(ctx) {
    return answer(await recordWaste(ledgerPorts(ctx), actor(ctx), parseBody(wasteInputSchema, ctx.body)));
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
    return { body: await ctx.deps.reports.ledger(range.from, range.to) };
  },
};

export const routes = [ledgerList, stockCountCreate, deliveryCreate, wasteCreate];
