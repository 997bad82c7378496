import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, answering, demoBar, silentLog } from './fixtures';

/**
 * What the seventeenth session's outside testers found, each as a class in our own words: what drinking did or would do
 * to a guest, said as a doctor's warning, a condition, a past event or a vow ('if you drink, you die', 'last time I
 * drank I crashed my car', 'I swore off it'); 'no alcohol' at the end of a bare list of noes; a three-letter spirit with
 * two letters swapped ('no gni'); a past-tense verb two slips from an allergen ('crashed', not 'cashew'); a budget for
 * 'the group of 10' and a tip included as a percentage. Each limit is checked on the built-in engine and on a model
 * that offers the whole menu.
 */
const bar = demoBar();
const everything = answering(bar.recipes.map((r) => r.id));
const ask = (request: string, engine = builtinEngine) => recommendDrinks({ preferences: request }, bar, engine, silentLog());
const recipe = (id: string) => bar.recipes.find((r) => r.id === id)!;
const holds = (id: string, ...items: string[]) => recipe(id).ingredients.some((i) => items.includes(i.inventoryItemId));

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
