import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Shapes an outside tester found on the running app (a table of six guests, then a guest out to break it), none copied:
 * no alcohol said with emphasis, duties and plans that allow none, an alcohol-free offer refused, someone else's
 * reason the guest says is not theirs, 'w' for 'with', and an allergy said by what it does.
 */
const bar = demoBar();
const read = (request: string) => readRequest(request, bar);
const ask = async (preferences: string) => recommendDrinks({ preferences }, bar, builtinEngine, silentLog());
const ALCOHOL_FREE = ['virgin-mojito', 'shirley-temple', 'alcohol-free-beer', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'elderflower-fizz'];
const held = new Map(bar.recipes.map((r) => [r.id, r.ingredients.map((i) => i.inventoryItemId).join(' ')]));

describe('no alcohol, said every way', () => {
  test.each([
    'low alcohol is not enough, I need NONE. something bitter',
    'light on alcohol? no, none at all. something bitter',
    'zero. none. nada. something bitter please',
    'trying to conceive, something light',
    'we are TTC so nothing boozy',
    'pilot, flying at 6am, something light',
    'on call tonight, something fruity',
  ])('%s: alcohol-free drinks only', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
  });

  test('trying to conceive allows not even the 0.5% beer', async () => {
    expect((await ask('trying to conceive, a beer?')).map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
  });
});

describe('an alcohol-free drink refused, a reason that is someone else’s: the guest drinks', () => {
  test.each([
    ['algo sin alcohol? no, quiero algo fuerte', null],
    ["without alcohol? no no I'm fine, give me a mezcal thing", 'mezcal'],
    ['cheapest thing w alcohol u got', null],
    ["my friend is pregnant but I'm not, something with rum", 'rum-'],
    ['mi amiga está embarazada pero yo no, algo con ron', 'rum-'],
  ])('%s', async (request, spirit) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.filter((r) => ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
    if (spirit) expect(held.get(answer[0]!.recipeId)).toContain(spirit);
  });

  test.each(["she's pregnant but I'm not sure what she wants, something with rum", 'my friend is pregnant, something for her', 'sin alcohol? no?'])(
    '%s: still alcohol-free',
    async (request) => {
      expect((await ask(request)).filter((r) => !ALCOHOL_FREE.includes(r.recipeId))).toEqual([]);
    },
  );

  test("'smth w bourbon' wants bourbon", async () => {
    expect(read('smth w bourbon pls').spirits).toContain('bourbon');
  });
});

describe('an allergy said by what it does', () => {
  test.each([
    ['amaretto gives me hives. something sweet and sour', /amaretto|orgeat|coconut/],
    ['nuts make my throat swell, something tropical', /amaretto|orgeat|coconut/],
    ['egg gives me a rash, a sour please', /egg/],
  ])('%s', async (request, allergen) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect(held.get(r.recipeId)).not.toMatch(allergen);
  });
});
