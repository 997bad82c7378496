import { ORDER_STATUSES, type OrderStatus } from './constants';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Order Received',
  preparing: 'Being Prepared',
  ready: 'Ready for Pickup',
  completed: 'Served',
};

/** The only moves a bartender can make: Start, Ready, Serve. */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus | null> = {
  pending: 'preparing',
  preparing: 'ready',
  ready: 'completed',
  completed: null,
};

export const ACTIVE_STATUSES: readonly OrderStatus[] = ['pending', 'preparing', 'ready'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The UI says 'served'; the server stores 'completed'. */
export function normaliseStatus(value: string): string {
  const v = value.trim().toLowerCase();
  return v === 'served' ? 'completed' : v;
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from] === to;
}

/** The order number people read out: the last 8 characters of the id, upper-case. */
export function orderNumber(id: string): string {
  return id.slice(-8).toUpperCase();
}

export const DEFAULT_DAY_START_HOUR = 6;

/**
 * The business date an instant belongs to: the bar's local date, where the day starts at `dayStartHour`
 * (so an order at 1 a.m. belongs to the night before). Returns 'YYYY-MM-DD'.
 */
export function businessDate(instant: Date, timeZone = 'UTC', dayStartHour = DEFAULT_DAY_START_HOUR): string {
  const shifted = new Date(instant.getTime() - dayStartHour * 3_600_000);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(shifted);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The business date before the given one ('2026-03-01' -> '2026-02-28'). */
export function previousDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}
