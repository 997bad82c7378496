import type { Page } from 'playwright-core';
import { choosePersona, DESKTOP, PHONE, signIn, suiteBrowser, visible } from '../support/browser';

/**
 * The SPA shell in a real browser, signed in through the bundled identity provider: what each persona sees,
 * where the guards send them, the return address, logout and the 404 page.
 */
const browser = suiteBrowser();
let page: Page;

beforeEach(async () => {
  page = await (await browser.context(DESKTOP)).newPage();
});

const heading = (name: string) => page.getByRole('heading', { name, level: 1 });

test('an unauthenticated visit goes to /login, and sign-in returns to the saved address', async () => {
  await page.goto('/search/gin?x=1');
  await page.waitForURL('**/login');
  await visible(page.getByText('Secure authentication powered by Microsoft Entra'));
  // The login page replaced the history entry: Back does not return to the guarded page.
  await signIn(page, 'customer');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search/gin?x=1');
  await visible(heading('Drink Menu'));
});

test('a customer sees the drink menu; manager routes send them home', async () => {
  await signIn(page, 'customer');
  await visible(heading('Drink Menu'));
  for (const path of ['/manage/inventory', '/manage/recipes', '/manage/orders', '/personas/bar_manager']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
    await visible(heading('Drink Menu'));
  }
  // One persona: a static label, no menu.
  const switcher = page.getByTestId('role-switcher');
  await visible(switcher);
  expect(await switcher.textContent()).toContain('Customer');
});

test('a newcomer without roles is a customer', async () => {
  await signIn(page, 'newcomer');
  await visible(heading('Drink Menu'));
  await page.goto('/manage/inventory');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a bartender sees the queue, may open inventory and orders, not recipes', async () => {
  await signIn(page, 'bartender');
  await visible(heading('Bartender Dashboard'));
  await page.goto('/manage/orders');
  await visible(heading('Bartender Dashboard'));
  expect(new URL(page.url()).pathname).toBe('/manage/orders');
  await page.goto('/manage/inventory');
  expect(new URL(page.url()).pathname).toBe('/manage/inventory');
  await page.goto('/manage/recipes');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a manager starts as a customer (docs/spec.md §4: the persona starts as customer) and switches through /personas/{persona}', async () => {
  await signIn(page, 'manager');
  await visible(heading('Drink Menu'));
  await choosePersona(page, 'Manager', 'bar_manager');
  await visible(heading('Manager Dashboard'));
  await choosePersona(page, 'Customer', 'customer');
  await visible(heading('Drink Menu'));
  await page.goto('/personas/bartender');
  await visible(heading('Bartender Dashboard'));
  await page.goto('/manage/recipes');
  // The current persona (bartender) may not open recipes: home.
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/personas/bar_manager');
  await visible(heading('Manager Dashboard'));
  await page.goto('/manage/recipes');
  expect(new URL(page.url()).pathname).toBe('/manage/recipes');
});

test('sign out goes to /login and guarded pages need sign-in again', async () => {
  await signIn(page, 'customer');
  await page.getByRole('button', { name: /user menu|account/i }).click();
  await visible(page.getByText('Signed in as'));
  // The menu is downloaded on first use; from the keyboard it opens with the focus on its item, and Escape
  // gives the focus back to its button.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('User menu') === true);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem' && document.activeElement.textContent === 'Sign Out');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // The address is /login at once, while 'Signing out...' clears the session; the sign-in screen shows only when
  // that is done. A page load before then would find the session still there (the test did, once): wait for
  // what the user sees, not for the address.
  await page.waitForURL('**/login');
  await visible(page.getByRole('button', { name: 'Sign in' }));
  await page.goto('/drinks');
  await page.waitForURL('**/login');
  await visible(page.getByRole('button', { name: 'Sign in' }));
});

test('an unknown path shows Page Not Found with a way home', async () => {
  await signIn(page, 'customer');
  await page.goto('/no/such/page');
  await visible(page.getByText('Page Not Found'));
  await visible(page.getByText("The page you're looking for doesn't exist."));
  await page.getByRole('link', { name: 'Return Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('on a phone the persona list moves into the user menu', async () => {
  const phone = await browser.context(PHONE);
  const p = await phone.newPage();
  try {
    await signIn(p, 'manager');
    await p.goto('/personas/bar_manager');
    await visible(p.getByRole('heading', { name: 'Manager Dashboard', level: 1 }));
    expect(await p.getByTestId('role-switcher').isVisible()).toBe(false);
    await p.getByRole('button', { name: /user menu|account/i }).click();
    await visible(p.getByText('Signed in as'));
    await visible(p.getByRole('menuitem', { name: /persona|switch/i }));
  } finally {
    await phone.close();
  }
});
