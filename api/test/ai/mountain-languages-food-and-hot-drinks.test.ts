import { safetyLayerOf } from '../../src/ai/bartender';
import { readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds the opened thirty-fifth request set (an Alpine après-ski bar) found, in our own words: limits said in Swiss
 * German, Czech and Swedish, gout's 'nothing sweet', a drink named as the one with another spirit, the food a drink is
 * for (a fondue), a guest feeling the altitude, hot drinks named that the bar does not serve, drinks from home, and
 * drink names as dictation hears them.
 */
const bar = demoBar();
const { ask, ids, withItem } = guestAsks(bar);
const reasons = async (request: string) => (await ask(request)).map((r) => r.reason).join(' ');

describe('a no said in Swiss German, Czech or Swedish is a no', () => {
  test.each([
    ['Kei Rum bitte, süscht öppis Fruchtigs', ['rum-white', 'rum-dark']],
    ['Keis Bier, lieber öppis Starchs', ['lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle']],
    ['Žádný gin prosím, něco osvěžujícího', ['gin-london-dry', 'gin-alcohol-free']],
  ])('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    const ruledOut = withItem(...items);
    for (const id of answer) expect(ruledOut).not.toContain(id);
  });
  test('Czech: no bubbles, sparkling drinks hated, leaves out every fizzy drink', async () => {
    const limits = safetyLayerOf('Žádné bublinky, perlivé pití nesnáším. Něco k sýru?', bar);
    expect(limits.excludedIngredients.map((w) => w.join(' '))).toEqual(expect.arrayContaining(['soda', 'tonic', 'prosecco']));
    const answer = await ids('Žádné bublinky, perlivé pití nesnáším. Něco k sýru?');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('soda-water', 'tonic-water', 'prosecco', 'ginger-beer', 'cola', 'grapefruit-soda', 'lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle')).not.toContain(id);
  });
  test("Swedish: 'ingen is' is no ice and 'ett glas vitt' a white wine", async () => {
    const answer = await ids('Ingen is, tack. Ett glas vitt?');
    expect(answer[0]).toBe('house-white-wine');
  });
});

describe('nothing sweet for gout or fructose is no sugar, not only a taste', () => {
  test.each(['I have gout, no beer and nothing sweet please', 'Hab Gicht, nix Süßes bitte, was Trockenes', 'fructose intolerant, nothing sweet. dry please'])('%s', async (request) => {
    const limits = safetyLayerOf(request, bar);
    expect(limits.excludedIngredients.map((w) => w.join(' '))).toEqual(expect.arrayContaining(['sugar', 'tonic']));
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('sugar-syrup', 'tonic-water', 'cola', 'triple-sec', 'cranberry-juice', 'grapefruit-soda')).not.toContain(id);
  });
  test("cutting down on sugar is a taste: the driest first, sugar not ruled out", async () => {
    expect(safetyLayerOf('cutting down on sugar, something dry', bar).excludedIngredients).toEqual([]);
    expect(withItem('sugar-syrup')).not.toContain((await ids('cutting down on sugar, something dry'))[0]);
  });
});

describe('the one with another spirit', () => {
  test.each(['not the Negroni, the one with bourbon instead of gin', 'a Negroni but with bourbon, no gin', 'nicht der Negroni, sondern der mit Bourbon statt Gin'])('%s: the Boulevardier first', async (request) => {
    const answer = await ids(request);
    expect(answer[0]).toBe('boulevardier');
    expect(answer).not.toContain('negroni');
  });
  test("a Negroni with no gin and no spirit asked for still offers its twins without gin", async () => {
    expect(await ids('like a negroni but no gin, something smoky')).toContain('mezcal-negroni');
  });
});

describe('what goes with the food, in the languages', () => {
  test.each(['what goes with the cheese fondue?', 'Was passt zum Käsefondue?', '¿Qué va bien con la fondue?', 'Co k fondue?'])('%s: understood, a wine first', async (request) => {
    expect(readRequest(request, bar).understood).toBe(true);
    const answer = await ids(request);
    expect(['house-white-wine', 'house-red-wine', 'house-rose-wine', 'prosecco-glass']).toContain(answer[0]);
  });
});

describe('a guest feeling the altitude', () => {
  test.each(['first night at 2500m, headache and breathless. what do you suggest?', 'altitude is getting to me, something light'])('%s: understood, told to drink water', async (request) => {
    expect(readRequest(request, bar).understood).toBe(true);
    expect(await reasons(request)).toMatch(/glass of water/);
  });
  test('a peak climbed at 3000 m in a story is no altitude complaint', () => {
    expect(readRequest('we hiked to 3000m yesterday! a celebratory spritz', bar).altitude).toBeUndefined();
  });
});

describe('hot drinks and drinks from home the menu lacks are said by name', () => {
  test.each([
    ['Macie grzaniec? Coś rozgrzewającego', /grzaniec/i],
    ['deux vins chauds et un chocolat chaud pour le petit', /vins chauds/i],
    ['pregnant, something warm? do you have a tea?', /tea/i],
    ['do you do Becherovka with tonic?', /becherovka/i],
    ['a kopstootje? jenever and a beer', /kopstootje/i],
    ['a génépi for grandpa', /genepi/i],
  ])('%s', async (request, said) => {
    expect(await reasons(request)).toMatch(said);
  });
  test('a tea named by a guest who must not drink still gets only alcohol-free drinks', async () => {
    const answer = await ask('pregnant, something warm? do you have a tea?');
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });
  test('a Long Island iced tea is no hot drink', async () => {
    expect(await reasons('a long island iced tea?')).not.toMatch(/served hot/);
  });
});

describe('drink names as dictation hears them', () => {
  test.each([
    ['can I get a pair all spits', 'aperol-spritz'],
    ['zwei Moskau Müll bitte', 'moscow-mule'],
    ['two apperol sprits please', 'aperol-spritz'],
  ])('%s', async (request, id) => {
    expect((await ids(request))[0]).toBe(id);
  });
});

describe('a request in Japanese is read, and what is not read is still held to the strictest reading', () => {
  test('other than gin and tequila, something refreshing: neither, and not alcohol-free', async () => {
    const request = 'ジンとテキーラ以外で。すっきりしたのをください';
    expect(readRequest(request, bar).understood).toBe(true);
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('gin-london-dry', 'gin-alcohol-free', 'tequila-blanco', 'mezcal')).not.toContain(id);
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
  test('no whisky said after the thing', async () => {
    const answer = await ids('ウイスキーは飲まないです。カクテルを');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay')).not.toContain(id);
  });
  test('a nut allergy: no drink with nuts', async () => {
    const answer = await ids('ピーナッツアレルギーです。甘いカクテルをください');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('amaretto', 'orgeat-syrup', 'coconut-cream')).not.toContain(id);
  });
  test.each(['妊娠中なので、お酒なしでお願いします', '17歳です。ビールください', 'お酒は飲めません。何かありますか'])('%s: alcohol-free only', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
  test('a budget in yen is a cap', () => {
    expect(safetyLayerOf('予算は1500円までです。おすすめは？', bar).maxPrice).toBeLessThan(12);
  });
  test("a 'not' the reader does not know ('ジンは使わないで', don't use gin) leaves the request unread: alcohol-free only", async () => {
    const answer = await ids('ジンは使わないでください。カクテル');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe("one table of 'is fine' words for every reader", () => {
  test.each(["no juice, but lime's no problem", 'no juice, lime is good', 'keine Säfte, Limette passt'])('%s: lime stays, the other juices go', async (request) => {
    const limits = safetyLayerOf(request, bar);
    expect(limits.excludedIngredients.map((w) => w.join(' '))).not.toContain('lime');
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('orange-juice', 'pineapple-juice', 'cranberry-juice')).not.toContain(id);
  });
  test('an allergen said fine is still no exception taken on trust', () => {
    expect(safetyLayerOf("allergic to nuts, almonds are no problem I think", bar).excludedIngredients.map((w) => w.join(' '))).toContain('almond');
  });
});

describe('French "avec de l\'alcool" and a budget per glass in a party', () => {
  test.each(["le moins cher avec de l'alcool", "un cocktail avec de l'alcool, s'il vous plaît"])('%s: drinks with alcohol', async (request) => {
    expect(safetyLayerOf(request, bar).alcoholFree).toBe(false);
    expect((await ids(request)).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
  test.each(['siamo in quattro, vino rosso, niente sopra i 12 euro a bicchiere', 'somos cuatro, vino tinto, nada de más de 12 euros por copa'])('%s: the cap is per glass, not split four ways', (request) => {
    expect(safetyLayerOf(request, bar).maxPrice).toBeGreaterThan(9);
  });
});
