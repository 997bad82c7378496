import { availableProfiles } from '../../src/ai/builtin';
import { understandRequest } from '../../src/ai/builtin/understand';
import type { AiEngine, RecommendAnswer } from '../../src/ai/port';
import { constraintsFromNames } from '../../src/ai/safety';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Hard constraints however guests state them, and what the answer must say when the recipes cannot tell or no
 * drink within the limits has what was asked: prices, not drinking, caffeine, sugar, soy, sulfites, vegan wines.
 */
const bar = demoBar();
const { ask, ingredientsOf } = guestAsks(bar);
const menu = availableProfiles(bar);
// Not the shared `read` (readRequest): what the built-in engine understands against the menu's profiles.
const read = (text: string) => understandRequest(text, menu);

describe('a price limit however it is written', () => {
  test.each([
    ['10€ max', 10],
    ['€8 or less, something fruity', 8],
    ['cheap cocktail, nothing over 12', 12],
    ['budget is twelve dollars, something sour', 12],
    ["can't spend more than 8", 8],
    ["I've got 9 dollars, a beer", 9],
    ['8 max', 8],
  ])('%s: at most %d', async (text, limit) => {
    expect(read(text).maxPrice).toBe(limit);
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(r.price).toBeLessThanOrEqual(limit);
  });

  test('a number word is an age too, never a price', () => {
    expect(read("I'm sixteen").alcoholFree).toBe(true);
    expect(read("I'm sixteen").maxPrice).toBeUndefined();
  });
});

describe('not drinking, said as a sentence in any language', () => {
  test.each(['Ich trinke heute nichts, etwas Erfrischendes', 'je ne bois plus, un truc frais', "I can't drink tonight", 'no puedo beber, algo dulce', 'non posso bere', "I don't drink. Anything with ginger?"])(
    '%s: alcohol-free drinks only',
    async (text) => {
      expect(read(text).alcoholFree).toBe(true);
      for (const r of await ask(text)) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
    },
  );

  test('a "not" about one spirit rules out that spirit, not all alcohol', () => {
    const r = read("I don't drink gin, something with vodka");
    expect(r.alcoholFree).toBe(false);
    expect(r.excludedSpirits).toContain('gin');
    expect(r.spirits).toEqual(['vodka']);
    expect(read('je ne bois pas de gin').alcoholFree).toBe(false);
  });
});

describe('diets the recipes record by name: caffeine and sugar', () => {
  test('no caffeine: nothing with cola or espresso, and the answer says none has cola', async () => {
    const recs = await ask('no caffeine please, something with cola');
    for (const r of recs) expect(ingredientsOf(r.recipeId)).not.toEqual(expect.arrayContaining(['cola']));
    for (const r of recs) expect(ingredientsOf(r.recipeId)).not.toContain('espresso');
    expect(recs[0]!.reason).toMatch(/^No caffeine-free drink on our menu has cola/);
  });

  test('pregnant: alcohol-free and caffeine-free', () => {
    const r = read("I'm pregnant, something with coffee");
    expect(r.alcoholFree).toBe(true);
    expect(r.excludedIngredients).toEqual(expect.arrayContaining([['coffee'], ['espresso'], ['cola']]));
  });

  test.each(["I'm diabetic, nothing sugary", 'sugar-free please'])('%s: no syrups, liqueurs, juices or sodas, and a word to check', async (text) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    const sugary = ['sugar-syrup', 'agave-syrup', 'grenadine', 'triple-sec', 'cola', 'tonic-water', 'ginger-beer', 'orange-juice', 'campari', 'vermouth-sweet', 'cocktail-cherries'];
    for (const r of recs) for (const id of ingredientsOf(r.recipeId)) expect(sugary).not.toContain(id);
    for (const r of recs) expect(r.reason).toMatch(/check with the bartender/);
  });
});

describe('what the recipes cannot tell is said, and what may carry it is left out', () => {
  test('a soy allergy is understood and every answer asks to check with the bartender', async () => {
    expect(read('allergic to soy').understood).toBe(true);
    const recs = await ask('allergic to soy');
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(r.reason).toMatch(/does not fully cover soy: please check with the bartender/);
  });

  test('sulfites: no wine, prosecco or vermouth', async () => {
    const recs = await ask('sulfite allergy, something refreshing');
    for (const r of recs) for (const id of ingredientsOf(r.recipeId)) expect(['wine-red-house', 'wine-white-house', 'wine-rose-house', 'prosecco', 'vermouth-sweet', 'vermouth-dry']).not.toContain(id);
    for (const r of recs) expect(r.reason).toMatch(/sulfites/);
  });

  test('vegan: wines may be fined with egg or milk, so none is offered, and the answer says so', async () => {
    const recs = await ask('vegan - a glass of wine?');
    for (const r of recs) expect(['house-red-wine', 'house-white-wine', 'house-rose-wine', 'prosecco-glass', 'aperol-spritz', 'french-75']).not.toContain(r.recipeId);
    expect(recs[0]!.reason).toMatch(/^No vegan drink on our menu is a wine/);
  });
});

describe('a wish no drink within the limits meets is said, not hidden', () => {
  test.each([
    ['alcohol free - with coffee', /^No alcohol-free drink on our menu has coffee/],
    ['non-alcoholic espresso drink please', /^No alcohol-free drink on our menu has espresso/],
    ['gluten-free beer?', /^No gluten-free drink on our menu is a beer/],
  ])('%s', async (text, said) => {
    const recs = await ask(text);
    expect(recs[0]!.reason).toMatch(said);
  });

  test('a wish that some allowed drink meets is not called unmet', async () => {
    for (const r of await ask('no alcohol, something minty')) expect(r.reason).not.toMatch(/^No /);
  });
});

describe('the same safety for the Azure OpenAI path', () => {
  const fixed = (answer: RecommendAnswer): AiEngine => ({ name: 'azure-openai', recommend: () => Promise.resolve(answer), importRecipe: () => Promise.reject(new Error('not used')) });
  const pick = (...recipeIds: string[]) => recipeIds.map((recipeId) => ({ recipeId, reason: `${recipeId} fits.`, confidence: 0.8 }));

  test('an allergen only the model read (sugar, in Dutch) removes its sugary picks and the note is added to its reasons', async () => {
    const recs = await ask(
      'ik heb suikerziekte',
      fixed({ recommendations: pick('mojito', 'dry-martini', 'bourbon-neat', 'house-white-wine'), constraints: constraintsFromNames({ alcoholFree: false, maxPrice: null, allergens: ['sugar'], excludedSpirits: [], excludedDrinkIds: [] }) }),
    );
    expect(recs.map((r) => r.recipeId)).toEqual(['dry-martini', 'bourbon-neat', 'house-white-wine']);
    expect(recs[0]!.reason).toMatch(/^dry-martini fits\. Our recipe data does not fully cover every source of sugar/);
  });

  test("the model's picks that break a constraint the built-in reader found (no caffeine) are removed", async () => {
    const recs = await ask('decaf only - something with coffee', fixed({ recommendations: pick('espresso-martini', 'stout', 'old-fashioned', 'whiskey-sour') }));
    expect(recs.map((r) => r.recipeId)).toEqual(['stout', 'old-fashioned', 'whiskey-sour']);
  });
});

describe('more reasons not to drink, and allergies said as "X allergy"', () => {
  test.each(['mock tail please', 'I have to drive home', 'gotta drive', "I'm expecting", 'on meds', 'non-alc please', 'I quit drinking', 'halal please', "I'm on call tonight", 'без алкоголя', '无酒精', 'kein Alk bitte', 'voy a manejar'])(
    '%s: alcohol-free',
    (text) => expect(read(text).alcoholFree).toBe(true),
  );

  test.each([
    ['almond allergy', ['mai-tai', 'amaretto-sour']],
    ['wheat intolerance', ['lager', 'ipa', 'stout', 'alcohol-free-beer']],
    ["can't eat eggs", ['whiskey-sour', 'amaretto-sour', 'clover-club']],
    ['allergie aux noix', ['mai-tai', 'amaretto-sour']],
    ['laktosefrei, etwas Süßes', ['pina-colada']],
    ['soy alérgico a los frutos secos', ['mai-tai', 'amaretto-sour']],
  ])('%s rules out %j', async (text, forbidden) => {
    for (const r of await ask(text)) expect(forbidden).not.toContain(r.recipeId);
  });

  test("Spanish 'soy' (I am) before an allergy keeps the allergy", () => {
    expect(read('soy alérgico a los frutos secos').excludedIngredients).toContainEqual(['amaretto']);
  });

  test('a bare amount of money is a budget', () => {
    expect(read('I only have $7').maxPrice).toBe(7);
    expect(read('€10 please').maxPrice).toBe(10);
  });
});

describe('ages however they are said, allergies the menu cannot place', () => {
  test.each(["we're both 19", 'I turn 21 next month', '21 next week', "I'm nearly 18", 'I am 25 and 19'])('%s: alcohol-free', (text) => {
    expect(read(text).alcoholFree).toBe(true);
  });

  test('adults and a party of four are not minors', () => {
    expect(read('we are 30 and 35').alcoholFree).toBe(false);
    expect(read('we are 4, something to share').alcoholFree).toBe(false);
  });

  test.each(['allergic to citrus', 'citrus allergy', 'no citrus please'])('%s: nothing with lime, lemon, orange or grapefruit', async (text) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    const citrus = ['lime-juice', 'lemon-juice', 'orange-juice', 'grapefruit-soda', 'lime-wedges', 'lemon-twist', 'orange-slices', 'orange-peel', 'triple-sec', 'aperol'];
    for (const r of recs) for (const id of ingredientsOf(r.recipeId)) expect(citrus).not.toContain(id);
  });

  test('an allergy to something the recipes do not name is said on every answer', async () => {
    const recs = await ask('kiwi allergy');
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(r.reason).toMatch(/I could not find kiwi in our recipes.*check with the bartender/);
    for (const r of await ask('nut allergy')) expect(r.reason).not.toMatch(/could not find/);
  });
});

describe('a list of what to avoid goes on past a comma', () => {
  test.each([
    ['nothing with gin, vodka or rum', ['gin', 'vodka', 'rum']],
    ["I don't like gin, vodka and rum", ['gin', 'vodka', 'rum']],
    ['no gin, vodka, or tequila please', ['gin', 'vodka', 'tequila']],
  ])('%s: none of %j, and none of them is a wish', (text, spirits) => {
    const r = read(text);
    expect(r.excludedSpirits).toEqual(expect.arrayContaining(spirits));
    expect(r.spirits).toEqual([]);
  });

  test.each(['allergic to eggs, nuts and dairy', 'allergic to nuts, eggs', 'nut allergy, eggs too'])('%s: every allergen is ruled out', async (text) => {
    const r = read(text);
    expect(r.excludedIngredients).toEqual(expect.arrayContaining([['egg'], ['amaretto']]));
    expect(r.ingredients).toEqual([]);
    for (const rec of await ask(text)) expect(['whiskey-sour', 'amaretto-sour', 'clover-club', 'mai-tai']).not.toContain(rec.recipeId);
  });

  test('a clause with a wish of its own, or of another kind, is not negated', () => {
    expect(read('no gin, something fruity').flavours.has('fruity')).toBe(true);
    expect(read('no gin, citrusy').flavours.has('citrus')).toBe(true);
    expect(read('no gin, lime please').ingredients).toEqual([['lime']]);
    expect(read('I hate gin, vodka is fine').spirits).toEqual(['vodka']);
  });
});

describe('an allergy said anywhere in the request', () => {
  test.each(['nut alergic', "nuts - I'm allergic", 'gluton free', 'lactose intolerent', 'peanut alergy', 'veggan'])('%s: the allergen is ruled out, never wished for', (text) => {
    const r = read(text);
    expect(r.excludedIngredients.length).toBeGreaterThan(0);
    expect(r.flavours.has('nutty')).toBe(false);
  });
});
