/**
 * Measures the built-in AI bartender on every evaluation set in eval/ (each *.json file), over the demo bar:
 * relevance of the top 3 recommendations (P@3, with a 95% bootstrap interval), hard-constraint violations,
 * requests not understood, and for recipe import: matched, suggested, dropped, silently substituted, amounts right.
 * No server needed: the engine and the checks after it are called directly.
 *
 *   npm run eval:ai                                figures and the misses (held-out sets: figures only)
 *   npm run eval:ai -- --quiet                     figures only
 *   npm run eval:ai -- --strict                    exit 1 when a target is missed
 *   npm run eval:ai -- --show-heldout-misses       also list the misses of held-out sets (spoils them for tuning)
 *   npm run eval:ai -- --skip-heldout              leave held-out sets out (while changing the engine)
 *   npm run eval:ai -- --only=outside-9            only the sets whose file name holds that text
 *
 * A set file is { description, heldOut?: true, cases: [...] } (recommendations) or { description, heldOut?, recipes:
 * [...] } (recipe import). See eval/README.md for the fields of a case.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { aiRecommendationRequestSchema, indexById, withAvailability } from '@bar/domain';
import { SEED_INVENTORY, SEED_RECIPES } from '@bar/domain/seed';
import { processRecipe, recommendDrinks, safetyLayerOf } from '../api/src/ai/bartender';
import { availableProfiles, builtinEngine, readRequest } from '../api/src/ai/builtin';
import { breaksConstraint } from '../api/src/ai/safety';
import type { BarSnapshot } from '../api/src/ai/port';
import { warmUp } from '../api/src/ai/warm-up';

interface RecommendationCase {
  request: string;
  acceptable: string[];
  /** Drinks that break a hard constraint the request states: any of them in the answer is a violation. */
  forbidden?: string[];
  alcoholFree?: boolean;
  maxPrice?: number;
  /** false: the request says nothing a bartender could act on; the answer must say it could not tell. */
  understood?: boolean;
  /** A pattern (case-insensitive) one of the reasons must carry: a wish nothing allowed meets ('none has coffee'), a constraint the recipes do not record. */
  mustSay?: string;
  class?: string;
}

interface RecipeCase {
  name: string;
  ingredients: string | string[];
  instructions?: string | string[];
  /** `quantity` may be [low, high] where the recipe gives a range or two conventions hold ('2-3 dashes', a cup as 236.6 or 240 ml): any amount between is right. */
  expected: Array<{ item: string; quantity?: number | readonly [number, number] | null | undefined }>;
  /** Unstocked ingredients with a near-match of another kind: must come out as a suggested substitute, never matched. */
  suggested?: Array<{ name: string; item: string | string[] }>;
  unmatched?: string[];
  /** Lines that are not ingredients ('Enjoy!', 'Serves 1.'): must not be listed as unmatched ingredients. */
  notListed?: string[];
  category?: string;
  class?: string;
}

interface SetFile {
  description?: string;
  heldOut?: boolean;
  cases?: RecommendationCase[];
  recipes?: RecipeCase[];
}

const TARGETS = { relevance: 0.9, notUnderstood: 0.05, matchedOrSuggested: 0.95, quantityAccuracy: 0.98 };
const root = join(__dirname, '..');
const quiet = process.argv.includes('--quiet');
const strict = process.argv.includes('--strict');
const showHeldOut = process.argv.includes('--show-heldout-misses');
const skipHeldOut = process.argv.includes('--skip-heldout');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
/** Files held out by their name, whatever their content says. */
const HELD_OUT_NAME = /held-?out|hold-?out/i;
/** The phrase an honest answer to a request it could not read carries. */
const COULD_NOT_TELL = /could not tell|couldn't tell|not sure what you/i;

const lines = (v: string | string[] | undefined) => (Array.isArray(v) ? v : (v ?? '').split(/\r?\n/)).map((l) => l.trim()).filter(Boolean);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const silent = { warn: () => undefined };

/**
 * The kind of a constraint violation, from the case alone (its fields and the request's words), so that held-out
 * sets can be reported by kind without their cases being read: alcohol-free, no-alcohol-trace, allergen or diet (by
 * name), price cap, excluded ingredient or spirit, 'nothing X' flavour, a drink ruled out by name or likeness, other.
 * A price cap is told apart by what the engine made of the request: no limit read, a higher limit read than the
 * case's, or the limit read and a drink over it answered all the same (a fault of the safety layer).
 */
export const VIOLATION_KINDS = ['alcohol-free', 'no-alcohol-trace', 'allergen/diet', 'price cap', 'excluded ingredient/spirit', "'nothing X' flavour", 'drink ruled out by name', 'other'] as const;
type ViolationKind = (typeof VIOLATION_KINDS)[number];

/** Allergen and diet cues in the languages the reader knows, with the words of stock items that carry them. */
const ALLERGEN_GROUPS: Array<{ name: string; cue: RegExp; items: RegExp }> = [
  { name: 'egg', cue: /\b(?:eggs?|huevos?|oeufs?|eier?|uova|uovo|ovos?|vegan|vegano|vegana|vegane?r?|vegetalien|plant.based)\b/, items: /\begg\b|\bhoney\b|\bcream\b|\bmilk\b/ },
  { name: 'dairy', cue: /(?:dairy|lactos|lattosio|milk|leche|\blait\b|milch|\blatte\b|leite|\bcream\b|\bnata\b|vegan)/, items: /\bcream\b|\bmilk\b|\bbaileys\b|\bbutter\b/ },
  { name: 'nuts', cue: /(?:\bnut|peanut|almond|almendra|amande|mandel|mandorl|amendoa|noix|nuss|nuesse|noci|nueces|cacahuete|arachide|amaretto|orgeat|frutos secos|fruits a coque|frutta)/, items: /almond|amaretto|orgeat|\bnut|hazelnut|coconut|frangelico/ },
  { name: 'gluten', cue: /(?:gluten|glutine|celiac|coeliac|celiaco|zoeliak|wheat|trigo|\bble\b|weizen|grano)/, items: /\bbeer\b|\blager\b|\bipa\b|\bstout\b|\bale\b|malt/ },
  { name: 'honey', cue: /(?:honey|miel|honig|miele|\bmel\b|vegan)/, items: /\bhoney\b/ },
  { name: 'caffeine', cue: /(?:caffein|cafein|koffein|decaf|pregnan|embarazada|enceinte|schwanger|incinta|gravida|sleep|insomnia)/, items: /coffee|espresso|\bcola\b|\btea\b/ },
  { name: 'sugar', cue: /(?:sugar|azucar|\bsucre|zucker|zucchero|acucar|diabet|keto)/, items: /sugar|syrup|honey|agave|grenadine|liqueur|cordial|\bcola\b|tonic|ginger beer|juice|cherr|amaretto|triple sec|aperol|campari|sweet vermouth/ },
  { name: 'grape/wine', cue: /(?:grape|\buvas?\b|raisin|traube|sulfit|sulphit|solfit)/, items: /wine|prosecco|vermouth|cognac|brandy|liqueur|champagne/ },
  { name: 'citrus', cue: /(?:citrus|citric|agrum|zitrus)/, items: /\blime\b|\blemon\b|orange|grapefruit|triple sec|aperol/ },
  { name: 'other allergen', cue: /(?:aller|alerg|intoler|sensitiv|sensib|anaphyla|can ?not (?:have|eat|take)|react to)/, items: /./ },
];

/** Flavour words a guest rules out ('nothing sweet', 'not bitter'), in the languages the reader knows. */
const FLAVOUR_NEGATION =
  /\b(?:nothing|no|not|without|never|avoid|hate|less|un|non|sin|sans|ohne|senza|sem|nada|rien|nichts|niente|pas)\b[\s\w']{0,24}?\b(?:sweet|sugary|sour|tart|bitter|creamy|fruity|smoky|smokey|spicy|hot|minty|herbal|boozy|strong|heavy|rich|dulce|dolce|doce|sucre|suss|suesse?|amargo|amer|amaro|bitter|acido|sauer|aigre|cremoso|cremeux|fruchtig|fruite|afrutado)/;

/** A word of a drink or item name (4 letters or more) said in the request, or its stem. */
function named(request: string, name: string): boolean {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !/^(?:syrup|juice|fresh|house|wine|bottle|with|free|alcohol|non|alcoholic|liqueur|water|soda|slices?|peels?|twists?|wedges?|leaves|single|blended|london|whiskey|whisky|cocktail)$/.test(w))
    .some((w) => new RegExp(`\\b${w.slice(0, Math.max(4, w.length - 2))}`).test(request));
}

const foldText = (t: string) => t.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * The kind of the violation of case `c` by the drink: from the case's fields, the drink's ingredients and the
 * request's words only (so held-out sets are reported by kind with no case read).
 */
function violationKind(c: RecommendationCase, broken: readonly string[], drink: { name: string; items: Array<{ name: string; abv?: number | undefined }> }, alcoholicDrink: boolean, alcoholicShare: number, readCap: number | undefined): ViolationKind | `allergen/diet: ${string}` | `price cap: ${string}` {
  if (broken.includes('price')) return `price cap: ${readCap === undefined ? 'no limit read' : readCap > c.maxPrice! ? 'a higher limit read' : 'limit read, not held'}`;
  if (broken.includes('alcohol')) return 'alcohol-free';
  const request = foldText(c.request);
  const itemNames = drink.items.map((i) => foldText(i.name));
  // A drink of alcohol-free ingredients that still carry a trace (the 0.5% beer, bitters) for a guest who must not.
  if (!alcoholicDrink && drink.items.some((i) => (i.abv ?? 0) > 0)) return 'no-alcohol-trace';
  // Most of the menu's alcoholic drinks are forbidden: the case is an alcohol-free one in all but name.
  if (alcoholicDrink && alcoholicShare >= 0.8) return 'alcohol-free';
  for (const g of ALLERGEN_GROUPS) if (g.cue.test(request) && itemNames.some((n) => g.items.test(n))) return `allergen/diet: ${g.name}`;
  if (named(request, drink.name)) return 'drink ruled out by name';
  if (drink.items.some((i) => named(request, i.name))) return 'excluded ingredient/spirit';
  if (FLAVOUR_NEGATION.test(request)) return "'nothing X' flavour";
  if (/\b(?:gin|vodka|rum|ron|rhum|tequila|mezcal|whisk(?:e)?y|bourbon|rye|scotch|cognac|brandy|cachaca|beer|wine|cerveza|bier|vino|vin|wein|birra)\b/.test(request)) return 'excluded ingredient/spirit';
  return 'other';
}

/** The kind of a wrong amount, from the line it was read from and the stock item's unit. */
export const AMOUNT_KINDS = ['unit conversion', 'fraction', 'range', 'missing amount', 'count of things', 'several amounts on the line', 'other'] as const;
type AmountKind = (typeof AMOUNT_KINDS)[number];
const UNIT_WORD = /\b(?:oz|ounces?|ml|mls|cl|l|litres?|liters?|tsp|teaspoons?|tbsp|tablespoons?|barspoons?|bar spoons?|bsp|dash(?:es)?|drops?|splash(?:es)?|parts?|shots?|jiggers?|pony|cups?|g|grams?)\b/;
function amountKind(source: string, itemUnit: string): AmountKind {
  const line = foldText(source);
  const amounts = line.match(/\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?\s*(?:oz|ml|cl|tsp|tbsp|dash|part|barspoon)/g) ?? [];
  if (amounts.length >= 2) return 'several amounts on the line';
  const numeric = /\d|[\u00bc-\u00be\u2150-\u215e]/.test(source) || /\b(?:one|two|three|four|five|six|half|quarter|a couple|couple|few|several)\b/.test(line);
  if (/\d\s*(?:-|\u2013|to|or)\s*\d/.test(line)) return 'range';
  if (/\d\s*\/\s*\d|[\u00bc-\u00be\u2150-\u215e]|\bhalf\b|\bquarter\b|\bthree.quarters?\b/.test(source.toLowerCase())) return 'fraction';
  if (!numeric && !/\b(?:a|an)\s+(?:barspoon|bar spoon|dash|splash|shot|jigger|pony|cup|teaspoon|tablespoon|pinch|drop)\b/.test(line)) return 'missing amount';
  if (!UNIT_WORD.test(line) || ['piece', 'slice', 'wedge', 'leaf', 'sprig', 'bottle', 'can'].includes(itemUnit)) return 'count of things';
  return UNIT_WORD.test(line) ? 'unit conversion' : 'other';
}

const countOf = <K extends string>(counts: Map<K, number>, kind: K) => counts.set(kind, (counts.get(kind) ?? 0) + 1);
const byKind = (counts: ReadonlyMap<string, number>) =>
  counts.size === 0 ? 'none' : [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${k} ${n}`).join(', ');

function demoBar(): BarSnapshot {
  const stock = indexById(SEED_INVENTORY);
  return {
    recipes: SEED_RECIPES.map((r) => withAvailability({ ...r, createdAt: '', updatedAt: '' }, stock)),
    inventory: SEED_INVENTORY,
    targetPourCost: 0.25,
  };
}

/** A 95% percentile bootstrap interval of the mean (seeded, so runs agree). */
function bootstrap(values: readonly number[], rounds = 2000): [number, number] {
  if (values.length === 0) return [0, 0];
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const means: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let sum = 0;
    for (let i = 0; i < values.length; i++) sum += values[Math.floor(random() * values.length)]!;
    means.push(sum / values.length);
  }
  means.sort((a, b) => a - b);
  return [means[Math.floor(0.025 * rounds)]!, means[Math.floor(0.975 * rounds)]!];
}

function timing(ms: number[]): string {
  if (!ms.length) return '';
  const sorted = [...ms].sort((a, b) => a - b);
  return `mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1)} ms, p95 ${sorted[Math.floor(0.95 * (sorted.length - 1))]!.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`;
}

async function evaluateRecommendations(bar: BarSnapshot, cases: RecommendationCase[]) {
  const byId = new Map(bar.recipes.map((r) => [r.id, r]));
  const stock = indexById(bar.inventory);
  const alcoholic = (id: string) =>
    byId.get(id)?.ingredients.some((i) => {
      const item = stock.get(i.inventoryItemId);
      return (item?.abv ?? (item?.category === 'mixer' || item?.category === 'garnish' ? 0 : 40)) > 0.5;
    }) ?? false;
  const alcoholicIds = bar.recipes.filter((r) => r.available && alcoholic(r.id)).map((r) => r.id);
  /** The share of the menu's alcoholic drinks the case forbids. */
  const alcoholicShare = (c: RecommendationCase) => (alcoholicIds.length ? alcoholicIds.filter((id) => c.forbidden?.includes(id)).length / alcoholicIds.length : 0);
  /** The price limit the reader and the doubt rule took from a request, as the answer held it (for the kind of a price violation). */
  const readCap = (request: string) => safetyLayerOf(request, bar).maxPrice;
  /**
   * Drinks a model that offered the whole menu could get past the safety layer: every drink the constraints read from
   * the request let through that the case forbids, prices over its cap or holds alcohol for an alcohol-free case. An
   * alcohol-free drink forbidden only because the guest wants alcohol is a preference, not a safety rule: not counted.
   */
  const menu = availableProfiles(bar);
  const leaksOf = (c: RecommendationCase) => {
    if (c.understood === false) return [];
    const k = safetyLayerOf(c.request, bar);
    return menu.filter(
      (d) =>
        breaksConstraint(d, k) === null &&
        ((c.maxPrice !== undefined && d.price > c.maxPrice) || (c.alcoholFree === true && !d.alcoholFree) || (c.forbidden?.includes(d.id) === true && (c.alcoholFree === true || !d.alcoholFree))),
    );
  };
  let leaks = 0;
  let leakCases = 0;
  const violationKinds = new Map<string, number>();
  const scores: number[] = [];
  const perClass = new Map<string, number[]>();
  let invented = 0;
  let violations = 0;
  let sizes = 0;
  let tooFew = 0;
  let shouldUnderstand = 0;
  let notUnderstood = 0;
  let unreadable = 0;
  let honest = 0;
  let mustSay = 0;
  let said = 0;
  const ms: number[] = [];
  const misses: string[] = [];
  let refused = 0;
  for (const c of cases) {
    // A request the route refuses (over 500 characters) gets a 400 and never reaches an engine: counted as refused.
    if (!aiRecommendationRequestSchema.safeParse({ preferences: c.request }).success) {
      refused++;
      continue;
    }
    const started = performance.now();
    const recs = await recommendDrinks({ preferences: c.request }, bar, builtinEngine, silent);
    ms.push(performance.now() - started);
    sizes += recs.length;
    if (recs.length < 3) tooFew++;
    for (const r of recs) {
      const recipe = byId.get(r.recipeId);
      if (!recipe || !recipe.available || recipe.name !== r.recipeName || recipe.price !== r.price) invented++;
      const broken: string[] = [];
      if (c.alcoholFree && alcoholic(r.recipeId)) broken.push('alcohol');
      if (c.maxPrice !== undefined && r.price > c.maxPrice) broken.push('price');
      if (c.forbidden?.includes(r.recipeId)) broken.push('forbidden');
      if (broken.length) {
        violations++;
        const recipe = byId.get(r.recipeId);
        const items = (recipe?.ingredients ?? []).map((i) => stock.get(i.inventoryItemId)).filter((i) => i !== undefined);
        const kind = violationKind(c, broken, { name: r.recipeName, items }, alcoholic(r.recipeId), alcoholicShare(c), readCap(c.request));
        countOf(violationKinds, kind);
        misses.push(`  VIOLATION "${c.request}": ${r.recipeName} (${broken.join(', ')}; ${kind})`);
      }
    }
    const leaked = leaksOf(c);
    if (leaked.length) {
      leaks += leaked.length;
      leakCases++;
      misses.push(`  LEAK "${c.request}": a model offering every drink could get ${leaked.map((d) => d.name).join(', ')} past the safety layer`);
    }
    if (c.mustSay !== undefined) {
      mustSay++;
      const pattern = new RegExp(c.mustSay, 'i');
      if (recs.some((r) => pattern.test(r.reason))) said++;
      else misses.push(`  "${c.request}": no reason says /${c.mustSay}/`);
    }
    if (c.understood === false) {
      unreadable++;
      if (recs.some((r) => COULD_NOT_TELL.test(r.reason))) honest++;
      else misses.push(`  "${c.request}": the answer does not say it could not tell`);
    } else {
      shouldUnderstand++;
      if (!readRequest(c.request, bar).understood) {
        notUnderstood++;
        misses.push(`  "${c.request}": not understood`);
      }
    }
    if (c.acceptable.length === 0) continue;
    const makeable = c.acceptable.filter((id) => byId.get(id)?.available);
    const top = recs.slice(0, 3);
    const hits = top.filter((r) => c.acceptable.includes(r.recipeId)).length;
    const relevance = Math.min(1, hits / Math.max(1, Math.min(3, makeable.length)));
    scores.push(relevance);
    const cls = c.class ?? 'general';
    perClass.set(cls, [...(perClass.get(cls) ?? []), relevance]);
    if (relevance < 1) misses.push(`  "${c.request}": ${top.map((r) => `${r.recipeName}${c.acceptable.includes(r.recipeId) ? '' : ' (x)'}`).join(', ')}`);
  }
  const mean = (v: readonly number[]) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : 1);
  return {
    refused,
    leaks,
    leakCases,
    cases: cases.length,
    scored: scores.length,
    relevance: mean(scores),
    interval: bootstrap(scores),
    perClass: [...perClass].map(([cls, v]) => ({ cls, n: v.length, relevance: mean(v) })),
    invented,
    violations,
    violationKinds,
    averageSize: sizes / Math.max(1, cases.length),
    tooFew,
    notUnderstoodRate: shouldUnderstand ? notUnderstood / shouldUnderstand : 0,
    notUnderstood,
    shouldUnderstand,
    unreadable,
    honest,
    mustSay,
    said,
    ms,
    misses,
  };
}

interface SuggestionLike {
  name?: string;
  source?: string;
  inventoryItemId?: string;
}

async function evaluateImport(bar: BarSnapshot, recipes: RecipeCase[]) {
  let expected = 0;
  let matched = 0;
  let suggestedExpected = 0;
  let suggestedRight = 0;
  let dropped = 0;
  let substituted = 0;
  let measured = 0;
  let rightQuantity = 0;
  let wrongMatches = 0;
  let unmatchedExpected = 0;
  let unmatchedListed = 0;
  let categoriesRight = 0;
  let noiseListed = 0;
  let processed = 0;
  const amountKinds = new Map<string, number>();
  const ms: number[] = [];
  const misses: string[] = [];
  const perClass = new Map<string, { n: number; ok: number }>();
  for (const r of recipes) {
    let result;
    const cls = perClass.get(r.class ?? 'general') ?? { n: 0, ok: 0 };
    perClass.set(r.class ?? 'general', cls);
    try {
      const started = performance.now();
      result = await processRecipe({ name: r.name, ingredients: lines(r.ingredients), instructions: lines(r.instructions) }, bar, builtinEngine, silent);
      ms.push(performance.now() - started);
    } catch (err) {
      misses.push(`  ${r.name}: failed: ${(err as Error).message}`);
      expected += r.expected.length;
      cls.n += r.expected.length + (r.suggested?.length ?? 0);
      suggestedExpected += r.suggested?.length ?? 0;
      dropped += r.expected.length + (r.suggested?.length ?? 0) + (r.unmatched?.length ?? 0);
      continue;
    }
    processed++;
    const suggestions = ((result as { suggestedSubstitutes?: SuggestionLike[] }).suggestedSubstitutes ?? []).filter((s) => s && typeof s === 'object');
    // A case may name an unstocked ingredient by its words ('tomato juice') or by its whole pasted line ('90 ml
    // tomato juice'); for a whole line, what the engine lists counts when it is part of that line.
    const wholeLines = new Set(lines(r.ingredients).map((l) => l.toLowerCase()));
    const names = (t: string, x: string) => x.includes(t) || (wholeLines.has(t) && x.trim().length >= 3 && t.includes(x.trim()));
    const mentions = (text: string) => {
      const t = text.toLowerCase();
      return (
        result.unmatchedIngredients.some((x) => names(t, x.toLowerCase())) ||
        suggestions.some((s) => names(t, `${s.name ?? ''} ${s.source ?? ''}`.toLowerCase()) || (!!s.name && names(t, s.name.toLowerCase())))
      );
    };
    if (!r.category || result.category === r.category) categoriesRight++;
    else misses.push(`  ${r.name}: category ${result.category}, expected ${r.category}`);
    const got = new Map(result.ingredients.map((i) => [i.inventoryItemId, i]));
    for (const e of r.expected) {
      expected++;
      cls.n++;
      const found = got.get(e.item);
      if (!found) {
        misses.push(`  ${r.name}: ${e.item} not matched${suggestions.some((s) => s.inventoryItemId === e.item) ? ' (only suggested)' : ''}`);
        continue;
      }
      matched++;
      cls.ok++;
      // Any amount is right ('top with soda'): written as null, read as left out.
      if (e.quantity === null || e.quantity === undefined) continue;
      measured++;
      const [low, high] = Array.isArray(e.quantity) ? e.quantity : [e.quantity as number, e.quantity as number];
      // (A batch the import divided into one serve, saying how many it serves, is right against the batch's amounts as
      // a writer kept them, or against one serve's: ADR 39.)
      const within = (q: number) => q >= low - Math.max(0.05 * low, 0.01) && q <= high + Math.max(0.05 * high, 0.01);
      if (within(found.quantity) || (result.servings !== undefined && within(found.quantity * result.servings))) rightQuantity++;
      else {
        const kind = amountKind(found.source, found.unit);
        countOf(amountKinds, kind);
        misses.push(`  ${r.name}: ${e.item} ${found.quantity} ${found.unit}, expected ${e.quantity} (from '${found.source}'; ${kind})`);
      }
    }
    for (const s of r.suggested ?? []) {
      suggestedExpected++;
      cls.n++;
      // (A list of items: any of them is a right suggestion.)
      const items = Array.isArray(s.item) ? s.item : [s.item];
      if (suggestions.some((x) => items.includes(x.inventoryItemId ?? '') && `${x.name ?? ''} ${x.source ?? ''}`.toLowerCase().includes(s.name.toLowerCase()))) {
        suggestedRight++;
        cls.ok++;
      } else if (!mentions(s.name) && !result.ingredients.some((i) => i.source.toLowerCase().includes(s.name.toLowerCase()))) {
        dropped++;
        misses.push(`  ${r.name}: '${s.name}' dropped (should be suggested as ${s.item})`);
      } else misses.push(`  ${r.name}: '${s.name}' should be suggested as ${s.item}`);
    }
    for (const i of result.ingredients) {
      if (r.expected.some((e) => e.item === i.inventoryItemId)) continue;
      const source = i.source.toLowerCase();
      const unstocked = [...(r.suggested ?? []).map((s) => s.name), ...(r.unmatched ?? [])].find((n) => source.includes(n.toLowerCase()));
      if (unstocked) {
        substituted++;
        misses.push(`  SUBSTITUTED ${r.name}: '${i.source}' silently matched ${i.inventoryItemId}`);
      } else {
        wrongMatches++;
        misses.push(`  ${r.name}: '${i.source}' matched ${i.inventoryItemId}, which is not expected`);
      }
    }
    for (const n of r.notListed ?? []) {
      if (!result.unmatchedIngredients.some((x) => names(n.toLowerCase(), x.toLowerCase()))) continue;
      noiseListed++;
      misses.push(`  ${r.name}: '${n}' is not an ingredient but is listed as unmatched`);
    }
    for (const u of r.unmatched ?? []) {
      unmatchedExpected++;
      if (mentions(u)) unmatchedListed++;
      else if (!result.ingredients.some((i) => i.source.toLowerCase().includes(u.toLowerCase()))) {
        dropped++;
        misses.push(`  ${r.name}: '${u}' dropped (should be listed as unmatched)`);
      } else misses.push(`  ${r.name}: '${u}' should be listed as unmatched`);
    }
  }
  return {
    recipes: recipes.length,
    processed,
    expected,
    matchRate: expected ? matched / expected : 1,
    suggestedExpected,
    suggestedRight,
    matchedOrSuggested: expected + suggestedExpected ? (matched + suggestedRight) / (expected + suggestedExpected) : 1,
    dropped,
    substituted,
    quantityAccuracy: measured ? rightQuantity / measured : 1,
    measured,
    amountKinds,
    wrongMatches,
    unmatchedListed,
    unmatchedExpected,
    categoryAccuracy: categoriesRight / Math.max(1, processed),
    noiseListed,
    perClass: [...perClass].map(([c, v]) => ({ cls: c, n: v.n, rate: v.n ? v.ok / v.n : 1 })),
    ms,
    misses,
  };
}

type RecResult = Awaited<ReturnType<typeof evaluateRecommendations>>;
type ImpResult = Awaited<ReturnType<typeof evaluateImport>>;

function printRecommendations(title: string, rec: RecResult) {
  console.log(`${title}: ${rec.cases} guest requests (${rec.scored} with acceptable drinks)`);
  // A set of constraint checks only (no acceptable drinks) has no relevance to report.
  if (rec.scored === 0) console.log('  P@3 (top-3 relevance)       not measured (no case lists acceptable drinks)');
  else console.log(`  P@3 (top-3 relevance)       ${pct(rec.relevance)}   95% CI ${pct(rec.interval[0])} to ${pct(rec.interval[1])}   (target ${pct(TARGETS.relevance)})`);
  console.log(`  constraint violations       ${rec.violations}        (target 0)`);
  if (rec.violations) console.log(`    by kind                   ${byKind(rec.violationKinds)}`);
  console.log(`  whole-menu leaks            ${rec.leaks} drinks in ${rec.leakCases} requests (what a model offering every drink could get past the safety layer)`);
  console.log(`  not understood              ${pct(rec.notUnderstoodRate)}   ${rec.notUnderstood} of ${rec.shouldUnderstand}   (target <= ${pct(TARGETS.notUnderstood)})`);
  if (rec.unreadable) console.log(`  honest 'could not tell'     ${rec.honest} of ${rec.unreadable}`);
  if (rec.mustSay) console.log(`  says what it cannot meet    ${rec.said} of ${rec.mustSay}`);
  console.log(`  invented or unavailable     ${rec.invented}        (target 0)`);
  if (rec.refused) console.log(`  refused by the route        ${rec.refused} (a 400: over the request's length limit)`);
  console.log(`  answers per request         ${rec.averageSize.toFixed(2)} (requests with fewer than 3: ${rec.tooFew})`);
  console.log(`  time per answer             ${timing(rec.ms)}`);
  if (rec.perClass.length > 1) for (const c of rec.perClass) console.log(`    class ${c.cls.padEnd(22)} P@3 ${pct(c.relevance).padStart(6)} of ${c.n}`);
}

function printImport(title: string, imp: ImpResult) {
  console.log(`${title}: ${imp.recipes} recipes, ${imp.expected} stocked ingredients, ${imp.suggestedExpected} to suggest`);
  console.log(`  matched or rightly suggested ${pct(imp.matchedOrSuggested)}   (target ${pct(TARGETS.matchedOrSuggested)})`);
  console.log(`  stocked ingredients matched ${pct(imp.matchRate)}`);
  console.log(`  suggested substitutes right ${imp.suggestedRight} of ${imp.suggestedExpected}`);
  console.log(`  silently dropped            ${imp.dropped}        (target 0)`);
  console.log(`  silently substituted        ${imp.substituted}        (target 0)`);
  console.log(`  amounts right               ${pct(imp.quantityAccuracy)}   of ${imp.measured} measured amounts (target ${pct(TARGETS.quantityAccuracy)})`);
  if (imp.amountKinds.size) console.log(`    wrong amounts by kind     ${byKind(imp.amountKinds)}`);
  console.log(`  wrong matches               ${imp.wrongMatches}`);
  console.log(`  unstocked listed unmatched  ${imp.unmatchedListed} of ${imp.unmatchedExpected}`);
  console.log(`  category right              ${pct(imp.categoryAccuracy)}`);
  console.log(`  non-ingredients listed      ${imp.noiseListed}        (target 0)`);
  console.log(`  time per import             ${timing(imp.ms)}`);
  if (imp.perClass.length > 1) for (const c of imp.perClass) console.log(`    class ${c.cls.padEnd(22)} matched or suggested ${pct(c.rate).padStart(6)} of ${c.n}`);
}

async function main() {
  const bar = demoBar();
  // Warm up once, as the API does at start-up (ai/warm-up.ts), so that no set pays for building the dictionaries.
  await warmUp();
  const files = readdirSync(join(root, 'eval'))
    .filter((f) => f.endsWith('.json'))
    .filter((f) => !(skipHeldOut && HELD_OUT_NAME.test(f)))
    .filter((f) => only === undefined || f.includes(only))
    .sort();
  console.log('AI bartender evaluation (built-in engine, demo bar)\n');
  let ok = true;
  const allMisses: string[] = [];
  for (const file of files) {
    // A field written as null is a field left out (a case with `"maxPrice": null` has no price limit).
    const set = JSON.parse(readFileSync(join(root, 'eval', file), 'utf8'), (_key, value: unknown) => (value === null ? undefined : value)) as SetFile;
    // A held-out set is flagged in the file or named so ('*heldout*', '*holdout*'): either keeps its misses hidden.
    const heldOut = set.heldOut === true || HELD_OUT_NAME.test(file);
    if (heldOut && skipHeldOut) continue;
    const title = `${file}${heldOut ? ' [held out: figures only]' : ''}`;
    let misses: string[] = [];
    if (Array.isArray(set.cases)) {
      const rec = await evaluateRecommendations(bar, set.cases);
      printRecommendations(title, rec);
      misses = rec.misses;
      ok &&= rec.violations === 0 && rec.invented === 0 && rec.relevance >= TARGETS.relevance && rec.notUnderstoodRate <= TARGETS.notUnderstood && rec.said === rec.mustSay;
    } else if (Array.isArray(set.recipes)) {
      const imp = await evaluateImport(bar, set.recipes);
      printImport(title, imp);
      misses = imp.misses;
      ok &&= imp.substituted === 0 && imp.dropped === 0 && imp.matchedOrSuggested >= TARGETS.matchedOrSuggested && imp.quantityAccuracy >= TARGETS.quantityAccuracy && imp.noiseListed === 0;
    } else {
      console.log(`${file}: neither 'cases' nor 'recipes'; skipped`);
    }
    console.log('');
    if (heldOut && !showHeldOut) continue;
    allMisses.push(...misses.map((m) => `${m} [${file}]`));
  }
  if (!quiet && allMisses.length) {
    console.log('Misses:');
    for (const m of allMisses) console.log(m);
  }
  console.log(`\n${ok ? 'All targets met.' : 'Some targets are missed.'}`);
  if (strict && !ok) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
