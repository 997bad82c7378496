// `npm run bench`: measures the performance budgets of docs/performance.md on this machine and prints one
// table, each figure beside the ceiling it is measured against in the same run; writes it as JSON (and
// Markdown) under bench/results/. Not part of `npm test`: figures are timings on a shared machine.
//
//   npm run bench                          build the API and the SPA, then measure everything
//   npm run bench -- --only=cold,cosmos    some sections: cold, cosmos, spa, lighthouse, throughput, rush, keystroke, restore, reports, ai
//   npm run bench -- --no-build            measure the builds that are there
//   npm run bench -- --build-dir=DIR       measure another build: DIR/api-dist (main.js, local.js), DIR/spa
//   npm run bench -- --seconds=10          load duration of the throughput section
//   npm run bench -- --lighthouse-runs=5   audits per page (the median is reported; default 3)
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { aiHostileRows } from '../bench/ai-hostile';
import { coldStart } from '../bench/cold-start';
import { countRows, measureCounts } from '../bench/cosmos-budgets';
import { BenchSeeder } from '../bench/lib/seed';
import { ROOT, startBenchStack, type BenchBuild, type Row } from '../bench/lib/stack';
import { reportsRows } from '../bench/reports';
import { backupRestoreRows } from '../bench/restore';
import { rushHour } from '../bench/rush-hour';
import { bundleRows, keystrokeRows, lighthouseRows } from '../bench/spa';
import { throughput } from '../bench/throughput';

const SECTIONS = ['cold', 'cosmos', 'spa', 'lighthouse', 'throughput', 'rush', 'keystroke', 'restore', 'reports', 'ai'] as const;
type Section = (typeof SECTIONS)[number];

function positiveInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name}: expected a whole number of at least 1, got '${value}'`);
  return n;
}

function args() {
  const get = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const only = get('only')?.split(',') as Section[] | undefined;
  for (const s of only ?? []) if (!SECTIONS.includes(s)) throw new Error(`--only: unknown section '${s}' (${SECTIONS.join(', ')})`);
  const buildDir = get('build-dir');
  return {
    sections: new Set<Section>(only ?? SECTIONS),
    build: !process.argv.includes('--no-build') && !buildDir,
    buildDir: buildDir ? resolve(buildDir) : undefined,
    seconds: positiveInt('seconds', get('seconds') ?? '10'),
    lighthouseRuns: positiveInt('lighthouse-runs', get('lighthouse-runs') ?? '3'),
  };
}

function fmt(rows: Row[]): string {
  const cells = rows.map((r) => [
    r.area,
    r.metric,
    `${r.value}${r.unit ? ` ${r.unit}` : ''}`,
    r.ceiling,
    r.ratio === undefined ? '' : `${r.ratio}x`,
    r.pass === null ? '-' : r.pass ? 'ok' : 'OVER',
    r.note ?? '',
  ]);
  const head = ['area', 'figure', 'value', 'measured against (same run)', 'ratio', 'budget', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i]!)).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join('\n');
}

function markdown(rows: Row[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '| area | figure | value | measured against (same run) | ratio | budget |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) =>
      `| ${r.area} | ${esc(r.metric)}${r.note ? ` (${esc(r.note)})` : ''} | ${r.value}${r.unit ? ` ${r.unit}` : ''} | ${esc(r.ceiling)} | ${r.ratio === undefined ? '' : `${r.ratio}x`} | ${r.pass === null ? '-' : r.pass ? 'ok' : '**over**'} |`,
    ),
  ].join('\n');
}

async function main() {
  const opts = args();
  const want = (s: Section) => opts.sections.has(s);
  if (opts.build) {
    execSync('npm run build:api', { cwd: ROOT, stdio: 'inherit' });
    if (want('spa') || want('lighthouse') || want('keystroke')) execSync('npm run build:spa', { cwd: ROOT, stdio: 'inherit' });
  }
  const build: BenchBuild = opts.buildDir ? { apiEntry: join(opts.buildDir, 'api-dist', 'local.js'), staticDir: join(opts.buildDir, 'spa') } : {};
  const distDir = opts.buildDir ? join(opts.buildDir, 'spa') : join(ROOT, 'frontend', 'dist');
  const rows: Row[] = [];
  const section = async (name: string, run: () => Promise<Row[]>) => {
    const t0 = Date.now();
    process.stderr.write(`bench: ${name}...\n`);
    try {
      rows.push(...(await run()));
    } catch (err) {
      rows.push({ area: name, metric: 'failed', value: err instanceof Error ? err.message.slice(0, 200) : String(err), unit: '', ceiling: '-', pass: false });
    }
    process.stderr.write(`bench: ${name} took ${Math.round((Date.now() - t0) / 1000)} s\n`);
  };

  if (want('ai')) await section('AI, hostile input', aiHostileRows);
  if (want('cold')) await section('Cold start', () => coldStart(opts.buildDir ? { main: join(opts.buildDir, 'api-dist', 'main.js') } : {}));

  if (want('cosmos') || want('spa') || want('lighthouse') || want('throughput')) {
    const stack = await startBenchStack(build);
    try {
      const seeder = new BenchSeeder(stack.cosmosEndpoint);
      if (want('cosmos')) {
        await section('Cosmos (20)', async () => {
          await seeder.fillRecipes(20);
          await seeder.fillOrders(20);
          await measureCounts(stack.appUrl); // the client's first use of each container reads its definition
          return countRows('20 drinks, 20+ orders', await measureCounts(stack.appUrl));
        });
      }
      if (want('spa')) await section('SPA bundle', () => bundleRows(stack.appUrl, distDir));
      if (want('lighthouse')) await section('Lighthouse', () => lighthouseRows(stack.appUrl, opts.lighthouseRuns));
      if (want('throughput')) await section('Throughput', () => throughput(stack.appUrl, opts.seconds));
      if (want('cosmos')) {
        await section('Cosmos (2,000)', async () => {
          await seeder.fillRecipes(2000);
          await seeder.fillOrders(2000);
          await measureCounts(stack.appUrl);
          return countRows('2,000 drinks, 2,000+ orders', await measureCounts(stack.appUrl));
        });
      }
    } finally {
      await stack.stop();
    }
  }

  // Rush hour on a stack of its own, each guest signed in as themselves through the bundled provider.
  if (want('rush')) {
    const stack = await startBenchStack({ ...build, authMode: 'oidc' });
    try {
      await section('Rush hour', () => rushHour(stack));
    } finally {
      await stack.stop();
    }
  }

  // On a stack of its own: the throughput run's thousand orders all belong to the development user, whose menu
  // page would list them under 'Your Orders in Progress' beside the 500 drinks.
  if (want('keystroke')) {
    const stack = await startBenchStack(build);
    try {
      const seeder = new BenchSeeder(stack.cosmosEndpoint);
      await section('Search keystroke', async () => {
        await seeder.fillRecipes(500);
        return keystrokeRows(stack.appUrl, await seeder.count('recipes'));
      });
    } finally {
      await stack.stop();
    }
  }

  if (want('restore')) {
    const stack = await startBenchStack(build);
    try {
      const seeder = new BenchSeeder(stack.cosmosEndpoint);
      await section('Backup/restore', () =>
        backupRestoreRows(stack.appUrl, stack.apiPid, async () => {
          await seeder.fillRecipes(2000);
          await seeder.fillOrders(3000);
        }),
      );
    } finally {
      await stack.stop();
    }
  }

  // On a stack of its own: 27,000 served orders over 90 business dates.
  if (want('reports')) {
    const stack = await startBenchStack(build);
    try {
      await section('Reports', () => reportsRows(stack.appUrl, stack.cosmosEndpoint));
    } finally {
      await stack.stop();
    }
  }

  const table = fmt(rows);
  console.log(`\n${table}\n`);
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const at = new Date().toISOString();
  const result = { at, node: process.version, build: opts.buildDir ?? 'working tree', sections: [...opts.sections], rows };
  const file = join(dir, `${at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.md'), `Measured ${at} (Node ${process.version}, ${opts.buildDir ?? 'working tree'}):\n\n${markdown(rows)}\n`);
  console.log(`Written: ${file}`);
  const over = rows.filter((r) => r.pass === false);
  if (over.length) console.log(`${over.length} figure(s) over budget.`);
  if (!existsSync(file)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : String(err));
  process.exit(1);
});
