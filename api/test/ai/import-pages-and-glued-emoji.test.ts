import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What the twelfth session's manager tester showed, in our own words: an emoji between an amount and its name parts
 * them as a space would (the paste imported, not refused); a page's other recipes after 'You may also like' are not
 * this recipe's.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[]) => processRecipe({ name: 'Test', ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('an emoji glued between an amount and its name', () => {
  test.each([
    [['50ml🔹vodka', '25ml🔸lime juice', '15 ml🍋 sugar syrup'], { vodka: 50, 'lime-juice': 25, 'sugar-syrup': 15 }],
    [['2oz🥃bourbon', '2 dashes🔥Angostura'], { bourbon: 60, 'angostura-bitters': 2 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a page's other recipes", () => {
  test.each(['You may also like', 'Related recipes:', 'Vous aimerez aussi', 'Das könnte dir auch gefallen', 'También te puede gustar'])('after %s, nothing is this recipe', async (heading) => {
    const recipe = await importIt(['50 ml gin', '150 ml tonic water', '1 lime wedge', heading, 'Vodka Tonic', '45 ml vodka', '120 ml tonic water']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a line that only mentions liking is no heading', async () => {
    const recipe = await importIt(['50 ml gin', 'more tonic if you like: 150 ml tonic water']);
    expect(amounts(recipe)['tonic-water']).toBe(150);
  });
});
