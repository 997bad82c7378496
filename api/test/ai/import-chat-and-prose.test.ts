import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Shapes of the thirteenth outside recipes' misses (none copied): a garnish heading with a dash, a garnish 'to
 * finish', a size with no article, 'about' before a number in words, a prose step that names a counted garnish, a
 * brand's aged word that is its own name, a compound Portuguese lime; and lines that are not ingredients: a message's
 * greeting, its sign-off and the name under it, a yield in the singular, a keyword line, a toast behind '¡', the
 * recipe's name with its number said the other way, ice as a step.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('garnishes and amounts said in passing', () => {
  test.each([
    ['Garnish – orange slice & cherry', { 'orange-slices': 1, 'cocktail-cherries': 1 }],
    ['Garnish - lime wedge and a cherry', { 'lime-wedges': 1, 'cocktail-cherries': 1 }],
    ['An orange slice to finish.', { 'orange-slices': 1 }],
    ['large thin slice of lemon peel', { 'lemon-twist': 1 }],
    ['about three ounces of prosecco', { prosecco: 90 }],
    ['topped with about two ounces of soda water', { 'soda-water': 60 }],
    ['Slap four mint leaves and tuck them in.', { 'mint-leaves': 4 }],
    ['Drop 2 dashes of Angostura on top', { 'angostura-bitters': 2 }],
    ['• 6 gomos de limão-taiti', { 'lime-wedges': 6 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, ...expected });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });

  test("a brand whose own name says its age is that product: 'Havana Club Añejo 3 Años' is the white rum, matched", async () => {
    const recipe = await importIt(['Havana Club Añejo 3 Años – 50 ml', 'Coca-Cola – 120 ml']);
    expect(amounts(recipe)).toEqual({ 'rum-white': 50, cola: 120 });
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });

  test('an aged word said beside the brand still makes another product, only suggested', async () => {
    const recipe = await importIt(['50 ml gin', 'reposado tequila (Herradura) 30 ml']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['gin-london-dry']);
    expect(recipe.suggestedSubstitutes?.map((i) => i.inventoryItemId)).toEqual(['tequila-blanco']);
  });
});

describe('what a message, a page or a step says around the recipe is not an ingredient', () => {
  test('a staff message: greeting, request, sign-off and the name that signs it', async () => {
    const recipe = await importIt(['Hi all,', 'spec for the new sour below – please add it before Friday.', '', 'Bourbon 30ml + lemon 25ml + sugar syrup 10ml', 'Thanks,', 'Marta']);
    expect(amounts(recipe)).toEqual({ bourbon: 30, 'lemon-juice': 25, 'sugar-syrup': 10 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([['Hey team!'], ['Oi pessoal'], ['Hola a todos'], ['Bonjour tout le monde']])('the greeting %s', async (greeting) => {
    const recipe = await importIt([greeting, '60 ml cachaça']);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a capitalised ingredient at the end, after an ingredient line, is still read', async () => {
    const recipe = await importIt(['50 ml gin', 'Campari']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['gin-london-dry', 'campari']);
  });

  test.each(['Rende 1 copo', 'Rinde 2 vasos', 'Keyword: classic margarita, tequila', '¡Que aproveche!', '¡Salud!', 'Fill the glass with ice'])('%s', async (line) => {
    const recipe = await importIt(['50 ml gin', line, '120 ml tonic water']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'tonic-water': 120 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("the recipe's name with its number said the other way is its title", async () => {
    const recipe = await importIt(['Ward 8', '2 oz rye whiskey, ½ oz lemon juice, ½ oz orange juice, 1 tsp grenadine'], 'Ward Eight');
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.ingredients).toHaveLength(4);
  });
});

describe('several amounts on one line, as a bar writes them', () => {
  test.each([
    ['tequila 50, lime 25, agave 15', { 'tequila-blanco': 50, 'lime-juice': 25, 'agave-syrup': 15 }],
    ['60 ml cachaça — 1/2 lime — 2 tsp sugar syrup', { cachaca: 60, 'lime-wedges': 4, 'sugar-syrup': 10 }],
    ['2 oz bourbon - 1 oz lemon - 3/4 oz sugar syrup', { bourbon: 60, 'lemon-juice': 30, 'sugar-syrup': 22.5 }],
    ['Gin – 50 ml, tonic – 150 ml', { 'gin-london-dry': 50, 'tonic-water': 150 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a decimal comma is no list: 'Gin 4,5 cl'", async () => {
    expect(amounts(await importIt(['Gin 4,5 cl']))).toEqual({ 'gin-london-dry': 45 });
  });
});

describe('steps, halves and cuts said in the languages', () => {
  test.each([
    ['mit Soda auffüllen', { 'soda-water': 60 }],
    ['mit Tonic aufgießen', { 'tonic-water': 60 }],
    ['2 cl de jus de citron vert et 1 cl de Cointreau', { 'lime-juice': 20, 'triple-sec': 10 }],
    ['meio limão em pedaços', { 'lime-wedges': 4 }],
    ['mezzo lime a spicchi', { 'lime-wedges': 4 }],
    ['une demi citron vert', { 'lime-wedges': 4 }],
    ['eine halbe Limette, geachtelt', { 'lime-wedges': 8 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, ...expected });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each(['1/2 lemon', '1 lemon', 'medio limón'])('a whole fruit (%s) is never matched to its twist', async (line) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['gin-london-dry']);
    expect([...recipe.unmatchedIngredients, ...(recipe.suggestedSubstitutes ?? []).map((s) => s.source)].length).toBe(1);
  });
});

describe('measures glued together, and a bar list of bare ounces', () => {
  test.each([
    ['2oz bourbon 3/4oz lemon 3/4oz sugar syrup', { bourbon: 60, 'lemon-juice': 22.5, 'sugar-syrup': 22.5 }],
    ['2 oz bourbon 3/4 oz lemon 3/4 oz sugar syrup', { bourbon: 60, 'lemon-juice': 22.5, 'sugar-syrup': 22.5 }],
    ['gin 2, lime 1, simple 3/4', { 'gin-london-dry': 60, 'lime-juice': 30, 'sugar-syrup': 22.5 }],
    ['rum 60 / lime 30 / sugar syrup 15', { 'rum-white': 60, 'lime-juice': 30, 'sugar-syrup': 15 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});
