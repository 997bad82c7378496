import type { Dependencies } from '../composition';
import { probeDatabase } from '../data/probe';
import { serviceUnavailable } from '../errors';
import type { RouteDefinition } from '../http/route';
import { createReadiness } from '../platform/readiness';
import { RESTORE_SESSIONS_CONTAINER } from '../storage/containers';

/** The database and the blob store, probed at most once every few seconds (readiness.ts says why). */
const readiness = (blobs: Dependencies['blobs']) => createReadiness([
  {
    name: 'database',
    run: probeDatabase,
  },
  // A container-level call: the Function App's identity holds Storage Blob Data Contributor, which does not cover
  // account-level properties.
  { name: 'image storage', run: async () => (await blobs()).getContainerClient(RESTORE_SESSIONS_CONTAINER).exists() },
]);

let probes: ReturnType<typeof readiness> | undefined;

/** Ready when the database and the blob store answer (as of at most a few seconds ago). */
export const healthGet: RouteDefinition = {
  name: 'health-get',
  methods: ['GET'],
  route: 'health',
  access: 'anonymous',
  async handler(ctx) {
    probes ??= readiness(ctx.deps.blobs);
    const down = await probes.down();
    if (down.length > 0) throw serviceUnavailable(`Not ready: the ${down.join(' and ')} cannot be reached. Try again in a moment.`);
    return { body: { status: 'ok' } };
  },
};

export const routes = [healthGet];
