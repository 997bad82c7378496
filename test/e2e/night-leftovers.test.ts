import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { messages, type InventoryItem, type Order, type RecipeWithAvailability } from '@bar/domain';
import { api, deleteAsRead } from '../support/api';
import { DESKTOP, PHONE, suiteBrowser, visible, WAIT, type Device } from '../support/browser';

/**
 * What an outside tester found on a busy night: a drink on an open order deleted from under the bartender,
 * icon buttons too small and too close for a finger, the focus lost after placing an order, a toast over the
 * cart drawer's name field, and the Users tab's times and sign-in note.
 */
const browser = suiteBrowser();

const tag = () => randomUUID().slice(0, 8);

async function privateDrink(t: string) {
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Leftover rum ${t}`, category: 'spirit', quantity: 5000, unit: 'ml', cost: 0.03 } });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Leftover Daiquiri ${t}`, category: 'cocktail', price: 10, ingredients: [{ inventoryItemId: item.data.id, quantity: 60, unit: 'ml' }] },
  });
  expect(recipe.status).toBe(201);
  return { item: item.data, recipe: recipe.data };
}

async function serve(order: Pick<Order, 'id' | 'date'>) {
  for (const status of ['preparing', 'ready', 'completed']) await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } });
}

function managerPage(device: Device, path: string): Promise<Page> {
  return browser.signedIn('manager', device, { path });
}

/** Width, height and the gap between two boxes side by side (or one above the other). */
async function boxes(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const gap = Math.max(y.x - (x.x + x.width), x.x - (y.x + y.width), y.y - (x.y + x.height), x.y - (y.y + y.height));
  return { a: x, b: y, gap };
}

test('a drink on an open order cannot be deleted: the manager reads why and what to do, before and after Delete', async () => {
  const { recipe } = await privateDrink(tag());
  const placed = await api<Order>('POST', '/orders', { as: 'newcomer', body: { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 1 }] } });
  expect(placed.status).toBe(201);
  try {
    const page = await managerPage(DESKTOP, '/personas/bar_manager?tab=recipes');
    const card = page.getByTestId('recipe-card').filter({ has: page.getByText(recipe.name, { exact: true }) });
    await visible(card);

    // The dialog knows from the open orders: it says so up front and offers no Delete.
    await card.getByRole('button', { name: `Delete ${recipe.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByTestId('delete-blocked'));
    expect(await dialog.getByTestId('delete-blocked').innerText()).toBe(messages.recipeOnOpenOrders(1));
    expect(await dialog.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached', timeout: WAIT });

    // When the page's list of open orders does not show it (it shows the oldest of each column), the server says it.
    await page.route('**/api/orders?*', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [] }) }) : route.fallback(),
    );
    await page.reload();
    await visible(card);
    await card.getByRole('button', { name: `Delete ${recipe.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(dialog.getByRole('alert'));
    expect(await dialog.getByRole('alert').innerText()).toBe(`Failed to delete recipe: ${messages.recipeOnOpenOrders(1)}`);
    expect((await api('GET', `/recipes/${recipe.id}?category=cocktail`)).status).toBe(200);
  } finally {
    await serve(placed.data);
    await deleteAsRead(`/recipes/${recipe.id}?category=cocktail`);
  }
});

test("on a phone the manager's +/- and Edit/Delete are 44 px targets at least 8 px apart", async () => {
  const t = tag();
  const { item, recipe } = await privateDrink(t);
  const page = await managerPage(PHONE, '/personas/bar_manager?tab=inventory');
  await page.getByRole('searchbox').fill(`leftover rum ${t}`);
  const minus = page.getByRole('button', { name: new RegExp(`^Decrease ${item.name} by`) });
  const plus = page.getByRole('button', { name: new RegExp(`^Increase ${item.name} by`) });
  await visible(plus);
  for (const [a, b] of [
    [minus, plus],
    [page.getByRole('button', { name: `Edit ${item.name}` }), page.getByRole('button', { name: `Delete ${item.name}` })],
  ] as const) {
    const { a: boxA, b: boxB, gap } = await boxes(a, b);
    for (const box of [boxA, boxB]) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(gap).toBeGreaterThanOrEqual(8);
  }
  // The same on a recipe's card.
  await page.goto('/personas/bar_manager?tab=recipes');
  const card = page.getByTestId('recipe-card').filter({ has: page.getByText(recipe.name, { exact: true }) });
  await visible(card);
  const { a, b, gap } = await boxes(card.getByRole('button', { name: `Edit ${recipe.name}` }), card.getByRole('button', { name: `Delete ${recipe.name}` }));
  expect(Math.min(a.width, a.height, b.width, b.height)).toBeGreaterThanOrEqual(44);
  expect(gap).toBeGreaterThanOrEqual(8);
  await deleteAsRead(`/recipes/${recipe.id}?category=cocktail`);
});

test('on a phone: after placing an order the focus is on its card; a refusal is said inside the drawer', async () => {
  const t = tag();
  const { recipe } = await privateDrink(t);
  const page = await browser.signedIn('newcomer', PHONE);
  await visible(page.getByRole('heading', { level: 1, name: 'Drink Menu' }));
  const add = async () => {
    await page.getByRole('searchbox', { name: 'Search drinks' }).fill(recipe.name);
    await page.getByRole('button', { name: `Add ${recipe.name} to your order` }).click();
  };
  await add();
  await page.getByRole('button', { name: /^Your Order: 1 drink/ }).click();
  let drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Place Order' }).click();
  const placedToast = page.getByText(/^Order #[0-9A-F]{8} placed$/);
  await visible(placedToast);
  const number = (await placedToast.first().textContent())!.slice('Order #'.length, 'Order #'.length + 8);
  const card = page.getByRole('region', { name: 'Your Orders in Progress', exact: true }).getByRole('article', { name: `Order #${number}` });
  await visible(card);
  // The keyboard and a screen reader are on the order just placed, and it is on screen.
  await page.waitForFunction((n) => document.activeElement?.getAttribute('aria-labelledby') !== null && document.activeElement?.textContent?.includes(`Order #${n}`), number, {
    timeout: WAIT,
  });
  const orderId = (await card.getAttribute('data-order-id'))!;
  await page.waitForFunction(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  }, undefined, { timeout: WAIT });

  // The next order is refused (here: the limit of open orders, as the server says it): it is said inside the
  // drawer, where the guest is looking, and the name field and Place Order stay in view and free.
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: messages.tooManyOpenOrders() }) })
      : route.fallback(),
  );
  await add();
  await page.getByRole('button', { name: /^Your Order: 1 drink/ }).click();
  drawer = page.getByRole('dialog');
  const name = drawer.getByRole('textbox', { name: /Name for the order/ });
  await visible(name);
  await drawer.getByRole('button', { name: 'Place Order' }).click();
  const refused = drawer.getByRole('alert').getByTestId('order-refused');
  await visible(refused);
  expect(await refused.innerText()).toContain(messages.placeOrderFailed);
  expect(await refused.innerText()).toContain(messages.tooManyOpenOrders());
  await page.waitForFunction(
    () => {
      const field = [...document.querySelectorAll('input')].find((i) => i.closest('[role="dialog"]') && i.placeholder === 'e.g. Table 7');
      const place = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Place Order');
      if (!field || !place) return false;
      return [field, place].every((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    },
    undefined,
    { timeout: 5_000 },
  );
  await serve({ id: orderId, date: (await api<Order>('GET', `/orders/${orderId}`, { as: 'bartender' })).data.date });
});

test("Users: the note names the local sign-in, and the manager's own visit shows in the locale's time", async () => {
  const page = await managerPage(DESKTOP, '/personas/bar_manager?tab=users');
  await visible(page.getByRole('heading', { level: 2, name: 'Users' }));
  await visible(page.getByText(/^Signed in with the local sign-in/));
  expect(await page.getByText(/External Entra ID/).count()).toBe(0);
  // Chromium here speaks en-US: a 12-hour clock.
  await visible(page.getByRole('list', { name: 'All Users' }).getByText(/Last seen \d+\/\d+\/\d{4} at \d{1,2}:\d{2}\s[AP]M/));
});
