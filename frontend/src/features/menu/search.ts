import { RECIPE_CATEGORIES, RECIPE_CATEGORY_LABELS, type InventoryItem, type RecipeCategory, type RecipeWithAvailability } from '@bar/domain';

/** Lower case without accents: 'Piña Colada' -> 'pina colada'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded: every one of them must appear for a drink to match. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

export interface SearchEntry<R extends RecipeWithAvailability = RecipeWithAvailability> {
  recipe: R;
  /** Name, description, category (key and label) and ingredient names, folded, one string. */
  text: string;
  /** The name alone, folded: a drink named by the query comes before drinks that only mention it. */
  name: string;
}

/**
 * Built once per menu (memoised by the caller), so a keystroke only scans prepared strings. Entries are in menu
 * order: by category, then by name (folded, compared by code point: a locale collator costs the first paint
 * of the menu some 15 ms on a phone to start, and drink names sort the same either way).
 */
export function buildSearchIndex<R extends RecipeWithAvailability>(
  recipes: readonly R[],
  inventory: readonly Pick<InventoryItem, 'id' | 'name'>[] = [],
): SearchEntry<R>[] {
  const names = new Map(inventory.map((item) => [item.id, item.name]));
  const categoryOrder = new Map<string, number>(RECIPE_CATEGORIES.map((c, i) => [c, i]));
  const keyed = recipes.map((recipe) => ({
    recipe,
    category: categoryOrder.get(recipe.category) ?? RECIPE_CATEGORIES.length,
    name: foldText(recipe.name),
  }));
  keyed.sort((a, b) => a.category - b.category || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return keyed.map(({ recipe, name }) => ({
    recipe,
    name,
    text: foldText(
      [
        recipe.name,
        recipe.description,
        recipe.category,
        RECIPE_CATEGORY_LABELS[recipe.category] ?? '',
        ...recipe.ingredients.map((i) => names.get(i.inventoryItemId) ?? ''),
      ].join('\n'),
    ),
  }));
}

/**
 * The drinks whose name, description, category or ingredients contain every word of the query, in menu order by
 * category; within a category, first the drink named exactly so, then names that start with it, then names that
 * hold every word, then the drinks that only mention it (a Boulevardier describes itself by the Negroni).
 */
export function searchIndex<R extends RecipeWithAvailability>(index: readonly SearchEntry<R>[], query: string): R[] {
  const words = queryWords(query);
  if (words.length === 0) return index.map((e) => e.recipe);
  const phrase = words.join(' ');
  const found: Array<{ recipe: R; category: string; tier: number }> = [];
  for (const entry of index) {
    if (!words.every((w) => entry.text.includes(w))) continue;
    const tier = entry.name === phrase ? 0 : entry.name.startsWith(phrase) ? 1 : words.every((w) => entry.name.includes(w)) ? 2 : 3;
    found.push({ recipe: entry.recipe, category: entry.recipe.category, tier });
  }
  // The index is grouped by category already: order each run of one category by tier (a stable sort).
  const rank = new Map<string, number>();
  for (const f of found) if (!rank.has(f.category)) rank.set(f.category, rank.size);
  found.sort((a, b) => rank.get(a.category)! - rank.get(b.category)! || a.tier - b.tier);
  return found.map((f) => f.recipe);
}

export interface CategoryGroup<R extends RecipeWithAvailability = RecipeWithAvailability> {
  category: RecipeCategory;
  label: string;
  recipes: R[];
}

/** Drinks grouped by category, in the order of RECIPE_CATEGORIES; empty groups left out. */
export function groupByCategory<R extends RecipeWithAvailability>(recipes: readonly R[]): CategoryGroup<R>[] {
  const groups = new Map<RecipeCategory, R[]>();
  for (const recipe of recipes) {
    const category: RecipeCategory = (RECIPE_CATEGORIES as readonly string[]).includes(recipe.category) ? recipe.category : 'other';
    const list = groups.get(category);
    if (list) list.push(recipe);
    else groups.set(category, [recipe]);
  }
  return RECIPE_CATEGORIES.flatMap((category) => {
    const list = groups.get(category);
    return list ? [{ category, label: RECIPE_CATEGORY_LABELS[category], recipes: list }] : [];
  });
}

/** A recipe name as a comparison key: case, dashes and runs of spaces do not count ('Non-Alcoholic  Spritz'). */
export function drinkNameKey(name: string): string {
  return name.toLowerCase().replace(/[\s-]+/g, ' ').trim();
}

/** The recipe a /drinks/{name} address names: matched by name, case-insensitively. */
export function findRecipeByName<R extends { name: string }>(recipes: readonly R[], name: string): R | undefined {
  const key = drinkNameKey(name);
  if (!key) return undefined;
  return recipes.find((r) => drinkNameKey(r.name) === key);
}

export interface CategoryJump {
  category: RecipeCategory;
  label: string;
  /** How many drinks of the list are in it. */
  count: number;
  /** How many drinks of the list must be rendered for its first `page` drinks to be on the page. */
  showUpTo: number;
}

/**
 * The categories of a list in menu order (the order groupByCategory shows them in), for chips that jump to each:
 * with how much of the list must be rendered to show the category's first page of drinks.
 */
export function categoryJumps<R extends RecipeWithAvailability>(recipes: readonly R[], page: number): CategoryJump[] {
  let start = 0;
  return groupByCategory(recipes).map((group) => {
    const jump = { category: group.category, label: group.label, count: group.recipes.length, showUpTo: start + Math.min(group.recipes.length, page) };
    start += group.recipes.length;
    return jump;
  });
}

/** The id of a category's section on the menu, which its chip jumps to. */
export const categorySectionId = (category: RecipeCategory) => `menu-category-${category}`;
