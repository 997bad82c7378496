// The AI routes' budget of all users together on an instance, besides each user's own: many accounts asking at
// once cannot take the instance from the other routes, cannot spend it in one burst, and cannot lock every other
// guest out of the AI bartender.
import type { ApiConfig } from '../../src/config';
import type { AppError } from '../../src/errors';
import { AI_BUSY, AiBudget, LIGHT_AI_CALLS } from '../../src/ai/rate-limit';

type Limits = Pick<ApiConfig, 'AI_RATE_LIMIT_PER_MINUTE' | 'AI_INSTANCE_RATE_LIMIT_PER_MINUTE'>;

/** A budget on a clock the test moves. */
function budgetAt(start = 1_000_000) {
  let now = start;
  const budget = new AiBudget(() => now);
  return {
    spend: (user: string, limits: Limits) => budget.spend('recommendations', user, limits),
    later: (ms: number) => (now += ms),
  };
}

/** The refusal a call meets, or undefined when it is served. */
function refusal(run: () => void): { kind: string; message: string; retryAfter: number } | undefined {
  try {
    run();
    return undefined;
  } catch (err) {
    const e = err as AppError;
    return { kind: e.kind, message: e.message, retryAfter: e.retryAfterSeconds! };
  }
}

const limits: Limits = { AI_RATE_LIMIT_PER_MINUTE: 20, AI_INSTANCE_RATE_LIMIT_PER_MINUTE: 120 };

test('the instance budget is spent at most a sixth per 10 s: a burst is spread out, then served again', () => {
  const { spend, later } = budgetAt();
  const served = Array.from({ length: 30 }, (_, i) => refusal(() => spend(`guest-${i}`, limits)) === undefined);
  expect(served.filter(Boolean)).toHaveLength(20);
  const refused = refusal(() => spend('guest-late', limits));
  expect(refused).toMatchObject({ kind: 'tooMany' });
  expect(refused!.message).toBe(AI_BUSY(Number(refused!.retryAfter)));
  expect(Number(refused!.retryAfter)).toBeLessThanOrEqual(10);
  later(10_001);
  expect(refusal(() => spend('guest-late', limits))).toBeUndefined();
});

test('a few accounts asking as fast as they may use up half the budget; every other guest can still ask', () => {
  const { spend, later } = budgetAt();
  const attackers = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
  let attackerCalls = 0;
  // A minute of six accounts each asking as often as they may, one 10 s slice after another: without the light
  // callers' half they would spend the whole budget (a sixth per slice).
  for (let slice = 0; slice < 6; slice++) {
    // Three each per slice: 18 a minute, inside each account's own budget of 20.
    for (const a of attackers) for (let i = 0; i < 3; i++) if (refusal(() => spend(a, limits)) === undefined) attackerCalls++;
    later(slice < 5 ? 10_001 : 5_000);
  }
  // Half the budget, and at most the few calls each account makes before it counts as a heavy caller.
  expect(attackerCalls).toBeGreaterThanOrEqual(limits.AI_INSTANCE_RATE_LIMIT_PER_MINUTE / 2);
  expect(attackerCalls).toBeLessThanOrEqual(limits.AI_INSTANCE_RATE_LIMIT_PER_MINUTE / 2 + LIGHT_AI_CALLS * attackers.length);
  expect(attackers.every((a) => refusal(() => spend(a, limits)) !== undefined)).toBe(true);
  // Within the same minute, ten guests who have not asked yet (fewer than LIGHT_AI_CALLS calls) are all served.
  const guests = Array.from({ length: 10 }, (_, i) => refusal(() => spend(`guest-${i}`, limits)));
  expect(guests.every((r) => r === undefined)).toBe(true);
});

test('one guest asking twenty times in ten seconds takes at most half the burst: three other users asking once each are served', () => {
  const { spend } = budgetAt();
  const served = Array.from({ length: 20 }, () => refusal(() => spend('customer', limits)) === undefined).filter(Boolean).length;
  // (The first few are a light caller's; then at most half the burst of the 10 s.)
  expect(served).toBeLessThanOrEqual(Math.ceil(limits.AI_INSTANCE_RATE_LIMIT_PER_MINUTE / 6 / 2));
  for (const other of ['newcomer', 'bartender', 'manager']) expect(refusal(() => spend(other, limits))).toBeUndefined();
});

test('past the whole instance budget everyone is refused with 429 and Retry-After; one over their own budget hears about theirs', () => {
  const { spend, later } = budgetAt();
  const small: Limits = { AI_RATE_LIMIT_PER_MINUTE: 2, AI_INSTANCE_RATE_LIMIT_PER_MINUTE: 6 };
  // One call per 10 s slice (a sixth of 6), six light guests: the budget is spent.
  for (let i = 0; i < 6; i++) {
    expect(refusal(() => spend(`u${i}`, small))).toBeUndefined();
    if (i < 5) later(10_001);
  }
  const refused = refusal(() => spend('u-new', small));
  expect(refused).toMatchObject({ kind: 'tooMany' });
  expect(refused!.message).toBe(AI_BUSY(Number(refused!.retryAfter)));
  expect(refusal(() => spend('u0', small))?.message).toMatch(/AI bartender is answering many guests/);
  expect(refusal(() => spend('u0', small))?.message).toMatch(/You have asked the AI bartender too often/);
});

test('0 turns the instance budget off', () => {
  const { spend } = budgetAt();
  const off: Limits = { AI_RATE_LIMIT_PER_MINUTE: 0, AI_INSTANCE_RATE_LIMIT_PER_MINUTE: 0 };
  for (let i = 0; i < 500; i++) expect(refusal(() => spend(`guest-${i}`, off))).toBeUndefined();
});
