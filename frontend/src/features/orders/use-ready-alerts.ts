import { useEffect, useRef } from 'react';
import { ORDER_STATUS_LABELS, orderNumber, type Order, type OrderStatus } from '@bar/domain';
import { toast } from '../../components/toast';

/** Tells the guest their order is ready: a toast, a vibration, and a system notification if they allowed one. */
export function alertReady(order: Order): void {
  const title = `Order #${orderNumber(order.id)} is ready for pickup`;
  toast.success(title, { description: 'Collect it at the bar.', duration: 10_000 });
  try {
    navigator.vibrate?.(200);
  } catch {
    // Not every browser lets a page vibrate.
  }
  if (typeof window === 'undefined' || !('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    new Notification('Your order is ready', { body: `${title}. Collect it at the bar.`, tag: `order-${order.id}` });
  } catch {
    // Mobile Chrome only shows notifications through a service worker; the toast has told them already.
  }
}

/**
 * Watches the polled list: each status change is read out in the live region whose ref it returns (attach it to
 * an aria-live element), and a move to ready alerts the guest. What the first answer shows is taken as known
 * (nothing is announced on load).
 */
export function useReadyAlerts(orders: readonly Order[] | undefined) {
  const liveRegion = useRef<HTMLDivElement>(null);
  const known = useRef<Map<string, OrderStatus> | null>(null);
  useEffect(() => {
    if (!orders) return;
    const before = known.current;
    known.current = new Map(orders.map((o) => [o.id, o.status]));
    if (!before) return;
    const news: string[] = [];
    for (const order of orders) {
      const was = before.get(order.id);
      if (was === undefined || was === order.status) continue;
      news.push(`Order #${orderNumber(order.id)}: ${ORDER_STATUS_LABELS[order.status]}`);
      if (order.status === 'ready') alertReady(order);
    }
    for (const [id, status] of before) {
      if (status === 'ready' && !known.current.has(id)) news.push(`Order #${orderNumber(id)}: ${ORDER_STATUS_LABELS.completed}`);
    }
    if (news.length && liveRegion.current) liveRegion.current.textContent = news.join('. ');
  }, [orders]);
  return liveRegion;
}
