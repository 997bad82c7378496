import { ALCOHOL_FREE_IDS, demoBar, answering, guestAsks } from './fixtures';

/**
 * The doubt rule of the safety layer: a cue of a hard constraint the reader cannot fully resolve is read the
 * strictest way, whichever engine answered, and the answer says so.
 */
const bar = demoBar();
const { ask, ingredientsOf } = guestAsks(bar);


describe('alcohol in doubt: a reason or an age the reader has no phrase for', () => {
  test.each([
    'Ich bin mit dem Auto da, was Erfrischendes bitte',
    "I'm on sertraline, something fruity",
    'ohne Prozente bitte, was Frisches',
    'zero abv please, something refreshing',
    'taking a break from drinking, something fruity',
    'trying not to drink tonight, something refreshing',
    'bin Autofahrer heute, was Frisches',
  ])('%s: only alcohol-free drinks, and the answer says why', async (text) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThanOrEqual(3);
    for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
    expect(recs[0]!.reason).toMatch(/to be safe I suggest only alcohol-free drinks/);
  });

  // Read by the reader itself since ADR 'ai-said-otherwise-and-unread' (an age as a birthday's ordinal, 'just turned').
  test.each(["we're celebrating my 18th birthday, something bubbly", 'just turned 19, something fruity'])('%s: only alcohol-free drinks', async (text) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThanOrEqual(3);
    for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
    expect(recs[0]!.reason).toMatch(/alcohol-free/);
  });

  test('a child with an age in words allows not even the 0.5% beer', async () => {
    const recs = await ask('ma fille a quinze ans, quelque chose de sucré');
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer')).toContain(r.recipeId);
  });

  test('the rule holds over another engine that offered alcohol', async () => {
    const recs = await ask('Ich bin mit dem Auto da, was Erfrischendes bitte', answering(['mojito', 'virgin-mojito', 'gin-and-tonic']));
    expect(recs.map((r) => r.recipeId)).toContain('virgin-mojito');
    for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });

  test("a reason said in the negative is no doubt: 'I'm not driving tonight'", async () => {
    const recs = await ask("I'm not driving tonight, something strong with bourbon");
    expect(recs.some((r) => !ALCOHOL_FREE_IDS.includes(r.recipeId))).toBe(true);
  });
});

describe('a restriction word next to a word the reader does not know: every item it may name is left out', () => {
  test.each([
    ['no liqueurs please, something with vodka', ['coffee-liqueur', 'triple-sec']],
    ['no juice, something with vodka', ['cranberry-juice', 'lime-juice']],
    ['no syrups, gin please', ['sugar-syrup', 'raspberry-syrup']],
    ['no mixers, just something with whiskey', ['sugar-syrup', 'lemon-juice', 'angostura-bitters']],
    ['sin jarabe, algo con ron', ['sugar-syrup', 'orgeat-syrup']],
    ['ohne Saft, etwas mit Wodka', ['cranberry-juice', 'lime-juice']],
    ['sans liqueur, quelque chose avec de la tequila', ['triple-sec']],
  ])('%s', async (text, items) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
    expect(recs[0]!.reason).toMatch(/To be safe I left out every drink with/);
  });

  test('also over another engine', async () => {
    const recs = await ask('no liqueurs please, something with vodka', answering(['espresso-martini', 'cosmopolitan', 'moscow-mule']));
    expect(recs.map((r) => r.recipeId)[0]).toBe('moscow-mule');
    for (const r of recs) expect(ingredientsOf(r.recipeId)).not.toContain('coffee-liqueur');
  });

  test.each(['not too sweet, something with gin', 'algo con tequila que no sea muy dulce', "qualcosa che non sia troppo dolce"])("'%s' is a taste, not a rule: nothing is left out for it", async (text) => {
    const recs = await ask(text);
    for (const r of recs) expect(r.reason).not.toMatch(/left out/);
  });
});

describe('an allergy or intolerance in words the reader does not read as a rule', () => {
  test.each([
    ['peanut-sensitive, something sweet', ['amaretto', 'orgeat-syrup']],
    ['Nüsse vertrage ich nicht, was Süßes bitte', ['amaretto', 'orgeat-syrup']],
    ['almonds make me ill, something sour', ['amaretto', 'orgeat-syrup']],
    ['I react badly to egg, something sour', ['egg-white']],
    ['sensitive to eggs, a sour please', ['egg-white']],
  ])('%s', async (text, items) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
  });

  test('an allergy to something no item names: check with the bartender, products of unrecorded recipes not first', async () => {
    const recs = await ask('I am allergic to kiwi, something fruity');
    expect(recs.length).toBeGreaterThan(0);
    expect(recs[0]!.reason).toMatch(/check with the bartender/);
    const first = bar.recipes.find((r) => r.id === recs[0]!.recipeId)!;
    const names = first.ingredients.map((i) => bar.inventory.find((s) => s.id === i.inventoryItemId)!.name.toLowerCase());
    expect(names.filter((n) => n !== 'sugar syrup').some((n) => /liqueur|syrup|cordial|bitters|tonic|cola|ginger beer|grenadine|aperitif|vermouth|campari|aperol|triple sec|amaretto|orgeat/.test(n))).toBe(false);
  });
});

describe('a price limit the reader does not read is a limit', () => {
  test.each([
    ['budget: 10, something fruity', 10],
    ['menos de diez euros, algo refrescante', 9.99],
    ['max. 11 please, something with gin', 11],
    ['a tenner tops, a beer', 10],
    ['moins de 12 €, un cocktail', 11.99],
    ['Ich habe nur zehn Euro, was Fruchtiges', 10],
    ['a ten-dollar drink, something fruity', 10],
    ['no más de 10 euros, algo afrutado', 10],
    ['sub-10 please, a beer', 9.99],
    ['USD 9 max, something refreshing', 9],
    ['$20 total for the two of us, something refreshing', 10],
    ['we have 30 euros altogether, the three of us, something fruity', 10],
  ])('%s: at most %d', async (text, limit) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(r.price).toBeLessThanOrEqual(limit);
  });

  test('a number that is not money is no limit', async () => {
    const recs = await ask('a round for 4 people, something with gin, 2 of us love it');
    expect(recs.some((r) => r.price > 10)).toBe(true);
  });
});

describe("a 'no' said after the thing", () => {
  test.each([
    ['Gin? No thanks. Something refreshing', ['gin-london-dry', 'gin-alcohol-free']],
    ['vodka - not for me, something citrusy', ['vodka']],
    ['tequila is a hard no, something sour', ['tequila-blanco']],
    ['Whisky? Nope. Something strong', ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
  ])('%s', async (text, items) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
  });

  test("'gin, yes please' rules nothing out", async () => {
    const recs = await ask('Gin? Yes please, something refreshing');
    expect(recs.some((r) => ingredientsOf(r.recipeId).includes('gin-london-dry'))).toBe(true);
  });
});

describe('a kind of drink ruled out is ruled out inside mixed drinks too', () => {
  test.each([
    ['no wine, something bubbly', ['prosecco', 'wine-red-house', 'wine-white-house', 'wine-rose-house']],
    ['sin vino, algo con burbujas', ['prosecco']],
    ['no beer, something refreshing', ['lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle']],
  ])('%s', async (text, items) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
  });

  test('ginger beer is no beer', async () => {
    const recs = await ask('no beer, something with vodka and ginger');
    expect(recs.map((r) => r.recipeId)).toContain('moscow-mule');
  });
});

describe('a budget for several drinks is a share each', () => {
  test.each([
    ['2 drinks for 20 dollars, something fruity', 10],
    ['three cocktails, $36 in total', 12],
    ['$20 for me and my friend, something refreshing', 10],
  ])('%s: at most %d each', async (text, limit) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(r.price).toBeLessThanOrEqual(limit);
  });

  test("'each' keeps the amount a limit per drink", async () => {
    const recs = await ask('2 cocktails, $13 each at most');
    expect(recs.some((r) => r.price > 11)).toBe(true);
    for (const r of recs) expect(r.price).toBeLessThanOrEqual(13);
  });
});

describe('a price said by a drink of the menu', () => {
  test.each([
    ['nothing more expensive than the gin and tonic', 11],
    ['something cheaper than a Negroni, with gin', 12.99],
    ['no pricier than a G&T please', 11],
    ['algo más barato que un mojito', 11.99],
  ])('%s: at most %d', async (text, limit) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(r.price).toBeLessThanOrEqual(limit);
  });
});

describe('ways of saying no the reader does not read as one', () => {
  test.each([
    ['keep the egg white out, whiskey sour style', ['egg-white']],
    ["I'm off gin, something crisp", ['gin-london-dry']],
    ['leave out the syrup, something with rum', ['sugar-syrup']],
    ['done with vodka, something fruity', ['vodka']],
  ])('%s', async (text, items) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
  });

  test("'top it off with soda' is no 'no'", async () => {
    const recs = await ask('something with gin, top it off with soda');
    for (const r of recs) expect(r.reason).not.toMatch(/left out/);
  });
});

describe('an allergen named in another language or said otherwise', () => {
  test.each([
    ['sono allergico alle mandorle, qualcosa di dolce', ['amaretto', 'orgeat-syrup']],
    ['sou alérgico a amendoim, algo doce', ['amaretto', 'orgeat-syrup']],
    ['allergique aux amandes, un cocktail sucré', ['amaretto', 'orgeat-syrup']],
    ['Ich habe eine Eiallergie, was Saures', ['egg-white']],
    ['nuts are a no, something sweet', ['amaretto', 'orgeat-syrup']],
    ['mi novia no puede tomar huevo, algo ácido', ['egg-white']],
  ])('%s', async (text, items) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
  });
});
