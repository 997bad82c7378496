/**
 * The AI bartender's request and response shapes live in domain/src/ai, shared with the SPA. Until the domain's
 * index exports them (`export * from './ai'` in domain/src/index.ts), the API reaches them by path, here only.
 */
export {
  AI_PREFERENCES_MAX,
  aiProcessRequestSchema,
  aiRecipeToRecipeInput,
  aiRecommendationRequestSchema,
  type AiInventoryMatch,
  type AiProcessRequest,
  type AiProcessedIngredient,
  type AiProcessedRecipe,
  type AiRecommendation,
  type AiRecommendationRequest,
} from '../../../domain/src/ai';
