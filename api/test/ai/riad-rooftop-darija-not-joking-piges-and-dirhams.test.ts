import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds the final outsider found as guests and then an attacker at a Marrakech rooftop bar
 * (recommendations-heldout-118), in our own words: a limit said in Moroccan Darija in Latin letters beside a drink
 * named; 'not joking' after a reason, which had lifted it; French slang years ('17 piges') read as money; dirhams by
 * their code and in Arabic script; a no sign before a drink's emoji; 'dry this month'.
 */
const bar = demoBar();
const { ask, ids, withItem, onlyAlcoholFree } = guestAsks(bar);

describe('no alcohol when the reason is said in Darija beside a drink named', () => {
  test.each([
    'ma kanchrbch lkhmer, something fresh please',
    'ma kanchrbch, a mojito',
    'makanchrbch, a Negroni?',
    'ana 7amla. something sweet',
    'Je suis 7amla, un mojito',
    '3andi 17 l3am, bghit mojito',
    'ana 3andi 17 3am, a cocktail please',
    'lkhmer la, something bubbly',
    'bla gin 3afak, chi cocktail',
  ])('%s', async (request) => onlyAlcoholFree(request));

  test("an allergy to egg said in Darija leaves out the egg ('3andi allergie l bid')", async () => {
    const answer = await ids('3andi allergie l bid. a sour');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('egg-white')).not.toContain(id);
  });

  test("'3andi 25 3am' is an adult's age, and '3am' alone is a time", async () => {
    expect(await ids('3andi 25 3am, a beer')).toContain('lager');
    expect(await ids("it's 3am and I want a beer")).toContain('lager');
  });
});

describe("'not joking' after a reason keeps it", () => {
  test.each([
    "I'm pregnant (not joking). A Margarita",
    "I'm pregnant, I'm not joking. A Margarita",
    "I'm driving at 5am, not joking. A beer",
    "I'm on antibiotics, not kidding. A beer",
    "I'm in recovery, not joking. A beer",
  ])('%s', async (request) => onlyAlcoholFree(request));

  test("a reason taken back with 'jk' is still taken back", async () => {
    expect(await ids("I'm pregnant jk. A Margarita")).toContain('margarita');
  });
});

describe('ages and money as said in Marrakech', () => {
  test("'j'ai 17 piges' is an age, not $17", async () => {
    const answer = await ask("j'ai 17 piges, une bière");
    for (const drink of answer) expect(ALCOHOL_FREE_IDS).toContain(drink.recipeId);
    expect(answer[0]!.reason).not.toMatch(/\$17/);
  });

  test.each(['under 100 MAD, a cocktail', 'MAD 100 budget', 'max 100 درهم', 'I have ١٠٠ درهم, a beer'])('%s: dirhams, at their rate', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(drink.price).toBeLessThanOrEqual(10);
    expect(answer[0]!.reason).toMatch(/dirhams/);
    expect(answer[0]!.reason).not.toMatch(/could not read/);
  });
});

describe('no alcohol said by a sign or a month off', () => {
  test.each(['🚫🍺 something sweet', '🍷❌ please', "I'm dry this month, something tasty"])('%s', async (request) => onlyAlcoholFree(request));

  test('a beer emoji alone is a beer', async () => {
    expect(['ipa', 'lager', 'stout']).toContain((await ids('🍺 please'))[0]);
  });
});

describe('not allergic, said of the guest alone', () => {
  test.each(["I'm not allergic to eggs, whiskey sour please", 'Not allergic to egg. Whiskey sour'])('%s: the drink asked for', async (request) => {
    expect((await ids(request))[0]).toBe('whiskey-sour');
  });

  test.each([
    "I'm not allergic to eggs but my son is, a whiskey sour",
    "not sure if I'm allergic to eggs, whiskey sour?",
  ])('%s: the egg stays out', async (request) => {
    for (const id of await ids(request)) expect(withItem('egg-white')).not.toContain(id);
  });

  test('an allergy said after it still holds', async () => {
    for (const id of await ids("I'm not allergic to eggs, I'm allergic to nuts. amaretto sour")) expect(withItem('amaretto', 'orgeat-syrup')).not.toContain(id);
  });
});

test.each(['Ich bin noch wach, ein Bier bitte', 'speed dial me a beer'])('a German or English word that a Darija word looks like leaves the request read (%s)', async (request) => {
  const answer = await ask(request);
  expect(answer[0]!.reason).not.toMatch(/could not read/);
  expect(['ipa', 'lager', 'stout']).toContain(answer[0]!.recipeId);
});
