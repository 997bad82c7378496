import { demoBar, guestAsks, ALCOHOL_FREE_IDS } from './fixtures';

/**
 * Pregnancy and not drinking as Britain and Ireland say them (our own cases of the class the seventy-second request
 * brief names, written before its set was run; the set's cases unread): 'up the duff', 'knocked up', 'in the family way',
 * 'in the pudding club' are pregnant (0.0% drinks only, the Cosmopolitan was offered); 'off it for Lent' is not drinking.
 * 'Off it' of a thing named ('Skip the rum, I've been off it', 'take the lime off it') is no such thing.
 */
const bar = demoBar();
const { ids, holds, onlyZeroAlcohol, onlyAlcoholFree } = guestAsks(bar);

describe('pregnant, as Britain and Ireland say it', () => {
  test.each(['up the duff, something fruity', 'knocked up lol, something fruity', 'in the family way, something fruity', "I'm in the pudding club, something fruity"])('%s', (request) =>
    onlyZeroAlcohol(request),
  );
});

describe("not drinking: 'off it'", () => {
  test.each(['off it for Lent lads', "I'm off it for January, what's good", "I'm off it, something nice", "been off it since June, what's good"])('%s', (request) => onlyAlcoholFree(request));
  test("'off it' after a thing named is off that thing: 'Skip the rum for me, I've been off it since Cancún'", async () => {
    const answer = await ids("Skip the rum for me, I've been off it since Cancún");
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
    for (const id of answer) expect(holds(id, 'rum-white', 'rum-dark')).toBe(false);
  });
  test("'take the lime off it, a gin and tonic' is no reason not to drink", async () => {
    const answer = await ids('take the lime off it, a gin and tonic');
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
});

/**
 * Québec's words (our own cases of the class the seventy-sixth request brief names; the set's cases unread): 'ma blonde'
 * and 'mon chum' are a girlfriend and a boyfriend, whose reason is theirs when the guest orders ('ma blonde est enceinte
 * pis moi j'veux une IPA'); 'une blonde', 'une pinte de blonde' are a lager.
 */
describe("Québec's girlfriend, boyfriend and blonde beer", () => {
  test.each([
    ["ma blonde est enceinte pis moi j'veux une IPA", 'ipa'],
    ["mon chum conduit à soir, moi j'prends un negroni", 'negroni'],
    ['une blonde stp', 'lager'],
    ['une pinte de blonde', 'lager'],
  ])('%s', async (request, first) => {
    expect((await ids(request))[0]).toBe(first);
  });
});
