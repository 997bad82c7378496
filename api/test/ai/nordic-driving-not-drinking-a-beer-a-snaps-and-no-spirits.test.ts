import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Swedish, Danish and Norwegian as guests in Stockholm, Copenhagen and Oslo type it, in our own words:
 * - Driving ('jag kör bil', 'jeg kører', 'jeg kjører') and not drinking ('jeg drikker ikke', 'jag dricker inte'):
 *   alcohol-free, not 'I could not tell'.
 * - A beer ('a öl please', 'en øl tak'): the beers.
 * - No spirits ('no sprit', 'ingen sprit', 'brännvin'): wine, beer and the like, never a drink made on a spirit, and no
 *   longer read as a 'spritz' said no to.
 * - A snaps: read as the aquavit it is (not on the menu: its nearest, the herbal gin drinks).
 */
const bar = demoBar();
const { ask, ids, onlyAlcoholFree, categoryOf } = guestAsks(bar);
// (Hard liquor: 20% and over; an aperitif such as Aperol, at 11%, is not, as in English 'no spirits'.)
const SPIRITS = new Set(bar.inventory.filter((i) => (i.abv ?? 0) >= 20).map((i) => i.id));
const holdsASpirit = (id: string) => bar.recipes.find((r) => r.id === id)!.ingredients.some((i) => SPIRITS.has(i.inventoryItemId));

describe('driving and not drinking, in the Nordic languages', () => {
  test.each([['jag kör bil'], ['jeg kører'], ['jeg kjører bil i kveld'], ['jeg drikker ikke, noget sødt'], ['jag dricker inte alkohol']])('%s', async (request) => {
    await onlyAlcoholFree(request);
    expect((await ask(request))[0]!.reason).not.toMatch(/could not tell/);
  });
});

describe('a beer', () => {
  test.each([['a öl please'], ['en øl tak']])('%s', async (request) => {
    expect(categoryOf((await ids(request))[0]!)).toBe('beer');
  });
});

describe('no spirits', () => {
  test.each([['no sprit please'], ['ingen sprit tack, något fruktigt'], ['inget brännvin, något bubbligt']])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect([id, holdsASpirit(id)]).toEqual([id, false]);
    expect(answer.some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
});

test('a snaps is the aquavit it is', async () => {
  const answer = await ask('en snaps!');
  expect(answer[0]!.reason).toMatch(/not on our menu/);
  expect(answer[0]!.reason).not.toMatch(/could not tell/);
});
