import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The classes of the Munich, Vienna and Zürich tester, in our own words and the six languages:
 * - The guest held back by their own reason, others by theirs, and one other named with a drink of their own ('for the 4
 *   of us: my wife is pregnant, I'm driving, Tom has a nut allergy and Lisa wants a Negroni', 'die Lisa will an
 *   Negroni'): that one's drink 'For Lisa', alcohol-free ones with every other limit for the guest and the rest. Never
 *   when the one named shares a reason ('and so is my sister', 'Lisa too'), nor for a child ('my son wants a beer',
 *   which was answered with beers for the son).
 * - The guest's own order said with a verb in the other languages ('Ich selber will an Negroni', 'yo quiero un negroni',
 *   'moi je prends un Negroni') beside someone else's reason: the guest's drink and alcohol-free ones for the other.
 */
const bar = demoBar();
const { ask, holds } = guestAsks(bar);

describe('one other named with a drink of their own, the guest and the rest held back', () => {
  test.each([
    ["for the 4 of us: my wife is pregnant, I'm driving, Tom has a nut allergy and Lisa wants a Negroni"],
    ['Für uns 4: meine Frau ist schwanger, ich fahr, der Tom hat a Nussallergie und die Lisa will an Negroni'],
    ['somos 4: mi esposa está embarazada, yo manejo, Tom es alérgico a las nueces y Lisa quiere un negroni'],
    ['on est 4 : ma femme est enceinte, je conduis, Tom est allergique aux noix et Lisa veut un Negroni'],
    ['siamo in 4: mia moglie è incinta, io guido, Tom è allergico alle noci e Lisa vuole un negroni'],
  ])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.find((a) => a.recipeId === 'negroni')?.reason).toMatch(/^For Lisa: /);
    const ours = answer.filter((a) => /^For you and the others, alcohol-free: /.test(a.reason));
    expect(ours.length).toBeGreaterThan(0);
    for (const a of ours) {
      expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
      expect(holds(a.recipeId, 'amaretto', 'orgeat-syrup', 'coconut-cream')).toBe(false);
    }
    for (const a of answer) if (!ALCOHOL_FREE_IDS.includes(a.recipeId)) expect(a.reason).toMatch(/^For Lisa: /);
  });

  test("I'm driving, and a Negroni for Lisa", async () => {
    const answer = await ask("I'm driving, and a Negroni for Lisa");
    expect(answer.find((a) => a.recipeId === 'negroni')?.reason).toMatch(/^For Lisa: /);
    for (const a of answer) if (!ALCOHOL_FREE_IDS.includes(a.recipeId)) expect(a.reason).toMatch(/^For Lisa: /);
  });

  test.each([
    ["a margarita for my sister and something for me, I'm pregnant and so is my sister"],
    ["I'm driving, my wife is pregnant, and Lisa wants a Negroni, Lisa too is pregnant"],
    ["I'm driving and my son wants a beer"],
    ['ich fahr und mein Sohn will a Bier'],
  ])('never when the one named may share a reason, nor for a child: %s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect([a.recipeId, ALCOHOL_FREE_IDS.includes(a.recipeId)]).toEqual([a.recipeId, true]);
  });
});

describe("the guest's own order said with a verb, beside someone else's reason", () => {
  test.each([
    ['Für meine Freundin was ohne Alkohol, sie ist schwanger. Ich selber will an Negroni'],
    ['Für meine Freundin was ohne Alkohol, sie ist schwanger. Ich möchte einen Negroni'],
    ['para mi novia algo sin alcohol, está embarazada. Yo quiero un negroni'],
    ['pour ma copine un truc sans alcool, elle est enceinte. Moi je prends un Negroni'],
  ])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.find((a) => a.recipeId === 'negroni')?.reason).toMatch(/^For you: /);
    const hers = answer.filter((a) => /^For your girlfriend, alcohol-free: /.test(a.reason));
    expect(hers.length).toBeGreaterThan(0);
    for (const a of hers) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });
});

describe("an order of different drinks said in German and Spanish, and the tester's words", () => {
  test.each([
    ['für mich was mit Whisky, für meinen Kumpel was Süßes, der hat aber Erdnussallergie', 'your mate'],
    ['para mí algo con whisky, para mi amigo algo dulce, es alérgico al maní', 'your friend'],
  ])('%s', async (request, friend) => {
    const answer = await ask(request);
    const mine = answer.filter((a) => /^For you: /.test(a.reason));
    const theirs = answer.filter((a) => a.reason.startsWith(`For ${friend}: `));
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of mine) expect(holds(a.recipeId, 'bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay')).toBe(true);
    for (const a of theirs) {
      expect(a.reason).toMatch(/sweet/);
      expect(holds(a.recipeId, 'amaretto', 'orgeat-syrup', 'coconut-cream')).toBe(false);
    }
  });

  test.each([['soy alérgico al maní'], ['alergia al maní, algo tropical'], ['alergia a oleaginosas, algo doce']])('a peanut or a nut said as South America and Brazil say it: %s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect([a.recipeId, holds(a.recipeId, 'amaretto', 'orgeat-syrup', 'coconut-cream')]).toEqual([a.recipeId, false]);
  });

  test("'was Würziges', 'wos Warmes': spicy and warming, understood", async () => {
    for (const request of ['was Würziges', 'Habt\u2019s an Glühwein? Sonst wos Warmes, Würziges…']) {
      const answer = await ask(request);
      expect(answer[0]!.reason).not.toMatch(/could not tell/);
      expect(answer.slice(0, 3).filter((a) => /spicy/.test(a.reason)).length).toBeGreaterThanOrEqual(2);
    }
  });

  test("'was Schaumiges': the foamy ones", async () => {
    const answer = await ask('was Schaumiges');
    expect(answer.slice(0, 3).every((a) => /creamy/.test(a.reason))).toBe(true);
  });
});

describe("another's wish said with 'she wants' after her reason, and the guest's own drink", () => {
  test.each([
    ['my friend is the DD, she wants something refreshing and I want a margarita', 'margarita', 'your friend'],
    ['mi amiga is the DD, she wants algo refreshing and I want a margarita', 'margarita', 'your friend'],
    ["my wife is pregnant, she'd like something fruity, a negroni for me", 'negroni', 'your wife'],
  ])('%s', async (request, own, other) => {
    const answer = await ask(request);
    expect(answer.find((a) => a.recipeId === own)?.reason).toMatch(/^For you: /);
    const theirs = answer.filter((a) => a.reason.startsWith(`For ${other}`));
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of theirs) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
    for (const a of answer) if (!ALCOHOL_FREE_IDS.includes(a.recipeId)) expect(a.reason).toMatch(/^For you: /);
  });
});

describe("'what can we get' after someone else's reason and the guest's own drink", () => {
  test("my buddy's driving but I want a Negroni, what can we get", async () => {
    const answer = await ask("my buddy's driving but I want a Negroni, what can we get");
    expect(answer.find((a) => a.recipeId === 'negroni')?.reason).toMatch(/^For you: /);
    const theirs = answer.filter((a) => /^For the others at your table, alcohol-free: /.test(a.reason));
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of theirs) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });

  test.each([["I'm driving, what can we get"], ['my wife is pregnant, what should we order']])('with no drink of the guest asked, all alcohol-free: %s', async (request) => {
    for (const a of await ask(request)) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });
});
