import { safetyLayerOf } from '../../src/ai/bartender';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of classes an outside tester found at a Manchester bar (none of its cases copied): the north's words
 * for drink itself ('off the ale', 'off the bevvy') are no alcohol; 'off the beer, a gin please' is a gin; a dislike
 * said back of a drink ("can't stand it") rules it out; a 'no' with a letter doubled; a round's money 'one each' is
 * shared; 'our kid' beside pints is a brother; Cantonese as written; and an unmet wish says it was looked for among
 * drinks with alcohol when an alcohol-free one has it.
 */
const bar = demoBar();
const { ask, ids, both, holds, priceOf } = guestAsks(bar);

describe("drink's own names, off", () => {
  test.each(['off the ale for november, something nice', 'off the bevvy tonight', 'been off the gargle a month, something fresh'])('%s: alcohol-free for any engine', async (request) => {
    expect(safetyLayerOf(request, bar).alcoholFree).toBe(true);
    for (const answer of await both(request)) for (const drink of answer) expect(ALCOHOL_FREE_IDS).toContain(drink.recipeId);
  });

  test.each([['off the beer, a gin please', 'gin-london-dry'], ['off beer tonight, rum please', 'rum-white']])('%s: the drink asked for, and no beer', async (request, spirit) => {
    const answer = await ids(request);
    expect(holds(answer[0]!, spirit, spirit === 'rum-white' ? 'rum-dark' : spirit)).toBe(true);
    for (const id of answer) expect(bar.recipes.find((r) => r.id === id)!.category).not.toBe('beer');
  });
});

describe('a dislike said back of a drink', () => {
  test.each([
    ["it's not that I don't like vodka, I just can't stand it. something sour", 'vodka'],
    ["not that I don't like gin, but I can't stand it, something herbal", 'gin'],
    ["I don't dislike tequila, I just can't bear it", 'tequila'],
  ])('%s: no %s, for any engine', async (request, spirit) => {
    expect(safetyLayerOf(request, bar).excludedSpirits).toContain(spirit);
    const items = { vodka: ['vodka'], gin: ['gin-london-dry'], tequila: ['tequila-blanco', 'mezcal'] }[spirit]!;
    for (const answer of await both(request)) for (const drink of answer) expect(holds(drink.recipeId, ...items)).toBe(false);
  });
});

describe("a 'no' with a letter doubled", () => {
  test.each([['nno vodka please, something sour', 'vodka'], ['noo tequila, something citrusy', 'tequila-blanco']])('%s', async (request, item) => {
    for (const id of await ids(request)) expect(holds(id, item)).toBe(false);
  });
});

describe("a round's money, one each", () => {
  test.each(['me and 3 mates have got $30 for a round, 1 each', '4 of us, $30, one each'])('%s: a quarter each', async (request) => {
    expect(safetyLayerOf(request, bar).maxPrice).toBeCloseTo(7.5, 2);
    for (const id of await ids(request)) expect(priceOf(id)).toBeLessThanOrEqual(7.5);
  });

  test("'$12, 1 each' and '2 beers at $8 each' stay a price per drink", async () => {
    for (const id of await ids('$12, 1 each')) expect(priceOf(id)).toBeLessThanOrEqual(12);
    expect(safetyLayerOf('$12, 1 each', bar).maxPrice ?? 12).toBe(12);
  });
});

describe("'our kid'", () => {
  test("'me and our kid want 2 pints': pints", async () => {
    expect((await ids("me and our kid want 2 pints, lager if you've got it"))[0]).toBe('lager');
  });

  test("a child said as 'our kid' with an age is still a child", async () => {
    for (const id of await ids("me and our kid (he's 16) want something")) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe('Cantonese as written', () => {
  test('唔飲得牛奶 (cannot drink milk), coffee-flavoured: coffee, no dairy, with alcohol allowed', async () => {
    const answer = await ask('唔飲得牛奶，想要杯咖啡味嘅');
    expect(answer[0]!.recipeId).toBe('espresso-martini');
    expect(safetyLayerOf('唔飲得牛奶，想要杯咖啡味嘅', bar).alcoholFree).toBe(false);
  });

  test.each(['唔飲得酒', '我揸車，想飲啲甜嘅'])('%s: alcohol-free', async (request) => {
    for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

test("an unmet taste says it was looked for among drinks with alcohol when an alcohol-free one has it", async () => {
  const answer = await ask('$8 max, something fruity');
  expect(answer[0]!.reason).toMatch(/^No drink with alcohol at \$8\.00 or less on our menu is fruity/);
});

describe("the guest's own reason beside a round for the others", () => {
  test.each(["I'm driving, a round for the lads", "I'm the skipper tonight, shout the boys a round"])('%s: a round for the others, alcohol-free for the guest', async (request) => {
    const answer = await ask(request);
    for (const a of answer.filter((d) => d.reason.startsWith('For you'))) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
    expect(answer.some((d) => d.reason.startsWith('For the others') && !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
    expect(answer.some((d) => d.reason.startsWith('For you, alcohol-free'))).toBe(true);
  });

  test("'a round for the lads' alone is understood: the pub's round", async () => {
    const first = (await ids('a round for the lads'))[0];
    expect(bar.recipes.find((r) => r.id === first)?.category).toBe('beer');
  });
});
