import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import JSZip from 'jszip';
import type { InventoryItem, Order, RecipeWithAvailability, RestoreResult } from '@bar/domain';
import { api, deleteAsRead, tokenFor } from '../support/api';
import { readStackInfo } from '../support/stack-info';

/**
 * Property-based hostile restore content: backups whose records (copies of records the bar holds) are mutated
 * with hostile values (deep nesting, huge strings, wrong types, prototype keys, unknown fields) are refused
 * (the record named in the errors, or the whole backup with a 4xx) or kept as they are; never a 5xx, and the
 * data stays as it was. The restores run without overwriteExisting, so a mutation the rules accept (an unknown
 * field) meets a record that exists and is kept: whatever the answer, nothing may change.
 */

const RUNS = Number(process.env.HOSTILE_RUNS ?? 60);
const MB = 1024 * 1024;
const FILES = { users: 'users.json', inventory: 'inventory.json', recipes: 'recipes.json', orders: 'orders.json' } as const;
type Kind = keyof typeof FILES;

const nested = (depth: number) => `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`;

/** Hostile values, as JSON text (so that 6,000 levels and __proto__ keys survive). */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }).map((v) => JSON.stringify(v)),
  fc.string({ minLength: 200, maxLength: 2000 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(JSON.stringify('x'.repeat(2 * MB)), JSON.stringify('é'.repeat(MB))),
  fc.constantFrom('""', '"   "', 'null', 'true', 'false', '0', '-1', '1e308', '-1e308', '5e-324', '9007199254740993', '[]', '{}'),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.integer({ min: 20, max: 400 }).map(nested),
  fc.constantFrom(nested(6000), nested(33)),
  fc.constantFrom('{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}', '[{"__proto__":{"isAdmin":true}}]'),
  fc.constantFrom('"<script>alert(1)</script>"', `"'; DROP TABLE c; --"`, '"../../etc/passwd"', '"\\u0000\\uffff"', JSON.stringify('💥'.repeat(50))),
);

/** A record's JSON text with one field replaced, removed, or a hostile or polluting key added. */
function mutated(record: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(record).filter((k) => k !== 'id');
  const without = (...keys: string[]) => {
    const copy = { ...record };
    for (const key of keys) delete copy[key];
    return copy;
  };
  /** The base record's JSON with fields appended as raw JSON text. */
  const withFields = (base: Record<string, unknown>, fields: Array<[string, string]>) =>
    JSON.stringify(base).replace(/}$/, `${fields.map(([key, text]) => `,${JSON.stringify(key)}:${text}`).join('')}}`);
  return fc.oneof(
    fc.record({ key: fc.constantFrom(...fields), text: hostileText }).map(({ key, text }) => withFields(without(key), [[key, text]])),
    fc.constantFrom(...fields).map((key) => JSON.stringify(without(key))),
    fc.record({ key: fc.constantFrom('__proto__', 'constructor', 'prototype', '_rid', 'ttl'), text: hostileText }).map(({ key, text }) => withFields(record, [[key, text]])),
    fc.record({ key: fc.string({ minLength: 1, maxLength: 30 }), text: hostileText }).map(({ key, text }) => withFields(without(key), [[key, text]])),
    fc
      .record({ a: fc.constantFrom(...fields), b: fc.constantFrom(...fields), ta: hostileText, tb: hostileText })
      .filter(({ a, b }) => a !== b)
      .map(({ a, b, ta, tb }) => withFields(without(a, b), [[a, ta], [b, tb]])),
  );
}

let records: Record<Kind, Record<string, unknown>>;

async function snapshot(): Promise<string> {
  const [inventory, recipes, users, orders] = await Promise.all([api('GET', '/inventory'), api('GET', '/recipes'), api('GET', '/users'), api('GET', '/orders?view=all&role=bar_manager')]);
  return JSON.stringify([inventory.data, recipes.data, users.data, orders.data]);
}

beforeAll(async () => {
  // Signing in files the user.
  expect((await api('GET', '/me')).status).toBe(200);
  const item = (await api<InventoryItem>('POST', '/inventory', { body: { name: `Hostile restore ${randomUUID()}`, category: 'mixer', quantity: 500 } })).data;
  const recipe = (
    await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `Hostile restore drink ${randomUUID()}`, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: item.id, quantity: 10, unit: 'ml' }] },
    })
  ).data;
  const placed = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 1 }] } });
  expect([placed.status, placed.json?.error]).toEqual([201, undefined]);
  const order = placed.data;
  // The records as a backup holds them.
  const { appUrl } = readStackInfo();
  const res = await fetch(`${appUrl}/api/backup`, { headers: { 'X-Authorization': `Bearer ${await tokenFor('manager')}` } });
  expect(res.status).toBe(200);
  const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
  const read = async (kind: Kind) => JSON.parse(await zip.file(FILES[kind])!.async('string')) as Array<Record<string, unknown>>;
  records = {
    inventory: (await read('inventory')).find((r) => r.id === item.id)!,
    recipes: (await read('recipes')).find((r) => r.id === recipe.id)!,
    orders: (await read('orders')).find((r) => r.id === order.id)!,
    users: (await read('users'))[0]!,
  };
  for (const kind of Object.keys(FILES) as Kind[]) expect([kind, typeof records[kind]]).toEqual([kind, 'object']);
}, 60_000);

async function backupOf(kind: Kind, recordText: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('manifest.json', JSON.stringify({ format: 'bar-app-backup', version: 1, createdAt: new Date().toISOString() }));
  zip.file(FILES[kind], `[${recordText}]`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

test.each(Object.keys(FILES) as Kind[])('hostile %s records are refused or kept, never a 5xx, and nothing changes', async (kind) => {
  const before = await snapshot();
  const seen = new Set<number>();
  await fc.assert(
    fc.asyncProperty(mutated(records[kind]), async (text) => {
      const zip = await backupOf(kind, text);
      const res = await api<RestoreResult>('POST', '/restore', { body: { zipData: zip.toString('base64'), options: { overwriteExisting: false, clearExistingData: false, restoreImages: false } } });
      seen.add(res.status);
      const shown = text.slice(0, 300);
      if (res.status >= 500 || res.status < 200) throw new Error(`${kind}: answered ${res.status} to ${shown}`);
      if (res.status >= 400) {
        if (typeof res.json?.error !== 'string' || res.json.error.length === 0) throw new Error(`${kind}: no error message for ${shown}`);
        if (/\n\s+at |Error:|ECONN|undefined|\[object Object\]/.test(res.json.error)) throw new Error(`${kind}: leaked internals: ${res.json.error}`);
        return;
      }
      const written = Object.values(res.data.summary).reduce((a, b) => a + b, 0);
      if (written !== 0) throw new Error(`${kind}: wrote ${written} records for ${shown}`);
      if (res.data.errors.length + res.data.warnings.length === 0) throw new Error(`${kind}: neither refused nor kept: ${shown}`);
    }),
    { numRuns: RUNS },
  );
  expect(await snapshot()).toBe(before);
  expect([...seen].every((s) => s < 500)).toBe(true);
}, 300_000);

test('a restored record never carries a __proto__ key, and nothing is polluted', async () => {
  const fresh: Record<string, unknown> = { ...records.inventory, id: `sanitised-${randomUUID()}` };
  const at = `/inventory/${String(fresh.id)}?category=${String(fresh.category)}`;
  const text = JSON.stringify(fresh).replace(/}$/, ',"__proto__":{"polluted":"yes"},"extra":{"__proto__":{"polluted":"yes"},"keep":1}}');
  const res = await api<RestoreResult>('POST', '/restore', { body: { zipData: (await backupOf('inventory', text)).toString('base64'), options: { restoreImages: false } } });
  expect(res.status).toBe(200);
  expect(res.data.summary.inventoryRestored).toBe(1);
  const stored = await api<Record<string, unknown>>('GET', at);
  expect(stored.status).toBe(200);
  expect(JSON.stringify(stored.data)).not.toContain('polluted');
  // A field no route stores is not stored by a restore either.
  expect(stored.data.extra).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(stored.data, '__proto__')).toBe(false);
  expect((await deleteAsRead(at)).status).toBeLessThan(300);
});
