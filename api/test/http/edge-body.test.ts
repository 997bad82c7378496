import { HttpRequest, InvocationContext, type HttpRequestInit } from '@azure/functions';
import { resetConfig } from '../../src/config';
import { toAzureHandler } from '../../src/http/edge';
import type { RouteDefinition } from '../../src/http/route';

/**
 * Bodies arrive as streams (the Functions host with HTTP streaming on, and the local host): the edge reads them
 * as they come and gives up at the route's limit, whatever length was declared, or none.
 */
const LIMIT = 64 * 1024;
const received: unknown[] = [];
const route: RouteDefinition = {
  name: 'test-echo',
  methods: ['POST'],
  route: 'echo',
  access: 'anonymous',
  maxBodyBytes: LIMIT,
  handler: (ctx) => {
    received.push(ctx.body);
    return { body: 'ok' };
  },
};

/** A body of `total` bytes made as it is read, counting what was pulled. */
function countingStream(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        pulled.bytes += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

function streamedRequest(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const nativeRequest = new Request('http://localhost/api/echo', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return new HttpRequest({ nativeRequest, params: {} } as unknown as HttpRequestInit);
}

const invocation = () => new InvocationContext({ functionName: 'test-echo', invocationId: '1', logHandler: () => undefined });

test('a 64 MB body without a declared length is refused with 413 after little more than the limit is read', async () => {
  const { stream, pulled } = countingStream(64 * 1024 * 1024);
  const res = await toAzureHandler(route)(streamedRequest(stream), invocation());
  expect(res.status).toBe(413);
  expect(JSON.parse(res.body as string)).toEqual({ error: expect.stringMatching(/too large/) });
  expect(pulled.bytes).toBeLessThanOrEqual(LIMIT + 16 * 1024);
  expect(received).toEqual([]);
});

test('a declared length over the limit is refused before anything is read', async () => {
  const { stream, pulled } = countingStream(64 * 1024 * 1024);
  const res = await toAzureHandler(route)(streamedRequest(stream, { 'content-length': String(64 * 1024 * 1024) }), invocation());
  expect(res.status).toBe(413);
  expect(pulled.bytes).toBe(0);
});

test('a body within the limit is read whole and parsed', async () => {
  const json = JSON.stringify({ text: 'x'.repeat(40 * 1024) });
  const bytes = new TextEncoder().encode(json);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.subarray(i, i + 1000));
      controller.close();
    },
  });
  const res = await toAzureHandler(route)(streamedRequest(stream), invocation());
  expect(res.status).toBe(200);
  expect(received.at(-1)).toEqual({ text: 'x'.repeat(40 * 1024) });
});

test('a body that breaks off is a 400, not a 500', async () => {
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return controller.error(new Error('aborted'));
      sent = true;
      controller.enqueue(new TextEncoder().encode('{"a":'));
    },
  });
  const res = await toAzureHandler(route)(streamedRequest(stream), invocation());
  expect(res.status).toBe(400);
});

describe('a route with its own call budget', () => {
  const calls: unknown[] = [];
  const costly: RouteDefinition = {
    name: 'test-costly',
    methods: ['POST'],
    route: 'costly',
    access: ['bar_manager'],
    callsPerMinute: 3,
    handler: () => {
      calls.push(1);
      return { body: 'done' };
    },
  };
  const saved = { ...process.env };
  beforeAll(() => {
    // Development sign-in: every caller is the one development user, who holds every role.
    Object.assign(process.env, { AUTH_MODE: 'dev', COSMOS_ENDPOINT: 'https://127.0.0.1:8081', AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true' });
    resetConfig();
  });
  afterAll(() => {
    process.env = saved;
    resetConfig();
  });
  const post = () => {
    const nativeRequest = new Request('http://localhost/api/costly', { method: 'POST' });
    return toAzureHandler(costly)(new HttpRequest({ nativeRequest, params: {} } as unknown as HttpRequestInit), invocation());
  };

  test('is refused with 429, Retry-After and what to do past its budget, without running', async () => {
    for (let i = 0; i < 3; i += 1) {
      const ok = await post();
      expect([ok.status, ok.body]).toEqual([200, expect.anything()]);
    }
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(new Headers(refused.headers as Record<string, string>).get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(refused.body as string)).toEqual({ error: expect.stringMatching(/Please wait \d+ seconds and try again/) });
    expect(calls).toHaveLength(3);
  });
});

test('a report rebuild, which reads every order of every date in its range, has a call budget of its own', async () => {
  const { reportsRebuild } = await import('../../src/functions/reports');
  expect(reportsRebuild.callsPerMinute).toBeGreaterThan(0);
  expect(reportsRebuild.callsPerMinute).toBeLessThanOrEqual(10);
});

describe('a change sent by a page of another site', () => {
  const sent = (headers: Record<string, string>) =>
    new HttpRequest({ url: 'http://localhost/api/echo', method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: { string: '{"a":1}' } } as unknown as HttpRequestInit);

  test.each([
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'https://other.bar.example', 'sec-fetch-site': 'same-site' }],
    [{ origin: 'null' }],
    [{ origin: 'https://evil.example' }],
  ])('%j: 403 and the handler never runs', async (headers) => {
    const before = received.length;
    const res = await toAzureHandler(route)(sent(headers), invocation());
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body as string)).toEqual({ error: 'Cross-origin requests from this origin are not allowed' });
    expect(received.length).toBe(before);
  });

  test.each([[{ 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }], [{}], [{ origin: 'http://localhost' }]])('%j (the app itself, or a client that is no browser): runs', async (headers) => {
    const res = await toAzureHandler(route)(sent(headers), invocation());
    expect(res.status).toBe(200);
  });

  test('an origin CORS_ORIGINS allows may send changes', async () => {
    process.env.CORS_ORIGINS = 'https://kiosk.example.com';
    resetConfig();
    try {
      const res = await toAzureHandler(route)(sent({ origin: 'https://kiosk.example.com', 'sec-fetch-site': 'cross-site' }), invocation());
      expect(res.status).toBe(200);
    } finally {
      delete process.env.CORS_ORIGINS;
      resetConfig();
    }
  });
});
