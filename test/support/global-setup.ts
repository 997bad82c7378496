import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietPort } from '../../scripts/stack/ports';
import { TEST_CORS_ORIGIN } from './stack-info';
import { startStackProcess } from './stack-process';

/** One stack for the integration suites: the real local Cosmos, Azurite, identity provider and host. */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-app-test-'));
  // Suites send hundreds of writes a minute as one user; the write budget has a suite of its own (rate-limit.test.ts).
  process.env.WRITE_RATE_LIMIT_PER_MINUTE ??= '1000000';
  // ... and read as one user far more than a person would; the read budget is checked in rate-limit.test.ts.
  process.env.READ_RATE_LIMIT_PER_MINUTE ??= '1000000';
  // Every suite's AI calls together; the instance's AI budget is checked in rate-limit.test.ts.
  process.env.AI_INSTANCE_RATE_LIMIT_PER_MINUTE ??= '0';
  // Suites place many orders as one guest and leave them open; the cap has a suite of its own (order-limits.test.ts).
  process.env.OPEN_ORDERS_PER_GUEST ??= '1000';
  process.env.OPEN_DRINKS_PER_GUEST ??= '1000000';
  // ... and take whole stocks as one guest; one guest's share of what is left is checked in order-limits.test.ts.
  process.env.GUEST_STOCK_SHARE ??= '1';
  // One other origin may call the API from a browser (web-hardening.test.ts checks it and every other is refused);
  // set whatever the developer's shell has, as the suites rely on it.
  process.env.CORS_ORIGINS = TEST_CORS_ORIGIN;
  // The Static Web Apps emulator's port (swa-emulator.test.ts), which the stack's sign-in accepts: not the app's
  // port + 1, which another server of the run may hold by then, but one no server picks by chance.
  process.env.SWA_PORT ??= String(await quietPort());
  // EXPOSE_COSMOS_REQUEST_COUNT: each API answer says how many Cosmos requests it cost (budgets.test.ts).
  const { child, info } = await startStackProcess({ DATA_DIR: dataDir, AUTH_MODE: 'oidc', EXPOSE_COSMOS_REQUEST_COUNT: '1' });
  (globalThis as { __barStack?: typeof child }).__barStack = child;
  const file = join(dataDir, 'stack.json');
  writeFileSync(file, JSON.stringify(info));
  process.env.BAR_STACK_INFO = file;
}
