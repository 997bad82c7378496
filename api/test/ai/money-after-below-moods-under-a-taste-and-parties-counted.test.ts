import { safetyLayerOf } from '../../src/ai/bartender';
import { withEastAsianRead } from '../../src/ai/text';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of the classes the opened Singapore set showed: a total 'below 20' in a currency said with a word
 * before it ('sing dollar', 'kiwi bucks') read as a minor's age; a taste the guest says drowned by the picture a mood
 * paints ('something sweet to cheer me up' answered with whiskey), and a stiff drink's sugar counted as a sweet drink;
 * a party counted ('we are 4', 'one person', 'the rest'), in English and in Korean; beer brands that are everyday words
 * asked for as a drink ('Tiger got?'); Korean 'with gin in it, no' and 'the rest'; Japanese 'on the strong side'.
 */
const bar = demoBar();
const { ask, ids, read } = guestAsks(bar);

const WHISKEY_FORWARD = ['old-fashioned', 'manhattan', 'boulevardier', 'bourbon-neat', 'islay-single-malt-neat'];

describe("a price 'below' an amount said in a currency with a word before it is money, never an age", () => {
  test.each([
    'me n my mate, total below 20 sing dollar for 2 drinks, beer or whatever',
    'budget under 18 kiwi bucks, a beer',
    'price below 19 aussie dollars please, something with gin',
    'total under 20 for two drinks, beers',
  ])('%s: no minor, a price limit', async (request) => {
    expect(read(request).minor).toBeFalsy();
    expect(safetyLayerOf(request, bar).maxPrice).toBeDefined();
    for (const a of await ask(request)) expect(a.reason).not.toMatch(/under 21|anyone under/);
  });

  test.each(["I'm under 20, a beer?", 'my brother and I are under 21, beer?', 'below 18 still, something fun'])('%s: still a minor, alcohol-free only', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe('a taste the guest says beats the picture a mood paints', () => {
  test.each([
    'just got dumped, want something sweet to cheer me up',
    'feeling low tonight, something sweet please',
    'bad news today, I just want something sweet',
  ])('%s: a sweet drink first, not a stiff whiskey', async (request) => {
    const answer = await ids(request);
    expect(WHISKEY_FORWARD).not.toContain(answer[0]);
    expect(answer.slice(0, 2).filter((id) => WHISKEY_FORWARD.includes(id))).toHaveLength(0);
  });

  test("'something sweet': the drinks that taste sweet, not an Old Fashioned's sugar under its whiskey", async () => {
    const answer = await ids('something sweet');
    expect(answer.slice(0, 3)).not.toContain('old-fashioned');
    expect(answer.slice(0, 3)).not.toContain('manhattan');
  });

  test("'sweet and strong' still reaches the stiff sweet drinks: the guest asked for strong too", async () => {
    const answer = await ids('something sweet and strong');
    expect(answer.slice(0, 3).some((id) => WHISKEY_FORWARD.includes(id))).toBe(true);
  });

  test('a mood alone still paints its picture: a rough day, something strong', async () => {
    expect(WHISKEY_FORWARD).toContain((await ids('rough day, need something strong'))[0]);
  });
});

describe('a party counted, one of it not drinking', () => {
  test.each([
    'we are 4. one of us doesn\'t drink, the rest want beer',
    '4 people. one person no alcohol, the rest beer',
    '4명이에요. 한 명은 술 못 마시고 나머지는 맥주요',
  ])('%s: beers for the rest, alcohol-free drinks for the one, each said', async (request) => {
    const answer = await ask(request);
    const forTheOne = answer.filter((a) => a.reason.startsWith('For the one not drinking, alcohol-free:'));
    const forTheRest = answer.filter((a) => a.reason.startsWith('For you and the others:'));
    expect(forTheOne.length).toBeGreaterThan(0);
    for (const a of forTheOne) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
    expect(forTheRest.map((a) => a.recipeId)).toEqual(expect.arrayContaining(['lager']));
  });

  test.each([
    'we are 4, one of us is 17, the rest want beer',
    'we are 3, one of us is pregnant and so am I, the rest beer',
    '4명이에요. 술 못 마셔요',
    "I'm driving so nothing alcoholic for me, but I don't want to feel left out when the others get their cocktails, something herby",
  ])('%s: no clear split, the whole order alcohol-free', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe('a beer brand that is an everyday word, asked for as a drink', () => {
  test.each(['Tiger got? or anything like Tiger', 'a cold Kingfisher please', 'Kingfisher have?', 'any Cobra?'])('%s: said not carried, the lager first', async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe('lager');
    expect(answer[0]!.reason).toMatch(/We do not carry (Tiger|Kingfisher|Cobra)/);
  });

  test.each(['tiger prawns with a glass of white', 'my tiger mom says one drink only, something light'])('%s: no brand', async (request) => {
    for (const a of await ask(request)) expect(a.reason).not.toMatch(/We do not carry Tiger/);
  });
});

describe('Korean and Japanese said after the thing', () => {
  test("'진 들어간 것도 싫어요': nothing with gin, read (not the strictest reading)", async () => {
    expect(withEastAsianRead('위스키 말고 다른 거요. 진 들어간 것도 싫어요. 상큼한 걸로')).not.toMatch(/\p{Script=Hangul}/u);
    const layer = safetyLayerOf('위스키 말고 다른 거요. 진 들어간 것도 싫어요. 상큼한 걸로', bar);
    expect(layer.excludedSpirits).toEqual(expect.arrayContaining(['gin', 'whisky']));
    const answer = await ids('위스키 말고 다른 거요. 진 들어간 것도 싫어요. 상큼한 걸로');
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
    for (const id of answer) expect(['gin-and-tonic', 'tom-collins', 'clover-club', 'dry-martini', 'negroni', 'french-75', ...WHISKEY_FORWARD, 'whiskey-sour', 'penicillin']).not.toContain(id);
  });

  test("'強めのものを': something strong, read", async () => {
    const answer = await ids('落ち着いて一杯、強めのものを。');
    expect(WHISKEY_FORWARD.concat(['dry-martini', 'negroni', 'sidecar', 'oaxaca-old-fashioned', 'mezcal-negroni'])).toContain(answer[0]);
  });
});

describe('Malay and Indonesian tastes said with a no', () => {
  test("'tak nak yang bergas, no soda': nothing fizzy; 'untuk malam hujan': a warming one", async () => {
    const request = 'tak nak yang bergas ya, no soda. yang sedap untuk malam hujan';
    const answer = await ids(request);
    for (const id of answer) expect(['lager', 'ipa', 'stout', 'alcohol-free-beer', 'prosecco-glass', 'french-75', 'aperol-spritz', 'moscow-mule', 'dark-n-stormy', 'gin-and-tonic', 'tom-collins', 'mojito', 'cuba-libre', 'paloma', 'americano']).not.toContain(id);
    expect(WHISKEY_FORWARD.concat(['sidecar', 'penicillin'])).toContain(answer[0]);
  });

  test("'saya gak minum alkohol, jangan yang pahit': alcohol-free and not the bitter ones first", async () => {
    const answer = await ids('saya gak minum alkohol. ada mocktail yang seger? jangan yang pahit');
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
    expect(['alcohol-free-gin-and-tonic', 'alcohol-free-spritz']).not.toContain(answer[0]);
  });
});

describe('a colourful drink, a fun one, and a Christmas party', () => {
  test("'something fun and colourful' for the bride's cousins: a drink of colour first, not a plain glass of bubbly", async () => {
    const answer = await ids("the bride's cousins here, want something fun and colourful to keep dancing");
    expect(answer[0]).not.toBe('prosecco-glass');
    expect(['aperol-spritz', 'tequila-sunrise', 'cosmopolitan', 'clover-club', 'negroni', 'americano', 'shirley-temple']).toContain(answer[0]);
  });

  test("'office Christmas party, something to celebrate': the bubbly, not a fireside's spiced dark rum", async () => {
    const answer = await ids('office christmas party!! something to celebrate');
    expect(answer[0]).not.toBe('dark-n-stormy');
    expect(['prosecco-glass', 'french-75', 'aperol-spritz']).toContain(answer[0]);
  });

  test("'a cosy Christmas drink' keeps its fireside picture", async () => {
    expect(['dark-n-stormy', 'old-fashioned', 'manhattan', 'espresso-martini', 'boulevardier', 'penicillin', 'stout', 'house-red-wine']).toContain((await ids('a cosy christmas drink please'))[0]);
  });
});

describe('numbers that are no money, and money no drink comes near', () => {
  test.each(['INDIA GOT 5 WICKETS!!! celebration round, something bubbly for the 4 of us', 'we scored 3 goals tonight, something to celebrate', 'got 2 tries in the second half, a beer'])('%s: a count of the game, no price limit', async (request) => {
    expect(safetyLayerOf(request, bar).maxPrice).toBeUndefined();
    expect((await ids(request)).length).toBeGreaterThanOrEqual(3);
  });

  test("'40 for the table, we're 2, one cocktail each': $20 a drink", async () => {
    expect(safetyLayerOf("40 for the table, we're 2, one cocktail each", bar).maxPrice).toBe(20);
  });

  test.each(['budget 900, a cocktail', 'max 450 per drink, something fruity'])('%s: no drink costs near it, so another money: the less expensive half, said so', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    const prices = bar.recipes.filter((r) => r.available !== false).map((r) => r.price).sort((a, b) => a - b);
    const halfTop = prices[Math.floor((prices.length - 1) / 2)]!;
    for (const a of answer) {
      expect(a.price).toBeLessThanOrEqual(halfTop);
      expect(a.reason).toMatch(/no drink of ours costs anywhere near the amount you said/);
    }
  });

  test.each(['bas 900 ka note hai wallet mein, cheapest cocktail?', 'budget 1500 yaar, kuch refreshing', 'two thousand for the table bhai, we are 2'])('%s: no drink comes near it, and India is said: rupees, converted', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) {
      expect(a.reason).toMatch(/your limit in rupees is about \$\d+\.\d\d/);
      expect(a.price).toBeLessThanOrEqual(1500 / 85);
    }
  });

  test("'I have 100 for tonight': dollars, near enough to the menu to be its money", async () => {
    for (const a of await ask('I have 100 for tonight, something with gin')) expect(a.reason).not.toMatch(/another money/);
  });

  test.each(['no rum, no mint, aur under 1k. kuch refreshing', 'something fizzy under 1k pls, Mumbai prices?'])('%s: thousands said in India are rupees, not dong (an answer, not none)', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(a.reason).toMatch(/rupees/i);
  });
});

describe('not drinking said in Konkani and Marathi', () => {
  test.each(['Aiz hanv soro pieina, kitem tori thond ani fresh di re', 'daru nako, kahitari thanda', 'mi pit nahi, kahitari god'])('%s: alcohol-free only', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

test("'like Old Monk with Thums Up': India's cola is cola, so a dark or white rum with cola first", async () => {
  expect((await ids("something like Old Monk with Thums Up? that's my usual"))[0]).toBe('cuba-libre');
});

describe("a limit the guest says is someone else's, who orders for themselves", () => {
  test.each([
    'no alcohol ah... not for me lah, for my gf, she will order herself later. me i want a cold beer',
    "no alcohol for my husband, he'll get his own later. I want a cold beer",
    'my sister is pregnant, she will order for herself. me, I want a beer',
  ])('%s: the guest\'s beer', async (request) => {
    expect((await ids(request))[0]).toMatch(/^(lager|ipa|stout)$/);
  });

  test.each([
    'no alcohol for my gf, she can have something fruity, and a beer for me',
    "no alcohol ah... not for me lah, I'm driving, for my gf too",
  ])('%s: a drink may be theirs, or the limit is the guest\'s too: alcohol-free', async (request) => {
    const answer = await ask(request);
    const unlabelled = answer.filter((a) => !/^For (?:you|the others|you and the others):/.test(a.reason));
    for (const a of unlabelled) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });
});
