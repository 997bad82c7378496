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
 * - The hotel-bar import tester's classes: a spoon said by its letter ('1 T' a tablespoon, '2 t' a teaspoon); a
 *   thousands' number of two separators ('1,000,000 ml' was 1 ml); one measure in two units after the name ('Gin 45 ml /
 *   1.5 oz' was unmatched); a till's item named with its measure ('ESPRESSO SHOT;30;ML'); a comma list a PDF broke
 *   anywhere ('Tanqueray gin 50' / 'ml, Campari 25' / 'ml, sweet ver-' / 'mouth 25 ml, soda' / 'water 60 ml, ...': four
 *   were lost); a card's 'Part A' sub-recipe and 'Part B – the drink'; what a step grates over the drink ('grate some
 *   nutmeg on top'), listed.
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

describe("the hotel-bar import tester's classes", () => {
  test.each([
    [['1 T sugar syrup', '50 ml gin'], { 'sugar-syrup': 15, 'gin-london-dry': 50 }],
    [['2 t sugar syrup', '50 ml gin'], { 'sugar-syrup': 10, 'gin-london-dry': 50 }],
    [['1 t grenadine', '1 T honey-ginger syrup', '50 ml bourbon'], { grenadine: 5, 'honey-ginger-syrup': 15, bourbon: 50 }],
    [['Gin 45 ml / 1.5 oz', 'Lemon juice 22.5 ml / \u00be oz', 'Sugar syrup 20 ml / \u00be oz'], { 'gin-london-dry': 45, 'lemon-juice': 22.5, 'sugar-syrup': 20 }],
    [['PLU;ITEM;QTY;UNIT', '1200;VODKA;50;ML', '3300;ESPRESSO SHOT;30;ML', '1300;ANGOSTURA DASH;2;ML', '1400;COFFEE LIQUEUR;20;ML'], { vodka: 50, espresso: 30, 'angostura-bitters': 2, 'coffee-liqueur': 20 }],
    [['Tanqueray gin 50', 'ml, Campari 25', 'ml, sweet ver-', 'mouth 25 ml, soda', 'water 60 ml, orange', 'peel, Angos-', 'tura 2 dashes'], { 'gin-london-dry': 50, campari: 25, 'vermouth-sweet': 25, 'soda-water': 60, 'orange-peel': 1, 'angostura-bitters': 2 }],
    [['tequila 50 ml, lime juice 15', 'ml, agave syrup 10 ml, pinch of', 'salt'], { 'tequila-blanco': 50, 'lime-juice': 15, 'agave-syrup': 10, salt: 0.5 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a scan's '1' for an 'i' inside a word is no spoon: 'pink grapefru1t wedge' stays listed as written", async () => {
    const recipe = await importIt(['50 ml gin', 'pink grapefru1t wedge']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
    expect(recipe.unmatchedIngredients).toEqual(['pink grapefru1t wedge']);
  });

  test('a thousands number of two separators is as large as it is, never a millilitre', async () => {
    const recipe = await importIt(['1,000,000 ml campari', '50 ml gin']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
    expect(recipe.unmatchedIngredients.join(' ')).toMatch(/campari/i);
  });

  test("a card's 'Part A' sub-recipe is preparation and 'Part B – the drink' its heading", async () => {
    const recipe = await importIt(['Part A \u2013 Spiced cranberry syrup (makes 1 L)', '500 ml cranberry juice', '500 g sugar', '2 cinnamon sticks', 'Part B \u2013 the drink', '50 ml vodka', '25 ml spiced cranberry syrup', '15 ml lime juice']);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'lime-juice': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.suggestedSubstitutes?.map((s) => s.name)).toEqual(['spiced cranberry syrup']);
  });

  test.each([
    [['50 ml rum', 'Grate fresh nutmeg over the top.'], 'nutmeg'],
    [['50 ml rum', 'dust with cinnamon'], 'cinnamon'],
    [['ok so fifty mils of vodka then fifteen lime, shake it, grate some nutmeg on top'], 'nutmeg'],
  ])('what a step grates over the drink is listed: %j', async (lines, thing) => {
    const recipe = await importIt(lines);
    expect(recipe.unmatchedIngredients).toContain(thing);
  });
});
