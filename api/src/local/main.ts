import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { config, moneySettings } from '../config';
import { dependencies } from '../composition';
import { ensureProvisioned } from '../data/cosmos';
import { isEmptyBar, seedDemoBar } from '../catalog/seed';
import { seedDemoHistory } from '../reports/demo-history';
import { recoverInterruptedRestore } from '../backup/import';
import { ROUTES } from '../routes';
import { createLocalHost } from './host';
import { StaticSite, withAuthority, type StaticWebAppConfig } from './static-site';
import { telemetrySettings } from '../telemetry/settings';
import { warmUp } from '../ai/warm-up';

/** Settings of the local host itself (the API's own settings are in ../config.ts). */
const hostSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4280),
  HOST: z.string().default('127.0.0.1'),
  /** Host names the app is served under besides localhost and IP addresses (comma-separated): see local/host.ts checkHost. */
  ALLOWED_HOSTS: z.string().default(''),
  STATIC_DIR: z.string().default(resolve(__dirname, '../../frontend/dist')),
  SWA_CONFIG: z.string().default(resolve(__dirname, '../../staticwebapp.config.json')),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
  /** With SEED_ON_EMPTY: also a few weeks of orders, counts, a delivery and waste, for full reports (npm start). */
  SEED_DEMO_HISTORY: z.enum(['true', 'false']).default('false'),
  SPA_AUTHORITY: z.string().optional(),
  SPA_CLIENT_ID: z.string().default('bar-app-spa'),
  SPA_API_SCOPE: z.string().default('api://bar-app/access_as_user'),
  PRODUCT_NAME: z.string().optional(),
  /** 1: one structured line per API call on the console (route, status, duration, Cosmos requests and charge). */
  LOG_REQUESTS: z.enum(['0', '1', '']).default(''),
});

function log(level: 'info' | 'warn' | 'error', message: string) {
  const line = `[api] ${message}`;
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

async function waitFor<T>(what: string, attempt: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${what} did not become ready: ${err instanceof Error ? err.message : String(err)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function main() {
  const parsed = hostSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid local host configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  const host = parsed.data;
  const api = config();
  // Telemetry, when switched on (telemetry/settings.ts): loaded before the first call, never when off.
  const telemetry = telemetrySettings();
  const sdk = telemetry ? await import('../telemetry/sdk') : undefined;
  if (telemetry && sdk) {
    sdk.startTelemetry(telemetry);
    log('info', `telemetry: exporting traces and logs to ${telemetry.azureMonitor ? 'Application Insights' : 'the OpenTelemetry collector (OTEL_EXPORTER_OTLP_*)'}`);
  }
  const authority = api.AUTH_MODE === 'oidc' ? (host.SPA_AUTHORITY ?? api.OIDC_ISSUER) : host.SPA_AUTHORITY;

  await waitFor('The local Cosmos DB', () => ensureProvisioned());
  const deps = dependencies();
  await recoverInterruptedRestore(deps.restore, (message) => log('warn', message));
  if (host.SEED_ON_EMPTY === 'true' && (await isEmptyBar(deps))) {
    const result = await seedDemoBar(deps, deps.clock());
    log('info', `first start: seeded the demo bar (${result.inventoryCreated} inventory items, ${result.recipesCreated} drinks)`);
    if (host.SEED_DEMO_HISTORY === 'true') {
      const history = await seedDemoHistory(deps);
      log('info', `first start: seeded ${history.orders} past orders and ${history.ledger} stock records for the reports`);
    }
  }

  let site: StaticSite | undefined;
  try {
    const swa = JSON.parse(readFileSync(host.SWA_CONFIG, 'utf8')) as StaticWebAppConfig;
    site = new StaticSite(host.STATIC_DIR, swa, withAuthority(swa.globalHeaders ?? {}, authority));
  } catch (err) {
    log('warn', `serving the API only: ${err instanceof Error ? err.message : String(err)}`);
  }

  const server = createLocalHost({
    routes: ROUTES,
    ...(site ? { site } : {}),
    appConfig: {
      authMode: api.AUTH_MODE,
      apiBaseUrl: '/api',
      ...moneySettings(api),
      ...(api.AUTH_MODE !== 'dev' && authority
        ? { authority, clientId: host.SPA_CLIENT_ID, apiScope: host.SPA_API_SCOPE, knownAuthorities: [new URL(authority).host] }
        : {}),
      ...(host.PRODUCT_NAME ? { productName: host.PRODUCT_NAME } : {}),
    },
    log,
    logInformation: host.LOG_REQUESTS === '1',
    allowedHosts: host.ALLOWED_HOSTS.split(',').map((name) => name.trim()).filter(Boolean),
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(host.PORT, host.HOST, () => resolvePromise());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : host.PORT;
  // As the Functions host does at start-up (main.ts): the AI readers' patterns compiled before a guest's first request.
  void warmUp().catch((err: unknown) => log('warn', `AI warm-up failed: ${err instanceof Error ? err.message : String(err)}`));
  // The launcher waits for this line.
  console.log(JSON.stringify({ event: 'api-ready', port }));

  const stop = () =>
    server.close(() => {
      // What the exporter still holds is sent before the process ends.
      void (sdk?.flushTelemetry() ?? Promise.resolve()).finally(() => process.exit(0));
    });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`[api] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
