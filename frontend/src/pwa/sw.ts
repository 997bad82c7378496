/*
 * The guest app's service worker, built into /sw.js on its own (vite.sw.config.ts): never part of the pages'
 * bundles. It shows the 'order ready' notification (Android Chrome shows notifications only through a service
 * worker) and keeps the menu readable on a flaky Wi-Fi: the shell and the last menu answer are kept and served
 * when the network fails. Nothing personal is ever cached: every API answer but the menu goes to the network.
 */
import { ASSET_LIST, CACHE_PREFIX, MAX_ASSETS, MENU_CACHE, SHELL_CACHE, SHELL_FILES, SHELL_PAGE, keepable, shellAssets, strategyFor } from './sw-policy';

/* The few service-worker types used here (the app's TypeScript program has the DOM types, not the worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;
const origin = sw.location.origin;

/** The shell page and what it loads, and the shell's files; a file that fails is left for the next visit. */
async function keepShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const page = await fetch(SHELL_PAGE, { cache: 'no-cache' });
  if (!keepable(page)) return;
  const html = await page.clone().text();
  await cache.put(SHELL_PAGE, page);
  // Every script and style sheet of the release (asset-list.json, written by the build), so that a part first
  // opened offline is there too; the hashed files never change, so each is fetched once.
  let release: string[] = [];
  try {
    const list = await fetch(ASSET_LIST, { cache: 'no-cache' });
    if (keepable(list)) release = ((await list.json()) as unknown[]).filter((p): p is string => typeof p === 'string' && p.startsWith('/assets/'));
  } catch {
    // Offline while installing: the parts are kept as they are opened.
  }
  await Promise.all(
    [...new Set([...shellAssets(html), ...release.slice(0, MAX_ASSETS), ...SHELL_FILES])].map(async (path) => {
      try {
        const response = await fetch(path, { cache: 'no-cache' });
        if (keepable(response)) await cache.put(path, response);
      } catch {
        // Offline while installing: kept when it is next fetched.
      }
    }),
  );
}

/** Drops the oldest hashed assets beyond MAX_ASSETS (the cache lists entries in the order they were put). */
async function trimAssets(cache: Cache): Promise<void> {
  const assets = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith('/assets/'));
  await Promise.all(assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((request) => cache.delete(request)));
}

async function networkFirst(request: Request, cacheName: string, key: string | Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (keepable(response)) {
      const copy = response.clone();
      void caches.open(cacheName).then((cache) => cache.put(key, copy)).catch(() => undefined);
    }
    return response;
  } catch (error) {
    const kept = await caches.match(key, { cacheName });
    if (kept) return kept;
    throw error;
  }
}

async function keptFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: SHELL_CACHE });
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) {
    const copy = response.clone();
    void caches
      .open(SHELL_CACHE)
      .then(async (cache) => {
        await cache.put(request, copy);
        await trimAssets(cache);
      })
      .catch(() => undefined);
  }
  return response;
}

sw.addEventListener('install', (event) => {
  event.waitUntil(keepShell().catch(() => undefined));
  void sw.skipWaiting();
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const ours = new Set([SHELL_CACHE, MENU_CACHE]);
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && !ours.has(n)).map((n) => caches.delete(n)));
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor({ method: request.method, url: request.url, mode: request.mode }, origin);
  if (strategy === 'pass') return;
  if (strategy === 'menu') event.respondWith(networkFirst(request, MENU_CACHE, new URL(request.url).pathname));
  else if (strategy === 'navigation') event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_PAGE));
  else if (strategy === 'asset') event.respondWith(keptFirst(request));
  else event.respondWith(networkFirst(request, SHELL_CACHE, new URL(request.url).pathname));
});

/** A tap on the 'order ready' notification brings the app forward (or opens it). */
sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === origin);
      if (open) await open.focus();
      else await sw.clients.openWindow('/');
    })(),
  );
});
