import { serviceUnavailable } from '../errors';
import type { RouteDefinition } from '../http/route';

/** Ready when the database and the blob store answer (as of at most a few seconds ago: ctx.deps.readiness). */
export const healthGet: RouteDefinition = {
  name: 'health-get',
  methods: ['GET'],
  route: 'health',
  access: 'anonymous',
  async handler(ctx) {
    const down = await ctx.deps.readiness.down();
    if (down.length > 0) throw serviceUnavailable(`Not ready: the ${down.join(' and ')} cannot be reached. Try again in a moment.`);
    return { body: { status: 'ok' } };
  },
};

export const routes = [healthGet];
