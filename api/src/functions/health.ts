import { probeDatabase } from '../data/probe';
import { serviceUnavailable } from '../http/errors';
import type { RouteDefinition } from '../http/route';
import { createReadiness } from '../platform/readiness';
import { blobService } from '../storage/blob';
import { RESTORE_SESSIONS_CONTAINER } from '../storage/containers';

/** The database and the blob store, probed at most once every few seconds (readiness.ts says why). */
const readiness = createReadiness([
  {
    name: 'database',
    run: probeDatabase,
  },
  // A container-level call: the Function App's identity holds Storage Blob Data Contributor, which does not cover
  // account-level properties.
  { name: 'image storage', run: () => blobService().getContainerClient(RESTORE_SESSIONS_CONTAINER).exists() },
]);

/** Ready when the database and the blob store answer (as of at most a few seconds ago). */
export const healthGet: RouteDefinition = {
  name: 'health-get',
  methods: ['GET'],
  route: 'health',
  access: 'anonymous',
  async handler() {
    const down = await readiness.down();
    if (down.length > 0) throw serviceUnavailable(`Not ready: the ${down.join(' and ')} cannot be reached. Try again in a moment.`);
    return { body: { status: 'ok' } };
  },
};

export const routes = [healthGet];
