import useSWR, { type SWRConfiguration } from 'swr';
import type { Order, OrderInput, Persona } from '@bar/domain';
import { api } from './client';

export interface OrdersQuery {
  /** The persona the list is fetched as: a customer sees their own orders, staff the queue. */
  role: Persona;
  date?: string;
  view?: string;
}

export const ordersKey = (query: OrdersQuery) => ['/orders', query.role, query.date ?? '', query.view ?? ''] as const;

export function getOrders(query: OrdersQuery): Promise<Order[]> {
  return api.get<Order[]>('/orders', { query: { role: query.role, date: query.date, view: query.view } });
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
