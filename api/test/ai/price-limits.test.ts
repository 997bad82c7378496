import { builtinEngine } from '../../src/ai/builtin';
import { readPriceLimit } from '../../src/ai/builtin/understand';
import { priceInDoubt } from '../../src/ai/money';
import { guestAsks } from './fixtures';

/**
 * Price limits as guests say them, read the same way by the reader and by the safety layer whichever engine
 * answered: 'under X' is strict (a drink at X is over it), 'up to / at most / max / no more than X' include X,
 * a range is at most its higher amount, and a number that is a count, an age, an ABV or a time is no price.
 */
const { ask, everything } = guestAsks();

describe('a price limit said every way holds on every engine', () => {
  test.each([
    ["I won't pay more than 12 for a cocktail with gin", 12],
    ['no more than 12 for a cocktail', 12],
    ['less than 11, something with gin', 10.99],
    ['between 8 and 12, something with gin', 12],
    ['somewhere in the 10 to 12 range, rum', 12],
    ['11¥ max, something bitter', 11],
    ['CHF 12 max, something with rum', 12],
    ['got a fiver and some change, something cold', 5],
    ['spending limit 10, something fruity', 10],
    ['price cap of 11, a gin drink', 11],
    ['keep it to 10 please', 10],
    ["it shouldn't cost more than 11", 11],
    ['≤ 10, something refreshing', 10],
    ['10ish, something fruity', 10],
    ['12 is my limit, a gin drink', 12],
    ['ten is my max', 10],
    ['9 dollars is all I have', 9],
    ['wallet says 9, something cold', 9],
    ['diez pavos, algo fresco', 10],
    ['not spending over 10, something fruity', 10],
    ['8 and under please', 8],
    ['nothing north of 12', 12],
    ['less than or equal to 10', 10],
    ['not exceeding 12, a gin drink', 12],
    ['a max of 12', 12],
    ['I can only pay 10', 10],
    ['only 10 to spend', 10],
    ['have 10 left, something cold', 10],
  ])('%s: at most %d', async (text, limit) => {
    for (const engine of [builtinEngine, everything]) {
      const recs = await ask(text, engine);
      for (const r of recs) expect(r.price).toBeLessThanOrEqual(limit);
    }
  });

  test("'up to 12' keeps a drink at exactly 12; 'under 12' leaves it out", async () => {
    expect((await ask('up to 12, anything', everything)).some((r) => r.price === 12)).toBe(true);
    const under = await ask('under 12, anything', everything);
    expect(under.length).toBeGreaterThan(0);
    expect(under.some((r) => r.price >= 12)).toBe(false);
  });
});

test("the safety layer reads a bare amount after a limit word ending in 'an' ('than')", () => {
  expect(priceInDoubt('no more than 12 for a cocktail')).toBe(12);
  expect(priceInDoubt('less than 11, gin')).toBe(10.99);
});

describe('a price limit in the other languages', () => {
  test.each([
    ['como mucho 10, algo afrutado', 10],
    ['onder de 10, iets fris', 9.99],
    ['niet meer dan 10 euro', 10],
    ['hoogstens 10, iets met gin', 10],
    ['mi presupuesto es 10, algo con ron', 10],
    ['mon budget est de 10, quelque chose de frais', 10],
    ['mein Budget ist 10, was Fruchtiges', 10],
    ['il mio budget è 10', 10],
    ['meu orçamento é 10', 10],
    ['no quiero gastar más de 10', 10],
  ])('%s: at most %d', async (text, limit) => {
    for (const engine of [builtinEngine, everything]) {
      const recs = await ask(text, engine);
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(r.price).toBeLessThanOrEqual(limit);
    }
  });
});

describe('a budget for the party is a share each', () => {
  test.each([
    ['for the 4 of us 40 bucks, something fruity', 10],
    ['a round of 3 for 30, anything', 10],
    ['three beers for 21', 7],
    ['we are 8 people with 80 dollars', 10],
    ['$50 for the 5 of us', 10],
  ])('%s: at most %d each', async (text, limit) => {
    for (const engine of [builtinEngine, everything]) {
      const recs = await ask(text, engine);
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(r.price).toBeLessThanOrEqual(limit);
    }
  });
});

test('the lowest of two limits holds, even when the reader read only the higher one', async () => {
  for (const engine of [builtinEngine, everything]) {
    const recs = await ask("under $12 ideally, but I only have 9 on me", engine);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(r.price).toBeLessThanOrEqual(9);
  }
});

test("a party's size with a limit per drink is no share ('we are 2 people, under $12')", async () => {
  const recs = await ask('we are 2 people, under $12', everything);
  expect(recs.some((r) => r.price === 11)).toBe(true);
  for (const r of recs) expect(r.price).toBeLessThan(12);
});

describe('a number that is not money is no price', () => {
  test.each([
    'no more than 3 ingredients, something with gin',
    'under 5% abv please, a beer',
    'at most 2 drinks tonight, something with gin',
  ])('%s', (text) => {
    expect(readPriceLimit(text).maxPrice).toBeUndefined();
    expect(priceInDoubt(text)).toBeUndefined();
  });

  test("'no more than 3 ingredients' still gets gin drinks", async () => {
    const recs = await ask('no more than 3 ingredients, something with gin');
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.some((r) => r.price > 3)).toBe(true);
  });
});
