import { z } from 'zod';
import { messages } from '../messages';
import type { InventoryCategory, RecipeCategory } from '../constants';
import type { RecipeInput } from '../schemas';
import type { Unit } from '../units';
import { MAX_NAME_LENGTH, plainTextProblem } from '../text';

/** The AI bartender's contract, shared by the API (which answers it) and the SPA (which shows it). */

export const AI_PREFERENCES_MAX = 500;
export const AI_IMPORT_MAX_LINES = 60;
export const AI_IMPORT_MAX_TEXT = 6000;

export const aiRecommendationRequestSchema = z.object({
  preferences: z
    // (Nothing said is the spec's message; a number or a list sent instead of words is named as what it is.)
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.askAiEmpty : 'must be text') })
    .trim()
    .min(1, messages.askAiEmpty)
    .max(AI_PREFERENCES_MAX, `must be at most ${AI_PREFERENCES_MAX} characters`),
  customerType: z.enum(['regular'], { error: "must be 'regular'" }).optional(),
});
export type AiRecommendationRequest = z.infer<typeof aiRecommendationRequestSchema>;

/** The longest line of a paste the import reads. */
export const AI_IMPORT_MAX_LINE = 500;

/**
 * Multi-line text or a list of lines, as a form or a paste gives them (a whole paste in one entry of a list too):
 * always a list of non-empty lines, each at most 500 characters, at most 60 of them and 6,000 characters in all.
 */
const lines = (message: string) =>
  z
    .union([z.string({ error: message }), z.array(z.string({ error: message }))], { error: message })
    .refine((value) => (Array.isArray(value) ? value.join('\n') : value).length <= AI_IMPORT_MAX_TEXT, `must be at most ${AI_IMPORT_MAX_TEXT} characters`)
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((entry) => entry.split(/\r?\n/))
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    )
    .refine((list) => list.every((line) => line.length <= AI_IMPORT_MAX_LINE), `must be at most ${AI_IMPORT_MAX_LINE} characters per line`)
    .refine((list) => list.length <= AI_IMPORT_MAX_LINES, `may have at most ${AI_IMPORT_MAX_LINES} lines`);

export const aiProcessRequestSchema = z.object({
  name: z
    .string({ error: messages.aiImportNeedsInput })
    .trim()
    .min(1, messages.aiImportNeedsInput)
    .superRefine((v, ctx) => {
      const problem = plainTextProblem(v, MAX_NAME_LENGTH);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ingredients: lines(messages.aiImportNeedsInput).refine((list) => list.length > 0, messages.aiImportNeedsInput),
  instructions: lines('must be text or a list of steps').optional(),
});
export type AiProcessRequest = z.infer<typeof aiProcessRequestSchema>;

/** One drink the AI bartender suggests: always a drink of the bar's menu that can be made now. */
export interface AiRecommendation {
  recipeId: string;
  recipeName: string;
  price: number;
  description: string;
  /** Why this drink fits the request: 'gin with fresh lime: bright and citrusy'. */
  reason: string;
  /** 0 to 1. */
  confidence: number;
}

/** The inventory item an imported ingredient was matched to. */
export interface AiInventoryMatch {
  id: string;
  name: string;
  category: InventoryCategory;
  unit: Unit;
  /** 0 to 1: how sure the match is, quantity included. */
  confidence: number;
}

export interface AiProcessedIngredient {
  /** The ingredient as the recipe wrote it ('fresh lime juice'). */
  name: string;
  /** In the matched item's unit when the units convert, otherwise in the recipe's own unit. */
  quantity: number;
  unit: Unit;
  /** The matched inventory item's id, so the ingredient can be saved as it is. */
  inventoryItemId: string;
  inventoryMatch: AiInventoryMatch;
  /** The line this ingredient was read from. */
  source: string;
}

/** A recipe read by the AI bartender: only matched ingredients; the rest are suggested or listed for the manager. */
export interface AiProcessedRecipe {
  name: string;
  description: string;
  category: RecipeCategory;
  ingredients: AiProcessedIngredient[];
  /**
   * Ingredients the bar does not stock but has a near-match of another kind for ('Irish whiskey': the bar's
   * Blended Scotch). Never part of the recipe unless the manager confirms them. Always sent by the API.
   */
  suggestedSubstitutes?: AiProcessedIngredient[];
  unmatchedIngredients: string[];
  instructions: string[];
  prepTime: number;
  /** From the ingredients' cost and the bar's target pour cost. */
  estimatedPrice: number;
  confidence: number;
  /**
   * The paste was a batch that says how many it serves ('for 40 serves', 'makes 12', 'für 8 Personen'): the amounts
   * above are one serve's, the batch's divided by this. Absent for a recipe of one drink.
   */
  servings?: number;
}

/** The body of POST /api/recipes for an imported recipe (the manager's 'Add to Menu'). */
export function aiRecipeToRecipeInput(
  recipe: AiProcessedRecipe,
  /** The suggested substitutes the manager confirmed. */
  confirmed: readonly AiProcessedIngredient[] = [],
): Omit<RecipeInput, 'isAvailable' | 'imageUrl'> & { isAvailable: boolean } {
  const ingredients = [...recipe.ingredients, ...confirmed.filter((c) => !recipe.ingredients.some((i) => i.inventoryItemId === c.inventoryItemId))];
  return {
    name: recipe.name,
    description: recipe.description,
    category: recipe.category,
    price: recipe.estimatedPrice > 0 ? recipe.estimatedPrice : undefined,
    prepTime: recipe.prepTime,
    ingredients: ingredients.map((i) => ({ inventoryItemId: i.inventoryItemId, quantity: i.quantity, unit: i.unit })),
    instructions: recipe.instructions,
    isAvailable: true,
  };
}
