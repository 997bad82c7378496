import JSZip from 'jszip';
import { BACKUP_RECORD_SCHEMAS } from '@bar/domain';
import { checkBackup } from '../../src/backup/import';
import { refusal } from '../support/refusal';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const OPTIONS = { overwriteExisting: false, clearExistingData: false, restoreImages: true };
/** The time of the check (dates after it are refused). */
const NOW = '2027-01-01T00:00:00.000Z';
const manifest = { format: 'bar-app-backup', version: 1, createdAt: '2026-03-01T20:00:00.000Z' };

async function zipOf(files: Record<string, unknown>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) {
    zip.file(name, Buffer.isBuffer(content) || typeof content === 'string' ? content : JSON.stringify(content));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const refusalOf = (zip: Buffer) => refusal(checkBackup(zip, OPTIONS, NOW));

const item = { id: 'gin', name: 'Gin', category: 'spirit', quantity: 700, unit: 'ml', lowStockThreshold: 50, cost: 0.03, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

describe('checkBackup', () => {
  test('reads a backup packed inside one top folder and ignores Finder litter', async () => {
    const zip = await zipOf({
      'my backup/manifest.json': manifest,
      'my backup/inventory.json': [item],
      'my backup/images/recipe-images/a.png': PNG,
      '__MACOSX/my backup/._manifest.json': 'junk',
      'my backup/.DS_Store': 'junk',
    });
    const checked = await checkBackup(zip, OPTIONS, '2026-03-02T00:00:00.000Z');
    expect(checked.records.inventory).toEqual([{ ...item, appliedOrders: [] }]);
    expect(checked.records.users).toBeNull();
    expect(checked.images.map((i) => `${i.container}/${i.name}`)).toEqual(['recipe-images/a.png']);
    expect(checked.errors).toEqual([]);
    expect(checked.warnings).toEqual(expect.arrayContaining(['users.json is not in the backup: users were left as they are']));
    expect(checked.warnings.some((w) => w.includes('__MACOSX'))).toBe(false);
  });

  test('cleans records: Cosmos fields, ttl and fields no route stores dropped, a user filed under their primary role', async () => {
    const zip = await zipOf({
      'manifest.json': manifest,
      'users.json': [{ id: 'u1', name: 'Ann', personas: ['customer', 'bar_manager'], role: 'customer', _rid: 'x', _etag: 'y', ttl: 5, favourite: 'Negroni' }],
    });
    const checked = await checkBackup(zip, OPTIONS, '2026-03-02T00:00:00.000Z');
    expect(checked.records.users).toEqual([
      { id: 'u1', name: 'Ann', personas: ['customer', 'bar_manager'], role: 'bar_manager', createdAt: '2026-03-02T00:00:00.000Z' },
    ]);
  });

  test('invalid and duplicate records become errors; the others stay', async () => {
    const zip = await zipOf({ 'manifest.json': { ...manifest, counts: { inventory: 2 } }, 'inventory.json': [item, { ...item, name: 'Gin again' }, { ...item, id: 'x', quantity: -1 }] });
    const checked = await checkBackup(zip, OPTIONS, NOW);
    expect(checked.records.inventory).toHaveLength(1);
    expect(checked.errors).toEqual([
      "inventory.json record 2 'gin' was not restored: the id appears more than once",
      "inventory.json record 3 'x' was not restored: quantity: must be 0 or more",
    ]);
    expect(checked.warnings).toContain('inventory.json holds 3 records but the manifest announces 2');
  });

  test('images that are not images, or not where images live, are skipped with a warning', async () => {
    const zip = await zipOf({
      'manifest.json': manifest,
      'images/recipe-images/evil.svg': '<svg onload="alert(1)"/>',
      'images/restore-sessions/x.png': PNG,
      'images/recipe-images/deeper/x.png': PNG,
      'images/inventory-images/ok.png': PNG,
    });
    const checked = await checkBackup(zip, OPTIONS, NOW);
    expect(checked.images.map((i) => i.name)).toEqual(['ok.png']);
    expect(checked.warnings).toEqual(
      expect.arrayContaining([
        'images/recipe-images/evil.svg was skipped: not a JPG, PNG, WebP or GIF image',
        'images/restore-sessions/x.png was skipped: not an image location of this app',
        'images/recipe-images/deeper/x.png was skipped: not an image location of this app',
      ]),
    );
    const without = await checkBackup(zip, { ...OPTIONS, restoreImages: false }, NOW);
    expect(without.images).toEqual([]);
  });

  test('an image whose header says more pixels than a browser should draw is skipped with a warning', async () => {
    const bomb = Buffer.from(PNG);
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    const checked = await checkBackup(await zipOf({ 'manifest.json': manifest, 'images/recipe-images/bomb.png': bomb, 'images/recipe-images/ok.png': PNG }), OPTIONS, NOW);
    expect(checked.images.map((i) => i.name)).toEqual(['ok.png']);
    expect(checked.warnings).toContain('images/recipe-images/bomb.png was skipped: more than 8000 pixels a side or 40 megapixels');
  });

  test('refusals carry their status', async () => {
    expect((await refusalOf(Buffer.from('hello'))).kind).toBe('invalid');
    expect((await refusalOf(await zipOf({ 'inventory.json': [] }))).kind).toBe('unprocessable');
    expect((await refusalOf(await zipOf({ 'manifest.json': { ...manifest, format: 'other' } }))).kind).toBe('unprocessable');
    expect((await refusalOf(await zipOf({ 'manifest.json': manifest, 'orders.json': '{"not": "a list"}' }))).kind).toBe('unprocessable');
    expect((await refusalOf(await zipOf({ 'manifest.json': manifest, '/abs.json': '[]' }))).message).toMatch(/unsafe entry name/);
  });

  test('a record that no database would store refuses the whole backup up front, naming the record', async () => {
    // Built as text: JSON.stringify of 6,000 levels overflows the stack here (which is how such a record fails to be written).
    const deep = `${'['.repeat(6000)}"bottom"${']'.repeat(6000)}`;
    const poison = `[${JSON.stringify(item)},${JSON.stringify({ ...item, id: 'poison' }).replace(/}$/, `,"extra":${deep}}`)}]`;
    const tooDeep = await refusalOf(await zipOf({ 'manifest.json': manifest, 'inventory.json': poison }));
    expect(tooDeep.kind).toBe('unprocessable');
    expect(tooDeep.message).toBe("inventory.json record 2 'poison' cannot be stored: it nests 6001 levels deep (at most 32). Nothing was restored.");

    // Only listed fields are stored, so the size limit is reached through them: an order's long history.
    const move = (i: number) => ({
      at: new Date(Date.UTC(2026, 2, 1, 20, 0, i)).toISOString(),
      by: { id: 'bartender-1', name: 'B' },
      from: 'preparing',
      to: 'ready',
      stock: Array.from({ length: 400 }, () => ({ inventoryItemId: 'gin', name: 'g'.repeat(100), unit: 'ml', before: 1, after: 0 })),
    });
    const huge = {
      id: 'huge',
      date: '2026-03-01',
      items: [{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 10 }],
      status: 'completed',
      totalPrice: 10,
      customerId: 'guest-1',
      customerName: 'Guest',
      createdAt: '2026-03-01T20:00:00.000Z',
      history: Array.from({ length: 40 }, (_, i) => move(i)),
    };
    const tooLarge = await refusalOf(await zipOf({ 'manifest.json': manifest, 'orders.json': [huge] }));
    expect(tooLarge.kind).toBe('unprocessable');
    expect(tooLarge.message).toMatch(/^orders\.json record 1 'huge' cannot be stored: it is [\d.]+ MB \(at most 1\.5 MB per record\)\. Nothing was restored\.$/);
  });

  test('a file of more records than a bar could have is refused before its records are parsed', async () => {
    const bomb = await zipOf({ 'manifest.json': manifest, 'orders.json': `[${'{},'.repeat(2_000_000)}{}]` });
    expect(bomb.length).toBeLessThan(100 * 1024);
    const err = await refusalOf(bomb);
    expect(err.kind).toBe('tooLarge');
    expect(err.message).toBe('orders.json in the backup holds more than 100,000 records; a restore accepts at most that many per file. Nothing was restored.');
  }, 30_000);

  test('refused records: the first 50 are named, the rest counted', async () => {
    const bad = Array.from({ length: 20_000 }, (_, i) => ({ ...item, id: `bad-${i}`, quantity: -1 }));
    const checked = await checkBackup(await zipOf({ 'manifest.json': manifest, 'inventory.json': bad }), OPTIONS, NOW);
    expect(checked.errors).toHaveLength(50);
    expect(checked.errorCount).toBe(20_000);
  }, 30_000);

  test('keys named __proto__ are dropped at every level, and fields no route stores with them', async () => {
    const text = `[{"id":"gin","name":"Gin","category":"spirit","__proto__":{"polluted":1},"extra":{"__proto__":{"polluted":2},"constructor":{"prototype":{"polluted":3}}}}]`;
    const checked = await checkBackup(await zipOf({ 'manifest.json': manifest, 'inventory.json': text }), OPTIONS, '2026-03-02T00:00:00.000Z');
    const [doc] = checked.records.inventory!;
    expect(JSON.stringify(doc)).not.toContain('__proto__');
    expect(doc).not.toHaveProperty('extra');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('checking yields to the event loop while it validates, so other requests are served before it ends', async () => {
    const items = Array.from({ length: 5_000 }, (_, i) => ({ ...item, id: `item-${i}` }));
    const zip = await zipOf({ 'manifest.json': manifest, 'inventory.json': items });
    // Another request's work, queued the moment validation begins.
    const order: string[] = [];
    const schema = BACKUP_RECORD_SCHEMAS.inventory;
    const original = schema.safeParse.bind(schema);
    const spy = jest.spyOn(schema, 'safeParse').mockImplementation((value) => {
      if (spy.mock.calls.length === 1) setImmediate(() => order.push('other request'));
      return original(value);
    });
    try {
      const checked = await checkBackup(zip, OPTIONS, NOW);
      order.push('check done');
      expect(checked.records.inventory).toHaveLength(5_000);
    } finally {
      spy.mockRestore();
    }
    expect(order).toEqual(['other request', 'check done']);
  });
});
