import { randomUUID } from 'node:crypto';
import type { ImageUploadResult, InventoryItem } from '@bar/domain';
import { api } from '../support/api';

/**
 * Signed-in answers are for the caller's browser alone, and only after it asks again: `private, no-cache`; who
 * the caller is and the user list are never kept at all: `private, no-store`. Public answers keep their own.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.each([
  ['GET', '/inventory', 'manager'],
  ['GET', '/recipes', 'customer'],
  ['GET', '/orders', 'customer'],
  ['GET', '/orders', 'bartender'],
  ['GET', '/audit', 'manager'],
] as const)('%s %s as %s: private, no-cache', async (method, path, as) => {
  const res = await api(method, path, { as });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-cache');
});

test('an unchanged poll (304) and a created record are private too', async () => {
  const first = await api('GET', '/recipes', { as: 'customer' });
  const again = await api('GET', '/recipes', { as: 'customer', headers: { 'If-None-Match': first.headers.get('etag')! } });
  expect(again.status).toBe(304);
  expect(again.headers.get('cache-control')).toBe('private, no-cache');
  const created = await api<InventoryItem>('POST', '/inventory', { body: { name: `Cached ${randomUUID()}`, category: 'other' } });
  expect(created.status).toBe(201);
  expect(created.headers.get('cache-control')).toBe('private, no-cache');
});

test.each([
  ['GET', '/me', 'customer'],
  ['GET', '/users', 'manager'],
  ['GET', '/users/dev-user', 'manager'],
] as const)('%s %s: private, no-store', async (method, path, as) => {
  const res = await api(method, path, { as });
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
});

test('creating a user, a backup download and errors of signed-in routes are private, no-store', async () => {
  const created = await api('POST', '/users', { body: { id: `cached-${randomUUID()}`, personas: ['customer'] } });
  expect(created.status).toBe(201);
  expect(created.headers.get('cache-control')).toBe('private, no-store');
  const backup = await fetch(`${(await import('../support/stack-info')).readStackInfo().appUrl}/api/backup`, {
    headers: { 'X-Authorization': `Bearer ${await (await import('../support/api')).tokenFor('manager')}` },
  });
  expect(backup.status).toBe(200);
  expect(backup.headers.get('cache-control')).toBe('private, no-store');
  await backup.arrayBuffer();
  for (const res of [await api('GET', '/inventory', { as: 'anonymous' }), await api('GET', '/users', { as: 'customer' }), await api('POST', '/inventory', { body: { name: '' } })]) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  }
});

test('public answers keep what they have: health, images', async () => {
  const health = await api('GET', '/health', { as: 'anonymous' });
  expect(health.headers.get('cache-control')).toBe('no-cache');
  const upload = await api<ImageUploadResult>('POST', '/images/upload', { body: { fileName: 'cache.png', imageData: PNG.toString('base64'), category: 'inventory' } });
  expect(upload.status).toBe(201);
  const image = await fetch(`${(await import('../support/stack-info')).readStackInfo().appUrl}${upload.data.imageUrl}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  await image.arrayBuffer();
});
