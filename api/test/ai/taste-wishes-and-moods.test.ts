import { readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * A wish for a taste alone, under a price cap or not, is answered with drinks made to taste that way: at most one
 * glass of wine or beer (or a spirit neat) among the first three, unless the guest asked for a kind, a spirit or an
 * occasion that calls for them. Moods (sad, stressed, romantic) are occasions the reader understands.
 */
const bar = demoBar();
const { ids: ask } = guestAsks(bar);
const POURS = ['lager', 'ipa', 'stout', 'house-red-wine', 'house-white-wine', 'house-rose-wine', 'prosecco-glass', 'bourbon-neat', 'islay-single-malt-neat', 'alcohol-free-beer'];
const pours = (ids: string[]) => ids.slice(0, 3).filter((id) => POURS.includes(id)).length;

describe('a taste alone is not answered with a list of wines or beers', () => {
  test.each(['something fruity, max $12', 'something refreshing under 12 dollars', 'refreshing, 10 bucks max', 'something fruity', 'fruity and fresh under 13'])(
    '%s: at most one pour in the top 3',
    async (text) => {
      expect(pours(await ask(text))).toBeLessThanOrEqual(1);
    },
  );

  test('a kind asked for still gets its kind', async () => {
    expect(pours(await ask('a fruity wine under 12'))).toBeGreaterThanOrEqual(2);
    expect(pours(await ask('a refreshing beer'))).toBeGreaterThanOrEqual(2);
  });

  test('an occasion that calls for beer still gets beers', async () => {
    expect(pours(await ask('watching the game, something refreshing'))).toBeGreaterThanOrEqual(2);
  });
});

describe('moods are occasions', () => {
  test.each([
    ["I'm feeling a bit down tonight", ['old-fashioned', 'manhattan', 'bourbon-neat', 'penicillin', 'boulevardier', 'islay-single-malt-neat', 'espresso-martini', 'amaretto-sour', 'house-red-wine']],
    ['so stressed, long week', ['old-fashioned', 'manhattan', 'negroni', 'boulevardier', 'bourbon-neat', 'islay-single-malt-neat', 'penicillin', 'dry-martini', 'sidecar', 'mezcal-negroni', 'oaxaca-old-fashioned']],
    ['something romantic to share with my wife', ['prosecco-glass', 'french-75', 'clover-club', 'cosmopolitan', 'house-rose-wine', 'aperol-spritz']],
  ])('%s', async (text, good) => {
    expect(readRequest(text, bar).understood).toBe(true);
    const top = (await ask(text)).slice(0, 3);
    expect(top.filter((id) => good.includes(id)).length).toBeGreaterThanOrEqual(2);
  });

  test('a mood is no reason to answer without alcohol', async () => {
    const request = readRequest("I'm sad", bar);
    expect(request.alcoholFree).toBe(false);
  });
});

describe('a taste said of the food is not a wish for the drink', () => {
  test.each(['what goes with spicy tacos?', 'spicy mexican food tonight'])('%s', (text) => {
    const request = readRequest(text, bar);
    expect(request.flavours.has('spicy')).toBe(false);
    expect(request.occasionSpirits).toContain('tequila');
  });

  test('a taste said of the drink stays a wish', () => {
    expect(readRequest('something spicy with tequila', bar).flavours.has('spicy')).toBe(true);
  });
});
