import useSWR from 'swr';
import type { RecipeWithAvailability } from '@bar/domain';
import { api } from './client';

export const recipesKey = '/recipes';

export function getRecipes(): Promise<RecipeWithAvailability[]> {
  return api.get<RecipeWithAvailability[]>(recipesKey);
}

export function useRecipes() {
  return useSWR<RecipeWithAvailability[]>(recipesKey, getRecipes);
}
