import { demoBar, guestAsks } from './fixtures';

/**
 * The kinds of the opened thirty-seventh request set (a Montreal hotel's lobby bar), in our own words: 'under' said in
 * Quebec French ('en bas de'), Punjabi ('ton ghatt'), Lebanese Arabic in Latin letters ('ta7t') and Vietnamese
 * ('dưới', 'đô'); what is left of a cap after what the guest has already been charged ('I'm at $38 already'); a guest
 * who keeps kosher (the wines, prosecco, vermouths and cognac are not recorded as certified); joual's 'pas de fort'
 * (no hard liquor) and 'une bine' (a beer).
 */
const bar = demoBar();
const { ask, ids, top, withItem, capOf, priceOf } = guestAsks(bar);

describe("'under' said in the lobby's other languages is strict", () => {
  test.each([
    ["C'est quoi ton meilleur drink en bas de 12 piasses?", 12],
    ['un cocktail en bas de 14 balles', 14],
    ['10 dollar ton ghatt koi drink?', 10],
    ['12 ton kam vich ki milega', 12],
    ['3andak shi ta7t el 12$?', 12],
    ['shi cocktail ta7et 14 dollar', 14],
    ['Cho em món gì dưới 12 đô nha', 12],
    ['dưới 10 đô la thôi', 10],
  ])('%s: every drink costs less than %d', async (request, under) => {
    expect(capOf(request)).toBeDefined();
    expect(capOf(request)!).toBeLessThan(under);
    const answer = await ids(request);
    for (const id of answer) expect(priceOf(id)).toBeLessThan(under);
  });

  test("'tối đa 12 đô' is at most 12", () => {
    expect(capOf('tối đa 12 đô thôi')).toBe(12);
  });

  test('a Vietnamese word that is no money leaves no cap', () => {
    expect(capOf('Cho em 2 ly, do em thích ngọt')).toBeUndefined();
  });
});

describe('what is left of a cap after what the guest has already been charged', () => {
  test.each([
    ["my per diem is $60 a day and I'm at $49 already. what can I get?", 11],
    ['company limit on the room is $45, we are already at $33', 12],
    ["budget's $40 for the night, I'm at $30 so far", 10],
  ])('%s: at most %d', async (request, left) => {
    expect(capOf(request)).toBe(left);
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(drink.price).toBeLessThanOrEqual(left);
    expect(answer[0]!.reason).toMatch(/already|left/i);
  });

  test('a count of drinks so far is no money spent', () => {
    expect(capOf("budget $20 tonight, I'm at 2 drinks already")).not.toBe(18);
  });
});

describe('a guest who keeps kosher gets no wine, prosecco, vermouth or cognac, and is told why', () => {
  const grape = withItem('wine-red-house', 'wine-white-house', 'wine-rose-house', 'prosecco', 'vermouth-sweet', 'vermouth-dry', 'cognac');
  test.each([
    'I keep kosher, what can I drink?',
    "I'm kosher, is the red wine ok?",
    'Je mange cacher. Un verre de vin?',
    'Ich lebe koscher, ein Glas Wein bitte',
  ])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(grape).not.toContain(drink.recipeId);
    expect(answer.map((d) => d.reason).join(' ')).toMatch(/kosher|certif/i);
  });

  test("'I don't keep kosher' leaves the wine", async () => {
    expect(await ids("I don't keep kosher, a glass of red wine please")).toContain('house-red-wine');
  });
});

describe("joual's 'pas de fort' and 'une bine'", () => {
  test.each(['Pas de fort à soir, juste une bine', 'pas de fort svp, une bine froide'])('%s: beers, no spirit', async (request) => {
    const answer = await ids(request);
    expect(answer.slice(0, 2).every((id) => ['lager', 'ipa', 'stout'].includes(id))).toBe(true);
    for (const id of answer) expect(withItem('campari', 'gin-london-dry', 'vodka', 'rum-white', 'rum-dark', 'bourbon', 'tequila-blanco')).not.toContain(id);
  });

  test("'deux bines' is two beers", async () => {
    expect(['lager', 'ipa', 'stout']).toContain((await ids('deux bines svp'))[0]);
  });
});

describe('a drink the bar cannot make now says what it is out of', () => {
  test.each(['una piña colada por favor', 'pina coloda plz'])('%s', async (request) => {
    expect((await ask(request))[0]!.reason).toMatch(/^The Piña Colada is not available right now: we are out of coconut cream/);
  });
});

describe('drinks from elsewhere in a list of things turned down are no wish', () => {
  test.each([
    'no anise, pastis, sambuca please',
    'I hate anise, pastis and sambuca',
    'I hate anything that tastes of anise or liquorice, pastis, sambuca, all of it',
    "J'haïs tout ce qui goûte l'anis ou la réglisse, pastis, sambuca",
  ])('%s: never "pastis is not on our menu, so here is the closest"', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).not.toMatch(/pastis|sambuca/i);
    expect(answer[0]!.reason).toMatch(/anise/);
  });

  test("'liquorice' is no liqueur: no liqueur is left out for it", async () => {
    const answer = await ask('no liquorice please');
    expect(answer[0]!.reason).toMatch(/could not find liquorice/);
    expect(answer[0]!.reason).not.toMatch(/triple sec|amaretto/);
  });

  test("Quebec's 'j'haïs le gin' turns the gin down", async () => {
    const answer = await ids("J'haïs le gin. Quelque chose de frais?");
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('gin-london-dry')).not.toContain(id);
  });
});

describe('spirits wished by their colour', () => {
  const brown = withItem('bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay', 'cognac');
  test.each(['something brown and stirred', 'no vodka no rum no tequila. something brown and stirred', 'a brown liquor please'])('%s: whiskies and brandies first', async (request) => {
    const answer = await top(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(brown).toContain(id);
  });

  test("'no whisky, something clear' wishes for the clear spirits, never rules them out", async () => {
    const answer = await top('no whisky of any kind tonight, something clear');
    expect(answer.length).toBe(3);
    for (const id of answer) expect(withItem('gin-london-dry', 'vodka', 'rum-white', 'tequila-blanco')).toContain(id);
    for (const id of answer) expect(brown).not.toContain(id);
  });
});

describe("a 'no' quoted from another day is not said now", () => {
  test.each([
    ["'never again tequila' I said last Sunday. give me a paloma", 'paloma'],
    ['"no more gin" - famous last words. a G&T please', 'gin-and-tonic'],
  ])('%s', async (request, drink) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe(drink);
    expect(answer[0]!.reason).not.toMatch(/Last Word|left out/);
  });

  test('a quoted allergy still holds', async () => {
    const answer = await ids("'no nuts, I'm allergic' I said last time, so an Amaretto Sour without the amaretto?");
    for (const id of answer) expect(withItem('amaretto', 'orgeat-syrup')).not.toContain(id);
  });
});

describe('Greek small talk around a wish is read', () => {
  test('a whisky, not Scotch, after talk of the cold', async () => {
    const answer = await ask('Δεν είναι κρύο αυτό, είναι κόλαση 🥶 Ένα ουίσκι παρακαλώ, όχι σκωτσέζικο.');
    expect(answer[0]!.reason).not.toMatch(/could not read/);
    for (const drink of answer) expect(withItem('scotch-blended', 'scotch-islay')).not.toContain(drink.recipeId);
    expect(withItem('bourbon', 'rye-whiskey')).toContain(answer[0]!.recipeId);
  });

  test('something strong after a break-up', async () => {
    const answer = await ask('Με χώρισε σήμερα. Θέλω κάτι δυνατό.');
    expect(answer[0]!.reason).not.toMatch(/could not read/);
    expect(answer.every((d) => !['virgin-mojito', 'shirley-temple', 'elderflower-fizz'].includes(d.recipeId))).toBe(true);
  });
});

describe('drinks from home and foods the bar does not have are named back', () => {
  test.each([
    ["Vous avez-tu du caribou? C'est la semaine du Carnaval", /^Caribou is not on our menu/],
    ['espresso tonic? the shot floated on tonic', /^Espresso Tonic is not on our menu/],
    ['Têm ginjinha? Se não tiverem, algo parecido.', /^Ginjinha is not on our menu/],
    ['3andak Almaza? Law la2, shi beer', /^Almaza is not on our menu/],
    ['umeshu on the rocks please', /^Umeshu is not on our menu/],
    ['a somaek for the table', /^Somaek is not on our menu/],
    ['maple old fashioned please, sugar shack weekend!', /^We have no maple syrup\./],
    ['a mojito with strawberries please', /^We have no strawberr/],
  ])('%s', async (request, said) => {
    expect((await ask(request))[0]!.reason).toMatch(said);
  });

  test('a food said no to or as an allergy is not said back as missing', async () => {
    for (const request of ['no strawberries please, a mojito', 'allergic to strawberries, a daiquiri']) expect((await ask(request))[0]!.reason).not.toMatch(/We have no/);
  });

  test("a reason cut for a note ends at a whole clause ('... is not on our menu.')", async () => {
    const answer = await ask('Ou gen Rhum Barbancourt? Si ou pa genyen, ban m yon bagay ak wonm ki sanble');
    expect(answer[0]!.reason).toMatch(/^Barbancourt is not on our menu\. /);
  });
});

describe('drinks from elsewhere: each named, and no ordinary word taken for one', () => {
  test("'somaek, do you have soju?' names both", async () => {
    expect((await ask('somaek!! soju + beer bomb. do you have soju?'))[0]!.reason).toMatch(/^Somaek and Soju are not on our menu/);
  });

  test.each(['Tengo 8 euros, ¿qué me alcanza?', 'we are from Porto, something fresh'])('%s: no drink from elsewhere named', async (request) => {
    expect((await ask(request))[0]!.reason).not.toMatch(/not on our menu/);
  });

  test("'um Porto para o meu pai' is a port wine", async () => {
    expect((await ask('e um Porto para o meu pai'))[0]!.reason).toMatch(/^Port Wine is not on our menu/);
  });
});

test("a guest with an allergy who asks what a spirit is made from gets none of it, and is told why", async () => {
  const answer = await ask("corn allergy. bourbon's out, I know. is your vodka made from corn? what's safe for me?");
  expect(answer.length).toBeGreaterThan(0);
  for (const drink of answer) expect(withItem('vodka', 'bourbon')).not.toContain(drink.recipeId);
  expect(answer[0]!.reason).toMatch(/do not record what our vodka is made from/);
});

test("'something smooth I can sip slowly' is a mellow sipper, not a foamy sour", async () => {
  const answer = await top("quartet's starting the late set. something smooth and grown-up I can sip slowly");
  for (const id of answer) expect(withItem('egg-white')).not.toContain(id);
});

test('a hot drink from elsewhere is said once, as one we do not serve hot', async () => {
  const reason = (await ask('a hot grog please'))[0]!.reason;
  expect(reason).toMatch(/^We have no grog\. None of our drinks is served hot/);
  expect(reason).not.toMatch(/not on our menu/);
});

test('a drink short of an item no longer in the stock says only that it is not available, never an id', async () => {
  const base = demoBar();
  const pina = base.recipes.find((r) => r.id === 'pina-colada')!;
  const gone = { ...base, recipes: base.recipes.map((r) => (r.id === 'pina-colada' ? { ...pina, available: false, missingIngredients: ['coconut-cream-retired'] } : r)) };
  const reason = (await guestAsks(gone).ask('a piña colada please'))[0]!.reason;
  expect(reason).toMatch(/^The Piña Colada is not available right now, so here is the closest/);
});
