import { isAppError, serviceUnavailable } from '../errors';

/**
 * The database's and Blob Storage's codes, read here and in storage/ only (lint: eslint/api-layers.mjs): the
 * repositories translate them into the API's errors (api/src/errors.ts), so nothing above sees a status.
 *
 * Cosmos and Blob errors carry a numeric `code`/`statusCode`; network failures carry a string code. */
export function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; statusCode?: unknown };
  if (typeof e.statusCode === 'number') return e.statusCode;
  if (typeof e.code === 'number') return e.code;
  return undefined;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED', 'UND_ERR_SOCKET', 'REQUEST_SEND_ERROR']);

/**
 * True when a backing service (Cosmos, Blob) could not be reached or is overloaded (429, 503, 408 past the SDK's own
 * retries, a timeout, a refused or dropped connection): worth trying again soon, not a fault of ours.
 */
export function isUnavailableError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; name?: unknown; statusCode?: unknown; cause?: unknown; message?: unknown };
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
    const status = statusOf(current);
    if (status === 503 || status === 429 || status === 408) return true;
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (typeof e.message === 'string' && /ECONNREFUSED|socket hang up|ECONNRESET/.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

export const isNotFound = (err: unknown) => statusOf(err) === 404;
export const isConflict = (err: unknown) => statusOf(err) === 409;
export const isPreconditionFailed = (err: unknown) => statusOf(err) === 412;

/** A service's outage as the API's error (serviceUnavailable, with the service's error as its cause); anything else as it came. */
export function translateOutage(err: unknown): unknown {
  return !isAppError(err) && isUnavailableError(err) ? serviceUnavailable(undefined, { cause: err }) : err;
}

/**
 * Runs one call to the database (a point operation, a query, a batch, a patch): an outage is thrown as
 * serviceUnavailable, anything else (404, 409, 412, which the caller reads) as it came.
 */
export async function cosmosCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw translateOutage(err);
  }
}
