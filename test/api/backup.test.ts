import JSZip from 'jszip';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageUploadResult, InventoryItem, Order, RecipeWithAvailability, RestoreChunkProgress, RestoreResult } from '@bar/domain';
import { api, tokenFor, versionNow, type Caller } from '../support/api';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * Backup and restore over HTTP, against two stacks of their own (restores with clearExistingData empty the
 * database, which must not disturb the suites sharing the common stack): a source bar with data of every kind,
 * and a target that is emptied and restored into.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const DATA_FILES = ['users.json', 'inventory.json', 'recipes.json', 'orders.json', 'stock-ledger.json'] as const;
const MB = 1024 * 1024;

interface RunningStack {
  child: ChildProcess;
  info: StackInfo;
  dir: string;
}

let source: RunningStack;
let target: RunningStack;
const scratch = mkdtempSync(join(tmpdir(), 'bar-backup-files-'));

async function startOwnStack(): Promise<RunningStack> {
  const dir = mkdtempSync(join(tmpdir(), 'bar-backup-stack-'));
  const { child, info } = await startStackProcess({ DATA_DIR: dir, AUTH_MODE: 'oidc' });
  return { child, info, dir };
}

beforeAll(async () => {
  [source, target] = await Promise.all([startOwnStack(), startOwnStack()]);
  await populate(source.info);
}, 180_000);

afterAll(async () => {
  await Promise.all([source, target].filter(Boolean).map((s) => stopStackProcess(s.child)));
  for (const dir of [source?.dir, target?.dir, scratch]) if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const on = (stack: StackInfo) => ({
  call: <T = unknown>(method: string, path: string, options: { as?: Caller; body?: unknown; headers?: Record<string, string> } = {}) =>
    api<T>(method, path, { ...options, stack }),
});

async function upload(stack: StackInfo, bytes: Buffer, category: 'recipe' | 'inventory', fileName = 'photo.png') {
  const res = await on(stack).call<ImageUploadResult>('POST', '/images/upload', {
    body: { fileName, contentType: 'image/png', imageData: bytes.toString('base64'), category },
  });
  expect(res.status).toBe(201);
  return res.data;
}

/** Data of every kind: users, an item and a drink with images, an order deducted from stock and one pending. */
async function populate(stack: StackInfo) {
  const { call } = on(stack);
  for (const who of ['customer', 'bartender', 'manager', 'barstaff'] as const) expect((await call('GET', '/me', { as: who })).status).toBe(200);
  const recipeImage = await upload(stack, Buffer.concat([PNG, Buffer.from('recipe')]), 'recipe', 'house sour.png');
  const itemImage = await upload(stack, Buffer.concat([PNG, Buffer.from('item')]), 'inventory', 'house gin.png');
  const item = await call<InventoryItem>('POST', '/inventory', {
    body: { name: 'Backup House Gin', category: 'spirit', quantity: 1000, unit: 'ml', cost: 0.03, imageUrl: itemImage.imageUrl },
  });
  expect(item.status).toBe(201);
  const recipe = await call<RecipeWithAvailability>('POST', '/recipes', {
    body: {
      name: 'Backup House Sour',
      category: 'cocktail',
      price: 11,
      imageUrl: recipeImage.imageUrl,
      ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }],
      instructions: ['Shake', 'Strain'],
    },
  });
  expect(recipe.status).toBe(201);
  const served = await call<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 2 }] } });
  expect(served.status).toBe(201);
  for (const status of ['preparing', 'ready']) {
    expect((await call('PATCH', `/orders/${served.data.id}/status?date=${served.data.date}`, { as: 'bartender', body: { status } })).status).toBe(200);
  }
  const pending = await call('POST', '/orders', { as: 'barstaff', body: { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 1 }], customerNameOverride: 'Table 4' } });
  expect(pending.status).toBe(201);
  // The stock ledger: a delivery of another item.
  const vermouth = await call<InventoryItem>('POST', '/inventory', { body: { name: 'Backup Vermouth', category: 'spirit', quantity: 0, unit: 'ml', cost: 0.02 } });
  expect(vermouth.status).toBe(201);
  const delivery = await call('POST', '/stock/deliveries', { body: { id: `delivery-${randomUUID()}`, inventoryItemId: vermouth.data.id, quantity: 750, unitCost: 0.02 } });
  expect(delivery.status).toBe(201);
}

async function download(stack: StackInfo, as: Caller = 'manager') {
  const headers: Record<string, string> = {};
  if (as !== 'anonymous') headers['X-Authorization'] = `Bearer ${await tokenFor(as, stack)}`;
  const res = await fetch(`${stack.appUrl}/api/backup`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

interface Contents {
  manifest: { format: string; version: number; createdAt: string; counts: Record<string, number> };
  data: Record<string, Array<Record<string, unknown>>>;
  /** Image entry name -> SHA-1 of its bytes. */
  images: Record<string, string>;
}

async function contentsOf(bytes: Buffer): Promise<Contents> {
  const zip = await JSZip.loadAsync(bytes);
  const read = async (name: string) => JSON.parse(await zip.file(name)!.async('string'));
  const data: Contents['data'] = {};
  for (const file of DATA_FILES) data[file] = await read(file);
  const images: Contents['images'] = {};
  for (const [name, entry] of Object.entries(zip.files)) {
    if (name.startsWith('images/') && !entry.dir) images[name] = createHash('sha1').update(await entry.async('nodebuffer')).digest('hex');
  }
  return { manifest: await read('manifest.json'), data, images };
}

/** What a stack holds now, as its own backup shows it. */
async function stateOf(stack: StackInfo) {
  const res = await download(stack);
  expect(res.status).toBe(200);
  const { data, images } = await contentsOf(res.bytes);
  return { data, images };
}

function restore(stack: StackInfo, zip: Buffer, options: Record<string, boolean> = {}, as: Caller = 'manager') {
  return api<RestoreResult>('POST', '/restore', { stack, as, body: { zipData: zip.toString('base64'), options } });
}

function expectedSummary(counts: Record<string, number>) {
  return {
    usersRestored: counts.users,
    inventoryRestored: counts.inventory,
    recipesRestored: counts.recipes,
    ordersRestored: counts.orders,
    ledgerRestored: counts.ledger,
    imagesRestored: counts.images,
  };
}

async function zipOf(files: Record<string, unknown>, options: JSZip.JSZipGeneratorOptions<'nodebuffer'> = {}): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) {
    zip.file(name, Buffer.isBuffer(content) || typeof content === 'string' ? content : JSON.stringify(content));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', ...options });
}

const manifest = (counts: Record<string, number> = { users: 0, inventory: 0, recipes: 0, orders: 0, images: 0 }) => ({
  format: 'bar-app-backup',
  version: 1,
  createdAt: new Date().toISOString(),
  counts,
});

const emptyBackup = () => zipOf({ 'manifest.json': manifest(), 'users.json': [], 'inventory.json': [], 'recipes.json': [], 'orders.json': [], 'stock-ledger.json': [] });

let sourceBackup: { bytes: Buffer; contents: Contents };

describe('the backup download', () => {
  test('is a zip named {product}-backup-{date}.zip with a manifest, one file per container and the images', async () => {
    const res = await download(source.info);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="tipsy-tap-backup-\d{4}-\d{2}-\d{2}\.zip"$/);
    const contents = await contentsOf(res.bytes);
    sourceBackup = { bytes: res.bytes, contents };

    expect(contents.manifest).toEqual({
      format: 'bar-app-backup',
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      product: 'The Tipsy Tap',
      counts: { users: 4, inventory: expect.any(Number), recipes: expect.any(Number), orders: 2, ledger: 1, images: 2 },
    });
    for (const [file, kind] of [['users.json', 'users'], ['inventory.json', 'inventory'], ['recipes.json', 'recipes'], ['orders.json', 'orders'], ['stock-ledger.json', 'ledger']] as const) {
      expect(contents.data[file]).toHaveLength(contents.manifest.counts[kind]!);
    }
    expect(Object.keys(contents.images).sort()).toEqual([
      expect.stringMatching(/^images\/inventory-images\/house-gin-[0-9a-f-]{36}\.png$/),
      expect.stringMatching(/^images\/recipe-images\/house-sour-[0-9a-f-]{36}\.png$/),
    ]);
    // The inventory keeps the orders already deducted from it, so a restore never deducts one twice.
    const gin = contents.data['inventory.json']!.find((i) => i.name === 'Backup House Gin')!;
    expect(gin).toMatchObject({ quantity: 900, appliedOrders: [expect.any(String)] });
  });

  test('opens with the standard unzip tool', () => {
    const file = join(scratch, 'download.zip');
    writeFileSync(file, sourceBackup.bytes);
    const listing = execFileSync('unzip', ['-l', file]).toString();
    for (const name of ['manifest.json', ...DATA_FILES]) expect(listing).toContain(name);
    expect(execFileSync('unzip', ['-t', file]).toString()).toMatch(/No errors detected/);
  });
});

describe('restoring', () => {
  test('an empty backup with clearExistingData empties the database', async () => {
    const res = await restore(target.info, await emptyBackup(), { clearExistingData: true });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      success: true,
      complete: true,
      summary: { usersRestored: 0, inventoryRestored: 0, recipesRestored: 0, ordersRestored: 0, ledgerRestored: 0, imagesRestored: 0 },
      errors: [],
      warnings: [],
    });
    const state = await stateOf(target.info);
    expect(state.data).toEqual({ 'users.json': [], 'inventory.json': [], 'recipes.json': [], 'orders.json': [], 'stock-ledger.json': [] });
    // The manager who restored was deleted with every other user the backup lacks: their token still says who they
    // are and what they may do, so they go on working (docs/backup.md) and restore again.
    const me = await on(target.info).call<{ personas: string[] }>('GET', '/me', { as: 'manager' });
    expect(me.status).toBe(200);
    expect(me.data.personas).toContain('bar_manager');
    const again = await restore(target.info, await emptyBackup(), { clearExistingData: true });
    expect([again.status, again.data.success]).toEqual([200, true]);
  });

  test('a backup restored into an empty database reproduces every record and image', async () => {
    const res = await restore(target.info, sourceBackup.bytes);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true, complete: true, summary: expectedSummary(sourceBackup.contents.manifest.counts), errors: [], warnings: [] });
    const state = await stateOf(target.info);
    expect(state.data).toEqual(sourceBackup.contents.data);
    expect(state.images).toEqual(sourceBackup.contents.images);
    // The restored images are served.
    const [imageEntry] = Object.keys(sourceBackup.contents.images);
    const served = await fetch(`${target.info.appUrl}/api/${imageEntry}`);
    expect(served.status).toBe(200);
    await served.arrayBuffer();
  });

  test('without overwriteExisting, existing records and images are kept and counted as skipped', async () => {
    const res = await restore(target.info, sourceBackup.bytes);
    expect(res.status).toBe(200);
    expect(res.data.summary).toEqual({ usersRestored: 0, inventoryRestored: 0, recipesRestored: 0, ordersRestored: 0, ledgerRestored: 0, imagesRestored: 0 });
    expect(res.data.success).toBe(true);
    const counts = sourceBackup.contents.manifest.counts;
    expect(res.data.warnings).toEqual(
      expect.arrayContaining([
        `${counts.inventory} inventory items already existed and were kept (overwrite existing data is off)`,
        `${counts.recipes} recipes already existed and were kept (overwrite existing data is off)`,
        '2 images already existed and were kept (overwrite existing data is off)',
      ]),
    );
  });

  test('with overwriteExisting, the backup replaces what exists', async () => {
    const gin = sourceBackup.contents.data['inventory.json']!.find((i) => i.name === 'Backup House Gin')!;
    const changed = await on(target.info).call('PATCH', `/inventory/${String(gin.id)}?category=spirit`, { body: { quantity: 5 } });
    expect(changed.status).toBe(200);
    const res = await restore(target.info, sourceBackup.bytes, { overwriteExisting: true });
    expect(res.data.summary).toEqual(expectedSummary(sourceBackup.contents.manifest.counts));
    expect((await stateOf(target.info)).data).toEqual(sourceBackup.contents.data);
  });

  test('invalid records are reported as errors and never written; the valid ones are restored', async () => {
    const recipe = sourceBackup.contents.data['recipes.json']!.find((r) => r.name === 'Backup House Sour')!;
    const good = { ...recipe, id: `restored-${randomUUID()}`, name: 'Restored Sour' };
    const badPrice = { ...recipe, id: `bad-price-${randomUUID()}`, price: -5 };
    const badId = { ...recipe, id: '../escape' };
    const zip = await zipOf({ 'manifest.json': manifest({ recipes: 3 }), 'recipes.json': [good, badPrice, badId] });
    const res = await restore(target.info, zip);
    expect(res.status).toBe(200);
    expect(res.data.success).toBe(false);
    expect(res.data.summary.recipesRestored).toBe(1);
    expect(res.data.errors).toEqual([
      `recipes.json record 2 '${badPrice.id}' was not restored: price: must be at least 0.01`,
      `recipes.json record 3 '../escape' was not restored: id: may contain only letters, digits, dots, dashes and underscores, and not only dots or a reserved name`,
    ]);
    expect(res.data.warnings).toEqual(expect.arrayContaining(['users.json is not in the backup: users were left as they are']));
    const { call } = on(target.info);
    expect((await call('GET', `/recipes/${good.id}?category=cocktail`)).status).toBe(200);
    expect((await call('GET', `/recipes/${badPrice.id}?category=cocktail`)).status).toBe(404);
  });

  test('a drink and the stock are held to the rules every write is held to: nothing filed alcohol-free holds a spirit, no item is counted in a unit its drinks cannot pour', async () => {
    const recipe = sourceBackup.contents.data['recipes.json']!.find((r) => r.name === 'Backup House Sour')!;
    const at = new Date().toISOString();
    const itemId = `af-spirit-${randomUUID()}`;
    const item = { id: itemId, name: `Zero Spirit ${itemId.slice(-6)}`, category: 'spirit', quantity: 700, unit: 'ml', lowStockThreshold: 50, cost: 0.03, abv: 0, createdAt: at, updatedAt: at };
    const drink = { ...recipe, id: `zero-${randomUUID()}`, name: `Zero Sour ${itemId.slice(-6)}`, category: 'alcohol-free', ingredients: [{ inventoryItemId: itemId, quantity: 50, unit: 'ml' }] };
    const vodka = { ...item, id: `vodka-${randomUUID()}`, name: `Restore Vodka ${itemId.slice(-6)}`, abv: 40 };
    const spiked = { ...drink, id: `spiked-${randomUUID()}`, name: `Virgin Mule ${itemId.slice(-6)}`, ingredients: [{ inventoryItemId: vodka.id, quantity: 50, unit: 'ml' }] };
    const first = await restore(target.info, await zipOf({ 'manifest.json': manifest({ inventory: 2, recipes: 2 }), 'inventory.json': [item, vodka], 'recipes.json': [drink, spiked] }));
    expect(first.status).toBe(200);
    expect(first.data.summary).toMatchObject({ inventoryRestored: 2, recipesRestored: 1 });
    expect(first.data.errors).toEqual([
      `recipes.json record '${spiked.id}' was not restored: ingredients.0.inventoryItemId: ${vodka.name} holds alcohol (40% ABV), and an alcohol-free drink may hold nothing over 0.5%. Choose another category, or an alcohol-free product (or record its ABV)`,
    ]);
    const { call } = on(target.info);
    expect((await call('GET', `/recipes/${drink.id}?category=alcohol-free`)).status).toBe(200);
    expect((await call('GET', `/recipes/${spiked.id}?category=alcohol-free`)).status).toBe(404);
    // The item the restored drink uses, made 40% or counted in pieces by a later backup over it: not restored.
    const stronger = await restore(target.info, await zipOf({ 'manifest.json': manifest({ inventory: 1 }), 'inventory.json': [{ ...item, abv: 40 }] }), { overwriteExisting: true });
    expect(stronger.data.summary.inventoryRestored).toBe(0);
    expect(stronger.data.errors).toEqual([expect.stringMatching(new RegExp(`^inventory.json record '${itemId}' was not restored: the drink '${drink.name}', which stays, would break a rule: .*holds alcohol \\(40% ABV\\)`))]);
    const pieces = await restore(target.info, await zipOf({ 'manifest.json': manifest({ inventory: 1 }), 'inventory.json': [{ ...item, unit: 'piece' }] }), { overwriteExisting: true });
    expect(pieces.data.errors).toEqual([expect.stringMatching(/which stays, would break a rule: ingredients\.0\.unit: ml cannot be measured against .* \(counted in piece\)$/)]);
    const stored = await call<{ abv?: number; unit: string }>('GET', `/inventory/${itemId}?category=spirit`);
    expect([stored.data.abv, stored.data.unit]).toEqual([0, 'ml']);
  });

  test("an order's id on two dates is two orders (a guest's device chose it): both are restored; twice on one date is refused", async () => {
    const order = sourceBackup.contents.data['orders.json']![0]! as { id: string; date: string };
    const earlier = new Date(Date.parse(`${order.date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const id = `same-id-${randomUUID()}`;
    const today = { ...order, id };
    const dayBefore = { ...order, id, date: earlier };
    const res = await restore(target.info, await zipOf({ 'manifest.json': manifest({ orders: 3 }), 'orders.json': [today, dayBefore, { ...today }] }));
    expect(res.status).toBe(200);
    expect(res.data.summary.ordersRestored).toBe(2);
    expect(res.data.errors).toEqual([`orders.json record 3 '${id}' was not restored: the id appears more than once on the same date`]);
    const { call } = on(target.info);
    expect((await call<{ date: string }>('GET', `/orders/${id}?date=${order.date}`)).data.date).toBe(order.date);
    expect((await call<{ date: string }>('GET', `/orders/${id}?date=${earlier}`)).data.date).toBe(earlier);
    // Restored again over the data, each stays on its date (neither is taken for the other moved).
    const again = await restore(target.info, await zipOf({ 'manifest.json': manifest({ orders: 2 }), 'orders.json': [today, dayBefore] }), { overwriteExisting: true });
    expect(again.data.summary.ordersRestored).toBe(2);
    expect((await call('GET', `/orders/${id}?date=${order.date}`)).status).toBe(200);
    expect((await call('GET', `/orders/${id}?date=${earlier}`)).status).toBe(200);
  });

  test('fields no route would store are dropped, and reserved names are refused as ids', async () => {
    const recipe = sourceBackup.contents.data['recipes.json']!.find((r) => r.name === 'Backup House Sour')!;
    const item = sourceBackup.contents.data['inventory.json']!.find((i) => i.name === 'Backup House Gin')!;
    const extras = { cost: 2.5, pourCost: 0.21, margin: 0.79, supplierNotes: 'paid in cash', toString: 'hi', extraField: 3 };
    const padded = { ...recipe, id: `padded-${randomUUID()}`, name: 'Padded Sour', ...extras };
    const proto = { ...recipe, id: '__proto__', name: 'Prototype Sour' };
    const paddedItem = { ...item, id: `padded-item-${randomUUID()}`, name: 'Padded Gin', supplierNotes: 'secret', margin: 0.5 };
    const zip = await zipOf({ 'manifest.json': manifest({ recipes: 2, inventory: 1 }), 'recipes.json': [padded, proto], 'inventory.json': [paddedItem] });
    const res = await restore(target.info, zip);
    expect(res.status).toBe(200);
    expect(res.data.summary.recipesRestored).toBe(1);
    expect(res.data.summary.inventoryRestored).toBe(1);
    expect(res.data.errors).toEqual([expect.stringMatching(/^recipes\.json record 2 '__proto__' was not restored: id: /)]);
    // What a guest reads of the restored drink is what the API itself would have stored.
    const asGuest = await api<Record<string, unknown>[]>('GET', '/recipes', { stack: target.info, as: 'customer' });
    const shown = asGuest.data.find((r) => r.id === padded.id)!;
    expect(shown).toBeDefined();
    for (const key of Object.keys(extras)) expect(Object.prototype.hasOwnProperty.call(shown, key)).toBe(false);
    expect(asGuest.data.some((r) => r.id === '__proto__')).toBe(false);
    const stored = (await on(target.info).call('GET', `/inventory/${paddedItem.id}?category=${String(item.category)}`)).data as Record<string, unknown>;
    expect(stored.supplierNotes).toBeUndefined();
    expect(stored.margin).toBeUndefined();
  });

  test('a backup re-packed with the zip command line tool restores the same data', async () => {
    const dir = join(scratch, 'repack');
    const folder = join(dir, 'tipsy-tap-backup');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(dir, 'original.zip'), sourceBackup.bytes);
    execFileSync('unzip', ['-q', join(dir, 'original.zip'), '-d', folder]);
    // The files at the top of the zip, and (as "compress this folder" makes it) inside one folder.
    execFileSync('zip', ['-q', '-r', join(dir, 'flat.zip'), '.'], { cwd: folder });
    execFileSync('zip', ['-q', '-r', join(dir, 'nested.zip'), 'tipsy-tap-backup'], { cwd: dir });

    const flat = await restore(target.info, readFileSync(join(dir, 'flat.zip')), { clearExistingData: true });
    expect(flat.status).toBe(200);
    expect(flat.data).toEqual({ success: true, complete: true, summary: expectedSummary(sourceBackup.contents.manifest.counts), errors: [], warnings: [] });
    // clearExistingData removed the extra recipe of the previous test.
    const state = await stateOf(target.info);
    expect(state.data).toEqual(sourceBackup.contents.data);
    expect(state.images).toEqual(sourceBackup.contents.images);

    const nested = await restore(target.info, readFileSync(join(dir, 'nested.zip')), { overwriteExisting: true });
    expect(nested.status).toBe(200);
    expect(nested.data.summary).toEqual(expectedSummary(sourceBackup.contents.manifest.counts));
  });

  test('restoreImages false leaves the images out', async () => {
    const res = await restore(target.info, sourceBackup.bytes, { overwriteExisting: true, restoreImages: false });
    expect(res.data.summary.imagesRestored).toBe(0);
    expect(res.data.summary.recipesRestored).toBe(sourceBackup.contents.manifest.counts.recipes);
  });
});

describe('refusals change nothing', () => {
  let before: Awaited<ReturnType<typeof stateOf>>;
  beforeAll(async () => {
    before = await stateOf(target.info);
  });
  afterEach(async () => {
    expect(await stateOf(target.info)).toEqual(before);
  });

  const clearing = { clearExistingData: true, overwriteExisting: true };

  test('a file that is not a zip', async () => {
    const res = await restore(target.info, Buffer.from('This is a text file, not a backup.'), clearing);
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe('Please select a valid ZIP backup file');
  });

  test('no file at all', async () => {
    const res = await api('POST', '/restore', { stack: target.info, body: { options: clearing } });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe('Please select a backup file first');
  });

  test('a zip that is not a backup of this app', async () => {
    for (const zip of [
      await zipOf({ 'readme.txt': 'hello', 'recipes.json': [] }),
      await zipOf({ 'manifest.json': { ...manifest(), format: 'some-other-app' }, 'recipes.json': [] }),
      await zipOf({ 'manifest.json': 'not json', 'recipes.json': [] }),
    ]) {
      const res = await restore(target.info, zip, clearing);
      expect(res.status).toBe(422);
      expect(res.json?.error).toMatch(/not a backup of this app/);
    }
  });

  test('a backup of a newer format version', async () => {
    const res = await restore(target.info, await zipOf({ 'manifest.json': { ...manifest(), version: 2 }, 'recipes.json': [] }), clearing);
    expect(res.status).toBe(422);
    expect(res.json?.error).toMatch(/newer version/);
  });

  test('a data file that is not a list', async () => {
    const res = await restore(target.info, await zipOf({ 'manifest.json': manifest(), 'recipes.json': { id: 'x' } }), clearing);
    expect(res.status).toBe(422);
    expect(res.json?.error).toMatch(/recipes\.json in the backup is not a list/);
  });

  test('an entry whose name escapes the folder', async () => {
    const zip = await zipOf({ 'manifest.json': manifest(), 'recipes.json': [], '../evil.json': { pwned: true } });
    const res = await restore(target.info, zip, clearing);
    expect(res.status).toBe(422);
    expect(res.json?.error).toMatch(/unsafe entry name \('\.\.\/(evil\.json)?'\)/);
  });

  test('a zip bomb: 300 MB of zeros, small on the wire', async () => {
    const zip = await zipOf({ 'manifest.json': manifest(), 'recipes.json': [], 'images/recipe-images/zeros.png': Buffer.alloc(300 * MB) });
    expect(zip.length).toBeLessThan(2 * MB);
    const res = await restore(target.info, zip, clearing);
    expect(res.status).toBe(413);
    expect(res.json?.error).toMatch(/unpacks to 300(\.\d)? MB, more than the 200 MB/);
  });

  test('a zip whose directory understates what an entry unpacks to', async () => {
    const zip = await zipOf({ 'manifest.json': manifest(), 'orders.json': `[${' '.repeat(20 * MB)}]` });
    // Rewrite the declared size of orders.json (central directory and local header) to 1 KB.
    for (const signature of [[0x50, 0x4b, 0x01, 0x02, 46, 24, 28], [0x50, 0x4b, 0x03, 0x04, 30, 22, 26]] as const) {
      const [a, b, c, d, headerLength, sizeAt, nameLengthAt] = signature;
      let at = -1;
      while ((at = zip.indexOf(Buffer.from([a, b, c, d]), at + 1)) >= 0) {
        const name = zip.subarray(at + headerLength, at + headerLength + zip.readUInt16LE(at + nameLengthAt)).toString();
        if (name === 'orders.json') zip.writeUInt32LE(1024, at + sizeAt);
      }
    }
    const res = await restore(target.info, zip, clearing);
    expect(res.status).toBe(413);
    expect(res.json?.error).toMatch(/orders\.json' unpacks to more than the 1024 bytes it declares/);
  });

  test('a record that passes the rules but no database would store (6,000 levels deep, or over 1.5 MB): refused up front, naming it', async () => {
    const item = sourceBackup.contents.data['inventory.json']!.find((i) => i.name === 'Backup House Gin')!;
    // Built as text: JSON.stringify itself overflows on 6,000 levels.
    const deep = `${'['.repeat(6000)}0${']'.repeat(6000)}`;
    const poison = JSON.stringify({ ...item, id: 'poison-deep' }).replace(/}$/, `,"extra":${deep}}`);
    const res = await restore(target.info, await zipOf({ 'manifest.json': manifest(), 'inventory.json': `[${JSON.stringify(item)},${poison}]` }), clearing);
    expect(res.status).toBe(422);
    expect(res.json?.error).toBe("inventory.json record 2 'poison-deep' cannot be stored: it nests 6001 levels deep (at most 32). Nothing was restored.");

    // Fields no route stores are dropped before the size is measured (a 2 MB note would simply go); an order's
    // own history can still grow past what Cosmos stores in one document.
    const noted = await restore(target.info, await zipOf({ 'manifest.json': manifest(), 'inventory.json': [{ ...item, id: 'poison-noted', notes: 'x'.repeat(2 * MB) }] }), {
      overwriteExisting: true,
    });
    expect(noted.status).toBe(200);
    const stored = (await on(target.info).call('GET', `/inventory/poison-noted?category=${String(item.category)}`)).data as Record<string, unknown>;
    expect(stored.notes).toBeUndefined();
    const notedPath = `/inventory/poison-noted?category=${String(item.category)}`;
    expect((await on(target.info).call('DELETE', notedPath, { headers: await versionNow(notedPath, { stack: target.info }) })).status).toBe(204);

    const move = (i: number) => ({
      at: new Date(Date.UTC(2026, 10, 20, 20, 0, i)).toISOString(),
      by: { id: 'bartender-1', name: 'b'.repeat(200) },
      from: 'preparing',
      to: 'ready',
      stock: Array.from({ length: 200 }, () => ({ inventoryItemId: 'gin', name: 'g'.repeat(200), unit: 'ml', before: 1, after: 0 })),
    });
    const order = {
      id: 'poison-huge',
      date: '2026-11-20',
      items: [{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 10 }],
      status: 'completed',
      totalPrice: 10,
      customerId: 'guest-1',
      customerName: 'Guest',
      createdAt: '2026-11-20T20:00:00.000Z',
      history: Array.from({ length: 100 }, (_, i) => move(i)),
    };
    const huge = await restore(target.info, await zipOf({ 'manifest.json': manifest(), 'orders.json': [order] }), clearing);
    expect(huge.status).toBe(422);
    expect(huge.json?.error).toMatch(/^orders\.json record 1 'poison-huge' cannot be stored: it is [\d.]+ MB \(at most 1\.5 MB per record\)\. Nothing was restored\.$/);

    // Restore still works afterwards: nothing of the poison backup is left to replay.
    const again = await restore(target.info, sourceBackup.bytes);
    expect(again.status).toBe(200);
  });

  test('a record bomb: 20 KB on the wire, 20 million records unpacked, is refused without hurting the API', async () => {
    const zip = await zipOf({ 'manifest.json': manifest(), 'orders.json': Buffer.from(`[${'{},'.repeat(20_000_000)}{}]`) }, { compressionOptions: { level: 9 } });
    expect(zip.length).toBeLessThan(200 * 1024);
    const res = await restore(target.info, zip, clearing);
    expect(res.status).toBe(413);
    expect(res.json?.error).toBe('orders.json in the backup holds more than 100,000 records; a restore accepts at most that many per file. Nothing was restored.');
    expect((await on(target.info).call('GET', '/health', { as: 'anonymous' })).status).toBe(200);
  }, 60_000);

  test('more than 10,000 entries', async () => {
    const files: Record<string, unknown> = { 'manifest.json': manifest(), 'recipes.json': [] };
    for (let i = 0; i < 10_001; i++) files[`images/recipe-images/${i}.png`] = PNG;
    const res = await restore(target.info, await zipOf(files, { compression: 'STORE' }), clearing);
    expect(res.status).toBe(413);
    expect(res.json?.error).toMatch(/at most 10000/);
  });
});

describe('chunked restore of a backup over 10 MB', () => {
  const CHUNK = 5 * MB;
  const chunk = (sessionId: string, bytes: Buffer, chunkIndex: number, totalChunks: number, options: Record<string, boolean> = {}) =>
    api<RestoreChunkProgress | RestoreResult>('POST', '/restore/chunk', {
      stack: target.info,
      body: { sessionId, chunkIndex, totalChunks, chunkData: bytes.subarray(chunkIndex * CHUNK, (chunkIndex + 1) * CHUNK).toString('base64'), options },
    });

  test('chunks are collected across requests and the last one answers the restore result', async () => {
    // Pad the source with large images of random (incompressible) bytes.
    for (let i = 0; i < 3; i++) await upload(source.info, Buffer.concat([PNG, randomBytes(4 * MB)]), 'recipe', `large ${i}.png`);
    const big = await download(source.info);
    expect(big.bytes.length).toBeGreaterThan(10 * MB);
    const contents = await contentsOf(big.bytes);
    const totalChunks = Math.ceil(big.bytes.length / CHUNK);
    expect(totalChunks).toBe(3);
    const sessionId = randomUUID();

    // Every chunk carries the options of the upload (fixed by its first chunk).
    const options = { clearExistingData: true };
    // Out of range, and a total that changes midway, are refused.
    expect((await chunk(sessionId, big.bytes, totalChunks, totalChunks, options)).status).toBe(400);
    const first = await chunk(sessionId, big.bytes, 0, totalChunks, options);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ received: 1, totalChunks, complete: false });
    // A repeated chunk is ignored.
    expect((await chunk(sessionId, big.bytes, 0, totalChunks, options)).data).toEqual({ received: 1, totalChunks, complete: false });
    const changed = await api('POST', '/restore/chunk', {
      stack: target.info,
      body: { sessionId, chunkIndex: 1, totalChunks: totalChunks + 1, chunkData: 'AAAA', options },
    });
    expect(changed.status).toBe(409);

    // The chunks may arrive in any order.
    expect((await chunk(sessionId, big.bytes, 2, totalChunks, options)).data).toEqual({ received: 2, totalChunks, complete: false });
    const last = await chunk(sessionId, big.bytes, 1, totalChunks, options);
    expect(last.status).toBe(200);
    expect(last.data).toEqual({ success: true, complete: true, summary: expectedSummary(contents.manifest.counts), errors: [], warnings: [] });
    expect(contents.manifest.counts.images).toBe(5);

    const state = await stateOf(target.info);
    expect(state.data).toEqual(contents.data);
    expect(state.images).toEqual(contents.images);

    // The finished session is gone: the same id starts over.
    expect((await chunk(sessionId, big.bytes, 0, totalChunks)).data).toEqual({ received: 1, totalChunks, complete: false });
  });

  test('the first chunk fixes the options: a later chunk with other options is refused and changes nothing', async () => {
    const sessionId = randomUUID();
    const send = (chunkIndex: number, options: Record<string, boolean>) =>
      api<RestoreChunkProgress>('POST', '/restore/chunk', { stack: target.info, body: { sessionId, chunkIndex, totalChunks: 3, chunkData: 'AAAA', options } });
    expect((await send(0, { overwriteExisting: false })).data).toEqual({ received: 1, totalChunks: 3, complete: false });
    const other = await send(1, { overwriteExisting: true, clearExistingData: true });
    expect(other.status).toBe(409);
    expect(other.json?.error).toBe(
      'This upload was started with other restore options (overwriteExisting false, clearExistingData false, restoreImages true). Send every chunk with the same options, or start a new upload.',
    );
    // The refused chunk was not kept: the same chunk with the session's options is the second one.
    expect((await send(1, {})).data).toEqual({ received: 2, totalChunks: 3, complete: false });
  });

  test('only managers send chunks; a guest or a bartender who knows a session id changes nothing', async () => {
    const sessionId = randomUUID();
    const body = (chunkIndex: number) => ({ sessionId, chunkIndex, totalChunks: 2, chunkData: 'AAAA', options: {} });
    expect((await api('POST', '/restore/chunk', { stack: target.info, body: body(0) })).status).toBe(200);
    for (const as of ['customer', 'bartender'] as const) {
      expect((await api('POST', '/restore/chunk', { stack: target.info, as, body: body(1) })).status).toBe(403);
    }
    expect((await api<RestoreChunkProgress>('POST', '/restore/chunk', { stack: target.info, body: body(0) })).data).toEqual({ received: 1, totalChunks: 2, complete: false });
  });

  test('a chunk over 5 MB is refused', async () => {
    const res = await api('POST', '/restore/chunk', {
      stack: target.info,
      body: { sessionId: randomUUID(), chunkIndex: 0, totalChunks: 2, chunkData: Buffer.alloc(CHUNK + 1).toString('base64'), options: {} },
    });
    expect(res.status).toBe(413);
  });
});

describe('a restore does not hold up anyone else', () => {
  test('while a large backup is checked, a guest reading the menu is answered first', async () => {
    // 90,000 valid inventory items (just under the per-file limit), then a file that refuses the backup: all of the
    // time goes into checking, nothing is written.
    const items = Array.from({ length: 90_000 }, (_, i) => ({ id: `load-${i}`, name: `Load ${i}`, category: 'other', quantity: 1, unit: 'ml' }));
    const zip = await zipOf({ 'manifest.json': manifest(), 'inventory.json': items, 'orders.json': { not: 'a list' } });
    const order: string[] = [];
    const body = JSON.stringify({ zipData: zip.toString('base64'), options: { clearExistingData: true } });
    const token = await tokenFor('manager', target.info);
    await tokenFor('customer', target.info);
    let uploaded!: () => void;
    const sent = new Promise<void>((resolve) => (uploaded = resolve));
    const restoring = new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${target.info.appUrl}/api/restore`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Authorization': `Bearer ${token}` },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => {
          order.push('restore');
          resolve(res.statusCode ?? 0);
        });
      });
      req.on('error', reject);
      req.end(body, () => uploaded());
    });
    // Once the manager's upload has been handed over, a guest asks for the menu.
    await sent;
    const menu = await on(target.info).call('GET', '/recipes', { as: 'customer' });
    order.push('menu');
    expect(menu.status).toBe(200);
    expect(await restoring).toBe(422);
    expect(order).toEqual(['menu', 'restore']);
  }, 120_000);
});

describe('the audit trail', () => {
  type Entry = { action: string; actor: { name: string }; details?: { outcome?: string; summary?: Record<string, number>; errors?: string[]; error?: string } };
  const restores = async () => (await on(target.info).call<Entry[]>('GET', '/audit')).data.filter((e) => e.action === 'restore');

  test('records every restore: partial (some records refused), refused, and complete', async () => {
    const before = (await restores()).length;
    const recipe = sourceBackup.contents.data['recipes.json']!.find((r) => r.name === 'Backup House Sour')!;
    const partial = await restore(target.info, await zipOf({ 'manifest.json': manifest(), 'recipes.json': [{ ...recipe, id: `audited-${randomUUID()}` }, { ...recipe, id: 'bad-price', price: -1 }] }));
    expect(partial.status).toBe(200);
    expect(partial.data.success).toBe(false);
    const refused = await restore(target.info, Buffer.from('not a zip'));
    expect(refused.status).toBe(400);

    const after = await restores();
    expect(after.length).toBe(before + 2);
    // Newest first.
    expect(after[0]).toMatchObject({ actor: { name: 'Morgan Manager' }, details: { outcome: 'refused', error: 'Please select a valid ZIP backup file' } });
    expect(after[1]).toMatchObject({
      actor: { name: 'Morgan Manager' },
      details: { outcome: 'partial', summary: { recipesRestored: 1 }, errors: ["recipes.json record 2 'bad-price' was not restored: price: must be at least 0.01"] },
    });
  });
});

describe('permissions', () => {
  // Every row has all three values: a shorter row would make Jest pass its `done` callback as the body.
  const routes: Array<[string, string, unknown]> = [
    ['GET', '/backup', undefined],
    ['POST', '/restore', { zipData: 'AAAA', options: { clearExistingData: true } }],
    ['POST', '/restore/chunk', { sessionId: randomUUID(), chunkIndex: 0, totalChunks: 1, chunkData: 'AAAA', options: {} }],
  ];
  test.each(routes)('%s %s: 401 without a token, 403 for a customer or a bartender', async (method, path, body) => {
    for (const [as, status] of [['anonymous', 401], ['customer', 403], ['bartender', 403]] as const) {
      const res = await api(method, path, { stack: target.info, as, body });
      expect(res.status).toBe(status);
    }
  });
});
