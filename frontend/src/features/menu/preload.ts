import { preload } from 'swr';
import { PERSONA_STORAGE_KEY } from '../../personas/persona-context';
import { getInventory, inventoryKey } from '../../api/inventory';
import { getOrders, ordersKey } from '../../api/orders';
import { getRecipes, recipesKey } from '../../api/recipes';
import { paths } from '../../config/paths';
import { MY_ORDERS } from '../orders/use-my-orders';

/** The addresses that open on the guests' menu: home, /drinks and /search/{query}. */
function opensTheMenu(pathname: string): boolean {
  return pathname === paths.home.href() || pathname === paths.drinks.href() || pathname.startsWith(`${paths.search.href()}`);
}

function storedPersonaIsGuest(): boolean {
  try {
    const stored = localStorage.getItem(PERSONA_STORAGE_KEY);
    return stored === null || stored === 'customer';
  } catch {
    return true;
  }
}

/**
 * Starts the menu's three requests while the signed-in user is still being resolved (GET /me), when the page about
 * to open is the guests' menu: on a phone's connection that is one round trip less before the drinks show. The
 * menu's hooks pick up the answers (swr's preload); anywhere else nothing is fetched.
 */
export function preloadGuestMenu(pathname = window.location.pathname): boolean {
  if (!opensTheMenu(pathname) || !storedPersonaIsGuest()) return false;
  void preload(recipesKey, getRecipes);
  void preload(inventoryKey, getInventory);
  void preload(ordersKey(MY_ORDERS), () => getOrders(MY_ORDERS));
  return true;
}
