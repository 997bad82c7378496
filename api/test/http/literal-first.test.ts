import { shadowingLiteral } from '../../src/http/literal-first';
import { Router } from '../../src/local/router';
import { ROUTES } from '../../src/routes';

/** The route table's methods per template, as the Azure entry (main.ts) builds it. */
const methodsByTemplate = new Map<string, string[]>();
for (const r of ROUTES) methodsByTemplate.set(r.route, [...(methodsByTemplate.get(r.route) ?? []), ...r.methods]);
const router = new Router(ROUTES);

describe("a literal route's path is its own, whatever the method", () => {
  test.each([
    ['GET', '/recipes/ai-recommendations'],
    ['PUT', '/recipes/ai-recommendations'],
    ['DELETE', '/recipes/ai-process'],
    ['GET', '/RECIPES/AI-PROCESS'],
  ])('%s %s: no recipe of that id, but the methods the AI route answers', (method, path) => {
    const { match, allowed } = router.match(path, method);
    expect(match).toBeUndefined();
    expect(allowed).toEqual(['POST']);
  });

  test.each([
    ['recipes/{id}', { id: 'ai-recommendations' }, ['POST']],
    ['recipes/{id}', { id: 'AI-Process' }, ['POST']],
    ['recipes/{id}', { id: 'mojito' }, null],
    ['recipes', {}, null],
  ] as const)('the Azure entry: %s with %j is shadowed by %j', (template, params, expected) => {
    expect(shadowingLiteral(template, params, methodsByTemplate)).toEqual(expected);
  });

  test('a recipe id that is no route word is still the recipe', () => {
    expect(router.match('/recipes/mojito', 'GET').match?.route.name).toBe('recipes-get');
    expect(router.match('/recipes/ai-recommendations', 'POST').match?.route.route).toBe('recipes/ai-recommendations');
  });
});
