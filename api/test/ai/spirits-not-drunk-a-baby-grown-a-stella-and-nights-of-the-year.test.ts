import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Guests' words the reader took too far or not at all (our own probes, from the weak classes left in the notes of the
 * thirty-fifth session): 'I don't drink spirits' is no spirits, not no alcohol; a baby grown past nursing, said with the
 * drink it now allows, is no reason; a Stella asked for is a lager named back, while a friend called Stella is no beer;
 * Burns Night, tapas, a New Year's countdown and feeling fancy are occasions with their drinks.
 */
const bar = demoBar();
const { ask, ids, read, onlyAlcoholFree, categoryOf, holds } = guestAsks(bar);
const SPIRITS = bar.inventory.filter((i) => i.category === 'spirit' && (i.abv ?? 0) >= 30).map((i) => i.id);

describe("'I don't drink spirits' rules out the spirits, not every drink", () => {
  test.each([
    "I don't drink spirits, what else is there?",
    'we dont really drink liquor, something light?',
    'i never drink hard liquor',
    'ich trinke keine Spirituosen',
    'je ne bois pas de spiritueux',
    'no bebo destilados',
    'não bebo destilados',
  ])('%s', async (request) => {
    expect(read(request).alcoholFree).toBe(false);
    const answer = await ids(request);
    expect(answer.filter((id) => !ALCOHOL_FREE_IDS.includes(id)).length).toBeGreaterThan(0);
    for (const id of answer) expect(holds(id, ...SPIRITS, 'aperol')).toBe(false);
  });

  test("'no hard liquor, maybe a spritz' keeps its spritz", async () => {
    expect(await ids('no hard liquor, maybe a spritz')).toContain('aperol-spritz');
  });

  test("'I don't drink' alone is still no alcohol", async () => {
    await onlyAlcoholFree("I don't drink, what else is there?");
  });
});

describe('a baby grown past nursing', () => {
  test.each(["the baby's 2 now so I can finally have a proper drink", 'my little one turned 3, so cocktails tonight!'])('%s: a drink with alcohol', async (request) => {
    expect(ALCOHOL_FREE_IDS).not.toContain((await ids(request))[0]);
  });

  test.each(['the baby is 2 months, so something nice', "the baby is 2 now but I'm still breastfeeding"])('%s: still alcohol-free', async (request) => {
    await onlyAlcoholFree(request);
  });
});

describe('a Stella', () => {
  test.each(['a Stella please', 'a pint of Stella', 'two Stellas'])('%s: a lager, and the answer says we do not carry it', async (request) => {
    const answer = await ask(request);
    expect(categoryOf(answer[0]!.recipeId)).toBe('beer');
    expect(answer[0]!.reason).toMatch(/do not carry stella/i);
  });

  test('a friend called Stella is no beer', async () => {
    expect(read('my friend Stella wants something sweet').categories).not.toContain('beer');
  });
});

describe('nights of the year and small plates', () => {
  test("Burns Night: a Scotch first", async () => {
    expect(holds((await ids("it's Burns Night! what should I drink?"))[0]!, 'scotch-islay', 'scotch-blended')).toBe(true);
  });

  test.each(['having tapas, what goes with it?', 'feeling fancy tonight', 'NYE countdown drink?'])('%s: understood, with alcohol', async (request) => {
    expect(read(request).understood).toBe(true);
    expect(ALCOHOL_FREE_IDS).not.toContain((await ids(request))[0]);
  });
});
