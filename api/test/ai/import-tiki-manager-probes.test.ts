import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What a tiki bar's new manager broke in the import, each as a class in our own words: a sheet whose merged 'Drink'
 * cells the paste left blank, and one of two drinks; a line pasted again; a supplier's price line; a bound said of an
 * amount; a count in Japanese; an amount that is no number; products named in a list with no amounts; Spanish 'to top';
 * a scan's ones for i's; lines of a menu that are no ingredient; an abbreviation's full stop; a stand-in of another
 * spirit or flavour; a pour with only its garnish.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test', at = bar): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, at, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a sheet with a header row and merged (blank) first cells keeps every row', () => {
  // (The route trims each line, so a row's blank first cell is gone before the import reads it.)
  test('each row of one drink is read by its columns from the right', async () => {
    const recipe = await importIt(['Cocktail\tIngredient\tQty\tUnit', 'Zombie\twhite rum\t1.5\toz', 'lemon juice\t0.75\toz', 'grenadine\t0.25\toz', 'pineapple juice\t1\toz']);
    expect(amounts(recipe)).toEqual({ 'rum-white': 45, 'lemon-juice': 22.5, grenadine: 7.5, 'pineapple-juice': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a second drink's rows are listed under its name, never added to the first's", async () => {
    const recipe = await importIt(['Drink\tIngredient\tAmount\tUnit', 'Jungle Bird\tdark rum\t45\tml', 'Campari\t20\tml', 'pineapple juice\t45\tml', 'Navy Grog\twhite rum\t30\tml', 'lime juice\t20\tml']);
    expect(amounts(recipe)).toEqual({ 'rum-dark': 45, campari: 20, 'pineapple-juice': 45 });
    expect(recipe.unmatchedIngredients).toEqual(['Navy Grog: white rum 30 ml', 'Navy Grog: lime juice 20 ml']);
  });

  test('the drink named as the recipe is the one read', async () => {
    const recipe = await importIt(['Drink\tIngredient\tAmount\tUnit', 'Jungle Bird\tdark rum\t45\tml', 'Campari\t20\tml', 'Navy Grog\twhite rum\t30\tml', 'lime juice\t20\tml'], 'Navy Grog');
    expect(amounts(recipe)).toEqual({ 'rum-white': 30, 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual(['Jungle Bird: dark rum 45 ml', 'Jungle Bird: Campari 20 ml']);
  });
});

describe('the same item on different lines is added, a line pasted again included', () => {
  test.each([
    [Array(40).fill('2 ml orgeat'), { 'orgeat-syrup': 80 }],
    [['5 ml grenadine', '5 ml grenadine'], { grenadine: 10 }],
    [['10 ml lemon juice', '10 ml lemon juice', '10 ml lemon juice', '50 ml gin'], { 'lemon-juice': 30, 'gin-london-dry': 50 }],
  ])('%j', async (lines, expected) => {
    expect(amounts(await importIt(lines))).toEqual(expected);
  });
});

describe('amounts read as said', () => {
  test.each([
    [['Fresh lemon juice 1L £3.80', '20 ml lemon juice', '50 ml gin'], { 'lemon-juice': 20, 'gin-london-dry': 50 }],
    [['Orgeat 750ml €12.90', '15 ml orgeat', '45 ml dark rum'], { 'orgeat-syrup': 15, 'rum-dark': 45 }],
    [['50 ml Appleton Estate (£24.00 / 70cl)', '20 ml lime juice'], { 'lime-juice': 20 }],
  ])("a supplier's bottle and its price is no amount: %j", async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients.filter((u) => /\d[.,]\d\d/.test(u))).toEqual([]);
  });

  test.each([
    ['up to 10 ml grenadine', 10],
    ['at most 10 ml grenadine', 10],
    ['no more than 10 ml grenadine', 10],
    ['max 10 ml grenadine', 10],
  ])("a bound said of an amount, '%s', is that amount, matched", async (line, ml) => {
    const recipe = await importIt(['45 ml white rum', line]);
    expect(amounts(recipe)).toEqual({ 'rum-white': 45, grenadine: ml });
  });

  test.each([
    ['アンゴスチュラ・ビターズ 2ダッシュ', 2],
    ['アンゴスチュラ・ビターズ 5ダッシュ', 5],
  ])("dashes in Japanese, '%s', are that many dashes", async (line, dashes) => {
    expect(amounts(await importIt(['60 ml rye whiskey', line]))['angostura-bitters']).toBe(dashes);
  });

  test.each(['NaN oz orgeat', 'Infinity ml orgeat', 'undefined ml orgeat'])("an amount that is no number, '%s', never becomes one", async (line) => {
    const recipe = await importIt(['45 ml dark rum', line]);
    expect(amounts(recipe)).toEqual({ 'rum-dark': 45 });
    expect(recipe.unmatchedIngredients).toEqual([line]);
  });
});

describe('stocked items said loosely are matched', () => {
  test.each([
    ['c. 15 ml orgeat', 'orgeat-syrup', 15],
    ['at least 60 ml white rum', 'rum-white', 60],
    ['minimum 1 oz lime juice', 'lime-juice', 30],
    ['グレナデン 15ml', 'grenadine', 15],
    ['グレナデン 2tsp', 'grenadine', 10],
    ['グレナデン 1バースプーン', 'grenadine', 5],
    ['ginger beer — completar', 'ginger-beer', 60],
    ['Garnish: orange sl1ce', 'orange-slices', 1],
    ['Garnish: mint spr1g', 'mint-leaves', 5],
  ])("'%s'", async (line, item, quantity) => {
    const recipe = await importIt(['45 ml cachaça', line]);
    expect(amounts(recipe)[item]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    ['white rum and pineapple juice, shaken', { 'rum-white': 30, 'pineapple-juice': 30 }],
    ['gin, lemon juice, sugar syrup', { 'gin-london-dry': 30, 'lemon-juice': 30, 'sugar-syrup': 30 }],
  ])("products named in a list without amounts, '%s', are each matched, none lost", async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('lines of a menu that are no ingredient are not listed', () => {
  test.each([
    '2 scoops crushed ice',
    'ABV ≈ 18%',
    'flame it',
    'set it alight',
    'a spent lime shell',
    'Make for 12.',
    'ZOMB1E',
    'JUNGLE B1RD',
    'Prices include VAT',
    '75cl)',
    'Painkiller (1 part = 20 ml)',
  ])("'%s'", async (line) => {
    const recipe = await importIt(['45 ml dark rum', '20 ml lime juice', line]);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'rum-dark': 45, 'lime-juice': 20 });
  });
});

describe('an amount that is no amount says so', () => {
  test.each([
    ['-1.5 oz white rum', /below zero/],
    ['3/0 oz white rum', /divided by zero/],
    ['123456789012345 ml white rum', /more than any recipe holds/],
  ])("'%s' alone: the 422 says what is wrong with the amount", async (line, problem) => {
    await expect(importIt([line])).rejects.toThrow(problem);
  });
});

describe('an unstocked product is never matched to another', () => {
  const suggested = (recipe: Imported) => (recipe.suggestedSubstitutes ?? []).map((i) => i.inventoryItemId);

  test('grenadine syrup in Japanese is the grenadine; unstocked, it is listed, never the sugar syrup', async () => {
    expect(amounts(await importIt(['45 ml tequila', 'グレナデンシロップ 15ml']))).toEqual({ 'tequila-blanco': 45, grenadine: 15 });
    const without = demoBar({ inventory: bar.inventory.filter((i) => i.id !== 'grenadine') });
    const recipe = await importIt(['45 ml tequila', 'グレナデンシロップ 15ml'], 'Test', without);
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 45 });
    expect(suggested(recipe)).toEqual([]);
    expect(recipe.unmatchedIngredients).toEqual(['グレナデンシロップ 15ml']);
  });

  test('lime cordial in Japanese is at most a suggestion of the lime juice, as in English', async () => {
    const recipe = await importIt(['50 ml gin', 'ライムコーディアル 20ml']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
    expect(suggested(recipe)).toEqual(['lime-juice']);
  });

  test.each(['1 oz alcohol-free tequila alternative', '30 ml non-alcoholic whisky alternative'])("'%s' is never the bar's alcohol-free gin", async (line) => {
    const recipe = await importIt([line, '90 ml tonic water']);
    expect(amounts(recipe)).toEqual({ 'tonic-water': 90 });
    expect(suggested(recipe)).toEqual([]);
    expect(recipe.unmatchedIngredients).toEqual([line]);
  });

  test('a white overproof rum by its brand is offered as the white rum, never the dark', async () => {
    const recipe = await importIt(['15 ml Wray and Nephew', '30 ml lime juice']);
    expect(suggested(recipe)).toEqual(['rum-white']);
  });
});

describe('a line is never broken apart', () => {
  test.each([
    ["20 ml John D. Taylor's Velvet Falernum", '45 ml white rum'],
    ['15 ml St. George spiced pear liqueur', '45 ml white rum'],
  ])("an initial's or an abbreviation's full stop ends no line: '%s'", async (line, rum) => {
    const recipe = await importIt([rum, line]);
    expect(recipe.unmatchedIngredients).toEqual([line]);
  });

  test("'Float 15 ml Lemon Hart 151 overproof rum' is one line: the rum offered, nothing cut off", async () => {
    const recipe = await importIt(['30 ml lime juice', 'Float 15 ml Lemon Hart 151 overproof rum']);
    expect(amounts(recipe)).toEqual({ 'lime-juice': 30 });
    expect((recipe.suggestedSubstitutes ?? []).map((i) => [i.inventoryItemId, i.quantity])).toEqual([['rum-dark', 15]]);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a spirit is a pour with ice or a twist at most', () => {
  test.each([
    [['60 ml bourbon', 'lemon twist'], 'spirit'],
    [['60 ml bourbon', 'orange peel', 'ice'], 'spirit'],
    [['60 ml bourbon'], 'spirit'],
    [['60 ml bourbon', 'mint sprig'], 'cocktail'],
    [['50 ml tequila', 'salt rim'], 'cocktail'],
    [['60 ml bourbon', '1 cocktail cherry'], 'cocktail'],
  ])('%j is a %s', async (lines, category) => {
    expect((await importIt(lines)).category).toBe(category);
  });
});
