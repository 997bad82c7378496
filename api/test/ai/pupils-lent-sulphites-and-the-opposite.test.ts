import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, silentLog, guestAsks } from './fixtures';

/**
 * The opened twenty-seventh sets' kinds, in our own words (nineteenth session): a group's ages in brackets after who
 * they are, a group's money shared 'between them', giving drink up for Lent, sulphites named as a heading and a list of
 * things said to do harm, a list's tail that points back at it, the opposite of a drink, drinks from home (Kir,
 * slivovice, aquavit, Vieux Carré), 'in that spirit'; and for the import a till's build line, a one-line spec with its
 * unit said at the end, a pair 'X and Y, 30 ml each', 'the same again of', the juice from half of a lime.
 */
const bar = demoBar();
const { ask, ids, recipe: recipeOf, holds } = guestAsks(bar);
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
/** What an import matched or offers as a substitute. */
const offeredOf = (recipe: Imported) => [...recipe.ingredients, ...(recipe.suggestedSubstitutes ?? [])].map((i) => i.inventoryItemId);
const WINE_BASED = ['prosecco-glass', 'house-red-wine', 'house-white-wine', 'house-rose-wine', 'aperol-spritz', 'negroni', 'manhattan', 'dry-martini', 'americano', 'boulevardier', 'mezcal-negroni', 'french-75'];

describe("a group's ages in brackets after who they are", () => {
  test.each([
    'Five pupils (15 and 16) with $40 between them for drinks, one each.',
    'the students (18 and 16), something fruity',
    'six teens, 16-17, a round of something',
    'our scouts (15 to 17) want something fizzy',
  ])('%s: nothing with alcohol', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test("money 'between them' is shared by the group counted before it", async () => {
    const answer = await ask('Five pupils (15 and 16) with $40 between them for drinks, one each.');
    for (const r of answer) expect(recipeOf(r.recipeId).price).toBeLessThanOrEqual(8);
  });

  test('a party of adults counted the same way shares it too', async () => {
    for (const r of await ask('four students with 30 dollars between them, something light')) expect(recipeOf(r.recipeId).price).toBeLessThanOrEqual(7.5);
  });
});

describe('drink given up for a season', () => {
  test.each([
    "Giving up drink for Lent (day 12 and going strong). What have you got that isn't just juice?",
    'gave up the drink for Lent, something fizzy',
    "I'm off the drink this month, something long",
  ])('%s: nothing with alcohol', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe('sulphites and things said to do harm in a list', () => {
  test.each([
    "Sulphites: wine and anything made with wine (vermouth, prosecco) gives me a wheeze. Something not too strong that's safe?",
    'sulphites. something light',
    'sulfite sensitive, something light',
  ])('%s: no wine, prosecco or vermouth', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(WINE_BASED).not.toContain(id);
  });

  test("'sulphite sensitivity, wine gives me headaches': every wine-based drink left out, the vermouth's too", async () => {
    for (const id of await ids('sulphite sensitivity, wine gives me headaches. something bubbly?')) expect(WINE_BASED).not.toContain(id);
  });

  test("'no citrus at all, it gives me migraines' keeps its 'no'", async () => {
    const answer = await ids('no citrus at all, it gives me migraines');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) for (const item of ['lime-juice', 'lemon-juice', 'tonic-water', 'triple-sec']) expect(holds(id, item)).toBe(false);
  });

  test('each thing of a list said to give a reaction is ruled out', async () => {
    for (const id of await ids('beer, cider or kombucha give me hives. something fruity')) expect(recipeOf(id).category).not.toBe('beer');
  });

  test("a wish before a harm said of one thing stays a wish ('I love gin, and tonic gives me a headache')", async () => {
    const read = readRequest('I love gin, and tonic gives me a headache', bar);
    expect(read.spirits).toContain('gin');
    expect(read.excludedIngredients.map((x) => x.join(' '))).toContain('tonic');
  });

  test("a list's tail that points back at it ends the list ('tonic or any of those sugary mixers')", async () => {
    for (const id of await ids('Nothing with cola, ginger beer, tonic or any of those sugary mixers. Something short.')) {
      for (const item of ['cola', 'ginger-beer', 'tonic-water']) expect(holds(id, item)).toBe(false);
    }
  });
});

describe('the opposite of a drink', () => {
  test.each([
    ['The opposite of an Old Fashioned, please.', 'old-fashioned'],
    ['Last interval I had a Whiskey Sour. Tonight I want the opposite of that.', 'whiskey-sour'],
    ['lo contrario de un mojito', 'mojito'],
  ])('%s: not the drink, nor its twin, and no alcohol-free drink unasked', async (request, drink) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer).not.toContain(drink);
    expect(answer).not.toContain('virgin-mojito');
    for (const id of answer.slice(0, 3)) expect(ALCOHOL_FREE_IDS).not.toContain(id);
  });

  test('the opposite of a stirred, strong drink is a long or light one first', async () => {
    const [first] = await ask('The opposite of an Old Fashioned, please.');
    expect(['aperol-spritz', 'gin-and-tonic', 'tom-collins', 'mojito', 'paloma', 'americano', 'cosmopolitan']).toContain(first!.recipeId);
  });
});

describe('drinks from home and a likeness said with the word spirit', () => {
  test.each([
    ["Un Kir, s'il vous plaît ? Ou quelque chose qui y ressemble.", /^Kir is not on our menu/],
    ["Máte slivovici? If not, what's the closest?", /^Slivovici is not on our menu/],
    ['Norwegian here, any aquavit? Or the closest thing?', /^Aquavit is not on our menu/],
    ["A Vieux Carré? What's the closest you've got?", /^Vieux Carre is not on our menu/],
  ])('%s: said to be missing, with the closest drinks', async (request, said) => {
    const answer = await ask(request);
    expect(answer[0]!.reason).toMatch(said);
    expect(readRequest(request, bar).understood).toBe(true);
  });

  test("'something in that spirit' is a likeness, not a word of alcohol in doubt", async () => {
    expect(readRequest('Sazerac, if you can. Otherwise something in that spirit.', bar).alcoholFree).toBe(false);
    expect(['manhattan', 'old-fashioned', 'boulevardier']).toContain((await ids('Sazerac, if you can. Otherwise something in that spirit.'))[0]);
  });
});

describe('import: lines as a till, a spec and an email write them', () => {

  test("a till's build on one line, with 'DSH' glued to its count and a garnish counted after it", async () => {
    const recipe = await importIt(['PLU;ITEM;BUILD', '4471;MANHATTAN RYE;RYE WHSKY 2OZ + SWT VERM 3/4OZ + ANGO BTR 1DSH + GARN CHRY X1'], 'Manhattan');
    expect(amounts(recipe)).toEqual({ 'rye-whiskey': 60, 'vermouth-sweet': 22.5, 'angostura-bitters': 1, 'cocktail-cherries': 1 });
  });

  test("a one-line spec after the drink's name, its unit said once at the end", async () => {
    const recipe = await importIt(['DAIQUIRI (jazz club house) — white rum 60 / lime 25 / syrup 15 — all in ml, shaken, coupe'], 'Daiquiri');
    expect(amounts(recipe)).toEqual({ 'rum-white': 60, 'lime-juice': 25, 'sugar-syrup': 15 });
  });

  test("an email: 'equal measures of X and Y, 30 ml each', a top 'to the edge', a thing not to use", async () => {
    const recipe = await importIt([
      'Hi all, for the interval Americano we do equal measures of Campari and sweet vermouth, 30 ml each, built over ice in a highball, then lengthen with about 60 ml of soda and finish with a slice of orange.',
    ]);
    expect(amounts(recipe)).toEqual({ campari: 30, 'vermouth-sweet': 30, 'soda-water': 60, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a machine translation: 'the juice from half of lime', 'fill up with cola to the edge'", async () => {
    const recipe = await importIt(['Into high glass full of ice pour 5 cl of white rum, squeeze into it the juice from half of lime, fill up with cola to the edge and decorate with one wedge of lime.']);
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'lime-wedges': 1 });
    expect(Object.keys(amounts(recipe))).toEqual(expect.arrayContaining(['lime-juice', 'cola']));
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("'the same again of' is the measure before; an alcohol-free aperitif by its words; a guest's taste is no part of a thing", async () => {
    const recipe = await importIt([
      "The non-drinkers' spritz for the interval: 75 ml of the alcohol-free bitter aperitif, the same again of soda water, plenty of ice and a slice of orange. A glug of elderflower cordial if the guest wants it sweeter.",
    ]);
    expect(amounts(recipe)).toMatchObject({ 'aperitif-alcohol-free': 75, 'soda-water': 75, 'orange-slices': 1 });
    expect(Object.keys(amounts(recipe))).toContain('elderflower-cordial');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('import: what an outside manager found (nineteenth session)', () => {
  const ALCOHOLIC = ['gin-london-dry', 'lager-bottle', 'campari', 'aperol', 'ipa-bottle', 'prosecco'];

  test.each([
    ['0% gin 50 ml', 'gin-alcohol-free'],
    ['0.0% gin alternative 50 ml', 'gin-alcohol-free'],
    ['1 bottle 0.5% lager', 'beer-alcohol-free-bottle'],
    ['75 ml aperitivo analcolico', 'aperitif-alcohol-free'],
  ])("'%s' is the alcohol-free product, never an alcoholic one", async (line, item) => {
    const recipe = await importIt([line, '100 ml soda water']);
    expect(Object.keys(amounts(recipe))).toContain(item);
    const offered = offeredOf(recipe);
    for (const id of ALCOHOLIC) expect(offered).not.toContain(id);
  });

  test.each(['30 ml alcohol-free Campari', '330 ml 0.0 lager'])("'%s' is never offered an alcoholic product (once the Lager itself was suggested: ADR 47)", async (line) => {
    const recipe = await importIt([line, '100 ml soda water']);
    const offered = offeredOf(recipe);
    for (const id of ALCOHOLIC) expect(offered).not.toContain(id);
  });

  test.each([
    ['1 egg white', { 'egg-white': 30, 'gin-london-dry': 45 }],
    ['juice of one lemon', { 'gin-london-dry': 45 }],
  ])("a line that is also the recipe's name ('%s') is read, not dropped as its title", async (name, expected) => {
    const recipe = await importIt([name, '45 ml gin'], name);
    expect(amounts(recipe)).toMatchObject(expected);
    expect(Object.keys(amounts(recipe)).length).toBe(2);
  });

  test("'thirty espresso' is 30 ml, not thirty shots", async () => {
    expect(amounts(await importIt(['50 ml vodka', 'thirty espresso']))).toEqual({ vodka: 50, espresso: 30 });
  });

  test("measures in Portuguese, Dutch and French, and a machine's 'for to decorate' ('2 doses de cachaça', '2 scheutjes angostura', 'une pincée de sel')", async () => {
    const recipe = await importIt(['2 doses de cachaça', '2 scheutjes angostura', 'une pincée de sel', 'one wedge of lime for to decorate']);
    expect(amounts(recipe)).toEqual({ cachaca: 100, 'angostura-bitters': 2, salt: 0.5, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("'rende 10 doses' still counts serves", async () => {
    const recipe = await importIt(['Rende 10 doses', '500 ml cachaça', '300 ml lime juice'], 'Batida');
    expect(amounts(recipe)).toEqual({ cachaca: 50, 'lime-juice': 30 });
  });

  test("a batch 'for a pool party of 80' is divided by 80", async () => {
    const recipe = await importIt(['4 L white rum', '4 L pineapple juice', '800 ml grenadine'], 'Rum punch for a pool party of 80');
    expect(amounts(recipe)).toEqual({ 'rum-white': 50, 'pineapple-juice': 50, grenadine: 10 });
  });
});

describe('what an outside attacker found (nineteenth session)', () => {
  test.each([
    "my mate's driving, I'm not. He wants something bitter",
    "He's driving, I'm not. Something bitter for him.",
    "my mate is driving, I'm not. He wants something fruity",
  ])("%s: the driver's drink has no alcohol", async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test("someone else's reason said not to be the guest's still lifts it for the guest's own drink", async () => {
    expect((await ids("my friend is pregnant but I'm not, a margarita please"))[0]).toBe('margarita');
  });

  test.each([
    ['\u202elohocla on\u202c, something bitter', 'alcohol'],
    ["\u202etnangerp m'I\u202c, something fizzy", 'alcohol'],
  ])('text a right-to-left override turns round is read as it shows (%#)', async (request) => {
    for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test('an egg allergy and a spirit said the same way are read as they show', async () => {
    for (const id of await ids('\u202eggE\u202c allergy. A sour please')) expect(holds(id, 'egg-white')).toBe(false);
    for (const id of await ids('no \u202enig\u202c, something crisp')) expect(holds(id, 'gin-london-dry')).toBe(false);
    for (const r of await ask('under $\u202e01\u202c, whisky')) expect(recipeOf(r.recipeId).price).toBeLessThan(10);
  });

  test.each(['Tk 1000 max', '\u09f31000 max', '200 cedis max, cocktail', '1000 taka max, cocktail', '1000 BDT max, cocktail'])(
    "'%s': money the engine cannot convert keeps to the less expensive half of the menu, and says so",
    async (request) => {
      const answer = await ask(request);
      expect(answer.length).toBeGreaterThan(0);
      for (const r of answer) expect(recipeOf(r.recipeId).price).toBeLessThanOrEqual(12);
      expect(answer[0]!.reason).toMatch(/cannot convert that currency/);
    },
  );

  test.each([
    ['Allergy list:\n- egg\n- almond\n- mint\nWant: refreshing', ['egg-white', 'mint-leaves', 'amaretto']],
    ['Mint: allergic\nGinger: allergic\nWant: no alcohol, refreshing', ['mint-leaves', 'ginger-beer']],
  ])('allergies written as a list of bullets or as headings are ruled out (%#)', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) for (const item of items) expect(holds(id, item)).toBe(false);
  });

  test("an allergy to a spirit named in a list with another thing holds beside a drink asked for ('allergic to amaretto and bourbon')", async () => {
    const answer = await ids("I'm allergic to amaretto and bourbon. Amaretto sour please!");
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) for (const item of ['bourbon', 'amaretto']) expect(holds(id, item)).toBe(false);
  });

  test("a bartender's '86 the vodka' is no vodka", async () => {
    for (const id of await ids('86 the vodka, coffee please')) expect(holds(id, 'vodka')).toBe(false);
  });

  test('vermouth is a wine: a guest for whom wine does harm gets no vermouth either', async () => {
    const answer = await ids('wine gives me migraines, something sparkling');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) for (const item of ['vermouth-sweet', 'vermouth-dry', 'prosecco']) expect(holds(id, item)).toBe(false);
  });
});

describe('import: a sub-recipe above the drink', () => {

  test.each([
    [['Raspberry syrup: 500 g raspberries, 500 g sugar, 250 ml water', '', 'Clover Club', '45 ml gin', '15 ml raspberry syrup', '15 ml lemon juice', '1 egg white']],
    [['Raspberry syrup', '500 g raspberries', '500 g sugar', '250 ml water', 'Simmer 10 minutes, strain.', 'Clover Club', '45 ml gin', '15 ml raspberry syrup', '15 ml lemon juice', '1 egg white']],
  ])('a stocked syrup: the drink uses the stock, the syrup\'s own recipe goes to the instructions (%#)', async (lines) => {
    const recipe = await importIt(lines, 'Clover Club');
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'raspberry-syrup': 15, 'lemon-juice': 15, 'egg-white': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
    expect(recipe.instructions.join(' ')).toMatch(/500 g raspberries/);
  });

  test('an unstocked mix is split into its measured parts in proportion to what it makes', async () => {
    const recipe = await importIt(['House sour mix (makes 1 L): 500 ml lemon juice, 500 ml sugar syrup', '50 ml amaretto', '30 ml house sour mix'], 'Amaretto Sour');
    expect(amounts(recipe)).toEqual({ amaretto: 50, 'lemon-juice': 15, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('with no blank line, the drink\'s heading ends the sub-recipe; a batch of it is divided after the split', async () => {
    const recipe = await importIt(
      ['HOUSE SOUR MIX (makes 1.5 litres)', '375 ml fresh lemon juice', '375 ml fresh lime juice', '750 ml sugar syrup', 'AMARETTO SOUR — GALA DINNER, 40 COVERS', '1.8 L Disaronno®', '600 ml bourbon', '1.4 L house sour mix', '800 ml pasteurised egg white', '40 cocktail cherries'],
      'Amaretto Sour',
    );
    expect(amounts(recipe)).toEqual({ amaretto: 45, bourbon: 15, 'lemon-juice': 8.75, 'lime-juice': 8.75, 'sugar-syrup': 17.5, 'egg-white': 20, 'cocktail-cherries': 1 });
  });

  test('parts not measured in millilitres are listed for the manager, never lost', async () => {
    const recipe = await importIt(['SPICED SYRUP (make ahead)', '500 ml sugar syrup', '2 cinnamon sticks', '5 cloves', 'Warm gently for 10 min, cool, strain.', 'WINTER OLD FASHIONED', '50 ml bourbon', '10 ml spiced syrup', '2 dashes Angostura'], 'Winter Old Fashioned');
    expect(amounts(recipe)).toEqual({ bourbon: 50, 'sugar-syrup': 10, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients).toEqual(expect.arrayContaining(['2 cinnamon sticks', '5 cloves']));
  });

  test('a syrup named with an amount in the drink and no recipe above it is read as said', async () => {
    expect(amounts(await importIt(['45 ml gin', '15 ml raspberry syrup']))).toEqual({ 'gin-london-dry': 45, 'raspberry-syrup': 15 });
  });
});

describe("a spirit's alcohol-free stand-in allowed by the guest who rules the spirit out", () => {
  test("'I don't drink gin, but the alcohol-free gin is fine': the alcohol-free G&T first", async () => {
    const answer = await ids("I don't drink gin, but the alcohol-free gin is fine for me. Something like a G&T.");
    expect(answer[0]).toBe('alcohol-free-gin-and-tonic');
    expect(answer).not.toContain('gin-and-tonic');
  });

  test('without the permission, a spirit ruled out still leaves out its stand-in', async () => {
    expect(await ids('no gin. something like a G&T, alcohol-free')).not.toContain('alcohol-free-gin-and-tonic');
  });

  test('the permission never lets the spirit itself in', async () => {
    for (const id of await ids("no gin for me, the alcohol-free gin is fine though, something bitter")) expect(holds(id, 'gin-london-dry')).toBe(false);
  });
});

describe('import: more of what the outside manager found', () => {

  test.each([
    ['two ounces of gin three quarters lemon three quarters simple top with soda and a lemon twist'],
    ["okay so the gin sour two ounces of gin three quarters lemon three quarters simple shake it hard strain it up dash of angostura on top and a lemon twist uh that's it end recording"],
  ])('a card read aloud on one line: each amount with the unit said last (%#)', async (line) => {
    const recipe = await importIt([line], 'Gin Sour');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 60, 'lemon-juice': 22.5, 'sugar-syrup': 22.5, 'lemon-twist': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a till's line with its count and name first ('1x MARGARITA: TEQ 50ML, ...')", async () => {
    expect(amounts(await importIt(['1x MARGARITA: TEQ 50ML, TRIPLE SEC 20ML, LIME 15ML, SALT RIM $13.00']))).toEqual({ 'tequila-blanco': 50, 'triple-sec': 20, 'lime-juice': 15, salt: 1 });
  });

  test("a till's abbreviations ('ORG PEEL 1', 'LIME JCE .75OZ')", async () => {
    expect(amounts(await importIt(['ORG PEEL 1', 'LIME JCE .75OZ', 'BOURBON 2OZ']))).toEqual({ 'orange-peel': 1, 'lime-juice': 22.5, bourbon: 60 });
  });

  test("top-ups in French, Dutch and a machine's English; 'decorate with a quarter of lime'; a mineral water's brand", async () => {
    for (const line of ["complétez avec de l'eau gazeuse", 'aanvullen met spuitwater', 'S.Pellegrino® soda 30 ml']) {
      expect(Object.keys(amounts(await importIt(['50 ml gin', line])))).toContain('soda-water');
    }
    expect(Object.keys(amounts(await importIt(['50 ml vodka', 'complete with beer of ginger', 'decorate with a quarter of lime'])))).toEqual(expect.arrayContaining(['ginger-beer', 'lime-wedges']));
  });

  test("a slash spec with its unit after a dash at the end ('... egg white 1 - oz')", async () => {
    expect(amounts(await importIt(['bourbon 2 / lemon 3/4 / simple 3/4 / egg white 1 - oz']))).toEqual({ bourbon: 60, 'lemon-juice': 22.5, 'sugar-syrup': 22.5, 'egg-white': 30 });
  });

  test('a sugar rim is not the sugar syrup', async () => {
    const recipe = await importIt(['50 ml vodka', '15 ml lime juice', 'served with a sugar rim.']);
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).not.toContain('sugar-syrup');
    expect(Object.keys(amounts(recipe))).not.toContain('sugar-syrup');
  });
});

describe('what the final outsider found (nineteenth session)', () => {

  test.each(['150ml dealcoholised red wine', '150 ml dealcoholized white wine', '150 ml alcohol-removed white wine'])("'%s' is never matched or offered the alcoholic wine", async (line) => {
    const recipe = await importIt([line, '20 ml elderflower cordial']);
    for (const id of ['wine-red-house', 'wine-white-house', 'wine-rose-house', 'prosecco']) expect(offeredOf(recipe)).not.toContain(id);
    expect(recipe.unmatchedIngredients).toContain(line);
  });

  test("'aperitif alcohol free' is the alcohol-free aperitif, not the alcohol-free beer", async () => {
    expect(amounts(await importIt(['20 ml aperitif alcohol free', '60 ml soda water']))).toEqual({ 'aperitif-alcohol-free': 20, 'soda-water': 60 });
  });

  test("'25ml x2' is 50 ml", async () => {
    expect(amounts(await importIt(['25ml x2 coffee liqueur', '50 ml vodka']))).toEqual({ 'coffee-liqueur': 50, vodka: 50 });
  });

  test('a line pasted twice counts twice', async () => {
    expect(amounts(await importIt(['25 ml lime juice', '25 ml lime juice', '50 ml rum']))).toEqual({ 'lime-juice': 50, 'rum-white': 50 });
    expect(amounts(await importIt(['1 oz gin', '1 oz gin', '4 oz tonic']))).toEqual({ 'gin-london-dry': 60, 'tonic-water': 120 });
  });

  test.each(['Not pregnant, not driving, no allergies: something with amaretto', 'Allergies: none. Something with amaretto'])("'%s': no allergy read, the amaretto drink first", async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe('amaretto-sour');
    expect(answer[0]!.reason).not.toMatch(/allergy/);
  });
});

describe('what a review of the change found (nineteenth session)', () => {

  test.each([
    "\u202e\nI'm 17. Something under $8",
    "Hi \u202eanaD\nI'm driving. Under $8",
    "\u2067\u202eanaD\u2069 I'm 17. Something under $8",
    "Hi \u202eanaD\u2029I'm 17. Something under $8",
  ])('a right-to-left override ends with its line or isolate: the rest is read as written (%#)', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test.each([
    ['Sweet vermouth and ginger beer give me hives. Something refreshing', 'ginger-beer'],
    ['Ginger beer or ginger ale gives me hives, something with rum', 'ginger-beer'],
    ['Orange liqueur and lime juice give me a rash. something tart', 'lime-juice'],
  ])('a product of two words in a list said to do harm is ruled out whole (%s)', async (request, item) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(holds(id, item)).toBe(false);
  });

  test.each(['$86 all together for 8 of us, something fizzy', '£86 the lot for 8 of us, something fizzy'])("'%s': 86 as an amount is a budget, no bartender's '86'", async (request) => {
    for (const r of await ask(request)) expect(recipeOf(r.recipeId).price).toBeLessThanOrEqual(10.75);
  });

  test.each([
    ["I'm sitting opposite the bar, a mojito please", 'mojito'],
    ['A negroni please, my husband wants the opposite of that', 'negroni'],
  ])("'opposite' said of a seat or of someone else's drink leaves the guest's own wish (%s)", async (request, drink) => {
    expect((await ids(request))[0]).toBe(drink);
  });

  test.each([
    [['Raspberry syrup:', '250 g raspberries', '250 g sugar', '50 ml gin', '25 ml lemon juice', '20 ml raspberry syrup', '1 egg white'], ['gin-london-dry', 'lemon-juice']],
    [['House sour mix:', '500 ml lemon juice', '500 ml sugar syrup', '50 ml vodka', '30 ml house sour mix'], ['vodka']],
    [['Mix:', '50 ml gin', '25 ml lemon juice', '15 ml sugar syrup', 'Shake and mix for 10 seconds, strain.'], ['gin-london-dry', 'lemon-juice', 'sugar-syrup']],
  ])('a sub-recipe that runs into the drink with no break swallows none of its lines (%#)', async (lines, items) => {
    const recipe = await importIt(lines);
    for (const item of items) expect(Object.keys(amounts(recipe))).toContain(item);
    expect(recipe.category).not.toBe('alcohol-free');
  });

  test('a product named water in a sub-recipe is split like any part; plain water is left out', async () => {
    const recipe = await importIt(['Pineapple cordial (makes 1 L): 500 ml pineapple juice, 300 ml coconut water, 200 ml sugar syrup', '', '40 ml rum', '50 ml pineapple cordial']);
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 40, 'pineapple-juice': 25, 'sugar-syrup': 10 });
    expect(recipe.unmatchedIngredients).toContain('15 ml coconut water');
  });

  test("the first of two alternatives stays what it names ('50 ml gin or 0% gin')", async () => {
    const recipe = await importIt(['50 ml gin or 0% gin', '150 ml tonic water']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'tonic-water': 150 });
    expect(recipe.category).not.toBe('alcohol-free');
  });

  test("a batch's 'x10' is no pour of ten; '6 egg' in a batch for six is counted", async () => {
    const recipe = await importIt(['300 ml gin', '6 egg', '150 ml lemon juice'], 'Sour for 6');
    expect((recipe.suggestedSubstitutes ?? []).find((s) => s.inventoryItemId === 'egg-white')?.quantity).toBe(50);
    expect(amounts(await importIt(['50 ml Tanqueray 0.0%', '150 ml tonic water']))).toEqual({ 'gin-alcohol-free': 50, 'tonic-water': 150 });
  });

  test('a card read aloud keeps its counted things counted', async () => {
    expect(amounts(await importIt(['mojito two ounces white rum one ounce lime juice six mint leaves three quarters simple top with soda']))).toMatchObject({ 'rum-white': 60, 'lime-juice': 30, 'mint-leaves': 6, 'sugar-syrup': 22.5 });
    expect(amounts(await importIt(['old fashioned two ounces bourbon two dashes angostura one sugar cube and an orange peel stir it down']))).toMatchObject({ bourbon: 60, 'angostura-bitters': 2, 'orange-peel': 1 });
  });

  test('a whole recipe pasted twice counts once; a line pasted twice counts twice', async () => {
    expect(amounts(await importIt(['50 ml gin', '25 ml lime juice', '50 ml gin', '25 ml lime juice']))).toEqual({ 'gin-london-dry': 50, 'lime-juice': 25 });
    expect(amounts(await importIt(['25 ml lime juice', '25 ml lime juice', '50 ml rum']))).toEqual({ 'lime-juice': 50, 'rum-white': 50 });
  });
});
