import { AI_IMPORT_MAX_LINES, AI_PREFERENCES_MAX } from '@bar/domain';
import { processRecipe, recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The largest paste and the longest request accepted, made of one short pattern repeated, are answered like any other
 * (an outside tester's paste of 60 lines of '1/1/1/...' once kept the API busy for minutes, for every caller). How
 * long they take is measured by `npm run bench -- --only=ai`; here they must simply be answered, as Jest's time limit
 * allows.
 */
const bar = demoBar();
const repeated = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

describe('a hostile paste is read in time proportional to its size', () => {
  test.each(['1/', '1:', '1/2 oz ', '!! ', 'a. ', '( ', '1 ml gin, '])('60 lines of %j', async (unit) => {
    const line = repeated(unit, 480);
    const result = await processRecipe({ name: 'Hostile', ingredients: Array.from({ length: AI_IMPORT_MAX_LINES }, () => line), instructions: [] }, bar, builtinEngine, silentLog()).then(
      (recipe) => recipe.ingredients.length,
      (error: Error) => error.message,
    );
    // Either read (what it names) or refused with the message a manager sees: nothing could be matched.
    expect(typeof result === 'number' || result === 'No ingredients could be matched to inventory items').toBe(true);
  });

  test('a ratio line is still read: bourbon/Campari/sweet vermouth 45/30/30 ml', async () => {
    const recipe = await processRecipe({ name: 'Boulevardier', ingredients: ['bourbon/Campari/sweet vermouth 45/30/30 ml'], instructions: [] }, bar, builtinEngine, silentLog());
    expect(Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]))).toEqual({ bourbon: 45, campari: 30, 'vermouth-sweet': 30 });
  });
});

describe('a hostile request is answered', () => {
  test.each(['1/', '½', 'no ', 'each ', 'or .syrup '])('%j repeated to the limit', async (unit) => {
    const answer = await recommendDrinks({ preferences: repeated(unit, AI_PREFERENCES_MAX) }, bar, builtinEngine, silentLog());
    expect(Array.isArray(answer)).toBe(true);
  });
});
