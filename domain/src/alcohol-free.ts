/**
 * What a drink filed as alcohol-free may hold (ADR 68): no product stronger than the 0.5% beer. A guest who filters the
 * menu for alcohol-free drinks, and the AI bartender's alcohol-free answers, trust the category.
 */
export const MAX_ALCOHOL_FREE_ABV = 0.5;

export interface ProductStrength {
  name: string;
  /** % alcohol by volume, when the stock records it. */
  abv?: number;
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
    if (product?.abv !== undefined && product.abv > MAX_ALCOHOL_FREE_ABV) {
      return `ingredients.${index}.inventoryItemId: ${product.name} holds alcohol (${product.abv}% ABV), and an alcohol-free drink may hold nothing over ${MAX_ALCOHOL_FREE_ABV}%. Choose another category, or an alcohol-free product`;
    }
  }
  return null;
}

/** Why a product may not become this strong while alcohol-free drinks use it; null when it may. */
export function strongerProductProblem(abv: number | undefined, alcoholFreeDrinks: readonly string[]): string | null {
  if (abv === undefined || abv <= MAX_ALCOHOL_FREE_ABV || alcoholFreeDrinks.length === 0) return null;
  const names = [...alcoholFreeDrinks].sort();
  return `Cannot record ${abv}% ABV: the alcohol-free ${names.length === 1 ? 'drink' : 'drinks'} ${names.join(', ')} ${names.length === 1 ? 'uses' : 'use'} this product. Move ${names.length === 1 ? 'it' : 'them'} to another category, or keep the product alcohol-free.`;
}
