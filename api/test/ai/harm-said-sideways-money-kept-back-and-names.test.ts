import { builtinEngine } from '../../src/ai/builtin';
import { clipped } from '../../src/ai/text';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * What two outside testers found on the running app (sixteenth session: a jazz club's guests, an attacker), in our own
 * words: a thing said to do harm after 'but', or to clash with a medicine, or when drunk ('if I drink X I get ...');
 * what drinking would cost ('my doctor would cry if I drank tonight'); 'can't touch a drop'; an allergen said to be fine;
 * bitters of any kind; money kept back for a tip or owed to a friend; a birthday said by its number and a name one slip
 * from a drink; a wish the guest's own limits rule out is not said to be unmet; and no character cut in two.
 */
const bar = demoBar();
const { ask, holds, everything } = guestAsks(bar);
const AF = new Set(ALCOHOL_FREE_IDS);

describe('a thing said to do harm, however it is led into', () => {
  test.each([
    ['love a negroni but campari gives me migraines', 'campari'],
    ['I like gin, but tonic gives me a headache', 'tonic-water'],
    ['grapefruit clashes with my blood pressure tablets, something with tequila', 'grapefruit-soda'],
    ['if I drink tequila I get sick, something fruity', 'tequila-blanco'],
    ['whenever I have rum I end up sick, something sweet', 'rum-white'],
  ])('%s: none with it, whatever engine answers', async (request, item) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(holds(d.recipeId, item)).toBe(false);
    }
  });

  test('a medicine a thing clashes with is still a medicine: alcohol-free', async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask('cranberry interacts with my warfarin, something fruity', engine);
      for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
      for (const d of answer) expect(holds(d.recipeId, 'cranberry-juice')).toBe(false);
    }
  });
});

describe('what drinking would cost, said as a condition', () => {
  test.each([
    'My GP would be furious if I drank tonight, so something fruity.',
    'My dad would kill me if I drank, something sweet',
    'If I have a drink my probation officer will find out. Something fruity.',
    "I'd lose my licence if I had a drink tonight, something refreshing",
  ])('%s: alcohol-free, whatever engine answers', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
    }
  });

  test("'can't touch a drop' allows no trace: not the 0.5% beer", async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask("I'm the duty vet tonight, can't touch a drop", engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(AF.has(d.recipeId) && d.recipeId !== 'alcohol-free-beer').toBe(true);
    }
  });
});

describe('an allergen said to be fine, and bitters of any kind', () => {
  test.each(['vegetarian, eggs are fine, something foamy', "I'm fine with egg, a frothy sour please"])('%s: the egg drinks are not left out', async (request) => {
    const answer = await ask(request);
    expect(answer.some((d) => holds(d.recipeId, 'egg-white'))).toBe(true);
    expect(answer[0]!.reason).not.toMatch(/left out every drink with egg/);
  });

  test('eggs said to be a problem are still left out', async () => {
    const answer = await ask('eggs are a problem for me, something foamy');
    for (const d of answer) expect(holds(d.recipeId, 'egg-white')).toBe(false);
  });

  test('no bitters of any kind: no Angostura and no bitter liqueur', async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask('no bitters of any kind, something with bourbon', engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(holds(d.recipeId, 'angostura-bitters', 'campari', 'aperol', 'aperitif-alcohol-free')).toBe(false);
    }
  });
});

describe('money kept back', () => {
  test.each([
    ['I have $14 on me and need to keep 3 bucks for the tip', 11],
    ['I have 13 dollars but 2 go to the tip', 11],
    ['I have $16 but I owe my flatmate $5 of it', 11],
    ['$25 but $10 of it is for the taxi', 15],
  ])('%s: nothing over %d, and something offered', async (request, cap) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(cap);
    }
  });
});

describe('names and numbers that are no drink', () => {
  test.each(['HAPPY 70TH MARGARET!!!', 'happy birthday martina', "it's Colin's 50th"])('%s: a celebration, not a drink named', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).not.toMatch(/the one you asked for/);
    expect(answer.map((d) => d.recipeId)).not.toContain('margarita');
  });
});

describe('a wish the guest limits themselves is not said to be unmet', () => {
  test.each([
    ['Low-salt diet, no salt rims. Something with salt and lime?', /No .*salt-free.* has salt/],
  ])('%s', async (request, garbled) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).not.toMatch(garbled);
  });

  test("vegan and asking about the wines: the answer says to check how they were fined", async () => {
    const answer = await ask("I'm vegan. Are your wines vegan? If you can't tell, a vegan cocktail");
    expect(answer[0]!.reason).toMatch(/fine wines: please check with the bartender/);
  });

  test('a question about the alcohol-free beer, for a guest who wants none: it says up to 0.5%', async () => {
    const answer = await ask('Is the alcohol-free beer really zero? I need zero, not a trace');
    for (const d of answer) expect(d.recipeId).not.toBe('alcohol-free-beer');
    expect(answer[0]!.reason).toMatch(/up to 0\.5%/);
  });
});

describe('no character cut in two', () => {
  test('clipped keeps a pair of a styled letter whole', () => {
    const styled = '\u{1D427}\u{1D428}';
    expect(clipped(styled, 3)).toBe('\u{1D427}');
    expect(clipped('abc', 2)).toBe('ab');
  });

  test('a request in styled letters is quoted without a lone half of a character', async () => {
    const answer = await ask('𝐧𝐨 𝐚𝐥𝐜𝐨𝐡𝐨𝐥 please, something fruity 𝐟𝐨𝐫 𝐦𝐞');
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(d.reason)).toBe(false);
  });
});

describe('a strength said as a percentage', () => {
  test.each([
    ['nothing over 15% abv in the glass, and no beer', 15],
    ['something under 10% alcohol', 10],
  ])('%s: drinks with alcohol, none stronger than %d%', async (request, cap) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.some((d) => !AF.has(d.recipeId))).toBe(true);
    expect(answer[0]!.reason).not.toMatch(/only alcohol-free/);
    const { availableProfiles } = await import('../../src/ai/builtin');
    const byId = new Map(availableProfiles(bar).map((d) => [d.id, d]));
    for (const d of answer) expect(byId.get(d.recipeId)!.abv).toBeLessThanOrEqual(cap);
  });
});

describe('one word for two fruits', () => {
  test("'algo com limão' met by lime is not said to be unmet for lemon", async () => {
    const answer = await ask('R$60, algo com limão');
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).not.toMatch(/has lemon/);
  });
});

describe("what the review found", () => {
  test.each(["We're on the wagon, not really fussed what. Something fruity", "I can't drink alcohol, not really allowed. Something fruity", 'No alcohol for me, not really feeling it tonight'])(
    '%s: no take-back, alcohol-free whatever engine answers',
    async (request) => {
      for (const engine of [builtinEngine, everything]) {
        const answer = await ask(request, engine);
        expect(answer.length).toBeGreaterThan(0);
        for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
      }
    },
  );

  test.each(['max 0.5% alcohol, something fruity', 'I need something with no more than 0.5% alcohol'])('%s: alcohol-free, whatever engine answers', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
    }
  });

  test('nothing over 5% abv holds for every engine', async () => {
    const { availableProfiles } = await import('../../src/ai/builtin');
    const byId = new Map(availableProfiles(bar).map((d) => [d.id, d]));
    const answer = await ask('nothing over 5% abv', everything);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(byId.get(d.recipeId)!.abv).toBeLessThanOrEqual(5);
  });

  test("money said to be for a friend's drink is still the cap", async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask("$12 is for my friend's drink, something fruity", engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(12);
    }
  });
});

describe('what the final outsider found', () => {
  test.each([
    'If I have even one drink my probation officer finds out, so keep it dry please',
    "If I have a single drink tonight my boss finds out. Something refreshing",
  ])('%s: alcohol-free, whatever engine answers', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
    }
  });

  test.each([
    ["If there's any rum in it I'll be sick all night. Something sweet.", 'rum-white'],
    ['Last time I had egg white in a drink I ended up in A&E. Something sour?', 'egg-white'],
    ['the last time I had amaretto I ended up in hospital, something sweet', 'amaretto'],
    ["If I have caffeine after 9 I'm up till 4, and it's 11 now. Something with vodka.", 'espresso'],
  ])('%s: none with it, whatever engine answers', async (request, item) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(holds(d.recipeId, item)).toBe(false);
    }
  });

  test("'my limit is 12 proof' is a strength, not a price", async () => {
    const answer = await ask('my limit is 12 proof');
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).not.toMatch(/\$12\.00/);
  });

  test.each([
    ['budget: twelve bucks minus the tip (20%)', 10],
    ["I've got $14 on me but $3 of that is your tip. Something fruity", 11],
  ])('%s: nothing over %d, and something offered', async (request, cap) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(cap);
    }
  });
});
