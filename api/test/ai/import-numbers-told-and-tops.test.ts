import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The import classes the sixteenth recipe set showed once opened: numbers that are no amounts (a story's, a page's),
 * a 'top with' said with the stir after it, a temperature said of an ingredient ('hot espresso'), a garnish named
 * with how it is done ('a flamed orange peel').
 */
const bar = demoBar();
const importIt = (ingredients: string[], instructions: string[] = []) => processRecipe({ name: 'Test', ingredients, instructions }, bar, builtinEngine, silentLog());
const amounts = (recipe: Awaited<ReturnType<typeof importIt>>) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a number told in a story or by a page is no amount', () => {
  test.each(["Sold 40 of these on New Year's Eve '88", 'Page 4 of 12', 'p. 7', 'We served 200 of them at the 2019 launch', 'Since \'95 the house pour'])('%s', async (line) => {
    const recipe = await importIt(['1 1/2 oz bourbon', '3/4 oz lemon juice', line]);
    expect(amounts(recipe)).toEqual({ bourbon: 45, 'lemon-juice': 22.5 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('an amount of a thing is still read', async () => {
    expect(amounts(await importIt(['40 of vodka', '30 cranberry juice']))).toEqual({ vodka: 40, 'cranberry-juice': 30 });
  });
});

describe("a 'top with' said with the stir after it", () => {
  test('after the measured soda: the soda once, at its measure, and the stir kept as method', async () => {
    const recipe = await importIt(['45 ml gin', '60 ml soda water', 'Top with the soda and give it a gentle stir.']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'soda-water': 60 });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.instructions.join(' ')).toMatch(/gentle stir/);
  });

  test('alone: the soda is an ingredient', async () => {
    const recipe = await importIt(['45 ml gin', 'Top with soda water and stir gently']);
    expect(Object.keys(amounts(recipe)).sort()).toEqual(['gin-london-dry', 'soda-water']);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('how an ingredient is served or done does not hide it', () => {
  test.each([
    [['50 ml hot espresso', '50 ml coffee liqueur'], { espresso: 50, 'coffee-liqueur': 50 }],
    [['For the house Cosmo we do 40ml vodka with 15 of Cointreau, 15 fresh lime and 30 cranberry juice, shaken, and a flamed orange peel on top.'], { vodka: 40, 'triple-sec': 15, 'lime-juice': 15, 'cranberry-juice': 30, 'orange-peel': 1 }],
  ])('%s', async (lines, expected) => {
    expect(amounts(await importIt(lines))).toEqual(expected);
  });
});

describe('what a form, an email, a document or a shop page adds around a recipe is not listed as missing', () => {
  test.each([
    [['COMPETITOR NO.: 17', 'Drink name: Garden Party Spritz', 'Glassware: Wine glass', '1. Aperol ........ 20', '2. Prosecco (top) ........ 90', 'Ice: cubed'], { aperol: 20, prosecco: 90 }],
    [['---------- Forwarded message ---------', 'From: Marco <marco@hotel.example>', 'Subject: Mojito spec', '> 50 ml white rum', '> 25 ml lime juice', 'Marco: cut the sugar to 15 if the limes are sweet.'], { 'rum-white': 50, 'lime-juice': 25 }],
    [['# Signature Serves — Q3', '**Spirit**', '45 ml gin', '**Modifiers**', '20 ml lemon juice', '> Note: dry shake first'], { 'gin-london-dry': 45, 'lemon-juice': 20 }],
    [['Shop now', 'HOW TO MAKE IT', '50 ml gin', '150 ml tonic water', 'Please drink responsibly. 43% ABV. 70 cl.', 'Share your serve with #GinMoments'], { 'gin-london-dry': 50, 'tonic-water': 150 }],
    // (A batch for 50 guests is one guest's serve: ADR 39.)
    [['RUM PUNCH — for 50 guests', '2 L dark rum', '2.5 L pineapple juice'], { 'rum-dark': 40, 'pineapple-juice': 50 }],
    [['Kalimotxo / Calimocho', '100 ml house red', '100 ml cola'], { 'wine-red-house': 100, cola: 100 }],
    [['- cubetti di ghiaccio', 'Glace pilée', '45 ml gin', '90 ml tonic water'], { 'gin-london-dry': 45, 'tonic-water': 90 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a comment with no amount beside a quoted amount is still read', async () => {
    expect(amounts(await importIt(['> 20 ml sugar syrup', 'Note: use less if the limes are sweet']))).toEqual({ 'sugar-syrup': 20 });
  });
});

describe("a numbered list's marks are no amounts", () => {
  test.each([
    ['3. Fresh lemon juice ........ 10', { 'lemon-juice': 10 }],
    ['2. Orange juice 90', { 'orange-juice': 90 }],
    ['4 - Orange juice 30', { 'orange-juice': 30 }],
    ['5. Sugar syrup — 15', { 'sugar-syrup': 15 }],
    ['1. 2 oz gin', { 'gin-london-dry': 60 }],
  ])('%s', async (line, expected) => {
    expect(amounts(await importIt([line]))).toEqual(expected);
  });

  test('a range is no list mark', async () => {
    expect(amounts(await importIt(['2 - 3 dashes Angostura bitters']))).toEqual({ 'angostura-bitters': 2.5 });
  });
});

describe('garnishes named together are each kept, and none is lost', () => {
  test.each([
    [['50 ml vodka', 'lime wedge, mint sprig', 'orange slice, cherry'], ['vodka', 'lime-wedges', 'mint-leaves', 'orange-slices', 'cocktail-cherries'], []],
    [['45 ml white rum', 'Garnish: pineapple leaf, cherry, orange slice'], ['rum-white', 'cocktail-cherries', 'orange-slices'], ['pineapple leaf']],
    [['50 ml gin', 'Garnish: a single flamed orange peel, chosen because it echoes the bitters'], ['gin-london-dry', 'orange-peel'], []],
  ])('%j', async (lines, items, unmatched) => {
    const recipe = await importIt(lines);
    expect(Object.keys(amounts(recipe)).sort()).toEqual([...items].sort());
    expect(recipe.unmatchedIngredients).toEqual(unmatched);
  });

  test('a garnish on a condition is listed, never dropped', async () => {
    const recipe = await importIt(['50ml blended scotch', 'Garnish candied ginger if we have it, otherwise skip.']);
    expect(recipe.unmatchedIngredients.join(' ')).toMatch(/candied ginger/);
  });

  test('an alternative in brackets on that condition is no ingredient', async () => {
    expect(amounts(await importIt(['40ml vodka (citrus vodka if you have it)']))).toEqual({ vodka: 40 });
  });
});

describe('shorthand, handles and small words as bars write them', () => {
  test.each([
    [['60 wht rum', '25 lime', '15 s/syr'], { 'rum-white': 60, 'lime-juice': 25, 'sugar-syrup': 15 }],
    [['1 EW', '2 d ango', '50 bour'], { 'egg-white': 30, 'angostura-bitters': 2, bourbon: 50 }],
    [['50ml @tanqueraygin', '25ml #aperol', '20ml @kahlua_uk'], { 'gin-london-dry': 50, aperol: 25, 'coffee-liqueur': 20 }],
    [['• a splash of soda (25 ml)', 'a dash of sugar syrup (5 ml)', 'a glass of house white (175 ml)'], { 'soda-water': 25, 'sugar-syrup': 5, 'wine-white-house': 175 }],
    [['15 ml Luxardo Amaretto', '7.5ml sugar (rich 2:1)'], { amaretto: 15, 'sugar-syrup': 7.5 }],
    [['40 ml gin', 'Top up with Fever-Tree Light tonic'], { 'gin-london-dry': 40, 'tonic-water': 60 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a maker's name in brackets is no product: 'lime cordial (Rose's)' is never the rosé", async () => {
    const recipe = await importIt(['45 ml gin', "10 ml lime cordial (Rose's)"]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).not.toContain('wine-rose-house');
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).toContain('lime-juice');
  });

  test('the zest of a fruit is no wedge of it', async () => {
    const recipe = await importIt(['45 ml gin', 'zest of 1 lime']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['gin-london-dry']);
    expect(recipe.unmatchedIngredients).toEqual(['zest of 1 lime']);
  });

  test("an unstocked liqueur by its maker's name still makes the drink one with alcohol", async () => {
    const recipe = await importIt(["50 ml Pimm's No. 1", '100 ml lemonade', 'orange slice']);
    expect(recipe.category).toBe('cocktail');
  });
});

describe('a column pasted one cell a line', () => {
  test('each bare amount goes with the name above it, and none is lost', async () => {
    const recipe = await importIt(['Gin', '50 ml', 'Campari', '30 ml', 'Sweet vermouth', '30 ml']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, campari: 30, 'vermouth-sweet': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a shop page's small print with a bottle's size is no ingredient", async () => {
    const recipe = await importIt(['50 ml gin', '150 ml tonic water', 'Please drink responsibly. 43% ABV. 70 cl.']);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});
