import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from '../../scripts/stack';

/** The per-user write budget, on a stack of this suite's own with a small budget. */
let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-rate-'));
  stack = await startStack({ dataDir, port: 0, idpPort: 0, authMode: 'dev', log: () => undefined, env: { WRITE_RATE_LIMIT_PER_MINUTE: '5' } });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('past the write budget a user gets 429 with Retry-After, changes nothing, and can still read', async () => {
  const patch = () =>
    fetch(`${stack.appUrl}/api/inventory/lime-juice?category=mixer`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ quantity: 1234 }),
    });
  for (let i = 0; i < 5; i++) expect((await patch()).status).toBe(200);
  const refused = await fetch(`${stack.appUrl}/api/inventory/lime-juice?category=mixer`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ quantity: 1 }),
  });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused.json()) as { error: string }).error).toMatch(/Please wait \d+ seconds and try again/);
  const read = await fetch(`${stack.appUrl}/api/inventory/lime-juice?category=mixer`);
  expect(read.status).toBe(200);
  expect(((await read.json()) as { data: { quantity: number } }).data.quantity).toBe(1234);
});
