import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds an outside tester found as guests and then an attacker at a Singapore rooftop bar on a Formula 1 weekend
 * (recommendations-heldout-119), in our own words: not drinking said in Malay, Indonesian, Tamil and Hindi in Latin
 * letters beside an English drink; an age in Hindi words or with 'umar'; an allergy whose food is in a language the
 * reader does not read; Singapore dollars said short; a thousand rupees in Hindi; a lay Buddhist keeping the precepts;
 * the Singapore Sling; an age in Chinese numerals after 'age'; 'tree nuts'.
 */
const bar = demoBar();
const { ask, ids, withItem, onlyAlcoholFree, offersNoneOf, worthAtMost } = guestAsks(bar);

/** Only drinks of 0.0%: no alcohol, not even the 0.5% beer. */
async function noTrace(request: string) {
  await onlyAlcoholFree(request);
  expect(await ids(request)).not.toContain('alcohol-free-beer');
}

describe('not drinking said in Malay, Indonesian, Tamil and Hindi beside an English drink', () => {
  test.each([
    'Saya tidak minum. A lager?',
    'aku nggak minum, cocktail apa?',
    'saya tak minum lah, something fruity',
    'naan kudikka maatten, oru beer',
    'sarakku vendaam, something sweet',
    'main nahi peeta, ek beer do',
    'wo nahi peeti, wine please',
  ])('%s', async (request) => noTrace(request));
});

describe('an age said in Hindi or with its word for age', () => {
  test.each(['umar 16 saal, a beer', 'meri umar solah saal hai, ek cocktail', 'mera umar satrah saal, beer chahiye', 'age 十六, a cocktail', '我十六岁，想喝啤酒'])(
    '%s: alcohol-free only, for the age read',
    async (request) => {
      await noTrace(request);
      expect((await ask(request))[0]!.reason).toMatch(/under 21/);
    },
  );

  test.each([['umar 30 saal, a beer'], ['我三十岁，想喝啤酒']])('%s: an adult gets a beer', async (request) => {
    expect(ALCOHOL_FREE_IDS).not.toContain((await ids(request))[0]);
  });
});

describe('an allergy whose food is said in a language the reader does not read', () => {
  test.each(['alergi ikan, a whiskey sour', 'I have an allergy, an amaretto sour please', 'ovvaamai allergy irukku, clover club'])(
    '%s: neither engine offers egg, nuts, dairy or gluten',
    async (request) => {
      await offersNoneOf(request, ['egg-white', 'orgeat-syrup', 'amaretto', 'coconut-cream', 'lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle']);
      expect((await ask(request))[0]!.reason).toMatch(/could not tell what your allergy is to/);
    },
  );

  test.each([
    ['alergi telur, a clover club', ['egg-white']],
    ['saya alergi kacang, a mai tai', ['orgeat-syrup', 'amaretto', 'coconut-cream']],
    ['muttai allergy, a whiskey sour', ['egg-white']],
  ] as const)('%s: the food is read, and left out', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });

  test("an allergy to a food the reader knows, or one in jest, holds out nothing more ('strawberries', 'mornings')", async () => {
    expect(await ids('allergic to strawberries, a whiskey sour')).toContain('whiskey-sour');
    expect(await ids('allergic to mornings lol, a whiskey sour')).toContain('whiskey-sour');
  });

  test("'manis' is sweet in Malay, never a peanut", async () => {
    const answer = await ask('mau koktail yang manis');
    expect(answer[0]!.reason).not.toMatch(/mani\b|nuts/i);
  });
});

describe('money', () => {
  test.each(['$16 sing max, a whisky drink', '16 sing dollars max, a whisky drink'])('%s: Singapore dollars, converted', async (request) => {
    const { reason } = await worthAtMost(request, 16 * 0.8);
    expect(reason).toMatch(/Singapore dollars is about \$/);
  });

  test("'we 3 sing karaoke later' is no money", async () => {
    expect((await ids('we 3 sing karaoke later, a mojito'))[0]).toBe('mojito');
  });

  test("'do hazaar rupaye se kam' is under two thousand rupees", async () => {
    const answer = await ask('do hazaar rupaye se kam, koi cocktail');
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.price).toBeLessThan(2000 / 80);
    expect(answer[0]!.reason).toMatch(/rupees/);
  });

  test("Afrikaans 'ek' (I) is still read: 'ek wil 'n bier he'", async () => {
    expect(['lager', 'ipa', 'stout']).toContain((await ids("ek wil 'n bier he asseblief"))[0]);
  });
});

test.each(['keeping the precepts this weekend, what can I drink?', 'observing the five precepts today, something fruity'])('%s: a lay Buddhist gets only alcohol-free drinks', async (request) => onlyAlcoholFree(request));

test('a Singapore Sling is named as not on the menu, with the closest', async () => {
  const answer = await ask('one Singapore Sling please');
  expect(answer[0]!.reason).toMatch(/Singapore Sling is not on our menu/);
  expect(ALCOHOL_FREE_IDS).not.toContain(answer[0]!.recipeId);
});

test("'tree nuts' names no food called 'tree'", async () => {
  const answer = await ask("I'm allergic to tree nuts. Something tropical?");
  expect(answer.length).toBeGreaterThan(0);
  for (const d of answer) expect(d.reason).not.toMatch(/find tree/);
  for (const d of answer) expect(withItem('orgeat-syrup', 'amaretto', 'coconut-cream')).not.toContain(d.recipeId);
});
