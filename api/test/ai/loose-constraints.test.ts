import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { readAges } from '../../src/ai/builtin/understand';
import { limitsAsSaid } from '../../src/ai/money';
import { priceInDoubt, priceOfNamedDrink } from '../../src/ai/money';
import { emojiAsWords, fold } from '../../src/ai/text';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Hard constraints said loosely, as in `eval/dev-loose-recommendations.json`: price caps with no cap word, in slang
 * money, as typed ('12.-'), by a round or by a drink of the menu; egg and nuts by what holds them; quinine and
 * juniper; not even a trace for medicines and a teenager's age; a drink had already; spirits by colour or kind;
 * emoji. Each is checked with an engine that answers the whole menu whatever is asked (as a model that missed the
 * rule would), so only the reading of the constraint stands between the guest and a drink that breaks it.
 */
const bar = demoBar();
const { everything } = guestAsks(bar);
// Asked of `everything` unless another engine is given.
const { ask } = guestAsks(bar, everything);
const has = (recipeId: string, ...items: string[]) => bar.recipes.find((r) => r.id === recipeId)!.ingredients.some((i) => items.includes(i.inventoryItemId));

async function expectCap(request: string, cap: number) {
  for (const engine of [builtinEngine, everything]) {
    const answer = await ask(request, engine);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect([request, drink.recipeId, drink.price <= cap]).toEqual([request, drink.recipeId, true]);
  }
}

async function expectNone(request: string, ...items: string[]) {
  for (const engine of [builtinEngine, everything]) {
    const answer = await ask(request, engine);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect([request, drink.recipeId, has(drink.recipeId, ...items)]).toEqual([request, drink.recipeId, false]);
  }
}

describe('price caps said loosely', () => {
  test.each([
    ['Cocktail mit Gin bis 12.- bitte', 12],
    ['something with tequila, 12.- max', 12],
    ['9,-- Euro, ein Bier', 9],
  ])('an amount typed with a dash for its cents is money: %s', async (request, cap) => {
    await expectCap(request, cap);
  });

  test.each([
    ['hab nur noch 8 Kröten, ein Bier bitte', 8],
    ['10 Tacken, was mit Rum', 10],
    ['10 pelas, algo con ron', 10],
  ])('slang for money is money: %s', async (request, cap) => {
    await expectCap(request, cap);
  });

  test("an amount in slang money after 'tenho' is no age: 'só tenho 10 paus, uma cerveja' gets a beer", async () => {
    expect(readRequest('só tenho 10 paus, uma cerveja', bar).alcoholFree).toBe(false);
    expect((await ask('só tenho 10 paus, uma cerveja', builtinEngine)).map((d) => d.recipeId)).toContain('lager');
  });

  test("'single digits' is under 10", async () => {
    expect(limitsAsSaid('can only do single digits')).toMatch(/under 10/);
    await expectCap('can only do single digits, something refreshing', 9.99);
  });

  test('a number the reader cannot place in a request that talks of money is the cap', async () => {
    expect(priceInDoubt('spending limit tonight is 9, something fruity')).toBe(9);
    expect(priceInDoubt('my wallet is at 10 tonight, cocktail')).toBe(10);
    await expectCap('spending limit tonight is 9, something fruity', 9);
  });

  test('... but not an age, a count of things or money said to be no limit', () => {
    expect(priceInDoubt("price doesn't matter, i am 35, something strong")).toBeUndefined();
    expect(priceInDoubt('money is no object, we re 6, best cocktails')).toBeUndefined();
    expect(priceInDoubt('pay day! 10 shots of tequila')).toBeUndefined();
    expect(priceInDoubt('whatever the cost, table 9, a negroni')).toBeUndefined();
  });

  test('an amount for a round is shared by the round; "anything for 9" is at most 9', async () => {
    await expectCap('36 for a round of three, whiskey', 12);
    await expectCap('anything for 9?', 9);
  });

  test('a price said by a drink or a kind of the menu', async () => {
    expect(priceOfNamedDrink('less than what the espresso martini costs', bar.recipes)).toBe(13.99);
    expect(priceOfNamedDrink("moins cher qu'un mojito, quelque chose avec du gin", bar.recipes)).toBe(11.99);
    expect(priceOfNamedDrink('can not spend more than a glass of prosecco costs', bar.recipes)).toBe(11);
    expect(priceOfNamedDrink('not more than a glass of wine, something with rum', bar.recipes)).toBe(10);
    await expectCap('less than what the espresso martini costs, something with vodka', 13.99);
    await expectCap("can't spend more than a glass of prosecco costs, something with bubbles", 11);
  });
});

describe('egg, nuts and what products hold, said loosely', () => {
  test.each([
    'no meringue-y foam stuff, something citrusy with gin',
    'only sours made with aquafaba for me, something with gin',
    'no eggwhite, sour',
    'eggnog gives me hives, something creamy',
    'egg white makes me gag 🤢 something sour',
    '🚫🥚 pls, a sour',
  ])('no egg white: %s', async (request) => {
    await expectNone(request, 'egg-white');
  });

  test.each([
    'no amaretto or anything almondy, whiskey please',
    'marzipan flavour makes me sick, something with rum',
    'macadamia allergy, something tropical',
    'alergia a los frutos de cáscara, algo tropical',
  ])('no almond or coconut: %s', async (request) => {
    await expectNone(request, 'orgeat-syrup', 'amaretto', 'coconut-cream');
  });

  test("a list goes on into the same family: 'no amaretto or anything almondy' wishes for no almond", () => {
    const reading = readRequest('no amaretto or anything almondy, whiskey please', bar);
    expect(reading.ingredients.flat()).not.toContain('almond');
    expect(reading.excludedIngredients.flat()).toContain('almond');
  });

  test('quinine is the tonic, juniper the gin', async () => {
    await expectNone('quinine allergy, a gin drink?', 'tonic-water');
    await expectNone('kein Wacholderschnaps, was Frisches', 'gin-london-dry');
  });
});

describe('not even a trace', () => {
  test.each(['on antibiotics till friday, something refreshing', 'on meds, something fizzy', 'für meine Tochter (14), etwas Fruchtiges', 'for my 16-year-old, something fun'])(
    'only 0.0%% drinks: %s',
    async (request) => {
      for (const engine of [builtinEngine, everything]) {
        const answer = await ask(request, engine);
        expect(answer.length).toBeGreaterThan(0);
        for (const drink of answer) expect([request, drink.recipeId, ALCOHOL_FREE_IDS.includes(drink.recipeId) && drink.recipeId !== 'alcohol-free-beer']).toEqual([request, drink.recipeId, true]);
      }
    },
  );

  test("'16-year-old' is an age", () => {
    expect(readAges('for my 16-year-old').minor).toBe(true);
    expect(readAges('a 16-yr-old').minor).toBe(true);
  });
});

describe('a drink or a spirit ruled out loosely', () => {
  test("'had X already' and 'not another X' rule X out; 'had 2 already' says nothing of what came before", async () => {
    for (const engine of [builtinEngine, everything]) {
      expect((await ask('had an Old Fashioned already, another bourbon drink?', engine)).map((d) => d.recipeId)).not.toContain('old-fashioned');
      expect((await ask('not another Aperol Spritz pls, something bubbly and bitter', engine)).map((d) => d.recipeId)).not.toContain('aperol-spritz');
    }
    const answer = await ask("can i get smth w bourbon thats not an old fashioned (had 2 already)", builtinEngine);
    expect(answer.some((d) => has(d.recipeId, 'bourbon'))).toBe(true);
  });

  test.each([
    ['vodka gives me a headache tbh, something fresh', ['vodka']],
    ['tequila and mezcal are a no-go after last weekend 😵 something sour', ['tequila-blanco', 'mezcal']],
    ['tequila 🤮 something sour', ['tequila-blanco']],
    ['tequila 🚫 something sour', ['tequila-blanco']],
    ['niente tequila né mezcal, un cocktail', ['tequila-blanco', 'mezcal']],
  ])('a no said after the thing, with a filler, an emoji, or "né": %s', async (request, items) => {
    await expectNone(request, ...items);
  });

  test("spirits by colour or kind are those spirits, not all alcohol", async () => {
    const brown = ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay', 'cognac', 'rum-dark'];
    await expectNone('no brown liquor, something strong', ...brown);
    await expectNone('clear spirits only, something citrusy', ...brown);
    await expectNone('no clear spirits, something stirred', 'gin-london-dry', 'vodka', 'rum-white', 'tequila-blanco', 'mezcal', 'cachaca');
    await expectNone('no hard liquor, just something light', ...brown, 'gin-london-dry', 'vodka', 'rum-white', 'tequila-blanco', 'mezcal', 'cachaca', 'triple-sec');
    expect(readRequest('no brown liquor, something strong', bar).alcoholFree).toBe(false);
    expect(readRequest('niente superalcolici, solo vino o birra', bar).alcoholFree).toBe(false);
    expect((await ask('no brown liquor, something strong', builtinEngine)).some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
  });

  test("emoji say words; 'né' before a word is 'nor'; 'né en 2009' stays", () => {
    expect(emojiAsWords('tequila 🚫 sour')).toMatch(/tequila\s+no,/);
    expect(emojiAsWords('🚫🥚 pls')).toMatch(/no\s+egg/);
    expect(fold('niente tequila né mezcal')).toBe('niente tequila nor mezcal');
    expect(fold('né en 2009')).toBe('ne en 2009');
  });
});

describe('what products are made of, and allergies said in other words', () => {
  test.each([
    ['allergic to oranges, something with tequila', ['orange-juice', 'orange-slices', 'orange-peel', 'triple-sec', 'aperol', 'campari']],
    ['allergic to pomegranate, something sweet', ['grenadine']],
    ['allergic to corn, something with whiskey', ['bourbon']],
    ['no stimulants, something with rum', ['espresso', 'coffee-liqueur', 'cola']],
    ['histamine intolerance, something refreshing', ['wine-red-house', 'wine-white-house', 'wine-rose-house', 'prosecco', 'lager-bottle', 'ipa-bottle', 'stout-can']],
    ['ohne Kohlensäure, was mit Gin', ['soda-water', 'tonic-water', 'ginger-beer', 'cola', 'grapefruit-soda', 'prosecco']],
    ['no sweeteners, something with gin', ['sugar-syrup', 'agave-syrup', 'honey-ginger-syrup', 'raspberry-syrup', 'grenadine']],
  ])('%s', async (request, items) => {
    await expectNone(request, ...items);
  });

  test("a word read as a slip of a word that names nothing is taken as typed: 'corn' is not 'con'", async () => {
    await expectNone('allergic to corn, something with whiskey', 'bourbon');
  });

  test("an intolerance said after the thing in German, and egg white by its own names", async () => {
    await expectNone('Sulfite vertrage ich nicht, was Prickelndes', 'wine-red-house', 'wine-white-house', 'wine-rose-house', 'prosecco', 'vermouth-sweet', 'vermouth-dry');
    expect(readRequest('Sulfite vertrage ich nicht, was Prickelndes', bar).understood).toBe(true);
    for (const request of ['Eiweiß vertrage ich nicht, was Saures', 'senza albume, qualcosa di aspro', 'sin clara de huevo por favor, algo con ginebra']) {
      expect(readRequest(request, bar).excludedIngredients).toContainEqual(['egg', 'white']);
    }
    expect(readRequest('a sour with egg white please', bar).ingredients).toContainEqual(['egg', 'white']);
    expect(readRequest('allergic to nuts, a sour with egg white', bar).ingredients).toContainEqual(['egg', 'white']);
  });

  test("French 'pas d'' before a vowel is a no", () => {
    const reading = readRequest("pas d'alcools forts, un verre de vin", bar);
    expect(reading.excludedIngredients.flat()).toEqual(expect.arrayContaining(['gin', 'vodka', 'bourbon']));
    expect(reading.alcoholFree).toBe(false);
  });
});

describe('amounts as typed on a phone', () => {
  test.each([
    ['9/drink, something fruity', 9],
    ['9 p.p., something fruity', 9],
    ['9pp something fruity', 9],
    ['I can do 9, something sweet', 9],
    ['9e max, un cocktail', 9],
    ['nine fifty max, something fruity', 9.5],
    ['9 and a half max', 9.5],
    ['9 Fr., etwas Süsses', 9],
  ])('%s: at most %p', async (request, cap) => {
    await expectCap(request, cap);
  });

  test("'nine fifty' is 9.50, not 50", () => {
    expect(limitsAsSaid('nine fifty max')).toMatch(/9\.50/);
    expect(limitsAsSaid('9 50 max')).toMatch(/9\.50/);
  });
});
