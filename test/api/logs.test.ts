import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, getTokens } from '../../scripts/idp/client';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * What the app writes to its logs while guests and staff use it, including failures, must hold no token, key
 * or personal data. A stack of this suite's own, so every line it printed can be read.
 */
let child: ChildProcess;
let info: StackInfo;
let logs: () => string[];
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-logs-'));
  ({ child, info, logs } = await startStackProcess({ DATA_DIR: dataDir, AUTH_MODE: 'oidc', LOG_REQUESTS: '1' }));
}, 120_000);

afterAll(async () => {
  if (child) await stopStackProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
});

test('no token, key or personal data reaches the logs', async () => {
  const secrets: string[] = [];
  for (const user of ['customer', 'manager'] as const) {
    const tokens = await getTokens({ issuer: info.idpUrl!, caCertPath: info.caCertPath!, username: user, password: DEMO_PASSWORD, redirectUri: `${info.appUrl}/` });
    secrets.push(tokens.accessToken, tokens.idToken, ...(tokens.refreshToken ? [tokens.refreshToken] : []));
    const headers = { 'X-Authorization': `Bearer ${tokens.accessToken}`, 'Content-Type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${info.appUrl}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    await call('GET', '/me');
    await call('POST', '/orders', { id: `logs-${user}-order-1`, items: [{ recipeId: 'negroni', quantity: 1 }], customerNameOverride: 'Table of Jordan Secretname' });
    await call('POST', '/recipes/ai-recommendations', { preferences: 'something with gin for Jordan Secretname', customerType: 'regular' });
    await call('POST', '/inventory', { name: '' });
    await call('POST', '/images/upload', { fileName: 'x.png', contentType: 'image/png', imageData: 'bm90IGFuIGltYWdl', category: 'inventory' });
    await call('GET', '/users');
  }
  // A bad token and a garbage body too.
  await fetch(`${info.appUrl}/api/me`, { headers: { 'X-Authorization': 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
  // The host writes a call's line as it answers; the line crosses a pipe to this process after the answer did.
  for (let i = 0; i < 50 && !/"status":401/.test(logs().join('\n')); i++) await new Promise((r) => setTimeout(r, 100));
  const written = logs().join('\n');
  expect(written).toContain('The bar app is running at'); // the capture works
  for (const secret of secrets) expect(written).not.toContain(secret.slice(20, 60));
  const personal = [...Object.values(DEMO_ACCOUNTS).flatMap((a) => [a.email, a.name, a.oid]), 'Jordan Secretname'];
  for (const value of personal) expect(written).not.toContain(value);
  expect(written).not.toMatch(/AccountKey=|COSMOS_KEY|Bearer ey/);

  // One structured line per call (LOG_REQUESTS=1 locally; Application Insights traces in Azure): the order's
  // Cosmos requests and charge, the caller as a hash only.
  const requests = written
    .split('\n')
    .map((line) => /\{"event":"api-request".*\}/.exec(line)?.[0])
    .filter((json): json is string => Boolean(json))
    .map((json) => JSON.parse(json) as Record<string, unknown>);
  const order = requests.find((r) => r.route === 'orders-create');
  expect(order).toMatchObject({ method: 'POST', status: 201, requestId: expect.any(String), user: expect.stringMatching(/^[0-9a-f]{16}$/) });
  expect(order!.cosmosRequests).toBeGreaterThan(0);
  expect(order!.cosmosCharge).toBeGreaterThan(0);
  expect(requests.find((r) => r.status === 401)).toBeDefined();
}, 120_000);
