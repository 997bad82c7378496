import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds an outside tester found as guests and then an attacker at an Antalya resort's pool bar
 * (recommendations-heldout-123), in our own words: Turkish ages in number words written as one, turning of age at
 * midnight, 'not yet 18', younger than, born in a year, a high-school pupil; coeliac typed without Turkish letters; lira
 * and dollars said in Turkish words ('ikiyüzelli lira', '8 doları geçmesin', 'liram var'); a '-sız' word or an allergy
 * that swallowed the clause after it; an allergy said with an English drink name; a dive tomorrow morning.
 */
const bar = demoBar();
const { ask, ids, offersNoneOf, onlyAlcoholFree, onlyZeroAlcohol, nothingOver, capOf } = guestAsks(bar);
const alcoholic = async (request: string) => (await ids(request)).filter((id) => !ALCOHOL_FREE_IDS.includes(id));
const ingredientsOf = (id: string) => bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId);

describe('Turkish ages: under the limit in every way the tester found, no alcohol at all', () => {
  test.each([
    'onaltı yaşındayım, bira lütfen',
    'on yedi yasindayim, sarap',
    'bu gece yarısı 18 oluyorum, bir bira',
    'yarın 18 oluyorum, mojito',
    '18 olmama 2 gün var, bira',
    'daha 18 değilim, bira',
    "18'den küçüğüm, bir kokteyl",
    '2010 doğumluyum, bira',
    'lise öğrencisiyim, bir bira',
  ])('%s', async (request) => onlyZeroAlcohol(request));

  test('an adult of 25 in Turkish words gets the beer asked for', async () => {
    expect((await alcoholic('yirmi beş yaşındayım, bir bira')).length).toBeGreaterThan(0);
  });
});

describe('Turkish reasons and allergies the tester found unread or lost', () => {
  test.each([
    ['colyak hastasiyim, bira', ['lager-bottle', 'ipa-bottle', 'stout-can']],
    ['çölyak hastasıyım, bir bira', ['lager-bottle', 'ipa-bottle', 'stout-can']],
    ['yumurta alerjim var, whiskey sour', ['egg-white']],
    ['clover club, yumurta alerjisi var', ['egg-white']],
    ['mai tai ama badem alerjim var', ['orgeat-syrup', 'amaretto']],
    ['bal yok, penicillin', ['honey-ginger-syrup']],
  ] as const)('%s: the allergen is left out, and it is read', async (request, items) => {
    await offersNoneOf(request, items);
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/could not read/);
  });

  test.each(['antibiyotik kullanıyorum, bir bira içebilir miyim', 'dinim gereği içki içmiyorum, bira', 'tekne kaptanıyım, görevdeyim, bira'])('%s: no alcohol', async (request) =>
    onlyAlcoholFree(request),
  );

  test.each(['yarın sabah dalış var, bir bira', 'tomorrow morning we are diving, a beer'])('%s: a dive to come, no alcohol', async (request) => onlyAlcoholFree(request));
});

describe('lira and dollars in Turkish words are a limit', () => {
  test.each([
    ['ikiyüzelli lira, bir bira', 250 / 50],
    ['dört yüz lira, bir kokteyl', 400 / 50],
    ['500 liram var sadece, bir kokteyl', 500 / 50],
    ['8 dolardan pahalı olmasın', 8],
    ['8 doları geçmesin, bira', 8],
    ['9 euroyu geçmesin, bira', 9],
  ])('%s: nothing over what it is worth', async (request, worth) => {
    await nothingOver(request, worth);
    expect(capOf(request)).toBeDefined();
  });

  test("'8 doları geçmesin, bira' answers beers within it rather than nothing", async () => {
    expect((await alcoholic('8 doları geçmesin, bira')).length).toBeGreaterThan(0);
  });
});

describe("a '-sız' word or an allergy holds only its own clause", () => {
  test.each(['votkasız bir kokteyl', 'romsuz bir kokteyl, tatlı', 'cinsiz ve romsuz bir kokteyl, tatli olsun'])('%s: cocktails are still offered', async (request) => {
    const answer = await ids(request);
    expect(answer.some((id) => ['cocktail'].includes(bar.recipes.find((r) => r.id === id)!.category))).toBe(true);
  });

  test("'bal alerjım var, viskili' is no honey, and a whisky drink", async () => {
    const answer = await ids('bal alerjım var, viskili bir şey');
    expect(['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay'].some((w) => ingredientsOf(answer[0]!).includes(w))).toBe(true);
    await offersNoneOf('bal alerjım var, viskili bir şey', ['honey-ginger-syrup']);
  });

  test("'yer fıstığı alerjisi, tatlı' keeps its wish for something sweet", async () => {
    for (const d of (await ask('yer fıstığı alerjisi, tatlı bir şey')).slice(0, 1)) expect(d.reason).not.toMatch(/not too sweet|dry/);
  });
});
