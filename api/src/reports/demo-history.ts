import { demoHistory } from '@bar/domain/seed';
import type { BarSettings } from '../composition';
import type { ReportsRepository } from '../data/reports';
import type { Repositories } from '../data/repositories';
import { ACTIVE_STATUSES, type Order } from '@bar/domain';
import { isAlreadyExists, isStale } from '../errors';
import { MAX_ORDERS_PER_BATCH } from '../data/repositories';

const CONCURRENCY = 8;

/**
 * Writes the demo bar's few weeks of history (domain/src/seed/history.ts): its orders, each with its date's
 * change marker in one request, and its stock ledger. What exists already (by id) is left as it is. The stock
 * itself is not touched: the history ends at the stock the demo bar holds now.
 */
export async function seedDemoHistory(
  repos: Pick<Repositories, 'orders'> & { reports: ReportsRepository; today(): string; settings: Pick<BarSettings, 'timeZone' | 'dayStartHour'> },
): Promise<{ orders: number; ledger: number }> {
  const { orders, ledger } = demoHistory(repos.today(), repos.settings.timeZone(), repos.settings.dayStartHour());
  let written = 0;
  // One batch per date and up to MAX_ORDERS_PER_BATCH orders (each with its date's markers in the same request).
  const byDate = new Map<string, Order[]>();
  for (const order of orders) byDate.set(order.date, [...(byDate.get(order.date) ?? []), order]);
  const chunks = [...byDate.values()].flatMap((list) => Array.from({ length: Math.ceil(list.length / MAX_ORDERS_PER_BATCH) }, (_, i) => list.slice(i * MAX_ORDERS_PER_BATCH, (i + 1) * MAX_ORDERS_PER_BATCH)));
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++]!;
        // Read after the await: `written += await ...` would add to the value from before it (workers run at once).
        const n = await writeChunk(repos, chunk);
        written += n;
      }
    }),
  );
  for (const entry of ledger) await repos.reports.putEntry(entry);
  return { orders: written, ledger: ledger.length };
}

/** Writes one date's orders in one batch; what exists already (a second start) is left as it is, one at a time. */
async function writeChunk(repos: Pick<Repositories, 'orders'>, chunk: Order[]): Promise<number> {
  const date = chunk[0]!.date;
  for (let attempt = 0; attempt < 5; attempt++) {
    const seen = (await repos.orders.openOrders([date], ACTIVE_STATUSES)).reservations.get(date) ?? null;
    try {
      return (await repos.orders.createMany(chunk, seen)).length;
    } catch (err) {
      if (isStale(err)) continue;
      if (!isAlreadyExists(err)) throw err;
      let written = 0;
      for (const order of chunk) {
        try {
          await repos.orders.create(order);
          written++;
        } catch (one) {
          if (!isAlreadyExists(one)) throw one;
        }
      }
      return written;
    }
  }
  throw new Error(`The demo history of ${date} kept meeting other writes`);
}
