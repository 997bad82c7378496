import { recommendDrinks } from '../../src/ai/bartender';
import { availableProfiles, builtinEngine } from '../../src/ai/builtin';
import { understandRequest } from '../../src/ai/builtin/understand';
import { demoBar, silentLog, guestAsks } from './fixtures';

/** Similarity, idioms and other languages, as guests say them. */
const bar = demoBar();
const { top: top3 } = guestAsks(bar);
const menu = availableProfiles(bar);
// Not the shared `read` (readRequest): what the built-in engine understands against the menu's profiles.
const read = (text: string) => understandRequest(text, menu);

describe('like a drink, but different', () => {
  test("'like a Negroni but less bitter': the Boulevardier (another spirit, not a twin) leads; the Negroni is not offered", async () => {
    const got = await top3('like a negroni but less bitter');
    expect(got[0]).toBe('boulevardier');
    expect(got).not.toContain('negroni');
    for (const id of got) expect(['boulevardier', 'manhattan', 'americano', 'old-fashioned', 'aperol-spritz', 'mezcal-negroni']).toContain(id);
  });

  test("'not a mojito again': not the Mojito, but drinks like it", async () => {
    const got = await top3('not a mojito again, something else refreshing');
    expect(got).not.toContain('mojito');
    expect(got).toEqual(expect.arrayContaining(['daiquiri']));
  });

  test("'other than a mojito but the same vibe': drinks like the Mojito, not the Mojito nor its twin", async () => {
    const got = await top3('something other than a mojito but the same vibe');
    expect(got[0]).toBe('daiquiri');
    expect(got).not.toContain('mojito');
    expect(got).not.toContain('virgin-mojito');
  });

  test("'like an old fashioned but not whiskey': the variation that carries its name leads", async () => {
    const got = await top3('like an old fashioned but not whiskey');
    expect(got[0]).toBe('oaxaca-old-fashioned');
    for (const id of got) expect(['old-fashioned', 'bourbon-neat', 'manhattan', 'boulevardier', 'whiskey-sour', 'penicillin']).not.toContain(id);
  });

  test("'similar to a margarita' and 'I usually drink X, want something new' leave the named drink out", async () => {
    expect(await top3('similar to a margarita')).not.toContain('margarita');
    expect(await top3('I usually drink Aperol Spritz, want to try something new')).not.toContain('aperol-spritz');
  });
});

describe('idioms and occasions', () => {
  test("'hair of the dog' is understood: something light, a beer or a spritz", async () => {
    expect(read('hair of the dog').understood).toBe(true);
    expect((await top3('hair of the dog'))[0]).toMatch(/lager|ipa|aperol-spritz|prosecco-glass/);
  });

  test("'something to wake me up' is coffee", async () => {
    expect((await top3('something to wake me up'))[0]).toBe('espresso-martini');
  });

  test("chat spelling is not corrected into something else ('gimme' is not 'gomme' syrup)", () => {
    expect(read('gimme sumthin boozy n strong af').ingredients).toEqual([]);
    expect(read('gimme sumthin boozy n strong af').alcoholFree).toBe(false);
  });
});

describe('flavours and sugar in other languages', () => {
  test.each([
    ['etwas Bitteres mit Gin', 'bitter'],
    ['etwas Saures mit Whiskey', 'sour'],
    ['quelque chose de frais et mentholé', 'minty'],
    ['algo ahumado', 'smoky'],
    ['algo con burbujas', 'bubbly'],
    ['qualcosa con le bollicine', 'bubbly'],
  ])('%s: %s', (text, flavour) => {
    expect([...read(text).flavours.keys()]).toContain(flavour);
  });

  test.each(['sem açúcar', 'sans sucre', 'ohne Zucker', 'senza zucchero', 'sin azúcar'])('%s: no sugar is a constraint', (text) => {
    expect(read(text).excludedIngredients).toContainEqual(['sugar']);
    expect(read(text).excludedIngredients).toContainEqual(['syrup']);
  });
});

describe('a mocktail is a cocktail for an alcohol-free guest', () => {
  test("'an alcohol-free cocktail' is not told that none is a cocktail, and gets mixed drinks, not the beer", async () => {
    const recs = await recommendDrinks({ preferences: 'an alcohol-free cocktail please' }, bar, builtinEngine, silentLog());
    expect(recs[0]!.reason).not.toMatch(/^No /);
    expect(recs.slice(0, 3).map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
  });

  test("'un cóctel sin alcohol': a cocktail in Spanish, mixed and alcohol-free", async () => {
    expect(read('un cóctel sin alcohol y refrescante').categories).toContain('cocktail');
    expect(await top3('un cóctel sin alcohol y refrescante')).not.toContain('alcohol-free-beer');
  });

  test('a guest who did not ask for alcohol-free gets real cocktails for a cheap cocktail', async () => {
    for (const id of await top3('cheap cocktail, nothing over 12')) expect(['shirley-temple', 'elderflower-fizz', 'virgin-mojito']).not.toContain(id);
  });

  test.each([
    ['una cerveza', 'beer'],
    ['une bière', 'beer'],
    ['ein Bier', 'beer'],
    ['un vinho', 'wine'],
  ])('%s: %s', (text, kind) => expect(read(text).categories).toContain(kind));
});

test.each([
  ['algo con pomelo', 'paloma'],
  ['etwas mit Himbeere', 'clover-club'],
])('fruit in other languages: %s', async (text, id) => {
  expect((await top3(text))[0]).toBe(id);
});

describe('more occasions, and everyday words left as they are', () => {
  test.each(['something for a first date', 'girls night out', 'a drink to sip by the fire', 'after work drink', 'game day', 'Sunday afternoon', 'apres ski', 'Christmas drink', 'a sundowner', 'happy hour', 'we just got married, a wedding toast'])(
    '%s is understood',
    (text) => expect(read(text).understood).toBe(true),
  );

  test("'happy hour' is not 'hoppy' (bitter), and 'by the fire' is a rich, strong sipper", async () => {
    expect(read('happy hour').flavours.has('bitter')).toBe(false);
    for (const id of await top3('a drink to sip by the fire')) expect(['manhattan', 'old-fashioned', 'bourbon-neat', 'islay-single-malt-neat', 'boulevardier', 'dark-n-stormy', 'sidecar']).toContain(id);
  });
});
