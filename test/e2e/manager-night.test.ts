import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { indexById, ingredientCost, suggestedPrice, type InventoryItem, type RecipeWithAvailability } from '@bar/domain';
import { api, deleteAsRead } from '../support/api';
import { DESKTOP, eventually, PHONE, suiteBrowser, visible, WAIT, type Device } from '../support/browser';

/**
 * The manager on a busy night, in a real browser: compact tabs and the users' email and last visit on a phone;
 * inventory search, steps and readable costs; an item in use said up front; the shopping list in bottles.
 * Every item and drink here has a unique name and belongs to this suite.
 */

const browser = suiteBrowser();
const created = { items: [] as InventoryItem[], recipes: [] as RecipeWithAvailability[] };

afterAll(async () => {
  for (const recipe of created.recipes) await deleteAsRead(`/recipes/${recipe.id}?category=${recipe.category}`);
  for (const item of created.items) await deleteAsRead(`/inventory/${item.id}?category=${item.category}`);
});

const tag = () => randomUUID().slice(0, 8);

async function newItem(body: Partial<InventoryItem> & { name: string }): Promise<InventoryItem> {
  const res = await api<InventoryItem>('POST', '/inventory', { body: { category: 'spirit', unit: 'ml', cost: 0.04, ...body } });
  expect(res.status).toBe(201);
  created.items.push(res.data);
  return res.data;
}

async function managerPage(device: Device, tab?: string): Promise<Page> {
  const page = await browser.signedIn('manager', device, { path: `/personas/bar_manager${tab ? `?tab=${tab}` : ''}` });
  await visible(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' }));
  return page;
}

test('on a phone the six tabs are one short row that scrolls, and the users show their email and last visit', async () => {
  const page = await managerPage(PHONE, 'users');
  await visible(page.getByRole('heading', { level: 2, name: 'Users' }));
  const tablist = page.getByRole('tablist', { name: 'Manager sections' });
  const box = await tablist.boundingBox();
  // One row (it was three rows, about 150 px, before any content).
  expect(box!.height).toBeLessThan(60);
  expect(await tablist.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The open tab was scrolled into view.
  const users = await page.getByRole('tab', { name: 'Users' }).boundingBox();
  expect(users!.x).toBeGreaterThanOrEqual(0);
  expect(users!.x + users!.width).toBeLessThanOrEqual(390);
  // The manager just signed in, so at least their own entry has a last visit.
  await visible(page.getByRole('list', { name: 'All Users' }).getByText(/Last seen \d+\/\d+\/\d{4} at \d{1,2}:\d{2}/));
});

test('inventory: search and category filter, steps of a bottle, cost per bottle or per 100 ml, an item in use said up front', async () => {
  const t = tag();
  const gin = await newItem({ name: `Night Gin ${t}`, quantity: 1400, bottleSize: 700, cost: 0.03 });
  const soda = await newItem({ name: `Night Soda ${t}`, category: 'mixer', quantity: 5000, cost: 0.002 });
  const drink = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Night Highball ${t}`, category: 'cocktail', price: 11, ingredients: [{ inventoryItemId: gin.id, quantity: 50, unit: 'ml' }] },
  });
  expect(drink.status).toBe(201);
  created.recipes.push(drink.data);

  const page = await managerPage(DESKTOP);
  await visible(page.getByRole('heading', { level: 2, name: 'Inventory Management' }));
  await page.getByRole('searchbox').fill(`night ${t}`);
  await visible(page.getByText('Showing 2 of', { exact: false }));
  expect(await page.getByTestId(/^inventory-row-/).count()).toBe(2);
  await page.getByLabel('Category').selectOption('mixer');
  expect(await page.getByTestId(/^inventory-row-/).count()).toBe(1);
  expect(await page.getByTestId(`cost-${soda.id}`).innerText()).toBe('$0.20 / 100 ml');
  await page.getByLabel('Category').selectOption('all');
  expect(await page.getByTestId(`cost-${gin.id}`).innerText()).toBe('$21.00 / bottle (700 ml)');

  await page.getByRole('button', { name: `Increase ${gin.name} by 700 ml` }).click();
  await visible(page.getByText('Inventory updated successfully'));
  expect(await eventually(async () => (await api<InventoryItem[]>('GET', '/inventory')).data.find((i) => i.id === gin.id)?.quantity, (q) => q === 2100)).toBe(2100);

  await page.getByRole('button', { name: `Delete ${gin.name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await visible(confirm.getByText(`used by 1 recipe (${drink.data.name})`, { exact: false }));
  expect(await confirm.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  await confirm.getByRole('button', { name: 'Close' }).click();
});

test('the shopping list buys whole bottles, prints only the list, and exports CSV', async () => {
  const t = tag();
  const rum = await newItem({ name: `Night Rum ${t}`, quantity: 100, lowStockThreshold: 700, bottleSize: 700, cost: 0.03 });
  const page = await managerPage(DESKTOP, 'shopping');
  const line = page.getByRole('table', { name: 'Shopping list' }).getByRole('row').filter({ has: page.getByText(rum.name, { exact: true }) });
  await visible(line);
  // 700 - 100 + 700 = 1,300 ml: two 700 ml bottles at $21.00 each.
  expect(await line.getByRole('cell').allInnerTexts()).toEqual([rum.name, '1,300 ml', '$39.00', '2 bottles of 700 ml', '$42.00']);

  await page.emulateMedia({ media: 'print' });
  // Hidden on paper, so no longer in the accessibility tree: found by its attribute.
  expect(await page.locator('[role="tablist"]').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
  expect(await line.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
  expect(await page.locator('[data-print-hide]').evaluate((el) => getComputedStyle(el).display)).toBe('none');
  await page.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/shopping-list-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const csv = (await import('node:fs')).readFileSync(path!, 'utf8');
  expect(csv).toContain(`${rum.name},spirit,1300,ml,2 bottles of 700 ml,2,700,39.00,42.00`);
});

/** The AI import dialog, a paste processed: the dialog holding the draft. */
async function processedImport(name: string, ingredients: string) {
  const page = await managerPage(DESKTOP, 'recipes');
  await visible(page.getByRole('heading', { level: 2, name: 'Recipe Management' }));
  await page.getByRole('button', { name: 'AI Recipe Import' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Recipe name').fill(name);
  await dialog.getByLabel('Ingredients').fill(ingredients);
  await dialog.getByRole('button', { name: 'Process Recipe' }).click();
  return dialog;
}

/** The drink the dialog added, once the API lists it (and kept for the clean-up). */
async function addedRecipe(name: string) {
  const stored = await eventually(
    async () => (await api<RecipeWithAvailability[]>('GET', '/recipes')).data.find((r) => r.name === name),
    (r) => r !== undefined,
  );
  expect(stored).toBeDefined();
  created.recipes.push(stored!);
  return stored!;
}

test('AI import of a batch: the draft holds one serve, and the dialog says how many the paste made', async () => {
  const t = tag();
  const name = `Interval Batch ${t}`;
  const dialog = await processedImport(name, 'Batch for 40 serves\n1.2 L london dry gin\n1.2 L Campari\n1.2 L sweet vermouth\n40 orange peels');

  const note = dialog.getByTestId('draft-batch');
  await visible(note);
  expect(await note.innerText()).toContain('This recipe makes 40 serves: the amounts below are for one serve');
  // The note keeps its height in the scrolling dialog: its words stay inside its box.
  expect(await note.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  await dialog.getByRole('button', { name: 'Add to Menu' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT });

  const stored = await addedRecipe(name);
  // One order pours one serve: 1.2 L of each over 40 serves, and one peel.
  expect(stored.ingredients.map((i) => i.quantity).sort((a, b) => a - b)).toEqual([1, 30, 30, 30]);
});

test('AI import: the result is a draft; an unmatched line blocks adding until removed; the price follows the target pour cost', async () => {
  const t = tag();
  const name = `Night Import ${t}`;
  const dialog = await processedImport(name, `60 ml london dry gin\n2 dashes unicorn tears ${t}`);

  await visible(dialog.getByTestId('draft-unresolved'));
  expect(await dialog.getByRole('button', { name: 'Add to Menu' }).isDisabled()).toBe(true);
  await dialog.getByRole('button', { name: `Remove 2 dashes unicorn tears ${t}` }).click();
  expect(await dialog.getByTestId('draft-unresolved').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Add to Menu' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT });

  const stored = await addedRecipe(name);
  expect(stored.ingredients).toHaveLength(1);
  const stock = indexById((await api<InventoryItem[]>('GET', '/inventory')).data);
  // The default target pour cost is 25%.
  expect(stored.price).toBe(suggestedPrice(ingredientCost(stored.ingredients, stock), 0.25));
});
