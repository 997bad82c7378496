// The restore lock across instances (backup/lock.ts withRestoreLock) over the memory store, whose leases end by the
// clock it is handed: one restore at a time, a lock left by an instance that died taken over once its lease has
// run out, never before, and the lock given back however the restore ends.
import { ANOTHER_RESTORE, LEASE_SECONDS, RESTORE_LOCK, withRestoreLock } from '../../src/backup/lock';
import { MemoryKeyedStore } from '../support/memory-keyed-store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the restore lock', () => {
  test('one restore at a time: a second is refused with 409 and runs nothing; once the first ends the next one runs', async () => {
    const store = new MemoryKeyedStore();
    const first = deferred<string>();
    const running = withRestoreLock(store, () => first.promise);
    await new Promise((resolve) => setImmediate(resolve));
    let ran = false;
    await expect(
      withRestoreLock(store, async () => {
        ran = true;
      }),
    ).rejects.toMatchObject({ kind: 'restoring', message: ANOTHER_RESTORE });
    expect(ran).toBe(false);
    first.resolve('first');
    await expect(running).resolves.toBe('first');
    await expect(withRestoreLock(store, async () => 'next')).resolves.toBe('next');
    // The lock is a name of its own, left in place for the next restore.
    expect(store.names()).toEqual([RESTORE_LOCK]);
  });

  test('a restore that fails gives the lock back: the next one runs at once', async () => {
    const store = new MemoryKeyedStore();
    await expect(withRestoreLock(store, async () => Promise.reject(new Error('the database is gone')))).rejects.toThrow('the database is gone');
    await expect(withRestoreLock(store, async () => 'next')).resolves.toBe('next');
  });

  test('a lock held by an instance that died is taken over once its lease has run out, and not a second before', async () => {
    let now = Date.parse('2026-03-02T09:00:00Z');
    const store = new MemoryKeyedStore(() => now);
    // Another instance took the lock and died without giving it back.
    await store.createIfAbsent(RESTORE_LOCK, '');
    expect(await store.lease(RESTORE_LOCK, LEASE_SECONDS)).not.toBeNull();

    const run = jest.fn(async () => 'restored');
    await expect(withRestoreLock(store, run)).rejects.toMatchObject({ kind: 'restoring', message: ANOTHER_RESTORE });
    now += LEASE_SECONDS * 1000 - 1;
    await expect(withRestoreLock(store, run)).rejects.toMatchObject({ kind: 'restoring' });
    expect(run).not.toHaveBeenCalled();
    now += 2;
    await expect(withRestoreLock(store, run)).resolves.toBe('restored');
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('a restore that runs longer than the lease keeps the lock: it is renewed while the restore runs', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-03-02T09:00:00Z') });
    try {
      const store = new MemoryKeyedStore(() => Date.now());
      const long = deferred<string>();
      const running = withRestoreLock(store, () => long.promise);
      await jest.advanceTimersByTimeAsync(5 * LEASE_SECONDS * 1000);
      await expect(withRestoreLock(store, async () => 'beside it')).rejects.toMatchObject({ kind: 'restoring' });
      long.resolve('done');
      await expect(running).resolves.toBe('done');
      // No renewal is left behind to hold the lock.
      await expect(withRestoreLock(store, async () => 'next')).resolves.toBe('next');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
