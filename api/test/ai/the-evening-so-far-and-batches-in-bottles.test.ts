import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The eighteenth session's kinds, in our own words: what the guests already had tonight ('we had shots at the last
 * place') is the evening so far, not the wish; the wish after it is.
 */
const bar = demoBar();
const ask = (request: string) => recommendDrinks({ preferences: request }, bar, builtinEngine, silentLog());
const NEAT = ['bourbon-neat', 'islay-single-malt-neat'];

describe('shots already had are no wish for a shot', () => {
  test.each([
    'we had shots at the last place, now something long and easy',
    'we did 3 shots already, something light',
    'I have had too many shots tonight, something long please',
  ])('%s: no neat spirit in the answer', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.map((r) => r.recipeId).filter((id) => NEAT.includes(id))).toEqual([]);
  });

  test('a round of shots asked for is still a wish for spirits served neat', async () => {
    expect(NEAT).toContain((await ask('can we get a round of shots'))[0]!.recipeId);
  });
});
