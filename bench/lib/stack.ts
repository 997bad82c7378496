import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = join(__dirname, '..', '..');

export interface BenchStack {
  appUrl: string;
  apiPid: number;
  /** The process of the local Cosmos server and the sign-in provider. */
  stackPid: number;
  cosmosEndpoint: string;
  /** With `authMode: 'oidc'`: the bundled provider's issuer and its CA certificate. */
  idpUrl?: string;
  caCertPath?: string;
  stop(): Promise<void>;
}

export interface BenchBuild {
  /** The local host to run (api/dist/local.js unless comparing an older build). */
  apiEntry?: string;
  /** The built SPA to serve (frontend/dist unless comparing an older build). */
  staticDir?: string;
  /** 'oidc' signs callers in through the bundled OpenID Connect provider (each guest as themselves); 'dev' by default. */
  authMode?: 'dev' | 'oidc';
}

/** Starts a fresh bench stack (own data folder, removed on stop) in a child process. */
export function startBenchStack(build: BenchBuild = {}): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-bench-'));
  // BENCH_STACK_CPU_PROF=DIR: a V8 CPU profile of this process (the local Cosmos server, the sign-in provider),
  // written to DIR when it stops; BAR_API_CPU_PROF=DIR does the same for the API (docs/performance.md).
  const profile = process.env.BENCH_STACK_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_STACK_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', join(__dirname, 'stack-child.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      BENCH_DATA_DIR: dataDir,
      ...(build.apiEntry ? { BAR_API_ENTRY: build.apiEntry } : {}),
      ...(build.staticDir ? { STATIC_DIR: build.staticDir } : {}),
      ...(build.authMode === 'oidc' ? { BENCH_AUTH_MODE: 'oidc' } : {}),
      // The host finds it next to its build by default; another build lives elsewhere.
      SWA_CONFIG: join(ROOT, 'staticwebapp.config.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (line: string) => {
    tail.push(line);
    if (tail.length > 50) tail.shift();
    if (process.env.BENCH_LOG === '1') console.error(line);
  };
  createInterface({ input: child.stderr! }).on('line', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The bench stack did not start within 120 s:\n${tail.join('\n')}`));
    }, 120_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"event":"bench-stack-ready"')) {
        clearTimeout(timer);
        const info = JSON.parse(line) as { appUrl: string; apiPid: number; stackPid: number; cosmosEndpoint: string; idpUrl?: string; caCertPath?: string };
        resolve({ ...info, stop });
      } else keep(line);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The bench stack exited (${code}):\n${tail.join('\n')}`));
    });
  });
}

export interface Call {
  status: number;
  cosmos: number | null;
  etag: string | null;
  body: unknown;
  bytes: number;
}

/** One API call in dev mode (no token), with the Cosmos request count the host reported for it. */
export async function call(appUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Call> {
  const res = await fetch(`${appUrl}/api${path}`, {
    method,
    headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const count = res.headers.get('x-cosmos-requests');
  return {
    status: res.status,
    cosmos: count === null ? null : Number(count),
    etag: res.headers.get('etag'),
    body: text ? (JSON.parse(text) as { data?: unknown }).data : null,
    bytes: Buffer.byteLength(text),
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A row of the bench table: the figure, the ceiling it is measured against in the same run, and the verdict. */
export interface Row {
  area: string;
  metric: string;
  value: number | string;
  unit: string;
  /** What the figure is measured against (same run): a budget or a reference measured beside it. */
  ceiling: string;
  /** value / reference, where a reference was measured. */
  ratio?: number;
  pass: boolean | null;
  note?: string;
}
