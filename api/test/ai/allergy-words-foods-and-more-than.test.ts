import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * What the wedding attacker's report (eleventh session) named in Spanish, as a class and in our own words: the word
 * beside an allergy that says how bad or what kind it is, or is the guest's own verb ('tengo intolerancia', 'a severe
 * allergy to kiwi', 'food allergies'), is no allergen; an allergy to something the stock holds under a longer name
 * ('pineapple' of the pineapple juice) is ruled out, never said to be unknown; a food no stock item is named for,
 * said no to ('no kiwi please', 'keine Gurke'), is said not to be found instead of the request going unread; and
 * 'no más de 12' is a price limit, not a 'no' to the spirit before it.
 */
const bar = demoBar();
const { ask, everything } = guestAsks(bar);
const hasIngredient = (id: string, word: string) => bar.recipes.find((r) => r.id === id)!.ingredients.some((i) => i.inventoryItemId.includes(word));
const spiritsOf = (id: string) => bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId);

describe('the words beside an allergy that name no allergen', () => {
  test.each([
    ['tengo intolerancia a la lactosa', 'tengo'],
    ['tenho intolerância à lactose', 'tenho'],
    ['I have a severe allergy to kiwi', 'severe'],
    ['bad allergies tonight lol, gin please', 'bad'],
    ['cat allergy lol, a gin please', 'cat'],
    ['my seasonal allergies are awful, something soothing', 'seasonal'],
    ['I have food allergies, what is safe?', 'food'],
  ])('%s: no answer says it could not find %s', async (request, word) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.reason).not.toMatch(new RegExp(`could not find ${word}\\b`, 'i'));
    }
  });

  test('the allergen after the modifier is the one reported', async () => {
    expect(readRequest('I have a severe allergy to kiwi', bar).unknownAllergens).toEqual(['kiwi']);
    for (const d of await ask('I have a severe allergy to kiwi')) expect(d.reason).toMatch(/could not find kiwi in our recipes/);
  });

  test('the dairy is still ruled out whatever came before the intolerance', () => {
    const read = readRequest('tengo intolerancia a la lactosa', bar);
    expect(read.excludedIngredients.map((w) => w.join(' '))).toEqual(expect.arrayContaining(['cream', 'milk']));
    expect(read.unknownAllergens).toEqual([]);
  });
});

describe('an allergy to what the stock holds under a longer name', () => {
  test.each(["I'm allergic to pineapple", 'Tengo alergia a la piña, algo para mí?'])('%s: the pineapple juice is left out and not said to be unknown', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(hasIngredient(d.recipeId, 'pineapple')).toBe(false);
        expect(d.reason).not.toMatch(/could not find pineapple/i);
        expect(d.reason).toMatch(/left out every drink with pineapple juice/i);
      }
    }
  });
});

describe('a food no stock item is named for, said no to', () => {
  test.each([
    ['no kiwi please', 'kiwi'],
    ['Tengo una alergia: nada con kiwi por favor', 'kiwi'],
    ['keine Gurke bitte', 'gurke'],
    ['sin fresa por favor, algo dulce', 'fresa'],
    ['no mango no banana, something with rum', 'mango and banana'],
  ])('%s: read, and the answer says %s was not found and to check', async (request, said) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).not.toMatch(/could not tell what you would like/i);
    for (const d of answer) expect(d.reason).toMatch(new RegExp(`could not find ${said} in our recipes.*check with the bartender`, 'i'));
  });

  test.each(['no rush, a gin please', 'no idea what i want, surprise me', 'no worries if not, a gin'])('%s: a "no" about nothing to drink finds nothing unknown', async (request) => {
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/could not find/i);
  });
});

describe("'no más de' is a price limit", () => {
  test.each([
    ['algo con whisky, no más de 10 dólares', 10, 'bourbon'],
    ['algo con ron, no más de 12', 12, 'rum'],
    ['um whisky, não mais de 10', 10, 'bourbon'],
  ])('%s: the spirit is wished for, the cap kept', async (request, cap, spirit) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(spiritsOf(answer[0]!.recipeId).some((id) => id.includes(spirit))).toBe(true);
    for (const d of answer) {
      expect(d.price).toBeLessThanOrEqual(cap);
      expect(d.reason).not.toMatch(/left out every drink with/i);
    }
  });

  test("'ron, no más' (just rum) rules nothing out", async () => {
    for (const d of await ask('ron, no más')) expect(d.reason).not.toMatch(/left out every drink with rum/i);
  });

  test("French 'mais' still turns from one spirit to another", () => {
    const read = readRequest('pas de gin mais de la vodka', bar);
    expect(read.excludedSpirits).toEqual(['gin']);
    expect(read.spirits).toEqual(['vodka']);
  });
});
