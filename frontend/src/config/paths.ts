import type { Persona } from '@bar/domain';

/**
 * Every address of the SPA in one typed registry (features link with it, the router matches with it): `path` is the router pattern, `href` builds a link.
 * docs/spec.md §2 is the source of truth; nothing else in the app spells a path.
 */
export const paths = {
  login: { path: '/login', href: () => '/login' },
  home: { path: '/', href: () => '/' },
  persona: { path: '/personas/:persona', href: (persona: Persona) => `/personas/${persona}` },
  drinks: { path: '/drinks', href: () => '/drinks' },
  /** Spaces become dashes, then the name is URL-encoded. */
  drink: { path: '/drinks/:name', href: (name: string) => `/drinks/${encodeURIComponent(name.trim().replace(/\s+/g, '-'))}` },
  search: { path: '/search', href: () => '/search' },
  searchQuery: { path: '/search/:query', href: (query: string) => `/search/${encodeURIComponent(query.trim())}` },
  manageInventory: { path: '/manage/inventory', href: () => '/manage/inventory' },
  manageRecipes: { path: '/manage/recipes', href: () => '/manage/recipes' },
  manageOrders: { path: '/manage/orders', href: () => '/manage/orders' },
  manageReports: { path: '/manage/reports', href: () => '/manage/reports' },
} as const;

/** The menu's address for a search term: /search/{term}, or the plain menu address when the box is empty. */
export function menuHref(term: string): string {
  return term.trim() ? paths.searchQuery.href(term) : paths.home.href();
}

/** Who may open the guarded routes: the current persona itself must be listed. */
export const routePersonas = {
  manageInventory: ['bar_manager', 'bartender'],
  manageRecipes: ['bar_manager'],
  manageOrders: ['bar_manager', 'bartender'],
  manageReports: ['bar_manager'],
} as const satisfies Record<string, readonly Persona[]>;

/*
 * React Router hands route params over already URL-decoded, except an encoded slash, which stays '%2F' so that
 * it cannot split the path. These finish the decoding.
 */
function finishDecoding(param: string): string {
  return param.replace(/%2F/gi, '/');
}

/** /drinks/{name}: URL-decoded, dashes become spaces. */
export function drinkNameFromParam(param: string | undefined): string {
  return param ? finishDecoding(param).replace(/-/g, ' ').trim() : '';
}

/** /search/{query}: URL-decoded. */
export function searchTermFromParam(param: string | undefined): string {
  return param ? finishDecoding(param) : '';
}
