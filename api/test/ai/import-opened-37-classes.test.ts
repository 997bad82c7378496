import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What a cruise line's fleet beverage manager pastes when moving every ship's drinks into the app: a deck party's batch
 * whose guests are said in its heading, in US gallons and quarts; a frozen-drink machine's batch said by its cups; an
 * amount said with the serves it is for; cards in the crews' languages; house preps a drink is built from; tables from
 * a wiki and a spreadsheet; and the lines of a page, a log or a menu that are no ingredient. Each stocked thing is
 * matched with its amount for one serve; what is no ingredient is not listed; nothing is lost.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Card', instructions: string[] = []): Promise<Imported> => processRecipe({ name, ingredients, instructions }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const listed = (recipe: Imported) => recipe.unmatchedIngredients.join(' | ');

describe("a batch whose serves are said in its heading or by its cups", () => {
  it("divides by the guests of a party's heading with a note of each one's cup after them", async () => {
    const recipe = await importIt(['BEACH BBQ - SUNSET TERRACE - 150 GUESTS (1 glass each)', '3 L vodka', '6 L cranberry juice', '150 lime wedges (1 each)'], 'Cape Codder (beach BBQ)');
    expect(recipe.servings).toBe(150);
    expect(amounts(recipe)).toMatchObject({ vodka: 20, 'cranberry-juice': 40, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads US gallons beside quarts, divided by the guests', async () => {
    const recipe = await importIt(['CREW PARTY - 100 GUESTS', '1 gal white rum', '2 gallons pineapple juice', '1 qt lime juice'], 'Crew Punch');
    const got = amounts(recipe);
    expect(got['rum-white']).toBeCloseTo(37.85, 0);
    expect(got['pineapple-juice']).toBeCloseTo(75.7, 0);
    expect(got['lime-juice']).toBeCloseTo(9.46, 0);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads a gallon said to be a US one ('1 US gal dark rum')", async () => {
    const recipe = await importIt(['DECK PARTY - 100 GUESTS', '1 US gal dark rum', '2 US gal pineapple juice'], 'Deck Punch');
    expect(amounts(recipe)['rum-dark']).toBeCloseTo(37.85, 0);
    expect(amounts(recipe)['pineapple-juice']).toBeCloseTo(75.7, 0);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("divides a machine's batch by its cups said with each cup's size", async () => {
    const recipe = await importIt(['Slush machine: recipe is per tank', '2 L white rum', '1 L lime juice', '1 L sugar syrup', 'Yield per tank: 40 cups x 200 ml'], 'Frozen Daiquiri (slush machine)');
    expect(recipe.servings).toBe(40);
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'lime-juice': 25, 'sugar-syrup': 25 });
  });

  it('divides by the serves an amount of a bottle or more says it is for', async () => {
    const recipe = await importIt(['1.000 ml ginger beer for 20 serves', '500 ml vodka', '200 ml lime juice'], 'Moscow Mule batch');
    expect(recipe.servings).toBe(20);
    expect(amounts(recipe)).toMatchObject({ 'ginger-beer': 50, vodka: 25, 'lime-juice': 10 });
  });

  it("reads a German punch's cups and its canister", async () => {
    const recipe = await importIt(['Sommerbowle für 40 Becher', '1 Kanister Orangensaft (5 l)', '2 l Wodka'], 'Sommerbowle');
    expect(recipe.servings).toBe(40);
    expect(amounts(recipe)).toMatchObject({ 'orange-juice': 125, vodka: 50 });
    expect(listed(recipe)).not.toMatch(/Sommerbowle/);
  });
});

describe('a range in brackets after a count or a top', () => {
  it("reads '1 egg white (20–25 ml)' as the range, not one egg's default", async () => {
    const recipe = await importIt(['50 ml bourbon', '25 ml lemon juice', '1 egg white (20–25 ml)'], 'Whiskey Sour');
    expect(amounts(recipe)['egg-white']).toBeGreaterThanOrEqual(20);
    expect(amounts(recipe)['egg-white']).toBeLessThanOrEqual(25);
  });

  it("reads a branded mixer 'to top (120–160 ml)' and one after a comma", async () => {
    for (const top of ['Fever-Tree Mediterranean tonic to top (120–160 ml)', 'soda water, to top (about 120-160 ml)']) {
      const recipe = await importIt(['50 ml vodka', top], 'Highball');
      const got = Object.entries(amounts(recipe)).find(([id]) => id !== 'vodka')?.[1];
      expect(got).toBeGreaterThanOrEqual(120);
      expect(got).toBeLessThanOrEqual(160);
    }
  });
});

describe("cards in the crews' languages", () => {
  it('reads a Tagalog card: white rum, lime juice and mint leaves', async () => {
    const recipe = await importIt(['50 ml puting rum', '20 ml katas ng dayap', '10 dahon ng mint', 'yelo'], 'Mint Daiquiri ni Ate Lorna');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'lime-juice': 20, 'mint-leaves': 10 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads an Indonesian card: coconut cream, a cocktail cherry, and its shaved ice as no ingredient', async () => {
    const recipe = await importIt(['45 ml rum gelap', '40 ml krim kelapa', '90 ml jus nanas', '2 buah ceri koktail', '1 gelas es serut'], 'Coconut Cooler');
    expect(amounts(recipe)).toMatchObject({ 'rum-dark': 45, 'coconut-cream': 40, 'pineapple-juice': 90, 'cocktail-cherries': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads a Hinglish card: a juice said with ka ras, syrup to taste, soda to the top', async () => {
    const recipe = await importIt(['Lemon ka ras - 25 ml', 'Chini ki chashni - swad anusar', 'Soda - upar se bharein', 'Barf'], 'Nimbu Soda');
    const got = amounts(recipe);
    expect(got['lemon-juice']).toBe(25);
    expect(got['sugar-syrup']).toBeDefined();
    expect(got['soda-water']).toBeDefined();
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads a Ukrainian card: a house wine and an orange slice, its honey listed as written', async () => {
    const recipe = await importIt(['Біле вино (домашнє) — 120 мл', 'Апельсин — 1 скибочка', 'Мед — 2 ч. л.'], 'Гарячий пунш');
    expect(amounts(recipe)).toMatchObject({ 'wine-white-house': 120, 'orange-slices': 1 });
    expect(listed(recipe)).toMatch(/Мед/);
  });
});

describe('a drink built from house preps labelled by letter or number', () => {
  it("splits each prep's measure into its parts and lists neither the preps nor the 'TO SERVE' heading", async () => {
    const recipe = await importIt(
      ['PREP 1 - Aperitivo base (1 bottle each)', '500 ml Campari', '500 ml sweet vermouth', 'PREP 2 - Citrus mix (makes 1 L)', '750 ml lemon juice', '250 ml sugar syrup', 'TO SERVE', '60 ml Aperitivo base (Prep 1)', '40 ml Citrus mix (Prep 2)', '100 ml soda water'],
      'Americano Sour',
    );
    expect(amounts(recipe)).toMatchObject({ campari: 30, 'vermouth-sweet': 30, 'lemon-juice': 30, 'sugar-syrup': 10, 'soda-water': 100 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a table whose spec cell lists bare numbers under its header's unit, and a sheet's garnish row", () => {
  it("reads '45 gin / 20 lemon / 15 raspberry syrup' under 'Spec (ml)' as millilitres, its garnish cell too", async () => {
    const recipe = await importIt(['| Cocktail | Spec (ml) | Glass | Garnish |', '|---|---|---|---|', '| Clover Club | 45 gin / 20 lemon / 15 raspberry syrup / 20 egg white | coupe, no ice | lemon twist |'], 'Clover Club');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 45, 'lemon-juice': 20, 'raspberry-syrup': 15, 'egg-white': 20, 'lemon-twist': 1 });
  });

  it("reads a cost card's 'Garnish' row by the product its spec cell names", async () => {
    const recipe = await importIt(
      ['MANHATTAN - COST CARD', 'Ingredient\tBrand / spec\tPer drink\tUnit\tCost per drink (USD)', 'Rye\tRittenhouse\t50\tml\t1.90', 'Vermouth\tCinzano Rosso\t25\tml\t0.30', 'Garnish\tCocktail cherry (Luxardo)\t1\tpc\t0.20', 'TOTAL\t\t\t\t2.40'],
      'Manhattan (cost card)',
    );
    expect(amounts(recipe)).toMatchObject({ 'rye-whiskey': 50, 'cocktail-cherries': 1 });
  });
});

describe('lines of a page, a log, a manual, a message or a menu that are no ingredient', () => {
  it("lists none of a blog's byline, its equipment bullets or its buttons", async () => {
    const recipe = await importIt(['Jump to Recipe', 'The Best Tommy’s Margarita', 'By Dana K. | Published May 2, 2026 | 38 Comments', 'Ingredients', '• 2 oz blanco tequila', '• 1 oz lime juice', '• ½ oz agave syrup', 'Equipment', '• Boston shaker', '• Hawthorne strainer', '• Citrus press', 'Print recipe'], "Tommy's Margarita");
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 60, 'lime-juice': 30, 'agave-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("lists neither a logbook's OCR'd heading nor the bartender's initialled signature", async () => {
    const recipe = await importIt(['SHIFT L0G  MV NORTHERN STAR   O3/l2/2O26', 'Bourbon 6O ml', 'Sweet verm. 3O ml', 'Angostura 2 dashes', '- K. van Dijk'], 'Night Manhattan');
    expect(amounts(recipe)).toMatchObject({ bourbon: 60, 'vermouth-sweet': 30, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("lists neither a training manual's module heading nor its numbered title, nor the gear handed with the drink", async () => {
    const recipe = await importIt(['CHAPTER 2 - SPRITZES', '2.4 Aperol Spritz', '90 ml prosecco', '60 ml Aperol', '30 ml soda water', '1 orange slice', 'Give the guest a straw with the drink.', 'paper umbrella + curly straw', 'chilled glass on the side'], 'Aperol Spritz');
    expect(amounts(recipe)).toMatchObject({ prosecco: 90, aperol: 60, 'soda-water': 30, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("lists no signature's phone line, no note of what the drink is charged as, and no ice said by its cubes", async () => {
    const recipe = await importIt(['50 ml gin', '150 ml tonic water', 'large cubes, fill the copa', 'Ring it up as a house G&T + $2.', 'Tel: +44 20 7946 0958 (bar office)'], 'Gin & Tonic');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'tonic-water': 150 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("lists no menu line of a drink's name and its price after dot leaders", async () => {
    const recipe = await importIt(['COCKTAILS', 'Margarita ........ 13', 'Negroni ..... 14', '30 ml gin', '30 ml Campari', '30 ml sweet vermouth'], 'Negroni');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("lists no title line of the drink's name with its price or its number ('Paloma 12', '1. Paloma')", async () => {
    for (const title of ['Paloma 12', '1. Paloma', '3) Paloma']) {
      const recipe = await importIt([title, '50 ml tequila', '150 ml grapefruit soda'], 'Paloma (pool bar)');
      expect(recipe.unmatchedIngredients).toEqual([]);
    }
  });

  it('still reads a spec sheet whose dot leaders end in an amount', async () => {
    const recipe = await importIt(['Gin ........ 45 ml', 'Lemon juice ........ 25 ml', 'Sugar syrup ..... 15 ml'], 'Gin Sour');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 45, 'lemon-juice': 25, 'sugar-syrup': 15 });
  });
});

describe('a drink told in one sentence', () => {
  it("lists no story sentence whose place in brackets is named with a measure's word ('(Splash Zone, Deck 12)')", async () => {
    const recipe = await importIt(["From the teens' lounge menu (Top Deck Lounge, Deck 4): the Sunrise Cooler is a bright fruity drink our younger guests love.", 'We pour 100 ml of orange juice over ice and add 10 ml of grenadine.'], 'Sunrise Cooler');
    expect(amounts(recipe)).toMatchObject({ 'orange-juice': 100, grenadine: 10 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads 'we serve Lagavulin neat: a 40 ml pour' as that pour of the malt, its water on the side no ingredient", async () => {
    const recipe = await importIt(['On the distillery tour we serve Lagavulin neat: a 40 ml pour in a nosing glass, with a jug of water on the side.'], 'Lagavulin, neat');
    expect(amounts(recipe)).toEqual({ 'scotch-islay': 40 });
    expect(recipe.category).toBe('spirit');
  });

  it("reads 'white wine and soda water half and half, 240 ml in total' as half of the total each", async () => {
    const recipe = await importIt(['On the sun deck the Spritzer is simply house white and soda water half and half, 240 ml in total, over ice with a lemon twist.'], 'White Wine Spritzer');
    expect(amounts(recipe)).toMatchObject({ 'wine-white-house': 120, 'soda-water': 120, 'lemon-twist': 1 });
  });

  it("reads 'a squeeze of fresh lemon (about 10 ml)' in prose as that much lemon juice", async () => {
    const recipe = await importIt(['We pour 120 ml of cranberry juice over ice, add a squeeze of fresh lemon (about 10 ml) and top with soda water.'], 'Cranberry Cooler');
    expect(amounts(recipe)).toMatchObject({ 'cranberry-juice': 120, 'lemon-juice': 10 });
  });
});

describe("a menu's two columns run together line by line, with no gap between them", () => {
  it("keeps the recipe's own column: what the other drink of the title line is made of is cut off each line", async () => {
    const recipe = await importIt(['APERITIVO HOUR', 'Negroni 13.00 Cosmopolitan 14.00', 'Beefeater 30 ml · Campari 30 ml · Martini Absolut 40 ml · Cointreau 15 ml · cranberry', 'Rosso 30 ml · orange peel 30 ml · lime juice 15 ml · flamed orange peel', 'Stirred, on a large cube. Shaken, served up.'], 'Negroni');
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 });
  });
});

describe('a box of bare names whose fruit the method cuts into wedges', () => {
  it("reads the box's 'Lime' as the wedges the method cuts, never lime juice", async () => {
    const recipe = await importIt(['Vodka', 'Lime', 'Sugar syrup', 'Crushed ice'], 'Caipiroska', ['1. Cut one lime into 6 wedges and muddle them with 15 ml sugar syrup in a rocks glass.', '2. Fill with crushed ice and pour over 50 ml vodka.']);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'lime-wedges': 6, 'sugar-syrup': 15 });
  });
});

describe("a crew's shorthand, a log's OCR'd count and garnishes joined by '&'", () => {
  it("reads 'rasp syr' as raspberry syrup and a garnish asked for with 'pls' as that garnish", async () => {
    const recipe = await importIt(['vodka 1 shot, lime 20, rasp syr 15', 'lime wedge pls'], 'Crew Raspberry Gimlet');
    expect(amounts(recipe)).toMatchObject({ 'raspberry-syrup': 15, 'lime-juice': 20, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads an OCR'd 'x l' as one", async () => {
    const recipe = await importIt(['Bourbon 5O ml', 'Sweet verm. 2O ml', 'Olive x l'], 'Log Manhattan');
    expect(amounts(recipe)).toMatchObject({ bourbon: 50, 'vermouth-sweet': 20, olives: 1 });
  });

  it("splits a stocked garnish from an unstocked one joined by '&'", async () => {
    const recipe = await importIt(['45 ml dark rum', '120 ml pineapple juice', 'pineapple wedge & cherry'], 'Tropical Rum Punch');
    expect(amounts(recipe)['cocktail-cherries']).toBe(1);
    expect(listed(recipe)).toMatch(/pineapple wedge/);
  });

  it("offers the espresso for a strong filter coffee", async () => {
    const recipe = await importIt(['150 ml strong filter coffee, hot', '40 ml vodka'], 'Karsk');
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).toContain('espresso');
  });
});

describe('the same batch shapes in the other languages', () => {
  it.each([
    ['SOMMERFEST - TERRASSE - 120 GÄSTE (je 1 Becher)', 120],
    ['FIESTA - 200 INVITADOS (1 vaso cada uno)', 200],
    ['FESTA IN PISCINA - 80 OSPITI (1 bicchiere a testa)', 80],
    ['Rendement par bac : 48 verres x 250 ml', 48],
  ])("divides by the serves of '%s'", async (heading, serves) => {
    const recipe = await importIt([heading as string, '2.4 l vodka', '4.8 l cranberry juice'], 'Party Punch');
    expect(recipe.servings).toBe(serves);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("divides by the guests a German amount of a bottle or more is for ('1,6 l Wodka für 16 Gäste')", async () => {
    const recipe = await importIt(['1,6 l Wodka für 16 Gäste', '3,2 l Cranberrysaft'], 'Cape Codder Bowle');
    expect(recipe.servings).toBe(16);
    expect(amounts(recipe)).toMatchObject({ vodka: 100, 'cranberry-juice': 200 });
  });
});
