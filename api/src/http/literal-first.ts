/**
 * A literal route template takes its path whatever the method: 'GET /api/recipes/ai-recommendations' is a method the
 * AI route does not answer (405, with the methods it does), never the recipe whose id is 'ai-recommendations'. Azure
 * Functions would give such a request to 'recipes/{id}', whose method matches; the entry (main.ts) and the local
 * host's router both ask this first. Returns the literal route's methods when it shadows the parameters given, else null.
 */
export function shadowingLiteral(template: string, params: Readonly<Record<string, string | undefined>>, methodsByTemplate: ReadonlyMap<string, readonly string[]>): readonly string[] | null {
  if (!template.includes('{')) return null;
  const literal = template.replace(/\{(\w+)\??\}/g, (_m: string, name: string) => params[name] ?? '').toLowerCase();
  for (const [other, methods] of methodsByTemplate) if (!other.includes('{') && other.toLowerCase() === literal) return methods;
  return null;
}
