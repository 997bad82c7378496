// The edge alone turns an error into HTTP (api/src/http/error-answer.ts): every kind of api/src/errors.ts is
// answered with its status and `{ "error": message }`, how long to wait on 429 and 503, how to sign in on 401, and
// nothing of the error besides its message: no stack, no cause. Through the edge's own handler, no server.
import { HttpRequest, InvocationContext, type HttpRequestInit } from '@azure/functions';
import * as errors from '../../src/errors';
import { ERROR_KINDS, type AppError, type ErrorKind } from '../../src/errors';
import { toAzureHandler } from '../../src/http/edge';
import { STATUS_OF_KIND } from '../../src/http/error-answer';
import type { RouteDefinition } from '../../src/http/route';

/** One error of each kind, made as the code makes them: by the named constructors. */
const MADE: Record<ErrorKind, () => AppError> = {
  invalid: () => errors.badRequest('name: is required'),
  unauthenticated: () => errors.unauthorized(),
  forbidden: () => errors.forbidden(),
  notFound: () => errors.notFound('Order not found'),
  conflict: () => errors.conflict('This drink is not available'),
  exists: () => errors.alreadyExists("Order 'x' already exists"),
  restoring: () => errors.restoreRunning('Another restore is running.'),
  stale: () => errors.preconditionFailed(),
  preconditionRequired: () => errors.preconditionRequired('Send the version you saw (If-Match).'),
  tooLarge: () => errors.payloadTooLarge('The request body is too large'),
  unsupportedMediaType: () => errors.unsupportedMediaType('Send JSON'),
  unprocessable: () => errors.unprocessable('This is not a backup'),
  tooMany: () => errors.tooManyRequests('Too many changes in a short time.', 7),
  unavailable: () => errors.serviceUnavailable(undefined, { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8081'), { code: 'ECONNREFUSED' }) }),
  internal: () => errors.internalError('The restore stopped part-way.'),
};

const EXPECTED: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  exists: 409,
  restoring: 409,
  stale: 412,
  tooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  preconditionRequired: 428,
  tooMany: 429,
  internal: 500,
  unavailable: 503,
};

let thrown: unknown;
const warnings: string[] = [];
const route: RouteDefinition = {
  name: 'test-throws',
  methods: ['GET'],
  route: 'throws',
  access: 'anonymous',
  handler: () => {
    throw thrown;
  },
};

async function answerTo(err: unknown) {
  thrown = err;
  const request = new HttpRequest({ nativeRequest: new Request('http://localhost/api/throws'), params: {} } as unknown as HttpRequestInit);
  const invocation = new InvocationContext({
    functionName: 'test-throws',
    invocationId: '1',
    logHandler: (level, ...args) => void (level === 'warning' && warnings.push(args.join(' '))),
  });
  const res = await toAzureHandler(route)(request, invocation);
  const headers = new Headers(res.headers as Record<string, string>);
  return { status: res.status, headers, body: JSON.parse(res.body as string) as unknown, raw: res.body as string };
}

beforeEach(() => void (warnings.length = 0));

test('the map has a status for every kind and no other key', () => {
  expect(Object.keys(STATUS_OF_KIND).sort()).toEqual([...ERROR_KINDS].sort());
  expect(STATUS_OF_KIND).toEqual(EXPECTED);
});

test.each([...ERROR_KINDS])('a %s error is answered with its status and { "error": message }, nothing else of it', async (kind) => {
  const err = MADE[kind]();
  expect(err.kind).toBe(kind);
  const answer = await answerTo(err);
  expect(answer.status).toBe(EXPECTED[kind]);
  expect(answer.body).toEqual({ error: err.message });
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.raw).not.toMatch(/errors\.ts|at .*\(|ECONNREFUSED/);
  expect(answer.headers.get('retry-after')).toBe(kind === 'tooMany' ? '7' : kind === 'unavailable' ? '5' : null);
  expect(answer.headers.get('www-authenticate')).toBe(kind === 'unauthenticated' ? 'Bearer' : null);
});

test('an AppError has no HTTP status or headers of its own: the edge derives them', () => {
  for (const kind of ERROR_KINDS) {
    const err = MADE[kind]();
    expect(err).not.toHaveProperty('status');
    expect(err).not.toHaveProperty('headers');
  }
});

test("an outage handed up by data/ is logged with the service's own error, and answered 503 without it", async () => {
  const answer = await answerTo(MADE.unavailable());
  expect(answer.status).toBe(503);
  expect(warnings.join('\n')).toMatch(/ECONNREFUSED/);
});

test('anything else thrown is a plain 500 with no message and no stack: the edge reads no SDK error, data/ and storage/ translate outages', async () => {
  const crash = await answerTo(new Error('secret detail at line 12'));
  expect(crash.status).toBe(500);
  expect(crash.body).toEqual({ error: 'Something went wrong on our side. Please try again.' });
  expect(crash.raw).not.toMatch(/secret|at /);
  const untranslated = await answerTo(Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }));
  expect(untranslated.status).toBe(500);
  expect(untranslated.raw).not.toMatch(/ETIMEDOUT/);
});
