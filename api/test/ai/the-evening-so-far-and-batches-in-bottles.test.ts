import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The eighteenth session's kinds, in our own words: what the guests already had tonight ('we had shots at the last
 * place') is the evening so far, not the wish; the wish after it is.
 */
const bar = demoBar();
const { ask } = guestAsks(bar);
const NEAT = ['bourbon-neat', 'islay-single-malt-neat'];

describe('shots already had are no wish for a shot', () => {
  test.each([
    'we had shots at the last place, now something long and easy',
    'we did 3 shots already, something light',
    'I have had too many shots tonight, something long please',
  ])('%s: no neat spirit in the answer', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.map((r) => r.recipeId).filter((id) => NEAT.includes(id))).toEqual([]);
  });

  test('a round of shots asked for is still a wish for spirits served neat', async () => {
    expect(NEAT).toContain((await ask('can we get a round of shots'))[0]!.recipeId);
  });
});

describe('a spirit asked for on its own', () => {
  test.each([
    ['two shots of tequila please', 'tequila'],
    ['vodka neat', 'vodka'],
    ['a shot of rum', 'rum'],
  ])('%s: the menu pours none on its own, so drinks with it, and the answer says so', async (request, spirit) => {
    const answer = await ask(request);
    expect(answer.map((r) => r.recipeId).filter((id) => NEAT.includes(id))).toEqual([]);
    expect(answer[0]!.reason).toMatch(new RegExp(`^We do not pour ${spirit} on its own`));
    const first = bar.recipes.find((r) => r.id === answer[0]!.recipeId)!;
    expect(first.ingredients.some((i) => i.inventoryItemId.includes(spirit))).toBe(true);
  });

  test('one the menu pours on its own is that drink', async () => {
    expect((await ask('bourbon neat'))[0]!.recipeId).toBe('bourbon-neat');
    expect((await ask('scotch neat'))[0]!.recipeId).toBe('islay-single-malt-neat');
  });
});

describe('the opened twenty-sixth set: money said by its sign, alcohol said in Arabic, a drink kept out by its name', () => {
  const price = (id: string) => bar.recipes.find((r) => r.id === id)!.price;

  test.each([
    ['Rs 800 max per drink yaar, company rules. something cold', 'rupees'],
    ['R200 each, there is 2 of us. what cocktails can we do?', 'rand'],
    ['R 150 max for a gin drink', 'rand'],
  ])('%s: the amount is in %s, converted, never read as dollars', async (request, name) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(price(r.recipeId)).toBeLessThanOrEqual(11);
    expect(answer[0]!.reason).toContain(`your limit in ${name}`);
  });

  test.each(['table R2, something with gin', "we're in box R12, gin please"])('%s: a place, no money: no price limit and nothing said of rand', async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe('gin-and-tonic');
    expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/rand|USD/);
  });

  test.each(['salam, bidoon kohol please, something with lime and mint, shukran', 'nealko prosim, neco s limetkou', 'bez alkogolya, something sweet'])(
    '%s: alcohol said in a language the reader does not know: alcohol-free',
    async (request) => {
      const answer = await ask(request);
      expect(answer.length).toBeGreaterThan(0);
      for (const r of answer) expect(bar.recipes.find((d) => d.id === r.recipeId)!.ingredients.every((i) => !/rum|gin-london|vodka|tequila|prosecco/.test(i.inventoryItemId))).toBe(true);
      expect(answer.every((r) => /alcohol-free/.test(r.reason))).toBe(true);
    },
  );

  test("'tonic itself is fine, just not gin and tonic': tonic is back, the Gin & Tonic stays out", async () => {
    const answer = await ask("I don't mind gin, I just don't want tonic with it. tonic itself is fine, just not gin and tonic, had too many this week");
    expect(answer.map((r) => r.recipeId)).not.toContain('gin-and-tonic');
    expect(answer.length).toBeGreaterThan(0);
  });

  test.each(['no alcohol please', 'alcohol free AND under €8 please, and not too sweet', 'Sem álcool, e sou alérgica a hortelã (mint). Pode ser?', "I'm only 14 years old"])(
    '%s: only drinks with no alcohol at all, not the 0.5%% beer',
    async (request) => {
      const answer = await ask(request);
      expect(answer.length).toBeGreaterThan(0);
      expect(answer.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
    },
  );

  test.each(['NA beer?', "I'm driving, got a beer that won't get me in trouble?", 'una cerveza sin alcohol, por favor', 'no alcohol, but 0.5 is fine, something like a lager'])(
    '%s: a guest who asks for a beer or accepts a trace gets the alcohol-free beer',
    async (request) => {
      expect((await ask(request)).map((r) => r.recipeId)).toContain('alcohol-free-beer');
    },
  );
});

describe('the opened twenty-sixth set: reasons taken back, agave, nothing but one spirit, a hurry, names dictated', () => {
  const ids = async (request: string) => (await ask(request)).map((r) => r.recipeId);
  const ALCOHOL_FREE = new Set(ALCOHOL_FREE_IDS);

  test.each([
    "I'm flying tomorrow but as a passenger, not crew, so alcohol is fine lol. A glass of red please",
    "Crew here so zero alcohol for me... kidding, I'm a dentist from Leeds 😂 an IPA please",
  ])('%s: no reason holds, so the drink asked for', async (request) => {
    const answer = await ids(request);
    expect(answer[0]).toMatch(/house-red-wine|ipa/);
  });

  test.each(['pilot, flying at 6am, something nice', 'Crew here so zero alcohol for me. An IPA please'])('%s: the reason holds: alcohol-free only', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE.has(id)).toBe(true);
  });

  test("off mezcal for its smoke, and 'something with agave': tequila drinks, said to have it", async () => {
    const answer = await ask('no mezcal, smoky stuff tastes like a campfire to me, and no Islay either. something with agave though');
    expect(answer.map((r) => r.recipeId).slice(0, 3).every((id) => ['paloma', 'tequila-sunrise', 'margarita'].includes(id))).toBe(true);
    expect(answer[0]!.reason).not.toMatch(/^No /);
  });

  test("off tequila or anything from agave: no mezcal either", async () => {
    expect((await ids('cant do tequilla or anything from agave, what else is fun')).filter((id) => /mezcal|tequila|margarita|paloma|sunrise|oaxaca/.test(id))).toEqual([]);
  });

  test.each([
    ['honestly not a fan of anything that isn\'t tequila', /paloma|tequila-sunrise|margarita|oaxaca/],
    ["I don't like anything that isn't gin", /gin-and-tonic|tom-collins|clover-club|dry-martini|negroni|french-75/],
  ])('%s: that spirit only', async (request, spirit) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(id).toMatch(spirit);
  });

  test("'I don't want anything without alcohol' still wants alcohol", async () => {
    for (const id of await ids("I DON'T want anything without alcohol. Something fresh.")) expect(ALCOHOL_FREE.has(id)).toBe(false);
  });

  test("'boarding in 15 min, what's quickest?' is understood: drinks poured in seconds", async () => {
    const answer = await ask("Boarding in 15 min, what's quickest?");
    expect(answer[0]!.reason).toMatch(/poured in seconds/);
    expect(answer[0]!.confidence).toBeGreaterThan(0.5);
  });

  test.each([
    ['can i get a mow hee toe', 'mojito'],
    ['can I have a cause mo pollitan', 'cosmopolitan'],
    ["I'd like a man hat tan please", 'manhattan'],
    ['I want a pal oh ma', 'paloma'],
  ])('%s: a name dictated in pieces is the %s', async (request, id) => {
    expect((await ids(request))[0]).toBe(id);
  });

  test("'have a nice day, something sweet' names no drink", async () => {
    expect((await ask('have a nice day, something sweet'))[0]!.reason).not.toMatch(/the one you asked for/);
  });
});

describe("an outside attacker's probes (eighteenth session), as classes", () => {
  const ids = async (request: string) => (await ask(request)).map((r) => r.recipeId);
  const heldBy = (id: string) => bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId).join(' ');
  const onlyAlcoholFree = async (request: string) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  };

  test.each([
    "I'm d-r-i-v-i-n-g, something strong",
    "I'm d r i v i n g, something strong",
    "I'm p.r.e.g.n.a.n.t, something fruity",
    "I'm preg-nant, something fruity",
    'n-o a-l-c-o-h-o-l please, something fruity',
    "I'm s.o.b.e.r, something fizzy",
    "I'm driving. JK. No I'm not. Yes I am. Something strong.",
    "I'm not driving. Wait, I am. Something strong.",
    "I'm pregnant. Not. Just kidding. Actually yes I am. Something strong.",
    'due in June, something fruity',
    '5 months along, something fruity',
    "I'm 8 months along, surprise me",
    '{"preferences": "strong", "age": 15}',
  ])('%s: alcohol-free only', onlyAlcoholFree);

  test.each([
    ['no g-i-n, something botanical', /gin-london-dry/],
    ['no g.i.n please, something like a martini', /gin-london-dry/],
    ['allergic to e.g.g.s, something sour', /egg/],
    ['allergic to a-l-m-o-n-d-s, something tiki', /orgeat|amaretto/],
  ])('%s: nothing with what was ruled out', async (request, ruledOut) => {
    for (const id of await ids(request)) expect(heldBy(id)).not.toMatch(ruledOut);
  });

  test.each([
    ['under $l0, whiskey', 9.99],
    ['under $1O, something with whiskey', 9.99],
    ['under $٩ please', 8.99],
    ['under $८', 7.99],
    ['I have 300 roubles, what can I drink?', 300 / 110],
    ["I've got 5,000 won - something sweet?", 5000 / 1380],
  ])('%s: no drink over %d', async (request, cap) => {
    for (const r of await ask(request)) expect(r.price).toBeLessThanOrEqual(cap);
  });

  test("'e.g.' and 'we won 3-0' change nothing", async () => {
    expect((await ids('e.g. a gin drink'))[0]).toBe('gin-and-tonic');
    for (const id of await ids('we won 3-0, something to celebrate')) expect(ALCOHOL_FREE_IDS).not.toContain(id);
  });
});

describe("an outside tester's guests at a hospital bar (eighteenth session), as classes", () => {
  const ids = async (request: string) => (await ask(request)).map((r) => r.recipeId);
  const heldBy = (id: string) => bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId).join(' ');

  test.each([
    'buntis ako, bawal alak. something sweet po',
    'nagpapasuso ako, bawal alak. fruity?',
    'hindi ako umiinom ng alak. something sweet',
    'estoy dando pecho, algo con menta',
    'just took a piriton for hayfever (the drowsy one). something light please',
    'had a cetirizine this morning, something light',
    'my midwife would kill me, something fruity',
  ])('%s: alcohol-free only', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test.each([
    ['gin is the devil. something herbal though', /gin-london-dry/],
    ['whiskey is the devil. something rich', /bourbon|rye|scotch/],
    ['rum is the devil. something sweet', /rum-/],
    ["I'm done with rum after last christmas. something fresh", /rum-/],
  ])('%s: nothing with it', async (request, ruledOut) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(heldBy(id)).not.toMatch(ruledOut);
  });

  test.each([
    ['the pregnant one is my wife, she stayed home. margarita for me', 'margarita'],
    ['my patient was on metronidazole today, not me lol. negroni please', 'negroni'],
    ["I'm a midwife, delivered twins at 5am. prosecco time!", 'prosecco-glass'],
  ])("%s: someone else's reason, or the guest's trade: the drink asked for", async (request, id) => {
    expect((await ids(request))[0]).toBe(id);
  });

  test("'the doctor on call didn't answer' is not the guest on call", async () => {
    for (const id of await ids("the doctor on call didn't answer. I'm allergic to eggs. I like bourbon and sours.")) {
      expect(ALCOHOL_FREE_IDS).not.toContain(id);
      expect(heldBy(id)).not.toMatch(/egg/);
    }
  });

  test.each(['just had a tetanus shot after a needlestick, something light', 'no alcohol, not a single drop of alcohol. something bitter'])('%s: no neat spirit, and no note of a single malt', async (request) => {
    const answer = await ask(request);
    expect(answer.map((r) => r.recipeId).filter((id) => NEAT.includes(id))).toEqual([]);
    expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/single malt/i);
  });
});

describe('a taste said no to firmly', () => {
  test("'hates anything bitter' leaves out the drinks plainly bitter, when others are left", async () => {
    const answer = await ask("ordering for my colleague: she's on antibiotics so no alcohol, allergic to ginger, and she hates anything bitter");
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(['alcohol-free-spritz', 'alcohol-free-gin-and-tonic']).not.toContain(r.recipeId);
  });

  test("'not too bitter' only ranks: a bittersweet drink may still come", async () => {
    const answer = await ask('something with gin, not too bitter');
    expect(answer.length).toBeGreaterThanOrEqual(3);
  });
});

describe("a review of the session's changes: what they must not let through", () => {
  const ids = async (request: string) => (await ask(request)).map((r) => r.recipeId);
  const onlyAlcoholFree = async (request: string) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  };

  test.each([
    "I'm a nurse on call tonight, something fruity",
    "I'm the doctor on call, something fruity",
    "I'm on codeine but my doctor says one drink is fine, something fruity",
    'just saw a midwife, something fruity',
    'not a passenger - flying tomorrow at 6am, something fruity',
    'I am preg-nant, something fruity',
  ])('%s: alcohol-free only', onlyAlcoholFree);

  test.each(['zero percent please, something malty', 'alcohol free please, something with ginger beer', 'no alcohol and no beer please', 'alcohol free, I hate beer'])(
    '%s: not the 0.5%% beer',
    async (request) => {
      expect(await ids(request)).not.toContain('alcohol-free-beer');
    },
  );

  test.each([
    ['allergic to mezcal, and nothing smoky please, something citrusy', /tequila|mezcal/],
    ["I'm done with the tequila shots, something fruity", /tequila|mezcal/],
    ['too many tequila shots last night, something fruity', /tequila/],
  ])('%s: nothing with it', async (request, ruledOut) => {
    for (const id of await ids(request)) expect(bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId).join(' ')).not.toMatch(ruledOut);
  });

  test.each(["we are 4 won't be long, something fruity", 'we r 30 today, something fun'])('%s: no money read', async (request) => {
    expect((await ask(request)).map((r) => r.reason).join(' ')).not.toMatch(/won|rand|USD/);
  });
});

describe("the final outsider's probes (eighteenth session)", () => {
  const heldBy = (id: string) => bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId).join(' ');
  test.each([
    ['something with out gin', /gin-london-dry/],
    ['a sour with out egg', /egg/],
    ['cocktail with out vodka, something with coffee', /vodka/],
  ])("'%s': 'with out' is 'without'", async (request, ruledOut) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(heldBy(r.recipeId)).not.toMatch(ruledOut);
  });

  test("'a drink with out any alcohol' is alcohol-free", async () => {
    for (const r of await ask('a drink with out any alcohol')) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });

  test("'not just a plain soda' rules no soda out: the fizzy alcohol-free drinks come", async () => {
    const answer = await ask("I'm pregnant, something fizzy, not just a plain soda");
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });
});

test("'a gin and tonic without the gin' is the alcohol-free gin and tonic", async () => {
  expect((await ask("I'd like a gin and tonic without the gin"))[0]!.recipeId).toBe('alcohol-free-gin-and-tonic');
  expect((await ask("I'd like a gin and tonic with out the gin cause I'm pregnant"))[0]!.recipeId).toBe('alcohol-free-gin-and-tonic');
});

describe('an outside attacker on the mended build (eighteenth session)', () => {
  const ids = async (request: string) => (await ask(request)).map((r) => r.recipeId);
  test.each(["i'm 1 5, something fizzy", "i'm 1 6, something sweet"])('%s: an age with its figures spaced is an age: alcohol-free only', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test.each(['no \u0261in please, a martini', 'no \u0261in, no vodka, something clear and strong'])('%s: the script g is a g: no gin', async (request) => {
    for (const id of await ids(request)) expect(bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId)).not.toContain('gin-london-dry');
  });

  test('a limit in Japanese dollars holds even when the rest cannot be read', async () => {
    const answer = await ask('\uff19\u30c9\u30eb\u4ee5\u5185\u3067\u3001\u4f55\u304b\u751f\u304e\u3063\u3066');
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(bar.recipes.find((d) => d.id === r.recipeId)!.price).toBeLessThanOrEqual(9);
  });
});
