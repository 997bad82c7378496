import { indexById } from '@bar/domain';
import type { AiEngine, BarSnapshot, ImportInput, ProposedRecipe, ProposedRecommendation, RecommendInput } from '../port';
import { importRecipe } from './import';
import { profileDrink, type DrinkProfile } from './profile';
import { rankDrinks, type ScoredDrink } from './recommend';
import { understandRequest, type GuestRequest } from './understand';

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

/** The request read against this menu (once per snapshot: the engine and the checks after it share it). */
export function readRequest(preferences: string, bar: BarSnapshot): GuestRequest {
  const menu = availableProfiles(bar);
  let byText = requests.get(menu);
  if (!byText) requests.set(menu, (byText = new Map()));
  let request = byText.get(preferences);
  if (!request) byText.set(preferences, (request = understandRequest(preferences, menu)));
  return request;
}

/** The whole built-in recommendation, with the understood request and the scores (for the evaluation and tests). */
export function recommendDetailed(preferences: string, bar: BarSnapshot): { request: GuestRequest; ranked: ScoredDrink[] } {
  const request = readRequest(preferences, bar);
  return { request, ranked: rankDrinks(availableProfiles(bar), request) };
}

/**
 * The built-in engine: offline, deterministic, always there. It reads requests and recipes with the lexicon in
 * `lexicon/` and scores the bar's own drinks; it is also what answers when Azure OpenAI cannot.
 */
export const builtinEngine: AiEngine = {
  name: 'builtin',
  recommend(input: RecommendInput, bar: BarSnapshot): Promise<ProposedRecommendation[]> {
    const { ranked } = recommendDetailed(input.preferences, bar);
    return Promise.resolve(ranked.map((r) => ({ recipeId: r.drink.id, reason: r.reason, confidence: r.confidence })));
  },
  importRecipe(input: ImportInput, bar: BarSnapshot): Promise<ProposedRecipe> {
    return Promise.resolve(importRecipe(input, bar));
  },
};
