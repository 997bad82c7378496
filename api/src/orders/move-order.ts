/**
 * Moving an order one step forward: pending -> preparing -> ready -> completed (ADR 3). The write is conditional on
 * the version read, so of two bartenders pressing the same button one moves the order and the other is told it
 * already moved. Reaching ready takes the ingredients from stock first, exactly once (each item remembers the
 * order's stock marker), then writes the status: a crash in between is finished by the next move or read.
 */
import { BACKWARD_TRANSITIONS, CANCELLED_IS_FINAL, ORDER_TRANSITIONS, canTransition, historyFullRefusal, stockMarker, stockTakenAt, takenFromStock, type Order, type OrderStatus, type OrderStatusChange } from '@bar/domain';
import type { Actor } from '../audit/audit';
import type { Versioned } from '../data/store';
import { conflict, isStale } from '../errors';
import { settled } from './move-back';
import type { MovePorts } from './move-ports';

const needsDeduction = (o: Order) => !o.stockDeducted && stockTakenAt(o.status);
/** Whether `current` holds the stock taken under the round `seen` was in (a status that holds it, the same round). */
const holdsRound = (current: Order | undefined, seen: Order) =>
  current !== undefined && stockTakenAt(current.status) && (current.stockRound ?? 0) === (seen.stockRound ?? 0);

/** Moves the order one step forward to `target`; answers it as written. Throws conflict for a move not allowed. */
export async function moveForward(ports: MovePorts, principal: Actor, found: Versioned<Order>, target: OrderStatus): Promise<Versioned<Order>> {
  // A move back whose stock is not back yet is finished before the order moves on.
  const { item: order, etag } = await settled(ports, found);
  if (order.status === 'cancelled') throw conflict(CANCELLED_IS_FINAL);
  if (!canTransition(order.status, target)) {
    // A move that was interrupted after the status was written still gets its stock taken.
    if (needsDeduction(order)) await finishDeduction(ports, order, etag);
    if (order.status === target) throw conflict(`This order was already moved to ${target}`);
    const steps = [ORDER_TRANSITIONS[order.status], BACKWARD_TRANSITIONS[order.status]];
    const said = [steps[0] ? `the next step is ${steps[0]}` : '', steps[1] ? `one step back is ${steps[1]}` : ''].filter(Boolean).join(', ');
    throw conflict(`Cannot move an order from ${order.status} to ${target}${said ? ` (${said})` : ''}`);
  }
  const full = historyFullRefusal(order);
  if (full) throw conflict(full);

  const now = ports.clock().toISOString();
  const move: OrderStatusChange = { at: now, by: { id: principal.id, name: principal.name }, from: order.status, to: target };
  // The catalog's marker moves once the order's write is over (the stock port's deducting, ADR 19): a menu read in between
  // would count the stock twice, as taken and as still promised to the order, and keep it so.
  return ports.stock.deducting(async (deduct) => {
    let updated: Order = { ...order, status: target, updatedAt: now };
    // The move into the statuses that hold the stock taken (domain's stockTakenAt: at ready), or a deduction left undone.
    if ((stockTakenAt(target) && !stockTakenAt(order.status)) || needsDeduction(updated)) {
      // Deduct first: each item remembers this order, so a retry after a crash or a racing bartender deducts
      // nothing twice; then the status write, conditional on the version read.
      const { shortfalls, changes } = await deduct(stockMarker(order.id, order.stockRound), order.ingredients ?? [], now);
      updated = { ...updated, stockDeducted: true, ...(shortfalls.length ? { shortfalls } : {}) };
      if (changes.length) move.stock = changes;
    }
    updated.history = [...(order.history ?? []), move];
    try {
      // The status and the date's change marker, in one request; conditional on the version read.
      return await ports.orders.replace(updated, etag);
    } catch (err) {
      if (!isStale(err)) throw err;
      const now2 = await ports.orders.get(order.id, order.date);
      // What this attempt took is the order's only while the order that won holds the stock of this round (a
      // racing Ready of the same round: taken once, under the same marker). Lost to anything else (a cancel, an
      // Undo to preparing or received, a Ready undone meanwhile into the next round) it goes back, exactly once:
      // the put-back gives only what the marker took and forgets it, so a later Ready of this round takes it again.
      if (updated.stockDeducted && !order.stockDeducted && !holdsRound(now2?.item, order)) {
        const marker = stockMarker(order.id, order.stockRound);
        await ports.stock.restockOnce(marker, takenFromStock(updated), now);
        // A Ready of this round written by someone else while the stock went back: taken again, once.
        const after = await ports.orders.get(order.id, order.date);
        if (holdsRound(after?.item, order)) await deduct(marker, order.ingredients ?? [], now);
      }
      throw conflict(`This order was already moved to ${now2?.item.status ?? 'another state'} by someone else`);
    }
  });
}

/**
 * Takes the stock of an order whose status reached ready without it (a crash between the two writes), and marks it
 * taken; if someone else wrote the order meanwhile, their write stands (the deduction itself happened once).
 */
function finishDeduction(ports: MovePorts, order: Order, etag: string): Promise<void> {
  return ports.stock.deducting(async (deduct) => {
    const { shortfalls } = await deduct(stockMarker(order.id, order.stockRound), order.ingredients ?? [], ports.clock().toISOString());
    try {
      await ports.orders.replace({ ...order, stockDeducted: true, ...(shortfalls.length ? { shortfalls } : {}) }, etag);
    } catch (err) {
      if (!isStale(err)) throw err;
    }
  });
}
