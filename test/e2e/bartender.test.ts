import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { orderNumber, type InventoryItem, type Order } from '@bar/domain';
import { api } from '../support/api';
import { createDrink, createItem } from '../support/factories';
import { eventually, PHONE, signIn, suiteBrowser, TABLET, visible, WAIT } from '../support/browser';

/**
 * The bar at work, two people side by side: a guest on a phone orders through the menu, a bartender on a tablet
 * works the ticket through the queue (Start, Ready, Serve), and each move shows on the guest's phone. Nobody
 * reloads a page. The drink and its one ingredient belong to this suite, so the stock figures are exact.
 */
const browser = suiteBrowser();
let guest: Page;
let bar: Page;

beforeEach(async () => {
  guest = await (await browser.context(PHONE)).newPage();
  // The tablet keeps the app's service worker, as a bar's tablet has it.
  bar = await (await browser.context(TABLET, { serviceWorkers: 'allow' })).newPage();
});

/** A drink of this suite's own over an inventory item of its own. */
async function privateDrink() {
  const tag = randomUUID().slice(0, 8);
  const item = await createItem({ name: `Queue test rum ${tag}`, quantity: 1000, cost: 0.03 });
  const recipe = await createDrink({
    name: `Queue Test Daiquiri ${tag}`,
    description: 'A drink made only by the bartender test.',
    price: 10,
    prepTime: 3,
    ingredient: item,
    amount: 60,
    instructions: ['Shake the rum with ice', 'Strain into a chilled coupe'],
  });
  return { item, recipe };
}

const gone = (locator: Locator, timeout = WAIT) => locator.first().waitFor({ state: 'detached', timeout });

async function guestStatus(orderId: string): Promise<string | undefined> {
  const mine = await api<Order[]>('GET', '/orders?role=customer', { as: 'customer' });
  return mine.data.find((o) => o.id === orderId)?.status;
}

test('a guest orders on a phone; the bartender starts, readies and serves it on a tablet, without reloads', async () => {
  const { item, recipe } = await privateDrink();

  await signIn(bar, 'bartender');
  await visible(bar.getByRole('heading', { level: 1, name: 'Bartender Dashboard' }));
  await signIn(guest, 'customer');
  await visible(guest.getByRole('heading', { level: 1, name: 'Drink Menu' }));
  // Marks both documents: a reload would lose the mark.
  for (const page of [bar, guest]) await page.evaluate(() => Object.assign(window, { __noReload: true }));

  // The guest finds the drink (the menu shows a page of cards at a time), adds two, places them from the phone's
  // cart drawer.
  await guest.getByRole('searchbox', { name: 'Search drinks' }).fill(recipe.name);
  const add = guest.getByRole('button', { name: `Add ${recipe.name} to your order` });
  await visible(add);
  await add.click();
  await add.click();
  await guest.getByRole('button', { name: /^Your Order:/ }).click();
  await guest.getByRole('button', { name: 'Place Order' }).click();
  // The guest's orders in progress (a served order stays in place, marked Served, while the page is open).
  const guestTicket = guest.getByRole('list', { name: 'Your orders' }).locator('article[data-order-id]', { hasText: recipe.name });
  await visible(guestTicket);
  const orderId = (await guestTicket.getAttribute('data-order-id'))!;
  const number = orderNumber(orderId);
  expect(await guestTicket.getByTestId('order-status').textContent()).toBe('Order Received');

  // The bartender: the ticket arrives by itself in Pending Orders, newly highlighted.
  const ticket = bar.getByRole('article', { name: `Order ${number}` });
  await visible(bar.getByTestId('column-pending').getByRole('article', { name: `Order ${number}` }));
  expect(await ticket.textContent()).toContain('Casey Customer');
  expect(await ticket.textContent()).toContain(`2 ×${recipe.name}`);
  expect(await ticket.getByText('New', { exact: true }).isVisible()).toBe(true);

  // Pending Order Ingredients: this order needs 2 x 60 ml of the suite's own rum, 1000 ml are in stock.
  const need = bar.getByTestId('ingredient-need').filter({ hasText: item.name });
  await visible(need);
  expect(await need.locator('td').allTextContents()).toEqual([item.name, '120 ml', '1000 ml', 'Enough']);

  // The recipe in a modal, from the item's name; closed with close-recipe-modal.
  await ticket.getByRole('button', { name: recipe.name }).click();
  const dialog = bar.getByRole('dialog');
  await visible(dialog.getByText('Prep time: 3 minutes'));
  expect(await dialog.getByRole('heading', { name: recipe.name }).isVisible()).toBe(true);
  expect(await dialog.getByText(item.name).isVisible()).toBe(true);
  // The ticket says 2 x: the amounts are for two drinks.
  expect(await dialog.getByText('120 ml').isVisible()).toBe(true);
  expect(await dialog.getByText('For 2 drinks: amounts doubled').isVisible()).toBe(true);
  expect(await dialog.locator('ol > li').allTextContents()).toEqual(['Shake the rum with ice', 'Strain into a chilled coupe']);
  await bar.getByTestId('close-recipe-modal').click();
  await dialog.waitFor({ state: 'detached', timeout: 5_000 });

  // Start, by keyboard: the ticket moves to Preparing and the keyboard follows it to its Ready button.
  await ticket.getByRole('button', { name: `Start order ${number}` }).focus();
  await bar.keyboard.press('Enter');
  await visible(bar.getByTestId('column-preparing').getByRole('article', { name: `Order ${number}` }));
  await eventually(
    () => bar.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    (label) => label === `Ready order ${number}`,
    5_000,
  ).then((label) => expect(label).toBe(`Ready order ${number}`));
  await visible(guestTicket.getByTestId('order-status').getByText('Being Prepared'));
  expect(await guestStatus(orderId)).toBe('preparing');

  // Ready: the stock is taken once (1000 - 120), the ingredients panel no longer counts this order.
  await ticket.getByRole('button', { name: `Ready order ${number}` }).click();
  await visible(bar.getByTestId('column-ready').getByRole('article', { name: `Order ${number}` }));
  await visible(guestTicket.getByTestId('order-status').getByText('Ready for Pickup'));
  expect(await guestStatus(orderId)).toBe('ready');
  const stock = await api<InventoryItem[]>('GET', '/inventory', { as: 'bartender' });
  expect(stock.data.find((i) => i.id === item.id)?.quantity).toBe(880);
  await gone(need);

  // Serve: gone from the queue; on the guest's phone it stays in place, marked Served (the menu below does not
  // jump); the server has it as completed.
  await ticket.getByRole('button', { name: `Serve order ${number}` }).click();
  await gone(ticket);
  await visible(guestTicket.getByTestId('order-status').getByText('Served'));
  expect(await guestStatus(orderId)).toBeUndefined();
  const served = await api<Order>('GET', `/orders/${orderId}`, { as: 'bartender' });
  expect(served.data.status).toBe('completed');

  for (const page of [bar, guest]) expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('of two bartenders pressing Start on one ticket, the second is told it already moved; a short stock is reported at Ready', async () => {
  const { item, recipe } = await privateDrink();
  const placed = await api<Order>('POST', '/orders', {
    as: 'customer',
    body: { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 1 }], customerNameOverride: 'Table 9' },
  });
  expect(placed.status).toBe(201);
  const number = orderNumber(placed.data.id);

  await signIn(bar, 'bartender');
  const ticket = bar.getByRole('article', { name: `Order ${number}` });
  await visible(ticket);
  expect(await ticket.textContent()).toContain('Table 9');

  // Hold this tablet's view still (its polls fail), so it shows the ticket under Pending Orders while the other
  // bartender (over the API) is quicker.
  const isQueuePoll = (url: URL) => url.pathname === '/api/orders';
  await bar.route(isQueuePoll, (route) => (route.request().method() === 'GET' ? route.abort() : route.continue()));
  const other = await api<Order>('PATCH', `/orders/${placed.data.id}/status?date=${placed.data.date}`, { as: 'manager', body: { status: 'preparing' } });
  expect(other.status).toBe(200);
  await ticket.getByRole('button', { name: `Start order ${number}` }).click();
  await visible(bar.getByText(`Order ${number} was already moved by someone else: it is Being Prepared now.`));
  // The queue refreshes to the truth once the network is back.
  await bar.unroute(isQueuePoll);
  await visible(bar.getByTestId('column-preparing').getByRole('article', { name: `Order ${number}` }));

  // Meanwhile the rum ran low (a bartender counted the shelf): 20 ml for a drink that takes 60.
  const counted = await api('PATCH', `/inventory/${item.id}?category=spirit`, { as: 'bartender', body: { quantity: 20 } });
  expect(counted.status).toBe(200);
  const ingredientRow = bar.getByTestId('ingredient-need').filter({ hasText: item.name });
  await visible(ingredientRow.getByText('Short by 40 ml'));
  await ticket.getByRole('button', { name: `Ready order ${number}` }).click();
  await visible(bar.getByText(`Stock ran short for order ${number}`));
  const missing = `${item.name}: 40 ml missing (needed 60 ml, had 20 ml)`;
  await visible(bar.getByTestId('column-ready').getByTestId('ticket-shortfalls').getByText(missing));

  await ticket.getByRole('button', { name: `Serve order ${number}` }).click();
  await gone(ticket);
});
