import type { BrowserContext, Page } from 'playwright-core';
import { TABLET, WAIT, eventually, suiteBrowser, visible } from '../support/browser';
import { readStackInfo } from '../support/stack-info';

/**
 * The sign-in provider goes away on a busy night (its host blocked) and the bartender's tablet reloads: a token
 * still valid keeps the queue running; a token that cannot be had says the sign-in service is unreachable, keeps
 * trying, and the queue comes back by itself when the provider does. A fresh sign-in says the service is down.
 */
const session = suiteBrowser();

/** Every request to the provider fails the way a blocked or stopped host does; the answer undoes it. */
async function blockProvider(context: BrowserContext): Promise<() => Promise<void>> {
  const origin = new URL(readStackInfo().idpUrl!).origin;
  const requests: string[] = [];
  const matches = (url: URL) => url.origin === origin;
  await context.route(matches, (route) => {
    requests.push(route.request().url());
    return route.abort('connectionrefused');
  });
  return () => context.unroute(matches);
}

const queueHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Bartender Dashboard' });
const pendingColumn = (page: Page) => page.getByRole('region', { name: /^Pending Orders/ });

test('a still-valid token keeps the queue running through a provider outage and a reload', async () => {
  const page = await session.signedIn('bartender', TABLET, { path: '/manage/orders' });
  await visible(pendingColumn(page));
  const unblock = await blockProvider(page.context());
  try {
    await page.reload();
    await visible(queueHeading(page));
    await visible(pendingColumn(page));
    expect(await page.getByText('Failed to fetch orders').count()).toBe(0);
    expect(await page.getByText('Sign in required').count()).toBe(0);
  } finally {
    await unblock();
  }
}, 90_000);

test('without a usable token the queue says the sign-in service is unreachable, retries, and comes back by itself', async () => {
  const page = await session.signedIn('bartender', TABLET, { path: '/manage/orders' });
  await visible(pendingColumn(page));
  // The access tokens have run out (they last an hour): a new one needs the provider.
  const removed = await page.evaluate(() => {
    const listKey = Object.keys(localStorage).find((key) => /^msal\.\d+\.token\.keys\./.test(key));
    const list = listKey ? (JSON.parse(localStorage.getItem(listKey) ?? '{}') as { accessToken?: string[] }) : {};
    for (const key of list.accessToken ?? []) localStorage.removeItem(key);
    return list.accessToken?.length ?? 0;
  });
  expect(removed).toBeGreaterThan(0);
  const unblock = await blockProvider(page.context());
  let unblocked = false;
  try {
    await page.reload();
    await visible(page.getByText("Can't reach the sign-in service; retrying..."));
    expect(await page.getByText('Sign in required').count()).toBe(0);
    await unblock();
    unblocked = true;
    // No Retry pressed: the queue comes back on its own.
    await visible(pendingColumn(page), 30_000);
    const gone = await eventually(() => page.getByText("Can't reach the sign-in service").count(), (n) => n === 0, WAIT);
    expect(gone).toBe(0);
  } finally {
    if (!unblocked) await unblock();
  }
}, 120_000);

test('a fresh sign-in while the provider is unreachable says the sign-in service cannot be reached', async () => {
  const context = await session.context(TABLET);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const unblock = await blockProvider(context);
  try {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByRole('alert').filter({ hasText: "Can't reach the sign-in service" }), 30_000);
    expect(await page.getByText('Failed to sign in. Please try again.').count()).toBe(0);
  } finally {
    await unblock();
  }
}, 90_000);
