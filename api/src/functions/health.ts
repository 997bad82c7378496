import { cosmosDatabase, ensureProvisioned } from '../data/cosmos';
import { serviceUnavailable } from '../http/errors';
import type { RouteDefinition } from '../http/route';
import { blobService } from '../storage/blob';
import { RESTORE_SESSIONS_CONTAINER } from '../storage/containers';

async function check(name: string, probe: () => Promise<unknown>): Promise<string | null> {
  try {
    await probe();
    return null;
  } catch {
    return name;
  }
}

/** Ready when the database and the blob store answer. */
export const healthGet: RouteDefinition = {
  name: 'health-get',
  methods: ['GET'],
  route: 'health',
  access: 'anonymous',
  async handler() {
    const down = (
      await Promise.all([
        check('database', async () => {
          await ensureProvisioned();
          await cosmosDatabase().read();
        }),
        // A container-level call: the Function App's identity holds Storage Blob Data Contributor, which does
        // not cover account-level properties.
        check('image storage', () => blobService().getContainerClient(RESTORE_SESSIONS_CONTAINER).exists()),
      ])
    ).filter((n): n is string => n !== null);
    if (down.length > 0) throw serviceUnavailable(`Not ready: the ${down.join(' and ')} cannot be reached. Try again in a moment.`);
    return { body: { status: 'ok' } };
  },
};

export const routes = [healthGet];
