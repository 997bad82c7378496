import { recommendDrinks } from '../../src/ai/bartender';
import { readRequest, wordKinds } from '../../src/ai/builtin';
import { strictestReading } from '../../src/ai/safety';
import { ALCOHOL_FREE_IDS, demoBar, silentLog, guestAsks } from './fixtures';

/**
 * The classes of `eval/dev-unread-recommendations.json`: requests the reader used to leave unread. Each is read
 * now, and answered with the menu's drinks that fit; what it rules out holds whatever engine answers.
 */
const bar = demoBar();
const { top, everything } = guestAsks(bar);

describe('classics not on the menu and characters are answered with the closest drinks', () => {
  test.each([
    ['do you have anything like a Sazerac?', ['old-fashioned', 'manhattan', 'boulevardier']],
    ['a Vesper, shaken', ['dry-martini']],
    ['White Russian?', ['espresso-martini']],
    ['can I get a Bellini', ['prosecco-glass', 'aperol-spritz', 'french-75']],
    ['a Gimlet, or the closest thing', ['tom-collins', 'gin-and-tonic', 'clover-club', 'french-75', 'daiquiri']],
    ['feeling very James Bond tonight', ['dry-martini']],
    ['Carrie Bradshaw vibes please', ['cosmopolitan']],
  ])('%s', async (request, closest) => {
    expect(readRequest(request, bar).understood).toBe(true);
    expect(closest).toContain((await top(request))[0]);
  });
});

describe("a beer or a glass of wine in the six languages' bar words", () => {
  test.each([
    ['ein kühles Blondes, bitte', 'lager'],
    ['una caña, por favor', 'lager'],
    ['un demi svp', 'lager'],
    ['uma loira gelada', 'lager'],
    ['a pint of the black stuff', 'stout'],
    ['un ballon de rouge', 'house-red-wine'],
    ['una copa de tinto', 'house-red-wine'],
    ['um copo de branco', 'house-white-wine'],
    ['un calice di bianco', 'house-white-wine'],
  ])('%s: %s first', async (request, first) => {
    expect((await top(request, 1))[0]).toBe(first);
  });

  test("'tequila blanco' stays the spirit, not a white wine", async () => {
    expect(await top('algo con tequila blanco')).not.toContain('house-white-wine');
  });
});

describe('heat said as a feeling or a temperature asks for something refreshing; a temperature is never a price', () => {
  test.each(["it's 35 degrees out and I'm dying", 'hace un calor tremendo', 'es ist so heiß heute', 'che caldo stasera', 'melting here'])('%s', async (request) => {
    expect(readRequest(request, bar).flavours.get('refreshing') ?? 0).toBeGreaterThan(0.5);
  });

  test.each(["it's 12 degrees, something warming", 'only 9° outside, a whisky', 'hace 11 grados, algo caliente'])('%s: no price limit', (request) => {
    const reading = readRequest(request, bar);
    expect(reading.maxPrice).toBeUndefined();
    expect(strictestReading(request, reading, bar.inventory, wordKinds(bar), bar.recipes).constraints.maxPrice).toBeUndefined();
  });
});

describe('ages and almond allergies in the other languages', () => {
  test.each(['bin 16 und will was Cooles', "j'ai 15 ans, un truc sympa"])('%s: not even a trace, whatever engine answers', async (request) => {
    expect(readRequest(request, bar)).toMatchObject({ alcoholFree: true, noAlcoholTrace: true });
    const answer = await recommendDrinks({ preferences: request }, bar, everything, silentLog());
    for (const d of answer) expect(ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer')).toContain(d.recipeId);
  });

  test.each(['Sono allergico alle mandorle', 'alérgico a las almendras, algo dulce', 'allergisch gegen Mandeln', 'allergique aux amandes', 'tenho alergia a amêndoas'])(
    '%s: read, and no almond drink from any engine',
    async (request) => {
      expect(readRequest(request, bar).understood).toBe(true);
      const answer = await recommendDrinks({ preferences: request }, bar, everything, silentLog());
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(['amaretto-sour', 'mai-tai', 'pina-colada']).not.toContain(d.recipeId);
    },
  );
});

test("'dealer's choice' is an open request, understood", () => {
  expect(readRequest("dealer's choice", bar).understood).toBe(true);
  expect(readRequest('bartender’s choice', bar).understood).toBe(true);
});
