import JSZip from 'jszip';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { SignJWT, importJWK, type JWK } from 'jose';
import { MAX_PERSON_NAME_LENGTH, PLAIN_TEXT_MESSAGE, plainTextProblem, type InventoryItem, type Order, type RecipeWithAvailability, type RestoreResult, type User } from '@bar/domain';
import { api, type CallOptions } from '../support/api';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * One set of limits for what the API writes and what a restore accepts, on a stack of this suite's own (it
 * restores over its data): data written through the API at every limit (a token's name of 3,000 characters with
 * control characters, stock at its maximum, the longest names and notes, the smallest price) is backed up and
 * restored without an error; what would break a limit is refused where it enters, with a message that says why.
 */
let child: ChildProcess;
let stack: StackInfo;
let dir: string;
let signingKey: { key: CryptoKey; kid?: string };

const on = (options: CallOptions = {}): CallOptions => ({ ...options, stack });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bar-limits-rt-'));
  ({ child, info: stack } = await startStackProcess({ DATA_DIR: dir, AUTH_MODE: 'oidc' }));
  const jwk = JSON.parse(readFileSync(join(stack.dataDir, 'idp', 'signing-key.json'), 'utf8')) as JWK;
  signingKey = { key: (await importJWK(jwk, 'RS256')) as CryptoKey, ...(jwk.kid ? { kid: jwk.kid } : {}) };
}, 120_000);

afterAll(async () => {
  if (child) await stopStackProcess(child);
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** A guest's token as the provider would issue it, with the name claim given (Entra allows 256 characters; any issuer more). */
async function guestToken(oid: string, name: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ oid, name, roles: ['Customer'], scp: 'access_as_user', azp: 'bar-app-spa', ver: '2.0' })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(signingKey.kid ? { kid: signingKey.kid } : {}) })
    .setSubject(oid)
    .setIssuer(stack.idpUrl!)
    .setAudience('api://bar-app')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 600)
    .sign(signingKey.key);
}

async function asGuest<T>(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack.appUrl}/api${path}`, {
    method,
    headers: { 'X-Authorization': `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data?: T; error?: string };
  return { status: res.status, data: json.data as T, error: json.error };
}

const name = (prefix: string, length: number) => `${prefix} ${'x'.repeat(length - prefix.length - 1)}`;

async function download(): Promise<Buffer> {
  const res = await fetch(`${stack.appUrl}/api/backup`, { headers: { 'X-Authorization': `Bearer ${await (await import('../support/api')).tokenFor('manager', stack)}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const restore = (zip: Buffer, options: Record<string, boolean> = { overwriteExisting: true, restoreImages: false }) =>
  api<RestoreResult>('POST', '/restore', on({ body: { zipData: zip.toString('base64'), options } }));

test('data written through the API at every limit is backed up and restored without an error', async () => {
  // A guest whose token's name is 3,000 characters with control and direction characters.
  const guest = await guestToken(`limits-guest-${randomUUID()}`, `Ana\u0000\u0007\n\u202eLópez ${'y'.repeat(3000)}`);
  const me = await asGuest<User>(guest, 'GET', '/me');
  expect(me.status).toBe(200);
  expect(me.data.name.length).toBe(MAX_PERSON_NAME_LENGTH);
  expect(plainTextProblem(me.data.name, MAX_PERSON_NAME_LENGTH)).toBeUndefined();

  // An item with the longest name, its stock at the most it may hold; one more delivered is refused.
  const item = await api<InventoryItem>('POST', '/inventory', on({ body: { name: name('Limits rum', 100), category: 'spirit', quantity: 999_000, unit: 'ml', cost: 0.02 } }));
  expect(item.status).toBe(201);
  const full = await api('POST', '/stock/deliveries', on({ body: { id: `delivery-${randomUUID()}`, inventoryItemId: item.data.id, quantity: 1000, unitCost: 0.02 } }));
  expect(full.status).toBe(201);
  const over = await api('POST', '/stock/deliveries', on({ body: { id: `delivery-${randomUUID()}`, inventoryItemId: item.data.id, quantity: 1, unitCost: 0.02 } }));
  expect(over.status).toBe(400);
  expect(over.json?.error).toMatch(/^quantity: .* would hold more than the 1,?000,?000 ml an item's stock may hold$/);
  const wasted = await api('POST', '/stock/waste', on({ body: { id: `waste-${randomUUID()}`, inventoryItemId: item.data.id, quantity: 30, reason: 'spill', note: 'n'.repeat(200) } }));
  expect(wasted.status).toBe(201);

  // A drink at the smallest price, with the longest name and description.
  const recipe = await api<RecipeWithAvailability>(
    'POST',
    '/recipes',
    on({ body: { name: name('Limits daiquiri', 100), description: 'd'.repeat(1000), category: 'cocktail', price: 0.01, ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }] } }),
  );
  expect(recipe.status).toBe(201);

  // The guest's order, with the longest name of their own, made and served.
  const placed = await asGuest<Order>(guest, 'POST', '/orders', { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 2 }], customerNameOverride: 't'.repeat(60) });
  expect(placed.status).toBe(201);
  expect(placed.data.customerName).toBe(me.data.name);
  for (const status of ['preparing', 'ready', 'served']) {
    expect((await api('PATCH', `/orders/${placed.data.id}/status?date=${placed.data.date}`, on({ as: 'bartender', body: { status } }))).status).toBe(200);
  }

  const restored = await restore(await download());
  expect(restored.status).toBe(200);
  expect(restored.data.errors).toEqual([]);
  expect(restored.data.success).toBe(true);
  expect(restored.data.summary).toMatchObject({ inventoryRestored: expect.any(Number), ordersRestored: expect.any(Number) });
  expect(restored.data.summary.ordersRestored).toBeGreaterThan(0);
}, 120_000);

test('what would break a limit is refused where it enters, saying why', async () => {
  const bad: Array<[string, string, unknown, RegExp | string]> = [
    ['POST', '/inventory', { name: 'ctl\u0000\u0007name', category: 'spirit' }, `name: ${PLAIN_TEXT_MESSAGE}`],
    ['POST', '/inventory', { name: '\u202eRTL', category: 'spirit' }, `name: ${PLAIN_TEXT_MESSAGE}`],
    ['POST', '/recipes', { name: 'Cheap', price: 0.001, ingredients: [{ inventoryItemId: 'x', quantity: 1 }] }, 'price: must be at least 0.01'],
    ['POST', '/recipes', { name: 'Odd', price: 4.555, ingredients: [{ inventoryItemId: 'x', quantity: 1 }] }, 'price: must have at most 2 decimals'],
    ['POST', '/stock/deliveries', { id: 'summary', inventoryItemId: 'x', quantity: 1, unitCost: 1 }, /^id: /],
    ['POST', '/stock/waste', { id: `waste-${randomUUID()}`, inventoryItemId: 'x', quantity: 1, reason: 'spill', note: 'a\u0000\u202e\nb' }, `note: ${PLAIN_TEXT_MESSAGE}`],
    ['POST', '/orders', { id: randomUUID(), items: [{ recipeId: 'x', quantity: 1 }], customerNameOverride: '\u202eevil\u200b' }, `customerNameOverride: ${PLAIN_TEXT_MESSAGE}`],
    ['POST', '/orders', { id: randomUUID(), items: [{ recipeId: 'x', quantity: 1 }], customerNameOverride: 'x'.repeat(61) }, 'customerNameOverride: must be at most 60 characters'],
  ];
  for (const [method, path, body, message] of bad) {
    const res = await api(method, path, on({ body }));
    expect([path, res.status]).toEqual([path, 400]);
    if (typeof message === 'string') expect(res.json?.error).toBe(message);
    else expect(res.json?.error).toMatch(message);
  }
});

test('a restore refuses what the API could not work with, naming the record and the field', async () => {
  const zip = await JSZip.loadAsync(await download());
  const orders = JSON.parse(await zip.file('orders.json')!.async('string')) as Array<Record<string, unknown>>;
  const sample = orders[0]!;
  const ingredients = sample.ingredients as Array<Record<string, unknown>>;
  const poisoned = [
    { ...sample, id: `bad-category-${randomUUID()}`, ingredients: [{ ...ingredients[0], category: '../x' }] },
    { ...sample, id: `far-future-${randomUUID()}`, date: '9999-12-31' },
    { ...sample, id: `long-name-${randomUUID()}`, customerName: 'x'.repeat(3049) },
    // An order no guest could place: its total not what its lines add up to (the sales report sums totals), a line
    // of 500 drinks.
    { ...sample, id: `wrong-total-${randomUUID()}`, totalPrice: 999 },
    { ...sample, id: `huge-line-${randomUUID()}`, items: [{ ...(sample.items as Array<Record<string, unknown>>)[0], quantity: 500 }] },
  ];
  const ledger = [{ kind: 'waste', id: 'summary', date: sample.date, at: sample.createdAt, by: { id: 'manager-1', name: 'M' }, inventoryItemId: 'x', name: 'X', unit: 'ml', quantity: 1, reason: 'spill' }];
  const out = new JSZip();
  out.file('manifest.json', await zip.file('manifest.json')!.async('string'));
  out.file('orders.json', JSON.stringify(poisoned));
  out.file('stock-ledger.json', JSON.stringify(ledger));
  const res = await restore(await out.generateAsync({ type: 'nodebuffer' }), { overwriteExisting: true, restoreImages: false });
  expect(res.status).toBe(200);
  const errors = res.data.errors.join('\n');
  expect(errors).toMatch(/bad-category-.*ingredients\.0\.category: must be one of spirit/);
  expect(errors).toMatch(/far-future-.*date: must not be after today's business date/);
  expect(errors).toMatch(/long-name-.*customerName: must be at most 120 characters/);
  expect(errors).toMatch(/wrong-total-.*totalPrice: must be the sum of its lines \(\d+\.\d\d\)/);
  expect(errors).toMatch(/huge-line-.*items\.0\.quantity: must be at most 20/);
  expect(errors).toMatch(/stock-ledger\.json record 1 'summary' was not restored: id: /);
  expect(res.data.summary.ordersRestored).toBe(0);
  expect(res.data.summary.ledgerRestored).toBe(0);
});
