import { processRecipe, safetyLayerOf } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { importRecipe } from '../../src/ai/builtin/import';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks, silentLog } from './fixtures';

/**
 * Our own cases of the classes an outside tester at a Lisbon and Porto bar reported (build 0aa7f3eb): a 'no' said
 * twice as the Romance languages say it ('não bebo nada alcoólico') read as a wish for alcohol; 'anything apart from
 * gin' and 'besides' read as a wish for gin; a Greek letter inside a Latin word ('nο gin', 's\u03bfber'); a glass not
 * touched in years; a 'sem' typed short; Portugal's spirits and beers by their names; a recipe paste of a spirit the
 * stock does not know labelled alcohol-free; a number of serves no batch makes.
 */
const bar = demoBar();
const { ask, ids } = guestAsks(bar);
const GIN = ['gin-and-tonic', 'tom-collins', 'clover-club', 'dry-martini', 'negroni', 'french-75'];
const TEQUILA = ['margarita', 'paloma', 'tequila-sunrise', 'oaxaca-old-fashioned'];

async function onlyAlcoholFree(request: string) {
  const answer = await ids(request);
  expect(answer.length).toBeGreaterThan(0);
  for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
}

describe("one 'no' said twice", () => {
  test.each([
    'não bebo nada alcoólico. um drink bonito?',
    'no bebo nada alcohólico, algo bonito',
    "I don't drink nothing alcoholic, something pretty",
    'eu não quero nada com álcool, algo doce',
  ])('%s: alcohol-free only', onlyAlcoholFree);

  test("'I don't want nothing too sweet' still wants a drink, not too sweet", async () => {
    expect((await ids("I don't want nothing too sweet, something with rum")).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
});

describe("'anything apart from', 'besides', 'bar' rule a spirit out", () => {
  test.each([
    ['Anything apart from gin and tequila, mate, had way too much last night', [...GIN, ...TEQUILA]],
    ['Anything besides tequila, something citrusy', TEQUILA],
    ['anything bar gin tonight', GIN],
    ['everything except gin is fine', GIN],
  ])('%s', async (request, ruledOut) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ruledOut).not.toContain(id);
  });

  test("'nothing fizzy apart from prosecco' keeps the prosecco (an exception, not a rule)", async () => {
    expect(await ids('nothing fizzy apart from prosecco')).toContain('prosecco-glass');
  });
});

describe('Greek letters inside a Latin word pass for the Latin ones', () => {
  test.each(['n\u03bf gin please, something bitter', 'n\u03bfthing with gin, something bitter'])('%s: no gin', async (request) => {
    for (const id of await ids(request)) expect(GIN).not.toContain(id);
  });

  test("'I'm s\u03bfber, something with ginger': alcohol-free", () => onlyAlcoholFree("I'm s\u03bfber, something with ginger"));

  test('a Greek request is still read as Greek: its article is no letter of a Latin word', () => {
    expect(safetyLayerOf('όχι τζιν, κάτι πικρό', bar).excludedSpirits).toContain('gin');
  });
});

describe('not drinking said as a glass not touched, and a short sem', () => {
  test.each([
    'Há três anos que não toco num copo e não é hoje que volto. Algo com gengibre.',
    'Não toco num copo há três anos. Algo com gengibre?',
    'no toco una copa desde hace dos años, algo con jengibre',
    "haven't touched a glass in two years, something with ginger",
  ])('%s: nothing with alcohol, not even a trace', async (request) => {
    expect(safetyLayerOf(request, bar)).toMatchObject({ alcoholFree: true, noAlcoholTrace: true });
    await onlyAlcoholFree(request);
  });

  test.each(['sm gin pls, algo amargo', 'sn gin, algo amargo'])("%s: 'sem' typed short, no gin", async (request) => {
    for (const id of await ids(request)) expect(GIN).not.toContain(id);
  });

  test("'a sm gin and tonic' is a small one, asked for", async () => {
    expect((await ids('a sm gin and tonic'))[0]).toBe('gin-and-tonic');
  });
});

describe("Portugal's spirits and beers by their names", () => {
  test.each(['Sem aguardente, algo com lima', 'Nada de aguardente nem bagaço, algo com limão'])('%s: no cachaça, no brandy', async (request) => {
    for (const id of await ids(request)) expect(['caipirinha', 'sidecar']).not.toContain(id);
  });

  test.each(['uma imperial sem álcool, se faz favor', 'um fino sem álcool', 'tô dirigindo hoje, me vê uma breja sem álcool?'])('%s: the alcohol-free beer first', async (request) => {
    expect((await ids(request))[0]).toBe('alcohol-free-beer');
  });

  test("'algo que aqueça a alma' on a cold night: a warming drink, read", async () => {
    const answer = await ask('Está um frio do caraças cá em cima no miradouro. Algo que aqueça a alma.');
    expect(answer[0]!.reason).not.toMatch(/could not tell/);
    expect(['manhattan', 'old-fashioned', 'dark-n-stormy', 'boulevardier', 'penicillin', 'bourbon-neat', 'sidecar']).toContain(answer[0]!.recipeId);
  });
});

describe('the recipe import: a product it does not know is no alcohol-free drink, and amounts and serves no drink has', () => {
  test.each([
    ['Portuguese Tonic', ['50 ml aguardente', '100 ml tonic water', '1 lime wedge']],
    ['Ginja Fizz', ['40 ml ginjinha', 'soda water to top']],
    ['Velvet Cooler', ['20 ml velvet falernum', '100 ml soda water']],
  ])('%s: not filed alcohol-free while a line it cannot read may hold alcohol', (name, lines) => {
    expect(importRecipe({ name, ingredients: lines, instructions: [] }, bar).category).not.toBe('alcohol-free');
  });

  test('a virgin drink of water, tea, honey and lemon stays alcohol-free', () => {
    expect(importRecipe({ name: 'Virgin Toddy', ingredients: ['200 ml hot water', '1 black tea bag', '15 ml honey', 'lemon slice'], instructions: [] }, bar).category).toBe('alcohol-free');
  });

  test("'aguardente de cana' is the stocked cachaça", () => {
    const r = importRecipe({ name: 'Caipirinha', ingredients: ['50 ml aguardente de cana', 'half a lime'], instructions: [] }, bar);
    expect(r.ingredients.map((i) => i.inventoryItemId)).toContain('cachaca');
  });

  test.each(['Serves 501', 'Serves 1e2', 'Serves 1e9', 'Serves 4.5', 'für 0,5 Personen'])('%s: refused, saying it back (422)', async (serves) => {
    await expect(processRecipe({ name: 'Punch', ingredients: [serves, '700 ml white rum', '2 l pineapple juice'], instructions: [] }, bar, builtinEngine, silentLog())).rejects.toMatchObject({
      kind: 'unprocessable',
      message: expect.stringMatching(/give how many serves the batch makes \(2 to 500\)/),
    });
  });

  test.each(['Serves 500', 'Serves 4-6', 'Makes 1.5 liters (20 drinks)', 'Rende 1,5 litros', 'Ergibt 2,5 Liter', 'Makes 750 ml', 'Per 1,2 l di punch'])('%s: read as before', async (serves) => {
    await expect(processRecipe({ name: 'Punch', ingredients: [serves, '700 ml white rum', '2 l pineapple juice'], instructions: [] }, bar, builtinEngine, silentLog())).resolves.toBeDefined();
  });

  test.each(['-500 ml gin', '\u221250 ml gin', '1e3 ml vodka', '0 ml gin'])("'%s' beside a line that matches: listed for the manager as written, never matched at an amount", async (line) => {
    const r = await processRecipe({ name: 'Test', ingredients: [line, '100 ml tonic water'], instructions: [] }, bar, builtinEngine, silentLog());
    expect(r.unmatchedIngredients).toContain(line);
    expect(r.ingredients.map((i) => i.inventoryItemId)).toEqual(['tonic-water']);
  });
});
