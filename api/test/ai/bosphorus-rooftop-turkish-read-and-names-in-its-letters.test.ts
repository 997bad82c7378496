import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds the opened fortieth set (a rooftop bar on the Bosphorus, Istanbul) missed, in our own words: Turkish, which
 * was held whole to the strictest reading, is read (ADR 60), with its 'no' said after the thing ('rom olmasın'), its
 * allergies ('bademe alerjim var'), its reasons, ages and lira in words; a place or a club in Turkish letters inside an
 * English request ('Beşiktaş') is a name, not a language the reader cannot read; 'not alcohol-free' is a wish for
 * alcohol; the anise spirits and a snakebite are named as missing.
 */
const bar = demoBar();
const { ask, ids, offersNoneOf, onlyAlcoholFree, onlyZeroAlcohol, nothingOver, capOf } = guestAsks(bar);
const alcoholic = async (request: string) => (await ids(request)).filter((id) => !ALCOHOL_FREE_IDS.includes(id));

describe("Turkish: a thing ruled out after it ('olmasın', 'istemiyorum', 'yok', '-sız'), and drinks with alcohol still offered", () => {
  test.each([
    ['rom olmasın, naneli bir şey', ['rum-white', 'rum-dark']],
    ['cin istemiyorum, ekşi bir kokteyl lütfen', ['gin-london-dry']],
    ['votkasız bir kokteyl önerir misin', ['vodka']],
    ['tekila da yok, viski de yok. ferah bir şey', ['tequila-blanco', 'bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
  ] as const)('%s', async (request, items) => {
    await offersNoneOf(request, items);
    expect((await alcoholic(request)).length).toBeGreaterThan(0);
  });

  test.each([
    ['yumurtaya alerjim var, ekşi bir kokteyl', ['egg-white']],
    ['bademe alerjim var, tatlı bir şey', ['orgeat-syrup', 'amaretto']],
  ] as const)('an allergy said after its thing: %s', async (request, items) => {
    await offersNoneOf(request, items);
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/could not read/);
  });

  test("'Kokteyl olsun ama alkolsüz olmasın' (a cocktail, but not an alcohol-free one) gets drinks with alcohol", async () => {
    const answer = await ids('Kokteyl olsun ama alkolsüz olmasın');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).not.toContain(id);
  });

  test('a gin and tonic typed on a phone that puts dotless i everywhere is the Gin & Tonic', async () => {
    expect((await ids('bır cın tonık lutfen'))[0]).toBe('gin-and-tonic');
  });
});

describe('Turkish reasons, ages and lira', () => {
  test.each(['hamileyim, meyveli bir şey', '16 yaşındayım, bira alabilir miyim?', 'ben içki içmem, serin bir şey', 'bu akşam araba kullanacağım, mojito olur mu'])(
    '%s: no alcohol',
    async (request) => onlyAlcoholFree(request),
  );

  test('18 yaşında değilim (I am not 18) is an age under the limit: no alcohol at all', async () => {
    await onlyZeroAlcohol('henüz 18 yaşında değilim, bir bira?');
  });

  test.each([
    ['altı yüz liranın altında bir kokteyl', 600 / 50],
    ["700 TL'yi geçmesin, ne önerirsin", 700 / 50],
    ['bin liraya kadar iki kişilik bir şey', 1000 / 50],
  ])('%s: nothing over what the lira are worth, and drinks with alcohol within it', async (request, worth) => {
    await nothingOver(request, worth);
    expect((await alcoholic(request)).length).toBeGreaterThan(0);
  });
});

describe('a name in Turkish letters inside an English request is no unread language', () => {
  test.each(["we're staying over in Beşiktaş, something with gin please", 'just back from the match at Kadıköy, a cold beer mate'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
    for (const d of answer) expect(d.reason).not.toMatch(/could not read/);
  });

  test("'but not alcohol free, a proper drink' after a place in Turkish letters gets no alcohol-free drink", async () => {
    for (const id of await ids('the last boat to Beşiktaş is at midnight, so nothing slow, but not alcohol free, I want a proper drink')) expect(ALCOHOL_FREE_IDS).not.toContain(id);
  });
});

describe('drinks from Turkey, Greece and England the menu lacks are named as missing', () => {
  test.each([
    ['got any rakı?', /rak/i],
    ['tsipouro or something like it', /tsipouro/i],
    ['a snakebite please', /snakebite/i],
  ])('%s', async (request, said) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.some((d) => said.test(d.reason))).toBe(true);
    expect(answer.some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
  });
});

describe("thousands parted by a full stop beside lira, roubles or euros ('1.500 TL') are the whole amount", () => {
  test.each([
    ['max 1.500 TL for a cocktail', 1500 / 50],
    ['₺2.000 tops, something fancy', 2000 / 50],
    ['our tab is capped at 6.000 TL for the 6 of us, one round', 1000 / 50],
    ['under 2.000 roubles', 2000 / 110],
  ])('%s', async (request, worth) => {
    await nothingOver(request, worth);
    const cap = capOf(request);
    expect(cap).toBeGreaterThan(worth / 2);
    expect((await alcoholic(request)).length).toBeGreaterThan(0);
  });

  test('a price with cents is still a price: under 12.50 euros', async () => {
    expect(capOf('under 12.50 euros')).toBeLessThan(13);
  });
});

describe("a diabetic on insulin who says 'I do drink' may have a drink, with no sugar", () => {
  test('on insulin, I do drink, but nothing sugary: drinks with alcohol, none with sugar syrup', async () => {
    const request = "I'm on insulin, I do drink, just nothing sugary: something strong";
    expect((await alcoholic(request)).length).toBeGreaterThan(0);
    await offersNoneOf(request, ['sugar-syrup', 'grenadine']);
  });

  test.each(["I'm pregnant, I do drink though", 'on metronidazole, I do drink', "I'm on antidepressants but I do drink, a beer"])('%s: still no alcohol', async (request) => onlyZeroAlcohol(request));
});

describe('the Greek couple: Greek in its letters with its small words read whole', () => {
  test("'Θα ήθελα κάτι με ρούμι' (I would like something with rum) is read: rum drinks, nothing said about not reading it", async () => {
    const answer = await ask('Θα ήθελα κάτι με ρούμι απόψε');
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.reason).not.toMatch(/could not read/);
    expect((await alcoholic('Θα ήθελα κάτι με ρούμι')).length).toBeGreaterThan(0);
  });

  test("'xalarotiko gia to iliovasilema' (something relaxing for the sunset) in Greek typed in Latin letters is understood", async () => {
    for (const d of await ask('kati xalarotiko gia to iliovasilema parakalo')) expect(d.reason).not.toMatch(/could not tell/);
  });
});

describe("the away fans' English: whom a 'no' was said to, and a night off the wagon", () => {
  test("'didn't say no to gin! I said no to tonic' gets gin drinks without tonic", async () => {
    const answer = await ids("didn't say no to gin!! I said no to TONIC. gin, just not with tonic");
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer.slice(0, 3)) expect(bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId)).toContain('gin-london-dry');
    await offersNoneOf("didn't say no to gin!! I said no to TONIC. gin, just not with tonic", ['tonic-water']);
  });

  test("'I never said no to rum, I said no to cola' keeps the rum and leaves out the cola", async () => {
    await offersNoneOf('I never said no to rum, I said no to cola', ['cola']);
    expect((await ids('I never said no to rum, I said no to cola'))[0]).toMatch(/mojito|daiquiri|dark-n-stormy|mai-tai/);
  });

  test("'first night off the wagon in months, make it count' is a wish for a proper drink, not a request that could not be read", async () => {
    const answer = await ask('first night off the wagon in 4 months, make it count');
    expect(answer.some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
    for (const d of answer) expect(d.reason).not.toMatch(/could not tell/);
  });
});
