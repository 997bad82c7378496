import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Classes left by earlier import testers and found around them, in our own cases:
 * - A part of a measure said with 'of an' ('3/4 of an ounce', '.5 of a teaspoon', 'three quarters of an ounce') on a
 *   line that holds a second measured thing: that part of the measure, never the next thing's unit added after it
 *   ('3/4 ounce of an ounce lemon juice', then a stand-in to confirm) and never the whole line as a step.
 * - A bartender's run led by a dash or a barspoon with the pours after it bare ('2 dsh ango 60 rye', '1 bsp sugar syrup
 *   2 dsh Peychauds 60 rye'): each thing on its own; a bare pour from 10 up in millilitres, up to 3 in ounces; a count
 *   as counted. The rye was lost inside 'peychauds 60 rye'.
 * - A head bartender's reply with a few words of chat before the measure ('Looks good! add 10ml sugar syrup', 'Perfect!
 *   10ml sugar syrup') or a step said after a lead-in ('also add 2 dashes angostura'): the measure as said (it was read as
 *   none and given a pour of 30 ml, or the line listed unmatched), the chat no ingredient.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe("a part of a measure said with 'of an'", () => {
  test.each([
    ['3/4 of an ounce lemon juice and half an ounce simple syrup', { 'lemon-juice': 22.5, 'sugar-syrup': 15 }],
    ['3/4 of an ounce lemon juice, half an ounce simple syrup', { 'lemon-juice': 22.5, 'sugar-syrup': 15 }],
    ['1 1/2 ounces gin and 3/4 of an ounce lemon juice', { 'gin-london-dry': 45, 'lemon-juice': 22.5 }],
    ['.5 of an oz lime juice, 2 oz white rum', { 'lime-juice': 15, 'rum-white': 60 }],
    ['three quarters of an ounce lemon juice and half an ounce simple syrup', { 'lemon-juice': 22.5, 'sugar-syrup': 15 }],
    ['three quarters of an ounce lemon juice and a half ounce simple syrup', { 'lemon-juice': 22.5, 'sugar-syrup': 15 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });

  test('the line is no step of the method', async () => {
    const recipe = await importIt(['3/4 of an ounce lemon juice, half an ounce simple syrup', '2 oz gin']);
    expect(recipe.instructions.join(' ')).not.toMatch(/of an ounce lemon/);
  });
});

describe('a run led by a dash or a barspoon', () => {
  test.each([
    ['2 dsh angostura 60 rye', { 'angostura-bitters': 2, 'rye-whiskey': 60 }],
    ['2 dashes ango 2 rye 1 sweet vermouth', { 'angostura-bitters': 2, 'rye-whiskey': 60, 'vermouth-sweet': 30 }],
    ['2 dashes angostura 2 cherries', { 'angostura-bitters': 2, 'cocktail-cherries': 2 }],
    ['1 bsp sugar syrup 2 dashes angostura 50 bourbon', { 'sugar-syrup': 5, 'angostura-bitters': 2, bourbon: 50 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("Peychaud's, not stocked, is a stand-in to confirm and the rye after it is kept", async () => {
    const recipe = await importIt(['1 bsp sugar syrup 2 dsh Peychauds 60 rye']);
    expect(amounts(recipe)).toEqual({ 'sugar-syrup': 5, 'rye-whiskey': 60 });
    expect(recipe.suggestedSubstitutes?.map((s) => s.name.toLowerCase())).toEqual(['peychauds']);
  });
});

describe('a few words of chat before a measure, and a step after a lead-in', () => {
  test.each([
    [['50 ml gin', 'Looks good! add 10ml sugar syrup'], { 'gin-london-dry': 50, 'sugar-syrup': 10 }],
    [['50 ml gin', 'Perfect! 10ml sugar syrup'], { 'gin-london-dry': 50, 'sugar-syrup': 10 }],
    [['50 ml gin', 'Great. Add 10 ml sugar syrup'], { 'gin-london-dry': 50, 'sugar-syrup': 10 }],
    [['50 ml gin', 'also add 2 dashes angostura'], { 'gin-london-dry': 50, 'angostura-bitters': 2 }],
    [['50 ml gin', 'and then add 15 ml lemon juice'], { 'gin-london-dry': 50, 'lemon-juice': 15 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});
