import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * A new driver, held to no alcohol at all on the road (P plates, L plates, a probationary licence, Germany's Probezeit
 * and 'null Promille'), and the teetotaller's 'I don't touch the stuff' are reasons for every engine; wine asked for by
 * its grape or region ('a sauvignon', 'a rioja') and beer 'on tap' are read (ADR 65).
 */
const bar = demoBar();
const { top, onlyAlcoholFree, both } = guestAsks(bar);

describe('a new driver or a teetotaller gets no alcohol, from every engine', () => {
  test.each([
    'on my P plates, something fruity',
    'red Ps so zero for me',
    'L plates still, something nice',
    'just got my probationary licence, something fruity',
    'hab Führerschein erst seit 1 Woche, null Promille',
    'Probezeit, also was ohne',
    "I don't touch the stuff, love. What else is there?",
    'never touch a drop, something sweet',
  ])('%s', async (request) => {
    await onlyAlcoholFree(request);
    const [, all] = await both(request);
    for (const drink of all!) expect(ALCOHOL_FREE_IDS).toContain(drink.recipeId);
  });

  test("'apple plates?' and 'help me plate up' are no new driver", async () => {
    const [builtin] = await both('apple plates? something fruity');
    expect(builtin!.some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
  });
});

describe('wine by its grape or region, beer on tap', () => {
  test.each([
    ['a sauvignon please', 'house-white-wine'],
    ['a sauv blanc', 'house-white-wine'],
    ['a rioja', 'house-red-wine'],
    ['a cab sav', 'house-red-wine'],
  ])('%s: %s', async (request, id) => {
    expect(await top(request, 1)).toEqual([id]);
  });

  test("'what's on tap' answers beers", async () => {
    for (const id of await top("what's on tap", 2)) expect(['lager', 'ipa', 'stout']).toContain(id);
  });
});

describe("'no spirits, only beer or wine': no cocktail either, from every engine", () => {
  test.each([
    ["I don't drink spirits, only beer or wine. what's good with a sunset?", ['beer', 'wine']],
    ["I don't drink alcohol, except wine. A glass of something please.", ['wine']],
  ] as const)('%s', async (request, kinds) => {
    for (const answer of await both(request)) {
      expect(answer.length).toBeGreaterThan(0);
      for (const drink of answer) expect(kinds as readonly string[]).toContain(bar.recipes.find((r) => r.id === drink.recipeId)!.category);
    }
  });
});
