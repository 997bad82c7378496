import type { ApiConfig } from '../config';
import { RateLimiter, tooManyRequests as limitReached } from '../http/rate-limit';

/** The AI routes' 429: the guest asked the AI bartender too often in the last minute. */
export function tooManyRequests(retryAfterSeconds: number) {
  return limitReached(
    `You have asked the AI bartender too often in the last minute. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
    retryAfterSeconds,
  );
}

/** The AI routes' 429 when every user together has spent the instance's budget. */
export const AI_BUSY = (seconds: number) =>
  `The AI bartender is answering many guests right now. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/**
 * The AI routes' budgets on this instance: each caller's per route (AI_RATE_LIMIT_PER_MINUTE) and every caller's
 * together (AI_INSTANCE_RATE_LIMIT_PER_MINUTE), so AI calls, each bounded by its request's size, cannot take the
 * instance from the other routes. Built once by the composition root; a changed setting starts a fresh window.
 */
export class AiBudget {
  private perCaller?: { limit: number; value: RateLimiter };
  private instance?: { limit: number; value: RateLimiter };

  /** Counts the call against the caller's budget for the route, then the instance's; over either, a 429 with Retry-After. */
  spend(route: string, callerId: string, cfg: Pick<ApiConfig, 'AI_RATE_LIMIT_PER_MINUTE' | 'AI_INSTANCE_RATE_LIMIT_PER_MINUTE'>): void {
    if (this.perCaller?.limit !== cfg.AI_RATE_LIMIT_PER_MINUTE) this.perCaller = { limit: cfg.AI_RATE_LIMIT_PER_MINUTE, value: new RateLimiter(cfg.AI_RATE_LIMIT_PER_MINUTE) };
    const wait = this.perCaller.value.take(`${route}:${callerId}`);
    if (wait > 0) throw tooManyRequests(wait);
    if (this.instance?.limit !== cfg.AI_INSTANCE_RATE_LIMIT_PER_MINUTE) this.instance = { limit: cfg.AI_INSTANCE_RATE_LIMIT_PER_MINUTE, value: new RateLimiter(cfg.AI_INSTANCE_RATE_LIMIT_PER_MINUTE) };
    const busy = this.instance.value.take('instance');
    if (busy > 0) throw limitReached(AI_BUSY(busy), busy);
  }
}
