import { indexById } from '@bar/domain';
import type { AiEngine, BarSnapshot, ImportInput, ProposedRecipe, RecommendAnswer, RecommendInput } from '../port';
import { constraintsOfRequest, unionConstraints, type HardConstraints } from '../safety';
import { importRecipe } from './import';
import { profileDrink, type DrinkProfile } from './profile';
import { rankDrinks, type ScoredDrink } from './recommend';
import { termKinds, understandRequest, type GuestRequest } from './understand';

const profiles = new WeakMap<BarSnapshot, DrinkProfile[]>();
const requests = new WeakMap<DrinkProfile[], Map<string, GuestRequest>>();

/** Profiles of the drinks that can be made now (worked out once per snapshot of the bar). */
export function availableProfiles(bar: BarSnapshot): DrinkProfile[] {
  let menu = profiles.get(bar);
  if (!menu) {
    const stock = indexById(bar.inventory);
    menu = bar.recipes.filter((r) => r.available).map((r) => profileDrink(r, stock));
    profiles.set(bar, menu);
  }
  return menu;
}

const unavailable = new WeakMap<BarSnapshot, DrinkProfile[]>();

/** Profiles of the menu's drinks that cannot be made now: known by name, never offered. */
function unavailableProfiles(bar: BarSnapshot): DrinkProfile[] {
  let list = unavailable.get(bar);
  if (!list) {
    const stock = indexById(bar.inventory);
    // (What it is short of, by the stock's own names: an item no longer in the stock is not named by its id.)
    const names = new Set(bar.inventory.map((item) => item.name));
    list = bar.recipes.filter((r) => !r.available).map((r) => ({ ...profileDrink(r, stock), missing: (r.missingIngredients ?? []).filter((name) => names.has(name)) }));
    unavailable.set(bar, list);
  }
  return list;
}

/** The request read against this menu (once per snapshot: the engine and the checks after it share it). */
export function readRequest(preferences: string, bar: BarSnapshot): GuestRequest {
  const menu = availableProfiles(bar);
  let byText = requests.get(menu);
  if (!byText) requests.set(menu, (byText = new Map()));
  let request = byText.get(preferences);
  if (!request) byText.set(preferences, (request = understandRequest(preferences, menu, unavailableProfiles(bar), bar.drinkingAge)));
  return request;
}

/** What the built-in reader makes of one word against this bar's menu (for the safety layer's doubt rule). */
export function wordKinds(bar: BarSnapshot): (word: string) => string[] {
  const menu = availableProfiles(bar);
  const others = unavailableProfiles(bar);
  return (word) => termKinds(word, menu, others);
}

/** The whole built-in recommendation, with the understood request and the scores (for the evaluation and tests). */
export function recommendDetailed(preferences: string, bar: BarSnapshot, known?: HardConstraints, capUnconverted = false): { request: GuestRequest; ranked: ScoredDrink[] } {
  const read = { ...readRequest(preferences, bar), ...(capUnconverted ? { capUnconverted } : {}) };
  // Constraints another reader found are respected too (an alcohol-free wish it read in a language this one does not know).
  const request = known ? withConstraints(read, unionConstraints(constraintsOfRequest(read), known)) : read;
  return { request, ranked: rankDrinks(availableProfiles(bar), request, bar.money) };
}

function withConstraints(r: GuestRequest, c: HardConstraints): GuestRequest {
  // A wish the reader read for what another reading rules out ('eggs make me break out', 'Wodka kommt nicht in Frage'
  // read as a wish for egg or vodka) was a misreading: the constraint wins, and no reason speaks of the wish. A wish
  // against the reader's own rule ('no caffeine, something with cola') stays, so the answer can say none has it.
  const own = new Set(r.excludedIngredients.map((e) => e.join(' ')));
  const others = c.excludedIngredients.filter((e) => !own.has(e.join(' ')));
  const ruledOut = (wish: readonly string[]) => others.some((e) => e.every((w) => wish.includes(w)) || wish.every((w) => e.includes(w)));
  return {
    ...r,
    ingredients: r.ingredients.filter((wish) => !ruledOut(wish)),
    spirits: r.spirits.filter((s) => !(c.excludedSpirits.includes(s) && !r.excludedSpirits.includes(s)) && !ruledOut([s])),
    alcoholFree: c.alcoholFree,
    ...(c.noAlcoholTrace ? { noAlcoholTrace: true } : {}),
    ...(r.standInsAllowed || c.standInsAllowed ? { standInsAllowed: true } : {}),
    wantsAlcohol: r.wantsAlcohol && !c.alcoholFree,
    ...(c.maxPrice !== undefined ? { maxPrice: c.maxPrice } : {}),
    excludedSpirits: c.excludedSpirits,
    excludedIngredients: c.excludedIngredients,
    excludedCategories: c.excludedCategories,
    excludedDrinks: c.excludedDrinks,
    // (A limit another reading found is something understood: 'no juice please' is answered by drinks without juice,
    // not by the safe choices for a request that said nothing.)
    understood: r.understood || c.alcoholFree || others.length > 0 || c.excludedSpirits.some((s) => !r.excludedSpirits.includes(s)) || c.excludedDrinks.some((d) => !r.excludedDrinks.includes(d)) || (c.maxPrice !== undefined && r.maxPrice === undefined) || (c.unknownAllergens ?? []).some((w) => !r.unknownAllergens.includes(w)),
  };
}

/**
 * The built-in engine: offline, deterministic, always there. It reads requests and recipes with the lexicon in
 * `lexicon/` and scores the bar's own drinks; it is also what answers when Azure OpenAI cannot.
 */
export const builtinEngine: AiEngine = {
  name: 'builtin',
  recommend(input: RecommendInput, bar: BarSnapshot): Promise<RecommendAnswer> {
    const { request, ranked } = recommendDetailed(input.preferences, bar, input.constraints, input.capUnconverted);
    return Promise.resolve({
      recommendations: ranked.map((r) => ({ recipeId: r.drink.id, reason: r.reason, confidence: r.confidence })),
      constraints: constraintsOfRequest(request),
    });
  },
  importRecipe(input: ImportInput, bar: BarSnapshot): Promise<ProposedRecipe> {
    return Promise.resolve(importRecipe(input, bar));
  },
};
