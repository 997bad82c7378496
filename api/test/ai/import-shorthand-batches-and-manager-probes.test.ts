import { SEED_INVENTORY } from '@bar/domain/seed';
import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What an outside bar manager's probes of the import found, each as a class in our own words: a count said with a
 * times sign ('ango x3', '2x Angostura', 'Angostura 2x') is that many dashes of bitters or pieces of a garnish; a batch
 * said by its volume and its drinks, in the languages, is that many serves, with what each glass gets kept a glass's and
 * a divided amount kept to the quarter; an amount below zero is no amount; a measure with 'pour' or 'shot' after it; the
 * part's size said in a note; the juice of a whole or a large fruit; Dutch liqueurs, chat shorthand, a green olive, the
 * bar's spoon and a toast in the languages; a brand with its kind in brackets and more brands of rum, whisky and gin; a
 * title of initials; a lone wine or beer is a wine or a beer.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test', at = bar): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, at, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const suggested = (recipe: Imported) => (recipe.suggestedSubstitutes ?? []).map((i) => i.inventoryItemId);

describe("a count said with a times sign, before or after the thing", () => {
  test.each([
    ['angostura ×4', 4],
    ['3x ango', 3],
    ['Angostura bitters 1x', 1],
    ['x2 Angostura', 2],
  ])("'%s' is that many dashes of the bitters, never ounces", async (line, dashes) => {
    const recipe = await importIt(['45 ml bourbon', line, 'orange peel']);
    // (A dash is a millilitre in the bar's units.)
    expect(amounts(recipe)).toEqual({ bourbon: 45, 'angostura-bitters': dashes, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    ['x3 olives', 'olives', 3],
    ['Lime wedge 2x', 'lime-wedges', 2],
    ['3× cherries', 'cocktail-cherries', 3],
    ['orange slice × 2', 'orange-slices', 2],
  ])("'%s' is that many pieces of the garnish", async (line, item, count) => {
    const recipe = await importIt(['50 ml gin', '10 ml dry vermouth', line]);
    expect(amounts(recipe)[item]).toBe(count);
  });

  test('several lines of the same bitters, each counted so, add up in dashes', async () => {
    const recipe = await importIt(['45 ml rye', 'ango x1', '2x angostura', 'Angostura 3x', '1 dash Angostura bitters']);
    expect(amounts(recipe)).toEqual({ 'rye-whiskey': 45, 'angostura-bitters': 7 });
  });
});

describe('a batch said by its volume and its drinks', () => {
  test.each([
    [['Makes 1.5 litres (30 drinks)', '750 ml bourbon', '375 ml lemon juice', '375 ml sugar syrup'], 30, { bourbon: 25, 'lemon-juice': 12.5, 'sugar-syrup': 12.5 }],
    [['Ergibt 2 Liter (40 Drinks)', '1 l Gin', '1 l Tonic'], 40, { 'gin-london-dry': 25, 'tonic-water': 25 }],
    [['Party punch', '1 L dark rum', '1 L pineapple juice', 'about 40 drinks'], 40, { 'rum-dark': 25, 'pineapple-juice': 25 }],
    [['Voor 16 personen', '800 ml witte rum', '400 ml limoensap'], 16, { 'rum-white': 50, 'lime-juice': 25 }],
  ])('%j: one serve of %d', async (lines, serves, expected) => {
    const recipe = await importIt(lines);
    expect(recipe.servings).toBe(serves);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("what each glass gets ('each glass', 'every glass', 'per drink', 'in each glass') is one serve's, not divided", async () => {
    const recipe = await importIt(['Serves 20', '1 L vodka', '500 ml cranberry juice', 'Top each glass with 40 ml soda water', 'a lime wedge in each glass']);
    expect(recipe.servings).toBe(20);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'cranberry-juice': 25, 'soda-water': 40, 'lime-wedges': 1 });
    const garnished = await importIt(['Batch for 24', '1.2 L gin', '2.4 L tonic water', 'Garnish every glass with a lime wedge', '1 orange slice per drink']);
    expect(amounts(garnished)).toEqual({ 'gin-london-dry': 50, 'tonic-water': 100, 'lime-wedges': 1, 'orange-slices': 1 });
  });

  test("one drink's spec under a party's heading keeps each glass's garnish as said", async () => {
    const recipe = await importIt(['Negroni for the party (12 serves)', '30 ml gin', '30 ml Campari', '30 ml sweet vermouth', 'Garnish each glass with an orange slice']);
    expect(recipe.servings).toBeUndefined();
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-slices': 1 });
  });

  test('a divided amount is kept to the quarter, not rounded to the half', async () => {
    const recipe = await importIt(['For 40 guests', '550 ml tequila', '1.2 L grapefruit soda']);
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 13.75, 'grapefruit-soda': 30 });
  });
});

describe('an amount below zero is no amount', () => {
  test.each([
    [['-10 ml vodka', '100 ml cranberry juice', '10 ml lime juice'], '-10 ml vodka'],
    [['Campari: -1 oz', '30 ml gin', '30 ml sweet vermouth'], 'Campari: -1 oz'],
    [['\u221215 ml sweet vermouth', '30 ml gin', '30 ml Campari'], '\u221215 ml sweet vermouth'],
  ])('%j: listed as written, never matched', async (lines, listed) => {
    const recipe = await importIt(lines);
    expect(recipe.unmatchedIngredients).toEqual([listed]);
    expect(recipe.ingredients).toHaveLength(2);
  });

  test.each([
    [['| Vodka | -10 ml |', '| Cranberry juice | 100 ml |'], 'Vodka -10 ml'],
    [['Ingredient,Amount,Unit', 'Vodka,-10,ml', 'Cranberry juice,100,ml'], '-10 ml Vodka'],
  ])("%j: a sheet's cell below zero is no amount either", async (lines, listed) => {
    const recipe = await importIt(lines);
    expect(recipe.unmatchedIngredients).toEqual([listed]);
    expect(amounts(recipe)).toEqual({ 'cranberry-juice': 100 });
  });

  test("a list's dash with a space after it is a bullet, not a minus", async () => {
    const recipe = await importIt(['- 20 ml Campari', '- 30 ml gin']);
    expect(amounts(recipe)).toEqual({ campari: 20, 'gin-london-dry': 30 });
  });
});

describe("a measure with how it is poured after it", () => {
  test.each([
    ['Buffalo Trace – 45 ml pour', 'bourbon', 45],
    ['Tanqueray - 1.5 oz shot', 'gin-london-dry', 45],
    ['25 ml serve of Campari', 'campari', 25],
  ])("'%s' is the measure", async (line, item, ml) => {
    const recipe = await importIt([line, '25 ml sweet vermouth']);
    expect(amounts(recipe)[item]).toBe(ml);
  });
});

describe("the part's size said in a note", () => {
  test.each(['(our parts are 20 ml)', '1 part = 20 ml', 'parts of 20 ml', '20 ml per part', '(we use 20ml parts)', 'Part size: 20 ml'])("'%s' sizes the parts and is no ingredient", async (note) => {
    const recipe = await importIt(['Aperol 2 parts', 'Prosecco 3 parts', 'Soda 1 part', note]);
    expect(amounts(recipe)).toEqual({ aperol: 40, prosecco: 60, 'soda-water': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('the juice of a whole, large or small fruit', () => {
  test.each([
    ['1 whole lemon, juiced', 'juice of 1 lemon'],
    ['juice of 2 large limes', 'juice of 2 limes'],
    ['1 small lime (juiced)', 'juice of 1 lime'],
    ['2 fresh limes, squeezed', 'juice of 2 limes'],
  ])("'%s' is read as '%s'", async (line, plain) => {
    const [sized, said] = await Promise.all([importIt(['50 ml gin', line]), importIt(['50 ml gin', plain])]);
    expect(amounts(sized)).toEqual(amounts(said));
    expect(sized.ingredients.some((i) => /juice/.test(i.inventoryItemId))).toBe(true);
  });
});

describe('words: Dutch liqueurs, chat shorthand, olives, the bar spoon and toasts in the languages', () => {
  test('Dutch compounds of a flavour and a liqueur', async () => {
    const recipe = await importIt(['3 cl koffielikeur', '2 cl amandellikeur', '1,5 cl sinaasappellikeur', '4 cl wodka']);
    expect(amounts(recipe)).toEqual({ 'coffee-liqueur': 30, amaretto: 20, 'triple-sec': 15, vodka: 40 });
  });

  test.each([['40 vodka / 90 cran / 10 lime'], ['vodka 40', 'cran 90', 'lime 10']])("a chat's 'cran' is cranberry juice: %j", async (...lines) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual({ vodka: 40, 'cranberry-juice': 90, 'lime-juice': 10 });
  });

  test.each([
    ['2 aceitunas verdes', 2],
    ['3 olive verdi', 3],
    ['1 olive verte', 1],
    ['1 grüne Olive', 1],
    ['2 zielone oliwki', 2],
  ])("'%s' is green olives", async (line, count) => {
    const recipe = await importIt(['60 ml gin', '10 ml dry vermouth', line]);
    expect(amounts(recipe).olives).toBe(count);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    ['2 cucharadas de bar de jarabe simple', 10],
    ['2 cucchiaini da bar di sciroppo di zucchero', 10],
    ['1 Barlöffel Zuckersirup', 5],
    ['1 cuillère de bar de sirop de sucre', 5],
    ['1 colher bailarina de xarope simples', 5],
    ['1 barlepel suikersiroop', 5],
  ])("'%s' is measured in barspoons", async (line, ml) => {
    const recipe = await importIt(['50 ml bourbon', line]);
    expect(amounts(recipe)['sugar-syrup']).toBe(ml);
    expect(suggested(recipe)).toEqual([]);
  });

  test.each(['Smacznego!', 'Eet smakelijk!', 'Zum Wohl!', '¡A disfrutar!', 'Buona bevuta!', 'Aproveite!', 'Sláinte!'])("'%s' is no ingredient", async (toast) => {
    const recipe = await importIt(['40 ml vodka', '20 ml coffee liqueur', '30 ml espresso', toast]);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.ingredients).toHaveLength(3);
  });
});

describe('brands', () => {
  test.each([
    ['40 ml Havana Club 7 (dark)', 'rum-dark'],
    ['40 ml Mount Gay (dark rum)', 'rum-dark'],
    ['40 ml dark rum (El Dorado)', 'rum-dark'],
    ['40 ml Zacapa dark rum', 'rum-dark'],
    ['40 ml Bacardi (white)', 'rum-white'],
  ])("'%s': a brand with the stocked kind said beside it is the stocked product", async (line, item) => {
    const recipe = await importIt([line, '20 ml lime juice']);
    expect(amounts(recipe)[item]).toBe(40);
    expect(suggested(recipe)).toEqual([]);
  });

  test("an aged rum's brand with nothing said of its kind is still only suggested", async () => {
    const recipe = await importIt(['40 ml Mount Gay', '20 ml lime juice']);
    expect(suggested(recipe)).toEqual(['rum-dark']);
  });

  test.each([
    ['Elijah Craig', 'bourbon'],
    ['Pikesville', 'rye-whiskey'],
    ['Knob Creek Rye', 'rye-whiskey'],
    ['Bruichladdich', 'scotch-islay'],
    ["Lamb's Navy", 'rum-dark'],
    ["Pusser's", 'rum-dark'],
    ['Bacardi Black', 'rum-dark'],
    ['Gin Mare', 'gin-london-dry'],
    ['Whitley Neill', 'gin-london-dry'],
  ])('50 ml %s is matched as its kind', async (brand, item) => {
    const recipe = await importIt([`50 ml ${brand}`, '20 ml lemon juice']);
    expect(amounts(recipe)[item]).toBe(50);
  });

  test.each([
    ['Bacardi 8', 'rum-dark'],
    ['Smith & Cross', 'rum-dark'],
    ['Springbank', 'scotch-blended'],
    ['Auchentoshan', 'scotch-blended'],
    ['Canadian Club', 'rye-whiskey'],
    ['Gentleman Jack', 'bourbon'],
    ['Beefeater Pink', 'gin-london-dry'],
  ])('50 ml %s, another product of a stocked kind, is only suggested', async (brand, item) => {
    const recipe = await importIt([`50 ml ${brand}`, '20 ml lemon juice']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['lemon-juice']);
    expect(suggested(recipe)).toEqual([item]);
  });

  test("an unstocked whisky listed by its brand alone still makes the drink one with alcohol", async () => {
    const recipe = await importIt(['50 ml Nikka From the Barrel', '20 ml lemon juice']);
    expect(recipe.unmatchedIngredients).toEqual(['50 ml Nikka From the Barrel']);
    expect(recipe.category).toBe('cocktail');
  });
});

describe('a title of initials', () => {
  test.each(['W.S.', 'W. S.', 'WS'])("'%s' over a Whiskey Sour is its title", async (title) => {
    const recipe = await importIt([title, '50 ml bourbon', '25 ml lemon juice', '15 ml sugar syrup']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 15 });
  });

  test("a bar's shorthand for a product at the top is still that product", async () => {
    const recipe = await importIt(['OJ', '50 ml vodka', '20 ml triple sec']);
    expect(amounts(recipe)['orange-juice']).toBeDefined();
  });
});

describe('a lone wine is a wine, a lone beer a beer', () => {
  test.each([
    [['1 bottle Cava (75 cl)'], 'wine'],
    [['1 Flasche Sekt (0,75 l)', '8 chilled coupes'], 'wine'],
    [['1 bottle Prosecco (75cl)', '6 flutes'], 'wine'],
    [['1 pint of Guinness'], 'beer'],
  ])('%j is a %s', async (lines, category) => {
    const recipe = await importIt(lines);
    expect(recipe.category).toBe(category);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a wine the stock keeps among other things, named by its grape, is a wine', async () => {
    const withGrape = demoBar({ inventory: [...SEED_INVENTORY, { id: 'pinot-grigio', name: 'Pinot Grigio', category: 'other', quantity: 3000, unit: 'ml', bottleSize: 750, lowStockThreshold: 750, cost: 0.014, abv: 12 }] });
    const recipe = await importIt(['175 ml Pinot Grigio'], 'Glass of white', withGrape);
    expect(amounts(recipe)).toEqual({ 'pinot-grigio': 175 });
    expect(recipe.category).toBe('wine');
  });

  test('a wine with a mixer is still a cocktail', async () => {
    const recipe = await importIt(['100 ml Cava', '50 ml soda water']);
    expect(recipe.category).toBe('cocktail');
  });
});
