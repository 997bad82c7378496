import { demoBar, guestAsks } from './fixtures';

/**
 * Said on a campus night, in our own words:
 * - An age to come ('im 21 in 3 days lol', '21 in 2 weeks, one beer?', 'turning 21 tmrw', '21 at midnight'): alcohol-free (not yet of age)
 *   and never also read as a price limit of $21 ('$21.00 or less' in every reason). A price said with its money
 *   ('under 21 bucks') is still one.
 * - 'Something girly', 'a girl drink': fruity, sweet and pink in the glass, as a bartender takes it, not 'I could not
 *   tell'; 'pretty' is no such wish ('pretty strong please').
 */
const bar = demoBar();
const { ask, onlyAlcoholFree, priceOf, ids } = guestAsks(bar);

describe('an age to come is no price', () => {
  test.each([['im 21 in 3 days lol'], ['21 in 2 weeks, one beer?'], ['21 next week, a beer?'], ['turning 21 tmrw, something fruity'], ['21st bday tmrw, shots?'], ['21 at midnight, a beer?'], ['21 this weekend lol'], ['21 in 2 wks, a beer?']])('%s', async (request) => {
    await onlyAlcoholFree(request);
    for (const answer of await ask(request)) expect(answer.reason).not.toMatch(/\$21\.00/);
  });

  test('a price said with its money is still one: under 21 bucks', async () => {
    const answer = await ask('under 21 bucks');
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(priceOf(a.recipeId)).toBeLessThan(21);
    expect(answer[0]!.reason).toMatch(/under \$21\.00/);
  });
});

describe('a girly drink', () => {
  test.each([['somethin girly'], ['something girly pls'], ['a girl drink for my bestie']])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.reason).not.toMatch(/could not tell/);
    expect(answer.slice(0, 3).every((a) => /fruity/.test(a.reason))).toBe(true);
  });

  test("'pretty' as a word of degree is no such wish: pretty strong please", async () => {
    const answer = await ask('pretty strong please');
    expect(answer.slice(0, 3).every((a) => /spirit-forward/.test(a.reason))).toBe(true);
    expect(await ids('pretty strong please')).not.toContain('shirley-temple');
  });
});
