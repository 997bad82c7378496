import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * A recipe copied from a cocktail website (our own cases of the class the forty-seventh recipe brief names, written
 * before its set was run): the recipe card's fields copied without their colons ('Prep Time 5 minutes', 'Servings 1
 * drink', 'Course Drinks'), its equipment list ('Cocktail shaker', 'Hawthorne strainer') and its share buttons ('Share
 * on Facebook', 'Pinterest') are no ingredients; a tool named with an amount of a stocked thing still is one. A
 * supplier's sheet whose columns ran together ('Tequila blanco 50 ml Grapefruit soda 100 ml ...') gives each name the
 * measure after it.
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

describe("a supplier's sheet whose columns ran together, each name before its measure", () => {
  test('each name takes the measure after it, and a last name with a measure word its measure', async () => {
    const recipe = await importIt(['Tequila blanco 50 ml Grapefruit soda 100 ml Lime juice 15 ml Salt pinch'], 'Paloma (supplier PDF)');
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 50, 'grapefruit-soda': 100, 'lime-juice': 15 });
    expect(Object.keys(amounts(recipe))).toContain('salt');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('three names and three measures', async () => {
    expect(amounts(await importIt(['Gin 30 ml Campari 30 ml Sweet vermouth 30 ml'], 'Negroni'))).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30 });
  });

  test('a run with each measure before its name is read as before', async () => {
    expect(amounts(await importIt(['50ml bourbon 25 lemon 20 honey ginger + 2 dash ango'], 'Sour'))).toEqual({ bourbon: 50, 'lemon-juice': 25, 'honey-ginger-syrup': 20, 'angostura-bitters': 2 });
  });
});
