// Chunked restore uploads (backup/sessions.ts receiveChunk) over the memory store, with its clock: the order chunks
// arrive in, the size of a chunk, retries of one chunk or of the last, a restore that fails, and the sweep of uploads
// nobody finished. (Who may add to an upload, and how many one manager may keep: api/test/storage/restore-chunks.test.ts.)
import { RESTORE_CHUNK_BYTES, type RestoreOptions, type RestoreResult } from '@bar/domain';
import { RESTORE_LOCK } from '../../src/backup/lock';
import { SESSION_MAX_AGE_MS, receiveChunk, type ChunkPorts } from '../../src/backup/sessions';
import { serviceUnavailable, unprocessable } from '../../src/errors';
import { MemoryKeyedStore } from '../support/memory-keyed-store';
import { refusal } from '../support/refusal';

const OPTIONS: RestoreOptions = { overwriteExisting: false, clearExistingData: false, restoreImages: true };
const RESULT: RestoreResult = { success: true, complete: true, summary: { usersRestored: 0, inventoryRestored: 0, recipesRestored: 0, ordersRestored: 0, ledgerRestored: 0, imagesRestored: 0 }, errors: [], warnings: [] };

function setup() {
  const clock = { now: Date.parse('2026-03-02T20:00:00Z') };
  const store = new MemoryKeyedStore(() => clock.now);
  const restored: Buffer[] = [];
  let restore: (zip: Buffer) => Promise<RestoreResult> = async (zip) => {
    restored.push(zip);
    return RESULT;
  };
  const ports: ChunkPorts = { sessions: async () => store, clock: () => new Date(clock.now), restore: (zip) => restore(zip) };
  /** A chunk as the client sends it: `chunkData` as given. */
  const sendText = (chunkIndex: number, chunkData: string, { sessionId = 'upload-0001', totalChunks = 3, managerId = 'manager-a' } = {}) =>
    receiveChunk({ sessionId, chunkIndex, totalChunks, chunkData, options: OPTIONS }, managerId, ports);
  const send = (chunkIndex: number, data: string | Buffer, at: { sessionId?: string; totalChunks?: number; managerId?: string } = {}) =>
    sendText(chunkIndex, Buffer.from(data).toString('base64'), at);
  return {
    store,
    clock,
    restored,
    send,
    sendText,
    restoreWith: (fn: typeof restore) => {
      restore = fn;
    },
  };
}


describe('a chunked upload', () => {
  test('chunks arriving in any order are put together in index order; the last to arrive restores, the others say how many are in', async () => {
    const { store, restored, send } = setup();
    expect(await send(2, 'three')).toEqual({ received: 1, totalChunks: 3, complete: false });
    expect(await send(0, 'one ')).toEqual({ received: 2, totalChunks: 3, complete: false });
    expect(await send(1, 'two ')).toBe(RESULT);
    expect(restored.map(String)).toEqual(['one two three']);
    expect(store.names()).toEqual([]);
  });

  test('a chunk sent again is ignored: the first copy is the one restored', async () => {
    const { restored, send } = setup();
    await send(0, 'one ');
    expect(await send(0, 'ONE (a retry that differs) ')).toEqual({ received: 1, totalChunks: 3, complete: false });
    await send(1, 'two ');
    await send(2, 'three');
    expect(restored.map(String)).toEqual(['one two three']);
  });

  test('a chunk is at most 5 MB, not empty and base64: anything else is refused before anything is stored', async () => {
    const { store, send, sendText } = setup();
    const tooLarge = await refusal(send(0, Buffer.alloc(RESTORE_CHUNK_BYTES + 1, 1)));
    expect([tooLarge.kind, tooLarge.message]).toEqual(['tooLarge', 'A chunk may hold at most 5 MB']);
    expect((await refusal(send(0, ''))).kind).toBe('invalid');
    expect((await refusal(sendText(0, 'not base64 !'))).message).toBe('chunkData: is not valid base64');
    expect(store.names()).toEqual([]);
    // Exactly 5 MB is a chunk.
    expect(await send(0, Buffer.alloc(RESTORE_CHUNK_BYTES, 1))).toEqual({ received: 1, totalChunks: 3, complete: false });
  });

  test('the last chunk sent twice at once restores once: the other is told the upload is being restored', async () => {
    const { restored, send, restoreWith } = setup();
    await send(0, 'one ');
    await send(1, 'two ');
    let finish!: () => void;
    restoreWith(async (zip) => {
      restored.push(zip);
      await new Promise<void>((resolve) => (finish = resolve));
      return RESULT;
    });
    const first = send(2, 'three');
    while (!finish) await new Promise((resolve) => setImmediate(resolve));
    const second = await refusal(send(2, 'three'));
    expect([second.kind, second.message]).toEqual(['conflict', 'This upload is complete and being restored already']);
    finish();
    await expect(first).resolves.toBe(RESULT);
    expect(restored).toHaveLength(1);
  });

  test('a restore that fails for a passing reason keeps the chunks: sending the last chunk again restores', async () => {
    const { store, restored, send, restoreWith } = setup();
    await send(0, 'one ');
    await send(1, 'two ');
    restoreWith(async () => Promise.reject(serviceUnavailable()));
    expect((await refusal(send(2, 'three'))).kind).toBe('unavailable');
    expect(store.names()).toEqual(['sessions/upload-0001/0', 'sessions/upload-0001/1', 'sessions/upload-0001/2', 'sessions/upload-0001/owner']);
    restoreWith(async (zip) => {
      restored.push(zip);
      return RESULT;
    });
    expect(await send(2, 'three')).toBe(RESULT);
    expect(restored.map(String)).toEqual(['one two three']);
  });

  test('a restore refused for a reason that would recur removes the upload: the id is free for a new one', async () => {
    const { store, send, restoreWith } = setup();
    restoreWith(async () => Promise.reject(unprocessable('This backup holds no data')));
    await send(0, 'one ', { sessionId: 'upload-0002', totalChunks: 2 });
    expect((await refusal(send(1, 'two', { sessionId: 'upload-0002', totalChunks: 2 }))).kind).toBe('unprocessable');
    expect(store.names().filter((n) => n.startsWith('sessions/upload-0002/'))).toEqual([]);
    expect(await send(0, 'again', { sessionId: 'upload-0002', totalChunks: 2, managerId: 'manager-b' })).toEqual({ received: 1, totalChunks: 2, complete: false });
  });
});

describe('uploads nobody finishes', () => {
  test('are removed when an upload starts once no chunk has reached them for an hour; younger ones, the lock and the journal stay', async () => {
    const { store, clock, send } = setup();
    await store.createIfAbsent(RESTORE_LOCK, '');
    await store.put('journal/pending.json', '{}');
    await send(0, 'abandoned', { sessionId: 'upload-old', managerId: 'manager-b' });
    clock.now += 30 * 60_000;
    await send(0, 'slow', { sessionId: 'upload-slow', managerId: 'manager-c' });
    clock.now += SESSION_MAX_AGE_MS - 30 * 60_000 + 1000;
    // A chunk of an upload already started sweeps nothing.
    await send(1, 'more', { sessionId: 'upload-slow', managerId: 'manager-c' });
    expect(store.names().some((n) => n.startsWith('sessions/upload-old/'))).toBe(true);

    await send(0, 'new', { sessionId: 'upload-new', managerId: 'manager-a' });
    expect(store.names()).toEqual([
      'journal/pending.json',
      RESTORE_LOCK,
      'sessions/upload-new/0',
      'sessions/upload-new/owner',
      'sessions/upload-slow/0',
      'sessions/upload-slow/1',
      'sessions/upload-slow/owner',
    ]);
    // Its id is free again: whoever sends to it starts a new upload.
    expect(await send(0, 'again', { sessionId: 'upload-old', managerId: 'manager-a' })).toEqual({ received: 1, totalChunks: 3, complete: false });
  });
});
