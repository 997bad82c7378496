import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Shapes an outside tester found importing a bar's binder and phone notes on the running app, none copied: a chat's
 * date and time before an amount, a note's date, quarts, the ounce and squeezing in the languages, a spoon's size in
 * brackets, an appellation after a wine, a fruit 'juiced' after its amount, a bare garnish at the end of a list, a
 * drink's name before 'equal parts', a counted garnish in a step; amounts of nothing; lines that are not ingredients.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('amounts as they were written, whatever stands before them', () => {
  test('a chat with dates and times: the amount is the one said, chatter is no ingredient', async () => {
    const recipe = await importIt([
      '[21:04, 12/11/2026] Jess: ok espresso martini spec for tonight 👇',
      '[21:04, 12/11/2026] Jess: 50ml Grey Goose',
      '[21:05, 12/11/2026] Jess: 25ml kahlua, 25ml fresh espresso',
      '[21:05, 12/11/2026] Jess: shake hard, double strain, 3 beans on top',
      '[21:06, 12/11/2026] Tom: 👍',
    ]);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'coffee-liqueur': 25, espresso: 25 });
    // The beans are listed, not lost; nothing else is.
    expect(recipe.unmatchedIngredients).toEqual(['3 beans']);
  });

  test.each([
    ['12/11 - 40ml gin', { 'gin-london-dry': 40 }],
    ['1 quart lime juice', { 'lime-juice': 946 }],
    ['2 onzas de ron blanco', { 'rum-white': 60 }],
    ['1 onza de zumo de lima', { 'lime-juice': 30 }],
    ['3 cl frisch gepresster Zitronensaft', { 'lemon-juice': 30 }],
    ['90 ml Prosecco Superiore DOCG', { prosecco: 90 }],
    ['100 ml Sprudel', { 'soda-water': 100 }],
    ["une rondelle d'orange", { 'orange-slices': 1 }],
    ['- Lime 1/2 (juiced)', { 'lime-juice': 15 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each(['2 colheres (sopa) de açúcar', '2 cucharaditas de azúcar blanca'])('%s: granulated sugar, offered as the syrup', async (line) => {
    const recipe = await importIt(['60 ml cachaça', line]);
    expect(recipe.suggestedSubstitutes?.map((s) => s.inventoryItemId)).toEqual(['sugar-syrup']);
  });

  test.each(['0 ml vodka', 'NaN oz tequila', '1/0 oz Campari', '0/0 ml Aperol'])('%s: no amount is made up; the line is listed as written', async (line) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
    expect(recipe.unmatchedIngredients).toEqual([line]);
  });
});

describe('lists and names as a binder writes them', () => {
  test("a bare garnish at the end of a measured list is read: '..., cherry'", async () => {
    const recipe = await importIt(['2 oz rye, 1 oz sweet vermouth, 2 dashes Angostura, cherry']);
    expect(amounts(recipe)).toEqual({ 'rye-whiskey': 60, 'vermouth-sweet': 30, 'angostura-bitters': 2, 'cocktail-cherries': 1 });
  });

  test("the drink's name before 'equal parts' is a title", async () => {
    const recipe = await importIt(['Negroni — equal parts gin, campari, sweet vermouth (1 part = 30ml)', 'orange peel'], 'Negroni');
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    ['US Customary | Metric', 'Margarita'],
    ['Zutaten für 1 Glas', 'Whiskey Sour'],
    ['Margarita (receta de la casa)', 'Margarita de la casa'],
    ['Corte o limão em 8 pedaços e retire o miolo branco.', 'Caipirinha'],
    ['Keep in freezer, pour 100ml over big ice.', 'Batched Negroni'],
  ])('%s is not an ingredient', async (line, name) => {
    const recipe = await importIt(['50 ml gin', line], name);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a one-word ingredient in brackets is still an ingredient', async () => {
    const recipe = await importIt(['Tequila (blanco)', 'orange juice 90 ml'], 'Tequila Sunrise');
    expect(Object.keys(amounts(recipe))).toEqual(['tequila-blanco', 'orange-juice']);
  });
});

describe('a second manager tester: alcohol-free products, bare kinds, grams, languages and layouts', () => {
  test.each([
    ['50 ml gin (alcohol-free)', { 'gin-alcohol-free': 50 }],
    ['1 Heineken 0.0', { 'beer-alcohol-free-bottle': 1 }],
    ['20 g sugar syrup', { 'sugar-syrup': 20 }],
    ['3 - 1 oz sweet vermouth', { 'vermouth-sweet': 30 }],
    ['1-1/4 oz bourbon', { bourbon: 37.5 }],
    ['50 ml de ginebra', { 'gin-london-dry': 50 }],
    ['200 ml de triple seco', { 'triple-sec': 200 }],
    ['1 litro de zumo de naranja', { 'orange-juice': 1000 }],
    ['100 ml refresco de pomelo', { 'grapefruit-soda': 100 }],
    ['20 ml jarabe de goma', { 'sugar-syrup': 20 }],
    ['mezza oncia di bourbon', { bourbon: 15 }],
    ['4 cl Wermut rot', { 'vermouth-sweet': 40 }],
    ['1 Luxardo maraschino cherry', { 'cocktail-cherries': 1 }],
    ['Aperol x 3 cl', { aperol: 30 }],
    ['dark rum 25 ml x 2', { 'rum-dark': 50 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });

  test('an alcohol-free product is never matched to the alcoholic one', async () => {
    for (const line of ['50 ml gin (alcohol-free)', '1 Heineken 0.0', '1 bottle Becks Blue']) {
      const recipe = await importIt(['50 ml vodka', line]);
      expect(recipe.ingredients.map((i) => i.inventoryItemId)).not.toContain('gin-london-dry');
      expect(recipe.ingredients.map((i) => i.inventoryItemId)).not.toContain('lager-bottle');
    }
  });

  test.each(['1 oz cream', '1 oz liqueur', '150 ml wine', '2 oz juice', '1 oz vermouth'])('%s: a bare kind the bar stocks several of, or another product of it, is only suggested', async (line) => {
    const recipe = await importIt(['50 ml vodka', line]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['vodka']);
    expect(recipe.suggestedSubstitutes).toHaveLength(1);
  });

  test('a spirit named bare stays the bar’s usual one', async () => {
    expect(amounts(await importIt(['2 oz whiskey', '2 oz rum']))).toEqual({ bourbon: 60, 'rum-white': 60 });
  });
});
