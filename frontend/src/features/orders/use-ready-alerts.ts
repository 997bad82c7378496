import { useEffect, useRef } from 'react';
import { ORDER_STATUS_LABELS, orderNumber, type Order, type OrderStatus } from '@bar/domain';
import { toast } from '../../components/toast';
import { showSystemNotification } from '../../pwa/register';

/** Tells the guest their order is ready: a toast, a vibration, and a system notification if they allowed one. */
export function alertReady(order: Order): void {
  const title = `Order #${orderNumber(order.id)} is ready for pickup`;
  toast.success(title, { description: 'Collect it at the bar.', duration: 10_000 });
  try {
    navigator.vibrate?.(200);
  } catch {
    // Not every browser lets a page vibrate.
  }
  // Through the service worker where there is one (Android Chrome shows notifications no other way); the toast
  // has told them already if it cannot be shown.
  void showSystemNotification('Your order is ready', { body: `${title}. Collect it at the bar.`, tag: `order-${order.id}` });
}

/** What moved between two answers of the guest's orders: each order whose status changed, and ready ones now served. */
function statusChanges(before: ReadonlyMap<string, OrderStatus>, orders: readonly Order[]): { moved: Order[]; served: string[] } {
  const moved = orders.filter((o) => {
    const was = before.get(o.id);
    return was !== undefined && was !== o.status;
  });
  const now = new Set(orders.map((o) => o.id));
  const served = [...before].filter(([id, status]) => status === 'ready' && !now.has(id)).map(([id]) => id);
  return { moved, served };
}

/** Runs `onChange` with each answer's changes against the one before; the first answer is taken as known. */
function useStatusChanges(orders: readonly Order[] | undefined, onChange: (changes: ReturnType<typeof statusChanges>) => void) {
  const known = useRef<Map<string, OrderStatus> | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!orders) return;
    const before = known.current;
    known.current = new Map(orders.map((o) => [o.id, o.status]));
    if (before) latest.current(statusChanges(before, orders));
  }, [orders]);
}

/**
 * Reads each status change of the polled list out in the live region whose ref it returns (attach it to an
 * aria-live element). Nothing is announced for what the first answer shows.
 */
export function useStatusAnnouncements(orders: readonly Order[] | undefined) {
  const liveRegion = useRef<HTMLDivElement>(null);
  useStatusChanges(orders, ({ moved, served }) => {
    const news = [
      ...moved.map((o) => `Order #${orderNumber(o.id)}: ${ORDER_STATUS_LABELS[o.status]}`),
      ...served.map((id) => `Order #${orderNumber(id)}: ${ORDER_STATUS_LABELS.completed}`),
    ];
    if (news.length && liveRegion.current) liveRegion.current.textContent = news.join('. ');
  });
  return liveRegion;
}

/** Alerts the guest (alertReady) for each order of the polled list that moved to ready. */
export function useReadyAlerts(orders: readonly Order[] | undefined) {
  useStatusChanges(orders, ({ moved }) => {
    for (const order of moved) if (order.status === 'ready') alertReady(order);
  });
}
