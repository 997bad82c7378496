import { demoBar, guestAsks } from './fixtures';

/**
 * What the Mardi Gras tester left for later (its probes, kept as tests): a 'no' with an article or a curse between it
 * and its thing ('ohne den Gin', 'pas le gin', 'não o gin', 'nada de pinche tequila'), 'nah gin' and 'know gin' as a
 * phone hears 'no gin'; a recovery chip's years and 'not under 21' read as no minor's age; a drink asked for with a
 * spirit it is not made with answered honestly ('ours is made with gin, not vodka'); a peso sign after 'tengo' and a
 * dollar sign of a guest from Canada read in their money; a brand the bar does not pour by name said so ('We do not
 * carry Corona').
 */
const bar = demoBar();
const { ask, ids, top, onlyAlcoholFree, alcoholic, offersNoneOf, worthAtMost, read } = guestAsks(bar);

describe("a 'no' with an article or a curse between it and its thing still rules the thing out", () => {
  test.each([
    ['ohne den Gin bitte, was Fruchtiges', ['gin-london-dry']],
    ['kein den Rum, was Süßes', ['rum-white', 'rum-dark']],
    ['pas le gin, quelque chose de frais', ['gin-london-dry']],
    ['pas la vodka, un truc fruité', ['vodka']],
    ['não o gin, algo refrescante', ['gin-london-dry']],
    ['nao vodka por favor, algo doce', ['vodka']],
    ['nada de pinche tequila, algo fresco', ['tequila-blanco']],
    ['nada con tequila, algo fresco', ['tequila-blanco']],
    ['senza il gin, qualcosa di fresco', ['gin-london-dry']],
  ])('%s', async (request, items) => offersNoneOf(request, items));
});

describe("'nah gin' and 'know gin' (a phone's 'no gin') rule gin out; someone who knows gin is not refusing it", () => {
  test.each(['nah gin, something fruity', 'know gin please, something fruity', 'something fruity, know gin'])('%s', async (request) =>
    offersNoneOf(request, ['gin-london-dry']),
  );

  test.each(['you know gin is my thing, something fruity', 'i know gin well, something herbal'])('%s: gin stays', async (request) => {
    expect(read(request).excludedSpirits).not.toContain('gin');
  });
});

describe("a recovery's chip is years sober, and 'not under 21' is no minor", () => {
  test.each(['got my 5 year chip today, what do you have', 'my 90 day coin!! something to celebrate', 'picked up my one-year medallion tonight, something sweet'])(
    '%s: alcohol-free, and never for being under 21',
    async (request) => {
      await onlyAlcoholFree(request);
      for (const d of await ask(request)) expect(d.reason).not.toMatch(/under 21/);
    },
  );

  test.each(["not under 21, I'm 35, a strong one", 'no longer under 21 haha, something strong'])('%s: an adult gets alcohol, and no price cap of $21', async (request) => {
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
    expect(read(request).maxPrice).toBeUndefined();
  });

  test("'not under 21 lol, I'm 19' is still nineteen", async () => onlyAlcoholFree("not under 21 lol, I'm 19, something sweet"));
});

describe('a drink asked for with a spirit or a thing it is not made with is answered as it is', () => {
  test.each([
    ['a vodka martini please', /ours is made with gin, not vodka/],
    ['a Grey Goose martini please', /ours is made with gin, not vodka/],
    ['a tequila mojito', /ours is made with rum, not tequila/],
    ['a St-Germain spritz', /ours has no elderflower/],
  ])('%s', async (request, says) => {
    const answer = await ask(request);
    const named = answer.find((d) => /Martini|Mojito|Spritz/.test(d.recipeName) && !/Espresso|Virgin/.test(d.recipeName));
    expect(named?.reason).toMatch(says);
    for (const d of answer) expect(d.reason).not.toMatch(/the one you asked for/);
  });

  test("'a negroni with mezcal' is the Mezcal Negroni first", async () => {
    expect((await top('a negroni with mezcal', 1))[0]).toBe('mezcal-negroni');
  });

  test.each(['a mezcal negroni', 'a rum mojito', 'a gin martini'])('%s: the one asked for, as it is', async (request) => {
    expect((await ask(request))[0]!.reason).toMatch(/the one you asked for/);
  });
});

describe('money said from home', () => {
  test("'tengo $60.000 pesos' is Colombian pesos, read after 'tengo' like 'máximo'", async () => {
    await worthAtMost('tengo $60.000 pesos, algo dulce', (60000 / 4400) * 0.85 + 0.01);
  });

  test("'$45.000 pesos chilenos' is Chilean pesos", async () => {
    const { reason } = await worthAtMost('tengo $45.000 pesos chilenos, algo dulce', (45000 / 1000) * 0.85 + 0.01);
    expect(reason).toMatch(/Chilean pesos/);
  });

  test.each(['14 $ max, chu québécois', '$14 max, from Toronto', 'max $14, Canadian here'])('%s: Canadian dollars', async (request) => {
    const { reason } = await worthAtMost(request, (14 / 1.38) * 0.85 + 0.01);
    expect(reason).toMatch(/Canadian dollars/);
  });

  test.each(['$14 US max, from Toronto', 'under $15, a Canadian Club and coke'])('%s: dollars, as said', async (request) => {
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/Canadian dollars/);
  });
});

describe('a brand the bar does not pour by name is said, never answered as if poured', () => {
  test.each([
    ['a Corona please', 'lager', /^We do not carry Corona, so here is the closest we have\./],
    ['a Guinness', 'stout', /^We do not carry Guinness/],
    ['Hendricks and tonic', 'gin-and-tonic', /^We do not carry Hendricks/],
    ['a Heineken 0.0', 'alcohol-free-beer', /^We do not carry Heineken 0\.0/],
  ])('%s', async (request, first, says) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe(first);
    expect(answer[0]!.reason).toMatch(says);
    for (const d of answer) expect(d.reason).not.toMatch(/the one you asked for/);
  });

  test("'a Grey Goose martini' says both: no Grey Goose, and our martini is made with gin", async () => {
    const answer = await ask('a Grey Goose martini please');
    expect(answer[0]!.reason).toMatch(/^We do not carry Grey Goose/);
    expect(answer.find((d) => d.recipeId === 'dry-martini')?.reason).toMatch(/ours is made with gin, not vodka/);
  });

  test.each(['no Bacardi, something fruity', 'nothing from Smirnoff please, something sour'])("'%s' asks for no brand", async (request) => {
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/We do not carry/);
  });
});

describe('an age in words to open with, before a comma, is an age', () => {
  test.each(['veinte, de Monterrey, una cerveza porfa', 'diecinueve, de Guadalajara, una chela', 'dezoito, de São Paulo, uma cerveja', 'seventeen, something sweet'])(
    '%s',
    async (request) => onlyAlcoholFree(request),
  );

  test("'veinte, máximo' is a price", async () => {
    expect(read('veinte, máximo, algo dulce').maxPrice).toBe(20);
  });

  test("'once, I had a mojito here' is no age of eleven", async () => {
    expect(alcoholic(await ids('once, I had a mojito here, something like it')).length).toBeGreaterThan(0);
  });
});
