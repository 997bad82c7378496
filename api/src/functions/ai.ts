import { aiRateLimiter, processRecipe, recommendDrinks, type BarSnapshot } from '../ai';
import { aiProcessRequestSchema, aiRecommendationRequestSchema } from '@bar/domain';
import { tooManyRequests } from '../ai/rate-limit';
import { config, moneySettings } from '../config';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody } from '../http/validate';

/** The menu and the stock as they are now (orders/menu-stock.ts: `bar`), for the AI bartender to work on. */
async function currentBar(deps: RouteContext['deps'], forGuests: boolean): Promise<BarSnapshot> {
  return { ...(await deps.menu.bar(forGuests)), targetPourCost: config().TARGET_POUR_COST, money: moneySettings(config()) };
}

/** Counts the call against the caller's per-minute budget for this route; over it, a 429 with Retry-After. */
function spendAiCall(ctx: RouteContext, route: string): void {
  const wait = aiRateLimiter(config()).take(`${route}:${ctx.principal.id}`);
  if (wait > 0) throw tooManyRequests(wait);
}

const log = (ctx: RouteContext) => ({ warn: (message: string) => ctx.invocation.warn(message) });

export const recipesAiRecommendations: RouteDefinition = {
  name: 'ai-recommendations',
  methods: ['POST'],
  route: 'recipes/ai-recommendations',
  access: 'authenticated',
  maxBodyBytes: 8 * 1024,
  async handler(ctx) {
    const input = parseBody(aiRecommendationRequestSchema, ctx.body);
    spendAiCall(ctx, 'recommendations');
    return { body: await recommendDrinks(input, await currentBar(ctx.deps, true), await ctx.deps.ai(), log(ctx)) };
  },
};

export const recipesAiProcess: RouteDefinition = {
  name: 'ai-process',
  methods: ['POST'],
  route: 'recipes/ai-process',
  access: ['bar_manager'],
  maxBodyBytes: 32 * 1024,
  async handler(ctx) {
    const input = parseBody(aiProcessRequestSchema, ctx.body);
    spendAiCall(ctx, 'process');
    const recipe = await processRecipe({ name: input.name, ingredients: input.ingredients, instructions: input.instructions ?? [] }, await currentBar(ctx.deps, false), await ctx.deps.ai(), log(ctx));
    return { body: recipe };
  },
};

export const routes = [recipesAiRecommendations, recipesAiProcess];
