import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Pastes from a newspaper cutting, a voice memo, a wedding's drink card, a scanned card and a paragraph of prose
 * (fourteenth session, the opened twenty-second set's kinds in our own words): a byline, a page turn, a cutting's
 * source, names and a date between flourishes, a toast and a heading in capitals are no ingredients; a spoken filler
 * before an amount is no part of it; a zero or a five read for a letter; a measure said after a comma ('then fill with
 * ginger beer, about 120 ml'); a unit's full stop before the next step; a total said in the title shares out the parts;
 * a garnish after a comma on a measured line; a salt's maker; Dutch and Polish words of the stock.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe("a paste's furniture is no ingredient", () => {
  test('a newspaper cutting: heading in capitals, byline and page turn', async () => {
    const recipe = await importIt(
      [
        "THE GIMLET'S QUIET COMEBACK",
        'By our drinks correspondent',
        'To make one, shake two ounces of gin with three-quarters of an ounce of fresh lime juice and three-quarters of an ounce of sugar syrup, then strain into a chilled coupe.',
        'Continued on page 14',
      ],
      'Gimlet (newspaper clipping)',
    );
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 60, 'lime-juice': 22.5, 'sugar-syrup': 22.5 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a cutting's source in brackets and a toast after the method", async () => {
    const recipe = await importIt(
      ['SIDECAR SEASON', '(clipped from the Sunday paper, 1987)', '50 ml cognac', '20 ml Cointreau', '20 ml lemon juice', 'Shake with ice and strain into a chilled glass. Raise it to Harry.'],
      'Sidecar',
    );
    expect(amounts(recipe)).toEqual({ cognac: 50, 'triple-sec': 20, 'lemon-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a wedding's drink card: names between flourishes, how it is served, a signed date", async () => {
    const recipe = await importIt(
      ['~ Emma & Jonas ~', '25 ml elderflower cordial', '15 ml fresh lime juice', '150 ml soda water', '4 mint leaves', 'Served over ice in a tall glass', 'With love, 14.06.2025'],
      'The Garden Party',
    );
    expect(amounts(recipe)).toEqual({ 'elderflower-cordial': 25, 'lime-juice': 15, 'soda-water': 150, 'mint-leaves': 4 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a voice memo: its header, the drink's name said with fillers, fillers before an amount", async () => {
    const recipe = await importIt(
      ['[Voice memo 0:42]', 'um so the house old fashioned, right', 'two ounces of bourbon', 'uh a quarter ounce of simple syrup', 'two dashes of Angostura', 'and an orange peel, express it and drop it in'],
      'House Old Fashioned (voice memo transcript)',
    );
    expect(amounts(recipe)).toEqual({ bourbon: 60, 'sugar-syrup': 7.5, 'angostura-bitters': 2, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('amounts as they are written', () => {
  test("a scanned card's zero for an O and five for an S", async () => {
    const recipe = await importIt(['1 1/2 oz Bourb0n', '2 dashes Ang0stura', '5hake hard, serve up']);
    expect(amounts(recipe)).toEqual({ bourbon: 45, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a heavy dash is a dash', async () => {
    expect(amounts(await importIt(['1 jigger rye', '1 heavy dash Angostura']))).toEqual({ 'rye-whiskey': 45, 'angostura-bitters': 1 });
  });

  test("a paragraph: 'about 120 ml' after the name, and a unit's full stop before the next step", async () => {
    const recipe = await importIt(['Start with 45 ml of vodka in a copper mug full of ice. Squeeze in 10 ml of lime juice, then fill with ginger beer, about 120 ml. Finish with a lime wedge.']);
    expect(amounts(recipe)).toEqual({ vodka: 45, 'lime-juice': 10, 'ginger-beer': 120, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a top-up measured after a comma is an ingredient, not a step', async () => {
    expect(amounts(await importIt(['45 ml vodka', 'fill with ginger beer, about 120 ml.']))).toEqual({ vodka: 45, 'ginger-beer': 120 });
  });

  test('a total said in the title shares out the parts', async () => {
    const recipe = await importIt(['Clover Club (in parts, makes 90 ml before dilution)', '3 parts gin', '1 part raspberry syrup', '1 part lemon juice', '1 part egg white'], 'Clover Club (in parts with a total)');
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'raspberry-syrup': 15, 'lemon-juice': 15, 'egg-white': 15 });
  });

  test('a garnish after a comma on a measured line is its own line', async () => {
    const recipe = await importIt(['Cosmo: 40 vodka / 15 Cointreau / 15 lime juice / 30 cranberry, flamed orange twist'], 'Cosmopolitan');
    expect(amounts(recipe)).toEqual({ vodka: 40, 'triple-sec': 15, 'lime-juice': 15, 'cranberry-juice': 30, 'orange-peel': 1 });
  });

  test("a salt's maker is the salt", async () => {
    expect(amounts(await importIt(['Patrón Silver 50 ml', 'Maldon salt 1 g (half rim)']))).toEqual({ 'tequila-blanco': 50, salt: 1 });
  });
});

describe('Dutch and Polish words of the stock', () => {
  test('witte rum, muntblaadjes', async () => {
    const recipe = await importIt(['5 cl witte rum', '2,5 cl limoensap', '8 muntblaadjes', 'Garneer met een partje limoen']);
    expect(amounts(recipe)).toEqual({ 'rum-white': 50, 'lime-juice': 25, 'mint-leaves': 8, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('piwa imbirowego, ćwiartka limonki do dekoracji', async () => {
    const recipe = await importIt(['45 ml wódki', '10 ml soku z limonki', '120 ml piwa imbirowego', 'ćwiartka limonki do dekoracji']);
    expect(amounts(recipe)).toEqual({ vodka: 45, 'lime-juice': 10, 'ginger-beer': 120, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a winter menu's pastes (the manager tester's kinds, in our own words)", () => {
  test('a liqueur of another flavour is no substitute: the manager sees it unmatched', async () => {
    for (const line of ['30 ml dark chocolate liqueur', '30 ml chocolate liqueur']) {
      const recipe = await importIt([line, '30 ml vodka']);
      expect(recipe.unmatchedIngredients).toEqual([line]);
      expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
    }
  });

  test('a sugar of another kind and another bitters are still offered', async () => {
    const recipe = await importIt(['60 ml bourbon', '10 ml demerara syrup', '2 dashes orange bitters']);
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId).sort()).toEqual(['angostura-bitters', 'sugar-syrup']);
  });

  test('a line that leaves a thing out adds none of it', async () => {
    const recipe = await importIt(['50 ml gin', '25 ml lemon juice', '15 ml sugar syrup', 'without egg white']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 25, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("'lemon or lime juice' is the first named", async () => {
    expect(amounts(await importIt(['50 ml gin', '20 ml lemon or lime juice']))).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 20 });
  });

  test('hot water that tops a toddy is listed, never lost', async () => {
    expect((await importIt(['50 ml whisky', 'hot water to top'])).unmatchedIngredients).toEqual(['hot water to top']);
  });

  test('a glug is a splash', async () => {
    expect(amounts(await importIt(['50 ml gin', 'a glug of tonic']))).toEqual({ 'gin-london-dry': 50, 'tonic-water': 5 });
  });

  test('ounces and millilitres side by side are one amount', async () => {
    const recipe = await importIt(['1 oz / 30 ml gin', '3/4 oz / 22 ml lemon juice']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(Object.keys(amounts(recipe)).sort()).toEqual(['gin-london-dry', 'lemon-juice']);
  });

  test('a garnish named in the method is listed whether or not it is stocked', async () => {
    expect((await importIt(['50 ml whisky', 'Stir with ice, strain and garnish with a cinnamon stick.'])).unmatchedIngredients).toEqual(['cinnamon stick']);
  });

  test('a Polish batch for 40 guests, in bottles, slices and cocktail cherries', async () => {
    const recipe = await importIt(['Grzaniec dla 40 osób', '3 butelki czerwonego wina', '1 l wody gazowanej', '10 wisienek koktajlowych'], 'Grzaniec');
    expect(recipe.servings).toBe(40);
    expect(Object.keys(amounts(recipe)).sort()).toEqual(['cocktail-cherries', 'soda-water', 'wine-red-house']);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('an unstocked Dutch spirit keeps the drink out of alcohol-free (offered as the gin, never matched)', async () => {
    const recipe = await importIt(['50 ml jenever', '100 ml bruiswater']);
    expect((recipe.suggestedSubstitutes ?? []).map((i) => i.inventoryItemId)).toEqual(['gin-london-dry']);
    expect(amounts(recipe)).toEqual({ 'soda-water': 100 });
    expect(recipe.category).toBe('cocktail');
  });
});

describe('a card read by a phone: l and O for digits', () => {
  test("'l l/2 oz', '1l/2 oz', 'O.5 oz' are one and a half and a half ounces, never a litre", async () => {
    expect(amounts(await importIt(['l l/2 oz gin', 'O.5 oz sugar syrup']))).toEqual({ 'gin-london-dry': 45, 'sugar-syrup': 15 });
    expect(amounts(await importIt(['1l/2 oz gin', 'l/2 oz sugar syrup']))).toEqual({ 'gin-london-dry': 45, 'sugar-syrup': 15 });
  });

  test('a litre written as l after its number is still a litre', async () => {
    expect(amounts(await importIt(['1l vodka', '2l cranberry juice']))).toEqual({ vodka: 1000, 'cranberry-juice': 2000 });
  });
});
