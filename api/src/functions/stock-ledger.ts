import { deliveryInputSchema, stockCountInputSchema, wasteInputSchema, type LedgerEntry } from '@bar/domain';
import { audit } from '../audit/audit';
import type { HandlerResult, RouteContext, RouteDefinition } from '../http/route';
import { parseBody, queryRange } from '../http/validate';
import { recordCount, recordDelivery, recordWaste, type LedgerPorts, type Recorded } from '../ledger/stock-moves';

/*
 * The stock ledger: counts, deliveries and waste. Each write carries a client-made id, its retry key: the stock
 * changes it makes are applied exactly once per item (data/stock.ts applyOnce) and then the record is written, so a
 * retry after a lost answer or a failure half-way finishes the job and changes nothing twice.
 */

/** The ledger's use cases over Cosmos, the audit trail and the clock. */
function ledgerPorts(ctx: RouteContext): LedgerPorts {
  return {
    item: async (id) => (await ctx.deps.inventory.findById(id))?.item ?? null,
    items: () => ctx.deps.inventory.list(),
    entry: (id) => ctx.deps.reports.ledgerEntry(id),
    record: (entry) => ctx.deps.reports.recordEntry(entry),
    applyOnce: ctx.deps.ledgerStock.applyOnce,
    audit: (action, target, change) => {
      const now = ctx.deps.clock();
      return audit(ctx.deps.audit, ctx.principal, action, target, change, ctx.invocation.warn, now, ctx.deps.today());
    },
    today: ctx.deps.today,
    clock: ctx.deps.clock,
  };
}

const actor = (ctx: RouteContext) => ({ id: ctx.principal.id, name: ctx.principal.name });

const answer = <T extends LedgerEntry>(recorded: Recorded<T>): HandlerResult => ({ status: recorded.created ? 201 : 200, body: recorded.entry });

/** A count of one category: sets each counted item's stock to what is on the shelf, and records the count (ledger/stock-moves.ts). */
export const stockCountCreate: RouteDefinition = {
  name: 'stock-ledger-count',
  methods: ['POST'],
  route: 'stock/counts',
  access: ['bar_manager'],
  async handler(ctx) {
    return answer(await recordCount(ledgerPorts(ctx), actor(ctx), parseBody(stockCountInputSchema, ctx.body)));
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
    const range = queryRange(ctx.query, ctx.deps.today());
    return { body: await ctx.deps.reports.ledger(range.from, range.to) };
  },
};

export const routes = [ledgerList, stockCountCreate, deliveryCreate, wasteCreate];
