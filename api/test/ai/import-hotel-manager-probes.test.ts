import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What a hotel bar's manager broke in the import, each as a class in our own words: a chat line whose speaker has a
 * role, an edit marked by the chat, an amount made over ('make it 40'); a glass's garnish in a batch; counts said in
 * other languages and words; invoice and price lines; stand-ins of another product; what holds the drink.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test', at = bar): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, at, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a chat line is read whoever says it and however it was edited', () => {
  test.each([
    ['[21:40] Ana (bar back): sour spec: 45 dark rum, 20 lemon, top soda water', { 'rum-dark': 45, 'lemon-juice': 20, 'soda-water': 60 }],
    ['[08:15] Leo (bar manager): mule spec: 60 vodka, 15 lime, top ginger beer', { vodka: 60, 'lime-juice': 15, 'ginger-beer': 60 }],
    ['09:30 - Jo (supervisor): 40 gin, 20 lemon', { 'gin-london-dry': 40, 'lemon-juice': 20 }],
  ])("a speaker's role in brackets is no part of the line: %s", async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    [['45 ml dark rum', '10 lemon', '[21:44] Ana: (edited) 25 lemon juice not 10'], { 'rum-dark': 45, 'lemon-juice': 25 }],
    [['45 ml dark rum', '[21:44] Ana: (edited) 25 lemon juice not 10'], { 'rum-dark': 45, 'lemon-juice': 25 }],
    [['45 ml dark rum', '10 ml lemon juice', 'edited: 25 ml lemon juice not 10'], { 'rum-dark': 45, 'lemon-juice': 25 }],
  ])("a chat's edit mark before a correction: %j", async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    [['gin 60 ml, actually make it 45'], { 'gin-london-dry': 45 }],
    [['20 ml lime juice, no, make that 30 ml', '50 ml white rum'], { 'lime-juice': 30, 'rum-white': 50 }],
    [['60 ml gin', 'actually make it 45 ml gin'], { 'gin-london-dry': 45 }],
    [['60 ml gin', 'actually, make it 45'], { 'gin-london-dry': 45 }],
  ])("the amount made over wins, and 'make it' is no ingredient: %j", async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a glass's garnish said after the thing in a batch is each glass's, never the batch's shared out", () => {
  test.each([
    ['Lime wedge, 1 per cup at the pass', 'lime-wedges', 1],
    ['Lemon twist to finish at service, 1 per drink', 'lemon-twist', 1],
    ['Orange slice - one per glass', 'orange-slices', 1],
    ['Mint sprig, 2 per serve', 'mint-leaves', 10],
  ])('%s', async (line, id, quantity) => {
    const recipe = await importIt(['Batch for 30 serves', '900 ml vodka', line]);
    expect(amounts(recipe)[id]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('counts said in other languages and words are that many', () => {
  test.each([
    ['Plasterki pomarańczy – 2 szt.', 'orange-slices', 2],
    ['Listki mięty – 6 sztuk', 'mint-leaves', 6],
    ['Mint leaves - 6 pcs', 'mint-leaves', 6],
    ['Φύλλα δυόσμου 6 τεμ.', 'mint-leaves', 6],
    ['Nane yaprağı – 6 adet', 'mint-leaves', 6],
    ['half a dozen cocktail cherries', 'cocktail-cherries', 6],
    ['a dozen mint leaves, lightly slapped', 'mint-leaves', 12],
    ['Tonik – do pełna', 'tonic-water', 60],
    ['right, um, half an ounce of lime juice', 'lime-juice', 15],
    ['and, erm, a quarter ounce of grenadine.', 'grenadine', 7.5],
  ])('%s', async (line, id, quantity) => {
    const recipe = await importIt(['45 ml gin', line]);
    expect(amounts(recipe)[id]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("Portuguese 'um' is a count, never a filler", async () => {
    expect(amounts(await importIt(['50 ml cachaça', 'um limão']))['lime-wedges']).toBe(8);
  });
});

describe("an invoice's and a menu's lines: the pour, never the bottle; the furniture, never an ingredient", () => {
  test.each([
    ['SKU 30991 Beefeater London Dry Gin 70cl x 6 @ £16.20 — 35 ml per drink', 'gin-london-dry', 35],
    ['Code 5531 Aperol 70cl x 6 @ €14.90 - 50 ml per serve', 'aperol', 50],
    ['Cointreau 70cl — 20 ml per drink', 'triple-sec', 20],
  ])("a supplier's row with the pour per drink is that pour: %s", async (line, id, ml) => {
    const recipe = await importIt(['15 ml lime juice', line]);
    expect(amounts(recipe)).toEqual({ 'lime-juice': 15, [id]: ml });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a brand with its bottle's size alone is no pour of the bottle", async () => {
    const recipe = await importIt(['Aperol 70cl', '90 ml prosecco']);
    expect(amounts(recipe).aperol).toBeLessThan(100);
  });

  test.each([
    ['Boulevardier — bourbon, Campari, sweet vermouth — $15', { bourbon: 30, campari: 30, 'vermouth-sweet': 30 }],
    ['Americano - Campari, sweet vermouth, soda water - £9', { campari: 30, 'vermouth-sweet': 30, 'soda-water': 30 }],
  ])("a menu's line with its price last is read: %s", async (line, expected) => {
    const recipe = await importIt([line]);
    expect(Object.keys(amounts(recipe)).sort()).toEqual(Object.keys(expected).sort());
  });

  test.each([
    ['INV-55102 Matthew Clark Ltd   Date 12/05/2026', '45 ml gin'],
    ['INV-30417 Enotria & Coe   Date 14/07/2026', '45 ml gin'],
    ['Subtotal £412.80  VAT 20% £82.56', '45 ml gin'],
    ['Delivery charge £7.50  Total £420.30', '45 ml gin'],
    ['THE RIVERSIDE LOUNGE — BAR MANUAL 2026          Page 3 of 40', '45 ml gin'],
    ['House Classics | Page 7', '45 ml gin'],
  ])("an invoice's or a page's furniture is no ingredient: %s", async (furniture, line) => {
    const recipe = await importIt([furniture, line, '20 ml lemon juice']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'lemon-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a stand-in is another product only where it is one', () => {
  const suggested = (recipe: Imported) => (recipe.suggestedSubstitutes ?? []).map((i) => i.inventoryItemId);

  test.each(['4 slices ginger', '2 slices of fresh ginger root'])('fresh ginger is no ginger beer, not even as a suggestion: %s', async (line) => {
    const recipe = await importIt(['50 ml dark rum', line]);
    expect(suggested(recipe)).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'rum-dark': 50 });
    expect(recipe.unmatchedIngredients).toHaveLength(1);
  });

  test.each([
    ['Lemon half-wheel', 'lemon-twist'],
    ['1 wheel of lemon', 'lemon-twist'],
  ])("a citrus cut the bar does not keep suggests the same fruit's: %s", async (line, id) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect([...suggested(recipe), ...Object.keys(amounts(recipe))]).toContain(id);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each(['120 ml Coke Zero', '100 ml Pepsi Max', 'Diet Pepsi 100 ml'])('a diet soft drink is only suggested as the cola: %s', async (line) => {
    const recipe = await importIt(['50 ml dark rum', line]);
    expect(amounts(recipe)).toEqual({ 'rum-dark': 50 });
    expect(suggested(recipe)).toEqual(['cola']);
  });

  test('an Irish whiskey stays a suggestion of the Scotch', async () => {
    const recipe = await importIt(['Tullamore D.E.W. 50 ml', '2 dashes angostura bitters']);
    expect(suggested(recipe)).toEqual(['scotch-blended']);
  });
});

describe('the vessel a batch is made or served in is no ingredient', () => {
  test.each([
    [['Sangria per 12 L urn, served in 200 ml tumblers', '6 L red wine', '3 L orange juice']],
    [['Punch per 10 L bowl', 'Serve in 250 ml cups', '3 L white rum', '6 L pineapple juice']],
  ])('%j', async (lines) => {
    const recipe = await importIt(lines);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.ingredients.length).toBe(2);
  });
});
