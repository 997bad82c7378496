/**
 * A change of an order's status as the staff send it (one request: a status, and perhaps a direction, an undo
 * or a reason): which of the three moves it is, and what each needs of the request. A cancel takes a reason and is
 * never a move back (cancel-order.ts, ADR 24); a move back needs the version the caller saw (move-back.ts, ADR 14),
 * and so does a cancel, which is final (ADR 67); anything else is a move one step forward (move-order.ts, ADR 3),
 * conditional on the version the caller saw when it names one (seen-version.ts).
 */
import { ORDER_STATUSES, isOrderStatus, messages, normaliseStatus, type Order } from '@bar/domain';
import { isStaff, type Principal } from '../auth/principal';
import type { Versioned } from '../data/store';
import { badRequest, forbidden, notFound, preconditionRequired } from '../errors';
import { cancelOrder, type CancelOrderPorts } from './cancel-order';
import { findOrder } from './find-order';
import { moveBack } from './move-back';
import { moveForward } from './move-order';
import type { MovePorts } from './move-ports';
import { checkSeenVersion } from './seen-version';

export interface StatusChange {
  /** The status asked for: one of the order statuses, or 'served' (completed). */
  status: string;
  direction?: 'forward' | 'back';
  /** With a move back: the caller undoes their own move of a moment ago. */
  undo?: boolean;
  /** With a cancel: why, in a few words. */
  reason?: string;
}

export interface ChangeStatusPorts {
  moves: MovePorts;
  cancel: CancelOrderPorts;
}

/** Finds the order (at `date`, else today's, then yesterday's) and changes its status; answers it as written. */
export async function changeStatus(
  ports: ChangeStatusPorts,
  actor: Pick<Principal, 'id' | 'name' | 'personas'>,
  order: { id: string; date: string | undefined },
  change: StatusChange,
  seen: string | undefined,
): Promise<Versioned<Order>> {
  const target = normaliseStatus(change.status);
  if (!isOrderStatus(target)) throw badRequest(`status: must be one of ${ORDER_STATUSES.join(', ')} (or served)`);
  if (!isStaff(actor)) throw forbidden();
  const found = await findOrder(ports.moves, order.id, order.date);
  if (!found) throw notFound(messages.orderNotFound);
  if (target === 'cancelled' || change.reason !== undefined) {
    if (target !== 'cancelled' || change.direction === 'back') {
      throw badRequest('reason: only a cancel ({ "status": "cancelled" }) takes a reason, and it is never a move back');
    }
    // A cancel is final: it needs the version the caller saw, as a move back does; a retry of a cancel that landed
    // (its answer lost) answers the cancelled order whatever version it names.
    if (found.item.status !== 'cancelled') {
      if (!seen) throw preconditionRequired('Cancelling an order needs the version you saw (If-Match). Reload the order and try again.');
      checkSeenVersion(found, seen);
    }
    return cancelOrder(ports.cancel, actor, found, change.reason);
  }
  if (change.direction === 'back') return moveBack(ports.moves, actor, found, target, seen, change.undo === true);
  checkSeenVersion(found, seen);
  return moveForward(ports.moves, actor, found, target);
}
