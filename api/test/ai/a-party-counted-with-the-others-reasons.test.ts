import { demoBar, guestAsks, ALCOHOL_FREE_IDS } from './fixtures';

/**
 * A party counted ('there are 3 of us', 'somos 3', 'we're 4'), the guest's own drink asked for, and the others'
 * reasons not to drink said with no drink asked for them ('my friend is pregnant and Pedro is driving'): the guest's
 * drinks, and alcohol-free ones for the others at the table, each reason saying whom it is for (the classes of the
 * last São Paulo and Paris testers, in our own words). With a child or a minor at the table, every drink stays
 * alcohol-free; with the guest's own reason, the guest's drinks do too.
 */
const bar = demoBar();
const { ask, onlyAlcoholFree } = guestAsks(bar);

describe("the guest's drink, and alcohol-free ones for the others at the table", () => {
  test.each([
    ['there are 3 of us: a negroni for me, my friend is pregnant and Pedro is driving', 'negroni'],
    ['somos 3: eu quero caipirinha, minha amiga tá grávida e o Pedro tá dirigindo', 'caipirinha'],
    ['somos 4, mi novia está embarazada, para mí un mojito', 'mojito'],
    ["we're 4, my wife is pregnant, a margarita for me", 'margarita'],
    ['we are 2, my wife is driving, I will have an IPA', 'ipa'],
  ])('%s', async (request, own) => {
    const answer = await ask(request);
    const mine = answer.find((a) => a.recipeId === own);
    expect(mine?.reason).toMatch(/^For you: /);
    const theirs = answer.filter((a) => /^For the others at your table, alcohol-free: /.test(a.reason));
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of theirs) expect(ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer')).toContain(a.recipeId);
  });
});

describe('when the drinks may be theirs or the guest has a reason, every drink stays alcohol-free', () => {
  test.each([
    "we're 3, my son is 12, a beer for me",
    'there are 3 of us, my daughter is 17 and my wife is driving, a margarita for me',
    "there are 3 of us, my friend is driving and I'm pregnant, a negroni for me",
  ])('%s', (request) => onlyAlcoholFree(request));
});
