import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { orderNumber, type Order } from '@bar/domain';
import { api, type Caller } from '../support/api';
import { createDrink, createItem } from '../support/factories';
import { PHONE, suiteBrowser, TABLET, visible, WAIT } from '../support/browser';

/**
 * A busy night behind the bar, on a tablet (and a phone where it differs): the recipe scaled to the ticket, the
 * way to the stock, the three columns on screen at once however long Pending gets, and sound asked for once.
 */
const browser = suiteBrowser();
let bar: Page;


/** A drink of this suite's own (60 ml of its own rum) so the amounts are exact. */
async function privateDrink() {
  const tag = randomUUID().slice(0, 8);
  const item = await createItem({ name: `Night rum ${tag}`, quantity: 5000, cost: 0.03 });
  const recipe = await createDrink({
    name: `Night Daiquiri ${tag}`,
    description: 'A drink made only by the bartender night test.',
    price: 10,
    prepTime: 3,
    ingredient: item,
    amount: 60,
    instructions: ['Shake the rum with ice', 'Strain into a chilled coupe'],
  });
  return { item, recipe };
}

async function place(as: Caller, recipeId: string, quantity: number): Promise<Order> {
  const placed = await api<Order>('POST', '/orders', { as, body: { id: randomUUID(), items: [{ recipeId, quantity }] } });
  expect(placed.status).toBe(201);
  return placed.data;
}

test('a fresh tablet asks once for sound; the recipe of a 2x line shows the doubled amounts; Inventory is one tap away', async () => {
  const { item, recipe } = await privateDrink();
  const order = await place('customer', recipe.id, 2);
  const number = orderNumber(order.id);
  bar = await browser.signedIn('bartender', TABLET);

  // Sound: asked visibly on a device that never chose; the answer is a user gesture, and is remembered.
  const prompt = bar.getByTestId('sound-prompt');
  await visible(prompt);
  expect(await prompt.textContent()).toContain('Sound for new orders is off');
  await prompt.getByRole('button', { name: 'Turn on sound' }).click();
  await prompt.waitFor({ state: 'detached', timeout: 5_000 });
  expect(await bar.getByRole('switch', { name: 'Sound for new orders' }).isChecked()).toBe(true);
  await bar.reload();
  await visible(bar.getByRole('switch', { name: 'Sound for new orders' }));
  expect(await bar.getByRole('switch', { name: 'Sound for new orders' }).isChecked()).toBe(true);
  expect(await prompt.count()).toBe(0);

  // The recipe for the ticket's 2 x: 2 x 60 ml, and it says so.
  const ticket = bar.getByRole('article', { name: `Order ${number}` });
  await visible(ticket);
  await ticket.getByRole('button', { name: recipe.name }).click();
  const dialog = bar.getByRole('dialog');
  await visible(dialog.getByText('Prep time: 3 minutes'));
  expect(await dialog.getByText('For 2 drinks: amounts doubled').isVisible()).toBe(true);
  expect(await dialog.getByText(item.name).isVisible()).toBe(true);
  expect(await dialog.getByText('120 ml').isVisible()).toBe(true);
  await bar.getByTestId('close-recipe-modal').click();
  await dialog.waitFor({ state: 'detached', timeout: 5_000 });

  // The stock a bartender may adjust, from the dashboard, without a reload.
  await bar.evaluate(() => Object.assign(window, { __noReload: true }));
  await bar.getByRole('link', { name: 'Inventory' }).click();
  await bar.waitForURL((url) => url.pathname === '/manage/inventory', { timeout: WAIT });
  await visible(bar.getByRole('heading', { level: 1 }));
  expect(await bar.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('on a tablet a long Pending column scrolls on its own: Ready for Pickup and its ticket stay on screen', async () => {
  const { recipe } = await privateDrink();
  // A dozen pending tickets from three tables (a guest may have five open orders), then one made ready.
  const guests: Caller[] = ['guest11', 'guest12', 'guest13'];
  for (const guest of guests) for (let i = 0; i < 4; i += 1) await place(guest, recipe.id, 1);
  const ready = await place('customer', recipe.id, 1);
  for (const status of ['preparing', 'ready']) {
    const moved = await api<Order>('PATCH', `/orders/${ready.id}/status?date=${ready.date}`, { as: 'bartender', body: { status } });
    expect(moved.status).toBe(200);
  }

  bar = await browser.signedIn('bartender', TABLET);
  const readyTicket = bar.getByTestId('column-ready').getByRole('article', { name: `Order ${orderNumber(ready.id)}` });
  await visible(readyTicket);

  const pending = bar.getByRole('region', { name: /^Pending Orders, \d+ orders$/ });
  await visible(pending);
  // Pending is longer than its area: it scrolls, the page does not need to.
  const sizes = await pending.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  // Ready for Pickup stands beside it on the first screen, its ticket inside its own area (other suites' ready
  // orders may be above it there: the area scrolls, the page does not have to).
  const readyArea = bar.getByRole('region', { name: /^Ready for Pickup, \d+ orders?$/ });
  const areaBox = await readyArea.boundingBox();
  const readyHeading = await bar.getByRole('heading', { name: 'Ready for Pickup' }).boundingBox();
  expect(areaBox && areaBox.y).toBeLessThan(TABLET.viewport.height / 2);
  expect(readyHeading && readyHeading.y).toBeGreaterThanOrEqual(0);
  expect(await readyArea.getByRole('article', { name: `Order ${orderNumber(ready.id)}` }).count()).toBe(1);

  // Keyboard: the area takes focus, and scrolling it keeps the heading and the count where they are.
  const pendingHeading = bar.getByRole('heading', { name: 'Pending Orders' });
  const column = bar.getByTestId('column-pending');
  // Where the heading sits in its column (the page itself may scroll a little to show the focused area).
  const headingOffset = async () => ((await pendingHeading.boundingBox())?.y ?? NaN) - ((await column.boundingBox())?.y ?? NaN);
  const before = await headingOffset();
  await pending.focus();
  expect(await pending.evaluate((el) => document.activeElement === el)).toBe(true);
  await bar.keyboard.press('End');
  // The browser may scroll smoothly: wait until the area has moved.
  await pending.evaluate(
    (el) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        const look = () => {
          if (el.scrollTop > 0) resolve();
          else if (performance.now() - started > 5000) reject(new Error('End did not scroll the Pending area'));
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
  // Settled: the heading did not move while the area scrolled under it.
  await pending.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await headingOffset()).toBe(before);
  const heading = await pendingHeading.boundingBox();
  expect(heading && heading.y).toBeGreaterThanOrEqual(0);
  expect(await column.getByTestId('column-count').isVisible()).toBe(true);
});

test('on a phone the columns stay tabs with counts, and the sound question and the Inventory link are there too', async () => {
  bar = await browser.signedIn('bartender', PHONE);
  await visible(bar.getByRole('tab', { name: /^Pending Orders \(\d+\)$/ }));
  await visible(bar.getByTestId('sound-prompt'));
  await bar.getByTestId('sound-prompt').getByRole('button', { name: 'Not now' }).click();
  await bar.getByTestId('sound-prompt').waitFor({ state: 'detached', timeout: 5_000 });
  expect(await bar.getByRole('switch', { name: 'Sound for new orders' }).isChecked()).toBe(false);
  expect(await bar.getByRole('link', { name: 'Inventory' }).isVisible()).toBe(true);
  expect(await bar.getByRole('region', { name: /^Pending Orders, / }).count()).toBe(0);
});
