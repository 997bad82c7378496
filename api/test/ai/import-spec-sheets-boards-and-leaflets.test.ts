import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Pastes from a hotel's spec sheet, a board read by a phone, a maker's leaflet, a caption and a function's batch
 * (fifteenth session, the opened twenty-third set's kinds in our own words): a spec code, a heading and a header row of
 * column names are no ingredients, nor is a 'Build:' label, a table's build order, a slogan, a sentence a PDF broke in
 * two, a glass with its ice, a function's glassware or a line of handles and tags; a board's O for a zero, I for an l,
 * l for a 1 and words run together are read as meant; a garnish list with counts after the names; bottles counted with
 * their size; Polish egg white, Angostura and ice; Dutch lime wedges; a maker's grapefruit soda; a lump of sugar.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe("a spec sheet's furniture", () => {
  test("a spec code heading, a glass line, a 'Build:' label with measures in one row, a garnish list with a count after a name", async () => {
    const recipe = await importIt(
      [
        'SPEC CODE: DRK-112   DAIQUIRI (HOUSE)',
        'Glassware: coupe, chilled | Ice: none',
        'Build: Bacardi Carta Blanca 50 ml · fresh lime juice 25 ml · sugar syrup 15 ml',
        'Garnish: lime wedge ×1, 2 cocktail cherries',
        'Allergens: none declared',
      ],
      'Daiquiri (DRK-112)',
    );
    expect(amounts(recipe)).toEqual({ 'rum-white': 50, 'lime-juice': 25, 'sugar-syrup': 15, 'lime-wedges': 1, 'cocktail-cherries': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a brand standard's heading, its header row and the build order after each measure", async () => {
    const recipe = await importIt(
      [
        'BRAND STANDARD — NEGRONI          Spec code: NGR-02',
        'Glass: rocks    Method: stirred',
        'Ingredient              Measure     Build',
        'Beefeater               30 ml       1',
        'Campari                 30 ml       2',
        'Sweet vermouth          30 ml       3',
        'Rocks glass, block ice',
      ],
      'Negroni (NGR-02)',
    );
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a board read by a phone', () => {
  test("an O for a zero after a number with no unit, a zero for an O at a word's start", async () => {
    const recipe = await importIt(['B0ULEVARDIER', 'bourbon 4O / campari 3O / sweet verm0uth 3O', '0range peel x1', 'stir, big cube'], 'Boulevardier (board)');
    expect(amounts(recipe)).toEqual({ bourbon: 40, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a capital I for an l, an l for a 1, a title with an l for an I, words run together', async () => {
    const recipe = await importIt(['DAlQUlRI', 'white rum 5Oml', 'limejuice l5ml', 'sugarsyrup l5ml', 'Iime wedge x1'], 'Daiquiri (board)');
    expect(amounts(recipe)['rum-white']).toBe(50);
    expect(amounts(recipe)['lime-juice']).toBe(15);
    expect(amounts(recipe)['sugar-syrup']).toBe(15);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('salt rim plus one lime wedge, with a capital I in salt', async () => {
    const recipe = await importIt(['tequila 5Oml', 'cointreau 2Oml', 'lime juice 2Oml', 'saIt rim+l lime wedge'], 'Margarita (board)');
    expect(amounts(recipe)['lime-wedges']).toBe(1);
    expect(Object.keys(amounts(recipe))).toContain('salt');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a maker's leaflet and a caption", () => {
  test('a slogan under the title and a sentence broken before its last word are no ingredients', async () => {
    const recipe = await importIt(
      [
        'THE PERFECT DARK & STORMY',
        'Make your evening.',
        '50 ml Goslings Black Seal rum',
        '100 ml ginger beer',
        'Serve suggestion: a highball, plenty of cubed ice and a lime wedge to bring out the',
        'spice.',
      ],
      "Dark 'n' Stormy (leaflet)",
    );
    expect(amounts(recipe)).toMatchObject({ 'rum-dark': 50, 'ginger-beer': 100 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('handles of makers the bar stocks by kind, ice with a word of how much, a line of handles and tags', async () => {
    const recipe = await importIt(['Paloma hour ☀️', '▪️ Cubed ice, lots of it', '▪️ 50ml @donjulio Blanco', '▪️ 100ml @jarritos Toronja', '▪️ 15ml fresh lime', '@donjulio #paloma #cocktails'], 'Paloma (caption)');
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 50, 'grapefruit-soda': 100, 'lime-juice': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a house syrup named without the word 'syrup' is that syrup; a lump of sugar is only suggested as the syrup", async () => {
    const penicillin = await importIt(['50 ml blended scotch', '20 ml lemon juice', '20 ml house honey-ginger', '7.5 ml Laphroaig 10 (float)'], 'Penicillin');
    expect(amounts(penicillin)['honey-ginger-syrup']).toBe(20);
    expect(penicillin.suggestedSubstitutes).toEqual([]);
    const oldFashioned = await importIt(['1 lump of sugar.', '2 dashes of Angostura bitters.', '60 ml bourbon'], 'Old Fashioned');
    expect(oldFashioned.ingredients.map((i) => i.inventoryItemId)).not.toContain('sugar-syrup');
    expect((oldFashioned.suggestedSubstitutes ?? []).map((i) => i.inventoryItemId)).toEqual(['sugar-syrup']);
  });
});

describe('Polish and Dutch, and a function batch', () => {
  test('Polish egg white, Angostura in its case, and ice in cubes', async () => {
    const recipe = await importIt(['45 ml bourbona', '25 ml soku z cytryny', '20 ml syropu cukrowego', '20 ml białka jajka', '2 dashe Angostury', 'Lód w kostkach'], 'Whisky Sour');
    expect(amounts(recipe)).toEqual({ bourbon: 45, 'lemon-juice': 25, 'sugar-syrup': 20, 'egg-white': 20, 'angostura-bitters': 2 });
    expect(recipe.suggestedSubstitutes).toEqual([]);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('Dutch lime wedges for garnish in a party batch', async () => {
    const recipe = await importIt(['Rumpunch (voor 20 personen)', '1 fles donkere rum (70 cl)', '500 ml limoensap', '1 l ananassap', '20 partjes limoen ter garnering'], 'Rumpunch');
    expect(recipe.servings).toBe(20);
    expect(amounts(recipe)['lime-wedges']).toBe(1);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("bottles counted with their size and a note per serve, a heading ending in the drink's name, the mugs a function needs", async () => {
    const recipe = await importIt(
      ['Summer party 02/07 – welcome drink: Moscow Mule', 'Quantities per 20 guests', 'Vodka – 1 bottle (70cl)  [about 35 ml per serve]', 'Fresh lime juice – 300 ml', 'Ginger beer – 2400 ml', 'Copper mugs x 20 from the store room'],
      'Moscow Mule (20 guests)',
    );
    expect(recipe.servings).toBe(20);
    expect(amounts(recipe)).toEqual({ vodka: 35, 'lime-juice': 15, 'ginger-beer': 120 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a hotel bar's spring list, after an outside manager's report (in our own words)", () => {
  test("a distributor's price list: strength, leader dots, product codes, prices and money lines are no part of the line", async () => {
    const recipe = await importIt(
      [
        'Beefeater London Dry Gin 40% 45ml .... €0.80',
        'Cointreau 40% – 15ml ....... SKU 2231',
        'Fresh lime juice 20ml ........ €0.10',
        'Lime wedge ................. 1       £0.05',
        'Lager 330ml btl ............ 1 btl   £1.60',
        'RRP €11.50  |  GP 78%',
        'Cost per serve £1.95 | Sell £6.50 | GP 70%',
      ],
      'White Lady and a chaser',
    );
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'triple-sec': 15, 'lime-juice': 20, 'lime-wedges': 1, 'lager-bottle': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a table lined up with spaces under a heading of ounces and millilitres: the millilitres', async () => {
    const recipe = await importIt(['Ingredient            oz      ml', 'Dark rum              1.5     45', 'Fresh lime juice      0.75    22', 'Ginger beer           3       90', 'Garnish: lime wedge x1'], "Dark 'n' Stormy");
    expect(amounts(recipe)).toEqual({ 'rum-dark': 45, 'lime-juice': 22, 'ginger-beer': 90, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('ounces and millilitres parted by a slash, in a top and on a line', async () => {
    const recipe = await importIt(['1 1/2 oz / 45 ml blanco tequila', '3/4 oz / 22 ml lime juice', 'Grapefruit soda to top (approx. 3 oz / 90 ml)'], 'Paloma');
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 45, 'lime-juice': 22, 'grapefruit-soda': 90 });
  });

  test("a twist, a spiral and a zest of a fruit are its twist or peel, never a slice; an OCR '0z' is an ounce", async () => {
    const recipe = await importIt(['1 0z vodka', '1/2 0z. lime juice', 'Twist of orange', 'Garnish: long lemon spiral'], 'Test');
    expect(amounts(recipe)).toEqual({ vodka: 30, 'lime-juice': 15, 'orange-peel': 1, 'lemon-twist': 1 });
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).not.toContain('orange-slices');
    const dutch = await importIt(['50 ml gin', '25 ml vers citroensap', 'Garnering: citroenzeste'], 'Test');
    expect(amounts(dutch)).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 25, 'lemon-twist': 1 });
  });

  test('fresh in Polish, a bottle in Italian, and jenever offered as the gin, never matched', async () => {
    const recipe = await importIt(['25 ml świeży sok z cytryny', '1 bottiglia di prosecco (750 ml)', '50 ml jonge jenever'], 'Test');
    expect(amounts(recipe)).toEqual({ 'lemon-juice': 25, prosecco: 750 });
    expect((recipe.suggestedSubstitutes ?? []).map((i) => i.inventoryItemId)).toEqual(['gin-london-dry']);
  });

  test("a chat's opening line, a glass to serve in and an email's quoted name are no ingredients; a scanned 0 in a title", async () => {
    const chat = await importIt(
      ['[14/03/2026, 22:41:07] Marco: ok spec for the spicy marg', '[14/03/2026, 22:41:30] Marco: 50 ml blanco tequila', '[14/03/2026, 22:41:45] Marco: 25 ml lime', 'Serve in a chilled 20oz pint glass', '> Sofia'],
      'Spicy Marg',
    );
    expect(amounts(chat)).toEqual({ 'tequila-blanco': 50, 'lime-juice': 25 });
    expect(chat.unmatchedIngredients).toEqual([]);
    const scanned = await importIt(['0LD PAL', '30 ml rye', '30 ml dry vermouth', '30 ml campari'], 'Old Pal');
    expect(scanned.unmatchedIngredients).toEqual([]);
  });

  test("'Batch (x20)' is a batch of twenty serves", async () => {
    const recipe = await importIt(['Batch (x20)', '1 L bourbon', '500 ml sweet vermouth'], 'Batched Manhattan');
    expect(recipe.servings).toBe(20);
    expect(amounts(recipe)).toEqual({ bourbon: 50, 'vermouth-sweet': 25 });
  });
});

test("a drink named '0%' with nothing alcoholic in it is alcohol-free; with Aperol it is not", async () => {
  expect((await importIt(['60 ml non-alcoholic bitter aperitif', '90 ml soda water', '1 orange slice'], '0% Spritz')).category).toBe('alcohol-free');
  expect((await importIt(['60 ml Aperol', '90 ml soda water'], '0% Spritz')).category).toBe('cocktail');
});
