import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Recipes as managers paste them from other languages and other layouts: ingredient names and spoons in Spanish,
 * French, German, Italian and Portuguese; a numbered list on one line; a rim without an amount at the end of a line
 * of amounts; counted egg whites and squeezed fruit in prose; a maker of several products (Rose's); a spirit offered
 * as a substitute keeps the drink a cocktail; a year in a story line is no amount.
 */
const bar = demoBar();
const importIt = (ingredients: string[], instructions: string[] = []) => processRecipe({ name: 'Test', ingredients, instructions }, bar, builtinEngine, silentLog());
const amounts = (recipe: Awaited<ReturnType<typeof importIt>>) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('ingredient names and measures in five languages', () => {
  test.each([
    [['4 cl Gin', '2 cl Zitronensaft', '1 cl Zuckersirup'], { 'gin-london-dry': 40, 'lemon-juice': 20, 'sugar-syrup': 10 }],
    [['50 ml de tequila blanco', '25 ml de zumo de lima', '15 ml de sirope de agave'], { 'tequila-blanco': 50, 'lime-juice': 25, 'agave-syrup': 15 }],
    [['3 cl gin', '3 cl bitter Campari', '3 cl vermouth rosso', "scorza d'arancia"], { 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 }],
    [['60 ml de cachaça', '2 colheres de chá de xarope de açúcar'], { cachaca: 60, 'sugar-syrup': 10 }],
    [['5 cl rhum blanc', '2,5 cl jus de citron vert', '1,5 cl sirop de sucre'], { 'rum-white': 50, 'lime-juice': 25, 'sugar-syrup': 15 }],
    [['6 cl Rum', '2 TL Zuckersirup', '2 Spritzer Angostura'], { 'rum-white': 60, 'sugar-syrup': 10, 'angostura-bitters': 2 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('an English recipe is read as before: glacé is not ice, citron vodka stays a near-match', async () => {
    const recipe = await importIt(['50 ml vodka', '2 glace cherries']);
    expect(amounts(recipe).vodka).toBe(50);
  });
});

describe('layouts: a numbered list on one line, a rim at the end of a line of amounts', () => {
  test('1) 60 ml prosecco 2) 40 ml Aperol 3) splash of soda 4) orange slice', async () => {
    expect(amounts(await importIt(['1) 60 ml prosecco 2) 40 ml Aperol 3) splash of soda 4) orange slice']))).toEqual({ prosecco: 60, aperol: 40, 'soda-water': 5, 'orange-slices': 1 });
  });

  test('a line of amounts ending in a salt rim keeps the salt', async () => {
    const recipe = await importIt(['1 1/2 oz. Patrón Silver, 1/2 oz. Cointreau, 3/4 oz. fresh lime juice, salt rim']);
    expect(Object.keys(amounts(recipe)).sort()).toEqual(['lime-juice', 'salt', 'tequila-blanco', 'triple-sec']);
  });
});

describe('prose: egg whites and squeezed fruit', () => {
  test('the white of one egg is one egg white (30 ml), not a whole egg', async () => {
    expect(amounts(await importIt(['Into a shaker go 60ml of rye, 25ml lemon, 20ml simple syrup and the white of one egg.']))['egg-white']).toBe(30);
  });

  test('squeeze half a lime in: the juice of half a lime; a squeezed lime wedge stays a wedge', async () => {
    expect(amounts(await importIt(['I use about 2 ounces of white rum, squeeze half a lime in, and top it with cola.']))['lime-juice']).toBe(15);
    const wedge = await importIt(['Fill a highball with ice, pour in 50 ml of dark rum and top up with about 100 ml ginger beer; squeeze in a lime wedge.']);
    expect(amounts(wedge)['lime-wedges']).toBe(1);
    expect(amounts(wedge)['lime-juice']).toBeUndefined();
  });
});

describe('brands, substitutes and story lines', () => {
  test("Rose's grenadine is grenadine; Rose's lime cordial is a suggested lime juice", async () => {
    const recipe = await importIt(["Rose's grenadine 15 ml", "Rose's lime cordial 15 ml"]);
    expect(amounts(recipe)).toEqual({ grenadine: 15 });
    expect(recipe.suggestedSubstitutes!.map((s) => s.inventoryItemId)).toEqual(['lime-juice']);
  });

  test('a spirit offered as a substitute keeps the drink a cocktail', async () => {
    const recipe = await importIt(['50 ml Irish whiskey', '25 ml lemon juice', '15 ml sugar syrup']);
    expect(recipe.suggestedSubstitutes!.map((s) => s.inventoryItemId)).toEqual(['scotch-blended']);
    expect(recipe.category).toBe('cocktail');
  });

  test('a story line with a year is left out, not listed as an ingredient', async () => {
    const recipe = await importIt(['This one is from my trip to Havana in 2019!', '50ml white rum', 'juice of 1 lime']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'rum-white': 50, 'lime-juice': 30 });
  });
});

describe("a maker's name in front of a product", () => {
  test.each([
    ['Giffard orgeat 15 ml', 'orgeat-syrup'],
    ['20 ml Lazzaroni Amaretto', 'amaretto'],
    ['60 ml Cocchi di Torino', 'vermouth-sweet'],
    ['15 ml Monin sugar syrup', 'sugar-syrup'],
    ['100 ml Fentimans ginger beer', 'ginger-beer'],
    ['50 ml Del Maguey Vida', 'mezcal'],
  ])('%s is %s', async (line, item) => {
    const recipe = await importIt([line]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual([item]);
  });

  test('a kind word after an unknown name is not a product: basil leaves are listed, other bitters only suggested, never matched', async () => {
    const recipe = await importIt(['50 ml gin', 'Basil leaves', "3 dashes Peychaud's bitters", "2 dashes Regans' orange bitters"]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['gin-london-dry']);
    expect(recipe.unmatchedIngredients).toContain('Basil leaves');
    expect(recipe.suggestedSubstitutes?.find((s) => /Peychaud/.test(s.source))?.inventoryItemId).toBe('angostura-bitters');
    // Each bitters line is suggested or listed: none is lost, none matched.
    expect(recipe.unmatchedIngredients.length + (recipe.suggestedSubstitutes?.length ?? 0)).toBe(3);
  });

  test('a near product stays a suggestion even with a capital: Blood orange juice', async () => {
    const recipe = await importIt(['50 ml Blood orange juice', '50 ml gin']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['gin-london-dry']);
    expect(recipe.suggestedSubstitutes!.map((s) => s.inventoryItemId)).toEqual(['orange-juice']);
  });
});

describe('more ways of putting several amounts on a line', () => {
  test('bullets between measured ingredients', async () => {
    expect(amounts(await importIt(['Bourbon 2 oz • Sweet vermouth 1 oz • Angostura 2 dashes']))).toEqual({ bourbon: 60, 'vermouth-sweet': 30, 'angostura-bitters': 2 });
  });

  test("a bare number with 'of' takes the unit said before it in the sentence", async () => {
    expect(amounts(await importIt(["You'll need about 45ml of cognac, 20 of Cointreau and 20 of lemon"]))).toEqual({ cognac: 45, 'triple-sec': 20, 'lemon-juice': 20 });
  });

  test('an espresso named in passing is one shot', async () => {
    expect(amounts(await importIt(['Take two shots of vodka and a shot of coffee liqueur, plus a fresh espresso']))).toEqual({ vodka: 60, 'coffee-liqueur': 30, espresso: 30 });
  });

  test('equal parts, with a splash of its own', async () => {
    expect(amounts(await importIt(['equal parts Aperol and prosecco, splash soda']))).toEqual({ aperol: 30, prosecco: 30, 'soda-water': 5 });
  });
});

describe('another product of the same base is suggested, never matched', () => {
  test.each([
    ['30 ml white cranberry juice', 'cranberry-juice'],
    ['30 ml coffee', 'espresso'],
    ['1 whole egg', 'egg-white'],
    ['1 egg', 'egg-white'],
    ['60 ml prosecco rosé', 'wine-rose-house'],
    ['30 ml blue curaçao', 'triple-sec'],
  ])('%s: suggested as %s', async (line, item) => {
    const recipe = await importIt([line, '50 ml gin']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['gin-london-dry']);
    expect(recipe.suggestedSubstitutes!.map((s) => s.inventoryItemId)).toEqual([item]);
  });

  test('a product word is no slip of another: sherry is not a cherry', async () => {
    const recipe = await importIt(['30 ml sherry', '50 ml gin']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['gin-london-dry']);
    expect(recipe.unmatchedIngredients).toEqual(['30 ml sherry']);
  });

  test('the plain names still match: rum, agave, lime, 1 egg white, a typo of tequila', async () => {
    const recipe = await importIt(['2 oz rum', '1/2 oz agave', '1 lime', '1 egg white', '1 oz tequilla']);
    expect(recipe.ingredients.map((i) => i.inventoryItemId).sort()).toEqual(['agave-syrup', 'egg-white', 'lime-wedges', 'rum-white', 'tequila-blanco']);
  });
});
