import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Drinks a mountain bar's guests ask for that the menu lacks, named back with the closest (our own phrasings, from the
 * classes of opened-42-apres-ski-recommendations' misses): hot chocolate in the languages of a ski resort, Belgium's
 * fruit beers, the Alps' pine schnapps, Austria's herbal lemonade (no alcohol), sake in Japanese; 'koid' (cold) is no
 * 'kid'; a drink's name with a slip in each of two words ('dsrk and stormu').
 */
const bar = demoBar();
const { ask, read, categoryOf } = guestAsks(bar);

describe('a drink from home is named back, and the closest follows', () => {
  test.each([
    ['varm sjokolade med litt rom?', /hot chocolate/i],
    ['habt ihr heiße Schokolade?', /hot chocolate/i],
    ['un chocolat chaud, possible ?', /hot chocolate/i],
    ['a Kriek please, or something close', /kriek/i],
    ['gibt es Zirbenschnaps?', /zirbenschnaps/i],
    ['日本酒はありますか', /sake/i],
  ])('%s', async (request, named) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).toMatch(named);
  });

  test('a Kriek is a beer wish: a beer first', async () => {
    expect(categoryOf((await ask('do you have Kriek?'))[0]!.recipeId)).toBe('beer');
  });

  test('pine schnapps: a gin, herbal, first', async () => {
    const first = (await ask('a Zirbe please'))[0]!;
    expect(bar.recipes.find((r) => r.id === first.recipeId)!.ingredients.map((i) => i.inventoryItemId)).toContain('gin-london-dry');
  });

  test("an Almdudler holds no alcohol: the closest are alcohol-free, and it is named", async () => {
    const answer = await ask('an Almdudler bitte');
    expect(answer[0]!.reason).toMatch(/almdudler/i);
    expect(ALCOHOL_FREE_IDS).toContain(answer[0]!.recipeId);
  });
});

describe('Alpine words are read, never taken for a slip of another', () => {
  test("'mir is so koid' is cold, not a child: a Jagertee's rum is offered", async () => {
    expect(read('An Jagertee bitte, mir is so koid').alcoholFree).toBe(false);
    const first = (await ask('An Jagertee bitte, mir is so koid'))[0]!;
    expect(first.reason).toMatch(/jagertee/i);
    expect(ALCOHOL_FREE_IDS).not.toContain(first.recipeId);
  });

  test("'öppis Liechts' is something light", () => {
    expect(read('öppis Liechts bitte').understood).toBe(true);
  });
});

describe("a drink's name with a slip in two of its words", () => {
  test.each([
    ['dark and stormu', 'dark-n-stormy'],
    ['dsrk and stormu please', 'dark-n-stormy'],
  ])('%s', (request, id) => {
    expect(read(request).drinks.flatMap((d) => d.ids)).toContain(id);
  });

  test("words that name no drink together are left as they are ('cosa nostra')", () => {
    expect(read('cosa nostra').drinks).toEqual([]);
  });
});

describe("Danish and Norwegian 'øl' is a beer", () => {
  test.each(['en kold øl tak', 'to øl, takk'])('%s', async (request) => {
    expect(categoryOf((await ask(request))[0]!.recipeId)).toBe('beer');
  });

  test("'2 øl and 2 aperol spritz': both parts of the order", async () => {
    const answer = (await ask('2 øl and 2 aperol spritz please')).map((d) => d.recipeId);
    expect(answer).toContain('aperol-spritz');
    expect(answer.some((id) => categoryOf(id) === 'beer')).toBe(true);
  });
});
