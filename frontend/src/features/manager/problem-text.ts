import { ApiError, NETWORK_FAILURE_MESSAGE, NOT_JSON_MESSAGE } from '../../api/client';
import { errorMessage } from '../../components/load-error';

export const SERVER_PROBLEM_TEXT = 'The server could not finish this. Please try again in a moment.';
export const OFFLINE_TEXT = 'The server could not be reached. Check the connection and try again.';

/**
 * What a failure means for the manager, in words: the server's own reason when it gave one ({ error }),
 * otherwise a sentence about what happened and what to do. Raw texts ('HTTP 502: Bad Gateway',
 * 'Failed to fetch', a JavaScript message) go to the console, never to the screen. `fallback` is the text for a
 * server failure without a reason (docs/spec.md's own texts where it fixes one).
 */
export function problemText(error: unknown, fallback: string = SERVER_PROBLEM_TEXT): string {
  if (error instanceof ApiError) {
    // The server's own { error } is written for people; what the client made up from the bare response
    // ('HTTP 502: Bad Gateway', a browser's 'Failed to fetch', not JSON) is not.
    const raw = error.status === 0 || /^HTTP \d{3}\b/.test(error.message) || error.message === NOT_JSON_MESSAGE || !error.message;
    if (!raw) return error.message;
    console.error('Request failed', error.status, error.message);
    if (error.status === 0) return OFFLINE_TEXT;
    if (error.status === 401 || error.status === 403) return 'You are not allowed to do this. Sign in again as a bar manager.';
    if (error.status === 404) return 'It is no longer there: someone may have removed it. Reload to see the current list.';
    if (error.status === 413) return 'That is too large for the server.';
    return fallback;
  }
  const message = errorMessage(error);
  // Our own messages are sentences; a browser's network failure or a script error is not for the screen.
  if (message && message !== NETWORK_FAILURE_MESSAGE && message !== NOT_JSON_MESSAGE && !(error instanceof TypeError) && !(error instanceof ReferenceError)) {
    return message;
  }
  console.error(error);
  return message === NETWORK_FAILURE_MESSAGE || error instanceof TypeError ? OFFLINE_TEXT : fallback;
}

/** A line of a list the server sent (warnings, errors): its text, whatever shape it has. */
export function lineText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const v = value as { message?: unknown; text?: unknown };
    if (typeof v.message === 'string') return v.message;
    if (typeof v.text === 'string') return v.text;
  }
  return String(value);
}
