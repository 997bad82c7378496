import { safetyLayerOf } from '../../src/ai/bartender';
import { readRequest } from '../../src/ai/builtin';
import { foreignCurrency } from '../../src/ai/money';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The opened thirty-third sets' kinds, in our own words (twenty-fifth session): a 'no' with an aside before it ('tequila
 * though is a hard no'), a dislike kept open ('not a fan of gin but don't rule it out'), 'w/out the eg', 'not the 0.5%
 * beer either', a thing said to be fine in talk of an allergy, money the party shares out, a place that says whose
 * pesos or kroner, won after an amount, a wristband's tokens at a rate, and the safety layer's limit in another money.
 */
const bar = demoBar();
const { ask, ids, priceOf, withItem } = guestAsks(bar);

describe("a 'no' with an aside between the thing and the no", () => {
  test.each([
    ['rum though is a hard no for me, something sweet', ['rum-white', 'rum-dark']],
    ['vodka, honestly, is a no-go. something clear', ['vodka']],
    ['gin tho is a big no. a sour please', ['gin-london-dry']],
  ])('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });
});

describe('a dislike the guest keeps open is neither a no nor a wish', () => {
  test("'not keen on gin but don't rule it out': gin may be offered; the hard no after it still holds", async () => {
    const reading = readRequest("not keen on gin but don't rule it out if it's your best. mezcal though is a hard no", bar);
    expect(reading.excludedSpirits).not.toContain('gin');
    expect(reading.excludedSpirits).toContain('mezcal');
  });
  test("'not a big fan of rum, but I can live with it': rum stays possible", () => {
    expect(readRequest('not a big fan of rum, but I can live with it. something sweet', bar).excludedSpirits).not.toContain('rum');
  });
  test('a plain dislike still rules out', () => {
    expect(readRequest('not a fan of gin. something sour', bar).excludedSpirits).toContain('gin');
  });
});

describe('egg and the 0.5% beer said short', () => {
  test.each(['a sour w/out the eg please', 'no eg, something sour', 'whiskey sour w/o the eg'])('%s', async (request) => {
    const answer = await ids(request);
    for (const id of answer) expect(withItem('egg-white')).not.toContain(id);
  });
  test("'e.g.' is no egg", () => {
    expect(readRequest('something sour, e.g. a daiquiri', bar).excludedIngredients).toEqual([]);
  });
  test.each(["I'm the designated driver, and not the 0.5% beer either. something interesting", 'no 0.5% beer for me, driving tonight'])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer).not.toContain('alcohol-free-beer');
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
  test("'something that isn't just a soda' is no wish for soda", () => {
    expect(readRequest("no alcohol for me, what have you got that isn't just a soda?", bar).ingredients).toEqual([]);
  });
});

describe('in talk of an allergy, a thing said to be fine is not ruled out', () => {
  test.each([
    "I'm coeliac. I know distilled spirits are usually fine, just no beer. something long",
    "Coeliac here: hard liquor is generally ok, beer isn't. something refreshing",
  ])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.filter((id) => !ALCOHOL_FREE_IDS.includes(id)).length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle')).not.toContain(id);
  });
});

describe('money the party shares out is each drink’s share', () => {
  test.each([
    ['my buddy and I are splitting $22 evenly, two cocktails', 11],
    ['me and my sister are going halves on $26, something fruity each', 13],
  ])('%s', async (request, share) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(a.price).toBeLessThanOrEqual(share);
  });
});

describe('a place says whose pesos or kroner they are', () => {
  test.each([
    ['Cebu 🇵🇭, 500 pesos is my max', 'PHP'],
    ['from Manila, 500 pesos tops', 'PHP'],
    ['here from Guadalajara, 200 pesos max', 'MXN'],
    ['Oslo here, 150 kroner max', 'NOK'],
    ['Copenhagen girl, 90 kroner max', 'DKK'],
  ])('%s', (request, code) => {
    expect(foreignCurrency(request, 'USD')?.code).toBe(code);
  });
  test('no place: the word shared by several nations stays theirs', () => {
    expect(foreignCurrency('500 pesos max', 'USD')?.code).toBe('PESO');
  });
  test('Philippine pesos are held at their own rate: 500 of them buy no $12 drink', async () => {
    const answer = await ask('Davao 🇵🇭 500 pesos max, something fruity');
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(a.price).toBeLessThan(9);
  });
});

describe('won after an amount is money; a match won is not', () => {
  test.each(['I have 13,500 won on my card, what can I get?', '14000 won max, something light'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(a.price).toBeLessThanOrEqual(11);
  });
  test.each(['T1 won, two margaritas!', 'our team won 3 maps to 1, a beer please'])('%s', (request) => {
    expect(readRequest(request, bar).maxPrice).toBeUndefined();
  });
});

describe("a wristband's tokens at a rate said after them", () => {
  test.each([
    ['I have 24 tokens left, 1 token = 50 cents, what can I get?', 12],
    ['got 9 credits on the band, each credit is $1. a drink?', 9],
  ])('%s', async (request, budget) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(a.price).toBeLessThanOrEqual(budget);
  });
});

describe('the safety layer holds a limit in another money at its converted worth', () => {
  test.each(['R$55 máximo, uma caipirinha?', '45 zł tops, something with whisky', '1,400 yen budget, something simple', '110 kronor is my limit'])('%s', (request) => {
    const cap = safetyLayerOf(request, bar).maxPrice;
    expect(cap).toBeDefined();
    expect(cap!).toBeLessThan(12);
    // (What a model offering the whole menu could get past it: nothing over the cap.)
    expect(bar.recipes.filter((r) => r.price <= cap!).length).toBeLessThan(bar.recipes.length);
  });
  test("the bar's own money stays as said", () => {
    expect(safetyLayerOf('under $13 please', bar).maxPrice).toBe(12.99);
    expect(priceOf('margarita')).toBeGreaterThan(0);
  });
});

describe('money held to the dollar is counted at its peg', () => {
  test.each([
    ['no alcohol for me, 30 riyal max, something refreshing', 8],
    ['36.73 AED tops, a glass of wine please', 10],
  ])('%s', async (request, dollars) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(a.price).toBeLessThanOrEqual(dollars);
    // (At the peg, not less: the drinks that cost the whole amount are offered.)
    expect(answer.some((a) => a.price === dollars)).toBe(true);
  });
  test('a cent under the peg is a cent under: 36.72 AED is $9.99', async () => {
    for (const a of await ask('36.72 AED tops, a glass of wine please')) expect(a.price).toBeLessThan(10);
  });
});

describe('a guest who owns up to a joke about not drinking', () => {
  test("'not drinking tonight... jk' with a wish for a strong drink: drinks with alcohol", async () => {
    const answer = await ids("not drinking tonight... jk it's the final, give me something strong");
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).not.toContain(id);
  });
  test('a reason said after the joke still holds', async () => {
    for (const id of await ids("not drinking tonight... jk, actually I'm pregnant. something strong")) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
  test("'no cap' is no price cap; 'what's the meta' is no meat", () => {
    expect(readRequest('no cap, this bar slaps. something sour', bar).maxPrice).toBeUndefined();
    expect(readRequest("what's the meta here? something boozy", bar).corrected).toEqual([]);
  });
});

describe('what a thing turned down tastes like is no wish', () => {
  test("'I hate gin, it tastes like a Christmas tree': no Christmas spice asked for", () => {
    const reading = readRequest('I hate gin, it tastes like a Christmas tree. something bubbly', bar);
    expect(reading.excludedSpirits).toContain('gin');
    expect([...reading.flavours.keys()]).toEqual(['bubbly']);
  });
});

describe('an allergy to a thing with a taste asks for none of that taste', () => {
  test("'Ginger allergy. I was going to get a Moscow Mule, what's closest?': nothing spicy from bitters, and why the mule is out", async () => {
    const answer = await ask("Ginger allergy. I was going to get a Moscow Mule, what's the closest safe thing?");
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).toMatch(/Moscow Mule has ginger/);
    for (const a of answer) expect(withItem('angostura-bitters', 'ginger-beer', 'honey-ginger-syrup')).not.toContain(a.recipeId);
  });
  test("a likeness asked with the allergen said: 'a mule but no ginger, allergic' says why the mule is out", async () => {
    const [first] = await ask("a moscow mule but no ginger, I'm allergic");
    expect(first!.reason).toMatch(/Moscow Mule has ginger/);
  });
});

describe("a kind of a spirit kept when the spirit is ruled out: 'no rum unless it's dark rum'", () => {
  test('dark rum drinks offered, white rum ones not', async () => {
    const answer = await ids("no rum unless it's dark rum. something with ginger");
    expect(answer).toContain('dark-n-stormy');
    for (const id of answer) expect(withItem('rum-white')).not.toContain(id);
  });
  test('the safety layer keeps white rum out whatever an engine proposes', () => {
    const layer = safetyLayerOf("no rum unless it's dark rum, something sweet", bar);
    expect(layer.excludedSpirits).not.toContain('rum');
    expect(layer.excludedIngredients).toContainEqual(['white', 'rum']);
  });
});

describe('drinks from home named by what they are', () => {
  test.each([
    ['anything like a szarlotka?', /Szarlotka is not on our menu/],
    ['calamansi juice with rum, anything close?', /Calamansi is not on our menu/],
  ])('%s', async (request, said) => {
    const [first] = await ask(request);
    expect(first!.reason).toMatch(said);
  });
});

describe('nearly the drinking age is under it', () => {
  test.each(["I'm basically 21, a margarita please", 'almost twenty-one! a beer', 'not quite 21 yet but a mojito?', 'practically legal lol, a cocktail'])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
  test.each(["we've been together almost 21 years, two glasses of prosecco", 'almost 21 dollars left, a beer'])('no age: %s', async (request) => {
    expect((await ids(request)).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
});

describe('a vehicle the guest runs after is driving', () => {
  test.each(['yeah right, a triple whiskey, because operating the minibus after is totally fine', "I'm running the shuttle bus at midnight, something fun"])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.filter((id) => !ALCOHOL_FREE_IDS.includes(id))).toEqual([]);
  });
});

describe('money of several nations read the cautious way, and by the place said', () => {
  test.each([
    ['100 HK dollars, something strong', 'HKD'],
    ['30000 pesos colombianos, algo con ron', 'COP'],
    ['10000 Chilean pesos max', 'CLP'],
    ['80 dirhams, something with vodka', 'DIRHAM'],
    ['Dubai here, 60 dirhams max', 'AED'],
    ['Marrakech, 100 dirhams max', 'MAD'],
  ])('%s', (request, code) => {
    expect(foreignCurrency(request, 'USD')?.code).toBe(code);
  });
  test('bare dirhams are counted as the one worth least (Morocco’s), and every drink offered keeps within it', async () => {
    const cap = safetyLayerOf('80 dirhams, something with vodka', bar).maxPrice!;
    expect(cap).toBeLessThan(8);
    for (const a of await ask('80 dirhams, something with vodka')) expect(a.price).toBeLessThanOrEqual(cap);
  });
  test('30,000 Colombian pesos buy no $11 drink', async () => {
    for (const a of await ask('30000 pesos colombianos, algo con ron')) expect(a.price).toBeLessThan(8);
  });
});

describe("a money's short sign after its amount is that money", () => {
  test.each([
    ['En fazla 250 TL. Ferah bir şey?', 5],
    ['3000 Ft max, something fresh', 7],
    ['800 Rs max please', 8.5],
    ['100 dh max', 8.5],
    ['40 RM max, a cocktail?', 8],
  ])('%s', async (request, most) => {
    const cap = safetyLayerOf(request, bar).maxPrice;
    expect(cap).toBeDefined();
    expect(cap!).toBeLessThanOrEqual(most);
    for (const a of await ask(request)) expect(a.price).toBeLessThanOrEqual(cap!);
  });
  test("'6 ft tall' is a height, not forint", () => {
    expect(foreignCurrency("I'm 6 ft tall and 25, something strong", 'USD')).toBeNull();
    expect(safetyLayerOf("I'm 6 ft tall and 25, something strong", bar).maxPrice).toBeUndefined();
  });
});

describe('a night train attacker’s kinds: limits in Romanian and Hungarian, said sideways, and idioms that are no reason', () => {
  test.each([
    'am 17 ani, vreau un cocktail',
    'sunt însărcinată, un cocktail vă rog',
    '17 éves vagyok, egy koktélt kérek',
    'terhes vagyok, egy koktélt',
    'I take the wheel off the ferry at 6am. what is good?',
    'on Li carbonate for bipolar. something fruity',
    'on Stilnox for the couchette, a nightcap?',
  ])('alcohol-free: %s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
  test.each([
    ['tojásallergiám van, egy sour koktélt kérek', ['egg-white']],
    ['alergie la ouă, un sour vă rog', ['egg-white']],
    ['ou alergie, un whiskey sour', ['egg-white']],
    ['fără ouă, un sour', ['egg-white']],
    ['tojás nélkül, egy sour', ['egg-white']],
    ['alergic la alune și migdale, un mai tai', ['amaretto', 'orgeat-syrup']],
    ['mogyoró- és mandulaallergia, egy amaretto sour', ['amaretto', 'orgeat-syrup']],
    ["I'm Jain. something refreshing", ['egg-white', 'honey-ginger-syrup', 'ginger-beer']],
  ])('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });
  test("'gin ou vodka' is still 'or' in French and Portuguese", () => {
    expect(readRequest('gin ou vodka, tanto faz', bar).excludedIngredients).toEqual([]);
  });
  test.each([
    ['under 40 zolty, a cocktail', 10],
    ['under 50 kuna', 12],
  ])('%s', async (request, most) => {
    for (const a of await ask(request)) expect(a.price).toBeLessThanOrEqual(most);
  });
  test.each(["I'm driving myself crazy choosing. something with whisky", "I'm expecting great things from this bar! something smoky"])('no reason: %s', async (request) => {
    expect((await ids(request)).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
  test.each(['AA member, 2 years. something tasty', 'in recovery, 6 years now. something fun'])('years sober are no age: %s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) {
      expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
      expect(a.reason).not.toMatch(/under 21/);
    }
  });
});

describe("another's child nearby is no reason for the guest's own drink", () => {
  test.each(['No gin please, the kid next door has a trumpet and I need something herbal and bitter', "the kid in the next compartment won't stop crying. a whisky please", "my neighbour's kids are so loud, something strong"])('%s', async (request) => {
    expect((await ids(request)).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
  test.each(["my neighbour's kid is 15, something for her please", 'a whisky for me and something for the kid'])('a child ordered for keeps it alcohol-free: %s', async (request) => {
    for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe('letters shuffled by fast thumbs', () => {
  test.each([
    ['neogrni please', 'negroni'],
    ['a margraita', 'margarita'],
  ])('%s', (request, drink) => {
    expect(readRequest(request, bar).drinks.flatMap((d) => d.ids)).toContain(drink);
  });
  test('an English word is its own word, however its letters shuffle', () => {
    expect(readRequest('something silent please', bar).corrected).toEqual([]);
  });
});

describe("a thing said to be out with 's and an aside after: 'cider's out for me obviously'", () => {
  test('no cider-like beer wished, bubbles are', () => {
    const reading = readRequest("apple allergy. cider's out for me obviously. something with bubbles?", bar);
    expect(reading.categories).toEqual([]);
    expect(reading.excludedIngredients).toContainEqual(['cider']);
  });
});

describe("a reviewer's inputs", () => {
  test.each([
    ["a whiskey sour or something like it. not a fan of rum but I'd have it if needed, allergic to egg", ['egg-white']],
    ["something sweet. not a fan of vodka but I would have it if there's nothing else, allergic to nuts", ['amaretto', 'orgeat-syrup']],
  ])('an allergy after a dislike kept open holds: %s', async (request, items) => {
    for (const id of await ids(request)) expect(withItem(...items)).not.toContain(id);
  });
  test.each(["I'm expecting more than one, twins! something fruity", "I'm the kid next door, can I get a beer", "I'm driving them to drink at the pub after this, something fruity"])('alcohol-free: %s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
  test.each([
    ['watching Mexico vs Colombia tonight, 30000 pesos max', 7],
    ["I'm from Manila but I live in Bogota, 20000 pesos max", 5],
    ['just flew in from Dubai, now living in Marrakech, 100 dirhams max', 9],
    ['Karachi here, 2000 Rs max, something strong', 7],
    ['Colombo here, 3000 Rs max, something strong', 9.5],
  ])('the cautious money of two places: %s', (request, most) => {
    expect(safetyLayerOf(request, bar).maxPrice!).toBeLessThanOrEqual(most);
  });
  test.each(['the view from 1000 ft up is great, something strong', 'we hiked 5000 ft today, a beer'])('feet are no forint: %s', (request) => {
    expect(safetyLayerOf(request, bar).maxPrice).toBeUndefined();
  });
  test("'40 drink tokens' are no forty drinks", () => {
    expect(safetyLayerOf('I have 40 drink tokens, 1 token = 25 cents', bar).maxPrice).toBe(10);
  });
  test.each(['something dry, 17 yrs', 'not sober lol, 17 yrs'])('an age stays an age: %s', async (request) => {
    for (const a of await ask(request)) {
      expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
      expect(a.reason).toMatch(/under 21/);
    }
  });
});

describe('a slip before a shuffle', () => {
  test("'expresso martni' is the espresso martini ('martni' a slip of 'martini', not 'martin' shuffled)", () => {
    expect(readRequest('expresso martni x2', bar).drinks.flatMap((d) => d.ids)).toContain('espresso-martini');
  });
});

describe("a final outsider's findings at a seaside pub", () => {
  test.each(['ciężarna, coś bez alkoholu ale nie słodkie', 'preg\u0000nant, fruity', 'pre\u0007gnant, something fun'])('not even a trace: %s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS.filter((x) => x !== 'alcohol-free-beer')).toContain(id);
  });
  test.each([
    ['last time I had vodka I woke up on the pier. something fizzy', ['vodka']],
    ['gin makes me cry, vodka makes me fight. something bubbly', ['vodka', 'gin-london-dry']],
  ])('a spirit turned down by what it did: %s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });
});
