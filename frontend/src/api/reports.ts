import useSWR from 'swr';
import type { DeliveryInput, LedgerEntry, SalesReport, StockCountInput, VarianceAnswer, WasteInput } from '@bar/domain';
import { api } from './client';

/** The range a report is asked for: a preset ('today', '7d', '30d') or two business dates. */
export type ReportQuery = { range: string } | { from: string; to: string };

const queryOf = (q: ReportQuery): Record<string, string> => ('range' in q ? { range: q.range } : { from: q.from, to: q.to });
const keyOf = (path: string, q: ReportQuery) => `${path}?${new URLSearchParams(queryOf(q)).toString()}`;

/** GET /reports/sales (bar_manager): sales and service for a range of business dates. */
export function useSalesReport(q: ReportQuery | null) {
  return useSWR<SalesReport>(q ? keyOf('/reports/sales', q) : null, () => api.get<SalesReport>('/reports/sales', { query: queryOf(q!) }));
}

/** GET /stock/ledger (bar_manager): the counts, deliveries and waste of a range, oldest first. */
export function useLedger(q: ReportQuery) {
  return useSWR<LedgerEntry[]>(keyOf('/stock/ledger', q), () => api.get<LedgerEntry[]>('/stock/ledger', { query: queryOf(q) }));
}

/** GET /reports/variance?from=&to= (bar_manager): the variance between the counts of two business dates. */
export function useVariance(from: string | null, to: string | null) {
  const key = from && to ? `/reports/variance?from=${from}&to=${to}` : null;
  return useSWR<VarianceAnswer>(key, () => api.get<VarianceAnswer>('/reports/variance', { query: { from, to } }), { shouldRetryOnError: false });
}

export const saveCount = (input: StockCountInput) => api.post<LedgerEntry>('/stock/counts', input);
export const saveDelivery = (input: DeliveryInput) => api.post<LedgerEntry>('/stock/deliveries', input);
export const saveWaste = (input: WasteInput) => api.post<LedgerEntry>('/stock/waste', input);
