import { api } from './client';

/**
 * One drink the AI bartender suggests (the contract of domain/src/ai, which the domain index does not export
 * yet): always a drink of the bar's menu.
 */
export interface AiRecommendation {
  recipeId: string;
  recipeName: string;
  price: number;
  description: string;
  /** Why this drink fits the request. */
  reason: string;
  /** 0 to 1. */
  confidence: number;
}

export const aiRecommendationsPath = '/recipes/ai-recommendations';

/** POST /recipes/ai-recommendations: drinks of the menu that fit what the guest asked for. */
export function getAiRecommendations(preferences: string, signal?: AbortSignal): Promise<AiRecommendation[]> {
  return api.post<AiRecommendation[]>(aiRecommendationsPath, { preferences, customerType: 'regular' }, { signal });
}
