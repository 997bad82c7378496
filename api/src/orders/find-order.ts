/**
 * Finding an order, and whose orders a caller sees: staff see every order (unless they ask as a guest, with
 * role=customer: a bartender who also orders), a guest only their own. Another guest's order is answered as missing:
 * its existence is none of the caller's business.
 */
import { guestOrderView, messages, type GuestOrder, type Order, type Persona } from '@bar/domain';
import { isStaff, type Principal } from '../auth/principal';
import type { Versioned } from '../data/store';
import { notFound } from '../errors';
import { settled } from './move-back';
import type { MovePorts } from './move-ports';

/** Whose orders the caller sees: undefined for every order, else the one customer's id. */
export function ordersOf(principal: Pick<Principal, 'id' | 'personas'>, askedRole: Persona | string | null): string | undefined {
  return isStaff(principal) && askedRole !== 'customer' ? undefined : principal.id;
}

/**
 * An order as the caller may see it: staff the whole order, a guest their view of it (guestOrderView: no staff
 * names, no stock levels). Every answer that gives a guest an order goes through it (the list, one order, a
 * placement and its retry).
 */
export function asSeenBy(principal: Pick<Principal, 'personas'>, order: Order): Order | GuestOrder {
  return isStaff(principal) ? order : guestOrderView(order);
}

/** An order by id: at the business date given, else today's and then yesterday's. Null when there is none. */
export async function findOrder(
  ports: Pick<MovePorts, 'orders' | 'dates'>,
  id: string,
  date: string | undefined,
): Promise<Versioned<Order> | null> {
  for (const d of date ? [date] : ports.dates()) {
    const found = await ports.orders.get(id, d);
    if (found) return found;
  }
  return null;
}

/**
 * One order as the caller may see it (notFound for one that is missing or not theirs to see), as it is now:
 * an interrupted move back's put-back is finished first (move-back.ts: settled).
 */
export async function readOrder(ports: MovePorts, customerId: string | undefined, id: string, date: string | undefined): Promise<Versioned<Order>> {
  const found = await findOrder(ports, id, date);
  if (!found || (customerId !== undefined && found.item.customerId !== customerId)) throw notFound(messages.orderNotFound);
  return settled(ports, found);
}
