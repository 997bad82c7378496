import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, silentLog, guestAsks } from './fixtures';

/**
 * Each hard constraint over its phrasing space, answered by the built-in engine and by a model that offers the whole
 * menu (as one that missed the constraint would): the safety layer leaves nothing that breaks it.
 */
const bar = demoBar();
const { priceOf: price, ingredientsOf, wholeMenu } = guestAsks(bar);
// Not the shared `both`: the ids of both answers in one list.
async function answers(text: string): Promise<string[]> {
  const ids: string[] = [];
  for (const engine of [builtinEngine, wholeMenu]) ids.push(...(await recommendDrinks({ preferences: text }, bar, engine, silentLog())).map((r) => r.recipeId));
  return ids;
}

describe('price limits in currencies and cap words beyond the usual', () => {
  test.each([
    ['maks 90 kr, something refreshing', 7.01],
    ['90 kr max, something refreshing', 7.01],
    ['max 40 zł, something refreshing', 8.5],
    ['90 SEK tops, a beer', 7.01],
    ['högst 90 kronor', 7.01],
    ['sub-$10, something refreshing', 9.99],
    ['sub $10 please', 9.99],
  ])('%s: nothing over %p', async (text, cap) => {
    const ids = await answers(text);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(price(id)).toBeLessThanOrEqual(cap);
  });
});

describe('alcohol-free for a guest in recovery, said by its programme', () => {
  test.each(['AA member, something fruity', 'I go to Alcoholics Anonymous', "I'm doing the twelve steps"])('%s: 0.0% only', async (text) => {
    const ids = await answers(text);
    for (const id of ids) expect(ALCOHOL_FREE_IDS.filter((a) => a !== 'alcohol-free-beer')).toContain(id);
  });
});

describe('a spirit or an ingredient ruled out after it is named', () => {
  test.each([
    ['mint-free, something fresh', ['mint-leaves']],
    ['gin-free, something fresh', ['gin-london-dry']],
    ['rum free please, something tropical', ['rum-white', 'rum-dark']],
    ['Campari-free, something bitter', ['campari']],
    ['tequila is a no for me, something sour', ['tequila-blanco']],
    ['whiskey is a no for me, something stirred', ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
    ['gin and vodka are out, something refreshing', ['gin-london-dry', 'vodka']],
    ['vodka is off limits for me', ['vodka']],
  ])('%s: nothing with it', async (text, items) => {
    const ids = await answers(text);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) for (const item of items) expect(ingredientsOf(id)).not.toContain(item);
  });
});

describe('a negated list in the other languages, and past a name the reader does not know', () => {
  test.each([
    'sin ginebra ni vodka, algo refrescante',
    'ni gin ni vodka, quelque chose de frais',
    'kein Gin oder Wodka, etwas Frisches',
    'sem gin nem vodka, algo fresco',
    'sans gin ou vodka',
    'no Hendricks or Absolut vodka, something refreshing',
    'no gin or Ketel vodka',
  ])('%s: neither gin nor vodka', async (text) => {
    const ids = await answers(text);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(ingredientsOf(id)).not.toContain('gin-london-dry');
      expect(ingredientsOf(id)).not.toContain('vodka');
    }
  });

  test("'gin-free' does not rule out the alcohol-free gin alternative's tonic, nor 'alcohol-free' anything but alcohol", async () => {
    const ids = await answers('alcohol-free, something with tonic');
    expect(ids).toContain('alcohol-free-gin-and-tonic');
  });
});

describe('a thing ruled out for a bad experience, after it, or in one word', () => {
  test.each([
    ['tequila gives me a headache, something sour', ['tequila-blanco']],
    ['I had a bad experience with tequila', ['tequila-blanco']],
    ['never again tequila', ['tequila-blanco']],
    ['swore off gin, something refreshing', ['gin-london-dry']],
    ['gin not please', ['gin-london-dry']],
    ['vodka does not agree with me', ['vodka']],
    ['nonrum please', ['rum-white', 'rum-dark']],
    ['rumless please, something tropical', ['rum-white', 'rum-dark']],
    ['a mintless mojito-ish thing', ['mint-leaves']],
    ['geen rum, iets fris', ['rum-white', 'rum-dark']],
    ['ingen rom, tack', ['rum-white', 'rum-dark']],
    ['bez rumu, prosím', ['rum-white', 'rum-dark']],
    ['bez wódki', ['vodka']],
  ])('%s: nothing with it', async (text, items) => {
    const ids = await answers(text);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) for (const item of items) expect(ingredientsOf(id)).not.toContain(item);
  });

  test("'sugarless' is 'no sugar': the same answer", async () => {
    const a = await recommendDrinks({ preferences: 'sugarless please' }, bar, builtinEngine, silentLog());
    const b = await recommendDrinks({ preferences: 'no sugar please' }, bar, builtinEngine, silentLog());
    expect(a.map((r) => r.recipeId)).toEqual(b.map((r) => r.recipeId));
  });

  test.each(['something timeless and classic', 'endless summer vibes', 'why not, something fruity', 'I am not sure, something with gin'])('%s: no rule read into an everyday word', async (text) => {
    const recs = await recommendDrinks({ preferences: text }, bar, builtinEngine, silentLog());
    expect(recs[0]!.reason).not.toMatch(/left out/);
  });
});
