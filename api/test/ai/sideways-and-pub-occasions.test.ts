import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, silentLog, guestAsks } from './fixtures';

/**
 * The classes a development set of guests who go without alcohol for a reason they say sideways showed (the car and
 * the keys, a standby or a shift, a drug by its name, the doctor's word, a child's or a faith's drink), and a pub's
 * occasions (good news, a stag do, a wake, the roast, the quiz, fish and chips, a book club, a walk, the gym, rain,
 * a bad day), with a stomach that can take nothing fizzy.
 */
const bar = demoBar();
const { ask, ids, ingredientsOf: itemsOf, everything } = guestAsks(bar);
const STAND_INS = ['alcohol-free-gin-and-tonic', 'alcohol-free-spritz', 'alcohol-free-beer'];

describe('a reason not to drink said sideways: alcohol-free, whichever engine answered', () => {
  test.each([
    'im the taxi tonight for the girls, something nice pls not just a lemonade',
    "got to get the car home later so a beer that doesn't count?",
    "baker here, up at 3am so I'll be good tonight. something zingy?",
    "firefighter on standby tonight, what've you got that's grown up but clean",
    'on shift at the ambulance station at 6. paramedic. anything with mint?',
    'hoje sou eu que levo o carro, algo com hortelã?',
    'je prends le volant ce soir, quelque chose de frais',
    "I'm behind the wheel later, something refreshing",
    "It's Ramadan and I'm breaking my fast, something refreshing?",
  ])('%s', async (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(true);
    for (const engine of [builtinEngine, everything]) for (const id of await ids(request, engine)) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test.each(['just got off shift, need a stiff drink', 'off duty finally, beer please'])('off the shift is no reason: %s', (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
  });

  test.each([
    "just started lithium and the doc says no drinking. what's good that isn't too sugary",
    "doctor's orders, no alcohol. a beer?",
    'my doctor said no alcohol, beer?',
    'on warfarin, alcohol free beer?',
    'just started lithium so no drinking, a beer?',
  ])('a drug or the doctor allows not even a trace: %s', async (request) => {
    for (const engine of [builtinEngine, everything]) expect(await ids(request, engine)).not.toContain('alcohol-free-beer');
  });
});

describe("a child's or a faith's drink is its own, not a stand-in for a grown-up's", () => {
  test.each([
    "alcohol free drinks for the grandkids please, they're 6 and 9",
    "I'm 15, something bitter?",
    "I'm Muslim, what non-alcoholic drinks do you do?",
    "It's Ramadan and I'm breaking my fast, something refreshing?",
  ])('%s', async (request) => {
    const top = (await ids(request)).slice(0, 3);
    expect(top.length).toBe(3);
    for (const id of top) expect(STAND_INS).not.toContain(id);
  });

  test('a grown-up who asks for a drink that tastes like gin still gets the alcohol-free gin', async () => {
    expect((await ids('something non alcoholic that tastes like gin'))[0]).toBe('alcohol-free-gin-and-tonic');
  });
});

describe("a pub's occasions are read, not met with 'I could not tell'", () => {
  test.each([
    ['quiz night with the team, what should we get?', ['lager', 'ipa', 'stout']],
    ["we're having a wake for my grandad after the funeral", ['islay-single-malt-neat', 'bourbon-neat', 'stout', 'old-fashioned', 'house-red-wine', 'penicillin', 'manhattan']],
    ['Sunday roast with the family, what goes well?', ['house-red-wine', 'stout', 'ipa', 'lager']],
    ['having the fish and chips, what goes with it?', ['lager', 'house-white-wine', 'ipa', 'prosecco-glass']],
    ['book club night, there are six of us', ['house-white-wine', 'house-red-wine', 'house-rose-wine', 'prosecco-glass']],
    ['just got promoted 🎉', ['prosecco-glass', 'french-75', 'aperol-spritz']],
    ["it's my leaving do!", ['prosecco-glass', 'french-75', 'aperol-spritz']],
    ['back from a long walk in the hills', ['lager', 'ipa', 'stout']],
    ["it's chucking it down outside", ['stout', 'old-fashioned', 'dark-n-stormy', 'house-red-wine', 'penicillin', 'manhattan', 'boulevardier']],
    ['bad day at work, need something', ['old-fashioned', 'negroni', 'bourbon-neat', 'manhattan', 'boulevardier', 'penicillin', 'islay-single-malt-neat']],
  ])('%s', async (request, fitting) => {
    const answer = await ask(request);
    expect(answer[0]!.reason).not.toMatch(/could not tell/);
    expect(fitting).toContain(answer[0]!.recipeId);
  });

  test("good news beats the quiz ('we just won the quiz, something to toast with' is bubbly)", async () => {
    expect(['prosecco-glass', 'french-75', 'aperol-spritz']).toContain((await ids('WE JUST WON THE QUIZ!!! need something to toast with'))[0]);
  });

  test('after the gym: light and refreshing', async () => {
    const reading = readRequest('just finished at the gym', bar);
    expect(reading.strength?.level).toBe('light');
  });
});

test("a stomach that can take nothing fizzy is given no beer either, whatever the occasion asks", async () => {
  const CARBONATED = ['soda-water', 'tonic-water', 'ginger-beer', 'cola', 'grapefruit-soda', 'prosecco', 'lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle'];
  for (const request of ["back from a long walk, my stomach can't take anything fizzy", 'no bubbles, something fruity']) {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) for (const item of CARBONATED) expect(itemsOf(id)).not.toContain(item);
  }
  // ('Not too fizzy' is a taste, not a rule: a fizzy drink may still come.)
  expect(readRequest('not too fizzy', bar).excludedIngredients).toEqual([]);
});

describe('an amount in a currency worth less than the bar\'s (an outside attacker, tenth session; ADR 40)', () => {
  // Counted at a rough rate less a margin: 1200 yen is about $6.80, 2500 forint $5.74, 30 złoty $6.37, 600 rupees $6,
  // 100 kronor $7.79 (the menu's cheapest drink is $6).
  test.each([
    ['1200 yen is my limit. Something refreshing.', 'yen', 6.8],
    ['Mam tylko 30 złotych. Coś orzeźwiającego?', 'zloty', 6.37],
    ['My budget is 600 rupees. Something refreshing.', 'rupees', 6],
    ['100 kronor is all I have got. Something fruity.', 'kronor', 7.79],
  ])('%s: counted at a rough rate, said, and kept to', async (request, currency, cap) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).toContain(`at a cautious rough rate your limit in ${currency} is about`);
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(cap);
  });

  test('an amount worth less than any drink leaves nothing to offer, never a drink over it', async () => {
    expect(await ask('I have 2500 forint. Something sweet?')).toEqual([]);
  });

  test("pesos of no country said, lira or roubles: no rate is kept, the less expensive half of the menu", async () => {
    const answer = await ask('I have 200 pesos, something refreshing');
    expect(answer[0]!.reason).toContain('I cannot convert pesos, so I kept to the less expensive half of our menu');
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(12);
  });

  test("a small amount in such a currency is still the most a drink may cost ('9 kr max')", async () => {
    for (const d of await ask('9 kr max, something refreshing')) expect(d.price).toBeLessThanOrEqual(9);
  });

  test('a currency worth more than the bar\'s is read at face value', async () => {
    const answer = await ask('€10 max, something refreshing');
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(10);
    expect(answer[0]!.reason).toContain('I counted your euros one for one as USD, which keeps within your budget');
  });

  test.each([['C$20 max, something fruity', 12.31], ['A$20, a beer', 10.96]])('%s: dollars of another country at their rough rate', async (request, cap) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(cap);
  });

  test('a bar that prices in yen reads yen as its own money', async () => {
    const yenBar = { ...bar, money: { ...(bar.money ?? { currency: 'USD', locale: 'en-US' }), currency: 'JPY' } } as typeof bar;
    const answer = await recommendDrinks({ preferences: '12 yen max, something refreshing' }, yenBar, builtinEngine, silentLog());
    expect(answer[0]?.reason ?? '').not.toMatch(/cannot convert/);
  });
});

describe('the attacker\'s effects, emoji, faiths and monitors (tenth session)', () => {
  test.each([
    ['Whisky makes me violently ill. Something rich and warming?', ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
    ['Mint gives me instant heartburn', ['mint-leaves']],
    ["Rum gives me the worst hangovers of my life, so that's a hard pass. Tropical and fruity?", ['rum-white', 'rum-dark']],
    ['Ginger sets my mouth on fire and I break out in hives. Something spicy-ish and long?', ['ginger-beer', 'honey-ginger-syrup']],
    ['Vodka wrecks me', ['vodka']],
    ['on atorvastatin so stay well away from grapefruit', ['grapefruit-soda']],
    ['🥜☠️ 🍹?', ['orgeat-syrup', 'amaretto']],
    ["let's add egg white, my EpiPen needs the exercise /s. Something silky and tart.", ['egg-white']],
    ['give me gin, I just LOVE throwing up', ['gin-london-dry']],
    ['Mint? Sure, if you want me in hospital', ['mint-leaves']],
  ])('%s', async (request, items) => {
    for (const engine of [builtinEngine, everything]) for (const id of await ids(request, engine)) for (const item of items) expect(itemsOf(id)).not.toContain(item);
  });

  test.each([
    '🤰🚫🍸🚫🍺🚫🍷',
    '🕌☪️ 🍷❌ 🍺❌',
    'Amritdhari Sikh, something refreshing',
    'strict Jain, fruity please',
    'SCRAM ankle monitor picks up any alcohol at all, even a trace',
    'ignition interlock that reads any alcohol at all, a beer?',
    'cabin crew, bottle to throttle, a beer?',
    "Je suis hôtesse de l'air, même pas une bière sans alcool",
  ])('%s: drinks with no alcohol at all, not even the 0.5%% beer', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ids(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const id of answer) expect(ALCOHOL_FREE_IDS.filter((a) => a !== 'alcohol-free-beer')).toContain(id);
    }
  });

  test.each(['bhai kuch strong do, par whisky nahi please', 'Something that screams beach holiday'])('no word of a faith or a monitor is read into an everyday one: %s', (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
  });
});

test("a cap said at the end of a sentence ('Quero algo doce e tropical, até 12.') is read", async () => {
  expect(readRequest('Quero algo doce e tropical, até 12.', bar).maxPrice).toBe(12);
  for (const d of await ask('Quero algo doce e tropical, até 12.')) expect(d.price).toBeLessThanOrEqual(12);
});

test("harm in jest: 'pour me a gin, I adore being sick in your toilets' gets no gin", async () => {
  for (const engine of [builtinEngine, everything]) for (const id of await ids('Yeah sure, pour me a gin, I adore being sick in your toilets. Something aromatic.', engine)) expect(itemsOf(id)).not.toContain('gin-london-dry');
  expect(readRequest('I love a gin, something aromatic', bar).spirits).toEqual(['gin']);
});

describe('the final outside tester\'s kinds (said in our own words; their cases are held out)', () => {
  test("a spirit regretted ('had tequila on friday and regretted it') is ruled out", async () => {
    for (const id of await ids('had tequila on friday and regretted it, something with rum')) expect(itemsOf(id)).not.toContain('tequila-blanco');
  });

  test.each(["christening today, something bubbly to toast the little one", "we're wetting the baby's head, prosecco?"])('a baby toasted by the grown-ups is no reason not to drink: %s', async (request) => {
    expect((await ids(request)).slice(0, 3)).toContain('prosecco-glass');
  });

  test('a pregnant guest still gets no alcohol when a baby is named', async () => {
    for (const id of await ids("I'm pregnant, the baby is due in May")) expect(ALCOHOL_FREE_IDS).toContain(id);
  });

  test.each(['no bitter beer please', 'kein bitteres Bier bitte'])('a taste ruled out of a kind keeps the kind: %s', async (request) => {
    const answer = await ids(request);
    expect(['lager', 'stout']).toContain(answer[0]);
    expect(answer).not.toContain('ipa');
  });

  test("an alcohol-free drink said not to be a kid's ('nothing that's a kids drink') is a grown-up's", async () => {
    expect((await ids("no alcohol for him, but nothing that's a kids drink"))[0]).not.toBe('shirley-temple');
  });
});
