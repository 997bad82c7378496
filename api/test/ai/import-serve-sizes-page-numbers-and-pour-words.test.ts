import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The opened twenty-fifth recipe set's kinds, in our own words (seventeenth session): how much a batch's cup gets
 * ('Per mug: 185 ml', 'Pro Becher 150 ml ausschenken.', 'ladle 150 ml per mug') is the serve's size, no ingredient; a
 * page's number, a story's label and the method said alone are no ingredients; how it is poured before what ('heavy pour
 * white rum (2 oz)', 'drizzle ½ tsp grenadine'); a bottle said in Spanish or French; the Angostura said singular.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const suggested = (recipe: Imported) => (recipe.suggestedSubstitutes ?? []).map((i) => i.inventoryItemId);

describe('lines that are no ingredient', () => {
  test.each([
    'Per mug: 185 ml',
    'Pro Becher 150 ml ausschenken.',
    'Porcja: 150 ml na kubek',
    'Keep warm in the urn and ladle 150 ml per mug.',
    '- 7 -',
    'Page 3 of 12',
    'Stirred, no ice in the glass',
    'Story: My grandfather kept a bottle of smoky whisky on the windowsill and a bag of almond sweets in his coat.',
  ])("'%s' is not listed as an unmatched ingredient, and the recipe keeps its ingredients", async (line) => {
    const recipe = await importIt(['45 ml bourbon', line, '2 dashes Angostura']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ bourbon: 45, 'angostura-bitters': 2 });
  });

  test('a pour per glass that names a product is still an ingredient', async () => {
    const recipe = await importIt(['50 ml gin per glass', '100 ml tonic water']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'tonic-water': 100 });
  });
});

describe('how it is poured, said before what', () => {
  test.each([
    ['heavy pour white rum (2 oz)', 'rum-white', 60],
    ['generous pour bourbon (60 ml)', 'bourbon', 60],
    ['drizzle ½ tsp grenadine', 'grenadine', 2.5],
    ['2 dash Angostura bitter', 'angostura-bitters', 2],
  ])("'%s' is %s, %s", async (line, item, quantity) => {
    const recipe = await importIt(['30 ml lime juice', line]);
    expect(amounts(recipe)[item]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a bottle said in the languages', () => {
  test.each(['1 botella de cava', 'une bouteille de crémant'])("'%s' is a sparkling wine the bar does not stock: suggested as its Prosecco", async (line) => {
    const recipe = await importIt(['50 ml vodka', line, '250 ml orange juice']);
    expect(suggested(recipe)).toContain('prosecco');
    expect(amounts(recipe)).toEqual({ vodka: 50, 'orange-juice': 250 });
  });
});

describe('a batch said to serve so many, under 600 ml in all', () => {
  test.each([
    [['Serves 8', '400 ml gin', '200 ml Campari'], { 'gin-london-dry': 50, campari: 25 }],
    [['Für 8 Personen', '400 ml Gin', '200 ml Campari'], { 'gin-london-dry': 50, campari: 25 }],
    [['for 4 serves', '200 ml bourbon', '100 ml lemon juice', '80 ml sugar syrup'], { bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 20 }],
  ])('%j is divided into one serve', async (lines, perServe) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(perServe);
    expect(recipe.servings).toBe(Number(/\d+/.exec(lines[0]!)![0]));
  });

  test("one drink's spec under a heading for its party is kept as written", async () => {
    const recipe = await importIt(['Negroni batch for the wedding (20 serves)', '30 ml gin', '30 ml Campari', '30 ml sweet vermouth']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30 });
  });
});

describe("a wine bar manager's pastes", () => {
  test.each(['stirred over ice', 'Warm gently, never boil.'])("'%s' is the method, no ingredient", async (line) => {
    const recipe = await importIt(['40 ml gin', line, '20 ml lemon juice']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 40, 'lemon-juice': 20 });
  });

  test("'allonger à l'eau gazeuse' is soda water to top", async () => {
    const recipe = await importIt(['4 cl gin', "allonger à l'eau gazeuse"]);
    expect(Object.keys(amounts(recipe))).toContain('soda-water');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each(['60 ml pink grapefruit juice', '60 ml ruby red grapefruit juice'])("'%s' is suggested as the grapefruit soda, never dropped", async (line) => {
    const recipe = await importIt(['40 ml tequila', line]);
    expect(suggested(recipe)).toContain('grapefruit-soda');
  });

  test.each([
    [['Mulled wine for 20', '4 bottles red wine', '500 ml orange juice'], 20, { 'wine-red-house': 150, 'orange-juice': 25 }],
    [['Aperol Spritz for a party of 10', '900 ml Prosecco', '600 ml Aperol', '300 ml soda water', '10 orange slices'], 10, { prosecco: 90, aperol: 60, 'soda-water': 30, 'orange-slices': 1 }],
  ])('%j: a title for so many guests is a batch, divided, and no ingredient', async (lines, servings, perServe) => {
    const recipe = await importIt(lines);
    expect(recipe.servings).toBe(servings);
    expect(amounts(recipe)).toEqual(perServe);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

test("a maker of vermouth's sparkling wine is that wine: '3 parts Martini® Prosecco (90 ml)' is Prosecco", async () => {
  const recipe = await importIt(['3 parts Martini® Prosecco (90 ml)', '2 parts Aperol (60 ml)', 'splash of soda water']);
  expect(amounts(recipe)).toMatchObject({ prosecco: 90, aperol: 60 });
  expect(recipe.unmatchedIngredients).toEqual([]);
});

describe("a review's false positives in the import", () => {
  test.each([
    [['Per glass: 90 ml prosecco', '60 ml Aperol'], { prosecco: 90, aperol: 60 }],
    [['Prosecco, pour 90 ml into each glass', '60 ml Aperol'], { prosecco: 90, aperol: 60 }],
  ])('%j keeps the product said with the serve', async (lines, expected) => {
    expect(amounts(await importIt(lines))).toEqual(expected);
  });

  test("'Shaken hard, then topped with soda water' is not dropped as the method", async () => {
    const recipe = await importIt(['50 ml gin', '25 ml lemon juice', 'Shaken hard, then topped with soda water']);
    expect(Object.keys(amounts(recipe)).includes('soda-water') || recipe.unmatchedIngredients.some((u) => /soda water/.test(u))).toBe(true);
  });

  test('a step of the method that ends in a number is no count of serves', async () => {
    const recipe = await processRecipe({ name: 'Tom Collins', ingredients: ['60 ml gin', '30 ml lemon juice', '20 ml sugar syrup', '200 ml soda water'], instructions: ['Shake the first three hard for 5', 'Simmer gently for 10'] }, bar, builtinEngine, silentLog());
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 60, 'lemon-juice': 30, 'sugar-syrup': 20, 'soda-water': 200 });
    expect(recipe.servings).toBeUndefined();
  });
});

describe("the final attacker's batch headings", () => {
  test.each([
    [['10x daiquiri:', '600 ml white rum', '250 ml lime juice', '150 ml sugar syrup'], 'Daiquiri', 10],
    [['600 ml white rum', '250 ml lime juice', '150 ml sugar syrup'], 'Daiquiris (x10)', 10],
    [['6 mojitos', '300 ml white rum', '150 ml lime juice', '120 ml sugar syrup', '600 ml soda water'], 'Mojito', 6],
    [['Jug for 5: 250 ml white rum, 600 ml cola, 50 ml lime juice'], 'Cuba Libre jug', 5],
  ])('%j (%s) serves %s: divided, and the heading is no ingredient', async (lines, name, servings) => {
    const recipe = await importIt(lines, name);
    expect(recipe.servings).toBe(servings);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)['rum-white']).toBe(servings === 6 ? 50 : servings === 5 ? 50 : 60);
  });

  test("'6 limes' is six limes, no count of serves", async () => {
    const recipe = await importIt(['6 limes', '300 ml white rum', '150 ml sugar syrup']);
    expect(recipe.servings).toBeUndefined();
    expect(amounts(recipe)['rum-white']).toBe(300);
  });
});

describe("an outsider's batch headings after the review", () => {
  test.each([
    [['Mojitos x 6', '270ml white rum', '150ml lime juice', '90ml sugar syrup', '48 mint leaves'], 6, 'rum-white', 45],
    [['Sangria, Serves 6', '1 bottle house red wine', '100 ml triple sec', '150 ml orange juice', '6 orange slices'], 6, 'wine-red-house', 125],
  ])('%j serves %s, divided, the heading no ingredient', async (lines, servings, item, quantity) => {
    const recipe = await importIt(lines);
    expect(recipe.servings).toBe(servings);
    expect(amounts(recipe)[item]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a batch poured in bottles and cans (an outsider after the seventeenth review)', () => {
  test("'Serves 4' over 2 bottles of lager is a batch: half a bottle a serve, and the answer says it serves 4", async () => {
    const recipe = await importIt(['2 bottles lager', '400 ml lemonade', 'Serves 4'], 'Shandy jug');
    expect(amounts(recipe)).toEqual({ 'lager-bottle': 0.5 });
    expect(recipe.servings).toBe(4);
  });

  test('one bottle of lager for one guest is no batch', async () => {
    const recipe = await importIt(['1 bottle lager', '100 ml lemonade', 'Serves 1'], 'Shandy');
    expect(amounts(recipe)).toEqual({ 'lager-bottle': 1 });
    expect(recipe.servings).toBeUndefined();
  });
});

describe('how many a batch serves, said as covers or as serves of a size (the opened twenty-sixth set)', () => {
  test("'for 40 covers' in the first line: the batch is divided by 40", async () => {
    const recipe = await importIt(['Wedding package — Aperol Spritz for 40 covers', 'Aperol: 2.4 L', 'Prosecco: 6 bottles (75cl)', 'Soda water: 1.2 L', 'Orange slices: 40'], 'Aperol Spritz');
    expect(recipe.servings).toBe(40);
    expect(amounts(recipe)).toEqual({ aperol: 60, prosecco: 112.5, 'soda-water': 30, 'orange-slices': 1 });
  });

  test("'= 10 serves of 100 ml' says how many, is no ingredient, and the batch is divided by it", async () => {
    const recipe = await importIt(['300 ml gin', '300 ml Campari', '300 ml sweet vermouth', '= 10 serves of 100 ml', 'garnish per serve: 1 orange peel'], 'Negroni pre-mix');
    expect(recipe.servings).toBe(10);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('new sources of the opened twenty-sixth set, in our own words', () => {
  test("a spec app's export, one field after another ('Ingredient: gin | Amount: 30 | Unit: ml'), and its spec id is no ingredient", async () => {
    const recipe = await importIt(['Spec ID: LAG-0142', 'Ingredient: London dry gin | Amount: 30 | Unit: ml', 'Ingredient: Lemon juice | Amount: 15 | Unit: ml', 'Ingredient: Sugar syrup | Amount: 15 | Unit: ml', 'Ingredient: Prosecco | Amount: 60 | Unit: ml'], 'French 75');
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, 'lemon-juice': 15, 'sugar-syrup': 15, prosecco: 60 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a word a PDF hyphenated across lines ('Cam-' / 'pari') is one word again", async () => {
    const recipe = await importIt(['30ml gin, 30ml Cam-', 'pari, 30ml sweet ver-', 'mouth, orange peel'], 'Negroni');
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 });
  });

  test("a Swedish card: 'msk' is a tablespoon, 'fyll upp med ingefärsöl, ca 12 cl' the ginger beer's 120 ml, 'is' the ice", async () => {
    const recipe = await importIt(['4 cl vodka', '1 msk pressad limejuice', 'fyll upp med ingefärsöl, ca 12 cl', '1 limeklyfta', 'is'], 'Moscow Mule');
    expect(amounts(recipe)).toEqual({ vodka: 40, 'lime-juice': 15, 'ginger-beer': 120, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("'this is fine' in an English line is no ice", async () => {
    const recipe = await importIt(['50 ml gin', 'Any tonic is fine'], 'G&T');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50 });
  });
});

describe("an outside manager's pastes (eighteenth session), in our own words", () => {
  test("a phone's notes cut short: 'vod', 'espr', 'ss' after an amount, 'swt verm'", async () => {
    expect(amounts(await importIt(['50 vod / 30 kahlua / 30 espr / 10 ss'], 'espr tini'))).toEqual({ vodka: 50, 'coffee-liqueur': 30, espresso: 30, 'sugar-syrup': 10 });
  });

  test("the drink's name cut short before its list ('neg - gin, campari, swt verm 1oz each')", async () => {
    const recipe = await importIt(['neg - gin, campari, swt verm 1oz each + orange twist'], 'Negroni');
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a batch sheet's 'Name - amount' lines, its event heading and prep note: amounts per guest, nothing else listed", async () => {
    const recipe = await importIt(
      ['PRIVATE PARTY - Henderson 40th - Sat 7pm', 'Mojito batch for 60 guests', 'White rum - 3 x 70cl bottles (2.1 L)', 'Lime juice - 1 L', 'Mint - 240 leaves', 'Soda water - 6 L', 'Prep by 5pm, keep chilled.', 'Simmer 10 min, strain, cool.'],
      'Mojito batch',
    );
    expect(recipe.servings).toBe(60);
    expect(amounts(recipe)).toEqual({ 'rum-white': 35, 'lime-juice': 16.75, 'mint-leaves': 4, 'soda-water': 100 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a step with its time that measures something is still read for it', async () => {
    const recipe = await importIt(['Add 50 ml gin, 25 ml lemon juice and 15 ml sugar syrup to a shaker with 8 mint leaves and ice. Shake hard for 10 seconds, then strain into a highball and top with 100 ml soda water.'], 'Southside');
    expect(amounts(recipe)).toMatchObject({ 'soda-water': 100 });
  });
});

describe("a review of the session's import changes", () => {
  test("a compound a line break split ('double-' / 'strain') stays two words; a batch's measured line is read", async () => {
    const recipe = await importIt(['50 ml gin', '25 ml lemon juice', 'Batch by volume: 700 ml gin'], 'Test');
    expect(amounts(recipe)['gin-london-dry']).toBeGreaterThan(50);
  });
});
