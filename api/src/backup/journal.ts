import type { RestoreOptions, RestoreResult } from '@bar/domain';
import { statusOf } from '../data/errors';
import { RESTORE_SESSIONS_CONTAINER, blobContainer } from '../storage/containers';

/**
 * The restore journal: before a checked backup is written, the zip and its options are kept in Blob Storage;
 * they are removed once every write is done. A restore interrupted by a crash (or a lost instance) leaves the
 * journal behind, and the next start of the API — or the next restore — writes the same backup again. Every
 * write of a restore is a whole-document upsert and clearing removes what the backup does not hold, so
 * repeating it converges on the backup: after recovery the data is the new data, never a mixture.
 */
const ZIP_BLOB = 'journal/pending.zip';
const META_BLOB = 'journal/pending.json';

interface JournalMeta {
  options: RestoreOptions;
  startedAt: string;
}

export async function openJournal(zip: Buffer, options: RestoreOptions): Promise<void> {
  const container = await blobContainer(RESTORE_SESSIONS_CONTAINER);
  await container.getBlockBlobClient(ZIP_BLOB).uploadData(zip);
  const meta: JournalMeta = { options, startedAt: new Date().toISOString() };
  const text = JSON.stringify(meta);
  // The meta blob is written last: its presence means a complete zip is there.
  await container.getBlockBlobClient(META_BLOB).upload(text, Buffer.byteLength(text));
}

export async function closeJournal(): Promise<void> {
  const container = await blobContainer(RESTORE_SESSIONS_CONTAINER);
  await container.getBlockBlobClient(META_BLOB).deleteIfExists();
  await container.getBlockBlobClient(ZIP_BLOB).deleteIfExists();
}

/**
 * Whether a restore was interrupted: the meta blob alone (a few hundred bytes), so the check at every start does
 * not download a backup of up to 200 MB to learn that it is there.
 */
export async function hasPendingRestore(): Promise<boolean> {
  const container = await blobContainer(RESTORE_SESSIONS_CONTAINER);
  return container.getBlockBlobClient(META_BLOB).exists();
}

/** The interrupted restore, if any. */
export async function pendingRestore(): Promise<{ zip: Buffer; meta: JournalMeta } | null> {
  const container = await blobContainer(RESTORE_SESSIONS_CONTAINER);
  try {
    const meta = JSON.parse((await container.getBlockBlobClient(META_BLOB).downloadToBuffer()).toString('utf8')) as JournalMeta;
    const zip = await container.getBlockBlobClient(ZIP_BLOB).downloadToBuffer();
    return { zip, meta };
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
}

/** Test hook: stop the process after this many documents of a restore were written (crash simulation). */
export function crashPoint(): number | null {
  const value = process.env.FAULT_RESTORE_CRASH_AFTER_WRITES;
  return value ? Number(value) : null;
}

export type { RestoreResult };
