import { isRecord, type RestoreOptions, type RestoreResult } from '@bar/domain';
import type { KeyedStore } from '../storage/keyed-store';

/**
 * The restore journal: before a checked backup is written, the zip and its options are kept in storage;
 * they are removed once every write is done. A restore interrupted by a crash (or a lost instance) leaves the
 * journal behind, and the next start of the API — or the next restore — writes the same backup again. Every
 * write of a restore is a whole-document upsert and clearing removes what the backup does not hold, so
 * repeating it converges on the backup: after recovery the data is the new data, never a mixture.
 * The journal lives in the restore sessions' store (storage/keyed-store.ts), which every function here is handed (RestorePorts).
 */
export const JOURNAL_PREFIX = 'journal/';
const ZIP_BLOB = `${JOURNAL_PREFIX}pending.zip`;
const META_BLOB = `${JOURNAL_PREFIX}pending.json`;
/**
 * A journal whose replay failed for good is kept here, with a note saying why, and never replayed: the newest
 * one only (each may be up to 200 MB). Operators read the note; the manager sees it in the answer of the
 * restore that set it aside, the next restore's warnings and the audit trail.
 */
export const QUARANTINE_PREFIX = 'quarantine/';
const QUARANTINE_ZIP = `${QUARANTINE_PREFIX}backup.zip`;
const QUARANTINE_NOTE = `${QUARANTINE_PREFIX}about.json`;

/** Replays of one journal before it is set aside: a replay that kills the process never ends in a catch. */
export const MAX_REPLAY_ATTEMPTS = 3;

export interface JournalMeta {
  options: RestoreOptions;
  startedAt: string;
  /** Replays started so far (counted before each one runs). */
  attempts?: number;
}

async function putText(store: KeyedStore, name: string, value: unknown): Promise<void> {
  await store.put(name, JSON.stringify(value, null, 2), 'application/json');
}

export async function openJournal(store: KeyedStore, zip: Buffer, options: RestoreOptions, now: Date): Promise<JournalMeta> {
  await store.put(ZIP_BLOB, zip);
  const meta: JournalMeta = { options, startedAt: now.toISOString(), attempts: 0 };
  // The meta blob is written last: its presence means a complete zip is there.
  await putText(store, META_BLOB, meta);
  return meta;
}

/** Counts a replay before it runs, so a journal whose replay kills the process is not replayed for ever. */
export async function recordReplayAttempt(store: KeyedStore, meta: JournalMeta, attempts: number): Promise<void> {
  await putText(store, META_BLOB, { ...meta, attempts });
}

/**
 * Sets a journal aside: the zip and a note (why, when, with which options) go to quarantine/, replacing an
 * older one, then the journal is removed, so nothing replays it.
 */
export async function quarantineJournal(store: KeyedStore, zip: Buffer, meta: JournalMeta, reason: string, now: Date): Promise<void> {
  await store.put(QUARANTINE_ZIP, zip);
  await putText(store, QUARANTINE_NOTE, { reason, startedAt: meta.startedAt, options: meta.options, attempts: meta.attempts ?? 0, setAsideAt: now.toISOString() });
  await closeJournal(store);
}

export async function closeJournal(store: KeyedStore): Promise<void> {
  await store.delete(META_BLOB);
  await store.delete(ZIP_BLOB);
}

/**
 * Whether a restore was interrupted: the meta blob alone (a few hundred bytes), so the check at every start does
 * not download a backup of up to 200 MB to learn that it is there.
 */
export async function hasPendingRestore(store: KeyedStore): Promise<boolean> {
  return store.exists(META_BLOB);
}

/**
 * The interrupted restore, if any. A journal that cannot be what openJournal wrote (a note that is not JSON,
 * a note without its zip) cannot be replayed: it is removed, with a log line.
 */
export async function pendingRestore(store: KeyedStore): Promise<{ zip: Buffer; meta: JournalMeta } | null> {
  const note = await store.read(META_BLOB);
  if (!note) return null;
  let meta: JournalMeta;
  try {
    meta = JSON.parse(note.toString('utf8')) as JournalMeta;
  } catch {
    console.error('the restore journal is damaged (its note is not JSON): it was removed');
    await closeJournal(store);
    return null;
  }
  const zip = await store.read(ZIP_BLOB);
  if (!zip) {
    console.error('the restore journal has no backup file: it was removed');
    await closeJournal(store);
    return null;
  }
  return { zip, meta: isRecord(meta) ? meta : ({} as JournalMeta) };
}

export type { RestoreResult };
