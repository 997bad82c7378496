import { safetyLayerOf } from '../../src/ai/bartender';
import { plainGuestText } from '../../src/ai/text';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of the classes the opened Cape Town set showed: kin and a drink as South Africa, Nigeria and London say
 * them ('my boet is 17', 'no dop for him'); a doctor who said no to one thing and yes to a drink; beers and ciders from
 * home by their names; a slip as near to a drink of the menu as to a word it does not pour.
 */
const bar = demoBar();
const { ask, ids, read } = guestAsks(bar);

describe('kin and a drink said as at home', () => {
  test.each([
    ['my boet is 17 so no dop for him', 'my brother is 17 so no drink for him'],
    ['me bruv is driving', 'my brother is driving'],
    ['my lil sis is 16', 'my lil sister is 16'],
    ['our laaitie is 12', 'our kid is 12'],
    ["I'm in China for work, my china is here", "I'm in China for work, my friend is here"],
    ['a dop is fine', 'a drink is fine'],
  ])('%s is read as %s', (said, read) => {
    expect(plainGuestText(said)).toBe(read);
  });

  test.each([
    "my boet is 17 so no dop for him obvs. he wants something that looks like a proper cocktail so he doesn't look like a laaitie",
    'my sussie is 16, something pink for her',
    'me bredda is 15, get him something sweet',
  ])('%s: a minor said with a word of home is a minor: only alcohol-free drinks', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test("'a bra' alone is no brother, and 'bro' said to the bartender is no one at the table", async () => {
    expect(plainGuestText('bro, a negroni please')).toBe('bro, a negroni please');
    expect((await ids('bro, a negroni please'))[0]).toBe('negroni');
  });
});

describe('a doctor who said no to one thing and yes to a drink', () => {
  test("'Doc says no grapefruit with my cholesterol pills, but a dop is fine. Something with tequila?': tequila drinks, none with grapefruit", async () => {
    const answer = await ask('Doc says no grapefruit with my cholesterol pills, but a dop is fine. Something with tequila?');
    expect(answer[0]!.recipeId).toMatch(/tequila|margarita|oaxaca/);
    expect(answer.map((a) => a.recipeId)).not.toContain('paloma');
    expect(answer[0]!.reason).toMatch(/allowed a drink/);
  });

  test.each(['No doctor says a drink is fine with my pills, something with tequila?', 'my doctor says no alcohol with these pills, but a mocktail is fine'])('%s: still alcohol-free', async (request) => {
    for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test('never beside a pregnancy', () => {
    expect(safetyLayerOf("I'm pregnant. Doc says no soft cheese, but a drink is fine", bar).alcoholFree).toBe(true);
  });
});

describe('beers and ciders from home, by their names', () => {
  test("'something like a Castle Lite but a bit fancier': beers, and the Castle Lite said to be one we do not carry", async () => {
    const answer = await ask('Something like a Castle Lite but a bit fancier?');
    expect(read('Something like a Castle Lite but a bit fancier?').understood).toBe(true);
    expect(['lager', 'ipa', 'stout']).toContain(answer[0]!.recipeId);
    expect(answer[0]!.reason).toMatch(/Castle Lite/);
  });

  test("'anything like a Savanna Dry?': a cider we do not have, said, and the closest offered", async () => {
    const answer = await ask('Got anything like a Savanna Dry? crisp n appley');
    expect(answer[0]!.reason).toMatch(/Savanna Dry is not on our menu/);
  });

  test("'Una get Chapman? no alcohol at all': red, fruity and fizzy, alcohol-free, the Chapman said to be missing", async () => {
    const answer = await ask("Abeg I'm on the wagon, no alcohol at all. Una get Chapman? Something red and fizzy like that");
    expect(answer[0]!.recipeId).toBe('shirley-temple');
    expect(answer[0]!.reason).toMatch(/Chapman is not on our menu/);
    for (const a of answer) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });
});

describe('a slip as near to a drink of the menu as to a word it does not pour', () => {
  test("'a nigroni or a bully vardier' is the Negroni or the Boulevardier", async () => {
    const answer = await ids("I'd love a nigroni or a bully vardier");
    expect(answer.slice(0, 3)).toEqual(expect.arrayContaining(['negroni', 'boulevardier']));
  });

  test("'a nigroni' alone is the Negroni, never a tie left unread", () => {
    expect(read('a nigroni please').drinks.flatMap((d) => d.ids)).toContain('negroni');
  });
});

describe('fresh citrus muddled is its juice, to likeness', () => {
  test("'something like a caipirinha' (lime wedges and sugar): the Daiquiri (lime juice and sugar) is close to it", async () => {
    const answer = await ask('something like a caipirinha');
    expect(answer[1]!.recipeId).toBe('daiquiri');
    expect(answer[1]!.reason).toMatch(/close to the Caipirinha/);
  });

  test.each(['something like a caipirinha but with tequila', 'Tem alguma coisa parecida com uma caipirinha mas com tequila?'])('%s: the Margarita first', async (request) => {
    expect((await ids(request))[0]).toBe('margarita');
  });
});

describe("Afrikaans 'moenie ... gee nie'", () => {
  test("'Nie 'n bier nie, en ook nie wyn nie, maar moenie vir my 'n soet cocktail gee nie': no beer, no wine, nothing sweet", async () => {
    const request = "Nie 'n bier nie, en ook nie wyn nie, maar moenie vir my 'n soet cocktail gee nie asseblief";
    expect(read(request).avoidFlavours.has('sweet')).toBe(true);
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(['lager', 'ipa', 'stout', 'house-red-wine', 'house-white-wine', 'house-rose-wine', 'cuba-libre', 'amaretto-sour']).not.toContain(a.recipeId);
  });
});

describe("Ireland's hot whiskey", () => {
  test("'I'd normally have a hot whiskey, anything like it?': none is served hot, said so, and warming whiskey drinks first", async () => {
    const answer = await ask("I'd normally have a hot whiskey this time of year. anything like it?");
    expect(answer[0]!.reason).toMatch(/We have no hot whiskey\. None of our drinks is served hot/);
    for (const a of answer.slice(0, 3)) expect(['manhattan', 'old-fashioned', 'penicillin', 'whiskey-sour', 'bourbon-neat', 'boulevardier', 'islay-single-malt-neat']).toContain(a.recipeId);
  });
});
