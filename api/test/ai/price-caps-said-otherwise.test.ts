import { builtinEngine, readRequest, wordKinds } from '../../src/ai/builtin';
import { limitsAsSaid } from '../../src/ai/money';
import { partyShare, priceInDoubt } from '../../src/ai/money';
import { strictestReading } from '../../src/ai/safety';
import { demoBar, guestAsks } from './fixtures';

/**
 * Price caps said in the ways of `eval/dev-caps-recommendations.json` (ADR 'ai-price-limits'): a ceiling turned by a
 * 'no' a few words before it, ceilings in the other languages and Hinglish, an amount followed by whom or what it is
 * for, a count of drinks right before a cap, a decimal comma. Whatever engine answers, no drink over the cap is let
 * through, and a wish nothing within the cap meets is said.
 */
const bar = demoBar();
const { ask, everything } = guestAsks(bar);

const CAPS: Array<[string, number]> = [
  ['something with vodka, not a penny over 12', 12],
  ["gin and tonic or similar, can't go higher than 11", 11],
  ["a gin cocktail that doesn't go over 12 dollars", 12],
  ['nothing that costs more than 10', 10],
  ['a whisky cocktail that tops out at 13', 13],
  ['nothing abve 10 pls, refreshing', 10],
  ['no mroe than 10', 10],
  ['the most I would pay is 12', 12],
  ['my max is 11', 11],
  ['12 or lower, something with rum', 12],
  ['que no cueste más de 10, algo con ron', 10],
  ['qui ne dépasse pas 12, quelque chose de frais', 12],
  ['nicht teurer als 10, etwas mit Gin', 10],
  ['che non superi i 10, qualcosa di fresco', 10],
  ['até doze, algo com vodka', 12],
  ["jusqu'à 10, une bière", 10],
  ['bhai 10 se kam mein kuch refreshing', 9.99],
  ['sharab nahi, 8 se zyada nahi', 8],
  ['15 ke andar kuch whisky wala', 15],
  ['mere paas 10 hai, beer chahiye', 10],
  ['whiskey =<13', 13],
  ['10,5 euros max', 10.5],
  ['under 8,50 €, a beer', 8.49],
  ['we have 40 for the four of us, beers please', 10],
  ['40 bucks for 4 people, a glass of wine each', 10],
  ['£30 between the three of us, beers', 10],
  ['table of six, 60 dollars in total, wine', 10],
  ['our budget is 45 for three, vodka cocktails', 15],
  ['2 gin and tonics for 22', 11],
  ['12 per person, we are 5, something with tequila', 12],
  ["we're 3, 10 each max, something refreshing", 10],
  ['2 beers under 10', 9.99],
];

describe('a cap said in other words is read, and no engine gets a drink over it past the check', () => {
  test.each(CAPS)('%s: %p', async (request, cap) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const drink of answer) expect(drink.price).toBeLessThanOrEqual(cap);
    }
    // The cap is the one said, not a stricter one that would leave out drinks the guest can pay for.
    const reading = readRequest(request, bar);
    expect(strictestReading(request, reading, bar.inventory, wordKinds(bar), bar.recipes).constraints.maxPrice ?? reading.maxPrice).toBe(cap);
  });
});

describe('the reading behind it', () => {
  test("a 'no' kept when a word of its own stands between it and the ceiling", () => {
    expect(limitsAsSaid('not a fan of gin over 12')).toMatch(/^not a fan of gin no more than\s+12$/);
    expect(limitsAsSaid('not a penny over 12').trim()).toBe('a penny no more than  12'.trim());
    // An exclusion read beside the cap still holds.
    return ask('not a fan of gin over 12', everything).then((answer) => {
      for (const d of answer) expect(bar.recipes.find((r) => r.id === d.recipeId)!.ingredients.some((i) => i.inventoryItemId === 'gin-london-dry')).toBe(false);
    });
  });

  test('numbers that are not prices stay so beside a real cap', () => {
    expect(priceInDoubt('table 12 for 4 people')).toBeUndefined();
    expect(priceInDoubt('under 5% abv, max 8')).toBe(8);
    expect(priceInDoubt('born in 1990, keep it under 13')).toBe(12.99);
  });

  test("'each' after a drink says what each guest has; after the amount it is per drink", () => {
    expect(partyShare(' 40 bucks for 4 people a glass of wine each ', 40)).toBe(10);
    expect(partyShare(' 12 dollars each for 4 people ', 12)).toBe(12);
    expect(partyShare(' two drinks under 20 total ', 19.99)).toBe(9.99);
    expect(partyShare(' 2 beers under 10 ', 9.99)).toBe(9.99);
  });
});

describe('nothing within the cap', () => {
  test.each([
    ['something with tequila under 12', /no drink under \$12\.00 on our menu has tequila/i],
    ['a whiskey cocktail, max 9', /no drink at \$9\.00 or less on our menu has whisk/i],
    ['menos de doce euros, algo con tequila', /has tequila/i],
  ])('%s: the answer says no such drink is within it', async (request, said) => {
    const answer = await ask(request);
    expect(answer.some((d) => said.test(d.reason))).toBe(true);
  });

  test('a cap below every price leaves the answer empty, whatever the engine offered', async () => {
    expect(await ask('a beer for a fiver?', everything)).toEqual([]);
    expect(await ask('a mocktail under a fiver', everything)).toEqual([]);
  });
});
