import type { ContainerClient } from '@azure/storage-blob';
import { SESSION_MAX_AGE_MS, removeAbandonedSessions } from '../../src/backup/sessions';

/** Just the two calls the cleanup makes, over an in-memory list of blobs. */
function fakeContainer(blobs: Record<string, number>) {
  const names = new Map(Object.entries(blobs));
  const container = {
    async *listBlobsFlat() {
      for (const [name, modified] of names) yield { name, properties: { lastModified: new Date(modified) } };
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
      'abandoned/0': old,
      'abandoned/1': old - 5000,
      'slow/0': old,
      'slow/1': now - 60_000,
      'fresh/0': now - 1000,
    });
    expect(await removeAbandonedSessions(container, now)).toBe(1);
    expect([...names.keys()].sort()).toEqual(['fresh/0', 'restore.lock', 'slow/0', 'slow/1']);
  });
});
