import { preload } from 'swr';
import { readStored } from '../../personas/persona-context';
import { getInventory, inventoryKey } from '../../api/inventory';
import { getRecipes, recipesKey } from '../../api/recipes';
import { paths } from '../../config/paths';

/** The addresses that open on the guests' menu: home, /drinks, /search and /search/{query}. */
function opensTheMenu(pathname: string): boolean {
  const search = paths.search.href();
  return pathname === paths.home.href() || pathname === paths.drinks.href() || pathname === search || pathname.startsWith(`${search}/`);
}

/**
 * Starts the menu's requests for the drinks and their stock while the signed-in user is still being resolved
 * (GET /me), when the page about to open is the guests' menu: on a phone's connection that is one round trip less
 * before the drinks show. The menu's hooks pick up the answers (swr's preload); anywhere else nothing is fetched.
 * Only what is the same for everyone: an answer fetched ahead waits in swr until a hook takes it, and one user's
 * orders must never wait there for the next user of the tab.
 */
export function preloadGuestMenu(pathname = window.location.pathname): boolean {
  if (!opensTheMenu(pathname) || readStored() !== 'customer') return false;
  void preload(recipesKey, getRecipes);
  void preload(inventoryKey, getInventory);
  return true;
}
