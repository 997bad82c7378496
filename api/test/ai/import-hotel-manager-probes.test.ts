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
