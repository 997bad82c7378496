import {
  RESTORE_CHUNK_BYTES,
  RESTORE_CHUNK_THRESHOLD_BYTES,
  messages,
  type RestoreChunkInput,
  type RestoreChunkProgress,
  type RestoreOptions,
  type RestoreResult,
} from '@bar/domain';
import { restoreBackup, restoreBackupChunk, type RestoreRequest } from '../../../api/backup';
import { problemText } from '../problem-text';

/** How a restore reaches the server; the API by default, a fake in tests. */
export interface RestoreTransport {
  restore(body: RestoreRequest): Promise<RestoreResult>;
  restoreChunk(body: RestoreChunkInput): Promise<RestoreChunkProgress | RestoreResult>;
}

export const apiRestoreTransport: RestoreTransport = { restore: restoreBackup, restoreChunk: restoreBackupChunk };

export type RestoreProgress =
  /** The whole file in one request (the server restores while the request is open). */
  | { kind: 'single' }
  /** Chunk `chunk` (1-based) of `totalChunks` is on its way; `sent` chunks are through. */
  | { kind: 'chunk'; chunk: number; totalChunks: number; sent: number };

/** Files of 10 MB or more go in chunks. */
export function needsChunking(size: number): boolean {
  return size >= RESTORE_CHUNK_THRESHOLD_BYTES;
}

/** The [start, end) byte ranges of the chunks of a file of `size` bytes: every one full but the last. */
export function planChunks(size: number, chunkBytes: number = RESTORE_CHUNK_BYTES): Array<[number, number]> {
  if (!Number.isInteger(chunkBytes) || chunkBytes <= 0) throw new RangeError('chunkBytes must be a positive integer');
  const ranges: Array<[number, number]> = [];
  for (let start = 0; start < size; start += chunkBytes) ranges.push([start, Math.min(size, start + chunkBytes)]);
  return ranges;
}

function readAs<T extends 'dataUrl' | 'buffer'>(blob: Blob, as: T): Promise<T extends 'dataUrl' ? string : ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T extends 'dataUrl' ? string : ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    if (as === 'dataUrl') reader.readAsDataURL(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** The bytes of a blob as base64 (without the data: prefix). The browser encodes it natively, off the JS heap. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const dataUrl = await readAs(blob, 'dataUrl');
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip'];

/**
 * Why a file cannot be a backup, or null when it can: it must be named .zip or typed as a zip, and start with
 * the zip signature 'PK'.
 */
export async function backupFileProblem(file: File | null | undefined): Promise<string | null> {
  if (!file) return messages.restoreNoFile;
  const looksLikeZip = /\.zip$/i.test(file.name) || ZIP_TYPES.includes(file.type.toLowerCase());
  if (!looksLikeZip || file.size < 4) return messages.restoreNotZip;
  const head = new Uint8Array(await readAs(file.slice(0, 2), 'buffer'));
  return head[0] === 0x50 && head[1] === 0x4b ? null : messages.restoreNotZip;
}

function isRestoreResult(answer: unknown): answer is RestoreResult {
  return typeof answer === 'object' && answer !== null && (answer as { complete?: unknown }).complete === true && 'summary' in answer;
}

export interface UploadRestoreOptions {
  transport?: RestoreTransport;
  onProgress?: (progress: RestoreProgress) => void;
  /** One id per restore; the server keeps the chunks under it. */
  sessionId?: string;
  chunkBytes?: number;
}

/**
 * Sends a backup to the server and answers the restore result: in one request under 10 MB, else in 5 MB
 * chunks, one after the other. A failed chunk stops the upload with 'Failed to upload chunk N/M: reason'.
 */
export async function uploadRestore(file: Blob, options: RestoreOptions, upload: UploadRestoreOptions = {}): Promise<RestoreResult> {
  const transport = upload.transport ?? apiRestoreTransport;
  const onProgress = upload.onProgress ?? (() => undefined);

  if (!needsChunking(file.size)) {
    onProgress({ kind: 'single' });
    return transport.restore({ zipData: await blobToBase64(file), options });
  }

  const sessionId = upload.sessionId ?? crypto.randomUUID();
  const chunks = planChunks(file.size, upload.chunkBytes);
  const totalChunks = chunks.length;
  let result: RestoreResult | undefined;
  for (const [index, [start, end]] of chunks.entries()) {
    onProgress({ kind: 'chunk', chunk: index + 1, totalChunks, sent: index });
    let answer: RestoreChunkProgress | RestoreResult;
    try {
      const chunkData = await blobToBase64(file.slice(start, end));
      answer = await transport.restoreChunk({ sessionId, chunkIndex: index, totalChunks, chunkData, options });
    } catch (error) {
      throw new Error(messages.chunkFailed(index + 1, totalChunks, problemText(error)));
    }
    if (isRestoreResult(answer)) {
      result = answer;
      break;
    }
  }
  onProgress({ kind: 'chunk', chunk: totalChunks, totalChunks, sent: totalChunks });
  if (!result) throw new Error(messages.chunkedNoResult);
  return result;
}
