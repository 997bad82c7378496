import { fold } from '../../src/ai/text';
import { guestAsks } from './fixtures';

/**
 * What the reader cannot classify is read the strict way, whichever engine answers: an allergen named without being
 * a wish, a negation placed after the thing (German, Dutch, the Scandinavian languages), ways of staying away from a
 * thing, letters that NFKD leaves whole ('œufs', 'Eiweiß'), cap words as typed ('less then', 'south of', 'sub-10').
 * Each is asked of the built-in engine and of a model that offers the whole menu, as one that missed the rule would.
 */
const { priceOf: price, ingredientsOf, both } = guestAsks();
const NUTS = ['orgeat-syrup', 'amaretto', 'coconut-cream'];
const EGG = ['egg-white'];

describe('an allergen named in a way that is no wish is left out, and the answer says why', () => {
  test.each([
    ['I carry an epipen for peanuts, something tropical', NUTS, /left out every drink with nuts \(coconut included\)/],
    ['my husband and peanuts do not mix, something sweet', NUTS, /peanut/],
    ['eggs make me break out, something frothy', EGG, /egg/],
    ['Eiweiß bitte nicht, was Saures', EGG, /egg/],
    ['je suis allergique aux œufs, un sour ?', EGG, /egg/],
    ['gluten and me are not friends, something bubbly', ['lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle'], /gluten/],
  ])('%s', async (text, items, reason) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
      expect(recs[0]!.reason).toMatch(reason);
    }
  });

  test('a wish for the allergen stays a wish: egg white, an Amaretto Sour, coconut', async () => {
    const [sour] = await both('a sour with egg white please');
    expect(sour!.some((r) => ingredientsOf(r.recipeId).includes('egg-white'))).toBe(true);
    const [amaretto] = await both('an amaretto sour please');
    expect(amaretto![0]!.recipeId).toBe('amaretto-sour');
    const [nutty] = await both('something nutty and sweet');
    expect(nutty!.some((r) => NUTS.some((n) => ingredientsOf(r.recipeId).includes(n)))).toBe(true);
  });

  test('saying there is no allergy makes a mention no rule', async () => {
    for (const recs of await both('no allergies here, I had peanuts at dinner, something with rum')) {
      for (const r of recs) expect(r.reason).not.toMatch(/You mentioned 'peanut'/);
    }
    const [withRule] = await both('I had peanuts at dinner, something with rum');
    expect(withRule![0]!.reason).toMatch(/You mentioned 'peanut'/);
  });

  test('the reason never claims the menu lacks a wish that was a misreading of the rule', async () => {
    const [recs] = await both('eggs make me break out, something frothy');
    for (const r of recs!) expect(r.reason).not.toMatch(/has egg, so here is the closest/);
  });
});

describe('a negation placed after the thing', () => {
  test.each([
    ['Vodka kommt nicht in Frage, etwas Saures', 'vodka'],
    ['Gin mag ich nicht, was Fruchtiges', 'gin-london-dry'],
    ['rum drink ik niet, iets fris', 'rum-white'],
    ['gin liker jeg ikke, noe friskt', 'gin-london-dry'],
  ])('%s: nothing with %s', async (text, item) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(ingredientsOf(r.recipeId)).not.toContain(item);
    }
  });

  test('a negation about a taste after it stays a taste: gin is still wished', async () => {
    const [recs] = await both('Gin, aber nicht süß');
    expect(recs!.some((r) => ingredientsOf(r.recipeId).includes('gin-london-dry'))).toBe(true);
  });
});

describe('staying away from a thing rules it out', () => {
  test.each([
    ["I'm staying away from bourbon, something stirred", 'bourbon'],
    ['steering clear of tequila tonight, something citrusy', 'tequila-blanco'],
    ['laying off rum for a while, something sweet', 'rum-white'],
    ["I'm not much of a gin drinker, something bitter", 'gin-london-dry'],
  ])('%s: nothing with %s', async (text, item) => {
    for (const recs of await both(text)) for (const r of recs) expect(ingredientsOf(r.recipeId)).not.toContain(item);
  });
});

describe('a Dutch designated driver gets alcohol-free drinks', () => {
  test('ik ben de bob vanavond', async () => {
    for (const recs of await both('ik ben de bob vanavond, iets fris')) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(['virgin-mojito', 'shirley-temple', 'alcohol-free-beer', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'elderflower-fizz']).toContain(r.recipeId);
    }
  });
});

describe('cap words as guests type them', () => {
  test.each([
    ['less then 10 dollars, something fruity', 9.99],
    ['anything south of $12 with rum', 11.99],
    ['sub-10 drinks?', 9.99],
    ['undr $9 somethin fruity', 8.99],
    ['12 dollars is my ceiling, something citrusy', 12],
    ['cap it at $9', 9],
  ])('%s: nothing over %d', async (text, cap) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(price(r.recipeId)).toBeLessThanOrEqual(cap);
    }
  });
});

describe('letters NFKD leaves whole are folded', () => {
  test.each([
    ['œufs', 'oeufs'],
    ['Eiweiß', 'eiweiss'],
    ['Smørrebrød', 'smorrebrod'],
    ['Æble', 'aeble'],
    ['bez łez', 'bez lez'],
  ])('%s -> %s', (text, folded) => expect(fold(text)).toBe(folded));
});

describe('an allergen the reader took for a wish, said as a worry', () => {
  test.each([
    ['eggs are a problem for me, something sweet', EGG],
    ['nuts are an issue for me, something sweet', NUTS],
    ['careful with nuts please, something sweet', NUTS],
    ['watch out for eggs, a sour please', EGG],
    ['egg is dangerous for me', EGG],
  ])('%s', async (text, items) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
    }
  });

  test('said as a wish it stays one: a sour with egg white, extra almond', async () => {
    const [sour] = await both('a sour with egg white');
    expect(sour!.slice(0, 3).some((r) => ingredientsOf(r.recipeId).includes('egg-white'))).toBe(true);
    const [almond] = await both('something sweet with extra almond');
    expect(almond!.slice(0, 3).some((r) => NUTS.some((n) => ingredientsOf(r.recipeId).includes(n)))).toBe(true);
  });
});
