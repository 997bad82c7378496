import { safetyLayerOf } from '../../src/ai/bartender';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Kinds an outside tester and a reviewer found last time and left open: an allergy said as the value of a thing held
 * back ('hold the egg - allergic' named 'hold' as an allergen it could not find); 'no cocktail with alcohol' ruled out
 * every cocktail, the alcohol-free ones too, and left a pregnant guest no answer at all; dollars whose nation is said
 * after them ('15 bucks, Aussie dollars') were read as US dollars.
 */
const bar = demoBar();
const { ask, ids, withItem, read } = guestAsks(bar);

describe("a thing held back with 'allergic' after it is an allergy to the thing", () => {
  test.each(['hold the egg - allergic, a whiskey sour', 'skip the egg - allergic', 'no egg white – allergic'])('%s', async (request) => {
    expect(read(request).unknownAllergens).toEqual([]);
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) {
      expect(withItem('egg-white')).not.toContain(a.recipeId);
      expect(a.reason).not.toMatch(/could not find (?:hold|skip|no)\b/);
    }
  });
  test("'Mint: allergic' is still an allergy to mint", () => {
    expect(safetyLayerOf('Mint: allergic', bar).excludedIngredients.map((w) => w.join(' '))).toContain('mint');
  });
});

describe("'no cocktail with alcohol' is no alcohol, never no cocktails", () => {
  test.each(["no cocktail with alcohol, I'm pregnant", 'no cocktails with alcohol please', "I don't want a drink with alcohol, something fruity", 'nothing with booze in it'])('%s: alcohol-free drinks, and some', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe('dollars whose nation is said after them are that nation’s', () => {
  const cap = (request: string) => safetyLayerOf(request, bar).maxPrice;
  test.each([
    ["I've got 15 bucks, Aussie dollars", '15 Australian dollars'],
    ['max 15 dollars (Australian)', '15 Australian dollars'],
    ['$20 - Canadian, something with rum', '20 Canadian dollars'],
    ['15 bucks in Canadian', '15 Canadian dollars'],
  ])('%s is read as %s', (request, same) => {
    expect(cap(request)).toBeDefined();
    expect(cap(request)).toBe(cap(same));
    expect(cap(request)!).toBeLessThan(Number(/\d+/.exec(request)![0]));
  });
  test("'$15 - Canadian Club whisky' is fifteen of the bar's dollars: a whisky's name, no nation's money", () => {
    expect(cap('$15 - Canadian Club whisky please')).toBe(15);
  });
});
