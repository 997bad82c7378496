import { restoreRunning } from '../errors';
import type { KeyedStore } from '../storage/keyed-store';

/** The name the restore lock is a lease on, in the restore sessions' store. */
export const RESTORE_LOCK = 'restore.lock';

export const ANOTHER_RESTORE = 'Another restore is running. Try again when it has finished.';

/**
 * One restore at a time on this instance, from its first check to its last write: a restore's checks hold a
 * whole backup unpacked and parsed (a few hundred MB at the limits), so a second one arriving meanwhile is
 * refused at once (restoreRunning) instead of checking beside it. Across instances the lease below keeps the writes apart.
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

/** How long the lock outlives an instance that died holding it. */
export const LEASE_SECONDS = 60;

/**
 * One restore at a time across every instance: a lease on the lock's name (a Blob lease in Azure). The lease is
 * renewed while the restore runs and simply expires (60 s) if the instance dies, so a crash never leaves the lock
 * held. The lock lives in the restore sessions' store, which the caller hands in.
 */
export async function withRestoreLock<T>(store: KeyedStore, run: () => Promise<T>): Promise<T> {
  // There already (or leased by another): fine.
  await store.createIfAbsent(RESTORE_LOCK, '');
  const lease = await store.lease(RESTORE_LOCK, LEASE_SECONDS);
  if (!lease) throw restoreRunning(ANOTHER_RESTORE);
  const renew = setInterval(() => void lease.renew().catch(() => undefined), (LEASE_SECONDS / 3) * 1000);
  renew.unref();
  try {
    return await run();
  } finally {
    clearInterval(renew);
    await lease.release().catch(() => undefined);
  }
}
