// A route's name is its module's name and what it does (`orders-create` in functions/orders.ts): in Azure it is
// the function's name, and a newcomer finds the handler from it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../src/routes';
import type { RouteDefinition } from '../src/http/route';

const FUNCTIONS = join(__dirname, '..', 'src', 'functions');

test('every route of the table is defined by the module its name starts with, and names are unique', async () => {
  const owner = new Map<RouteDefinition, string>();
  for (const file of readdirSync(FUNCTIONS).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(join(FUNCTIONS, file))) as { routes?: RouteDefinition[] };
    for (const route of mod.routes ?? []) owner.set(route, file.replace(/\.ts$/, ''));
  }
  const wrong = ROUTES.filter((r) => !r.name.startsWith(`${owner.get(r)}-`)).map((r) => `${r.name} (in functions/${owner.get(r)}.ts)`);
  expect(wrong).toEqual([]);
  expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
});
