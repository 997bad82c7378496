import { HttpRequest, InvocationContext, type HttpRequestInit } from '@azure/functions';
import { toAzureHandler, userHash } from '../../src/http/edge';
import { recordCosmosCharge, recordCosmosRequest } from '../../src/data/request-count';
import type { RouteDefinition } from '../../src/http/route';

/** One structured line per API call: what operators read in the logs, and nothing a caller sent. */
const route: RouteDefinition = {
  name: 'test-menu',
  methods: ['GET'],
  route: 'menu',
  access: 'anonymous',
  handler: async () => {
    // As the Cosmos client's plugin records them (data/cosmos.ts): two requests, 2.5 and 1 RU.
    recordCosmosRequest();
    recordCosmosCharge('2.5');
    recordCosmosRequest();
    recordCosmosCharge(1);
    return { body: { ok: true } };
  },
};

function call(url: string, headers: Record<string, string> = {}, traceContext?: { traceParent: string }) {
  const lines: Array<{ level: string; text: string }> = [];
  const invocation = new InvocationContext({
    functionName: route.name,
    invocationId: 'invocation-42',
    logHandler: (level, ...args) => lines.push({ level, text: args.map(String).join(' ') }),
    ...(traceContext ? { traceContext } : {}),
  });
  const request = new HttpRequest({ nativeRequest: new Request(url, { headers }), params: {} } as unknown as HttpRequestInit);
  return { lines, answer: toAzureHandler(route)(request, invocation) };
}

test('route, method, status, duration, Cosmos requests and charge, under the call id', async () => {
  const { lines, answer } = call('http://localhost/api/menu?name=Jordan%20Secretname', { 'x-authorization': 'Bearer secret.token.value', cookie: 'session=abc' });
  expect((await answer).status ?? 200).toBe(200);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.level).toBe('information');
  const line = JSON.parse(lines[0]!.text) as Record<string, unknown>;
  expect(line).toEqual({
    event: 'api-request',
    requestId: 'invocation-42',
    route: 'test-menu',
    method: 'GET',
    status: 200,
    durationMs: expect.any(Number),
    cosmosRequests: 2,
    cosmosCharge: 3.5,
    traceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
  });
  expect(lines[0]!.text).not.toMatch(/Secretname|secret\.token|session=abc/);
});

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

test("the line and the answer name the caller's trace (traceparent), with the call's own span", async () => {
  const { lines, answer } = call('http://localhost/api/menu', { traceparent: `00-${CALLER_TRACE}-00f067aa0ba902b7-01` });
  const response = await answer;
  const line = JSON.parse(lines[0]!.text) as { traceId: string; spanId: string };
  expect(line.traceId).toBe(CALLER_TRACE);
  expect(line.spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(line.spanId).not.toBe('00f067aa0ba902b7');
  // Telemetry is off here: the same ids, not recorded.
  expect((response.headers as Record<string, string>).traceresponse).toBe(`00-${CALLER_TRACE}-${line.spanId}-00`);
});

test("in Azure, the Functions host's request span is the parent; a malformed traceparent is no trace", async () => {
  const hosted = call('http://localhost/api/menu', { traceparent: `00-${'1'.repeat(32)}-${'2'.repeat(16)}-01` }, { traceParent: `00-${CALLER_TRACE}-b7ad6b7169203331-01` });
  await hosted.answer;
  expect((JSON.parse(hosted.lines[0]!.text) as { traceId: string }).traceId).toBe(CALLER_TRACE);

  const forged = call('http://localhost/api/menu', { traceparent: `00-${'0'.repeat(32)}-${'2'.repeat(16)}-01` });
  const response = await forged.answer;
  const line = JSON.parse(forged.lines[0]!.text) as { traceId: string };
  expect(line.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(line.traceId).not.toMatch(/^0+$/);
  expect((response.headers as Record<string, string>).traceresponse).toContain(line.traceId);
});

test('a user is a stable short hash, never the id', () => {
  expect(userHash('00000000-1111-2222-3333-444444444444')).toMatch(/^[0-9a-f]{16}$/);
  expect(userHash('a')).toBe(userHash('a'));
  expect(userHash('a')).not.toBe(userHash('b'));
  expect(userHash('00000000-1111-2222-3333-444444444444')).not.toContain('444444444444');
});

test("the line names the SPA's page load the call comes from (its tracestate member), never the caller's words", async () => {
  const pageLoad = '0af7651916cd43dd';
  const said = call('http://localhost/api/menu', { traceparent: `00-${CALLER_TRACE}-00f067aa0ba902b7-01`, tracestate: `other=x, tipsy=${pageLoad}` });
  await said.answer;
  expect(JSON.parse(said.lines[0]!.text)).toMatchObject({ traceId: CALLER_TRACE, pageLoad });
  // Anything else in its place is no page load: not copied, not an error.
  for (const tracestate of ['tipsy=not-hex-at-all!', `tipsy=${pageLoad}\n{"event":"forged"}`, `tipsy=${pageLoad}0`, `${'a=b,'.repeat(200)}tipsy=${pageLoad}`]) {
    const odd = call('http://localhost/api/menu', { tracestate: tracestate.replace(/\n/g, ' ') });
    expect((await odd.answer).status ?? 200).toBe(200);
    expect(JSON.parse(odd.lines[0]!.text)).not.toHaveProperty('pageLoad');
  }
});
