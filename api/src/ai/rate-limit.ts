import { tooManyRequests as limitReached } from '../http/rate-limit';

/** The AI routes' 429: the guest asked the AI bartender too often in the last minute. */
export function tooManyRequests(retryAfterSeconds: number) {
  return limitReached(
    `You have asked the AI bartender too often in the last minute. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
    retryAfterSeconds,
  );
}
