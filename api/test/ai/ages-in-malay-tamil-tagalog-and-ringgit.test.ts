import { safetyLayerOf } from '../../src/ai/bartender';
import { readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds an outside tester found as New Year's Eve guests at a rooftop bar and then as an attacker (twenty-seventh
 * session), in our own words: an age said in Malay and Indonesian ('umur'), in Tamil typed in Latin letters ('vayasu',
 * 'pathinezhu'), in Tagalog with a hyphen or 'ako', tersely ('me: 16', 'daughter 14,', 'ages 15 and 16', '17 age'); a
 * nurse back on the ward in the morning; Tagalog 'bawal' (forbidden) before a spirit; ringgit written 'RM45'.
 */
const bar = demoBar();
const { ask, ids, onlyAlcoholFree, withItem } = guestAsks(bar);


describe('an age under the drinking age, however it is said, gets no alcohol', () => {
  test.each([
    'umur saya 15, nak cocktail',
    'umurku 17, mau bir',
    'berumur 16, coba mojito',
    'naan pathinezhu vayasu, beer kudunga',
    'enakku 16 vayasu, oru mojito',
    '17 age bro, beer please',
    'labing-anim ako, beer?',
    '16 ako, pwede mojito?',
    'me: 16. gin and tonic',
    'daughter 14, something fruity',
    'ages 15 and 16, two lagers',
  ])('%s', onlyAlcoholFree);
  test('a number of minutes after a son is no age', async () => {
    expect((await ids('my son is 15 minutes away, a negroni for me'))[0]).toBe('negroni');
  });
  test('an age gap is no age', () => {
    expect(safetyLayerOf('the 20 age gap joke again. a mojito please', bar).alcoholFree).toBe(false);
  });
});

describe('at work in the morning, in a hospital', () => {
  test.each(['nights this week, back on the ward at 6am. what is good?', 'back on the unit at 7 tomorrow morning. recommendations?'])('%s', onlyAlcoholFree);
});

describe("Tagalog 'bawal' (forbidden) before a thing is a no to it", () => {
  test.each([
    ['bawal sa akin ang rum. cocktail?', ['rum-white', 'rum-dark']],
    ['bawal ang kape at gin sa akin', ['espresso', 'coffee-liqueur']],
  ])('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });
});

describe('ringgit with its sign before the amount', () => {
  test.each(['RM45 budget, a cocktail', 'rm 45 max, cocktail please'])('%s: a cap below 45 dollars', (request) => {
    const cap = safetyLayerOf(request, bar).maxPrice;
    expect(cap).toBeDefined();
    expect(cap!).toBeLessThan(12);
  });
  test("a room's number is no money: 'rm 12'", () => {
    expect(safetyLayerOf('room service to rm 12 please, a beer', bar).maxPrice).toBeUndefined();
  });
});

describe('a request in Chinese or Korean is read, and what is not read is still held to the strictest reading', () => {
  test.each(['我对花生过敏，推荐一杯甜的鸡尾酒', '땅콩 알레르기 있어요. 달콤한 칵테일 주세요'])('a nut allergy: %s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('amaretto', 'orgeat-syrup', 'coconut-cream')).not.toContain(id);
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
  test.each(['不要龙舌兰，来一杯清爽的鸡尾酒', '데킬라 빼고 시원한 칵테일 주세요'])('no tequila, something refreshing: %s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('tequila-blanco', 'mezcal')).not.toContain(id);
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
  test.each(['我怀孕了，推荐一杯', '我16岁，要啤酒', '임신했어요. 맥주 주세요', '저는 16살이에요. 칵테일 주세요', '술 못 마셔요. 추천해 주세요'])('%s: read (not left unread), and alcohol-free only', async (request) => {
    expect(readRequest(request, bar).understood).toBe(true);
    expect((await ask(request)).map((r) => r.reason).join(' ')).not.toMatch(/could not read/);
    await onlyAlcoholFree(request);
  });
  test.each([
    ['3만원 이하 칵테일', 15, 25],
    ['预算80元以内，鸡尾酒', 8, 12],
    ['预算80以内，鸡尾酒', 8, 12],
    ['予算2000円まで、カクテル', 9, 14],
    ['予算2000まで、カクテル', 9, 14],
  ])('%s: the money of the language, converted (a cap between $%d and $%d), and drinks with alcohol', async (request, low, high) => {
    const cap = safetyLayerOf(request, bar).maxPrice;
    expect(cap).toBeGreaterThan(low);
    expect(cap).toBeLessThan(high);
    expect((await ids(request)).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
  test.each(['我不吃辣，来一杯鸡尾酒', '진짜 맛있는 칵테일 하나 주세요'])("a word the reader does not know leaves it unread: alcohol-free only (%s)", onlyAlcoholFree);
});

describe('a wish for alcohol said through a negation', () => {
  test.each(['Anything except the drinks without alcohol, I am 30! no vodka though', 'everything but the alcohol-free ones please, 40 today'])('%s: drinks with alcohol', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.filter((id) => !ALCOHOL_FREE_IDS.includes(id)).length).toBeGreaterThanOrEqual(3);
  });
  test("'everything but the alcohol-free ones' from a guest of 17 still gets none", () => onlyAlcoholFree('everything but the alcohol-free ones, I am 17'));
  test("'I never said I was driving' is no reason; 'I never said I'm pregnant, but I am' is one", async () => {
    expect((await ids("I never said I was driving. A rum drink please")).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
    await onlyAlcoholFree("I never said I'm pregnant, but I am. something fizzy");
  });
});

describe('shapes a reviewer found in the East Asian readers and the rewrites, each still held', () => {
  test.each(['我想要酒精以外的饮料', '술 말고 다른 거 주세요'])('something other than alcohol: %s', onlyAlcoholFree);
  test.each([
    ['我要鸡蛋以外的', ['egg-white']],
    ['金酒以外都可以', ['gin-london-dry']],
    ['ジンはいいです。カクテルください', ['gin-london-dry']],
  ])('other than, or a polite no: %s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });
  test.each(['ジン、ウォッカ以外', 'ジンかウォッカ以外で、カクテルください', '진, 보드카 빼고 칵테일 주세요', '진은 좀... 칵테일 추천해 주세요'])(
    'a list before an "other than", or a polite hedge, is left unread: strict (%s)',
    onlyAlcoholFree,
  );
  test.each(['huevo bien malo para mi, algo dulce', 'Huevo? bueno... mejor que no. algo dulce'])("Spanish 'bien' and 'bueno' lift no allergen: %s", async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('egg-white')).not.toContain(id);
  });
  test.each([
    ["i'm not drinking, the one with ginger beer please", null],
    ['not alcohol, the one with ginger beer please', null],
    ['not any nuts, the one with lime please', ['amaretto', 'orgeat-syrup', 'coconut-cream']],
    ['not egg white, the one with lemon', ['egg-white']],
    ['not gin, the one with tonic', ['gin-london-dry']],
  ])("'not X, the one with Y' keeps the no when X is no drink: %s", async (request, items) => {
    if (items === null) return onlyAlcoholFree(request);
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });
});

describe("a 'no' said as a mark: 'NG', '✕', 'NG: ...', ': all no' (the final outsider's kinds)", () => {
  test.each([
    ['ラムNG', ['rum-white', 'rum-dark']],
    ['rum NG, something tropical', ['rum-white', 'rum-dark']],
    ['럼 NG', ['rum-white', 'rum-dark']],
    ['朗姆酒NG', ['rum-white', 'rum-dark']],
    ['gin ✕ please', ['gin-london-dry']],
    ['NG: rum, gin', ['rum-white', 'rum-dark', 'gin-london-dry']],
    ['whisky, rum: all no', ['rum-white', 'rum-dark', 'bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
    ['amaretto NG, something sweet', ['amaretto']],
  ])('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });
});

describe('amounts written the languages own way', () => {
  test.each([
    ['八十块以内，鸡尾酒', 8, 12],
    ['２，０００円以内でカクテル', 9, 14],
    ['２０，０００원 이하 칵테일', 10, 15],
    ['3만 원 이하 칵테일', 15, 25],
    ['100港币以内', 10, 13],
  ])('%s: a cap between $%d and $%d', (request, low, high) => {
    const cap = safetyLayerOf(request, bar).maxPrice;
    expect(cap).toBeGreaterThan(low);
    expect(cap).toBeLessThan(high);
  });
  test("'under 20 Australian dollars' is money, not an age", () => {
    const limits = safetyLayerOf('under 20 Australian dollars, a cocktail', bar);
    expect(limits.alcoholFree).toBe(false);
    expect(limits.maxPrice).toBeLessThan(14);
  });
});

describe("'NG' is a mark only as a word of its own", () => {
  test.each(["I'M DRIVING TONIGHT SO NOTHING WITH ALCOHOL PLEASE, SOMETHING FRUITY", 'NOTHING STRONG, NO ALCOHOL, SOMETHING SPARKLING', 'PREGNANT. SOMETHING REFRESHING'])('%s: alcohol-free only', onlyAlcoholFree);
  test('capitals with a mark of their own still rule out: RUM NG, SOMETHING STRONG', async () => {
    const answer = await ids('RUM NG, SOMETHING STRONG');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('rum-white', 'rum-dark')).not.toContain(id);
  });
});
test("'×' is a count, not a no: 'ビール×2' asks for beers", async () => {
  expect((await ids('ビール×2'))[0]).toMatch(/lager|ipa|stout/);
});
