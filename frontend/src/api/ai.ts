import type { AiRecommendation } from '@bar/domain';
import { api } from './client';

export type { AiRecommendation } from '@bar/domain';

export const aiRecommendationsPath = '/recipes/ai-recommendations';

/** POST /recipes/ai-recommendations: drinks of the menu that fit what the guest asked for. */
export function getAiRecommendations(preferences: string, signal?: AbortSignal): Promise<AiRecommendation[]> {
  return api.post<AiRecommendation[]>(aiRecommendationsPath, { preferences, customerType: 'regular' }, { signal });
}
