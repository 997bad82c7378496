import type { RestoreOptions, RestoreResult } from '@bar/domain';
import { receiveChunk, type ChunkPorts } from '../../src/backup/sessions';
import { MemoryKeyedStore } from '../support/memory-keyed-store';
import { refusal } from '../support/refusal';

const OPTIONS: RestoreOptions = { overwriteExisting: false, clearExistingData: false, restoreImages: true };
const RESULT: RestoreResult = { success: true, complete: true, summary: { usersRestored: 0, inventoryRestored: 0, recipesRestored: 0, ordersRestored: 0, ledgerRestored: 0, imagesRestored: 0 }, errors: [], warnings: [] };

function setup() {
  const store = new MemoryKeyedStore();
  const blobs = store.items;
  const restored: Array<{ zip: Buffer; options: RestoreOptions }> = [];
  const ports: ChunkPorts = {
    sessions: async () => store,
    clock: () => new Date(),
    restore: async (zip, options) => {
      restored.push({ zip, options });
      return RESULT;
    },
  };
  const chunk = (managerId: string, chunkIndex: number, data: string, options: RestoreOptions = OPTIONS) =>
    receiveChunk({ sessionId: 'upload-0001', chunkIndex, totalChunks: 2, chunkData: Buffer.from(data).toString('base64'), options }, managerId, ports);
  return { blobs, restored, chunk };
}


describe('a chunked upload belongs to the manager who started it', () => {
  test('another manager who sends a chunk under its id gets 404 and changes nothing; the owner finishes it', async () => {
    const { blobs, restored, chunk } = setup();
    expect(await chunk('manager-a', 0, 'first half ')).toEqual({ received: 1, totalChunks: 2, complete: false });
    const stored = new Map(blobs);

    const intruder = await refusal(chunk('manager-b', 1, 'evil second half'));
    expect(intruder.kind).toBe('notFound');
    expect(intruder.message).toBe('This upload session was not found. Start a new upload.');
    // Not even the chunk that would complete it, nor a repeat of the first.
    expect((await refusal(chunk('manager-b', 0, 'evil first half'))).kind).toBe('notFound');
    expect(new Map(blobs)).toEqual(stored);
    expect(restored).toEqual([]);

    expect(await chunk('manager-a', 1, 'second half')).toBe(RESULT);
    expect(restored).toEqual([{ zip: Buffer.from('first half second half'), options: OPTIONS }]);
    // The finished session is gone entirely: the id is free again.
    expect([...blobs.keys()]).toEqual([]);
  });

  test('options and the number of chunks are fixed by the first chunk', async () => {
    const { restored, chunk } = setup();
    await chunk('manager-a', 0, 'first half ');
    const other = await refusal(chunk('manager-a', 1, 'second half', { ...OPTIONS, clearExistingData: true }));
    expect(other.kind).toBe('conflict');
    expect(other.message).toMatch(/^This upload was started with other restore options \(overwriteExisting false, clearExistingData false, restoreImages true\)/);
    expect(restored).toEqual([]);
    expect(await chunk('manager-a', 1, 'second half')).toBe(RESULT);
    expect(restored[0]!.options).toEqual(OPTIONS);
  });
});

describe('unfinished uploads are bounded per manager', () => {
  test("starting a third upload drops the manager's oldest; another manager's are untouched", async () => {
    let now = Date.parse('2026-03-01T20:00:00Z');
    const store = new MemoryKeyedStore(() => now);
    const ports: ChunkPorts = { sessions: async () => store, restore: async () => RESULT, clock: () => new Date(now) };
    const start = (managerId: string, sessionId: string) =>
      receiveChunk({ sessionId, chunkIndex: 0, totalChunks: 2, chunkData: Buffer.from('half').toString('base64'), options: OPTIONS }, managerId, ports);
    const sessions = () => new Set(store.names().map((name) => name.split('/')[1]));
    // Each upload a minute after the one before.
    const aMinuteLater = () => {
      now += 60_000;
    };
    await start('manager-b', 'upload-b-001');
    aMinuteLater();
    for (const id of ['upload-a-001', 'upload-a-002']) {
      await start('manager-a', id);
      aMinuteLater();
    }
    expect(sessions()).toEqual(new Set(['upload-b-001', 'upload-a-001', 'upload-a-002']));
    await start('manager-a', 'upload-a-003');
    expect(sessions()).toEqual(new Set(['upload-b-001', 'upload-a-002', 'upload-a-003']));
    // However many a manager starts, two of theirs are kept.
    for (let i = 4; i <= 9; i += 1) {
      await start('manager-a', `upload-a-00${i}`);
      aMinuteLater();
    }
    expect([...sessions()].filter((s) => s!.startsWith('upload-a-'))).toHaveLength(2);
    expect(sessions().has('upload-b-001')).toBe(true);
  });

  test('first chunks of many uploads sent at once are bounded again when one of them sends more, chunks left without an owner too', async () => {
    let now = Date.parse('2026-03-01T20:00:00Z');
    const store = new MemoryKeyedStore(() => now);
    const ports: ChunkPorts = { sessions: async () => store, restore: async () => RESULT, clock: () => new Date(now) };
    const send = (sessionId: string, chunkIndex: number) =>
      receiveChunk({ sessionId, chunkIndex, totalChunks: 3, chunkData: Buffer.from('part').toString('base64'), options: OPTIONS }, 'manager-a', ports);
    const mine = () => new Set(store.names().map((name) => name.split('/')[1]).filter((s) => s!.startsWith('upload-a-')));
    await Promise.all(['upload-a-001', 'upload-a-002', 'upload-a-003', 'upload-a-004', 'upload-a-005'].map((id) => send(id, 0)));
    // (Chunks left without their owner by the race are removed once a minute has passed.)
    now += 2 * 60_000;
    await send('upload-a-005', 1);
    expect(mine().size).toBeLessThanOrEqual(2);
    expect(mine().has('upload-a-005')).toBe(true);
  });
});
