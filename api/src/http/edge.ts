import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { TRACEPARENT_HEADER, TRACERESPONSE_HEADER, TRACESTATE_HEADER, formatTraceparent, hasAnyPersona, pageLoadOf, parseTraceparent } from '@bar/domain';
import { authenticate } from '../auth/verify';
import { dependencies } from '../composition';
import { config } from '../config';
import { DEV_PRINCIPAL, type Principal } from '../auth/principal';
import { AppError, badRequest, forbidden, payloadTooLarge, serviceUnavailable, tooManyRequests, unauthorized, unsupportedMediaType } from '../errors';
import { ifNoneMatchTags, namesEtag } from './etag';
import { DEFAULT_MAX_BODY_BYTES, type HandlerResult, type RouteDefinition } from './route';
import { countCosmosRequests, exposeCosmosRequestCount, type CosmosCounter } from '../data/request-count';
import { RateLimiter } from '../platform/rate-limiter';
import { appErrorResponse, errorResponse, JSON_HEADERS } from './error-answer';
import { CORS_REFUSED, corsHeaders, corsOriginsFromEnv } from './cors';
import { COMPRESS_MIN_BYTES, compressCached, negotiateCoding } from './compress';
import { runCall, type CallStart } from '../telemetry/switch';

export { errorResponse } from './error-answer';

/**
 * Old-style Node streams (jszip's comes from the readable-stream package) are not async-iterable, and the
 * Response would stringify them: wrap them in a core stream.
 */
function rawBody(raw: NonNullable<HandlerResult['raw']>): HttpResponseInit['body'] {
  if (raw instanceof Uint8Array || raw instanceof ReadableStream || raw instanceof Readable) return raw as HttpResponseInit['body'];
  return new Readable().wrap(raw);
}

async function toResponse(result: HandlerResult, request: HttpRequest): Promise<HttpResponseInit> {
  const status = result.status ?? 200;
  if (result.raw !== undefined) {
    return { status, headers: result.headers ?? {}, body: rawBody(result.raw) };
  }
  if (status === 304) return notModified(result.headers);
  if (status === 204) return { status, headers: { 'Cache-Control': 'no-store', ...result.headers } };
  const body = JSON.stringify({ data: result.body ?? null });
  const headers: Record<string, string> = { ...JSON_HEADERS, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ...result.headers };
  if (request.method === 'GET' && status === 200) {
    // Polls repeat the same GET: an unchanged answer is a 304 without a body.
    const etag = headers.ETag ?? `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    headers.ETag = etag;
    if (namesEtag(ifNoneMatchTags(request), etag)) return notModified({ ETag: etag, 'Cache-Control': 'no-cache' });
  }
  // A weak ETag names the content, the same JSON in either coding (RFC 9110 8.8.1). A strong one (a document's
  // version, which writes send back in If-Match) would have to differ per coding: those answers go uncompressed.
  const strong = headers.ETag !== undefined && !headers.ETag.startsWith('W/');
  const coding = !strong && body.length >= COMPRESS_MIN_BYTES ? negotiateCoding(request.headers.get('accept-encoding')) : undefined;
  if (!coding) return { status, headers, body };
  return { status, headers: { ...headers, 'Content-Encoding': coding }, body: await compressCached(body, coding) };
}

/** An unchanged answer: no body, and the same Vary as the full answer it stands for. */
function notModified(headers: Record<string, string> = {}): HttpResponseInit {
  return { status: 304, headers: { 'Cache-Control': 'no-store', Vary: 'Accept-Encoding', ...headers } };
}

/** Adds headers to an answer; Vary lists are joined, not replaced. */
function withHeaders(response: HttpResponseInit, extra: Record<string, string>): HttpResponseInit {
  const headers = { ...(response.headers as Record<string, string> | undefined) };
  for (const [name, value] of Object.entries(extra)) {
    const have = name === 'Vary' ? headers.Vary : undefined;
    headers[name] = have ? [...new Set([...have.split(','), ...value.split(',')].map((v) => v.trim()))].join(', ') : value;
  }
  return { ...response, headers };
}

/**
 * The one place that decides how signed-in answers may be cached: only by the caller's browser, and only after
 * asking again (`private, no-cache`, so a shared cache or proxy never keeps one user's data for another), or
 * not at all (`private, no-store`) for routes marked noStore and answers the handler or the error path already
 * marked no-store. Public answers (health, images) keep what their handler set.
 */
function withCaching(route: RouteDefinition, response: HttpResponseInit): HttpResponseInit {
  if (route.access === 'anonymous') return response;
  const headers = (response.headers ?? {}) as Record<string, string>;
  const current = Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
  const noStore = route.noStore === true || /no-store/i.test(current);
  const rest = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'));
  return { ...response, headers: { ...rest, 'Cache-Control': noStore ? 'private, no-store' : 'private, no-cache' } };
}

async function readBody(request: HttpRequest, limit: number): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE') return undefined;
  const tooLarge = () => payloadTooLarge(`The request body is too large (at most ${formatBytes(limit)})`);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge();
  const bytes = await readAtMost(request, limit, tooLarge);
  if (bytes.byteLength === 0) return undefined;
  const contentType = request.headers.get('content-type') ?? 'application/json';
  if (!/json/i.test(contentType)) throw unsupportedMediaType('Send the request body as JSON (Content-Type: application/json)');
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/**
 * The body, read as it arrives and given up as soon as it passes the limit: a body sent without a length (or
 * with a false one) costs at most the limit, on the local host and with the Functions host's HTTP streaming.
 */
async function readAtMost(request: HttpRequest, limit: number, tooLarge: () => AppError): Promise<Uint8Array> {
  const stream = request.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: { done: boolean; value?: Uint8Array };
    try {
      chunk = (await reader.read()) as { done: boolean; value?: Uint8Array };
    } catch {
      throw badRequest('The request body could not be read');
    }
    if (chunk.done || !chunk.value) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} KB`;
}

let writeLimiter: { limit: number; limiter: RateLimiter } | undefined;
let readLimiter: { limit: number; limiter: RateLimiter } | undefined;

const routeLimiters = new Map<string, RateLimiter>();

/** A route with its own budget (`callsPerMinute`): 429 with Retry-After past it, per user. */
function checkRouteBudget(route: RouteDefinition, principal: Principal | null): void {
  if (!principal || route.callsPerMinute === undefined) return;
  let limiter = routeLimiters.get(route.name);
  if (!limiter) routeLimiters.set(route.name, (limiter = new RateLimiter(route.callsPerMinute)));
  const wait = limiter.take(principal.id);
  if (wait > 0) throw tooManyRequests(`This was asked for ${route.callsPerMinute} times in the last minute. Please wait ${wait} seconds and try again.`, wait);
}

/** Whether a call counts as a change: any method but GET and HEAD, unless the route only asks. */
const writes = (route: RouteDefinition, request: HttpRequest): boolean => request.method !== 'GET' && request.method !== 'HEAD' && !route.asksOnly;

/** Writes are budgeted per user: 429 with Retry-After past the budget. */
function checkWriteBudget(route: RouteDefinition, request: HttpRequest, principal: Principal | null): void {
  if (!principal || !writes(route, request)) return;
  const limit = config().WRITE_RATE_LIMIT_PER_MINUTE;
  if (writeLimiter?.limit !== limit) writeLimiter = { limit, limiter: new RateLimiter(limit) };
  const wait = writeLimiter.limiter.take(principal.id);
  if (wait > 0) throw tooManyRequests(`Too many changes in a short time. Please wait ${wait} seconds and try again.`, wait);
}

/**
 * Reads are budgeted per user too, generously (READ_RATE_LIMIT_PER_MINUTE, 600): a phone polling every 2 s and a
 * page load's burst stay far below it; one user's script cannot take the instance from everyone else.
 */
function checkReadBudget(route: RouteDefinition, request: HttpRequest, principal: Principal | null): void {
  if (!principal || writes(route, request)) return;
  const limit = config().READ_RATE_LIMIT_PER_MINUTE;
  if (readLimiter?.limit !== limit) readLimiter = { limit, limiter: new RateLimiter(limit) };
  const wait = readLimiter.limiter.take(principal.id);
  if (wait > 0) throw tooManyRequests(`Too many requests in a short time. Please wait ${wait} seconds and try again.`, wait);
}

async function resolvePrincipal(route: RouteDefinition, request: HttpRequest): Promise<Principal | null> {
  if (route.access === 'anonymous') return null;
  // Outside the try: a bad setting is a logged 500 naming it, not a sign-in problem.
  const settings = config();
  let principal: Principal | null;
  try {
    principal = await authenticate(request.headers, settings);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw serviceUnavailable('Could not verify your sign-in right now. Please try again in a moment.');
  }
  if (!principal) throw unauthorized();
  if (route.access !== 'authenticated' && !hasAnyPersona(principal.personas, route.access)) {
    throw forbidden('You do not have permission to do this');
  }
  return principal;
}

export const RESTORE_FINISHING = 'A restore is being finished. Please try again in a moment.';

/**
 * A change sent by a page of another site (a form or a fetch a browser marks 'cross-site' or 'same-site', or one from
 * a sandboxed frame with 'Origin: null'): refused before anything runs, unless the origin is one CORS_ORIGINS allows.
 * The sign-in token already keeps other sites out; this also holds where a caller is known without one (the local
 * development sign-in) and for a route that takes no body, which no JSON content type would guard.
 */
function refuseCrossSiteWrite(request: HttpRequest): void {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  const origin = request.headers.get('origin');
  const site = (request.headers.get('sec-fetch-site') ?? '').toLowerCase();
  const allowed = origin !== null && allowedOrigins().includes(origin);
  if (((site === 'cross-site' || site === 'same-site') && !allowed) || origin === 'null') throw forbidden(CORS_REFUSED);
  // (A browser that sends no Sec-Fetch-Site still names the page's origin: it must be the host the call came to.)
  if (!site && origin !== null && !allowed && !sameHost(origin, request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? hostOf(request.url))) throw forbidden(CORS_REFUSED);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

function sameHost(origin: string, host: string | null): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.split(',')[0]!.trim().toLowerCase();
  } catch {
    return false;
  }
}

export interface HandlerOptions {
  /**
   * Resolves true once writes may run, false if they should not wait any longer (the start-up check for an
   * interrupted restore: backup/recovery-gate.ts). Reads never wait.
   */
  writesReady?: () => Promise<boolean>;
}

/**
 * Turns a route definition into an Azure Functions HTTP handler: authenticate and authorise from the verified
 * token, bound and parse the body, run the handler, and map every result and error to the JSON envelope.
 * Nothing internal reaches the caller: unexpected errors are logged and answered with a plain 500.
 */
export function toAzureHandler(route: RouteDefinition, options: HandlerOptions = {}) {
  const handle = async (request: HttpRequest, invocation: InvocationContext, caller: Caller): Promise<HttpResponseInit> => {
    const response = withCaching(route, await answer(request, invocation, caller));
    const cors = corsHeaders(request.headers.get('origin'), allowedOrigins());
    return Object.keys(cors).length ? withHeaders(response, cors) : response;
  };
  const answer = async (request: HttpRequest, invocation: InvocationContext, caller: Caller): Promise<HttpResponseInit> => {
    try {
      refuseCrossSiteWrite(request);
      const principal = await resolvePrincipal(route, request);
      if (principal) caller.id = principal.id;
      checkWriteBudget(route, request, principal);
      checkReadBudget(route, request, principal);
      checkRouteBudget(route, principal);
      if (options.writesReady && request.method !== 'GET' && request.method !== 'HEAD' && !(await options.writesReady())) {
        throw serviceUnavailable(RESTORE_FINISHING);
      }
      const body = await readBody(request, route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
      const result = await route.handler({
        request,
        invocation,
        params: request.params,
        // (From the address as sent: the Functions host hands `request.query` over as a map, one value per name.)
        query: onceEach(new URL(request.url).searchParams),
        principal: principal ?? DEV_PRINCIPAL_ANONYMOUS,
        body,
        deps: dependencies(),
      });
      return await toResponse(result, request);
    } catch (err) {
      if (err instanceof AppError) {
        // data/ and storage/ hand up an outage as serviceUnavailable with the service's own error as its cause.
        if (err.kind === 'unavailable' && err.cause !== undefined) invocation.warn(`${route.name}: a backing service is unavailable: ${describe(err.cause)}`);
        return appErrorResponse(err);
      }
      invocation.error(`${route.name} failed: ${describe(err)}`);
      caller.failure = err;
      return errorResponse(500, 'Something went wrong on our side. Please try again.');
    }
  };
  const expose = exposeCosmosRequestCount();
  return async (request: HttpRequest, invocation: InvocationContext): Promise<HttpResponseInit> => {
    const call = callStart(route, request, invocation);
    return runCall(call, async (span) => {
      const started = performance.now();
      const caller: Caller = {};
      const { counter, result } = countCosmosRequests(() => handle(request, invocation, caller));
      const response = await result;
      const status = response.status ?? 200;
      invocation.log(requestLogLine({ route: route.name, method: request.method, status, started, counter, invocation, userId: caller.id, span, pageLoad: call.pageLoad }));
      span.end(status, caller.failure);
      // The trace the call ran under, for a bug report and for finding the call in the logs (docs/operations.md).
      const traced = withHeaders(response, { [TRACERESPONSE_HEADER]: formatTraceparent(span) });
      // Bench and budget tests only (never in Azure): how many Cosmos requests this one call sent.
      return expose ? withHeaders(traced, { 'X-Cosmos-Requests': String(counter.count) }) : traced;
    });
  };
}

interface Caller {
  /** The verified caller's id, once known. */
  id?: string;
  /** The unexpected error behind a 500, recorded on the call's span. */
  failure?: unknown;
}

/**
 * The trace a call runs under: in Azure the Functions host's request span (which continues the caller's
 * traceparent); on the local host, the request's own traceparent. A malformed one is no trace.
 */
function callStart(route: RouteDefinition, request: HttpRequest, invocation: InvocationContext): CallStart {
  const host = parseTraceparent(invocation.traceContext?.traceParent) ? invocation.traceContext : undefined;
  const header = request.headers.get(TRACEPARENT_HEADER) ?? undefined;
  const own = parseTraceparent(header) ? header : undefined;
  return {
    name: `${request.method} /api/${route.route}`,
    route: route.name,
    method: request.method,
    traceparent: host ? host.traceParent : own,
    tracestate: (host ? host.traceState : own && request.headers.get('tracestate')) || undefined,
    pageLoad: pageLoadOf(request.headers.get(TRACESTATE_HEADER)),
    underHost: host !== undefined,
  };
}

/** A user id as the logs carry it: not the id, a short hash of it that still groups one user's calls. */
export function userHash(id: string): string {
  return createHash('sha256').update(`bar-app:user:${id}`).digest('hex').slice(0, 16);
}

/**
 * One structured line per API call, at information level (Application Insights traces in Azure; the local host
 * prints them with LOG_REQUESTS=1): the call's id, the trace and span it ran under (the ids of its trace in
 * Application Insights or a collector, and of the `traceresponse` header), route, method, status, duration, the
 * Cosmos requests it sent and their charge, and the caller as a hash. Never a token, a header, a query, a body or
 * a name.
 */
export function requestLogLine(call: {
  route: string;
  method: string;
  status: number;
  started: number;
  counter: CosmosCounter;
  invocation: Pick<InvocationContext, 'invocationId'>;
  userId: string | undefined;
  span: { traceId: string; spanId: string };
  /** The SPA's page load the call comes from (16 hex digits, see pageLoadOf), when it said one. */
  pageLoad?: string;
}): string {
  return JSON.stringify({
    event: 'api-request',
    requestId: call.invocation.invocationId,
    traceId: call.span.traceId,
    spanId: call.span.spanId,
    ...(call.pageLoad ? { pageLoad: call.pageLoad } : {}),
    route: call.route,
    method: call.method,
    status: call.status,
    durationMs: Math.round(performance.now() - call.started),
    cosmosRequests: call.counter.count,
    cosmosCharge: Math.round(call.counter.charge * 100) / 100,
    ...(call.userId && call.userId !== 'anonymous' ? { user: userHash(call.userId) } : {}),
  });
}

/**
 * CORS_ORIGINS, read as the Azure entry's preflights read it (http/cors.ts), so that answers and preflights agree
 * even while another setting is bad: a configured caller can then read the error.
 */
export function allowedOrigins(): readonly string[] {
  return corsOriginsFromEnv();
}

/** Anonymous routes get a principal-shaped placeholder with no personas, so handlers never see undefined. */
const DEV_PRINCIPAL_ANONYMOUS: Principal = { ...DEV_PRINCIPAL, id: 'anonymous', name: 'Anonymous', personas: [] };

function describe(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}${err.stack ? `\n${err.stack}` : ''}`;
  return String(err);
}

/**
 * The query as one value per name: a name given twice ('?date=2026-12-01&date=2026-12-02', '?role=customer&role=bartender')
 * is a 400, never the first or the last taken quietly (which one a proxy or a client library keeps differs).
 */
function onceEach(query: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(query);
  const seen = new Set<string>();
  for (const name of copy.keys()) {
    if (seen.has(name)) throw badRequest(`${name}: is given more than once in the address; give it once`);
    seen.add(name);
  }
  return copy;
}
