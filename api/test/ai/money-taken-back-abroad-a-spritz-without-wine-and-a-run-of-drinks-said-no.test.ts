import { demoBar, guestAsks, ALCOHOL_FREE_IDS } from './fixtures';

/**
 * Classes of the New York and Alps testers, in our own words and the six languages:
 * - A price limit taken back for another said at once ('Max 10 Euro – ach was, 15', 'máximo 10 dólares... bueno,
 *   mejor 15', 'massimo 10 euro, anzi 15', 'na verdade 15'): the last is the limit.
 * - A drink liked whose alcohol is ruled out ('like a spritz but without wine', 'ein Spritz aber ohne Wein'): the
 *   alcohol-free one of its kind comes first, and the answer says why the drink itself is out.
 * - One no sign before a run of drinks' emoji ('🤰🚫🍸🍷🍺'): a no to each of them, never a wish for the wine; the answer
 *   invents no wish.
 */
const bar = demoBar();
const { ask, ids, read } = guestAsks(bar);

describe('a price limit taken back for another said at once', () => {
  test.each([
    ['Max 10 Euro – ach was, 15 Euro, was Fruchtiges', 15],
    ['max 10€... non, 15€, un truc fruité', 15],
    ['algo afrutado, máximo 10 dólares... bueno, mejor 15', 15],
    ['qualcosa di fruttato, massimo 10 euro, anzi 15', 15],
    ['algo frutado, no máximo 10 euros, na verdade 15', 15],
    ['something fruity under $10 — ok wait make that under $12', 11.99],
  ])('%s', (request, limit) => {
    expect(read(request).maxPrice).toBe(limit);
  });
  test('one limit said once stays', () => {
    expect(read('under 10 dollars, something sweet').maxPrice).toBe(9.99);
  });
});

describe("a drink liked whose alcohol is ruled out: its kind's alcohol-free one first", () => {
  test.each(['like a spritz but without wine', 'ein Spritz aber ohne Wein'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe('alcohol-free-spritz');
    expect(answer[0]!.reason).toMatch(/^The Aperol Spritz has Prosecco/);
  });
  test("a drink we are out of ('a hugo spritz'): one of its kind by another make first", async () => {
    const answer = await ask('a hugo spritz');
    expect(answer[0]!.recipeId).toBe('aperol-spritz');
    expect(answer[0]!.reason).toMatch(/^The Hugo Spritz is not available right now/);
  });
  test("'something other than an Aperol Spritz' is no call for its alcohol-free kin", async () => {
    expect((await ids("Anything other than an Aperol Spritz — I've had four today"))).not.toContain('alcohol-free-spritz');
  });
  test('a drink liked and allowed is still itself first, its alcohol-free kin not pushed up', async () => {
    const answer = await ids('something like an aperol spritz');
    expect(answer[0]).toBe('aperol-spritz');
    expect(answer.slice(0, 3)).not.toContain('alcohol-free-spritz');
  });
});

describe('one no sign before a run of drinks', () => {
  test('🤰🚫🍸🍷🍺: alcohol-free drinks, no wine wished', async () => {
    const answer = await ask('🤰🚫🍸🍷🍺');
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) {
      expect(ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer')).toContain(a.recipeId);
      expect(a.reason).not.toMatch(/\bis a (?:wine|beer)\b|so here is the closest/i);
    }
  });
  test('a sign after a drink says no to that drink only once', () => {
    expect(read('🍷❌ something fruity').excludedCategories).toContain('wine');
  });
});
