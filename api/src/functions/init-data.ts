import { loadDemoBar } from '../catalog/seed';
import type { RouteDefinition } from '../http/route';

export const initDataCreate: RouteDefinition = {
  name: 'init-data-create',
  methods: ['POST'],
  route: 'init-data',
  access: ['bar_manager'],
  async handler(ctx) {
    const { inventory, recipes, audit, clock, today } = ctx.deps;
    const result = await loadDemoBar({ inventory, recipes, audit, clock, today, warn: (m) => ctx.invocation.warn(m) }, ctx.principal);
    return { status: result.inventoryCreated + result.recipesCreated > 0 ? 201 : 200, body: result };
  },
};

export const routes = [initDataCreate];
