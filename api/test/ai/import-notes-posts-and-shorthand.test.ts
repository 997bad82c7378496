import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The import classes the eighteenth recipe set showed once opened: a menu's title row with its price, a forum post's
 * header, a question and a few words of chat around a story, a note to the staff with a clock time in it, how a batch
 * is kept and served, a bartender's shorthand ('sim syr', 'fr lime', 'bar spn'), the Islay malt by its island alone,
 * and sea salt in the other languages.
 */
const bar = demoBar();
const importIt = (ingredients: string[], name = 'Test') => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Awaited<ReturnType<typeof importIt>>) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const BASE = ['45 ml gin', '30 ml lemon juice', '15 ml sugar syrup'];
const BASE_AMOUNTS = { 'gin-london-dry': 45, 'lemon-juice': 30, 'sugar-syrup': 15 };

describe('lines around a recipe that are no ingredient are not listed as unmatched', () => {
  test.each([
    'PALOMA .......................... $12',
    'Negroni … £11.50',
    'r/cocktails · Posted by u/shakerjoe',
    'Posted by Sam 3 hours ago',
    'Question: is the Islay float supposed to sink straight away??',
    'Check ice delivery before 5pm',
    'Order more limes for Friday',
    'Long-time lurker. My grandmother used to make this on Sundays and I finally got the proportions from her notebook.',
  ])('%s', async (line) => {
    const recipe = await importIt([line, ...BASE]);
    expect(amounts(recipe)).toEqual(BASE_AMOUNTS);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("how a batch is kept and served goes to the method, and its measure is no ingredient's", async () => {
    const recipe = await importIt(['50 cl vodka', '30 cl Kahlúa', '30 cl espresso', 'Keep refrigerated, shake 12 cl per serve with ice']);
    expect(amounts(recipe)).toEqual({ vodka: 500, 'coffee-liqueur': 300, espresso: 300 });
    expect(recipe.instructions.join(' ')).toMatch(/12 cl per serve/);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a garnish dropped in by the method is still an ingredient ("drop in a cocktail cherry")', async () => {
    const recipe = await importIt(['You need two ounces of rye, an ounce of sweet vermouth and a couple of dashes of Angostura. Stir it all with ice, strain into a coupe and drop in a cocktail cherry.']);
    expect(amounts(recipe)).toMatchObject({ 'rye-whiskey': 60, 'vermouth-sweet': 30, 'cocktail-cherries': 1 });
  });

});

describe("a bartender's shorthand", () => {
  test.each([
    ['15 ml sim syr', 'sugar-syrup', 15],
    ['1 bar spn sim syr', 'sugar-syrup', 5],
    ['1/2 oz simp syr', 'sugar-syrup', 15],
    ['3/4 oz fr lime', 'lime-juice', 22.5],
    ['2 oz wht rum', 'rum-white', 60],
    ['7.5ml Islay floated on top', 'scotch-islay', 7.5],
  ])('%s', async (line, item, quantity) => {
    const recipe = await importIt(['50 ml vodka', line]);
    expect(amounts(recipe)[item]).toBe(quantity);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

test.each(['1 g de sel de mer pour le givrage', '1 g de sal marina', '1 g Meersalz'])('sea salt in another language: %s', async (line) => {
  const recipe = await importIt(['50 ml tequila', line]);
  expect(amounts(recipe).salt).toBe(1);
  expect(recipe.unmatchedIngredients).toEqual([]);
});

describe('a label before one measured thing is no part of its amount', () => {
  test("\"Spritz o'clock: 9 cl prosecco · 6 cl Aperol · 3 cl soda · 1 orange slice\" is 90 ml of prosecco", async () => {
    const recipe = await importIt(["Spritz o'clock: 9 cl prosecco · 6 cl Aperol · 3 cl soda · 1 orange slice"]);
    expect(amounts(recipe)).toEqual({ prosecco: 90, aperol: 60, 'soda-water': 30, 'orange-slices': 1 });
  });

  test("'Check: 45 ml gin' is 45 ml of gin", async () => {
    expect(amounts(await importIt(['Check: 45 ml gin', '30 ml lemon juice']))['gin-london-dry']).toBe(45);
  });

  test("'Rum: 30 ml white + 30 ml dark' still names the rum of each part", async () => {
    expect(amounts(await importIt(['Rum: 30 ml white + 30 ml dark', '30 ml lime juice']))).toMatchObject({ 'rum-white': 30, 'rum-dark': 30 });
  });
});

describe('a chat export and a video transcript', () => {
  test("WhatsApp's export on Android ('03/03/2026, 21:14 - Ana: 50ml reposado tequila') is read line by line", async () => {
    const recipe = await importIt([
      '03/03/2026, 21:14 - Ana: paloma for sunday brunch',
      '03/03/2026, 21:15 - Ana: 15ml lime',
      '03/03/2026, 21:15 - Ana: 100ml grapefruit soda',
      '03/03/2026, 21:16 - Ana: lime wedge on the rim',
      '03/03/2026, 21:17 - Marco: <Media omitted>',
    ]);
    expect(amounts(recipe)).toEqual({ 'lime-juice': 15, 'grapefruit-soda': 100, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a thing named in a chat without an amount is listed, never dropped as chatter', async () => {
    const recipe = await importIt(['[09:31] Lena: Elderflower cordial 25ml', '[09:32] Lena: soda 150ml', '[09:33] Lena: cucumber ribbon', '[09:35] Tom: love it, add it to the list']);
    expect(amounts(recipe)).toEqual({ 'elderflower-cordial': 25, 'soda-water': 150 });
    expect(recipe.unmatchedIngredients).toEqual(['cucumber ribbon']);
  });

  test("a Slack header of speaker and time, and a time alone, are no ingredients", async () => {
    const recipe = await importIt(['Sam Lee  2:14 PM', '50ml blended scotch', '2:16', '20ml lemon juice']);
    expect(amounts(recipe)).toEqual({ 'scotch-blended': 50, 'lemon-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('amounts said in words in a transcript are amounts, and where the pour goes is no part of the name', async () => {
    const recipe = await processRecipe(
      { name: 'Espresso Martini (video transcript)', ingredients: ['[00:07] today espresso martini, super easy', '[00:10] so fifty mils of vodka into the tin', "[00:14] thirty mils of coffee liqueur, I'm using Kahlúa", '[00:24] and ten mils of sugar syrup'], instructions: [] },
      bar,
      builtinEngine,
      silentLog(),
    );
    expect(amounts(recipe)).toEqual({ vodka: 50, 'coffee-liqueur': 30, 'sugar-syrup': 10 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('an email forwarded and signed', () => {
  test("its headers, greeting, 'On ... wrote:', sign-off name, signature, title and phone are no ingredients", async () => {
    const recipe = await importIt([
      '---------- Forwarded message ---------',
      'From: Ana Ruiz <ana@lacasita.example>',
      'Hi Tom,',
      '30 ml mezcal',
      '30 ml Campari',
      '> On Mon, Mar 2, 2026 at 11:05 PM, Marco Bianchi <marco@lacasita.example> wrote:',
      '>> 30 ml sweet vermouth',
      '>> Marco',
      '>> Head Bartender, La Casita',
      '>> Tel. 07700 900123',
      'Cheers,',
      'Ana',
      '--',
      'Ana Ruiz | Bar Manager, La Casita',
      '+34 612 345 678',
    ]);
    expect(amounts(recipe)).toEqual({ mezcal: 30, campari: 30, 'vermouth-sweet': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a name signed before what the phone adds ('Thanks!' / 'Marco' / 'Sent from my iPhone')", async () => {
    const recipe = await importIt(['30 ml gin', '15 ml lemon juice', 'Thanks!', 'Marco', 'Sent from my iPhone', '> Can you send me the spec before Friday?']);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a dash line is no signature: a garnish after it is still an ingredient', async () => {
    const recipe = await importIt(['60 ml gin', '60 ml Campari', '60 ml sweet vermouth', '—', 'orange peel (optional)']);
    expect(amounts(recipe)['orange-peel']).toBe(1);
    const signed = await importIt(['60 ml gin', '60 ml Campari', '--', 'orange peel', 'Ana']);
    expect(amounts(signed)['orange-peel']).toBe(1);
  });
});

describe("a card's numbered steps among its ingredients", () => {
  test('steps go to the method; a step that names a listed thing adds none; a garnish step names one garnish once', async () => {
    const recipe = await importIt([
      "Dark 'n' Stormy",
      '1) Fill a highball with ice.',
      '100 ml ginger beer',
      '2) Pour in the ginger beer.',
      '60 ml dark rum',
      '3) Float the rum slowly over the back of a barspoon.',
      '1 lime wedge',
      '4) Garnish with the wedge.',
    ]);
    expect(amounts(recipe)).toEqual({ 'ginger-beer': 100, 'rum-dark': 60, 'lime-wedges': 1 });
    expect(recipe.instructions).toEqual(expect.arrayContaining(['Fill a highball with ice.', 'Float the rum slowly over the back of a barspoon.']));
  });

  test('a step that tops with a thing the list does not name keeps it as an ingredient', async () => {
    const recipe = await importIt(['50 ml gin', '25 ml lemon juice', '1. Shake with ice.', '2. Top with soda water.', '3. Garnish with a lemon twist.']);
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'lemon-juice': 25, 'lemon-twist': 1 });
    expect(Object.keys(amounts(recipe))).toContain('soda-water');
  });
});

describe("an old bar manual's measures and asides", () => {
  test("spoonfuls, a wineglass, a squeeze, a pony and a jigger; '(Use medium bar-glass.)' is an aside", async () => {
    const recipe = await importIt(['GIN FIZZ.', '(Use medium bar-glass.)', '½ table-spoonful of sugar syrup.', 'A squeeze of lemon juice.', '1 wine-glass of gin.', 'Fill up with seltzer water.']);
    expect(amounts(recipe)).toMatchObject({ 'sugar-syrup': 7.5, 'gin-london-dry': 60, 'lemon-juice': 5 });
    expect(Object.keys(amounts(recipe))).toContain('soda-water');
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });

  test("'Cognac brandy' is the cognac; half a pony is 15 ml", async () => {
    expect(amounts(await importIt(['1 jigger Cognac brandy', '½ pony Cointreau', '½ pony lemon juice']))).toEqual({ cognac: 45, 'triple-sec': 15, 'lemon-juice': 15 });
  });

  test('a line in brackets that names a product is still an ingredient', async () => {
    const recipe = await importIt(['50 ml gin', '(orange peel)']);
    expect(amounts(recipe)['orange-peel']).toBe(1);
  });
});

describe('a second outside manager (tenth session)', () => {
  test("a page that sets each amount above its name: nothing shifts, nothing is lost", async () => {
    const recipe = await importIt(['HUGO SPRITZ', 'INGREDIENTS', '20 ml', 'Elderflower cordial', '100 ml', 'Prosecco', '30 ml', 'Soda water', '5', 'Mint leaves', 'Lime wedge']);
    expect(amounts(recipe)).toEqual({ 'elderflower-cordial': 20, prosecco: 100, 'soda-water': 30, 'mint-leaves': 5, 'lime-wedges': 1 });
  });

  test('a page that sets each name above its amount still pairs them', async () => {
    const recipe = await importIt(['ESPRESSO MARTINI', 'Vodka', '50 ml', 'Coffee liqueur', '20 ml', 'Fresh espresso', '30 ml', 'Sugar syrup', '5 ml']);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'coffee-liqueur': 20, espresso: 30, 'sugar-syrup': 5 });
  });

  test("'squeeze of half a lime' and 'float of dark rum, about 10 ml' are ingredients, not steps", async () => {
    const recipe = await importIt(['60 ml white rum', 'squeeze of half a lime', 'a barspoon of sugar syrup', 'float of dark rum, about 10 ml']);
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 60, 'sugar-syrup': 5, 'rum-dark': 10 });
    expect(Object.keys(amounts(recipe))).toContain('lime-juice');
  });

  test('an alternative in brackets is no second ingredient', async () => {
    const recipe = await importIt(['2 oz London dry gin', '1 oz lemon juice (or 1/2 lemon + 1/2 lime)', '3/4 oz simple syrup (or 1/2 oz agave + splash water)']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 60, 'lemon-juice': 30, 'sugar-syrup': 22.5 });
  });
});
