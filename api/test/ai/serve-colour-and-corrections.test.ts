import { builtinEngine, readRequest, wordKinds } from '../../src/ai/builtin';
import { serveOf } from '../../src/ai/builtin/profile';
import { strictestReading } from '../../src/ai/safety';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The classes the sixteenth set showed once opened: how a drink is made and served ('something stirred', 'no ice'),
 * a colour asked for beside an occasion ('something pink for the bride'), the likes of a named drink without the
 * drink itself ('what's close to an Aperol Spritz?'), people counted by any word ('8 girls'), and an amount taken back
 * for another ('a fiver... ok a tenner max').
 */
const bar = demoBar();
const { ask, top, priceOf, everything, capOf } = guestAsks(bar);

describe('how a drink is made and served is read from its method', () => {
  test.each([
    ['cocktail', 'Manhattan', 'Stir the rye, sweet vermouth and bitters with ice in a mixing glass. Strain into a chilled coupe.', ['stirred', 'up']],
    ['cocktail', 'Daiquiri', 'Shake hard until the shaker is frosty. Double strain into a chilled coupe.', ['shaken', 'up']],
    ['cocktail', 'Old Fashioned', 'Add the bourbon and ice, then stir until well chilled. Strain into a rocks glass over a large ice cube.', ['stirred', 'rocks']],
    // A gentle stir after topping a highball makes no stirred drink.
    ['cocktail', 'Cuba Libre', 'Fill a highball glass with ice and add the rum and lime juice. Top with cola and stir gently.', ['rocks']],
    ['spirit', 'Bourbon, Neat', 'Pour into a glass.', ['up']],
  ])('%s %s', (category, name, method, serve) => {
    expect([...serveOf(category, name, method)].sort()).toEqual([...serve].sort());
  });
});

describe('a wish for how it is made ranks the drinks made that way, and says so', () => {
  test.each([
    ['no Campari, too bitter for me. something stirred', ['old-fashioned', 'manhattan', 'dry-martini', 'oaxaca-old-fashioned', 'mezcal-negroni', 'boulevardier']],
    ['no ice, no straw, no gin', ['daiquiri', 'manhattan', 'margarita', 'sidecar', 'bourbon-neat', 'cosmopolitan', 'espresso-martini', 'islay-single-malt-neat']],
  ])('%s', async (request, madeSo) => {
    const answer = await ask(request);
    for (const d of answer.slice(0, 3)) expect(madeSo).toContain(d.recipeId);
    expect(answer[0]!.reason).toMatch(/stirred|shaken|served without ice/);
  });

  test('two shaken gin drinks come first for a wish for a shaken one with gin', async () => {
    expect((await top('something shaken with gin', 2)).sort()).toEqual(['clover-club', 'french-75']);
  });

  test('beside a drink it names, how to make it is an ask of service, not another wish', async () => {
    expect(await top('a Vesper, shaken', 1)).toEqual(['dry-martini']);
    expect(await top('a mojito but no ice', 1)).toEqual(['mojito']);
  });
});

describe('a colour asked for beside an occasion is the guest’s own wish', () => {
  test.each([
    ['HEN DO!!! 💍 something pink and fun for the bride', ['cosmopolitan', 'clover-club', 'house-rose-wine', 'tequila-sunrise', 'shirley-temple']],
    ['something pink', ['cosmopolitan', 'clover-club', 'house-rose-wine', 'tequila-sunrise', 'shirley-temple']],
  ])('%s', async (request, pink) => {
    for (const id of await top(request)) expect(pink).toContain(id);
  });
});

describe('the likes of a named drink, without the drink itself', () => {
  test.each([
    ["what's close to an Aperol Spritz?", 'aperol-spritz'],
    ['an alternative to the Negroni', 'negroni'],
    ['a twist on a margarita', 'margarita'],
  ])('%s', async (request, named) => {
    const answer = await top(request, 5);
    expect(answer).not.toContain(named);
    expect(answer.length).toBeGreaterThanOrEqual(3);
  });

  test('its own variations stay welcome', async () => {
    expect(await top('something close to a negroni', 2)).toContain('mezcal-negroni');
  });

  test('a guest who loves a drink still gets it first', async () => {
    expect(await top('I love negronis', 1)).toEqual(['negroni']);
  });
});

describe('people counted by any word make a party, and its budget is each drink’s share', () => {
  test.each([
    ['8 girls, $100 for the round, something bubbly 🥂👰', 12.5],
    ['4 colleagues, $48 in total', 12],
    ['somos 5 amigas, 60 euros en total', 12],
    ['wir sind 4 Freunde, 40 Euro zusammen', 10],
    ['me and 3 mates, 48 quid between us, something fresh', 12],
  ])('%s: %p each', async (request, share) => {
    expect(capOf(request)).toBe(share);
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(priceOf(d.recipeId)).toBeLessThanOrEqual(share);
    }
  });
});

describe('an amount taken back for another is replaced by it', () => {
  test.each([
    ["a fiver... ok a tenner max. something tasty that's not beer", 10],
    ['max 8, no wait make it 12', 12],
    ['12 dollars, sorry, 10', 10],
    ['10€, en fait 15€ max', 15],
  ])('%s: %p', async (request, cap) => {
    expect(capOf(request)).toBe(cap);
    const answer = await ask(request, everything);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(priceOf(d.recipeId)).toBeLessThanOrEqual(cap);
  });

  test('a count after an amount is no new amount', () => {
    expect(capOf('$20 ok 2 drinks')).toBe(10);
  });

  test('taken back or not, an alcohol-free reason still holds', async () => {
    const answer = await ask("I'm driving. 8, no wait make it 12", everything);
    for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
  });
});

describe('a hot drink asked for at a bar that serves none hot', () => {
  test.each(['hot toddy weather 🥶 got anything hot?', 'algo caliente por favor', 'quelque chose de chaud ?', 'a hot drink please'])('%s: said, and warming drinks offered', async (request) => {
    expect(readRequest(request, bar).understood).toBe(true);
    const answer = await ask(request);
    expect(answer[0]!.reason).toMatch(/^None of our drinks is served hot/);
    for (const d of answer.slice(0, 3)) expect(ALCOHOL_FREE_IDS).not.toContain(d.recipeId);
  });

  test('a hot day is no hot drink', async () => {
    const answer = await ask("it's so hot out, something cold");
    expect(answer[0]!.reason).not.toMatch(/served hot/);
  });
});

describe('names as guests type them', () => {
  test.each([
    ['a cubalibre please', 'cuba-libre'],
    ['darknstormy', 'dark-n-stormy'],
    ['a side car please', 'sidecar'],
    ['man hattan', 'manhattan'],
  ])('%s', async (request, id) => {
    expect(await top(request, 1)).toEqual([id]);
  });

  test('a drink that cannot be made, typed as one word, is said to be off and its likes offered', async () => {
    const answer = await ask('pinacolada!!');
    expect(answer[0]!.reason).toMatch(/The Piña Colada is not available right now/);
  });

  test('the club is a place, not the Clover Club', async () => {
    expect(readRequest('pregaming before the club, need energy ⚡', bar).drinks).toEqual([]);
    expect(await top('a clover club', 1)).toEqual(['clover-club']);
  });
});

describe('a drink to sip slowly is a short one', () => {
  test.each(['after dinner, something to sip slowly', 'a nightcap to sip'])('%s', async (request) => {
    for (const d of (await ask(request)).slice(0, 3)) expect(['dark-n-stormy', 'cuba-libre', 'moscow-mule', 'gin-and-tonic', 'tom-collins', 'mojito']).not.toContain(d.recipeId);
  });
});

describe('a product ruled out by its brand after the fact', () => {
  test('only that product goes, not every liqueur', async () => {
    const request = 'anything with Kahlua is a no for me. after-dinner drink?';
    const doubt = strictestReading(request, readRequest(request, bar), bar.inventory, wordKinds(bar), bar.recipes);
    expect(doubt.note ?? '').not.toMatch(/triple sec|Campari/);
    for (const engine of [builtinEngine, everything]) for (const d of await ask(request, engine)) expect(d.recipeId).not.toBe('espresso-martini');
  });

  test.each(['gin is a no-go, something fresh', 'vodka is a hard pass for me', 'tequila is a no for me'])('%s', async (request) => {
    const spirit = request.split(' ')[0]!;
    const ids = bar.recipes.filter((r) => r.ingredients.some((i) => i.inventoryItemId.includes(spirit === 'gin' ? 'gin' : spirit))).map((r) => r.id);
    for (const d of await ask(request, everything)) expect(ids.filter((id) => id !== 'alcohol-free-gin-and-tonic')).not.toContain(d.recipeId);
  });
});

describe('a drink for a date or said to be elegant is one served up, in a stemmed glass', () => {
  test.each(['allergic to egg whites and tree nuts. cocktail for a date?', "pas de whisky, je déteste ça. quelque chose d'élégant", 'something classy'])('%s', async (request) => {
    const stemmed = bar.recipes.filter((r) => /strain into (?:a |the )?(?:chilled )?(?:coupe|martini glass|flute)/i.test(r.instructions.join(' '))).map((r) => r.id);
    const answer = (await ask(request)).slice(0, 3).map((d) => d.recipeId);
    expect(answer.filter((id) => stemmed.includes(id)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a reason is quoted back as the guest wrote it', () => {
  test('the whole word, not the stem the rule knows', async () => {
    const answer = await ask('just took a painkiller for my back so no alcohol for me');
    expect(answer[0]!.reason).toMatch(/You mentioned 'painkiller'/);
  });
});

describe('a colour no drink on the menu has', () => {
  test.each(['something blue', 'a purple drink please'])('%s: said, and the closest offered', async (request) => {
    expect(readRequest(request, bar).understood).toBe(true);
    expect((await ask(request))[0]!.reason).toMatch(/^None of our drinks is (?:blue|purple)/);
  });

  test('a colour some drinks have is met, not said to be missing', async () => {
    const answer = await ask('something black');
    expect(answer[0]!.reason).not.toMatch(/None of our drinks/);
    for (const d of answer.slice(0, 3)) expect(['espresso-martini', 'cuba-libre', 'stout']).toContain(d.recipeId);
  });
});
