import { wordKinds } from '../../src/ai/builtin';
import { strictestReading } from '../../src/ai/safety';
import { demoBar, guestAsks } from './fixtures';

/**
 * What a bartender names first when a guest only says what to leave out, 'nothing' and 'made on' said in the other
 * languages, and money said beside ages, party sizes and counts of drinks (shapes from the thirteenth outside set's
 * misses, none copied).
 */
const bar = demoBar();
const { ask, read } = guestAsks(bar);
// Its own `capOf`: the safety layer's cap first, the reader's only where it has none (not the lower of the two).
const capOf = (request: string) => strictestReading(request, read(request), bar.inventory, wordKinds(bar), bar.recipes).constraints.maxPrice ?? read(request).maxPrice;

const BEST_KNOWN = ['old-fashioned', 'margarita', 'negroni', 'daiquiri', 'espresso-martini', 'mojito', 'whiskey-sour', 'aperol-spritz', 'dry-martini', 'moscow-mule', 'manhattan', 'paloma', 'cosmopolitan'];

describe('a guest who only says what to leave out is offered the best-known classics that fit', () => {
  test.each([
    ['no gin pls', ['gin']],
    ['anything but tequila', ['tequila']],
    ['I hate whisky, what do u recommend', ['whisky']],
    ['no brandy / cognac for me please, otherwise open to anything', ['brandy']],
    ['qualquer coisa menos cachaça', ['cachaca']],
  ])('%s', async (request, spirits) => {
    expect(read(request).excludedSpirits).toEqual(expect.arrayContaining(spirits));
    const top = (await ask(request)).slice(0, 3).map((r) => r.recipeId);
    expect(top.filter((id) => BEST_KNOWN.includes(id))).toEqual(top);
  });

  test('an allergy alone is answered with well-known cocktails that are safe, not with the drinks nearest the first one', async () => {
    const top = (await ask('allergic to eggs!! which cocktails can i actually have')).slice(0, 3).map((r) => r.recipeId);
    expect(top).not.toContain('whiskey-sour');
    expect(top.filter((id) => BEST_KNOWN.includes(id))).toEqual(top);
  });

  test('fame never outweighs a wish: a drink named is answered by its likeness', async () => {
    const top = (await ask('something like a whiskey sour but no egg')).slice(0, 3).map((r) => r.recipeId);
    const sours = ['penicillin', 'sidecar', 'daiquiri', 'margarita', 'caipirinha', 'tom-collins', 'clover-club'];
    expect(top.filter((id) => sours.includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(top.filter((id) => BEST_KNOWN.includes(id) && !sours.includes(id) && id !== 'old-fashioned')).toEqual([]);
  });

  test.each(['nothing but soft drinks for me tonight', 'doing dry january, something fancy', "I don't want a drink that isn't virgin"])(
    '%s: mixed alcohol-free drinks come before the alcohol-free beer',
    async (request) => {
      const answer = await ask(request);
      expect(answer[0]?.recipeId).not.toBe('alcohol-free-beer');
      expect(answer.every((r) => ['virgin-mojito', 'shirley-temple', 'alcohol-free-beer', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'elderflower-fizz'].includes(r.recipeId))).toBe(true);
    },
  );
});

describe("'nothing' and 'made on' said in the other languages", () => {
  test.each([
    'Hab morgen um 7 Frühschicht, also heute nix mit Alkohol. Vielleicht was Herbes?',
    'heute nix mit Alkohol',
    'nix Alkohol für mich',
  ])('%s is alcohol-free', async (request) => {
    expect(read(request).alcoholFree).toBe(true);
    expect((await ask(request)).every((r) => /alcohol-free|virgin|shirley|elderflower/.test(r.recipeId))).toBe(true);
  });

  test.each([
    ['rien à base de rhum ni de tequila svp', ['rum', 'tequila']],
    ['nada a base de ron ni de tequila', ['rum', 'tequila']],
    ['niente a base di gin né di vodka', ['gin', 'vodka']],
    ['nada à base de cachaça nem de vodka', ['cachaca', 'vodka']],
    ['weder Rum noch Tequila', ['rum', 'tequila']],
    ['ich mag weder Gin noch Wodka, was Fruchtiges?', ['gin', 'vodka']],
  ])('%s rules out both', async (request, spirits) => {
    expect(read(request).excludedSpirits).toEqual(expect.arrayContaining(spirits));
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    const held = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId).join(' ')]));
    for (const r of answer) for (const s of spirits) expect(held.get(r.recipeId)).not.toMatch(new RegExp(s === 'rum' ? 'rum-' : s === 'gin' ? 'gin-london' : s));
  });

  test("'noch' alone is not a 'nor': 'noch einen Negroni' is another Negroni", async () => {
    expect((await ask('noch einen Negroni bitte'))[0]?.recipeId).toBe('negroni');
  });
});

describe('money said beside ages, party sizes and counts of drinks', () => {
  test.each([
    ['Wir sind zu zweit und haben 25 Euro, zwei Cocktails bitte', 12.5],
    ["we're 3 and we've got 36 bucks, cocktails pls", 12],
    ['zwei Cocktails bitte, 25 euro', 12.5],
    ['EUR 12 max', 12],
    ['two drinks under 20 total, something fruity', 9.99],
    ['cocktails below 20', 19.99],
    ['tenho 15 pratas', 15],
  ])('%s: each drink at most %s', async (request, cap) => {
    expect(capOf(request)).toBe(cap);
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.every((r) => r.price <= cap)).toBe(true);
  });

  test.each(["I'm under 21", 'they are under 21', "she's under 18", 'under 21 here, what can I have', 'we are 19 and 17'])(
    '%s is an age: alcohol-free drinks, and no price limit said',
    async (request) => {
      const answer = await ask(request);
      expect(read(request).alcoholFree).toBe(true);
      expect(capOf(request)).toBeUndefined();
      expect(answer.every((r) => !/price limit|or less|under \$/i.test(r.reason))).toBe(true);
    },
  );

  test("'conto' is Brazil's word for a real: 'só tenho 50 conto' is converted from reais, never read as $50", async () => {
    const answer = await ask('só tenho 50 conto, o que dá pra pedir?');
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) {
      expect(r.price).toBeLessThan(10);
      expect(r.reason).toMatch(/reais/);
    }
  });

  test.each(['só tenho 10 conto', 'tengo 12 lucas'])('%s is money, not an age', (request) => {
    expect(read(request).alcoholFree).toBe(false);
  });
});

describe("a 'but' turns away only from what was named before it", () => {
  test.each([
    ['not a fan of campari but aperol is fine', 'aperol-spritz'],
    ['not a fan of campari but i like aperol', 'aperol-spritz'],
    ['no gin but a margarita would be great', 'margarita'],
    ['I had a mojito but want a daiquiri now', 'daiquiri'],
  ])('%s: the %s first', async (request, wanted) => {
    expect(read(request).excludedDrinks).not.toContain(wanted);
    expect((await ask(request))[0]?.recipeId).toBe(wanted);
  });

  test.each([
    ['like a negroni but less bitter', 'negroni'],
    ['something like a mojito but different', 'mojito'],
  ])('%s: not the %s itself', async (request, named) => {
    expect((await ask(request)).map((r) => r.recipeId)).not.toContain(named);
  });
});

describe('a birthday and a festive wish said short or in the languages', () => {
  test.each(["c'est mon anniv 🎂 un truc festif !", 'algo festivo', 'was Festliches bitte'])('%s is understood and answered with bubbles', async (request) => {
    expect(read(request).understood).toBe(true);
    const top = (await ask(request)).slice(0, 3).map((r) => r.recipeId);
    expect(top.filter((id) => ['prosecco-glass', 'french-75', 'aperol-spritz'].includes(id)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a medicine that rules out one thing rules out that thing, not the drink', () => {
  test.each([
    ['grapefruit messes w my meds so none of that. a tequila drink?', 'tequila'],
    ['grapefruit juice interacts with my medication, something with gin', 'gin'],
    ["my meds don't mix with grapefruit, a tequila cocktail please", 'tequila'],
  ])('%s', async (request, spirit) => {
    const answer = await ask(request);
    expect(read(request).excludedIngredients).toContainEqual(['grapefruit']);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    const held = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId).join(' ')]));
    expect(answer.every((r) => !/grapefruit/.test(held.get(r.recipeId)!))).toBe(true);
    expect(answer.some((r) => held.get(r.recipeId)!.includes(spirit))).toBe(true);
  });

  test.each(["my meds don't mix with alcohol", 'alcohol messes with my meds', "I'm on medication", 'on antibiotics'])('%s: nothing with alcohol, not even a trace', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
    expect(answer.every((r) => /alcohol-free|virgin|shirley|elderflower/.test(r.recipeId))).toBe(true);
  });
});

describe('how sure an answer is says how much of a wish it meets', () => {
  test('a request that only says what to leave out gets good guesses, less sure than a wish met', async () => {
    const [onlyLimits] = await ask('no gin pls');
    const [wish] = await ask('something fruity, no gin');
    expect(onlyLimits!.confidence).toBeLessThan(0.7);
    expect(onlyLimits!.confidence).toBeGreaterThan(0.4);
    expect(wish!.confidence).toBeGreaterThan(0.8);
  });
});

describe('a party that says what it has in all, and a wish for something everyone likes', () => {
  test.each([
    ['somos 5 com 60 no total, algo que agrade todo mundo', 12],
    ['we are 4, we have 48 total', 12],
    ['wir sind 3 und haben 36 insgesamt', 12],
  ])('%s: each drink at most %s', async (request, cap) => {
    expect(capOf(request)).toBe(cap);
    expect((await ask(request)).every((r) => r.price <= cap)).toBe(true);
  });

  test.each(['something everyone will like', 'a crowd pleaser please', 'qualcosa che piace a tutti', 'algo que le guste a todos', 'quelque chose qui plait a tout le monde', 'somos 5 com 60 no total, algo que agrade todo mundo'])(
    '%s is understood: the best-known classics, not the safe choices for a request not read',
    async (request) => {
      expect(read(request).understood).toBe(true);
      const top = (await ask(request)).slice(0, 3).map((r) => r.recipeId);
      expect(top.filter((id) => BEST_KNOWN.includes(id))).toEqual(top);
    },
  );
});

describe('sleep at stake rules out caffeine, not only coffee', () => {
  test.each(['qualcosa tipo espresso martini ma senza caffè, che poi non dormo', "no coffee or I won't sleep", 'kein Kaffee, sonst kann ich nicht schlafen', 'algo dulce pero sin café que luego no duermo'])(
    '%s: no cola either',
    async (request) => {
      const answer = await ask(request);
      expect(answer.length).toBeGreaterThanOrEqual(3);
      expect(answer.map((r) => r.recipeId)).not.toEqual(expect.arrayContaining(['cuba-libre']));
      expect(answer.map((r) => r.recipeId)).not.toContain('espresso-martini');
    },
  );

  test('a wish to stay awake is no limit', async () => {
    expect((await ask('something to keep me awake'))[0]?.recipeId).toBe('espresso-martini');
  });
});
