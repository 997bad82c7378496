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

describe('a paste from a chat, a post or a recipe page', () => {
  test("a chat's time and speaker are not the line, and its chatter is no ingredient", async () => {
    const recipe = await importIt(['[21:14] Marta: ok new one for the autumn menu 🍂', '[21:15] Marta: 50ml Jameson', '[21:15] Marta: 20 ml lemon juice', '[21:16] Dave: 👍 love it']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'lemon-juice': 20 });
    expect((recipe.suggestedSubstitutes ?? []).map((s) => [s.inventoryItemId, s.quantity])).toEqual([['scotch-blended', 50]]);
  });

  test('emoji used as bullets are not the line', async () => {
    const recipe = await importIt(['✨ 50ml vodka', '☕️ 25ml coffee liqueur', '🍋 25 ml lemon juice']);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'coffee-liqueur': 25, 'lemon-juice': 25 });
  });

  test("the recipe's own name, however decorated, a page's rating, buttons and headings are not ingredients", async () => {
    const recipe = await processRecipe(
      { name: 'Espresso Martini (Instagram)', ingredients: ['Jump to Recipe', 'Print', '★★★★★ 4.9 from 1,203 reviews', '☕️🍸 ESPRESSO MARTINI 🍸☕️', 'Ingredientes', '50 ml vodka', 'Advertisement'], instructions: [] },
      bar,
      builtinEngine,
      silentLog(),
    );
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['vodka']);
  });

  test("a line that is the recipe's name and then its measures is the recipe", async () => {
    const recipe = await importIt(['Negroni: 30 ml gin, 30 ml Campari, 30 ml sweet vermouth'], 'Negroni');
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30 });
  });

  test('a stand-in the recipe already holds is listed as written, never lost', async () => {
    const recipe = await importIt(['60 ml bourbon', '2 dashes Angostura bitters', '1 dash orange bitters']);
    expect(amounts(recipe)).toEqual({ bourbon: 60, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients.join(' ') + (recipe.suggestedSubstitutes ?? []).map((s) => s.source).join(' ')).toContain('orange bitters');
  });
});

describe("the manager tester's shorthand, wines, juices and lists in the languages", () => {
  test.each([
    ['20 lemon', { 'lemon-juice': 20 }],
    ['20 lime', { 'lime-juice': 20 }],
    ['1 bottle vin blanc sec', { 'wine-white-house': 750 }],
    ['750 ml vinho branco', { 'wine-white-house': 750 }],
    ['1 Flasche Rotwein', { 'wine-red-house': 750 }],
    ['10 cl vino rosso', { 'wine-red-house': 100 }],
    ['el zumo de 1/2 lima', { 'lime-juice': 15 }],
    ['Strain over a big cube and garnish with an orange peel.', { 'orange-peel': 1 }],
    ["mezza fetta d'arancia e scorza di limone", { 'orange-slices': 0.5, 'lemon-twist': 1 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt(['50 ml vodka', line]);
    expect(amounts(recipe)).toMatchObject(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a count of things or of whole fruit stays a count: 8 mint leaves, 2 limes', async () => {
    const recipe = await importIt(['50 ml rum', '8 mint leaves', '2 limes']);
    expect(amounts(recipe)['mint-leaves']).toBe(8);
    expect(amounts(recipe)['lime-juice']).toBeUndefined();
  });

  test("'Gin, Campari e vermouth rosso in parti uguali, 3 cl ciascuno': 30 ml of each", async () => {
    const recipe = await importIt(['Gin, Campari e vermouth rosso in parti uguali, 3 cl ciascuno']);
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 30, campari: 30 });
  });

  test("'50 Tanqueray / 150 Fever-Tree / 2 wedges lime': a bar's shorthand", async () => {
    const recipe = await importIt(['50 Tanqueray / 150 Fever-Tree / 2 wedges lime']);
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'lime-wedges': 2 });
  });

  test("headings with the recipe's name or its servings are not ingredients", async () => {
    for (const [name, line] of [
      ['Espresso Martini batch x12', "Espresso Martini — batch for Sarah's 30th (makes 12)"],
      ['Aperol Spritz pitcher', 'PITCHER (serves 8)'],
      ['Kir (FR)', 'Le Kir (recette de Dijon)'],
    ]) {
      const recipe = await processRecipe({ name: name!, ingredients: [line!, '50 ml vodka'], instructions: [] }, bar, builtinEngine, silentLog());
      expect(recipe.unmatchedIngredients).toEqual([]);
    }
    const sunrise = await processRecipe({ name: 'Tequila Sunrise', ingredients: ['Tequila (blanco)', '90 ml orange juice'], instructions: [] }, bar, builtinEngine, silentLog());
    expect(sunrise.ingredients.map((i) => i.inventoryItemId)).toContain('tequila-blanco');
  });
});
