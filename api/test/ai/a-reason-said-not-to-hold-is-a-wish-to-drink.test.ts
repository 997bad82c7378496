import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * A reason not to drink that the guest says does not hold for them ('not driving tonight', 'pregnant? no.', 'sober
 * october but it's november now') tells the bartender they drink: the answer has drinks with alcohol, and never quotes
 * the reason back. A reason that does hold, for the guest or for the one the drink is for, still gets no alcohol.
 */
const bar = demoBar();
const { ask, ids, top, onlyAlcoholFree, onlyZeroAlcohol, both } = guestAsks(bar);
const alcoholic = (answer: readonly string[]) => answer.filter((id) => !ALCOHOL_FREE_IDS.includes(id));

describe('a reason said not to hold', () => {
  test.each([
    "I'm not driving tonight",
    'Not driving tonight, the shuttle bus takes us back — so go on, something proper',
    'pregnant? no. driving? no. antibiotics? no. so: TEQUILA 🌵',
    'sober october but its november now 😂 gimme a negroni-type thing',
    "dry jan's over, it's feb now. something good",
    "doc says I'm off the meds now and CAN drink again, whiskey please",
  ])('%s: drinks with alcohol, and no reason quoted back', async (request) => {
    const answer = await ask(request);
    expect(alcoholic(answer.map((d) => d.recipeId)).length).toBeGreaterThanOrEqual(2);
    for (const drink of answer) expect(drink.reason).not.toMatch(/You mentioned|could not tell|to be safe/);
  });

  test("'pregnant? no. ... so: TEQUILA' answers tequila", async () => {
    expect(await top('pregnant? no. driving? no. antibiotics? no. so: TEQUILA 🌵', 1)).toEqual(['paloma']);
  });
});

describe('a reason that holds still gets no alcohol, from every engine', () => {
  test.each([
    "I'm not driving but my friend is, something for her",
    'pregnant? yes, sadly. something sweet',
    'driving? no. pregnant? yes.',
    "I'm not driving, I'm pregnant though. something sweet",
    'sober october and it is october, something nice',
    "I'm off the meds but still on antibiotics, gin",
    "I can't drink again until friday",
    "can't drink till monday, something fun",
    'I cannot drink this week',
    "not allowed to drink at the moment, what's good?",
  ])('%s', async (request) => {
    await onlyAlcoholFree(request);
    const [, all] = await both(request);
    for (const drink of all!) expect(ALCOHOL_FREE_IDS).toContain(drink.recipeId);
  });

  test("'I'm not driving tonight, I'm 17': a minor, no alcohol at all", async () => onlyZeroAlcohol("I'm not driving tonight, I'm 17"));

  test("'nuts? no.' is a no to nuts, not a reason lifted", async () => {
    const answer = await ids('nuts? no. something sweet');
    expect(answer).not.toContain('mai-tai');
    expect(answer).not.toContain('amaretto-sour');
  });
});

describe("a 'not' said not to be is a reason that holds", () => {
  test.each([
    "No way I'm not the one driving tonight.",
    "no way I'm not driving, something for me",
    "there's no way I'm not the designated driver",
    "it's not like I'm not pregnant lol",
  ])('%s: no alcohol, from every engine', async (request) => {
    await onlyAlcoholFree(request);
    const [, all] = await both(request);
    for (const drink of all!) expect(ALCOHOL_FREE_IDS).toContain(drink.recipeId);
  });
});
