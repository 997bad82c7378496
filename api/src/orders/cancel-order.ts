/**
 * Staff cancelling an order on its way (docs/adr/0024-order-cancel.md): from received or being prepared, never
 * at ready (its drinks are made and its stock taken) or later. Cancelled is final. The order's promise of stock
 * ends with the write: it no longer reserves anything (reservesStock), so the menu's marker moves after it and
 * the drinks it held show again. The write is conditional on the version read, so a cancel racing a Start or a
 * Ready either wins or is told what happened; a retry of the same cancel gets the cancelled order back.
 */
import { cancelRefusal, historyFullRefusal, reservesStock, stockMarker, type Order, type OrderStatusChange } from '@bar/domain';
import type { MovePorts } from './move-ports';
import type { Actor } from '../audit/audit';
import type { Versioned } from '../data/store';
import { conflict, isStale } from '../errors';

export interface CancelOrderPorts {
  orders: {
    get(id: string, date: string): Promise<Versioned<Order> | null>;
    /** Replaces the order if it still has the ETag (stale otherwise: preconditionFailed). */
    replace(order: Order, etag: string): Promise<Versioned<Order>>;
  };
  /** The order as it is now, with an interrupted move back's put-back finished first (move-back.ts: settled). */
  settled(found: Versioned<Order>): Promise<Versioned<Order>>;
  /** After an order that held stock stopped holding it: the menu follows (moves the catalog's marker). */
  promiseEnded(): Promise<void>;
  /** The clock: the cancel's time. */
  clock(): Date;
  /** The stock's exactly-once put-back (the composition root's `orderStock`). */
  stock: Pick<MovePorts['stock'], 'restockOnce'>;
}

/**
 * Gives back what a Ready of the order's current round took if its status write never landed (a crash, an outage
 * after the deduction, a write lost to this cancel): the put-back gives only what that deduction took, exactly once,
 * so it is safe whatever happened and on every retry of the cancel.
 */
async function giveBackUnwritten(ports: CancelOrderPorts, order: Order): Promise<void> {
  if (order.stockDeducted || !order.ingredients?.length) return;
  // Only an order that was being prepared can have met a Ready: a guest's order cancelled before it was started
  // (the usual cancel) costs no read of its items.
  const started = order.status === 'preparing' || (order.history ?? []).some((move) => move.from === 'preparing' || move.to === 'preparing');
  if (!started) return;
  await ports.stock.restockOnce(stockMarker(order.id, order.stockRound), order.ingredients, ports.clock().toISOString());
}

/** Cancels an order; answers it as written (or, for a retry, as it is). Throws conflict for what is refused. */
export async function cancelOrder(
  ports: CancelOrderPorts,
  principal: Actor,
  found: Versioned<Order>,
  reason: string | undefined,
): Promise<Versioned<Order>> {
  const current = await ports.settled(found);
  const order = current.item;
  const refused = cancelRefusal(order);
  if (refused) throw conflict(refused);
  // A retry (the answer was lost, a double tap): the order is cancelled already, whoever did it; a put-back that
  // failed the first time is made now.
  if (order.status === 'cancelled') {
    await giveBackUnwritten(ports, order);
    return current;
  }
  const full = historyFullRefusal(order);
  if (full) throw conflict(full);

  const at = ports.clock().toISOString();
  const by = { id: principal.id, name: principal.name };
  const text = reason?.trim() || undefined;
  const move: OrderStatusChange = { at, by, from: order.status, to: 'cancelled', ...(text ? { reason: text } : {}) };
  const updated: Order = {
    ...order,
    status: 'cancelled',
    updatedAt: at,
    cancellation: { at, by, ...(text ? { reason: text } : {}) },
    history: [...(order.history ?? []), move],
  };
  let saved: Versioned<Order>;
  try {
    saved = await ports.orders.replace(updated, current.etag);
  } catch (err) {
    if (!isStale(err)) throw err;
    const now = await ports.orders.get(order.id, order.date);
    if (now?.item.status === 'cancelled') {
      await giveBackUnwritten(ports, now.item);
      return now;
    }
    throw conflict(`This order was moved to ${now?.item.status ?? 'another state'} by someone else meanwhile; look at it again`);
  }
  await giveBackUnwritten(ports, saved.item);
  // The stock it held is free from the write on; the menu shows it before the bartender hears back. A failure
  // here leaves the menu a little behind (the marker's period ends it), never the order half cancelled.
  if (reservesStock(order)) await ports.promiseEnded().catch(() => undefined);
  return saved;
}
