import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What a fleet's beverage manager pastes when moving a river-cruise line's drinks into the app: a sheet with its header
 * row and a line pasted after it, a supplier's delivery note above the recipe it suggests, batches said by the serve
 * ('Serves 40 (cups of about 120 ml)', '8 l urn = 32 mugs', '– 50 cups', 'For 90 passengers'), notes that are no
 * ingredient (ice by the bag or the kilo, a temperature to heat to). Each stocked thing is matched with its amount for
 * one serve; what is no ingredient is not listed.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Card', instructions: string[] = []): Promise<Imported> => processRecipe({ name, ingredients, instructions }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a line pasted after a sheet with a header row', () => {
  it('is read as a line of its own, never lost', async () => {
    const recipe = await importIt(['Drink\tIngredient\tAmount\tUnit', 'Gimlet\tGin\t50\tml', 'Gimlet\tLime juice\t20\tml', 'Gimlet\tSugar syrup\t10\tml', '', '1 dash Angostura bitters'], 'Gimlet');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'lime-juice': 20, 'sugar-syrup': 10, 'angostura-bitters': 1 });
  });

  it('is read under a sheet parted by semicolons too', async () => {
    const recipe = await importIt(['Ingredient;Qty;Unit', 'Bourbon;50;ml', 'Lemon juice;25;ml', 'lemon twist for garnish'], 'Whiskey Sour');
    expect(amounts(recipe)).toMatchObject({ bourbon: 50, 'lemon-juice': 25 });
    expect(amounts(recipe)['lemon-twist']).toBe(1);
  });
});

describe("a supplier's delivery note above the recipe it suggests", () => {
  it('reads the recipe per glass, never the bottles delivered, and lists no row of the note', async () => {
    const recipe = await importIt(
      ['Lieferschein 55-2210 · Weinkontor Süd', 'Pos.\tArtikel\tMenge\tEinheit\tEAN', '1\tCampari Bitter 25 % 1 l\t12\tFl.\t8000000000011', '2\tMartini Rosso 0,75 l\t12\tFl.\t8000000000028', 'Empfehlung pro Glas:', '3 cl Campari', '3 cl Martini Rosso', '6 cl Sodawasser', '1 Orangenscheibe'],
      'Americano',
    );
    expect(amounts(recipe)).toMatchObject({ campari: 30, 'vermouth-sweet': 30, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients.join(' | ')).not.toMatch(/\t|Fl\.|8000000/);
  });
});

describe('a batch that says how many it serves beside each serve or its vessel', () => {
  it('reads the serves before each cup\'s size in brackets', async () => {
    const recipe = await importIt(['Serves 40 (cups of about 120 ml)', '2 l white rum', '800 ml lime juice', '600 ml sugar syrup'], 'Rum Punch');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads a vessel's volume and the mugs it fills as the serves, no ingredient", async () => {
    const recipe = await importIt(['8 l urn = 32 mugs (winter terrace)', '6 bottles house red (0,75 l)', '800 ml orange juice', '32 orange slices – one per mug'], 'Mulled Wine');
    const got = amounts(recipe);
    expect(got['wine-red-house']).toBeCloseTo(140.6, 0);
    expect(got).toMatchObject({ 'orange-juice': 25, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads so many cups after a dash at the end of the heading', async () => {
    const recipe = await importIt(['Lemonade for the school trip – 50 cups', '1 l fresh lemon juice', '750 ml sugar syrup', '6 l soda water'], 'Trip Lemonade');
    expect(amounts(recipe)).toMatchObject({ 'lemon-juice': 20, 'sugar-syrup': 15, 'soda-water': 120 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads passengers as the serves, and the line as no ingredient', async () => {
    const recipe = await importIt(['For 90 passengers (one flute each)', 'Prosecco: 12 bottles à 0,75 l', 'Aperol: 9 bottles à 0,7 l'], 'Boarding Spritz');
    expect(amounts(recipe)).toMatchObject({ prosecco: 100, aperol: 70 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads bottles of a size said after the name with a note after them', async () => {
    const recipe = await importIt(['Serves 30', '2 bottles gin (70 cl)', '3 bottles prosecco (75 cl), added just before serving'], 'French 75 Punch');
    const got = amounts(recipe);
    expect(got['gin-london-dry']).toBeCloseTo(46.7, 0);
    expect(got.prosecco).toBe(75);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('notes beside a batch that are no ingredient', () => {
  it('lists neither ice weighed or bagged nor a temperature to heat to', async () => {
    const recipe = await importIt(['Serves 20', '3 l apple juice', '1 l dark rum', '5 kg ice in the cool box', '2 bags of crushed ice', 'warm to 65 °C, do not boil'], 'Hot Apple Rum');
    expect(amounts(recipe)).toMatchObject({ 'rum-dark': 50 });
    expect(recipe.unmatchedIngredients.join(' | ')).not.toMatch(/\bice\b|°/);
  });

  it('lists no serving temperature beside a neat pour', async () => {
    const recipe = await importIt(['4 cl Laphroaig 10', 'kept at 16–18 °C, never chilled'], 'Islay Neat');
    expect(amounts(recipe)).toMatchObject({ 'scotch-islay': 40 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('cards in the languages of a crew', () => {
  it('reads a Ukrainian card, its top and its piece of lime', async () => {
    const recipe = await importIt(['Горілка — 40 мл', 'Журавлиновий сік — 90 мл', 'Свіжий сік лайма — 10 мл', 'Тонік — долити (~60 мл)', 'Часточка лайма — 1 шт.', 'Лід кубиками'], 'Cape Codder');
    expect(amounts(recipe)).toMatchObject({ vodka: 40, 'cranberry-juice': 90, 'lime-juice': 10, 'tonic-water': 60, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads white wine and elderflower syrup in Hungarian, and no ice', async () => {
    const recipe = await importIt(['1 dl fehérbor', '2 dl szódavíz', '1 cl bodzaszörp', 'jég'], 'Hosszúlépés');
    expect(amounts(recipe)).toMatchObject({ 'wine-white-house': 100, 'soda-water': 200, 'elderflower-cordial': 10 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads a crew's Taglish chat: a spirit's style after its kind, a top, a rim, and lots of ice as no ingredient", async () => {
    const recipe = await importIt(['50ml Tequila Silver', '15ml lime juice', 'top up ng soda water', '1 lime wedge sa rim', 'maraming yelo po'], 'Ranch Water');
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 50, 'lime-juice': 15, 'lime-wedges': 1 });
    expect(amounts(recipe)['soda-water']).toBeGreaterThan(0);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads a Hinglish card: syrup, lime juice, mint leaves as a range, soda to the top, and no ice', async () => {
    const recipe = await importIt(['15 ml cheeni ka syrup', '20 ml nimbu ka ras', 'pudine ke patte 6-8', 'soda upar tak', 'barf'], 'Shikanji');
    const got = amounts(recipe);
    expect(got).toMatchObject({ 'sugar-syrup': 15, 'lime-juice': 20 });
    expect(got['mint-leaves']).toBeGreaterThanOrEqual(6);
    expect(got['mint-leaves']).toBeLessThanOrEqual(8);
    expect(got['soda-water']).toBeGreaterThan(0);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a stocked stand-in the paste names for an unstocked first choice', () => {
  it.each([
    ['30 ml yuzu juice (if you have none, lemon juice)', 'lemon-juice', 30],
    ['20 ml kumquat syrup (sugar syrup if there is none)', 'sugar-syrup', 20],
    ['25ml calamansi juice (kung wala, lime juice na lang)', 'lime-juice', 25],
  ])("'%s' is the stand-in at the line's amount", async (line, item, ml) => {
    const recipe = await importIt(['45 ml gin', line], 'Sour');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 45, [item]: ml });
  });
});

describe('several measures on a line with a note in brackets after the last', () => {
  it('reads each measure, the note none of them', async () => {
    const recipe = await importIt(['Gin 4cl, Campari 2cl, double cream 2cl (gently whipped, layered)'], 'Card');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 40, campari: 20 });
    expect(recipe.unmatchedIngredients.join(' | ')).toMatch(/cream/);
  });
});

describe('a box of names only with the amounts in the numbered method', () => {
  it('takes each amount from the step that gives it', async () => {
    const recipe = await importIt(
      ['Rye whiskey', 'Sweet vermouth', 'Angostura bitters', 'Orange peel'],
      'Manhattan',
      ['Our head bartender brought this from Vienna.', '1. Stir 60 ml rye whiskey and 25 ml sweet vermouth on ice.', '2. Add 2 dashes of Angostura bitters.', '3. Strain, express the orange peel over the top.'],
    );
    expect(amounts(recipe)).toMatchObject({ 'rye-whiskey': 60, 'vermouth-sweet': 25, 'angostura-bitters': 2, 'orange-peel': 1 });
  });
});

describe('several on a line', () => {
  it('reads bare amounts parted by slashes with a note in brackets after the last', async () => {
    const recipe = await importIt(['cranberry 100 / OJ 40 / lime 15 / grenadine 5 (poured last, let it sink)'], 'Sunrise Cooler');
    expect(amounts(recipe)).toMatchObject({ 'cranberry-juice': 100, 'orange-juice': 40, 'lime-juice': 15, grenadine: 5 });
  });

  it("reads names with one measure 'each' between dashes and a top after them", async () => {
    const recipe = await importIt(['Aperol, Campari – 2 cl each – tonic water to top'], 'Bitter Highball');
    const got = amounts(recipe);
    expect(got).toMatchObject({ aperol: 20, campari: 20 });
    expect(got['tonic-water']).toBeGreaterThan(0);
  });

  it('lists no ice said as cubes counted in a glass', async () => {
    const recipe = await importIt(['50 ml bourbon', '2 dashes Angostura bitters', '2 large cubes in a tumbler'], 'Bourbon on the rocks');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a manual's page of two recipes side by side", () => {
  it("keeps the recipe's own column and lists neither the other column nor the page's running heads", async () => {
    const recipe = await importIt(
      [
        'WHISKEY SOUR                                PALOMA',
        '5 cl bourbon · 2,5 cl lemon juice           5 cl tequila · 1 cl lime',
        'Harbour Hotels – Bar Specifications 2026 (Rev. 2)                    page 4',
        '2 · CLASSICS (continued)                                             page 5',
        '2 cl sugar syrup · 1 dash Angostura         grapefruit soda to top',
        'Garnish: orange peel                        Garnish: salt rim',
      ],
      'Whiskey Sour',
    );
    const got = amounts(recipe);
    expect(got).toMatchObject({ bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 20, 'angostura-bitters': 1, 'orange-peel': 1 });
    expect(got['tequila-blanco']).toBeUndefined();
    expect(got['lime-juice']).toBeUndefined();
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('an email chain whose newest message is the spec', () => {
  it('reads the spec on top, never the quoted drafts it replaces', async () => {
    const recipe = await importIt(
      ['Hello Jonas, this is the version for the summer menu, live from Monday 2 June.', 'Garden Gimlet: 50 ml gin, 20 ml lime juice, 15 ml elderflower cordial, a lime wedge.', 'Best, Ana', '> On 20 May, Jonas Weber wrote:', '> Could we do 60 ml gin, 10 ml lime juice and a basil leaf?'],
      'Garden Gimlet',
    );
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'lime-juice': 20, 'elderflower-cordial': 15, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a training card and an allergen matrix beside the recipe', () => {
  it('lists neither the quiz nor the rows of the matrix', async () => {
    const recipe = await importIt(
      ['STAFF TRAINING · Day 2 · Sours', 'Spec: 50 ml bourbon, 25 ml lemon juice, 20 ml sugar syrup, 20 ml egg white', 'Q1. What do we garnish with? → three drops of Angostura', 'Q2. True or false: we use lime juice if lemon runs out → FALSE', '', 'ALLERGENS (per serve)', 'Eggs | YES', 'Milk | no', 'Nuts | no', 'Gluten: no'],
      'Whiskey Sour',
    );
    expect(amounts(recipe)).toMatchObject({ bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 20, 'egg-white': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a served beer, a neat pour and a glass by its size', () => {
  it('reads a beer counted by its bottle said after it, a wedge beside it, and no deal at a price', async () => {
    const recipe = await importIt(['1 x 0,5 l stout can (chilled)', 'lime wedge on the rim', 'happy hour: 2 for £9 (ring through as 2 × Stout)'], 'Stout');
    expect(amounts(recipe)).toMatchObject({ 'stout-can': 1, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.category).toBe('beer');
  });

  it("lists no glass said by its size and no drops a guest adds 'themselves'", async () => {
    const recipe = await importIt(['We pour 5 cl of Laphroaig into a 6 oz snifter, with a jug of water so guests can add a few drops themselves.'], 'Islay Neat');
    expect(amounts(recipe)).toMatchObject({ 'scotch-islay': 50 });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.category).toBe('spirit');
  });
});

describe('prose that fills with ice before the top', () => {
  it('tops with the soda, never the ice', async () => {
    const recipe = await importIt(['Build 50 ml gin and 15 ml lime juice in a highball, fill up with cubed ice, top with tonic water and add a lime wedge.'], 'Gin Rickey');
    const got = amounts(recipe);
    expect(got).toMatchObject({ 'gin-london-dry': 50, 'lime-juice': 15, 'lime-wedges': 1 });
    expect(got['tonic-water']).toBeGreaterThan(0);
  });

  it("reads an Austrian 'Achterl' as an eighth of a litre", async () => {
    const recipe = await importIt(['Our Gespritzter: an Achterl of white wine with an Achterl of soda water.'], 'Gespritzter');
    expect(amounts(recipe)).toMatchObject({ 'wine-white-house': 125, 'soda-water': 125 });
  });
});

describe('a scanned card and a garnish with what each is for', () => {
  it('joins a word the scan broke with no hyphen and reads an S as a five', async () => {
    const recipe = await importIt(['GIMLET', 'Gin ...... 5O ml', 'Fresh lime ju', 'ice ...... 2S ml', 'Sugar syrup .... l5 ml', '© Harbour Bar · card 12'], 'Gimlet');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'lime-juice': 25, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('counts the garnish and lists no note of its uses', async () => {
    const recipe = await importIt(['50 ml tequila blanco', '2 lime wedges – squeeze one, the other on the rim', 'grapefruit soda to top'], 'Paloma');
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 50, 'lime-wedges': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a costing table pasted under the recipe', () => {
  it('reads the recipe above it once, never the costed rows', async () => {
    const recipe = await importIt(['Campari 30 ml', 'Sweet vermouth 30 ml', 'Soda water 90 ml', '', 'COSTING (June)', 'Item | Pour | Cost/pour', 'Campari 30 ml | 30 | €0.90', 'Soda 1 l btl | 90 | €0.12', 'Total cost €1.60 | Sale price €9.00 | GP 82 %'], 'Americano');
    expect(amounts(recipe)).toMatchObject({ campari: 30, 'vermouth-sweet': 30, 'soda-water': 90 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a peel cut as a spiral, and a house prep called from the punch and written out below it', () => {
  it('reads a peel spiral as the peel', async () => {
    const recipe = await importIt(['50 ml bourbon', '2 dashes Angostura bitters', 'long orange peel spiral'], 'Spiral Old Fashioned');
    expect(amounts(recipe)).toMatchObject({ bourbon: 50, 'angostura-bitters': 2, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("lists no line that calls the prep ('1 batch ... (below)'), and reads the prep's own lines", async () => {
    const recipe = await importIt(['Serves 40', '2 bottles white rum (70 cl)', '1 batch house sour mix (see below)', '', 'HOUSE SOUR MIX', '800 ml lime juice', '600 ml sugar syrup'], 'Rum Sour Punch');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 35, 'lime-juice': 20, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients.join(' | ')).not.toMatch(/batch/);
  });
});

describe('the same shapes in other layouts and languages', () => {
  it('reads the per-glass line under a delivery note parted by commas', async () => {
    const recipe = await importIt(['Line,Product,Qty,Unit,EAN', '1,Aperol 1 l,6,btl,8001234567890', '2,Prosecco 0.75 l,12,btl,8001234567891', 'Per glass: 60 ml Aperol, 90 ml prosecco, 30 ml soda water'], 'Spritz');
    expect(amounts(recipe)).toMatchObject({ aperol: 60, prosecco: 90, 'soda-water': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads a German thermos and its mugs as the serves', async () => {
    const recipe = await importIt(['10 l Thermoskanne = 40 Becher', '6 Flaschen Rotwein (0,75 l)', '1 l Orangensaft', '40 Orangenscheiben'], 'Glühwein');
    const got = amounts(recipe);
    expect(got['wine-red-house']).toBeCloseTo(112.5, 0);
    expect(got).toMatchObject({ 'orange-juice': 25, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('takes the amounts of a box of names from a German method', async () => {
    const recipe = await importIt(['Tequila', 'Limettensaft', 'Agavensirup'], 'Margarita', ['Alles mit Eis schütteln: 5 cl Tequila, 3 cl Limettensaft, 2 cl Agavensirup.']);
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 50, 'lime-juice': 30, 'agave-syrup': 20 });
  });

  it("keeps the recipe's column when it is the right-hand one", async () => {
    const recipe = await importIt(['WHISKEY SOUR                                PALOMA', '5 cl bourbon · 2,5 cl lemon juice           5 cl tequila blanco · 1 cl lime juice', '2 cl sugar syrup · 1 dash Angostura         grapefruit soda to top', 'Garnish: orange peel                        Garnish: lime wedge'], 'Paloma');
    const got = amounts(recipe);
    expect(got).toMatchObject({ 'tequila-blanco': 50, 'lime-juice': 10, 'lime-wedges': 1 });
    expect(got.bourbon).toBeUndefined();
    expect(got['grapefruit-soda']).toBeGreaterThan(0);
  });
});
