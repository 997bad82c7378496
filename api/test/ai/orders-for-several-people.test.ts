import { orderShares } from '../../src/ai/party';
import { ALCOHOL_FREE_IDS, answering, demoBar, guestAsks } from './fixtures';

/**
 * An order of different drinks for different people (ADR 53): each person's part answered on its own, in turn, every
 * reason saying whom it is for, and every part held to the whole order's limits.
 */
const bar = demoBar();
const { ask, withItem } = guestAsks(bar);
const everyDrink = answering(bar.recipes.map((r) => r.id));
// (A reader for the split alone: a part asks for a drink when it names one or says 'something'.)
const asks = (text: string) => (/\b(?:lager|beer|margarita|gin|whiskey|sweet|strong|fruity|sour|negroni|rum|coke|tonic)\b/i.test(text) ? 'wishes' : /\b(?:something|one)\b/i.test(text) ? 'asks' : null);

describe('the parts of an order, and whom each is for', () => {
  test.each([
    ['so three drinks: a lager, something sweet for Priya, and something without gin for Sam', ['you', 'Priya', 'Sam']],
    ['a negroni for me, and my brother wants something fruity', ['you', 'your brother']],
    ['two drinks please: one with whiskey, one with gin', ['the first drink', 'the second drink']],
    ['a margarita and something sweet for her', ['you', 'her']],
  ])('%s', (request, labels) => {
    expect(orderShares(request, asks)?.map((s) => s.label)).toEqual(labels);
  });
  test.each([
    'a gin and tonic for me and my friend',
    'something sweet please',
    'a margarita, with salt, for me',
    'we both want something sour',
    'one with whiskey please',
  ])('no split: %s', (request) => {
    expect(orderShares(request, asks)).toBeNull();
  });
  test("a drink's name with 'and' in it stays whole", () => {
    expect(orderShares('a rum and coke for me, and a gin and tonic for Ana', asks)).toEqual([
      { label: 'you', text: 'a rum and coke for me', child: false },
      { label: 'Ana', text: 'a gin and tonic for Ana', child: false },
    ]);
  });
});

describe('each part answered in turn, saying whom it is for', () => {
  test('a lager for the guest, something sweet for one friend, no gin for another', async () => {
    const answer = await ask('lost a bet, so three drinks: a lager, something sweet for Priya, and something without gin for Sam');
    expect(answer.slice(0, 3).map((a) => a.reason.split(':')[0])).toEqual(['For you', 'For Priya', 'For Sam']);
    expect(answer[0]!.recipeId).toBe('lager');
    // (The whole order's limits hold for every drink: no gin for anyone.)
    for (const a of answer) expect(withItem('gin-london-dry')).not.toContain(a.recipeId);
  });
  test('one with whiskey, one with gin, each under the per-drink cap', async () => {
    const answer = await ask('two drinks, $12 or less each: one with whiskey, one with gin');
    expect(answer.length).toBeGreaterThanOrEqual(2);
    for (const a of answer) expect(a.price).toBeLessThanOrEqual(12);
    expect(withItem('bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay')).toContain(answer[0]!.recipeId);
    expect(withItem('gin-london-dry')).toContain(answer[1]!.recipeId);
  });
});

describe("one person's limit holds for the whole order", () => {
  test('an allergy said of one of them: no drink with it for anyone', async () => {
    const answer = await ask("an amaretto sour for me and a beer for Tom, he's allergic to nuts");
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(withItem('amaretto', 'orgeat-syrup')).not.toContain(a.recipeId);
  });
  test('whatever an engine proposes for a part, the whole order’s limits hold', async () => {
    const answer = await ask("a margarita for me and something fruity for Lena, she's allergic to egg", everyDrink);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(withItem('egg-white')).not.toContain(a.recipeId);
  });
  test('a minor at the table keeps every drink alcohol-free', async () => {
    const answer = await ask("a lager for me, and something sweet for my son, he's 15");
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });
});

describe("a child's part is answered alcohol-free, and says so", () => {
  test.each([
    ['a beer for me and something for my son', 'your son'],
    ['a margarita for me and something fruity for Ella, 15', 'Ella'],
    ['a margarita for me and something sweet for Jake, my son', 'Jake'],
    ['a margarita for me and something sweet for my little brother', 'your brother'],
    ["a margarita for me and something sweet for Lily, she's in year 9", 'Lily'],
    ["a margarita for me, a mojito for Jake and something fruity for Ella who's 15", 'Ella'],
  ])('%s', async (request, who) => {
    const answer = await ask(request);
    const theirs = answer.filter((a) => a.reason.startsWith(`For ${who}`));
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of theirs) {
      expect(a.reason.startsWith(`For ${who}, alcohol-free:`)).toBe(true);
      expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
    }
  });
  test('whatever an engine proposes for the child, nothing with alcohol', async () => {
    const answer = await ask('a margarita for me and something sweet for my son', everyDrink);
    for (const a of answer.filter((x) => x.reason.startsWith('For your son'))) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });
});

describe('an amount for the whole order is shared by its parts', () => {
  test.each([
    ['a negroni for me and a mojito for Ana, $24 total', 12],
    ['$25 budget: a negroni for me and a mojito for Ana', 12.5],
    ['a negroni for me, a mojito for Ana and a beer for Tom, $30 for all of us', 10],
  ])('%s', async (request, each) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(a.price).toBeLessThanOrEqual(each);
  });
  test('an amount said per drink stays each drink’s', async () => {
    for (const a of await ask('two drinks, $12 or less each: one with whiskey, one with gin')) expect(a.price).toBeLessThanOrEqual(12);
    expect((await ask('two drinks, $12 or less each: one with whiskey, one with gin')).some((a) => a.price === 12)).toBe(true);
  });
});

describe('no split when it is not clear whom a part is for', () => {
  test.each(['something sweet for Mia, a negroni for Jake and for her a beer', 'a gin drink for me and something for Jake but no gin for Jake'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((a) => !/^For /.test(a.reason))).toBe(true);
  });
});
