import type { OrderStatus } from './constants';
import type { Order, OrderIngredient, OrderStatusChange } from './schemas';
import { isValidId } from './ids';
import { CANCELLED_IS_FINAL, historyFullRefusal } from './orders';
import { roundQuantity } from './units';

/**
 * Moving an order back one step (docs/adr/0014-order-undo-and-move-back.md): the recovery from a mis-tap.
 * Served goes back to ready, ready to being prepared (the stock taken at ready is put back), being prepared to
 * received. Never two steps at once and never out of received.
 */
export const BACKWARD_TRANSITIONS: Record<OrderStatus, OrderStatus | null> = {
  pending: null,
  preparing: 'pending',
  ready: 'preparing',
  completed: 'ready',
  cancelled: null,
};

/** How long the toast after a move offers Undo. */
export const UNDO_TOAST_MS = 10_000;
/**
 * How long after a move its Undo is still counted as an undo (the toast's time plus a slow network); later it
 * is a move back, which the history and audit trail record as such.
 */
export const UNDO_WINDOW_MS = 30_000;
/** How long after a serve a bartender may take it back to ready; a manager may for the whole business day. */
export const SERVED_RECALL_MS = 10 * 60_000;

/** Moves back one order may take (its history stays bounded: a backup keeps at most 100 moves per order). */
export const MAX_MOVES_BACK = 20;

/**
 * The marker an inventory item keeps for a deduction of this order: its id for the first deduction, then
 * `id:round` after each put-back (':' is outside the id alphabet, so no other order's id can look like it).
 */
export function stockMarker(orderId: string, round: number | undefined): string {
  return round ? `${orderId}:${round}` : orderId;
}

/** Whether a value has the shape of a stock marker: an id, or an id and its deduction round (`id:2`). */
export function isStockMarker(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const [id, round, ...rest] = value.split(':');
  return rest.length === 0 && isValidId(id) && (round === undefined || /^[1-9]\d{0,3}$/.test(round));
}

export type MoveBackKind = 'undo' | 'back';

export type MoveBackDecision =
  | { allowed: true; kind: MoveBackKind; restock: boolean }
  | { allowed: false; reason: string };

/** Whether moving from `from` to `to` puts the stock taken at ready back. */
export function restocksOnMoveBack(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'ready' && to === 'preparing';
}

/**
 * Why an order of this business date may not be moved back, or undefined when it may: a served order only on its
 * own business day (today), one still on its way while the queue shows it (today and the day before). A closed
 * day's orders are its sales: moving one back would rewrite them and, moved forward again, take stock today.
 */
export function closedDayRefusal(order: Pick<Order, 'status' | 'date'>, dates: readonly [today: string, yesterday: string]): string | undefined {
  const [today] = dates;
  if (order.status === 'completed' ? order.date === today : dates.includes(order.date)) return undefined;
  return `Orders of a closed business day (${order.date}) cannot be moved back: only tonight's orders can`;
}

/** The last forward move into the order's current status, if the history has one. */
function lastMoveInto(order: Pick<Order, 'status' | 'history'>): OrderStatusChange | undefined {
  const last = order.history?.at(-1);
  return last && last.to === order.status && !last.direction ? last : undefined;
}

/**
 * The one rule for backward moves, used by the API (which decides) and the SPA (which offers only what the
 * API will accept). `undo` is the caller's wish to undo their own last move; it counts as an undo only when
 * that move was theirs and recent, otherwise the move is a move back (with the same permissions). With the
 * business dates (`dates`: today and the day before; the API always gives them) a closed day's order is refused
 * too, a manager's as well (closedDayRefusal).
 */
export function decideMoveBack(
  order: Pick<Order, 'status' | 'history'> & Partial<Pick<Order, 'date'>>,
  to: OrderStatus,
  caller: { id: string; isManager: boolean; undo?: boolean; dates?: readonly [today: string, yesterday: string] },
  now: number,
): MoveBackDecision {
  if (order.status === 'cancelled') {
    return { allowed: false, reason: CANCELLED_IS_FINAL };
  }
  const closed = caller.dates && order.date !== undefined ? closedDayRefusal({ status: order.status, date: order.date }, caller.dates) : undefined;
  if (closed) return { allowed: false, reason: closed };
  const back = BACKWARD_TRANSITIONS[order.status];
  if (back !== to) {
    return {
      allowed: false,
      reason: back ? `An order can only be moved back one step (from ${order.status} to ${back})` : `An order that was just received cannot be moved back`,
    };
  }
  const full = historyFullRefusal(order);
  if (full) return { allowed: false, reason: full };
  if ((order.history ?? []).filter((m) => m.direction === 'back').length >= MAX_MOVES_BACK) {
    return { allowed: false, reason: `This order was already moved back ${MAX_MOVES_BACK} times; it cannot be moved back again` };
  }
  const last = lastMoveInto(order);
  const since = last ? now - Date.parse(last.at) : Number.POSITIVE_INFINITY;
  const undo = Boolean(caller.undo && last && last.by.id === caller.id && since >= 0 && since <= UNDO_WINDOW_MS);
  if (order.status === 'completed' && !caller.isManager && !undo && !(since >= 0 && since <= SERVED_RECALL_MS)) {
    return {
      allowed: false,
      reason: `A served order can be taken back to ready only within ${SERVED_RECALL_MS / 60_000} minutes of serving it; ask a manager`,
    };
  }
  return { allowed: true, kind: undo ? 'undo' : 'back', restock: restocksOnMoveBack(order.status, to) };
}

/**
 * What an order's deduction actually took from stock, per item: what it needed, or where stock ran short what
 * there was (the item was set to 0). A move back puts back exactly this, never more than was taken.
 */
export function takenFromStock(order: Pick<Order, 'ingredients' | 'shortfalls'>): OrderIngredient[] {
  const available = new Map((order.shortfalls ?? []).map((s) => [s.inventoryItemId, s.available]));
  return (order.ingredients ?? [])
    .map((i) => {
      const had = available.get(i.inventoryItemId);
      return had === undefined ? i : { ...i, quantity: roundQuantity(Math.min(i.quantity, Math.max(0, had))) };
    })
    .filter((i) => i.quantity > 0);
}
