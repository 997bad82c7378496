import JSZip from 'jszip';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InventoryItem, RecipeWithAvailability, RestoreResult } from '@bar/domain';
import { api, tokenFor, type ApiResponse, type CallOptions } from '../support/api';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * The menu's request budget does not grow with the menu (docs/adr/0012-catalog-change-marker.md): an unchanged
 * `GET /recipes` is one point read with the demo bar's drinks and with 2,000 more, with or without the caller's
 * ETag; so is an unchanged `GET /inventory`. A stack of its own: 2,000 drinks would crowd the shared stack's menu
 * for every other suite, and no other suite's writes move its catalog marker, so the counts are exact.
 */
let stackChild: ChildProcess | undefined;
let dataDir: string;
let stack: StackInfo;

const cosmos = (res: ApiResponse) => {
  const header = res.headers.get('x-cosmos-requests');
  if (header === null) throw new Error('X-Cosmos-Requests is missing');
  return Number(header);
};
const on = (options: CallOptions = {}): CallOptions => ({ ...options, stack });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-menu-size-'));
  const { child, info } = await startStackProcess({ DATA_DIR: dataDir, AUTH_MODE: 'oidc', EXPOSE_COSMOS_REQUEST_COUNT: '1' });
  stackChild = child;
  stack = info;
  await Promise.all((['customer', 'manager'] as const).map((user) => tokenFor(user, stack)));
}, 180_000);

afterAll(async () => {
  if (stackChild) await stopStackProcess(stackChild);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** A menu read after a change, then twice unchanged (without and with the ETag): the Cosmos requests of each. */
async function menuReads() {
  const first = await api<RecipeWithAvailability[]>('GET', '/recipes', on({ as: 'customer' }));
  const again = await api<RecipeWithAvailability[]>('GET', '/recipes', on({ as: 'customer' }));
  const conditional = await api('GET', '/recipes', on({ as: 'customer', headers: { 'If-None-Match': again.headers.get('etag')! } }));
  const stockAgain = await api<InventoryItem[]>('GET', '/inventory', on({ as: 'manager' }));
  const stockUnchanged = await api<InventoryItem[]>('GET', '/inventory', on({ as: 'manager' }));
  expect([first.status, again.status, conditional.status, stockUnchanged.status]).toEqual([200, 200, 304, 200]);
  expect(again.data).toEqual(first.data);
  expect(stockUnchanged.headers.get('etag')).toBe(stockAgain.headers.get('etag'));
  return {
    drinks: first.data.length,
    afterChange: cosmos(first),
    unchanged: cosmos(again),
    unchanged304: cosmos(conditional),
    stockUnchanged: cosmos(stockUnchanged),
  };
}

/** Adds drinks through a restore (one request; creating 2,000 drinks one call at a time would take minutes). */
async function addDrinks(count: number, item: InventoryItem) {
  const backup = await fetch(`${stack.appUrl}/api/backup`, { headers: { 'X-Authorization': `Bearer ${await tokenFor('manager', stack)}` } });
  expect(backup.status).toBe(200);
  const zip = await JSZip.loadAsync(Buffer.from(await backup.arrayBuffer()));
  const recipes = JSON.parse(await zip.file('recipes.json')!.async('string')) as Array<Record<string, unknown>>;
  const now = new Date().toISOString();
  for (let i = 0; i < count; i += 1) {
    recipes.push({
      id: `size-${randomUUID()}`,
      name: `Size drink No. ${i + 1}`,
      description: 'A drink of the menu-size budget.',
      category: 'cocktail',
      price: 9 + (i % 7),
      prepTime: 3,
      ingredients: [{ inventoryItemId: item.id, quantity: 1, unit: 'ml' }],
      instructions: ['Stir.'],
      isAvailable: true,
      createdAt: now,
      updatedAt: now,
    });
  }
  zip.file('recipes.json', JSON.stringify(recipes));
  const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as { counts?: Record<string, number> };
  if (manifest.counts) manifest.counts.recipes = recipes.length;
  zip.file('manifest.json', JSON.stringify(manifest));
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  const res = await api<RestoreResult>('POST', '/restore', on({ body: { zipData: bytes.toString('base64'), options: {} } }));
  expect(res.status).toBe(200);
  expect(res.data.errors).toEqual([]);
}

test('an unchanged menu and stock list cost one point read with the demo bar and with 2,000 more drinks', async () => {
  const item = await api<InventoryItem>('POST', '/inventory', on({ body: { name: `Size rum ${randomUUID()}`, category: 'spirit', quantity: 1_000_000, unit: 'ml', cost: 0.02 } }));
  expect(item.status).toBe(201);
  const small = await menuReads();
  expect(small.drinks).toBeGreaterThan(0);
  expect(small.drinks).toBeLessThan(100);

  await addDrinks(2_000, item.data);
  const large = await menuReads();
  expect(large.drinks).toBe(small.drinks + 2_000);

  for (const reads of [small, large]) {
    // After a change: the marker, the recipes, the stock and the orders on their way (ADR 19).
    expect(reads.afterChange).toBeLessThanOrEqual(4);
    expect([reads.unchanged, reads.unchanged304, reads.stockUnchanged]).toEqual([1, 1, 1]);
  }
}, 300_000);
