// The AI bartender's bounded work on hostile input (part of `npm run bench`): the largest paste and the longest
// request the API accepts, made of one short pattern repeated ('1/1/1/...', '( ( (', 'no no no'), the shapes that make
// a regular expression try every way to split a line. Each is timed in the process, with the built-in engine.
import { performance } from 'node:perf_hooks';
import { AI_IMPORT_MAX_LINES, AI_PREFERENCES_MAX, indexById, withAvailability } from '@bar/domain';
import { SEED_INVENTORY, SEED_RECIPES } from '@bar/domain/seed';
import { processRecipe, recommendDrinks } from '../api/src/ai/bartender';
import { builtinEngine } from '../api/src/ai/builtin';
import { warmUp } from '../api/src/ai/warm-up';
import type { Row } from './lib/stack';

/** Patterns that were, or could be, read in many ways at once. */
export const HOSTILE_UNITS = [
  '1/', '1 ', '1-', '1,', '1.', '1:', '½', '1 1/2 ', '( ', '(1 ', 'oz ', '1 oz ', 'a ', 'a,', 'no ', 'not ', 'no gin ', 'gin, ', 'gin or ',
  'and ', '1x', '- ', '— ', '/ ', '1 / ', '1 ml gin, ', 'of ', 'top ', 'with ', 'juice of ', 'half ', '!! ', '.. ', 'under 1', '$1 ', 'de ',
  'sin ', 'like a ', 'but ', 'too ', 'zero ', '0.0 ', '1%', "'", 'e ', 'et ', 'y ', 'or .syrup ', '1/2 oz ', 'each ', '1 part ',
  // (Found by a review in the nineteenth session: short words, and a long run of spaces between two marks.)
  'ab ', 'a b ', 'x. ', '\u202e ',
  // (Found by the twenty-second session's reviews: a star rating's run of numbers, a cell of letters and digits.)
  '\u2605 1 ', '\u2605 (1) ', 'gin1', 'aaa1;',
];
/** Whole inputs of a shape no one repeated unit makes: a long run of spaces before and after a word a reader looks back from. */
export const HOSTILE_WHOLE = [
  '.' + ' '.repeat(240) + 'a,' + ' '.repeat(240) + 'gives me',
  'scotch' + ' '.repeat(230) + ',' + ' '.repeat(230) + '12 years',
  // (Found by the twentieth session's review: a word, one run of spaces and a word, with no mark in the run.)
  'a' + ' '.repeat(478) + 'x',
  'max' + ' '.repeat(470) + 'x',
  // (Found by the twenty-sixth session's review: a mark, a number and a run of spaces before a word.)
  '\u25b2 1' + ' '.repeat(470) + 'x',
  '1' + ' '.repeat(470) + 'x',
];
const LINE = 480;
/**
 * What one answer may cost at most, in milliseconds: the longest request (twice an ordinary answer's 50 ms), and a whole
 * paste of 60 lines; and the first of a new shape in a process, which also pays for compiling the patterns it reaches
 * for the first time (after the start-up warm-up, as in the app).
 */
const CEILING = { recommend: 100, importPaste: 2000, firstRecommend: 300, firstImport: 3000 };

export async function aiHostileRows(): Promise<Row[]> {
  const stock = indexById(SEED_INVENTORY);
  const bar = { recipes: SEED_RECIPES.map((r) => withAvailability({ ...r, createdAt: '', updatedAt: '' }, stock)), inventory: SEED_INVENTORY, targetPourCost: 0.25 };
  const log = { warn() {} };
  await warmUp();
  let worstImport = { ms: 0, unit: '' };
  let worstRecommend = { ms: 0, unit: '' };
  let firstImport = { ms: 0, unit: '' };
  let firstRecommend = { ms: 0, unit: '' };
  const lines = [...HOSTILE_UNITS.map((unit) => ({ unit, line: unit.repeat(Math.ceil(LINE / unit.length)).slice(0, LINE) })), ...HOSTILE_WHOLE.map((line) => ({ unit: `${line.slice(0, 8)}...`, line: line.slice(0, LINE) }))];
  for (const { unit, line } of lines) {
    // Each twice: the first of its shape, then again as every later guest would meet it.
    for (const first of [true, false]) {
      let t = performance.now();
      // (Sixty lines of one shape, each a little shorter than the one before, cut in its middle so that it keeps the words
      // at both its ends: no two alike, so no work done for one line is found again for the next.)
      const middle = Math.floor(line.length / 2);
      const pasted = Array.from({ length: AI_IMPORT_MAX_LINES }, (_, i) => line.slice(0, middle) + line.slice(middle + i));
      await processRecipe({ name: 'Hostile', ingredients: pasted, instructions: [] }, bar, builtinEngine, log).catch(() => undefined);
      const imported = performance.now() - t;
      if (first && imported > firstImport.ms) firstImport = { ms: imported, unit };
      if (!first && imported > worstImport.ms) worstImport = { ms: imported, unit };
      t = performance.now();
      await recommendDrinks({ preferences: line.slice(0, AI_PREFERENCES_MAX) }, bar, builtinEngine, log);
      const answered = performance.now() - t;
      if (first && answered > firstRecommend.ms) firstRecommend = { ms: answered, unit };
      if (!first && answered > worstRecommend.ms) worstRecommend = { ms: answered, unit };
    }
  }
  const row = (metric: string, worst: { ms: number; unit: string }, ceiling: number): Row => ({
    area: 'AI, hostile input',
    metric,
    value: Math.round(worst.ms),
    unit: 'ms',
    ceiling: `${ceiling} ms`,
    pass: worst.ms <= ceiling,
    note: `worst: ${JSON.stringify(worst.unit)} repeated`,
  });
  return [
    row(`recommendation, ${AI_PREFERENCES_MAX} characters, worst of ${lines.length}`, worstRecommend, CEILING.recommend),
    row(`recipe import, ${AI_IMPORT_MAX_LINES} lines of ${LINE} characters, worst of ${lines.length}`, worstImport, CEILING.importPaste),
    row(`recommendation, ${AI_PREFERENCES_MAX} characters, the first of its shape after the warm-up`, firstRecommend, CEILING.firstRecommend),
    row(`recipe import, ${AI_IMPORT_MAX_LINES} lines, the first of its shape after the warm-up`, firstImport, CEILING.firstImport),
  ];
}
