import { processRecipe, recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, silentLog } from './fixtures';

/**
 * The opened twenty-ninth sets' kinds, in our own words (twenty-first session): a guest's everyday words that are a
 * slip away from a reason not to drink ('the congress hall' is no 'halal', 'spill' no 'pill'), alcohol said to be
 * totally fine, examples of a kind ruled out ('no root vegetables like ginger'), an age in brackets ('(17)'), a budget
 * in Japanese or Korean, the naira, a drink from elsewhere after 'a' ('a White Russian'); and for the import a run of
 * amounts with the unit said once, a garnish to express, juice 'from' a fruit, a pour 'by the side'.
 */
const bar = demoBar();
const ask = (request: string) => recommendDrinks({ preferences: request }, bar, builtinEngine, silentLog());
const ids = async (request: string) => (await ask(request)).map((r) => r.recipeId);
const priceOf = (id: string) => bar.recipes.find((r) => r.id === id)!.price;
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe("a guest's own everyday words are no reason not to drink", () => {
  test.each([
    'Cold rainy evening, the walk back from the congress hall soaked me. Something warming please.',
    'just got back from the sports hall, a cold beer',
    "Sort of a first date. Something that won't spill on my shirt, with gin.",
    'Neither coffee nor cola, I need to sleep at some point. Alcohol is totally fine, a nightcap.',
    'alcohol is really fine, something with rum',
    "booze is absolutely ok, I'm celebrating",
    'alcohol is great, a strong one',
  ])('%s: drinks with alcohol are offered', async (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
    expect((await ids(request)).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });

  test.each(['halal please, something fruity', 'I took a sleeping pill, something light', 'alcohol is not ok for me, something fresh', 'no diary please, and no alcohol'])(
    '%s: still alcohol-free',
    async (request) => {
      for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
    },
  );

  test("a slip of a taste is still read: 'nothing sweat'", () => {
    expect(readRequest('nothin sweat plz', bar).avoidFlavours.has('sweet')).toBe(true);
  });

  test("'no diary' is still no dairy", () => {
    expect(readRequest('no diary please, a cocktail', bar).excludedIngredients).toContainEqual(['milk']);
  });
});

describe('examples of a kind the reader does not know are ruled out', () => {
  test.each([
    ['Jain here, no alcohol, no egg, no honey, and no root vegetables like ginger. What can I have?', ['ginger'], true],
    ['no herbs like mint, a rum drink', ['mint'], false],
    ['no root veg such as ginger please, a cocktail', ['ginger'], false],
  ])('%s', async (request, ruledOut, alcoholFree) => {
    const read = readRequest(request, bar);
    for (const thing of ruledOut) expect(read.excludedIngredients).toContainEqual([thing]);
    expect(read.alcoholFree).toBe(alcoholFree);
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    const stock = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId)]));
    for (const r of answer) for (const item of stock.get(r.recipeId)!) for (const thing of ruledOut) expect(item).not.toContain(thing);
  });

  test("'like I said' is no example", () => {
    expect(readRequest('no dairy like I said, something with coffee', bar).excludedIngredients).not.toContainEqual(['coffee']);
  });
});

describe('an age in brackets in what the guest says of themselves', () => {
  test.each(['hi im one of the student volunteers at registration (17) can i get something nice?? pink if possible', 'me and my mate (16) want something fruity'])(
    '%s: alcohol-free',
    async (request) => {
      const answer = await ids(request);
      expect(answer.length).toBeGreaterThan(0);
      for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
    },
  );

  test.each(["I'm at table (12), a gin please", 'im ordering for the group (12) mojitos'])('%s: a number in brackets that is no age', (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
  });
});

describe('money said in Japanese, Korean and naira', () => {
  test.each([
    ['予算は2,000円くらい (about 2,000 yen max), something clean and dry', 13.34],
    ['15,000원 이하로 (under 15,000 won) please, a beer or something light', 10.87],
    ['I fit spend ₦20,000 on one drink, no more. Wetin be your best cocktail?', 13.34],
  ])('%s: within what the money is worth, and not held to alcohol-free', async (request, worth) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(priceOf(id)).toBeLessThanOrEqual(worth);
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
});

describe("a drink from elsewhere said after 'a'", () => {
  test.each(["What's closest to a White Russian here?", 'a white russian please'])('%s: its coffee and vodka, not the white wine', async (request) => {
    const answer = await ids(request);
    expect(answer[0]).toBe('espresso-martini');
    expect(answer).not.toContain('house-white-wine');
  });

  test('a white is still a white wine', async () => {
    expect(await ids('a white please')).toContain('house-white-wine');
  });
});

describe('import: runs, garnishes to express, juice from a fruit, a pour by the side', () => {
  test('a run of amounts with the unit said once, after a chat lead-in', async () => {
    const recipe = await importIt(['[21:47, 12/03/2025] Tomasz Late Bar: ok new sour for the late bar - 50ml bourbon 25 lemon 20 honey ginger 15 egg white + 2 dash ango']);
    expect(amounts(recipe)).toEqual({ bourbon: 50, 'lemon-juice': 25, 'honey-ginger-syrup': 20, 'egg-white': 15, 'angostura-bitters': 2 });
  });

  test.each([
    ['45ml gin 15 lime 10 sugar', { 'gin-london-dry': 45, 'lime-juice': 15, 'sugar-syrup': 10 }],
    ['1 oz gin 3 olives', { 'gin-london-dry': 30, olives: 3 }],
    ['60 ml Laphroaig 10 year', { 'scotch-islay': 60 }],
  ])('%s', async (line, expected) => {
    expect(amounts(await importIt([line]))).toEqual(expected);
  });

  test.each([
    ['30 ml gin, 30 ml Campari, 30 ml sweet vermouth, orange peel to express', 'orange-peel'],
    ['30 ml gin, 30 ml Campari, 30 ml sweet vermouth, orange peel to flame', 'orange-peel'],
    ['orange peel to express', 'orange-peel'],
  ])('%s: the garnish is kept', async (line, garnish) => {
    expect(amounts(await importIt([line]))[garnish]).toBe(1);
  });

  test.each([
    ['Put 4 cl of the white rum in the shaker and to beat with 2,5 cl of juice from lime and 1,5 cl of the sugar syrup.', { 'rum-white': 40, 'lime-juice': 25, 'sugar-syrup': 15 }],
    ['Put 45 ml of the tequila in the glass tall with ice, add 90 ml of juice of orange and after let to fall slowly 15 ml of grenadine by the side.', { 'tequila-blanco': 45, 'orange-juice': 90, grenadine: 15 }],
  ])('a machine translation: %s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });
});
