import { safetyLayerOf } from '../../src/ai/bartender';
import { withMarkupRead } from '../../src/ai/text';
import { demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of a class an outside tester found ('no&nbsp;gin' read as a wish for gin): a 'no' parted from its word
 * by a web page's entity, a URL's escape or a mark glued between the words is read as the 'no' it shows as, by the
 * reader and by the safety layer (so an engine offering the whole menu offers no gin either).
 */
const bar = demoBar();
const { read, both, holds } = guestAsks(bar);

describe('entities and escapes as the characters they stand for', () => {
  test.each([
    ['no&nbsp;gin', 'no gin'],
    ['no&#32;gin', 'no gin'],
    ['no&#x20;gin', 'no gin'],
    ['no&NBSP;gin', 'no gin'],
    ['no&nbsp gin', 'no  gin'],
    ['no&amp;nbsp;gin', 'no gin'],
    ['no%20gin', 'no gin'],
    ['gin &amp; tonic', 'gin & tonic'],
    ['under &euro;10', 'under \u20ac10'],
  ])('%s reads as %s', (typed, shown) => {
    expect(withMarkupRead(typed)).toBe(shown);
  });

  test.each(['R&B night', 'AT&T', '20% off', '100%', 'Tom & Jerry', '&', 'no&zzz;gin'])('%s is left as typed', (typed) => {
    expect(withMarkupRead(typed)).toBe(typed);
  });

  test('a code no character has, or a control character, is a space; a long run costs its length', () => {
    expect(withMarkupRead('no&#99999999;gin')).toBe('no gin');
    expect(withMarkupRead('no&#xD800;gin')).toBe('no gin');
    expect(withMarkupRead('no&#0;gin')).toBe('no gin');
    expect(withMarkupRead('&#32;'.repeat(1000))).toBe(' '.repeat(1000));
  });
});

describe("a 'no' parted from its word by markup or a glued mark is a no, for any engine", () => {
  test.each([
    'no&nbsp;gin please, something refreshing',
    'no&#32;gin please',
    'no&#x20;gin please',
    'no&amp;nbsp;gin please',
    'no&#8203;gin please',
    'no&shy;gin please',
    'no%20gin please',
    'no.gin please',
    'no;gin please',
    'no!gin please',
    'no,gin please',
    'without.gin please',
    'nothing.with.gin please',
  ])('%s: no gin in either answer nor past the safety layer', async (request) => {
    expect(safetyLayerOf(request, bar).excludedSpirits).toContain('gin');
    for (const answer of await both(request)) {
      expect(answer.length).toBeGreaterThan(0);
      for (const drink of answer) expect(holds(drink.recipeId, 'gin-london-dry')).toBe(false);
    }
  });

  test.each(['no&nbsp;alcohol, something fruity', 'sin&nbsp;alcohol por favor', 'alcohol&#45;free please', 'zero&#x25;&nbsp;alcohol'])(
    '%s: alcohol-free for any engine',
    (request) => {
      expect(safetyLayerOf(request, bar).alcoholFree).toBe(true);
    },
  );

  test("'No, gin please' (a space after the comma) is still a wish for gin", () => {
    expect(read('No, gin please').spirits).toContain('gin');
  });
});
