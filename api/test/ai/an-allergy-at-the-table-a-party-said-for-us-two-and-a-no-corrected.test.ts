import { demoBar, guestAsks, ALCOHOL_FREE_IDS } from './fixtures';

/**
 * The classes of the Paris / Lyon / Marseille tester, in our own words and the six languages:
 * - An allergy of someone else at the table, said beside the guest's own drink ('ma soeur est allergique aux oeufs,
 *   moi je veux un Whiskey Sour'): the guest's drink as asked, and drinks with none of their allergens for the others;
 *   the allergy is never passed over in silence.
 * - A party said as 'for us two' ('pour nous deux', 'para nosotros tres', 'für uns zwei', 'per noi due', 'pra nós
 *   dois') with the guest's own drink said short ('moi un Negroni', 'yo un mojito', 'ich einen Negroni') and another's
 *   reason, driving said in the third person too ('mio marito guida', 'mi novio maneja'): the guest's drinks, said to be
 *   the guest's, and alcohol-free ones for the others; never a drink with alcohol said to be for them too.
 * - A 'no' to a spirit corrected at once into a 'no' to another ('pas de tequila... euh non pardon, pas de vodka',
 *   'no tequila, I mean no vodka'): only the second holds. Never an allergy's or a 'no alcohol'.
 * - 'Chiant' (boring) is no Chianti.
 */
const bar = demoBar();
const { ask, ids, holds, read } = guestAsks(bar);

describe("an allergy at the table: the guest's drink as asked, and drinks free of it for the others", () => {
  test.each([
    ['ma soeur est allergique aux oeufs, moi je veux un Whiskey Sour', 'whiskey-sour', ['egg-white']],
    ["my sister is allergic to eggs, I'll have a whiskey sour", 'whiskey-sour', ['egg-white']],
    ['Mi amigo es alérgico al huevo, pero yo quiero un whiskey sour.', 'whiskey-sour', ['egg-white']],
    ["my wife is allergic to eggs but this one's for me: whiskey sour please", 'whiskey-sour', ['egg-white']],
    ["my wife is allergic to nuts but I'll have an amaretto sour", 'amaretto-sour', ['amaretto', 'orgeat-syrup']],
  ])('%s', async (request, asked, items) => {
    const answer = await ask(request);
    expect(answer.find((a) => a.recipeId === asked)?.reason).toMatch(/^For you: /);
    const theirs = answer.filter((a) => /^For the others at your table, with none of their allergens: /.test(a.reason));
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of theirs) {
      expect(holds(a.recipeId, ...items)).toBe(false);
      expect(a.reason).not.toMatch(/your allergy/);
    }
  });

  test("the guest saying the allergy is not theirs asks for themselves alone: 'io no. per me qualcosa di schiumoso'", async () => {
    const answer = await ask('la mia amica è allergica alle uova, io no. per me qualcosa di schiumoso');
    for (const a of answer) expect(a.reason).not.toMatch(/^For /);
    expect(answer.some((a) => holds(a.recipeId, 'egg-white'))).toBe(true);
  });

  test("a drink asked for by name is followed by the others' drinks, not by a second pick of its own", async () => {
    const answer = await ask('Moi une IPA, pis ma blonde est enceinte faque kek chose de fruité sans alcool pour elle');
    expect(answer[0]!.recipeId).toBe('ipa');
    expect(answer[1]!.reason).toMatch(/^For them, alcohol-free: /);
  });

  test("another's reason not to drink is still theirs: the guest's Old Fashioned", async () => {
    expect(await ids("my wife is pregnant so she's on the sparkling water, but I'll take a proper Old Fashioned")).toContain('old-fashioned');
  });
});

describe("a party said as 'for us two', the guest's drink said short", () => {
  test.each([
    ['pour nous trois : moi un Negroni, ma pote est enceinte et Karim conduit', 'negroni'],
    ['pour nous deux : moi un Old Fashioned, mon mec conduit 🚗', 'old-fashioned'],
    ['para nosotros tres: yo un negroni, mi amiga está embarazada y Pedro maneja', 'negroni'],
    ['für uns zwei: ich einen Negroni, mein Mann fährt', 'negroni'],
    ['per noi due: io un negroni, mio marito guida', 'negroni'],
    ['pra nós dois: eu uma caipirinha, meu marido vai dirigir', 'caipirinha'],
    ['somos 2: yo un mojito, mi novio maneja', 'mojito'],
  ])('%s', async (request, own) => {
    const answer = await ask(request);
    expect(answer.find((a) => a.recipeId === own)?.reason).toMatch(/^For you: /);
    const theirs = answer.filter((a) => /^For (?:the others at your table|them), alcohol-free: /.test(a.reason));
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of theirs) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
    for (const a of answer) if (!ALCOHOL_FREE_IDS.includes(a.recipeId)) expect(a.reason).toMatch(/^For you: /);
  });

  test('a shared budget is each drink\'s share: 35€ for 3', async () => {
    const answer = await ask('pour nous trois : moi un Negroni, ma pote est enceinte et Karim conduit. 35€ pour les 3');
    for (const a of answer) expect(bar.recipes.find((r) => r.id === a.recipeId)!.price).toBeLessThanOrEqual(35 / 3);
  });
});

describe("a 'no' corrected at once into a 'no' to another", () => {
  test.each([
    ['pas de tequila... euh non pardon, pas de VODKA, la tequila ça va', 'tequila', 'vodka'],
    ['no tequila, I mean no vodka', 'tequila', 'vodka'],
    ['sin tequila... perdón, quise decir sin vodka, el tequila está bien', 'tequila', 'vodka'],
    ['kein Tequila ... sorry, ich meine kein Wodka, Tequila passt', 'tequila', 'vodka'],
    ['niente tequila, scusa, volevo dire niente vodka', 'tequila', 'vodka'],
    ['sem tequila... desculpa, quis dizer sem vodka', 'tequila', 'vodka'],
    ['no rum, sorry, no gin', 'rum', 'gin'],
  ])('%s', (request, freed, ruledOut) => {
    const reading = read(request);
    expect(reading.excludedSpirits).toContain(ruledOut);
    expect(reading.excludedSpirits).not.toContain(freed);
  });

  test.each([
    ['no nuts, sorry, no eggs', ['nut', 'egg']],
    ['no gin, no rum', ['gin', 'rum']],
  ])('never an allergy, nor a list: %s', (request, all) => {
    const reading = read(request);
    const out = [...reading.excludedSpirits, ...reading.excludedIngredients.map((w) => w.join(' '))];
    for (const thing of all) expect(out).toContain(thing);
  });

  test("'sans alcool, pardon, sans gin' stays alcohol-free", () => {
    expect(read('sans alcool, pardon, sans gin').alcoholFree).toBe(true);
  });
});

describe("'chiant' is no Chianti", () => {
  test.each(['un truc pas chiant stp, j\'suis pas d\'humeur', 'sous antibio jusqu\'à mardi 😷 tu me conseilles quoi qui soit pas chiant ?'])('%s', async (request) => {
    for (const id of await ids(request)) expect(id).not.toBe('house-red-wine');
    expect(read(request).corrected.map(([, to]) => to)).not.toContain('chianti');
  });
});
