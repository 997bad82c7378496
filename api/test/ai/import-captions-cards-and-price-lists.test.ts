import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The import classes the seventeenth recipe set showed once opened: what sits around a recipe and is no ingredient (a
 * caption with emoji, a chat's note of a voice message, a sheet's 'DRINK:' label, a title with its servings, a bullet
 * before a method step, a family story, an ice block for the bowl, a supplier's price-list row), a bottle's size said
 * beside the measure, a measure said once for the numbers in words after it, an index card's OCR slips ('l/2 oz',
 * '5O ml'), German's 'mit ... auffüllen' with its measure, and 'the liqueur of' a flavour in the languages.
 */
const bar = demoBar();
const importIt = (ingredients: string[], name = 'Test') => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Awaited<ReturnType<typeof importIt>>) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('lines around a recipe that are no ingredient are not listed as unmatched', () => {
  test.each([
    ['Sunday vibes ☀️🍹', 'Test'],
    ["Pimm's o'clock 🍓🥒", 'Test'],
    ['[Voice message 0:41]', 'Test'],
    ['[photo]', 'Test'],
    ['DRINK: Almond Grove', 'Test'],
    ['Cocktail - Garden Party', 'Test'],
    ['Negroni batch for the wedding (20 serves)', 'Test'],
    ['French 75 (the proper one)', 'French 75 with Champagne'],
    ['• Shake hard with ice', 'Test'],
    ["From Grandpa Joe's card box. He made these every Christmas Eve.", 'Test'],
    ['Big block of ice in the bowl', 'Test'],
    ['an ice ring for the punch bowl', 'Test'],
    ['BACARDI CARTA BLANCA 70CL | CASE OF 6 | £86.40 | CODE BCB-070', 'Test'],
  ])('%s', async (line, name) => {
    const recipe = await importIt([line, '45 ml gin', '30 ml lemon juice', '15 ml sugar syrup'], name);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'lemon-juice': 30, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a method step after a bullet goes to the instructions', async () => {
    const recipe = await importIt(['• 60 ml tequila', '• 30 ml lime juice', '• Shake hard with ice']);
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 60, 'lime-juice': 30 });
    expect(recipe.instructions.join(' ')).toMatch(/Shake hard with ice/);
  });

  test('an unstocked ingredient with no amount is still listed, even first', async () => {
    const recipe = await importIt(['Falernum', '45 ml gin', '30 ml lemon juice']);
    expect(recipe.unmatchedIngredients).toEqual(['Falernum']);
  });

  test('a price row with no case or code is read as the ingredient it names', async () => {
    const recipe = await importIt(['50 ml gin £1.20', '25 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lime-juice': 25 });
  });
});

describe('amounts said around the measure', () => {
  test("a bottle's size beside the measure of the same bottle is not an amount", async () => {
    expect(amounts(await importIt(['BACARDI CARTA BLANCA 70CL; 50ml Bacardí Carta Blanca', '25 ml lime juice']))).toEqual({ 'rum-white': 50, 'lime-juice': 25 });
  });

  test('a bottle of a batch is still its size', async () => {
    expect(amounts(await importIt(['70 cl gin, 50 ml lime juice']))).toEqual({ 'gin-london-dry': 700, 'lime-juice': 50 });
  });

  test("a unit said once gives its measure to the numbers in words after it ('fifteen lemon juice')", async () => {
    const recipe = await importIt([
      "ok so clover club yeah it's forty five mils of gin, fifteen of raspberry syrup, fifteen lemon juice and fifteen egg white, dry shake first then hard shake with ice and double strain into a coupe",
    ]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'raspberry-syrup': 15, 'lemon-juice': 15, 'egg-white': 15 });
  });

  test('counted things keep their count', async () => {
    expect(amounts(await importIt(['45 ml white rum, 8 mint leaves, 1 egg white']))).toMatchObject({ 'rum-white': 45, 'mint-leaves': 8 });
  });

  test.each([
    ['Simple syrup .... l/2 oz', 'sugar-syrup', 15],
    ['5O ml rye whiskey', 'rye-whiskey', 50],
    ['2O ml sweet vermouth', 'vermouth-sweet', 20],
  ])("an index card's OCR slip: %s", async (line, item, quantity) => {
    expect(amounts(await importIt(['2 oz white rum', line]))[item]).toBe(quantity);
  });

  test.each([
    ['mit 12 cl Ginger Beer auffüllen', 'ginger-beer', 120],
    ['2 cl di liquore ai fiori di sambuco', 'elderflower-liqueur', 20],
    ['2 cl de liqueur de sureau', 'elderflower-liqueur', 20],
  ])('%s', async (line, item, quantity) => {
    const recipe = await importIt(['9 cl Prosecco', line]);
    expect(amounts(recipe)[item]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});
