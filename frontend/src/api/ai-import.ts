import { aiRecipeToRecipeInput, type AiProcessedIngredient, type AiProcessedRecipe, type AiProcessRequest } from '@bar/domain';
import { api } from './client';
import type { RecipeBody } from './recipes';

export type { AiInventoryMatch, AiProcessedIngredient, AiProcessedRecipe, AiProcessRequest } from '@bar/domain';

export const aiProcessPath = '/recipes/ai-process';

/** Above this the overall confidence badge is highlighted. */
export const HIGH_CONFIDENCE = 0.8;

/** POST /recipes/ai-process (bar_manager); 400 without name or ingredients, 422 when nothing matched. */
export function processRecipe(body: AiProcessRequest): Promise<AiProcessedRecipe> {
  return api.post<AiProcessedRecipe>(aiProcessPath, body);
}

/** The POST /recipes body for 'Add to Menu': matched ingredients and the substitutes the manager confirmed, the estimated price as the sale price. */
export function importedRecipeBody(recipe: AiProcessedRecipe, confirmed: readonly AiProcessedIngredient[] = []): RecipeBody {
  return aiRecipeToRecipeInput(recipe, confirmed);
}
