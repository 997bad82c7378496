import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds the final outsider found as guests and then an attacker at a Manila karaoke lounge
 * (recommendations-heldout-120), in our own words: not drinking, pregnancy, driving and a church's rule said in Tagalog
 * or Cebuano beside an English taste; ages in Tagalog, Cebuano and Spanish-Tagalog words, 'N sai' in Japanese in Latin
 * letters and an age said of last year; 'I don't drink' in Korean in Latin letters; a 'no' and a dislike in Tagalog and
 * Cebuano; pesos written 'P500' and in Tagalog words.
 */
const bar = demoBar();
const { ask, ids, withItem, both, onlyAlcoholFree } = guestAsks(bar);

describe('no alcohol said in Tagalog, Cebuano, Korean or Japanese beside an English taste', () => {
  test.each([
    'hindi ako umiinom, something sour',
    'Ayoko ng alak. Something fruity please',
    'Dili ko muinom, something sweet',
    'buntis ako, something refreshing',
    'nagdadalang-tao si misis, something sweet for her',
    'magmamaneho ako mamaya, something citrusy',
    'Iglesia ni Cristo kami, something bubbly',
    'sul an masyeoyo, something sweet juseyo',
    'osake wa dame desu, something fruity',
  ])('%s', async (request) => onlyAlcoholFree(request));
});

describe('an age said in Tagalog, Cebuano and Japanese in Latin letters, or of last year', () => {
  test.each([
    'disisais anyos pa lang ako, sweet drink',
    'labing-anim pa lang ako, beer?',
    'napulog unom ka tuig, beer palihug',
    'wala pa akong 18, isang beer',
    '16 sai desu, biiru kudasai',
    'I was 19 last year. A beer please',
  ])('%s: alcohol-free only', async (request) => {
    await onlyAlcoholFree(request);
    expect((await ask(request))[0]!.reason).toMatch(/under 21/);
  });

  test("'I was 30 last year' is an adult", async () => {
    expect(ALCOHOL_FREE_IDS).not.toContain((await ids('I was 30 last year. A beer please'))[0]);
  });
});

describe("a 'no' and a dislike in Tagalog and Cebuano", () => {
  test.each([
    ['ayoko ng rum, something sweet', ['rum-white', 'rum-dark']],
    ['walang vodka, walang tequila, cocktail', ['vodka', 'tequila-blanco']],
    ['wag Mojito, something minty', ['mint-leaves']],
    ['dili ko ganahan og whiskey, something strong', ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
  ] as const)('%s', async (request, items) => {
    const [builtin, everything] = await both(request);
    expect(builtin!.length).toBeGreaterThan(0);
    const ruledOut = request.startsWith('wag Mojito') ? ['mojito'] : withItem(...items);
    for (const d of builtin!) expect(ruledOut).not.toContain(d.recipeId);
    // (A dislike ranks; a 'no' said as one holds for every engine.)
    if (!request.startsWith('dili')) for (const d of everything!) expect(ruledOut).not.toContain(d.recipeId);
  });

  test("'it's not that I don't want rum' in Tagalog keeps the rum", async () => {
    expect(withItem('rum-white', 'rum-dark')).toContain((await ids('Hindi naman sa ayaw ko ng rum. Walang gin lang please.'))[0]);
  });
});

describe('pesos as the Philippines write them', () => {
  test.each([
    ['P600 lang, a cocktail', 600],
    ['anim na daang piso lang, pwede cocktail', 600],
    ['limang daang piso lang, hindi ako umiinom', 500],
  ])('%s: at most what it is worth', async (request, pesos) => {
    const answer = await ask(request);
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(pesos / 50);
    if (answer.length) expect(answer[0]!.reason).toMatch(/Philippine pesos is about \$/);
  });

  test("'table p12' is no money", async () => {
    expect((await ids('table p12, a mojito'))[0]).toBe('mojito');
  });
});
