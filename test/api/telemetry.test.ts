import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * Telemetry (docs/operations.md): with an OpenTelemetry collector configured, the API exports one trace per call
 * that continues the caller's traceparent and holds the Azure SDK's Cosmos DB operations and their HTTP requests;
 * the call's log line names the same trace and span. Switched off, nothing is exported. The collector is a real
 * OTLP/HTTP (JSON) receiver in this test; the API is the built local host over real HTTP.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
}
interface OtlpLog {
  traceId?: string;
  spanId?: string;
  body?: { stringValue?: string };
}

/** A small OTLP/HTTP receiver: keeps every span and log record it is sent. */
function startReceiver() {
  const spans: OtlpSpan[] = [];
  const records: OtlpLog[] = [];
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      paths.push(req.url ?? '');
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans?: Array<{ scopeSpans?: Array<{ spans?: OtlpSpan[] }> }>;
          resourceLogs?: Array<{ scopeLogs?: Array<{ logRecords?: OtlpLog[] }> }>;
        };
        for (const r of body.resourceSpans ?? []) for (const s of r.scopeSpans ?? []) spans.push(...(s.spans ?? []));
        for (const r of body.resourceLogs ?? []) for (const s of r.scopeLogs ?? []) records.push(...(s.logRecords ?? []));
      } catch {
        /* not JSON: counted in paths only */
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
  return new Promise<{ url: string; spans: OtlpSpan[]; records: OtlpLog[]; paths: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        spans,
        records,
        paths,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

async function until<T>(what: string, probe: () => T | undefined, describe: () => string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const found = probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} never arrived:\n${describe()}`);
}

const requestLines = (lines: string[]) =>
  lines.map((line) => /\{"event":"api-request".*\}/.exec(line)?.[0]).filter((json): json is string => Boolean(json)).map((json) => JSON.parse(json) as Record<string, unknown>);

const traceparent = () => {
  const traceId = randomUUID().replace(/-/g, '');
  const spanId = randomUUID().replace(/-/g, '').slice(0, 16);
  return { traceId, spanId, header: `00-${traceId}-${spanId}-01` };
};

/** The page load the SPA names in every call's tracestate (frontend/src/api/client.ts). */
const PAGE_LOAD = 'c0ffee00c0ffee00';

async function placeOrder(info: StackInfo, header: string) {
  return fetch(`${info.appUrl}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', traceparent: header, tracestate: `tipsy=${PAGE_LOAD}` },
    body: JSON.stringify({ id: `telemetry-${randomUUID()}`, items: [{ recipeId: 'negroni', quantity: 1 }] }),
  });
}

describe('switched on (an OpenTelemetry collector)', () => {
  let child: ChildProcess;
  let info: StackInfo;
  let logs: () => string[];
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-app-telemetry-'));

  beforeAll(async () => {
    receiver = await startReceiver();
    ({ child, info, logs } = await startStackProcess({
      DATA_DIR: dataDir,
      AUTH_MODE: 'dev',
      LOG_REQUESTS: '1',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_METRICS_EXPORTER: 'none',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_BLRP_SCHEDULE_DELAY: '100',
    }));
  }, 120_000);

  afterAll(async () => {
    if (child) await stopStackProcess(child);
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an order placed under the caller's traceparent is one trace: the API's span and its Cosmos DB requests", async () => {
    const caller = traceparent();
    const res = await placeOrder(info, caller.header);
    expect(res.status).toBe(201);
    const answered = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(res.headers.get('traceresponse') ?? '');
    expect(answered?.[1]).toBe(caller.traceId);

    const describe = () => JSON.stringify(receiver.spans.filter((s) => s.traceId === caller.traceId).map((s) => [s.name, s.kind, s.spanId, s.parentSpanId]), null, 1);
    const call = await until('the API span', () => receiver.spans.find((s) => s.traceId === caller.traceId && s.name === 'POST /api/orders'), describe);
    // A server span, child of the caller's span, and the one the answer named.
    expect(call).toMatchObject({ kind: 2, parentSpanId: caller.spanId, spanId: answered![2] });
    // The page load it came from, so that one page load's calls are found together.
    expect(call.attributes).toEqual(expect.arrayContaining([{ key: 'bar.page_load', value: { stringValue: PAGE_LOAD } }]));
    // The Cosmos DB requests under it, as client spans.
    const trace = () => receiver.spans.filter((s) => s.traceId === caller.traceId);
    const under = (span: OtlpSpan): boolean => {
      const parent = trace().find((s) => s.spanId === span.parentSpanId);
      return span.parentSpanId === call.spanId || (parent !== undefined && under(parent));
    };
    const isCosmos = (s: OtlpSpan) => s.kind === 3 && (s.attributes ?? []).some((a) => a.key === 'az.namespace' && a.value.stringValue === 'Microsoft.DocumentDB');
    const cosmos = await until('the Cosmos DB spans', () => (trace().some((s) => isCosmos(s) && under(s)) ? trace().filter((s) => isCosmos(s) && under(s)) : undefined), describe);
    expect(cosmos.map((s) => s.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^Cosmos DB (create|upsert|batch|patch|replace) /)]));
  }, 60_000);

  test('an image upload is one trace with the Blob Storage SDK\'s own spans under the call', async () => {
    const caller = traceparent();
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const res = await fetch(`${info.appUrl}/api/images/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', traceparent: caller.header },
      body: JSON.stringify({ fileName: 'telemetry.png', contentType: 'image/png', imageData: png, category: 'recipe' }),
    });
    expect(res.status).toBe(201);
    const trace = () => receiver.spans.filter((s) => s.traceId === caller.traceId);
    const describe = () => JSON.stringify(trace().map((s) => [s.name, s.kind, s.spanId, s.parentSpanId]), null, 1);
    const call = await until('the API span', () => trace().find((s) => s.name === 'POST /api/images/upload'), describe);
    const under = (span: OtlpSpan): boolean => {
      const parent = trace().find((s) => s.spanId === span.parentSpanId);
      return span.parentSpanId === call.spanId || (parent !== undefined && under(parent));
    };
    const isBlob = (s: OtlpSpan) => (s.attributes ?? []).some((a) => a.key === 'az.namespace' && a.value.stringValue === 'Microsoft.Storage');
    await until('a Blob Storage span under the call', () => trace().find((s) => isBlob(s) && under(s)), describe);
  }, 60_000);

  test('the call\'s log line names the same trace and span, and is exported with them', async () => {
    const caller = traceparent();
    const res = await placeOrder(info, caller.header);
    expect(res.status).toBe(201);
    const spanId = /^00-[0-9a-f]{32}-([0-9a-f]{16})-/.exec(res.headers.get('traceresponse') ?? '')![1];
    const line = await until(
      'the log line',
      () => requestLines(logs()).find((l) => l.traceId === caller.traceId),
      () => logs().slice(-20).join('\n'),
    );
    expect(line).toMatchObject({ route: 'orders-create', status: 201, traceId: caller.traceId, spanId });
    const record = await until(
      'the exported log record',
      () => receiver.records.find((r) => r.traceId === caller.traceId && r.body?.stringValue?.includes('"api-request"')),
      () => JSON.stringify(receiver.records.slice(-5)),
    );
    expect(record.spanId).toBe(spanId);
  }, 60_000);
});

describe('switched off', () => {
  let child: ChildProcess;
  let info: StackInfo;
  let logs: () => string[];
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-app-telemetry-off-'));

  beforeAll(async () => {
    receiver = await startReceiver();
    // A collector is named, and telemetry is switched off: nothing may reach it.
    ({ child, info, logs } = await startStackProcess({
      DATA_DIR: dataDir,
      AUTH_MODE: 'dev',
      LOG_REQUESTS: '1',
      OTEL_SDK_DISABLED: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    }));
  }, 120_000);

  afterAll(async () => {
    if (child) await stopStackProcess(child);
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("nothing is exported; the answer and the log line still name the caller's trace", async () => {
    const caller = traceparent();
    const res = await placeOrder(info, caller.header);
    expect(res.status).toBe(201);
    // Not recorded (flags 00), under the caller's trace.
    expect(res.headers.get('traceresponse')).toMatch(new RegExp(`^00-${caller.traceId}-[0-9a-f]{16}-00$`));
    await until('the log line', () => requestLines(logs()).find((l) => l.traceId === caller.traceId), () => logs().slice(-20).join('\n'));
    // The stack stops here, so anything held for export would be flushed now.
    await stopStackProcess(child);
    expect(receiver.paths).toEqual([]);
    expect(logs().join('\n')).not.toContain('telemetry: exporting');
  }, 60_000);
});
