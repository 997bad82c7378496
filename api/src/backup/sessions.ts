import { RESTORE_CHUNK_BYTES, type RestoreChunkInput, type RestoreChunkProgress, type RestoreOptions, type RestoreResult } from '@bar/domain';
import { badRequest, conflict, notFound, payloadTooLarge } from '../errors';
import { decodeBase64, decodedLength, unwrapBase64 } from '../storage/base64';
import type { KeyedStore } from '../storage/keyed-store';
import { isPassingFailure, restoreBackup, type RestorePorts } from './import';

/** A chunked upload nobody has added to for this long is abandoned and removed. */
export const SESSION_MAX_AGE_MS = 60 * 60 * 1000;
/**
 * Every blob of a chunked upload lives under this prefix, and only there; the restore lock, the journal and a
 * set-aside journal live elsewhere in the same store, out of the sweeper's reach.
 */
export const SESSIONS_PREFIX = 'sessions/';
const FINAL_MARKER = 'final';
const OWNER_BLOB = 'owner';
/** The only blob names a session has: sessions/{sessionId}/{chunk index | final | owner}. */
const SESSION_BLOB = /^sessions\/([A-Za-z0-9_-]{8,64})\/(\d{1,3}|final|owner)$/;

const sessionBlob = (sessionId: string, part: string | number) => `${SESSIONS_PREFIX}${sessionId}/${part}`;

/** Fixed by the first chunk of an upload: who may add to it, how many chunks it has, the restore options. */
interface SessionOwner {
  managerId: string;
  totalChunks: number;
  options: RestoreOptions;
}

interface SessionState {
  /** Chunk indexes stored so far. */
  chunks: Set<number>;
  finalizing: boolean;
}

async function readSession(store: KeyedStore, sessionId: string): Promise<SessionState> {
  const state: SessionState = { chunks: new Set(), finalizing: false };
  const prefix = sessionBlob(sessionId, '');
  for await (const blob of store.list(prefix)) {
    const part = blob.name.slice(prefix.length);
    if (part === FINAL_MARKER) state.finalizing = true;
    else if (/^\d+$/.test(part)) state.chunks.add(Number(part));
  }
  return state;
}

/**
 * Removes every blob of the sessions no chunk has reached for an hour. Only names that are a session's (see
 * SESSION_BLOB) are ever removed: whatever else the store holds is not a session. Best effort.
 */
export async function removeAbandonedSessions(store: KeyedStore, now: number): Promise<number> {
  const newest = new Map<string, number>();
  const blobs: Array<{ name: string; session: string }> = [];
  for await (const blob of store.list(SESSIONS_PREFIX)) {
    const match = SESSION_BLOB.exec(blob.name);
    if (!match) continue;
    const session = match[1]!;
    blobs.push({ name: blob.name, session });
    newest.set(session, Math.max(newest.get(session) ?? 0, blob.lastModified.getTime()));
  }
  const abandoned = new Set([...newest].filter(([, t]) => now - t > SESSION_MAX_AGE_MS).map(([s]) => s));
  const doomed = blobs.filter((b) => abandoned.has(b.session));
  await Promise.all(doomed.map((b) => store.delete(b.name).catch(() => false)));
  return abandoned.size;
}

async function removeSession(store: KeyedStore, sessionId: string): Promise<void> {
  const names: string[] = [];
  for await (const blob of store.list(sessionBlob(sessionId, ''))) names.push(blob.name);
  // The owner last: until it is gone, nobody else can take the id over.
  const owner = sessionBlob(sessionId, OWNER_BLOB);
  await Promise.all(names.filter((n) => n !== owner).map((name) => store.delete(name).catch(() => false)));
  await store.delete(owner).catch(() => false);
}

async function assemble(store: KeyedStore, sessionId: string, totalChunks: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let i = 0; i < totalChunks; i++) {
    const part = await store.read(sessionBlob(sessionId, i));
    // Removed meanwhile (the session was dropped as one of too many, or swept): as if there were no session.
    if (!part) throw notFound('This upload session was not found. Start a new upload.');
    parts.push(part);
  }
  return Buffer.concat(parts);
}

const sameOptions = (a: RestoreOptions, b: RestoreOptions) =>
  a.overwriteExisting === b.overwriteExisting && a.clearExistingData === b.clearExistingData && a.restoreImages === b.restoreImages;

const describeOptions = (o: RestoreOptions) =>
  `overwriteExisting ${o.overwriteExisting}, clearExistingData ${o.clearExistingData}, restoreImages ${o.restoreImages}`;

/**
 * The first chunk of an upload (whichever arrives first) creates the session's owner blob: the manager, the
 * number of chunks and the options. Every later chunk must come from the same manager (another one gets notFound,
 * as if the session did not exist: a session id tells nobody else anything) and carry the same number of
 * chunks and options (a conflict). Answers whether this chunk started the session.
 */
async function claimSession(store: KeyedStore, sessionId: string, owner: SessionOwner): Promise<boolean> {
  const name = sessionBlob(sessionId, OWNER_BLOB);
  if (await store.createIfAbsent(name, JSON.stringify(owner))) return true;
  let stored: SessionOwner | null = null;
  const found = await store.read(name);
  try {
    stored = found && (JSON.parse(found.toString('utf8')) as SessionOwner);
  } catch {
    // Not what this code writes: as if there were no session.
  }
  if (!stored || stored.managerId !== owner.managerId) throw notFound('This upload session was not found. Start a new upload.');
  if (stored.totalChunks !== owner.totalChunks) {
    throw conflict(`This upload was started with ${stored.totalChunks} chunks, not ${owner.totalChunks}. Start a new upload.`);
  }
  if (!sameOptions(stored.options, owner.options)) {
    throw conflict(`This upload was started with other restore options (${describeOptions(stored.options)}). Send every chunk with the same options, or start a new upload.`);
  }
  return false;
}

/**
 * One chunk of a chunked restore, sent by `managerId`. Chunks are kept in the sessions' store under the session id,
 * because the next chunk may reach another instance. A chunk already stored is ignored (the first copy wins),
 * so a retried request is harmless. The request that completes the set assembles the file and answers the
 * restore result; the others answer how many chunks have arrived.
 */
export interface ChunkPorts {
  /** Where the chunks are kept between requests (Blob Storage: storage/keyed-store.ts). */
  sessions(): Promise<KeyedStore>;
  restore(zip: Buffer, options: RestoreOptions): Promise<RestoreResult>;
  /** Now: how old an abandoned upload is. */
  clock(): Date;
}

/** The sessions' store, and the restore over what it writes through (handed in: `deps.restore`). */
export function chunkPorts(restore: RestorePorts): ChunkPorts {
  return { sessions: () => restore.sessions(), restore: (zip, options) => restoreBackup(restore, zip, options), clock: restore.clock };
}

/** How long chunks left without their session's owner are kept before they are removed (see keepNewestUploadsOf). */
const OWNERLESS_GRACE_MS = 60_000;
/** Uploads a manager may have in progress at once; starting another drops their oldest (see keepNewestUploadsOf). */
export const MAX_UPLOADS_PER_MANAGER = 2;

/**
 * Bounds what one manager can keep in storage with unfinished uploads (each up to the 200 MB limit): only
 * their newest `MAX_UPLOADS_PER_MANAGER` sessions stay, `current` always among them. Only the manager who
 * started a session can add to it, so dropping one of theirs costs nobody else anything, and a manager whose
 * upload broke off and who starts again is never refused.
 */
async function keepNewestUploadsOf(store: KeyedStore, managerId: string, current: string, now: number): Promise<void> {
  const owners: Array<{ session: string; modified: number }> = [];
  // (Chunks whose session has no owner any more, left by a session dropped while one of its chunks was being written:
  // removed once a minute has passed, as nobody can add to them.)
  const chunksLast = new Map<string, number>();
  for await (const blob of store.list(SESSIONS_PREFIX)) {
    const match = SESSION_BLOB.exec(blob.name);
    if (!match || match[1] === current) continue;
    if (match[2] === OWNER_BLOB) owners.push({ session: match[1]!, modified: blob.lastModified.getTime() });
    else chunksLast.set(match[1]!, Math.max(chunksLast.get(match[1]!) ?? 0, blob.lastModified.getTime()));
  }
  const owned = new Set(owners.map((o) => o.session));
  for (const [session, modified] of chunksLast) if (!owned.has(session) && now - modified > OWNERLESS_GRACE_MS) await removeSession(store, session);
  const mine: typeof owners = [];
  for (const owner of owners) {
    try {
      const found = await store.read(sessionBlob(owner.session, OWNER_BLOB));
      const stored = found && (JSON.parse(found.toString('utf8')) as Partial<SessionOwner>);
      if (stored?.managerId === managerId) mine.push(owner);
    } catch {
      // Gone meanwhile, or not readable: not one to count.
    }
  }
  mine.sort((a, b) => b.modified - a.modified || a.session.localeCompare(b.session));
  for (const old of mine.slice(MAX_UPLOADS_PER_MANAGER - 1)) await removeSession(store, old.session);
}

export async function receiveChunk(input: RestoreChunkInput, managerId: string, ports: ChunkPorts): Promise<RestoreChunkProgress | RestoreResult> {
  const payload = unwrapBase64(input.chunkData);
  if (!payload) throw badRequest('chunkData: is not valid base64');
  if (decodedLength(payload.text) > RESTORE_CHUNK_BYTES) throw payloadTooLarge('A chunk may hold at most 5 MB');
  const bytes = decodeBase64(payload.text);
  if (bytes.length === 0) throw badRequest('chunkData: is empty');

  const store = await ports.sessions();
  const { sessionId, chunkIndex, totalChunks, options } = input;
  if (await claimSession(store, sessionId, { managerId, totalChunks, options })) {
    await removeAbandonedSessions(store, ports.clock().getTime()).catch(() => 0);
  }
  // On every chunk, not only the first: first chunks of several uploads sent at once each see the others not yet
  // written, so the bound is kept again as soon as any of them sends more.
  await keepNewestUploadsOf(store, managerId, sessionId, ports.clock().getTime());
  let state = await readSession(store, sessionId);
  if (state.finalizing) throw conflict('This upload is complete and being restored already');

  if (!state.chunks.has(chunkIndex)) {
    // Stored meanwhile by a retry of the same request: the first copy wins.
    await store.createIfAbsent(sessionBlob(sessionId, chunkIndex), bytes);
    state = await readSession(store, sessionId);
  }
  const received = [...state.chunks].filter((i) => i < totalChunks).length;
  if (received < totalChunks) return { received, totalChunks, complete: false };

  // Exactly one request restores: the one that creates the marker.
  if (!(await store.createIfAbsent(sessionBlob(sessionId, FINAL_MARKER), ''))) {
    throw conflict('This upload is complete and being restored already');
  }
  try {
    const zip = await assemble(store, sessionId, totalChunks);
    const result = await ports.restore(zip, options);
    await removeSession(store, sessionId);
    return result;
  } catch (err) {
    if (isPassingFailure(err)) {
      // Another restore running, or a passing failure: sending the last chunk again retries the restore.
      await store.delete(sessionBlob(sessionId, FINAL_MARKER)).catch(() => false);
    } else {
      // Refused, or stopped for a reason that would recur: the file will not get better by retrying.
      await removeSession(store, sessionId);
    }
    throw err;
  }
}
