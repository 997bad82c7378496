import { SESSION_MAX_AGE_MS, removeAbandonedSessions } from '../../src/backup/sessions';
import { MemoryKeyedStore } from '../support/memory-keyed-store';

/** A store holding these names, each last written at the given time. */
async function storeOf(blobs: Record<string, number>): Promise<MemoryKeyedStore> {
  const store = new MemoryKeyedStore();
  for (const [name, modified] of Object.entries(blobs)) {
    await store.put(name, '');
    store.touch(name, modified);
  }
  return store;
}

describe('removeAbandonedSessions', () => {
  test('removes every chunk of a session whose newest chunk is older than an hour, and nothing else', async () => {
    const now = Date.parse('2026-03-01T20:00:00Z');
    const old = now - SESSION_MAX_AGE_MS - 1000;
    const store = await storeOf({
      'restore.lock': old,
      'sessions/abandoned-1/owner': old,
      'sessions/abandoned-1/0': old,
      'sessions/abandoned-1/1': old - 5000,
      'sessions/slow-upload/0': old,
      'sessions/slow-upload/1': now - 60_000,
      'sessions/fresh-upload/0': now - 1000,
    });
    expect(await removeAbandonedSessions(store, now)).toBe(1);
    expect(store.names()).toEqual(['restore.lock', 'sessions/fresh-upload/0', 'sessions/slow-upload/0', 'sessions/slow-upload/1']);
  });

  test('never removes the restore journal, a journal set aside, or anything that is not a session blob, however old', async () => {
    const now = Date.parse('2026-03-01T20:00:00Z');
    const old = now - 10 * SESSION_MAX_AGE_MS;
    const kept = ['journal/pending.zip', 'journal/pending.json', 'quarantine/backup.zip', 'quarantine/about.json', 'restore.lock', 'sessions/x/0', 'sessions/abandoned-1/notes.txt', 'sessions/abandoned-1/0/1'];
    const store = await storeOf({ ...Object.fromEntries(kept.map((name) => [name, old])), 'sessions/abandoned-1/0': old });
    expect(await removeAbandonedSessions(store, now)).toBe(1);
    expect(store.names()).toEqual([...kept].sort());
  });
});
