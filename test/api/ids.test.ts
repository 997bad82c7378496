import JSZip from 'jszip';
import { randomUUID } from 'node:crypto';
import { BACKUP_FORMAT, BACKUP_VERSION, type InventoryItem, type RestoreResult, type User } from '@bar/domain';
import { accountOf, api } from '../support/api';

/**
 * Ids that a Cosmos URL could misroute: the SDK puts ids into the URL path unencoded, so '.' and '..' are dot
 * segments (a document operation becomes one on the container) and '?' or '#' cut the id short (another
 * document). Every id that enters passes one rule, and the data layer refuses them whoever asks.
 */

const HOSTILE_USER_IDS = ['..', '.', '...', 'x?y', 'x#y', 'x%2e', '%2e%2e', 'a/b', 'a\\b', ' ', 'x\u0000y'];

/** The users as stored, without when each was last seen (sign-ins note it). */
const withoutLastSeen = (users: User[]) => users.map(({ lastSeenAt: _seen, ...user }) => user);

async function usersStillServed() {
  const me = await api('GET', '/me', { as: 'customer' });
  expect(me.status).toBe(200);
  const list = await api<User[]>('GET', '/users');
  expect(list.status).toBe(200);
  expect(list.data.map((u) => u.id)).toEqual(expect.arrayContaining([accountOf('customer').oid]));
}

describe('POST /users refuses ids a URL could misroute, and nothing changes', () => {
  beforeAll(async () => {
    for (const who of ['customer', 'manager'] as const) expect((await api('GET', '/me', { as: who })).status).toBe(200);
  });

  test.each(HOSTILE_USER_IDS)('%j, sent twice with different roles, is a 400 both times', async (id) => {
    const before = (await api<User[]>('GET', '/users')).data;
    // The second call files the user under another role: the old copy's delete is what reached the container.
    for (const personas of [['customer'], ['bartender']]) {
      const res = await api('POST', '/users', { body: { id, name: 'Mallory', personas } });
      expect(res.status).toBe(400);
      expect(res.json?.error).toMatch(/^id: |^User ID is required$/);
    }
    await usersStillServed();
    // (The check's own sign-in as the customer may note when they were last seen, once a minute: that is no change.)
    expect(withoutLastSeen((await api<User[]>('GET', '/users')).data)).toEqual(withoutLastSeen(before));
  });

  test("another user's id followed by '?x' cannot touch that user's document", async () => {
    const victim = `victim-${randomUUID()}`;
    expect((await api('POST', '/users', { body: { id: victim, name: 'Victim', personas: ['customer'] } })).status).toBe(201);
    for (const target of [victim, accountOf('customer').oid]) {
      for (const personas of [['customer'], ['bartender']]) {
        const res = await api('POST', '/users', { body: { id: `${target}?x`, name: 'Mallory', personas } });
        expect(res.status).toBe(400);
      }
      const found = await api<User>('GET', `/users/${target}`);
      expect(found.status).toBe(200);
      expect(found.data.id).toBe(target);
    }
    await usersStillServed();
  });

  test('the route paths refuse the same ids (encoded in the path)', async () => {
    for (const raw of ['...', 'x%3Fy', 'x%23y', '%252e%252e', 'x%25', '%20x']) {
      const res = await api('GET', `/users/${raw}`);
      expect(res.status).toBe(400);
      expect(res.json?.error).toBe('id: is not a valid id');
    }
  });
});

describe('a restore holding a record whose id a URL could misroute', () => {
  async function zipOf(files: Record<string, unknown>): Promise<Buffer> {
    const zip = new JSZip();
    for (const [name, content] of Object.entries(files)) zip.file(name, JSON.stringify(content));
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }

  test.each(['..', '.'])('inventory id %j with overwriteExisting: refused with a clear error; the inventory is untouched', async (id) => {
    const kept = await api<InventoryItem>('POST', '/inventory', { body: { name: `Kept ${randomUUID()}`, category: 'spirit', quantity: 7 } });
    expect(kept.status).toBe(201);
    const before = (await api<InventoryItem[]>('GET', '/inventory')).data;
    const record = { id, name: 'Poison', category: 'spirit', quantity: 1, unit: 'ml', lowStockThreshold: 0, cost: 0 };
    const zip = await zipOf({
      'manifest.json': { format: BACKUP_FORMAT, version: BACKUP_VERSION, counts: { inventory: 1 } },
      'inventory.json': [record],
    });
    const res = await api<RestoreResult>('POST', '/restore', { body: { zipData: zip.toString('base64'), options: { overwriteExisting: true, restoreImages: false } } });
    expect(res.status).toBe(200);
    expect(res.data.success).toBe(false);
    expect(res.data.summary.inventoryRestored).toBe(0);
    expect(res.data.errors).toEqual([
      `inventory.json record 1 '${id}' was not restored: id: may contain only letters, digits, dots, dashes and underscores, and not only dots or a reserved name`,
    ]);
    const after = await api<InventoryItem[]>('GET', '/inventory');
    expect(after.status).toBe(200);
    expect(after.data).toEqual(before);
    expect((await api('GET', `/inventory/${kept.data.id}?category=spirit`)).status).toBe(200);
  });
});
