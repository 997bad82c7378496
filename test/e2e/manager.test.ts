import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { InventoryItem, RecipeWithAvailability } from '@bar/domain';
import { api, versionNow, deleteAsRead } from '../support/api';
import { choosePersona, DESKTOP, eventually, PHONE, signIn, suiteBrowser, visible, WAIT } from '../support/browser';

/**
 * The Manager Dashboard in a real browser: a manager switches to the Manager persona and manages inventory and
 * recipes through the dialogs (validation, add, edit, delete, the refusal to delete an item a recipe uses), sees
 * the low stock alert and the shopping list follow a quantity change; a bartender at /manage/inventory may only
 * change quantities. Every item and drink here has a unique name and belongs to this suite.
 */

const browser = suiteBrowser();
let page: Page;
const created = { items: [] as InventoryItem[], recipes: [] as RecipeWithAvailability[] };

afterAll(async () => {
  // Leave the shared bar as it was: drinks first (they hold on to their items), then the items.
  for (const recipe of created.recipes) await deleteAsRead(`/recipes/${recipe.id}?category=${recipe.category}`);
  for (const item of created.items) await deleteAsRead(`/inventory/${item.id}?category=${item.category}`);
});
beforeEach(async () => {
  page = await (await browser.context(DESKTOP)).newPage();
});

const tag = () => randomUUID().slice(0, 8);
const gone = (locator: Locator, timeout = WAIT) => locator.first().waitFor({ state: 'detached', timeout });

async function newItem(body: Partial<InventoryItem> & { name: string }): Promise<InventoryItem> {
  const res = await api<InventoryItem>('POST', '/inventory', { body: { category: 'spirit', unit: 'ml', cost: 0.04, ...body } });
  expect(res.status).toBe(201);
  created.items.push(res.data);
  return res.data;
}

async function inventory(): Promise<InventoryItem[]> {
  return (await api<InventoryItem[]>('GET', '/inventory')).data;
}

async function recipes(): Promise<RecipeWithAvailability[]> {
  return (await api<RecipeWithAvailability[]>('GET', '/recipes')).data;
}

/** Signs in as the manager, who starts as a customer, and switches to Manager with the header switcher. */
async function asManager(tab?: string) {
  await signIn(page, 'manager');
  await visible(page.getByRole('heading', { level: 1, name: 'Drink Menu' }));
  await choosePersona(page, 'Manager', 'bar_manager');
  await visible(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' }));
  await visible(page.getByRole('tab', { name: 'Inventory', selected: true }));
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

/*
 * Rows and cards by test id and text, not by role: while a modal dialog is open the page behind it is hidden from
 * the accessibility tree, and a role locator would report a row as gone before it is.
 */
const row = (name: string, on: Page = page) =>
  on.locator('[data-testid^="inventory-row-"]').filter({ has: on.getByText(name, { exact: true }) });
const dialog = () => page.getByRole('dialog');

test('the dashboard has six tabs, Inventory first, in a six-column grid', async () => {
  await asManager();
  const tabs = page.getByRole('tab');
  expect(await tabs.allInnerTexts()).toEqual(['Inventory', 'Recipes', 'Shopping List', 'Users', 'Image Cleanup', 'Backup/Restore']);
  const columns = await page.getByRole('tablist').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(6);
});

test('a manager adds, edits and deletes an inventory item, with the validation message', async () => {
  const name = `E2E Vermouth ${tag()}`;
  await asManager();

  await page.getByRole('button', { name: 'Add Item' }).click();
  await visible(dialog());
  await dialog().getByRole('button', { name: 'Add Item' }).click();
  await visible(dialog().getByText('Please enter a name for the item'));

  await dialog().getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog().getByRole('combobox', { name: 'Category' }).selectOption('spirit');
  await dialog().getByRole('spinbutton', { name: 'Quantity' }).fill('750');
  await dialog().getByRole('spinbutton', { name: 'Low stock threshold' }).fill('100');
  await dialog().getByRole('spinbutton', { name: 'Cost per unit ($)' }).fill('0.02');
  await dialog().getByRole('button', { name: 'Add Item' }).click();
  await gone(dialog());
  await visible(row(name));
  const stored = (await inventory()).find((i) => i.name === name)!;
  expect(stored).toMatchObject({ category: 'spirit', quantity: 750, unit: 'ml', lowStockThreshold: 100, cost: 0.02 });
  created.items.push(stored);
  expect(await row(name).getByText('In stock').count()).toBe(1);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await visible(dialog());
  await dialog().getByRole('spinbutton', { name: 'Cost per unit ($)' }).fill('0.025');
  await dialog().getByRole('textbox', { name: 'Name' }).fill(`${name} Rosso`);
  await dialog().getByRole('button', { name: 'Save Changes' }).click();
  await gone(dialog());
  await visible(row(`${name} Rosso`));
  expect((await inventory()).find((i) => i.id === stored.id)).toMatchObject({ name: `${name} Rosso`, cost: 0.025, quantity: 750 });

  await page.getByRole('button', { name: `Delete ${name} Rosso` }).click();
  const confirm = page.getByRole('alertdialog');
  await visible(confirm);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await gone(confirm);
  await gone(row(`${name} Rosso`));
  expect((await eventually(inventory, (list) => !list.some((i) => i.id === stored.id))).some((i) => i.id === stored.id)).toBe(false);
});

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an item gets an image through the upload widget; a file that is not an image is refused first', async () => {
  const item = await newItem({ name: `E2E Cherry Heering ${tag()}`, quantity: 500 });
  await asManager();
  await page.getByRole('button', { name: `Edit ${item.name}` }).click();
  await visible(dialog());
  const picker = dialog().getByTestId('image-file-input');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await visible(dialog().getByText('Please select an image file (JPG, PNG, WebP, GIF)'));
  await picker.setInputFiles({ name: 'heering.png', mimeType: 'image/png', buffer: PNG });
  const preview = dialog().getByRole('img', { name: 'Item image preview' });
  await visible(preview);
  await eventually(
    () => preview.getAttribute('src'),
    (src) => Boolean(src?.includes('/api/images/inventory-images/')),
  );
  await dialog().getByRole('button', { name: 'Save Changes' }).click();
  await gone(dialog());
  const saved = (await eventually(inventory, (list) => Boolean(list.find((i) => i.id === item.id)?.imageUrl))).find((i) => i.id === item.id)!;
  expect(saved.imageUrl).toMatch(/^\/api\/images\/inventory-images\/[\w.-]+\.png$/);
  // The table shows it, and the image is served.
  await visible(row(item.name).getByRole('img', { name: item.name }));
  const served = await page.request.get(saved.imageUrl!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');

  // Leave no image behind: drop it from the item, then delete it as an unused image.
  const { id: _id, createdAt: _c, updatedAt: _u, quantity: _q, imageUrl, ...rest } = saved;
  const itemPath = `/inventory/${item.id}?category=${item.category}`;
  expect((await api('PUT', itemPath, { body: rest, headers: await versionNow(itemPath) })).status).toBe(200);
  const removed = await api<{ totalDeleted: number }>('POST', '/cleanup/images/delete', {
    body: { imagesToDelete: [{ url: imageUrl, fileName: imageUrl!.split('/').pop(), container: 'inventory-images' }] },
  });
  expect(removed.data.totalDeleted).toBe(1);
});

test('deleting an item a recipe uses is refused up front, with the recipe count and names', async () => {
  const t = tag();
  const item = await newItem({ name: `E2E Amaro ${t}`, quantity: 500 });
  const drinks: RecipeWithAvailability[] = [];
  for (const n of [`E2E Black Manhattan ${t}`, `E2E Amaro Sour ${t}`]) {
    const res = await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: n, category: 'cocktail', price: 12, ingredients: [{ inventoryItemId: item.id, quantity: 30, unit: 'ml' }] },
    });
    expect(res.status).toBe(201);
    drinks.push(res.data);
    created.recipes.push(res.data);
  }
  await asManager();
  await page.getByRole('button', { name: `Delete ${item.name}` }).click();
  const confirm = page.getByRole('alertdialog');
  const names = drinks.map((d) => d.name).sort().join(', ');
  await visible(confirm.getByText(`${item.name} cannot be deleted: it is used by 2 recipes (${names})`, { exact: false }));
  expect(await confirm.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  await confirm.getByRole('button', { name: 'Close' }).click();
  await gone(confirm);
  expect((await inventory()).some((i) => i.id === item.id)).toBe(true);
});

test('the low stock alert and the shopping list follow a quantity that drops below the threshold', async () => {
  const item = await newItem({ name: `E2E Falernum ${tag()}`, quantity: 60, lowStockThreshold: 50, cost: 0.02 });
  await asManager();
  const alert = page.getByTestId('low-stock-alert');
  await visible(row(item.name));
  expect(await alert.getByText(item.name, { exact: true }).count()).toBe(0);

  // Direct entry, committed with Enter.
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${item.name} in ml` });
  await quantity.fill('40');
  await quantity.press('Enter');
  await visible(page.getByText('Inventory updated successfully'));
  await visible(alert.getByText(item.name, { exact: true }));
  await visible(row(item.name).getByText('Low stock'));
  expect((await inventory()).find((i) => i.id === item.id)?.quantity).toBe(40);

  // - clicks never take it below 0.
  await quantity.fill('1');
  await quantity.press('Enter');
  await eventually(inventory, (list) => list.find((i) => i.id === item.id)?.quantity === 1);
  await page.getByRole('button', { name: `Decrease ${item.name} by 10 ml` }).click();
  await visible(row(item.name).getByText('Out of stock'));
  expect(await page.getByRole('button', { name: `Decrease ${item.name} by 10 ml` }).isDisabled()).toBe(true);
  expect((await eventually(inventory, (list) => list.find((i) => i.id === item.id)?.quantity === 0)).find((i) => i.id === item.id)?.quantity).toBe(0);
  await page.getByRole('button', { name: `Increase ${item.name} by 10 ml` }).click();
  await eventually(inventory, (list) => list.find((i) => i.id === item.id)?.quantity === 10);
  await quantity.fill('40');
  await quantity.press('Enter');
  await eventually(inventory, (list) => list.find((i) => i.id === item.id)?.quantity === 40);

  // Restock to twice the threshold: 50 - 40 + 50 = 60 ml at $0.02 = $1.20.
  await page.getByRole('tab', { name: 'Shopping List' }).click();
  const line = page.getByRole('table', { name: 'Shopping list' }).getByRole('row').filter({ has: page.getByText(item.name, { exact: true }) });
  await visible(line);
  expect(await line.getByRole('cell').allInnerTexts()).toEqual([item.name, '60 ml', '$1.20', '60 ml', '$1.20']);
  await visible(page.getByRole('row').filter({ hasText: 'Total' }));
});

test('a manager adds, edits and deletes a recipe, with the validation message and the cost price', async () => {
  const t = tag();
  const item = await newItem({ name: `E2E Genever ${t}`, quantity: 1000, cost: 0.05 });
  const name = `E2E Holland Sour ${t}`;
  await asManager('Recipes');
  await visible(page.getByRole('heading', { level: 2, name: 'Recipe Management' }));

  await page.getByRole('button', { name: 'Add Recipe' }).click();
  await visible(dialog());
  await dialog().getByRole('button', { name: 'Add Recipe' }).click();
  await visible(dialog().getByText('Please enter a recipe name'));

  await dialog().getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog().getByRole('textbox', { name: 'Description' }).fill('Genever, lemon and sugar.');
  const picker = dialog().getByRole('combobox', { name: 'Ingredient 1', exact: true });
  await picker.click();
  await picker.fill(item.name);
  await page.getByRole('option', { name: new RegExp(item.name) }).click();
  await dialog().getByRole('spinbutton', { name: 'Quantity of ingredient 1' }).fill('50');
  // 50 ml at $0.05: a read-only cost price of $2.50.
  await expect(dialog().getByRole('textbox', { name: 'Cost price' }).inputValue()).resolves.toBe('$2.50');
  expect(await dialog().getByRole('spinbutton', { name: 'Prep time (minutes)' }).inputValue()).toBe('5');
  await dialog().getByRole('textbox', { name: 'Instructions' }).fill('Shake with ice\n\nStrain into a coupe\n');
  await dialog().getByRole('spinbutton', { name: 'Sale price ($)' }).fill('8');
  await dialog().getByRole('button', { name: 'Add Recipe' }).click();
  await gone(dialog());

  const cardOf = (n: string) => page.getByTestId('recipe-card').filter({ has: page.getByText(n, { exact: true }) });
  const card = cardOf(name);
  await visible(card);
  // $2.50 of $8.00 is 31.3%: above the 25% target.
  await visible(card.getByText('31.3%'));
  await visible(card.getByText('Pour cost above 25% target'));
  const stored = (await recipes()).find((r) => r.name === name)!;
  created.recipes.push(stored);
  expect(stored).toMatchObject({ price: 8, prepTime: 5, instructions: ['Shake with ice', 'Strain into a coupe'], isAvailable: true });
  expect(stored.ingredients).toEqual([{ inventoryItemId: item.id, quantity: 50, unit: 'ml' }]);

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await visible(dialog());
  await dialog().getByRole('spinbutton', { name: 'Sale price ($)' }).fill('12');
  await dialog().getByRole('button', { name: 'Save Changes' }).click();
  await gone(dialog());
  await visible(card.getByText('$12.00'));
  await gone(card.getByText('Pour cost above 25% target'));
  expect((await recipes()).find((r) => r.id === stored.id)?.price).toBe(12);

  await card.getByRole('switch', { name: `${name} available` }).click();
  await visible(card.getByText('Hidden from menu'));
  expect((await eventually(recipes, (list) => list.find((r) => r.id === stored.id)?.isAvailable === false)).find((r) => r.id === stored.id)?.isAvailable).toBe(false);

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await gone(page.getByRole('alertdialog'));
  await gone(card);
  expect((await eventually(recipes, (list) => !list.some((r) => r.id === stored.id))).some((r) => r.id === stored.id)).toBe(false);
});

test('a bartender at /manage/inventory changes a quantity but cannot add, edit or delete', async () => {
  const item = await newItem({ name: `E2E Bitters ${tag()}`, quantity: 100, lowStockThreshold: 20 });
  await signIn(page, 'bartender');
  await page.goto('/manage/inventory');
  await visible(page.getByRole('heading', { level: 1, name: 'Inventory Management' }));
  await visible(row(item.name));
  expect(await page.getByRole('button', { name: 'Add Item' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);

  await page.getByRole('button', { name: `Increase ${item.name} by 10 ml` }).click();
  await visible(page.getByText('Inventory updated successfully'));
  const after = await eventually(inventory, (list) => list.find((i) => i.id === item.id)?.quantity === 110);
  expect(after.find((i) => i.id === item.id)?.quantity).toBe(110);
});

test('on a phone the tabs are one scrolling row and the inventory becomes cards with the quantity control', async () => {
  const phone = await browser.context(PHONE);
  const p = await phone.newPage();
  try {
    const item = await newItem({ name: `E2E Orgeat ${tag()}`, quantity: 300, lowStockThreshold: 100 });
    await signIn(p, 'manager');
    await p.goto('/personas/bar_manager');
    await visible(p.getByRole('heading', { level: 2, name: 'Inventory Management' }));
    const columns = await p.getByRole('tablist').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBeLessThan(6);
    // Nothing sticks out sideways.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const card = p.getByTestId(`inventory-row-${item.id}`);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: `Increase ${item.name} by 10 ml` }).click();
    await visible(p.getByText('Inventory updated successfully'));
    await eventually(inventory, (list) => list.find((i) => i.id === item.id)?.quantity === 310);
    await p.getByRole('tab', { name: 'Backup/Restore' }).click();
    await visible(p.getByRole('heading', { level: 2, name: 'Data Backup & Restore' }));
  } finally {
    await phone.close();
  }
});
