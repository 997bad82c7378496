import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What a ski-resort hotel group's beverage manager broke in the import, each as a class in our own words: a
 * ready-to-drink sold under a spirit's name, coffee read as its liqueur, a maker of bitters who makes rum too, a rum's
 * colour said in brackets or in German, a peel said as a twist, a flavoured syrup of a brand, European thousands.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test', at = bar): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, at, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const suggested = (recipe: Imported) => (recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId);

describe('a ready-to-drink is another product than the spirit it is sold by', () => {
  test.each(['1 bottle Smirnoff Ice', '275 ml Bacardi Breezer', '1 can WKD', '330 ml hard seltzer', '1 bottle vodka cruiser', '1 can gin premix', '2 cans White Claw'])('%s', async (line) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50 });
    expect(suggested(recipe)).toEqual([]);
    expect(recipe.unmatchedIngredients).toHaveLength(1);
  });
});

describe('coffee is the espresso at most, never the coffee liqueur', () => {
  test.each(['4 oz hot coffee', '100 ml iced coffee', '90 ml coffee', '60 ml americano'])('%s', async (line) => {
    const recipe = await importIt(['40 ml bourbon', line]);
    expect(amounts(recipe)).toEqual({ bourbon: 40 });
    expect(suggested(recipe)).toEqual(['espresso']);
  });

  test('the liqueur named as one is still the liqueur', async () => {
    expect(amounts(await importIt(['25 ml coffee liquor', '25 ml Kahlua']))).toEqual({ 'coffee-liqueur': 50 });
  });
});

describe("a bitters maker's rum is a rum", () => {
  test.each(['50 ml Angostura 1919 rum', '40 ml Angostura 7 year old rum'])('%s', async (line) => {
    const recipe = await importIt(['20 ml lime juice', line]);
    expect(amounts(recipe)).toEqual({ 'lime-juice': 20 });
    expect(suggested(recipe)).toEqual(['rum-dark']);
  });

  test('Angostura alone is still the bitters', async () => {
    expect(amounts(await importIt(['2 dashes Angostura']))).toEqual({ 'angostura-bitters': 2 });
  });
});

describe("a rum's colour in brackets or in another form of German is the dark rum", () => {
  test.each(['20 ml Rum (braun)', '2 cl dunkler Rum', '30 ml Rum (dunkel)', '25 ml ron (oscuro)', '20 ml rom (mørk)'])('%s', async (line) => {
    const recipe = await importIt([line]);
    expect(Object.keys(amounts(recipe))).toEqual(['rum-dark']);
  });
});

describe('a peel said as a twist is the peel', () => {
  test.each([['1 orange peel twist', 'orange-peel'], ['Orange zest twist – garnish', 'orange-peel'], ['lemon peel twist', 'lemon-twist']])('%s', async (line, id) => {
    const recipe = await importIt(['50 ml gin', line]);
    expect(amounts(recipe)[id]).toBe(1);
    expect(suggested(recipe)).toEqual([]);
  });
});

describe("a brand's flavoured syrup is never the plain sugar syrup", () => {
  test.each(['1 barspoon Luxardo cherry syrup', '10 ml Luxardo cherries syrup'])('%s', async (line) => {
    const recipe = await importIt(['50 ml bourbon', line]);
    expect(amounts(recipe)).toEqual({ bourbon: 50 });
  });
});

describe('a dot before three digits of millilitres is a thousands separator', () => {
  test.each([
    [['1.000 ml vodka', '10 serves'], { vodka: 100 }],
    [['2.400 ml ginger beer', '1.200 ml vodka', 'serves 24'], { 'ginger-beer': 100, vodka: 50 }],
    [['1.5 l soda water', '500 ml gin', 'serves 10'], { 'soda-water': 150, 'gin-london-dry': 50 }],
    [['4.500 ml tonic water', '150 cl gin', 'for 30 serves'], { 'tonic-water': 150, 'gin-london-dry': 50 }],
  ])('%j', async (lines, expected) => {
    expect(amounts(await importIt(lines))).toEqual(expected);
  });
});

describe("a float's measure said after a product's number is the float's", () => {
  test.each([
    [['Bacardi 151 10 ml float', '50 ml white rum'], 'rum-dark', 10],
    [['50 ml white rum', 'dark rum 15 ml float'], 'rum-dark', 15],
    [['60 ml bourbon', 'gin 10 ml, float'], 'gin-london-dry', 10],
  ])('%j', async (lines, id, quantity) => {
    const recipe = await importIt(lines);
    const all = [...recipe.ingredients, ...(recipe.suggestedSubstitutes ?? [])];
    expect(all.find((i) => i.inventoryItemId === id)?.quantity).toBe(quantity);
  });
});

describe("one of a product with its size in brackets is that size", () => {
  test.each([
    ['1 Crodino (100 ml)', 'aperitif-alcohol-free', 100],
    ['one Sanbitter (10 cl)', 'aperitif-alcohol-free', 100],
  ])('%s', async (line, id, quantity) => {
    expect(amounts(await importIt([line]))[id]).toBe(quantity);
  });
});

describe('a correction said as what was meant, or after stopping short, wins', () => {
  test.each([
    [['45 ml gin (no, 50)'], { 'gin-london-dry': 50 }],
    [['30 ml lime juice (sorry, 25)', '50 ml white rum'], { 'lime-juice': 25, 'rum-white': 50 }],
    [['vodka 40 ml, sorry I mean 50'], { vodka: 50 }],
    [['50 ml gin', 'tonic 120 ml', 'no wait, 100 not 120'], { 'gin-london-dry': 50, 'tonic-water': 100 }],
    [['nee warte, 5 cl Gin nicht 4'], { 'gin-london-dry': 50 }],
    [['50 ml gin', 'soda 25 ml', 'nei vent, 30 ikke 25'], { 'gin-london-dry': 50, 'soda-water': 30 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("'no' before no number is no correction", async () => {
    expect(amounts(await importIt(['60 ml vodka, no ice', '20 ml lime juice']))).toEqual({ vodka: 60, 'lime-juice': 20 });
  });
});

describe('a batch said as times first, in Norwegian or in Japanese is divided by its serves', () => {
  test.each([
    [['x10 batch', '450 ml gin', '1.500 ml tonic water'], { 'gin-london-dry': 45, 'tonic-water': 150 }],
    [['×12 pre-batch', '600 ml vodka'], { vodka: 50 }],
    [['Gløgg til 8 personer', '1 l rødvin', '200 ml vodka'], { 'wine-red-house': 125, vodka: 25 }],
    [['Punsj til 20 gjester', '1 l vodka'], { vodka: 50 }],
    [['10人分', 'ジン 450 ml'], { 'gin-london-dry': 45 }],
    [['6人前', '300 ml vodka'], { vodka: 50 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('lines of another shape are read, not lost', () => {
  test.each([
    [['between 100 and 120 ml tonic', '50 ml gin'], { 'tonic-water': 110, 'gin-london-dry': 50 }],
    [['between 15 & 20 ml lime juice', '60 ml white rum'], { 'lime-juice': 17.5, 'rum-white': 60 }],
    [['50 ml droë gin', '1 lemmetjie wig', '25 ml lemmetjiesap'], { 'gin-london-dry': 50, 'lime-wedges': 1, 'lime-juice': 25 }],
    [['20 ml suurlemoensap', '15 ml suikerstroop', '45 ml bourbon'], { 'lemon-juice': 20, 'sugar-syrup': 15, bourbon: 45 }],
    [['45 mI Bourbon', '2 cI sugar syrup'], { bourbon: 45, 'sugar-syrup': 20 }],
    [['ml 45 gin', 'cl 2 lime'], { 'gin-london-dry': 45, 'lime-juice': 20 }],
    [['oz 2 bourbon', 'oz 0.5 sugar syrup'], { bourbon: 60, 'sugar-syrup': 15 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('what is no ingredient is not listed as one', () => {
  test.each([
    ['contact: bar@hotel.no'],
    ['events@skihotel.at'],
    ['Photo: IMG_2034.jpg'],
    ['bild 2: cocktail_final.png'],
    ['Ys'],
    ['gebreekte ys'],
    ['48 h'],
    ['12 hours'],
    ['__proto__'],
    ['constructor'],
    ['toString'],
  ])('%s', async (line) => {
    const recipe = await importIt(['50 ml gin', line, '20 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a shared document's comment after a line is no part of it, and the line stays an ingredient", async () => {
    const recipe = await importIt(['50 ml gin', '20 ml lime juice [Comment – Ingrid H.: 10 ml is enough with the soda]', '100 ml soda water']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lime-juice': 20, 'soda-water': 100 });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.instructions).toEqual([]);
  });

  test('a German comment too', async () => {
    const recipe = await importIt(['45 ml dark rum [Kommentar: lieber 40 ml]', '20 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'rum-dark': 45, 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a product's name is read whatever junk follows it on its line", () => {
  test.each([
    ['50 ml gin zqxw kfjw qpwo eirt yuio pasd fghj klzx cvbn mqwe rtyu iopa sdfg hjkl', 'gin-london-dry', 50],
    ['30 ml dark rum xkcd qwpf zzvb', 'rum-dark', 30],
  ])('%s', async (line, id, quantity) => {
    const recipe = await importIt([line, '20 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'lime-juice': 20 });
    expect((recipe.suggestedSubstitutes ?? []).map((s) => [s.inventoryItemId, s.quantity])).toEqual([[id, quantity]]);
  });
});

describe("a till's row and a house's own spirit in German", () => {
  test.each([
    [['VODKA HAUS;5,0;cl'], { vodka: 50 }],
    [['GIN;4;cl', 'TONIC;12;cl'], { 'gin-london-dry': 40, 'tonic-water': 120 }],
    [['5 cl Haus-Wodka', '2 cl Limettensaft'], { vodka: 50, 'lime-juice': 20 }],
  ])('%j', async (lines, expected) => {
    expect(amounts(await importIt(lines))).toEqual(expected);
  });
});

describe('zero times a measure is no amount', () => {
  test.each(['0x32 ml gin', '0 × 25 ml vodka'])('%s is listed for the manager, never a hundredth of a millilitre', async (line) => {
    const recipe = await importIt([line, '20 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([line]);
  });

  test('a count of measures is still their sum', async () => {
    expect(amounts(await importIt(['2x32 ml gin']))).toEqual({ 'gin-london-dry': 64 });
  });
});
