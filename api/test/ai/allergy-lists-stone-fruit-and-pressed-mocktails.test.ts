import { safetyLayerOf } from '../../src/ai/bartender';
import { availableProfiles, readRequest } from '../../src/ai/builtin';
import { breaksConstraint } from '../../src/ai/safety';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The opened thirty-fourth set's kinds, in our own words (twenty-sixth session): an allergy to several things said
 * once before the list, stone fruit, cinnamon and vanilla, a low-sodium diet and the olive, mocktails others press on
 * the guest, a dare to the bartender, a bet's stake, a two-drink voucher, Quebec's 'piasses', shots and a drink to
 * warm up at a bar that pours neither.
 */
const bar = demoBar();
const { ask, ids, priceOf, withItem } = guestAsks(bar);

describe('an allergy said once before a list of things: every thing listed is ruled out', () => {
  test.each([
    ['allergic to nuts and pineapple. something tropical?', ['orgeat', 'amaretto', 'pineapple-juice']],
    ['allergic to kiwi, cranberries and mint, anything fruity', ['cranberry-juice', 'mint-leaves']],
    ['allergies: egg / pineapple / cherries. a sour?', ['egg-white', 'pineapple-juice', 'cocktail-cherries']],
    ['I am allergic to mango and cranberry so something pink but safe', ['cranberry-juice']],
    ['allergic to egg & mint, something refreshing please', ['egg-white', 'mint-leaves']],
  ])('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
    // (Whichever engine answered: the safety layer itself lets no drink with a listed thing through.)
    const layer = safetyLayerOf(request, bar);
    const through = availableProfiles(bar).filter((d) => breaksConstraint(d, layer) === null).map((d) => d.id);
    for (const id of withItem(...items)) expect(through).not.toContain(id);
  });
  test("the list ends at a word that is no thing: 'allergic to nuts and want a mojito' still wants the Mojito", async () => {
    const answer = await ids('allergic to nuts and want a mojito');
    expect(answer[0]).toBe('mojito');
  });
  test("'allergic to kiwi and something sweet please' reads no 'something' allergy", () => {
    expect(readRequest('allergic to kiwi and something sweet please', bar).unknownAllergens).not.toContain('something');
  });
});

describe('stone fruit, apricots, cinnamon and vanilla', () => {
  test.each([
    'stone fruit allergy, something sweet',
    "I'm allergic to stone-fruits, what's nice and fruity?",
    'allergy to stonefruit. dessert cocktail?',
  ])('%s: no cherries and no amaretto (made with apricot kernels)', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('cocktail-cherries', 'amaretto')).not.toContain(id);
    const reasons = (await ask(request)).map((r) => r.reason).join(' ');
    expect(reasons).toMatch(/stone fruit/i);
    expect(reasons).not.toMatch(/could not find (?:stone|fruit)\b/i);
  });
  test('an apricot allergy leaves out the amaretto', async () => {
    for (const id of await ids('allergic to apricots, something sweet and nutty')) expect(withItem('amaretto')).not.toContain(id);
  });
  test('cinnamon and vanilla: no Angostura, sweet vermouth, coffee liqueur or amaretto', async () => {
    const answer = await ids('allergic to cinnamon and vanilla. something simple');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('angostura-bitters', 'vermouth-sweet', 'coffee-liqueur', 'amaretto')).not.toContain(id);
  });
  test('a wish for vanilla is no allergy', async () => {
    expect(readRequest('I love vanilla, something dessert-like', bar).excludedIngredients).toEqual([]);
  });
});

describe('a low-sodium diet leaves out the olive as well as the salt rim', () => {
  test.each(['low-sodium diet, doctor says. something with gin?', 'no salt for me, blood pressure. a martini-ish thing?'])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('salt', 'olives')).not.toContain(id);
  });
  test("a bare 'no salt' on a margarita is still only the rim", async () => {
    expect(await ids('a margarita, no salt on the rim')).toContain('margarita');
  });
});

describe('mocktails others press on the guest are no wish for one', () => {
  test.each([
    "don't give me anything without alcohol, my mates keep ordering me mocktails as a joke. rum please",
    'my sister always gets me virgin ones to wind me up. a proper tequila drink',
    'they got me a mocktail for a laugh. I want a real cocktail with gin',
  ])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).not.toContain(id);
  });
  test('a reason said beside it still counts', async () => {
    const answer = await ids("my friends keep ordering me mocktails, and fair enough, I'm pregnant. something nice");
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
  test.each(['can I get a mocktail for fun, something pretty', 'keep bringing me mocktails please', 'please keep pouring me non-alcoholic drinks, thanks', 'mocktails for me, not as a joke'])(
    'a mocktail asked for is still alcohol-free: %s',
    async (request) => {
      expect(safetyLayerOf(request, bar).alcoholFree).toBe(true);
      const answer = await ids(request);
      expect(answer.length).toBeGreaterThan(0);
      for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
    },
  );
});

describe("a dare to the bartender is a wish; the guest's own 'can't' is a no", () => {
  test("'bet you can't make a good rum drink' asks for rum", async () => {
    expect(withItem('rum-white', 'rum-dark')).toContain((await ids("bet you can't make a good rum drink"))[0]);
  });
  test.each(["you can't make me anything with gin, I'm allergic", "you can't make me a gin drink, I'm allergic"])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('gin-london-dry')).not.toContain(id);
    expect(safetyLayerOf(request, bar).excludedSpirits).toContain('gin');
  });
});

describe('money: a bet, a voucher for a number of drinks, Quebec dollars', () => {
  test("a bet's stake is no budget: the cap is the price said after it", () => {
    expect(safetyLayerOf("I bet my brother $4 there's a decent drink here under $9", bar).maxPrice).toBeCloseTo(8.99, 2);
  });
  test.each([
    ['something under $10 bet', 9.99],
    ['bet $10 max', 10],
    ['im betting 12 bucks gets me something decent here', 12],
  ])("slang 'bet' and the guest's own betting keep the budget: %s", (request, cap) => {
    expect(safetyLayerOf(request, bar).maxPrice).toBe(cap);
  });
  test("'the groom bet me £20' is a bet, no budget", () => {
    expect(safetyLayerOf("the groom bet me £20 I can't handle a negroni", bar).maxPrice).toBeUndefined();
  });
  test('a $10 bet lost, then $30 for three drinks: $10 each', () => {
    expect(safetyLayerOf("lost a $10 bet so I'm buying, I have $30 for 3 drinks", bar).maxPrice).toBe(10);
  });
  test.each([
    ['a three-drink package worth $36, nothing on top', 12],
    ['my 2-drink voucher is worth $24, what can I get', 12],
  ])('%s', (request, each) => {
    expect(safetyLayerOf(request, bar).maxPrice).toBe(each);
  });
  test.each([["j'ai juste 20 piasses, un bon cocktail?"], ['chu à Québec avec 20 piastres']])('%s: Canadian dollars, at the cautious rate', async (request) => {
    const cap = safetyLayerOf(request, bar).maxPrice!;
    expect(cap).toBeLessThan(20);
    expect(cap).toBeGreaterThan(10);
    for (const r of await ask(request)) expect(r.price).toBeLessThanOrEqual(cap);
    expect((await ask(request))[0]!.reason).toMatch(/Canadian dollars/);
  });
});

describe('shots and a drink to warm up, at a bar that pours neither', () => {
  test('shots of no spirit named: the answer says there are none', async () => {
    const answer = await ask("hen do!! 6 shots of whatever's strongest please");
    expect(answer[0]!.reason).toMatch(/do not pour shots/);
  });
  test('shots already had are no order', async () => {
    expect((await ask('we did a round of shots already, now something long and fresh'))[0]!.reason).not.toMatch(/shots/);
  });
  test.each(['walked here through the snow, warm me up', 'something warm please, my hands are frozen'])('%s: says none is served hot', async (request) => {
    expect((await ask(request))[0]!.reason).toMatch(/served hot/);
  });
  test('a drink to warm up is still never alcohol for a driver', async () => {
    for (const id of await ids("I'm driving home over the pass, something warm please")) expect(ALCOHOL_FREE_IDS.concat(['alcohol-free-beer'])).toContain(id);
  });
  test('a hot one costs no more than the cap', async () => {
    for (const id of await ids('something to warm me up under $12')) expect(priceOf(id)).toBeLessThan(12);
  });
});

describe('what the guest keeps out and what they keep in, said loosely', () => {
  test("'my usual is a daiquiri, something in the same family, just not that': its likes, not it", async () => {
    const answer = await ids('my usual is a daiquiri. something in the same family, just not that');
    expect(answer).not.toContain('daiquiri');
    expect(answer.length).toBeGreaterThan(0);
  });
  test("'a margarita please, just not too sweet' still orders the Margarita", async () => {
    expect((await ids('a margarita please, just not too sweet'))[0]).toBe('margarita');
  });
  test("'no gin, not no lemon': lemon is fine", () => {
    expect(safetyLayerOf("I said no gin, not no lemon. lemon's great", bar).excludedIngredients.flat()).not.toContain('lemon');
  });
  test("'don't you dare bring me a mocktail' after a list of no's: alcohol, and no beer or wine", async () => {
    const request = "no beer, no wine, and don't you dare bring me a mocktail";
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).not.toContain(id);
    expect(safetyLayerOf(request, bar).alcoholFree).toBe(false);
  });
  test("'no vodka, no rum, and no mocktail' (an Oxford comma) is no wish for alcohol-free", () => {
    expect(safetyLayerOf('no vodka, no rum, and no mocktail', bar).alcoholFree).toBe(false);
  });
  test("'no sugar bombs' is nothing too sweet, not every sugar", async () => {
    expect((await ids('no sugar bombs, something with rum')).length).toBeGreaterThanOrEqual(3);
  });
  test("'something that isn't just a can of soda' rules no soda out", () => {
    expect(safetyLayerOf("I don't drink alcohol. what have you got that isn't just a can of soda?", bar).excludedIngredients).toEqual([]);
  });
  test.each([
    ['no juice, lemon is fine', 'lemon-juice', ['orange-juice', 'cranberry-juice', 'pineapple-juice']],
    ["no fruit juice. lime and lemon don't count", 'lime-juice', ['orange-juice', 'cranberry-juice']],
  ])('%s', async (request, kept, out) => {
    const answer = await ids(request);
    expect(answer.some((id) => withItem(kept).includes(id))).toBe(true);
    for (const id of answer) expect(withItem(...out)).not.toContain(id);
  });
  test("an allergen said to be fine stays out: 'no nuts, almonds are fine'", async () => {
    for (const id of await ids('no nuts, almonds are fine')) expect(withItem('amaretto', 'orgeat')).not.toContain(id);
  });
  test.each(["not a whisky person, except smoky scotch, which I adore", 'no whisky except smoky scotch'])('%s: the Scotch and the Islay malt are in', async (request) => {
    const answer = await ids(request);
    expect(answer.slice(0, 2).sort()).toEqual(['islay-single-malt-neat', 'penicillin']);
    for (const id of answer) expect(withItem('bourbon', 'rye-whiskey')).not.toContain(id);
  });
  test("'a cocktail that scratches the same itch' as an IPA: not the IPA itself", async () => {
    expect(await ids('love a hoppy IPA. is there a cocktail that scratches the same itch?')).not.toContain('ipa');
  });
});

describe('a likeness asked for with a slip, and a classic as a phone hears it', () => {
  test("'whats simlar' after a drink the guest cannot have asks for its likes", async () => {
    const answer = await ids('allergic to almonds so the amaretto sower is out right? whats simlar');
    expect(answer[0]).toBe('whiskey-sour');
  });
  test("'a virgin mo he toe' is the Virgin Mojito", async () => {
    expect((await ids('can I get a virgin mo he toe please, the virgin one'))[0]).toBe('virgin-mojito');
  });
});
