import type { ContainerClient } from '@azure/storage-blob';
import { SESSION_MAX_AGE_MS, removeAbandonedSessions } from '../../src/backup/sessions';

/** Just the two calls the cleanup makes, over an in-memory list of blobs. */
function fakeContainer(blobs: Record<string, number>) {
  const names = new Map(Object.entries(blobs));
  const container = {
    async *listBlobsFlat(options: { prefix?: string } = {}) {
      for (const [name, modified] of names) if (name.startsWith(options.prefix ?? '')) yield { name, properties: { lastModified: new Date(modified) } };
    },
    async deleteBlob(name: string) {
      names.delete(name);
    },
  };
  return { container: container as unknown as ContainerClient, names };
}

describe('removeAbandonedSessions', () => {
  test('removes every chunk of a session whose newest chunk is older than an hour, and nothing else', async () => {
    const now = Date.parse('2026-03-01T20:00:00Z');
    const old = now - SESSION_MAX_AGE_MS - 1000;
    const { container, names } = fakeContainer({
      'restore.lock': old,
      'sessions/abandoned-1/owner': old,
      'sessions/abandoned-1/0': old,
      'sessions/abandoned-1/1': old - 5000,
      'sessions/slow-upload/0': old,
      'sessions/slow-upload/1': now - 60_000,
      'sessions/fresh-upload/0': now - 1000,
    });
    expect(await removeAbandonedSessions(container, now)).toBe(1);
    expect([...names.keys()].sort()).toEqual(['restore.lock', 'sessions/fresh-upload/0', 'sessions/slow-upload/0', 'sessions/slow-upload/1']);
  });

  test('never removes the restore journal, a journal set aside, or anything that is not a session blob, however old', async () => {
    const now = Date.parse('2026-03-01T20:00:00Z');
    const old = now - 10 * SESSION_MAX_AGE_MS;
    const kept = ['journal/pending.zip', 'journal/pending.json', 'quarantine/backup.zip', 'quarantine/about.json', 'restore.lock', 'sessions/x/0', 'sessions/abandoned-1/notes.txt', 'sessions/abandoned-1/0/1'];
    const { container, names } = fakeContainer({ ...Object.fromEntries(kept.map((name) => [name, old])), 'sessions/abandoned-1/0': old });
    expect(await removeAbandonedSessions(container, now)).toBe(1);
    expect([...names.keys()].sort()).toEqual([...kept].sort());
  });
});
