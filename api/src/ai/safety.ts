import type { DrinkProfile } from './builtin/profile';
import type { GuestRequest } from './builtin/understand';
import type { HardConstraints, WishCategory } from './port';
import { DEFAULT_MONEY, formatPrice, type MoneySettings } from '@bar/domain';
import { ALLERGENS, FREE_OF, UNRECORDED, type Allergen } from './lexicon/requests';
import { listOf } from './text';
import { SPIRITS, spiritAffinity } from './lexicon/spirits';

/**
 * The hard constraints of a guest's request: what a suggested drink must never break, whichever engine suggested
 * it. Alcohol-free (asked for, or a reason or an age that calls for it), a price limit, allergens and diets (as the
 * words of inventory items the drink must not contain), spirits, kinds and drinks ruled out.
 *
 * Preferences ('something boozy', 'citrusy') are not constraints: they rank, they never remove.
 */
export type { HardConstraints };

export const NO_CONSTRAINTS: HardConstraints = { alcoholFree: false, excludedSpirits: [], excludedIngredients: [], excludedCategories: [], excludedDrinks: [] };

/** The constraints the built-in reader found in a request. */
export function constraintsOfRequest(r: GuestRequest): HardConstraints {
  return {
    alcoholFree: r.alcoholFree,
    ...(r.alcoholFree && r.noAlcoholTrace ? { noAlcoholTrace: true } : {}),
    maxPrice: r.maxPrice,
    excludedSpirits: r.excludedSpirits,
    excludedIngredients: r.excludedIngredients,
    excludedCategories: r.excludedCategories,
    excludedDrinks: r.excludedDrinks,
    ...(r.unknownAllergens.length ? { unknownAllergens: r.unknownAllergens } : {}),
  };
}

/** The constraints an LLM reported, in the same terms: allergens by name, spirits by the lexicon's keys. */
export function constraintsFromNames(found: {
  alcoholFree: boolean;
  noAlcoholTrace?: boolean | undefined;
  maxPrice: number | null;
  allergens: readonly string[];
  excludedSpirits: readonly string[];
  excludedDrinkIds: readonly string[];
}): HardConstraints {
  const allergens = found.allergens.filter((a): a is Allergen => Object.hasOwn(ALLERGENS, a));
  return {
    alcoholFree: found.alcoholFree || found.noAlcoholTrace === true,
    ...(found.noAlcoholTrace === true ? { noAlcoholTrace: true } : {}),
    maxPrice: found.maxPrice !== null && Number.isFinite(found.maxPrice) && found.maxPrice > 0 ? found.maxPrice : undefined,
    excludedSpirits: found.excludedSpirits.filter((s) => Object.hasOwn(SPIRITS, s)),
    excludedIngredients: allergens.flatMap((a) => ALLERGENS[a].map((w) => w.split(' '))),
    excludedCategories: [],
    excludedDrinks: [...found.excludedDrinkIds],
  };
}

/**
 * Everything any reader of the request found: alcohol-free if either says so (when in doubt, alcohol-free), the
 * lower price limit, all exclusions.
 */
export function unionConstraints(...all: ReadonlyArray<HardConstraints | undefined>): HardConstraints {
  const present = all.filter((c): c is HardConstraints => c !== undefined);
  const limits = present.map((c) => c.maxPrice).filter((p): p is number => p !== undefined);
  const key = (words: readonly string[]) => words.join(' ');
  const ingredients = new Map<string, string[]>();
  for (const c of present) for (const w of c.excludedIngredients) ingredients.set(key(w), w);
  const unknown = [...new Set(present.flatMap((c) => c.unknownAllergens ?? []))];
  return {
    ...(unknown.length ? { unknownAllergens: unknown } : {}),
    ...(present.some((c) => c.noAlcoholTrace) ? { noAlcoholTrace: true } : {}),
    alcoholFree: present.some((c) => c.alcoholFree || c.noAlcoholTrace),
    maxPrice: limits.length ? Math.min(...limits) : undefined,
    excludedSpirits: [...new Set(present.flatMap((c) => c.excludedSpirits))],
    excludedIngredients: [...ingredients.values()],
    excludedCategories: [...new Set(present.flatMap((c) => c.excludedCategories))],
    excludedDrinks: [...new Set(present.flatMap((c) => c.excludedDrinks))],
  };
}

/** The drink is of that kind; with `mocktails`, an alcohol-free mixed drink is a cocktail too (for an alcohol-free guest, and when ruling cocktails out). */
export function inCategory(drink: DrinkProfile, category: WishCategory, mocktails = true): boolean {
  const alcoholFreeBeer = drink.category === 'alcohol-free' && drink.ingredients.some((i) => i.knowledge.item.category === 'beer');
  if (category === 'beer') return drink.category === 'beer' || alcoholFreeBeer;
  // A mocktail is a cocktail: an alcohol-free drink mixed of more than one thing.
  if (category === 'cocktail') return drink.category === 'cocktail' || (mocktails && drink.category === 'alcohol-free' && !alcoholFreeBeer && drink.ingredients.length > 1);
  return drink.category === category;
}

export function hasIngredient(drink: DrinkProfile, itemWords: readonly string[]) {
  return drink.ingredients.find((i) => itemWords.every((w) => i.knowledge.words.includes(w)));
}

/** Why the drink breaks a constraint ('has alcohol', 'has egg'), or null when it breaks none. */
export function breaksConstraint(drink: DrinkProfile, c: HardConstraints): string | null {
  if ((c.alcoholFree || c.noAlcoholTrace) && !drink.alcoholFree) return 'has alcohol';
  // 'Alcohol-free' allows up to 0.5%; a guest who must not have even that gets only drinks of 0.0% ingredients.
  if (c.noAlcoholTrace && drink.ingredients.some((i) => i.knowledge.abv === undefined || i.knowledge.abv > 0)) return 'has a trace of alcohol';
  if (c.maxPrice !== undefined && drink.price > c.maxPrice + 1e-9) return 'over the price limit';
  for (const excluded of c.excludedSpirits) {
    if (drink.spirits.some((s) => s.share > 0.05 && spiritAffinity(excluded, s.spirit) >= 1)) return `has ${excluded}`;
  }
  for (const excluded of c.excludedCategories) if (inCategory(drink, excluded)) return `is a ${excluded}`;
  for (const excluded of c.excludedIngredients) if (hasIngredient(drink, excluded)) return `has ${excluded.join(' ')}`;
  if (c.excludedDrinks.includes(drink.id)) return 'ruled out by name';
  return null;
}

const hasAll = (c: HardConstraints, allergen: Allergen) => {
  const excluded = new Set(c.excludedIngredients.map((w) => w.join(' ')));
  return ALLERGENS[allergen].every((w) => excluded.has(w));
};

/** The allergens and diets among the constraints (each with all of its words ruled out). */
export function allergensOf(c: HardConstraints): Allergen[] {
  return (Object.keys(ALLERGENS) as Allergen[]).filter((a) => hasAll(c, a));
}

/**
 * What every answer under these constraints must say: the recipes do not record some of what the guest must avoid
 * (soy, sulfites, how a wine was fined), so the drinks that may carry it were left out and the guest should check.
 */
export function unrecordedNote(c: HardConstraints): string | null {
  const unrecorded = allergensOf(c)
    .map((a) => UNRECORDED[a])
    .filter((t): t is string => t !== undefined);
  const unknown = c.unknownAllergens ?? [];
  if (unrecorded.length === 0 && unknown.length === 0) return null;
  const notFound = unknown.length ? `I could not find ${listOf(unknown)} in our recipes, but they do not record every trace` : '';
  const notCovered = unrecorded.length ? `our recipe data does not fully cover ${listOf([...new Set(unrecorded)])}` : '';
  const said = [notFound, notCovered].filter(Boolean).join('; ');
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}: please check with the bartender before you order.`;
}

/** How an answer names a drink that meets the constraints ('alcohol-free, caffeine-free drink'), or null when there are none. */
export function fittingDrink(c: HardConstraints): string | null {
  const labels: string[] = [];
  if (c.noAlcoholTrace) labels.push('alcohol-free (0.0%)');
  else if (c.alcoholFree) labels.push('alcohol-free');
  const allergens = allergensOf(c);
  // Vegan covers egg, honey and dairy; say it once.
  for (const a of allergens) if (!(allergens.includes('vegan') && (a === 'egg' || a === 'honey' || a === 'dairy'))) labels.push(FREE_OF[a]);
  const price = c.maxPrice !== undefined ? ` ${priceLimitText(c.maxPrice)}` : '';
  if (labels.length === 0 && !price) return null;
  return `${labels.join(', ')}${labels.length ? ' ' : ''}drink${price}`;
}

/** How a limit is said: 'under $10' for a limit a cent below a whole amount (read from 'under $10'), else 'at $12.00 or less'. */
export function priceLimitText(maxPrice: number, money: MoneySettings = DEFAULT_MONEY): string {
  const cents = Math.round(maxPrice * 100);
  return cents % 100 === 99 ? `under ${formatPrice((cents + 1) / 100, money)}` : `at ${formatPrice(maxPrice, money)} or less`;
}

/** A constraint was found at all. */
export function anyConstraint(c: HardConstraints): boolean {
  return c.alcoholFree || c.maxPrice !== undefined || (c.unknownAllergens?.length ?? 0) > 0 || c.excludedSpirits.length + c.excludedIngredients.length + c.excludedCategories.length + c.excludedDrinks.length > 0;
}
