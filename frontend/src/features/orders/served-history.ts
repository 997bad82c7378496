import type { Order } from '@bar/domain';

/** How far back the guest's served orders are listed: the night they are in (the list holds two business days). */
export const SERVED_HISTORY_HOURS = 12;
/** At most this many served orders are listed, the latest first. */
export const SERVED_HISTORY_MAX = 10;

/** When an order was served: its move to completed, else its last change. */
export function servedAt(order: Order): string {
  const move = order.history?.findLast((change) => change.to === 'completed');
  return move?.at ?? order.updatedAt ?? order.createdAt;
}

/**
 * The guest's orders served tonight (within SERVED_HISTORY_HOURS of `now`), the latest first, at most
 * SERVED_HISTORY_MAX: what they can show at the bar as paid for.
 */
export function servedToday(orders: readonly Order[], now: Date = new Date()): Order[] {
  const since = now.getTime() - SERVED_HISTORY_HOURS * 3_600_000;
  return orders
    .filter((o) => o.status === 'completed')
    .map((order) => ({ order, at: Date.parse(servedAt(order)) }))
    .filter(({ at }) => Number.isFinite(at) && at >= since)
    .sort((a, b) => b.at - a.at)
    .slice(0, SERVED_HISTORY_MAX)
    .map(({ order }) => order);
}

/**
 * The guest's orders the bar cancelled tonight (within SERVED_HISTORY_HOURS of `now`): shown among their orders
 * as cancelled rather than vanishing from the list.
 */
export function cancelledToday(orders: readonly Order[], now: Date = new Date()): Order[] {
  const since = now.getTime() - SERVED_HISTORY_HOURS * 3_600_000;
  return orders
    .filter((o) => o.status === 'cancelled')
    .filter((o) => {
      const at = Date.parse(o.cancellation?.at ?? o.updatedAt ?? o.createdAt);
      return Number.isFinite(at) && at >= since;
    })
    .slice(0, SERVED_HISTORY_MAX);
}
