import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What a Greek island hotel's bar manager broke in the import, each as a class in our own words: a mixer alone on its
 * line taken for the end of the name above it, a spirit's brand lost before its mixer, a correction said by another
 * speaker in a chat, Greek, Greeklish and Albanian cards, and an unstocked local spirit that still makes the drink
 * alcoholic.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test', at = bar): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, at, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const ids = (recipe: Imported) => recipe.ingredients.map((i) => i.inventoryItemId);

describe('a mixer alone on its line is a line of its own after a whole name', () => {
  test.each([
    [['50 ml gin', 'soda'], ['gin-london-dry', 'soda-water']],
    [['50 ml gin', 'soda', 'lime wedge'], ['gin-london-dry', 'soda-water', 'lime-wedges']],
    [['50ml Absolut', 'soda', 'lime'], ['vodka', 'soda-water', 'lime-juice']],
    [['8 mint leaves', 'soda'], ['mint-leaves', 'soda-water']],
    [['60 ml white rum', 'water'], ['rum-white']],
    [['60 ml Campari', 'soda'], ['campari', 'soda-water']],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(ids(recipe)).toEqual(expect.arrayContaining(expected));
    expect(recipe.ingredients[0]!.source).toBe(lines[0]);
  });

  test('the vodka before it keeps its own 50 ml', async () => {
    expect(amounts(await importIt(['50ml Absolut', 'soda', 'lime'])).vodka).toBe(50);
  });

  test('after a kind of it, a broken name is still joined', async () => {
    expect(amounts(await importIt(['50 ml gin', '100 ml club', 'soda']))).toEqual({ 'gin-london-dry': 50, 'soda-water': 100 });
    expect(amounts(await importIt(['50 ml gin', '25 ml fresh lemon', 'juice']))).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 25 });
  });
});

describe("a spirit's brand before its mixer on one line is never the mixer alone", () => {
  test.each(['50ml Absolut soda', '50 ml Bacardi cola'])('%s', async (line) => {
    const recipe = await importIt([line, '20 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([line]);
  });

  test("a maker's own other product is still that product", async () => {
    expect(ids(await importIt(["100 ml Gosling's Stormy Ginger Beer", '50 ml dark rum']))).toContain('ginger-beer');
  });
});

describe('a correction said by another speaker in a chat', () => {
  test.each([
    [['Nikos: 60 ml vodka', 'Nikos: 20 ml lime', 'Giorgos: make it 50 vodka not 60'], { vodka: 50, 'lime-juice': 20 }],
    [['Nikos: 60 ml vodka', 'Nikos: 20 ml lime', 'Giorgos: make it 50 vodka'], { vodka: 50, 'lime-juice': 20 }],
    [['Nikos: 60 ml vodka', 'Nikos: 20 ml lime', 'Giorgos: make that 15 lime'], { vodka: 60, 'lime-juice': 15 }],
    [['60 ml vodka', '20 ml lime', 'make that 15 lime'], { vodka: 60, 'lime-juice': 15 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('Greek, Greeklish and Albanian cards', () => {
  test.each([
    ['χυμός πορτοκάλι', 'orange-juice'],
    ['γκρέιπφρουτ σόδα', 'grapefruit-soda'],
    ['λευκό κρασί 150 ml', 'wine-white-house'],
    ['κόκκινο κρασί 150 ml', 'wine-red-house'],
    ['2 ντας αγκοστούρα', 'angostura-bitters'],
    ['xymos laim 20 ml', 'lime-juice'],
    ['xumo lime 20 ml', 'lime-juice'],
    ['siropi zaxaris 10 ml', 'sugar-syrup'],
    ['20 ml lëng limoni', 'lemon-juice'],
    ['20 ml lëng lime', 'lime-juice'],
    ['100 ml lëng portokalli', 'orange-juice'],
    ['10 ml shurup sheqeri', 'sugar-syrup'],
    ['1 e bardhë veze', 'egg-white'],
    ['8 gjethe mente', 'mint-leaves'],
    ['sode', 'soda-water'],
    ['50 ml xhin', 'gin-london-dry'],
    ['50 ml rum i bardhë', 'rum-white'],
    ['1 fetë portokalli', 'orange-slices'],
  ])('%s', async (line, id) => {
    const recipe = await importIt(['50 ml vodka', line]);
    expect(ids(recipe)).toContain(id);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test.each(['1 μπύρα', '1 μπουκάλι μπύρα'])('%s is the beer, as "1 beer" is', async (line) => {
    const recipe = await importIt([line]);
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).toEqual(['lager-bottle']);
    expect(recipe.category).toBe('beer');
  });

  test('ice in Albanian is no ingredient', async () => {
    const recipe = await importIt(['50 ml xhin', 'akull', 'akull i thërrmuar']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("Greek centilitres, 'κλ' and 'εκ.'", async () => {
    expect(amounts(await importIt(['5 κλ gin', '2 κλ lime juice']))).toEqual({ 'gin-london-dry': 50, 'lime-juice': 20 });
    expect(amounts(await importIt(['5 cl gin', '4 εκ. lime juice']))).toEqual({ 'gin-london-dry': 50, 'lime-juice': 40 });
  });
});

describe("an unstocked local spirit, wine or beer keeps the drink out of 'alcohol-free'", () => {
  test.each([
    ['60 ml Metaxa', '100 ml orange juice'],
    ['50 ml Kitro', '100 ml soda water'],
    ['150 ml retsina', '50 ml soda water'],
    ['50 ml tsipouro', '10 ml sugar syrup'],
    ['50 ml τσικουδιά', '10 ml sugar syrup'],
    ['30 ml μαστίχα', '100 ml tonic water'],
  ])('%s', async (spirit, mixer) => {
    const recipe = await importIt([spirit, mixer]);
    expect(recipe.unmatchedIngredients).toEqual([spirit]);
    expect(recipe.category).not.toBe('alcohol-free');
  });
});

describe('an emoji between two things on a line parts them', () => {
  test.each([
    [['50 ml gin🍸tonic'], ['gin-london-dry', 'tonic-water']],
    [['50 ml tequila🍹grapefruit soda'], ['tequila-blanco', 'grapefruit-soda']],
    [['50ml tequila 🍹 100ml grapefruit soda 🍹 lime wedge'], ['tequila-blanco', 'grapefruit-soda', 'lime-wedges']],
    [['Tequila 50ml 🍹 grapefruit soda 100ml 🍹 lime wedge'], ['tequila-blanco', 'grapefruit-soda', 'lime-wedges']],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines, 'Paloma');
    expect(ids(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a caption's title before its list is still no ingredient", async () => {
    expect(amounts(await importIt(['🍹 Poolside Colada 🍹 50ml white rum ➕ 30ml coconut cream']))).toEqual({ 'rum-white': 50, 'coconut-cream': 30 });
  });
});

describe("a product's strength, and its alcohol-free kind, said around its measure", () => {
  test("'Vodka 40ml 40%' is 40 ml of the vodka, as 'Vodka 40% 40ml' is", async () => {
    expect(amounts(await importIt(['Vodka 40ml 40%', '20 ml lime juice']))).toEqual({ vodka: 40, 'lime-juice': 20 });
  });

  test.each([
    ['50 ml non alcoholic gin', 'gin-alcohol-free'],
    ['50 ml non alcoholic aperitif', 'aperitif-alcohol-free'],
  ])('%s keeps its name', async (line, id) => {
    const recipe = await importIt([line, '100 ml tonic']);
    expect(amounts(recipe)).toEqual({ [id]: 50, 'tonic-water': 100 });
    expect(recipe.category).toBe('alcohol-free');
  });
});

describe("a list's dash with no space after it, on every measured line, is its bullet", () => {
  test('no 422 for the whole paste', async () => {
    const recipe = await importIt(['-50ml gin', '-20ml lime juice', '-15ml sugar syrup', 'soda']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'soda-water': 30 });
  });

  test('one such line among plain ones is still an amount below zero, listed', async () => {
    expect((await importIt(['-10 ml vodka', '100 ml cranberry juice'])).unmatchedIngredients).toEqual(['-10 ml vodka']);
  });
});

describe("a batch's heading says its serves, and is no ingredient", () => {
  const servings = (recipe: Imported) => (recipe as Imported & { servings?: number }).servings;
  test.each([
    [['για 10 άτομα', '1 l vodka', '500 ml lime juice'], 10, { vodka: 100, 'lime-juice': 50 }],
    [['10 μερίδες', '1 l vodka', '500 ml lime juice'], 10, { vodka: 100, 'lime-juice': 50 }],
    [['Sangria 150 pax', '15 l red wine', '3 l orange juice'], 150, { 'wine-red-house': 100, 'orange-juice': 20 }],
    [['For a wedding of 150', '15 l red wine', '3 l orange juice'], 150, { 'wine-red-house': 100, 'orange-juice': 20 }],
  ])('%j', async (lines, serves, expected) => {
    const recipe = await importIt(lines, 'Punch');
    expect(servings(recipe)).toBe(serves);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("the drink's name with its guests as the recipe's name divides it too", async () => {
    expect(amounts(await importIt(['15 l red wine', '3 l orange juice'], 'Sangria 150 pax'))).toEqual({ 'wine-red-house': 100, 'orange-juice': 20 });
  });
});

describe('a range said with a slash, the smaller first', () => {
  test.each([
    ['15/20 ml lime juice', { 'lime-juice': 17.5 }],
    ['10/15 ml sugar syrup', { 'sugar-syrup': 12.5 }],
  ])('%s is the range, as 15-20 ml is', async (line, expected) => {
    expect(amounts(await importIt(['50 ml gin', line]))).toEqual({ 'gin-london-dry': 50, ...expected });
  });

  test("'3/4 oz' is still three quarters of an ounce", async () => {
    expect(amounts(await importIt(['50 ml gin', '3/4 oz lime juice']))['lime-juice']).toBe(22.5);
  });
});

describe("what a card says beside the drink is no ingredient", () => {
  test.each(['Prep time 3 min', 'contains sulphites', 'Contains sulphites.', '1 sparkler', 'x150'])('%s', async (line) => {
    const recipe = await importIt(['50 ml gin', '100 ml tonic water', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'tonic-water': 100 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("measured water is still listed for the manager, as the older sets' dilution water is", async () => {
    expect((await importIt(['50 ml gin', '10 ml water'])).unmatchedIngredients).toEqual(['10 ml water']);
  });
});

describe('a drink said in percentages of it', () => {
  test.each([
    [['50% gin', '50% tonic', '200 ml in total'], { 'gin-london-dry': 100, 'tonic-water': 100 }],
    [['Aperol 40%', 'Prosecco 60%', 'Total 150 ml'], { aperol: 60, prosecco: 90 }],
    [['House G&T on tap (pour 200 ml)', 'Gin 25%', 'Tonic water 75%'], { 'gin-london-dry': 50, 'tonic-water': 150 }],
    [['Bottled Negroni (1 serve = 90 ml)', 'Gin 30%', 'Campari 30%', 'Sweet vermouth 30%', 'Water 10%'], { 'gin-london-dry': 27, campari: 27, 'vermouth-sweet': 27 }],
  ])('%j: with its total, each its share of it', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual(lines.includes('Water 10%') ? ['9 ml Water'] : []);
  });

  test.each([
    [['50% gin', '50% tonic'], ['gin', 'tonic']],
    [['Aperol 40%', 'Prosecco 60%'], ['Aperol', 'Prosecco']],
  ])('%j: without one, each thing as said, unmeasured, never a percentage read as millilitres', async (lines, sources) => {
    const recipe = await importIt(lines);
    expect(recipe.ingredients.map((i) => i.source)).toEqual(sources);
    expect(amounts(recipe)).not.toEqual({ 'gin-london-dry': 50, 'tonic-water': 50 });
  });

  test("a spirit's strength beside a measured line is still its strength", async () => {
    expect(amounts(await importIt(['Vodka 40%', '100 ml orange juice']))['orange-juice']).toBe(100);
  });
});

describe("a mixer named after a measured spirit on its line is one more ingredient, never lost", () => {
  test.each([
    ['50 ml gin, tonic', { 'gin-london-dry': 50, 'tonic-water': 30 }],
    ['50 ml gin / tonic', { 'gin-london-dry': 50, 'tonic-water': 30 }],
    ['50 ml tequila / grapefruit soda', { 'tequila-blanco': 50, 'grapefruit-soda': 30 }],
    ['60 ml rum, cola, lime wedge', { 'rum-white': 60, cola: 30, 'lime-wedges': 1 }],
    ['50 ml vodka, soda water, lime wedge', { vodka: 50, 'soda-water': 30, 'lime-wedges': 1 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a spirit or another is still one of them', async () => {
    expect(amounts(await importIt(['50 ml gin / vodka']))).toEqual({ 'gin-london-dry': 50 });
  });
});
