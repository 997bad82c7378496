import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from '../../scripts/stack';

/**
 * Faults injected into a stack of this suite's own (development sign-in, so no tokens are involved): the
 * database or the blob store stops while the app runs, then comes back.
 */
let stack: Stack;
let dataDir: string;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack.appUrl}/api${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as { data?: unknown; error?: string }) : null };
}

/** Health is probed at most once every few seconds (api/src/platform/readiness.ts): ask until it says `expected`. */
async function healthUntil(expected: (res: Awaited<ReturnType<typeof call>>) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await call('GET', '/health');
    if (expected(res) || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-faults-'));
  stack = await startStack({ dataDir, port: 0, idpPort: 0, authMode: 'dev', log: () => undefined });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('with the database down, requests fail fast with 503 and a message to try again; they recover when it is back', async () => {
  expect((await call('GET', '/recipes')).status).toBe(200);
  await stack.cosmos.stop();
  try {
    for (const [method, path, body] of [
      ['GET', '/recipes'],
      ['GET', '/inventory'],
      ['POST', '/orders', { id: 'fault-test-order-1', items: [{ recipeId: 'negroni', quantity: 1 }] }],
    ] as const) {
      const res = await call(method, path, body);
      expect(res.status).toBe(503);
      expect(res.json?.error).toMatch(/try again/i);
      expect(res.json?.error).not.toMatch(/ECONNREFUSED|at \w+ \(/);
    }
    const health = await healthUntil((res) => res.status === 503);
    expect(health.status).toBe(503);
    expect(health.json?.error).toMatch(/database/);
    expect(health.json?.error).toMatch(/try again/i);
  } finally {
    await stack.cosmos.start();
  }
  const back = await call('GET', '/recipes');
  expect(back.status).toBe(200);
  expect((back.json?.data as unknown[]).length).toBeGreaterThan(20);
});

test('with the blob store down, health says so with 503; it recovers', async () => {
  await stack.azurite.stop();
  try {
    const res = await healthUntil((r) => r.status === 503 && /image storage/.test(r.json?.error ?? ''));
    expect(res.status).toBe(503);
    expect(res.json?.error).toMatch(/image storage/);
  } finally {
    await stack.azurite.start();
  }
  expect((await healthUntil((r) => r.status === 200)).status).toBe(200);
});

test('a restart keeps all data', async () => {
  const created = await call('POST', '/inventory', { name: 'Restart-proof rum', category: 'spirit', quantity: 321 });
  expect(created.status).toBe(201);
  const id = (created.json?.data as { id: string }).id;
  await stack.stop();
  stack = await startStack({ dataDir, port: 0, idpPort: 0, authMode: 'dev', log: () => undefined });
  const again = await call('GET', `/inventory/${id}?category=spirit`);
  expect(again.status).toBe(200);
  expect((again.json?.data as { quantity: number }).quantity).toBe(321);
}, 90_000);
