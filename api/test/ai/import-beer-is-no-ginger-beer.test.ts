import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * A bare 'beer' in a recipe is a beer, never the mixer named one (an outside manager's finding): ginger beer is another
 * product, and a drink made with beer is no alcohol-free drink. The bar stocks three beers, so which one is the
 * manager's to say: the lager is offered to confirm.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[]): Promise<Imported> => processRecipe({ name: 'Test', ingredients, instructions: [] }, bar, builtinEngine, silentLog());

describe("'beer' is no ginger beer", () => {
  test.each([
    [['330 ml beer', '50 ml tequila']],
    [['1 pint of beer', '20 ml lime juice']],
    [['a bottle of beer', '25 ml lime juice']],
    [['top with beer', '50 ml gin']],
    [['250 ml Bier', '30 ml lemon juice']],
  ])('%j', async (lines) => {
    const recipe = await importIt(lines);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).not.toContain('ginger-beer');
    expect(recipe.suggestedSubstitutes?.map((s) => s.inventoryItemId)).toContain('lager-bottle');
  });
  test('ginger beer said is ginger beer', async () => {
    const recipe = await importIt(['50 ml vodka', '120 ml ginger beer']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toContain('ginger-beer');
  });
  test('a lager said is the lager', async () => {
    const recipe = await importIt(['1 bottle of lager', '25 ml lime juice']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toContain('lager-bottle');
  });
});
