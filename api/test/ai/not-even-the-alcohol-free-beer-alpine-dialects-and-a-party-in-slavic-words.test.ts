import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Guests of a mountain bar, in words of our own written from the classes of opened-42-apres-ski-recommendations' misses
 * (none copied): the alcohol-free beer refused with a 'not even' or 'nor' in nine languages (for any engine); Swiss
 * German 'nüt mit' (nothing with) and Bavarian and Austrian 'ka' and 'koa' (no) before a thing; Dutch vegans and
 * 'sterke drank' (spirits, not every drink); the Scandinavian 'eller' (or) inside a 'no'; Czech ginger and 's vodkou';
 * a party's money in Czech, Slovak and Polish ('pre troch', 'pro tři', 'dla czterech') shared per head.
 */
const bar = demoBar();
const { ask, ids, read, both, offersNoneOf, onlyAlcoholFree, holds, categoryOf } = guestAsks(bar);
const ZERO = ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer');

describe("'not even the alcohol-free beer' leaves out the 0.5% beer, whoever answers", () => {
  test.each([
    'kein Alkohol bitte, und nicht einmal ein alkoholfreies Bier',
    'ohne Alkohol, aber a ned a 0,5er Bier, i fahr',
    'nada de alcohol, ni siquiera una cerveza sin alcohol',
    'sans alcool, et pas même une bière sans alcool',
    'niente alcol, nemmeno una birra analcolica',
    'geen alcohol, zelfs geen alcoholvrij bier',
    'sem álcool, nem mesmo uma cerveja sem álcool',
    'ingen alkohol, inte ens alkoholfri öl',
    'nothing alcoholic, not even a 0.5% beer',
  ])('%s', async (request) => {
    for (const answer of await both(request)) {
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(ZERO).toContain(d.recipeId);
    }
  });

  test.each(['kein Alkohol, aber ein alkoholfreies Bier wäre super', 'no alcohol, an alcohol-free beer is fine', 'sin alcohol, una cerveza sin alcohol por favor'])(
    "'%s': the alcohol-free beer is what was asked for",
    async (request) => {
      expect(await ids(request)).toContain('alcohol-free-beer');
    },
  );
});

describe('Alpine German says its no its own way', () => {
  test.each(['Nüt mit Alkohol für mich, merci', 'nüüt mit Alkohol, i bi schwanger'])('%s: alcohol-free', async (request) => {
    await onlyAlcoholFree(request);
  });

  test("'nut allergy' is still nuts", () => {
    expect(read('nut allergy, something sweet').excludedIngredients.map((w) => w.join(' '))).toContain('nut');
  });

  test.each([
    ['Ka Gin und ka Wodka, wos mit Rum bitte', ['gin-london-dry', 'vodka'], ['rum-white', 'rum-dark']],
    ['koa Campari, des is ma z bitter. Wos Fruchtigs?', ['campari'], []],
  ])('%s', async (request, items, wished) => {
    await offersNoneOf(request, items, wished);
  });

  test("a Hindi 'ka' after a thing is no 'no' ('gin ka peg')", async () => {
    expect(read('ek gin ka peg de do').excludedSpirits).not.toContain('gin');
  });
});

describe('Dutch, Scandinavian and Czech limits', () => {
  test("'ik ben veganist': no egg, no honey", async () => {
    for (const id of await ids('ik ben veganist, iets zuurs graag')) expect(holds(id, 'egg-white', 'honey-ginger-syrup')).toBe(false);
  });

  test.each(['geen sterke drank, liever wijn of bier', 'ingen sterk sprit, bare øl eller vin'])("'%s': beer and wine, not only alcohol-free", async (request) => {
    expect(read(request).alcoholFree).toBe(false);
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(['beer', 'wine']).toContain(categoryOf(id));
  });

  test.each([
    ['ikke noe med rom eller tequila, takk', ['rum-white', 'rum-dark', 'tequila-blanco']],
    ['inget med gin eller vodka tack', ['gin-london-dry', 'vodka']],
  ])("'%s': 'eller' carries the 'no'", async (request, items) => {
    await offersNoneOf(request, items);
  });

  test("'bez zázvoru, něco s vodkou': vodka first, no ginger", async () => {
    await offersNoneOf('žádný zázvor, něco s vodkou prosím', ['ginger-beer', 'honey-ginger-syrup'], ['vodka']);
  });
});

describe("a party's money in Czech, Slovak and Polish is shared per head", () => {
  test.each([
    ['máme 40 eur pre dvoch, čo odporúčate?', 20],
    ['36 eur pro tři, něco dobrého', 12],
    ['mamy 48 eur dla czterech, coś dobrego', 12],
  ])('%s', async (request, each) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(each);
  });
});

describe("Polish, Czech and Slovak 'ale' is 'but', and wine has its colours", () => {
  test("'nie piję piwa, ale wino, czerwone albo różowe': no beer, a red or rosé wine first", async () => {
    const answer = await ids('nie piję piwa, ale wino chętnie, czerwone albo różowe');
    expect(['house-red-wine', 'house-rose-wine']).toContain(answer[0]);
    for (const id of answer) expect(categoryOf(id)).not.toBe('beer');
  });

  test("'ginu moc nemusím, ale Negroni jo': the Negroni first, no beer", async () => {
    const answer = await ids('ginu moc nemusím, ale Negroni jo');
    expect(answer[0]).toBe('negroni');
    for (const id of answer) expect(categoryOf(id)).not.toBe('beer');
  });

  test("an ale asked for in English is still a beer ('a pale ale please')", async () => {
    expect(categoryOf((await ids('a pale ale please'))[0]!)).toBe('beer');
  });

  test("'červené víno': the red wine", async () => {
    expect((await ids('červené víno prosím'))[0]).toBe('house-red-wine');
  });
});
