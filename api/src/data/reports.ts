import { ORDER_STATUSES, type DaySummary, type Deductions, type LedgerEntry, type ReportOrder, type ServedSales } from '@bar/domain';
import { container } from './cosmos';
import { partitionField } from './containers';
import { storeTarget, type RestoreTarget } from './backup-stores';
import type { OrdersRepository } from './repositories';
import { CosmosStore, strip } from './store';

/** The id of a business date's summary document (one per date partition; ledger ids are at least 8 characters). */
export const SUMMARY_ID = 'summary';

/**
 * Bump when the summary's figures are computed differently: stored summaries of another version are rebuilt on
 * their next read.
 */
export const SUMMARY_VERSION = 3;

/** A day summary as stored: with the change marker of the date's orders it was built from. */
export interface StoredSummary extends DaySummary {
  id: typeof SUMMARY_ID;
  kind: 'summary';
  version: number;
  /** The time zone the hours were read in. */
  timeZone: string;
  /** The ETag of the date's orders change marker when the orders were read (null: the date had none). */
  fingerprint: string | null;
  builtAt: string;
  /**
   * When each item left the stock (per item, [time of the move to ready, quantity], in time order): what a
   * variance needs of the two dates its counts were taken on. Read only by a point read of the summary; the
   * range query leaves it out.
   */
  deductions?: Deductions;
  /** The served orders by when their stock was taken, with their totals: a variance's revenue on its edge dates. Read like the deductions. */
  sales?: ServedSales;
}

/** How many change markers are read at once (each one point read). */
const MARKER_READS_AT_ONCE = 16;

/**
 * Every field of a stored summary but the deductions and sales: what a report of a range reads. Kept as a record of
 * the type's keys, so a field added to the summary cannot be left out of the range query unnoticed (the compiler
 * asks for it here).
 */
const RANGE_FIELDS: Record<Exclude<keyof StoredSummary, 'deductions' | 'sales'>, true> = {
  id: true,
  date: true,
  kind: true,
  version: true,
  timeZone: true,
  fingerprint: true,
  builtAt: true,
  orders: true,
  revenue: true,
  drinks: true,
  hours: true,
  drinksSold: true,
  usage: true,
  servedUsage: true,
  cancelled: true,
};
const SUMMARY_FIELDS = Object.keys(RANGE_FIELDS);

/** The reports container: summaries and the stock ledger, by business date. */
export class ReportsRepository {
  /** A restore's way into this repository's own store (data/backup-stores.ts): its writes move what every write here moves. */
  restoreTarget(): RestoreTarget {
    return storeTarget(this.#store, 'ledger');
  }

  constructor(private readonly orders: OrdersRepository) {}

  readonly #store = new CosmosStore<StoredSummary | LedgerEntry>(() => container('reports'), 'Report record', partitionField('reports'));

  /**
   * The stored summaries of a range of business dates, without their deductions: one query of the reports
   * container (a few documents per business date), however many orders the dates hold.
   */
  summaries(from: string, to: string): Promise<StoredSummary[]> {
    return this.#store.query<StoredSummary>({
      query: `SELECT ${SUMMARY_FIELDS.map((f) => `c.${f}`).join(', ')} FROM c WHERE c.id = @id AND c.date >= @from AND c.date <= @to`,
      parameters: [
        { name: '@id', value: SUMMARY_ID },
        { name: '@from', value: from },
        { name: '@to', value: to },
      ],
    });
  }

  /** One date's stored summary with its deductions: one point read. */
  async summary(date: string): Promise<StoredSummary | null> {
    const found = await this.#store.read(SUMMARY_ID, date);
    return found && found.item.kind === 'summary' ? (found.item as StoredSummary) : null;
  }

  async saveSummary(summary: StoredSummary): Promise<void> {
    await this.#store.upsert(summary);
  }

  async deleteSummary(date: string): Promise<void> {
    await this.#store.delete(SUMMARY_ID, date);
  }

  /** Records a ledger entry once: 409 when its id was recorded already (a retry: see functions/stock-ledger.ts). */
  async recordEntry<T extends LedgerEntry>(entry: T): Promise<T> {
    return (await this.#store.create(entry)).item as T;
  }

  /** Writes a ledger entry whether or not its id exists (the demo history, which is written once per id). */
  async putEntry(entry: LedgerEntry): Promise<void> {
    await this.#store.upsert(entry);
  }

  /** The stock ledger of a range of business dates (counts, deliveries, waste), oldest first. */
  async ledger(from: string, to: string): Promise<LedgerEntry[]> {
    const entries = await this.#store.query<LedgerEntry>({
      query: 'SELECT * FROM c WHERE c.date >= @from AND c.date <= @to AND ARRAY_CONTAINS(@kinds, c.kind)',
      parameters: [
        { name: '@from', value: from },
        { name: '@to', value: to },
        { name: '@kinds', value: ['count', 'delivery', 'waste'] },
      ],
    });
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** A ledger record by its id, whatever date it was recorded on: what a retry of the same write finds. */
  async ledgerEntry(id: string): Promise<LedgerEntry | null> {
    const [found] = await this.#store.query<LedgerEntry>({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] });
    return found ?? null;
  }

  /**
   * The change markers of the orders of some business dates (date -> ETag; a date without a marker has never
   * had an order written): one point read per date, a few at a time. Never a query of the orders container,
   * whose size grows with the orders.
   */
  async orderMarkers(dates: readonly string[]): Promise<Map<string, string>> {
    const orders = this.orders;
    const out = new Map<string, string>();
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(MARKER_READS_AT_ONCE, dates.length) }, async () => {
        while (next < dates.length) {
          const date = dates[next++]!;
          const etag = await orders.version(date);
          if (etag !== null) out.set(date, etag);
        }
      }),
    );
    return out;
  }

  /** Every order of one business date, with the date's change marker as the same query saw it. */
  async dateOrders(date: string): Promise<{ orders: ReportOrder[]; version: string | null }> {
    return this.orders.listForDateWithVersion(date, ORDER_STATUSES);
  }

  /** Every record, for a backup (summaries are left out: they are rebuilt from the orders). */
  async allLedger(): Promise<LedgerEntry[]> {
    const docs = await this.#store.query<Record<string, unknown>>({ query: 'SELECT * FROM c WHERE c.id != @id', parameters: [{ name: '@id', value: SUMMARY_ID }] });
    return docs.map((d) => strip<LedgerEntry>(d));
  }
}

/** The reports' repository over the orders it summarises. The composition root builds it once per process. */
export function reportsRepository(orders: OrdersRepository): ReportsRepository {
  return new ReportsRepository(orders);
}
