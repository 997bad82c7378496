import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The classes of the import tester of the forty-second session, in our own cases and the six languages:
 * - A spec sheet's serving cells on one line ('Glass: Martini | Garnish: flamed orange peel') and a head row of
 *   serving columns with its row below ('Glass | Ice | Garnish' over 'Coupe | None | Orange peel'): the garnish is
 *   read; the heads are no ingredient.
 * - Spoons said short: German 'BL' (Barlöffel) is a barspoon, never 30 ml; the Romance languages' 'c. à s.', 'c.s.',
 *   'cda' are tablespoons and 'c. à c.', 'cdta', 'c. de chá' teaspoons; 'cc' is a millilitre.
 * - A top-up past a dash with its size in brackets ('Ginger beer – top up (about 4 oz)'): that much of the stocked mixer,
 *   never the whole line unmatched.
 * - A range said in words ('Half an ounce to 3/4 oz', 'half to three quarters of an ounce', 'a quarter to half an
 *   ounce'): its middle, never a stand-in to confirm named 'to 3/4 oz ...'.
 * - A line that holds a second measured thing after 'plus' or 'and' with a choice left to the maker ('2 dashes
 *   Angostura, plus 15 ml lime juice if you have it'): both; a stand-in the drink already holds is listed by its own
 *   words, not the whole line.
 * - Ice with its kind after a dash ('Ice – cubed', 'Hielo – en cubos'): no ingredient.
 * - Sweet and dry vermouths by maker and style alone ('Cocchi Torino', 'Punt e Mes', 'Dolin Extra Dry').
 * - A URL's escaped spaces and a page's entities ('60%20ml%20gin', '&frac34; oz'): read as shown.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe("a spec sheet's serving cells", () => {
  test.each([
    ['Glass: Martini | Garnish: flamed orange peel'],
    ['Garnish: flamed orange peel | Glass: Martini'],
    ['Glass: coupe / Garnish: orange peel'],
    ['Glass: rocks; Ice: cubed; Garnish: orange peel'],
  ])('labelled cells on one line: %s', async (cells) => {
    const recipe = await importIt(['50 ml gin', '10 ml dry vermouth', cells]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'vermouth-dry': 10, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    [['Glass | Ice | Garnish', 'Coupe | None | Orange peel']],
    [['Vaso | Hielo | Guarnición', 'Rocks | Cubos | Piel de naranja']],
    [['Glass\tIce\tGarnish', 'Coupe\tNone\tOrange peel']],
  ])('a head row of serving columns over its row: %j', async (rows) => {
    const recipe = await importIt(['50 ml gin', '10 ml dry vermouth', ...rows]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'vermouth-dry': 10, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('spoons said short', () => {
  test.each([
    ['2 BL Zuckersirup', 'sugar-syrup', 10],
    ['1 Barlöffel Zuckersirup', 'sugar-syrup', 5],
    ['1 c. à s. de jus de citron', 'lemon-juice', 15],
    ['1 c.s. de jus de citron', 'lemon-juice', 15],
    ['1 cs de sirop de sucre', 'sugar-syrup', 15],
    ['1 c. à c. de sirop de sucre', 'sugar-syrup', 5],
    ['1 cda de jarabe de azúcar', 'sugar-syrup', 15],
    ['2 cdtas de jarabe de azúcar', 'sugar-syrup', 10],
    ['1 c. de sopa de xarope de açúcar', 'sugar-syrup', 15],
    ['1 c. de chá de xarope de açúcar', 'sugar-syrup', 5],
    ['10 cc de jarabe de azúcar', 'sugar-syrup', 10],
  ])('%s', async (line, item, ml) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, [item]: ml });
  });
});

describe('a top-up past a dash with its size in brackets', () => {
  test.each([
    ['Ginger beer – top up (about 4 oz)', 'ginger-beer', 120],
    ['• Ginger beer (Fever-Tree) – top up (about 4 oz)', 'ginger-beer', 120],
    ['Ginger beer, top up (about 4 oz)', 'ginger-beer', 120],
    ['soda water: top (120 ml)', 'soda-water', 120],
    ['Soda – fill (approx. 100 ml)', 'soda-water', 100],
  ])('%s', async (line, item, ml) => {
    const recipe = await importIt(['50 ml vodka', line]);
    expect(amounts(recipe)).toEqual({ vodka: 50, [item]: ml });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a range said in words', () => {
  test.each([
    ['Half an ounce to 3/4 oz fresh lemon juice', 'lemon-juice', 18.75],
    ['• Half an ounce to 3/4 oz fresh lime juice', 'lime-juice', 18.75],
    ['half to three quarters of an ounce lime juice', 'lime-juice', 18.75],
    ['a quarter to half an ounce sugar syrup', 'sugar-syrup', 11.25],
    ['1/2 oz to 3/4 oz lemon juice', 'lemon-juice', 18.75],
  ])('%s', async (line, item, ml) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, [item]: ml });
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });
});

describe('a line that holds a second measured thing', () => {
  test.each([
    ['2 dashes Angostura, plus 15 ml lime juice if you have it', { 'angostura-bitters': 2, 'lime-juice': 15 }],
    ['2 dashes Angostura and 15 ml lime juice (optional)', { 'angostura-bitters': 2, 'lime-juice': 15 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, ...expected });
  });

  test.each([
    '2 dashes Angostura, plus 1 dash orange bitters if you have them',
    '2 dashes Angostura + 1 dash orange bitters',
    '2 dashes Angostura plus 1 dash orange bitters',
  ])('a stand-in the drink already holds is listed in its own words: %s', async (line) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients).toEqual(['orange bitters']);
  });
});

describe('a joining word before no figure leaves the line to the prose reader', () => {
  test("'and um ten mils sugar syrup' in a dictated sentence", async () => {
    const recipe = await importIt(["Okay so um for the espresso martini it's fifty mils of vodka, uh, thirty of the coffee liqueur, thirty mils of fresh espresso, and um ten mils sugar syrup."]);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'coffee-liqueur': 30, espresso: 30, 'sugar-syrup': 10 });
  });
  test("'plus a splash of grenadine to sink'", async () => {
    const recipe = await importIt(['1.5 oz tequila and 3 oz OJ, plus a splash of grenadine to sink']);
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 45, 'orange-juice': 90, grenadine: 5 });
  });
});

describe("a record of another program is listed whole, never split into the products it names", () => {
  test('{"category":"non-alcoholic","ingredients":[]}', async () => {
    const recipe = await importIt(['50 ml vodka', '{"category":"non-alcoholic","ingredients":[]}']);
    expect(amounts(recipe)).toEqual({ vodka: 50 });
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
    expect(recipe.unmatchedIngredients).toEqual(['{"category":"non-alcoholic","ingredients":[]}']);
  });
  test("a cocktail app's JSON is still read", async () => {
    expect(amounts(await importIt(['{"amount": "1 1/2 oz", "ingredient": "gin"}', '{"amount": "3/4 oz", "ingredient": "lemon juice"}']))).toEqual({ 'gin-london-dry': 45, 'lemon-juice': 22.5 });
  });
});

describe("a bartender's note of names and bare amounts, with what has no amount at its end", () => {
  test.each([
    ['tanq 45 campari 30 carpano 30 orange peel', { 'gin-london-dry': 45, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 }],
    ['aperol 60 prosecco 90 soda splash orange slice', { aperol: 60, prosecco: 90, 'soda-water': 5, 'orange-slices': 1 }],
    ['rum 60 lime 30 sugar 15 mint 8 leaves soda top', { 'rum-white': 60, 'lime-juice': 30, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['mezcal 30 campari 30 sweet verm 30 stir', { mezcal: 30, campari: 30, 'vermouth-sweet': 30 }],
    ['espolon 50 cointreau 20 lime 25 salt rim', { 'tequila-blanco': 50, 'triple-sec': 20, 'lime-juice': 25, salt: 1 }],
    ['gin 50 tonic 150 lime wedge', { 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 1 }],
    ['1.5 oz havana 3 .75 oz lime .5 oz simple', { 'rum-white': 45, 'lime-juice': 22.5, 'sugar-syrup': 15 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
  test.each([
    ['2oz rye 3/4 sweet vermouth 2 dsh ango cherry', { 'rye-whiskey': 60, 'vermouth-sweet': 22.5, 'angostura-bitters': 2, 'cocktail-cherries': 1 }],
    ['gin 1.5oz lemon .75 simple .5 soda top lemon twist', { 'gin-london-dry': 45, 'lemon-juice': 22.5, 'sugar-syrup': 15, 'soda-water': 60, 'lemon-twist': 1 }],
    ['gin 45ml tonic 150 lime wedge', { 'gin-london-dry': 45, 'tonic-water': 150, 'lime-wedges': 1 }],
    ['Vodka 50 ml Ginger beer 120 ml Lime wedge', { vodka: 50, 'ginger-beer': 120, 'lime-wedges': 1 }],
  ])('the first measure\'s unit for the bare amounts after it, fractions and decimals too: %s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
  test('a count of a thing not stocked at its end is listed, the rest read', async () => {
    const recipe = await importIt(['vodka 45 kahlua 30 espresso 30 sugar 10 3 coffee beans']);
    expect(amounts(recipe)).toEqual({ vodka: 45, 'coffee-liqueur': 30, espresso: 30, 'sugar-syrup': 10 });
    expect(recipe.unmatchedIngredients).toEqual(['3 coffee beans']);
  });
});

describe("a maker tagged as a post tags it ('@havanaclub 3', '@tanqueray')", () => {
  test.each([
    ['🍹 Friday vibes! 60ml @havanaclub 3, 30ml fresh lime, 15ml sugar syrup #mojito #cocktails', { 'rum-white': 60, 'lime-juice': 30, 'sugar-syrup': 15 }],
    ['50ml @tanqueray 150ml @fevertree tonic', { 'gin-london-dry': 50, 'tonic-water': 150 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('ice with its kind after a dash is no ingredient', () => {
  test.each(['• Ice – cubed', 'Ice - large block', 'Hielo – en cubos', 'Eis - gecrusht', 'Ghiaccio: a cubetti'])('%s', async (line) => {
    const recipe = await importIt(['50 ml gin', '10 ml dry vermouth', line]);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'vermouth-dry': 10 });
  });
});

describe('vermouths by maker and style alone', () => {
  test.each([
    ['30 Cocchi Torino', 'vermouth-sweet', 30],
    ['25 ml Punt e Mes', 'vermouth-sweet', 25],
    ['30 ml Dolin Rouge', 'vermouth-sweet', 30],
    ['10 ml Dolin Extra Dry', 'vermouth-dry', 10],
  ])('%s', async (line, item, ml) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, [item]: ml });
  });
});

describe("a URL's escapes and a page's entities", () => {
  test('60%20ml%20gin', async () => {
    expect(amounts(await importIt(['60%20ml%20gin', '20%20ml%20lime%20juice']))).toEqual({ 'gin-london-dry': 60, 'lime-juice': 20 });
  });
  test.each([
    ['&frac34; oz lime juice', 22.5],
    ['&#189; oz lime juice', 15],
  ])('%s', async (line, ml) => {
    expect(amounts(await importIt(['50 ml gin', line]))).toEqual({ 'gin-london-dry': 50, 'lime-juice': ml });
  });
  test('an escaped tag is a tag, gone with its text', async () => {
    const recipe = await importIt(['50 ml gin', '&lt;script&gt;alert(1)&lt;/script&gt; 10 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lime-juice': 10 });
    expect(JSON.stringify(recipe)).not.toMatch(/<script|alert/);
  });
});
