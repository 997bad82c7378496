import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { SEED_INVENTORY } from '@bar/domain/seed';
import type { StockItem } from '../../src/ai/builtin/profile';
import { demoBar, silentLog } from './fixtures';

/**
 * Lines as managers paste them: where a pour goes said after it ('on the foam', 'down the side', in the languages),
 * unstocked lines listed as written, garnishes joined by '+' or a conjunction, bare amounts after a measured one, a
 * size word before the amount, a garnish sentence read once, makers and alcohol-free brands, flavoured and aged
 * bottlings named in brackets, beers and sparkling wines in the languages, German compounds, 'cut into N wedges',
 * ice, method, step and title lines that are not ingredients, and unstocked alcohol keeping a drink out of
 * 'alcohol-free'.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test', inventory?: StockItem[]): Promise<Imported> =>
  processRecipe({ name, ingredients, instructions: [] }, inventory ? demoBar({ inventory }) : bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const suggested = (recipe: Imported) => (recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId);

describe('where a pour goes, said after it, is not part of its name', () => {
  test.each([
    ['2 dashes Angostura over the foam', { 'angostura-bitters': 2 }],
    ['4 drops Angostura onto the froth', { 'angostura-bitters': 0.2 }],
    ['20 ml grenadine slowly down the inside of the glass', { grenadine: 20 }],
    ['1/2 oz Campari gently over the back of a bar spoon', { campari: 15 }],
    ['10 ml Campari sobre la espuma', { campari: 10 }],
    ['1,5 cl Grenadine langsam am Glasrand entlang', { grenadine: 15 }],
    ['2 cl sciroppo di granatina lungo il bordo', { grenadine: 20 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('an unstocked liqueur drizzled on top is one unmatched line, not a top-up of its placement', async () => {
    const recipe = await importIt(['50 ml gin', '20 ml crème de cassis, drizzled on top']);
    expect(recipe.unmatchedIngredients).toEqual(['20 ml crème de cassis, drizzled on top']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
  });

  test("a method sentence's pour down the side is read with its amount", async () => {
    const recipe = await importIt(['Step 2: Carefully pour 20ml grenadine down the side so that it sinks.', '45 ml tequila']);
    expect(amounts(recipe)).toEqual({ grenadine: 20, 'tequila-blanco': 45 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('soda on top without an amount stays a top-up (a guard)', async () => {
    expect(amounts(await importIt(['50 ml Aperol', 'Soda water on top']))).toEqual({ aperol: 50, 'soda-water': 60 });
  });
});

describe('an unmatched line is listed as the recipe wrote it', () => {
  test('a part of a line of several amounts keeps its accents and capitals', async () => {
    const recipe = await importIt(['45 ml gin, 15 ml Crème de Pêche, 20 ml lemon juice']);
    expect(recipe.unmatchedIngredients).toEqual(['15 ml Crème de Pêche']);
  });

  test('an ingredient read out of a sentence keeps its accents', async () => {
    const recipe = await importIt(['Shake 50 ml gin with 20 ml Pür Spirits Génépi and strain into a coupe.']);
    expect(recipe.unmatchedIngredients.join(' ')).toContain('Génépi');
    expect(recipe.unmatchedIngredients.join(' ')).not.toContain('genepi');
  });
});

describe('garnishes joined by + or a conjunction are one line each', () => {
  test.each([
    ['Orange twist + brandied cherry', { 'orange-peel': 1, 'cocktail-cherries': 1 }],
    // (A sprig with no count is one sprig, its leaves, as 'a mint sprig' is.)
    ['Mint sprig + lime wedge', { 'mint-leaves': 5, 'lime-wedges': 1 }],
    ['Salt rim + orange slice', { salt: 1, 'orange-slices': 1 }],
    ['Orangenscheibe und Kirsche zum Garnieren', { 'orange-slices': 1, 'cocktail-cherries': 1 }],
    ['Rodaja de naranja y cereza para decorar', { 'orange-slices': 1, 'cocktail-cherries': 1 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.suggestedSubstitutes).toEqual([]);
  });

  test.each([
    ['Salz und Chilipulver für den Rand', 'Chilipulver'],
    ['Sel et piment d’Espelette pour givrer le verre', 'piment d’Espelette'],
    ['Sal e pimenta para a borda', 'pimenta'],
  ])('%s: the salt is matched, the other listed in its words', async (line, other) => {
    const recipe = await importIt(['50 ml tequila', line]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toContain('salt');
    expect(recipe.unmatchedIngredients).toEqual([other]);
  });
});

describe('bare amounts after a measured one take its unit', () => {
  test.each([
    ['50 ml rum, 25 lime juice, 15 sugar syrup, 6 mint leaves', { 'rum-white': 50, 'lime-juice': 25, 'sugar-syrup': 15, 'mint-leaves': 6 }],
    ['40ml gin, 20 Cointreau, 20 lemon juice, 10 sugar syrup, 1 egg white', { 'gin-london-dry': 40, 'triple-sec': 20, 'lemon-juice': 20, 'sugar-syrup': 10, 'egg-white': 30 }],
    ['4 cl Kahlúa, 6 espresso', { 'coffee-liqueur': 40, espresso: 60 }],
    ['1.5 oz bourbon, .75 lemon, .5 simple', { bourbon: 45, 'lemon-juice': 22.5, 'sugar-syrup': 15 }],
    ['4 cl Gin, 2 Zitronensaft, 1 Zuckersirup', { 'gin-london-dry': 40, 'lemon-juice': 20, 'sugar-syrup': 10 }],
    ['1 oz Campari, 1 sweet vermouth, 1 gin', { campari: 30, 'vermouth-sweet': 30, 'gin-london-dry': 30 }],
    ['1 and 1/2 ounces cognac, 3/4 Cointreau', { cognac: 45, 'triple-sec': 22.5 }],
    ['2 oz rum, 1 lime, cut into wedges', { 'rum-white': 60, 'lime-wedges': 8 }],
    ['2 oz gin, 1 lemon, juiced, 1 egg white', { 'gin-london-dry': 60, 'lemon-juice': 45, 'egg-white': 30 }],
  ])('%s', async (line, expected) => {
    expect(amounts(await importIt([line]))).toEqual(expected);
  });
});

test('counted fruit after a measured amount stays a count (a guard)', async () => {
  const recipe = await importIt(['50 ml vodka, 6 strawberries, 15 ml lime juice']);
  expect(amounts(recipe)).toEqual({ vodka: 50, 'lime-juice': 15 });
  expect(recipe.unmatchedIngredients).toEqual(['6 strawberries']);
});

test('a wine spritzer is a drink, not a measure', async () => {
  const recipe = await importIt(['1 white wine spritzer', '20 ml elderflower cordial']);
  expect(recipe.unmatchedIngredients).toEqual(['1 white wine spritzer']);
  expect(recipe.category).toBe('cocktail');
});

describe('a size word before the amount changes nothing', () => {
  test.each([
    ['A scant 25ml of lime juice', { 'lime-juice': 25 }],
    ['a good 2 oz of bourbon', { bourbon: 60 }],
    ['Healthy 60 ml Tanqueray', { 'gin-london-dry': 60 }],
    ['knapp 2 cl Zitronensaft', { 'lemon-juice': 20 }],
  ])('%s', async (line, expected) => {
    expect(amounts(await importIt([line]))).toEqual(expected);
  });
});

describe('a garnish sentence is read once', () => {
  test('Garnish with a lime wedge and an olive, after a step number', async () => {
    const recipe = await importIt(['Step 3: Garnish with a lime wedge and an olive.', '50 ml gin']);
    expect(amounts(recipe)).toEqual({ 'lime-wedges': 1, olives: 1, 'gin-london-dry': 50 });
  });
});

describe('makers, alcohol-free brands, flavoured and aged bottlings', () => {
  test.each([
    ['4 oz Del Monte pineapple juice', { 'pineapple-juice': 120 }],
    ['90 ml Dole orange juice', { 'orange-juice': 90 }],
    ['50 ml Tanqueray 0.0', { 'gin-alcohol-free': 50 }],
    ["45 ml Lyre's London Dry", { 'gin-alcohol-free': 45 }],
    ['60 ml Monday Zero Alcohol Gin', { 'gin-alcohol-free': 60 }],
    ['1 Tecate', { 'lager-bottle': 1 }],
    ['2 bottles Estrella Damm', { 'lager-bottle': 2 }],
  ])('%s is matched', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.suggestedSubstitutes).toEqual([]);
  });

  test.each([
    ['50 ml Vanilla Absolut', 'vodka'],
    ['40 ml Smirnoff Vanille', 'vodka'],
    ['2 oz vanilla vodka (Grey Goose)', 'vodka'],
    ['2 oz añejo tequila (Don Julio)', 'tequila-blanco'],
    ['60 ml Herradura Reposado', 'tequila-blanco'],
    ['2 oz spiced rum (Bacardi)', 'rum-white'],
  ])('%s is only suggested', async (line, item) => {
    const recipe = await importIt([line]);
    expect(recipe.ingredients).toEqual([]);
    expect(suggested(recipe)).toEqual([item]);
  });

  test('an aged rum against a bar with only white rum is only suggested', async () => {
    const inventory = SEED_INVENTORY.filter((i) => i.id !== 'rum-dark');
    const recipe = await importIt(['2 oz aged rum', '1 oz lime juice'], 'Test', inventory);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['lime-juice']);
    expect(suggested(recipe)).toEqual(['rum-white']);
  });
});

describe('beers, sparkling wines and milks in the languages', () => {
  test.each([
    ['1 cerveja Heineken bem gelada', { 'lager-bottle': 1 }],
    ['1 Bier (Dos Equis), eiskalt', { 'lager-bottle': 1 }],
    ['1 birra Peroni ben fredda', { 'lager-bottle': 1 }],
  ])('%s', async (line, expected) => {
    expect(amounts(await importIt([line]))).toEqual(expected);
  });

  test.each([
    ['100 ml Champagner'],
    ['90 ml cava brut'],
    ['Sekt zum Auffüllen'],
    ['100 ml spumante'],
    ['120 ml espumante brut'],
    ['Allonger au champagne'],
    ['Completare con spumante brut'],
  ])('%s is only suggested as prosecco', async (line) => {
    const recipe = await importIt([line, '20 ml elderflower cordial']);
    expect(suggested(recipe)).toEqual(['prosecco']);
    expect(recipe.category).toBe('cocktail');
  });

  test.each([['60 ml lait de coco'], ['50 ml leche de coco'], ['100 ml Kokosmilch'], ['40 ml latte di cocco']])('%s is only suggested as coconut cream', async (line) => {
    const recipe = await importIt([line]);
    expect(recipe.ingredients).toEqual([]);
    expect(suggested(recipe)).toEqual(['coconut-cream']);
  });
});

describe('German compounds and syrups of a flavour', () => {
  test.each([
    ['2 cl Himbeersirup', { 'raspberry-syrup': 20 }],
    ['25 ml Holunderblütensirup', { 'elderflower-cordial': 25 }],
    ['20 ml sirop de sureau', { 'elderflower-cordial': 20 }],
    ['15 ml sciroppo di sambuco', { 'elderflower-cordial': 15 }],
    ['10 ml jarabe de flor de saúco', { 'elderflower-cordial': 10 }],
  ])('%s', async (line, expected) => {
    expect(amounts(await importIt([line]))).toEqual(expected);
  });
});

describe('splashes, to taste and cut fruit in the languages', () => {
  test('a Spritzer of soda is a splash, a Spritzer of bitters a dash', async () => {
    expect(amounts(await importIt(['einen Spritzer Mineralwasser', '3 Spritzer Angostura']))).toEqual({ 'soda-water': 5, 'angostura-bitters': 3 });
  });

  test.each([['Acqua frizzante q.b.'], ['Agua con gas c.s.'], ['Sodawasser nach Belieben'], ['Club soda q.b.']])('%s is soda water without an amount', async (line) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['gin-london-dry', 'soda-water']);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each([
    ['1 lima cortada en 6 gajos', 6],
    ['1 Limette in 8 Achtel geschnitten', 8],
    ['1 citron vert coupé en 4 quartiers', 4],
    ['1 lime tagliato in 4 spicchi', 4],
    ['1 lima persa cortada en 8 gajos', 8],
  ])('%s', async (line, wedges) => {
    expect(amounts(await importIt([line]))).toEqual({ 'lime-wedges': wedges });
  });
});

describe('lines that are not ingredients are not listed', () => {
  test.each([
    ['Ghiaccio q.b.'],
    ['Hielo picado al gusto'],
    ['Glaçons à volonté'],
    ['Eis nach Belieben'],
    ['Gelo a gosto'],
    ['plenty of ice'],
    ['crushed ice to the top'],
    ['Gelo em cubos até a borda'],
    ['Paso 1: Llene el vaso con hielo.'],
    ['Étape 1 : remplissez le verre de glaçons.'],
    ['Mescolate delicatamente con il cucchiaio'],
    ['Misture bem e sirva gelado'],
    ['Schritt 1: Das Glas mit Eis füllen.'],
    ['(our house part: 1 part = 20 ml)'],
  ])('%s', async (line) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
  });

  test("the recipe's own name at the top is its title", async () => {
    const recipe = await importIt(['Caipiroska della casa (ricetta originale)', '50 ml vodka', '1 lime, cut into 8 wedges'], 'Caipiroska della casa');
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'lime-wedges': 8 });
  });

  test('a drink named after its only ingredient keeps it (a guard)', async () => {
    expect(amounts(await importIt(['Campari'], 'Campari'))).toEqual({ campari: 30 });
  });

  test('a part note sets the part', async () => {
    const recipe = await importIt(['2 parts gin', '1 part lime juice', '(house rule: 1 part = 20 ml)']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 40, 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('unstocked alcohol keeps a drink out of alcohol-free', () => {
  test.each([
    [['1 cerveza artesanal IPA Mahou', '30 ml lime juice']],
    [['150 ml Federweißer Wein', '20 ml elderflower cordial']],
    [['30 ml Pisco', '30 ml lemon juice', '15 ml sugar syrup']],
    [['20 ml Licor 43', '100 ml orange juice']],
  ])('%j', async (lines) => {
    const inventory = SEED_INVENTORY.filter((i) => !/beer|wine|prosecco|bottle|can/i.test(`${i.id} ${i.name}`));
    expect((await importIt(lines, 'Test', inventory)).category).toBe('cocktail');
  });

  test('an alcohol-free beer that is not stocked leaves the drink alcohol-free (a guard)', async () => {
    const inventory = SEED_INVENTORY.filter((i) => i.category !== 'beer');
    expect((await importIt(['1 cerveza sin alcohol', '30 ml lime juice'], 'Test', inventory)).category).toBe('alcohol-free');
  });
});

describe("facts a recipe page prints among the ingredients are not ingredients", () => {
  test.each([
    ['Nutrition: 180 kcal per glass'],
    ['Calories: 210'],
    ['Kalorien: 190'],
    ['Prep time: 5 min'],
    ['Glass: coupe'],
    ['Difficulty: easy'],
    ['(makes about 1 litre)'],
    ['1.'],
    ['- - -'],
  ])('%s', async (line) => {
    const recipe = await importIt(['50 ml gin', line, '25 ml lemon juice']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 25 });
    expect(recipe.servings).toBeUndefined();
  });

  // How many it serves is no ingredient either; the amounts are then one serve's (ADR 39).
  test.each([
    ['Zutaten für 4 Personen', 4],
    ['Para 8 personas', 8],
    ['Per 10 persone', 10],
    ['Pour 5 personnes', 5],
    ['Rende 5 copos', 5],
    ['Batch for a party of 10', 10],
  ])('%s: one serve of %d', async (line, serves) => {
    const recipe = await importIt(['400 ml gin', line, '300 ml lemon juice']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.servings).toBe(serves);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 400 / serves, 'lemon-juice': 300 / serves });
  });

  test('a spec of one drink under a heading that names its party is kept as written', async () => {
    const recipe = await importIt(['Para 8 personas', '50 ml gin', '25 ml lemon juice']);
    expect(recipe.servings).toBeUndefined();
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 25 });
  });

  test('a name with its amount after a colon is still an ingredient', async () => {
    expect(amounts(await importIt(['gin: 50', 'lime juice: 20ml']))).toEqual({ 'gin-london-dry': 50, 'lime-juice': 20 });
  });
});

describe('amounts as a page gives them', () => {
  test("a bottle of something the bar keeps by the millilitre is the bar's own bottle of it", async () => {
    expect(amounts(await importIt(['1 bottle Aperol', '1 bottle of prosecco', '1 litre soda water']))).toEqual({ aperol: 700, prosecco: 750, 'soda-water': 1000 });
  });

  test("'about' before an amount changes nothing, a top-up's too", async () => {
    expect(amounts(await importIt(['Top with about 120 ml soda', 'about 2 oz rye', '~30 ml lime juice']))).toEqual({ 'soda-water': 120, 'rye-whiskey': 60, 'lime-juice': 30 });
  });

  test('a generic brandy is only a suggestion for the Cognac', async () => {
    const recipe = await importIt(['3 oz brandy', '1 oz triple sec']);
    expect(amounts(recipe)).toEqual({ 'triple-sec': 30 });
    expect(suggested(recipe)).toEqual(['cognac']);
  });
});

describe('cups, glasses and fingers in the other languages', () => {
  test.each([
    ["1 tazza di succo d'arancia", { 'orange-juice': 240 }],
    ['1 copo de suco de laranja', { 'orange-juice': 150 }],
    ['2 dedos de cachaça', { cachaca: 60 }],
    ['2 fingers of bourbon', { bourbon: 60 }],
    ["1 verre de jus d'orange", { 'orange-juice': 150 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('what an outside manager tester pasted', () => {
  test('HTML tags and entities, markdown emphasis and several lines in one entry are read as the manager sees them', async () => {
    const recipe = await importIt(['<li>1 dash Angostura bitters</li>', '&frac12; oz egg white', '**15 ml** sweet vermouth', '1 oz lime juice\nsalt rim']);
    expect(amounts(recipe)).toMatchObject({ 'angostura-bitters': 1, 'egg-white': 15, 'vermouth-sweet': 15, 'lime-juice': 30 });
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toContain('salt');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a note of what an ingredient is not ('— NOT lime juice', '(not bourbon)') does not replace it", async () => {
    const recipe = await importIt(['1 oz lemon juice — NOT lime juice', '2 oz rye (not bourbon)']);
    expect(amounts(recipe)).toEqual({ 'lemon-juice': 30, 'rye-whiskey': 60 });
    expect(suggested(recipe)).toEqual([]);
  });

  test('Italian parts and Portuguese wedges', async () => {
    expect(amounts(await importIt(['3 parti di Prosecco', '2 parti di Aperol', '1 parte di soda']))).toEqual({ prosecco: 90, aperol: 60, 'soda-water': 30 });
    expect(amounts(await importIt(['4 gomos de limão', '60 ml de cachaça']))).toEqual({ 'lime-wedges': 4, cachaca: 60 });
  });

  test("'no ice' is no ingredient; a sized bottle and a measure after the name are amounts", async () => {
    const recipe = await importIt(['a 700ml bottle of Campari', 'soda water splash (30 ml)', 'no ice']);
    expect(amounts(recipe)).toEqual({ campari: 700, 'soda-water': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});
