import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { orderNumber, type InventoryItem, type Order, type RecipeWithAvailability } from '@bar/domain';
import { api } from '../support/api';
import { eventually, PHONE, suiteBrowser, TABLET, visible, WAIT } from '../support/browser';

/**
 * A bartender cancels an order from the ticket's menu (a confirmation dialog with a reason, by keyboard); the order
 * leaves the queue, and the guest's list shows it as cancelled by the bar with the reason.
 */
const browser = suiteBrowser();

/** A guest's order of a new drink made of one counted garnish, named by `label` and a fresh tag. */
async function orderOfANewDrink(label: string, quantity: number) {
  const tag = randomUUID().slice(0, 8);
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `${label} mint ${tag}`, category: 'garnish', quantity: 50, unit: 'piece', cost: 0.1 } });
  const drink = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `${label} julep ${tag}`, category: 'cocktail', price: 11, ingredients: [{ inventoryItemId: item.data.id, quantity: 1, unit: 'piece' }] },
  });
  return api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: drink.data.id, quantity }] } });
}

/**
 * Opens a ticket's 'Cancel order' dialog from its menu. (The queue refreshes every few seconds; a refresh that lands
 * between opening the menu and choosing from it closes the menu, so the menu is opened again until the dialog shows.)
 */
async function openCancelDialog(bar: Page, ticket: Locator, number: string, dialog: Locator) {
  for (let attempt = 1; ; attempt++) {
    await ticket.getByRole('button', { name: `More actions for order ${number}` }).click();
    await bar.getByRole('menuitem', { name: 'Cancel order' }).click();
    const shown = await visible(dialog, 5_000).then(() => true, () => false);
    if (shown || attempt === 3) break;
    await bar.keyboard.press('Escape');
  }
  await visible(dialog);
}

test('the bartender cancels an order with a reason; the guest sees it cancelled by the bar', async () => {
  const placed = await orderOfANewDrink('Cancel', 2);
  expect(placed.status).toBe(201);
  const order = placed.data;
  const number = orderNumber(order.id);

  const guest = await browser.signedIn('customer', PHONE);
  const card = guest.getByRole('region', { name: 'Your Orders in Progress', exact: true }).getByRole('article', { name: `Order #${number}` });
  await visible(card);

  const bar = await browser.signedIn('bartender', TABLET);
  const ticket = bar.getByTestId('column-pending').getByRole('article', { name: `Order ${number}` });
  await visible(ticket);

  // Escape closes the dialog without cancelling.
  const dialog = bar.getByRole('alertdialog', { name: `Cancel order ${number}?` });
  await openCancelDialog(bar, ticket, number, dialog);
  await bar.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: WAIT });
  expect((await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'bartender' })).data.status).toBe('pending');

  // By keyboard: the menu button, Cancel order, a reason picked with the arrow keys, confirmed.
  await ticket.getByRole('button', { name: `More actions for order ${number}` }).focus();
  await bar.keyboard.press('Enter');
  await visible(bar.getByRole('menuitem', { name: 'Cancel order' }));
  await bar.getByRole('menuitem', { name: 'Cancel order' }).focus();
  await bar.keyboard.press('Enter');
  await visible(dialog);
  await dialog.getByRole('radio', { name: 'No reason given' }).focus();
  await bar.keyboard.press('ArrowDown');
  await bar.keyboard.press('ArrowDown');
  expect(await dialog.getByRole('radio', { name: 'Guest left' }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT });
  await ticket.waitFor({ state: 'detached', timeout: WAIT });
  await visible(bar.locator('[data-sonner-toast]').filter({ hasText: `Order ${number} cancelled` }));

  const now = await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'bartender' });
  expect(now.data).toMatchObject({ status: 'cancelled', cancellation: { reason: 'Guest left' } });

  // The 'Cancelled tonight' list has it, with the reason.
  await bar.getByRole('button', { name: /^Cancelled tonight/ }).click();
  await visible(bar.getByTestId('cancelled-order').filter({ hasText: `Order #${number}` }).getByText(/Guest left/));

  // The guest's card says so within a poll or two, and stays in the list.
  await visible(card.getByTestId('order-status').getByText('Cancelled by the bar'), 10_000);
  await visible(card.getByText(/Cancelled by the bar: Guest left/));
  expect(await eventually(() => card.count(), (n) => n === 1)).toBe(1);
});

test('a cancel from a tab that saw the order before another bartender started it is refused in the dialog; the order is made', async () => {
  const order = (await orderOfANewDrink('Stale', 1)).data;
  const number = orderNumber(order.id);

  const bar = await browser.signedIn('bartender', TABLET);
  const ticket = bar.getByTestId('column-pending').getByRole('article', { name: `Order ${number}` });
  await visible(ticket);
  const dialog = bar.getByRole('alertdialog', { name: `Cancel order ${number}?` });
  await openCancelDialog(bar, ticket, number, dialog);
  // Another bartender starts it while this one's dialog is open.
  expect((await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'manager', body: { status: 'preparing' } })).status).toBe(200);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await visible(dialog.getByText(`Order ${number} was moved meanwhile; it is now Being Prepared. Look at it again before cancelling.`));
  expect((await api<Order>('GET', `/orders/${order.id}?date=${order.date}`, { as: 'bartender' })).data.status).toBe('preparing');
});
