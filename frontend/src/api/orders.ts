import { useSyncExternalStore } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { ORDERS_MORE_HEADER, parseOmittedOrders, type OmittedOrders, type Order, type OrderInput, type Persona } from '@bar/domain';
import { api } from './client';

export interface OrdersQuery {
  /** The persona the list is fetched as: a customer sees their own orders, staff the queue. */
  role: Persona;
  date?: string;
  view?: string;
}

export const ordersKey = (query: OrdersQuery) => ['/orders', query.role, query.date ?? '', query.view ?? ''] as const;

/**
 * How many orders each list left out, per status (the server answers at most a column's worth of each open
 * status, the oldest, and counts the rest): by list key, as the last answer said.
 */
const omittedByList = new Map<string, OmittedOrders>();
const omittedListeners = new Set<() => void>();
const NONE: OmittedOrders = {};

export async function getOrders(query: OrdersQuery): Promise<Order[]> {
  const { data, headers } = await api.getWithHeaders<Order[]>('/orders', { query: { role: query.role, date: query.date, view: query.view } });
  const key = JSON.stringify(ordersKey(query));
  const omitted = parseOmittedOrders(headers.get(ORDERS_MORE_HEADER));
  if (JSON.stringify(omitted) !== JSON.stringify(omittedByList.get(key) ?? NONE)) {
    omittedByList.set(key, omitted);
    for (const listener of omittedListeners) listener();
  }
  return data;
}

/** The orders a list left out, per status (nothing until it was fetched). */
export function useOmittedOrders(query: OrdersQuery): OmittedOrders {
  const key = JSON.stringify(ordersKey(query));
  return useSyncExternalStore(
    (listener) => {
      omittedListeners.add(listener);
      return () => omittedListeners.delete(listener);
    },
    () => omittedByList.get(key) ?? NONE,
    () => NONE,
  );
}

export function useOrders(query: OrdersQuery | null, config?: SWRConfiguration<Order[]>) {
  return useSWR<Order[]>(query ? ordersKey(query) : null, () => getOrders(query as OrdersQuery), config);
}

/**
 * POST /orders. The id is the idempotency key: the caller makes it once per checkout and sends the same one on a
 * retry, so a double click or a lost answer never places a second order. The server prices the order itself.
 */
export function placeOrder(input: OrderInput): Promise<Order> {
  return api.post<Order>('/orders', input);
}
