import { HttpRequest, InvocationContext } from '@azure/functions';
import { RateLimiter } from '../../src/platform/rate-limiter';
import { AI_BUSY, tooManyRequests } from '../../src/ai/rate-limit';
import { resetConfig } from '../../src/config';
import type * as AiRoutes from '../../src/functions/ai';
import type * as Edge from '../../src/http/edge';

jest.mock('../../src/data/repositories', () => {
  const { SEED_INVENTORY, SEED_RECIPES } = jest.requireActual('@bar/domain/seed');
  const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  return {
    repositories: () => ({
      recipes: { list: () => Promise.resolve(SEED_RECIPES.map((r: object) => ({ ...r, ...stamp }))) },
      inventory: { list: () => Promise.resolve(SEED_INVENTORY.map((i: object) => ({ ...i, ...stamp }))) },
      // No orders on their way: nothing of the stock is promised.
      orders: { openOrders: () => Promise.resolve({ orders: [], reservations: new Map() }) },
    }),
  };
});

describe('the rate limiter', () => {
  test('allows the limit in a sliding minute, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    now += 10_000;
    expect(limiter.take('a')).toBe(50);
    // Someone else has their own budget.
    expect(limiter.take('b')).toBe(0);
    now += 50_001;
    expect(limiter.take('a')).toBe(0);
  });

  test('0 turns it off', () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 100; i++) expect(limiter.take('a')).toBe(0);
  });

  test('the error is a 429 with Retry-After and a clear message', () => {
    const err = tooManyRequests(12);
    expect(err.kind).toBe('tooMany');
    expect(err.retryAfterSeconds).toBe(12);
    expect(err.message).toBe('You have asked the AI bartender too often in the last minute. Please try again in 12 seconds.');
  });

  test("the recipe import's refusal names the recipe import, not the bartender", () => {
    expect(tooManyRequests(1, 'process').message).toBe('You have asked the AI recipe import too often in the last minute. Please try again in 1 second.');
    expect(AI_BUSY(3, 'process')).toBe('The AI recipe import is busy with many requests right now. Please try again in 3 seconds.');
    expect(AI_BUSY(3)).toMatch(/^The AI bartender is answering many guests/);
  });
});

describe('the AI routes behind the edge (development sign-in, in-memory bar)', () => {
  const saved = { ...process.env };
  let edge: typeof Edge;
  let ai: typeof AiRoutes;

  beforeAll(async () => {
    Object.assign(process.env, {
      AUTH_MODE: 'dev',
      COSMOS_ENDPOINT: 'https://127.0.0.1:8081',
      AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true',
      AI_RATE_LIMIT_PER_MINUTE: '4',
    });
    delete process.env.AZURE_OPENAI_ENDPOINT;
    delete process.env.AI_ENGINE;
    resetConfig();
    edge = await import('../../src/http/edge');
    ai = await import('../../src/functions/ai');
  });

  afterAll(() => {
    process.env = saved;
    resetConfig();
  });

  const call = async (route: 'recipesAiRecommendations' | 'recipesAiProcess', body: unknown) => {
    const warnings: string[] = [];
    const request = new HttpRequest({
      url: `http://localhost/api/${ai[route].route}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { string: JSON.stringify(body) },
    });
    const invocation = new InvocationContext({ functionName: ai[route].name, logHandler: (level, ...args) => void (level === 'warning' && warnings.push(args.join(' '))) });
    const res = await edge.toAzureHandler(ai[route])(request, invocation);
    return { status: res.status, headers: res.headers as Record<string, string>, json: JSON.parse(String(res.body)) as { data?: unknown; error?: string }, warnings };
  };

  test('recommendations, validation, and the limit per minute', async () => {
    const ok = await call('recipesAiRecommendations', { preferences: 'something citrusy with gin', customerType: 'regular' });
    expect(ok.status).toBe(200);
    expect((ok.json.data as unknown[]).length).toBeGreaterThanOrEqual(3);

    const empty = await call('recipesAiRecommendations', { preferences: '  ' });
    expect(empty).toMatchObject({ status: 400, json: { error: 'Please enter your preferences or question' } });

    // The invalid call was not counted: three more fit in the budget of 4.
    for (let i = 0; i < 3; i++) expect((await call('recipesAiRecommendations', { preferences: 'beer' })).status).toBe(200);
    const limited = await call('recipesAiRecommendations', { preferences: 'beer' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['Retry-After'])).toBeGreaterThan(0);
    expect(limited.json.error).toMatch(/too often/);
  });

  test('recipe import: the processed recipe, the spec messages for missing input and no match', async () => {
    const ok = await call('recipesAiProcess', { name: 'Daiquiri', ingredients: '2 oz white rum\n1 oz lime juice\n3/4 oz simple syrup', instructions: 'Shake with ice. Strain into a coupe.' });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ name: 'Daiquiri', category: 'cocktail', instructions: ['Shake with ice.', 'Strain into a coupe.'] });
    const missing = await call('recipesAiProcess', { name: 'Daiquiri' });
    expect(missing).toMatchObject({ status: 400, json: { error: 'Please provide at least a recipe name and ingredients' } });
    const none = await call('recipesAiProcess', { name: 'Pisco Sour', ingredients: ['2 oz pisco'] });
    expect(none).toMatchObject({ status: 422, json: { error: 'No ingredients could be matched to inventory items' } });
  });
});
