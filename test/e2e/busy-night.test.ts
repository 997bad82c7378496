import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages, orderNumber, type InventoryItem, type Order, type RecipeWithAvailability } from '@bar/domain';
import { api } from '../support/api';
import { DESKTOP, launchBrowser, newContext, PHONE, signIn, visible, WAIT } from '../support/browser';
import { readStackInfo } from '../support/stack-info';

/**
 * What an outside bartender and ten outside guests found on a busy night: the last serving of a drink lost to
 * another guest (said where the guest is looking; the menu agrees with the server), served orders that only the
 * toast's Undo could take back, and the focus lost when the recipe dialog closes.
 */
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const tag = () => randomUUID().slice(0, 8);
const gone = (locator: ReturnType<Page['getByRole']>) => locator.first().waitFor({ state: 'detached', timeout: WAIT });

async function drinkOf(t: string, stock: number, perServing: number) {
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Night rum ${t}`, category: 'spirit', quantity: stock, unit: 'ml', cost: 0.03 } });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Night Shot ${t}`, category: 'spirit', price: 9, ingredients: [{ inventoryItemId: item.data.id, quantity: perServing, unit: 'ml' }] },
  });
  expect(recipe.status).toBe(201);
  return { item: item.data, recipe: recipe.data };
}

async function move(order: Pick<Order, 'id' | 'date'>, ...statuses: string[]) {
  for (const status of statuses) {
    expect((await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } })).status).toBe(200);
  }
}

test('on a phone: the last serving went to another guest; the drawer says which drink and what to do, and the cart and menu follow at once', async () => {
  const { item, recipe } = await drinkOf(tag(), 50, 50);
  context = await newContext(browser, PHONE);
  const page = await context.newPage();
  await signIn(page, 'newcomer');
  await visible(page.getByRole('heading', { level: 1, name: 'Drink Menu' }));
  await page.getByRole('searchbox', { name: 'Search drinks' }).fill(recipe.name);
  const card = page.getByTestId('drink-card').filter({ has: page.getByRole('heading', { name: recipe.name }) });
  await card.getByRole('button', { name: `Add ${recipe.name} to your order` }).click();
  await page.getByRole('button', { name: /^Your Order: 1 drink/ }).click();
  const drawer = page.getByRole('dialog');
  await visible(drawer.getByRole('button', { name: 'Place Order' }));

  // Another guest orders the last serving first.
  const other = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 1 }] } });
  expect(other.status).toBe(201);
  try {
    await drawer.getByRole('button', { name: 'Place Order' }).click();
    // Said in the drawer, to screen readers too (an alert), with the drink's name and what to do.
    const refused = drawer.getByRole('alert').getByTestId('order-refused');
    await visible(refused);
    const text = await refused.innerText();
    expect(text).toContain(messages.placeOrderFailed);
    expect(text).toContain(messages.unavailable(recipe.name));
    expect(text).toContain(`Remove ${recipe.name}`);
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="order-refused"]')?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    }, undefined, { timeout: WAIT });
    // The cart's line says so at once (the menu was read again).
    await visible(drawer.getByTestId('cart-line-unavailable'));
    expect(await drawer.getByTestId('cart-line-unavailable').innerText()).toBe('Unavailable: not enough ingredients right now');

    // Removing it ends the message; the menu behind shows the drink unavailable and why.
    await refused.getByRole('button', { name: `Remove ${recipe.name}` }).click();
    await gone(drawer.getByTestId('order-refused'));
    await visible(drawer.getByText('Your order is empty. Add drinks from the menu.'));
    await drawer.getByRole('button', { name: 'Close' }).click();
    await visible(card.getByText('Not enough ingredients right now'));
    expect(await card.getByRole('button', { name: `Add ${recipe.name} to your order` }).innerText()).toBe('Unavailable');

    // A new visit to the drink's page agrees: the serving is promised, not in stock or out.
    expect((await api<InventoryItem>('GET', `/inventory/${item.id}?category=spirit`)).data.quantity).toBe(50);
    await page.goto(`/drinks/${encodeURIComponent(recipe.name.replace(/ /g, '-'))}`);
    await visible(page.getByRole('heading', { level: 1, name: recipe.name }));
    await visible(page.getByText('Not enough ingredients right now'));

    // More stock: offered again on the next read.
    expect((await api('PATCH', `/inventory/${item.id}?category=spirit`, { body: { quantity: 200 } })).status).toBe(200);
    await page.reload();
    await visible(page.getByRole('button', { name: `Add ${recipe.name} to your order` }).getByText('Add to order'));
    expect(await page.getByText('Not enough ingredients right now').count()).toBe(0);
  } finally {
    await move(other.data, 'preparing', 'ready', 'completed');
  }
});

const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true } as const;

test("on a tablet: 'Recently served' lists the last orders served, newest first, and Move back takes one to Ready for Pickup by keyboard", async () => {
  const { recipe } = await drinkOf(tag(), 5000, 60);
  const place = async () => {
    const placed = await api<Order>('POST', '/orders', { as: 'newcomer', body: { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 2 }] } });
    expect(placed.status).toBe(201);
    return placed.data;
  };
  const first = await place();
  const second = await place();
  await move(first, 'preparing', 'ready', 'completed');
  await move(second, 'preparing', 'ready', 'completed');
  const [one, two] = [orderNumber(first.id), orderNumber(second.id)];

  context = await browser.newContext({ ...TABLET, ignoreHTTPSErrors: true, baseURL: readStackInfo().appUrl, serviceWorkers: 'block' });
  const bar = await context.newPage();
  await signIn(bar, 'bartender');
  const section = bar.getByTestId('recently-served');
  const toggle = section.getByRole('button', { name: /^Recently served/ });
  await visible(toggle);
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const list = section.getByRole('list', { name: 'Orders served in the last 10 minutes, latest first' });
  const rows = list.getByTestId('served-order');
  await visible(rows.filter({ hasText: `Order #${two}` }));
  // Newest first (other suites may serve orders meanwhile: compare these two).
  const ids = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id')));
  expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
  expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  const row = rows.filter({ hasText: `Order #${one}` });
  expect(await row.innerText()).toContain(`2x ${recipe.name}`);
  expect(await row.innerText()).toMatch(/served (just now|\d+ min ago)/);

  // Folds away and opens again, saying so to a screen reader.
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await list.waitFor({ state: 'detached', timeout: WAIT });
  await toggle.click();
  await visible(rows.filter({ hasText: `Order #${one}` }));

  // Move back with the keyboard: a 44 px target, named for the order; the order is ready again, on the board.
  const back = row.getByRole('button', { name: `Move order #${one} back to Ready for Pickup` });
  expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await back.focus();
  await bar.keyboard.press('Enter');
  await visible(bar.getByTestId('column-ready').getByRole('article', { name: `Order ${one}` }));
  await row.waitFor({ state: 'detached', timeout: WAIT });
  expect((await api<Order>('GET', `/orders/${first.id}?date=${first.date}`, { as: 'bartender' })).data.status).toBe('ready');
  await move(first, 'completed');
});

test('closing a dialog gives the focus back to what opened it: the recipe from a ticket (Escape and Close), a manager\'s delete', async () => {
  const { recipe } = await drinkOf(tag(), 5000, 60);
  const placed = await api<Order>('POST', '/orders', { as: 'newcomer', body: { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 1 }] } });
  expect(placed.status).toBe(201);
  try {
    context = await newContext(browser, DESKTOP);
    const bar = await context.newPage();
    await signIn(bar, 'bartender');
    const ticket = bar.locator(`[data-testid="order-ticket"][data-order-id="${placed.data.id}"]`);
    const opener = ticket.getByRole('button', { name: recipe.name, exact: true });
    await visible(opener);
    const openerHasFocus = () =>
      bar.waitForFunction(
        ([id, name]) => document.activeElement?.textContent === name && document.activeElement.closest('[data-order-id]')?.getAttribute('data-order-id') === id,
        [placed.data.id, recipe.name] as const,
        { timeout: WAIT },
      );
    const dialog = bar.getByRole('dialog', { name: recipe.name });

    // By keyboard: Enter opens, Escape closes, and the keyboard is back on the drink's button.
    await opener.focus();
    await bar.keyboard.press('Enter');
    await visible(dialog);
    await bar.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: WAIT });
    await openerHasFocus();
    // The Close button too.
    await bar.keyboard.press('Enter');
    await visible(dialog);
    await dialog.getByTestId('close-recipe-modal').click();
    await dialog.waitFor({ state: 'detached', timeout: WAIT });
    await openerHasFocus();
    await context.close();

    // A manager's confirm dialog: Cancel puts the focus back on Delete.
    context = await newContext(browser, DESKTOP);
    const manager = await context.newPage();
    await signIn(manager, 'manager');
    await manager.goto('/personas/bar_manager?tab=recipes');
    const card = manager.getByTestId('recipe-card').filter({ has: manager.getByText(recipe.name, { exact: true }) });
    const remove = card.getByRole('button', { name: `Delete ${recipe.name}` });
    await visible(remove);
    await remove.focus();
    await manager.keyboard.press('Enter');
    const confirm = manager.getByRole('alertdialog');
    await visible(confirm);
    await confirm.getByRole('button', { name: /^(Cancel|Close)$/ }).click();
    await confirm.waitFor({ state: 'detached', timeout: WAIT });
    await manager.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, `Delete ${recipe.name}`, { timeout: WAIT });
  } finally {
    await move(placed.data, 'preparing', 'ready', 'completed');
  }
});
