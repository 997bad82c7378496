import { audit } from '../audit/audit';
import { seedDemoBar } from '../catalog/seed';
import type { RouteDefinition } from '../http/route';

export const initDataCreate: RouteDefinition = {
  name: 'init-data-create',
  methods: ['POST'],
  route: 'init-data',
  access: ['bar_manager'],
  async handler(ctx) {
    const now = ctx.deps.clock();
    const result = await seedDemoBar(ctx.deps, now);
    await audit(ctx.deps.audit, ctx.principal, 'init-data', { type: 'bar', id: 'demo-data', name: 'Demo bar data' }, { details: { ...result } }, ctx.invocation.warn, now, ctx.deps.today());
    return { status: result.inventoryCreated + result.recipesCreated > 0 ? 201 : 200, body: result };
  },
};

export const routes = [initDataCreate];
