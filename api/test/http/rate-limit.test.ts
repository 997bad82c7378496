import { RateLimiter } from '../../src/platform/rate-limiter';

test('allows the budget per minute, then says how long to wait; the window slides', () => {
  let now = 1_000_000;
  const limiter = new RateLimiter(3, 60_000, () => now, 100);
  expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
  expect(limiter.take('a')).toBe(60);
  expect(limiter.take('b')).toBe(0);
  now += 30_000;
  expect(limiter.take('a')).toBe(30);
  now += 30_001;
  expect(limiter.take('a')).toBe(0);
});

test('forgets the least recently seen users beyond its size', () => {
  const now = 5_000;
  const limiter = new RateLimiter(1, 60_000, () => now, 2);
  limiter.take('a');
  limiter.take('b');
  limiter.take('c');
  // 'a' was evicted: it starts afresh.
  expect(limiter.take('a')).toBe(0);
  expect(limiter.take('c')).toBeGreaterThan(0);
});
