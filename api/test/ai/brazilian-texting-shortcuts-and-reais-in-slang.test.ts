import { demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of the classes the session's final outside tester (a São Paulo and Rio bar, build d77418ca) reported,
 * not in its words: Portuguese typed short on a phone, 'n' for 'não' before a verb ('n quero gin'), Brazil's 'não' after
 * its verb ('bebo não'), 'sme' for 'sem'; reais in slang ('50 conto', '40 pila') read as dollars; 'faz 2 anos que parei'
 * (two years since I stopped) read as an age of 2.
 */
const bar = demoBar();
const { ask, ids, priceOf, onlyAlcoholFree, offersNoneOf } = guestAsks(bar);

/** No drink answered (by the built-in engine, or by a model offering every drink) is made with any of these items. */
const ruledOut = (request: string, ...items: string[]) => offersNoneOf(request, items);

describe("'n' for 'não' before a verb, and 'não' after it", () => {
  test.each([
    ['n quero vodka, algo refrescante', 'vodka'],
    ['n curto rum nem cachaça, drink com limão?', 'rum-white', 'rum-dark', 'cachaca'],
    ['n gosto de gin, algo amargo', 'gin-london-dry'],
    ['quero gin não, algo refrescante', 'gin-london-dry'],
    ['sme tequila pfv, algo cítrico', 'tequila-blanco'],
  ])('%s', (request, ...items) => ruledOut(request, ...items));

  test.each(['bebo não, visse? mas quero um negócio gelado', 'n bebo, algo gelado', 'eu n bebo álcool, um suco'])('%s: alcohol-free', onlyAlcoholFree);

  test("'gin n tonic' stays a Gin & Tonic", async () => {
    expect((await ids('gin n tonic please'))[0]).toBe('gin-and-tonic');
  });
});

describe('reais in slang are reais', () => {
  test.each(['tenho só 50 conto, uma cerveja', 'tenho 40 pila, algo gelado'])('%s: converted, never read as dollars', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) {
      expect(priceOf(d.recipeId)).toBeLessThanOrEqual(10);
      expect(d.reason).toMatch(/reais/);
    }
  });
});

describe("'faz N anos que parei' is how long since, never an age", () => {
  test.each(['faz 2 anos q eu parei, um dia de cada vez 🙏', 'parei de beber faz 5 anos, algo gelado'])('%s: sober, and no age said', async (request) => {
    await onlyAlcoholFree(request);
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/under 21/);
  });

  test("'meu filho faz 17 anos hoje' is still an age", async () => {
    for (const d of await ask('meu filho faz 17 anos hoje, algo para ele')) expect(d.reason).toMatch(/under 21/);
  });
});
