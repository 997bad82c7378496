import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { api } from '../support/api';
import { eventually, PHONE, suiteBrowser, visible } from '../support/browser';

/**
 * The manager counts the spirits on a phone behind the bar, twice, with a drink served between, and reads the
 * variance. The item and drink belong to this suite.
 */

const browser = suiteBrowser();

async function quantityOf(item: InventoryItem): Promise<number> {
  return (await api<InventoryItem>('GET', `/inventory/${item.id}?category=${item.category}`)).data.quantity;
}

test('a count on a phone, in bottles of 0.1, sets the stock; a second count shows the variance and its band', async () => {
  const tag = randomUUID().slice(0, 8);
  const item = (await api<InventoryItem>('POST', '/inventory', { body: { name: `Count Gin ${tag}`, category: 'spirit', quantity: 1000, unit: 'ml', cost: 0.03, bottleSize: 700 } })).data;
  const drink = (
    await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `Count Martini ${tag}`, category: 'cocktail', price: 12, ingredients: [{ inventoryItemId: item.id, quantity: 50, unit: 'ml' }] },
    })
  ).data;

  const page = await browser.signedIn('manager', PHONE, { path: '/personas/bar_manager' });
  await visible(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' }));
  await page.getByTestId('manager-reports-link').click();
  await visible(page.getByRole('heading', { level: 1, name: 'Reports' }));
  await page.getByRole('tab', { name: 'Stock Count' }).click();

  // Spirits first; the item is counted in bottles of 700 ml, in 0.1 steps.
  const row = page.getByTestId(`count-row-${item.id}`);
  await visible(row);
  await visible(row.getByText('in bottles of 700 ml'));
  await row.locator('input').fill('2');
  await visible(row.getByText('= 1,400 ml'));
  await page.getByRole('button', { name: 'Save spirit count' }).click();
  await visible(page.getByText('Count saved: 1 spirit item'));
  expect(await eventually(() => quantityOf(item), (q) => q === 1400)).toBe(1400);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A drink served between the two counts takes 50 ml.
  const order = (await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity: 1 }] } })).data;
  for (const status of ['preparing', 'ready', 'completed']) {
    expect((await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } })).status).toBe(200);
  }

  // The closing count: 1.7 bottles typed, one step up with the + button: 1.8 bottles = 1,260 ml.
  await row.locator('input').fill('1.7');
  await row.getByRole('button', { name: `Count Gin ${tag}: 0.1 more` }).click();
  await visible(row.getByText('= 1,260 ml'));
  await page.getByRole('button', { name: 'Save spirit count' }).click();
  expect(await eventually(() => quantityOf(item), (q) => q === 1260)).toBe(1260);

  // Counted: 1,400 - 1,260 = 140 ml used; the order took 50: 90 ml gone, far over 6%.
  await page.getByRole('tab', { name: 'Variance' }).click();
  const table = page.getByTestId('variance-table');
  const line = table.getByRole('row').filter({ hasText: `Count Gin ${tag}` });
  await visible(line);
  await visible(line.getByText('Over 6% (losing stock)'));
  expect(await line.textContent()).toContain('90 ml');
  expect(await line.textContent()).toContain('$2.70');
  // On the phone the table's columns keep their width and it scrolls sideways: no header sits over the next.
  const headers = await table.getByRole('columnheader').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
  expect(headers.length).toBeGreaterThan(5);
  for (let i = 1; i < headers.length; i++) expect(headers[i]!.left).toBeGreaterThanOrEqual(headers[i - 1]!.right - 1);
  expect(headers.at(-1)!.right - headers[0]!.left).toBeGreaterThan(390);
});
