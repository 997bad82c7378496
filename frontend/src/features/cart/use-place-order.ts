import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { messages, orderItemsFromCart, orderNumber, subtractFromCart, type Order } from '@bar/domain';
import { ApiError, failureMessage } from '../../api/client';
import { placeOrder } from '../../api/orders';
import { refreshStockViews } from '../../api/stock-views';
import { toast } from '../../components/toast';
import { newCheckoutId, readCart, updateCart } from './cart-store';
import type { CartApi } from './use-cart';
import { usePrice } from '../../config/app-config-context';

type Items = ReturnType<typeof orderItemsFromCart>;

/** Why the last Place Order was refused, said in the cart itself (where the guest is looking). */
export interface Refusal {
  /** The server's words, or what happened in words. */
  message: string;
  /** What to do next. */
  next: string;
  /** The drink that ran out, when the refusal names one of the cart's drinks. */
  drink?: { recipeId: string; name: string };
}

/** The refusal of an order: which drink, if the server named one of the cart's, and what the guest can do. */
export function refusalOf(error: unknown, lines: ReadonlyArray<{ recipeId: string; recipeName: string }>): Refusal {
  const message = failureMessage(error);
  const line = error instanceof ApiError && error.status === 409 ? lines.find((l) => messages.unavailable(l.recipeName) === error.message) : undefined;
  if (line) {
    return {
      message,
      next: `Other orders have taken what is left of it. Remove ${line.recipeName} (or order fewer) and place the order again, or choose another drink.`,
      drink: { recipeId: line.recipeId, name: line.recipeName },
    };
  }
  if (error instanceof ApiError && error.status === 409 && message.includes('drinks on the way, and one guest can have at most')) {
    return { message, next: 'Your cart is kept: remove some drinks and place the order again, or wait until some of your drinks have been served.' };
  }
  return { message, next: 'Your cart is kept: place the order again when you are ready.' };
}

/** A second tap this soon after an order went through is part of the same tap, not a new (empty) order. */
const DOUBLE_TAP_MS = 3000;

function sameItems(order: Order, sent: Items): boolean {
  const count = (items: Items) => {
    const map = new Map<string, number>();
    for (const { recipeId, quantity } of items) map.set(recipeId, (map.get(recipeId) ?? 0) + quantity);
    return map;
  };
  const a = count(order.items);
  const b = count(sent);
  return a.size === b.size && [...a].every(([id, q]) => b.get(id) === q);
}

/**
 * Placing the order. The idempotency key is made once per checkout and stored with the cart until the order is
 * confirmed: a double click, a retry after an error, even a retry after a reload, sends the same id, and the
 * server answers with the order it already placed. The button is disabled meanwhile as well.
 */
export function usePlaceOrder(cart: CartApi, onPlaced?: (order: Order) => void) {
  const formatPrice = usePrice();
  const { mutate } = useSWRConfig();
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const inFlight = useRef(false);
  /** When the last order went through: a tap that lands just after (a double tap) is the same wish, not an empty order. */
  const placedAt = useRef(0);
  const { key, lines } = cart;

  const place = useCallback(
    async (customerNameOverride = ''): Promise<Order | null> => {
      if (inFlight.current) return null;
      setRefusal(null);
      if (lines.length === 0) {
        if (Date.now() - placedAt.current < DOUBLE_TAP_MS) return null;
        setRefusal({ message: messages.emptyCart, next: 'Add drinks from the menu, then place the order.' });
        return null;
      }
      inFlight.current = true;
      setPlacing(true);
      const id = readCart(key).checkoutId ?? newCheckoutId();
      updateCart(key, (s) => (s.checkoutId === id ? s : { ...s, checkoutId: id }));
      const items = orderItemsFromCart(lines);
      const name = customerNameOverride.trim();
      try {
        const order = await placeOrder({ id, items, ...(name ? { customerNameOverride: name } : {}) });
        if (sameItems(order, items)) {
          updateCart(key, (s) => ({ lines: subtractFromCart(s.lines, items), checkoutId: null }));
          toast.success(`Order #${orderNumber(order.id)} placed`, {
            description: `Total ${formatPrice(order.totalPrice)}. We'll let you know when it's ready.`,
          });
        } else {
          // An earlier attempt that seemed to fail had gone through with other drinks: that order stands, and the
          // cart stays for a new one.
          updateCart(key, (s) => ({ ...s, checkoutId: null }));
          toast.info(`Order #${orderNumber(order.id)} was already placed`, {
            description: `An earlier attempt went through (total ${formatPrice(order.totalPrice)}). Your cart is kept for another order.`,
          });
        }
        placedAt.current = Date.now();
        onPlaced?.(order);
        return order;
      } catch (error) {
        // Said in the cart, where the guest is looking (a toast would sit under the phone's order sheet): the
        // server's words (e.g. which drink ran out) and what to do.
        setRefusal(refusalOf(error, lines));
        // Someone else's order may have taken the last of an ingredient: show the menu (and the cart's lines) as
        // they are now.
        if (error instanceof ApiError && error.status === 409) void refreshStockViews(mutate);
        return null;
      } finally {
        inFlight.current = false;
        setPlacing(false);
      }
    },
    [formatPrice, key, lines, mutate, onPlaced],
  );

  const dismiss = useCallback(() => setRefusal(null), []);
  return { place, placing, refusal, dismiss };
}
