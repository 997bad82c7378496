import { demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of the classes the opened Istanbul and Athens request set (`opened-57-istanbul-recommendations`) showed,
 * none copied from it: an alcohol-free drink refused ('Nicht ohne Alkohol', 'pas sans alcool', 'not without booze')
 * read as an alcohol-free wish; Greek typed in Latin letters ('oxi me vodka', 'xoris alkool'); a match's score with a
 * nil in it ('2-0') read as a '0%' drink; Russian and Ukrainian everyday words around a wish left unread, so the whole
 * request was held to the strictest reading; Persian 'I do not like' said after its thing; a strength said beside a
 * celebration's bubbles; Greek small talk and names; recovery said sideways ('I don't do that anymore').
 */
const bar = demoBar();
const { ask, ids, holds, alcoholic, priceOf, onlyAlcoholFree, offersNoneOf } = guestAsks(bar);

async function someAlcoholic(request: string) {
  expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
}

/** No drink answered (by the built-in engine, or by a model offering every drink) is made with any of these items. */
const ruledOut = (request: string, ...items: string[]) => offersNoneOf(request, items);

describe('an alcohol-free drink refused is a wish for alcohol', () => {
  test.each([
    'Nicht ohne Alkohol bitte, ich will was Starkes!',
    'pas sans alcool, un truc fort',
    'pas sans alcool non plus, un cocktail fruité',
    'not without booze please, something strong',
    'non analcolico, qualcosa di forte',
    'Not alcohol-free please. Something citrusy',
  ])('%s', someAlcoholic);

  test.each([
    'nothing that is not alcohol-free, something sweet',
    'Bitte nichts, was nicht alkoholfrei ist, was Süßes',
    'No sin alcohol por favor, algo dulce',
    "I can't have anything that's not alcohol free",
    'rien qui ne soit pas sans alcool, merci',
    'nichts, was nicht ohne Alkohol ist',
    'niente che non sia analcolico',
    "anything that's not without alcohol is off",
  ])("a double 'not' that keeps to alcohol-free, or a 'no' that answers, stays alcohol-free: %s", onlyAlcoholFree);

  test("'Nicht ohne Alkohol ... aber kein Bier': alcohol, and no beer", async () => {
    const answer = await ids('Nicht ohne Alkohol bitte, ich will was Richtiges! Aber kein Bier.');
    expect(alcoholic(answer).length).toBeGreaterThan(0);
    for (const id of answer) expect(['lager', 'ipa', 'stout', 'alcohol-free-beer']).not.toContain(id);
  });
});

describe('Greek typed in Latin letters', () => {
  test.each([
    ['oxi me gin, kati glyko', 'gin-london-dry'],
    ['thelo kati drosero xoris vodka parakalo', 'vodka'],
    ['oxi me rum, kati me lemoni', 'rum-white', 'rum-dark'],
  ])('%s', (request, ...items) => ruledOut(request, ...items));

  test("'thelo kati glyko xoris alkool': alcohol-free", () => onlyAlcoholFree('thelo kati glyko xoris alkool'));

  test("'oxi poly glyko' is not too sweet: the sweetest drinks are not first", async () => {
    const top = (await ids('oxi poly glyko, kati me lemoni parakalo')).slice(0, 3);
    expect(top).not.toContain('shirley-temple');
    expect(top).not.toContain('tequila-sunrise');
  });

  test("'dekapente evro gia ena potiri' is a limit", async () => {
    for (const d of await ask('dekapente evro gia ena potiri krasi')) expect(priceOf(d.recipeId)).toBeLessThanOrEqual(15);
  });
});

describe("a match's score with a nil in it is no '0%' drink", () => {
  test.each(['2-0, a beer please!', "we're 1-0 up, bring me a pint", '0:0 at half time, something strong', 'Fenerbahçe 3-0 kazandı! kutlama için köpüklü bir şey'])('%s', someAlcoholic);

  test.each(['a 0.0 beer please', '0% please, something fruity', 'something 0,0 please'])('a 0.0 or 0%% drink is still alcohol-free: %s', onlyAlcoholFree);
});

describe('Russian and Ukrainian everyday words around a wish are read, so the wish is answered', () => {
  test.each([
    ['Только не ром, он уже надоел. Что-нибудь освежающее', 'rum-white', 'rum-dark'],
    ['Не люблю ни джин, ни водку, а вот ром – да!', 'gin-london-dry', 'vodka'],
  ])('%s', async (request, ...items) => {
    await ruledOut(request, ...items);
    await someAlcoholic(request);
  });

  test("'а вот ром – да' keeps the rum", async () => {
    const top = (await ids('Не люблю ни джин, ни водку, а вот ром – да!')).slice(0, 3);
    expect(top.every((id) => holds(id, 'rum-white', 'rum-dark'))).toBe(true);
  });

  test("'Бюджет 15 долларов' is a limit", async () => {
    const answer = await ask('Бюджет 15 долларов, что-нибудь освежающее посоветуете?');
    expect(alcoholic(answer.map((d) => d.recipeId)).length).toBeGreaterThan(0);
    for (const d of answer) expect(priceOf(d.recipeId)).toBeLessThanOrEqual(15);
  });

  test("'Щось без горіхів?' (something without nuts), read whole: no nuts, and drinks with alcohol too", async () => {
    await ruledOut('Щось без горіхів?', 'orgeat-syrup', 'amaretto', 'coconut-cream');
    await someAlcoholic('Щось без горіхів?');
  });

  test("Ukrainian with its apostrophe ('м'якше'): a softer Negroni's kin, with alcohol", () => someAlcoholic("Щось схоже на Негроні, але трохи м'якше"));
});

describe("Persian 'I do not like' said after its thing", () => {
  test.each([
    ['زنجبیل دوست ندارم. یه نوشیدنی شیرین می‌خوام', 'ginger-beer', 'honey-ginger-syrup'],
    ['نعناع دوست ندارم اصلاً. یه چیز خنک', 'mint-leaves'],
  ])('%s', (request, ...items) => ruledOut(request, ...items));
});

describe('a strength said beside a celebration leads', () => {
  test("'something strong to celebrate': strong drinks, not the spritz and a glass of prosecco", async () => {
    const top = (await ids('something strong to celebrate')).slice(0, 3);
    expect(top.some((id) => ['manhattan', 'boulevardier', 'dry-martini', 'old-fashioned', 'negroni', 'sidecar'].includes(id))).toBe(true);
    expect(top).not.toContain('aperol-spritz');
    expect(top).not.toContain('prosecco-glass');
  });

  test("'something light to celebrate' keeps its bubbles", async () => {
    expect((await ids('something light to celebrate')).slice(0, 3)).toContain('prosecco-glass');
  });
});

describe('Greek small talk and names are read, and nothing is read from them', () => {
  test('a conversation with a friend: the answer says it could not tell', async () => {
    expect((await ask('Ναι ναι ένα λεπτό. Ρε Γιώργο περίμενε, τι είπε ο διαιτητής;'))[0]!.reason).toMatch(/could not tell/i);
  });

  test('a guest of 16 at dinner with their parents, in Greek: told why, alcohol-free', async () => {
    await onlyAlcoholFree('Είμαι 16 και είμαι με τους γονείς μου για φαγητό. Κάτι φρουτώδες;');
    expect((await ask('Είμαι 16 και είμαι με τους γονείς μου για φαγητό. Κάτι φρουτώδες;'))[0]!.reason).toMatch(/cannot serve alcohol/i);
  });

  test("'Είμαι vegan. Ποιο κοκτέιλ δεν έχει αυγό ή μέλι;': cocktails without egg or honey, and no 'has egg' said", async () => {
    const answer = await ask('Είμαι vegan. Ποιο κοκτέιλ δεν έχει αυγό ή μέλι;');
    expect(alcoholic(answer.map((d) => d.recipeId)).length).toBeGreaterThan(0);
    for (const d of answer) {
      expect(holds(d.recipeId, 'egg-white', 'honey-ginger-syrup')).toBe(false);
      expect(d.reason).not.toMatch(/has egg/);
    }
  });
});

describe('recovery said sideways', () => {
  test.each(["I'm the one who doesn't do that anymore, 8 months now. what have you got?", "I don't do it any more, two years in March. Something fizzy?"])('%s', async (request) => {
    await onlyAlcoholFree(request);
    const answer = await ids(request);
    expect(answer).not.toContain('alcohol-free-beer');
  });
});
