import { processRecipe, recommendDrinks } from '../ai';
import { AI_IMPORT_MAX_TEXT, MAX_NAME_LENGTH, aiProcessRequestSchema, aiRecommendationRequestSchema } from '@bar/domain';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody } from '../http/validate';

const log = (ctx: RouteContext) => ({ warn: (message: string) => ctx.invocation.warn(message) });

export const recipesAiRecommendations: RouteDefinition = {
  name: 'ai-recommendations',
  methods: ['POST'],
  route: 'recipes/ai-recommendations',
  access: 'authenticated',
  maxBodyBytes: 8 * 1024,
  asksOnly: true,
  async handler(ctx) {
    const input = parseBody(aiRecommendationRequestSchema, ctx.body);
    await ctx.deps.aiCalls.spend('recommendations', ctx.principal.id);
    return { body: await recommendDrinks(input, await ctx.deps.aiCalls.bar(true), await ctx.deps.ai(), log(ctx)) };
  },
};

export const recipesAiProcess: RouteDefinition = {
  name: 'ai-process',
  methods: ['POST'],
  route: 'recipes/ai-process',
  access: ['bar_manager'],
  // (A paste at its limits sent with every character escaped, '\u00e9', is six bytes a character: the name and the two
  // 6,000-character boxes, and room for the JSON around them.)
  maxBodyBytes: (MAX_NAME_LENGTH + 2 * AI_IMPORT_MAX_TEXT) * 6 + 8 * 1024,
  asksOnly: true,
  async handler(ctx) {
    const input = parseBody(aiProcessRequestSchema, ctx.body);
    await ctx.deps.aiCalls.spend('process', ctx.principal.id);
    const recipe = await processRecipe({ name: input.name, ingredients: input.ingredients, instructions: input.instructions ?? [] }, await ctx.deps.aiCalls.bar(false), await ctx.deps.ai(), log(ctx));
    return { body: recipe };
  },
};

export const routes = [recipesAiRecommendations, recipesAiProcess];
