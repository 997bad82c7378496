import type { ContainerClient } from '@azure/storage-blob';
import { statusOf } from '../data/errors';
import { blobService } from './blob';

/** Where a chunked restore keeps its chunks between requests (which may reach different instances). */
export const RESTORE_SESSIONS_CONTAINER = 'restore-sessions';

const ensured = new Map<string, Promise<unknown>>();

/**
 * A Blob container, created on first use by this process (Azurite starts empty; in Azure the infrastructure
 * declares them too).
 */
export async function blobContainer(name: string): Promise<ContainerClient> {
  const client = blobService().getContainerClient(name);
  let ready = ensured.get(name);
  if (!ready) {
    ready = client.createIfNotExists().catch((err: unknown) => {
      // Not allowed to create containers: the infrastructure declares them (infra/resources.bicep); go on.
      if (statusOf(err) === 403) return;
      ensured.delete(name);
      throw err;
    });
    ensured.set(name, ready);
  }
  await ready;
  return client;
}
