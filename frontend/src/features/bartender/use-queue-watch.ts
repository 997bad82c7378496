import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { orderNumber, type Order, type OrderStatus } from '@bar/domain';
import { refreshStockViews } from '../../api/stock-views';
import { pickupName } from '@bar/domain';

/** How long a new ticket stays highlighted. */
export const NEW_ORDER_HIGHLIGHT_MS = 30_000;

export interface QueueChanges {
  /** Pending orders that were not in the previous answer. */
  added: Order[];
  /** Whether an order reached ready (or left the queue from preparing): stock was taken meanwhile. */
  stockMoved: boolean;
}

/** What changed between two polls of the queue (null before the first: nothing is new on opening the page). */
export function diffQueue(previous: ReadonlyMap<string, OrderStatus> | null, orders: readonly Order[]): QueueChanges {
  if (!previous) return { added: [], stockMoved: false };
  const current = new Map(orders.map((o) => [o.id, o.status]));
  const added = orders.filter((o) => o.status === 'pending' && !previous.has(o.id));
  let stockMoved = false;
  for (const [id, before] of previous) {
    const now = current.get(id);
    if (before === 'preparing' && now !== 'preparing' && now !== 'pending') stockMoved = true;
  }
  return { added, stockMoved };
}

/**
 * Watches the polled queue: new orders are highlighted for a while, announced and (when the bartender wants)
 * beeped; when someone else's move took stock, inventory and recipes are refetched. `observe` is the poll's
 * onSuccess.
 */
export function useQueueWatch({ onNewOrders }: { onNewOrders?: (added: Order[]) => void } = {}) {
  const { mutate } = useSWRConfig();
  const previous = useRef<Map<string, OrderStatus> | null>(null);
  const seen = useRef(new Set<string>());
  const [highlights, setHighlights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [announcement, setAnnouncement] = useState('');

  const observe = useCallback(
    (orders: Order[]) => {
      const changes = diffQueue(previous.current, orders);
      previous.current = new Map(orders.map((o) => [o.id, o.status]));
      // An order seen once (e.g. moved back into view by a refetch) is never new again.
      const added = changes.added.filter((o) => !seen.current.has(o.id));
      for (const o of orders) seen.current.add(o.id);
      if (added.length) {
        const until = Date.now() + NEW_ORDER_HIGHLIGHT_MS;
        setHighlights((prev) => new Map([...prev, ...added.map((o) => [o.id, until] as const)]));
        setAnnouncement(
          added.length === 1
            ? `New order ${orderNumber(added[0]!.id)} from ${pickupName(added[0]!)}`
            : `${added.length} new orders: ${added.map((o) => orderNumber(o.id)).join(', ')}`,
        );
        onNewOrders?.(added);
      }
      if (changes.stockMoved) void refreshStockViews(mutate);
    },
    [mutate, onNewOrders],
  );

  // Drop each highlight when its time is up.
  useEffect(() => {
    if (highlights.size === 0) return;
    const next = Math.min(...highlights.values());
    const timer = setTimeout(
      () => setHighlights((prev) => new Map([...prev].filter(([, until]) => until > Date.now()))),
      Math.max(0, next - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [highlights]);

  return { observe, highlights, announcement, announce: setAnnouncement };
}
