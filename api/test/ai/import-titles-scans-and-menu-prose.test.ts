import { SEED_RECIPES } from '@bar/domain/seed';
import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The import classes the opened twentieth set showed, in our own words: a line that only names a drink (by a name the
 * trade knows, a drink of the bar's menu, a menu's title with its price), a menu's words of how the drink tastes, a
 * wiki's furniture and references, a ratio in parts beside the measured spec, a mention without an amount above the
 * measured line, a scanner's 'rn' for 'm' and a spirit's name broken after its style, a run-on voice memo, a top-up or a
 * menu's sentence that goes on to the garnish, emoji among the amounts, ice said to be for stirring or in two languages,
 * grams in the languages, a count said once on a line in two languages, and a batch's yield as serves times a size.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test', onBar = bar) => processRecipe({ name, ingredients, instructions: [] }, onBar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a line that only names a drink is its title, not an ingredient', () => {
  test.each([
    [['Clover Club — house spec', '50 ml gin', '15 ml lemon juice', '15 ml raspberry syrup'], { 'gin-london-dry': 50, 'lemon-juice': 15, 'raspberry-syrup': 15 }],
    [['Cuba Libre', '50 ml white rum', '120 ml cola', '1 lime wedge'], { 'rum-white': 50, cola: 120, 'lime-wedges': 1 }],
    [['Caipiroska, the Polish way', '50 ml vodka', '20 ml sugar syrup'], { vodka: 50, 'sugar-syrup': 20 }],
    [['Sidecar spec', '50 ml cognac', '20 ml Cointreau', '20 ml lemon juice'], { cognac: 50, 'triple-sec': 20, 'lemon-juice': 20 }],
    [['Corpse Reviver No. 2', '25 ml gin', '25 ml Cointreau', '25 ml lemon juice'], { 'gin-london-dry': 25, 'triple-sec': 25, 'lemon-juice': 25 }],
    // A brand, a base or a style before the drink's name ('Bombay G&T', 'Rum Buck', 'Frozen Margarita').
    [['Bombay Sapphire G&T', '50 ml gin', '150 ml tonic water'], { 'gin-london-dry': 50, 'tonic-water': 150 }],
    [['Rum Buck', '50 ml dark rum', '100 ml ginger beer'], { 'rum-dark': 50, 'ginger-beer': 100 }],
    [['Smoked Old Fashioned (house)', '60 ml bourbon', '2 dashes Angostura'], { bourbon: 60, 'angostura-bitters': 2 }],
    // In the languages, written as a card writes them.
    [['Caipirinha — receita da casa', '50 ml de cachaça', '1 limão cortado em 4 pedaços'], { cachaca: 50, 'lime-wedges': 4 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a drink's name in a brand's title adds nothing to the measured spirit ('Tanqueray Gin & Tonic' over '45 ml Tanqueray')", async () => {
    const recipe = await importIt(['Tanqueray Gin & Tonic', '45 ml Tanqueray', '120 ml tonic water']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'tonic-water': 120 });
  });

  test("a drink on the bar's menu is a title too, and one named after a product the bar stocks is not", async () => {
    const negroni = SEED_RECIPES.find((r) => r.id === 'negroni')!;
    const at = '2026-01-01T00:00:00.000Z';
    const menu = [
      { ...negroni, id: 'garden-gate', name: 'Garden Gate', createdAt: at, updatedAt: at },
      { ...negroni, id: 'campari-orange', name: 'Campari Orange', createdAt: at, updatedAt: at },
    ];
    const withMenu = demoBar({ recipes: menu });
    const titled = await importIt(['Garden Gate', '40 ml gin', '20 ml elderflower liqueur'], 'Test', withMenu);
    expect(titled.unmatchedIngredients).toEqual([]);
    expect(amounts(titled)).toEqual({ 'gin-london-dry': 40, 'elderflower-liqueur': 20 });
    // ('Campari Orange' names the stock's Campari: it is read, never dropped as a title.)
    const named = await importIt(['Campari Orange', '100 ml orange juice'], 'Test', withMenu);
    expect([...named.ingredients, ...(named.suggestedSubstitutes ?? [])].map((i) => i.inventoryItemId)).toContain('campari');
  });

  test('real ingredient lines that hold such words still match or are listed', async () => {
    expect(amounts(await importIt(['Campari Spritz', 'Campari', 'prosecco', 'soda water']))).toEqual({ campari: 30, prosecco: 30, 'soda-water': 30 });
    const vesper = await importIt(['Vesper', '45 ml gin', '15 ml vodka', 'Cocchi Americano']);
    expect(vesper.unmatchedIngredients).toEqual(['Cocchi Americano']);
    // (A line with an amount is never a title: '30 ml Hugo' is an ingredient nothing in stock matches.)
    expect((await importIt(['30 ml Hugo', '60 ml prosecco'])).unmatchedIngredients).toEqual(['30 ml Hugo']);
  });

  test("a menu's title with its price after a wide gap, with no currency ('NIGHT SHIFT   14'), is no ingredient", async () => {
    const recipe = await importIt(['NIGHT SHIFT   14', '40 ml vodka', '20 ml coffee liqueur', '30 ml espresso']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ vodka: 40, 'coffee-liqueur': 20, espresso: 30 });
    // (A product in capitals with its amount after a gap is a measure, never a title.)
    expect(amounts(await importIt(['GIN   50', 'TONIC   150']))).toEqual({ 'gin-london-dry': 50, 'tonic-water': 150 });
  });
});

describe("a menu's or a maker's words of how the drink tastes are no ingredient", () => {
  test.each([['A bright, zesty sipper for hot days.'], ['Silky, smoky and a little dangerous.'], ['Our twist on a pre-Prohibition classic']])('%s', async (tagline) => {
    const recipe = await importIt(['WINTER GARDEN', tagline, '50 ml gin', '20 ml lime juice']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lime-juice': 20 });
  });

  test('a line that names a product with such words is still read', async () => {
    expect(amounts(await importIt(['50 ml tequila', 'fresh mint, bright and zesty']))).toEqual({ 'tequila-blanco': 50, 'mint-leaves': 1 });
    // (What nothing matches is listed, never dropped as a tasting note.)
    expect((await importIt(['50 ml tequila', 'smoky chipotle tincture, punchy and bright'])).unmatchedIngredients).toEqual(['smoky chipotle tincture, punchy and bright']);
  });
});

describe("a wiki's furniture, headings and references are no ingredient", () => {
  test('in English', async () => {
    const recipe = await importIt([
      'From Wikipedia, the free encyclopedia',
      'Method',
      '60 ml bourbon',
      '2 dashes Angostura',
      'External links',
      'Official website of the distillery',
      '2. ^ Smith, J. (1999). Cocktails of the South. Retrieved 3 May 2021.',
    ]);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ bourbon: 60, 'angostura-bitters': 2 });
  });

  test('in German and Spanish', async () => {
    const recipe = await importIt(['Aus Wikipedia, der freien Enzyklopädie', 'Zubereitung', '4 cl Gin', '2 cl Zitronensaft', 'Preparación', 'Weblinks', 'Cocktail-Datenbank']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 40, 'lemon-juice': 20 });
  });
});

describe('the same amount said twice, loosely once, is kept once', () => {
  test('a ratio in parts beside the measured spec is the spec described', async () => {
    const recipe = await importIt(['It is made with two parts rum and one part lime juice.', '60 ml white rum', '30 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'rum-white': 60, 'lime-juice': 30 });
  });

  test('parts alone are read at the bar part, and a measured float beside them still adds', async () => {
    expect(amounts(await importIt(['2 parts gin', '1 part dry vermouth']))).toEqual({ 'gin-london-dry': 60, 'vermouth-dry': 30 });
    expect(amounts(await importIt(['2 parts gin', '1 part Campari', '10 ml Campari on top']))).toEqual({ 'gin-london-dry': 60, campari: 40 });
  });

  test('a mention without an amount above the measured line adds nothing, whatever the order', async () => {
    expect(amounts(await importIt(['white rum', '60 ml white rum', '30 ml lime juice']))).toEqual({ 'rum-white': 60, 'lime-juice': 30 });
    expect(amounts(await importIt(['60 ml white rum', 'white rum', '30 ml lime juice']))).toEqual({ 'rum-white': 60, 'lime-juice': 30 });
  });
});

describe("a scanner's slips are read as meant", () => {
  test("'rn' for 'm' and 'l' for 1 before a measure", async () => {
    const recipe = await importIt(['2 oz dark rurn', 'l oz lirne juice', '1/2 oz sirnple syrup', '2 dashes Angostura']);
    expect(amounts(recipe)).toEqual({ 'rum-dark': 60, 'lime-juice': 30, 'sugar-syrup': 15, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a word that is no slip keeps its 'rn'", async () => {
    expect((await importIt(['30 ml Fernet-Branca', '30 ml gin'])).unmatchedIngredients).toEqual(['30 ml Fernet-Branca']);
  });

  test("a spirit's name broken after its style is one line; after a whole name it is a line of its own", async () => {
    expect(amounts(await importIt(['45 ml Plymouth', 'gin', 'l0 ml dry verrnouth']))).toEqual({ 'gin-london-dry': 45, 'vermouth-dry': 10 });
    expect(amounts(await importIt(['2 oz white', 'rum', '1 oz lime juice']))).toEqual({ 'rum-white': 60, 'lime-juice': 30 });
    expect(amounts(await importIt(['30 ml lime juice', 'gin']))).toEqual({ 'lime-juice': 30, 'gin-london-dry': 30 });
  });
});

describe('prose that runs on, and sentences that go on to the garnish', () => {
  test.each([
    [['forty mils of gin twenty mils of lime juice and fifteen mils of sugar syrup shake it hard'], { 'gin-london-dry': 40, 'lime-juice': 20, 'sugar-syrup': 15 }],
    [['ok so we do sixty mils of bourbon thirty mils of lemon juice twenty mils of sugar syrup stir then strain'], { bourbon: 60, 'lemon-juice': 30, 'sugar-syrup': 20 }],
    [['Top with 100 ml ginger beer and finish with a lime wedge.', '50 ml vodka'], { 'ginger-beer': 100, 'lime-wedges': 1, vodka: 50 }],
    [['40 ml gin and 20 ml lemon juice stretched with 100 ml soda water, finished with a lemon twist.'], { 'gin-london-dry': 40, 'lemon-juice': 20, 'soda-water': 100, 'lemon-twist': 1 }],
    [['30 ml elderflower cordial and 10 ml lime juice lengthened with 120 ml soda water, finished with six mint leaves.'], { 'elderflower-cordial': 30, 'lime-juice': 10, 'soda-water': 120, 'mint-leaves': 6 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('lines as pasted', () => {
  test('emoji among or after the amounts are decoration', async () => {
    expect(amounts(await importIt(['Gin 50ml + Tonic 150ml + lime wedge 🍋']))).toEqual({ 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 1 });
    expect(amounts(await importIt(['🍸 45 ml vodka, 🍋 15 ml lime juice ✨']))).toEqual({ vodka: 45, 'lime-juice': 15 });
  });

  test('ice for stirring or shaking, or said in two languages, is no ingredient', async () => {
    const recipe = await importIt(['50 ml gin', 'Ice for stirring', 'Ice for shaking', 'Hielo / ice', 'Glace pilée / crushed ice', 'Eiswürfel / ice cubes']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
  });

  test('grams in the languages', async () => {
    expect(amounts(await importIt(['50 ml de tequila blanco', '2 g de sal']))).toEqual({ 'tequila-blanco': 50, salt: 2 });
    expect(amounts(await importIt(['5 cl de tequila', '1 g de sel']))).toEqual({ 'tequila-blanco': 50, salt: 1 });
  });

  test('a count said once on a line in two languages is one ingredient', async () => {
    expect(amounts(await importIt(['6 hojas de hierbabuena / mint leaves', '2 Limettenspalten / lime wedges', '50 ml ron blanco / white rum']))).toEqual({ 'mint-leaves': 6, 'lime-wedges': 2, 'rum-white': 50 });
  });

  test("a batch's yield as serves times a size is no ingredient, and the amounts are one serve's (ADR 39)", async () => {
    const recipe = await importIt(['Makes 20 x 100 ml', 'Makes 10 serves of 90 ml', '1 L gin', '500 ml Campari']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.servings).toBe(20);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, campari: 25 });
  });
});
