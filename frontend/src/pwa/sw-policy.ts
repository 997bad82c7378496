/**
 * What the guest app's service worker (sw.ts) does with each request: the rules, pure, so that they are tested
 * without a browser. Only what is the same for every user is ever cached: the app's shell and the menu.
 */

/** The caches of this app; others of ours (an older version) are deleted when a new worker takes over. */
export const CACHE_PREFIX = 'tipsy-';
export const SHELL_CACHE = `${CACHE_PREFIX}shell-v1`;
export const MENU_CACHE = `${CACHE_PREFIX}menu-v1`;

/** The page every address of the SPA is served by (the navigation fallback), kept for when the network is gone. */
export const SHELL_PAGE = '/index.html';
/** The menu: GET /api/recipes, the same answer for every guest (drinks, prices, availability). */
export const MENU_PATH = '/api/recipes';
/** Files of the shell besides the page and its hashed assets. */
export const SHELL_FILES = ['/app-config.json', '/build-info.json', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
/** Hashed assets kept at most (older ones go first): a few releases' worth of chunks, never an unbounded pile. */
export const MAX_ASSETS = 120;
/** The build's list of its scripts and style sheets (vite.config.ts), kept whole when the worker is installed. */
export const ASSET_LIST = '/asset-list.json';

export type Strategy =
  /** The menu: the network first; its last good answer when the network fails. */
  | 'menu'
  /** A page of the SPA: the network first; the kept shell page when the network fails. */
  | 'navigation'
  /** A hashed file under /assets/: it never changes, so the kept copy first. */
  | 'asset'
  /** A file of the shell: the network first, the kept copy when it fails. */
  | 'static'
  /** Left to the browser: never cached by the worker (every other API answer, other origins, writes). */
  | 'pass';

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (path === MENU_PATH && url.search === '') return 'menu';
  if (path === '/api' || path.startsWith('/api/')) return 'pass';
  if (request.mode === 'navigate') return path === '/redirect.html' ? 'pass' : 'navigation';
  if (path.startsWith('/assets/')) return 'asset';
  if (SHELL_FILES.includes(path)) return 'static';
  return 'pass';
}

/** Whether an answer may be kept: a complete, successful one of our own origin. */
export function keepable(response: { ok: boolean; status: number; type: string }): boolean {
  return response.ok && response.status === 200 && (response.type === 'basic' || response.type === 'default');
}

/** The hashed files a shell page loads (its scripts, styles and preloads), to keep with it. */
export function shellAssets(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) found.add(match[1]!);
  return [...found];
}
