import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * A recipe copied from a cocktail website (our own cases of the class the forty-seventh recipe brief names, written
 * before its set was run): the recipe card's fields copied without their colons ('Prep Time 5 minutes', 'Servings 1
 * drink', 'Course Drinks'), its equipment list ('Cocktail shaker', 'Hawthorne strainer') and its share buttons ('Share
 * on Facebook', 'Pinterest') are no ingredients; a tool named with an amount of a stocked thing still is one.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe("a recipe page's card, tools and share buttons are no ingredients", () => {
  test('a margarita copied from a blog with its card and buttons', async () => {
    const recipe = await importIt(
      [
        'Jump to Recipe',
        '★★★★★ 4.9 from 312 reviews',
        'Prep Time 5 minutes',
        'Servings 1 drink',
        'Calories 210kcal',
        'Course Drinks',
        'Cuisine Mexican',
        'Equipment',
        'Cocktail shaker',
        'Hawthorne strainer',
        '2 oz tequila blanco',
        '1 oz fresh lime juice',
        '3/4 oz Cointreau',
        'Nutrition',
        'Share on Facebook',
        'Pinterest',
      ],
      'Best Ever Margarita',
    );
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 60, 'lime-juice': 30, 'triple-sec': 22.5 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a bar spoon with an amount of something is an ingredient; a bar spoon alone is a tool', async () => {
    const recipe = await importIt(['Bar spoon', 'Mixing glass', '60 ml rye whiskey', '30 ml sweet vermouth', '1 barspoon sugar syrup', '2 dashes Angostura bitters'], 'Manhattan');
    expect(amounts(recipe)).toEqual({ 'rye-whiskey': 60, 'vermouth-sweet': 30, 'sugar-syrup': 5, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('an unstocked thing after the card is still listed, not taken for furniture', async () => {
    const recipe = await importIt(['Servings 1', '45 ml gin', '15 ml maraschino liqueur', '20 ml lemon juice'], 'Aviation-ish');
    expect(recipe.unmatchedIngredients.join(' ')).toMatch(/maraschino/i);
  });
});
