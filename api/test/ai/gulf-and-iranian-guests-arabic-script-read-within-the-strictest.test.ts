import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The Gulf and Iranian guests of the opened fortieth set, in our own words: a request in Arabic script (Arabic or
 * Persian) stays held to the strictest reading (no alcohol at all, none of the common allergens), and within it the
 * words the reader knows say which drinks fit best (ADR 60): a likeness, a taste, a thing ruled out.
 */
const bar = demoBar();
const { ask, ids, offersNoneOf } = guestAsks(bar);
const ZERO_ZERO = ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer');

describe('Arabic script: read for what fits, held to the strictest reading', () => {
  test.each([
    ['عندكم شي زي الموهيتو بدون كحول؟', 'virgin-mojito'],
    ['نوشیدنی با نعناع و لیمو می‌خوام، ممنون', 'virgin-mojito'],
  ])('%s: the drink that fits comes first, and only drinks with no alcohol at all', async (request, first) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe(first);
    for (const d of answer) {
      expect(ZERO_ZERO).toContain(d.recipeId);
      expect(d.reason).toMatch(/I could not read all of what you wrote/);
    }
  });

  test('a thing ruled out in Arabic is left out too: شي منعش بدون زنجبيل (something refreshing, no ginger)', async () => {
    await offersNoneOf('شي منعش بدون زنجبيل', ['ginger-beer', 'honey-ginger-syrup']);
    for (const id of await ids('شي منعش بدون زنجبيل')) expect(ZERO_ZERO).toContain(id);
  });

  test('every word known is still the strictest reading: بدون كحول من فضلك', async () => {
    for (const d of await ask('بدون كحول من فضلك')) expect(ZERO_ZERO).toContain(d.recipeId);
  });
});
