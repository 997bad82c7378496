import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * What the seventeenth session's outside testers found, each as a class in our own words: what drinking did or would do
 * to a guest, said as a doctor's warning, a condition, a past event or a vow ('if you drink, you die', 'last time I
 * drank I crashed my car', 'I swore off it'); 'no alcohol' at the end of a bare list of noes; a three-letter spirit with
 * two letters swapped ('no gni'); a past-tense verb two slips from an allergen ('crashed', not 'cashew'); a budget for
 * 'the group of 10' and a tip included as a percentage. Each limit is checked on the built-in engine and on a model
 * that offers the whole menu.
 */
const bar = demoBar();
const { ask, holds, everything } = guestAsks(bar);

describe('what drinking did or would do to the guest', () => {
  test.each([
    "My cardiologist literally said 'if you drink, you die'. Dramatic, I know. Anyway something with whiskey flavour?",
    "My doctor: 'if you drink again, you'll end up back in hospital'. Something with bourbon flavour",
    'If I have alcohol I go into anaphylaxis. I like gin.',
    'Last time I drank I crashed my car. Never again. Something with whisky flavour',
    "When I drink, bad things happen, so I don't any more. Something with bourbon",
    'I used to drink but it nearly killed me. Something with whisky flavour',
    'Last time I had a drink I ended up in A&E, so I swore off it for good. Anything tropical?',
  ])('%s: only alcohol-free drinks, and the answer says why', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
    }
    expect((await ask(request))[0]!.reason).toMatch(/so to be safe I suggest only alcohol-free drinks/);
  });

  test("I'm allergic to alcohol: only alcohol-free drinks", async () => {
    for (const engine of [builtinEngine, everything]) for (const d of await ask("I'm allergic to alcohol, something fruity", engine)) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
  });

  test.each(['If I drink gin I get a headache, something with rum', 'when I drink I like it strong', 'I crashed my car today, I need a stiff drink'])(
    '%s: no reason not to drink',
    async (request) => {
      const answer = await ask(request);
      expect(answer.some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
    },
  );

  test("'crashed' is the guest's verb, not a slip of 'cashew': no nuts ruled out", () => {
    const read = readRequest('Last time I drank I crashed my car. Never again.', bar);
    expect(read.corrected).toEqual([]);
    expect(read.excludedIngredients.map((w) => w.join(' '))).not.toContain('nut');
  });
});

describe("'no alcohol' at the end of a bare list of noes", () => {
  test.each(['no eggs no nuts no alcohol', 'no eggs no nuts no gluten no alcohol', 'no gin no vodka no alcohol', 'no egg whites no honey no alcohol, vegan', 'no eggs no nuts no booze'])(
    '%s: alcohol-free, and each thing left out',
    async (request) => {
      for (const engine of [builtinEngine, everything]) {
        const answer = await ask(request, engine);
        expect(answer.length).toBeGreaterThan(0);
        for (const d of answer) {
          expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
          expect(holds(d.recipeId, 'egg-white', 'orgeat', 'amaretto')).toBe(false);
        }
      }
    },
  );

  test.each(['no alcohol-free stuff, a real drink', 'No quiero nada sin alcohol, ¿vale? Algo fuerte', "I DON'T want anything without alcohol. Something fresh.", 'sin alcohol fuerte, un vino tinto'])(
    '%s: still wants alcohol',
    async (request) => {
      const answer = await ask(request);
      for (const d of answer) expect(ALCOHOL_FREE_IDS).not.toContain(d.recipeId);
    },
  );
});

describe('a three-letter spirit typed in a hurry', () => {
  test.each(['no gni pls!!! smth frutiy', 'no gni, no vodak, fruity pls'])('%s: no gin', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(holds(d.recipeId, 'gin-london-dry')).toBe(false);
    }
  });

  test("'rmu and coke' is a rum and cola", async () => {
    expect((await ask('rmu and coke'))[0]!.recipeId).toBe('cuba-libre');
  });
});

describe('money for a group, and a tip included', () => {
  test.each([
    ["I'll pay up to $100 for the group of 10, something citrusy each", 10],
    ['I have $15, tip included (20%). Something smoky', 12.5],
  ])('%s: every drink within %s', async (request, cap) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(cap);
    }
  });
});

describe('a money sign in its own script', () => {
  test("'1500円' is 1500 yen, converted, and nothing said to be unreadable", async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask('1500円 within please, something with gin', engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(10);
    }
    const [first] = await ask('1500円 within please, something with gin');
    expect(first!.reason).toMatch(/yen is about \$/);
    expect(first!.reason).not.toMatch(/could not read/);
  });
});

describe("a review's false positives: what these rules must leave alone", () => {
  test.each([
    'when we drink rum we like it with diet coke',
    'Last time I drank here it was at a hospitality event, a spritz please',
    'Last time I had a drink here the bartender was killing it, same again: a negroni',
    'Last time I had a drink here it was a Death in the Afternoon, another please',
    "if I drink rum it has to be Dead Man's Fingers",
  ])('%s: drinks with alcohol', async (request) => {
    const answer = await ask(request);
    expect(answer.some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
  });

  test('the last time with one spirit, never again: that spirit is no reason to refuse all alcohol', async () => {
    const answer = await ask('The last time I drank tequila, never again. A gin and tonic please');
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) {
      expect(ALCOHOL_FREE_IDS).not.toContain(d.recipeId);
      expect(holds(d.recipeId, 'tequila-blanco', 'mezcal')).toBe(false);
    }
  });

  test.each(["I'm about 16 years, a beer please", "I'm around 17 yrs, a lager"])('%s: an age, so alcohol-free', async (request) => {
    for (const engine of [builtinEngine, everything]) for (const d of await ask(request, engine)) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
  });

  test("examples after the stand-ins refused that say another limit keep it: 'such as the one with almonds ... I can't have nuts'", async () => {
    const request = "no alcohol-free beer such as the one with almonds and coconut, I can't have nuts. a tiki drink";
    for (const engine of [builtinEngine, everything]) for (const d of await ask(request, engine)) expect(holds(d.recipeId, 'orgeat', 'amaretto', 'coconut-cream')).toBe(false);
  });

  test("'quelque chose de mûr et fruité' is no rum, and 'ing' is no gin", () => {
    expect(readRequest('quelque chose de mûr et fruité', bar).spirits).not.toContain('rum');
    expect(readRequest('something refreshing ing', bar).spirits).not.toContain('gin');
  });
});

describe("the final attacker's kinds: a reason said sideways", () => {
  test.each([
    "My imam is sitting with us tonight and I'd never drink in front of him, nor at all really. Something minty",
    'My parole officer does random tests, lol. Anything with coffee?',
    'random drug tests at work, lol. coffee?',
    'My probation officer tests me randomly. coffee?',
    'my PO breathalyses me every morning. something with coffee',
    'If I come home smelling of booze my wife leaves me. She means it. Minty',
    'grandma made me promise on her deathbed: never touch the stuff. something sweet',
    "I promised I'd never touch the stuff again. something sweet",
    "haven't had a drink since the accident and I'm not starting now. bubbly",
    "my kidneys can't take it anymore, doc said no more. something sweet",
    'the last time I drank I woke up in another country. Never again. fruity',
    'I fell off the wagon last year, back on it now, 90 days. sweet',
    "I'd never drink in front of my dad, and he's right here. Something minty",
    'T-total! something sour',
    'no ETOH. something minty',
    'nothing with ethanol in it please. bubbles',
  ])('%s: only alcohol-free drinks', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
    }
  });

  test.each(['my doctor said no more coffee, something fruity', "I promised my wife I'd never drink tequila again, something with gin", 'I fell off the wagon last night, so a margarita'])(
    '%s: no reason to refuse all alcohol',
    async (request) => {
      const answer = await ask(request);
      expect(answer.some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
    },
  );

  test.each([
    ['no ta kila, refreshing please', 'tequila-blanco'],
    ['nothing with jinn, citrusy', 'gin-london-dry'],
    ['no djin. something bitter', 'gin-london-dry'],
  ])('%s: no %s', async (request, item) => {
    for (const engine of [builtinEngine, everything]) for (const d of await ask(request, engine)) expect(holds(d.recipeId, item)).toBe(false);
  });
});

describe("the final attacker's kinds: money", () => {
  test.each([
    ['$25 for two drinks, and I want to leave $5 tip', 10],
    ['we are 3 with 36 dollars total, tip included (~20%). something fruity', 10],
    ['I have $30, $6 of which is the tip, for 2 cocktails', 12],
    ['budget 50 euros for 4 people, 10 euros of that is tip', 10],
  ])('%s: every drink within %s, and some offered', async (request, cap) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(cap);
    }
  });

  test("friends who pay their own share none of the guest's $11", async () => {
    const answer = await ask("I'm with two friends who are paying their own. Max $11, gin");
    expect(answer[0]!.recipeId).toBe('gin-and-tonic');
  });
});

test("'only for me and wife, two drinks' is still shared by two", async () => {
  for (const d of await ask('Budget is 1800 rupees only for me and wife, two drinks. What you will suggest?')) expect(d.price).toBeLessThanOrEqual(11);
});

describe("the second final attacker's kinds", () => {
  test.each(['noalc pls, smth sour', 'noalc, something fizzy'])('%s: only alcohol-free drinks', async (request) => {
    for (const engine of [builtinEngine, everything]) for (const d of await ask(request, engine)) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
  });

  test.each([
    ['my ex said I should quit drinking. old fashioned please', 'old-fashioned'],
    ["I used to be sober but that's over now. A dry martini please", 'dry-martini'],
    ['on antibiotics but finished the course yesterday, negroni please', 'negroni'],
    ["I was pregnant last year, now I'm back! espresso martini please", 'espresso-martini'],
    ['never been sober a day in my life lol, old fashioned', 'old-fashioned'],
    ["the guy next to me is sober, I'm not. negroni", 'negroni'],
  ])('%s: a reason said not to hold, the drink asked for first', async (request, id) => {
    expect((await ask(request))[0]!.recipeId).toBe(id);
  });

  test.each(['my doctor says I should stop drinking so something minty', 'my wife says I should stop drinking, something minty', 'on antibiotics, something minty'])(
    '%s: still alcohol-free',
    async (request) => {
      for (const engine of [builtinEngine, everything]) for (const d of await ask(request, engine)) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
    },
  );

  test.each([
    ['round for the 6 of us, $60 all in, tip included at 20%', 8.33],
    ['I have $25, need $5 for the bus and want to buy my friend one too, something fruity', 10],
  ])('%s: every drink within %s', async (request, cap) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(cap);
    }
  });
});

describe('a story of a last time that names no drink, then a drink ordered', () => {
  test.each([
    ['I threw up in the cab last time lol. a negroni please', 'negroni'],
    ['got so drunk last time. anyway, a negroni please', 'negroni'],
  ])('%s: the drink ordered first', async (request, id) => {
    expect((await ask(request))[0]!.recipeId).toBe(id);
  });

  test.each(['I had a negroni last time, something different', 'last time I had a negroni. something else please'])('%s: another drink, like it', async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).not.toBe('negroni');
  });
});
