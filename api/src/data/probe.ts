import { cosmosDatabase, ensureProvisioned } from './cosmos';
import { cosmosCall } from './errors';

/** The health check's probe of the database: provisioned where that is local, and the database readable. */
export async function probeDatabase(): Promise<void> {
  await ensureProvisioned();
  await cosmosCall(() => cosmosDatabase().read());
}
