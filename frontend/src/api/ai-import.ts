import type { InventoryCategory, RecipeCategory } from '@bar/domain';
import { api } from './client';
import type { RecipeBody } from './recipes';

export const aiProcessPath = '/recipes/ai-process';

export interface AiProcessRequest {
  name: string;
  /** One ingredient per line. */
  ingredients: string[];
  instructions?: string[];
}

/** The inventory item an imported ingredient was matched to (confidence 0..1). */
export interface AiInventoryMatch {
  id: string;
  name: string;
  category: InventoryCategory;
  unit: string;
  confidence: number;
}

export interface AiProcessedIngredient {
  name: string;
  quantity: number;
  unit: string;
  inventoryMatch: AiInventoryMatch;
}

/** POST /recipes/ai-process's answer: only matched ingredients are kept, the rest are listed. */
export interface AiProcessedRecipe {
  name: string;
  description: string;
  category: RecipeCategory;
  ingredients: AiProcessedIngredient[];
  unmatchedIngredients: string[];
  instructions: string[];
  prepTime: number;
  estimatedPrice: number;
  confidence: number;
}

/** Above this the overall confidence badge is highlighted. */
export const HIGH_CONFIDENCE = 0.8;

/** POST /recipes/ai-process (bar_manager); 400 without name or ingredients, 422 when nothing matched. */
export function processRecipe(body: AiProcessRequest): Promise<AiProcessedRecipe> {
  return api.post<AiProcessedRecipe>(aiProcessPath, body);
}

/** The POST /recipes body for 'Add to Menu': matched ingredients only, the estimated price as the sale price. */
export function importedRecipeBody(recipe: AiProcessedRecipe): RecipeBody {
  return {
    name: recipe.name,
    description: recipe.description,
    category: recipe.category,
    ingredients: recipe.ingredients.map((i) => ({
      inventoryItemId: i.inventoryMatch.id,
      quantity: i.quantity,
      unit: i.unit as RecipeBody['ingredients'][number]['unit'],
    })),
    instructions: recipe.instructions,
    prepTime: recipe.prepTime,
    isAvailable: true,
    ...(recipe.estimatedPrice > 0 ? { price: recipe.estimatedPrice } : {}),
  };
}
