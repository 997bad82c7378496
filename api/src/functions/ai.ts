import { indexById } from '@bar/domain';
import { aiRateLimiter, processRecipe, recommendDrinks, type BarSnapshot } from '../ai';
import { aiProcessRequestSchema, aiRecommendationRequestSchema } from '@bar/domain';
import { tooManyRequests } from '../ai/rate-limit';
import { config, moneySettings, type ApiConfig } from '../config';
import { RateLimiter, tooManyRequests as limitReached } from '../http/rate-limit';
import type { RouteContext, RouteDefinition } from '../http/route';
import { currentDates } from '../orders/dates';
import { promisedStock, withMenuAvailability } from '../orders/menu-stock';
import { parseBody } from '../http/validate';

/**
 * The menu and the stock as they are now, for the AI bartender to work on. For recommending (`forGuests`), each
 * drink is available as the menu says it is (the stock less what orders on their way hold, ADR 19), so the
 * bartender never suggests a drink an order for it would be refused; importing a recipe needs no availability and
 * does not read the open orders.
 */
async function currentBar(deps: RouteContext['deps'], forGuests: boolean): Promise<BarSnapshot> {
  const [recipes, inventory, promised] = await Promise.all([deps.recipes.list(), deps.inventory.list(), forGuests ? promisedStock(deps.orders, currentDates(deps.clock())) : []]);
  return { recipes: withMenuAvailability(recipes, indexById(inventory), promised), inventory, targetPourCost: config().TARGET_POUR_COST, money: moneySettings(config()) };
}

let instanceLimiter: { limit: number; value: RateLimiter } | undefined;

/** The AI routes' budget of all users together on this instance (AI_INSTANCE_RATE_LIMIT_PER_MINUTE). */
function instanceAiBudget(cfg: ApiConfig): RateLimiter {
  const limit = cfg.AI_INSTANCE_RATE_LIMIT_PER_MINUTE;
  if (instanceLimiter?.limit !== limit) instanceLimiter = { limit, value: new RateLimiter(limit) };
  return instanceLimiter.value;
}

export const AI_BUSY = (seconds: number) =>
  `The AI bartender is answering many guests right now. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/**
 * Counts the call against the caller's per-minute budget for this route, then against the instance's budget of
 * every user's AI calls together (so AI calls, each bounded by its request's size, cannot take the instance from
 * the other routes); over either, a 429 with Retry-After.
 */
export function spendAiCall(userId: string, route: string, cfg: ApiConfig = config()): void {
  const wait = aiRateLimiter(cfg).take(`${route}:${userId}`);
  if (wait > 0) throw tooManyRequests(wait);
  const busy = instanceAiBudget(cfg).take('instance');
  if (busy > 0) throw limitReached(AI_BUSY(busy), busy);
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
    spendAiCall(ctx.principal.id, 'recommendations');
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
    spendAiCall(ctx.principal.id, 'process');
    const recipe = await processRecipe({ name: input.name, ingredients: input.ingredients, instructions: input.instructions ?? [] }, await currentBar(ctx.deps, false), await ctx.deps.ai(), log(ctx));
    return { body: recipe };
  },
};

export const routes = [recipesAiRecommendations, recipesAiProcess];
