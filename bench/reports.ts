// The manager's reports over a busy bar: 90 business dates of 300 served orders each (27,000 orders), and two
// spirit counts. Time (p95 of 20 calls) against the 300 ms budget beside the same stack's floor (GET /me, no
// database), and Cosmos requests against the budget of docs/performance.md: the same with 300 orders a day as
// with one (docs/performance.md, Reports).
import { CosmosClient } from '@azure/cosmos';
import https from 'node:https';
import { businessDate, previousDate, type ReportOrder } from '@bar/domain';
import { storedSummary } from '../api/src/reports/summaries';
import { call, round, type Row } from './lib/stack';

const LOCAL_COSMOS_KEY = Buffer.from('local-cosmos-emulator-key').toString('base64');
export const REPORT_DAYS = 90;
export const ORDERS_PER_DAY = 300;
const RUNS = 20;

function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]!;
}

/**
 * Writes the orders (with each date's change marker, as the app's own writes leave it), each date's summary as
 * the app stores it (built from those orders, with the marker's ETag: the local server runs a query in time that
 * grows with the square of the container's documents, so 90 rebuilds at 27,000 orders would take most of an hour;
 * one rebuild is measured on its own), and two counts.
 */
export async function seed(endpoint: string, days = REPORT_DAYS, perDay = ORDERS_PER_DAY): Promise<{ from: string; to: string; item: string }> {
  const client = new CosmosClient({ endpoint, key: LOCAL_COSMOS_KEY, agent: new https.Agent({ rejectUnauthorized: false, keepAlive: true }) } as never);
  const db = client.database('bar');
  const { resources: recipes } = await db.container('recipes').items.query<{ id: string; name: string; price: number; ingredients: Array<{ inventoryItemId: string; quantity: number }> }>('SELECT c.id, c.name, c.price, c.ingredients FROM c').fetchAll();
  const { resources: stock } = await db.container('inventory').items.query<{ id: string; name: string; category: string; unit: string; quantity: number }>('SELECT c.id, c.name, c.category, c.unit, c.quantity FROM c').fetchAll();
  const stockById = new Map(stock.map((s) => [s.id, s]));
  const today = businessDate(new Date(), 'UTC', 6);
  const dates: string[] = [];
  for (let d = today; dates.length < days; d = previousDate(d)) dates.unshift(d);
  const docs: Array<Record<string, unknown>> = [];
  for (const date of dates) {
    const start = Date.parse(`${date}T06:00:00Z`);
    for (let i = 0; i < perDay; i++) {
      const r = recipes[(i * 7) % recipes.length]!;
      const at = start + 11 * 3_600_000 + Math.floor((i / perDay) * 9 * 3_600_000);
      const iso = (ms: number) => new Date(ms).toISOString();
      const by = { id: 'bench-bartender', name: 'Bench Bartender' };
      docs.push({
        id: `bench-${date}-${i}`,
        date,
        items: [{ recipeId: r.id, recipeName: r.name, quantity: 1, price: r.price }],
        status: 'completed',
        totalPrice: r.price,
        customerId: `bench-guest-${i % 300}`,
        customerName: `Guest ${i % 300}`,
        createdAt: iso(at),
        updatedAt: iso(at + 400_000),
        ingredients: r.ingredients.flatMap((g) => {
          const s = stockById.get(g.inventoryItemId);
          return s ? [{ inventoryItemId: s.id, name: s.name, category: s.category, unit: s.unit, quantity: g.quantity }] : [];
        }),
        stockDeducted: true,
        history: [
          { at: iso(at + 60_000 + (i % 90) * 1000), by, from: 'pending', to: 'preparing' },
          { at: iso(at + 240_000 + (i % 120) * 1000), by, from: 'preparing', to: 'ready' },
          { at: iso(at + 400_000), by, from: 'ready', to: 'completed' },
        ],
      });
    }
    docs.push({ id: '~ver', date, createdAt: '', status: '~', updatedAt: new Date().toISOString() });
  }
  // One transactional batch per 100 documents of a date (the orders container is partitioned by date): a few
  // hundred requests instead of 27,000.
  const orders = db.container('orders');
  const chunks: Array<Array<Record<string, unknown>>> = [];
  for (const date of dates) {
    const ofDate = docs.filter((d) => d.date === date);
    for (let i = 0; i < ofDate.length; i += 100) chunks.push(ofDate.slice(i, i + 100));
  }
  let next = 0;
  let written = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++]!;
        const operations = chunk.map((doc) => ({ operationType: 'Upsert' as const, partitionKey: doc.date as string, resourceBody: doc as never }));
        // The local server drops an idle keep-alive socket now and then under a long burst: write again.
        for (let attempt = 1; ; attempt++) {
          try {
            const res = await orders.items.batch(operations, chunk[0]!.date as string);
            const failed = res.result?.find((r) => r.statusCode >= 300);
            if (failed) throw new Error(`a seeded order was refused: ${failed.statusCode}`);
            break;
          } catch (err) {
            if (attempt >= 5) throw err;
            await new Promise((r) => setTimeout(r, 100 * attempt));
          }
        }
        written += chunk.length;
        if (Math.floor(written / 5000) !== Math.floor((written - chunk.length) / 5000)) process.stderr.write(`bench: reports: ${written} documents written\n`);
      }
    }),
  );
  const spirit = stock.find((s) => s.category === 'spirit')!;
  const count = (id: string, date: string, hour: number, quantity: number) => ({
    kind: 'count',
    id,
    date,
    at: new Date(Date.parse(`${date}T06:00:00Z`) + hour * 3_600_000).toISOString(),
    by: { id: 'bench-manager', name: 'Bench Manager' },
    category: 'spirit',
    lines: [{ inventoryItemId: spirit.id, name: spirit.name, unit: spirit.unit, quantity, before: quantity }],
  });
  const ledger = db.container('reports');
  for (const date of dates) {
    const { resource, etag } = await orders.item('~ver', date).read();
    if (!resource) throw new Error(`no change marker on ${date}`);
    const ofDate = docs.filter((d) => d.date === date && d.id !== '~ver') as unknown as ReportOrder[];
    const summary = storedSummary(date, ofDate, 'UTC', etag, new Date().toISOString());
    // The local server saves a snapshot after writes, and drops a socket that waited too long for it: write again.
    for (let attempt = 1; ; attempt++) {
      try {
        await ledger.items.upsert(summary);
        break;
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 1000 * attempt));
      }
    }
  }
  await ledger.items.upsert(count('bench-count-opening', dates[0]!, 9, 50_000));
  await ledger.items.upsert(count('bench-count-closing', today, 1, 1_000));
  return { from: dates[0]!, to: today, item: spirit.id };
}

async function timed(appUrl: string, path: string) {
  const t0 = performance.now();
  const res = await call(appUrl, 'GET', path);
  return { ms: performance.now() - t0, status: res.status, cosmos: res.cosmos };
}

async function measure(appUrl: string, path: string) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed(appUrl, path));
  const failed = runs.find((r) => r.status !== 200);
  return { p95: round(p95(runs.map((r) => r.ms)), 1), cosmos: Math.max(...runs.map((r) => r.cosmos ?? Infinity)), failed: failed?.status };
}

function localClient(endpoint: string) {
  return new CosmosClient({ endpoint, key: LOCAL_COSMOS_KEY, agent: new https.Agent({ rejectUnauthorized: false, keepAlive: true }) } as never);
}

/** Moves a date's change marker, as any write of one of its orders does: its summary is rebuilt on the next read. */
async function touch(endpoint: string, date: string) {
  const client = localClient(endpoint);
  await client.database('bar').container('orders').items.upsert({ id: '~ver', date, createdAt: '', status: '~', updatedAt: new Date().toISOString() });
  client.dispose();
}

/**
 * Waits until the local server is idle: after writes it saves a snapshot of every document (seconds at this
 * size, during which it answers nothing). Three quick point reads in a row 3 s apart (the snapshot timer runs
 * every 2 s), or two minutes.
 */
async function settle(endpoint: string, date: string) {
  const client = localClient(endpoint);
  const marker = client.database('bar').container('orders').item('~ver', date);
  let quick = 0;
  for (const end = Date.now() + 120_000; quick < 3 && Date.now() < end; ) {
    await new Promise((r) => setTimeout(r, 3000));
    const t0 = performance.now();
    await marker.read();
    quick = performance.now() - t0 < 100 ? quick + 1 : 0;
  }
  client.dispose();
}

export async function reportsRows(appUrl: string, cosmosEndpoint: string): Promise<Row[]> {
  const { from, to } = await seed(cosmosEndpoint);
  process.stderr.write(`bench: reports: ${REPORT_DAYS * ORDERS_PER_DAY} orders written\n`);
  // The first calls sign the bench's user in (a write, which the local server follows with a snapshot): before settling.
  await timed(appUrl, '/me');
  await timed(appUrl, '/reports/sales?range=today');
  await settle(cosmosEndpoint, to);
  const area = `Reports (${REPORT_DAYS} days x ${ORDERS_PER_DAY} orders)`;
  const sales = `/reports/sales?from=${from}&to=${to}`;
  const floor = await measure(appUrl, '/me');
  const warm = await measure(appUrl, sales);
  process.stderr.write(`bench: reports: ${REPORT_DAYS} days p95 ${warm.p95} ms, ${warm.cosmos} requests\n`);
  const oneDay = await measure(appUrl, '/reports/sales?range=today');
  const variance = await measure(appUrl, `/reports/variance?from=${from}&to=${to}`);
  process.stderr.write(`bench: reports: variance p95 ${variance.p95} ms, ${variance.cosmos} requests\n`);
  // One date's orders moved (a late move, a repair): the next call rebuilds that date alone, from its partition.
  await touch(cosmosEndpoint, previousDate(previousDate(to)));
  await settle(cosmosEndpoint, to);
  const stale = await timed(appUrl, sales);
  process.stderr.write(`bench: reports: one stale date ${Math.round(stale.ms)} ms, ${stale.cosmos} requests\n`);
  const ok = (m: { failed?: number }) => m.failed === undefined;
  const note = (m: { failed?: number }) => (m.failed === undefined ? {} : { note: `a call answered ${m.failed}` });
  const ceiling = `300 ms (budget); GET /me on this stack: ${floor.p95} ms`;
  // Requests: the stored summaries (1 query), each date's change marker (1 point read per date), the stock and the menu.
  const salesBudget = REPORT_DAYS + 3;
  return [
    { area, metric: `GET /reports/sales, ${REPORT_DAYS} days: p95 of ${RUNS}`, value: warm.p95, unit: 'ms', ceiling, ratio: round(warm.p95 / floor.p95), pass: ok(warm) && warm.p95 <= 300, ...note(warm) },
    { area, metric: `GET /reports/sales, ${REPORT_DAYS} days: Cosmos requests`, value: warm.cosmos, unit: 'requests', ceiling: `<= ${salesBudget} (budget: days + 3, whatever the orders); today only: ${oneDay.cosmos}`, pass: ok(warm) && warm.cosmos <= salesBudget },
    { area, metric: 'GET /reports/sales, today only: p95', value: oneDay.p95, unit: 'ms', ceiling, ratio: round(oneDay.p95 / floor.p95), pass: ok(oneDay) && oneDay.p95 <= 300, ...note(oneDay) },
    { area, metric: `GET /reports/variance, counts ${REPORT_DAYS} days apart: p95 of ${RUNS}`, value: variance.p95, unit: 'ms', ceiling, ratio: round(variance.p95 / floor.p95), pass: ok(variance) && variance.p95 <= 300, ...note(variance) },
    { area, metric: 'GET /reports/variance: Cosmos requests', value: variance.cosmos, unit: 'requests', ceiling: `<= ${REPORT_DAYS + 5} (budget: days + 5)`, pass: ok(variance) && variance.cosmos <= REPORT_DAYS + 5 },
    { area, metric: `GET /reports/sales, ${REPORT_DAYS} days, one date's orders changed: the call that rebuilds it`, value: round(stale.ms, 0), unit: 'ms', ceiling: `${stale.cosmos ?? 'n/a'} requests (warm + its query and its write)`, pass: stale.status === 200 && stale.cosmos === warm.cosmos + 2 ? null : false, note: `answered ${stale.status}; one query of the orders container, which the local server scans` },
  ];
}
