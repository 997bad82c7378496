import { demoBar, guestAsks, ALCOHOL_FREE_IDS } from './fixtures';

/**
 * Two classes of the New York tester, in our own words and the six languages:
 * - A second thing ruled out by pointing back at the first, in a sentence of its own ('avoid rum. same goes for vodka.',
 *   'anything but tequila ... mezcal too pls', 'nada de ron. tampoco vodka', 'kein Rum. Wodka auch nicht'): ruled out
 *   too, never read as a wish. A thing wished for in between ('no gin, I want rum. vodka too') is what 'too' points at.
 * - A table counted in words other than 'there are 3 of us' ('ordering for 3', 'table of 3', 'wir sind zu dritt', 'mesa
 *   para 3'), the others' reasons said of each ('my sister's pregnant, my bf is driving', 'one's pregnant, one's our DD',
 *   'una está embarazada, otra conduce') and the guest's own drink asked for with no 'for me' ('and I want a Negroni',
 *   'y yo quiero', 'und ich will'): the guest's drinks, and alcohol-free ones for the others; never one of the guest's
 *   drinks said to be for the others too. With a minor among them, or the guest's own reason, everything stays
 *   alcohol-free.
 */
const bar = demoBar();
const { ask, ids, holds, onlyAlcoholFree } = guestAsks(bar);

describe('a thing ruled out by pointing back at the one before is ruled out too', () => {
  test.each([
    ['avoid rum. same goes for vodka.', ['rum-white', 'rum-dark', 'vodka']],
    ['anything but tequila, something smoky... mezcal too pls', ['tequila-blanco', 'mezcal']],
    ['no rum. same for vodka', ['rum-white', 'rum-dark', 'vodka']],
    ['no rum. ditto for vodka', ['rum-white', 'rum-dark', 'vodka']],
    ['hate gin. tequila as well tbh', ['gin-london-dry', 'tequila-blanco']],
    ['nada de ron. tampoco vodka', ['rum-white', 'rum-dark', 'vodka']],
    ['nada de ron. el vodka tampoco', ['rum-white', 'rum-dark', 'vodka']],
    ['nada de ron, y lo mismo con el vodka por favor', ['rum-white', 'rum-dark', 'vodka']],
    ['pas de rhum. pareil pour la vodka', ['rum-white', 'rum-dark', 'vodka']],
    ['pas de gin, et pareil pour la vodka merci', ['gin-london-dry', 'vodka']],
    ['pas de rhum. la vodka non plus', ['rum-white', 'rum-dark', 'vodka']],
    ['kein Rum. Wodka auch nicht', ['rum-white', 'rum-dark', 'vodka']],
    ['kein Gin, und das gleiche gilt für Rum, danke', ['gin-london-dry', 'rum-white', 'rum-dark']],
    ['niente rum. nemmeno vodka', ['rum-white', 'rum-dark', 'vodka']],
    ['niente gin, e lo stesso vale per la vodka grazie', ['gin-london-dry', 'vodka']],
    ['sem rum. vodka também não', ['rum-white', 'rum-dark', 'vodka']],
    ['nada de gin, e o mesmo vale pro rum, obrigado', ['gin-london-dry', 'rum-white', 'rum-dark']],
  ])('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect([id, holds(id, ...items)]).toEqual([id, false]);
  });


  test.each([
    ['no gin, I want rum. vodka too', 'vodka'],
    ['no gin please. something with vodka too', 'vodka'],
  ])('a thing wished in between is what the "too" goes with: %s', async (request, item) => {
    const answer = await ids(request);
    expect(answer.some((id) => holds(id, item))).toBe(true);
    for (const id of answer) expect(holds(id, 'gin-london-dry')).toBe(false);
  });

  test.each([
    ['no vodka. tequila too pls, I love it', 'tequila-blanco', 'vodka'],
    ['no gin. rum too, love it', 'rum-white', 'gin-london-dry'],
    ["no vodka. mezcal too, it's my favourite", 'mezcal', 'vodka'],
    ['sin vodka. tequila también, me encanta', 'tequila-blanco', 'vodka'],
  ])('a thing the next clause loves is wished, not ruled out: %s', async (request, wished, ruledOut) => {
    const answer = await ids(request);
    expect(answer.some((id) => holds(id, wished))).toBe(true);
    for (const id of answer) expect([id, holds(id, ruledOut)]).toEqual([id, false]);
  });

  test.each([
    ['nothing with gin, and a margarita too', 'margarita'],
    ['sin ron, y una margarita también', 'margarita'],
  ])('a drink asked for by its article is an order, not pointed back at: %s', async (request, drink) => {
    expect((await ids(request))[0]).toBe(drink);
  });
});

describe("a table counted, the others' reasons said of each, and the guest's own drink", () => {
  test.each([
    ['ordering for 3: my sisters pregnant, my bf is driving, and I want a Negroni', 'negroni'],
    ["table of 3: one's pregnant, one's our DD, and i'll have an old fashioned", 'old-fashioned'],
    ['somos 3: mi hermana está embarazada, mi novio maneja y yo quiero un negroni', 'negroni'],
    ['mesa para 3: una está embarazada, otra conduce, y yo quiero un mojito', 'mojito'],
    ['on est 3 : ma soeur est enceinte, mon copain conduit, et moi je veux un negroni', 'negroni'],
    ["on est trois, une est enceinte, l'autre conduit, et moi je prends un mojito", 'mojito'],
    ['wir sind zu dritt: meine Schwester ist schwanger, mein Freund fährt und ich will einen Negroni', 'negroni'],
    ['wir sind zu dritt, eine ist schwanger, der andere fährt, und ich nehme einen Mojito', 'mojito'],
    ['siamo in tre: mia sorella è incinta, il mio ragazzo guida e io voglio un negroni', 'negroni'],
    ['somos 3: minha irmã tá grávida, meu namorado vai dirigir e eu quero uma caipirinha', 'caipirinha'],
  ])('%s', async (request, own) => {
    const answer = await ask(request);
    expect(answer.find((a) => a.recipeId === own)?.reason).toMatch(/^For you: /);
    const theirs = answer.filter((a) => /^For the others at your table, alcohol-free: /.test(a.reason));
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of theirs) expect(ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer')).toContain(a.recipeId);
    // (No drink with alcohol is said to be for the others: 'For you and the others' was said of a Negroni.)
    for (const a of answer) if (!ALCOHOL_FREE_IDS.includes(a.recipeId)) expect(a.reason).toMatch(/^For you: /);
  });

  test.each([
    "table of 3: one's 16, one's driving, and I'll have a mojito",
    "we're 3, I'm pregnant and one's driving, I'll have a mojito",
    'ordering for 3: one of them is pregnant and I want a mojito for everyone',
    "table of 4: one's pregnant, and we'll have mojitos",
  ])('the drinks may be theirs, or the reason is the guest\'s: every drink alcohol-free: %s', (request) => onlyAlcoholFree(request));

  test('two drinks counted off by "one" are still two drinks', async () => {
    const answer = await ask('two drinks: one with whiskey, one with gin');
    expect(answer.some((a) => /^For the first drink: /.test(a.reason))).toBe(true);
    expect(answer.some((a) => /^For the second drink: /.test(a.reason))).toBe(true);
  });
});
