import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../../scripts/stack';
import { launchBrowser } from '../support/browser';

/** The database goes away while a guest has the menu open: docs/spec.md's load-error card, then recovery. */
let stack: Stack;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-outage-'));
  [stack, browser] = await Promise.all([startStack({ dataDir, port: 0, idpPort: 0, authMode: 'dev', log: () => undefined }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the menu shows the load-error card while the database is down and recovers without a restart', async () => {
  const context = await browser.newContext({ baseURL: stack.appUrl, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Drink Menu', level: 1 }).waitFor();
  await page.getByText('Negroni').first().waitFor();

  await stack.cosmos.stop();
  try {
    await page.reload();
    await page.getByText('Failed to fetch recipes').first().waitFor({ timeout: 30_000 });
  } finally {
    await stack.cosmos.start();
  }
  await page.reload();
  await page.getByText('Negroni').first().waitFor({ timeout: 30_000 });
  expect(await page.getByText('Failed to fetch recipes').count()).toBe(0);
  await context.close();
}, 120_000);
