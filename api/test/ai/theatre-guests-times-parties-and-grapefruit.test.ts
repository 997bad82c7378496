import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * The kinds the twelfth session's guest tester showed (a theatre bar's Saturday; their requests are the development
 * set `outside-52-recommendations`), in our own words: a show's time is no price; a party's count after 'we are' is no
 * age, and a price after it ('we're 4, 15 max') none either; a medicine grapefruit does not mix with leaves out the
 * grapefruit and says why; a party's amount without a cap word on each drink is the party's; 'can't manage' and
 * 'neither of us can' say no; a show's title is no faith.
 */
const bar = demoBar();
const { ask, recipe, everything } = guestAsks(bar);

describe("a show's time is no price", () => {
  test.each(["curtain's at 7.30 and we've got 25 mins, something with gin", 'the show starts 8.15, a rum drink please', 'doors at 7:45, something with bourbon'])('%s', (request) => {
    const read = readRequest(request, bar);
    expect(read.maxPrice).toBeUndefined();
    expect(read.spirits.length).toBe(1);
  });

  test('an amount with its cents and a cap word is still one', () => {
    expect(readRequest('gin under 7.50', bar).maxPrice).toBe(7.49);
    expect(readRequest('anything at 12.50 or under', bar).maxPrice).toBe(12.5);
    expect(readRequest('something at 7.50 max', bar).maxPrice).toBe(7.5);
  });
});

describe("a party's count is no age", () => {
  test.each(["we're 12 ladies on a hen do, prosecco for everyone", 'we are 4 pensioners, something gentle', "we're 4, 15 max", 'we are 3, 12 max each'])('%s: alcohol may be served, nothing said of ages', async (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/under 21/);
  });

  test.each(["we're 17 and 15", "I'm 16, something fruity"])('%s: still minors', (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(true);
  });
});

describe('medicines grapefruit does not mix with', () => {
  test.each(["I'm on simvastatin - is the paloma ok for me?", "I'm on amlodipine. Something with grapefruit?", 'skip anything with cranberry, i am on statins', 'tomo estatinas, algo refrescante'])('%s', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(recipe(d.recipeId).ingredients.some((i) => i.inventoryItemId.includes('grapefruit'))).toBe(false);
        expect(d.reason).toMatch(/grapefruit does not mix with it/);
      }
    }
  });

  test('a Paloma asked for by name is said to be left out for its grapefruit', async () => {
    expect((await ask("I'm on simvastatin - is the paloma ok for me?"))[0]!.reason).toMatch(/^The Paloma has grapefruit/);
  });
});

describe("a party's amount with no cap word on each drink", () => {
  test.each([
    ['$30, 3 people, want cocktails', 10],
    ['budget 50 dollars, 4 of us, something bubbly', 12.5],
    ['Nous sommes quatre, budget 50 euros en tout, quelque chose de pétillant ?', 12.5],
    ['gift voucher $30, 3 people', 10],
  ])('%s: nothing over %d', async (request, each) => {
    for (const engine of [builtinEngine, everything]) for (const d of await ask(request, engine)) expect(d.price).toBeLessThanOrEqual(each);
  });

  test('a cap word on each drink keeps it per drink', async () => {
    expect((await ask('we are 2, under $12, gin please', everything)).some((d) => d.price === 11)).toBe(true);
  });
});

describe("'can't manage' and 'neither of us can' say no; a show's title is no faith", () => {
  test.each(["I can't manage bubbles", 'Neither of us can manage bubbles. Something sweet please'])('%s: nothing fizzy', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(recipe(d.recipeId).ingredients.some((i) => /soda|tonic|ginger-beer|cola|prosecco|lager|ipa|stout|beer/.test(i.inventoryItemId))).toBe(false);
  });

  test('The Book of Mormon was hilarious! two IPAs please', () => {
    const read = readRequest('The Book of Mormon was hilarious! two IPAs please', bar);
    expect(read.alcoholFree).toBe(false);
    expect(readRequest("I'm Mormon, what can I have?", bar).alcoholFree).toBe(true);
  });
});

describe('a party of two in the other languages, and alcohol asked for by what a drink has', () => {
  test.each([
    ['Tenho 15 libras pra mim e pra minha namorada, o que dá pra pedir?', 7.5],
    ['20 euros para mí y mi novia', 10],
    ['30 euros pour moi et ma copine', 15],
  ])('%s: nothing over %d', async (request, each) => {
    for (const d of await ask(request, everything)) expect(d.price).toBeLessThanOrEqual(each);
  });

  test("the cheapest drink that's actually got alcohol in it", async () => {
    expect(readRequest("cheapest drink that's actually got alcohol in it", bar).alcoholFree).toBe(false);
    for (const d of await ask("cheapest drink that's actually got alcohol in it")) expect(recipe(d.recipeId).category).not.toBe('alcohol-free');
    expect(readRequest('nothing that has alcohol', bar).alcoholFree).toBe(true);
  });
});

describe('a minor in a group order, and what is no age', () => {
  test.each(['3 drinks for the interval, one of us is 14, quick as poss', 'the youngest is 16, something for everyone'])('%s: no alcohol, and why', async (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(true);
    for (const d of await ask(request, everything)) {
      expect(recipe(d.recipeId).category).toBe('alcohol-free');
      expect(d.reason).toMatch(/under 21/);
    }
  });

  test.each(['one of us is 4 years older, two gins please', 'quick as poss, two gins'])('%s: no minor, nothing posh', (request) => {
    const read = readRequest(request, bar);
    expect(read.alcoholFree).toBe(false);
    expect(read.corrected.map(([from]) => from)).not.toContain('poss');
  });
});
