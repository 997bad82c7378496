import type { ContainerClient } from '@azure/storage-blob';
import { IMAGE_CONTAINER_NAMES } from '@bar/domain';
import { statusOf } from '../data/errors';
import { blobService } from './blob';
import { blobCall } from './errors';

/** Where a chunked restore keeps its chunks between requests (which may reach different instances). */
export const RESTORE_SESSIONS_CONTAINER = 'restore-sessions';

const ensured = new Map<string, Promise<unknown>>();

/**
 * A Blob container, created on first use by this process (Azurite starts empty; in Azure the infrastructure
 * declares them too).
 */
export async function blobContainer(name: string): Promise<ContainerClient> {
  // Only the app's own containers: a name from elsewhere never reaches a Blob URL.
  if (name !== RESTORE_SESSIONS_CONTAINER && !IMAGE_CONTAINER_NAMES.includes(name)) throw new Error(`Not a Blob container of this app: ${name.slice(0, 80)}`);
  const client = blobService().getContainerClient(name);
  let ready = ensured.get(name);
  if (!ready) {
    ready = blobCall(() => client.createIfNotExists()).catch((err: unknown) => {
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
