import { makeOrder } from '../support/factories';
import { ApiError, failureMessage, serverMessage } from '../../src/api/client';
import { menuHref } from '../../src/config/paths';
import { categoryJumps, buildSearchIndex, searchIndex } from '../../src/features/menu/search';
import { SERVED_HISTORY_MAX, servedAt, servedToday } from '../../src/features/orders/served-history';
import { MENU_CACHE, SHELL_CACHE, keepable, shellAssets, strategyFor } from '../../src/pwa/sw-policy';
import { inventory, menu } from './guest-support';

describe('the menu address of a search term', () => {
  test('/search/{term}, the term trimmed and encoded; an empty or blank box is the plain menu', () => {
    expect(menuHref('gin tonic ')).toBe('/search/gin%20tonic');
    expect(menuHref('piña/colada')).toBe('/search/pi%C3%B1a%2Fcolada');
    expect(menuHref('')).toBe('/');
    expect(menuHref('   ')).toBe('/');
  });
});

describe('category chips', () => {
  test('one per category in menu order, with how much of the list shows its first page', () => {
    const found = searchIndex(buildSearchIndex(menu, inventory), '');
    // The menu: four cocktails, one beer, one alcohol-free drink.
    expect(categoryJumps(found, 2)).toEqual([
      { category: 'cocktail', label: 'Cocktails', count: 4, showUpTo: 2 },
      { category: 'beer', label: 'Beer', count: 1, showUpTo: 5 },
      { category: 'alcohol-free', label: 'Alcohol-Free', count: 1, showUpTo: 6 },
    ]);
    expect(categoryJumps([], 12)).toEqual([]);
  });
});

describe("tonight's served orders", () => {
  const now = new Date('2026-05-01T23:00:00Z');
  const servedAtTime = (id: string, at: string) =>
    makeOrder(id, 'completed', { updatedAt: at, history: [{ at, by: { id: 'b', name: 'Bo' }, from: 'ready', to: 'completed' }] });

  test('served ones of the last hours, the latest first; orders in progress and older nights left out', () => {
    const orders = [
      servedAtTime('order-early', '2026-05-01T18:00:00Z'),
      makeOrder('order-pending', 'pending'),
      servedAtTime('order-late', '2026-05-01T22:30:00Z'),
      servedAtTime('order-yesterday', '2026-04-30T21:00:00Z'),
    ];
    expect(servedToday(orders, now).map((o) => o.id)).toEqual(['order-late', 'order-early']);
  });

  test('served at the move to completed, else the last change; at most a screenful', () => {
    expect(servedAt(makeOrder('order-x', 'completed', { updatedAt: '2026-05-01T21:00:00Z' }))).toBe('2026-05-01T21:00:00Z');
    const many = Array.from({ length: SERVED_HISTORY_MAX + 5 }, (_, i) => servedAtTime(`order-${i}`, `2026-05-01T22:${String(i).padStart(2, '0')}:00Z`));
    expect(servedToday(many, now)).toHaveLength(SERVED_HISTORY_MAX);
  });
});

describe('failures in words', () => {
  test("the server's own message is shown as it is", () => {
    const error = new ApiError('Negroni is currently unavailable due to insufficient ingredients', 409);
    expect(serverMessage(error)).toBe(error.message);
    expect(failureMessage(error)).toBe(error.message);
  });

  test.each([
    [new ApiError('HTTP 502: Bad Gateway', 502), "The bar's server is having trouble right now. Try again in a moment."],
    [new ApiError('HTTP 504: Gateway Timeout', 504), "The bar's server took too long to answer. Try again in a moment."],
    [new ApiError('Failed to fetch', 0), "Could not reach the bar's server. Check your connection (Wi-Fi or mobile data) and try again."],
    [new ApiError('Network request failed', 0), "Could not reach the bar's server. Check your connection (Wi-Fi or mobile data) and try again."],
    [new ApiError('HTTP 429: Too Many Requests', 429), 'Too many requests just now. Wait a moment and try again.'],
    [new ApiError('HTTP 401: Unauthorized', 401), 'Your sign-in has expired. Sign in again to continue.'],
    [new ApiError('Expected JSON response but received different content type', 200), "The bar's server sent an answer the app could not read. Try again in a moment."],
  ])('%p reads as words', (error, words) => {
    expect(serverMessage(error)).toBeUndefined();
    expect(failureMessage(error)).toBe(words);
    expect(failureMessage(error)).not.toMatch(/HTTP|fetch|JSON/);
  });
});

describe("the service worker's rules", () => {
  const origin = 'https://bar.example.com';
  const get = (path: string, mode = 'cors') => strategyFor({ method: 'GET', url: `${origin}${path}`, mode }, origin);

  test('the menu: network first with the kept answer; every other API answer is left alone', () => {
    expect(get('/api/recipes')).toBe('menu');
    expect(get('/api/recipes?category=beer')).toBe('pass');
    expect(get('/api/recipes/negroni')).toBe('pass');
    for (const personal of ['/api/orders?role=customer&view=all', '/api/me', '/api/inventory', '/api/users', '/api/backup']) expect(get(personal)).toBe('pass');
    expect(strategyFor({ method: 'POST', url: `${origin}/api/recipes`, mode: 'cors' }, origin)).toBe('pass');
    expect(strategyFor({ method: 'GET', url: 'https://login.example.com/api/recipes', mode: 'cors' }, origin)).toBe('pass');
  });

  test('the shell: pages fall back to the kept page, hashed assets come from the cache, the sign-in bridge is left alone', () => {
    expect(get('/drinks/Negroni', 'navigate')).toBe('navigation');
    expect(get('/redirect.html', 'navigate')).toBe('pass');
    expect(get('/assets/main-abc123.js')).toBe('asset');
    expect(get('/app-config.json')).toBe('static');
    expect(get('/sw.js')).toBe('pass');
    expect(SHELL_CACHE).not.toBe(MENU_CACHE);
  });

  test('only complete answers of our own origin are kept; the shell page names its assets', () => {
    expect(keepable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(keepable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(keepable({ ok: false, status: 503, type: 'basic' })).toBe(false);
    expect(keepable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
    const html = '<script type="module" crossorigin src="/assets/main-A1.js"></script><link rel="modulepreload" href="/assets/react-B2.js"><link rel="stylesheet" href="/assets/main-C3.css"><link rel="icon" href="/favicon.svg">';
    expect(shellAssets(html)).toEqual(['/assets/main-A1.js', '/assets/react-B2.js', '/assets/main-C3.css']);
  });
});

describe('the cart says what to do when the server refuses an order', () => {
  test("over the cap of drinks on the way: the server's words and a way on, no drink named as sold out", async () => {
    const { refusalOf } = await import('../../src/features/cart/use-place-order');
    const { messages } = await import('@bar/domain');
    const refusal = refusalOf(new ApiError(messages.tooManyOpenDrinks(16), 409), [{ recipeId: 'mojito', recipeName: 'Mojito' }]);
    expect(refusal.message).toBe('You already have 16 drinks on the way, and one guest can have at most 20 at once. Order at most 4 more now, or the rest once some have been served.');
    expect(refusal.next).toMatch(/remove some drinks/);
    expect(refusal.drink).toBeUndefined();
  });
});
