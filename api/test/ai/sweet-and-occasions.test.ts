import { readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * 'Sweet' is not 'bittersweet': a guest who asks for something sweet is not first offered a Negroni, a Boulevardier
 * or an Americano. The food on the table and the day of the year are occasions the reader understands.
 */
const bar = demoBar();
const { ids: ask } = guestAsks(bar);
const BITTER = ['negroni', 'boulevardier', 'americano', 'mezcal-negroni', 'aperol-spritz'];

describe('sweet is not bittersweet', () => {
  test.each(['something sweet', 'tree nut allergy, something sweet', 'no caffeine, something sweet', 'algo dulce, sin frutos secos'])('%s: no bitter aperitivo in the top 3', async (text) => {
    const top = (await ask(text)).slice(0, 3);
    for (const id of top) expect(BITTER).not.toContain(id);
  });

  test('a bittersweet wish still finds them', async () => {
    expect((await ask('something bittersweet')).slice(0, 3).some((id) => BITTER.includes(id))).toBe(true);
  });
});

describe('food and days as occasions', () => {
  test.each([
    ['taco tuesday!', ['margarita', 'paloma', 'tequila-sunrise', 'oaxaca-old-fashioned', 'mezcal-negroni']],
    ['something to go with oysters', ['prosecco-glass', 'french-75', 'house-white-wine', 'dry-martini', 'aperol-spritz', 'gin-and-tonic']],
    ['with my steak', ['house-red-wine', 'old-fashioned', 'manhattan', 'bourbon-neat', 'boulevardier']],
    ["St. Patrick's Day!", ['stout', 'lager', 'ipa']],
    ['winding down after a long week', ['old-fashioned', 'manhattan', 'boulevardier', 'negroni', 'bourbon-neat', 'islay-single-malt-neat', 'penicillin', 'sidecar']],
  ])('%s is understood and answered in kind', async (text, fitting) => {
    expect(readRequest(text, bar).understood).toBe(true);
    expect(fitting).toContain((await ask(text))[0]);
  });

  test('a word one slip from a food is not read as it: I carry an EpiPen is no curry', async () => {
    expect((await ask('I carry an epipen for peanuts, something tropical')).slice(0, 3)).not.toContain('lager');
  });
});

describe('a drink the bar cannot make now, named by its own word', () => {
  test("'similar to a Hugo but without alcohol': the Elderflower Fizz is among the first two", async () => {
    expect((await ask('similar to a Hugo but without alcohol')).slice(0, 2)).toContain('elderflower-fizz');
  });
});
