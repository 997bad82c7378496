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

function call(url: string, headers: Record<string, string> = {}) {
  const lines: Array<{ level: string; text: string }> = [];
  const invocation = new InvocationContext({
    functionName: route.name,
    invocationId: 'invocation-42',
    logHandler: (level, ...args) => lines.push({ level, text: args.map(String).join(' ') }),
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
  });
  expect(lines[0]!.text).not.toMatch(/Secretname|secret\.token|session=abc/);
});

test('a user is a stable short hash, never the id', () => {
  expect(userHash('00000000-1111-2222-3333-444444444444')).toMatch(/^[0-9a-f]{16}$/);
  expect(userHash('a')).toBe(userHash('a'));
  expect(userHash('a')).not.toBe(userHash('b'));
  expect(userHash('00000000-1111-2222-3333-444444444444')).not.toContain('444444444444');
});
