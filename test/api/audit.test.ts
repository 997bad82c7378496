import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { api, accountOf } from '../support/api';

interface Entry {
  at: string;
  actor: { id: string; name: string };
  action: string;
  target: { type: string; id: string; name?: string };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  details?: { stock?: Array<{ inventoryItemId: string; before: number; after: number }> };
}

test('stock, recipe and order changes are recorded with who, what, when and before/after', async () => {
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Audit gin ${randomUUID()}`, category: 'spirit', quantity: 500 } });
  const path = `/inventory/${item.data.id}?category=spirit`;
  await api('PATCH', path, { as: 'bartender', body: { quantity: 400 } });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Audit drink ${randomUUID()}`, category: 'cocktail', price: 10, ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }] },
  });
  await api('PATCH', `/recipes/${recipe.data.id}/availability?category=cocktail`, { body: { isAvailable: false } });
  await api('PATCH', `/recipes/${recipe.data.id}/availability?category=cocktail`, { body: { isAvailable: true } });
  const order = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 2 }] } });
  for (const status of ['preparing', 'ready']) {
    await api('PATCH', `/orders/${order.data.id}/status?date=${order.data.date}`, { as: 'bartender', body: { status } });
  }

  const trail = await api<Entry[]>('GET', '/audit');
  expect(trail.status).toBe(200);
  const about = (id: string) => trail.data.filter((e) => e.target.id === id);

  expect(about(item.data.id).map((e) => e.action)).toEqual(expect.arrayContaining(['inventory.create', 'inventory.quantity']));
  const quantityMove = about(item.data.id).find((e) => e.action === 'inventory.quantity')!;
  expect(quantityMove).toMatchObject({ actor: { id: accountOf('bartender').oid }, before: { quantity: 500 }, after: { quantity: 400 } });

  expect(about(recipe.data.id).map((e) => e.action).filter((a) => a === 'recipe.availability')).toHaveLength(2);

  const moves = about(order.data.id);
  expect(moves.map((e) => e.after?.status).sort()).toEqual(['preparing', 'ready']);
  const ready = moves.find((e) => e.after?.status === 'ready')!;
  expect(ready.details?.stock).toEqual([expect.objectContaining({ inventoryItemId: item.data.id, before: 400, after: 300 })]);

  const times = trail.data.map((e) => e.at);
  expect([...times].sort().reverse()).toEqual(times);
});

test('only a bar manager reads the audit trail', async () => {
  expect((await api('GET', '/audit', { as: 'bartender' })).status).toBe(403);
  expect((await api('GET', '/audit', { as: 'customer' })).status).toBe(403);
  expect((await api('GET', '/audit', { as: 'anonymous' })).status).toBe(401);
  expect((await api('GET', '/audit?date=soon')).status).toBe(400);
});

test('user changes, image uploads and loading the demo data are recorded too', async () => {
  const manager = accountOf('manager').oid;
  const userId = `audited-user-${randomUUID()}`;
  expect((await api('POST', '/users', { body: { id: userId, name: 'Audited Guest', personas: ['customer'] } })).status).toBe(201);
  expect((await api('POST', '/users', { body: { id: userId, name: 'Audited Bartender', personas: ['bartender'] } })).status).toBe(200);
  const png = Buffer.concat([
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
    Buffer.from(randomUUID()),
  ]);
  const uploaded = await api<{ imageUrl: string; fileName: string; container: string }>('POST', '/images/upload', {
    body: { category: 'recipe', fileName: 'audited.png', contentType: 'image/png', imageData: png.toString('base64') },
  });
  expect(uploaded.status).toBe(201);
  expect((await api('POST', '/init-data')).status).toBeLessThan(300);

  const trail = (await api<Entry[]>('GET', '/audit')).data;
  const saves = trail.filter((e) => e.action === 'users.save' && e.target.id === userId);
  expect(saves).toHaveLength(2);
  const create = saves.find((e) => e.after?.name === 'Audited Guest');
  const update = saves.find((e) => e.after?.name === 'Audited Bartender');
  expect(create).toMatchObject({ actor: { id: manager }, target: { type: 'user' }, after: { name: 'Audited Guest', personas: ['customer'] } });
  expect(create!.before).toBeUndefined();
  expect(update).toMatchObject({ before: { name: 'Audited Guest', personas: ['customer'] }, after: { name: 'Audited Bartender', personas: ['bartender'] } });

  const upload = trail.find((e) => e.action === 'images.upload' && e.target.id === `${uploaded.data.container}/${uploaded.data.fileName}`);
  expect(upload).toMatchObject({ actor: { id: manager }, target: { type: 'image', name: 'audited.png' }, after: { imageUrl: uploaded.data.imageUrl } });

  const seeded = trail.find((e) => e.action === 'init-data');
  expect(seeded).toMatchObject({ actor: { id: manager }, target: { type: 'bar' }, details: expect.objectContaining({ skipped: expect.any(Number) }) });
  expect(Date.parse(seeded!.at)).not.toBeNaN();
});
