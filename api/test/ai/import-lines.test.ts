import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/** Several amounts on one line, written every way recipes write them, and amounts said inside prose. */
const bar = demoBar();
const importIt = (ingredients: string[]) => processRecipe({ name: 'Test', ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = async (ingredients: string[]) => Object.fromEntries((await importIt(ingredients)).ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('several amounts on one line', () => {
  test.each([
    ['Cognac 50 ml; Cointreau 20 ml; lemon juice 20 ml', { cognac: 50, 'triple-sec': 20, 'lemon-juice': 20 }],
    ['Vodka (40 ml), Cointreau (15 ml), cranberry juice (30 ml), lime juice (15 ml)', { vodka: 40, 'triple-sec': 15, 'cranberry-juice': 30, 'lime-juice': 15 }],
    ['gin: 45 ml, lemon juice: 30 ml, sugar syrup: 15 ml', { 'gin-london-dry': 45, 'lemon-juice': 30, 'sugar-syrup': 15 }],
    ['2 oz tequila / 1 oz Cointreau / 3/4 oz lime juice', { 'tequila-blanco': 60, 'triple-sec': 30, 'lime-juice': 22.5 }],
    ['Gin 45ml / Campari 30ml / Sweet vermouth 30ml', { 'gin-london-dry': 45, campari: 30, 'vermouth-sweet': 30 }],
    ['2oz gin 1oz lime juice 0.75oz simple syrup', { 'gin-london-dry': 60, 'lime-juice': 30, 'sugar-syrup': 22.5 }],
  ])('%s', async (line, expected) => {
    expect(await amounts([line])).toEqual(expected);
  });

  test("'30 ml each' followed by a topping: both spirits at 30 ml and the soda", async () => {
    const got = await amounts(['Campari and sweet vermouth, 30 ml each, topped with soda']);
    expect(got).toMatchObject({ campari: 30, 'vermouth-sweet': 30 });
    expect(Object.keys(got)).toContain('soda-water');
  });
});

describe('amounts inside prose', () => {
  test.each([
    ['Shake fifty ml of vodka with 30 ml coffee liqueur, 30 ml fresh espresso and 10 ml sugar syrup until frothy.', { vodka: 50, 'coffee-liqueur': 30, espresso: 30, 'sugar-syrup': 10 }],
    ["You'll want 60 ml of dark rum poured over 100 ml ginger beer, plus a lime wedge.", { 'rum-dark': 60, 'ginger-beer': 100, 'lime-wedges': 1 }],
    [
      'Start with two ounces of blended Scotch, add 3/4 ounce each of lemon juice and honey-ginger syrup, shake, then float 1/4 oz Islay Scotch on top.',
      { 'scotch-blended': 60, 'lemon-juice': 22.5, 'honey-ginger-syrup': 22.5, 'scotch-islay': 7.5 },
    ],
  ])('%s', async (line, expected) => {
    expect(await amounts([line])).toEqual(expected);
  });

  test("'in a glass' is where it is made, not an ingredient", async () => {
    const recipe = await importIt(['Combine 1 1/2 ounces of tequila with 1/2 ounce of lime juice in a glass and top with grapefruit soda.']);
    expect(recipe.unmatchedIngredients ?? []).toEqual([]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId).sort()).toEqual(['grapefruit-soda', 'lime-juice', 'tequila-blanco']);
  });

  test('a measure in brackets after the name, on its own line or in a sentence', async () => {
    expect(await amounts(['a double measure of dark rum (50ml)'])).toEqual({ 'rum-dark': 50 });
    expect(await amounts(['A good pour of white rum (about 50 ml), then fill up with cola.'])).toMatchObject({ 'rum-white': 50 });
  });
});
