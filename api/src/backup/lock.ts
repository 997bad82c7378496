import type { ContainerClient } from '@azure/storage-blob';
import { restoreRunning } from '../errors';
import { createIfAbsent, tryLease } from '../storage/conditional';

const LOCK_BLOB = 'restore.lock';

export const ANOTHER_RESTORE = 'Another restore is running. Try again when it has finished.';

/**
 * One restore at a time on this instance, from its first check to its last write: a restore's checks hold a
 * whole backup unpacked and parsed (a few hundred MB at the limits), so a second one arriving meanwhile is
 * answered 409 at once instead of checking beside it. Across instances the lease below keeps the writes apart.
 * One per process, built by the composition root.
 */
export class OneAtATime {
  private running = false;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running) throw restoreRunning(ANOTHER_RESTORE);
    this.running = true;
    try {
      return await work();
    } finally {
      this.running = false;
    }
  }
}

const LEASE_SECONDS = 60;

/**
 * One restore at a time across every instance: a Blob lease on a lock blob. The lease is renewed while the
 * restore runs and simply expires (60 s) if the instance dies, so a crash never leaves the lock held. The lock
 * blob lives in the restore sessions' container, which the caller hands in.
 */
export async function withRestoreLock<T>(container: ContainerClient, run: () => Promise<T>): Promise<T> {
  const blob = container.getBlockBlobClient(LOCK_BLOB);
  // There already (409, or 412 while leased): fine.
  await createIfAbsent(blob, '');
  const lease = blob.getBlobLeaseClient();
  if (!(await tryLease(lease, LEASE_SECONDS))) throw restoreRunning(ANOTHER_RESTORE);
  const renew = setInterval(() => void lease.renewLease().catch(() => undefined), (LEASE_SECONDS / 3) * 1000);
  renew.unref();
  try {
    return await run();
  } finally {
    clearInterval(renew);
    await lease.releaseLease().catch(() => undefined);
  }
}
