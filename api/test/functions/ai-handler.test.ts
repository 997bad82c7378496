// The AI routes spend the caller's budget through the dependencies they are handed, before the engine is asked.
import type { HttpRequest, InvocationContext } from '@azure/functions';
import type { Dependencies } from '../../src/composition';
import { tooManyRequests } from '../../src/errors';
import { recipesAiRecommendations } from '../../src/functions/ai';
import type { RouteContext } from '../../src/http/route';

test("over the caller's AI budget: the route answers the budget's 429 and never reads the bar or asks the engine", async () => {
  const spent: string[] = [];
  let asked = 0;
  const deps = {
    aiCalls: {
      spend: async (route: string, callerId: string) => {
        spent.push(`${route}:${callerId}`);
        throw tooManyRequests('too often', 12);
      },
      bar: async () => void asked++,
    },
    ai: async () => void asked++,
  } as unknown as Dependencies;
  const ctx = {
    request: { headers: new Headers() } as unknown as HttpRequest,
    invocation: { warn: () => undefined } as unknown as InvocationContext,
    params: {},
    query: new URLSearchParams(),
    principal: { id: 'guest-1', name: 'Ana', personas: ['customer'] } as unknown as RouteContext['principal'],
    body: { preferences: 'something fresh' },
    deps,
  } satisfies RouteContext;
  await expect(recipesAiRecommendations.handler(ctx)).rejects.toMatchObject({ kind: 'tooMany' });
  expect(spent).toEqual(['recommendations:guest-1']);
  expect(asked).toBe(0);
});
