import { closeJournal, crashPoint, hasPendingRestore, openJournal, pendingRestore } from './journal';
import {
  BACKUP_DATA_FILES,
  BACKUP_DATA_KINDS,
  BACKUP_FORMAT,
  BACKUP_IMAGES_FOLDER,
  BACKUP_MANIFEST_FILE,
  BACKUP_RECORD_SCHEMAS,
  BACKUP_VERSION,
  MAX_BACKUP_ENTRIES,
  MAX_BACKUP_FILE_BYTES,
  MAX_BACKUP_UNPACKED_BYTES,
  MAX_IMAGE_BYTES,
  describeValidationError,
  detectImageType,
  isImageContainer,
  isSafeImageName,
  messages,
  parseImageUrl,
  primaryRole,
  type BackupDataKind,
  type ImageType,
  type RestoreOptions,
  type RestoreResult,
  type RestoreSummary,
} from '@bar/domain';
import { isUnavailableError } from '../data/errors';
import { repositories } from '../data/repositories';
import { isAddressable, type DocumentStore } from '../data/store';
import { HttpError, badRequest, payloadTooLarge, serviceUnavailable, unprocessable } from '../http/errors';
import { putImage } from '../storage/images';
import { withRestoreLock } from './lock';
import { ZipFormatError, ZipLimitError, inflateEntry, isUnsafeEntryName, readZipDirectory, type ZipEntry } from './zip-reader';

export const RESTORE_MESSAGES = {
  notZip: messages.restoreNotZip,
  notBackup: 'This file is not a backup of this app: its manifest.json is missing or describes another format. Nothing was restored.',
} as const;

type Doc = Record<string, unknown> & { id: string };

interface BackupImage {
  entry: ZipEntry;
  container: string;
  name: string;
  type: ImageType;
}

/** A backup read and checked in full, before anything is written. */
export interface CheckedBackup {
  /** Valid records per kind; null when the backup has no file for that kind. */
  records: Record<BackupDataKind, Doc[] | null>;
  images: BackupImage[];
  errors: string[];
  warnings: string[];
}

/** The partition key field of each kind's container (see data/containers.ts). */
const PARTITION_FIELD: Record<BackupDataKind, string> = { users: 'role', inventory: 'category', recipes: 'category', orders: 'date' };

/** Constant queries (never built from input): every document's id and partition key. */
const KEY_QUERIES: Record<BackupDataKind, string> = {
  users: 'SELECT c.id, c.role AS pk FROM c',
  inventory: 'SELECT c.id, c.category AS pk FROM c',
  recipes: 'SELECT c.id, c.category AS pk FROM c',
  orders: 'SELECT c.id, c.date AS pk FROM c',
};

/** Writes go in this order, so what a record refers to is there before it (images first of all). */
const WRITE_ORDER: BackupDataKind[] = ['inventory', 'recipes', 'orders', 'users'];

const SUMMARY_FIELD: Record<BackupDataKind, keyof RestoreSummary> = {
  users: 'usersRestored',
  inventory: 'inventoryRestored',
  recipes: 'recipesRestored',
  orders: 'ordersRestored',
};

const MAX_LISTED = 50;
const WRITE_CONCURRENCY = 8;

function storeFor(kind: BackupDataKind): DocumentStore<Doc> {
  return repositories()[kind].store as unknown as DocumentStore<Doc>;
}

function capped(list: string[]): string[] {
  return list.length <= MAX_LISTED ? list : [...list.slice(0, MAX_LISTED), `... and ${list.length - MAX_LISTED} more`];
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Runs `work` over `items`, a few at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function inflate(zip: Buffer, entry: ZipEntry): Promise<Buffer> {
  try {
    return await inflateEntry(zip, entry);
  } catch (err) {
    if (err instanceof ZipLimitError) throw payloadTooLarge(`${err.message}. Nothing was restored.`);
    if (err instanceof ZipFormatError) throw unprocessable(`The backup is damaged: ${err.message}. Nothing was restored.`);
    throw err;
  }
}

/** Cosmos system fields and a TTL from elsewhere are never written back. */
function clean(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key.startsWith('_') || key === 'ttl') continue;
    out[key] = value;
  }
  return out;
}

function normalise(kind: BackupDataKind, doc: Record<string, unknown>, now: string): Doc {
  const out = clean(doc);
  if (kind !== 'orders' && out.createdAt === undefined) out.createdAt = now;
  if ((kind === 'inventory' || kind === 'recipes') && out.updatedAt === undefined) out.updatedAt = out.createdAt;
  if (kind === 'inventory') out.appliedOrders ??= [];
  if (kind === 'users') {
    const personas = out.personas as string[];
    if (personas.length === 0) out.personas = ['customer'];
    // The partition rule: a user is filed under their primary role.
    out.role = primaryRole(out.personas as string[]);
    if (out.name === '') out.name = out.id;
  }
  return out as Doc;
}

function describeRecord(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string' ? ` '${String((raw as { id: string }).id).slice(0, 80)}'` : '';
  return `record ${index + 1}${id}`;
}

/**
 * Reads and checks a backup completely without writing anything: the zip directory (entry count, names,
 * declared sizes), the manifest, every record against the domain schemas, and every image's type and size.
 * A refusal is an HttpError; record-level problems become errors or warnings of the result.
 */
export async function checkBackup(zip: Buffer, options: RestoreOptions, now = new Date().toISOString()): Promise<CheckedBackup> {
  if (zip.length > MAX_BACKUP_FILE_BYTES) throw payloadTooLarge(`Backups larger than ${mb(MAX_BACKUP_FILE_BYTES)} cannot be restored`);
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(zip, MAX_BACKUP_ENTRIES);
  } catch (err) {
    if (err instanceof ZipLimitError) throw payloadTooLarge(`${err.message}. Nothing was restored.`);
    if (err instanceof ZipFormatError) throw badRequest(RESTORE_MESSAGES.notZip);
    throw err;
  }

  const unsafe = entries.find((e) => isUnsafeEntryName(e.name));
  if (unsafe) throw unprocessable(`The backup contains an unsafe entry name ('${unsafe.name.slice(0, 120)}'). Nothing was restored.`);
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.name)) throw unprocessable(`The backup contains '${e.name.slice(0, 120)}' twice. Nothing was restored.`);
    seen.add(e.name);
  }
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > MAX_BACKUP_UNPACKED_BYTES) {
    throw payloadTooLarge(`The backup unpacks to ${mb(declared)}, more than the ${mb(MAX_BACKUP_UNPACKED_BYTES)} a restore accepts. Nothing was restored.`);
  }

  // A backup re-packed from its folder (zip -r backup.zip folder) has every entry under one top folder.
  let root = '';
  if (!seen.has(BACKUP_MANIFEST_FILE)) {
    const nested = entries.filter((e) => /^[^/]+\/manifest\.json$/.test(e.name) && !e.name.startsWith('__MACOSX/'));
    if (nested.length === 1) root = nested[0]!.name.slice(0, -BACKUP_MANIFEST_FILE.length);
  }
  const byName = new Map(entries.filter((e) => e.name.startsWith(root)).map((e) => [e.name.slice(root.length), e]));

  const manifestEntry = byName.get(BACKUP_MANIFEST_FILE);
  if (!manifestEntry) throw unprocessable(RESTORE_MESSAGES.notBackup);
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse((await inflate(zip, manifestEntry)).toString('utf8')) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unprocessable(RESTORE_MESSAGES.notBackup);
  }
  if (typeof manifest !== 'object' || manifest === null || manifest.format !== BACKUP_FORMAT) throw unprocessable(RESTORE_MESSAGES.notBackup);
  if (typeof manifest.version !== 'number' || !Number.isInteger(manifest.version) || manifest.version < 1) {
    throw unprocessable(RESTORE_MESSAGES.notBackup);
  }
  if (manifest.version > BACKUP_VERSION) {
    throw unprocessable(`This backup was made by a newer version of the app (format version ${manifest.version}); this one reads version ${BACKUP_VERSION}. Nothing was restored.`);
  }
  const counts = (typeof manifest.counts === 'object' && manifest.counts !== null ? manifest.counts : {}) as Record<string, unknown>;

  const errors: string[] = [];
  const warnings: string[] = [];
  const records = {} as Record<BackupDataKind, Doc[] | null>;
  for (const kind of BACKUP_DATA_KINDS) {
    const file = BACKUP_DATA_FILES[kind];
    const entry = byName.get(file);
    if (!entry) {
      records[kind] = null;
      warnings.push(`${file} is not in the backup: ${kind} were left as they are`);
      continue;
    }
    let list: unknown;
    try {
      list = JSON.parse((await inflate(zip, entry)).toString('utf8'));
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw unprocessable(`${file} in the backup is not valid JSON. Nothing was restored.`);
    }
    if (!Array.isArray(list)) throw unprocessable(`${file} in the backup is not a list of records. Nothing was restored.`);
    const valid: Doc[] = [];
    const ids = new Set<string>();
    list.forEach((raw: unknown, index) => {
      const parsed = BACKUP_RECORD_SCHEMAS[kind].safeParse(raw);
      if (!parsed.success) {
        errors.push(`${file} ${describeRecord(raw, index)} was not restored: ${describeValidationError(parsed.error)}`);
        return;
      }
      const doc = normalise(kind, parsed.data as Record<string, unknown>, now);
      if (ids.has(doc.id)) {
        errors.push(`${file} ${describeRecord(raw, index)} was not restored: the id appears more than once`);
        return;
      }
      ids.add(doc.id);
      valid.push(doc);
    });
    records[kind] = valid;
    const expected = counts[kind];
    if (typeof expected === 'number' && expected !== list.length) {
      warnings.push(`${file} holds ${list.length} records but the manifest announces ${expected}`);
    }
  }

  const images: BackupImage[] = [];
  const imagePrefix = `${BACKUP_IMAGES_FOLDER}/`;
  const ignored: string[] = [];
  for (const [name, entry] of byName) {
    if (entry.isDirectory || name === BACKUP_MANIFEST_FILE || Object.values(BACKUP_DATA_FILES).includes(name as never)) continue;
    if (!name.startsWith(imagePrefix)) {
      if (!/(^|\/)\.DS_Store$/.test(name)) ignored.push(name);
      continue;
    }
    if (!options.restoreImages) continue;
    const parts = name.slice(imagePrefix.length).split('/');
    if (parts.length !== 2 || !isImageContainer(parts[0]!) || !isSafeImageName(parts[1]!)) {
      warnings.push(`${name} was skipped: not an image location of this app`);
      continue;
    }
    if (entry.uncompressedSize > MAX_IMAGE_BYTES) {
      warnings.push(`${name} was skipped: larger than 5 MB`);
      continue;
    }
    const bytes = await inflate(zip, entry);
    const type = detectImageType(bytes);
    if (!type) {
      warnings.push(`${name} was skipped: not a JPG, PNG, WebP or GIF image`);
      continue;
    }
    images.push({ entry, container: parts[0]!, name: parts[1]!, type });
  }
  if (ignored.length > 0) warnings.push(`Ignored ${ignored.length} unknown ${ignored.length === 1 ? 'file' : 'files'}: ${ignored.slice(0, 5).join(', ')}${ignored.length > 5 ? ', ...' : ''}`);
  if (typeof counts.images === 'number' && options.restoreImages && counts.images !== images.length) {
    warnings.push(`The backup holds ${images.length} usable images but the manifest announces ${counts.images}`);
  }

  if (options.restoreImages) {
    const restored = new Set(images.map((i) => `${i.container}/${i.name}`));
    let missing = 0;
    for (const kind of ['recipes', 'inventory'] as const) {
      for (const doc of records[kind] ?? []) {
        const ref = parseImageUrl(typeof doc.imageUrl === 'string' ? doc.imageUrl : undefined);
        if (ref && !restored.has(`${ref.container}/${ref.name}`)) missing++;
      }
    }
    if (missing > 0) warnings.push(`${missing} recipes or inventory items point to an image the backup does not hold`);
  }
  return { records, images, errors, warnings };
}

interface KindOutcome {
  written: number;
  kept: number;
  removed: number;
  /** Stored documents whose id or partition value cannot be addressed safely (written before ids were checked): left alone. */
  unaddressable: number;
}

let writesSeen = 0;
/** Simulated crash for the recovery test (FAULT_RESTORE_CRASH_AFTER_WRITES); never set in production. */
function crashIfAsked(): void {
  const limit = crashPoint();
  if (limit !== null && ++writesSeen > limit) process.kill(process.pid, 'SIGKILL');
}

/** Writes one kind's records; with clearExistingData, then removes what the backup does not hold. */
async function writeKind(kind: BackupDataKind, docs: Doc[], options: RestoreOptions): Promise<KindOutcome> {
  const store = storeFor(kind);
  const pkField = PARTITION_FIELD[kind];
  const found = await store.query<{ id: string; pk: unknown }>({ query: KEY_QUERIES[kind] });
  const existing = found.filter((row) => isAddressable(row.id) && isAddressable(String(row.pk)));
  const copies = new Map<string, string[]>();
  for (const row of existing) copies.set(row.id, [...(copies.get(row.id) ?? []), String(row.pk)]);
  const replace = options.clearExistingData || options.overwriteExisting;
  const outcome: KindOutcome = { written: 0, kept: 0, removed: 0, unaddressable: found.length - existing.length };

  await pool(docs, WRITE_CONCURRENCY, async (doc) => {
    crashIfAsked();
    const pk = String(doc[pkField]);
    const present = copies.get(doc.id) ?? [];
    if (present.length > 0 && !replace) {
      outcome.kept++;
      return;
    }
    if (present.length > 0) {
      await store.upsert(doc);
      // The same id under another partition key (a recipe that changed category): one copy only.
      for (const other of present.filter((p) => p !== pk)) await store.delete(doc.id, other);
    } else {
      try {
        await store.create(doc);
      } catch (err) {
        if (err instanceof HttpError && err.status === 409) {
          // Created meanwhile by someone else.
          if (!replace) {
            outcome.kept++;
            return;
          }
          await store.upsert(doc);
        } else throw err;
      }
    }
    outcome.written++;
  });

  if (options.clearExistingData) {
    // Other-partition copies of restored ids were removed above; what remains to go is every other id.
    const restored = new Set(docs.map((d) => d.id));
    const stale = existing.filter((row) => !restored.has(row.id));
    await pool(stale, WRITE_CONCURRENCY, async (row) => {
      if (await store.delete(row.id, String(row.pk))) outcome.removed++;
    });
  }
  return outcome;
}

/**
 * Writes a checked backup. Images first, then inventory, recipes, orders and users. Every write is an upsert
 * or create of a whole document, so running the same restore again converges to the same state: a restore
 * that stopped part-way is finished by repeating it. With clearExistingData the documents the backup does not
 * hold are removed last, after every document of the backup is in place (see docs/backup.md).
 */
export async function applyBackup(zip: Buffer, checked: CheckedBackup, options: RestoreOptions): Promise<RestoreResult> {
  const summary: RestoreSummary = { usersRestored: 0, inventoryRestored: 0, recipesRestored: 0, ordersRestored: 0, imagesRestored: 0 };
  const warnings = [...checked.warnings];
  const replace = options.clearExistingData || options.overwriteExisting;
  try {
    if (options.restoreImages) {
      let kept = 0;
      await pool(checked.images, 4, async (image) => {
        const bytes = await inflate(zip, image.entry);
        if (await putImage(image.container, image.name, bytes, image.type, replace)) summary.imagesRestored++;
        else kept++;
      });
      if (kept > 0) warnings.push(`${kept} ${kept === 1 ? 'image' : 'images'} already existed and ${kept === 1 ? 'was' : 'were'} kept (overwrite existing data is off)`);
    }
    for (const kind of WRITE_ORDER) {
      const docs = checked.records[kind];
      if (!docs) continue;
      const outcome = await writeKind(kind, docs, options);
      summary[SUMMARY_FIELD[kind]] = outcome.written;
      if (outcome.kept > 0) {
        warnings.push(`${outcome.kept} ${kind === 'inventory' ? 'inventory items' : kind} already existed and were kept (overwrite existing data is off)`);
      }
      if (outcome.unaddressable > 0 && options.clearExistingData) {
        warnings.push(`${outcome.unaddressable} stored ${kind} have an id that cannot be addressed safely and were left as they are`);
      }
    }
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) throw err;
    const done = Object.entries(summary).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ') || 'nothing yet';
    const message = `The restore stopped part-way (written so far: ${done}). Run the same restore again to finish it: restoring is repeatable.`;
    if (isUnavailableError(err)) throw serviceUnavailable(message);
    throw new HttpError(500, message);
  }
  return { success: checked.errors.length === 0, summary, complete: true, errors: capped(checked.errors), warnings: capped(warnings) };
}

/**
 * Checks the whole backup, then (one restore at a time) writes it under a journal, so that a crash part-way is
 * finished at the next start (see journal.ts). A refusal changes nothing.
 */
export async function restoreBackup(zip: Buffer, options: RestoreOptions): Promise<RestoreResult> {
  const checked = await checkBackup(zip, options);
  return withRestoreLock(async () => {
    await finishInterruptedRestore();
    await openJournal(zip, options);
    const result = await applyBackup(zip, checked, options);
    await closeJournal();
    return result;
  });
}

/**
 * Writes again a restore that a crash interrupted, if there is one (the caller holds the restore lock, or is
 * the start of the API). Returns its result, or null when there was nothing to finish.
 */
export async function finishInterruptedRestore(): Promise<RestoreResult | null> {
  const pending = await pendingRestore();
  if (!pending) return null;
  const checked = await checkBackup(pending.zip, pending.meta.options);
  const result = await applyBackup(pending.zip, checked, pending.meta.options);
  await closeJournal();
  return result;
}

/**
 * At start-up: finish an interrupted restore, holding the lock so no new restore interleaves. The local host
 * runs it before it listens; in Azure it runs beside the first calls, writes waiting for it (recovery-gate.ts).
 * While another instance holds the lock (it is repairing, or it died less than a lease ago), this waits for the
 * lock and looks again: whoever gets it first writes the backup, the others find the journal gone.
 */
export async function recoverInterruptedRestore(log: (message: string) => void, retryMs = 15_000, attempts = 10): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (!(await hasPendingRestore())) return;
    log('an interrupted restore was found: writing it again');
    try {
      const result = await withRestoreLock(() => finishInterruptedRestore());
      if (result) log(`the interrupted restore is complete (${JSON.stringify(result.summary)})`);
      return;
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 409) || attempt >= attempts) throw err;
      log(`the restore lock is held elsewhere: looking again in ${Math.round(retryMs / 1000)} s`);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
