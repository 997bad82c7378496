import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The import classes the seventeenth recipe set showed once opened: what sits around a recipe and is no ingredient (a
 * caption with emoji, a chat's note of a voice message, a sheet's 'DRINK:' label, a title with its servings, a bullet
 * before a method step, a family story, an ice block for the bowl, a supplier's price-list row), a bottle's size said
 * beside the measure, a measure said once for the numbers in words after it, an index card's OCR slips ('l/2 oz',
 * '5O ml'), German's 'mit ... auffüllen' with its measure, and 'the liqueur of' a flavour in the languages.
 */
const bar = demoBar();
const importIt = (ingredients: string[], name = 'Test') => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Awaited<ReturnType<typeof importIt>>) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('lines around a recipe that are no ingredient are not listed as unmatched', () => {
  test.each([
    ['Sunday vibes ☀️🍹', 'Test'],
    ["Pimm's o'clock 🍓🥒", 'Test'],
    ['[Voice message 0:41]', 'Test'],
    ['[photo]', 'Test'],
    ['DRINK: Almond Grove', 'Test'],
    ['Cocktail - Garden Party', 'Test'],
    ['Negroni batch for the wedding (20 serves)', 'Test'],
    ['French 75 (the proper one)', 'French 75 with Champagne'],
    ['• Shake hard with ice', 'Test'],
    ["From Grandpa Joe's card box. He made these every Christmas Eve.", 'Test'],
    ['Big block of ice in the bowl', 'Test'],
    ['an ice ring for the punch bowl', 'Test'],
    ['BACARDI CARTA BLANCA 70CL | CASE OF 6 | £86.40 | CODE BCB-070', 'Test'],
  ])('%s', async (line, name) => {
    const recipe = await importIt([line, '45 ml gin', '30 ml lemon juice', '15 ml sugar syrup'], name);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'lemon-juice': 30, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a method step after a bullet goes to the instructions', async () => {
    const recipe = await importIt(['• 60 ml tequila', '• 30 ml lime juice', '• Shake hard with ice']);
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 60, 'lime-juice': 30 });
    expect(recipe.instructions.join(' ')).toMatch(/Shake hard with ice/);
  });

  test('an unstocked ingredient with no amount is still listed, even first', async () => {
    const recipe = await importIt(['Falernum', '45 ml gin', '30 ml lemon juice']);
    expect(recipe.unmatchedIngredients).toEqual(['Falernum']);
  });

  test('a price row with no case or code is read as the ingredient it names', async () => {
    const recipe = await importIt(['50 ml gin £1.20', '25 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lime-juice': 25 });
  });
});

describe('amounts said around the measure', () => {
  test("a bottle's size beside the measure of the same bottle is not an amount", async () => {
    expect(amounts(await importIt(['BACARDI CARTA BLANCA 70CL; 50ml Bacardí Carta Blanca', '25 ml lime juice']))).toEqual({ 'rum-white': 50, 'lime-juice': 25 });
  });

  test('a bottle of a batch is still its size', async () => {
    expect(amounts(await importIt(['70 cl gin, 50 ml lime juice']))).toEqual({ 'gin-london-dry': 700, 'lime-juice': 50 });
  });

  test("a unit said once gives its measure to the numbers in words after it ('fifteen lemon juice')", async () => {
    const recipe = await importIt([
      "ok so clover club yeah it's forty five mils of gin, fifteen of raspberry syrup, fifteen lemon juice and fifteen egg white, dry shake first then hard shake with ice and double strain into a coupe",
    ]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'raspberry-syrup': 15, 'lemon-juice': 15, 'egg-white': 15 });
  });

  test('counted things keep their count', async () => {
    expect(amounts(await importIt(['45 ml white rum, 8 mint leaves, 1 egg white']))).toMatchObject({ 'rum-white': 45, 'mint-leaves': 8 });
  });

  test.each([
    ['Simple syrup .... l/2 oz', 'sugar-syrup', 15],
    ['5O ml rye whiskey', 'rye-whiskey', 50],
    ['2O ml sweet vermouth', 'vermouth-sweet', 20],
  ])("an index card's OCR slip: %s", async (line, item, quantity) => {
    expect(amounts(await importIt(['2 oz white rum', line]))[item]).toBe(quantity);
  });

  test.each([
    ['mit 12 cl Ginger Beer auffüllen', 'ginger-beer', 120],
    ['2 cl di liquore ai fiori di sambuco', 'elderflower-liqueur', 20],
    ['2 cl de liqueur de sureau', 'elderflower-liqueur', 20],
  ])('%s', async (line, item, quantity) => {
    const recipe = await importIt(['9 cl Prosecco', line]);
    expect(amounts(recipe)[item]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

/**
 * What the outside manager tester of the ninth session found: a spreadsheet's rows read by the cost column, a one-line
 * menu's names paired with the wrong amounts, a bartender's shorthand unread, and classics labelled alcohol-free.
 */
describe('a spreadsheet pasted with its header is read by its columns', () => {
  test.each([
    ['CSV with a unit column and a cost column', 'Ingredient,Amount,Unit,Cost\nWhite rum,2,oz,$0.75\nFresh lime juice,1,oz,$0.20\nSimple syrup,0.75,oz,$0.05\nTotal,,,$1.00', { 'rum-white': 60, 'lime-juice': 30, 'sugar-syrup': 22.5 }],
    ['semicolons and decimal commas from a German export', 'Zutat;Menge;Einheit;EK-Preis\nGin;4;cl;0,48\nZitronensaft;2;cl;0,10\nZuckersirup;1,5;cl;0,03\nSumme;;;0,73', { 'gin-london-dry': 40, 'lemon-juice': 20, 'sugar-syrup': 15 }],
    ['the cost column first', 'cost,ingredient,pour\n$1.10,Rye whiskey,2 oz\n$0.40,Sweet vermouth,1 oz\n$0.05,Angostura bitters,2 dashes', { 'rye-whiskey': 60, 'vermouth-sweet': 30, 'angostura-bitters': 2 }],
    ['quoted cells and the unit in the header', '"Item","Qty (ml)","Cost/serve","Notes"\n"Bourbon",60,"1.50","Buffalo Trace or similar"\n"Lemon juice",30,"0.25","fresh, strained"\n"Sugar syrup",20,"0.05","1:1"', { bourbon: 60, 'lemon-juice': 30, 'sugar-syrup': 20 }],
    ['tabs, the drink’s name in the first column, a counted garnish under a millilitre header', 'Drink\tSpirit/Mixer\tAmount (ml)\tCost\nCosmopolitan\tVodka\t40\t1.00\nCosmopolitan\tTriple sec\t15\t0.36\nCosmopolitan\tCranberry juice\t30\t0.09\nCosmopolitan\tOrange peel\t1\t0.08', { vodka: 40, 'triple-sec': 15, 'cranberry-juice': 30, 'orange-peel': 1 }],
  ])('%s', async (_kind, paste, expected) => {
    const recipe = await importIt(paste.split('\n'));
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('one-line specs and shorthand', () => {
  test("a menu's line with each measure after its name and the drink's price at the end", async () => {
    const recipe = await importIt(['blanco tequila 50ml grapefruit soda 120ml lime 10ml pinch of salt £11.50'], 'Paloma');
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 50, 'grapefruit-soda': 120, 'lime-juice': 10 });
    expect(recipe.category).toBe('cocktail');
  });

  test('a prose line with two measures keeps each with its own name', async () => {
    expect(amounts(await importIt(['Add 25ml fresh lime juice and 45ml white rum']))).toEqual({ 'lime-juice': 25, 'rum-white': 45 });
  });

  test("a bartender's shorthand: 'mojito: 2 wr / 1 lj / .75 ss / 8 mint / top soda / lime wdg'", async () => {
    const recipe = await importIt(['mojito: 2 wr / 1 lj / .75 ss / 8 mint / top soda / lime wdg'], 'Mojito');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 60, 'lime-juice': 30, 'sugar-syrup': 22.5, 'mint-leaves': 8, 'lime-wedges': 1 });
    expect(recipe.category).toBe('cocktail');
  });

  test.each([
    ['vod 1.5', 'vodka', 45],
    ['esp 1', 'espresso', 30],
    ['1 camp', 'campari', 30],
    ['OP', 'orange-peel', 1],
    ['tq 2', 'tequila-blanco', 60],
  ])('%s', async (line, item, quantity) => {
    expect(amounts(await importIt(['1 oz lime juice', line]))[item]).toBe(quantity);
  });

  test("a drink's name before a list that names each thing first ('GIMLET: gin 2, lime 3/4, simple 3/4')", async () => {
    expect(amounts(await importIt(['GIMLET: gin 2, lime 3/4, simple 3/4']))).toEqual({ 'gin-london-dry': 60, 'lime-juice': 22.5, 'sugar-syrup': 22.5 });
  });
});

describe('a recipe is labelled alcohol-free only when nothing says otherwise', () => {
  test('a classic made with alcohol whose spirit was not read is a cocktail', async () => {
    expect((await importIt(['30 ml lime juice', '8 mint leaves', 'top with soda water'], 'Mojito')).category).toBe('cocktail');
  });

  test('a method that names a spirit makes it a cocktail', async () => {
    expect((await importIt(['30 ml lime juice', '15 ml sugar syrup'], 'House Special')).category).toBe('alcohol-free');
    const recipe = await processRecipe({ name: 'House Special', ingredients: ['30 ml lime juice', '15 ml sugar syrup'], instructions: ['Shake with the mezcal and strain.'] }, bar, builtinEngine, silentLog());
    expect(recipe.category).toBe('cocktail');
  });

  test('an alcohol-free recipe named so stays alcohol-free', async () => {
    expect((await importIt(['30 ml lime juice', '8 mint leaves', 'top with soda water'], 'Virgin Mojito')).category).toBe('alcohol-free');
  });
});

describe("a menu's columns run together, a method's rinse and rim, a post's questions", () => {
  test.each([
    ['CLASSICS • MARGARITA • tequila blanco 50 ml • Cointreau 20 ml • lime 20 ml • agave 5 ml • salt rim • 13 € • GLUTEN FREE', { 'tequila-blanco': 50, 'triple-sec': 20, 'lime-juice': 20, 'agave-syrup': 5 }],
    ['HIGHBALLS   PALOMA   blanco tequila 50ml  grapefruit soda 120ml  lime 10ml  pinch of salt   £11.50   ALLERGENS: none   V  VG  GF', { 'tequila-blanco': 50, 'grapefruit-soda': 120, 'lime-juice': 10 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toMatchObject(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a one-line spec that ends with how it is made', async () => {
    expect(amounts(await importIt(['GIMLET: gin 2, lime 3/4, simple 3/4 — shake, coupe']))).toEqual({ 'gin-london-dry': 60, 'lime-juice': 22.5, 'sugar-syrup': 22.5 });
  });

  test('a glass rinsed with an unstocked spirit lists it; a rim of two things lists both', async () => {
    const sazerac = await importIt(['60 ml rye whiskey', '1 barspoon sugar syrup', 'Rinse a chilled rocks glass with absinthe. Stir the rest with ice, strain into the glass.']);
    expect(sazerac.unmatchedIngredients).toEqual(['absinthe']);
    const tamarindo = await importIt(['2 oz de tequila blanco', '1 oz de jugo de lima', 'Escarchar el vaso con chile en polvo y sal.']);
    expect(amounts(tamarindo)).toHaveProperty('salt');
    expect(tamarindo.unmatchedIngredients).toEqual(['chile en polvo']);
  });

  test("a post's questions are no ingredients; its sugared rim is one, listed for the manager (no syrup: ADR 47)", async () => {
    const recipe = await importIt(['Anyone else do their Sidecar 2:1:1? I do 2 oz cognac, 1 oz Cointreau, 1 oz lemon, sugared rim optional. Thoughts?? #bartender #sidecar']);
    expect(amounts(recipe)).toMatchObject({ cognac: 60, 'triple-sec': 30, 'lemon-juice': 30 });
    expect(recipe.unmatchedIngredients.join(' ')).toMatch(/sugar/);
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).not.toContain('sugar-syrup');
  });

  test("a card in capitals with a note in brackets is its title; 'bitt' and 'demy' are bitters and demerara", async () => {
    const recipe = await importIt(['OLD FASH (house)', '2 bour', '1 bsp demy', '2 d ango', '1 d orange bitt', 'exp OP, drop in', 'stir 30 rev, big rock']);
    expect(amounts(recipe)).toMatchObject({ bourbon: 60, 'angostura-bitters': 2, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual(['1 d orange bitt']);
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).toContain('sugar-syrup');
  });
});
