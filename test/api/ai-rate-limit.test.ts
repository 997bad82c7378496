import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AiRecommendation } from '@bar/domain';
import { api, tokenFor } from '../support/api';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * The per-user limit on the AI routes over HTTP (the AI bartender's answers are in ai.test.ts). A stack of its own,
 * with the test stack's settings and its own identity provider: the minute this test waits out leaves no other
 * suite's AI calls waiting, and no other suite's calls count against its users.
 */
let stackChild: ChildProcess | undefined;
let dataDir: string;
let stack: StackInfo;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-ai-limit-'));
  const { child, info } = await startStackProcess({ DATA_DIR: dataDir, AUTH_MODE: 'oidc' });
  stackChild = child;
  stack = info;
  await Promise.all((['customer', 'newcomer'] as const).map((user) => tokenFor(user, stack)));
}, 180_000);

afterAll(async () => {
  if (stackChild) await stopStackProcess(stackChild);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const recommend = (preferences: unknown, as: 'customer' | 'newcomer') =>
  api<AiRecommendation[]>('POST', '/recipes/ai-recommendations', { as, stack, body: { preferences, customerType: 'regular' } });

describe('the per-user limit on the AI routes', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  test('past the limit a user gets 429 with Retry-After, others are not affected, and a minute later it is lifted', async () => {
    let limited: Awaited<ReturnType<typeof recommend>> | undefined;
    let lastAllowed = Date.now();
    for (let i = 0; i < 25 && !limited; i++) {
      const res = await recommend('a beer', 'newcomer');
      if (res.status === 429) limited = res;
      else {
        expect(res.status).toBe(200);
        lastAllowed = Date.now();
      }
    }
    expect(limited).toBeDefined();
    const retryAfter = Number(limited!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited!.json?.error).toMatch(/^You have asked the AI bartender too often in the last minute\. Please try again in \d+ seconds?\.$/);
    expect((await recommend('a beer', 'customer')).status).toBe(200);

    await sleep(Math.max(0, lastAllowed + 61_000 - Date.now()));
    expect((await recommend('a beer', 'newcomer')).status).toBe(200);
  }, 120_000);
});
