import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { constraintsOfRequest } from '../../src/ai/safety';
import { ALCOHOL_FREE_IDS, demoBar, silentLog } from './fixtures';

/**
 * The opened thirty-first sets' kinds, in our own words (twenty-third session): children who are about but get no drink
 * of the order, an age said of a relative, a thing the guest is 'off', a spirit named plainly, a first time, which
 * thing a 'not' was for, a wish corrected, and common words that are no slips.
 */
const bar = demoBar();
const ask = (request: string) => recommendDrinks({ preferences: request }, bar, builtinEngine, silentLog());
const ids = async (request: string) => (await ask(request)).map((r) => r.recipeId);
/** The drinks made with any of these stock items. */
const withItem = (...items: string[]) => bar.recipes.filter((r) => r.ingredients.some((i) => items.includes(i.inventoryItemId))).map((r) => r.id);
const alcoholic = (answer: readonly string[]) => answer.filter((id) => !ALCOHOL_FREE_IDS.includes(id));
const allAlcoholFree = async (request: string) => {
  const answer = await ids(request);
  expect(answer.length).toBeGreaterThan(0);
  expect(alcoholic(answer)).toEqual([]);
};

describe('children who are about, when the guest orders for themselves, are no reason', () => {
  test.each([
    "Bit of a long one sorry, we're on lane 12, the kids are on the arcade with the tokens. I've got a sesame allergy. Anyway, I'd love a gin drink to celebrate, something classic",
    'my kids are filming my gutter balls. give me something tall to hide behind, a gin one',
    "surviving a 9th birthday party with 11 kids. I need something for ME, not sweet",
    "I've had kids' drinks all afternoon at this party, something grown up with gin",
    "I'm here with my children, what can I have? a gin please",
    'lost three games to my 12 year old niece. need something strong with gin',
    'my 15 year old is with me, I would like a gin',
  ])('%s', async (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
    expect(constraintsOfRequest(readRequest(request, bar)).alcoholFree).toBe(false);
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });

  test.each([
    'something for the kids and a gin for me',
    'the kids want something fizzy, I would like a beer',
    'a beer for me and the kids',
    'me and the kids, something fruity',
    'a beer for me and a juice for my 13 year old',
    'my 16 year old son wants something fizzy, I would like a beer',
    'me and my 16 year old sister, two drinks please',
    'a kids drink please, and something for me',
    "I'm 16, give me a beer",
    'it is my 13th birthday, give me something fun',
  ])('%s: a child the order is for, or the guest a child, keeps every drink alcohol-free', allAlcoholFree);

  test("'the kids are driving me mad' is a mood: nobody drives", async () => {
    expect(readRequest('I need a strong drink, the kids are driving me mad', bar).alcoholFree).toBe(false);
    expect(alcoholic(await ids('I need a strong drink, the kids are driving me mad')).length).toBeGreaterThan(0);
    await allAlcoholFree("I'm driving the kids home, something fresh");
  });
});

describe('a thing the guest is off is ruled out', () => {
  test.each([
    ["I'm off gin at the moment. something refreshing", ['gin-london-dry']],
    ["been off rum since new year, a cocktail", ['rum-white', 'rum-dark']],
    ["I'm off eggs this month, something sour and silky?", ['egg-white']],
    ['currently off coffee and tequila, something with a kick', ['espresso', 'coffee-liqueur', 'tequila-blanco']],
  ] as const)('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });

  test("'off sugar, not off alcohol': a spirit, nothing sweetened, and alcohol allowed", async () => {
    const request = "I'm off sugar, not off alcohol lol. something neat maybe";
    expect(constraintsOfRequest(readRequest(request, bar)).alcoholFree).toBe(false);
    const answer = await ids(request);
    expect(alcoholic(answer).length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('sugar-syrup', 'agave-syrup', 'elderflower-cordial', 'grenadine', 'cola', 'triple-sec')).not.toContain(id);
  });

  test.each(["I'm off the booze this month", "I'm off alcohol for January, something fruity"])('%s: off alcohol is alcohol-free', allAlcoholFree);

  test.each([
    ["I'm off duty now, something strong", 'duty'],
    ["I'm off work, a beer please", 'work'],
    ["I'm off to the bar, a gin please", 'gin'],
  ])("%s: '%s' is no thing ruled out", async (request) => {
    expect(readRequest(request, bar).excludedIngredients).toEqual([]);
    expect(readRequest(request, bar).excludedSpirits).toEqual([]);
  });
});

describe('a spirit named plainly is a kind of drink, not a word of doubt', () => {
  test.each(['a spirit please', 'no beer no wine, spirits only. the strongest thing you have', "no vodka pls, it's the one spirit that gets me messy. a cocktail with a bit of fizz"])(
    '%s',
    async (request) => {
      expect(readRequest(request, bar).alcoholFree).toBe(false);
      expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
    },
  );

  test("'no vodka... the one spirit that gets me messy': still no vodka", async () => {
    for (const id of await ids("no vodka pls, it's the one spirit that gets me messy. a cocktail with a bit of fizz")) expect(withItem('vodka')).not.toContain(id);
  });
});

describe('a first time is a wish to try, not a no', () => {
  test.each(["I'm 78 and I've never had a cocktail in my life! my grandson says I must try one", "I've never had a cocktail in my life, something easy"])('%s', async (request) => {
    expect(readRequest(request, bar).excludedCategories).toEqual([]);
    expect((await ask(request)).some((r) => bar.recipes.find((d) => d.id === r.recipeId)?.category === 'cocktail')).toBe(true);
  });

  test.each(['never had gin and never will', 'I never drink gin'])('%s: still no gin', (request) => {
    expect(readRequest(request, bar).excludedSpirits).toContain('gin');
  });

  test("'never had a drink in my life' stays alcohol-free", () => allAlcoholFree("I've never had a drink in my life, something nice"));
});

describe('which thing a no was for, said again', () => {
  test("'not the gin, the TONIC. gin is fine, I hate tonic water': a gin drink with no tonic", async () => {
    const request = 'no no not the gin, the TONIC. gin is fine, I hate tonic water. gin drink?';
    expect(readRequest(request, bar).excludedSpirits).toEqual([]);
    const answer = await ids(request);
    expect(answer.filter((id) => withItem('gin-london-dry').includes(id)).length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('tonic-water')).not.toContain(id);
  });

  test("'it's not that I don't like gin, I just don't want a martini': gin, not the Dry Martini", async () => {
    const request = "it's not that I don't like gin, I just don't want a martini. what's a gin drink that isn't a martini?";
    expect(readRequest(request, bar).excludedSpirits).toEqual([]);
    const answer = await ids(request);
    expect(answer).not.toContain('dry-martini');
    expect(withItem('gin-london-dry')).toContain(answer[0]);
  });

  test("'anything but vodka. wait no, I mean anything WITH vodka but NOT an espresso martini': vodka, not that one", async () => {
    const request = "anything but vodka. wait no, I mean anything WITH vodka but NOT an espresso martini, I've had three";
    expect(readRequest(request, bar).excludedSpirits).toEqual([]);
    const answer = await ids(request);
    expect(answer).not.toContain('espresso-martini');
    expect(withItem('vodka')).toContain(answer[0]);
  });

  test("'no nuts. wait, I mean no peanuts' keeps the nuts out", () => {
    expect(readRequest('no nuts. wait, I mean no peanuts either', bar).excludedIngredients.flat()).toContain('nut');
  });
});

describe('a common word is no slip of a taste', () => {
  test("'I've got a blister' and 'the Gutter Queens' ask for nothing bitter", () => {
    const reading = readRequest("two frames from beating the Gutter Queens, I've got a blister. Something fun and fruity", bar);
    expect(reading.flavours.bitter ?? 0).toBe(0);
    expect(reading.corrected).toEqual([]);
  });
});
