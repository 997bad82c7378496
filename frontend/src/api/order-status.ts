import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Order, OrderStatus } from '@bar/domain';
import { api } from './client';
import { inventoryKey } from './inventory';
import { recipesKey } from './recipes';

/** The moves a bartender makes: Start, Ready, Serve ('served' is sent as 'completed'). */
export type StatusTarget = Exclude<OrderStatus, 'pending'>;

/** PATCH /orders/{id}/status?date= {status}; the server checks the move and answers the order as it now is. */
export function updateOrderStatus(order: Pick<Order, 'id' | 'date'>, status: StatusTarget): Promise<Order> {
  return api.patch<Order>(`/orders/${encodeURIComponent(order.id)}/status`, { status }, { query: { date: order.date } });
}

/** Every cached order list (any role, date or view): see ordersKey in ./orders. */
export const isOrdersKey = (key: unknown): key is readonly unknown[] => Array.isArray(key) && key[0] === '/orders';
/** The lists of active orders (the default view): a served order leaves them. */
const isActiveOrdersKey = (key: unknown): boolean => isOrdersKey(key) && (key[3] === '' || key[3] === 'active');
const isOtherOrdersKey = (key: unknown): boolean => isOrdersKey(key) && !isActiveOrdersKey(key);

/** Moves to ready or completed take stock: what is in stock, and which drinks can be made, changes with them. */
export function movesStock(status: OrderStatus): boolean {
  return status === 'ready' || status === 'completed';
}

/**
 * The status move as a hook: sends it, puts the answer into every cached order list at once (a served order
 * leaves the active lists), revalidates them, and after a move to ready or completed refetches inventory and
 * recipes (availability on the guests' menu follows the stock). Errors are thrown to the caller.
 */
export function useUpdateOrderStatus() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (order: Pick<Order, 'id' | 'date'>, status: StatusTarget): Promise<Order> => {
      const updated = await updateOrderStatus(order, status);
      // Not awaited: the move is done when the server answered; the refetches follow in the background.
      void Promise.all([
        mutate(
          isActiveOrdersKey,
          (current: Order[] | undefined) =>
            current?.flatMap((o) => (o.id !== updated.id ? [o] : updated.status === 'completed' ? [] : [updated])),
          { revalidate: true },
        ),
        mutate(isOtherOrdersKey),
      ]);
      if (movesStock(updated.status)) void Promise.all([mutate(inventoryKey), mutate(recipesKey)]);
      return updated;
    },
    [mutate],
  );
}
