/**
 * Measures the built-in AI bartender on the project's own evaluation sets in eval/, over the demo bar:
 * relevance of the top 3 recommendations, invented or forbidden drinks, ingredient match rate and quantity
 * accuracy of recipe import. No server needed: the engine is called directly.
 *
 *   npm run eval:ai            figures and the misses
 *   npm run eval:ai -- --quiet figures only
 *   npm run eval:ai -- --strict exit 1 when a target is missed
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexById, withAvailability } from '@bar/domain';
import { SEED_INVENTORY, SEED_RECIPES } from '@bar/domain/seed';
import { processRecipe, recommendDrinks } from '../api/src/ai/bartender';
import { builtinEngine } from '../api/src/ai/builtin';
import type { BarSnapshot } from '../api/src/ai/port';

interface RecommendationCase {
  request: string;
  acceptable: string[];
  alcoholFree?: boolean;
  maxPrice?: number;
}

interface RecipeCase {
  name: string;
  ingredients: string | string[];
  instructions?: string | string[];
  expected: Array<{ item: string; quantity: number | null }>;
  unmatched?: string[];
  category?: string;
}

const TARGETS = { relevance: 0.9, invented: 0, matchRate: 0.95, quantityAccuracy: 0.95 };
const root = join(__dirname, '..');
const quiet = process.argv.includes('--quiet');
const strict = process.argv.includes('--strict');

const lines = (v: string | string[] | undefined) => (Array.isArray(v) ? v : (v ?? '').split(/\r?\n/)).map((l) => l.trim()).filter(Boolean);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const silent = { warn: () => undefined };

function demoBar(): BarSnapshot {
  const stock = indexById(SEED_INVENTORY);
  return {
    recipes: SEED_RECIPES.map((r) => withAvailability({ ...r, createdAt: '', updatedAt: '' }, stock)),
    inventory: SEED_INVENTORY,
    targetPourCost: 0.25,
  };
}

async function evaluateRecommendations(bar: BarSnapshot, file: string) {
  const { cases } = JSON.parse(readFileSync(join(root, 'eval', file), 'utf8')) as { cases: RecommendationCase[] };
  const byId = new Map(bar.recipes.map((r) => [r.id, r]));
  const stock = indexById(bar.inventory);
  let relevanceSum = 0;
  let invented = 0;
  let forbidden = 0;
  let sizes = 0;
  let tooFew = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const recs = await recommendDrinks({ preferences: c.request }, bar, builtinEngine, silent);
    sizes += recs.length;
    if (recs.length < 3) tooFew++;
    for (const r of recs) {
      const recipe = byId.get(r.recipeId);
      if (!recipe || !recipe.available || recipe.name !== r.recipeName || recipe.price !== r.price) invented++;
      const alcoholic = recipe?.ingredients.some((i) => (stock.get(i.inventoryItemId)?.abv ?? (stock.get(i.inventoryItemId)?.category === 'mixer' || stock.get(i.inventoryItemId)?.category === 'garnish' ? 0 : 40)) > 0.5);
      if (c.alcoholFree && alcoholic) forbidden++;
      if (c.maxPrice !== undefined && r.price > c.maxPrice) forbidden++;
    }
    const makeable = c.acceptable.filter((id) => byId.get(id)?.available);
    const top = recs.slice(0, 3);
    const hits = top.filter((r) => c.acceptable.includes(r.recipeId)).length;
    const relevance = hits / Math.max(1, Math.min(3, makeable.length));
    relevanceSum += Math.min(1, relevance);
    if (relevance < 1) misses.push(`  "${c.request}": ${top.map((r) => `${r.recipeName}${c.acceptable.includes(r.recipeId) ? '' : ' (x)'}`).join(', ')}`);
  }
  return { cases: cases.length, relevance: relevanceSum / cases.length, invented, forbidden, averageSize: sizes / cases.length, tooFew, misses };
}

async function evaluateImport(bar: BarSnapshot, file: string) {
  const { recipes } = JSON.parse(readFileSync(join(root, 'eval', file), 'utf8')) as { recipes: RecipeCase[] };
  let expected = 0;
  let matched = 0;
  let measured = 0;
  let rightQuantity = 0;
  let wrongMatches = 0;
  let unmatchedExpected = 0;
  let unmatchedListed = 0;
  let categoriesRight = 0;
  let processed = 0;
  const misses: string[] = [];
  for (const r of recipes) {
    let result;
    try {
      result = await processRecipe({ name: r.name, ingredients: lines(r.ingredients), instructions: lines(r.instructions) }, bar, builtinEngine, silent);
    } catch (err) {
      misses.push(`  ${r.name}: failed: ${(err as Error).message}`);
      expected += r.expected.length;
      continue;
    }
    processed++;
    if (!r.category || result.category === r.category) categoriesRight++;
    else misses.push(`  ${r.name}: category ${result.category}, expected ${r.category}`);
    const got = new Map(result.ingredients.map((i) => [i.inventoryItemId, i]));
    for (const e of r.expected) {
      expected++;
      const found = got.get(e.item);
      if (!found) {
        misses.push(`  ${r.name}: ${e.item} not matched`);
        continue;
      }
      matched++;
      if (e.quantity === null) continue;
      measured++;
      const tolerance = Math.max(0.05 * e.quantity, 0.01);
      if (Math.abs(found.quantity - e.quantity) <= tolerance) rightQuantity++;
      else misses.push(`  ${r.name}: ${e.item} ${found.quantity} ${found.unit}, expected ${e.quantity} (from '${found.source}')`);
    }
    for (const i of result.ingredients) {
      if (!r.expected.some((e) => e.item === i.inventoryItemId)) {
        wrongMatches++;
        misses.push(`  ${r.name}: '${i.source}' matched ${i.inventoryItemId}, which is not expected`);
      }
    }
    for (const u of r.unmatched ?? []) {
      unmatchedExpected++;
      if (result.unmatchedIngredients.some((x) => x.toLowerCase().includes(u.toLowerCase()))) unmatchedListed++;
      else misses.push(`  ${r.name}: '${u}' should be listed as unmatched`);
    }
  }
  return {
    recipes: recipes.length,
    processed,
    expected,
    matchRate: matched / expected,
    quantityAccuracy: measured ? rightQuantity / measured : 1,
    measured,
    matchedWithRightQuantity: (matched - measured + rightQuantity) / expected,
    wrongMatches,
    unmatchedListed,
    unmatchedExpected,
    categoryAccuracy: categoriesRight / Math.max(1, processed),
    misses,
  };
}

function printRecommendations(title: string, rec: Awaited<ReturnType<typeof evaluateRecommendations>>) {
  console.log(`${title}: ${rec.cases} guest requests`);
  console.log(`  relevance of the top 3      ${pct(rec.relevance)}   (target ${pct(TARGETS.relevance)})`);
  console.log(`  invented or unavailable     ${rec.invented}        (target ${TARGETS.invented})`);
  console.log(`  alcohol or price violations ${rec.forbidden}        (target 0)`);
  console.log(`  answers per request         ${rec.averageSize.toFixed(2)} (requests with fewer than 3: ${rec.tooFew})`);
}

function printImport(title: string, imp: Awaited<ReturnType<typeof evaluateImport>>) {
  console.log(`${title}: ${imp.recipes} recipes, ${imp.expected} stocked ingredients`);
  console.log(`  ingredients matched         ${pct(imp.matchRate)}   (target ${pct(TARGETS.matchRate)})`);
  console.log(`  quantity accuracy           ${pct(imp.quantityAccuracy)}   of ${imp.measured} measured amounts (target ${pct(TARGETS.quantityAccuracy)})`);
  console.log(`  matched with right quantity ${pct(imp.matchedWithRightQuantity)}`);
  console.log(`  wrong matches               ${imp.wrongMatches}`);
  console.log(`  unstocked listed unmatched  ${imp.unmatchedListed} of ${imp.unmatchedExpected}`);
  console.log(`  category right              ${pct(imp.categoryAccuracy)}`);
}

async function main() {
  const bar = demoBar();
  const rec = await evaluateRecommendations(bar, 'recommendations.json');
  const imp = await evaluateImport(bar, 'recipes.json');
  const recHoldout = await evaluateRecommendations(bar, 'recommendations-holdout.json');
  const impHoldout = await evaluateImport(bar, 'recipes-holdout.json');

  console.log('AI bartender evaluation (built-in engine, demo bar)\n');
  printRecommendations('Recommendations', rec);
  console.log('');
  printImport('Recipe import', imp);
  console.log('\nHeld-out sets (written after tuning on the sets above; see eval/README.md for their first run):\n');
  printRecommendations('Recommendations, held out', recHoldout);
  console.log('');
  printImport('Recipe import, held out', impHoldout);
  if (!quiet) {
    const misses = [...rec.misses, ...imp.misses, ...recHoldout.misses.map((m) => `${m} [held out]`), ...impHoldout.misses.map((m) => `${m} [held out]`)];
    if (misses.length) {
      console.log('\nMisses:');
      for (const m of misses) console.log(m);
    }
  }
  const ok =
    rec.relevance >= TARGETS.relevance &&
    rec.invented === TARGETS.invented &&
    rec.forbidden === 0 &&
    recHoldout.invented === 0 &&
    recHoldout.forbidden === 0 &&
    imp.matchRate >= TARGETS.matchRate &&
    imp.quantityAccuracy >= TARGETS.quantityAccuracy;
  console.log(`\n${ok ? 'All targets met.' : 'Some targets are missed.'}`);
  if (strict && !ok) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
