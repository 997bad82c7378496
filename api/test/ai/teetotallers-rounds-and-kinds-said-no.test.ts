import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * The kinds of the opened twentieth set's violations (twelfth session), in our own words: a party's budget for 'the
 * whole round', 'one each' or 'two for twenty', a tip taken out of a cap said per drink; a teetotaller, someone at
 * work, a diagnosis and medicines named in the other languages allow not even the 0.5% beer; a kind of drink said no
 * to by itself ('Wine? not for me') is the whole kind; a negation misspelt ('dosnt'), and a spirit said as it sounds
 * ('vodker').
 */
const bar = demoBar();
const { ask, recipe, everything } = guestAsks(bar);

describe("a party's budget is shared by its drinks", () => {
  test.each([
    ["we're 4, budget is 50 for the whole round", 12.5],
    ['the team of 6 is on the company card, the limit is 80 for drinks, one each', 13.33],
    ['two for twenty', 10],
    ['three for thirty please', 10],
    ['25 together for the two of us', 12.5],
    ['we have 40 together, 4 of us', 10],
    ['two pints for fifteen', 7.5],
    ['forty eight for four', 12],
    ['fifty between five, a round please', 10],
  ])('%s: nothing over %d a drink, whichever engine answered', async (request, each) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(each);
    }
  });

  test.each([
    ['my expense cap is $14 a drink including a 20% tip', 11.66],
    ['$15 a drink, that includes a $3 tip', 12],
  ])('%s: the tip comes out of the cap said per drink', async (request, each) => {
    for (const d of await ask(request, everything)) expect(d.price).toBeLessThanOrEqual(each);
  });

  test.each([
    ['cheaper than last round, it was a mojito', 11.99],
    ['something cheaper than what I had, a negroni', 12.99],
    ['I can do about 12, a rum drink', 12],
  ])('%s: nothing over %d', async (request, cap) => {
    const answer = await ask(request, everything);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(cap);
  });

  test('a cap said per drink with no tip stays whole', async () => {
    const answer = await ask('$13 a drink, something with bourbon');
    expect(answer.some((d) => d.price === 13)).toBe(true);
  });
});

describe('not even the 0.5% beer', () => {
  test.each([
    "I don't drink. What's good?",
    "We don't drink alcohol, anything nice?",
    "Je ne bois pas d'alcool, et vous avez quoi ?",
    'ich trinke keinen Alkohol, was gibt es?',
    'no bebo alcohol, ¿qué me recomiendas?',
    'não bebo álcool, o que tem?',
    'non bevo alcolici, cosa mi consigli?',
    'Seit der Diagnose trinke ich keinen Alkohol mehr. Was gibt es für mich?',
    "I'm on the night shift at reception in an hour, so nothing alcoholic",
    'on the clock till midnight, no booze, something refreshing',
    'Kein Alkohol, ich nehme Blutverdünner.',
    'ich nehme Blutverdünner, was kann ich trinken?',
    'tomo somníferos, ¿algo para mí?',
  ])('%s', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(recipe(d.recipeId).category).toBe('alcohol-free');
        expect(d.recipeId).not.toBe('alcohol-free-beer');
      }
    }
  });

  test.each(["I'm not drinking tonight, a beer-ish thing?", "work do but I'm on call for the servers, a beer that isn't really a beer?"])(
    '%s: a night off or being on call keeps the alcohol-free beer',
    async (request) => {
      expect((await ask(request, everything)).map((d) => d.recipeId)).toContain('alcohol-free-beer');
    },
  );

  test.each(["I don't drink gin", 'je ne bois pas de gin'])('%s: one spirit, not all alcohol', (request) => {
    const read = readRequest(request, bar);
    expect(read.alcoholFree).toBe(false);
    expect(read.excludedSpirits).toContain('gin');
  });
});

describe('a kind of drink said no to by itself is the whole kind', () => {
  test('Wine? not for me. Beer? nope. Cocktails? yes please, as long as there is no egg', async () => {
    const request = 'Wine? not for me. Beer? nope. Cocktails? yes please, as long as there is no egg';
    expect(readRequest(request, bar).excludedCategories).toEqual(expect.arrayContaining(['wine', 'beer']));
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(['wine', 'beer']).not.toContain(recipe(d.recipeId).category);
        expect(recipe(d.recipeId).ingredients.some((i) => i.inventoryItemId === 'egg-white')).toBe(false);
      }
    }
  });

  test.each(['vino rosso... anzi no, bianco', 'Red wine please. Hmm, no, white.'])('%s: one wine taken back for another keeps the kind', async (request) => {
    const answer = await ask(request);
    expect(recipe(answer[0]!.recipeId).category).toBe('wine');
    expect(answer[0]!.recipeId).not.toBe('house-red-wine');
  });
});

describe('a negation misspelt and a spirit said as it sounds', () => {
  test.each([
    ['something fruity and pink for my wife, she dosnt like gin', 'gin'],
    ['i dnt like rum, something sweet', 'rum'],
    ['somethin wit ginger beer no vodker', 'vodka'],
  ])('%s: no %s', (request, spirit) => {
    expect(readRequest(request, bar).excludedSpirits).toContain(spirit);
  });

  test('a tequiler please', () => {
    expect(readRequest('a tequiler please', bar).spirits).toContain('tequila');
  });
});
