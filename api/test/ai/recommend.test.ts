import type { Recipe } from '@bar/domain';
import { SEED_RECIPES } from '@bar/domain/seed';
import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, recommendDetailed } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, silentLog, guestAsks } from './fixtures';

const bar = demoBar();
// Its own `recommend`: it also asks of other snapshots of the bar.
const recommend = (preferences: string, b = bar) => recommendDrinks({ preferences }, b, builtinEngine, silentLog());
const { ids } = guestAsks(bar);

const REQUESTS = [
  'something citrusy with gin',
  'not too sweet, no gin',
  "I'm driving tonight, something refreshing",
  'a strong whiskey drink',
  'something fruity under $12',
  'beer please',
  'surprise me',
  'something like a Negroni but smoky',
  'What would you recommend for a hot summer evening?',
  'qwertyuiop',
  'coffee',
  'tropical',
];

describe('recommendations from the demo menu', () => {
  test.each(REQUESTS)('%s: 3 to 5 real, available drinks with reasons and confidences', async (preferences) => {
    const recs = await recommend(preferences);
    expect(recs.length).toBeGreaterThanOrEqual(3);
    expect(recs.length).toBeLessThanOrEqual(5);
    for (const r of recs) {
      const recipe = bar.recipes.find((x) => x.id === r.recipeId);
      expect(recipe?.available).toBe(true);
      expect(r).toMatchObject({ recipeName: recipe!.name, price: recipe!.price, description: recipe!.description });
      expect(r.reason.length).toBeGreaterThan(5);
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
    expect(new Set(recs.map((r) => r.recipeId)).size).toBe(recs.length);
  });

  test('drinks that cannot be made are never suggested', async () => {
    expect(await ids('a Piña Colada please')).not.toContain('pina-colada');
    expect(await ids('tropical and creamy coconut')).not.toContain('pina-colada');
    expect(await ids('a Hugo spritz with elderflower')).not.toContain('hugo-spritz');
  });

  test.each(['non-alcoholic please', 'a mocktail', "I'm driving, something sweet", 'virgin something with gin', 'no alcohol, strong and smoky'])(
    '%s gets alcohol-free drinks only',
    async (preferences) => {
      const recs = await ids(preferences);
      expect(recs.length).toBeGreaterThan(0);
      for (const id of recs) expect(ALCOHOL_FREE_IDS).toContain(id);
    },
  );

  test('hard limits hold: price, ruled-out spirits and kinds', async () => {
    for (const r of await recommend('something under $10')) expect(r.price).toBeLessThanOrEqual(10);
    expect(await ids('no gin')).not.toEqual(expect.arrayContaining(['gin-and-tonic']));
    for (const id of await ids('anything but gin, something citrusy')) {
      expect(['gin-and-tonic', 'tom-collins', 'french-75', 'clover-club', 'negroni', 'dry-martini']).not.toContain(id);
    }
    for (const id of await ids('no beer, something refreshing')) expect(['lager', 'ipa', 'stout']).not.toContain(id);
  });

  test('what is asked for comes first', async () => {
    expect((await ids('a margarita please'))[0]).toBe('margarita');
    expect((await ids('something smoky'))).toEqual(expect.arrayContaining(['islay-single-malt-neat']));
    expect((await ids('something like a Negroni but smoky'))[0]).toBe('mezcal-negroni');
    expect((await ids('coffee'))[0]).toBe('espresso-martini');
    expect((await ids('a glass of red'))[0]).toBe('house-red-wine');
    expect(await ids('beer please')).toEqual(expect.arrayContaining(['lager', 'ipa', 'stout']));
    const gin = await ids('something citrusy with gin');
    expect(['tom-collins', 'french-75', 'clover-club', 'gin-and-tonic']).toContain(gin[0]);
  });

  test('the reason says why, in the words of the request', async () => {
    const [first] = await recommend('something citrusy with gin');
    expect(first!.reason).toMatch(/gin/i);
    expect(first!.reason).toMatch(/citrus/i);
    const [af] = await recommend("I'm driving");
    expect(af!.reason).toMatch(/alcohol-free/);
    const [cheap] = await recommend('something fruity under $12');
    expect(cheap!.reason).toContain('$12.00');
  });

  test('confidence follows the fit: a clear match is surer than a guess', async () => {
    const [clear] = await recommend('a margarita please');
    const [guess] = await recommend('surprise me');
    expect(clear!.confidence).toBeGreaterThan(0.8);
    expect(guess!.confidence).toBeLessThan(0.5);
  });

  test('fewer than 3 only when fewer drinks meet the hard limits; none when none can be made', async () => {
    const onlyOne: Recipe[] = SEED_RECIPES.filter((r) => r.category !== 'alcohol-free' || r.id === 'virgin-mojito').map((r) => ({ ...r, createdAt: '', updatedAt: '' }));
    const recs = await recommend('a mocktail', demoBar({ recipes: onlyOne }));
    expect(recs.map((r) => r.recipeId)).toEqual(['virgin-mojito']);
    expect(await recommend('anything', demoBar({ recipes: [] }))).toEqual([]);
  });

  test('the same request gets the same answer', async () => {
    expect(await recommend('something fruity')).toEqual(await recommend('something fruity'));
  });

  test('drink profiles: strength and alcohol from the ingredients', () => {
    const { ranked } = recommendDetailed('a strong drink', bar);
    expect(ranked[0]!.drink.strength).toBeGreaterThan(0.8);
    const { ranked: light } = recommendDetailed('something light and low alcohol', bar);
    for (const r of light.slice(0, 3)) expect(r.drink.strength).toBeLessThan(0.6);
  });
});
