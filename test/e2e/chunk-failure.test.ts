import type { Page, Route } from 'playwright-core';
import { PHONE, suiteBrowser, visible, WAIT } from '../support/browser';

/**
 * A part of the app whose code cannot be downloaded (the phone lost the Wi-Fi for a moment, or a release replaced
 * the file): it is asked for once, the person reads what happened with a way to try again, and trying again
 * once the network is back opens it. A tab left open over a release reloads itself once onto the new one.
 */
const CHUNK_LOAD_MESSAGE = 'This part of the app could not be downloaded. Check your connection and try again.';

const browser = suiteBrowser();
let page: Page;


/** Makes the chunks whose file name starts with `name` fail to download; counts the requests for them. */
async function breakChunk(name: string): Promise<{ requests: () => number; restore: () => Promise<void> }> {
  let count = 0;
  const pattern = new RegExp(`/assets/${name}-[^/]+\\.js$`);
  const handler = (route: Route) => {
    count += 1;
    return route.abort('internetdisconnected');
  };
  await page.route(pattern, handler);
  return { requests: () => count, restore: () => page.unroute(pattern, handler) };
}

async function openAsGuest() {
  page = await browser.signedIn('customer', PHONE);
  await visible(page.getByRole('heading', { level: 1, name: 'Drink Menu' }));
  await page.getByRole('searchbox', { name: 'Search drinks' }).fill('Negroni');
  await visible(page.getByRole('link', { name: 'Negroni', exact: true }));
}

test("a drink's page that cannot be downloaded is asked for once, says so in words, and opens on Try Again", async () => {
  await openAsGuest();
  const chunk = await breakChunk('drink-detail');
  await page.getByRole('link', { name: 'Negroni', exact: true }).click();
  await visible(page.getByRole('heading', { name: 'Unexpected Application Error!' }));
  await visible(page.getByText(CHUNK_LOAD_MESSAGE));
  // Long enough for a retry loop to show itself (it made thousands of requests in this time).
  await page.waitForTimeout(2000);
  // One download, and perhaps the browser's own preload of the same file.
  expect(chunk.requests()).toBeGreaterThanOrEqual(1);
  expect(chunk.requests()).toBeLessThanOrEqual(2);
  expect(await page.getByText(/dynamically imported module/).count()).toBe(0);

  await chunk.restore();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Negroni' }));
}, 60_000);

test("the phone's order drawer that cannot be downloaded says so once and opens on the next tap", async () => {
  await openAsGuest();
  await page.getByRole('button', { name: 'Add Negroni to your order' }).first().click();
  const chunk = await breakChunk('cart-drawer');
  const bar = page.getByRole('button', { name: /^Your Order:/ });
  await bar.click();
  await visible(page.getByText('Could not open your order. Check your connection and try again.'));
  await page.waitForTimeout(2000);
  expect(chunk.requests()).toBeGreaterThanOrEqual(1);
  expect(chunk.requests()).toBeLessThanOrEqual(2);
  expect(await page.getByRole('dialog').count()).toBe(0);

  await chunk.restore();
  await bar.click();
  await visible(page.getByRole('dialog').getByRole('heading', { name: 'Your Order' }));
}, 60_000);

test('a tab left open over a release reloads itself once onto the new release', async () => {
  await openAsGuest();
  // The release replaced every chunk: the old drink page's file is gone, and the site's page names a new entry script.
  const chunk = await breakChunk('drink-detail');
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/\/assets\/main-[^"']+\.js/, '/assets/main-NEXTRELEASE.js');
      return route.fulfill({ response, body: html });
    },
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('link', { name: 'Negroni', exact: true }).click();
  // The reload lands on the drink's address; its file still fails here (the test's release is not real), so the
  // page is shown with its error and Try Again: no second reload.
  await page.waitForEvent('load', { timeout: WAIT });
  await visible(page.getByText(CHUNK_LOAD_MESSAGE), 30_000);
  await page.waitForTimeout(2000);
  expect(loads).toBe(1);
  expect(page.url()).toContain('/drinks/Negroni');
  expect(chunk.requests()).toBeLessThanOrEqual(4);
}, 60_000);
