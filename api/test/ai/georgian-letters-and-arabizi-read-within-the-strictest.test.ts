import { demoBar, guestAsks } from './fixtures';

/**
 * The classes of the opened fortieth set still not understood, in our own words: Georgian in its letters and Arabic in
 * Latin letters with digits (Arabizi) are read for what fits, and stay held to the strictest answer (ADR 62).
 */
const bar = demoBar();
const { ask, top, offersNoneOf, onlyZeroAlcohol, capOf } = guestAsks(bar);

describe('Georgian letters are read within the strictest answer', () => {
  test.each([
    'ტკბილი რამე, ოღონდ არაყი არა',
    'ორი ლუდი და ერთი რამე მაგარი ჩემთვის',
    'ჭაჭა გაქვთ? თუ არა, რამე მსგავსი, მაგარი.',
  ])('%s: no alcohol at all, whatever is asked for', async (request) => onlyZeroAlcohol(request));

  test("'ტკბილი რამე' (something sweet) puts the sweetest safe drink first", async () => {
    expect(await top('ტკბილი რამე, ოღონდ არაყი არა', 1)).toEqual(['shirley-temple']);
  });

  test('an allergy said in it is read: no nuts, and it is said', async () => {
    await offersNoneOf('ფისტაზე ალერგია მაქვს. რამე ტკბილი კოქტეილი ხომ არ გაქვთ?', ['orgeat-syrup', 'amaretto', 'coconut-cream']);
  });

  test('a thing ruled out after it (გარეშე: without) is left out', async () => {
    await offersNoneOf('რამე ცივი, პიტნის გარეშე', ['mint-leaves']);
  });

  test("chacha, Georgia's grape spirit, is named as missing", async () => {
    expect((await ask('ჭაჭა გაქვთ? თუ არა, რამე მსგავსი, მაგარი.'))[0]!.reason).toMatch(/Chacha/);
  });

  test("'20 ლარამდე' (up to 20 lari) is a limit in lari", async () => {
    expect(capOf('20 ლარამდე რამე ცივი')).toBe(20);
  });

  test('the answer quotes the first words it could not read, whole', async () => {
    expect((await ask('უალკოჰოლო რამე გაქვთ? ხვალ საჭესთან ვარ'))[0]!.reason).toContain("('უალკოჰოლო რამე გაქვთ')");
  });
});

describe('Arabizi (Arabic in Latin letters with digits) is read within the strictest answer', () => {
  test.each([
    'salam, 3ndkom shi bdoon ko7ol? abi shi 7elw w mlawan lel sowar',
    'mesh 3ayez 7aga 7elwa awi, bs mesh morra bardo',
    'abi shi qawi w 7amed',
    'ana 7amel, abi shi bared',
  ])('%s: no alcohol at all, none of the common allergens', async (request) => onlyZeroAlcohol(request));

  test("'shi 7elw w mlawan' (something sweet and colourful) puts the Shirley Temple first", async () => {
    expect(await top('salam, 3ndkom shi bdoon ko7ol? abi shi 7elw w mlawan lel sowar', 1)).toEqual(['shirley-temple']);
  });

  test("'mesh 3ayez 7aga 7elwa awi' (nothing too sweet) does not put the sweetest first", async () => {
    expect(await top('mesh 3ayez 7aga 7elwa awi, bs mesh morra bardo', 1)).not.toEqual(['shirley-temple']);
  });

  test('without a word of its own with a digit, a request is read as before: a table number is no Arabizi', async () => {
    expect(await top('table 7 please, two mojitos', 1)).toEqual(['mojito']);
  });
});

describe("the Piña Colada asked for with a slip in its second word is still the Piña Colada, which the bar cannot make now", () => {
  test.each(['pina colda?', 'a pina collada please', 'pinacolda', 'piña coloda'])('%s', async (request) => {
    expect((await ask(request))[0]!.reason).toMatch(/Piña Colada .*coconut cream/);
  });
});
