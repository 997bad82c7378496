// `npm run swa`: the Static Web Apps CLI's emulator in front of the running local stack, routed as Azure routes
// it: the built SPA with its app-config.json and staticwebapp.config.json as the deploy uploads them, and /api
// proxied to the API. Start the app first (`npm start`, or `AUTH_MODE=oidc npm start`), then this in another
// terminal. Settings: PORT (the running app, default 4280), SWA_PORT (the emulator, default PORT + 1),
// SWA_API_URL (where /api goes, default the running app; http://127.0.0.1:7071 for `func start`: docs/deploy.md),
// SWA_DEVSERVER_TIMEOUT (seconds the emulator waits for the API to answer, default 60).
//
// The CLI exits with code 0 whatever stopped it before it was ready (a port already taken, an API that does not
// answer: its emulator process turns every exit into 0): this script checks the port first and reads the CLI's
// output, so that a start that fails says why and exits with 1.
//
// The CLI is fetched on first use (npx, kept in npm's cache) with install scripts off: its keytar dependency, a
// keychain binding only `swa login` and `swa deploy` use, has no prebuilt binary reachable from every machine and
// would need libsecret-1-dev to compile. As a devDependency it would break `npm install` on such a machine.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { withAuthority, type StaticWebAppConfig } from '../api/src/local/static-site';
import { emulatorPort, isPortFree } from './stack/ports';

export const SWA_CLI = '@azure/static-web-apps-cli@2.0.10';
const ROOT = resolve(__dirname, '..');

/** The folder the emulator serves: the SPA as the deploy uploads it, with the running app's page configuration. */
export function stageSite(dir: string, appConfig: { authority?: string } & Record<string, unknown>, spaDir = join(ROOT, 'frontend', 'dist')): string {
  if (!existsSync(join(spaDir, 'index.html'))) throw new Error(`${spaDir} has no index.html: build the app first (npm run build, or npm start)`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(spaDir, dir, { recursive: true });
  writeFileSync(join(dir, 'app-config.json'), `${JSON.stringify(appConfig, null, 2)}\n`);
  const swa = JSON.parse(readFileSync(join(ROOT, 'staticwebapp.config.json'), 'utf8')) as StaticWebAppConfig;
  // As the local host does: the local provider's origin in the Content-Security-Policy, no HSTS over http.
  const local = { ...swa, globalHeaders: withAuthority(swa.globalHeaders ?? {}, appConfig.authority) };
  writeFileSync(join(dir, 'staticwebapp.config.json'), `${JSON.stringify(local, null, 2)}\n`);
  return dir;
}

/** The arguments of `npx` that start the emulator on `swaPort` in front of the app at `appUrl`. */
export function swaStartArgs(site: string, appUrl: string, swaPort: number, devserverTimeoutSeconds = 60): string[] {
  return [
    '--yes',
    '--package',
    SWA_CLI,
    '--',
    'swa',
    'start',
    site,
    '--api-devserver-url',
    appUrl,
    '--swa-config-location',
    site,
    '--host',
    '127.0.0.1',
    '--port',
    String(swaPort),
    '--devserver-timeout',
    String(devserverTimeoutSeconds),
  ];
}

/** The line the emulator prints once it serves (the CLI keeps it stable for its VS Code extension). */
export const EMULATOR_STARTED = /Azure Static Web Apps emulator started at https?:\/\//;

async function main() {
  const port = Number(process.env.PORT ?? 4280);
  const swaPort = emulatorPort(port);
  const appUrl = `http://127.0.0.1:${port}`;
  let appConfig: Record<string, unknown>;
  try {
    const health = await fetch(`${appUrl}/api/health`);
    if (!health.ok) throw new Error(`GET /api/health answered ${health.status}`);
    appConfig = (await (await fetch(`${appUrl}/app-config.json`)).json()) as Record<string, unknown>;
  } catch (err) {
    console.error(`The app is not running at ${appUrl} (${err instanceof Error ? err.message : String(err)}).`);
    console.error('Start it first in another terminal: `npm start` (or `AUTH_MODE=oidc npm start`), with the same PORT.');
    process.exit(1);
  }
  const apiUrl = process.env.SWA_API_URL?.trim() || appUrl;
  const timeout = Number(process.env.SWA_DEVSERVER_TIMEOUT ?? 60);
  if (!Number.isInteger(timeout) || timeout < 1) {
    console.error(`SWA_DEVSERVER_TIMEOUT must be a whole number of seconds, not '${process.env.SWA_DEVSERVER_TIMEOUT}'.`);
    process.exit(1);
  }
  // Checked here: the CLI would ask whether to take another port and, with nobody to answer, exit with 0.
  if (!(await isPortFree(swaPort))) {
    console.error(`Port ${swaPort} (the emulator's) is already in use. Stop what runs there, or pick another: SWA_PORT=${swaPort + 1} npm run swa`);
    console.error('In oidc mode, start the app with the same SWA_PORT, so that the sign-in accepts the emulator.');
    process.exit(1);
  }
  const site = stageSite(join(resolve(process.env.DATA_DIR ?? join(ROOT, '.data')), 'swa', 'site'), appConfig);
  console.log(`Static Web Apps emulator (${SWA_CLI}, fetched on first use): http://localhost:${swaPort}, /api to ${apiUrl}`);
  // Its own folder as the working directory: the emulator reads no swa-cli.config.json but these arguments.
  const child = spawn(process.platform === 'win32' ? 'npx.cmd' : 'npx', swaStartArgs(site, apiUrl, swaPort, timeout), {
    cwd: site,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, npm_config_ignore_scripts: 'true', SWA_CLI_OPEN_BROWSER: 'false' },
    shell: process.platform === 'win32',
    // A process group of its own, so that stopping this script stops npx and the emulator under it too.
    detached: process.platform !== 'win32',
  });
  let ready = false;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (EMULATOR_STARTED.test(line)) ready = true;
    console.log(line);
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    try {
      if (process.platform !== 'win32' && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      /* already gone */
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => {
    if (!ready && !stopping) {
      // The emulator's own failure to listen is silent: it ends with 0 and prints nothing.
      void isPortFree(swaPort).then((free) => {
        const why = free ? 'its messages are above' : `port ${swaPort} was taken meanwhile: pick another with SWA_PORT`;
        console.error(`The emulator stopped before it was ready (${signal ? `signal ${signal}` : `exit code ${code}`}): ${why}.`);
        process.exit(1);
      });
      return;
    }
    process.exit(code ?? (signal && !stopping ? 1 : 0));
  });
}

/** `npm run swa -- --fetch`: only fetch the CLI into npm's cache (CI does it before the tests) and print its version. */
function fetchOnly() {
  const child = spawn(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['--yes', '--package', SWA_CLI, '--', 'swa', '--version'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, npm_config_ignore_scripts: 'true' },
    shell: process.platform === 'win32',
  });
  child.on('exit', (code) => process.exit(code ?? 1));
}

if (require.main === module) {
  if (process.argv.includes('--fetch')) fetchOnly();
  else void main();
}
