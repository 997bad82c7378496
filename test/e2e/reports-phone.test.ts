import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { api } from '../support/api';
import { DESKTOP, PHONE, suiteBrowser, visible } from '../support/browser';

/**
 * The manager reads the reports on a phone (390x844): every section's tab is on the screen, and a table wider
 * than the screen says it scrolls sideways and keeps its first column in place. On a laptop nothing scrolls.
 */
const session = suiteBrowser();

beforeAll(async () => {
  // One served order, so that the service times table has a row.
  const tag = randomUUID().slice(0, 8);
  const item = (await api<InventoryItem>('POST', '/inventory', { body: { name: `Phone Rum ${tag}`, category: 'spirit', quantity: 1000, unit: 'ml', cost: 0.03 } })).data;
  const drink = (
    await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `Phone Daiquiri ${tag}`, category: 'cocktail', price: 10, ingredients: [{ inventoryItemId: item.id, quantity: 50, unit: 'ml' }] },
    })
  ).data;
  const order = (await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity: 1 }] } })).data;
  for (const status of ['preparing', 'ready', 'completed']) {
    expect((await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } })).status).toBe(200);
  }
}, 60_000);

async function openReports(device: typeof PHONE | typeof DESKTOP) {
  const page = await session.signedIn('manager', device, { path: '/personas/bar_manager' });
  await visible(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' }));
  await page.goto('/manage/reports');
  await visible(page.getByRole('heading', { level: 1, name: 'Reports' }));
  return page;
}

const SERVICE = 'Service times by hour (median / 90th percentile)';

test('on a phone every report tab is on the screen, and a wide table says it scrolls and keeps its first column', async () => {
  const page = await openReports(PHONE);
  for (const name of ['Sales & Service', 'Stock Count', 'Deliveries & Waste', 'Variance']) {
    const box = await page.getByRole('tab', { name }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }

  const section = page.getByRole('region', { name: SERVICE, exact: true });
  await visible(section.getByRole('table'));
  await visible(section.getByTestId('scroll-hint'));
  const scroller = section.getByRole('region', { name: `${SERVICE}, scrolls sideways` });
  const firstCell = section.getByRole('table').getByRole('columnheader', { name: 'Hour' });
  const lastHeader = section.getByRole('table').getByRole('columnheader', { name: 'Orders served' });
  const before = (await firstCell.boundingBox())!;
  expect((await lastHeader.boundingBox())!.x).toBeGreaterThan(390);
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  const after = (await firstCell.boundingBox())!;
  expect(after.x).toBe(before.x);
  // Scrolled to the end, the last column is on the screen.
  const last = (await lastHeader.boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(390);
}, 90_000);

test('on a laptop the tables fit and say nothing about scrolling', async () => {
  const page = await openReports(DESKTOP);
  const section = page.getByRole('region', { name: SERVICE, exact: true });
  await visible(section.getByRole('table'));
  // Service times (an hour and four figures) fits a laptop whatever the data; tables of drink names may not.
  expect(await section.getByTestId('scroll-hint').count()).toBe(0);
  const tabs = await Promise.all(['Sales & Service', 'Variance'].map(async (name) => (await page.getByRole('tab', { name }).boundingBox())!));
  // One row of tabs.
  expect(tabs[1]!.y).toBe(tabs[0]!.y);
}, 90_000);
