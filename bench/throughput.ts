// autocannon ships no types; ours are the few fields the bench reads.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./types/autocannon.d.ts" />
// Throughput on the local stack: 100 guests at once, each reading the menu and their orders (the two calls a
// guest's phone repeats), for a bounded time, against the ceiling of a bare node:http server answering the same
// bytes (same run). The guests accept compressed answers as phones' browsers do, so the API's compression is part
// of the figure. Placing orders under load is measured by the rush-hour model (rush-hour.ts): here every guest is
// the one development user, whose open orders are capped (OPEN_ORDERS_PER_GUEST).
import autocannon, { type Result } from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { round, type Row } from './lib/stack';

const CONNECTIONS = 100;

/** What a phone's browser sends: the guests of this bench take the API's answers compressed, as phones do. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** One call with node:http, which keeps the bytes as they came over the wire (fetch would decompress them). */
function rawCall(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ headers: Record<string, string>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) {
          if (v !== undefined && !['content-length', 'date', 'connection', 'keep-alive', 'x-cosmos-requests', 'transfer-encoding'].includes(k)) kept[k] = String(v);
        }
        resolve({ headers: kept, bytes: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function capture(appUrl: string) {
  const get = await rawCall(`${appUrl}/api/recipes`, 'GET', { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING });
  const post = await rawCall(`${appUrl}/api/orders?role=customer`, 'GET', { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING });
  const entry = (c: typeof get) => ({ headers: c.headers, body: c.bytes.toString('base64'), bytes: c.bytes.length });
  return { get: entry(get), post: entry(post) };
}

function startCeiling(fixtureFile: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [join(__dirname, 'throughput', 'fixed-server.cjs'), fixtureFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`the ceiling server stopped (${code})`)));
  });
}

function load(url: string, seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: [
      { method: 'GET', path: '/api/recipes', headers: { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING } },
      { method: 'GET', path: '/api/orders?role=customer', headers: { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING } },
    ],
  });
}

export async function throughput(appUrl: string, seconds = 10): Promise<Row[]> {
  const fixture = await capture(appUrl);
  const dir = join(tmpdir(), 'bar-bench-build');
  mkdirSync(dir, { recursive: true });
  const fixtureFile = join(dir, 'throughput-fixture.json');
  writeFileSync(fixtureFile, JSON.stringify(fixture));
  const ceiling = await startCeiling(fixtureFile);
  let fixed: Result;
  try {
    fixed = await load(ceiling.url, seconds);
  } finally {
    ceiling.stop();
  }
  const app = await load(appUrl, seconds);
  // The same host through the same edge, without a database call: where the time goes.
  const edge = await autocannon({ url: appUrl, connections: CONNECTIONS, duration: Math.max(3, Math.round(seconds / 2)), requests: [{ method: 'GET', path: '/api/me' }] });
  const errors = app.errors + app.timeouts + app.non2xx;
  const coding = fixture.get.headers['content-encoding'] ?? 'uncompressed';
  const sizes = `menu ${round(fixture.get.bytes / 1024, 1)} KB ${coding}, their orders ${fixture.post.bytes} B`;
  return [
    {
      area: 'Throughput',
      metric: `${CONNECTIONS} guests: menu + their orders, ${seconds} s: requests/s`,
      value: round(app.requests.average, 0),
      unit: 'req/s',
      ceiling: `bare node:http, same bytes (${sizes}): ${round(fixed.requests.average, 0)} req/s`,
      ratio: round(app.requests.average / fixed.requests.average, 3),
      pass: null,
    },
    {
      area: 'Throughput',
      metric: `${CONNECTIONS} guests: p99 latency`,
      value: app.latency.p99,
      unit: 'ms',
      ceiling: `bare node:http: ${fixed.latency.p99} ms`,
      ratio: round(app.latency.p99 / Math.max(1, fixed.latency.p99), 1),
      pass: null,
    },
    {
      area: 'Throughput',
      metric: `${CONNECTIONS} clients: GET /api/me (the edge, no database): requests/s`,
      value: round(edge.requests.average, 0),
      unit: 'req/s',
      ceiling: `bare node:http: ${round(fixed.requests.average, 0)} req/s`,
      ratio: round(edge.requests.average / fixed.requests.average, 3),
      pass: null,
      note: `p99 ${edge.latency.p99} ms`,
    },
    {
      area: 'Throughput',
      metric: `${CONNECTIONS} guests: errors (of ${app.requests.total})`,
      value: errors,
      unit: '',
      ceiling: '0',
      pass: errors === 0,
      ...(errors ? { note: `${app.errors} errors, ${app.timeouts} timeouts, ${app.non2xx} non-2xx` } : {}),
    },
  ];
}
