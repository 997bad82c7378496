/**
 * Per-user request budgets, counted in this instance's memory over a sliding minute. Enough to stop one phone (or
 * one script) from flooding the bar; several instances each count on their own, so the effective ceiling in
 * Azure is the limit times the instance count.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for the key; returns the seconds to wait when over budget, else 0. */
  take(key: string): number {
    const t = this.now();
    const windowStart = t - 60_000;
    const list = (this.hits.get(key) ?? []).filter((at) => at > windowStart);
    if (list.length >= this.perMinute) {
      this.hits.set(key, list);
      return Math.max(1, Math.ceil((list[0]! - windowStart) / 1000));
    }
    list.push(t);
    this.hits.delete(key);
    this.hits.set(key, list);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return 0;
  }
}
