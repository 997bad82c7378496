import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Two classes found while checking last session's leftovers:
 *
 * A Cyrillic or Greek letter that passes for a Latin one, typed inside a Latin word (a phone's second keyboard, or a
 * guest trying the reader): the word is read as it looks, its limit kept, with no 'I could not read' and no answer held
 * to every allergen. A word wholly in another script the reader does not read is still answered the strictest way.
 *
 * Not drinking said with when ('I don't drink these days', 'i dont drink rn', 'not on weeknights', 'I don't really
 * drink', Greek 'δεν πίνω σήμερα'): alcohol-free, as 'I don't drink tonight' was; one thing not drunk ('I don't drink
 * gin') stays that thing ruled out, and drinking little ('I don't drink much') no limit.
 */
const bar = demoBar();
const { ask, ids, holds, onlyAlcoholFree } = guestAsks(bar);

describe('a look-alike letter inside a Latin word is the letter it passes for', () => {
  test.each([
    ['n\u043e alcohol pls'],
    ["I'm \u0440regnant"],
    ['I\u2019m driving, n\u03bf alcohol'],
  ])('a limit said with one is kept, and read: %s', async (request) => {
    await onlyAlcoholFree(request);
    for (const answer of await ask(request)) expect(answer.reason).not.toMatch(/could not read/);
  });

  test.each([
    ['no v\u043edka please, something sour', 'vodka'],
    ['no v\u03bfdka please, something sour', 'vodka'],
    ['nothing with g\u0456n, something citrusy', 'gin-london-dry'],
  ])('a thing ruled out with one is ruled out, and the wish is answered: %s', async (request, item) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect([a.recipeId, holds(a.recipeId, item)]).toEqual([a.recipeId, false]);
    expect(answer.some((a) => /tart|citrus/.test(a.reason) && !ALCOHOL_FREE_IDS.includes(a.recipeId))).toBe(true);
  });

  test('a sentence wholly in a script the reader does not read is still answered the strictest way', async () => {
    const request = 'something sour, \u0565\u057d \u0579\u0565\u0574 \u056d\u0574\u0578\u0582\u0574';
    await onlyAlcoholFree(request);
    expect((await ask(request))[0]!.reason).toMatch(/could not read/);
  });
});

describe('not drinking said with when', () => {
  test.each([
    ["something sour, i dont drink these days"],
    ['something sour, i dont drink rn'],
    ["something sour, i don't drink nowadays"],
    ["something sour, i don't drink on weeknights"],
    ['something sour, i dont drink at the moment'],
    ['something sour, i dont really drink'],
    ["something sour, we don't drink lately"],
    ["something sour, i don't drink either"],
    ['ich trink nimmer, was Fruchtiges'],
    ['i trink nimmer'],
    ['something sour, \u03b4\u03b5\u03bd \u03c0\u03af\u03bd\u03c9 \u03c3\u03ae\u03bc\u03b5\u03c1\u03b1'],
  ])('%s', async (request) => {
    await onlyAlcoholFree(request);
  });

  test("one thing not drunk is that thing ruled out, not every drink: something sour, i don't drink gin", async () => {
    const answer = await ids("something sour, i don't drink gin");
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
    for (const id of answer) expect(holds(id, 'gin-london-dry')).toBe(false);
  });

  test("drinking little is no limit: something sour, i don't drink much", async () => {
    const answer = await ids("something sour, i don't drink much");
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
});

describe("'ion', I don't as typed in the South and online", () => {
  test('ion drink, something fruity', async () => {
    await onlyAlcoholFree('ion drink, something fruity');
  });

  test('ion like gin', async () => {
    const answer = await ids('ion like gin');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(holds(id, 'gin-london-dry')).toBe(false);
  });
});
