import type { AiEngine, ProposedRecipe } from '../../src/ai/port';
import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * A batch that says how many it serves is imported as one serve, and the answer says how many (ADR 39): a drink on
 * the menu is what one order pours, so a pitcher's litres would empty the stock in an order or two. Whichever engine
 * read the paste; a spec of one drink under a heading that names its party is kept as written.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Interval batch', engine: AiEngine = builtinEngine) => processRecipe({ name, ingredients, instructions: [] }, bar, engine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a batch is imported as one serve', () => {
  test.each([
    [['INTERVAL NEGRONI — batch for 40', '1.2 L gin', '1.2 L Campari', '1.2 L sweet vermouth', '40 orange peels'], 40, { 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 }],
    [['Interval G&T (40 serves)', 'Gin 2 L', 'Tonic water 6 L', 'Lime wedges x40'], 40, { 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 1 }],
    [['Pausen-Spritz für 40 Gäste', '3,6 l Prosecco', '2,4 l Aperol', '1,2 l Soda', '40 Orangenscheiben'], 40, { prosecco: 90, aperol: 60, 'soda-water': 30, 'orange-slices': 1 }],
    [['Sangría para 10 personas', '1,5 l vino tinto', '500 ml zumo de naranja'], 10, { 'wine-red-house': 150, 'orange-juice': 50 }],
    [['Serves 8', '400 ml bourbon', '200 ml lemon juice', '100 ml sugar syrup'], 8, { bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 12.5 }],
  ])('%j: one serve of %d', async (lines, serves, expected) => {
    const recipe = await importIt(lines);
    expect(recipe.servings).toBe(serves);
    expect(amounts(recipe)).toEqual(expected);
  });

  test('the price is one serve\'s too', async () => {
    const batch = await importIt(['Makes 20', '1 L gin', '3 L tonic water']);
    const single = await importIt(['50 ml gin', '150 ml tonic water'], 'G&T');
    expect(batch.estimatedPrice).toBe(single.estimatedPrice);
  });

  test('another engine that gave the amounts as written is divided the same way', async () => {
    const asWritten: ProposedRecipe = {
      description: 'A pitcher',
      category: 'cocktail',
      ingredients: [
        { name: 'white rum', source: '2 L white rum', inventoryItemId: 'rum-white', quantity: 2000, unit: 'ml', confidence: 0.9 },
        { name: 'lime juice', source: '1 L lime juice', inventoryItemId: 'lime-juice', quantity: 1000, unit: 'ml', confidence: 0.9 },
      ],
      unmatchedIngredients: [],
      instructions: [],
      prepTime: 3,
      confidence: 0.9,
    };
    const model: AiEngine = { name: 'azure-openai', recommend: () => Promise.reject(new Error('not asked')), importRecipe: () => Promise.resolve(asWritten) };
    const recipe = await importIt(['Daiquiri pitcher, serves 40', '2 L white rum', '1 L lime juice'], 'Daiquiri pitcher', model);
    expect(recipe.servings).toBe(40);
    expect(amounts(recipe)).toEqual({ 'rum-white': 50, 'lime-juice': 25 });
  });
});

describe('what is no batch', () => {
  test.each([
    [['Negroni batch for the wedding (20 serves)', '30 ml gin', '30 ml Campari', '30 ml sweet vermouth']],
    [['Rinde 2 vasos', '50 ml gin', '120 ml tonic water']],
    [['Makes about 1 litre', '500 ml gin', '500 ml tonic water']],
    [['Serves 1', '50 ml gin', '150 ml tonic water']],
    [['50 ml gin for 2 people', '150 ml tonic water']],
  ])('%j: kept as written, no serve count', async (lines) => {
    const recipe = await importIt(lines);
    expect(recipe.servings).toBeUndefined();
    expect(Math.max(...recipe.ingredients.map((i) => i.quantity))).toBeGreaterThanOrEqual(30);
  });
});
