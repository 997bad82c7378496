import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Shapes of the opened thirty-third recipes' misses (a mobile cocktail bar's pastes; none copied): a till's export with
 * a components column and modifier rows, an event quote around a keg's fill, a card app's checklists and comments, a
 * spec after an arrow, a table of two ingredients a row, a batch sheet's total column, a punch bowl said in cups, a
 * sub-recipe of weighed fruit, a heading in capitals with a note after a dash, 'about' said short or abroad before a
 * top's measure, a garnish's drops and where they go, a scanner's 'l' for a '1', the glass and its ice, a seasoning after
 * a pinch, a post's call to its readers, and products named without an amount in a client's message.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe("a till's export", () => {
  test('a components column holds the list; a modifier row and the header are no ingredient', async () => {
    const recipe = await importIt([
      'Code,Group,Name,Modifier,Components,Price',
      '2201,SPRITZ,GARDEN SPRITZ,,"Aperol 50ml; Prosecco 75ml; Soda water 25ml; Orange slice x1",8.00',
      '2201-01,SPRITZ,GARDEN SPRITZ,+ LARGE (extra 25ml prosecco),,2.00',
      '2201-02,SPRITZ,GARDEN SPRITZ,NO ICE,,0.00',
    ]);
    expect(amounts(recipe)).toEqual({ aperol: 50, prosecco: 75, 'soda-water': 25, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    ['Gin 50ml; Tonic 150ml; Lemon twist x2', { 'gin-london-dry': 50, 'tonic-water': 150, 'lemon-twist': 2 }],
    ['Vodka 40ml; Ginger beer 120ml; Lime wedge x 1', { vodka: 40, 'ginger-beer': 120, 'lime-wedges': 1 }],
  ])('a count after a thing among measured ones: %s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("the till's item line and a priced upsell are no ingredients; the wine by its glass is read", async () => {
    const recipe = await importIt(['PLU 6120 · HOUSE WHITE 175 · £6.90', 'Our house white – 175ml glass', 'MOD: Large 250ml +£2.10']);
    expect(amounts(recipe)).toEqual({ 'wine-white-house': 175 });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.category).toBe('wine');
  });

  test("a bottle's line under the till's item line is one bottle", async () => {
    const recipe = await importIt(['PLU 4021 · PERONI 330ML · £5.20', '1 x Peroni 330ml bottle', '1 x lime wedge']);
    expect(recipe.ingredients.find((i) => i.inventoryItemId === 'lager-bottle')?.quantity).toBe(1);
  });

  test("a form's 'Modifiers:' with measures is the list, never a till's upsell", async () => {
    const recipe = await importIt(['Base: 45 ml vodka', 'Modifiers: 15 ml lime juice, 100 ml ginger beer']);
    expect(amounts(recipe)).toEqual({ vodka: 45, 'lime-juice': 15, 'ginger-beer': 100 });
  });

  test('a modifier with no price still adds its item', async () => {
    const recipe = await importIt(['1x GIN & TONIC', 'MOD: GIN 50ML', 'MOD: TONIC 150ML']);
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'tonic-water': 150 });
  });
});

describe("an event quote's furniture around a keg's fill", () => {
  test('the heading, terms, what it includes and the fill heading are no ingredients; the fill is divided per serve', async () => {
    const recipe = await importIt([
      'QUOTATION #MB-0417 – Patel/Okafor engagement, 3 May',
      'Welcome drinks: Hugo Spritz on tap',
      'Based on 80 guests, 2 drinks each (160 serves) – £7.00 per serve',
      'Tank fill (1 x 20 L keg):',
      'Prosecco 14.4 L',
      'Elderflower cordial 3.2 L',
      'Soda water 4.8 L',
      'Price includes glassware hire, ice and two bartenders.',
      'This quote is valid for 14 days.',
    ]);
    expect(amounts(recipe)).toEqual({ prosecco: 90, 'elderflower-cordial': 20, 'soda-water': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.servings).toBe(160);
  });

  test('a quote line that holds a measured spec is still read', async () => {
    const recipe = await importIt(['Quote 3318 - Welcome Negroni: 25 ml gin, 25 ml Campari, 25 ml sweet vermouth']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 25, campari: 25, 'vermouth-sweet': 25 });
  });
});

describe("a card app's checklists, comments and a spec after an arrow", () => {
  test("a checklist of a weighed sub-recipe is no part of the drink, whose line of it is listed as written", async () => {
    const recipe = await importIt([
      'Card: Strawberry Collins – summer menu (Marsh, 9 July)',
      'Checklist – House strawberry syrup (makes ~800 ml, keeps 1 week)',
      '[x] 400g strawberries, hulled',
      '[x] 250g caster sugar',
      '[x] 300ml water',
      '[x] 20ml lemon juice',
      '[ ] simmer 5 min, strain',
      'Checklist – Build',
      '[x] 50ml gin',
      '[x] 20ml house strawberry syrup',
      '[x] 100ml soda water',
      '[ ] lemon twist',
      'Comments',
      'Sam: tried it – could be sharper?',
    ]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'soda-water': 100, 'lemon-twist': 1 });
    expect(recipe.unmatchedIngredients).toEqual(['20ml house strawberry syrup']);
  });

  test('a sub-recipe that is mostly poured is still split into its poured parts', async () => {
    const recipe = await importIt(['Clarified lime: 500 ml lime juice, 5 g agar', '25 ml clarified lime', '50 ml gin']);
    expect(amounts(recipe)).toMatchObject({ 'lime-juice': 25, 'gin-london-dry': 50 });
  });

  test('a comment header, its reactions and a spec after an arrow', async () => {
    const recipe = await importIt(['Comment from Priya · 2 Aug at 17:40', 'agreed spec for the gala → 45 gin / 15 lemon / 10 sugar syrup / lemon twist', '❤️ 3 · Reply']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'lemon-juice': 15, 'sugar-syrup': 10, 'lemon-twist': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a syrup with an ampersand in its name, written below the drink with weighed parts, is the drink's line as written", async () => {
    const recipe = await importIt(['50ml rye', '10ml lavender & thyme syrup (recipe below)', '1 dash Angostura bitters', 'Lavender & thyme syrup: 150g sugar, 75ml hot water, 4 sprigs thyme – steep 20 min, strain.']);
    expect(amounts(recipe)).toEqual({ 'rye-whiskey': 50, 'angostura-bitters': 1 });
    expect(recipe.unmatchedIngredients).toEqual(['10ml lavender & thyme syrup (recipe below)']);
  });
});

describe('tables and batch sheets', () => {
  test('a table of two ingredients a row, each amount beside its own name', async () => {
    const recipe = await importIt(['Tom Collins\tml\tIngredient\tml', 'Gin\t50\tLemon juice\t25', 'Sugar syrup\t20\tSoda water\t80', 'Lemon twist\t1\t\t']);
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'lemon-juice': 25, 'sugar-syrup': 20, 'soda-water': 80 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a batch sheet's total column is the batch's, divided per serve; its heading is no ingredient", async () => {
    const recipe = await importIt([
      'GREEN MAN FESTIVAL 2025 – BAR 2 – BATCHES',
      'Serve: Negroni on the rocks – 200 serves',
      'Ingredient\tBatch qty\tNotes',
      'Gin\t5 L\t7 x 70cl',
      'Campari\t5 L\t7 x 70cl',
      'Sweet vermouth\t5 L\t7 x 75cl',
      'Orange peel\t200\tcut on site',
    ]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 25, campari: 25, 'vermouth-sweet': 25, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a punch bowl said in cups, with a weighed sub-recipe the bowl uses all of', async () => {
    const recipe = await importIt([
      'GARDEN PUNCH – "Pimm\'s-ish" (one bowl = 8 cups)',
      'Oleo saccharum (the day before): peels of 3 oranges + 150g sugar, muddle, rest 6 hrs',
      'all of the oleo saccharum',
      '400ml gin',
      '160ml fresh lemon juice',
      '400ml soda water',
    ]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 20, 'soda-water': 50 });
    expect(recipe.servings).toBe(8);
    expect(recipe.unmatchedIngredients).toEqual(['all of the oleo saccharum']);
  });

  test("a slush batch's title with its bowl, and its yield and a note with a range, are no ingredients", async () => {
    const recipe = await importIt(['FROZEN DAIQUIRI – slush machine (10 L bowl)', '2.5 L white rum', '1.5 L fresh lime juice', '1 L sugar syrup', 'Makes 40 x 250ml serves.', 'Check Brix 15–17 before freezing.']);
    expect(amounts(recipe)).toEqual({ 'rum-white': 62.5, 'lime-juice': 37.5, 'sugar-syrup': 25 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('headings, tops and garnishes said as a card says them', () => {
  test.each([
    [['SUMMER CUP – "Garden Party" (jug = 6)', '50 ml gin', '100 ml soda water'], { 'gin-london-dry': 50, 'soda-water': 100 }],
    [["Gin & Tonic (0.0%)", '50ml alcohol-free gin', '150ml tonic water'], { 'gin-alcohol-free': 50, 'tonic-water': 150 }],
  ])('a title: %s', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    ['Prosecco to top (c. 90ml)', 'prosecco', 90],
    ['Top with tonic (approx. 120 ml)', 'tonic-water', 120],
    ["Compléter à l'eau gazeuse (env. 8 cl)", 'soda-water', 80],
    ['aanvullen met gemberbier (80-100 ml)', 'ginger-beer', 90],
    ['üzerine soda (yaklaşık 6 cl)', 'soda-water', 60],
  ])("a top's measure in brackets, 'about' said short or abroad: %s", async (line, item, quantity) => {
    const recipe = await importIt(['30 ml gin', line]);
    expect(amounts(recipe)[item]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    ['Sink 20ml grenadine down the side', 'grenadine', 20],
    ['Float 15ml dark rum over the back of a spoon', 'rum-dark', 15],
    ['float 20 ml dark rum over a spoon', 'rum-dark', 20],
    ['Garnish: 4 drops Angostura on the foam', 'angostura-bitters', 0.2],
    ['Garnish: l lime wedge', 'lime-wedges', 1],
  ])('a pour or a garnish with where it goes: %s', async (line, item, quantity) => {
    const recipe = await importIt(['45 ml tequila', line]);
    expect(amounts(recipe)[item]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([['Tall glass, plenty of ice'], ['Copper mug full of crushed ice'], ['koperen mok vol ijsblokjes'], ['ghiaccio in cubetti'], ['save this one for the weekend!!'], ['tag a friend who needs this']])(
    'no ingredient: %s',
    async (line) => {
      const recipe = await importIt(['50 ml vodka', '150 ml ginger beer', line]);
      expect(recipe.unmatchedIngredients).toEqual([]);
    },
  );

  test.each([
    ['2 cl färskpressad limejuice, 3 cl tranbärsjuice', { 'lime-juice': 20, 'cranberry-juice': 30 }],
    ['Garnering: apelsinskal', { 'orange-peel': 1 }],
    ['2 cl taze limon suyu', { 'lemon-juice': 20 }],
  ])('words abroad: %s', async (line, expected) => {
    const recipe = await importIt(['4 cl vodka', ...line.split(', ')]);
    expect(amounts(recipe)).toMatchObject(expected);
  });

  test('a seasoning after a pinch is one more ingredient, listed when unstocked', async () => {
    const recipe = await importIt(['50 ml vodka', '100 ml tomato juice', 'pinch of celery salt, cracked black pepper']);
    expect(recipe.unmatchedIngredients).toEqual(expect.arrayContaining(['cracked black pepper']));
  });
});

describe("a client's message and a voice note", () => {
  test('products named without an amount beside a measured one are ingredients; what they replace is not', async () => {
    const recipe = await importIt(['Could you do a Negroni but lighter? Maybe a shot of gin, the campari (usual amount?) and then lots of soda instead of the vermouth, with an orange slice.']);
    expect(Object.keys(amounts(recipe)).sort()).toEqual(['campari', 'gin-london-dry', 'orange-slices', 'soda-water']);
    expect(amounts(recipe)['gin-london-dry']).toBe(30);
  });

  test('what a spoken pour goes on to say is no part of its name', async () => {
    const recipe = await importIt(["right so it's forty mil of gin then a shot of espresso fresh not the pod stuff and ten mil of the sugar syrup the house one shake it hard"]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 40, espresso: 30, 'sugar-syrup': 10 });
  });
});
