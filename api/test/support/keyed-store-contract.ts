// What the restore's journal, upload sessions and lock rely on their store to answer (api/src/storage/keyed-store.ts),
// as one set of cases: api/test/storage/keyed-store.test.ts runs them over the memory store the unit tests use,
// test/api/blob-conditional.test.ts over the Blob one on a real local Blob server. If either answers differently,
// its run fails, so the unit tests of the restore never rest on a store that behaves unlike Blob Storage.
import type { KeyedStore } from '../../src/storage/keyed-store';

export interface ContractSubject {
  /** An empty store. */
  store: KeyedStore;
  /** Now, by the store's clock (ms). */
  now(): number;
  /** Lets `ms` pass by the store's clock (the memory store: at once; Blob Storage: in real time). */
  pass(ms: number): Promise<void>;
}

const text = async (store: KeyedStore, name: string) => (await store.read(name))?.toString('utf8') ?? null;

async function names(store: KeyedStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of store.list(prefix)) found.push(entry.name);
  return found;
}

/** Defines the cases (Jest's `describe`/`test`), each over a new subject. */
export function keyedStoreContract(label: string, subject: () => Promise<ContractSubject>, leaseTimeoutMs = 5_000): void {
  describe(`the restore sessions' store: ${label}`, () => {
    test('a missing name reads as null and does not exist; a write is read back, a second write replaces it', async () => {
      const { store } = await subject();
      expect(await store.read('journal/pending.json')).toBeNull();
      expect(await store.exists('journal/pending.json')).toBe(false);
      await store.put('journal/pending.json', '{"attempts":0}', 'application/json');
      expect(await store.exists('journal/pending.json')).toBe(true);
      expect(await text(store, 'journal/pending.json')).toBe('{"attempts":0}');
      await store.put('journal/pending.json', Buffer.from([0, 1, 255]));
      expect([...((await store.read('journal/pending.json')) ?? [])]).toEqual([0, 1, 255]);
      await store.put('empty', '');
      expect((await store.read('empty'))?.length).toBe(0);
    });

    test('a create happens once: the first call writes, a second (text or bytes) answers false and leaves the first', async () => {
      const { store } = await subject();
      expect(await store.createIfAbsent('sessions/upload-0001/owner', 'first')).toBe(true);
      expect(await store.createIfAbsent('sessions/upload-0001/owner', 'second')).toBe(false);
      expect(await store.createIfAbsent('sessions/upload-0001/owner', Buffer.from('third'))).toBe(false);
      expect(await text(store, 'sessions/upload-0001/owner')).toBe('first');
      // Over something written unconditionally too.
      await store.put('journal/pending.zip', 'zip');
      expect(await store.createIfAbsent('journal/pending.zip', 'other')).toBe(false);
      expect(await text(store, 'journal/pending.zip')).toBe('zip');
    });

    test('concurrent creates of one name: exactly one wins, and its bytes are the ones kept', async () => {
      const { store } = await subject();
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.createIfAbsent('sessions/upload-0001/final', `writer ${i}`)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await text(store, 'sessions/upload-0001/final')).toBe(`writer ${results.indexOf(true)}`);
    });

    test('a delete answers whether there was something; what is deleted reads as missing and may be created again', async () => {
      const { store } = await subject();
      await store.put('journal/pending.json', '{}');
      expect(await store.delete('journal/pending.json')).toBe(true);
      expect(await store.delete('journal/pending.json')).toBe(false);
      expect(await store.read('journal/pending.json')).toBeNull();
      expect(await store.createIfAbsent('journal/pending.json', 'again')).toBe(true);
    });

    test('a listing holds exactly the names under its prefix, in name order, each with when it was written', async () => {
      const { store, now } = await subject();
      const before = now();
      for (const name of ['sessions/upload-b/1', 'sessions/upload-a/owner', 'sessions/upload-ab/0', 'sessions/upload-a/0', 'restore.lock', 'journal/pending.json']) await store.put(name, name);
      expect(await names(store, 'sessions/upload-a/')).toEqual(['sessions/upload-a/0', 'sessions/upload-a/owner']);
      expect(await names(store, 'sessions/')).toEqual(['sessions/upload-a/0', 'sessions/upload-a/owner', 'sessions/upload-ab/0', 'sessions/upload-b/1']);
      expect(await names(store, 'nothing/')).toEqual([]);
      for await (const entry of store.list('')) {
        expect(entry.lastModified).toBeInstanceOf(Date);
        // Blob Storage keeps whole seconds.
        expect(Math.abs(entry.lastModified.getTime() - before)).toBeLessThan(5_000);
      }
    });

    test('a lease is held by one at a time: the name can be neither created, written nor deleted by others until it is released', async () => {
      const { store } = await subject();
      await expect(store.lease('restore.lock', 15)).rejects.toThrow();
      expect(await store.createIfAbsent('restore.lock', '')).toBe(true);
      const first = await store.lease('restore.lock', 15);
      expect(first).not.toBeNull();
      expect(await store.lease('restore.lock', 15)).toBeNull();
      expect(await store.createIfAbsent('restore.lock', '')).toBe(false);
      await expect(store.put('restore.lock', 'mine')).rejects.toThrow();
      await expect(store.delete('restore.lock')).rejects.toThrow();
      expect(await store.exists('restore.lock')).toBe(true);
      await first!.renew();
      await first!.release();
      const second = await store.lease('restore.lock', 15);
      expect(second).not.toBeNull();
      await second!.release();
    });

    test(
      'a lease not renewed ends after its seconds and another takes it over; the first holder can no longer release it',
      async () => {
        const { store, pass } = await subject();
        await store.createIfAbsent('restore.lock', '');
        const first = (await store.lease('restore.lock', 15))!;
        await pass(8_000);
        await first.renew();
        // 17 s after it was taken, 9 s after it was renewed: still held.
        await pass(9_000);
        expect(await store.lease('restore.lock', 15)).toBeNull();
        // 16 s after the renewal: over.
        await pass(7_000);
        const second = await store.lease('restore.lock', 15);
        expect(second).not.toBeNull();
        await expect(first.release()).rejects.toThrow();
        await expect(first.renew()).rejects.toThrow();
        expect(await store.lease('restore.lock', 15)).toBeNull();
        await second!.release();
      },
      leaseTimeoutMs,
    );
  });
}
