import type { ContainerClient } from '@azure/storage-blob';
import { RESTORE_CHUNK_BYTES, type RestoreChunkInput, type RestoreChunkProgress, type RestoreResult } from '@bar/domain';
import { statusOf } from '../data/errors';
import { HttpError, badRequest, conflict, payloadTooLarge } from '../http/errors';
import { decodeBase64, decodedLength, unwrapBase64 } from '../storage/base64';
import { RESTORE_SESSIONS_CONTAINER, blobContainer } from '../storage/containers';
import { restoreBackup } from './import';

/** A chunked upload nobody has added to for this long is abandoned and removed. */
export const SESSION_MAX_AGE_MS = 60 * 60 * 1000;
const FINAL_MARKER = 'final';

interface SessionState {
  /** Chunk indexes stored so far. */
  chunks: Set<number>;
  totalChunks: number | undefined;
  finalizing: boolean;
}

async function readSession(container: ContainerClient, sessionId: string): Promise<SessionState> {
  const state: SessionState = { chunks: new Set(), totalChunks: undefined, finalizing: false };
  for await (const blob of container.listBlobsFlat({ prefix: `${sessionId}/`, includeMetadata: true })) {
    const part = blob.name.slice(sessionId.length + 1);
    if (part === FINAL_MARKER) {
      state.finalizing = true;
      continue;
    }
    if (!/^\d+$/.test(part)) continue;
    state.chunks.add(Number(part));
    const total = Number(blob.metadata?.totalchunks);
    if (Number.isInteger(total)) state.totalChunks = total;
  }
  return state;
}

/** Removes every blob of the sessions no chunk has reached for an hour. Best effort. */
export async function removeAbandonedSessions(container: ContainerClient, now = Date.now()): Promise<number> {
  const newest = new Map<string, number>();
  const blobs: string[] = [];
  for await (const blob of container.listBlobsFlat()) {
    const slash = blob.name.indexOf('/');
    if (slash < 0) continue; // the restore lock, not a session
    const session = blob.name.slice(0, slash);
    blobs.push(blob.name);
    newest.set(session, Math.max(newest.get(session) ?? 0, blob.properties.lastModified.getTime()));
  }
  const abandoned = new Set([...newest].filter(([, t]) => now - t > SESSION_MAX_AGE_MS).map(([s]) => s));
  const doomed = blobs.filter((name) => abandoned.has(name.slice(0, name.indexOf('/'))));
  await Promise.all(doomed.map((name) => container.deleteBlob(name).catch(() => undefined)));
  return abandoned.size;
}

async function removeSession(container: ContainerClient, sessionId: string): Promise<void> {
  const names: string[] = [];
  for await (const blob of container.listBlobsFlat({ prefix: `${sessionId}/` })) names.push(blob.name);
  await Promise.all(names.map((name) => container.deleteBlob(name).catch(() => undefined)));
}

async function assemble(container: ContainerClient, sessionId: string, totalChunks: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let i = 0; i < totalChunks; i++) parts.push(await container.getBlockBlobClient(`${sessionId}/${i}`).downloadToBuffer());
  return Buffer.concat(parts);
}

/**
 * One chunk of a chunked restore. Chunks are kept in Blob Storage under the session id, because the next
 * chunk may reach another instance. A chunk already stored is ignored (the first copy wins), so a retried
 * request is harmless. The request that completes the set assembles the file and answers the restore result;
 * the others answer how many chunks have arrived.
 */
export async function receiveChunk(input: RestoreChunkInput): Promise<RestoreChunkProgress | RestoreResult> {
  const payload = unwrapBase64(input.chunkData);
  if (!payload) throw badRequest('chunkData: is not valid base64');
  if (decodedLength(payload.text) > RESTORE_CHUNK_BYTES) throw payloadTooLarge('A chunk may hold at most 5 MB');
  const bytes = decodeBase64(payload.text);
  if (bytes.length === 0) throw badRequest('chunkData: is empty');

  const container = await blobContainer(RESTORE_SESSIONS_CONTAINER);
  const { sessionId, chunkIndex, totalChunks } = input;
  let state = await readSession(container, sessionId);
  if (state.chunks.size === 0 && !state.finalizing) await removeAbandonedSessions(container).catch(() => 0);
  if (state.totalChunks !== undefined && state.totalChunks !== totalChunks) {
    throw conflict(`This upload was started with ${state.totalChunks} chunks, not ${totalChunks}. Start a new upload.`);
  }
  if (state.finalizing) throw conflict('This upload is complete and being restored already');

  if (!state.chunks.has(chunkIndex)) {
    try {
      await container.getBlockBlobClient(`${sessionId}/${chunkIndex}`).uploadData(bytes, {
        metadata: { totalchunks: String(totalChunks) },
        conditions: { ifNoneMatch: '*' },
      });
    } catch (err) {
      // Stored meanwhile by a retry of the same request: the first copy wins.
      if (statusOf(err) !== 409 && statusOf(err) !== 412) throw err;
    }
    state = await readSession(container, sessionId);
  }
  const received = [...state.chunks].filter((i) => i < totalChunks).length;
  if (received < totalChunks) return { received, totalChunks, complete: false };

  // Exactly one request restores: the one that creates the marker.
  try {
    await container.getBlockBlobClient(`${sessionId}/${FINAL_MARKER}`).upload('', 0, { conditions: { ifNoneMatch: '*' } });
  } catch (err) {
    if (statusOf(err) === 409 || statusOf(err) === 412) throw conflict('This upload is complete and being restored already');
    throw err;
  }
  try {
    const zip = await assemble(container, sessionId, totalChunks);
    const result = await restoreBackup(zip, input.options);
    await removeSession(container, sessionId);
    return result;
  } catch (err) {
    if (err instanceof HttpError && err.status < 500 && err.status !== 409) {
      // Refused: the file will not get better by retrying.
      await removeSession(container, sessionId);
    } else {
      // A passing failure (or another restore running): sending the last chunk again retries the restore.
      await container.deleteBlob(`${sessionId}/${FINAL_MARKER}`).catch(() => undefined);
    }
    throw err;
  }
}
