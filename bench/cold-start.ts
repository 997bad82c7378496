// Cold start: importing the API's Azure entry (api/dist/main.js) against a bare one-route app bundled the same
// way, in fresh node processes, interleaved, median of several runs (same run, same machine).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, median, round, type Row } from './lib/stack';

// Outside the repository: a bundle is no source to lint.
const BUILD_DIR = join(tmpdir(), 'bar-bench-build');
const HEAVY = ['openai', 'jszip', '@azure/storage-blob', '@azure/identity', '@azure/msal-node'];

async function buildBare(): Promise<string> {
  const outfile = join(BUILD_DIR, 'bare', 'main.js');
  await build({
    entryPoints: [join(__dirname, 'cold-start', 'bare-app.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    external: ['@azure/functions-core'],
    nodePaths: [join(ROOT, 'node_modules')],
    logLevel: 'warning',
  });
  return outfile;
}

function probe(script: string, args: string[]): number {
  const out = execFileSync(process.execPath, [join(__dirname, 'cold-start', script), ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return (JSON.parse(out) as { ms: number }).ms;
}

/** The ES module chunks a module under dist/app/ imports statically, itself included. */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?["'](\.{1,2}\/[^"']+)["']/gm)) staticGraph(join(dirname(file), m[1]!), seen);
  return seen;
}

/** Which heavy packages a route's first call loads (esbuild marks each bundled file with a path comment). */
function heavyIn(dist: string, module: string): string[] {
  const files = staticGraph(join(dist, 'app', module));
  const text = [...files].map((f) => readFileSync(f, 'utf8')).join('\n');
  return HEAVY.filter((pkg) => text.includes(`node_modules/${pkg}/`));
}

function kb(file: string): number {
  return Math.round(statSync(file).size / 1024);
}

export async function coldStart(options: { runs?: number; main?: string; beforeMain?: string } = {}): Promise<Row[]> {
  const runs = options.runs ?? 9;
  const bare = await buildBare();
  const main = options.main ?? join(ROOT, 'api', 'dist', 'main.js');
  const dist = dirname(main);
  const samples = { bare: [] as number[], main: [] as number[], before: [] as number[] };
  for (let i = 0; i < runs; i++) {
    samples.bare.push(probe('import-probe.cjs', [bare]));
    samples.main.push(probe('import-probe.cjs', [main]));
    if (options.beforeMain) samples.before.push(probe('import-probe.cjs', [options.beforeMain]));
  }
  const b = median(samples.bare);
  const m = median(samples.main);
  const rows: Row[] = [
    {
      area: 'Cold start',
      metric: `import api/dist/main.js (${kb(main)} KB), median of ${runs}`,
      value: round(m, 1),
      unit: 'ms',
      ceiling: `bare one-route app ${round(b, 1)} ms x 1.5`,
      ratio: round(m / b),
      pass: m / b <= 1.5,
    },
  ];
  if (options.beforeMain) {
    const o = median(samples.before);
    rows.push({
      area: 'Cold start',
      metric: `import of the build before the change (${kb(options.beforeMain)} KB)`,
      value: round(o, 1),
      unit: 'ms',
      ceiling: `bare one-route app ${round(b, 1)} ms x 1.5`,
      ratio: round(o / b),
      pass: o / b <= 1.5,
    });
  }
  if (existsSync(join(dist, 'app'))) {
    for (const [label, module] of [
      ['GET /recipes', 'functions/recipes.mjs'],
      ['GET|POST /orders', 'functions/orders.mjs'],
      ['AI bartender', 'functions/ai.mjs'],
      ['images', 'functions/images.mjs'],
      ['backup and restore', 'functions/backup.mjs'],
    ] as const) {
      const loads = [0, 1, 2].map(() => probe('first-call-probe.mjs', [dist, module]));
      const heavy = heavyIn(dist, module);
      rows.push({
        area: 'Cold start',
        metric: `first call of ${label}: modules loaded (median of 3)`,
        value: round(median(loads), 1),
        unit: 'ms',
        ceiling: 'heavy packages only where used',
        pass: null,
        note: heavy.length ? `loads ${heavy.join(', ')}` : 'no heavy package',
      });
    }
  }
  return rows;
}
