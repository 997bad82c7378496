/**
 * A sliding-window request budget per key (a user, or a user and a route), kept in the memory of one instance.
 * Enough to stop one phone or one script from flooding the bar or running up the AI bill; with several
 * instances each counts on its own, so the effective ceiling is the limit times the instance count.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private calls = 0;

  constructor(
    readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts a call; returns how many seconds to wait when the key is over its limit, else 0. */
  take(key: string): number {
    if (this.limit <= 0) return 0;
    const now = this.now();
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (++this.calls % 1000 === 0) this.sweep(since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.delete(key); // re-inserted last: the map's order is least recently seen first
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return 0;
  }

  /** How many calls the key made within the window; counts nothing. */
  count(key: string): number {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since).length;
  }

  /** Seconds until the key's oldest call within the window leaves it (at least 1). */
  wait(key: string): number {
    const now = this.now();
    const oldest = (this.hits.get(key) ?? []).find((t) => t > now - this.windowMs);
    return oldest === undefined ? 1 : Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  private sweep(since: number): void {
    for (const [key, times] of this.hits) if (!times.some((t) => t > since)) this.hits.delete(key);
  }
}
