import { processRecipe, recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { describedFlavours } from '../../src/ai/builtin/profile';
import { partyShare } from '../../src/ai/money';
import { demoBar, silentLog } from './fixtures';

/**
 * Shapes from the fifteenth set once it was opened, and from the sixteenth's aggregate (none copied): several
 * ingredients on one line as a spreadsheet, a markdown table, a chat or a notebook writes them; a guest who does not
 * drink and then says what they like; rounds said with no party; 'not salty' and 'not sugary'; warming wishes in the
 * six languages; a tasting note that is no style.
 */
const bar = demoBar();
const ask = async (preferences: string) => recommendDrinks({ preferences }, bar, builtinEngine, silentLog());
const ALCOHOL_FREE = new Set(bar.recipes.filter((r) => r.category === 'alcohol-free').map((r) => r.id));
const held = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId)]));
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('several ingredients on one line', () => {
  test.each([
    ['Daiquiri\t60 ml white rum\t30 ml lime juice\t15 ml sugar syrup\tShake hard, double strain', { 'rum-white': 60, 'lime-juice': 30, 'sugar-syrup': 15 }],
    ['Negroni: 30 gin / 30 campari / 30 sweet vermouth', { 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30 }],
    ['Margarita — 50ml tequila, 25ml triple sec & 25ml lime juice; salt rim', { 'tequila-blanco': 50, 'triple-sec': 25, 'lime-juice': 25, salt: 1 }],
    ['Rum 50 · Lime 25 · Sugar syrup 15', { 'rum-white': 50, 'lime-juice': 25, 'sugar-syrup': 15 }],
    ['rum 2 oz lime 1 oz syrup 0.75 oz', { 'rum-white': 60, 'lime-juice': 30, 'sugar-syrup': 22.5 }],
    ['50 gin 25 lemon 15 sugar syrup', { 'gin-london-dry': 50, 'lemon-juice': 25, 'sugar-syrup': 15 }],
    ['gin 50 lemon 25 syrup 15', { 'gin-london-dry': 50, 'lemon-juice': 25, 'sugar-syrup': 15 }],
    ['2 gin 1 lime .75 syrup', { 'gin-london-dry': 60, 'lime-juice': 30, 'sugar-syrup': 22.5 }],
    ['gin 2oz/lime 1oz/syrup .75oz', { 'gin-london-dry': 60, 'lime-juice': 30, 'sugar-syrup': 22.5 }],
    ['50 ml vodka then 100 ml cranberry and a splash of lime', { vodka: 50, 'cranberry-juice': 100, 'lime-juice': 5 }],
    ['2 oz bourbon • ¾ oz lemon • 1 dash angostura', { bourbon: 60, 'lemon-juice': 22.5, 'angostura-bitters': 1 }],
  ])('%s', async (line, expected) => {
    // (The drink's name at the head of a line is its title when the manager names the recipe so, as they do.)
    const recipe = await importIt([line], /^(\w+)\s*[\t:—]/.exec(line)?.[1] ?? 'Test');
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a thing named without an amount among measured ones is kept, never dropped: ... + egg white', async () => {
    const recipe = await importIt(['60ml gin + 30ml lemon + 20ml sugar syrup + egg white']);
    expect(Object.keys(amounts(recipe)).sort()).toEqual(['egg-white', 'gin-london-dry', 'lemon-juice', 'sugar-syrup']);
  });

  test('a markdown table: its header and rule are no ingredients, each row is one', async () => {
    const recipe = await importIt(['| Ingredient | Amount |', '|---|---|', '| Gin | 50 ml |', '| Tonic water | 150 ml |', '| Lime wedge | 1 |']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a row of columns for one ingredient stays one: name, amount and unit apart by tabs', async () => {
    expect(amounts(await importIt(['gin\t50\tml', 'lime juice\t20\tml']))).toEqual({ 'gin-london-dry': 50, 'lime-juice': 20 });
    expect(amounts(await importIt(['Gin\t50 ml', 'Campari\t30 ml']))).toEqual({ 'gin-london-dry': 50, campari: 30 });
  });

  test.each([
    '1 limão taiti cortado em 4 gomos',
    'Start with a barspoon of sugar syrup and 2 dashes of Angostura in a mixing glass.',
  ])('a phrase between amounts is no glued list: %s', async (line) => {
    const recipe = await importIt([line, '60 ml cachaça']);
    expect(recipe.ingredients.map((i) => i.name).join(' | ')).not.toMatch(/\b(?:oz|cut into|start|mixing glass)\b/);
  });
});

describe('what a guest says', () => {
  test.each(["I don't drink but I have a massive sweet tooth", "I don't drink and I love ginger", "je ne bois pas mais j'aime le citron"])(
    'not drinking, then a wish, is alcohol-free: %s',
    async (request) => {
      const answer = await ask(request);
      expect(answer.length).toBeGreaterThan(0);
      for (const r of answer) expect([r.recipeId, ALCOHOL_FREE.has(r.recipeId)]).toEqual([r.recipeId, true]);
    },
  );

  test("'never drink anything but gin' is still a love of gin", async () => {
    expect((await ask('I never drink anything but gin'))[0]!.recipeId).toBe('gin-and-tonic');
  });

  test.each([
    ['Tengo 30 dólares para tres rondas', 30, 10],
    ['30 dollars for three rounds', 30, 10],
    ['two rounds, three people, 66 bucks', 66, 11],
  ])('rounds with no party are one guest’s drinks: %s', (said, limit, each) => {
    expect(partyShare(said.toLowerCase(), limit)).toBe(each);
  });

  test('three rounds on $30 answers drinks of $10 or less, not nothing', async () => {
    const answer = await ask('Tengo 30 dólares para tres rondas');
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(10);
  });

  test("'like a margarita but not salty' leaves out the drinks with salt and says salt", async () => {
    const answer = await ask('like a margarita but not salty');
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect([r.recipeId, held.get(r.recipeId)!.includes('salt')]).toEqual([r.recipeId, false]);
    expect(answer[0]!.reason).toMatch(/every drink with salt\b/);
  });

  test("'not sugary' is a taste: an alcohol-free answer still comes, the least sweet first; a diabetic's stays a rule", async () => {
    const answer = await ask('marathon tmrw morning, nothing alcoholic. something refreshing & not sugary');
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.map((r) => r.recipeId)).not.toContain('shirley-temple');
    expect(readRequest('diabetic, nothing sugary', bar).excludedIngredients).toContainEqual(['sugar']);
  });

  test.each(['Es regnet, mir ist kalt – was Wärmendes?', "I'm cold, something warming", 'tengo frío, algo caliente', "j'ai froid", 'ho freddo stasera', 'estou com frio'])(
    'cold, or a wish for warmth: rich, spirit-forward drinks (%s)',
    async (request) => {
      const answer = await ask(request);
      expect(answer[0]!.reason).not.toMatch(/could not tell/);
      expect(['manhattan', 'old-fashioned', 'dark-n-stormy', 'penicillin', 'boulevardier', 'bourbon-neat']).toContain(answer[0]!.recipeId);
    },
  );
});

test("a tasting note counts half: an IPA's 'tropical notes' make it no tropical drink", async () => {
  expect(describedFlavours('A hoppy ale bursting with citrusy, piney and tropical notes and a bitter finish.').tropical).toBeLessThan(
    describedFlavours('A tropical rum punch.').tropical!,
  );
  const answer = await ask('Nussallergie – was Tropisches geht trotzdem?');
  expect(answer[0]!.recipeId).not.toBe('ipa');
});

describe('strength as guests say it', () => {
  test.each(['Qualcosa di amaro, poco alcolico', 'algo con poco alcohol', 'bajo en alcohol por favor', "peu d'alcool svp", 'was mit wenig Alkohol', 'etwas alkoholarmes', 'algo com pouco álcool', 'I want alcohol, just not much of it'])(
    'low alcohol is a light drink, never none: %s',
    async (request) => {
      const reading = readRequest(request, bar);
      expect([reading.alcoholFree, reading.strength?.level]).toEqual([false, 'light']);
      expect(ALCOHOL_FREE.has((await ask(request))[0]!.recipeId)).toBe(false);
    },
  );

  test("an alcohol-free offer refused ('no alcohol? no, I want alcohol') is no alcohol-free wish", async () => {
    for (const r of await ask('no alcohol? no, I want alcohol, just not much of it')) expect(ALCOHOL_FREE.has(r.recipeId)).toBe(false);
    expect(readRequest('no alcohol?', bar).alcoholFree).toBe(true);
  });

  test("the guest's own word on strength beats an occasion's picture: 'after work, hard week: something strong'", async () => {
    const strong = ['manhattan', 'old-fashioned', 'boulevardier', 'negroni', 'dry-martini', 'sidecar', 'margarita', 'bourbon-neat', 'islay-single-malt-neat', 'oaxaca-old-fashioned', 'mezcal-negroni'];
    for (const request of ['Feierabend! Harte Woche. Was Starkes.', 'brunch but make it strong']) {
      for (const r of (await ask(request)).slice(0, 3)) expect([request, r.recipeId, strong.includes(r.recipeId)]).toEqual([request, r.recipeId, true]);
    }
    expect((await ask('after work, something light'))[0]!.reason).toMatch(/light on alcohol/);
  });

  test("an early start tomorrow is a light drink: 'wanna unwind but I have an early meeting tmrw'", () => {
    expect(readRequest('long day, wanna unwind but I have an early meeting tmrw', bar).strength?.level).toBe('light');
  });

  test.each(['quinze dollars max, votre meilleur cocktail ?', 'cuál es tu mejor cóctel?', 'lo mejor que tengas'])('the best the bar makes, in the languages: %s', (request) => {
    expect(readRequest(request, bar).premium).toBeTruthy();
  });
});
