import query from '@zeit/cosmosdb-query';
import { deductionCondition } from '../../src/data/patch-condition';

/** The query the local Cosmos server runs for a conditional patch whose condition starts 'FROM c  WHERE'. */
const matches = (condition: string, doc: Record<string, unknown>) =>
  query(`SELECT * ${condition} AND c.id = @id`).exec([doc], { parameters: [{ name: '@id', value: doc.id }] }).result.length === 1;

/** How deep parentheses nest in a text (a function call's own parentheses count as one level). */
function depth(text: string): number {
  let max = 0;
  let now = 0;
  for (const ch of text) {
    if (ch === '(') max = Math.max(max, ++now);
    if (ch === ')') now -= 1;
  }
  return max;
}

describe("the stock deduction's patch condition", () => {
  const order = '3f2b8c1e-1b2c-4d5e-8f90-123456789abc';
  const condition = deductionCondition(order, 30);

  test('takes the stock once, only from an item with its bookkeeping and enough in stock', () => {
    expect(matches(condition, { id: 'i', quantity: 100, appliedOrders: [] })).toBe(true);
    expect(matches(condition, { id: 'i', quantity: 30, appliedOrders: ['other'] })).toBe(true);
    expect(matches(condition, { id: 'i', quantity: 100, appliedOrders: [order] })).toBe(false);
    expect(matches(condition, { id: 'i', quantity: 29, appliedOrders: [] })).toBe(false);
    expect(matches(condition, { id: 'i', quantity: 100 })).toBe(false);
  });

  test('is one flat chain (the local server re-parses every condition, and nested parentheses cost it 100 times more)', () => {
    expect(depth(condition)).toBeLessThanOrEqual(1);
  });

  test('refuses what could change its meaning', () => {
    expect(() => deductionCondition('x") OR (true', 1)).toThrow();
    expect(() => deductionCondition(order, Number.NaN)).toThrow();
  });
});
