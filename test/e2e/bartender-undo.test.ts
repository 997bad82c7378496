import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { orderNumber, type InventoryItem, type Order, type RecipeWithAvailability } from '@bar/domain';
import { api } from '../support/api';
import { eventually, PHONE, suiteBrowser, TABLET, visible, WAIT } from '../support/browser';

/**
 * A mis-tap at rush hour is recoverable: the toast after a move offers Undo for a few seconds, and a ticket's
 * menu has 'Move back' afterwards. The stock taken at Ready comes back once, and the audit trail says so.
 */
const browser = suiteBrowser();

/** A drink over 60 ml of a rum of this suite's own, so the stock figures are exact. */
async function privateDrink() {
  const tag = randomUUID().slice(0, 8);
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Undo rum ${tag}`, category: 'spirit', quantity: 5000, unit: 'ml', cost: 0.03 } });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Undo Daiquiri ${tag}`, category: 'cocktail', price: 10, ingredients: [{ inventoryItemId: item.data.id, quantity: 60, unit: 'ml' }] },
  });
  expect(recipe.status).toBe(201);
  const stock = async () => (await api<InventoryItem>('GET', `/inventory/${item.data.id}?category=spirit`)).data.quantity;
  return { recipe: recipe.data, stock };
}

/** An order of one drink, moved on by the API to being prepared. */
async function preparingOrder(recipeId: string): Promise<Order> {
  const placed = await api<Order>('POST', '/orders', { as: 'newcomer', body: { id: randomUUID(), items: [{ recipeId, quantity: 1 }] } });
  expect(placed.status).toBe(201);
  expect((await api('PATCH', `/orders/${placed.data.id}/status?date=${placed.data.date}`, { as: 'bartender', body: { status: 'preparing' } })).status).toBe(200);
  return placed.data;
}

/** The toast that says this, among whatever other toasts are up. */
const toastSaying = (page: Page, text: string): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('on a tablet: Undo on the toast takes a Ready back and returns the stock; Move back in the ticket menu does it later', async () => {
  const { recipe, stock } = await privateDrink();
  const order = await preparingOrder(recipe.id);
  const number = orderNumber(order.id);
  const bar = await browser.signedIn('bartender', TABLET);
  const inPreparing = bar.getByTestId('column-preparing').getByRole('article', { name: `Order ${number}` });
  const inReady = bar.getByTestId('column-ready').getByRole('article', { name: `Order ${number}` });
  await visible(inPreparing);

  // Ready by mistake: the stock is taken, and the toast offers Undo.
  await inPreparing.getByRole('button', { name: `Ready order ${number}` }).click();
  await visible(inReady);
  expect(await eventually(stock, (q) => q === 4940)).toBe(4940);
  const toast = toastSaying(bar, `Order ${number} moved to Ready for Pickup`);
  await visible(toast);
  const undo = toast.getByRole('button', { name: 'Undo' });
  expect((await undo.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await undo.click();

  // Back in Preparing, the stock back once, and the keyboard on the ticket's Ready button.
  await visible(inPreparing);
  await visible(toastSaying(bar, `Order ${number} moved back to Being Prepared`));
  expect(await eventually(stock, (q) => q === 5000)).toBe(5000);
  expect(
    await eventually(
      () => bar.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
      (label) => label === `Ready order ${number}`,
    ),
  ).toBe(`Ready order ${number}`);

  // Later (the toast is long gone): Ready again, then Move back from the ticket's menu.
  await inPreparing.getByRole('button', { name: `Ready order ${number}` }).click();
  await visible(inReady);
  expect(await eventually(stock, (q) => q === 4940)).toBe(4940);
  await inReady.getByRole('button', { name: `More actions for order ${number}` }).click();
  await bar.getByRole('menuitem', { name: 'Move back to Preparing' }).click();
  await visible(inPreparing);
  expect(await eventually(stock, (q) => q === 5000)).toBe(5000);

  // The order's own history and the audit trail say what happened, and who did it.
  const trail = await api<Array<{ action: string; target: { id: string }; after?: { status?: string } }>>('GET', '/audit');
  const actions = trail.data.filter((e) => e.target.id === order.id).map((e) => e.action);
  expect(actions).toEqual(expect.arrayContaining(['order.undo', 'order.moveBack']));

  // Leave nothing open for the other suites: served.
  for (const status of ['ready', 'completed']) await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } });
});

test('on a phone: a Serve by mistake is undone from the toast, and the order is back under Ready for Pickup', async () => {
  const { recipe, stock } = await privateDrink();
  const order = await preparingOrder(recipe.id);
  expect((await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status: 'ready' } })).status).toBe(200);
  const number = orderNumber(order.id);
  const bar = await browser.signedIn('bartender', PHONE);
  await bar.getByRole('tab', { name: /^Ready for Pickup/ }).click();
  const ticket = bar.getByRole('article', { name: `Order ${number}` });
  await visible(ticket);

  await ticket.getByRole('button', { name: `Serve order ${number}` }).click();
  await ticket.waitFor({ state: 'detached', timeout: WAIT });
  const toast = toastSaying(bar, `Order ${number} served`);
  await visible(toast);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await visible(ticket);
  expect(await ticket.getByRole('button', { name: `Serve order ${number}` }).isVisible()).toBe(true);
  // A served order goes back to ready: the drink was taken from stock once and stays taken.
  expect(await stock()).toBe(4940);
  const now = await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'bartender' });
  expect(now.data.status).toBe('ready');
  expect(now.data.history?.at(-1)).toMatchObject({ from: 'completed', to: 'ready', direction: 'back', undo: true });

  await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status: 'completed' } });
});
