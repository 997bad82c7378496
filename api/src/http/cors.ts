import type { HttpResponseInit } from '@azure/functions';

/**
 * Cross-origin access to the API. The SPA and the API share one origin (the Static Web App proxies /api), so by
 * default no other origin may call it from a browser. CORS_ORIGINS names the exceptions, exactly
 * ('https://kiosk.example.com,https://menu-board.example.com'): those origins get the CORS headers on every answer
 * and their preflights are answered; every other origin gets none, and its preflight is refused.
 * Kept free of the configuration module: the Azure entry answers preflights without loading anything else.
 */

const CORS_ALLOWED_HEADERS = 'Authorization, X-Authorization, Content-Type, If-Match, If-None-Match, traceparent, tracestate';
const CORS_EXPOSED_HEADERS = 'ETag, Retry-After, Content-Disposition, Location, X-Orders-More, traceresponse';
const CORS_MAX_AGE_SECONDS = 600;
export const CORS_REFUSED = 'Cross-origin requests from this origin are not allowed';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * CORS_ORIGINS as a list of origins. Each must be an exact origin: https (http only for localhost), no path,
 * no wildcard. Throws with a message naming the bad entry.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    if (entry.includes('*')) throw new Error(`'${entry}': wildcards are not allowed, name each origin`);
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`'${entry}' is not an origin such as https://kiosk.example.com`);
    }
    if (url.origin !== entry.replace(/\/$/, '')) throw new Error(`'${entry}' is not an origin (no path, query or credentials)`);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) {
      throw new Error(`'${entry}' must use https (http only for localhost)`);
    }
    return url.origin;
  });
}

let parsed: { raw: string | undefined; origins: string[] } | undefined;

/** The allowed origins from the environment, parsed once per value; a bad value allows none (the configuration check reports it). */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  if (parsed && parsed.raw === env.CORS_ORIGINS) return parsed.origins;
  let origins: string[];
  try {
    origins = parseCorsOrigins(env.CORS_ORIGINS);
  } catch {
    origins = [];
  }
  parsed = { raw: env.CORS_ORIGINS, origins };
  return origins;
}

/** The headers for an answer to `origin`: none unless it is allowed. */
export function corsHeaders(origin: string | null | undefined, allowed: readonly string[]): Record<string, string> {
  if (allowed.length === 0) return {};
  if (!origin || !allowed.includes(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS, Vary: 'Origin' };
}

/**
 * The answer to a preflight (OPTIONS) for a path served with `methods`: 204 with the CORS headers when the origin
 * is allowed and asks for one of those methods, otherwise 403 without them (the browser then refuses the call).
 */
export function preflightResponse(headers: { get(name: string): string | null }, methods: readonly string[], allowed: readonly string[]): HttpResponseInit {
  const origin = headers.get('origin');
  const wanted = (headers.get('access-control-request-method') ?? '').toUpperCase();
  const refuse = (error: string): HttpResponseInit => ({
    status: 403,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Origin' },
    body: JSON.stringify({ error }),
  });
  if (!origin || !allowed.includes(origin)) return refuse(CORS_REFUSED);
  if (!methods.includes(wanted)) return refuse(`Method ${wanted || '(none)'} is not allowed here (allowed: ${methods.join(', ')})`);
  return {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': methods.join(', '),
      'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
      'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      Vary: 'Origin',
    },
  };
}
