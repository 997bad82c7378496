import { foldAccents } from './text';
import { convertQuantity } from './units';

/**
 * What a drink filed as alcohol-free may hold (ADR 68): no product stronger than the 0.5% beer, and no spirit or beer
 * whose strength the stock does not record unless its name says it has none. A guest who filters the
 * menu for alcohol-free drinks, and the AI bartender's alcohol-free answers, trust the category.
 */
export const MAX_ALCOHOL_FREE_ABV = 0.5;

export interface ProductStrength {
  name: string;
  /** The stock's category ('spirit', 'beer', 'mixer', ...). */
  category?: string;
  /** % alcohol by volume, when the stock records it. */
  abv?: number;
}

/** A product's name that says it holds no alcohol ('Non-Alcoholic Bitter Aperitif', 'Alcohol-free beer', 'Gin 0.0'). */
const SAYS_ALCOHOL_FREE = /\b(?:non[- ]?alcoholic|alcohol[- ]?free|zero[- ]?proof|no[- ]?alcohol|0[.,]0\s*%?|virgin|mocktail)\b/i;

/** Categories whose products may hold alcohol: a spirit, a beer, and 'other', where the wines, the prosecco and a cider live. */
const MAY_HOLD_ALCOHOL: ReadonlySet<string> = new Set(['spirit', 'beer', 'other']);

/**
 * How strong a product may be taken to be: its recorded ABV; with none recorded, a spirit, a beer or an 'other' product
 * (a wine, a cider) holds alcohol unless its name says it holds none (a 'Spiced Rum' or a 'Cider' saved without an ABV
 * is not alcohol-free), and a mixer or a garnish holds none.
 */
export function strengthOf(product: ProductStrength): number | undefined {
  if (product.abv !== undefined) return product.abv;
  return MAY_HOLD_ALCOHOL.has(product.category ?? '') && !SAYS_ALCOHOL_FREE.test(product.name) ? Infinity : undefined;
}

/** A product's category as a sentence says it: 'a spirit', 'a beer', 'a product filed under other'. */
function kindOf(product: ProductStrength): string {
  return product.category === 'other' ? "a product filed under 'other'" : `a ${product.category}`;
}

/** Why a drink of this category may not hold these products (the first one too strong); null when it may. */
export function alcoholFreeProblem(
  category: string,
  ingredients: ReadonlyArray<{ inventoryItemId: string }>,
  productOf: (id: string) => ProductStrength | undefined,
): string | null {
  if (category !== 'alcohol-free') return null;
  for (const [index, ingredient] of ingredients.entries()) {
    const product = productOf(ingredient.inventoryItemId);
    const strength = product ? strengthOf(product) : undefined;
    if (product && strength !== undefined && strength > MAX_ALCOHOL_FREE_ABV) {
      const said = product.abv !== undefined ? `holds alcohol (${product.abv}% ABV)` : `is ${kindOf(product)} with no ABV recorded, so it is taken to hold alcohol`;
      return `ingredients.${index}.inventoryItemId: ${product.name} ${said}, and an alcohol-free drink may hold nothing over ${MAX_ALCOHOL_FREE_ABV}%. Choose another category, or an alcohol-free product (or record its ABV)`;
    }
  }
  return null;
}

/** Why a product may not become this strong (or a spirit of no recorded strength) while alcohol-free drinks use it; null when it may. */
export function strongerProductProblem(product: ProductStrength, alcoholFreeDrinks: readonly string[]): string | null {
  const strength = strengthOf(product);
  if (strength === undefined || strength <= MAX_ALCOHOL_FREE_ABV || alcoholFreeDrinks.length === 0) return null;
  const names = [...alcoholFreeDrinks].sort();
  const what = product.abv !== undefined ? `record ${product.abv}% ABV` : `keep ${kindOf(product)} with no ABV recorded`;
  return `Cannot ${what}: the alcohol-free ${names.length === 1 ? 'drink' : 'drinks'} ${names.join(', ')} ${names.length === 1 ? 'uses' : 'use'} this product. Move ${names.length === 1 ? 'it' : 'them'} to another category, or keep the product alcohol-free.`;
}

/** A product as a recipe's ingredients are measured against it: its strength, and the unit the stock counts it in. */
export interface StockedProduct extends ProductStrength {
  unit: string;
}

/**
 * What is wrong with a drink's ingredients against the stock (the first problem), null when nothing: an item that is
 * not stocked, a unit the item cannot be measured in (ADR 44), a product too strong for an alcohol-free drink (ADR 68).
 * `missing`: whether an item the stock does not hold is a problem (a restore that leaves the stock as it is may not know).
 */
export function ingredientsProblem(
  recipe: { category: string; ingredients: ReadonlyArray<{ inventoryItemId: string; unit: string }> },
  productOf: (id: string) => StockedProduct | undefined,
  missing = true,
): string | null {
  for (const [index, ingredient] of recipe.ingredients.entries()) {
    const item = productOf(ingredient.inventoryItemId);
    // (One product on two lines would be poured, costed and taken from stock twice without a word: once, with its whole amount.)
    if (recipe.ingredients.findIndex((i) => i.inventoryItemId === ingredient.inventoryItemId) < index) {
      return `ingredients.${index}.inventoryItemId: ${item?.name ?? `'${ingredient.inventoryItemId}'`} is listed twice: give it once, with its whole amount`;
    }
    if (!item) {
      if (missing) return `ingredients.${index}.inventoryItemId: no inventory item '${ingredient.inventoryItemId}'`;
      continue;
    }
    if (convertQuantity(1, ingredient.unit, item.unit) === null) return `ingredients.${index}.unit: ${ingredient.unit} cannot be measured against ${item.name} (counted in ${item.unit})`;
  }
  return alcoholFreeProblem(recipe.category, recipe.ingredients, productOf);
}

/**
 * A recipe's name or method that says the drink holds no alcohol, in the six languages ('Virgin Mule', 'Kinderpunsch
 * (alkoholfrei)', 'sin alcohol', 'sans alcool', 'analcolico', 'sem álcool', 'for the kids'). Accents and case ignored.
 */
const RECIPE_SAYS_ALCOHOL_FREE =
  /\b(?:non[- ]?alcoholic|alcohol[- ]?free|zero[- ]?proof|no[- ]?alcohol|without alcohol|0[.,]0\s*%?|0\s?%|virgin|mocktails?|alkoholfrei\w*|ohne alkohol|sin alcohol|sans alcool|analcolic[oaie]|senza alcol|sem alcool|for (?:the )?(?:kids|children)|f(?:u|ue)r kinder|para (?:los )?ninos|pour (?:les )?enfants|per (?:i )?bambini|kinderpunsch)\b/;

/**
 * Why an imported draft should be looked at again before it goes on the menu: its name or method says it holds no
 * alcohol ('Kinderpunsch (alkoholfrei)', 'Alkoholfrei, für Kinder!') while a product in it does. Null when it does not
 * say so, or holds nothing stronger than the 0.5% beer. A warning, not a rule: 'Virgin Islands Punch' is rum.
 */
export function alcoholFreeSaidProblem(
  said: { name: string; instructions: readonly string[] },
  ingredients: ReadonlyArray<{ inventoryItemId: string | null }>,
  productOf: (id: string) => ProductStrength | undefined,
): string | null {
  const text = foldAccents([said.name, ...said.instructions].join(' \n '));
  if (!RECIPE_SAYS_ALCOHOL_FREE.test(text)) return null;
  const strong = ingredients
    .map((i) => (i.inventoryItemId ? productOf(i.inventoryItemId) : undefined))
    .filter((p): p is ProductStrength => p !== undefined && (strengthOf(p) ?? 0) > MAX_ALCOHOL_FREE_ABV);
  if (strong.length === 0) return null;
  const names = [...new Set(strong.map((p) => p.name))];
  const where = RECIPE_SAYS_ALCOHOL_FREE.test(foldAccents(said.name)) ? 'name' : 'method';
  return `The ${where} says this drink is alcohol-free, but ${names.join(', ')} ${names.length === 1 ? 'holds' : 'hold'} alcohol: remove ${names.length === 1 ? 'it' : 'them'}, or change the ${where}, before adding the drink.`;
}
