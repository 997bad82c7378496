import { datesBetween, deductionsOf, servedSalesOf, summariseDay, type DateRange, type ReportOrder } from '@bar/domain';
import { audit, type Actor, type AuditPorts } from '../audit/audit';
import { SUMMARY_ID, SUMMARY_VERSION, type StoredSummary } from '../data/reports';

/** What the summaries need of the store (the Cosmos repository in the app, an in-memory one in unit tests). */
export interface SummaryStore {
  /** The stored summaries of a range (their deductions may be left out). */
  summaries(from: string, to: string): Promise<StoredSummary[]>;
  /** The ETag of each date's orders change marker (dates without one are left out). */
  orderMarkers(dates: readonly string[]): Promise<Map<string, string>>;
  dateOrders(date: string): Promise<{ orders: ReportOrder[]; version: string | null }>;
  saveSummary(summary: StoredSummary): Promise<void>;
}

export interface SummaryOptions {
  timeZone: string;
  /** The clock, for the summary's build time. */
  clock(): Date;
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
 * The summaries of a range of business dates. One query of the reports container (the stored summaries) and one
 * point read per date (its orders' change marker, which every order write of the date moves) answer every date
 * whose orders have not changed since its summary was built, today included; nothing reads the orders
 * container's thousands of orders. A date whose marker moved (or that has no summary yet) is rebuilt from its
 * own orders, one single-partition query, and stored with the marker it was built from. So a report costs the same
 * requests with 1 or 300 orders a day, and is never stale. Dates that never had an order are left out; a rebuilt
 * summary comes with its deductions and sales.
 */
export async function daySummaries(store: SummaryStore, range: DateRange, options: SummaryOptions): Promise<StoredSummary[]> {
  const dates = datesBetween(range.from, range.to);
  const [stored, markers] = await Promise.all([store.summaries(range.from, range.to), store.orderMarkers(dates)]);
  const byDate = new Map(stored.map((s) => [s.date, s]));
  const out = new Map<string, StoredSummary>();
  const stale: string[] = [];
  for (const date of dates) {
    const marker = markers.get(date) ?? null;
    const summary = byDate.get(date);
    if (isCurrent(summary, marker, options.timeZone)) out.set(date, summary);
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

/** A date's summary from its orders (one query of its partition), stored with the marker the query saw. */
export async function rebuild(store: SummaryStore, date: string, options: SummaryOptions): Promise<StoredSummary> {
  const { orders, version } = await store.dateOrders(date);
  const doc = storedSummary(date, orders, options.timeZone, version, options.clock().toISOString());
  // A summary that could not be stored is built again next time: the report stands.
  await store.saveSummary(doc).catch((err: unknown) => options.warn?.(`summary of ${date} was not stored: ${err instanceof Error ? err.message : String(err)}`));
  return doc;
}

/** What rebuilding a range's summaries needs besides the store: the audit trail and its clock. */
export interface RebuildPorts extends AuditPorts {
  summaries: Pick<SummaryStore, 'summaries' | 'orderMarkers' | 'dateOrders' | 'saveSummary'>;
}

/**
 * Builds the summaries of a range again from the orders (after a change of the summary rules, or a repair): every
 * date that has orders (a change marker) or a stored summary, whether or not it looks current. Audited.
 */
export async function rebuildRange(ports: RebuildPorts, actor: Actor, range: DateRange, timeZone: string) {
  const store = ports.summaries;
  const markers = await store.orderMarkers(datesBetween(range.from, range.to));
  const stored = new Set((await store.summaries(range.from, range.to)).map((s) => s.date));
  const dates = [...new Set([...markers.keys(), ...stored])].sort();
  for (const date of dates) await rebuild(store, date, { timeZone, clock: ports.clock, warn: ports.warn });
  await audit(ports.audit, actor, 'reports.rebuild', { type: 'bar', id: 'reports', name: `Reports ${range.from} to ${range.to}` }, { details: { dates: dates.length } }, ports.warn, ports.clock(), ports.today());
  return { from: range.from, to: range.to, rebuilt: dates.length };
}

/** A date's summary as stored, built from its orders as read with the date's change marker `fingerprint`. */
export function storedSummary(date: string, orders: readonly ReportOrder[], timeZone: string, fingerprint: string | null, builtAt: string): StoredSummary {
  return {
    ...summariseDay(date, orders, timeZone),
    id: SUMMARY_ID,
    kind: 'summary',
    version: SUMMARY_VERSION,
    timeZone,
    fingerprint,
    builtAt,
    deductions: deductionsOf(orders),
    sales: servedSalesOf(orders),
  };
}
