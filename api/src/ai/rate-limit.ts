import type { ApiConfig } from '../config';
import { tooManyRequests as limitReached } from '../errors';
import { RateLimiter } from '../platform/rate-limiter';
import { ownWords } from './lexicon/own';

/** What each AI route is called in its messages: a guest asks the AI bartender, a manager uses the AI recipe import. */
const AI_FEATURE: Record<string, string> = ownWords({ recommendations: 'the AI bartender', process: 'the AI recipe import' });
const featureOf = (route: string) => AI_FEATURE[route] ?? 'the AI bartender';
const inSeconds = (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/** The AI routes' 429: the caller used the route's AI feature too often in the last minute. */
export function tooManyRequests(retryAfterSeconds: number, route = 'recommendations') {
  return limitReached(`You have asked ${featureOf(route)} too often in the last minute. Please try again in ${inSeconds(retryAfterSeconds)}.`, retryAfterSeconds);
}

/** The AI routes' 429 when every user together has spent the instance's budget. */
export const AI_BUSY = (seconds: number, route = 'recommendations') =>
  route === 'process'
    ? `The AI recipe import is busy with many requests right now. Please try again in ${inSeconds(seconds)}.`
    : `The AI bartender is answering many guests right now. Please try again in ${inSeconds(seconds)}.`;

/** A caller with fewer AI calls than this in the last minute is a light one: the second half of the instance's budget is theirs. */
export const LIGHT_AI_CALLS = 3;

/** The instance's budget may be spent at most this fast: a sixth of it (at least 10 calls) per 10 s, so a burst of calls is spread out. */
const BURST_WINDOW_MS = 10_000;
const burstOf = (limit: number) => Math.max(Math.ceil(limit / 6), Math.min(limit, 10));

/**
 * The AI routes' budgets on this instance: each caller's per route (AI_RATE_LIMIT_PER_MINUTE) and every caller's
 * together (AI_INSTANCE_RATE_LIMIT_PER_MINUTE), so AI calls, each bounded by its request's size, cannot take the
 * instance from the other routes. The instance's budget is spent at most a sixth (at least 10 calls) per 10 s (a burst
 * cannot hold the event loop for seconds), and the second half of each (the minute's and the burst's) is kept for light callers (fewer than LIGHT_AI_CALLS calls in the
 * last minute): a handful of accounts asking as fast as they may use up half of it, and every other guest can
 * still ask. Built once by the composition root; a changed setting starts fresh windows.
 */
export class AiBudget {
  private perCaller?: { limit: number; value: RateLimiter };
  private instance?: { limit: number; minute: RateLimiter; burst: RateLimiter; callers: RateLimiter };

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts the call against the caller's budget for the route, then the instance's; over either, a 429 with Retry-After. */
  spend(route: string, callerId: string, cfg: Pick<ApiConfig, 'AI_RATE_LIMIT_PER_MINUTE' | 'AI_INSTANCE_RATE_LIMIT_PER_MINUTE'>): void {
    if (this.perCaller?.limit !== cfg.AI_RATE_LIMIT_PER_MINUTE) this.perCaller = { limit: cfg.AI_RATE_LIMIT_PER_MINUTE, value: new RateLimiter(cfg.AI_RATE_LIMIT_PER_MINUTE, 60_000, this.now) };
    const wait = this.perCaller.value.take(`${route}:${callerId}`);
    if (wait > 0) throw tooManyRequests(wait, route);
    const limit = cfg.AI_INSTANCE_RATE_LIMIT_PER_MINUTE;
    if (limit <= 0) return;
    if (this.instance?.limit !== limit) {
      this.instance = {
        limit,
        minute: new RateLimiter(limit, 60_000, this.now),
        burst: new RateLimiter(burstOf(limit), BURST_WINDOW_MS, this.now),
        callers: new RateLimiter(Number.MAX_SAFE_INTEGER, 60_000, this.now),
      };
    }
    const { minute, burst, callers } = this.instance;
    const used = minute.count('instance');
    const heavy = callers.count(callerId) >= LIGHT_AI_CALLS;
    if (used >= limit || (heavy && used >= limit / 2)) {
      const seconds = minute.wait('instance');
      throw limitReached(AI_BUSY(seconds, route), seconds);
    }
    // (The burst's second half is kept for light callers too: one guest asking twenty times in ten seconds may not take
    // every call of the next ten seconds from the others.)
    if (heavy && burst.count('instance') >= burstOf(limit) / 2) {
      const seconds = burst.wait('instance');
      throw limitReached(AI_BUSY(seconds, route), seconds);
    }
    const spread = burst.take('instance');
    if (spread > 0) throw limitReached(AI_BUSY(spread, route), spread);
    minute.take('instance');
    callers.take(callerId);
  }
}
