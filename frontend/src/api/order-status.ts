import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ACTIVE_STATUSES, stockTakenAt, type Order, type OrderStatus } from '@bar/domain';
import { api } from './client';
import { refreshStockViews } from './stock-views';

/** The moves a bartender makes: Start, Ready, Serve ('served' is sent as 'completed'), and one step back. */
export type StatusTarget = OrderStatus;

/** An order as the server answered it, with its version (ETag): what a move back must name (If-Match). */
export interface VersionedOrder {
  order: Order;
  etag: string | null;
}

export interface MoveOptions {
  /** The version the caller saw; a move back needs it. */
  etag?: string | null;
  /** One step back (the server needs it said, and the version seen). */
  back?: boolean;
  /** A move back that undoes the caller's own move of a moment ago (the toast's Undo). */
  undo?: boolean;
  /** With status 'cancelled': the reason staff gave (the guest reads it). */
  reason?: string;
}

const orderPath = (order: Pick<Order, 'id'>) => `/orders/${encodeURIComponent(order.id)}`;

/** PATCH /orders/{id}/status?date= {status}; the server checks the move and answers the order as it now is. */
export async function updateOrderStatus(order: Pick<Order, 'id' | 'date'>, status: StatusTarget, options: MoveOptions = {}): Promise<VersionedOrder> {
  const { data, etag } = await api.withEtag<Order>('PATCH', `${orderPath(order)}/status`, {
    body: {
      status,
      ...(options.back || options.undo ? { direction: 'back' } : {}),
      ...(options.undo ? { undo: true } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
    },
    query: { date: order.date },
    headers: options.etag ? { 'If-Match': options.etag } : {},
  });
  return { order: data, etag };
}

/** GET /orders/{id}?date=: the order as it is now, with its version. */
export async function readOrder(order: Pick<Order, 'id' | 'date'>): Promise<VersionedOrder> {
  const { data, etag } = await api.withEtag<Order>('GET', orderPath(order), { query: { date: order.date } });
  return { order: data, etag };
}

/** Every cached order list (any role, date or view): see ordersKey in ./orders. */
export const isOrdersKey = (key: unknown): key is readonly unknown[] => Array.isArray(key) && key[0] === '/orders';
/** The lists of active orders (the default view): a served order leaves them. */
const isActiveOrdersKey = (key: unknown): boolean => isOrdersKey(key) && (key[3] === '' || key[3] === 'active');
/** The lists of served orders ('Recently served'): a served order joins them, one moved back leaves them. */
const isServedOrdersKey = (key: unknown): boolean => isOrdersKey(key) && key[3] === 'completed';
const isOtherOrdersKey = (key: unknown): boolean => isOrdersKey(key) && !isActiveOrdersKey(key) && !isServedOrdersKey(key);

/** An active list with the moved order in it as it now is: replaced, left out once served, added back when a served one returns. */
export function withMovedOrder(current: readonly Order[] | undefined, updated: Order): Order[] | undefined {
  if (!current) return current;
  const active = ACTIVE_STATUSES.includes(updated.status);
  const found = current.some((o) => o.id === updated.id);
  const list = current.flatMap((o) => (o.id !== updated.id ? [o] : active ? [updated] : []));
  return !found && active ? [...list, updated] : list;
}

/** A served list with the moved order in it as it now is: added once served, left out when moved back. */
export function withServedOrder(current: readonly Order[] | undefined, updated: Order): Order[] | undefined {
  if (!current) return current;
  const list = current.filter((o) => o.id !== updated.id);
  return updated.status === 'completed' ? [updated, ...list] : list;
}

/**
 * The status move as a hook: sends it, puts the answer into every cached order list at once (a served order
 * leaves the active lists and joins the served ones), revalidates them, and after a move that takes or gives back stock refetches
 * inventory and recipes (availability on the guests' menu follows the stock). Errors are thrown to the caller.
 */
export function useUpdateOrderStatus() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (order: Pick<Order, 'id' | 'date' | 'status'>, status: StatusTarget, options: MoveOptions = {}): Promise<VersionedOrder> => {
      const moved = await updateOrderStatus(order, status, options);
      const updated = moved.order;
      // Not awaited: the move is done when the server answered; the refetches follow in the background.
      void Promise.all([
        mutate(isActiveOrdersKey, (current: Order[] | undefined) => withMovedOrder(current, updated), { revalidate: true }),
        // At once, not at the served list's next poll: 'Recently served' is where a mis-served order is taken back.
        mutate(isServedOrdersKey, (current: Order[] | undefined) => withServedOrder(current, updated), { revalidate: true }),
        mutate(isOtherOrdersKey),
      ]);
      // Stock taken or put back (a move back out of a status that took it), or freed by a cancel: the stock views and
      // the menu's availability follow.
      const putBack = stockTakenAt(order.status) && !stockTakenAt(updated.status);
      if (stockTakenAt(updated.status) || putBack || updated.status === 'cancelled') void refreshStockViews(mutate);
      return moved;
    },
    [mutate],
  );
}
