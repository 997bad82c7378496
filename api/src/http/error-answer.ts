import type { HttpResponseInit } from '@azure/functions';
import type { AppError, ErrorKind } from '../errors';

/**
 * The one map from an error's kind to its HTTP status (api/src/errors.ts): the edge alone turns an AppError into
 * an answer. Every kind has its status (a kind added without one does not compile).
 */
export const STATUS_OF_KIND = {
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
} as const satisfies Record<ErrorKind, number>;

export const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** An error answer: the status, `{ "error": message }` and never anything else of the error (no stack, no cause). */
export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): HttpResponseInit {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify({ error: message }) };
}

/** The headers a kind is answered with: how long to wait (429, 503), how to sign in (401). */
function headersOf(err: AppError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (err.kind === 'unauthenticated') headers['WWW-Authenticate'] = 'Bearer';
  if ((err.kind === 'tooMany' || err.kind === 'unavailable') && err.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil(err.retryAfterSeconds)));
  }
  return headers;
}

/** The HTTP answer to an AppError. */
export function appErrorResponse(err: AppError): HttpResponseInit {
  return errorResponse(STATUS_OF_KIND[err.kind], err.message, headersOf(err));
}
