import type { Order, OrderStatus, Persona, Shortfall } from '@bar/domain';
import type { StatusTarget } from '../../api/order-status';
import { formatQuantity } from './ingredient-needs';

/** The three columns of the queue, left to right, and what moves a ticket out of each. */
export type QueueStatus = Exclude<OrderStatus, 'completed' | 'cancelled'>;

export interface QueueColumn {
  status: QueueStatus;
  title: string;
  /** The button on the tickets of this column and the status it sends. */
  action: { label: string; target: StatusTarget };
}

export const QUEUE_COLUMNS: readonly QueueColumn[] = [
  { status: 'pending', title: 'Pending Orders', action: { label: 'Start', target: 'preparing' } },
  { status: 'preparing', title: 'Preparing', action: { label: 'Ready', target: 'ready' } },
  // The UI says served; the server's name for it is completed.
  { status: 'ready', title: 'Ready for Pickup', action: { label: 'Serve', target: 'completed' } },
];

export function columnOf(status: OrderStatus): QueueColumn | undefined {
  return QUEUE_COLUMNS.find((c) => c.status === status);
}

/** Oldest first (the server sends them so too; two business dates are merged, so sort again). */
export function oldestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id));
}

/** The active orders per column, each oldest first. */
export function groupByStatus(orders: readonly Order[]): Record<QueueStatus, Order[]> {
  const groups: Record<QueueStatus, Order[]> = { pending: [], preparing: [], ready: [] };
  for (const order of oldestFirst(orders)) {
    if (Object.hasOwn(groups, order.status)) groups[order.status as QueueStatus].push(order);
  }
  return groups;
}

/** The queue is fetched as the staff persona in use: bar_manager (using the bartender view) or bartender. */
export function queueRole(persona: Persona): Persona {
  return persona === 'bar_manager' ? 'bar_manager' : 'bartender';
}

/** 'Lime juice: 20 ml missing (needed 50 ml, had 30 ml)'. */
export function describeShortfall(s: Shortfall): string {
  return `${s.name}: ${formatQuantity(Math.max(0, s.needed - s.available), s.unit)} missing (needed ${formatQuantity(s.needed, s.unit)}, had ${formatQuantity(s.available, s.unit)})`;
}
