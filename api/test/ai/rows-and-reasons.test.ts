import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { describedFlavours } from '../../src/ai/builtin/profile';
import { partyShare } from '../../src/ai/money';
import { demoBar, silentLog, guestAsks } from './fixtures';

/**
 * Shapes from the fifteenth set once it was opened, and from the sixteenth's aggregate (none copied): several
 * ingredients on one line as a spreadsheet, a markdown table, a chat or a notebook writes them; a guest who does not
 * drink and then says what they like; rounds said with no party; 'not salty' and 'not sugary'; warming wishes in the
 * six languages; a tasting note that is no style.
 */
const bar = demoBar();
const { ask } = guestAsks(bar);
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
    // (Drinks with no alcohol at all: the 0.5% beer only for a guest who asks for a beer, ADR 46.)
    expect(answer.length).toBeGreaterThanOrEqual(2);
    expect(answer.map((r) => r.recipeId)).not.toContain('shirley-temple');
    expect(answer.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
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

/** What the seventh session's outside testers found (an attacker, guests of a sports and a rooftop bar, a consultant). */
describe('text as phones shape it, and limits said after the thing', () => {
  const alcoholFreeOnly = async (request: string) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect([request, r.recipeId, ALCOHOL_FREE.has(r.recipeId)]).toEqual([request, r.recipeId, true]);
  };

  test.each(['n o  a l c o h o l  please, something minty', 'p r e g n a n t. something bubbly 🫧', '🚗🚗 tonight, 🚫🍸, something citrusy', '🚗 + 🥜 allergy, tropical pls', '🤰 something fruity'])(
    'letters spaced out and emoji for a reason: %s',
    alcoholFreeOnly,
  );

  test.each(['je ne bois pas pour des raisons religieuses, quelque chose de pétillant ?', 'raisons religieuses, quelque chose de pétillant ?', 'no máximo 9€ e sem álcool'])('a reason or a no-alcohol said in another shape: %s', alcoholFreeOnly);

  test.each([
    ['N O   G I N  - but something botanical', 'gin-london-dry'],
    ['¿ginebra? ni hablar. algo seco y cítrico', 'gin-london-dry'],
    ['Cachaça? Nem pensar. Algo cítrico', 'cachaca'],
    ['Gin? Auf keinen Fall. Was Frisches', 'gin-london-dry'],
    ['Gin? Hors de question. Quelque chose de frais', 'gin-london-dry'],
    ['Vodka kommt nicht in Frage, etwas Saures', 'vodka'],
    ['no whiskeyyyyy pleaseeee, something smokyyy', 'scotch-islay'],
    ["tout sauf la vodka et le rhum, j'aime le gingembre", 'rum-dark'],
    ['alles außer Wodka und Rum, gern mit Ingwer', 'vodka'],
    ['Huehnereiweiss-Allergie, trotzdem einen Sour?', 'egg-white'],
  ])('%s: nothing with %s', async (request, item) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect([r.recipeId, held.get(r.recipeId)!.includes(item)]).toEqual([r.recipeId, false]);
  });

  test("'nothing that even tastes like beer or gin' is no wish for gin or beer", async () => {
    for (const request of ["nothing that even tastes like beer or gin, I'm sober", 'Ich bin trockener Alkoholiker, bitte nichts, was auch nur nach Bier oder Gin schmeckt']) {
      const answer = await ask(request);
      expect(answer.map((r) => r.recipeId)).not.toContain('alcohol-free-gin-and-tonic');
      expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/has gin|is a beer/);
    }
  });

  test.each([
    ["we're 6, 90 quid, two rounds", 7.5],
    ['6 of us, £90, 2 rounds each', 7.5],
    ['we have 90 for 12 drinks', 7.5],
    ['table of 10, 100 for the lot, one drink each', 10],
    ['two tenners for the four of us', 5],
  ])('a party’s money is each drink’s share: %s', async (request, each) => {
    for (const r of await ask(request)) expect([r.recipeId, r.price <= each]).toEqual([r.recipeId, true]);
  });

  test('a cap is no count of drinks: sub-10 drinks, a $11 cocktail', () => {
    expect(partyShare('sub-10 drinks?', 9.99)).toBe(9.99);
    expect(partyShare('a sub $11 cocktail', 10.99)).toBe(10.99);
  });
});

describe('what a consultant pastes', () => {
  test.each([
    [['2 parts (50 ml) Aperol', '3 parts (75 ml) prosecco', '1 splash (25 ml) of soda'], { aperol: 50, prosecco: 75, 'soda-water': 25 }],
    [['gin 50 / lem 25 / sug 15 / soda top'], { 'gin-london-dry': 50, 'lemon-juice': 25, 'sugar-syrup': 15, 'soda-water': 60 }],
    [['bour 60', 'sw verm 30', 'ango 2d'], { bourbon: 60, 'vermouth-sweet': 30, 'angostura-bitters': 2 }],
    [['50ml de cachaça', "2cl d'Aperol", '4cl di gin'], { cachaca: 50, aperol: 20, 'gin-london-dry': 40 }],
    [['60 ml Aperol', 'riempire con prosecco'], { aperol: 60, prosecco: 60 }],
    [['[Campari](https://example.com/campari) 30 ml', '30 ml gin'], { campari: 30, 'gin-london-dry': 30 }],
    [['2 Limettenspalten', '50 ml Rum', 'Minzblätter (ca. 5)'], { 'lime-wedges': 2, 'rum-white': 50, 'mint-leaves': 5 }],
    [['Half a can of Guinness Draught', 'eine halbe Dose Guinness'], { 'stout-can': 1 }],
    [['Prosecco D.O.C. 90 ml', 'Aperol 60 ml'], { prosecco: 90, aperol: 60 }],
    [['tequila 5 cl, zumo de lima 2 cl y sal en el borde'], { 'tequila-blanco': 50, 'lime-juice': 20, salt: 1 }],
    [['gin e tonic 50/150 ml'], { 'gin-london-dry': 50, 'tonic-water': 150 }],
    [['5 cl Wodka', 'Limettenspalte als Garnitur'], { vodka: 50, 'lime-wedges': 1 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a spreadsheet with a header and a cost column: no header, no cost, every row matched', async () => {
    const recipe = await importIt(['Qty\tUnit\tIngredient\tCost/serve', '1.5\toz\tBacardi Carta Blanca\t$0.84', '0.75\toz\tlime juice\t$0.10', '0.5\toz\tsimple syrup\t$0.02']);
    expect(amounts(recipe)).toEqual({ 'rum-white': 45, 'lime-juice': 22.5, 'sugar-syrup': 15 });
    expect([recipe.unmatchedIngredients, recipe.suggestedSubstitutes]).toEqual([[], []]);
  });

  test.each(['4.7 (1,204 ratings)', 'Shared from Highball for iOS', 'Get Mixel: mixel.cc', 'Makes ~40 serves.', 'https://example.com/recipes/negroni'])('%s is no ingredient', async (line) => {
    const recipe = await importIt(['30 ml gin', line, '30 ml campari']);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a character that shows nothing or turns the text around never comes back, nor does a tag in the method', async () => {
    const recipe = await processRecipe(
      { name: 'X', ingredients: ['50 ml g\u0000in', '30 ml lime\u202e juice', 'mystery\u0007 thing \ud800'], instructions: ['Shake <iframe src=javascript:alert(1)>hard', 'Strain\u0000'] },
      bar,
      builtinEngine,
      silentLog(),
    );
    const text = JSON.stringify(recipe);
    expect(text).not.toMatch(/\\u0000|\\u0007|\\u202e|\\ud800|<iframe/i);
    expect(recipe.instructions).toEqual(['Shake hard', 'Strain']);
    // (Text after a right-to-left override shows as 'limeeciuj', nothing the stock names: the line is read as typed.)
    expect(recipe.unmatchedIngredients).toEqual(['mystery thing']);
  });

  test("a line that shows '50 ml vodka' is vodka, whatever marks of direction or colour it was sent with", async () => {
    const recipe = await processRecipe({ name: 'Virgin Mule', ingredients: ['\u202eakdov lm 05', '100 ml ginger beer', '50 ml gin\u001b[31m'], instructions: [] }, bar, builtinEngine, silentLog());
    expect(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity])).toEqual([['vodka', 50], ['ginger-beer', 100], ['gin-london-dry', 50]]);
    expect(recipe.category).not.toBe('alcohol-free');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("an override that turns a stocked product's name into nonsense on screen is read as typed", async () => {
    const recipe = await processRecipe({ name: 'Americano', ingredients: ['\u202e30 ml sweet vermouth', '30 ml campari'], instructions: [] }, bar, builtinEngine, silentLog());
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['vermouth-sweet', 'campari']);
  });
});

describe('more from the seventh session’s testers', () => {
  test("'under 0 dollars' leaves nothing, never every drink", async () => {
    expect(await ask('under 0 dollars')).toEqual([]);
  });

  test.each([
    ['mis padres quieren un trago de los de antes', 'old-fashioned'],
    ['i miei genitori vogliono un drink come ai loro tempi', 'old-fashioned'],
  ])('the old days in the languages are a classic: %s', async (request, first) => {
    expect((await ask(request))[0]!.recipeId).toBe(first);
  });

  test.each(['ho i postumi della sbornia', "j'ai la gueule de bois", 'ich habe einen Kater', 'estou de ressaca'])('a hangover in the languages is understood: %s', async (request) => {
    expect((await ask(request))[0]!.reason).not.toMatch(/could not tell/);
  });

  test('a heading in capitals over two lines at the top of a card is no ingredient and adds nothing', async () => {
    const recipe = await importIt(['KAHLÚA® ESPRESSO', 'MARTINI', '50 ml ABSOLUT® Vodka', '25 ml KAHLÚA® Coffee Liqueur', '25 ml espresso']);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'coffee-liqueur': 25, espresso: 25 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('reasons that no longer hold, and one said as a drop', () => {
  test.each([
    ['was gonna be designated driver but we got an uber now 🙌 so gimme something strong'],
    ['ya no estoy de guardia, me libré del turno de mañana 🎉 ¿qué me recomiendas con tequila?'],
    ['Meine Frau fährt heute, ich darf also 🍻 Ein gutes Bier?'],
    ['não estou mais dirigindo, minha amiga vai levar o carro 😅 manda uma caipirinha ou parecido'],
    ["baby's on formula and with grandma tonight 😅 first night out in a year, i want a proper cocktail"],
  ])('the reason said not to hold leaves the drink with alcohol: %s', async (request) => {
    expect(ALCOHOL_FREE.has((await ask(request))[0]!.recipeId)).toBe(false);
  });

  test.each(["I'm driving, we might get an uber later", "I'm nursing, baby's on formula at night", 'estoy de guardia, algo con tequila', 'up at 4 for a shift on the forklift, cant have a drop tonight. what u got'])(
    'a reason that holds still makes it alcohol-free: %s',
    async (request) => {
      for (const r of await ask(request)) expect([r.recipeId, ALCOHOL_FREE.has(r.recipeId)]).toEqual([r.recipeId, true]);
    },
  );

  test("'a drink' is only a drop at the end of what is said: 'I can't have a drink of the same twice' is no reason", () => {
    expect(readRequest("I can't have a drink of the same twice", bar).alcoholFree).toBe(false);
  });
});

test("a German 'Spritzer' first on a line is a splash or a dash: 'Spritzer Sodawasser', 'Spritzer Angostura'", async () => {
  expect(amounts(await importIt(['Spritzer Sodawasser', '100 ml Prosecco']))).toEqual({ 'soda-water': 5, prosecco: 100 });
  expect(amounts(await importIt(['Spritzer Angostura', '50 ml Bourbon']))).toEqual({ 'angostura-bitters': 1, bourbon: 50 });
});

describe("the seventh session's second attacker", () => {
  test.each([
    ["Can't say I'm not driving 😅 mojito vibes", 'rum-white'],
    ['Trocken seit 5 Jahren 💪 etwas mit Minze', 'rum-white'],
  ])('a reason said sideways holds: %s', async (request) => {
    for (const r of await ask(request)) expect([r.recipeId, ALCOHOL_FREE.has(r.recipeId)]).toEqual([r.recipeId, true]);
  });

  test("'einen Zehner' is ten", async () => {
    const answer = await ask('Ich habe nur noch einen Zehner, was Gutes?');
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(10);
  });

  test.each([
    ['if it has nuts, skip it — I want something sweet and tiki', ['orgeat-syrup', 'amaretto']],
    ["if there's egg white in it, no thanks. a sour please", ['egg-white']],
    ['si lleva huevo, no. algo ácido', ['egg-white']],
  ])('a no on a condition rules the thing out: %s', async (request, items) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) for (const item of items) expect([r.recipeId, held.get(r.recipeId)!.includes(item)]).toEqual([r.recipeId, false]);
  });

  test("a 'no' with its own object is no heading: 'skip it - I want something sweet' wishes for sweet", () => {
    expect(readRequest('skip it - I want something sweet', bar).flavours.get('sweet')).toBeGreaterThan(0);
    expect(readRequest('if it has mint, perfect', bar).excludedIngredients).toEqual([]);
  });
});

describe("the seventh session's second round of guests", () => {
  test("a thing's emoji with a no sign after it is a no to it: '🥜❌ pls, sweet'", async () => {
    const answer = await ask('nut allergy 🥜❌ something sweet and tropical');
    expect(answer[0]!.reason).not.toMatch(/not too sweet|is sweet, so|is nutty/);
    for (const r of answer) for (const item of ['orgeat-syrup', 'amaretto', 'coconut-cream']) expect([r.recipeId, held.get(r.recipeId)!.includes(item)]).toEqual([r.recipeId, false]);
  });

  test("a drink asked about before 'if not' is the first answer when it meets the limits", async () => {
    const answer = await ask('lactose intolerant, is the espresso martini ok? if not what else coffee-ish');
    expect(answer[0]!.recipeId).toBe('espresso-martini');
    expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/No dairy-free drink/);
  });

  test("an allergy's own list is no wish: 'allergic to citrus (all of it, lemon lime orange)'", async () => {
    const answer = await ask('allergic to citrus (all of it, lemon lime orange), what can I drink? spirit forward is fine');
    expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/has lemon/);
  });

  test.each(['im muslim so no alcohol at all please, not even the 0.5 beer. something sweet', 'enceinte de 3 mois, personne ne sait encore... zéro alcool, même pas la bière 0.5'])(
    "'not even the 0.5 beer' allows no trace and wishes for no beer: %s",
    async (request) => {
      const answer = await ask(request);
      expect(answer.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
      for (const r of answer) expect(ALCOHOL_FREE.has(r.recipeId)).toBe(true);
      expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/is a beer/);
    },
  );

  test("'kein Bier, auch kein alkoholfreies' for a coeliac is no beer at all, not no alcohol", async () => {
    const answer = await ask('Zöliakie – kein Bier, auch kein alkoholfreies. Was empfiehlst du?');
    expect(answer.some((r) => !ALCOHOL_FREE.has(r.recipeId))).toBe(true);
    for (const r of answer) expect(['lager', 'ipa', 'stout', 'alcohol-free-beer']).not.toContain(r.recipeId);
  });

  test("the party's size is never a price: 'on est 6, budget 70€ pour la tournée'", async () => {
    const answer = await ask('on est 6, budget 70€ pour la tournée, plutôt des cocktails');
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(11.67);
  });

  test('a style of a spirit is a stand-in to confirm: Speyside malts, amber and aged rums', async () => {
    for (const [line, item] of [['50 ml Glenlivet 12', 'scotch-islay'], ['2 cl de rhum ambré', 'rum-dark'], ['1 oz Appleton Estate 12 (aged Jamaican rum)', 'rum-dark']] as const) {
      const recipe = await importIt([line, '30 ml lime juice']);
      expect([line, recipe.ingredients.some((i) => i.inventoryItemId === item)]).toEqual([line, false]);
      expect((recipe.suggestedSubstitutes ?? []).length + recipe.unmatchedIngredients.length).toBeGreaterThan(0);
    }
    // (Plymouth gin stays the bar's gin: two outside sets match it, one suggests.)
    expect(amounts(await importIt(['60 ml Goslings', '50 ml Laphroaig 10', '45 ml Plymouth gin']))).toEqual({ 'rum-dark': 60, 'scotch-islay': 50, 'gin-london-dry': 45 });
  });
});

test("'no alcohol-free stuff please' wants alcohol; 'no 0.5 stuff either' allows no trace", async () => {
  for (const r of await ask("no alcohol-free stuff please, I'm not driving, I'm celebrating!")) expect(ALCOHOL_FREE.has(r.recipeId)).toBe(false);
  const sober = await ask('recovering alcoholic, no 0.5 stuff either, something fruity');
  expect(sober.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
  for (const r of sober) expect(ALCOHOL_FREE.has(r.recipeId)).toBe(true);
});

describe("the seventh session's second import tester", () => {
  test("a supplier's card: dotted leaders, its footer, a count in brackets, a malt's age after its name", async () => {
    const card = await importIt(['Cognac VS Rémy Martin ........ 5 cl', 'Cointreau ........ 2 cl', 'Jus de citron frais ........ 2 cl', 'Recette proposée par Maison Dupont – Tarifs 2025 en page 3']);
    expect(amounts(card)).toEqual({ cognac: 50, 'triple-sec': 20, 'lemon-juice': 20 });
    expect(card.unmatchedIngredients).toEqual([]);
    expect(amounts(await importIt(['60 ml dark rum', 'Garnish: orange slices (about 30)']))).toEqual({ 'rum-dark': 60, 'orange-slices': 30 });
    expect(amounts(await importIt(['2 oz blended scotch', '1/4 oz Islay scotch, like Laphroaig 10, floated on top']))).toEqual({ 'scotch-blended': 60, 'scotch-islay': 7.5 });
  });

  test.each(['Consigliato da Distribuzione Rossi S.p.A. – www.rossi-distribuzione.it', 'Read our disclosure policy.'])('%s is no ingredient', async (line) => {
    expect((await importIt(['30 ml gin', line])).unmatchedIngredients).toEqual([]);
  });
});

test.each([
  [['Gin 4cl, Tonic auffüllen, Gurke'], ['gin-london-dry', 'tonic-water'], ['Gurke']],
  [['vodka 45ml + ginger beer top + lime'], ['vodka', 'ginger-beer', 'lime-juice'], []],
  [['rum 60, lime 30, sugar syrup 15 (shake, coupe)'], ['rum-white', 'lime-juice', 'sugar-syrup'], []],
  [['Bourbon 2oz / Angostura 2 dashes / orange peel'], ['bourbon', 'angostura-bitters', 'orange-peel'], []],
  [['Negroni 30/30/30 gin campari vermouth'], ['gin-london-dry', 'campari'], []],
])('a line of several things, one of them without an amount or a note after them, loses none: %j', async (lines, items, unmatched) => {
  const recipe = await importIt(lines);
  for (const item of items) expect(recipe.ingredients.map((i) => i.inventoryItemId)).toContain(item);
  expect(recipe.unmatchedIngredients).toEqual(unmatched);
});

describe("the seventh session's third round", () => {
  test.each([
    "It's not true that I'm not pregnant. Something bubbly?",
    'Ich bin nicht nicht schwanger. Etwas Prickelndes?',
    "I'm 30 and not pregnant anymore (lol I am). Prosecco?",
    "I'm not driving, jk I am. A beer?",
  ])('a reason said twice negated or taken back at once holds: %s', async (request) => {
    for (const r of await ask(request)) expect([r.recipeId, ALCOHOL_FREE.has(r.recipeId)]).toEqual([r.recipeId, true]);
  });

  test("'I'm not pregnant, I am just tired' is no retraction", async () => {
    expect((await ask("I'm not pregnant, I am just tired. Prosecco?"))[0]!.recipeId).toBe('prosecco-glass');
  });

  test.each([
    ['Kaffee = Herzrasen bei mir (auch Cola). Was Süßes mit Wodka?', ['espresso', 'coffee-liqueur', 'cola']],
    ['coffee gives me palpitations. Something sweet with vodka', ['espresso', 'coffee-liqueur']],
    ['Cola makes my heart race — a rum drink?', ['cola']],
    ['Everything except: gin, rum, vodka, tequila. Surprise me with something strong', ['gin-london-dry', 'rum-white', 'rum-dark', 'vodka', 'tequila-blanco']],
  ])('what does the guest harm, or a list after a heading, is ruled out: %s', async (request, items) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) for (const item of items) expect([r.recipeId, held.get(r.recipeId)!.includes(item)]).toEqual([r.recipeId, false]);
  });

  test('money kept for the way home comes off the budget', async () => {
    for (const r of await ask('I have 20 dollars but need to keep 9 for the bus home')) expect(r.price).toBeLessThanOrEqual(11);
  });

  test.each([
    [['45 ml bourbon', '20 ml lemon juice', '15 egg white'], { bourbon: 45, 'lemon-juice': 20, 'egg-white': 15 }],
    [['vodka 40, cointreau 15, lime 15, cranberry 30 (all ml) + orange peel'], { vodka: 40, 'triple-sec': 15, 'lime-juice': 15, 'cranberry-juice': 30, 'orange-peel': 1 }],
    [['White rum | 60 | ml', 'Lime juice | 30 | ml', 'Sugar syrup | 15 | ml'], { 'rum-white': 60, 'lime-juice': 30, 'sugar-syrup': 15 }],
    [['50 ml gin', 'Garnish: a single flamed orange peel, chosen because it echoes the bitters'], { 'gin-london-dry': 50, 'orange-peel': 1 }],
    [['1 dose de cachaça (50 ml)'], { cachaca: 50 }],
    [['a freshly pulled shot of espresso (30ml)', '40 ml vodka'], { espresso: 30, vodka: 40 }],
    [['optional: 2 dashes Angostura bitters', '60 ml rye'], { 'angostura-bitters': 2, 'rye-whiskey': 60 }],
    [['4 cl tequila', '2 cl zumo de lima', 'Sal en escamas'], { 'tequila-blanco': 40, 'lime-juice': 20, salt: 1 }],
    [['4 cl gin', "compléter avec de l'eau gazeuse (6 cl)"], { 'gin-london-dry': 40, 'soda-water': 60 }],
    [['1 Glas Hauswein weiß (0,15 l)', '2 cl Aperol'], { 'wine-white-house': 150, aperol: 20 }],
  ])('a beverage director’s pastes: %j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

test.each([
  ['1O€ max smth sour', 10],
  ['dos rondas de 3 por 66€, mojitos?', 11],
  ['two rounds of 4, 80 bucks', 10],
])('a budget with a letter O for a zero, or rounds of a size: %s', async (request, each) => {
  const answer = await ask(request);
  expect(answer.length).toBeGreaterThan(0);
  for (const r of answer) expect(r.price).toBeLessThanOrEqual(each);
});

test('money kept for the way home is said as that, not as a budget for more than one drink', async () => {
  const answer = await ask('I have 20 dollars but need to keep 9 for the bus home');
  expect(answer[0]!.reason).toMatch(/leaves out what you keep back/);
  expect(answer[0]!.reason).not.toMatch(/more than one drink/);
});
