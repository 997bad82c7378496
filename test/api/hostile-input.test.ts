import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  availabilityPatchSchema,
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
