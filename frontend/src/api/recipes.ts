import useSWR, { useSWRConfig } from 'swr';
import { useCallback, useMemo } from 'react';
import type { Recipe, RecipeInput, RecipeWithAvailability } from '@bar/domain';
import { api } from './client';
import { deleteAsShown, writeOverLoaded } from './write-over-loaded';

export const recipesKey = '/recipes';

/** A recipe is addressed by id plus category (its partition). */
const recipePath = (id: string) => `${recipesKey}/${encodeURIComponent(id)}`;

/** What a manager's form sends: the price only when one was typed (without it the server prices from cost). */
export type RecipeBody = Omit<RecipeInput, 'price'> & { price?: number };

export function getRecipes(): Promise<RecipeWithAvailability[]> {
  return api.get<RecipeWithAvailability[]>(recipesKey);
}

/**
 * How often an open menu asks again whether a drink ran out or came back (another guest took its last serving, the
 * bar cancelled an order): an unchanged menu costs one point read and a 304 (ADR 12). Paused while the page is hidden.
 */
export const MENU_POLL_MS = 10_000;

/** The recipes with their availability; `live` for the guest's menu, which follows the stock while it is open. */
export function useRecipes(options: { live?: boolean } = {}) {
  return useSWR<RecipeWithAvailability[]>(recipesKey, getRecipes, options.live ? { refreshInterval: MENU_POLL_MS } : undefined);
}

/** POST /recipes (bar_manager). */
export function createRecipe(body: RecipeBody): Promise<RecipeWithAvailability> {
  return api.post<RecipeWithAvailability>(recipesKey, body);
}

/** What a drink is, as a manager's list and form show it: a change of any of it since they showed it is someone else's. */
const whatTheDrinkIs = (r: Recipe) => [
  r.name,
  r.description ?? '',
  r.category,
  r.price,
  r.prepTime,
  r.ingredients.map((i) => [i.inventoryItemId, i.quantity, i.unit]),
  r.instructions ?? [],
  r.imageUrl ?? '',
];

/** What the recipe form holds of a drink: what it is, and whether it is on the menu. */
const heldByRecipeForm = (r: Recipe) => [...whatTheDrinkIs(r), r.isAvailable !== false];

/**
 * PUT /recipes/{id}?category= with the full body (bar_manager); the price is kept when none is sent. `recipe` is the
 * drink as the form loaded it: the write names the version it still is (If-Match), and a drink changed meanwhile is
 * not written over (ChangedMeanwhileError; ADR 69).
 */
export function updateRecipe(recipe: Recipe, body: RecipeBody): Promise<RecipeWithAvailability> {
  return writeOverLoaded<RecipeWithAvailability>(recipePath(recipe.id), { category: recipe.category }, body, heldByRecipeForm, recipe as RecipeWithAvailability, 'drink');
}

/**
 * DELETE /recipes/{id}?category= (bar_manager) of the drink as the list showed it: the delete names the version it
 * still is (If-Match), and a drink changed meanwhile is not deleted (ChangedMeanwhileError; ADR 69). Taken off the menu
 * or put back meanwhile (a bartender's switch) is no change to what is deleted.
 */
export function deleteRecipe(recipe: Recipe): Promise<void> {
  return deleteAsShown<Recipe>(recipePath(recipe.id), { category: recipe.category }, whatTheDrinkIs, recipe, 'drink');
}

/** PATCH /recipes/{id}/availability?category= {isAvailable} (bar_manager). */
export function setRecipeAvailability(recipe: Pick<Recipe, 'id' | 'category'>, isAvailable: boolean): Promise<RecipeWithAvailability> {
  return api.patch<RecipeWithAvailability>(`${recipePath(recipe.id)}/availability`, { isAvailable }, { query: { category: recipe.category } });
}

const replaceIn = (list: RecipeWithAvailability[] | undefined, saved: RecipeWithAvailability) =>
  (list ?? []).map((r) => (r.id === saved.id ? saved : r));

/** The recipe mutations, each refreshing the cached list of the surrounding SWR provider. */
export function useRecipeMutations() {
  const { mutate } = useSWRConfig();

  const create = useCallback(
    async (body: RecipeBody) => {
      const saved = await createRecipe(body);
      await mutate(recipesKey);
      return saved;
    },
    [mutate],
  );

  const update = useCallback(
    async (recipe: Recipe, body: RecipeBody) => {
      const saved = await updateRecipe(recipe, body);
      await mutate(recipesKey);
      return saved;
    },
    [mutate],
  );

  const remove = useCallback(
    async (recipe: Recipe) => {
      try {
        await deleteRecipe(recipe);
      } finally {
        // Also when it changed meanwhile: the list then shows the drink as it is now.
        await mutate(recipesKey);
      }
    },
    [mutate],
  );

  const setAvailability = useCallback(
    (recipe: RecipeWithAvailability, isAvailable: boolean) =>
      mutate<RecipeWithAvailability[], RecipeWithAvailability>(recipesKey, setRecipeAvailability(recipe, isAvailable), {
        // The switch moves at once; whether the drink can be made comes back from the server.
        optimisticData: (list) => replaceIn(list, { ...recipe, isAvailable }),
        populateCache: (saved, list) => replaceIn(list, saved),
        rollbackOnError: true,
        revalidate: false,
      }),
    [mutate],
  );

  return useMemo(() => ({ create, update, remove, setAvailability }), [create, update, remove, setAvailability]);
}
