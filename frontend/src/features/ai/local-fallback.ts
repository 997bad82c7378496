import { RECIPE_CATEGORY_LABELS, type RecipeWithAvailability } from '@bar/domain';
import type { AiRecommendation } from '../../api/ai';

/** docs/spec.md §8's words when the AI bartender cannot answer; the local fallback follows them. */
export const AI_FAILURE_MESSAGE = "Sorry, I couldn't get AI recommendations right now. Please try again.";
export const AI_FALLBACK_LIMIT = 3;
export const AI_FALLBACK_CONFIDENCE = 0.6;

/** Words that say nothing about a drink: matching them would suggest anything. */
const STOP_WORDS = new Set(
  (
    'the and with for but not you your can could would should like want wanted something anything some any have has had ' +
    'that this these those what which who please give get got are was were really very drink drinks recommend recommendation ' +
    'suggest suggestion maybe more less bit little from into about tonight today feel feeling mood make made one two also ' +
    'just than then there them they its it\'s i\'m i\'d let lets show find good nice great love prefer without too much'
  ).split(' '),
);

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a request worth matching: folded, three letters or more, no filler, each once. */
export function requestWords(request: string): string[] {
  const words = fold(request)
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  return [...new Set(words)];
}

/**
 * docs/spec.md §8's local fallback: the words of the request matched against the name, description and category of
 * the AVAILABLE drinks; the drinks matching the most words first (menu order among equals), at most 3, each with
 * confidence 0.6.
 */
export function localRecommendations(request: string, recipes: readonly RecipeWithAvailability[]): AiRecommendation[] {
  const words = requestWords(request);
  if (words.length === 0) return [];
  const scored: Array<{ recipe: RecipeWithAvailability; hits: string[] }> = [];
  for (const recipe of recipes) {
    if (!recipe.available) continue;
    const text = fold([recipe.name, recipe.description, recipe.category, RECIPE_CATEGORY_LABELS[recipe.category] ?? ''].join('\n'));
    const hits = words.filter((w) => text.includes(w));
    if (hits.length) scored.push({ recipe, hits });
  }
  return scored
    .sort((a, b) => b.hits.length - a.hits.length)
    .slice(0, AI_FALLBACK_LIMIT)
    .map(({ recipe, hits }) => ({
      recipeId: recipe.id,
      recipeName: recipe.name,
      price: recipe.price,
      description: recipe.description,
      reason: `Matches ${hits.map((h) => `"${h}"`).join(', ')} from your request`,
      confidence: AI_FALLBACK_CONFIDENCE,
    }));
}
