import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addToCart,
  cartLimitMessage,
  emptyCart,
  messages,
  refreshCart,
  removeFromCart,
  type Cart,
  type RecipeWithAvailability,
} from '@bar/domain';
import { useAuth } from '../../auth/auth-context';
import { toast } from '../../components/toast';
import { cartStorageKey, readCart, subscribeCart, updateCart, type CartState } from './cart-store';

/** What the cart needs of a drink of the menu. */
export type MenuDrink = Pick<RecipeWithAvailability, 'id' | 'name' | 'price' | 'available'>;

const SERVER_STATE: CartState = { lines: emptyCart, checkoutId: null };

export interface CartApi {
  /** The storage key of this user's cart. */
  key: string;
  /** The lines, with names and prices as the menu has them now (when the menu is given). */
  lines: Cart;
  checkoutId: string | null;
  /** One more of the drink; refused with a toast when it is unavailable or its line is full. */
  add: (drink: MenuDrink) => boolean;
  /** One fewer; the line goes at one. */
  remove: (recipeId: string) => void;
  /** The drink's whole line. */
  removeAll: (recipeId: string) => void;
  /** Empties the cart and forgets an unconfirmed checkout. */
  clear: () => void;
}

/** The signed-in user's cart. Every component that calls it sees the same cart (and other tabs' changes). */
export function useCart(menu?: ReadonlyMap<string, MenuDrink>): CartApi {
  const { user } = useAuth();
  const key = cartStorageKey(user?.id ?? 'anonymous');
  const subscribe = useCallback((listener: () => void) => subscribeCart(key, listener), [key]);
  const state = useSyncExternalStore(subscribe, () => readCart(key), () => SERVER_STATE);
  const lines = useMemo(() => (menu && menu.size > 0 ? refreshCart(state.lines, menu) : state.lines), [menu, state.lines]);

  const add = useCallback(
    (drink: MenuDrink) => {
      if (!drink.available) {
        toast.error(messages.unavailable(drink.name));
        return false;
      }
      const limit = cartLimitMessage(readCart(key).lines, drink);
      if (limit) {
        toast.warning(limit);
        return false;
      }
      updateCart(key, (s) => ({ ...s, lines: addToCart(s.lines, drink) }));
      return true;
    },
    [key],
  );

  const remove = useCallback(
    (recipeId: string) =>
      void updateCart(key, (s) => {
        const next = removeFromCart(s.lines, recipeId);
        return next === s.lines ? s : { ...s, lines: next };
      }),
    [key],
  );

  const removeAll = useCallback(
    (recipeId: string) =>
      void updateCart(key, (s) => (s.lines.some((l) => l.recipeId === recipeId) ? { ...s, lines: s.lines.filter((l) => l.recipeId !== recipeId) } : s)),
    [key],
  );

  const clear = useCallback(() => void updateCart(key, () => ({ lines: emptyCart, checkoutId: null })), [key]);

  return { key, lines, checkoutId: state.checkoutId, add, remove, removeAll, clear };
}
