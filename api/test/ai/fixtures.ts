import { indexById, withAvailability, type Recipe } from '@bar/domain';
import { SEED_INVENTORY, SEED_RECIPES } from '@bar/domain/seed';
import type { AiEngine, BarSnapshot, RecommendAnswer } from '../../src/ai/port';
import type { StockItem } from '../../src/ai/builtin/profile';

/** The demo bar: 46 drinks, of which the Hugo Spritz and the Piña Colada cannot be made (no stock). */
export function demoBar(overrides: { recipes?: Recipe[]; inventory?: StockItem[] } = {}): BarSnapshot {
  const inventory = overrides.inventory ?? SEED_INVENTORY;
  const stock = indexById(inventory);
  const recipes = overrides.recipes ?? SEED_RECIPES.map((r) => ({ ...r, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }));
  return { recipes: recipes.map((r) => withAvailability(r, stock)), inventory, targetPourCost: 0.25 };
}

export const silentLog = () => {
  const messages: string[] = [];
  return { messages, warn: (m: string) => void messages.push(m) };
};

/** The ids of the demo drinks with no alcohol in any ingredient. */
export const ALCOHOL_FREE_IDS = ['virgin-mojito', 'shirley-temple', 'alcohol-free-beer', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'elderflower-fizz'];

/** An engine that answers the same drinks whatever is asked, as a model that missed a constraint would. */
export function answering(ids: readonly string[]): AiEngine {
  return {
    name: 'azure-openai',
    recommend: () => Promise.resolve<RecommendAnswer>({ recommendations: ids.map((recipeId) => ({ recipeId, reason: 'A fine choice.', confidence: 0.9 })) }),
    importRecipe: () => Promise.reject(new Error('not used')),
  };
}
