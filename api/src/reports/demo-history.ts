import { demoHistory } from '@bar/domain/seed';
import { config } from '../config';
import { reportsRepository } from '../data/reports';
import { repositories, type Repositories } from '../data/repositories';
import { HttpError } from '../http/errors';
import { currentDates } from '../functions/orders';

const CONCURRENCY = 8;

/**
 * Writes the demo bar's few weeks of history (domain/src/seed/history.ts): its orders, each with its date's
 * change marker in one request, and its stock ledger. What exists already (by id) is left as it is. The stock
 * itself is not touched: the history ends at the stock the demo bar holds now.
 */
export async function seedDemoHistory(repos: Repositories = repositories()): Promise<{ orders: number; ledger: number }> {
  const cfg = config();
  const { orders, ledger } = demoHistory(currentDates()[0], cfg.BAR_TIMEZONE, cfg.BAR_DAY_START_HOUR);
  let written = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < orders.length) {
        const order = orders[next++]!;
        try {
          await repos.orders.create(order);
          written++;
        } catch (err) {
          if (!(err instanceof HttpError && err.status === 409)) throw err;
        }
      }
    }),
  );
  const reports = reportsRepository();
  for (const entry of ledger) await reports.store.upsert(entry);
  return { orders: written, ledger: ledger.length };
}
