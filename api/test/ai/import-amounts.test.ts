import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/** Amounts as recipes really write them, each in the stock item's unit. */
const bar = demoBar();
const amounts = async (ingredients: string[], instructions: string[] = []) => {
  const recipe = await processRecipe({ name: 'Test', ingredients, instructions }, bar, builtinEngine, silentLog());
  return Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
};

describe('import amounts', () => {
  test("the recipe's own part size: '(1 part = 2 cl)' on a line of its own", async () => {
    expect(await amounts(['3 parts prosecco', '2 parts Aperol', '1 part soda water', '(1 part = 2 cl)'])).toEqual({ prosecco: 60, aperol: 40, 'soda-water': 20 });
  });

  test('a part size said in the method counts too, and without one a part is 30 ml', async () => {
    expect(await amounts(['2 parts bourbon', '1 part Campari'], ['One part is 1 1/2 oz. Stir with ice.'])).toEqual({ bourbon: 90, campari: 45 });
    expect(await amounts(['2 parts gin', '1 part Campari'])).toEqual({ 'gin-london-dry': 60, campari: 30 });
  });

  test("several measured ingredients on one line split at a spaced slash: '50ml tequila / 20ml Cointreau / 15ml lime'", async () => {
    expect(await amounts(['50ml tequila / 20ml Cointreau / 15ml lime'])).toEqual({ 'tequila-blanco': 50, 'triple-sec': 20, 'lime-juice': 15 });
  });

  test("a dual unit is one amount: '2 oz / 60 ml gin', '1 ounce / 30 ml Campari'", async () => {
    expect(await amounts(['2 oz / 60 ml gin', '1 ounce / 30 ml Campari'])).toEqual({ 'gin-london-dry': 60, campari: 30 });
  });

  test("a fraction in words before 'of an ounce': 'three quarters of an ounce of fresh lemon juice'", async () => {
    expect(await amounts(['2 oz bourbon', 'three quarters of an ounce of fresh lemon juice'])).toEqual({ bourbon: 60, 'lemon-juice': 22.5 });
    expect(await amounts(['a quarter of an ounce of sugar syrup, to taste, for balance'])).toEqual({ 'sugar-syrup': 7.5 });
  });

  test.each([
    ['1 1/2 oz white rum', 'rum-white', 45],
    ['1-1/4 oz bourbon', 'bourbon', 37.5],
    ['.75 oz lemon juice', 'lemon-juice', 22.5],
    ['½ oz simple syrup', 'sugar-syrup', 15],
    ['2-3 dashes Angostura bitters', 'angostura-bitters', 2.5],
    ['a barspoon sugar syrup', 'sugar-syrup', 5],
    ['1 egg white', 'egg-white', 30],
    ['4 cl gin', 'gin-london-dry', 40],
    ['2 tsp sugar syrup', 'sugar-syrup', 10],
    ['1 shot espresso', 'espresso', 30],
  ])('%s', async (line, item, quantity) => {
    expect((await amounts([line]))[item]).toBeCloseTo(quantity, 5);
  });
});
