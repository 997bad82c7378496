import { availableProfiles, builtinEngine } from '../../src/ai/builtin';
import { understandRequest } from '../../src/ai/builtin/understand';
import { ALCOHOL_FREE_IDS, demoBar, answering, guestAsks } from './fixtures';

/**
 * Hard constraints whose words play another role: a number attached to a product is its age (never a guest's age or
 * a price), a brand is the product it stands for, a reason given for not drinking ('for religious reasons') still
 * says the guest does not drink, and a 'no' reaches through a list past a name the reader does not know.
 */
const bar = demoBar();
const { ask, ingredientsOf } = guestAsks(bar);
const menu = availableProfiles(bar);
// Not the shared `read` (readRequest): what the built-in engine understands against the menu's profiles.
const read = (text: string) => understandRequest(text, menu);

describe('a number attached to a product is its age, not the guest’s and not a price', () => {
  test.each(['a 12 year old scotch, neat', 'an 18-year-old single malt if you have one', 'a twelve year old scotch please', 'scotch aged 12 years', 'a 12yo single malt', 'un scotch de 12 años'])(
    '%s: not alcohol-free, no price limit, the Scotch offered',
    async (text) => {
      const r = read(text);
      expect(r.alcoholFree).toBe(false);
      expect(r.maxPrice).toBeUndefined();
      const recs = await ask(text);
      expect(recs.slice(0, 3).map((d) => d.recipeId)).toContain('islay-single-malt-neat');
      for (const d of recs) expect(ALCOHOL_FREE_IDS).not.toContain(d.recipeId);
    },
  );

  test('a model that offers the malt for it keeps its answer', async () => {
    const recs = await ask('a 12 year old scotch, neat', answering(['islay-single-malt-neat', 'penicillin', 'old-fashioned']));
    expect(recs.map((r) => r.recipeId)).toEqual(['islay-single-malt-neat', 'penicillin', 'old-fashioned']);
  });

  test.each(["I'm 16 years old, something fruity", 'my son is 14 years old, what can he have', 'a drink for my 17 year old'])('%s: still an age', async (text) => {
    for (const r of await ask(text)) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });

  test('a price next to a product’s age is still a price: under $15 holds', async () => {
    const r = read('a 12 year old scotch would be nice, but under $15');
    expect(r.alcoholFree).toBe(false);
    expect(r.maxPrice).toBe(14.99);
  });
});

describe('a brand is the product it stands for', () => {
  const RUM = ['rum-white', 'rum-dark'];
  test.each([
    ['no Bacardi, something tropical', RUM],
    ['not Smirnoff or Grey Goose, I want something with coffee', ['vodka']],
    ['anything except Jack or Jim Beam, something smoky', ['bourbon']],
    ['keine Bacardi-Drinks bitte', RUM],
  ])('%s: nothing with it, from either engine', async (text, items) => {
    for (const engine of [builtinEngine, answering(['mojito', 'daiquiri', 'espresso-martini', 'moscow-mule', 'old-fashioned', 'whiskey-sour', 'dark-n-stormy'])]) {
      const recs = await ask(text, engine);
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
    }
  });

  test('a brand asked for is a wish for its spirit', () => {
    expect(read('something with Jim Beam').spirits).toContain('bourbon');
    expect(read('a Smirnoff drink').spirits).toContain('vodka');
  });

  test("'absolut' in German is not the vodka", () => {
    expect(read('absolut kein Alkohol bitte').spirits).toEqual([]);
  });
});

describe('not drinking, with a reason after it', () => {
  test.each(["I don't drink for religious reasons", 'my friend does not drink, something for her', 'no alcohol for me, my religion does not allow it', "it's Ramadan, something refreshing"])(
    '%s: alcohol-free, not even the 0.5% beer where faith is the reason',
    async (text) => {
      for (const engine of [builtinEngine, answering(['gin-and-tonic', 'alcohol-free-beer', 'virgin-mojito', 'paloma'])]) {
        const recs = await ask(text, engine);
        expect(recs.length).toBeGreaterThan(0);
        for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
        if (/relig|ramadan/i.test(text)) expect(recs.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
      }
    },
  );

  test("'I don't drink gin' is still about gin only", () => {
    const r = read("I don't drink gin, something fruity");
    expect(r.alcoholFree).toBe(false);
    expect(r.excludedSpirits).toContain('gin');
  });
});

describe('a price limit said as a limit', () => {
  test.each([
    ["I'm 25 and my limit is 9", 9],
    ['our limit is 12 a drink', 12],
    ['price cap of 10', 10],
  ])('%s: at most %d', (text, limit) => {
    const r = read(text);
    expect(r.maxPrice).toBe(limit);
    expect(r.alcoholFree).toBe(false);
  });
});
