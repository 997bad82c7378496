import { randomUUID } from 'node:crypto';
import type { InventoryItem, RecipeWithAvailability, User } from '@bar/domain';
import { api, accountOf, tokenFor, versionNow, deleteAsRead } from '../support/api';
import { readStackInfo } from '../support/stack-info';

const drink = (name: string, ingredients = [{ inventoryItemId: 'gin-london-dry', quantity: 50, unit: 'ml' }]) => ({
  name,
  description: 'A test drink',
  category: 'cocktail',
  ingredients,
  instructions: ['Stir', '  ', 'Serve'],
});

describe('health and the envelope', () => {
  test('GET /api/health answers ok once everything is ready', async () => {
    const res = await api('GET', '/health', { as: 'anonymous' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { status: 'ok' } });
  });

  test('an unknown API route is a 404 with an error message', async () => {
    const res = await api('GET', '/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: expect.any(String) });
  });

  test('a wrong method is a 405 naming the allowed ones', async () => {
    const res = await api('PATCH', '/health');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });

  test('a body that is not JSON is a 400 and creates nothing', async () => {
    const before = (await api<InventoryItem[]>('GET', '/inventory')).data.length;
    const res = await api('POST', '/inventory', { rawBody: '{"name": "Broken', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe('The request body is not valid JSON');
    expect((await api<InventoryItem[]>('GET', '/inventory')).data.length).toBe(before);
  });

  test('a body over the route limit is refused with 413 before it is parsed', async () => {
    const res = await api('POST', '/inventory', { rawBody: JSON.stringify({ name: 'x'.repeat(200_000) }) });
    expect(res.status).toBe(413);
    expect(res.json?.error).toMatch(/too large/);
  });

  test('a delete names the version it was read at (428 without, 412 over one gone) and answers 204 with no body', async () => {
    const created = await api<InventoryItem>('POST', '/inventory', { body: { name: `Disposable ${randomUUID()}`, category: 'garnish' } });
    const path = `/inventory/${created.data.id}?category=garnish`;
    const bare = await api('DELETE', path);
    expect(bare.status).toBe(428);
    expect(bare.json?.error).toMatch(/If-Match/);
    const listed = await versionNow(path);
    await api('PUT', path, { body: { name: `Renamed ${randomUUID()}`, category: 'garnish' }, headers: await versionNow(path) });
    expect((await api('DELETE', path, { headers: listed })).status).toBe(412);
    expect((await api('GET', path)).status).toBe(200);
    const res = await deleteAsRead(path);
    expect(res.status).toBe(204);
    expect(res.json).toBeNull();
    expect((await api('GET', `/inventory/${created.data.id}?category=garnish`)).status).toBe(404);
  });
});

describe('sign-in', () => {
  test('no token is a 401', async () => {
    const res = await api('GET', '/me', { as: 'anonymous' });
    expect(res.status).toBe(401);
    expect(res.json?.error).toBe('Sign in required');
  });

  test('a garbage or tampered token is a 401', async () => {
    const token = await tokenFor('manager');
    for (const bad of ['not-a-jwt', `${token.slice(0, -4)}AAAA`]) {
      const res = await api('GET', '/me', { as: 'anonymous', headers: { 'X-Authorization': `Bearer ${bad}` } });
      expect(res.status).toBe(401);
      expect(res.json?.error).toMatch(/sign in/i);
    }
  });

  test('the token is read from X-Authorization first, then Authorization', async () => {
    const token = await tokenFor('bartender');
    const viaAuthorization = await api<User>('GET', '/me', { as: 'anonymous', headers: { Authorization: `Bearer ${token}` } });
    expect(viaAuthorization.status).toBe(200);
    expect(viaAuthorization.data.id).toBe(accountOf('bartender').oid);
    const both = await api<User>('GET', '/me', {
      as: 'anonymous',
      headers: { 'X-Authorization': `Bearer ${token}`, Authorization: 'Bearer overwritten-by-the-platform' },
    });
    expect(both.status).toBe(200);
  });

  test.each([
    ['customer', ['customer']],
    ['bartender', ['bartender']],
    ['manager', ['bar_manager']],
    ['newcomer', ['customer']],
    ['barstaff', ['customer', 'bartender']],
  ] as const)('/me for %s has personas %j from the role claims', async (user, personas) => {
    const res = await api<User>('GET', '/me', { as: user });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: accountOf(user).oid, name: accountOf(user).name, personas });
  });

  test('/me records the user on first sight, filed under their primary role', async () => {
    await api('GET', '/me', { as: 'barstaff' });
    const users = await api<User[]>('GET', '/users');
    const barstaff = users.data.find((u) => u.id === accountOf('barstaff').oid);
    expect(barstaff).toMatchObject({ name: accountOf('barstaff').name, role: 'bartender' });
    const one = await api<User>('GET', `/users/${accountOf('barstaff').oid}?role=bartender`);
    expect(one.data.personas).toEqual(['customer', 'bartender']);
  });
});

describe('users', () => {
  test("POST /users needs an id: 'User ID is required'", async () => {
    for (const body of [{}, { id: '' }, { id: '   ', name: 'Nobody' }]) {
      const res = await api('POST', '/users', { body });
      expect(res.status).toBe(400);
      expect(res.json?.error).toBe('User ID is required');
    }
  });

  test('POST /users creates a customer by default', async () => {
    const id = `walk-in-${randomUUID()}`;
    const res = await api<User>('POST', '/users', { body: { id, name: 'Walk-in' } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ id, name: 'Walk-in', personas: ['customer'], role: 'customer' });
    expect((await api('GET', `/users/${id}?role=customer`)).status).toBe(200);
  });
});

describe('inventory', () => {
  test("a blank name is refused with 'Please enter a name for the item'", async () => {
    const res = await api('POST', '/inventory', { body: { name: '   ', category: 'spirit' } });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe('Please enter a name for the item');
  });

  test.each([
    [{ name: 'X', quantity: -1 }, 'quantity: must be 0 or more'],
    [{ name: 'X', quantity: '12' }, 'quantity: must be a number'],
    [{ name: 'X', category: 'wine' }, 'category: must be one of spirit, beer, mixer, garnish, other'],
    [{ name: 'X', unit: 'gallon' }, 'unit: must be one of'],
    [{ name: 'X', cost: 1e9 }, 'cost: must be at most 100000'],
    [{ name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
  ])('%j is refused naming the field', async (body, message) => {
    const res = await api('POST', '/inventory', { body });
    expect(res.status).toBe(400);
    expect(res.json?.error).toContain(message);
  });

  test('a new item gets the defaults: unit ml, threshold 50', async () => {
    const res = await api<InventoryItem>('POST', '/inventory', { body: { name: `Bitters ${randomUUID()}`, category: 'mixer' } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ unit: 'ml', lowStockThreshold: 50, quantity: 0, cost: 0 });
    expect(res.headers.get('etag')).toBeTruthy();
  });

  test('names are unique: a second item with the same name is a 409', async () => {
    const res = await api('POST', '/inventory', { body: { name: 'fresh LIME juice', category: 'mixer' } });
    expect(res.status).toBe(409);
  });

  test('a stale If-Match on PUT is a 412, not a silent overwrite', async () => {
    const created = await api<InventoryItem>('POST', '/inventory', { body: { name: `Syrup ${randomUUID()}`, category: 'mixer', quantity: 100 } });
    const etag = created.headers.get('etag')!;
    const path = `/inventory/${created.data.id}?category=mixer`;
    const first = await api('PUT', path, { body: { ...created.data, quantity: 90 }, headers: { 'If-Match': etag } });
    expect(first.status).toBe(200);
    const second = await api('PUT', path, { body: { ...created.data, quantity: 80 }, headers: { 'If-Match': etag } });
    expect(second.status).toBe(412);
    expect((await api<InventoryItem>('GET', path)).data.quantity).toBe(90);
  });

  test('a full update that sets the quantity needs If-Match: an old read sent back whole does not give back what a Ready took', async () => {
    const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Echo gin ${randomUUID()}`, category: 'spirit', quantity: 1000, unit: 'ml' } });
    const read = await api<InventoryItem>('GET', `/inventory/${item.data.id}?category=spirit`);
    const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `Echo martini ${randomUUID()}`, category: 'cocktail', price: 12, ingredients: [{ inventoryItemId: item.data.id, quantity: 10, unit: 'ml' }] },
    });
    const order = (await api<{ id: string; date: string }>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 1 }] } })).data;
    for (const status of ['preparing', 'ready']) {
      expect((await api('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } })).status).toBe(200);
    }
    const path = `/inventory/${item.data.id}?category=spirit`;
    const renamed = { ...read.data, name: `${read.data.name} (renamed)` };
    // The old body, quantity 1000 in it, sent back without a version: refused, and nothing changes.
    const bare = await api('PUT', path, { body: renamed });
    expect(bare.status).toBe(428);
    expect(bare.json?.error).toMatch(/If-Match/);
    // Sent with the version it was read at: stale.
    expect((await api('PUT', path, { body: renamed, headers: { 'If-Match': read.headers.get('etag')! } })).status).toBe(412);
    const now = await api<InventoryItem>('GET', path);
    expect(now.data).toMatchObject({ quantity: 990, name: read.data.name });
    // The same change without the level is taken, over the stock as it is.
    const { quantity: _level, ...change } = renamed;
    const saved = await api<InventoryItem>('PUT', path, { body: change, headers: await versionNow(path) });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ quantity: 990, name: renamed.name });
  });

  test('changing the category moves the item and keeps its id', async () => {
    const created = await api<InventoryItem>('POST', '/inventory', { body: { name: `Olive brine ${randomUUID()}`, category: 'other' } });
    const { quantity: _level, ...change } = created.data;
    const moved = await api<InventoryItem>('PUT', `/inventory/${created.data.id}?category=other`, { body: { ...change, category: 'garnish' }, headers: { 'If-Match': created.headers.get('etag')! } });
    expect(moved.status).toBe(200);
    expect((await api('GET', `/inventory/${created.data.id}?category=other`)).status).toBe(404);
    expect((await api<InventoryItem>('GET', `/inventory/${created.data.id}?category=garnish`)).data.name).toBe(created.data.name);
  });

  test('a category change with a stale If-Match is a 412 and leaves one copy, where it was', async () => {
    const created = await api<InventoryItem>('POST', '/inventory', { body: { name: `Bitters ${randomUUID()}`, category: 'other', quantity: 100 } });
    const etag = created.headers.get('etag')!;
    const path = `/inventory/${created.data.id}?category=other`;
    expect((await api('PUT', path, { body: { ...created.data, quantity: 90 }, headers: { 'If-Match': etag } })).status).toBe(200);
    const stale = await api('PUT', path, { body: { ...created.data, category: 'mixer' }, headers: { 'If-Match': etag } });
    expect(stale.status).toBe(412);
    const copies = (await api<InventoryItem[]>('GET', '/inventory')).data.filter((i) => i.id === created.data.id);
    expect(copies).toEqual([expect.objectContaining({ category: 'other', quantity: 90 })]);
    expect((await api('GET', `/inventory/${created.data.id}?category=mixer`)).status).toBe(404);
    // A later move with the current version goes through, and the item can still be deleted.
    const current = await api<InventoryItem>('GET', path);
    const moved = await api('PUT', path, { body: { ...current.data, category: 'mixer' }, headers: { 'If-Match': current.headers.get('etag')! } });
    expect(moved.status).toBe(200);
    expect((await deleteAsRead(`/inventory/${created.data.id}?category=mixer`)).status).toBe(204);
    expect((await api<InventoryItem[]>('GET', '/inventory')).data.filter((i) => i.id === created.data.id)).toEqual([]);
  });

  test('a recipe category change with a stale If-Match is a 412 and leaves one copy', async () => {
    const created = await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `Moved drink ${randomUUID()}`, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: 'lime-juice', quantity: 20, unit: 'ml' }] },
    });
    const etag = created.headers.get('etag')!;
    const path = `/recipes/${created.data.id}?category=cocktail`;
    expect((await api('PUT', path, { body: { ...created.data, price: 10 }, headers: { 'If-Match': etag } })).status).toBe(200);
    const stale = await api('PUT', path, { body: { ...created.data, category: 'other' }, headers: { 'If-Match': etag } });
    expect(stale.status).toBe(412);
    const copies = (await api<RecipeWithAvailability[]>('GET', '/recipes')).data.filter((r) => r.id === created.data.id);
    expect(copies).toEqual([expect.objectContaining({ category: 'cocktail', price: 10 })]);
  });

  test('an order placed before its ingredient changed category is still taken from stock at ready', async () => {
    const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Moving gin ${randomUUID()}`, category: 'spirit', quantity: 1000, unit: 'ml' } });
    const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `Moving martini ${randomUUID()}`, category: 'cocktail', price: 12, ingredients: [{ inventoryItemId: item.data.id, quantity: 60, unit: 'ml' }] },
    });
    const order = (await api<{ id: string; date: string }>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.data.id, quantity: 2 }] } })).data;
    const { quantity: _level, ...change } = item.data;
    const moved = await api('PUT', `/inventory/${item.data.id}?category=spirit`, { body: { ...change, category: 'other' }, headers: await versionNow(`/inventory/${item.data.id}?category=spirit`) });
    expect(moved.status).toBe(200);
    const move = (status: string) => api<{ shortfalls?: unknown[]; stockDeducted: boolean }>('PATCH', `/orders/${order.id}/status?date=${order.date}`, { as: 'bartender', body: { status } });
    expect((await move('preparing')).status).toBe(200);
    const ready = await move('ready');
    expect(ready.status).toBe(200);
    expect(ready.data.stockDeducted).toBe(true);
    expect(ready.data.shortfalls).toBeUndefined();
    expect((await api<InventoryItem>('GET', `/inventory/${item.data.id}?category=other`)).data.quantity).toBe(1000 - 120);
  });

  test('a quantity patch sets the quantity and refuses a negative one', async () => {
    const created = await api<InventoryItem>('POST', '/inventory', { body: { name: `Cherries ${randomUUID()}`, category: 'garnish', unit: 'piece', quantity: 30 } });
    const path = `/inventory/${created.data.id}?category=garnish`;
    expect((await api<InventoryItem>('PATCH', path, { as: 'bartender', body: { quantity: 12 } })).data.quantity).toBe(12);
    const negative = await api('PATCH', path, { as: 'bartender', body: { quantity: -3 } });
    expect(negative.status).toBe(400);
    expect((await api<InventoryItem>('GET', path)).data.quantity).toBe(12);
  });

  test('an item used by recipes cannot be deleted: 409 listing the count and the names', async () => {
    const res = await deleteAsRead('/inventory/vermouth-sweet?category=spirit');
    expect(res.status).toBe(409);
    expect(res.json?.error).toMatch(/used by \d+ recipes: .*Manhattan.*Negroni/);
    expect((await api('GET', '/inventory/vermouth-sweet?category=spirit')).status).toBe(200);
  });

  test('an unknown item is a 404', async () => {
    expect((await api('GET', '/inventory/no-such-item?category=spirit')).status).toBe(404);
    expect((await api('GET', '/inventory/no-such-item')).status).toBe(404);
  });
});

describe('recipes and availability', () => {
  test("a blank name is refused with 'Please enter a recipe name'", async () => {
    const res = await api('POST', '/recipes', { body: drink('  ') });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe('Please enter a recipe name');
  });

  test('an ingredient that is not in the inventory is refused', async () => {
    const res = await api('POST', '/recipes', { body: drink(`Ghost ${randomUUID()}`, [{ inventoryItemId: 'unicorn-tears', quantity: 10, unit: 'ml' }]) });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe("ingredients.0.inventoryItemId: no inventory item 'unicorn-tears'");
  });

  test('a new recipe drops empty steps, defaults prep time to 5 and prices itself from its cost without a price', async () => {
    const res = await api<RecipeWithAvailability>('POST', '/recipes', { body: drink(`Gin neat ${randomUUID()}`) });
    expect(res.status).toBe(201);
    expect(res.data.instructions).toEqual(['Stir', 'Serve']);
    expect(res.data.prepTime).toBe(5);
    expect(res.data.price).toBeGreaterThan(0);
    expect(res.data.available).toBe(true);
  });

  test('a sent price is kept', async () => {
    const res = await api<RecipeWithAvailability>('POST', '/recipes', { body: { ...drink(`Priced ${randomUUID()}`), price: 13.5 } });
    expect(res.data.price).toBe(13.5);
  });

  test('GET /recipes lists the seeded menu with computed availability', async () => {
    const res = await api<RecipeWithAvailability[]>('GET', '/recipes', { as: 'customer' });
    expect(res.status).toBe(200);
    const byName = new Map(res.data.map((r) => [r.name, r]));
    expect(byName.get('Negroni')?.available).toBe(true);
    // Seeded out of stock: coconut cream.
    expect(byName.get('Piña Colada')).toMatchObject({ available: false, isAvailable: true });
    expect(byName.get('Piña Colada')?.missingIngredients.length).toBeGreaterThan(0);
  });

  test('availability follows the stock and the manual switch', async () => {
    const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Test rum ${randomUUID()}`, category: 'spirit', quantity: 100 } });
    const itemPath = `/inventory/${item.data.id}?category=spirit`;
    const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
      body: drink(`Rum test ${randomUUID()}`, [{ inventoryItemId: item.data.id, quantity: 60, unit: 'ml' }]),
    });
    const recipePath = `/recipes/${recipe.data.id}?category=cocktail`;
    expect(recipe.data.available).toBe(true);

    await api('PATCH', itemPath, { body: { quantity: 59 } });
    expect((await api<RecipeWithAvailability>('GET', recipePath)).data.available).toBe(false);
    await api('PATCH', itemPath, { body: { quantity: 60 } });
    expect((await api<RecipeWithAvailability>('GET', recipePath)).data.available).toBe(true);

    const off = await api<RecipeWithAvailability>('PATCH', `/recipes/${recipe.data.id}/availability?category=cocktail`, { body: { isAvailable: false } });
    expect(off.data).toMatchObject({ isAvailable: false, available: false });
    const notBoolean = await api('PATCH', `/recipes/${recipe.data.id}/availability?category=cocktail`, { body: { isAvailable: 'yes' } });
    expect(notBoolean.status).toBe(400);
  });

  test('deleting a recipe frees its ingredients for deletion', async () => {
    const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Test syrup ${randomUUID()}`, category: 'mixer', quantity: 100 } });
    const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
      body: drink(`Syrup test ${randomUUID()}`, [{ inventoryItemId: item.data.id, quantity: 10, unit: 'ml' }]),
    });
    const blocked = await deleteAsRead(`/inventory/${item.data.id}?category=mixer`);
    expect(blocked.status).toBe(409);
    expect(blocked.json?.error).toContain(`used by 1 recipe: ${recipe.data.name}`);
    expect((await deleteAsRead(`/recipes/${recipe.data.id}?category=cocktail`)).status).toBe(204);
    expect((await deleteAsRead(`/inventory/${item.data.id}?category=mixer`)).status).toBe(204);
  });
});

describe('the demo bar', () => {
  test('the first start seeded it, and POST /init-data is idempotent', async () => {
    const recipes = await api<RecipeWithAvailability[]>('GET', '/recipes');
    const cocktails = recipes.data.filter((r) => r.category === 'cocktail' && r.available);
    expect(cocktails.length).toBeGreaterThanOrEqual(20);
    for (const category of ['beer', 'wine', 'alcohol-free']) {
      expect(recipes.data.some((r) => r.category === category)).toBe(true);
    }
    const inventory = await api<InventoryItem[]>('GET', '/inventory');
    expect(inventory.data.some((i) => i.quantity <= i.lowStockThreshold)).toBe(true);

    const again = await api<{ inventoryCreated: number; recipesCreated: number }>('POST', '/init-data', { body: {} });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ inventoryCreated: 0, recipesCreated: 0 });
  });

  test('the stack serves the SPA and its page configuration on the same origin', async () => {
    const { appUrl, idpUrl } = readStackInfo();
    const page = await fetch(`${appUrl}/drinks/negroni`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const config = (await (await fetch(`${appUrl}/app-config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ authMode: 'oidc', apiBaseUrl: '/api', authority: idpUrl, clientId: 'bar-app-spa' });
    // BAR_CURRENCY and BAR_LOCALE unset: docs/spec.md's dollars.
    expect(config).toMatchObject({ currency: 'USD', locale: 'en-US' });
  });
});
