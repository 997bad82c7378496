import { datesBetween, summariseDay, type DateRange, type DaySummary, type ReportOrder } from '@bar/domain';
import { SUMMARY_ID, SUMMARY_VERSION, type StoredSummary } from '../data/reports';

/** What the summaries need of the store (the Cosmos repository in the app, an in-memory one in unit tests). */
export interface SummaryStore {
  summaries(from: string, to: string): Promise<StoredSummary[]>;
  orderMarkers(from: string, to: string): Promise<Map<string, string>>;
  dateOrders(date: string): Promise<{ orders: ReportOrder[]; version: string | null }>;
  saveSummary(summary: StoredSummary): Promise<void>;
}

export interface SummaryOptions {
  /** Today's business date: its summary is built from its orders on every read and never stored. */
  today: string;
  timeZone: string;
  /** Called when a summary could not be stored (the report is answered anyway). */
  warn?: (message: string) => void;
}

/** How many stale dates are rebuilt at once. */
const REBUILD_CONCURRENCY = 4;

/** Whether a stored summary still describes its date's orders. */
function isCurrent(stored: StoredSummary | undefined, marker: string | null, timeZone: string): stored is StoredSummary {
  return !!stored && stored.version === SUMMARY_VERSION && stored.timeZone === timeZone && stored.fingerprint === marker;
}

/**
 * The summaries of a range of business dates. Two queries (the stored summaries, the orders' change markers)
 * answer every date whose orders have not changed since its summary was built; a date whose marker moved (or
 * that has no summary yet) is rebuilt from its orders, one query, and stored with the marker it was built from.
 * So a report of 90 closed days costs the same few requests however many orders they hold, and is never stale:
 * any order write moves its date's marker. Dates that never had an order are left out.
 */
export async function daySummaries(store: SummaryStore, range: DateRange, options: SummaryOptions): Promise<DaySummary[]> {
  const [stored, markers] = await Promise.all([store.summaries(range.from, range.to), store.orderMarkers(range.from, range.to)]);
  const byDate = new Map(stored.map((s) => [s.date, s]));
  const out = new Map<string, DaySummary>();
  const stale: string[] = [];
  for (const date of datesBetween(range.from, range.to)) {
    const marker = markers.get(date) ?? null;
    const summary = byDate.get(date);
    if (date !== options.today && isCurrent(summary, marker, options.timeZone)) out.set(date, summary);
    else if (marker !== null || summary) stale.push(date);
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(REBUILD_CONCURRENCY, stale.length) }, async () => {
      while (next < stale.length) {
        const date = stale[next++]!;
        out.set(date, await rebuild(store, date, options));
      }
    }),
  );
  return [...out.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A date's summary from its orders; stored unless it is today's. */
export async function rebuild(store: SummaryStore, date: string, options: SummaryOptions): Promise<DaySummary> {
  const { orders, version } = await store.dateOrders(date);
  const summary = summariseDay(date, orders, options.timeZone);
  if (date !== options.today) {
    const doc: StoredSummary = { ...summary, id: SUMMARY_ID, kind: 'summary', version: SUMMARY_VERSION, timeZone: options.timeZone, fingerprint: version, builtAt: new Date().toISOString() };
    // A summary that could not be stored is built again next time: the report stands.
    await store.saveSummary(doc).catch((err: unknown) => options.warn?.(`summary of ${date} was not stored: ${err instanceof Error ? err.message : String(err)}`));
  }
  return summary;
}
