import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { orderNumber, type InventoryItem, type Order } from '@bar/domain';
import { api } from '../support/api';
import { createDrink, createItem } from '../support/factories';
import { DESKTOP, PHONE, signIn, suiteBrowser, visible, WAIT } from '../support/browser';

/**
 * The guest's journey in a real browser, signed in as the bundled provider's `customer`: search, a drink's page,
 * the cart (kept over a reload), placing the order, following it while a bartender moves it, an unavailable
 * drink, and Ask AI; on a desktop and on a phone. The drinks and their ingredients belong to this suite (exact
 * stock); the seeded menu is only read.
 */

const browser = suiteBrowser();
let page: Page;

async function open(device: typeof DESKTOP | typeof PHONE) {
  page = await browser.signedIn('customer', device);
  await visible(page.getByRole('heading', { level: 1, name: 'Drink Menu' }));
}

/** Two drinks of this suite: one over an item in stock, one over an item that is out. */
async function privateDrinks() {
  const tag = randomUUID().slice(0, 8);
  const rum = await createItem({ name: `Guest test añejo rum ${tag}`, quantity: 1000 });
  const empty = await createItem({ name: `Guest test empty bottle ${tag}`, quantity: 0 });
  const drink = (name: string, ingredient: InventoryItem, price: number) =>
    createDrink({
      name,
      description: `A drink made only by the guest test ${tag}.`,
      price,
      prepTime: 4,
      ingredient,
      amount: 50,
      instructions: ['Stir with ice', 'Strain into a coupe'],
    });
  return {
    tag,
    rum,
    sour: await drink(`Guest Añejo Sour ${tag}`, rum, 12.5),
    unavailable: await drink(`Guest Empty Glass ${tag}`, empty, 9),
  };
}

const gone = (locator: Locator, timeout = WAIT) => locator.first().waitFor({ state: 'detached', timeout });
const searchBox = () => page.getByRole('searchbox', { name: 'Search drinks' });
/** The cards on the page. */
const cards = () => page.getByTestId('drink-card').filter({ visible: true });
const orderPanel = () => page.getByRole('region', { name: 'Your Order', exact: true });
const lineQuantity = (panel: Locator, name: string) => panel.getByRole('listitem').filter({ hasText: name }).getByTestId('cart-line-quantity');

/** The bartender's move, over the API: the guest's page must follow by itself. */
async function move(order: Order, status: 'preparing' | 'ready' | 'completed') {
  const res = await api<Order>('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } });
  expect(res.status).toBe(200);
}

async function myOrder(id: string): Promise<Order> {
  const mine = await api<Order[]>('GET', '/orders?role=customer', { as: 'customer' });
  const found = mine.data.find((o) => o.id === id);
  expect(found).toBeDefined();
  return found!;
}

test('the guest journey on a desktop: search, a drink, the cart over a reload, the order followed to ready', async () => {
  const { tag, rum, sour, unavailable } = await privateDrinks();
  await open(DESKTOP);
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  // Search as you type, accents ignored: 'anejo' finds 'Añejo'.
  // (The count is taken once the list says it is filtered: the drink is on the whole menu too, before the filter.)
  await searchBox().fill(`anejo ${tag}`);
  await visible(page.getByText(new RegExp(`^1 of \\d+ drinks match "anejo ${tag}"$`)));
  await visible(cards().filter({ hasText: sour.name }));
  await expect(cards().count()).resolves.toBe(1);
  // Enter moves to /search/{term}; the term stays in the box.
  await searchBox().press('Enter');
  await page.waitForURL(`**/search/${encodeURIComponent(`anejo ${tag}`)}`);
  expect(await searchBox().inputValue()).toBe(`anejo ${tag}`);
  // The keyboard stays in the search box across that navigation (the view mounts anew and takes the focus back).
  // The old view can still be on screen while the new one loads, so the box is looked up afresh each time.
  let focused = false;
  for (let i = 0; i < 100 && !focused; i++) {
    focused = await searchBox().evaluate((el) => el === document.activeElement).catch(() => false);
    if (!focused) await page.waitForTimeout(100);
  }
  expect(focused).toBe(true);

  // The drink's page, and back.
  await page.getByRole('link', { name: sour.name }).click();
  await page.waitForURL(`**/drinks/${encodeURIComponent(sour.name.replace(/ /g, '-'))}`);
  await visible(page.getByRole('heading', { level: 1, name: sour.name }));
  await visible(page.getByText('$12.50'));
  await visible(page.getByText(rum.name));
  await visible(page.getByText('Prep time: 4 minutes'));
  expect(await page.locator('ol > li').allTextContents()).toEqual(['Stir with ice', 'Strain into a coupe']);
  // A shared link (or a reload) opens the same page.
  await page.reload();
  await visible(page.getByRole('heading', { level: 1, name: sour.name }));
  await page.goBack();
  await page.waitForURL(`**/search/**`);
  await page.goForward();
  await visible(page.getByRole('heading', { level: 1, name: sour.name }));
  await page.getByRole('button', { name: '← Back to Drinks' }).click();
  await page.waitForURL(`**/search/**`);
  await visible(cards().filter({ hasText: sour.name }));

  // Add twice, remove once.
  const add = page.getByRole('button', { name: `Add ${sour.name} to your order` });
  await add.click();
  await add.click();
  await visible(lineQuantity(orderPanel(), sour.name).getByText('2', { exact: true }));
  expect(await orderPanel().getByTestId('cart-total').textContent()).toBe('$25.00');
  await orderPanel().getByRole('button', { name: `Remove one ${sour.name}` }).click();
  await visible(lineQuantity(orderPanel(), sour.name).getByText('1', { exact: true }));
  expect(await orderPanel().getByTestId('cart-total').textContent()).toBe('$12.50');

  // A reload keeps the cart.
  await page.reload();
  await visible(page.getByRole('heading', { level: 1, name: 'Drink Menu' }));
  await visible(lineQuantity(orderPanel(), sour.name).getByText('1', { exact: true }));
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  // An unavailable drink cannot be added: the toast says why, the cart stays as it was.
  await searchBox().fill(unavailable.name);
  const blocked = page.getByRole('button', { name: `Add ${unavailable.name} to your order` });
  await visible(blocked);
  expect(await blocked.textContent()).toBe('Unavailable');
  await blocked.click();
  await visible(page.getByText(`${unavailable.name} is currently unavailable due to insufficient ingredients`));
  await expect(orderPanel().getByRole('listitem').count()).resolves.toBe(1);

  // Place it, for Table 7.
  await orderPanel().getByRole('textbox', { name: /Name for the order/ }).fill('Table 7');
  await orderPanel().getByRole('button', { name: 'Place Order' }).click();
  const toast = page.getByText(/^Order #[0-9A-F]{8} placed$/);
  await visible(toast);
  const number = (await toast.first().textContent())!.slice('Order #'.length, 'Order #'.length + 8);
  await visible(page.getByText('Total $12.50. We\'ll let you know when it\'s ready.'));
  await visible(orderPanel().getByText('Your order is empty. Add drinks from the menu.'));

  // 'Your Orders in Progress': the order with its number, as 'Order Received'.
  const ticket = page.getByRole('region', { name: 'Your Orders in Progress', exact: true }).getByRole('article', { name: `Order #${number}` });
  await visible(ticket);
  expect(await ticket.getByTestId('order-status').textContent()).toBe('Order Received');
  expect(await ticket.textContent()).toContain(`1 × ${sour.name}`);
  expect(await ticket.textContent()).toContain('For Table 7');
  const order = await myOrder((await ticket.getAttribute('data-order-id'))!);
  expect(orderNumber(order.id)).toBe(number);
  expect(order.customerNameOverride).toBe('Table 7');

  // The bartender moves it: the guest's page follows within seconds, without a reload.
  await move(order, 'preparing');
  await visible(ticket.getByTestId('order-status').getByText('Being Prepared'), 10_000);
  await move(order, 'ready');
  await visible(ticket.getByTestId('order-status').getByText('Ready for Pickup'), 10_000);
  await visible(page.getByText(`Order #${number} is ready for pickup`));
  await move(order, 'completed');
  // Served while the page is open: it stays in its place, marked Served, so nothing below moves under the finger.
  await visible(ticket.getByTestId('order-status').getByText('Served', { exact: true }), 10_000);

  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test("a bar that counts in euros (BAR_CURRENCY=EUR, BAR_LOCALE=de-DE): the menu, the cart and the order show euros", async () => {
  const { tag, sour } = await privateDrinks();
  const context = await browser.context(DESKTOP);
  // The host's /app-config.json as a bar in Germany has it: the stack's own, with the currency and the locale.
  await context.route('**/app-config.json', async (route) => {
    const real = await route.fetch();
    await route.fulfill({ response: real, json: { ...((await real.json()) as object), currency: 'EUR', locale: 'de-DE' } });
  });
  page = await context.newPage();
  await signIn(page, 'customer');
  await visible(page.getByRole('heading', { level: 1, name: 'Drink Menu' }));

  await searchBox().fill(`anejo ${tag}`);
  const card = cards().filter({ hasText: sour.name });
  await visible(card.getByText(/^12,50\s€$/));
  await card.getByRole('button', { name: `Add ${sour.name} to your order` }).click();
  await card.getByRole('button', { name: `Add ${sour.name} to your order` }).click();
  await visible(lineQuantity(orderPanel(), sour.name).getByText('2', { exact: true }));
  expect(await orderPanel().getByTestId('cart-total').textContent()).toMatch(/^25,00\s€$/);

  await orderPanel().getByRole('button', { name: 'Place Order' }).click();
  await visible(page.getByText(/^Total 25,00\s€\. We'll let you know when it's ready\.$/));
  const ticket = page.getByRole('region', { name: 'Your Orders in Progress', exact: true }).getByRole('article').filter({ hasText: sour.name });
  await visible(ticket.getByText(/^Total 25,00\s€$/));
  expect(await page.locator('body').textContent()).not.toMatch(/\$\d/);
  const order = await myOrder((await ticket.getAttribute('data-order-id'))!);
  for (const status of ['preparing', 'ready', 'completed'] as const) await move(order, status);
});

test('Ask AI on a desktop: an empty question is refused, an answer can be added to the order', async () => {
  await open(DESKTOP);
  const ask = page.getByRole('region', { name: 'Ask AI', exact: true });
  await ask.getByRole('button', { name: 'Get suggestions' }).click();
  await visible(ask.getByText('Please enter your preferences or question'));

  await ask.getByRole('textbox', { name: /What are you in the mood for/ }).fill('something bitter with gin, like a negroni');
  await ask.getByRole('button', { name: 'Get suggestions' }).click();
  const results = ask.getByRole('list', { name: 'AI recommendations' });
  await visible(results);
  const first = results.getByRole('article').filter({ hasText: 'Add to order' }).first();
  await visible(first);
  // Each shows a reason, a confidence and a price.
  expect(await first.textContent()).toMatch(/\d+% match/);
  expect(await first.textContent()).toMatch(/\$\d+\.\d{2}/);
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
  await first.getByRole('button', { name: `Add ${name} to your order` }).click();
  await visible(lineQuantity(orderPanel(), name).getByText('1', { exact: true }));
});

test('a long menu shows a page of cards and the next ones as the guest scrolls', async () => {
  await open(PHONE);
  await visible(cards());
  const total = (await api<unknown[]>('GET', '/recipes', { as: 'customer' })).data.length;
  expect(total).toBeGreaterThan(40);
  expect(await cards().count()).toBe(12);
  // From the keyboard (or a screen reader): the button at the end of the list adds the next page.
  await page.getByRole('button', { name: /^Show more drinks \(\d+ more\)$/ }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="drink-card"]').length >= 24);
  // Scrolling near the end adds the next page by itself.
  const shown = await cards().count();
  expect(shown).toBeLessThan(total);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="drink-card"]').length > n, shown);

  // A drink far down the list, and back: the list is as long as it was, and the drink's link is on screen again
  // with the focus (a keyboard or screen-reader user goes on from where they were).
  const far = cards().nth(20);
  await far.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  const before = await cards().count();
  const name = (await far.getByRole('heading', { level: 3 }).textContent())!;
  await far.getByRole('link', { name }).click();
  await visible(page.getByRole('heading', { level: 1, name }));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await visible(page.getByRole('heading', { level: 3, name, exact: true }));
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="drink-card"]').length >= n, before, { timeout: 5000 });
  await page.waitForFunction(
    (drink) => {
      const link = document.activeElement;
      const box = link?.getBoundingClientRect();
      return link?.tagName === 'A' && link.textContent === drink && !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    },
    name,
    { timeout: 5000 },
  );
});

test('on a phone: the cart is a bar that opens a drawer; the order is placed and followed from there', async () => {
  const { tag, sour, unavailable } = await privateDrinks();
  await open(PHONE);
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  await searchBox().fill(`añejo sour ${tag}`);
  await visible(cards().filter({ hasText: sour.name }));
  const add = page.getByRole('button', { name: `Add ${sour.name} to your order` });
  await add.click();
  await add.click();
  const bar = page.getByRole('button', { name: /^Your Order:/ });
  await visible(page.getByRole('button', { name: /^Your Order: 2 drinks, \$25\.00/ }));

  // The unavailable one: a toast, nothing added.
  await searchBox().fill(unavailable.name);
  await page.getByRole('button', { name: `Add ${unavailable.name} to your order` }).click();
  const refusal = page.getByText(`${unavailable.name} is currently unavailable due to insufficient ingredients`);
  await visible(refusal);
  await visible(page.getByRole('button', { name: /^Your Order: 2 drinks/ }));
  // The toast rises above the cart bar (once it has slid in): the bar stays readable and can be tapped meanwhile.
  await page.waitForFunction(
    (text) => {
      const shown = [...document.querySelectorAll('[data-sonner-toast]')].find((t) => t.textContent?.includes(text));
      const cartBar = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.startsWith('Your Order:'));
      return !!shown && !!cartBar && shown.getBoundingClientRect().bottom <= cartBar.getBoundingClientRect().top;
    },
    `${unavailable.name} is currently unavailable`,
    { timeout: 5000 },
  );

  // Ask AI: folded on a phone (the drinks come first); opened, the empty question is refused there too.
  const askToggle = page.getByRole('button', { name: 'Ask AI', exact: true });
  expect(await askToggle.getAttribute('aria-expanded')).toBe('false');
  await askToggle.click();
  await page.getByRole('button', { name: 'Get suggestions' }).click();
  await visible(page.getByText('Please enter your preferences or question'));

  // The drawer: remove one, then place the order.
  await bar.click();
  const drawer = page.getByRole('dialog');
  await visible(drawer.getByRole('heading', { name: 'Your Order' }));
  await drawer.getByRole('button', { name: `Remove one ${sour.name}` }).click();
  await visible(lineQuantity(drawer, sour.name).getByText('1', { exact: true }));
  await drawer.getByRole('button', { name: 'Place Order' }).click();
  const toast = page.getByText(/^Order #[0-9A-F]{8} placed$/);
  await visible(toast);
  const number = (await toast.first().textContent())!.slice('Order #'.length, 'Order #'.length + 8);
  await gone(drawer);
  await visible(page.getByRole('button', { name: /^Your Order: 0 drinks/ }));

  // Followed on the phone: 'Order Received', then the bartender's 'Being Prepared' without a reload.
  const ticket = page.getByRole('article', { name: `Order #${number}` });
  await visible(ticket);
  expect(await ticket.getByTestId('order-status').textContent()).toBe('Order Received');
  const order = await myOrder((await ticket.getAttribute('data-order-id'))!);
  await move(order, 'preparing');
  await visible(ticket.getByTestId('order-status').getByText('Being Prepared'), 10_000);
  await move(order, 'ready');
  await move(order, 'completed');
  await visible(ticket.getByTestId('order-status').getByText('Served', { exact: true }), 10_000);

  // Nothing on the page is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
