import { recommendDrinks, safetyLayerOf } from '../../src/ai/bartender';
import { readRequest } from '../../src/ai/builtin';
import { withAfrikaansRead } from '../../src/ai/text';
import { ALCOHOL_FREE_IDS, answering, demoBar, guestAsks, silentLog } from './fixtures';

/**
 * The kinds the opened thirty-sixth request set (a Cape Town waterfront bar) found, in our own words: Afrikaans read
 * (its double 'nie' is one 'not'); isiZulu and isiXhosa, which the reader does not read, held to the strictest reading
 * (their 'no' is inside the verb, so a spirit named there may be the very thing refused); thousands said 'mil'; a 'no'
 * to a kind of drink taken back as a joke; a reason's first sentence too long for the notes left out whole.
 */
const bar = demoBar();
const { ask, ids, withItem } = guestAsks(bar);
const GIN = ['gin-london-dry', 'gin-alcohol-free'];

describe('Afrikaans is read: its double "nie" is one "not"', () => {
  test.each<[string, string[], string[]]>([
    ["Ek wil nie tequila hê nie, iets met gin asseblief", ['tequila-blanco'], ['gin-london-dry']],
    ['Geen rum nie asb, iets met gemmerbier', ['rum-white', 'rum-dark'], ['ginger-beer']],
    ['Ek hou nie van wodka nie... niks met vodka nie, iets met lemmetjie', ['vodka'], ['lime-juice', 'lime-wedges']],
  ])('%s', async (request, ruledOutItems, wished) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    const ruledOut = withItem(...ruledOutItems);
    for (const id of answer) expect(ruledOut).not.toContain(id);
    expect(withItem(...wished)).toContain(answer[0]);
  });

  test.each([
    'Ek drink nie vanaand nie, ek moet nog ry. Iets soets?',
    'Ek is swanger, iets verfrissend asseblief',
    'Ek is 17 jaar oud, wat kan ek kry?',
    'Geen alkohol nie, dankie. Iets koud',
  ])('a reason not to drink said in Afrikaans: only alcohol-free drinks (%s)', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test("an allergy said in Afrikaans ('allergies vir neute', 'geen eiers nie') leaves out every drink with it", async () => {
    const nuts = safetyLayerOf('Ek is allergies vir neute, iets met whisky', bar);
    expect(nuts.excludedIngredients.map((w) => w.join(' '))).toEqual(expect.arrayContaining(['amaretto', 'orgeat']));
    const answer = await ids('Geen eiers nie asseblief, ek wil iets suur hê');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('egg-white')).not.toContain(id);
  });

  test("the table is only for Afrikaans: English and Dutch keep their own words ('of', 'met', 'die')", () => {
    for (const said of ["I'd like one of your gin drinks, met a friend here", "Die Hard is on, a Dark 'n' Stormy please", 'Hebben jullie iets met vlierbloesem?']) {
      expect(withAfrikaansRead(said)).toBe(said);
    }
    expect(withAfrikaansRead("Ek wil nie gin hê nie")).toMatch(/\bi don't want gin\b/);
    expect(withAfrikaansRead('Geen vodka nie asseblief!')).toMatch(/^\s*no vodka please\s*!/);
  });
});

describe('isiZulu and isiXhosa, which the reader does not read, are held to the strictest reading', () => {
  test.each([
    ['Ngicela unganginiki i-rum. Ngifuna okuthile okune-gin', ['rum-white', 'rum-dark']],
    ['Ndicela ungandiniki i-tequila, ndifuna into ene-vodka', ['tequila-blanco']],
    ['Angiphuzi utshwala, ngicela isiphuzo', []],
  ])('%s: only drinks with no alcohol and none of the common allergens, and it says so', async (request, ruledOutItems) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) {
      expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
      expect(withItem(...ruledOutItems, 'egg-white')).not.toContain(a.recipeId);
    }
    expect(answer[0]!.reason).toMatch(/I could not read all of what you wrote/);
    // (Nothing it could not read is a sure match: the confidence says so.)
    for (const a of answer) expect(a.confidence).toBeLessThanOrEqual(0.3);
  });

  test("a model's pick of the spirit named in isiZulu is removed (the layer cannot tell a wish from a refusal there)", async () => {
    const answer = await recommendDrinks({ preferences: 'Ngicela unganginiki i-gin, ayingivumeli nhlobo' }, bar, answering(['gin-and-tonic', 'tom-collins', 'alcohol-free-spritz']), silentLog());
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(withItem(...GIN).filter((id) => !ALCOHOL_FREE_IDS.includes(id))).not.toContain(a.recipeId);
    for (const a of answer) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });
});

describe("thousands said 'mil' (Spanish, Portuguese) or 'mila' (Italian) beside money", () => {
  test("'15 mil pesos' is fifteen thousand pesos, never fifteen dollars", async () => {
    const limits = safetyLayerOf('Tengo unos 15 mil pesos para un trago', bar);
    // (Pesos are not converted: the less expensive half of the menu, and the answer says so.)
    expect(limits.maxPrice).toBeDefined();
    expect(limits.maxPrice!).toBeLessThan(15);
    const answer = await ask('Tengo unos 15 mil pesos para un trago');
    expect(answer[0]!.reason).toMatch(/cannot convert pesos/);
  });
  test("'20 mil' with no money beside it is no budget", () => {
    expect(safetyLayerOf('20 mil seguidores en mi cuenta, ¡algo con tequila!', bar).maxPrice).toBeUndefined();
  });
});

describe("a 'no' to a kind of drink taken back as a joke", () => {
  test.each([
    ["No, I don't want beer... just kidding! A lager please", 'lager'],
    ['no gin. jk, a gin and tonic', 'gin-and-tonic'],
    ["Nee, ek wil nie bier hê nie... grap! 'n Koue lager asseblief", 'lager'],
  ])('%s', async (request, first) => {
    expect((await ids(request))[0]).toBe(first);
  });
  test.each(["no alcohol... jk, a beer", 'allergic to nuts, just kidding, an amaretto sour', 'no egg jk, a whiskey sour'])(
    'a joke never lifts a no to alcohol or an allergy (%s)',
    async (request) => {
      const limits = safetyLayerOf(request, bar);
      expect(limits.alcoholFree || limits.excludedIngredients.length > 0).toBe(true);
      expect(readRequest(request, bar).understood).toBe(true);
    },
  );
});

describe("a reason's first sentence too long for the notes is left out whole, never cut into nothing", () => {
  test('the drink is still described, and no reason ends in a half sentence', async () => {
    const answer = await ask('Ngicela unganginiki i-gin, ayingivumeli nhlobo. Ngifuna okuthile okune-whisky');
    for (const a of answer) expect(a.reason).not.toMatch(/^No [^.]*-free\.\s/);
    expect(answer[0]!.reason).toMatch(/^Non-alcoholic|^[A-Z][a-z]+ [a-z]/);
  });
});

describe("'like X but with more kick' asks for another, stronger drink, never X itself", () => {
  test.each(['Something like an Aperol Spritz but with more punch', 'Iets zoals een Aperol Spritz maar met meer pit?', 'anything like an aperol spritz but with more of a kick'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.map((a) => a.recipeId)).not.toContain('aperol-spritz');
    expect(answer[0]!.reason).toMatch(/spirit-forward|strong/);
    expect(answer[0]!.reason).not.toMatch(/the original itself|the one you asked for/);
  });
  test("'a mojito but with more mint' is still the mojito, made as asked", async () => {
    expect((await ids('a mojito but with more mint'))[0]).toBe('mojito');
  });
});

test("Polish 'nie, nie jestem w ciąży' is no Afrikaans: its two 'nie' are left to the Polish reading", () => {
  const said = 'Nie, nie jestem w ciąży, koleżanka tylko pytała. Poproszę coś mocnego.';
  expect(withAfrikaansRead(said)).toBe(said);
});
