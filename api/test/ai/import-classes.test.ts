import { aiRecipeToRecipeInput } from '@bar/domain';
import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { genericName } from '../../src/ai/builtin/import';
import { prepareIngredientLines, splitAmounts } from '../../src/ai/builtin/ingredient-line';
import { demoBar, silentLog } from './fixtures';

/** Recipes as managers really paste them (issue 17): several amounts a line, prose, method and story lines, brands, near-matches. */
const bar = demoBar();
const importIt = (ingredients: string[], instructions: string[] = []) => processRecipe({ name: 'Test', ingredients, instructions }, bar, builtinEngine, silentLog());
const amounts = (recipe: Awaited<ReturnType<typeof importIt>>) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('lines as they are pasted', () => {
  test('a line holding several amounts is one ingredient each', async () => {
    expect(splitAmounts('2 oz bourbon, 3/4 oz lemon juice, 3/4 oz simple syrup, 1 egg white')).toHaveLength(4);
    expect(splitAmounts('one and a half ounces of gin')).toHaveLength(1);
    expect(splitAmounts('½ lime, cut into 4 wedges')).toHaveLength(1);
    const recipe = await importIt(['2 oz bourbon, 3/4 oz lemon juice, 3/4 oz simple syrup, 1 egg white', '1 oz Campari and 1 oz sweet vermouth']);
    expect(amounts(recipe)).toEqual({ bourbon: 60, 'lemon-juice': 22.5, 'sugar-syrup': 22.5, 'egg-white': 30, campari: 30, 'vermouth-sweet': 30 });
  });

  test('amounts inside prose are read, and the sentence goes to the instructions', async () => {
    const recipe = await importIt(['Pour two ounces of blanco tequila and one ounce of Cointreau into a shaker, then add an ounce of fresh lime juice. Shake hard with ice.']);
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 60, 'triple-sec': 30, 'lime-juice': 30 });
    expect(recipe.instructions.join(' ')).toMatch(/Pour two ounces/);
    expect(recipe.instructions).toContain('Shake hard with ice.');
  });

  test('method sentences move to the instructions and story lines are left out, never listed as ingredients', async () => {
    const prepared = prepareIngredientLines(['My grandfather made this every Sunday after church.', '2 oz bourbon', 'Stir with ice until very cold.', 'Top with soda water']);
    expect(prepared.story).toEqual(['My grandfather made this every Sunday after church.']);
    expect(prepared.method).toEqual(['Stir with ice until very cold.']);
    expect(prepared.ingredients.map((i) => i.line)).toEqual(['2 oz bourbon', 'Top with soda water']);
    const recipe = await importIt(['My grandfather made this every Sunday after church.', '2 oz bourbon', 'Stir with ice until very cold.', 'Strain into a rocks glass.']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.instructions).toEqual(['Stir with ice until very cold.', 'Strain into a rocks glass.']);
  });
});

describe('brands', () => {
  test.each([
    ['Tanqueray', 'london dry gin'],
    ['Patrón Silver', 'blanco tequila'],
    ['Smirnoff No. 21', 'vodka'],
    ["Hendrick's", 'gin'],
    ['Bacardi Carta Blanca', 'white rum'],
    ['Jameson', 'irish whiskey'],
    ['Fever-Tree tonic', 'tonic water'],
  ])('%s is %s', (brand, generic) => {
    expect(genericName(brand)).toBe(generic);
  });

  test('brand lines match the generic product in stock', async () => {
    const recipe = await importIt(['2 oz Smirnoff', '1 oz Patrón Silver', "1 oz Hendrick's", "2 oz Gosling's Black Seal", '1 oz Bulleit Rye', '50ml Absolut']);
    expect(Object.keys(amounts(recipe)).sort()).toEqual(['gin-london-dry', 'rum-dark', 'rye-whiskey', 'tequila-blanco', 'vodka']);
  });
});

describe('near-matches of another kind are suggested, never matched', () => {
  test.each([
    ['2 oz Irish whiskey', 'scotch-blended'],
    ['2 oz Jameson', 'scotch-blended'],
    ['4 oz grapefruit juice', 'grapefruit-soda'],
    ['3/4 oz honey', 'honey-ginger-syrup'],
    ['3/4 oz honey syrup', 'honey-ginger-syrup'],
    ['1/2 oz Lillet Blanc', 'vermouth-dry'],
  ])('%s is offered as %s for the manager to confirm', async (line, item) => {
    const recipe = await importIt(['2 oz vodka', line]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['vodka']);
    expect(recipe.suggestedSubstitutes?.map((s) => s.inventoryItemId)).toEqual([item]);
    expect(recipe.suggestedSubstitutes?.[0]?.source).toBe(line);
  });

  test('the same product under its own name is still matched', async () => {
    const recipe = await importIt(['2 oz Scotch', '3/4 oz honey-ginger syrup', 'coarse salt, for the rim', '1/2 oz simple syrup']);
    expect(recipe.suggestedSubstitutes).toEqual([]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['scotch-blended', 'honey-ginger-syrup', 'salt', 'sugar-syrup']);
  });

  test('a confirmed substitute goes into the saved recipe; an unconfirmed one does not', async () => {
    const recipe = await importIt(['2 oz vodka', '4 oz grapefruit juice']);
    expect(aiRecipeToRecipeInput(recipe).ingredients.map((i) => i.inventoryItemId)).toEqual(['vodka']);
    expect(aiRecipeToRecipeInput(recipe, recipe.suggestedSubstitutes).ingredients).toEqual([
      { inventoryItemId: 'vodka', quantity: 60, unit: 'ml' },
      { inventoryItemId: 'grapefruit-soda', quantity: 120, unit: 'ml' },
    ]);
  });

  test('only near-matches: no 422, the manager chooses', async () => {
    const recipe = await importIt(['2 oz Irish whiskey']);
    expect(recipe.ingredients).toEqual([]);
    expect(recipe.suggestedSubstitutes).toHaveLength(1);
  });
});
