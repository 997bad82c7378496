import { RecipeManagement } from './recipes/recipe-management';

/** /manage/recipes (bar_manager only): Recipe Management as a page of its own. */
export function RecipesPage() {
  return <RecipeManagement standalone />;
}
