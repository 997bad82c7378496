import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  availabilityPatchSchema,
  idSchema,
  inventoryItemInputSchema,
  orderInputSchema,
  quantityPatchSchema,
  recipeInputSchema,
  statusPatchSchema,
  userInputSchema,
  type InventoryItem,
  type Order,
  type RecipeWithAvailability,
} from '@bar/domain';
import { api } from '../support/api';
import { readStackInfo } from '../support/stack-info';

/**
 * Property-based hostile input: every write route gets malformed, mistyped, oversized, boundary and polluting
 * payloads built from valid ones (the domain's own zod schemas decide what is invalid). The answer must always
 * be a 4xx with a readable error, never a 5xx, and nothing may change.
 */

const RUNS = Number(process.env.HOSTILE_RUNS ?? 150);

/** Values that break types, ranges and sizes. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 2000 }),
  fc.constant(''),
  fc.constant('   '),
  fc.integer(),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, -0, 0.1 + 0.2, Number.MAX_SAFE_INTEGER + 2, 5e-324),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.integer({ min: 50, max: 400 }).map((depth) => {
    let v: unknown = 'bottom';
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  }),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE c; --", '../../etc/passwd', '\u0000\uFFFF', '💥'.repeat(50)),
);

const pollutionKeys = fc.constantFrom('__proto__', 'constructor', 'prototype');

/** A valid payload with one field broken, removed, or a polluting key added; kept only if the schema rejects it. */
function corrupted<S extends z.ZodType>(schema: S, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const broken = fc.oneof(
    fc.record({ key: fc.constantFrom(...keys), value: hostileValue }).map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...valid };
      delete copy[key];
      return copy;
    }),
    fc.record({ key: pollutionKeys, value: hostileValue, field: fc.constantFrom(...keys), bad: hostileValue }).map(({ key, value, field, bad }) => {
      const text = JSON.stringify({ ...valid, [field]: bad }).replace(/^\{/, () => `{${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'},`);
      return JSON.parse(text) as unknown;
    }),
    fc.anything({ maxDepth: 3 }),
  );
  return broken.filter((payload) => !schema.safeParse(payload).success);
}

let item: InventoryItem;
let recipe: RecipeWithAvailability;
let served: Order;

async function snapshot(): Promise<string> {
  const [inventory, recipes, users, orders] = await Promise.all([
    api('GET', '/inventory'),
    api('GET', '/recipes'),
    api('GET', '/users'),
    api('GET', '/orders?view=all&role=bar_manager'),
  ]);
  return JSON.stringify([inventory.data, recipes.data, users.data, orders.data]);
}

beforeAll(async () => {
  item = (await api<InventoryItem>('POST', '/inventory', { body: { name: `Hostile target ${randomUUID()}`, category: 'mixer', quantity: 500 } })).data;
  recipe = (
    await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `Hostile drink ${randomUUID()}`, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: item.id, quantity: 10, unit: 'ml' }] },
    })
  ).data;
  served = (await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 1 }] } })).data;
  for (const status of ['preparing', 'ready', 'completed']) {
    await api('PATCH', `/orders/${served.id}/status?date=${served.date}`, { as: 'bartender', body: { status } });
  }
});

const routes = () => [
  { name: 'POST /inventory', method: 'POST', path: '/inventory', schema: inventoryItemInputSchema, valid: { name: 'Gin', category: 'spirit', quantity: 1, unit: 'ml', lowStockThreshold: 5, cost: 0.1 } },
  { name: 'PUT /inventory/{id}', method: 'PUT', path: `/inventory/${item.id}?category=mixer`, schema: inventoryItemInputSchema, valid: { name: item.name, category: 'mixer', quantity: 1, unit: 'ml', lowStockThreshold: 5, cost: 0.1 } },
  { name: 'PATCH /inventory/{id}', method: 'PATCH', path: `/inventory/${item.id}?category=mixer`, schema: quantityPatchSchema, valid: { quantity: 1 } },
  {
    name: 'POST /recipes',
    method: 'POST',
    path: '/recipes',
    schema: recipeInputSchema,
    valid: { name: 'Sour', category: 'cocktail', price: 10, prepTime: 3, description: 'x', ingredients: [{ inventoryItemId: item.id, quantity: 10, unit: 'ml' }], instructions: ['Shake'] },
  },
  {
    name: 'PUT /recipes/{id}',
    method: 'PUT',
    path: `/recipes/${recipe.id}?category=cocktail`,
    schema: recipeInputSchema,
    valid: { name: recipe.name, category: 'cocktail', price: 10, ingredients: [{ inventoryItemId: item.id, quantity: 10, unit: 'ml' }] },
  },
  { name: 'PATCH /recipes/{id}/availability', method: 'PATCH', path: `/recipes/${recipe.id}/availability?category=cocktail`, schema: availabilityPatchSchema, valid: { isAvailable: true } },
  { name: 'POST /orders', method: 'POST', path: '/orders', schema: orderInputSchema, valid: { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 1 }], customerNameOverride: 'T1' } },
  // The target is served: even a well-formed move is refused, so only the status field's handling is probed.
  { name: 'PATCH /orders/{id}/status', method: 'PATCH', path: `/orders/${served.id}/status?date=${served.date}`, schema: statusPatchSchema.refine(() => false), valid: { status: 'ready' } },
  { name: 'POST /users', method: 'POST', path: '/users', schema: userInputSchema, valid: { id: 'someone', name: 'Someone', personas: ['customer'] } },
];

const ROUTE_NAMES = [
  'POST /inventory',
  'PUT /inventory/{id}',
  'PATCH /inventory/{id}',
  'POST /recipes',
  'PUT /recipes/{id}',
  'PATCH /recipes/{id}/availability',
  'POST /orders',
  'PATCH /orders/{id}/status',
  'POST /users',
];

test.each(ROUTE_NAMES)('%s answers every malformed payload with a 4xx and changes nothing', async (name) => {
  const route = routes().find((r) => r.name === name)!;
  const before = await snapshot();
  const seen = new Set<number>();
  await fc.assert(
    fc.asyncProperty(corrupted(route.schema as z.ZodType, route.valid), async (payload) => {
      const res = await api(route.method, route.path, { rawBody: JSON.stringify(payload) ?? 'null' });
      seen.add(res.status);
      if (res.status < 400 || res.status >= 500) throw new Error(`${route.name} answered ${res.status} to ${JSON.stringify(payload).slice(0, 300)}`);
      if (typeof res.json?.error !== 'string' || res.json.error.length === 0) throw new Error(`${route.name} gave no error message`);
      if (/\n\s+at |Error:|ECONN|undefined|\[object Object\]/.test(res.json.error)) throw new Error(`${route.name} leaked internals: ${res.json.error}`);
    }),
    { numRuns: RUNS },
  );
  expect(await snapshot()).toBe(before);
  expect([...seen].every((s) => s >= 400 && s < 500)).toBe(true);
});

test('bodies that are not JSON, wrongly encoded or the wrong type are refused and change nothing', async () => {
  const before = await snapshot();
  const { appUrl } = readStackInfo();
  const { tokenFor } = await import('../support/api');
  const token = await tokenFor('manager');
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.string({ maxLength: 200 }), fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b))),
      fc.constantFrom('/inventory', '/recipes', '/orders', '/users'),
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      async (body, path, contentType) => {
        const res = await fetch(`${appUrl}/api${path}`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}`, 'Content-Type': contentType }, body });
        if (res.status < 400 || res.status >= 500) throw new Error(`POST ${path} answered ${res.status} to ${String(body).slice(0, 100)}`);
        const json = (await res.json()) as { error?: string };
        if (!json.error) throw new Error('no error message');
      },
    ),
    { numRuns: RUNS },
  );
  expect(await snapshot()).toBe(before);
});

test('oversized bodies are refused before they are parsed', async () => {
  const huge = JSON.stringify({ name: 'x', description: 'y'.repeat(2_000_000) });
  const res = await api('POST', '/recipes', { rawBody: huge });
  expect(res.status).toBe(413);
  expect((await api('GET', '/health', { as: 'anonymous' })).status).toBe(200);
});

test('prototype-polluting keys do not leak into anything the API answers', async () => {
  await api('POST', '/inventory', { rawBody: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"name":""}' });
  const all = JSON.stringify((await api('GET', '/inventory')).data);
  expect(all).not.toContain('polluted');
  const created = await api<InventoryItem>('POST', '/inventory', {
    rawBody: `{"__proto__":{"polluted":"yes"},"name":"Clean ${randomUUID()}","category":"other"}`,
  });
  expect(created.status).toBe(201);
  expect(JSON.stringify(created.data)).not.toContain('polluted');
});

/**
 * Hostile ids: what a Cosmos URL could misroute (dot segments, their encoded spellings, '?', '#', '%', slashes,
 * control characters), look-alikes and other unicode, and very long ones, alone or inside an ordinary id. Only
 * those the one id rule refuses are kept.
 */
const hostileId: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom('.', '..', '...', ' .. ', '%2e%2e', '%2E%2e', '.%2e', '%2e', '%252e%252e', 'x?y', 'x#y', '?', '#', 'x%3Fy', 'x%23y', '%', 'a/b', '../users', 'a\\b', '\u0000', 'x\ny', '\u200B', 'ｘ', 'é', '💥'),
    fc.tuple(fc.constantFrom('', 'lime-juice', 'x'), fc.constantFrom('.', '..', '?', '#', '%', '/', '\\', '%2e', ' ', '\t', '\u200B', 'İ', 'ß', '\uFEFF'), fc.constantFrom('', 'x', '..', '?x')).map((p) => p.join('')),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
    fc.integer({ min: 129, max: 5000 }).map((n) => 'a'.repeat(n)),
  )
  .filter((id) => !idSchema.safeParse(id).success);

test('hostile ids in bodies (users, orders, order lines, recipe ingredients) are refused with a 4xx and change nothing', async () => {
  const before = await snapshot();
  const bodies = (id: string) => [
    { method: 'POST', path: '/users', body: { id, name: 'Mallory', personas: ['bartender'] } },
    { method: 'POST', path: '/orders', body: { id, items: [{ recipeId: recipe.id, quantity: 1 }] } },
    { method: 'POST', path: '/orders', body: { id: randomUUID(), items: [{ recipeId: id, quantity: 1 }] } },
    { method: 'POST', path: '/recipes', body: { name: `Id probe ${randomUUID()}`, category: 'cocktail', price: 5, ingredients: [{ inventoryItemId: id, quantity: 1, unit: 'ml' }] } },
    { method: 'PUT', path: `/recipes/${recipe.id}?category=cocktail`, body: { name: recipe.name, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: id, quantity: 1, unit: 'ml' }] } },
  ];
  await fc.assert(
    fc.asyncProperty(hostileId, fc.nat(4), async (id, which) => {
      const call = bodies(id)[which]!;
      const res = await api(call.method, call.path, { body: call.body });
      if (res.status < 400 || res.status >= 500) throw new Error(`${call.method} ${call.path} answered ${res.status} to id ${JSON.stringify(id).slice(0, 100)}`);
      if (typeof res.json?.error !== 'string' || res.json.error.length === 0) throw new Error('no error message');
    }),
    { numRuns: RUNS },
  );
  expect(await snapshot()).toBe(before);
});

/** Sends a path exactly as given (fetch would resolve dot segments and encoded dots first). */
async function rawCall(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const { appUrl } = readStackInfo();
  const { tokenFor } = await import('../support/api');
  const token = await tokenFor('manager');
  const url = new URL(appUrl);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `/api${path}`,
        // A whole write or a delete names a version (ADR 69), so that the id, not the missing If-Match, is what is judged.
        headers: {
          'X-Authorization': `Bearer ${token}`,
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(method === 'PUT' || method === 'DELETE' ? { 'If-Match': '"00000000-0000-0000-0000-000000000000"' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A path segment carrying a hostile id: raw when the request line allows it, percent-encoded otherwise. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('..', '.', '...', '%2e%2e', '%2E%2E', '.%2e', '%2e', '%252e%252e', 'x%3Fy', 'x%23y', '..%2F..%2Fusers', '%2F', '%5C', '%00', '%20x', 'x%25', '%E2%80%8B'),
  hostileId.map((id) => {
    try {
      return encodeURIComponent(id);
    } catch {
      return '%2e%2e';
    }
  }),
);

test('hostile ids in route paths (raw, encoded, dot segments) are refused with a 4xx and change nothing', async () => {
  const before = await snapshot();
  const calls = (seg: string) => [
    { method: 'PUT', path: `/inventory/${seg}?category=mixer`, body: { name: 'Probe', category: 'mixer', quantity: 1 } },
    { method: 'PATCH', path: `/inventory/${seg}?category=mixer`, body: { quantity: 1 } },
    { method: 'DELETE', path: `/inventory/${seg}?category=mixer` },
    { method: 'PUT', path: `/recipes/${seg}?category=cocktail`, body: { name: 'Probe', category: 'cocktail', price: 5, ingredients: [{ inventoryItemId: item.id, quantity: 1, unit: 'ml' }] } },
    { method: 'DELETE', path: `/recipes/${seg}?category=cocktail` },
    { method: 'PATCH', path: `/recipes/${seg}/availability?category=cocktail`, body: { isAvailable: false } },
    { method: 'PATCH', path: `/orders/${seg}/status?date=${served.date}`, body: { status: 'preparing' } },
  ];
  await fc.assert(
    fc.asyncProperty(hostileSegment, fc.nat(6), async (seg, which) => {
      const call = calls(seg)[which]!;
      const res = await rawCall(call.method, call.path, call.body);
      if (res.status < 400 || res.status >= 500) throw new Error(`${call.method} ${call.path} answered ${res.status}: ${res.text.slice(0, 200)}`);
    }),
    { numRuns: RUNS },
  );
  expect(await snapshot()).toBe(before);
});

test('a query parameter given twice is a 400 that names it, never the first or the last taken quietly', async () => {
  for (const [as, path] of [
    ['manager', '/reports/sales?range=7d&range=30d'],
    ['manager', '/orders?role=customer&role=bartender'],
    ['bartender', '/orders?role=bartender&role=bartender'],
  ] as const) {
    const res = await api('GET', path, { as });
    expect(res.status).toBe(400);
    expect(res.json?.error).toMatch(/^(?:range|role): is given more than once/);
  }
  // (The control: each once is answered.)
  expect((await api('GET', '/orders?role=bartender', { as: 'bartender' })).status).toBe(200);
});
