import { randomUUID } from 'node:crypto';
import { api, accountOf, versionNow, type Caller } from '../support/api';
import type { DemoUsername } from '../../scripts/idp/client';

/**
 * The permission table of the platform, every cell: each route called by nobody and by each demo account.
 * The expected status comes from the roles the account holds, never from what the request says.
 */
type Expect = 'ok' | 401 | 403;
const CALLERS: Caller[] = ['anonymous', 'customer', 'bartender', 'manager', 'newcomer', 'barstaff'];

const everyone: Record<Caller, Expect> = { anonymous: 'ok', customer: 'ok', bartender: 'ok', manager: 'ok', newcomer: 'ok', barstaff: 'ok' };
const signedIn: Record<Caller, Expect> = { ...everyone, anonymous: 401 };
const staff: Record<Caller, Expect> = { anonymous: 401, customer: 403, bartender: 'ok', manager: 'ok', newcomer: 403, barstaff: 'ok' };
const managerOnly: Record<Caller, Expect> = { anonymous: 401, customer: 403, bartender: 403, manager: 'ok', newcomer: 403, barstaff: 403 };

let seq = 0;
const itemBody = () => ({ name: `Permission test item ${randomUUID()}`, category: 'other', quantity: 10, unit: 'ml', cost: 0.1 });
/** A full update as the manager's form sends it: the level left out. */
const changeBody = () => ({ name: `Permission test item ${randomUUID()}`, category: 'other', unit: 'ml', cost: 0.1 });

async function newItem() {
  const res = await api<{ id: string; category: string }>('POST', '/inventory', { body: itemBody() });
  expect(res.status).toBe(201);
  return res.data;
}

async function newRecipe() {
  const res = await api<{ id: string; category: string }>('POST', '/recipes', {
    body: { name: `Permission test drink ${randomUUID()}`, category: 'cocktail', ingredients: [{ inventoryItemId: 'lime-juice', quantity: 10, unit: 'ml' }] },
  });
  expect(res.status).toBe(201);
  return res.data;
}

interface Row {
  name: string;
  /** The answer is not JSON (an image, a zip): only its status is read. */
  raw?: boolean;
  expect: Record<Caller, Expect>;
  /** Builds the request; may create what it needs first (as the manager). */
  request(caller: Caller): Promise<{ method: string; path: string; body?: unknown; headers?: Record<string, string> }>;
}

const rows: Row[] = [
  { name: 'GET /health', expect: everyone, request: async () => ({ method: 'GET', path: '/health' }) },
  { name: 'GET /me', expect: signedIn, request: async () => ({ method: 'GET', path: '/me' }) },
  { name: 'GET /inventory', expect: signedIn, request: async () => ({ method: 'GET', path: '/inventory' }) },
  { name: 'GET /inventory/{id}', expect: signedIn, request: async () => ({ method: 'GET', path: '/inventory/lime-juice?category=mixer' }) },
  { name: 'GET /recipes', expect: signedIn, request: async () => ({ method: 'GET', path: '/recipes' }) },
  { name: 'GET /recipes/{id}', expect: signedIn, request: async () => ({ method: 'GET', path: '/recipes/negroni?category=cocktail' }) },
  {
    name: 'PATCH /inventory/{id}',
    expect: staff,
    request: async () => {
      const item = await newItem();
      return { method: 'PATCH', path: `/inventory/${item.id}?category=${item.category}`, body: { quantity: 42 } };
    },
  },
  { name: 'POST /inventory', expect: managerOnly, request: async () => ({ method: 'POST', path: '/inventory', body: itemBody() }) },
  {
    name: 'PUT /inventory/{id}',
    expect: managerOnly,
    request: async () => {
      const item = await newItem();
      const path = `/inventory/${item.id}?category=${item.category}`;
      return { method: 'PUT', path, body: changeBody(), headers: await versionNow(path) };
    },
  },
  {
    name: 'DELETE /inventory/{id}',
    expect: managerOnly,
    request: async () => {
      const item = await newItem();
      const path = `/inventory/${item.id}?category=${item.category}`;
      return { method: 'DELETE', path, headers: await versionNow(path) };
    },
  },
  {
    name: 'POST /recipes',
    expect: managerOnly,
    request: async () => ({
      method: 'POST',
      path: '/recipes',
      body: { name: `Drink ${++seq} ${randomUUID()}`, category: 'cocktail', ingredients: [{ inventoryItemId: 'lime-juice', quantity: 10, unit: 'ml' }] },
    }),
  },
  {
    name: 'PUT /recipes/{id}',
    expect: managerOnly,
    request: async () => {
      const r = await newRecipe();
      const path = `/recipes/${r.id}?category=${r.category}`;
      return {
        method: 'PUT',
        path,
        body: { name: `Renamed ${randomUUID()}`, category: 'cocktail', ingredients: [{ inventoryItemId: 'lime-juice', quantity: 20, unit: 'ml' }] },
        headers: await versionNow(path),
      };
    },
  },
  {
    name: 'DELETE /recipes/{id}',
    expect: managerOnly,
    request: async () => {
      const r = await newRecipe();
      const path = `/recipes/${r.id}?category=${r.category}`;
      return { method: 'DELETE', path, headers: await versionNow(path) };
    },
  },
  {
    name: 'PATCH /recipes/{id}/availability',
    expect: managerOnly,
    request: async () => {
      const r = await newRecipe();
      return { method: 'PATCH', path: `/recipes/${r.id}/availability?category=${r.category}`, body: { isAvailable: false } };
    },
  },
  { name: 'GET /users', expect: managerOnly, request: async () => ({ method: 'GET', path: '/users' }) },
  { name: 'POST /users', expect: managerOnly, request: async () => ({ method: 'POST', path: '/users', body: { id: `guest-${randomUUID()}`, name: 'Walk-in Guest' } }) },
  { name: 'POST /init-data', expect: managerOnly, request: async () => ({ method: 'POST', path: '/init-data', body: {} }) },
  {
    name: 'GET /users/{id} (their own)',
    expect: signedIn,
    request: async (caller) => {
      if (caller === 'anonymous') return { method: 'GET', path: `/users/${accountOf('customer').oid}` };
      await api('GET', '/me', { as: caller });
      return { method: 'GET', path: `/users/${accountOf(caller as DemoUsername).oid}` };
    },
  },
  {
    name: "GET /users/{id} (someone else's)",
    expect: managerOnly,
    request: async (caller) => {
      const other = caller === 'customer' ? 'bartender' : 'customer';
      await api('GET', '/me', { as: other });
      return { method: 'GET', path: `/users/${accountOf(other).oid}` };
    },
  },
  { name: 'GET /orders', expect: signedIn, request: async () => ({ method: 'GET', path: '/orders' }) },
  {
    name: 'GET /orders/{id} (their own)',
    expect: signedIn,
    request: async (caller) => {
      const as = caller === 'anonymous' ? 'customer' : caller;
      const order = await api<{ id: string; date: string }>('POST', '/orders', { as, body: { id: randomUUID(), items: [{ recipeId: 'negroni', quantity: 1 }] } });
      return { method: 'GET', path: `/orders/${order.data.id}?date=${order.data.date}` };
    },
  },
  { name: 'POST /orders', expect: signedIn, request: async () => ({ method: 'POST', path: '/orders', body: { id: randomUUID(), items: [{ recipeId: 'negroni', quantity: 1 }] } }) },
  {
    name: 'PATCH /orders/{id}/status',
    expect: staff,
    request: async () => {
      const order = await api<{ id: string; date: string }>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: 'negroni', quantity: 1 }] } });
      return { method: 'PATCH', path: `/orders/${order.data.id}/status?date=${order.data.date}`, body: { status: 'preparing' } };
    },
  },
  { name: 'GET /audit', expect: managerOnly, request: async () => ({ method: 'GET', path: '/audit' }) },
  {
    name: 'POST /images/upload',
    expect: managerOnly,
    request: async () => ({ method: 'POST', path: '/images/upload', body: { fileName: 'dot.png', contentType: 'image/png', imageData: TINY_PNG, category: 'inventory' } }),
  },
  {
    name: 'GET /images/{container}/{name}',
    raw: true,
    expect: everyone,
    request: async () => {
      const up = await api<{ imageUrl: string }>('POST', '/images/upload', { body: { fileName: 'dot.png', contentType: 'image/png', imageData: TINY_PNG, category: 'inventory' } });
      return { method: 'GET', path: up.data.imageUrl.replace(/^\/api/, '') };
    },
  },
  { name: 'GET /cleanup/images/scan', expect: managerOnly, request: async () => ({ method: 'GET', path: '/cleanup/images/scan' }) },
  {
    name: 'POST /cleanup/images/delete',
    expect: managerOnly,
    request: async () => ({ method: 'POST', path: '/cleanup/images/delete', body: { imagesToDelete: [{ fileName: `gone-${randomUUID()}.png`, container: 'inventory-images' }] } }),
  },
  { name: 'GET /backup', raw: true, expect: managerOnly, request: async () => ({ method: 'GET', path: '/backup' }) },
  {
    name: 'POST /restore',
    expect: managerOnly,
    // A backup of nothing new: with overwriteExisting off the restore keeps everything as it is.
    request: async () => ({ method: 'POST', path: '/restore', body: { zipData: await emptyBackup(), options: { overwriteExisting: false, restoreImages: false } } }),
  },
  {
    name: 'POST /restore/chunk',
    expect: managerOnly,
    request: async () => ({
      method: 'POST',
      path: '/restore/chunk',
      body: { sessionId: randomUUID(), chunkIndex: 0, totalChunks: 2, chunkData: Buffer.from('PK').toString('base64'), options: {} },
    }),
  },
  { name: 'POST /recipes/ai-recommendations', expect: signedIn, request: async () => ({ method: 'POST', path: '/recipes/ai-recommendations', body: { preferences: 'something citrusy with gin', customerType: 'regular' } }) },
  {
    name: 'POST /recipes/ai-process',
    expect: managerOnly,
    request: async () => ({ method: 'POST', path: '/recipes/ai-process', body: { name: 'Gimlet', ingredients: '2 oz gin\n3/4 oz lime juice\n3/4 oz simple syrup' } }),
  },
  { name: 'GET /reports/sales', expect: managerOnly, request: async () => ({ method: 'GET', path: '/reports/sales?range=7d' }) },
  {
    name: 'GET /reports/variance',
    expect: managerOnly,
    request: async () => {
      // Two counts of an item today, so the manager's variance has something to compare.
      const item = await newItem();
      let date = '';
      for (const quantity of [9, 8]) {
        const res = await api<{ date: string }>('POST', '/stock/counts', { body: { id: `count-${randomUUID()}`, category: item.category, lines: [{ inventoryItemId: item.id, quantity }] } });
        expect(res.status).toBe(201);
        date = res.data.date;
      }
      return { method: 'GET', path: `/reports/variance?from=${date}&to=${date}` };
    },
  },
  { name: 'POST /reports/rebuild', expect: managerOnly, request: async () => ({ method: 'POST', path: '/reports/rebuild?range=today' }) },
  { name: 'GET /stock/ledger', expect: managerOnly, request: async () => ({ method: 'GET', path: '/stock/ledger?range=7d' }) },
  {
    name: 'POST /stock/counts',
    expect: managerOnly,
    request: async () => {
      const item = await newItem();
      return { method: 'POST', path: '/stock/counts', body: { id: `count-${randomUUID()}`, category: item.category, lines: [{ inventoryItemId: item.id, quantity: 7 }] } };
    },
  },
  {
    name: 'POST /stock/deliveries',
    expect: managerOnly,
    request: async () => {
      const item = await newItem();
      return { method: 'POST', path: '/stock/deliveries', body: { id: `delivery-${randomUUID()}`, inventoryItemId: item.id, quantity: 5, unitCost: 0.1 } };
    },
  },
  {
    name: 'POST /stock/waste',
    expect: managerOnly,
    request: async () => {
      const item = await newItem();
      return { method: 'POST', path: '/stock/waste', body: { id: `waste-${randomUUID()}`, inventoryItemId: item.id, quantity: 1, reason: 'spill' } };
    },
  },
];

/** A call whose answer is read for its status only (and, when it failed, its JSON error). */
async function rawCall(method: string, path: string, caller: Caller) {
  const { readStackInfo } = await import('../support/stack-info');
  const { tokenFor } = await import('../support/api');
  const headers: Record<string, string> = caller === 'anonymous' ? {} : { 'X-Authorization': `Bearer ${await tokenFor(caller)}` };
  const res = await fetch(`${readStackInfo().appUrl}/api${path}`, { method, headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.status >= 400 ? (JSON.parse(bytes.toString('utf8')) as { error?: string }) : null;
  return { status: res.status, json };
}

/** A 1x1 PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let emptyBackupZip: Promise<string> | undefined;
/** A backup-format zip that holds no records. */
function emptyBackup(): Promise<string> {
  emptyBackupZip ??= (async () => {
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    const { readStackInfo } = await import('../support/stack-info');
    const { tokenFor } = await import('../support/api');
    const res = await fetch(`${readStackInfo().appUrl}/api/backup`, { headers: { 'X-Authorization': `Bearer ${await tokenFor('manager')}` } });
    const real = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(await real.file('manifest.json')!.async('string')) as { counts?: Record<string, number> };
    zip.file('manifest.json', JSON.stringify({ ...manifest, counts: Object.fromEntries(Object.keys(manifest.counts ?? {}).map((k) => [k, 0])) }));
    for (const name of ['users.json', 'inventory.json', 'recipes.json', 'orders.json']) zip.file(name, '[]');
    return (await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })).toString('base64');
  })();
  return emptyBackupZip;
}

describe('the permission table', () => {
  const cells = rows.flatMap((row) => CALLERS.map((caller) => [row.name, caller, row] as const));

  test.each(cells)('%s as %s', async (_name, caller, row) => {
    const { method, path, body, headers } = await row.request(caller);
    const res = row.raw ? await rawCall(method, path, caller) : await api(method, path, { as: caller, ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });
    const expected = row.expect[caller];
    if (expected === 'ok') {
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    } else {
      expect(res.status).toBe(expected);
      expect(typeof res.json?.error).toBe('string');
    }
  });

  test('a refused write changes nothing', async () => {
    const item = await newItem();
    const path = `/inventory/${item.id}?category=${item.category}`;
    for (const caller of ['customer', 'newcomer'] as const) {
      expect((await api('PATCH', path, { as: caller, body: { quantity: 0 } })).status).toBe(403);
      expect((await api('DELETE', path, { as: caller })).status).toBe(403);
    }
    const after = await api<{ quantity: number }>('GET', path);
    expect(after.data.quantity).toBe(10);
  });
});

describe('what each persona reads of the stock', () => {
  const GUEST_FIELDS = ['category', 'id', 'imageUrl', 'name', 'unit'];
  const STAFF_ONLY = ['cost', 'lowStockThreshold', 'quantity'];

  test.each(CALLERS.filter((c) => c !== 'anonymous'))('%s', async (caller) => {
    const created = await api<{ id: string; category: string }>('POST', '/inventory', {
      body: { ...itemBody(), lowStockThreshold: 7, imageUrl: '/api/images/inventory-images/x.png' },
    });
    const staff = accountOf(caller as DemoUsername).personas.some((p) => p === 'bartender' || p === 'bar_manager');
    const list = await api<Array<Record<string, unknown>>>('GET', '/inventory', { as: caller });
    const one = await api<Record<string, unknown>>('GET', `/inventory/${created.data.id}?category=${created.data.category}`, { as: caller });
    expect(list.status).toBe(200);
    expect(one.status).toBe(200);
    const listed = list.data.find((i) => i.id === created.data.id)!;
    for (const item of [listed, one.data]) {
      if (staff) {
        expect(item).toMatchObject({ quantity: 10, cost: 0.1, lowStockThreshold: 7 });
      } else {
        // A guest gets what the menu shows of an ingredient: no costs, stock levels or thresholds.
        expect(Object.keys(item).sort()).toEqual(GUEST_FIELDS);
        for (const field of STAFF_ONLY) expect(item).not.toHaveProperty(field);
      }
    }
    if (!staff) expect(list.data.every((i) => Object.keys(i).every((k) => GUEST_FIELDS.includes(k)))).toBe(true);
  });
});
