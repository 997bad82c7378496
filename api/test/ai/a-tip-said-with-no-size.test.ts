import { safetyLayerOf } from '../../src/ai/bartender';
import { demoBar, guestAsks } from './fixtures';

/**
 * A tip said to come out of the guest's money with no size ('12 including tip', 'under 12 w/ tip', '12 dólares con
 * propina'): the customary 20% comes out of it (ADR 76), so a drink and its tip stay within what the guest has, and the
 * answer says the tip was counted and at what. A tip of a size said keeps to that size; a tip said to be apart, none.
 * An amount before 'pourboire inclus', 'propina incluida', 'Trinkgeld inklusive' is the money, never a tip of that size.
 */
const bar = demoBar();
const { ask, ids, priceOf } = guestAsks(bar);

describe('a tip with no size said comes out of the money at 20%', () => {
  test.each([
    ['something fruity, 12 including tip', 10],
    ['something fruity, $12 incl tip', 10],
    ['something fruity, max 15 tip included', 12.5],
    ['something fruity under 12 w/ tip', 10],
    ['algo afrutado, 12 dólares con propina', 10],
    ['quelque chose de fruité, 12 euros pourboire inclus', 10],
    ['algo afrutado, 12 euros propina incluida', 10],
    ['etwas Fruchtiges, 12 Euro Trinkgeld inklusive', 10],
    ['qualcosa di fruttato, 12 euro mancia compresa', 10],
  ])('%s', async (request, most) => {
    expect(safetyLayerOf(request, bar).maxPrice).toBeLessThanOrEqual(most);
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(priceOf(id)).toBeLessThanOrEqual(most);
  });

  test('the answer says the tip was counted, and at what', async () => {
    expect((await ask('something fruity, 12 including tip'))[0]!.reason).toMatch(/cover the tip too, which I counted at 20%/);
  });

  test('a tip of a size said keeps to that size: 12 with a 10% tip is about 10.90 a drink', () => {
    expect(safetyLayerOf('something fruity, I have 12 including a 10% tip', bar).maxPrice).toBeCloseTo(10.9, 1);
  });

  test('a tip said to be apart takes nothing out', () => {
    expect(safetyLayerOf('something fruity under $12, tip is separate', bar).maxPrice).toBeGreaterThan(11.9);
  });
});
