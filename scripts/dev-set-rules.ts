/**
 * The rules of the generated development sets (scripts/make-dev-*-set.ts): what a request rules out, and each case
 * built from its spec with its `forbidden` drinks computed from the demo menu's recipes (every drink whose recipe
 * holds what the rule rules out, every drink over the price cap), never picked by hand.
 */
import { SEED_INVENTORY } from '../domain/src/seed/inventory';
import { SEED_RECIPES } from '../domain/src/seed/recipes';

/** What a request rules out: a named group of stock items, a stock item, a drink, or alcohol. */
export type Rule =
  | 'af' // alcohol-free: every drink with an alcoholic ingredient
  | 'trace' // not even a trace: the 0.5% beer and anything else with alcohol in it too
  | 'egg'
  | 'vegan' // egg white and honey
  | 'nuts' // almond (orgeat, amaretto) and coconut
  | 'gluten' // the beers
  | 'sulphites' // wines, prosecco, vermouths
  | 'wine' // wine and what is made of it
  | 'brown' // brown spirits: whiskies, cognac, dark rum
  | 'clear' // clear spirits: gin, vodka, white rum, tequila, mezcal, cachaça
  | 'hard' // spirits (40% or so): every ingredient of 30% and more
  | `item:${string}`
  | `drink:${string}`;

export interface Spec {
  request: string;
  class: string;
  acceptable: string[];
  rules?: Rule[];
  maxPrice?: number;
  mustSay?: string;
}

const stock = new Map(SEED_INVENTORY.map((i) => [i.id, i]));
const abv = (id: string) => stock.get(id)?.abv ?? 0;

const GROUPS: Record<string, (id: string) => boolean> = {
  egg: (id) => id === 'egg-white',
  vegan: (id) => id === 'egg-white' || id === 'honey-ginger-syrup',
  nuts: (id) => ['orgeat-syrup', 'amaretto', 'coconut-cream'].includes(id),
  gluten: (id) => ['lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle'].includes(id),
  sulphites: (id) => id.startsWith('wine-') || id === 'prosecco' || id.startsWith('vermouth-'),
  wine: (id) => id.startsWith('wine-') || id === 'prosecco' || id.startsWith('vermouth-'),
  brown: (id) => ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay', 'cognac', 'rum-dark'].includes(id),
  clear: (id) => ['gin-london-dry', 'vodka', 'rum-white', 'tequila-blanco', 'mezcal', 'cachaca'].includes(id),
  hard: (id) => abv(id) >= 30,
};

function rulesOut(rule: Rule, recipe: (typeof SEED_RECIPES)[number]): boolean {
  const items = recipe.ingredients.map((i) => i.inventoryItemId);
  if (rule === 'af') return items.some((id) => abv(id) >= 1);
  if (rule === 'trace') return items.some((id) => abv(id) > 0);
  if (rule.startsWith('item:')) return items.includes(rule.slice(5));
  if (rule.startsWith('drink:')) return recipe.id === rule.slice(6);
  const group = GROUPS[rule];
  if (!group) throw new Error(`unknown rule ${rule}`);
  return items.some(group);
}

export const ALCOHOL_FREE = ['virgin-mojito', 'shirley-temple', 'alcohol-free-beer', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'elderflower-fizz'];
export const AF_NO_TRACE = ALCOHOL_FREE.filter((id) => id !== 'alcohol-free-beer');

/** The cases of a set from their specs; throws on a drink that is not on the menu or that its own rules forbid. */
export function casesOf(specs: readonly Spec[]) {
  const recipes = SEED_RECIPES;
  const known = new Set(recipes.map((r) => r.id));
  return specs.map((s) => {
    const rules = s.rules ?? [];
    const forbidden = recipes
      .filter((r) => rules.some((rule) => rulesOut(rule, r)) || (s.maxPrice !== undefined && r.price > s.maxPrice))
      .map((r) => r.id);
    for (const id of s.acceptable) {
      if (!known.has(id)) throw new Error(`${s.request}: unknown drink ${id}`);
      if (forbidden.includes(id)) throw new Error(`${s.request}: acceptable ${id} is forbidden`);
    }
    return {
      request: s.request,
      acceptable: s.acceptable,
      ...(forbidden.length ? { forbidden } : {}),
      ...(rules.includes('af') || rules.includes('trace') ? { alcoholFree: true } : {}),
      ...(s.maxPrice !== undefined ? { maxPrice: s.maxPrice } : {}),
      ...(s.mustSay ? { mustSay: s.mustSay } : {}),
      class: s.class,
    };
  });
}
