import { CANCELLED_IS_FINAL, decideMoveBack, stockMarker, takenFromStock, type Order, type OrderStatus, type OrderStatusChange } from '@bar/domain';
import type { Principal } from '../auth/principal';
import type { Versioned } from '../data/store';
import { conflict, isStale, preconditionFailed, preconditionRequired } from '../errors';
import type { MovePorts } from './move-ports';

/** The order's stock marker for the deduction it holds now. */
const markerOf = (order: Pick<Order, 'id' | 'stockRound'>) => stockMarker(order.id, order.stockRound);

/**
 * Finishes a move back from ready whose stock is not back yet (restockPending): puts back what the deduction
 * took, exactly once (restockOnce), then clears the flag and starts the next deduction round, conditional on the
 * version read. Anyone who reads the order may call it, as often as they like; a crash anywhere in it is
 * finished by the next reader. Answers the order as written, or null when someone else wrote it first.
 */
export async function finishRestock(ports: MovePorts, order: Order, etag: string, afterItem?: () => void): Promise<Versioned<Order> | null> {
  const changes = await ports.stock.restockOnce(markerOf(order), takenFromStock(order), ports.clock().toISOString(), afterItem);
  const history: OrderStatusChange[] = [...(order.history ?? [])];
  const last = history.at(-1);
  if (last?.direction === 'back' && changes.length) history[history.length - 1] = { ...last, stock: [...(last.stock ?? []), ...changes] };
  const { restockPending, shortfalls, ...rest } = order;
  void restockPending;
  void shortfalls;
  const next: Order = { ...rest, stockDeducted: false, stockRound: (order.stockRound ?? 0) + 1, history };
  try {
    return await ports.orders.replace(next, etag);
  } catch (err) {
    if (isStale(err)) return null;
    throw err;
  }
}

/** The order as it is now, with a move back's put-back finished first when one was interrupted. */
export async function settled(ports: MovePorts, found: Versioned<Order>): Promise<Versioned<Order>> {
  if (!found.item.restockPending) return found;
  const done = await finishRestock(ports, found.item, found.etag);
  if (done) return done;
  return (await ports.orders.get(found.item.id, found.item.date)) ?? found;
}

/**
 * Moves an order back one step (the rule is decideMoveBack in the domain). The caller must name the version
 * they saw (If-Match): a move back is never made on an order that changed since. Ready -> preparing first writes
 * the status with restockPending (so of two undos or an undo and a move only one wins, on the ETag), then puts
 * the stock back once and clears the flag (finishRestock).
 */
export async function moveBack(
  ports: MovePorts,
  principal: Principal,
  found: Versioned<Order>,
  target: OrderStatus,
  seen: string | undefined,
  wantsUndo: boolean,
): Promise<Versioned<Order>> {
  if (found.item.status === 'cancelled') throw conflict(CANCELLED_IS_FINAL);
  if (!seen) throw preconditionRequired('Moving an order back needs the version you saw (If-Match). Reload the order and try again.');
  if (seen !== found.etag) throw preconditionFailed('This order changed since you saw it. Look at it again before moving it back.');
  const current = await settled(ports, found);
  const order = current.item;
  const caller = { id: principal.id, isManager: principal.personas.includes('bar_manager'), undo: wantsUndo, dates: ports.dates() };
  const decision = decideMoveBack(order, target, caller, ports.clock().getTime());
  if (!decision.allowed) throw conflict(decision.reason);

  const now = ports.clock().toISOString();
  const move: OrderStatusChange = {
    at: now,
    by: { id: principal.id, name: principal.name },
    from: order.status,
    to: target,
    direction: 'back',
    ...(decision.kind === 'undo' ? { undo: true as const } : {}),
  };
  const updated: Order = {
    ...order,
    status: target,
    updatedAt: now,
    history: [...(order.history ?? []), move],
    ...(decision.restock && order.stockDeducted ? { restockPending: true } : {}),
  };
  let saved: Versioned<Order>;
  try {
    saved = await ports.orders.replace(updated, current.etag);
  } catch (err) {
    if (!isStale(err)) throw err;
    const now2 = await ports.orders.get(order.id, order.date);
    throw conflict(`This order was already moved to ${now2?.item.status ?? 'another state'} by someone else`);
  }
  if (saved.item.restockPending) {
    saved = (await finishRestock(ports, saved.item, saved.etag, ports.moveBackFault?.())) ?? (await settled(ports, (await ports.orders.get(order.id, order.date)) ?? saved));
  }
  return saved;
}
