import { warmUp } from '../../src/ai/warm-up';
import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/** The start-up warm-up (ai/warm-up.ts; its effect on speed is measured by `npm run eval:ai`, not here). */
describe('the AI warm-up at start-up', () => {
  test('reads its requests and paste without an error and leaves no state behind that changes an answer', async () => {
    const bar = demoBar();
    const before = await recommendDrinks({ preferences: 'under $12, something with gin' }, bar, builtinEngine, silentLog());
    await expect(warmUp()).resolves.toBeUndefined();
    const after = await recommendDrinks({ preferences: 'under $12, something with gin' }, bar, builtinEngine, silentLog());
    expect(after).toEqual(before);
  });
});
