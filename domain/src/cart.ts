import { roundMoney } from './money';
import { MAX_ORDER_DRINKS, MAX_ORDER_LINE_QUANTITY } from './constants';
import { messages } from './messages';
import { isRecord } from './guards';

/**
 * The guest's cart (docs/spec.md §4): each click adds one, incrementing an existing line; removing decrements and
 * deletes the line at one; clear empties it. Pure functions over an immutable list: every change returns a new
 * list, an impossible change returns the same one. Prices here are for display; the server prices the order.
 */

/** A cart line, as docs/spec.md names it. */
export interface CartLine {
  recipeId: string;
  recipeName: string;
  quantity: number;
  price: number;
}

export type Cart = readonly CartLine[];

/** What the cart needs to know of a drink to add it. */
export interface CartDrink {
  id: string;
  name: string;
  price: number;
}

export const emptyCart: Cart = [];

/** The server refuses more than this of one drink per order. */
export const MAX_CART_LINE_QUANTITY = MAX_ORDER_LINE_QUANTITY;

export const cartLineLimitMessage = (name: string) => `You can order at most ${MAX_CART_LINE_QUANTITY} of ${name} at a time`;

export function cartQuantity(cart: Cart, recipeId: string): number {
  return cart.find((line) => line.recipeId === recipeId)?.quantity ?? 0;
}

/** The server refuses an order of more drinks than this, all lines together. */
export const MAX_CART_DRINKS = MAX_ORDER_DRINKS;

/** Whether one more of the drink fits: on its line, and in the order as a whole. */
export function canAddToCart(cart: Cart, recipeId: string): boolean {
  return cartQuantity(cart, recipeId) < MAX_CART_LINE_QUANTITY && cartCount(cart) < MAX_CART_DRINKS;
}

/** Why one more of the drink does not fit (null when it does). */
export function cartLimitMessage(cart: Cart, drink: Pick<CartDrink, 'id' | 'name'>): string | null {
  if (cartCount(cart) >= MAX_CART_DRINKS) return messages.orderTooLarge;
  if (cartQuantity(cart, drink.id) >= MAX_CART_LINE_QUANTITY) return cartLineLimitMessage(drink.name);
  return null;
}

/** One more of the drink: a new line at the end, or the existing line incremented (its name and price refreshed). */
export function addToCart(cart: Cart, drink: CartDrink): Cart {
  if (!canAddToCart(cart, drink.id)) return cart;
  const index = cart.findIndex((line) => line.recipeId === drink.id);
  if (index === -1) return [...cart, { recipeId: drink.id, recipeName: drink.name, quantity: 1, price: drink.price }];
  return cart.map((l, i) => (i === index ? { ...l, recipeName: drink.name, price: drink.price, quantity: l.quantity + 1 } : l));
}

/** One fewer of the drink; a line at one is deleted. */
export function removeFromCart(cart: Cart, recipeId: string): Cart {
  const line = cart.find((l) => l.recipeId === recipeId);
  if (!line) return cart;
  if (line.quantity <= 1) return cart.filter((l) => l.recipeId !== recipeId);
  return cart.map((l) => (l.recipeId === recipeId ? { ...l, quantity: l.quantity - 1 } : l));
}

export function clearCart(): Cart {
  return emptyCart;
}

export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return roundMoney(line.price * line.quantity);
}

/**
 * An order's total: each line's price times its quantity, added up, rounded to cents. The one rule of it: the
 * cart shows it, the server writes it on the order it places (from the server's prices), the demo history uses it.
 */
export function orderTotal(lines: ReadonlyArray<{ price: number; quantity: number }>): number {
  return roundMoney(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
}

export function cartTotal(cart: Cart): number {
  return orderTotal(cart);
}

/** How many drinks the cart holds. */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** The order's items as the API takes them: the server looks up names and prices itself. */
export function orderItemsFromCart(cart: Cart): Array<{ recipeId: string; quantity: number }> {
  return cart.map(({ recipeId, quantity }) => ({ recipeId, quantity }));
}

/**
 * The cart after an order of these items was placed: their quantities taken off (a drink added while the order
 * was on its way stays). For the cart that was sent, that is the empty cart.
 */
export function subtractFromCart(cart: Cart, items: ReadonlyArray<{ recipeId: string; quantity: number }>): Cart {
  const placed = new Map<string, number>();
  for (const item of items) placed.set(item.recipeId, (placed.get(item.recipeId) ?? 0) + item.quantity);
  const next = cart.flatMap((line) => {
    const quantity = line.quantity - (placed.get(line.recipeId) ?? 0);
    if (quantity === line.quantity) return [line];
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
  return next.length === cart.length && next.every((line, i) => line === cart[i]) ? cart : next;
}

/**
 * The cart against the current menu: names and prices as the menu has them now, lines of drinks no longer on the
 * menu dropped. Returns the same cart when nothing changed.
 */
export function refreshCart(cart: Cart, menu: ReadonlyMap<string, Pick<CartDrink, 'name' | 'price'>>): Cart {
  let changed = false;
  const next: CartLine[] = [];
  for (const line of cart) {
    const drink = menu.get(line.recipeId);
    if (!drink) {
      changed = true;
      continue;
    }
    if (drink.name !== line.recipeName || drink.price !== line.price) {
      changed = true;
      next.push({ ...line, recipeName: drink.name, price: drink.price });
    } else next.push(line);
  }
  return changed ? next : cart;
}

/**
 * A cart read back from storage (or anything else untrusted): the valid lines, one per drink, quantities within
 * the limits (per line and per order). Anything unreadable gives an empty cart.
 */
export function parseCart(value: unknown): Cart {
  if (!Array.isArray(value)) return emptyCart;
  let cart: Cart = emptyCart;
  for (const raw of value) {
    if (!isRecord(raw)) continue;
    const { recipeId, recipeName, quantity, price } = raw;
    if (typeof recipeId !== 'string' || !recipeId.trim() || typeof recipeName !== 'string') continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue;
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) continue;
    const existing = cartQuantity(cart, recipeId);
    const room = MAX_CART_DRINKS - cartCount(cart);
    if (room <= 0) break;
    const merged = Math.min(MAX_CART_LINE_QUANTITY, existing + Math.min(quantity, room));
    if (merged === existing) continue;
    cart = existing
      ? cart.map((l) => (l.recipeId === recipeId ? { ...l, quantity: merged } : l))
      : [...cart, { recipeId, recipeName, quantity: merged, price }];
  }
  return cart;
}
