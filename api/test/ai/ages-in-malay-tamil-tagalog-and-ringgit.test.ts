import { recommendDrinks, safetyLayerOf } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, silentLog } from './fixtures';

/**
 * The kinds an outside tester found as New Year's Eve guests at a rooftop bar and then as an attacker (twenty-seventh
 * session), in our own words: an age said in Malay and Indonesian ('umur'), in Tamil typed in Latin letters ('vayasu',
 * 'pathinezhu'), in Tagalog with a hyphen or 'ako', tersely ('me: 16', 'daughter 14,', 'ages 15 and 16', '17 age'); a
 * nurse back on the ward in the morning; Tagalog 'bawal' (forbidden) before a spirit; ringgit written 'RM45'.
 */
const bar = demoBar();
const ask = (request: string) => recommendDrinks({ preferences: request }, bar, builtinEngine, silentLog());
const ids = async (request: string) => (await ask(request)).map((r) => r.recipeId);
const withItem = (...items: string[]) => bar.recipes.filter((r) => r.ingredients.some((i) => items.includes(i.inventoryItemId))).map((r) => r.id);

const onlyAlcoholFree = async (request: string) => {
  const answer = await ids(request);
  expect(answer.length).toBeGreaterThan(0);
  for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
};

describe('an age under the drinking age, however it is said, gets no alcohol', () => {
  test.each([
    'umur saya 15, nak cocktail',
    'umurku 17, mau bir',
    'berumur 16, coba mojito',
    'naan pathinezhu vayasu, beer kudunga',
    'enakku 16 vayasu, oru mojito',
    '17 age bro, beer please',
    'labing-anim ako, beer?',
    '16 ako, pwede mojito?',
    'me: 16. gin and tonic',
    'daughter 14, something fruity',
    'ages 15 and 16, two lagers',
  ])('%s', onlyAlcoholFree);
  test('a number of minutes after a son is no age', async () => {
    expect((await ids('my son is 15 minutes away, a negroni for me'))[0]).toBe('negroni');
  });
  test('an age gap is no age', () => {
    expect(safetyLayerOf('the 20 age gap joke again. a mojito please', bar).alcoholFree).toBe(false);
  });
});

describe('at work in the morning, in a hospital', () => {
  test.each(['nights this week, back on the ward at 6am. what is good?', 'back on the unit at 7 tomorrow morning. recommendations?'])('%s', onlyAlcoholFree);
});

describe("Tagalog 'bawal' (forbidden) before a thing is a no to it", () => {
  test.each([
    ['bawal sa akin ang rum. cocktail?', ['rum-white', 'rum-dark']],
    ['bawal ang kape at gin sa akin', ['espresso', 'coffee-liqueur']],
  ])('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });
});

describe('ringgit with its sign before the amount', () => {
  test.each(['RM45 budget, a cocktail', 'rm 45 max, cocktail please'])('%s: a cap below 45 dollars', (request) => {
    const cap = safetyLayerOf(request, bar).maxPrice;
    expect(cap).toBeDefined();
    expect(cap!).toBeLessThan(12);
  });
  test("a room's number is no money: 'rm 12'", () => {
    expect(safetyLayerOf('room service to rm 12 please, a beer', bar).maxPrice).toBeUndefined();
  });
});
