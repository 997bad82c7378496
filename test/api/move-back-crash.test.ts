import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order } from '@bar/domain';
import { startStack, type Stack } from '../../scripts/stack';

/**
 * A move back from ready that fails half-way through putting the stock back (the API's request dies after the
 * first of two items, before the order is written again): whoever reads the order next finishes it, and each
 * item gets its stock back exactly once.
 */
let stack: Stack | undefined;
let dataDir: string;

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack!.appUrl}/api${path}`, {
    method,
    signal: AbortSignal.timeout(60_000),
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => null)) as { data?: T; error?: string } | null;
  return { status: res.status, etag: res.headers.get('etag') ?? '', data: json?.data as T, error: json?.error };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-move-back-'));
  stack = await startStack({ dataDir, port: 0, idpPort: 0, authMode: 'dev', log: process.env.STACK_LOG ? console.log : () => undefined, env: { FAULT_MOVE_BACK_CRASH_AFTER_ITEMS: '1' } });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a crash between putting stock back and writing the order: the next reader finishes it, stock back once', async () => {
  const rum = (await call<InventoryItem>('POST', '/inventory', { name: `Crash rum ${randomUUID()}`, category: 'spirit', quantity: 1000, unit: 'ml', cost: 0.03 })).data;
  const lime = (await call<InventoryItem>('POST', '/inventory', { name: `Crash lime ${randomUUID()}`, category: 'mixer', quantity: 1000, unit: 'ml', cost: 0.01 })).data;
  const recipe = (
    await call<{ id: string }>('POST', '/recipes', {
      name: `Crash daiquiri ${randomUUID()}`,
      category: 'cocktail',
      price: 11,
      ingredients: [
        { inventoryItemId: rum.id, quantity: 50, unit: 'ml' },
        { inventoryItemId: lime.id, quantity: 25, unit: 'ml' },
      ],
    })
  ).data;
  const stock = async () => [
    (await call<InventoryItem>('GET', `/inventory/${rum.id}?category=spirit`)).data.quantity,
    (await call<InventoryItem>('GET', `/inventory/${lime.id}?category=mixer`)).data.quantity,
  ];
  const order = (await call<Order>('POST', '/orders', { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 2 }] })).data;
  const at = `/orders/${order.id}/status?date=${order.date}`;
  expect((await call('PATCH', at, { status: 'preparing' })).status).toBe(200);
  const ready = await call<Order>('PATCH', at, { status: 'ready' });
  expect(await stock()).toEqual([900, 950]);

  // The move back is written, one item gets its stock back, then the request dies.
  const back = await call<Order>('PATCH', at, { status: 'preparing', direction: 'back', undo: true }, { 'If-Match': ready.etag });
  expect(back.status).toBe(500);
  expect(back.error).not.toMatch(/Simulated|at .*\.js/);

  // The next reader (the queue's ticket, a bartender opening it) finishes the put-back: each item once.
  const seen = await call<Order>('GET', `/orders/${order.id}?date=${order.date}`);
  expect(seen.data).toMatchObject({ status: 'preparing', stockDeducted: false });
  expect(seen.data.restockPending).toBeUndefined();
  expect(await stock()).toEqual([1000, 1000]);
  expect((await call<Order>('GET', `/orders/${order.id}?date=${order.date}`)).data.status).toBe('preparing');
  expect(await stock()).toEqual([1000, 1000]);

  // Ready again takes the stock again, once.
  expect((await call('PATCH', at, { status: 'ready' })).status).toBe(200);
  expect(await stock()).toEqual([900, 950]);
}, 180_000);
