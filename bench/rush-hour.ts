// Rush hour: what a real bar's busiest minute asks of the API, as a model rather than one call in isolation.
//
// 300 guests arrive over the first 20 s, each signed in as themselves (the bundled OpenID Connect provider):
// each loads the menu once, opens a drink, places an order (half of them a second one a little later) and polls
// their orders every 3 s until everything they ordered is served. 3 bartenders poll the queue every 2 s and move
// every order they see through Start, Ready and Serve, one tap at a time; one manager reads the dashboard every
// 5 s. Polls send the ETag of their last answer, as a browser revalidating does.
//
// Reported per call type: count, errors, p50/p95/p99, Cosmos requests per call, bytes; the API process's CPU and
// peak memory. The ceiling, in the same run: the same model against a bare node:http server answering the very
// bytes the app answered for each call type, so each latency is also a ratio.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { MAX_ORDER_DRINKS, QUEUE_COLUMN_LIMIT, type Order, type RecipeWithAvailability } from '@bar/domain';
import { seededRandom } from '@bar/domain/seed';
import { DEMO_PASSWORD } from '../scripts/idp/accounts';
import { getTokens } from '../scripts/idp/client';
import { BenchSeeder } from './lib/seed';
import { round, type BenchStack, type Row } from './lib/stack';

export const GUESTS = 300;
const ARRIVAL_MS = 20_000;
const GUEST_POLL_MS = 3_000;
const QUEUE_POLL_MS = 2_000;
const DASHBOARD_MS = 5_000;
const BARTENDERS = 3;
/** A run that has not served everything by then stops anyway (and the unserved orders are reported). */
const MAX_RUN_MS = 120_000;
const CEILING_RUN_MS = 40_000;

/** The budgets of docs/performance.md for this model on the local stack. */
export const RUSH_BUDGETS = { pollP99Ms: 150, writeP99Ms: 400 } as const;

export const CALL_KINDS = ['menu', 'drink', 'order', 'guest poll', 'queue poll', 'move', 'dashboard'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

interface Sample {
  kind: CallKind;
  ms: number;
  status: number;
  cosmos: number | null;
  bytes: number;
}

interface Answer {
  status: number;
  etag: string | null;
  body: unknown;
}

/** One recorded response per call type: what the ceiling server answers. */
type Fixture = Partial<Record<CallKind, { status: number; headers: Record<string, string>; body: string }>>;


const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary', 'x-orders-more'];

class Recorder {
  readonly samples: Sample[] = [];
  readonly fixture: Fixture = {};
  failures = new Map<string, number>();

  constructor(
    private readonly baseUrl: string,
    private readonly record: boolean,
  ) {}

  async call(kind: CallKind, token: string, method: string, path: string, body?: unknown, etag?: string | null): Promise<Answer> {
    const started = performance.now();
    try {
      const res = await fetch(`${this.baseUrl}/api${path}`, {
        method,
        headers: {
          'X-Authorization': `Bearer ${token}`,
          Accept: 'application/json',
          'Accept-Encoding': 'gzip, deflate, br',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(etag ? { 'If-None-Match': etag } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      const count = res.headers.get('x-cosmos-requests');
      this.samples.push({ kind, ms, status: res.status, cosmos: count === null ? null : Number(count), bytes: Buffer.byteLength(text) });
      if (res.status >= 400) this.fail(`${kind} ${res.status}: ${text.slice(0, 120)}`);
      // The largest answer of each kind (the queue at its fullest, not the empty one before the rush).
      if (this.record && res.status < 300 && text.length >= (this.fixture[kind]?.body.length ?? 0)) {
        const headers: Record<string, string> = {};
        for (const h of KEPT_HEADERS) {
          const v = res.headers.get(h);
          if (v !== null) headers[h] = v;
        }
        this.fixture[kind] = { status: res.status, headers, body: text };
      }
      return { status: res.status, etag: res.headers.get('etag'), body: text ? (JSON.parse(text) as { data?: unknown }).data : null };
    } catch (err) {
      this.samples.push({ kind, ms: performance.now() - started, status: 0, cosmos: null, bytes: 0 });
      this.fail(`${kind}: ${err instanceof Error ? err.message : String(err)}`);
      return { status: 0, etag: null, body: null };
    }
  }

  private fail(what: string) {
    this.failures.set(what, (this.failures.get(what) ?? 0) + 1);
  }
}

interface Tokens {
  guests: string[];
  bartender: string;
  manager: string;
}

async function signIn(stack: BenchStack): Promise<Tokens> {
  const redirectUri = `${stack.appUrl}/`;
  const one = async (username: string) =>
    (await getTokens({ issuer: stack.idpUrl!, caCertPath: stack.caCertPath!, username, password: DEMO_PASSWORD, redirectUri })).accessToken;
  const names = Array.from({ length: GUESTS }, (_, i) => `guest${String(i + 1).padStart(2, '0')}`);
  const guests: string[] = new Array<string>(names.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < names.length) {
        const i = next++;
        guests[i] = await one(names[i]!);
      }
    }),
  );
  return { guests, bartender: await one('bartender'), manager: await one('manager') };
}

interface Run {
  samples: Sample[];
  wallMs: number;
  ordersPlaced: number;
  ordersServed: number;
  maxQueueOrders: number;
  failures: Map<string, number>;
  fixture: Fixture;
}

/** The model, against `baseUrl` (the app, or the ceiling server answering recorded bytes). */
async function model(baseUrl: string, tokens: Tokens, opts: { record: boolean; ceiling: boolean; maxRunMs: number }): Promise<Run> {
  const rec = new Recorder(baseUrl, opts.record);
  const t0 = performance.now();
  const deadline = t0 + opts.maxRunMs;
  let guestsActive = GUESTS;
  let ordersPlaced = 0;
  let maxQueueOrders = 0;
  const served = new Set<string>();

  const guest = async (index: number, token: string) => {
    const chooser = seededRandom(index + 1);
    await sleep(t0 + (index * ARRIVAL_MS) / GUESTS - performance.now());
    const menu = await rec.call('menu', token, 'GET', '/recipes');
    const drinks = Array.isArray(menu.body) ? (menu.body as RecipeWithAvailability[]).filter((d) => d.available) : [];
    const pick = () => drinks[Math.floor(chooser() * drinks.length)];
    const first = pick();
    if (first) await rec.call('drink', token, 'GET', `/recipes/${encodeURIComponent(first.id)}`);
    const mine = new Set<string>();
    const place = async () => {
      const lines = Math.min(MAX_ORDER_DRINKS, chooser() < 0.7 ? 1 : 2);
      const items = Array.from({ length: lines }, () => pick()).filter((d): d is RecipeWithAvailability => Boolean(d));
      const merged = [...new Map(items.map((d) => [d.id, { recipeId: d.id, quantity: 1 + Math.floor(chooser() * 2) }])).values()];
      if (!merged.length) return;
      const id = randomUUID();
      const placed = await rec.call('order', token, 'POST', '/orders', { id, items: merged });
      if (placed.status === 201 || placed.status === 200) {
        mine.add(id);
        ordersPlaced++;
      }
    };
    await place();
    let second = chooser() < 0.5 ? performance.now() + 10_000 + chooser() * 15_000 : Infinity;
    let etag: string | null = null;
    let done = false;
    while (!done && performance.now() < deadline) {
      await sleep(GUEST_POLL_MS);
      if (performance.now() >= second) {
        second = Infinity;
        await place();
      }
      const poll = await rec.call('guest poll', token, 'GET', '/orders?role=customer&view=all', undefined, etag);
      if (poll.status === 200) {
        etag = poll.etag;
        const orders = (poll.body as Order[]) ?? [];
        const open = orders.filter((o) => mine.has(o.id) && o.status !== 'completed');
        // The ceiling's answers never change: its guests poll until the end.
        done = !opts.ceiling && second === Infinity && open.length === 0;
      }
    }
    guestsActive--;
  };

  const bartender = async (index: number) => {
    let etag: string | null = null;
    let last: Order[] = [];
    await sleep(index * (QUEUE_POLL_MS / BARTENDERS));
    while (performance.now() < deadline && (opts.ceiling || guestsActive > 0 || last.length > 0)) {
      const started = performance.now();
      const poll = await rec.call('queue poll', tokens.bartender, 'GET', '/orders?role=bartender', undefined, etag);
      if (poll.status === 200) {
        etag = poll.etag;
        last = (poll.body as Order[]) ?? [];
        maxQueueOrders = Math.max(maxQueueOrders, last.length);
      }
      // Each bartender works their own tickets (as a bar splits its service wells), one tap at a time.
      const theirs = last.filter((o) => o.status !== 'completed' && parseInt(o.id.slice(0, 8), 16) % BARTENDERS === index);
      for (const order of theirs) {
        const target = order.status === 'pending' ? 'preparing' : order.status === 'preparing' ? 'ready' : 'served';
        const moved = await rec.call('move', tokens.bartender, 'PATCH', `/orders/${encodeURIComponent(order.id)}/status?date=${order.date}`, { status: target });
        if (moved.status === 200 && target === 'served') served.add(order.id);
      }
      await sleep(QUEUE_POLL_MS - (performance.now() - started));
    }
  };

  const manager = async () => {
    while (performance.now() < deadline && (opts.ceiling || guestsActive > 0)) {
      const started = performance.now();
      await Promise.all([
        rec.call('dashboard', tokens.manager, 'GET', '/inventory'),
        rec.call('dashboard', tokens.manager, 'GET', '/recipes'),
        rec.call('dashboard', tokens.manager, 'GET', '/users'),
      ]);
      await sleep(DASHBOARD_MS - (performance.now() - started));
    }
  };

  await Promise.all([
    ...tokens.guests.map((token, i) => guest(i, token)),
    ...Array.from({ length: BARTENDERS }, (_, i) => bartender(i)),
    manager(),
  ]);
  return {
    samples: rec.samples,
    wallMs: performance.now() - t0,
    ordersPlaced,
    ordersServed: served.size,
    maxQueueOrders,
    failures: rec.failures,
    fixture: rec.fixture,
  };
}

function startCeiling(fixture: Fixture): Promise<{ url: string; stop(): void }> {
  const dir = join(tmpdir(), 'bar-bench-build');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'rush-hour-fixture.json');
  writeFileSync(file, JSON.stringify(fixture));
  const child = spawn(process.execPath, [join(__dirname, 'rush-hour', 'fixed-server.cjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`the ceiling server stopped (${code})`)));
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

export interface KindFigures {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  cosmosPerCall: number | null;
  maxBytes: number;
}

export function figures(samples: readonly Sample[], kind: CallKind): KindFigures {
  const mine = samples.filter((s) => s.kind === kind);
  const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
  const counted = mine.filter((s) => s.cosmos !== null);
  return {
    count: mine.length,
    errors: mine.filter((s) => s.status === 0 || s.status >= 400).length,
    p50: round(percentile(ms, 50), 1),
    p95: round(percentile(ms, 95), 1),
    p99: round(percentile(ms, 99), 1),
    cosmosPerCall: counted.length ? round(counted.reduce((sum, s) => sum + s.cosmos!, 0) / counted.length, 2) : null,
    maxBytes: mine.reduce((m, s) => Math.max(m, s.bytes), 0),
  };
}

/** CPU seconds (user + system) of a process so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function peakMemoryMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? round(Number(m[1]) / 1024, 0) : 0;
}

function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak then covers the process's whole life.
  }
}

export async function rushHour(stack: BenchStack): Promise<Row[]> {
  if (!stack.idpUrl || !stack.caCertPath) throw new Error('the rush-hour model needs a stack with the bundled OpenID Connect provider');
  // Plenty of every bottle: the model measures service, not running out (that is tested in test/api).
  await new BenchSeeder(stack.cosmosEndpoint).fillStock(1_000_000);
  process.stderr.write(`bench: rush hour: signing in ${GUESTS} guests...\n`);
  const tokens = await signIn(stack);
  // The first call of each kind reads container definitions and warms the host; not part of the figures.
  await model(stack.appUrl, { ...tokens, guests: tokens.guests.slice(0, 2) }, { record: false, ceiling: false, maxRunMs: 8_000 });

  process.stderr.write('bench: rush hour: the model against the app...\n');
  resetPeak(stack.apiPid);
  const cpu0 = cpuSeconds(stack.apiPid);
  const stackCpu0 = cpuSeconds(stack.stackPid);
  const loadCpu0 = process.cpuUsage();
  const app = await model(stack.appUrl, tokens, { record: true, ceiling: false, maxRunMs: MAX_RUN_MS });
  const cpu = cpuSeconds(stack.apiPid) - cpu0;
  const stackCpu = cpuSeconds(stack.stackPid) - stackCpu0;
  const loadUsage = process.cpuUsage(loadCpu0);
  const loadCpu = (loadUsage.user + loadUsage.system) / 1e6;
  const peak = peakMemoryMb(stack.apiPid);

  process.stderr.write('bench: rush hour: the same model against a bare server with the same bytes...\n');
  const ceiling = await startCeiling(app.fixture);
  let bare: Run;
  try {
    bare = await model(ceiling.url, tokens, { record: false, ceiling: true, maxRunMs: Math.min(CEILING_RUN_MS, app.wallMs) });
  } finally {
    ceiling.stop();
  }

  const rows: Row[] = [];
  const area = 'Rush hour';
  for (const kind of CALL_KINDS) {
    const f = figures(app.samples, kind);
    const b = figures(bare.samples, kind);
    const budget = kind === 'guest poll' || kind === 'queue poll' ? RUSH_BUDGETS.pollP99Ms : kind === 'order' || kind === 'move' ? RUSH_BUDGETS.writeP99Ms : null;
    rows.push({
      area,
      metric: `${kind}: p99 latency (${f.count} calls, ${f.errors} errors; p50 ${f.p50} ms, p95 ${f.p95} ms)`,
      value: f.p99,
      unit: 'ms',
      ceiling: `${budget === null ? '' : `budget ${budget} ms; `}bare server, same bytes: p99 ${b.p99} ms`,
      ratio: round(f.p99 / Math.max(1, b.p99), 1),
      pass: budget === null ? null : f.p99 <= budget,
      note: `Cosmos requests per call ${f.cosmosPerCall ?? '-'}, largest answer ${round(f.maxBytes / 1024, 1)} KB`,
    });
  }
  const errors = app.samples.filter((s) => s.status === 0 || s.status >= 400).length;
  rows.push({
    area,
    metric: `errors (of ${app.samples.length} calls)`,
    value: errors,
    unit: '',
    ceiling: '0',
    pass: errors === 0,
    ...(errors ? { note: [...app.failures].slice(0, 3).map(([what, n]) => `${n}x ${what}`).join('; ') } : {}),
  });
  rows.push({
    area,
    metric: `orders served of placed, in ${round(app.wallMs / 1000, 0)} s`,
    value: `${app.ordersServed}/${app.ordersPlaced}`,
    unit: '',
    ceiling: 'all',
    pass: app.ordersServed === app.ordersPlaced,
  });
  rows.push({
    area,
    metric: 'queue answer: most orders in one answer',
    value: app.maxQueueOrders,
    unit: 'orders',
    ceiling: `at most ${QUEUE_COLUMN_LIMIT} per open column (${3 * QUEUE_COLUMN_LIMIT})`,
    pass: app.maxQueueOrders <= 3 * QUEUE_COLUMN_LIMIT,
  });
  rows.push({
    area,
    metric: 'API process: CPU over the run',
    value: round(cpu, 1),
    unit: 's',
    ceiling: `${round(app.wallMs / 1000, 0)} s of wall time`,
    ratio: round(cpu / (app.wallMs / 1000), 2),
    pass: null,
    note: `peak memory ${peak} MB`,
  });
  rows.push({
    area,
    metric: 'where the CPU went: the local Cosmos server with the sign-in provider (one process) · the load generator',
    value: `${round(stackCpu, 1)} · ${round(loadCpu, 1)}`,
    unit: 's',
    ceiling: `${round(app.wallMs / 1000, 0)} s of wall time on ${availableParallelism()} cores`,
    pass: null,
  });
  return rows;
}
