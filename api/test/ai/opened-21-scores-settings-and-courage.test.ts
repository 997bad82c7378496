import { readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * The opened twenty-first set's misses, by class and in our own words: a score is no currency ('we won 3-0'), a
 * drink not had yet is one to try, a setting's
 * kind of drink yields to a wish ('after the match, something warming'), courage for a stage, a copper mug, a
 * hangover to avoid, calories counted, and a party's money said before its amount ('we have together 25').
 */
const bar = demoBar();
const { ask, recipe, everything } = guestAsks(bar);

describe('a score is no money', () => {
  // (A score's 0 is still read as alcohol-free, the safe side: 'we won 3-0' is answered without alcohol until a 0 can
  // be told apart from '0%' without losing a guest's '0%' or '0.0'.)
  test.each(['WE WON 3-0!!! something to celebrate!!', 'we won 2-1, a round of something bubbly'])('%s: no currency note, no cap', async (request) => {
    const answer = await ask(request, everything);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.reason).not.toMatch(/cannot convert|won\b|less expensive half/);
  });

  test('I only have 5000 won: the won is still money, at its rate (no drink on this menu costs as little)', async () => {
    expect(await ask('I only have 5000 won', everything)).toEqual([]);
    const more = await ask('I only have 15000 won', everything);
    expect(more.length).toBeGreaterThan(0);
    for (const d of more) {
      expect(d.price).toBeLessThanOrEqual(15000 / 1380);
      expect(d.reason).toMatch(/limit in won is about/);
    }
  });

  test("₩ 20000 is what I have: the won's sign is money, counted at a cautious rough rate", async () => {
    const answer = await ask('₩ 20000 is what I have', everything);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) {
      expect(d.reason).toMatch(/limit in won is about \$12\.31/);
      expect(d.price).toBeLessThanOrEqual(20000 / 1380);
    }
  });

  test('"try 2 of them" is no Turkish lira', async () => {
    for (const d of await ask('can I try 2 of the gin ones', everything)) expect(d.reason).not.toMatch(/lira/);
  });
});

describe('alcohol said in numbers', () => {
  test.each(['something like an americano, 0% please', 'ABV must be 0, something bitter', 'a 0.5 beer please', '0,5% bier bitte'])('%s: alcohol-free', async (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(true);
    for (const d of await ask(request, everything)) expect(recipe(d.recipeId).category).toBe('alcohol-free');
  });

  test.each(['0.0 only, something fizzy', 'pregnant, so no alcohol, not even 0.5'])('%s: not even the 0.5%% beer', async (request) => {
    expect(readRequest(request, bar).noAlcoholTrace).toBe(true);
    for (const d of await ask(request, everything)) expect(d.recipeId).not.toBe('alcohol-free-beer');
  });
});

describe('a drink not had yet is one to try', () => {
  test.each([
    ["never had a negroni, what's it like? actually just get me one", 'negroni'],
    ["I haven't tried a paloma, is it nice?", 'paloma'],
    ['nunca he probado un mojito', 'mojito'],
  ])('%s', async (request, id) => {
    expect(readRequest(request, bar).excludedDrinks).not.toContain(id);
    expect((await ask(request)).map((d) => d.recipeId).slice(0, 2)).toContain(id);
  });

  test('never having had alcohol stays said', () => {
    expect(readRequest("never had alcohol in my life, what's good", bar).alcoholFree).toBe(true);
  });
});

describe("a setting's kind of drink yields to a wish", () => {
  test('after the match, something warming: no beer first', async () => {
    const answer = await ask('freezing out there after the match, something warming');
    expect(recipe(answer[0]!.recipeId).category).not.toBe('beer');
    expect(answer.slice(0, 3).filter((d) => recipe(d.recipeId).category === 'beer')).toHaveLength(0);
  });

  test.each(['a cold one for the match', 'watching the rugby on a cold afternoon', "St Patrick's Day!"])('%s: still a beer first', async (request) => {
    expect(recipe((await ask(request))[0]!.recipeId).category).toBe('beer');
  });

  test('a spirit named for the game is the wish', async () => {
    for (const d of (await ask('rum for the game')).slice(0, 3)) expect(recipe(d.recipeId).ingredients.some((i) => /^rum-/.test(i.inventoryItemId))).toBe(true);
  });
});

describe('courage, a cup, tomorrow and calories', () => {
  test('liquid courage before karaoke is understood, and with alcohol', async () => {
    const request = 'karaoke in 10 min, need some liquid courage';
    expect(readRequest(request, bar).understood).toBe(true);
    const answer = await ask(request);
    expect(answer.every((d) => recipe(d.recipeId).category !== 'alcohol-free')).toBe(true);
  });

  test('the one in the copper mug is the Moscow Mule', async () => {
    expect((await ask('which one comes in the copper mug? saw one go past and want it'))[0]!.recipeId).toBe('moscow-mule');
  });

  test.each(['whatever is least likely to give me a hangover', "what won't give me a hangover"])('%s: understood, light, nothing ruled out', async (request) => {
    const read = readRequest(request, bar);
    expect(read.understood).toBe(true);
    expect(read.strength?.level).toBe('light');
    expect(read.excludedSpirits).toHaveLength(0);
  });

  test('a drink that gives the guest a headache is still ruled out', () => {
    expect(readRequest('red wine gives me a headache, something else', bar).excludedIngredients.map((x) => x.join(' '))).toContain('red wine');
  });

  test('counting calories: light and dry, not sweet or creamy', async () => {
    const answer = await ask("counting calories this month, what's the lowest calorie drink you do?");
    for (const d of answer.slice(0, 3)) expect(d.reason).not.toMatch(/sweet|creamy/);
    expect(readRequest('counting calories this month', bar).strength?.level).toBe('light');
  });
});

describe("a party's money", () => {
  test.each(['Me and my girlfriend, we have together 25. What we can drink?', 'we have 25 total, what can we get', 'we have altogether 25'])('%s: a share of 25 each', async (request) => {
    const answer = await ask(request, everything);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(12.5);
  });

  test('one guest\'s total is theirs', async () => {
    expect(Math.max(...(await ask('I have 25 total', everything)).map((d) => d.price))).toBeGreaterThan(12.5);
  });
});
