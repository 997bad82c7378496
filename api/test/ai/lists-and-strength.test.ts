import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog, guestAsks } from './fixtures';

/**
 * Shapes from the fourteenth set once it was opened (none copied): a list after a 'no' that mixes spirits and other
 * things, a 'no' heading alone, strong alcohol that is the spirits and not all alcohol, an alcohol-free drink refused
 * without a question, and a 'no' the guest takes back.
 */
const bar = demoBar();
const { ask, read } = guestAsks(bar);
const ALCOHOL_FREE = ['virgin-mojito', 'shirley-temple', 'alcohol-free-beer', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'elderflower-fizz'];
const held = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId).join(' ')]));
// Not the shared `holds`: a part of a stock id is enough ('gin' holds 'gin-london-dry').
const holding = (id: string, item: string) => held.get(id)!.includes(item);

describe('a list after a no goes on across spirits and other things', () => {
  test.each([
    ['Ohne: Ei, Nüsse, Gin. Sauer darf es sein.', ['egg-white', 'gin-london-dry', 'amaretto', 'orgeat']],
    ['No: eggs, gin', ['egg-white', 'gin-london-dry']],
    ['no eggs, nuts, vodka', ['egg-white', 'vodka', 'amaretto']],
    ['sin huevo, ron. algo dulce', ['egg-white', 'rum-white', 'rum-dark']],
  ])('%s', async (request, items) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) for (const item of items) expect([r.recipeId, holding(r.recipeId, item)]).toEqual([r.recipeId, false]);
  });

  test('a heading that is the no alone rules its list out', () => {
    expect(read('no: eggs').excludedIngredients).toContainEqual(['egg']);
    expect(read('no: eggs').ingredients).toEqual([]);
  });

  test("a list said with a please is a wish: 'no gin, lime please'", () => {
    const reading = read('no gin, lime please');
    expect(reading.excludedSpirits).toContain('gin');
    expect(reading.ingredients).toContainEqual(['lime']);
  });

  test("'sein' is German, not a slip of 'sin'", () => {
    expect(read('Sauer darf es sein').corrected).toEqual([]);
  });
});

describe('strong alcohol is the spirits and the strong liqueurs, not every alcohol', () => {
  test.each([
    ["pas d'alcool fort, mais le vin ça va", 'wine'],
    ['no strong alcohol, beer is fine', 'beer'],
    ['niente alcol forte, una birra?', 'beer'],
    ['sin alcohol fuerte, un vino tinto', 'wine'],
    ['kein starker Alkohol, lieber ein Bier', 'beer'],
  ])('%s', async (request, kind) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.filter((r) => ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
    const strong = bar.inventory.filter((i) => (i.abv ?? 0) >= 20).map((i) => i.id);
    for (const r of answer) expect([r.recipeId, strong.filter((s) => holding(r.recipeId, s))]).toEqual([r.recipeId, []]);
    expect(bar.recipes.find((r) => r.id === answer[0]!.recipeId)!.category).toBe(kind);
  });

  test("'kein Schnaps' rules out Campari and the amaretto too", async () => {
    const answer = await ask('kein Schnaps bitte, was Bitteres');
    expect(answer.filter((r) => holding(r.recipeId, 'campari') || holding(r.recipeId, 'amaretto'))).toEqual([]);
  });

  test('no strong alcohol with a reason not to drink stays alcohol-free', async () => {
    expect((await ask("no strong alcohol please, I'm driving")).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });
});

describe('an alcohol-free drink refused without a question', () => {
  test.each(['sin alcohol NO eh, quiero algo fuerte de verdad', 'sin alcohol no, quiero algo fuerte', 'mocktail? nah. something strong'])('%s: a strong drink', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.filter((r) => ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test.each(['sin alcohol, no quiero nada fuerte', 'algo sin alcohol, no muy dulce', 'alcohol-free, no sugar, something strong in taste'])('%s: still alcohol-free', async (request) => {
    expect((await ask(request)).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });
});

describe('a no taken back', () => {
  test("no tequila... actually scratch that, tequila's fine, just no salt", async () => {
    const answer = await ask("no tequila... actually scratch that, tequila's fine, just no salt");
    expect(holding(answer[0]!.recipeId, 'tequila-blanco')).toBe(true);
    expect(answer.map((r) => r.recipeId)).not.toContain('margarita');
  });

  test('a no not taken back stays', () => {
    expect(read('no gin, actually no rum either').excludedSpirits).toEqual(expect.arrayContaining(['gin', 'rum']));
    expect(read('no vodka, the gin is fine').excludedSpirits).toContain('vodka');
  });
});

describe('a classic, a style of a spirit, a drink one is tired of, having had enough', () => {
  const FAMOUS = ['old-fashioned', 'margarita', 'negroni', 'daiquiri', 'espresso-martini', 'mojito', 'dry-martini', 'aperol-spritz', 'moscow-mule', 'manhattan'];
  test.each(['a classic please', 'un clásico', 'ein Klassiker bitte', "pas de whisky, j'aime pas ça. un grand classique", 'qualcosa di tradizionale'])('%s: the best-known classics', async (request) => {
    expect(read(request).understood).toBe(true);
    const answer = await ask(request);
    expect(answer.slice(0, 3).filter((r) => !FAMOUS.includes(r.recipeId))).toEqual([]);
  });

  test("a menu that calls a drink 'a tiki classic' does not make it the classic asked for", async () => {
    expect((await ask('a classic please')).slice(0, 3).map((r) => r.recipeId)).not.toContain('mai-tai');
  });

  test('a classic gin cocktail is a gin classic', async () => {
    const answer = await ask('a classic gin cocktail');
    expect(answer.slice(0, 3).map((r) => r.recipeId)).toEqual(expect.arrayContaining(['dry-martini']));
    for (const r of answer) expect(holding(r.recipeId, 'gin-london-dry')).toBe(true);
  });

  test("'nothing classic' is no wish for a classic", () => {
    expect(read('nothing classic, surprise me').classic).toBeUndefined();
  });

  test("no white rum, rum yes: the dark rum ('Nada de Bacardí ni ron blanco, pero algo con ron sí')", async () => {
    for (const request of ['Nada de Bacardí ni ron blanco, pero algo con ron sí', 'no white rum, but something with rum']) {
      const answer = await ask(request);
      expect(answer[0]!.recipeId).toBe('dark-n-stormy');
      for (const r of answer) expect(holding(r.recipeId, 'rum-white')).toBe(false);
    }
  });

  test("'no Bacardi' alone still leaves out every rum", async () => {
    for (const r of await ask('no Bacardi, something tropical')) expect([r.recipeId, holding(r.recipeId, 'rum-')]).toEqual([r.recipeId, false]);
  });

  test.each([
    ["anything but prosecco, I'm so over spritzes", 'aperol-spritz'],
    ['bored of mojitos, something fresh', 'mojito'],
  ])('%s: the drink one is tired of is not offered', async (request, id) => {
    expect((await ask(request)).map((r) => r.recipeId)).not.toContain(id);
  });

  test.each(['sem cachaça, já bebi demais hoje rs. algo levinho', "j'ai déjà trop bu, un truc", 'ho già bevuto troppo, qualcosa di leggerino'])('%s: something light', (request) => {
    expect(read(request).strength?.level).toBe('light');
  });

  test.each(['was Tropisches bitte', 'tropische Drinks?'])('%s: a tropical wish', async (request) => {
    expect((await ask(request))[0]!.recipeId).toBe('mai-tai');
  });

  test('an open request does not lead with egg white or nuts', async () => {
    for (const request of ['anything but gin pls', 'no vermouth please', 'severe nut allergy - what is safe for me?']) {
      const first = (await ask(request)).slice(0, 3);
      expect(first.filter((r) => holding(r.recipeId, 'egg-white') || holding(r.recipeId, 'amaretto') || holding(r.recipeId, 'orgeat'))).toEqual([]);
    }
  });
});

describe('limits said indirectly (an outside tester told to find unsafe answers, sixth session)', () => {
  test.each(['Bin seit 2 Jahren trocken. Was Erfrischendes?', 'ich bin jetzt trocken, was Fruchtiges', 'trockener Alkoholiker, was gibt es?'])('%s: sober, so nothing with alcohol, not even a trace', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.filter((r) => !ALCOHOL_FREE.includes(r.recipeId) || r.recipeId === 'alcohol-free-beer')).toEqual([]);
  });

  test("a dry white wine is still a taste: 'ein trockener Weißwein'", async () => {
    expect((await ask('ein trockener Weißwein bitte')).map((r) => r.recipeId)).toContain('house-white-wine');
  });

  test.each(["I'm 2x8 years old 😇 a cosmo please", '8+9 yo, margarita'])('%s: an age as a sum or a product', async (request) => {
    expect((await ask(request)).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test.each([
    ['Ich habe eine Zitrusallergie', ['lime', 'lemon', 'orange', 'grapefruit', 'triple-sec']],
    ['Milchunverträglichkeit, was Cremiges?', ['cream', 'milk']],
    ['allergc to egs, sour plz', ['egg-white']],
    ["I'm allergic to meringue and pavlova — a frothy sour?", ['egg-white']],
    ["I can't have anything from a beehive", ['honey']],
  ])('%s: the allergen is left out', async (request, items) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect([r.recipeId, items.filter((item) => holding(r.recipeId, item))]).toEqual([r.recipeId, []]);
  });

  test("'pavlova' is a dessert, not a slip of 'paloma'", () => {
    expect(read('pavlova allergy').drinks).toEqual([]);
  });

  test.each([
    ['Whisky gives me headaches. Something stirred and boozy', ['bourbon', 'rye', 'scotch']],
    ['red wine gives me a migraine, something fruity', ['wine-red']],
    ['el tequila me da resaca, algo con ron', ['tequila', 'mezcal']],
    ['Gin macht mir Kopfschmerzen, was Frisches', ['gin-london-dry']],
  ])('%s: what does the guest harm is left out', async (request, items) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect([r.recipeId, items.filter((item) => holding(r.recipeId, item))]).toEqual([r.recipeId, []]);
  });

  test("'not not a fan of gin' likes gin", () => {
    expect(read("I'm not not a fan of gin").excludedSpirits).toEqual([]);
  });

  test('a numbered list is read item by item', async () => {
    const answer = await ask('my list: 1) sour 2) 12 max 3) no egg 4) no gin');
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) {
      expect(r.price).toBeLessThanOrEqual(12);
      expect(holding(r.recipeId, 'egg-white') || holding(r.recipeId, 'gin-london-dry')).toBe(false);
    }
  });

  test("'no beer, no wine, a cocktail please' wants a cocktail; 'no eggs, no nuts, dairy' rules the dairy out", async () => {
    const answer = await ask('No beer, no wine, a cocktail please');
    for (const r of answer) expect(bar.recipes.find((d) => d.id === r.recipeId)!.category).toBe('cocktail');
    expect(read('no eggs, no nuts, dairy').excludedIngredients).toContainEqual(['milk']);
    expect(read('no gin, no rum, vodka').excludedSpirits).toContain('vodka');
  });

  test.each(['Soy musulmán, nada haram por favor', 'Ich muss nachher noch fahren – was Spritziges bitte'])('%s: alcohol-free, understood', async (request) => {
    expect(read(request).alcoholFree).toBe(true);
    expect((await ask(request)).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });
});

describe('the same classes said other ways', () => {
  test.each(['llevo 2 años sin beber, algo fresco', 'estoy sobrio hace un año', 'sono sobrio da due anni', 'non bevo più da anni', 'não bebo mais faz tempo', "I don't drink for years now"])(
    '%s: alcohol-free',
    async (request) => {
      expect(read(request).alcoholFree).toBe(true);
      expect((await ask(request)).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
    },
  );

  test.each([
    ['rum upsets my stomach', 'rum-'],
    ["gin doesn't agree with me, something fresh", 'gin-london-dry'],
    ['le vermouth me donne mal à la tête', 'vermouth'],
  ])('%s', async (request, item) => {
    for (const r of await ask(request)) expect([r.recipeId, holding(r.recipeId, item)]).toEqual([r.recipeId, false]);
  });
});

describe('money and reasons as a table of guests says them (an outside tester, sixth session)', () => {
  const cap = (request: string) => recommendDrinks({ preferences: request }, bar, builtinEngine, silentLog()).then((answer) => Math.max(...answer.map((r) => r.price)));
  test.each([
    ['round for the table, 5 of us, $55 all in', 11],
    ['two rounds, three people, 66 bucks, we want cocktails', 11],
    ['tenemos 50 entre 4, algo con tequila porfa', 12.5],
    ['con 20 pavos pa dos, ¿que nos pedimos? algo con burbujas', 10],
    ['budget: 1000 cents, cocktail', 10],
    ['tops 11, whisky', 11],
    ['10 is my absolute limit, something with gin', 10],
    ['50 dólares pra nós 4, drinks', 12.5],
    ['50 dollari in quattro, cocktail', 12.5],
    ['40 bucks, 4 people, one round', 10],
    ['we are 3, 2 rounds each, 54 dollars total, gin', 9],
    ['max 2 rounds for 60, 3 of us', 10],
    ['a round for 5 under 50 dollars', 9.99],
    ['under 1O dollars', 9.99],
  ])('%s: nothing over %s', async (request, limit) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(await cap(request)).toBeLessThanOrEqual(limit);
  });

  test("'we are 2, under $12' and 'one round of shots for me, 12 max' stay a limit per drink", async () => {
    expect(await cap('we are 2, under $12')).toBeGreaterThan(8);
    expect(await cap('one round of shots for me, 12 max')).toBeGreaterThan(8);
  });

  test.each([
    'ya terminé los antibióticos hace una semana, ¿qué cóctel me recomiendas?',
    "je ne conduis pas ce soir, c'est mon mari qui conduit 😄 un cocktail fort svp",
    "I am not pregnant, it's a food baby lol. piña colada vibes",
    'ten dollars or less. no beer. no wine. alcohol please',
  ])('%s: a reason said not to hold, or alcohol asked for: drinks with alcohol', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(1);
    expect(answer.filter((r) => ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test("'zonder alcohol please' and 'alcohol?' stay alcohol-free", () => {
    expect(read('zonder alcohol please').alcoholFree).toBe(true);
    expect(read('alcohol?').alcoholFree).toBe(true);
  });

  test.each(['Ich bin trockener Alkoholiker, bitte nichts was nach Alkohol schmeckt', "nothing that tastes like alcohol please, I'm in recovery", 'nada que sepa a alcohol, algo dulce'])(
    '%s: no alcohol-free stand-in for a spirit, a bitter or a beer',
    async (request) => {
      const answer = await ask(request);
      expect(answer.length).toBeGreaterThanOrEqual(3);
      expect(answer.filter((r) => !['virgin-mojito', 'shirley-temple', 'elderflower-fizz'].includes(r.recipeId))).toEqual([]);
    },
  );

  test.each(['Algo tipo gin tônica mas sem gim', 'algo refrescante sem gim'])("%s: Portuguese 'gim' is gin", async (request) => {
    for (const r of await ask(request)) expect([r.recipeId, holding(r.recipeId, 'gin-')]).toEqual([r.recipeId, false]);
  });
});

describe('reasons that do not hold, said the ways a table says them', () => {
  test.each([
    "I'm not the one driving, I'm the passenger lol, what beer u got",
    "I'm driving... jk I'm not 😂 uber home. margarita!",
    'I used to be allergic to nuts as a kid, outgrew it. amaretto sour!',
    "i can't drink beer (gluten) but spirits are fine, something strong",
  ])('%s: drinks with alcohol', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(1);
    expect(answer.filter((r) => ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test("'I'm driving' and 'my kid is with me, something for him' stay alcohol-free", async () => {
    for (const request of ["I'm driving, something fresh", 'my kid is with me, something for him']) expect((await ask(request)).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test("gluten said beside 'spirits are fine' still leaves out the beers", async () => {
    for (const r of await ask("i can't drink beer (gluten) but spirits are fine, something strong")) expect(bar.recipes.find((d) => d.id === r.recipeId)!.category).not.toBe('beer');
  });

  test("'no 0.0 beer either' is no wish for a beer, and no reason says none is one", async () => {
    const answer = await ask('in recovery 2 yrs. nothing that even tastes like booze, no 0.0 beer either');
    expect(answer.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
    expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/is a beer/);
  });

  test("a wish no drink within the cap meets is said: '10 max, gin'", async () => {
    expect((await ask('10 max, gin'))[0]!.reason).toMatch(/No drink at \$10\.00 or less on our menu has gin/);
  });

  test('a thing asked about and ruled out is not also wished for', async () => {
    const answer = await ask('sin huevo: ¿el whiskey sour lleva huevo?');
    expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/egg-free drink on our menu has egg/);
  });

  test('the Amaretto Sour is told by its amaretto', async () => {
    expect((await ask('an amaretto sour')).find((r) => r.recipeId === 'amaretto-sour')!.reason).toMatch(/^Amaretto/);
  });

  test.each([
    ['qualcosa di rosa', ['cosmopolitan', 'house-rose-wine', 'tequila-sunrise', 'clover-club']],
    ['algo docinho', ['cuba-libre', 'amaretto-sour', 'shirley-temple', 'tequila-sunrise']],
    ['un vino rosado', ['house-rose-wine']],
  ])('%s', async (request, first) => {
    expect(first).toContain((await ask(request))[0]!.recipeId);
  });
});

test("'fernet con coca' is understood: bitter and herbal, the Campari drinks first", async () => {
  expect(read('tenés algo parecido al fernet con coca?').understood).toBe(true);
  expect(held.get((await ask('tenés algo parecido al fernet con coca?'))[0]!.recipeId)).toContain('campari');
});

describe('a second outside tester told to find unsafe answers (sixth session)', () => {
  test.each([
    "It's not that I'm not driving — I am. Something bitter and orangey.",
    'preggo and craving something sour!!',
    "I'm in my second trimester. Also no ginger please, it makes me queasy.",
    "School's out!! I'm in 10th grade, something sweet and fizzy",
    "I'm still in high school, something sweet",
  ])('%s: alcohol-free', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(2);
    expect(answer.filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test.each([
    "I was going to drive but we're taking a taxi now. Something with gin!",
    "My friend is Muslim but I'm not, I'll have a rum cocktail",
    "My sister is allergic to eggs, I'm not — whiskey sour for me",
  ])('%s: someone else’s reason, or one that no longer holds: what the guest asked for', async (request) => {
    const answer = await ask(request);
    expect(answer.filter((r) => ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test("the sister's egg allergy said as hers leaves the Whiskey Sour to the guest who asked for it", async () => {
    expect((await ask("My sister is allergic to eggs, I'm not — whiskey sour for me"))[0]!.recipeId).toBe('whiskey-sour');
  });

  test("'cranberry is off limits too' rules it out, and no reason says the menu lacks it", async () => {
    const answer = await ask("I'm on warfarin (blood thinner) so no booze, and cranberry is off limits too");
    for (const r of answer) expect(holding(r.recipeId, 'cranberry')).toBe(false);
    expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/has cranberry/);
  });

  test("'surtout' is French, not a slip of 'stout'", async () => {
    expect((await ask("Allergique aux fruits à coque, surtout l'amande")).map((r) => r.recipeId)).not.toContain('stout');
  });

  test("'Sprudeliges' is bubbly", async () => {
    const answer = await ask('Kein Gin, aber was Sprudeliges mit Zitrone');
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer.slice(0, 2)) expect(['aperol-spritz', 'americano', 'prosecco-glass', 'french-75', 'mojito', 'paloma', 'moscow-mule', 'cuba-libre', 'elderflower-fizz', 'alcohol-free-spritz', 'dark-n-stormy']).toContain(r.recipeId);
  });

  test.each([
    ['I have $12 but I have to leave a $2 tip, cocktail?', 10],
    ['we have 40 for 4, plus a $4 tip', 9],
  ])('%s: the tip comes out of the money', async (request, limit) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(limit);
  });

  test("'a $5 tip is fine, under 12' keeps 12 a drink", async () => {
    expect(Math.max(...(await ask('a $5 tip is fine, under 12')).map((r) => r.price))).toBeGreaterThan(10);
  });
});

describe('a second table of guests (a hotel bar, sixth session)', () => {
  test.each([
    ['siamo in 5 con 60 euro, un giro a testa', 12],
    ['siamo in 4 e abbiamo 48 euro, uno a testa', 12],
    ['between the 3 of us we have like $36 for the night, we want 2 drinks each', 6],
    ['can u do something nice for 8.50?', 8.5],
  ])('%s: nothing over %s', async (request, limit) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(limit);
  });

  test("'12 euro a testa' stays a limit per drink", async () => {
    expect(Math.max(...(await ask('12 euro a testa, cocktail')).map((r) => r.price))).toBeGreaterThan(10);
  });

  test.each(['o que tem até 8 euros? sem álcool não, quero álcool mesmo', 'meu amigo tá dirigindo, eu não! uma caipirinha', 'no spirits, just wine or beer'])('%s: drinks with alcohol', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.filter((r) => ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test("'ya no tomo medicación, un mojito' is the mojito", async () => {
    expect((await ask('ya no tomo medicación, un mojito'))[0]!.recipeId).toBe('mojito');
  });

  test("'no spirits, just wine or beer' leaves out the spirits, not the wine", async () => {
    for (const r of await ask('no spirits, just wine or beer')) expect(['wine', 'beer']).toContain(bar.recipes.find((d) => d.id === r.recipeId)!.category);
  });

  test.each([
    ['designated driver 🙃 but i hate sweet stuff and mint', 'mint-leaves'],
    ['Wie ein Moscow Mule, aber mit was anderem als Wodka', 'vodka'],
    ['something like a whiskey sour but without the foam thing', 'egg-white'],
  ])('%s: what was ruled out is left out', async (request, item) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect([r.recipeId, holding(r.recipeId, item)]).toEqual([r.recipeId, false]);
  });

  test("'non il solito negroni' is no Negroni", async () => {
    expect((await ask('budget 13 euro a cocktail, qualcosa di amaro ma non il solito negroni')).map((r) => r.recipeId)).not.toContain('negroni');
  });

  test("'I'm not allergic to nuts, love almond flavours' may have the nutty drinks", async () => {
    expect((await ask("I'm not allergic to nuts, love almond flavours"))[0]!.recipeId).toMatch(/mai-tai|amaretto-sour/);
    expect(read("I'm not allergic to nuts but my friend is").excludedIngredients.length).toBeGreaterThan(0);
  });

  test('a character that shows as nothing does not hide a limit', async () => {
    expect((await ask('no alco\u200bhol please, something fresh')).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test.each([
    ['room 1205, something with gin', 'gin-london-dry'],
    ['saudade do Brasil', 'cachaca'],
    ['cerveja escura', 'stout-can'],
  ])('%s', async (request, item) => {
    expect(holding((await ask(request))[0]!.recipeId, item)).toBe(true);
  });

  test("'low sugar' is a taste, not a diet no drink meets", async () => {
    const answer = await ask('low sugar pls, something with vodka');
    expect(holding(answer[0]!.recipeId, 'vodka')).toBe(true);
    expect(answer[0]!.reason).not.toMatch(/sugar-free drink/);
  });
});

test("'Pretend I'm not allergic to eggs (I am, severely)' keeps the egg out", async () => {
  for (const r of await ask("Pretend I'm not allergic to eggs (I am, severely). Whiskey sour pls")) expect([r.recipeId, holding(r.recipeId, 'egg-white')]).toEqual([r.recipeId, false]);
});

test("a limit said in another currency than the bar's is read as the bar's, and the answer says so", async () => {
  expect((await ask('12 euros max, a gin drink'))[0]!.reason).toMatch(/Our prices are in USD: I counted your euros one for one as USD, which keeps within your budget/);
  // (A currency worth less than the bar's is counted at a rough rate, and said: ADR 40.)
  expect((await ask('R$40 no máximo, algo doce'))[0]!.reason).toMatch(/Our prices are in USD: at a cautious rough rate your limit in reais is about \$6\.07/);
  expect((await ask('under $12 something fruity'))[0]!.reason).not.toMatch(/Our prices are in/);
});

describe('a wedding party (a third table of guests, sixth session)', () => {
  test.each(["c'est moi le Bob ce soir 🚗", "sono l'autista stasera, qualcosa di fresco", 'sou o motorista hoje, algo refrescante'])('%s: the designated driver gets no alcohol', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test.each(['não estou de carro, uma caipirinha', 'non sto guidando, un negroni', 'nicht mehr schwanger, ein Prosecco bitte', "don't give me anything without tequila"])('%s: drinks with alcohol', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.filter((r) => ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test("'don't give me anything without tequila' wants tequila", async () => {
    expect(holding((await ask("don't give me anything without tequila"))[0]!.recipeId, 'tequila-blanco')).toBe(true);
  });

  test.each([
    ['¿Algo con ron por 11 o menos?', 11],
    ['nada que pase de 12', 12],
    ['quince euros para dos, algo sin alcohol', 7.5],
    ['veinte euros entre los dos', 10],
    ['trente euros à nous trois', 10],
    ['dreißig Euro für drei Leute', 10],
    ['2 for 15?', 7.5],
  ])('%s: nothing over %s', async (request, limit) => {
    for (const r of await ask(request)) expect(r.price).toBeLessThanOrEqual(limit);
  });

  test("'no eggs no honey no nuts, whisky' wants the whisky", async () => {
    expect(read('no eggs no honey no nuts, whisky').spirits).toContain('whisky');
  });

  test('keto and no carbs leave out the beers too', async () => {
    for (const r of await ask('keto, no sugar, no carbs')) expect(bar.recipes.find((d) => d.id === r.recipeId)!.category).not.toBe('beer');
  });
});

describe('the wedding party, second pass', () => {
  test("'no estoy embarazada, solo cansada, algo con cafeína y alcohol' wants alcohol", async () => {
    expect(read('no estoy embarazada, solo cansada 😂 algo con cafeína y alcohol').wantsAlcohol).toBe(true);
    expect(read('without caffeine and alcohol').alcoholFree).toBe(true);
  });

  test("'un vrai mojito' is the mojito, not its virgin twin", async () => {
    expect((await ask('je ne suis pas enceinte, je veux un vrai mojito')).map((r) => r.recipeId)).not.toContain('virgin-mojito');
  });

  test('a party of a hundred shares its money; a table number is no party', async () => {
    for (const r of await ask('I have under €1,000 for the whole wedding table of 100 ppl, one drink each')) expect(r.price).toBeLessThan(10);
    expect(Math.max(...(await ask('table 12 for 4 people, under 15')).map((r) => r.price))).toBeGreaterThan(10);
  });
});

describe('the wedding party, third pass', () => {
  test.each(["whatever's good", 'algo bueno'])('%s: an open request, understood', (request) => {
    expect(read(request).understood).toBe(true);
  });

  test("'I'm in recovery. jk lol, gimme the strongest thing' is a joke taken back", async () => {
    expect((await ask("I'm in recovery. jk lol 😂 gimme the strongest thing u got")).filter((r) => ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test("'I'm not pregnant, my wife is — she wants something nice': alcohol-free for her", async () => {
    expect((await ask("I'm not pregnant, my wife is — she wants something nice")).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test("'ich bin heute Fahrer' is the designated driver", async () => {
    expect((await ask('ich bin heute Fahrer, was Leckeres?')).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test("'Wir haben 1.000 € für 80 Gäste, eine Runde' is 12.50 a head", async () => {
    for (const r of await ask('Wir haben 1.000 € für 80 Gäste, eine Runde')) expect(r.price).toBeLessThanOrEqual(12.5);
  });
});
