import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The opened twenty-fourth set's kinds, in our own words (sixteenth session): reasons not to drink each said not to
 * hold, while one that does still counts; a 'can't drink' owned up to as a joke; a limit said for someone else before
 * 'but this one's for me'; a doctor's allowance of a drink with a medicine (ADR 43), never with one that must not meet
 * alcohol or beside another reason; a thing a doctor has banned; sulphites said by what they set off; 'a sour' as a
 * kind of drink; less strong in the languages; the drink asked for when the guest asks whether the bar has it; and an
 * alcohol-free likeness of a drink whose heart no alcohol-free drink has. Each limit is checked on the built-in engine
 * and, where the safety layer holds every engine to it, on a model that offers the whole menu.
 */
const bar = demoBar();
const { ask, holds, everything } = guestAsks(bar);
const AF = new Set(ALCOHOL_FREE_IDS);
const WINE_BASED = ['wine-red-house', 'wine-white-house', 'wine-rose-house', 'prosecco', 'vermouth-sweet', 'vermouth-dry'];

describe('reasons said not to hold', () => {
  test.each([
    "I'm not driving, I'm not pregnant, I'm not on any meds, I'm on holiday. Strongest thing you've got.",
    'not on any medication and not driving tonight, something strong please',
    'not pregnant anymore!! the baby is four months and on formula, first proper cocktail in a year',
  ])('%s: drinks with alcohol', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.some((d) => !AF.has(d.recipeId))).toBe(true);
    expect(answer[0]!.reason).not.toMatch(/only alcohol-free|no alcohol at all/);
  });

  test.each(["I'm not driving but I'm on antibiotics, something fruity", 'not pregnant anymore but still breastfeeding, something fruity', "I'm not driving, but I'm pregnant"])(
    '%s: a reason that holds still counts, whatever engine answers',
    async (request) => {
      for (const engine of [builtinEngine, everything]) {
        const answer = await ask(request, engine);
        expect(answer.length).toBeGreaterThan(0);
        for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
      }
    },
  );
});

describe('a no owned up to as a joke', () => {
  test("'I can't have alcohol... kidding!!' before a wish: drinks with alcohol", async () => {
    const answer = await ask("I can't have alcohol... kidding!! it's our anniversary, something with bubbles for two");
    expect(answer.some((d) => !AF.has(d.recipeId))).toBe(true);
  });

  test('a reason said beside the joke still holds, whatever engine answers', async () => {
    for (const engine of [builtinEngine, everything]) {
      // (The joke's own words, then a reason: the take-back never undoes the reason.)
      const answer = await ask("I can't have alcohol... kidding!! I'm pregnant though, something with bubbles", engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
    }
  });
});

describe("someone else's limit, then 'but this one's for me'", () => {
  test('the drink the guest orders for themselves is offered, within their own cap', async () => {
    const answer = await ask("My mum's on heart tablets and can't have grapefruit, but this one's for me: a Paloma please, as long as it's $12 or less");
    expect(answer[0]!.recipeId).toBe('paloma');
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(12);
  });
});

describe("a doctor's allowance of a drink with a medicine (ADR 43)", () => {
  test.each([
    "I'm on warfarin but my doctor says one drink is fine, something pink",
    "on blood thinners, no cranberry, and I'm only allowed the one so make it count. Under $14.",
    "I'm on heart meds, my GP's fine with a glass of something, anything dry",
  ])('%s: drinks with alcohol, and the answer says to keep to what the doctor said', async (request) => {
    const answer = await ask(request);
    expect(answer.some((d) => !AF.has(d.recipeId))).toBe(true);
    expect(answer[0]!.reason).toMatch(/allowed a drink with .+ please keep to what your doctor said/);
  });

  test.each([
    'on metronidazole but my doctor says one drink is fine',
    'on sleeping pills, my doctor says a small glass is ok',
    "pregnant and on warfarin, doctor's fine with a small glass",
    "I'm 17 and on antibiotics, my doctor says one drink is fine",
    "I'm on sertraline, my doctor is happy with how I'm doing",
    "Dad's doctor is fine with one glass, I'm on sertraline",
    'I took promethazine, doctor says one drink is fine',
  ])('%s: never lifted, whatever engine answers', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
    }
  });

  test('a thing the doctor has banned is ruled out, with the allowance', async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask("I'm on warfarin so my cardiologist has banned cranberry, but otherwise I'm allowed one nice drink, something pink", engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(holds(d.recipeId, 'cranberry-juice')).toBe(false);
    }
  });
});

describe('a thing banned for the guest', () => {
  test.each([
    ['my doctor has banned grapefruit, something refreshing', 'grapefruit-soda'],
    ['the GP told me to cut out caffeine, something to perk me up', 'espresso'],
    ['my dentist has banned cola, something long', 'cola'],
  ])('%s: none with it, whatever engine answers', async (request, item) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(holds(d.recipeId, item)).toBe(false);
    }
  });
});

describe('sulphites said by what they set off', () => {
  test.each(['Sulphites set off my asthma, so no wine. Something bubbly?', 'sulfites trigger my migraines, something refreshing'])(
    '%s: nothing wine-based, and the answer asks to check',
    async (request) => {
      for (const engine of [builtinEngine, everything]) {
        const answer = await ask(request, engine);
        expect(answer.length).toBeGreaterThan(0);
        for (const d of answer) expect(holds(d.recipeId, ...WINE_BASED)).toBe(false);
        expect(answer[0]!.reason).toMatch(/sulfite|check with the bartender/i);
      }
    },
  );
});

describe("'a sour' as a kind of drink", () => {
  test.each(['Egg allergy, I really react. Can you do me some kind of sour?', 'which sours can you do without egg white?', 'a frothy sour please, but no raw egg'])(
    '%s: sours built with lemon or lime first, no Cosmopolitan, no egg',
    async (request) => {
      const answer = await ask(request);
      const top = answer.slice(0, 3).map((d) => d.recipeId);
      expect(top).not.toContain('cosmopolitan');
      expect(top).not.toContain('french-75');
      for (const d of answer) expect(holds(d.recipeId, 'egg-white')).toBe(false);
      for (const id of top) expect(holds(id, 'lemon-juice', 'lime-juice')).toBe(true);
    },
  );

  test("'not a sour either' asks for no sour", async () => {
    const r = readRequest('something with bourbon, not an old fashioned and not a sour either', bar);
    expect(r.aSour).toBeFalsy();
  });
});

describe('less strong, in the languages', () => {
  test.each(['Qualcosa come un Negroni ma meno forte?', 'algo como un negroni pero menos fuerte', 'quelque chose comme un negroni mais moins fort', 'so etwas wie ein Negroni, aber weniger stark'])(
    '%s: lighter than the Negroni',
    async (request) => {
      const answer = await ask(request);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(['negroni', 'boulevardier', 'mezcal-negroni', 'manhattan', 'dry-martini']).not.toContain(d.recipeId);
    },
  );
});

describe('the drink asked for when the guest asks whether the bar has it', () => {
  test.each([
    'I always drink Aperol Spritz at home, have you got it or something close?',
    'Do you have an Aperol Spritz or something similar?',
    'i always order a negroni, do you do one?',
  ])('%s: that drink first', async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe(/negroni/i.test(request) ? 'negroni' : 'aperol-spritz');
  });

  test('without asking for it, a usual is still something else', async () => {
    const answer = await ask('I always drink Aperol Spritz, something else tonight');
    expect(answer.map((d) => d.recipeId)).not.toContain('aperol-spritz');
  });
});

describe("an alcohol-free likeness of a drink whose heart no alcohol-free drink has", () => {
  test('like an espresso martini without alcohol: the answer says none has espresso, and offers no alcohol', async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask('Is there something like an espresso martini but without alcohol?', engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
    }
    const answer = await ask('Is there something like an espresso martini but without alcohol?');
    expect(answer[0]!.reason).toMatch(/No alcohol-free drink on our menu has espresso/);
  });
});

describe("a minor who asks for no child's drink", () => {
  test("'non-alcoholic but not a kiddie drink': alcohol-free, and no sweet child's drink first", async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask("I'm 17 and promised my parents not to drink. Non-alcoholic but not a kiddie drink please", engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
    }
    const answer = await ask("I'm 17 and promised my parents not to drink. Non-alcoholic but not a kiddie drink please");
    expect(answer[0]!.recipeId).not.toBe('shirley-temple');
  });
});

describe('a taste no other drink with alcohol has', () => {
  test("'not the mojito again, something else minty': the answer says no other drink with alcohol is minty", async () => {
    const answer = await ask('not the mojito again, something else minty');
    expect(answer.map((d) => d.recipeId)).not.toContain('mojito');
    expect(answer[0]!.reason).toMatch(/^No other drink with alcohol on our menu is minty/);
  });
});

describe('family called by the name the family uses', () => {
  test.each([
    ['Oma nimmt Blutverdünner, ich nehme einen Gin Tonic', 'gin-and-tonic'],
    ["Mum's driving tonight, but I'll have a gin and tonic", 'gin-and-tonic'],
    ["Dad is on antibiotics, I'll take a negroni", 'negroni'],
    ["grandpa can't drink, but for me a margarita", 'margarita'],
  ])("%s: their limit is theirs, the guest's order is the guest's", async (request, id) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe(id);
  });

  test.each(["I'm pregnant, mum's driving, I'll have a gin", "Mum's driving and I'm on antibiotics, I'll take a negroni", "Mum's pregnant, something for her", 'mum is driving, something for us both'])(
    "%s: the guest's own reason, or a drink for them, stays alcohol-free whatever engine answers",
    async (request) => {
      for (const engine of [builtinEngine, everything]) {
        const answer = await ask(request, engine);
        for (const d of answer) expect(AF.has(d.recipeId)).toBe(true);
      }
    },
  );
});
