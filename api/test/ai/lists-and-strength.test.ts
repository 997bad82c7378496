import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Shapes from the fourteenth set once it was opened (none copied): a list after a 'no' that mixes spirits and other
 * things, a 'no' heading alone, strong alcohol that is the spirits and not all alcohol, an alcohol-free drink refused
 * without a question, and a 'no' the guest takes back.
 */
const bar = demoBar();
const read = (request: string) => readRequest(request, bar);
const ask = async (preferences: string) => recommendDrinks({ preferences }, bar, builtinEngine, silentLog());
const ALCOHOL_FREE = ['virgin-mojito', 'shirley-temple', 'alcohol-free-beer', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'elderflower-fizz'];
const held = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId).join(' ')]));
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
