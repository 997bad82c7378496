import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Shapes of the twelfth outside recipes' misses (none copied): garnishes named together with the ice and with no
 * garnish word, a garnish as a clause of the method, a rim said as 'half the rim', a size before a garnish,
 * 'N x 330 ml', a top-up with its timing, a maker's name before a tonic's style; and lines that are not
 * ingredients: toasts and thanks in the languages, a web page's buttons, a heading with its servings in brackets,
 * a method under its heading, a note for the staff.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('garnishes, rims, sizes and measures as managers write them', () => {
  test.each([
    ['orange slice & plenty of ice', { 'orange-slices': 1 }],
    ['Orange slice and a cherry on top', { 'orange-slices': 1, 'cocktail-cherries': 1 }],
    ['Salt half the rim', { salt: 1 }],
    ['A large thin slice of lemon peel', { 'lemon-twist': 1 }],
    ['2 x 330 ml cans ginger beer', { 'ginger-beer': 660 }],
    ['Top with 300 ml soda water just before serving.', { 'soda-water': 300 }],
    ['150ml Fever-Tree Mediterranean Tonic', { 'tonic-water': 150 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, ...expected });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a garnish said as a clause of the method is an ingredient, and the method stays', async () => {
    const recipe = await importIt(['50 ml tequila', '20 ml lime juice', 'Shake, strain over fresh ice, lime wedge on the side']);
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 50, 'lime-juice': 20, 'lime-wedges': 1 });
    expect(recipe.instructions).toContain('Shake, strain over fresh ice, lime wedge on the side');
  });
});

describe('lines that are not ingredients are never listed as unmatched', () => {
  test.each([
    'thx!',
    "That's it, honestly.",
    'Bonne dégustation !',
    'Salute!',
    'Proost!',
    'Na zdrowie!',
    'Jump to Recipe',
    "We tested this 12 times so you don't have to!",
    'Ingredienti (per 1 persona)',
    'Tell Marco when the agave runs low',
    'Veel ijsblokjes',
    'No garnish needed, the foam is the garnish.',
  ])('%s', async (line) => {
    const recipe = await importIt(['50 ml gin', '150 ml tonic water', line]);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'tonic-water': 150 });
  });

  test('a method under its heading goes to the instructions', async () => {
    const line = 'Modo de preparo: macere o limão com o xarope, complete com gelo e a cachaça e mexa bem.';
    const recipe = await importIt(['50 ml cachaça', '1 lime, cut into wedges', line]);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.instructions.join(' ')).toContain('macere o limão');
  });
});
