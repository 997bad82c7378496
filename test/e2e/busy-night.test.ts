import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages, type InventoryItem, type Order, type RecipeWithAvailability } from '@bar/domain';
import { api } from '../support/api';
import { DESKTOP, launchBrowser, newContext, PHONE, signIn, visible, WAIT } from '../support/browser';

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

void DESKTOP;
