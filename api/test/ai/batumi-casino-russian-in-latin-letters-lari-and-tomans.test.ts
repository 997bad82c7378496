import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds an outside tester found as guests and then an attacker at a Batumi casino-hotel bar
 * (recommendations-heldout-121), in our own words: Russian typed in Latin letters, whose reasons and limits were
 * dropped while its drink words were read; Russian in Cyrillic with money, a thing 'нельзя', ages in words and Ukrainian;
 * lari and tomans, which had no rate (tomans were read as dollars); a birthday said before the age; Polish
 * breastfeeding; Persian in Latin letters, which the engine does not read.
 */
const bar = demoBar();
const { ask, ids, offersNoneOf, worthAtMost, onlyAlcoholFree, onlyZeroAlcohol, nothingOver } = guestAsks(bar);
const ZERO_ZERO = ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer');


describe('Russian typed in Latin letters: its reasons not to drink are read beside the drink word', () => {
  test.each(['mne 16 let, hochu vino', 'mne 15, vodku s koloy', 'mne shestnadtsat, pivo pozhalujsta', 'ya beremenna, vino mozhno?', 'ya kormlyu grudyu, aperol'])(
    '%s: no alcohol at all',
    async (request) => onlyZeroAlcohol(request),
  );

  test.each(['ya za rulyom, mojito', 'ya za rulem segodnya, vino'])('%s: the driver gets no alcohol', async (request) => onlyAlcoholFree(request));

  test("'shuchu' after a take-back is 'just kidding', not the drink shochu", async () => {
    const answer = await ask('ya ne za rulem. shuchu, za rulem. vino');
    for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
    expect(answer[0]!.reason).not.toMatch(/shochu/i);
  });

  test('an adult of thirty-five in Russian gets the wine asked for', async () => {
    expect(ALCOHOL_FREE_IDS).not.toContain((await ids('mne 35, hochu vino'))[0]);
  });

  test.each([
    ['u menya tseliakiya, nichego s glyutenom. pivo?', ['lager-bottle', 'ipa-bottle', 'stout-can']],
    ['u menya allergiya na yaytsa, pozhalujsta sauer', ['egg-white']],
  ] as const)('%s: the allergen is left out', async (request, items) => {
    await offersNoneOf(request, items);
  });

  test('Polish with its own "bez" is not read as Russian', async () => {
    await offersNoneOf('bez ginu, coś słodkiego', ['gin-london-dry']);
  });
});

describe('Russian and Ukrainian in Cyrillic: ages in words, a thing not allowed, money', () => {
  test.each(['Мне шестнадцать, пиво', 'мені 16 років, пиво', 'Мне уже 17, вино?'])('%s: no alcohol', async (request) => onlyZeroAlcohol(request));

  test('орехи нельзя: nuts are left out, and drinks with alcohol are offered', async () => {
    await offersNoneOf('орехи нельзя, коктейль', ['orgeat-syrup', 'amaretto']);
    expect((await ids('орехи нельзя, коктейль')).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });

  test.each([
    ['до 900 рублей, пиво', 900 / 90],
    ['за 10 долларов', 10],
  ])('%s: nothing over what it is worth', async (request, worth) => {
    await nothingOver(request, worth);
  });
});

describe('lari and tomans', () => {
  test.each([
    ['under 25 lari, a cocktail', 25 / 2.7],
    ['₾22, something fruity', 22 / 2.7],
    ['40 GEL max for a cocktail', 40 / 2.7],
    ['20 лари, пиво', 20 / 2.7],
  ])('%s: at most its worth in dollars', async (request, worth) => {
    const { reason } = await worthAtMost(request, worth);
    expect(reason).toMatch(/lari/);
  });

  test.each(['budget 500,000 tomans', '600 hezar toman, a cocktail', 'up to 900000 rials'])('%s: no drink over what so many rials are worth, never read as dollars', async (request) => {
    await nothingOver(request, 7);
  });
});

describe('a birthday said before the age, Polish breastfeeding, Persian in Latin letters', () => {
  test.each(['tomorrow I turn 19, a beer?', "it's my 20th tomorrow, a cider?", 'next week I turn 20. tonight: wine'])('%s: not yet of age', async (request) => onlyZeroAlcohol(request));

  test('an adult who turns 30 tomorrow gets a beer', async () => {
    expect(ALCOHOL_FREE_IDS).not.toContain((await ids('tomorrow I turn 30, a beer to start'))[0]);
  });

  test.each(['karmię piersią, poproszę wino', 'jestem karmiąca, coś bez alkoholu'])('%s: no alcohol at all, not even the 0.5%% beer', async (request) => onlyZeroAlcohol(request));

  test.each(['man 16 sal daram, yek abjo', 'be badoom hassasiat daram, amaretto sour'])('%s: Persian is not read, so the strictest reading holds', async (request) => {
    const answer = await ask(request);
    for (const d of answer) expect(ZERO_ZERO).toContain(d.recipeId);
    expect(answer[0]!.reason).toMatch(/could not read all of what you wrote/);
  });
});
