import { safetyLayerOf } from '../../src/ai/bartender';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of classes an outside tester found: weeks and months of a pregnancy (or a baby's age) are no age of
 * the guest; Canadian coins and a bill said by its value are money; the guest's own reason not to drink beside a
 * partner's drink answers both; a thing the bar lacks wished for ('celery salt') is no allergy; teams named by a colour
 * are no colour wished; 'something fun' and a game tonight are read.
 */
const bar = demoBar();
const { ask, ids, read, priceOf } = guestAsks(bar);

describe('weeks and months are how long, never an age', () => {
  test.each(["I'm 14 weeks pregnant, something fruity", 'im 15 wks pregnant, something sour', 'my son is 14 months old, I am breastfeeding'])('%s: alcohol-free, not as a minor', async (request) => {
    expect(read(request).minor).toBeFalsy();
    const answer = await ask(request);
    for (const drink of answer) expect(ALCOHOL_FREE_IDS).toContain(drink.recipeId);
    for (const drink of answer) expect(drink.reason).not.toMatch(/under 21/);
  });

  test("an age to come is still read: '21 in two weeks' is 20 now", () => {
    expect(read('21 in two weeks! something fruity').minor).toBe(true);
  });
});

describe('coins and bills by their names', () => {
  test('five toonies are ten Canadian dollars, converted cautiously', async () => {
    const answer = await ask('5 toonies, something sweet');
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(drink.price).toBeLessThan(10);
    expect(answer[0]!.reason).toMatch(/Canadian dollars/);
  });

  test('two toonies and a loonie are five Canadian dollars: nothing on the menu', async () => {
    expect(await ask('two toonies and a loonie, what can I get')).toEqual([]);
  });

  test("'a twenty' is twenty dollars; shared by three, each drink at most a third", async () => {
    for (const id of await ids("I've got a twenty")) expect(priceOf(id)).toBeLessThanOrEqual(20);
    expect(safetyLayerOf("a twenty and there's 3 of us", bar).maxPrice).toBeCloseTo(6.66, 2);
  });

  test("'a twenty-something crowd' is no money", () => {
    expect(read('a twenty-something crowd, fun drinks').maxPrice).toBeUndefined();
  });
});

describe("the guest's own reason beside a partner's drink", () => {
  test.each([
    ['zero booze for me (breastfeeding), my husband wants a Manhattan', 'manhattan', 'your husband'],
    ["I'm breastfeeding, my husband wants a Manhattan", 'manhattan', 'your husband'],
    ["I'm driving so nothing boozy, my wife would like a margarita", 'margarita', 'your wife'],
  ])('%s: alcohol-free for the guest, the drink asked for the other', async (request, drink, other) => {
    const answer = await ask(request);
    const forYou = answer.filter((a) => a.reason.startsWith('For you, alcohol-free'));
    expect(forYou.length).toBeGreaterThan(0);
    for (const a of forYou) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
    expect(answer.find((a) => a.recipeId === drink)?.reason).toMatch(new RegExp(`^For ${other}:`));
  });

  test("a group said with no drink asked for anyone else keeps the guest's answer alcohol-free", async () => {
    const request = "book club night, six of us, and I'm driving everyone back, so nothing boozy for me please, something grown-up";
    for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe('words the reader took for something else', () => {
  test("'celery salt' wished for is no celery allergy", async () => {
    const limits = safetyLayerOf('a bloody mary with celery salt', bar);
    expect(limits.excludedIngredients.map((w) => w.join(' '))).not.toContain('celery');
    expect((await ask('a bloody mary with celery salt'))[0]!.reason).not.toMatch(/to be safe I left out every drink with celery/);
  });

  test.each(['careful with peanuts, something sweet', 'with my nut allergy, something sweet', 'peanuts make me sick, something sweet', 'only sours made with aquafaba for me'])(
    '%s: still a limit',
    (request) => {
      const ruled = safetyLayerOf(request, bar).excludedIngredients.map((w) => w.join(' '));
      expect(ruled.some((w) => /nut|egg/.test(w))).toBe(true);
    },
  );

  test.each(['Blue Jays game tonight, something fun', 'watching the Blue Jays, a beer', 'watching the Blues, a pint', 'Red Sox fan, a beer'])('%s: a team, no colour wished', async (request) => {
    expect(read(request).colours ?? []).toEqual([]);
    expect((await ask(request))[0]!.reason).not.toMatch(/is blue|is red/);
  });

  test("'something blue' is still a colour", () => {
    expect(read('something blue please').colours).toContain('blue');
  });

  test.each(['game tonight, something fun', 'something fun', 'Champions League night, pint please'])('%s: understood', async (request) => {
    expect(read(request).understood).toBe(true);
    expect(ALCOHOL_FREE_IDS).not.toContain((await ask(request))[0]!.recipeId);
  });
});

describe("Australia's notes and glasses", () => {
  test("'got a lobster' is twenty Australian dollars, converted cautiously, and no shellfish said", async () => {
    const answer = await ask('got a lobster, what can I get');
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(drink.price).toBeLessThan(14);
    expect(answer[0]!.reason).toMatch(/Australian dollars/);
    expect(answer[0]!.reason).not.toMatch(/shellfish/);
  });

  test("'a pineapple for the five of us' is fifty Australian dollars shared; 'a pineapple cocktail' is the fruit", async () => {
    expect(safetyLayerOf('a pineapple for the five of us', bar).maxPrice).toBeLessThan(10);
    expect(safetyLayerOf('a pineapple cocktail please', bar).maxPrice).toBeUndefined();
  });

  test("'allergic to lobster' is still a shellfish allergy", () => {
    expect((safetyLayerOf('allergic to lobster, something fresh', bar).unknownAllergens ?? []).concat(safetyLayerOf('allergic to lobster, something fresh', bar).excludedIngredients.map((w) => w.join(' '))).some((w) => /shellfish|lobster|shrimp|crab/.test(w))).toBe(true);
  });

  test.each(['a pot please', "I'll have a middy", 'a schooner of lager', 'two tinnies'])('%s: a beer', async (request) => {
    const first = (await ids(request))[0];
    expect(bar.recipes.find((r) => r.id === first)?.category).toBe('beer');
  });
});
