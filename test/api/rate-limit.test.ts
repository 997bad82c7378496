import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from '../../scripts/stack';

/** The per-user write and read budgets, on a stack of this suite's own with small budgets. */
let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-rate-'));
  stack = await startStack({ dataDir, port: 0, idpPort: 0, authMode: 'dev', log: () => undefined, env: { WRITE_RATE_LIMIT_PER_MINUTE: '9', READ_RATE_LIMIT_PER_MINUTE: '12', AI_RATE_LIMIT_PER_MINUTE: '100', AI_INSTANCE_RATE_LIMIT_PER_MINUTE: '3' } });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// First: its 4 calls only ask (POST, changing nothing): they count against the read budget, not the 9 changes.
test("the AI routes' budget of all users together: past it the next call is refused with 429, Retry-After and why", async () => {
  const ask = () =>
    fetch(`${stack.appUrl}/api/recipes/ai-recommendations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ preferences: 'something fruity' }),
    });
  for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
  const refused = await ask();
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused.json()) as { error: string }).error).toMatch(/^The AI bartender is answering many guests right now\. Please try again in \d+ seconds?\.$/);
});

test('past the write budget a user gets 429 with Retry-After, changes nothing, and can still read', async () => {
  const patch = () =>
    fetch(`${stack.appUrl}/api/inventory/lime-juice?category=mixer`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ quantity: 1234 }),
    });
  for (let i = 0; i < 9; i++) expect((await patch()).status).toBe(200);
  const refused = await fetch(`${stack.appUrl}/api/inventory/lime-juice?category=mixer`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ quantity: 1 }),
  });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many changes in a short time\. Please wait \d+ seconds and try again\.$/);
  const read = await fetch(`${stack.appUrl}/api/inventory/lime-juice?category=mixer`);
  expect(read.status).toBe(200);
  expect(((await read.json()) as { data: { quantity: number } }).data.quantity).toBe(1234);
  // A question to the AI bartender is no change: past the write budget it meets only its own limits, never 'changes'.
  const asked = await fetch(`${stack.appUrl}/api/recipes/ai-recommendations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ preferences: 'something fruity' }),
  });
  expect(asked.status).toBe(429);
  expect(((await asked.json()) as { error: string }).error).toMatch(/^The AI bartender is answering many guests right now\./);
});

test('past the read budget a user gets 429 with Retry-After; public answers are not counted', async () => {
  const statuses: number[] = [];
  let refused: Response | undefined;
  for (let i = 0; i < 20 && !refused; i++) {
    const res = await fetch(`${stack.appUrl}/api/recipes`);
    statuses.push(res.status);
    if (res.status === 429) refused = res;
    else await res.arrayBuffer();
  }
  // The budget (12 a minute) counts this user's reads of the test before too.
  expect(refused).toBeDefined();
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(12);
  expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused!.json()) as { error: string }).error).toMatch(/^Too many requests in a short time\. Please wait \d+ seconds and try again\.$/);
  expect((await fetch(`${stack.appUrl}/api/health`)).status).toBe(200);
});
