import { demoBar, guestAsks } from './fixtures';

/**
 * The kinds of the forty-second brief (an Alpine ski resort's après-ski bar) that the engine missed on our own probes,
 * written before the set's first run was looked at and never from its cases: an age said in Czech, Slovak, Swedish,
 * Danish, Norwegian and Swiss German; years without a drop are years sober, never an age; a beer asked for in the
 * Scandinavian languages; a table's round for nine to twelve people.
 */
const bar = demoBar();
const { ask, top, onlyZeroAlcohol, alcoholic, ids, nothingOver } = guestAsks(bar);

describe('an age under the drinking age, said in more languages: no alcohol at all', () => {
  test.each([
    'je mi 17, pivo?',
    'je mi 17 let, pivo prosím',
    'mám 17 rokov, pivo',
    'jag är 17, en öl',
    'jeg er 17 år, en øl',
    'jeg er 16, noe søtt',
    'i bi 17, es Bier',
    'i bin 16, a Bier bitte',
  ])('%s', async (request) => onlyZeroAlcohol(request));

  test.each(['je mi 30, pivo', 'jeg er 25 år, en øl', 'jag är 40, en öl tack'])('%s: an adult gets the beer asked for', async (request) => {
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });

  test("'en öl' and 'en øl' are a beer", async () => {
    expect(['lager', 'ipa', 'stout']).toContain((await top('en öl tack', 1))[0]);
  });
});

describe('years without a drop are years sober, never an age', () => {
  test.each([
    '2 years without a drop, something fancy though',
    "haven't touched a drop in 3 years, something fancy",
    'two years without a drink now, what have you got',
    '6 months without a sip, celebrate with me',
  ])('%s: no alcohol, and no word of an age', async (request) => {
    await onlyZeroAlcohol(request);
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/under 21/);
  });

  test("'a week without a drink, a beer please' is no recovery: the beer is answered", async () => {
    expect(alcoholic(await ids('a week without a drink, a beer please')).length).toBeGreaterThan(0);
  });
});

describe("a table's round for nine to twelve is shared by that many", () => {
  test.each([
    ['a table of ten on one card, 150 euros total for a round', 15],
    ['ten of us, 150 euros for the round', 15],
    ['there are twelve of us, 144 dollars for the round', 12],
    ['somos doce, 120 euros para la ronda', 10],
  ])('%s: every drink within its share', async (request, share) => nothingOver(request, share));
});
