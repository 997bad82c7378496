import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The opened twenty-fifth set's kinds, in our own words (seventeenth session): the alcohol-free stand-ins refused by a
 * guest in recovery, how long said as 'for N years' (no age), an allergy named before its colon ('Histamine
 * intolerance: ...'), a round's size in Polish and Dutch, winter drinks from home, a celebration said with glasses.
 * Each limit is checked on the built-in engine and on a model that offers the whole menu.
 */
const bar = demoBar();
const { ask, holds, everything } = guestAsks(bar);
const STAND_INS = ['gin-alcohol-free', 'aperitif-alcohol-free', 'beer-alcohol-free-bottle'];

describe('the alcohol-free stand-ins refused', () => {
  test.each([
    '9 years sober. Nothing alcoholic, and honestly none of the pretend versions either (0% beer, fake gin, that kind of thing), they mess with my head',
    "I'm sober, no alcohol, and no alcohol-free beer or fake gin either",
    'pregnant so no alcohol, and no fake gin please, it tastes like perfume',
    "in recovery. I don't want the non-alcoholic spirits, they're too close to the real thing",
  ])('%s: alcohol-free, and none with a stand-in', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
        expect(holds(d.recipeId, ...STAND_INS)).toBe(false);
      }
    }
  });

  test('the answer says why the stand-ins are left out', async () => {
    const answer = await ask('9 years sober. Nothing alcoholic, and none of the pretend versions either (0% beer, fake gin)');
    expect(answer.length).toBe(3);
    expect(answer[0]!.reason).toMatch(/none of the pretend versions/);
  });

  test('what the stand-in stands for is not refused with it: a real lager', async () => {
    const answer = await ask("I don't want alcohol free beer, a real lager please");
    expect(answer[0]!.recipeId).toBe('lager');
    for (const d of answer) expect(holds(d.recipeId, ...STAND_INS)).toBe(false);
  });

  test.each(['no alcohol, 0% beer is fine', 'alcohol free beer please'])('%s: the stand-in asked for is offered', async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe('alcohol-free-beer');
  });
});

describe('how long, not how old', () => {
  test.each([
    'sober for 3 years, something with mint',
    "We've been together 10 years today, something bubbly",
    'clean 2 years now, what do you have with ginger?',
  ])('%s: no age read, no word of an age in the answer', async (request) => {
    const answer = await ask(request);
    expect(readRequest(request, bar).minor).toBeUndefined();
    for (const d of answer) expect(d.reason).not.toMatch(/under 21/);
  });

  test.each(['drinks for 16 year olds', 'ho 16 anni', 'tengo 17 años'])('%s: still an age under the drinking age', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
    }
  });
});

describe('an allergy named before its colon', () => {
  test('Histamine intolerance: every wine, vermouth and beer is left out, and the bartender is to be asked', async () => {
    const request = "Histamine intolerance: red wine and beer give me a pounding headache. What's a safe bet?";
    const fermented = ['wine-red-house', 'wine-white-house', 'wine-rose-house', 'prosecco', 'vermouth-sweet', 'vermouth-dry', 'lager-bottle', 'ipa-bottle', 'stout-can'];
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(holds(d.recipeId, ...fermented)).toBe(false);
    }
    const answer = await ask(request);
    expect(answer.some((d) => /check with the bartender/.test(d.reason))).toBe(true);
  });

  test('nut allergy: what can I have? is an allergy to nuts, not to "what"', () => {
    const read = readRequest('nut allergy: what can I have?', bar);
    expect(read.unknownAllergens).toEqual([]);
    expect(read.excludedIngredients.map((w) => w.join(' '))).toContain('almond');
  });
});

describe('a round in Polish and Dutch', () => {
  test.each([
    ['Mamy 200 zł na cztery osoby, jedna kolejka. Co polecasz?', 14],
    ['we hebben 60 euro voor vier mensen, een rondje', 15],
  ])('%s: each drink within its share', async (request, share) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(share);
    }
  });
});

describe('winter drinks from home and glasses raised', () => {
  test.each(['Macie grzańca? Jak nie, to coś podobnego', 'Habt ihr Jagertee oder sowas in der Art?', 'Avete il bombardino? Se no, qualcosa di simile'])(
    '%s: understood, and the answer says none is served hot',
    async (request) => {
      expect(readRequest(request, bar).understood).toBe(true);
      const answer = await ask(request);
      expect(answer[0]!.reason).toMatch(/none of our drinks is served hot/i);
    },
  );

  test.each(["We've been together 10 years today 🥂", '🥂'])('%s: a celebration, with bubbles', async (request) => {
    const answer = await ask(request);
    expect(readRequest(request, bar).understood).toBe(true);
    expect(holds(answer[0]!.recipeId, 'prosecco')).toBe(true);
  });
});

describe('the children a guest minds are not the guest', () => {
  test.each(['Spent the whole day teaching 5-year-olds to snowplough. I need a stiff drink', 'babysitting 7 year olds all day, wine please'])(
    '%s: no age read, drinks with alcohol offered',
    async (request) => {
      expect(readRequest(request, bar).minor).toBeUndefined();
      const answer = await ask(request);
      expect(answer.some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
      for (const d of answer) expect(d.reason).not.toMatch(/under 21/);
    },
  );

  test('a stiff drink after minding them is a strong one', async () => {
    const [first] = await ask('Spent the whole day teaching 5-year-olds to snowplough. I need a stiff drink');
    expect(['old-fashioned', 'manhattan', 'dry-martini', 'negroni', 'bourbon-neat', 'islay-single-malt-neat']).toContain(first!.recipeId);
  });
});

describe('a pick-me-up in the languages', () => {
  test.each(['Stasera c’è la festa e sono distrutto, mi serve qualcosa che mi tiri su', 'je suis crevé, quelque chose qui me remonte', 'algo que me anime, estoy muerto'])(
    '%s: the coffee drink first',
    async (request) => {
      const [first] = await ask(request);
      expect(first!.recipeId).toBe('espresso-martini');
    },
  );

  test('a Polish mulled wine is answered with the red wine first', async () => {
    const [first] = await ask('Macie grzańca? Jak nie, to coś podobnego');
    expect(first!.recipeId).toBe('house-red-wine');
  });
});
