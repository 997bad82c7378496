import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Pastes from a fleet's spec sheets, exports, forms and voice notes (sixteenth session, the opened twenty-fourth set's
 * kinds in our own words): a sheet's row whose 'Build' cell holds the whole list and whose 'Garnish' cell the garnish;
 * an export's 'pour_qty' and 'pour_unit' columns and a bottle's size after a product's name; a batch card's one-serve
 * column beside its batch column; a title before '=' or ':' that goes on to give the list; a title that starts the
 * name the recipe is saved under; a form's story section; a document's owner, status and mentions; how a batch is
 * kept, at a temperature; a spoken part of an ounce; a verb after a name in prose; hundreds said in words; the other
 * cases of Polish words and Dutch's small ones; the juice of a part of a fruit.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe("a sheet's cells", () => {
  test("a row whose 'Build' cell holds the list and whose 'Garnish' cell the garnish; the code, name, glass and allergens are not read", async () => {
    const recipe = await importIt([
      'Spec # | Drink | Glassware | Build | Garnish | Allergens',
      'S-114 | Gimlet (Deck 9) | Coupe | 2 oz gin, 3/4 oz lime juice, 1/2 oz simple syrup | lime wedge | NONE',
    ]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 60, 'lime-juice': 22.5, 'sugar-syrup': 15, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a 'Spec #' column is a code's, never the measure's", async () => {
    const recipe = await importIt(['Spec # | Name | Build', 'B-200 | Americano | 30 ml Campari, 30 ml sweet vermouth, 60 ml soda water']);
    expect(amounts(recipe)).toEqual({ campari: 30, 'vermouth-sweet': 30, 'soda-water': 60 });
  });

  test("an export's pour_qty and pour_unit columns, with each product's bottle size after its name", async () => {
    const recipe = await importIt([
      'code,product,pour_qty,pour_unit,remarks',
      'V-01,Absolut Vodka 1L,50,ml,',
      'J-07,Fresh Lime Juice 1L,15,ml,daily',
      'M-12,Fever-Tree Ginger Beer 200ml,120,ml,top',
      'G-02,Lime wedge,1,piece,',
    ]);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'lime-juice': 15, 'ginger-beer': 120, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a batch card's one-serve column is read, not its batch column", async () => {
    const recipe = await importIt([
      '**Negroni batch card**',
      '| Ingredient | 1 serve | 12 serves |',
      '|---|---|---|',
      '| Gin | 30 ml | 360 ml |',
      '| Campari | 30 ml | 360 ml |',
      '| Sweet vermouth | 30 ml | 360 ml |',
      '| Orange peel | 1 | 12 |',
    ]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a title before the list on one line', () => {
  test("a name, then '=' and a semicolon list with each measure after its name", async () => {
    const recipe = await importIt(['Cosmo = vodka 4cl; triple sec 1.5cl; cranberry juice 3cl; lime juice 1cl', 'Shake and strain.']);
    expect(amounts(recipe)).toEqual({ vodka: 40, 'triple-sec': 15, 'cranberry-juice': 30, 'lime-juice': 10 });
  });

  test("a drink's name and a colon before bare amounts, '(all ml)' at the end, even when the recipe is saved under that name", async () => {
    const recipe = await importIt(['Mai Tai: dark rum 40 / lime 20 / orgeat 15 / triple sec 10 (all ml)', 'Shake over crushed ice.'], 'Mai Tai from the chat');
    expect(amounts(recipe)).toEqual({ 'rum-dark': 40, 'lime-juice': 20, 'orgeat-syrup': 15, 'triple-sec': 10 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('what is not an ingredient', () => {
  test('a first line that is the start of the name the recipe is saved under is its title', async () => {
    const recipe = await importIt(['Night Watch', '45 ml dark rum', '20 ml coffee liqueur', '30 ml espresso'], 'Night Watch (from the crew bar)');
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'rum-dark': 45, 'coffee-liqueur': 20, espresso: 30 });
  });

  test("under a form's story heading, lines without a measure are the story, whatever drink they name", async () => {
    const recipe = await importIt([
      'Ingredients:',
      '50 ml bourbon',
      '25 ml lemon juice',
      '20 ml sugar syrup',
      'Method:',
      'Shake hard with ice.',
      'Story:',
      'My first boss poured these every Friday.',
      'It is a Whiskey Sour for the night shift.',
    ]);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 20 });
  });

  test("a document's owner, status and mentions", async () => {
    const recipe = await importIt(['# Paloma', '> Summer list, bar 3. Owner: @Jonas', '**Status:** in testing', '- [ ] 50 ml blanco tequila', '- [ ] 120 ml grapefruit soda', 'cc @Ana']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 50, 'grapefruit-soda': 120 });
  });

  test('how a batch is kept, at a temperature, is method', async () => {
    const recipe = await importIt(['Bottled Manhattan – 10 serves', '500 ml rye whiskey', '250 ml sweet vermouth', 'Bottle, keep at -4 °C. Pour 80 ml per serve.']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toMatchObject({ 'rye-whiskey': expect.any(Number), 'vermouth-sweet': expect.any(Number) });
  });
});

describe('amounts said aloud', () => {
  test("a spoken part after ounces said before: 'three quarters lemon', 'a half of the syrup'", async () => {
    const recipe = await importIt(["so it's two ounces of bourbon, then three quarters lemon, and a half of the sugar syrup, shake it"]);
    expect(amounts(recipe)).toEqual({ bourbon: 60, 'lemon-juice': 22.5, 'sugar-syrup': 15 });
  });

  test("'half a lime' is still a part of a fruit, not an ounce", async () => {
    const recipe = await importIt(['two ounces of white rum, then the juice of half a lime, shake']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId).sort()).toEqual(['lime-juice', 'rum-white']);
    expect(amounts(recipe)['rum-white']).toBe(60);
  });

  test('a verb after the name in prose is no part of it', async () => {
    const recipe = await importIt(['Two ounces of gin and half an ounce of lime juice go into a highball, then four ounces of tonic water goes on top.']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 60, 'lime-juice': 15, 'tonic-water': 120 });
  });

  test('hundreds said in words', async () => {
    const recipe = await importIt(['fifty mils of vodka', 'a hundred and fifty mils of ginger beer', 'one hundred twenty of soda water, to top']);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'ginger-beer': 150, 'soda-water': 120 });
  });
});

describe("the languages' other forms", () => {
  test("Polish cases of the stock's words, and 'dopełnić' as a top", async () => {
    const recipe = await importIt(['4 cl wytrawnego wermutu', '2 cl słodkiego wermutu', '1 l soku ananasowego', '0,5 l soku żurawinowego', 'dopełnić wodą sodową (ok. 8 cl)']);
    expect(amounts(recipe)).toEqual({ 'vermouth-dry': 40, 'vermouth-sweet': 20, 'pineapple-juice': 1000, 'cranberry-juice': 500, 'soda-water': 80 });
  });

  test("Dutch's small ones: a little lemon zest, a lime wedge, an orange slice", async () => {
    const recipe = await importIt(['4 cl gin', '1 citroenzestje', '2 limoenpartjes', '1 sinaasappelschijfje']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 40, 'lemon-twist': 1, 'lime-wedges': 2, 'orange-slices': 1 });
  });

  test('the juice of a quarter of a lemon is lemon juice, matched, not a substitute', async () => {
    const recipe = await importIt(['The Juice of a quarter of a Lemon.', '1 Jigger of Rye Whiskey.']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId).sort()).toEqual(['lemon-juice', 'rye-whiskey']);
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });
});
