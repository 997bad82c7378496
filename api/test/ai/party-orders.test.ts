import { partyShares } from '../../src/ai/party';
import { ALCOHOL_FREE_IDS, guestAsks } from './fixtures';

/**
 * A party's order where one may not drink and the others may (ADR 52): each share answered on its own, the reasons
 * saying whom each drink is for; anything less than a clear split answered as one, the strictest way.
 */
const { ask, alcoholic } = guestAsks();

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
    // Every drink with alcohol is said to be for the others (or for the one other the guest named, when the guest does not
    // drink; or for the guest, when only the guest's drink was asked for beside that person's).
    for (const a of answer) if (!ALCOHOL_FREE_IDS.includes(a.recipeId)) expect(a.reason).toMatch(/^For (?:(?:you and )?the others|your husband|you):/);
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
    expect(shares).toEqual({ drinking: 'a margarita for me', notDrinking: 'something citrusy for Mina, she is on antibiotics so no alcohol', notDrinkingLabel: 'Mina', drinkingFirst: true, drinkingLabel: 'you' });
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

describe("a reviewer's inputs: a reason of more than one person, of another beside the guest, or with another limit, is no split", () => {
  test.each([
    ["a margarita for me (my husband is driving, I'm pregnant) and a beer for my husband"],
    ["a beer for my husband and something for me, I'm driving so neither of us is drinking"],
    ["a beer for my wife and something for me, I'm driving my pregnant wife home"],
    ["a margarita for my sister and something for me, I'm pregnant and so is my sister"],
    ["a beer for my husband, a mocktail for me, I'm on antibiotics and so is he"],
    ['a beer for me and something for her, both of us are pregnant'],
    ['a margarita for me and a mocktail for my sister, both of us are pregnant'],
    ['a beer for me, a wine for Tom, and something for Jo, two of us are driving'],
    ["a beer for me and a soda for my wife who is driving as I'm pregnant"],
    ['a pint for Tom and a lemonade for Mina since Tom is driving'],
    ["a beer for Tom and something for Mina, she's on antibiotics, Tom too"],
  ])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((a) => !a.reason.startsWith('For '))).toBe(true);
    // (The 0.5% beer is the most a driver's answer may hold; nothing stronger.)
    expect(alcoholic(answer.map((a) => a.recipeId)).filter((id) => id !== 'alcohol-free-beer')).toEqual([]);
  });

  test("another limit said with the reason holds for everyone: 'I'm pregnant so no egg for either of us'", async () => {
    const answer = (await ask('a whiskey sour for my husband and a mocktail for me, I\'m pregnant so no egg in anything for either of us')).map((a) => a.recipeId);
    expect(answer).not.toContain('whiskey-sour');
    expect(alcoholic(answer)).toEqual([]);
  });
});
