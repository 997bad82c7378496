/** Cosmos and Blob errors carry a numeric `code`/`statusCode`; network failures carry a string code. */
export function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; statusCode?: unknown };
  if (typeof e.statusCode === 'number') return e.statusCode;
  if (typeof e.code === 'number') return e.code;
  return undefined;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED', 'UND_ERR_SOCKET', 'REQUEST_SEND_ERROR']);

/** True when a backing service (Cosmos, Blob) could not be reached or is overloaded: answer 503, not 500. */
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
