// The AI routes' budget of all users together on an instance, besides each user's own: many accounts asking at
// once cannot take the instance from the other routes.
import type { ApiConfig } from '../../src/config';
import { AI_BUSY, AiBudget } from '../../src/ai/rate-limit';

const budget = new AiBudget();
const spendAiCall = (user: string, route: string, config: Pick<ApiConfig, 'AI_RATE_LIMIT_PER_MINUTE' | 'AI_INSTANCE_RATE_LIMIT_PER_MINUTE'>) => budget.spend(route, user, config);

const cfg = { AI_RATE_LIMIT_PER_MINUTE: 2, AI_INSTANCE_RATE_LIMIT_PER_MINUTE: 5 } as ApiConfig;

test("past the instance's budget every user is refused with 429 and Retry-After, whatever their own budget says", () => {
  for (const user of ['u1', 'u2', 'u3', 'u4', 'u5']) expect(() => spendAiCall(user, 'recommendations', cfg)).not.toThrow();
  let refused: unknown;
  try {
    spendAiCall('u6', 'recommendations', cfg);
  } catch (err) {
    refused = err;
  }
  expect(refused).toMatchObject({ status: 429, headers: { 'Retry-After': '60' } });
  expect((refused as Error).message).toBe(AI_BUSY(60));
  // A user within their own budget hears that the bar's AI is busy; one over their own budget hears about theirs.
  expect(() => spendAiCall('u1', 'recommendations', cfg)).toThrow(AI_BUSY(60));
  expect(() => spendAiCall('u1', 'recommendations', cfg)).toThrow(/You have asked the AI bartender too often/);
});

test('0 turns the instance budget off', () => {
  const off = { AI_RATE_LIMIT_PER_MINUTE: 0, AI_INSTANCE_RATE_LIMIT_PER_MINUTE: 0 } as ApiConfig;
  for (let i = 0; i < 500; i++) spendAiCall(`guest-${i}`, 'recommendations', off);
});
