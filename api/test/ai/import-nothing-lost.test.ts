import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { splitAmounts, splitRatio } from '../../src/ai/builtin/ingredient-line';
import { demoBar, silentLog } from './fixtures';

/**
 * No ingredient line is lost: each one is matched, suggested as a substitute or listed as unmatched, however the
 * recipe writes it (several amounts on a line, amounts as ratios, amounts in prose after a unit said once, bar
 * measures with a size word, the other languages); lines that are not ingredients are not listed.
 */
const bar = demoBar();
const importIt = (ingredients: string[]) => processRecipe({ name: 'Test', ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = async (ingredients: string[]) => Object.fromEntries((await importIt(ingredients)).ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('amounts as a ratio after or before the names', () => {
  test.each([
    ['vodka & ginger beer, 40/120 ml', { vodka: 40, 'ginger-beer': 120 }],
    ['rye/sweet vermouth/Campari 50/25/25', { 'rye-whiskey': 50, 'vermouth-sweet': 25, campari: 25 }],
    ['60/20/20 ml cachaça, lime juice, sugar syrup', { cachaca: 60, 'lime-juice': 20, 'sugar-syrup': 20 }],
  ])('%s', async (line, expected) => {
    expect(await amounts([line])).toEqual(expected);
  });

  test('a fraction is one amount, not a ratio of two', () => {
    expect(splitRatio('1/2 oz egg white, beaten')).toBeNull();
    expect(splitRatio('3/4 oz lime, fresh')).toBeNull();
  });
});

describe('several ingredients on one line, every way they are joined', () => {
  test.each([
    ['Aperol and prosecco, 60 ml of each', { aperol: 60, prosecco: 60 }],
    ['2 oz rye with a barspoon of sugar syrup', { 'rye-whiskey': 60, 'sugar-syrup': 5 }],
    ['Tequila 50 / lime 20 / agave 10', { 'tequila-blanco': 50, 'lime-juice': 20, 'agave-syrup': 10 }],
    ['Whiskey: 40 ml bourbon + 20 ml rye', { bourbon: 40, 'rye-whiskey': 20 }],
  ])('%s', async (line, expected) => {
    expect(await amounts([line])).toEqual(expected);
  });

  test("'top with soda' is one ingredient, not two", () => {
    expect(splitAmounts('top with soda water')).toEqual(['top with soda water']);
  });

  test('a topped or measured part with a named garnish or a pinch beside it is split', async () => {
    const got = await amounts(['fill with cola, lime wedge']);
    expect(Object.keys(got).sort()).toEqual(['cola', 'lime-wedges']);
    expect(await amounts(['10 ml agave, pinch of salt'])).toEqual({ 'agave-syrup': 10, salt: 0.5 });
  });

  test("'1/2 lime, in wedges' stays one line", async () => {
    expect(await amounts(['1/2 lime, in wedges'])).toEqual({ 'lime-wedges': 4 });
  });
});

describe('amounts in prose', () => {
  test('a unit said once carries to the bare amounts after it; counts stay counts', async () => {
    const got = await amounts(['so basically 50ml vodka, 20 cranberry, 15 triple sec, then 8 mint leaves on top']);
    expect(got).toMatchObject({ vodka: 50, 'cranberry-juice': 20, 'triple-sec': 15, 'mint-leaves': 8 });
  });

  test("a written number with 'of' after a unit ('forty millilitres of gin with twenty of Campari')", async () => {
    expect(await amounts(['Stir forty millilitres of gin with twenty of Campari and twenty of sweet vermouth.'])).toEqual({
      'gin-london-dry': 40,
      campari: 20,
      'vermouth-sweet': 20,
    });
  });

  test("'an ounce and a half' is 1.5 oz", async () => {
    expect(await amounts(['Pour an ounce and a half of bourbon and an ounce of lemon juice into a shaker.'])).toMatchObject({ bourbon: 45, 'lemon-juice': 30 });
  });

  test('whatever a sentence names with an amount is read, even after what was measured', async () => {
    const result = await importIt(['Shake 50 ml of vodka with 3 dashes of celery bitters and a freshly brewed espresso.']);
    expect(result.ingredients.map((i) => i.inventoryItemId).sort()).toEqual(['espresso', 'vodka']);
    expect(result.unmatchedIngredients.join(' ')).toMatch(/celery/);
  });

  test('a clause naming what was already read is not read twice', async () => {
    expect(await amounts(['Pour in 100 ml of ginger beer and float 2 oz of dark rum on top.'])).toEqual({ 'ginger-beer': 100, 'rum-dark': 60 });
  });
});

describe('bar measures and other languages', () => {
  test.each([
    ['1 level barspoon sugar syrup', { 'sugar-syrup': 5 }],
    ['a generous splash of soda water', { 'soda-water': 5 }],
    ['60 mils of gin', { 'gin-london-dry': 60 }],
    ['top w/ tonic', { 'tonic-water': 60 }],
    ['un spruzzo di soda', { 'soda-water': 5 }],
    ['30 ml de suco de lima', { 'lime-juice': 30 }],
    ['150 ml de refresco de cola', { cola: 150 }],
  ])('%s', async (line, expected) => {
    expect(await amounts([line])).toEqual(expected);
  });
});

describe('lines that are not ingredients are not listed', () => {
  test.each(['Garnish is optional', 'Tip: use a chilled glass', 'Note: batch it the day before'])('%s', async (line) => {
    const result = await importIt(['50 ml gin', '150 ml tonic water', line]);
    expect(result.unmatchedIngredients).toEqual([]);
  });
});
