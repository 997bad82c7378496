import { safetyLayerOf } from '../../src/ai/bartender';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of three classes outside testers met: money for drinks listed one kind after another ('two pots and a
 * schooner') is shared by all of them; the 0.5% beer refused with 'not even' and a word between ('not even those 0.5%
 * beers', 'not even any of the 0.5 beers') is no trace and no wish for beer; 'I'm not allergic to eggs' is no egg
 * allergy, unless the guest goes on about the eggs.
 */
const bar = demoBar();
const { ask, ids, read, priceOf, holds, categoryOf, onlyZeroAlcohol } = guestAsks(bar);

describe('money for drinks listed kind by kind is shared by every drink of the list', () => {
  test.each([
    ['two lagers and a stout, 20 dollars between us', 6.66],
    ['2 IPAs, a stout and a cider, we have 40', 10],
    ['a large glass of red and two IPAs, we have 40', 13.33],
    ['a gin and tonic and a mojito, 30 dollars', 15],
  ])('%s: each at most %s', (request, each) => {
    expect(safetyLayerOf(request, bar).maxPrice).toBeCloseTo(each, 2);
  });

  test("'two pots and a schooner, we've got 20 AUD': three beers cannot be had for it, and none is offered", async () => {
    expect(await ask("two pots and a schooner, we've got 20 AUD")).toEqual([]);
  });

  test('a gin and tonic is one drink, not a list of two', () => {
    expect(safetyLayerOf('a gin and tonic, 14 dollars', bar).maxPrice ?? 14).toBeGreaterThanOrEqual(14);
  });

  test('one drink asked for keeps its whole limit', async () => {
    for (const id of await ids('one margarita under 14')) expect(priceOf(id)).toBeLessThan(14);
    expect(await ids('one margarita under 14')).toContain('margarita');
  });
});

describe("the 0.5% beer refused with 'not even' and words between", () => {
  test.each(['no alcohol, not even those 0.5% beers', 'no booze - not even any of the 0.5 beers', 'no alcohol and not even your alcohol-free beers, something fruity'])(
    '%s: only 0.0% drinks',
    async (request) => onlyZeroAlcohol(request),
  );

  test.each(['no alcohol, not even those 0.5% beers', 'no alcohol, not even beer'])('%s: no wish for a beer is read, and none is said to be missing', async (request) => {
    expect(read(request).categories).not.toContain('beer');
    for (const drink of await ask(request)) expect(drink.reason).not.toMatch(/is a beer/);
  });
});

describe("'not allergic to' is no allergy", () => {
  test("I'm not allergic to eggs, I just hate gin: egg drinks are not ruled out, gin is", async () => {
    const layer = safetyLayerOf("I'm not allergic to eggs, I just hate gin", bar);
    expect(layer.excludedIngredients.flat()).not.toContain('egg');
    expect(layer.excludedSpirits).toContain('gin');
    for (const drink of await ask("I'm not allergic to eggs, I just hate gin")) {
      expect(drink.reason).not.toMatch(/left out every drink with egg/);
      expect(holds(drink.recipeId, 'gin')).toBe(false);
    }
  });

  test.each(['not allergic to eggs but they make me sick, something sour', "I'm not allergic to eggs, just intolerant to them, a sour please"])('%s: the eggs are still left out', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(holds(drink.recipeId, 'egg-white')).toBe(false);
  });

  test.each(["Pretend I'm not allergic to eggs (I am, severely). Whiskey sour pls", "I can't say I'm not allergic to eggs, something sour"])('%s: framed or taken back, it is an egg allergy', async (request) => {
    expect(safetyLayerOf(request, bar).excludedIngredients.flat()).toContain('egg');
    for (const drink of await ask(request)) expect(holds(drink.recipeId, 'egg-white')).toBe(false);
  });

  test("'not allergic to anything' keeps its reading: the nuttiest drink is offered", async () => {
    expect((await ids("I'm not allergic to anything, what's your nuttiest drink?")).slice(0, 2)).toEqual(expect.arrayContaining(['amaretto-sour']));
  });

  test('an allergy said beside one denied is kept: allergic to nuts, not allergic to eggs', async () => {
    const layer = safetyLayerOf('allergic to nuts, not allergic to eggs, a sour please', bar);
    expect(layer.excludedIngredients.flat()).not.toContain('egg');
    expect(layer.excludedIngredients.flat().some((w) => /nut|almond/.test(w))).toBe(true);
  });

  test('an alcohol-free reason said beside it still holds', async () => {
    for (const id of await ids("I'm pregnant, not allergic to anything, something fruity")) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe("'don't give me anything that's not gin': that spirit only", () => {
  test.each([
    ['Dont give me anything thats not gin based', ['gin-london-dry']],
    ["don't bring us anything that isn't rum", ['rum-white', 'rum-dark']],
    ["never give me anything that's not whiskey-based, under 14", ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
  ])('%s: every drink holds it', async (request, items) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(holds(drink.recipeId, ...items)).toBe(true);
  });

  test.each(["please don't send me anything sweet", 'never give me anything sweet'])("%s: nothing sweet (the 'anything' is no 'a' before a drink's name)", async (request) => {
    expect(read(request).avoidFlavours.has('sweet')).toBe(true);
    expect(read(request).flavours.has('sweet')).toBe(false);
  });
});

describe('a no that goes on past a kind, a wish said with a no, and Ireland\'s herself', () => {
  test("'anything but a Guinness-type thing or an IPA, maybe a wine?': both beers ruled out, the wines first", async () => {
    const answer = await ids('anything but a Guinness-type thing or an IPA, had 6 of them already. maybe a wine?');
    expect(answer).not.toContain('ipa');
    expect(answer).not.toContain('stout');
    expect(categoryOf(answer[0]!)).toBe('wine');
  });

  test("'I wouldn't say no to a bit of prosecco but not an Aperol spritz': the prosecco first, no Aperol", async () => {
    const answer = await ids("I wouldn't say no to a bit of prosecco but not an Aperol spritz, can't stand Aperol");
    expect(answer[0]).toBe('prosecco-glass');
    expect(answer).not.toContain('aperol-spritz');
  });

  test.each(['a mojito but not a virgin one', 'a mojito, but not the virgin mojito'])('%s: the mojito itself', async (request) => {
    expect((await ids(request))[0]).toBe('mojito');
  });

  test("'like a Negroni but less bitter' still turns from the Negroni", async () => {
    expect(await ids('like a Negroni but less bitter')).not.toContain('negroni');
  });

  test("'a can of stout for me and something alcohol free for herself, she's expecting': the stout for the guest, 0.0% drinks for the wife", async () => {
    const answer = await ask("2 drinks: a can of stout for me and something alcohol free for herself, she's expecting");
    expect(answer.find((a) => a.recipeId === 'stout')).toBeDefined();
    const hers = answer.filter((a) => a.reason.startsWith('For your wife'));
    expect(hers.length).toBeGreaterThan(0);
    for (const a of hers) expect(ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer')).toContain(a.recipeId);
  });

  test("'she wants something fruity for herself' is no wife", async () => {
    for (const a of await ask('she wants something fruity for herself')) expect(a.reason).not.toMatch(/your wife/);
  });
});
