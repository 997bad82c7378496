import { availableProfiles, builtinEngine, readRequest } from '../../src/ai/builtin';
import { understandRequest } from '../../src/ai/builtin/understand';
import type { AiEngine, RecommendAnswer } from '../../src/ai/port';
import { breaksConstraint, constraintsFromNames, constraintsOfRequest, unionConstraints } from '../../src/ai/safety';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Hard constraints read the strict way when a guest could mean the stricter thing: 'under $10' leaves out a $10
 * drink; '0.0' (or pregnant, a minor) leaves out the 0.5% beer; an allergy to a fruit or plant leaves out what is
 * made from it (grapes: wines, vermouths, prosecco, brandies); Japanese and Dutch guests saying 'no alcohol'.
 */
const bar = demoBar();
const { ask, recipe } = guestAsks(bar);
const menu = availableProfiles(bar);
// Not the shared `read` (readRequest): what the built-in engine understands against the menu's profiles.
const read = (text: string) => understandRequest(text, menu);
const stock = (id: string) => bar.inventory.find((i) => i.id === id)!;
// Its own `itemsOf`: the stock items themselves, not their ids.
const itemsOf = (id: string) => recipe(id).ingredients.map((i) => stock(i.inventoryItemId));

/** An engine that proposes every drink on the menu: whatever gets through is what the safety layer let through. */
// (Its own `everything`: the drinks that can be made, by their profiles, not the shared one's every recipe.)
const everything: AiEngine = {
  name: 'azure-openai',
  recommend: (): Promise<RecommendAnswer> => Promise.resolve({ recommendations: menu.map((d) => ({ recipeId: d.id, reason: 'picked', confidence: 0.9 })) }),
  importRecipe: () => Promise.reject(new Error('unused')),
};

describe('a limit the price must stay below', () => {
  test.each([
    ["what's good under $10?", 10],
    ['less than twelve dollars, something with tequila', 12],
    ['moins de 12€, quelque chose de rafraîchissant', 12],
    ['menos de 12 euros, algo con ron', 12],
    ['weniger als 12 Euro, etwas mit Gin', 12],
    ['below 11 bucks please', 11],
    ['cheaper than $13, a whiskey drink', 13],
    ['unter 12 €, etwas Fruchtiges', 12],
    ['a cocktail <12', 12],
    ['sub $11 cocktail', 11],
  ])('%s: nothing at %d or more', async (text, limit) => {
    expect(read(text).maxPrice).toBeLessThan(limit);
    expect(read(text).maxPrice).toBeGreaterThan(limit - 0.02);
    for (const engine of [builtinEngine, everything]) {
      const recs = await ask(text, engine);
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(r.price).toBeLessThan(limit);
    }
  });

  test.each([
    ['max 12 bucks', 12],
    ['10 dollars tops', 10],
    ['no more than $13', 13],
    ['hasta 9€, sin alcohol', 9],
    ['$14 or less', 14],
    ['a cocktail <= 12', 12],
  ])('%s: at most %d, that price included', (text, limit) => {
    expect(read(text).maxPrice).toBe(limit);
  });

  test('the answer says the limit as the guest did', async () => {
    const recs = await ask('a beer under $10');
    expect(recs.some((r) => /under \$10/.test(r.reason))).toBe(true);
  });
});

describe('not even a trace of alcohol', () => {
  const beer = 'alcohol-free-beer';
  test.each([
    "0.0 only please - not even the 0.5% beer, I'm pregnant",
    'alcohol-free, 0,0% only',
    "I'm pregnant, an alcohol-free beer?",
    'something for my 14 year old nephew',
    'an alcohol-free beer for my kid',
    "I'm in recovery, no alcohol at all please",
    'estoy embarazada, una cerveza sin alcohol',
    'not a single drop of alcohol, a beer maybe',
    "I'm muslim, is the alcohol-free beer ok?",
    'halal drinks only',
    'allergic to alcohol, a beer without it?',
  ])('%s: only 0.0% drinks', async (text) => {
    const r = read(text);
    expect(r.alcoholFree).toBe(true);
    expect(r.noAlcoholTrace).toBe(true);
    for (const engine of [builtinEngine, everything]) {
      const recs = await ask(text, engine);
      expect(recs.length).toBeGreaterThan(0);
      for (const rec of recs) {
        expect(ALCOHOL_FREE_IDS).toContain(rec.recipeId);
        expect(rec.recipeId).not.toBe(beer);
      }
    }
  });

  test('a plain alcohol-free wish still gets the alcohol-free beer (0.5% is alcohol-free)', async () => {
    expect(read('an alcohol-free beer please').noAlcoholTrace).toBeUndefined();
    expect((await ask('an alcohol-free beer please'))[0]?.recipeId).toBe(beer);
  });

  test('a reading that says no trace holds in the union, and makes the drink alcohol-free', () => {
    const c = unionConstraints(constraintsOfRequest(read('a beer')), { ...constraintsFromNames({ alcoholFree: false, maxPrice: null, allergens: [], excludedSpirits: [], excludedDrinkIds: [] }), noAlcoholTrace: true });
    expect(c.alcoholFree).toBe(true);
    expect(breaksConstraint(menu.find((d) => d.id === beer)!, c)).toBe('has a trace of alcohol (up to 0.5%)');
    expect(breaksConstraint(menu.find((d) => d.id === 'virgin-mojito')!, c)).toBeNull();
  });
});

describe('an allergy to what drinks are made from', () => {
  const madeOf = (id: string, pattern: RegExp) => itemsOf(id).some((i) => pattern.test(i.name));
  test.each([
    ["I'm allergic to grapes - no wine or anything made from grapes", /wine|prosecco|vermouth|cognac|brandy|liqueur/i],
    ['grape allergy, something bitter', /wine|prosecco|vermouth|cognac|brandy|liqueur/i],
    ['alergia a la uva, algo amargo', /wine|prosecco|vermouth|cognac|brandy|liqueur/i],
    ['allergique au raisin, quelque chose de pétillant', /wine|prosecco|vermouth|cognac|brandy|liqueur/i],
    ['Traubenallergie, etwas Bitteres', /wine|prosecco|vermouth|cognac|brandy|liqueur/i],
    ['allergic to agave, something sour', /tequila|mezcal|agave/i],
    ['allergic to juniper, something refreshing', /\bgin\b/i],
    ['nut allergy, something creamy', /almond|amaretto|orgeat|coconut/i],
    ['coconut allergy - something tropical', /coconut/i],
  ])('%s: nothing made from it, whichever engine answers', async (text, pattern) => {
    for (const engine of [builtinEngine, everything]) {
      const recs = await ask(text, engine);
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(madeOf(r.recipeId, pattern)).toBe(false);
    }
  });

  test('what the recipes cannot tell (a liqueur on a grape brandy) is said', async () => {
    const recs = await ask('allergic to grapes');
    for (const r of recs) expect(r.reason).toMatch(/check with the bartender/);
  });

  test('an LLM reporting the allergy by name rules the same drinks out', () => {
    const c = constraintsFromNames({ alcoholFree: false, maxPrice: null, allergens: ['grape'], excludedSpirits: [], excludedDrinkIds: [] });
    for (const id of ['aperol-spritz', 'americano', 'house-red-wine', 'sidecar', 'manhattan']) expect(breaksConstraint(menu.find((d) => d.id === id)!, c)).not.toBeNull();
    expect(breaksConstraint(menu.find((d) => d.id === 'margarita')!, c)).toBeNull();
  });
});

describe('no alcohol, in Japanese and Dutch written in Latin letters', () => {
  test.each(['o-sake nashi de, sappari shita nomimono', 'arukoru nashi onegaishimasu', 'nonaru biiru', 'alcoholvrij biertje?', 'iets zonder alcohol graag'])(
    '%s: alcohol-free',
    async (text) => {
      expect(read(text).alcoholFree).toBe(true);
      for (const engine of [builtinEngine, everything]) {
        const recs = await ask(text, engine);
        expect(recs.length).toBeGreaterThan(0);
        for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
      }
    },
  );

  test('the main words are read: a gin and tonic, a beer', async () => {
    expect((await ask('jin tonikku hitotsu kudasai'))[0]?.recipeId).toBe('gin-and-tonic');
    expect(read('biiru arimasu ka? tsumetai no onegaishimasu').categories).toContain('beer');
  });
});

describe("'X but alcohol-free' asks for the alcohol-free version of X", () => {
  test.each([
    ['a G&T but non-alcoholic', 'alcohol-free-gin-and-tonic'],
    ['a gin and tonic but alcohol free please', 'alcohol-free-gin-and-tonic'],
    ['a mojito, but without alcohol', 'virgin-mojito'],
    ['like an aperol spritz but non-alcoholic', 'alcohol-free-spritz'],
  ])('%s: %s first', async (text, id) => {
    const recs = await ask(text);
    expect(recs[0]?.recipeId).toBe(id);
    for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });
});

describe('a guest who only says what to avoid is not steered to alcohol-free drinks', () => {
  test.each(['allergic to eggs AND tree nuts', "I'm allergic to grapes - no wine or anything made from grapes", 'no gin', 'vegan please'])(
    '%s: drinks with alcohol lead',
    async (text) => {
      const recs = await ask(text);
      expect(recs.length).toBeGreaterThanOrEqual(3);
      for (const r of recs.slice(0, 3)) expect(ALCOHOL_FREE_IDS).not.toContain(r.recipeId);
    },
  );
});

describe('a drink of the menu the bar cannot make now is still known by name', () => {
  test.each(['is there something like a piña colada?', 'a pina colada please', 'something similar to a hugo spritz'])('%s: understood, answered by likeness', async (text) => {
    const r = readRequest(text, bar);
    expect(r.understood).toBe(true);
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThanOrEqual(3);
    for (const rec of recs) expect(['pina-colada', 'hugo-spritz']).not.toContain(rec.recipeId);
  });

  test("the Piña Colada's likeness ranks a tropical rum drink among the first three", async () => {
    const recs = await ask('is there something like a piña colada?');
    expect(recs.slice(0, 3).map((r) => r.recipeId)).toContain('mai-tai');
  });
});

describe('a kind of drink the limits rule out altogether is answered by the drinks closest to it', () => {
  test.each(["coeliac - I'd usually have a beer, what's safe?", 'gluten free but I love a beer', 'sin gluten, normalmente tomo cerveza'])('%s: long, bubbly drinks, and it says so', async (text) => {
    const recs = await ask(text);
    expect(recs.length).toBeGreaterThanOrEqual(3);
    for (const r of recs) expect(itemsOf(r.recipeId).some((i) => i.category === 'beer')).toBe(false);
    for (const r of recs.slice(0, 3)) expect(menu.find((d) => d.id === r.recipeId)!.flavours.bubbly).toBeGreaterThanOrEqual(0.4);
    expect(recs[0]?.reason).toMatch(/No gluten-free drink on our menu is a beer/);
  });
});

describe('an allergy the reader knows is never said to be unknown', () => {
  test.each(["I'm allergic to grapes", 'allergic to eggs', 'allergic to almonds', 'allergic to apples', 'allergic to peanuts'])('%s', (text) => {
    expect(read(text).unknownAllergens).toEqual([]);
  });

  test('an allergy to something not in the recipes still is', () => {
    expect(read('allergic to strawberries').unknownAllergens).toEqual(['strawberries']);
  });
});
