import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Order } from '@bar/domain';
import { ordersKey, useOrders, type OrdersQuery } from '../../api/orders';

/**
 * The guest's own orders of the night, served ones included (a customer only ever gets their own): those in
 * progress, and the served ones they can show as paid for.
 */
export const MY_ORDERS: OrdersQuery = { role: 'customer', view: 'all' };

/** How often the guest's orders are asked for again: a bartender's move shows within a few seconds. */
export const MY_ORDERS_POLL_MS = 3000;

/**
 * Polled every few seconds while the page is visible and again on focus; the server answers an unchanged list
 * with 304 (ETag), so a poll costs next to nothing.
 */
export function useMyOrders() {
  return useOrders(MY_ORDERS, { refreshInterval: MY_ORDERS_POLL_MS, refreshWhenHidden: false, revalidateOnFocus: true });
}

/** Puts a just-placed order into the list at once, then asks the server for the list again. */
export function useRefreshMyOrders() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (placed?: Order) =>
      mutate<Order[]>(
        ordersKey(MY_ORDERS),
        (current) => (placed ? [...(current ?? []).filter((o) => o.id !== placed.id), placed] : current),
        { revalidate: true },
      ),
    [mutate],
  );
}
