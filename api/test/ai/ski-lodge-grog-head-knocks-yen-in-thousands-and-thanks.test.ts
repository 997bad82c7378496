import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds an outside tester found as an apres-ski bar's guests in Japan and then an attacker
 * (recommendations-heldout-116), in our own words: Australia's 'grog' as any alcohol; a blow to the head, a Buddhist
 * monk and an age said 'about' as reasons for no alcohol; digits before 千 and 万 (and 천, 만, 'man yen'); 'each drink'
 * beside a round; baht in Thai; Singlish 'or not'; a thank-you, a drink's name, an allergy or an age in Japanese,
 * Chinese, Korean or Thai beside an English order; foods the bar does not stock asked for.
 */
const bar = demoBar();
const { ask, ids, withItem, capOf, priceOf, onlyAlcoholFree, worthAtMost } = guestAsks(bar);

describe('no alcohol for a reason said the way these guests say it', () => {
  test.each([
    'no grog for me tonight',
    'nothing with grog in it',
    'a tinnie of something without grog',
    "I hit my head on the run today and I'm a bit dizzy, a whisky to settle me?",
    'knocked my head on a branch, still sore. A lager?',
    'concussed on the halfpipe, one beer?',
    'I am a Buddhist monk. A beer?',
    "I'm 19ish, a lager please",
    "she's 18-ish, a cider for her",
  ])('%s', async (request) => onlyAlcoholFree(request));

  test('a blow to the head is said back', async () => {
    expect((await ask('I banged my head skiing. Beer?'))[0]!.reason).toMatch(/blow to the head.*doctor/);
  });

  test("a friend's blow to the head is not the guest's", async () => {
    expect(await ids('my mate hit his head, he went home; a lager for me')).toContain('lager');
  });

  test("'10ish bucks' is still money", () => {
    expect(capOf('10ish bucks, a lager')).toBe(10);
  });
});

describe('yen and won in thousands and ten thousands', () => {
  const yen = 150;
  test.each([
    ['under 2千円', 2000 / yen],
    ['1.5千円以下で何か', 1500 / yen],
    ['2万円 for one drink', 20000 / yen],
    ['1만 5천원 이하', 15000 / 1300],
    ['1만5천원 이하로 추천', 15000 / 1300],
    ['under 2 man won', 20000 / 1300],
    ['under 1 man yen', 10000 / yen],
  ])('%s: at most what it is worth, and the limit said in dollars', async (request, worth) => {
    const { dollars } = await worthAtMost(request, worth);
    expect(dollars).toBeGreaterThan(worth * 0.7);
  });

  test("'each drink under' beside a round is per drink, not a share", async () => {
    const answer = await ask('Round for 8, each drink under $12');
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(drink.price).toBeLessThan(12);
    expect(capOf('Round for 8, each drink under $12')).toBeGreaterThan(11);
  });

  test('baht in Thai', async () => {
    const answer = await ids('ไม่เกิน 300 บาท');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(priceOf(id)).toBeLessThanOrEqual(300 / 35);
  });
});

describe('an English order with a word of another script beside it is read', () => {
  test.each([
    ['Espresso Martini, 唔該', 'espresso-martini'],
    ['Gin and tonic please, ありがとう', 'gin-and-tonic'],
    ['Gin and tonic please, 감사합니다', 'gin-and-tonic'],
    ['Gin and tonic please, ขอบคุณครับ', 'gin-and-tonic'],
    ['Mojito (莫吉托) please', 'mojito'],
    ['Mojito 모히또 please', 'mojito'],
    ['Can give me a margarita or not?', 'margarita'],
    ['margarita can or not?', 'margarita'],
  ])('%s', async (request, drink) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe(drink);
    expect(answer[0]!.reason).not.toMatch(/could not read|left out/);
  });

  test.each([
    ['sesame allergy (ごまアレルギー), a Negroni', 'negroni'],
    ['我對雞蛋敏感, whiskey sour', null],
  ])('an allergy in Japanese or Chinese is read (%s)', async (request, drink) => {
    const answer = await ask(request);
    expect(answer[0]!.reason).not.toMatch(/could not read/);
    if (drink) expect(answer[0]!.recipeId).toBe(drink);
    else for (const d of answer) expect(withItem('egg-white')).not.toContain(d.recipeId);
  });

  test.each(['19세, Negroni please', '二十歳未満です。ビールください', '唔飲酒㗎'])('an age or a no in their script is read (%s)', async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.reason).not.toMatch(/could not read/);
    for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
  });
});

test.each(['Anything with yuzu?', 'Anything with matcha?', 'Anything with lychee?'])('a food the bar does not stock is said to be missing (%s)', async (request) => {
  expect((await ask(request))[0]!.reason).toMatch(/^We have no (?:yuzu|matcha|lychee)\./);
});

describe('how old some of a party are', () => {
  test.each(['two of us are 19, the rest 25, beers please', 'For the table: three of us are 19, two are 20 and three are 30'])('%s: a minor among them, so no alcohol', async (request) =>
    onlyAlcoholFree(request),
  );

  test("'two of us are 30' is no minor (the count is no age)", async () => {
    expect(await ids('two of us are 30, beers please')).toContain('lager');
  });
});
