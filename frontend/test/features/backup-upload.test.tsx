import { RESTORE_CHUNK_BYTES, RESTORE_CHUNK_THRESHOLD_BYTES, type RestoreChunkInput, type RestoreResult } from '@bar/domain';
import { fileNameFromContentDisposition } from '../../src/api/backup';
import {
  backupFileProblem,
  blobToBase64,
  needsChunking,
  planChunks,
  uploadRestore,
  type RestoreProgress,
  type RestoreTransport,
} from '../../src/features/manager/backup/restore-upload';

const MB = 1024 * 1024;
const options = { overwriteExisting: false, clearExistingData: false, restoreImages: true };
const result: RestoreResult = {
  success: true,
  summary: { usersRestored: 1, inventoryRestored: 2, recipesRestored: 3, ordersRestored: 4, ledgerRestored: 0, imagesRestored: 5 },
  complete: true,
  errors: [],
  warnings: [],
};

/** The bytes of a file whose every byte tells where it is, so a wrong slice shows. */
function pattern(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + (i >> 20)) & 0xff;
  bytes[0] = 0x50; // 'PK'
  bytes[1] = 0x4b;
  return bytes;
}

function patterned(size: number, name = 'backup.zip'): File {
  return new File([pattern(size)], name, { type: 'application/zip' });
}

/** A fake server: records the calls; the last chunk answers the result. */
function fakeTransport(overrides: Partial<RestoreTransport> = {}) {
  const chunks: RestoreChunkInput[] = [];
  const transport: RestoreTransport = {
    restore: jest.fn(async () => result),
    restoreChunk: jest.fn(async (body: RestoreChunkInput) => {
      chunks.push(body);
      return body.chunkIndex === body.totalChunks - 1 ? result : { received: chunks.length, totalChunks: body.totalChunks, complete: false as const };
    }),
    ...overrides,
  };
  return { transport, chunks };
}

describe('chunk splitting', () => {
  it('sends files of 10 MB or more in chunks', () => {
    expect(RESTORE_CHUNK_THRESHOLD_BYTES).toBe(10 * MB);
    expect(RESTORE_CHUNK_BYTES).toBe(5 * MB);
    expect(needsChunking(10 * MB - 1)).toBe(false);
    expect(needsChunking(10 * MB)).toBe(true);
  });

  it('cuts 5 MB chunks, every one full but the last', () => {
    expect(planChunks(10 * MB)).toEqual([
      [0, 5 * MB],
      [5 * MB, 10 * MB],
    ]);
    expect(planChunks(12 * MB + 3)).toEqual([
      [0, 5 * MB],
      [5 * MB, 10 * MB],
      [10 * MB, 12 * MB + 3],
    ]);
    expect(planChunks(0)).toEqual([]);
    expect(() => planChunks(10, 0)).toThrow(RangeError);
  });
});

describe('uploadRestore', () => {
  it('sends a file under 10 MB in one request, base64 without a data: prefix', async () => {
    const { transport } = fakeTransport();
    const file = patterned(1000);
    const progress: RestoreProgress[] = [];
    await expect(uploadRestore(file, options, { transport, onProgress: (p) => progress.push(p) })).resolves.toEqual(result);
    expect(transport.restoreChunk).not.toHaveBeenCalled();
    const body = (transport.restore as jest.Mock).mock.calls[0][0];
    expect(body.options).toEqual(options);
    expect(Buffer.from(body.zipData, 'base64').equals(Buffer.from(pattern(file.size)))).toBe(true);
    expect(progress).toEqual([{ kind: 'single' }]);
  });

  it('sends a 12 MB file as 3 chunks of one session, in order, with the options, and reassembles to the file', async () => {
    const { transport, chunks } = fakeTransport();
    const file = patterned(12 * MB + 3);
    const progress: RestoreProgress[] = [];
    const answer = await uploadRestore(file, { ...options, overwriteExisting: true }, { transport, onProgress: (p) => progress.push(p) });
    expect(answer).toEqual(result);
    expect(transport.restore).not.toHaveBeenCalled();
    expect(chunks.map((c) => [c.chunkIndex, c.totalChunks])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
    expect(new Set(chunks.map((c) => c.sessionId)).size).toBe(1);
    expect(chunks[0]!.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(chunks.every((c) => c.options.overwriteExisting)).toBe(true);
    const sizes = chunks.map((c) => Buffer.from(c.chunkData, 'base64').length);
    expect(sizes).toEqual([5 * MB, 5 * MB, 2 * MB + 3]);
    const whole = Buffer.concat(chunks.map((c) => Buffer.from(c.chunkData, 'base64')));
    expect(whole.equals(Buffer.from(pattern(file.size)))).toBe(true);
    expect(progress).toEqual([
      { kind: 'chunk', chunk: 1, totalChunks: 3, sent: 0 },
      { kind: 'chunk', chunk: 2, totalChunks: 3, sent: 1 },
      { kind: 'chunk', chunk: 3, totalChunks: 3, sent: 2 },
      { kind: 'chunk', chunk: 3, totalChunks: 3, sent: 3 },
    ]);
  });

  it('uses a new session id for every restore', async () => {
    const first = fakeTransport();
    const second = fakeTransport();
    await uploadRestore(patterned(10 * MB), options, { transport: first.transport });
    await uploadRestore(patterned(10 * MB), options, { transport: second.transport });
    expect(first.chunks[0]!.sessionId).not.toBe(second.chunks[0]!.sessionId);
  });

  it("stops at a failed chunk with 'Failed to upload chunk N/M: reason'", async () => {
    const { transport } = fakeTransport();
    const failing = jest.fn(async (body: RestoreChunkInput) => {
      if (body.chunkIndex === 1) throw new Error('This upload was started with 4 chunks, not 3. Start a new upload.');
      return { received: 1, totalChunks: body.totalChunks, complete: false as const };
    });
    await expect(uploadRestore(patterned(12 * MB), options, { transport: { ...transport, restoreChunk: failing } })).rejects.toThrow(
      'Failed to upload chunk 2/3: This upload was started with 4 chunks, not 3. Start a new upload.',
    );
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("fails with 'Chunked upload completed but no restore result received' when the last chunk answers no result", async () => {
    const { transport } = fakeTransport({
      restoreChunk: jest.fn(async (body: RestoreChunkInput) => ({ received: body.chunkIndex + 1, totalChunks: body.totalChunks, complete: false as const })),
    });
    await expect(uploadRestore(patterned(10 * MB), options, { transport })).rejects.toThrow(
      'Chunked upload completed but no restore result received',
    );
  });

  it('passes a failure of the single request on unchanged', async () => {
    const { transport } = fakeTransport({ restore: jest.fn(async () => Promise.reject(new Error('This file is not a backup of this app'))) });
    await expect(uploadRestore(patterned(100), options, { transport })).rejects.toThrow('This file is not a backup of this app');
  });
});

describe('the backup file check', () => {
  it('asks for a file when there is none', async () => {
    await expect(backupFileProblem(null)).resolves.toBe('Please select a backup file first');
  });

  it('accepts a .zip that starts with PK', async () => {
    await expect(backupFileProblem(patterned(100))).resolves.toBeNull();
    // The type alone is enough when the name has no extension.
    await expect(backupFileProblem(new File(['PK\u0003\u0004rest'], 'backup', { type: 'application/x-zip-compressed' }))).resolves.toBeNull();
  });

  it('refuses a file that is not named or typed as a zip', async () => {
    await expect(backupFileProblem(new File(['PK\u0003\u0004rest'], 'backup.json', { type: 'application/json' }))).resolves.toBe(
      'Please select a valid ZIP backup file',
    );
  });

  it("refuses a .zip whose bytes do not start with 'PK', and an empty one", async () => {
    await expect(backupFileProblem(new File(['{"users":[]}'], 'backup.zip', { type: 'application/zip' }))).resolves.toBe(
      'Please select a valid ZIP backup file',
    );
    await expect(backupFileProblem(new File([], 'empty.zip'))).resolves.toBe('Please select a valid ZIP backup file');
  });
});

describe('helpers', () => {
  it('encodes a blob as base64', async () => {
    await expect(blobToBase64(new Blob(['hello']))).resolves.toBe('aGVsbG8=');
    await expect(blobToBase64(new Blob([]))).resolves.toBe('');
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameFromContentDisposition('attachment; filename="tipsy-tap-backup-2025-03-07.zip"')).toBe('tipsy-tap-backup-2025-03-07.zip');
    expect(fileNameFromContentDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(fileNameFromContentDisposition("attachment; filename=\"fallback.zip\"; filename*=UTF-8''caf%C3%A9-backup.zip")).toBe('café-backup.zip');
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/evil.zip"')).toBe('evil.zip');
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
  });
});
