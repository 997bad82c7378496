import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from '../support/api';
import { launchBrowser, signIn, visible, DESKTOP } from '../support/browser';
import { readStackInfo } from '../support/stack-info';
import { freePort } from '../../scripts/stack/ports';
import { orderNumber, type Order } from '@bar/domain';

/**
 * `npm run swa`: the Static Web Apps CLI's emulator in front of the running stack (oidc sign-in), as an operator
 * runs it: the SPA from the staged folder with its app-config.json and staticwebapp.config.json, /api proxied to
 * the API. A guest signs in through it and places an order. The CLI is fetched on first use (npx). A start that
 * fails says why and exits with an error (the CLI itself exits with 0 whatever stopped it).
 */

const ROOT = join(__dirname, '..', '..');
let emulator: ChildProcess | undefined;
let emulatorUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const dataDir = mkdtempSync(join(tmpdir(), 'bar-swa-'));

/** `npm run swa` (scripts/swa.ts) in front of the test stack, with its output kept. */
function startSwa(env: Record<string, string>): { child: ChildProcess; output: string[] } {
  const appPort = Number(new URL(readStackInfo().appUrl).port);
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'swa.ts')], {
    cwd: ROOT,
    // SWA_PORT: the one the global setup chose and the stack's sign-in accepts.
    env: { ...process.env, PORT: String(appPort), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  createInterface({ input: child.stdout! }).on('line', (line) => output.push(line));
  return { child, output };
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

beforeAll(async () => {
  const started = startSwa({});
  emulator = started.child;
  emulatorUrl = await new Promise<string>((resolve, reject) => {
    // The CLI is fetched from the npm registry on first use (.ci/run fetches it before the tests).
    const timer = setTimeout(() => reject(new Error(`The emulator did not start within 150 s:\n${started.output.join('\n')}`)), 150_000);
    createInterface({ input: emulator!.stdout! }).on('line', (line) => {
      const running = /emulator started at (http:\/\/[\d.]+:(\d+))/.exec(line);
      if (running) {
        clearTimeout(timer);
        resolve(`http://localhost:${running[2]}`);
      }
    });
    emulator!.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run swa stopped (exit code ${code}):\n${started.output.join('\n')}`));
    });
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (emulator?.pid && emulator.exitCode === null) {
    const exited = new Promise((resolve) => emulator!.once('exit', resolve));
    process.kill(-emulator.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  await context?.close();
});

test('through the emulator: the routes and headers of staticwebapp.config.json, the page configuration, the API', async () => {
  const deepLink = await fetch(`${emulatorUrl}/drinks/negroni`);
  expect(deepLink.status).toBe(200);
  expect(deepLink.headers.get('content-type')).toContain('text/html');
  expect(deepLink.headers.get('content-security-policy')).toContain(new URL(readStackInfo().idpUrl!).origin);
  const config = (await (await fetch(`${emulatorUrl}/app-config.json`)).json()) as Record<string, unknown>;
  expect(config).toMatchObject({ authMode: 'oidc', apiBaseUrl: '/api', authority: readStackInfo().idpUrl });
  expect(await (await fetch(`${emulatorUrl}/api/health`)).json()).toEqual({ data: { status: 'ok' } });

  // For `func start` behind the same emulator: the settings of this stack, as the Functions Core Tools read them.
  const settings = JSON.parse(readFileSync(join(readStackInfo().dataDir, 'func', 'local.settings.json'), 'utf8')) as { Values: Record<string, string> };
  expect(settings.Values).toMatchObject({ FUNCTIONS_WORKER_RUNTIME: 'node', AUTH_MODE: 'oidc', OIDC_ISSUER: readStackInfo().idpUrl, COSMOS_ALLOW_SELF_SIGNED: 'true' });
  expect(settings.Values.COSMOS_ENDPOINT).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  expect(settings.Values.AzureWebJobsStorage).toBe(settings.Values.AZURE_STORAGE_CONNECTION_STRING);
});

test('a guest signs in through the emulator with the local provider and places an order', async () => {
  context = await browser.newContext({ ...DESKTOP, ignoreHTTPSErrors: true, baseURL: emulatorUrl, serviceWorkers: 'block' });
  page = await context.newPage();
  await signIn(page, 'customer');
  await visible(page.getByRole('heading', { level: 1, name: 'Drink Menu' }));
  expect(new URL(page.url()).origin).toBe(emulatorUrl);

  const add = page.getByRole('button', { name: /^Add .+ to your order$/ }).filter({ hasNotText: 'Unavailable' }).first();
  await visible(add);
  await add.click();
  const panel = page.getByRole('region', { name: 'Your Order', exact: true });
  await panel.getByRole('button', { name: 'Place Order' }).click();
  const toast = page.getByText(/^Order #[0-9A-F]{8} placed$/);
  await visible(toast);

  // The order is the customer's, placed through the emulator's /api proxy with the token in X-Authorization.
  const number = (await toast.first().textContent())!.slice('Order #'.length, 'Order #'.length + 8);
  const mine = await api<Order[]>('GET', '/orders?role=customer', { as: 'customer' });
  const order = mine.data.find((o) => orderNumber(o.id) === number);
  expect(order).toBeDefined();
  for (const status of ['preparing', 'ready', 'completed'] as const) {
    const moved = await api('PATCH', `/orders/${order!.id}/status?date=${order!.date}`, { as: 'bartender', body: { status } });
    expect(moved.status).toBe(200);
  }
});

describe('a start that cannot work says why and fails (the CLI alone would exit with 0)', () => {
  test("the emulator's port already taken: exit code 1, naming the port", async () => {
    const held = net.createServer();
    const port = await new Promise<number>((resolve) => held.listen(0, '127.0.0.1', () => resolve((held.address() as AddressInfo).port)));
    try {
      const { child, output } = startSwa({ SWA_PORT: String(port) });
      expect(await exitOf(child)).toBe(1);
      expect(output.join('\n')).toContain(`Port ${port} (the emulator's) is already in use`);
    } finally {
      held.close();
    }
  }, 60_000);

  test('an API that does not answer: exit code 1 once the emulator gives up', async () => {
    const [swaPort, deadPort] = await Promise.all([freePort(), freePort()]);
    const { child, output } = startSwa({ SWA_PORT: String(swaPort), SWA_API_URL: `http://127.0.0.1:${deadPort}`, SWA_DEVSERVER_TIMEOUT: '2' });
    expect(await exitOf(child)).toBe(1);
    expect(output.join('\n')).toContain('The emulator stopped before it was ready');
  }, 120_000);
});
