import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { partyShares } from '../../src/ai/party';
import { ALCOHOL_FREE_IDS, demoBar, silentLog } from './fixtures';

/**
 * A party's order where one may not drink and the others may (ADR 52): each share answered on its own, the reasons
 * saying whom each drink is for; anything less than a clear split answered as one, the strictest way.
 */
const bar = demoBar();
const ask = (request: string) => recommendDrinks({ preferences: request }, bar, builtinEngine, silentLog());
const alcoholic = (ids: readonly string[]) => ids.filter((id) => !ALCOHOL_FREE_IDS.includes(id));

describe('a clear split: drinks for those who drink, alcohol-free ones for the one who does not', () => {
  test.each([
    ['a negroni for me and something fruity for my sister, she is pregnant', 'negroni', 'your sister'],
    ['one for me (on antibiotics, so nothing alcoholic) and a margarita for my husband', 'margarita', 'you'],
    ['four lagers for the lads and something for our designated driver', 'lager', 'the designated driver'],
    ['a stout for Aoife and a lime soda type thing for Ravi (he does not drink)', 'stout', 'Ravi'],
    ['2 aperol spritzes for the girls and one for the bride who is on antibiotics', 'aperol-spritz', 'the bride'],
  ])('%s', async (request, asked, whoNot) => {
    const answer = await ask(request);
    const ids = answer.map((a) => a.recipeId);
    expect(ids).toContain(asked);
    const forThem = answer.filter((a) => a.reason.startsWith(`For ${whoNot}, alcohol-free:`));
    expect(forThem.length).toBeGreaterThan(0);
    expect(alcoholic(forThem.map((a) => a.recipeId))).toEqual([]);
    // Every drink with alcohol is said to be for the others.
    for (const a of answer) if (!ALCOHOL_FREE_IDS.includes(a.recipeId)) expect(a.reason).toMatch(/^For (?:you and )?the others:/);
  });
});

describe('no clear split: the whole order answered the strictest way', () => {
  test.each([
    // A reason said of 'him' with another's drink among the others'.
    ["a beer for my son and something for me, he's 16"],
    // Reasons of two people.
    ["a margarita for me and something for Mina, she's pregnant. Also I'm 17"],
    // The guest's own reason, and no share asked for anyone else.
    ["I'm pregnant. a margarita please"],
    // The others' share not understood.
    ["something for me and a beer for my son, he's 16"],
  ])('%s', async (request) => {
    const ids = (await ask(request)).map((a) => a.recipeId);
    expect(ids.length).toBeGreaterThan(0);
    expect(alcoholic(ids)).toEqual([]);
  });

  test("someone else's reason with no drink asked for them is no share: 'my wife's pregnant, she has hers, something strong for me'", async () => {
    const answer = await ask("My wife's pregnant so she's on the mocktails, but for me: something strong");
    expect(alcoholic(answer.map((a) => a.recipeId)).length).toBe(answer.length);
    expect(answer.every((a) => !a.reason.startsWith('For '))).toBe(true);
  });
});

describe('the shares as read', () => {
  const afWords = (text: string) => /pregnant|antibiotics|driver|driving|does not drink|doesn't drink|nothing alcoholic|no alcohol|16/.test(text);
  test('the clause asking for the one who does not drink goes with their reason', () => {
    const shares = partyShares('a margarita for me and something citrusy for Mina, she is on antibiotics so no alcohol', afWords);
    expect(shares).toEqual({ drinking: 'a margarita for me', notDrinking: 'something citrusy for Mina, she is on antibiotics so no alcohol', notDrinkingLabel: 'Mina', drinkingFirst: true });
  });

  test('a request with no reason, or only reasons, is no party order', () => {
    expect(partyShares('a margarita for me and a mojito for Mina', afWords)).toBeNull();
    expect(partyShares("I'm pregnant, something alcohol-free for me, no alcohol", afWords)).toBeNull();
  });

  test('a request of many clauses is answered as one (bounded work)', () => {
    const long = Array.from({ length: 20 }, (_v, k) => `a beer for friend ${k}`).join(', ') + ', and something for our driver';
    expect(partyShares(long, afWords)).toBeNull();
  });
});
