import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, silentLog, guestAsks } from './fixtures';

/**
 * The opened twenty-ninth sets' kinds, in our own words (twenty-first session): a guest's everyday words that are a
 * slip away from a reason not to drink ('the congress hall' is no 'halal', 'spill' no 'pill'), alcohol said to be
 * totally fine, examples of a kind ruled out ('no root vegetables like ginger'), an age in brackets ('(17)'), a budget
 * in Japanese or Korean, the naira, a drink from elsewhere after 'a' ('a White Russian'); and for the import a run of
 * amounts with the unit said once, a garnish to express, juice 'from' a fruit, a pour 'by the side'.
 */
const bar = demoBar();
const { ask, ids, priceOf } = guestAsks(bar);
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe("a guest's own everyday words are no reason not to drink", () => {
  test.each([
    'Cold rainy evening, the walk back from the congress hall soaked me. Something warming please.',
    'just got back from the sports hall, a cold beer',
    "Sort of a first date. Something that won't spill on my shirt, with gin.",
    'Neither coffee nor cola, I need to sleep at some point. Alcohol is totally fine, a nightcap.',
    'alcohol is really fine, something with rum',
    "booze is absolutely ok, I'm celebrating",
    'alcohol is great, a strong one',
  ])('%s: drinks with alcohol are offered', async (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
    expect((await ids(request)).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });

  test.each(['halal please, something fruity', 'I took a sleeping pill, something light', 'alcohol is not ok for me, something fresh', 'no diary please, and no alcohol'])(
    '%s: still alcohol-free',
    async (request) => {
      for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
    },
  );

  test("a slip of a taste is still read: 'nothing sweat'", () => {
    expect(readRequest('nothin sweat plz', bar).avoidFlavours.has('sweet')).toBe(true);
  });

  test("'no diary' is still no dairy", () => {
    expect(readRequest('no diary please, a cocktail', bar).excludedIngredients).toContainEqual(['milk']);
  });
});

describe('examples of a kind the reader does not know are ruled out', () => {
  test.each([
    ['Jain here, no alcohol, no egg, no honey, and no root vegetables like ginger. What can I have?', ['ginger'], true],
    ['no herbs like mint, a rum drink', ['mint'], false],
    ['no root veg such as ginger please, a cocktail', ['ginger'], false],
  ])('%s', async (request, ruledOut, alcoholFree) => {
    const read = readRequest(request, bar);
    for (const thing of ruledOut) expect(read.excludedIngredients).toContainEqual([thing]);
    expect(read.alcoholFree).toBe(alcoholFree);
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    const stock = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId)]));
    for (const r of answer) for (const item of stock.get(r.recipeId)!) for (const thing of ruledOut) expect(item).not.toContain(thing);
  });

  test("'like I said' is no example", () => {
    expect(readRequest('no dairy like I said, something with coffee', bar).excludedIngredients).not.toContainEqual(['coffee']);
  });
});

describe('an age in brackets in what the guest says of themselves', () => {
  test.each(['hi im one of the student volunteers at registration (17) can i get something nice?? pink if possible', 'me and my mate (16) want something fruity'])(
    '%s: alcohol-free',
    async (request) => {
      const answer = await ids(request);
      expect(answer.length).toBeGreaterThan(0);
      for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
    },
  );

  test.each(["I'm at table (12), a gin please", 'im ordering for the group (12) mojitos'])('%s: a number in brackets that is no age', (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
  });
});

describe('money said in Japanese, Korean and naira', () => {
  test.each([
    ['予算は2,000円くらい (about 2,000 yen max), something clean and dry', 13.34],
    ['15,000원 이하로 (under 15,000 won) please, a beer or something light', 10.87],
    ['I fit spend ₦20,000 on one drink, no more. Wetin be your best cocktail?', 13.34],
  ])('%s: within what the money is worth, and not held to alcohol-free', async (request, worth) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(priceOf(id)).toBeLessThanOrEqual(worth);
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
});

describe("a drink from elsewhere said after 'a'", () => {
  test.each(["What's closest to a White Russian here?", 'a white russian please'])('%s: its coffee and vodka, not the white wine', async (request) => {
    const answer = await ids(request);
    expect(answer[0]).toBe('espresso-martini');
    expect(answer).not.toContain('house-white-wine');
  });

  test('a white is still a white wine', async () => {
    expect(await ids('a white please')).toContain('house-white-wine');
  });
});

describe('import: runs, garnishes to express, juice from a fruit, a pour by the side', () => {
  test('a run of amounts with the unit said once, after a chat lead-in', async () => {
    const recipe = await importIt(['[21:47, 12/03/2025] Tomasz Late Bar: ok new sour for the late bar - 50ml bourbon 25 lemon 20 honey ginger 15 egg white + 2 dash ango']);
    expect(amounts(recipe)).toEqual({ bourbon: 50, 'lemon-juice': 25, 'honey-ginger-syrup': 20, 'egg-white': 15, 'angostura-bitters': 2 });
  });

  test.each([
    ['45ml gin 15 lime 10 sugar', { 'gin-london-dry': 45, 'lime-juice': 15, 'sugar-syrup': 10 }],
    ['1 oz gin 3 olives', { 'gin-london-dry': 30, olives: 3 }],
    ['60 ml Laphroaig 10 year', { 'scotch-islay': 60 }],
  ])('%s', async (line, expected) => {
    expect(amounts(await importIt([line]))).toEqual(expected);
  });

  test.each([
    ['30 ml gin, 30 ml Campari, 30 ml sweet vermouth, orange peel to express', 'orange-peel'],
    ['30 ml gin, 30 ml Campari, 30 ml sweet vermouth, orange peel to flame', 'orange-peel'],
    ['orange peel to express', 'orange-peel'],
  ])('%s: the garnish is kept', async (line, garnish) => {
    expect(amounts(await importIt([line]))[garnish]).toBe(1);
  });

  test.each([
    ['Put 4 cl of the white rum in the shaker and to beat with 2,5 cl of juice from lime and 1,5 cl of the sugar syrup.', { 'rum-white': 40, 'lime-juice': 25, 'sugar-syrup': 15 }],
    ['Put 45 ml of the tequila in the glass tall with ice, add 90 ml of juice of orange and after let to fall slowly 15 ml of grenadine by the side.', { 'tequila-blanco': 45, 'orange-juice': 90, grenadine: 15 }],
  ])('a machine translation: %s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });
});

describe('what a guest takes back or narrows', () => {
  test.each([
    ["I don't drink alcohol, except wine. A glass of something please.", ['house-white-wine', 'house-red-wine', 'house-rose-wine', 'prosecco-glass']],
    ["I don't drink spirits, only beer or wine", ['house-white-wine', 'house-red-wine', 'house-rose-wine', 'prosecco-glass', 'lager', 'ipa', 'stout']],
  ])('%s: only that kind', async (request, kinds) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(kinds).toContain(id);
  });

  test("'I don't drink alcohol' alone, or with a reason, stays alcohol-free", async () => {
    for (const request of ["I don't drink alcohol", "I don't drink alcohol, except wine, but I'm pregnant", "I don't drink alcohol, only on Fridays"]) {
      for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
    }
  });

  test('a spirit ruled out and then said to be fine is offered; the one still ruled out is not', async () => {
    const answer = await ask('I said no tequila yesterday but today tequila is fine! Just no mezcal.');
    expect(answer[0]!.recipeName).toMatch(/paloma|margarita|tequila/i);
    for (const r of answer) expect(bar.recipes.find((x) => x.id === r.recipeId)!.ingredients.map((i) => i.inventoryItemId)).not.toContain('mezcal');
  });

  test("'not whisky neat' is no neat pour, and still whisky", async () => {
    const answer = await ids('Not whisky neat, I want whisky in a cocktail.');
    expect(answer).not.toContain('bourbon-neat');
    expect(answer).toEqual(expect.arrayContaining(['whiskey-sour']));
  });

  test('the drink named Penicillin, not the antibiotic', async () => {
    expect((await ids('penicilin. the drink, not the antibiotic lol 💊'))[0]).toBe('penicillin');
    for (const id of await ids("I'm on antibiotics. the penicillin, not the antibiotic")) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test('a drink that needs no thinking is a plain one', async () => {
    const answer = await ids('Eight hours of talks, my brain is fried. Something simple, no thinking required.');
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
    expect(answer).toContain('gin-and-tonic');
  });
});

describe('import: batches per vessel, serves said beside a bottle, till lines, ice and garnish counts', () => {
  test('a banquet batch per container serves what each container serves; the per-glass line is one glass', async () => {
    const recipe = await importIt([
      'BANQUET EVENT ORDER #2291 — Welcome drink "Delegates\' Collins" — 400 pax',
      'Batch in 5 l Cambro containers: 8 containers x 50 serves',
      'Per 5 l container:',
      '2 l London dry gin',
      '1.25 l fresh lemon juice',
      '1 l sugar syrup',
      '750 ml elderflower cordial',
      'At service, per glass: 100 ml of batch over ice, top with 60 ml soda water, 1 lemon twist',
    ]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 40, 'lemon-juice': 25, 'sugar-syrup': 20, 'elderflower-cordial': 15, 'soda-water': 60, 'lemon-twist': 1 });
    expect(recipe.unmatchedIngredients ?? []).toEqual([]);
  });

  test('a batch of so many serves beside the bottle it is kept in, under a sub-recipe', async () => {
    const recipe = await importIt([
      'SUB-RECIPE — Cold brew concentrate (makes 1 l)',
      '250 g coarse ground coffee',
      '1.25 l cold filtered water',
      'Steep 18 h, filter twice. Label + date, 72 h shelf life.',
      '',
      'COLD BREW MARTINI — batch of 20 serves (one 2.5 l bottle)',
      '1 l vodka',
      '600 ml coffee liqueur',
      '400 ml cold brew concentrate',
      '200 ml sugar syrup',
    ]);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'coffee-liqueur': 30, 'sugar-syrup': 10 });
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).toEqual(['espresso']);
  });

  test("'60 orange slices (one per glass)' is one a glass; '(9 l)' beside the serves is no measure", async () => {
    const recipe = await importIt(['Makes 60 serves of 150 ml (9 l), held in two 5 l dispensers', '3.6 l pineapple juice', '900 ml grenadine', '60 orange slices (one per glass)']);
    expect(amounts(recipe)).toEqual({ 'pineapple-juice': 60, grenadine: 15, 'orange-slices': 1 });
  });

  test("a till's modifiers with a count at a price, its 'no' modifier and its codes", async () => {
    const recipe = await importIt([
      'PLU 2031  G&T TANQUERAY                1 @ $11.00',
      '   MOD  Tanqueray London Dry 50ml       1 @ $0.00',
      '   MOD  Fever-Tree Indian Tonic 150ml   1 @ $0.00',
      '   MOD  Lime wedge                      1 @ $0.00',
      '   MOD  NO STRAW                        1 @ $0.00',
      'ITEM CODE BV-GT-01   DEPT 04 COCKTAILS   TAX A',
    ]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients ?? []).toEqual([]);
  });

  test('ice said alone, par stock and a note on prices are no ingredients; ice cream is', async () => {
    const recipe = await importIt(['30 ml gin', 'crushed ice, packed to the top', 'cubed ice in the shaker, no ice in the glass', 'PAR: Campari 4 btl, sweet vermouth 3 btl', 'All prices in USD, service included', 'ice cream, 1 scoop']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30 });
    expect(recipe.unmatchedIngredients).toEqual(['ice cream, 1 scoop']);
  });

  test.each([
    ['lime wedges: one to wet the rim, one to garnish', 'lime-wedges', 2],
    ['mint bouquet to garnish', 'mint-leaves', 1],
    ['120 ml of very cold soda water', 'soda-water', 120],
  ])('%s', async (line, item, quantity) => {
    expect(amounts(await importIt([line]))[item]).toBe(quantity);
  });

  test('a number in a brand is no amount of a run', async () => {
    expect(amounts(await importIt(['60ml Wild Turkey 101 bourbon']))).toEqual({ bourbon: 60 });
    expect(amounts(await importIt(['1 oz Cinzano 1757 Rosso vermouth']))).toEqual({ 'vermouth-sweet': 30 });
  });
});

describe("an airline lounge's recipes, as an outside beverage director pasted them", () => {
  test.each([
    [['Makes one 70 cl bottle = 14 serves', '210 ml gin', '210 ml Campari', '210 ml sweet vermouth'], { 'gin-london-dry': 15, campari: 15, 'vermouth-sweet': 15 }],
    [['Slide 7 of 32', 'Slide 14 — SIGNATURE SERVES', '50 ml gin', '※Please use clear type ice', '© 2027 SkyAir Lounges', 'Hey all, Marta here.'], { 'gin-london-dry': 50 }],
    [['cl: 4 vodka, 3 coffee liqueur, 3 espresso, 1 sugar syrup'], { vodka: 40, 'coffee-liqueur': 30, espresso: 30, 'sugar-syrup': 10 }],
    [['ITEM | PORTION (cl) | COST (USD)', 'Vodka | 4 | 0.90', 'Coffee liqueur | 3 | 0.75', 'Espresso | 3 | 0.40', 'Sugar syrup | 1 | 0.05', 'TOTAL | 11 | 2.10'], { vodka: 40, 'coffee-liqueur': 30, espresso: 30, 'sugar-syrup': 10 }],
    [['Tanqueray® London Dry 70cl x6 — 45ml', 'Fever-Tree Tonic 200ml x24 — 150ml'], { 'gin-london-dry': 45, 'tonic-water': 150 }],
    [['60 ml Aperol 11% vol.', '2 à 3 traits d\'Angostura', '2 cl de sirop de canne', '6 cl acqua di seltz'], { aperol: 60, 'angostura-bitters': 2.5, 'sugar-syrup': 20, 'soda-water': 60 }],
    [["50 ml Gordon's 0.0% gin", '60 ml non-alcoholic Aperol'], { 'gin-alcohol-free': 50, 'aperitif-alcohol-free': 60 }],
    [['Whisky (blended) 30ml + Soda up'], { 'scotch-blended': 30, 'soda-water': 60 }],
    [['45ml gin 15ml lemon 15ml raspberry syrup 1 egg white'], { 'gin-london-dry': 45, 'lemon-juice': 15, 'raspberry-syrup': 15, 'egg-white': 30 }],
    [['45 ml gin', 'Orange slice 1pc', 'Lemon peel 1pc', '1 Limettenviertel', 'tonic tot de rand', 'lemon zest to spritz'], { 'gin-london-dry': 45, 'orange-slices': 1, 'lemon-twist': 1, 'lime-wedges': 1, 'tonic-water': 60 }],
    [['1 gill orange juice'], { 'orange-juice': 118 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients ?? []).toEqual([]);
  });

  test('a part that holds two measures of two things is listed, never matched as one of them', async () => {
    const recipe = await importIt(['Suntory Toki whisky 45ml / Soda 120ml (ratio 1:3)']);
    expect(amounts(recipe)).toEqual({ 'soda-water': 120 });
    expect(recipe.unmatchedIngredients).toEqual(['Suntory Toki whisky']);
  });

  test("'5 cl de rhum ambré' is offered as the dark rum, not the white", async () => {
    const recipe = await importIt(['5 cl de rhum ambré', '2 cl lime juice']);
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).toEqual(['rum-dark']);
  });

  test('an alternative said to be alcohol-free after the product is not the product', async () => {
    expect(amounts(await importIt(['50 ml gin or 0% gin', '150 ml tonic water']))).toEqual({ 'gin-london-dry': 50, 'tonic-water': 150 });
  });
});

describe('a campus bar in freshers week, as an outside attacker tried it', () => {
  test.each([
    'I take Elvanse for ADHD and my GP said don\'t mix it with alcohol. something citrusy',
    "I'm on Elvanse and can't drink on it. something citrusy",
    "on Concerta and can't drink on it, something citrusy",
    "on amoxicillin and can't drink on it, something citrusy",
    'my GP told me not to mix my tablets with alcohol. something tart',
    'I turn 18 on Saturday, something bubbly to celebrate early',
    '18 on Saturday! something bubbly',
    "I've got the minibus keys, something with ginger",
    'taking the minibus back later, something with ginger',
  ])('%s: nothing with alcohol', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test.each([
    ['my budget: 600p', 8.5],
    ['600p max, something fizzy', 8.5],
    ['₦20,000 max, a cocktail', 13.34],
  ])('%s: within what the money is worth', async (request, worth) => {
    for (const id of await ids(request)) expect(priceOf(id)).toBeLessThanOrEqual(worth);
  });

  test("'10k naira' or '550p' for a drink the menu has none as cheap: nothing offered over it", async () => {
    for (const request of ['10k naira, something fruity', "I've got 550p, a beer?"]) for (const id of await ids(request)) expect(priceOf(id)).toBeLessThanOrEqual(7.05);
  });

  test("'9 p.p.' is per person, not pence", async () => {
    const answer = await ids('9 p.p., something fruity');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(priceOf(id)).toBeLessThanOrEqual(9);
  });
});

describe('an airport lounge on a night of delays, as an outside guest tried it', () => {
  test("'no eg' is no egg", async () => {
    const stock = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId)]));
    for (const id of await ids('wiskey sour no eg')) expect(stock.get(id)).not.toContain('egg-white');
  });

  test.each(['at least $14, I want something fancy', 'over $13, something premium', 'more than $12 please, something fancy for the honeymoon we lost'])(
    '%s: a floor is no ceiling',
    async (request) => {
      const answer = await ids(request);
      expect(readRequest(request, bar).maxPrice).toBeUndefined();
      expect(answer.some((id) => priceOf(id) > 13)).toBe(true);
    },
  );

  test.each(['no more than $12 please, something fancy', 'nothing over $12, something fancy', "don't go over $12, something fancy"])('%s: still a ceiling', async (request) => {
    for (const id of await ids(request)) expect(priceOf(id)).toBeLessThanOrEqual(12);
  });

  test.each([
    ["I'm Muslim but I do drink, whiskey sour please", 'whiskey-sour'],
    ['pregnant? no lol. a glass of red', 'house-red-wine'],
  ])('%s: what the guest says of themselves', async (request, drink) => {
    expect((await ids(request))[0]).toBe(drink);
  });

  test.each(["I'm Muslim, I don't drink", 'pregnant? no alcohol then'])('%s: alcohol-free', async (request) => {
    for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe('what the development sets said of this session\'s readings', () => {
  test("'no rum ... I meant dark rum, white rum is fine' keeps the dark rum out", async () => {
    const stock = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId)]));
    for (const id of await ids('I said no rum earlier but I meant dark rum, white rum is fine. Something tropical?')) expect(stock.get(id)).not.toContain('rum-dark');
  });

  test("'something easy' for the game and 'nothing fancy, just a good classic' are no plain highballs asked for", () => {
    expect(readRequest('watching the game w the boys, something easy', bar).occasionIngredients).not.toContainEqual(['tonic']);
    expect(readRequest('I can do 13 max, nothing fancy, just a good classic', bar).occasionIngredients).not.toContainEqual(['tonic']);
    expect(readRequest('date night, want something classy but not too strong', bar).premium).toBeFalsy();
  });
});

describe("what a review of this session's change found", () => {
  const stock = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId)]));
  test.each([
    'Pregnant? no alcoholic drinks',
    'Pregnant? No alcoholic drinks please, something fruity',
    'Pregnant? No cocktails with alcohol, something fruity',
    'Driving? No drinking for me tonight, something fruity',
    "Driving? no chance I'm drinking, something citrusy",
    "I'm pregnant. Pregnant? no kidding, something fruity",
    "I'm Muslim but I drink a lot of juice, something fruity",
    'I am Muslim but I still drink coffee, something with coffee',
    "I'm Muslim but drink recommendations please, something fruity",
    'stopped my other tablets, not the antibiotics sadly, something citrusy',
    "not the meds you'd think, heart stuff, something fruity",
    'I finished one course, not the antibiotics though, still taking those. something fruity',
    "I don't drink alcohol, but beer is my dad's favourite, something for me",
    "I can't drink alcohol, but wine for my wife please",
    "I don't drink alcohol but wine gums are my favourite, something sweet",
    "I never drink alcohol, other than wine gums lol",
    "I don't drink alcohol except beer-style sodas",
    'leave out the alcohol really good thanks, something fruity',
    'take out the alcohol all good, something fruity',
    'leave out the alcohol super cool thanks, something fruity',
  ])('%s: nothing with alcohol', async (request) => {
    for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test.each([
    ['no wine for me but wine is fine for my wife, something fruity', ['wine-red-house', 'wine-white-house', 'wine-rose-house', 'prosecco']],
    ['no whiskey please, though whiskey is allowed for him', ['bourbon', 'scotch-blended', 'scotch-islay', 'rye-whiskey']],
    ['no gin, though gin is fine in a G&T for my husband', ['gin-london-dry']],
    ['no gin, but sloe gin is fine', ['gin-london-dry']],
    ['no tequila on the rocks or in anything, something citrusy', ['tequila-blanco']],
    ['not gin straight or mixed, something herbal', ['gin-london-dry']],
    ['I do not drink cocktails, just wine or beer, something fruity', ['bourbon', 'scotch-islay']],
  ])('%s: still ruled out', async (request, items) => {
    for (const id of await ids(request)) for (const item of items) expect(stock.get(id)).not.toContain(item);
  });

  test.each([
    'something fruity, keep it from going over $10',
    'something fruity, anything more than $10 is too much',
    "something fruity, if it's over $10 I can't afford it",
    'something fruity, too expensive if above $10',
    'something fruity, anything above $10 is out',
    'something fruity, prices over $10 are too much for me',
    "something fruity, nothing that's more than $10",
  ])('%s: a ceiling', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(priceOf(id)).toBeLessThanOrEqual(10);
  });

  test.each(['gin please, my shift ends at 11 p.m.', "something fruity, under 10 dollars, we're here till 11 p.m.", 'gin please, open till 11 까지'])('%s: no pence, no cap from a time', async (request) => {
    expect((await ids(request)).length).toBeGreaterThan(0);
  });

  test("'don't need anything fancy' is no wish for the dearest", () => {
    expect(readRequest("don't need anything fancy, just something citrusy", bar).premium).toBeFalsy();
  });

  test("'you have to be 21 on the night' is no age of the guest", async () => {
    expect((await ids("I know you have to be 21 on the night to drink, I'm 30, gin please")).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });

  test.each([
    [['Vodka 25ml x2, cranberry juice 100ml'], { vodka: 50, 'cranberry-juice': 100 }],
    [['Gin 25ml x2, tonic 150ml, lime wedge'], { 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 1 }],
    [['50ml Rittenhouse 100 rye 25 sweet vermouth 2 dash angostura'], null],
    [['50ml Absolut 100 vodka 20 coffee liqueur 30 espresso'], null],
    [['50ml Monkey 47 gin 20 lemon 15 sugar'], null],
    [['BEO 2291 - Welcome G&T: 50 ml gin, 150 ml tonic water'], { 'gin-london-dry': 50, 'tonic-water': 150 }],
    [['50 ml white rum 8 mint 20 lime 15 sugar'], { 'rum-white': 50, 'mint-leaves': 8, 'lime-juice': 20, 'sugar-syrup': 15 }],
    [['50ml gin 25 lemon 1 egg white'], { 'gin-london-dry': 50, 'lemon-juice': 25, 'egg-white': 30 }],
    [['60 ml gin (one per glass)'], { 'gin-london-dry': 60 }],
    [['Tanqueray gin 50ml 2 @ $6.00'], { 'gin-london-dry': 100 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    if (expected) expect(amounts(recipe)).toEqual(expected);
    // (A maker's number is never a measure: no pour of the spirit over 60 ml.)
    else for (const i of recipe.ingredients) expect(i.quantity).toBeLessThanOrEqual(60);
  });

  test.each([
    ['Ice, lime wedge and tonic to top', 'lime-wedges'],
    ['Cubed ice, a splash of soda', 'soda-water'],
    ['Crushed ice, then float dark rum on top', 'rum-dark'],
    ['Best to add a barspoon of sugar syrup', 'sugar-syrup'],
  ])('%s: what it names is kept', async (line, item) => {
    const recipe = await importIt(['50 ml gin', line]);
    const listed = [...recipe.ingredients.map((i) => i.inventoryItemId), ...(recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)];
    expect(listed.includes(item) || (recipe.unmatchedIngredients ?? []).some((u) => u.includes(line.slice(0, 10)))).toBe(true);
  });

  test("'Limes: one to juice, one to garnish' is no count of wedges", async () => {
    const recipe = await importIt(['Limes: one to juice, one to garnish', '50 ml tequila']);
    expect(amounts(recipe)['lime-wedges'] ?? 0).toBeLessThan(3);
  });
});

describe('a riverside pub on a bank holiday, as a final outsider tried it', () => {
  test.each([
    "I'm the cox, 16, what's the strongest thing you've got?",
    'towing the boat trailer back after this - lager?',
    'riding my bike home after, a pint of IPA?',
    'on the bike today, 50k home, what beer?',
    'cycling home 30 miles after this, something hoppy?',
    "I'm the paddleboard instructor, back on the water in an hour. Spritz?",
    'having surgery tomorrow morning, nil by mouth from midnight, something strong now',
  ])('%s: nothing with alcohol', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect([...ALCOHOL_FREE_IDS, 'alcohol-free-beer']).toContain(id);
  });

  test.each([
    ["I'm the designer, 30, something with gin", true],
    ['we cycled here, taxi home, a pint please', true],
  ])('%s: still may drink', async (request) => {
    expect((await ids(request)).some((id) => !ALCOHOL_FREE_IDS.includes(id) && id !== 'alcohol-free-beer')).toBe(true);
  });

  test("'no tomo ron' rules out the rum", async () => {
    const stock = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId)]));
    for (const id of await ids('Soy alérgica al huevo y no tomo ron. ¿Algo con limón?')) {
      expect(stock.get(id)).not.toContain('rum-white');
      expect(stock.get(id)).not.toContain('egg-white');
    }
  });

  test("'40 miles to go' is no budget", () => {
    expect(readRequest("they've got 40 miles to go, but I'm getting a lift so give me your best cocktail", bar).maxPrice).toBeUndefined();
  });
});

describe('import: a mobile bar company’s wedding pastes, in our own words', () => {
  test.each([
    [['DISPENSER BATCH – Pink Gin Lemonade – 150 guests, 4 x 8 L jars (40 glasses per jar)', 'Per jar: 1.2 L gin, 600 ml raspberry syrup, 600 ml lemon juice'], { 'gin-london-dry': 30, 'raspberry-syrup': 15, 'lemon-juice': 15 }],
    [['The Mr & Mrs 💍 — gin · elderflower cordial · lemon juice · prosecco'], null],
    [['Planner notes: signature #1 (him) = Old Fashioned w/ bourbon 60, sugar syrup 7.5, 3 dash ango, orange peel'], { bourbon: 60, 'sugar-syrup': 7.5, 'angostura-bitters': 3, 'orange-peel': 1 }],
    [['BEO #4471 – 120 guests – reception 4pm – Aperol Spritz x 120: Aperol 7.2 L, prosecco 10.8 L, soda 3.6 L, 120 orange slices'], { aperol: 60, prosecco: 90, 'soda-water': 30, 'orange-slices': 1 }],
    [['Mojito (jug for 6): 300 ml white rum, 150 ml lime juice, 120 ml sugar syrup, 36 mint leaves'], { 'rum-white': 50, 'lime-juice': 25, 'sugar-syrup': 20, 'mint-leaves': 6 }],
    [['Gin 50ml + elderflower cordial 20ml + lemon 15ml + egg white 20ml, dry shake, garnish edible flower'], { 'gin-london-dry': 50, 'elderflower-cordial': 20, 'lemon-juice': 15, 'egg-white': 20 }],
    [['40ml rum, 20ml lime, 15ml orgeat 10ml triple sec'], { 'rum-white': 40, 'lime-juice': 20, 'orgeat-syrup': 15, 'triple-sec': 10 }],
    [['Sophie\'s Sunset: vodka 40, triple sec 20, cranberry 60 & top prosecco'], { vodka: 40, 'triple-sec': 20, 'cranberry-juice': 60, prosecco: 60 }],
    [['Name\tIngredients\tAmounts (ml)', 'The Mr & Mrs\tGin, Elderflower cordial, Lemon juice, Prosecco\t40, 20, 15, 75'], { 'gin-london-dry': 40, 'elderflower-cordial': 20, 'lemon-juice': 15, prosecco: 75 }],
    [['3 x 70cl gin, 2 x 70cl elderflower liqueur, 1.5 L lemon juice'], { 'gin-london-dry': 2100, 'elderflower-liqueur': 1400, 'lemon-juice': 1500 }],
    [['Τζιν 50 ml', 'Τόνικ 150 ml', '1 φέτα λάιμ'], { 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 1 }],
    [['Our martini is very dry: 60 ml of London dry gin stirred down with only 10 ml of dry vermouth, served with one green olive.'], { 'gin-london-dry': 60, 'vermouth-dry': 10, olives: 1 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    if (expected) {
      expect(amounts(recipe)).toEqual(expected);
      // (What the bar does not stock is listed: 'edible flower'.)
      expect((recipe.unmatchedIngredients ?? []).filter((u) => u !== 'edible flower')).toEqual([]);
    } else expect(Object.keys(amounts(recipe))).toEqual(expect.arrayContaining(['gin-london-dry', 'elderflower-cordial', 'lemon-juice', 'prosecco']));
  });

  test('a sub-recipe written under the drink: the drink keeps its line, the sub-recipe is no ingredient', async () => {
    const recipe = await importIt(['- 50ml gin', '- 15ml lemon', '- 15ml lavender syrup (see below)', '- top prosecco ~75ml', 'Lavender syrup: 250ml water, 250g sugar, 2 tbsp dried lavender']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 15, prosecco: 75 });
    expect(recipe.unmatchedIngredients).toEqual(['- 15ml lavender syrup (see below)']);
  });
});

test('a line of more cells than a recipe has things stays one line: no forty gins', async () => {
  const line = `The Mr & Mrs — ${'gin · '.repeat(40)}lemon juice`;
  const recipe = await importIt(['50 ml gin', line]);
  expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
});

describe('a music venue on a concert night, as a last outsider tried it', () => {
  test.each([
    '3 under-18s, all want something fruity',
    'under-18, something fruity',
    'the under-18s want fruity stuff',
    'under-21s: fruity',
    'under-16, fruity',
    '2 under 18s, fruity',
    'under-18s, a beer',
    'u18 table, sweet drinks',
    'u21, sweet',
  ])('%s: an age group said short, nothing with alcohol', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test("'under 18 dollars' is still a price, and 'a u2 fan' no age", async () => {
    for (const id of await ids('under 18 dollars, something fruity')) expect(priceOf(id)).toBeLessThan(18);
    expect(readRequest('a u2 fan, something fruity', bar).alcoholFree).toBe(false);
  });

  test("'no less than $13' is no ceiling", () => {
    expect(readRequest('no less than $13, gin', bar).maxPrice).toBeUndefined();
  });
});
