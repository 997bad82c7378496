import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ApiHost, REPO_ROOT } from './api-host';
import { LocalAzurite } from './azurite';
import { LOCAL_COSMOS_KEY, LocalCosmos } from './cosmos';
import { DEFAULT_HOST, isLoopback, networkUrls } from './host';
import { emulatorPort, freePort, isPortFree } from './ports';

export type AuthMode = 'dev' | 'oidc';

export interface StackOptions {
  /** Where data lives between runs. */
  dataDir: string;
  /** The app's port (SPA and API on one origin); 0 picks a free one. */
  port: number;
  /**
   * The address the app listens on (default 127.0.0.1). Only the app: the local Cosmos DB, Azurite and the
   * identity provider stay on loopback whatever this says (scripts/stack/host.ts, README "Local settings").
   */
  host?: string;
  authMode: AuthMode;
  /** The identity provider's port in oidc mode; 0 picks a free one. */
  idpPort: number;
  seedOnEmpty?: boolean;
  log?: (line: string) => void;
  /** Extra settings for the API process. */
  env?: Record<string, string>;
}

export interface Stack {
  appUrl: string;
  /** How other devices reach the app when it listens on a network address (empty on loopback). */
  networkUrls: string[];
  idpUrl?: string;
  caCertPath?: string;
  dataDir: string;
  cosmos: LocalCosmos;
  azurite: LocalAzurite;
  /** The API host's process id (its memory is measured by the bench). */
  apiPid(): number | undefined;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {}

/** The API's settings `func start` needs to run the same API against this stack (docs/deploy.md, the SWA CLI). */
const FUNCTIONS_SETTINGS = [
  'AUTH_MODE', 'OIDC_ISSUER', 'OIDC_AUDIENCE', 'OIDC_CLIENT_ID', 'NODE_EXTRA_CA_CERTS', 'COSMOS_ENDPOINT', 'COSMOS_KEY',
  'COSMOS_ALLOW_SELF_SIGNED', 'AZURE_STORAGE_CONNECTION_STRING', 'BAR_TIMEZONE', 'BAR_DAY_START_HOUR', 'BAR_CURRENCY', 'BAR_LOCALE',
] as const;

/**
 * `<dataDir>/func/local.settings.json`: what the Azure Functions Core Tools need to run `api/` (`func start`)
 * against this stack's emulators and sign-in, rewritten at every start (the emulators' ports change). Local
 * emulator keys only; the data folder is never committed.
 */
function writeFunctionsSettings(dataDir: string, env: NodeJS.ProcessEnv): void {
  const values: Record<string, string> = { FUNCTIONS_WORKER_RUNTIME: 'node', AzureWebJobsStorage: env.AZURE_STORAGE_CONNECTION_STRING ?? '' };
  for (const name of FUNCTIONS_SETTINGS) if (env[name]) values[name] = env[name]!;
  const dir = join(dataDir, 'func');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'local.settings.json'), `${JSON.stringify({ IsEncrypted: false, Values: values }, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Starts everything the app needs on this machine: the local Cosmos DB, Azurite, in oidc mode the bundled
 * identity provider, and the host that serves the SPA and the API on one origin. Every server binds to
 * 127.0.0.1, except the app's host when `host` names another address: the emulators hold data behind well-known
 * keys and the identity provider's certificate and issuer name localhost, so they never face the network.
 * `stop()` ends them all, writing the last Cosmos snapshot first.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? DEFAULT_HOST;
  if (options.port && !(await isPortFree(options.port, host))) {
    throw new PortInUseError(`Port ${options.port} is already in use. Stop what runs there, or pick another port: PORT=${options.port + 1} npm start`);
  }
  if (options.authMode === 'oidc' && options.idpPort && !(await isPortFree(options.idpPort))) {
    throw new PortInUseError(`Port ${options.idpPort} (sign-in) is already in use. Stop what runs there, or pick another: IDP_PORT=${options.idpPort + 1} npm start`);
  }

  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) {
      try {
        await s();
      } catch (err) {
        log(`stop: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    stoppers.length = 0;
  };

  try {
    const cosmos = new LocalCosmos(dataDir);
    const azurite = new LocalAzurite(dataDir, log);
    await Promise.all([cosmos.start(), azurite.start()]);
    stoppers.push(() => cosmos.stop(), () => azurite.stop());

    let idp: { issuer: string; clientId: string; caCertPath: string; close(): Promise<void> } | undefined;
    const appPort = options.port || (await freePort(host));
    // This machine reaches the app at localhost unless it listens on one other address only.
    const onOneAddress = !isLoopback(host) && host !== '0.0.0.0' && host !== '::';
    const appOrigin = `http://${onOneAddress ? (host.includes(':') ? `[${host}]` : host) : 'localhost'}:${appPort}`;
    if (options.authMode === 'oidc') {
      const idpPort = options.idpPort || (await freePort());
      const { startIdentityProvider } = await import('../idp/provider');
      idp = await startIdentityProvider({
        port: idpPort,
        dataDir,
        // The app, and the Static Web Apps emulator in front of it (`npm run swa`).
        appOrigins: [...new Set([appOrigin, ...[appPort, emulatorPort(appPort)].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`])])],
      });
      const started = idp;
      stoppers.push(() => started.close());
    }

    const apiEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PORT: String(appPort),
      HOST: host,
      AUTH_MODE: options.authMode,
      ...(idp ? { OIDC_ISSUER: idp.issuer, OIDC_AUDIENCE: 'api://bar-app', OIDC_CLIENT_ID: idp.clientId, NODE_EXTRA_CA_CERTS: idp.caCertPath } : {}),
      COSMOS_ENDPOINT: cosmos.endpoint,
      COSMOS_KEY: LOCAL_COSMOS_KEY,
      COSMOS_ALLOW_SELF_SIGNED: 'true',
      COSMOS_PROVISION: 'true',
      AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
      STATIC_DIR: process.env.STATIC_DIR ?? join(REPO_ROOT, 'frontend', 'dist'),
      SEED_ON_EMPTY: options.seedOnEmpty === false ? 'false' : 'true',
      ...options.env,
    };
    writeFunctionsSettings(dataDir, apiEnv);
    const api = new ApiHost(apiEnv, log);
    await api.start();
    stoppers.push(() => api.stop());

    return {
      appUrl: appOrigin,
      networkUrls: networkUrls(host, appPort),
      ...(idp ? { idpUrl: idp.issuer, caCertPath: idp.caCertPath } : {}),
      dataDir,
      cosmos,
      azurite,
      apiPid: () => api.pid,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
