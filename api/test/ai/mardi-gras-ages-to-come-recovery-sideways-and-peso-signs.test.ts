import { demoBar, guestAsks } from './fixtures';

/**
 * What an outside tester found as guests and then an attacker at a New Orleans jazz bar on Mardi Gras
 * (recommendations-heldout-125 is its held-out set; these are its probes, written after it, kept as tests): an age to
 * come soon or said as who the guest is; recovery, Lent and a shift said sideways; Canadian dollars as Quebec writes
 * them; a peso sign before thousands parted by dots; a table's round said as a round of ten, a dozen drinks, a tab for
 * twelve.
 */
const bar = demoBar();
const { ask, onlyZeroAlcohol, onlyAlcoholFree, alcoholic, ids, nothingOver, worthAtMost } = guestAsks(bar);

describe('an age under 21 said sideways: no alcohol at all', () => {
  test.each([
    '21 in two weeks! something fruity',
    '21 next Friday!! something bubbly',
    'turning 21 tomorrow, something strong',
    '19 y o, something sweet',
    "LSU junior, 20, what's good",
    '20, from Ohio, something fruity',
  ])('%s', async (request) => onlyZeroAlcohol(request));

  test.each(['25, from Ohio, a beer', "I'm 30 next Friday, a beer to celebrate"])('%s: an adult gets the beer', async (request) => {
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });
});

describe('recovery, Lent and a shift said sideways: no alcohol', () => {
  test.each([
    'I go to meetings, if you know what I mean. something sweet',
    'one day at a time, 90 days today! something to celebrate',
    'keep coming back, right? something sweet',
    "I'm in the program. something fruity",
    'dry for Lent already (started early). something fizzy',
    "j'bois pus depuis deux ans, de quoi de sucré",
    'dejé de tomar hace un año, algo dulce',
    'NOPD, working the parade route tonight. something cold',
    "I'm working security tonight, something fizzy",
  ])('%s', async (request) => onlyAlcoholFree(request));

  test('the answer says what it read', async () => {
    expect((await ask('I go to meetings, if you know what I mean. something sweet'))[0]!.reason).toMatch(/You mentioned 'I go to meetings'/);
  });
});

describe('Canadian dollars as Quebec and Canadians write them are Canadian dollars', () => {
  test.each(['15 $ CAN max', 'max 15 $CA', "I've got 15 Canadian, what works", "j'ai 14 $ canadiens", 'budget 15 CA$'])('%s', async (request) => {
    const { reason } = await worthAtMost(request, 15 / 1.3);
    expect(reason).toMatch(/Canadian dollars/);
  });

  test("'a Canadian Club and ginger' names a whisky, no money", async () => {
    for (const d of await ask('a Canadian Club and ginger')) expect(d.reason).not.toMatch(/Canadian dollars/);
  });
});

describe('a peso sign before thousands parted by dots is pesos, never thousands of dollars', () => {
  test.each(['$45.000 para un coctel', 'presupuesto: $35.000', 'máximo $50.000 COP', 'tengo $60.000 pesos, algo con ron'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.reason).not.toMatch(/\$\d{2},\d{3}/);
    expect(answer[0]!.reason).toMatch(/Colombian pesos/);
  });

  // ('Tengo' is a budget with a peso sign too: 60,000 pesos are about $11.59 at the cautious rate; 30,000, about $5.80,
  // buy nothing on the menu, and nothing is offered rather than half the menu.)
  test("'tengo $60.000 pesos' keeps every drink within what 60,000 Colombian pesos are worth", async () => {
    const answer = await ask('tengo $60.000 pesos, algo con ron');
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(11.59);
    expect(answer[0]!.reason).toMatch(/about \$11\.59/);
  });
  test.each(['tengo $30.000 pesos, algo dulce', 'tengo $30.000'])("'%s' is worth less than any drink: none is offered", async (request) => {
    expect(await ask(request)).toEqual([]);
  });
});

describe("a table's round said as a round of ten, a dozen drinks or a tab for twelve is shared", () => {
  test.each([
    ['round of 10 for $100', 10],
    ['a dozen drinks for $120', 10],
    ['krewe tab for twelve: $150 total', 12.5],
  ])('%s', async (request, share) => nothingOver(request, share));
});

describe("more of the tester's kinds: a curse between 'no' and its thing, recovery, a shift, a birthday to come", () => {
  test.each([
    ['no freakin vodka, something fizzy', ['vodka']],
    ['pas de crisse de vodka', ['vodka']],
    ['sem aquela porcaria de vodka', ['vodka']],
    ['no stinkin bourbon, a sour', ['bourbon']],
  ] as const)('%s: the thing is ruled out', async (request, items) => {
    for (const id of await ids(request)) for (const item of items) expect(bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId)).not.toContain(item);
  });

  test.each([
    'no more alcohol tonight, something sweet',
    'none of that alcohol stuff, something sweet',
    'working my program, something sweet',
    'big book in my bag, something sweet',
    'my home group meets tomorrow, something fruity',
    'dejé el trago hace dos años, algo dulce',
    'llevo un año sin tomar, algo dulce',
    'hab mit dem Trinken aufgehört, was Süßes',
    'larguei a bebida, algo doce',
    "I'm dry these days, something bubbly",
    "sheriff's deputy working Mardi Gras, something sweet",
    "I'm the streetcar operator on the 3am run, something sweet",
    "I'm working the float tonight, pulling the tractor, something sweet",
    'lifeguard at the hotel pool tomorrow at 7, something sweet',
    '21st bday is in 10 days, something fruity',
  ])('%s: no alcohol', async (request) => onlyAlcoholFree(request));

  test("'no more than $12' keeps its limit", async () => nothingOver('no more than $12, a gin drink', 12));

  test("a krewe of 12 shares its captain's $120", async () => nothingOver("krewe of 12, our captain's paying $120 for the whole round", 10));
});

describe("a round's money is no party's size: 'rounds for 60 quid' is 60 quid, not sixty people", () => {
  test("'max 2 rounds for 60 quid, there's 3 of us' keeps each drink within 60 / 6", async () => nothingOver("max 2 rounds for 60 quid, there's 3 of us. gin drinks?", 10));
});
