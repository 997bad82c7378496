import {
  MAX_REPLAY_ATTEMPTS,
  closeJournal,
  hasPendingRestore,
  openJournal,
  pendingRestore,
  quarantineJournal,
  recordReplayAttempt,
  type JournalMeta,
} from './journal';
import {
  BACKUP_DATA_FILES,
  BACKUP_DATA_KINDS,
  BACKUP_OPTIONAL_KINDS,
  BACKUP_FORMAT,
  BACKUP_IMAGES_FOLDER,
  BACKUP_MANIFEST_FILE,
  backupRecordSchemas,
  BACKUP_VERSION,
  MAX_BACKUP_ENTRIES,
  MAX_BACKUP_FILE_BYTES,
  MAX_BACKUP_RECORD_BYTES,
  MAX_BACKUP_RECORD_DEPTH,
  MAX_BACKUP_RECORDS_PER_FILE,
  MAX_RESTORE_MESSAGES,
  MAX_BACKUP_UNPACKED_BYTES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  describeValidationError,
  detectImageType,
  imagePixelsProblem,
  isImageContainer,
  isRecord,
  isSafeImageName,
  messages,
  parseImageUrl,
  primaryRole,
  restoreOptionsSchema,
  type BackupDataKind,
  type ImageType,
  type RestoreOptions,
  type RestoreResult,
  type RestoreSummary,
} from '@bar/domain';
import { audit } from '../audit/audit';
import type { AuditLog } from '../data/audit';
import type { BackupDoc, RestoreTarget } from '../data/backup-stores';
import { stockRuleRefusals, type CurrentCatalog } from './stock-rules';
import { isAddressable } from '../data/store';
import type { KeyedStore } from '../storage/keyed-store';
import { AppError, badRequest, internalError, isAlreadyExists, isPassing, isRefusal, isRestoreRunning, payloadTooLarge, serviceUnavailable, unprocessable } from '../errors';
import { RecordListError, eachRecord, yieldToEventLoop } from './json-records';
import { withRestoreLock, type OneAtATime } from './lock';
import { ZipFormatError, ZipLimitError, inflateEntry, isUnsafeEntryName, readZipDirectory, type ZipEntry } from './zip-reader';

export const RESTORE_MESSAGES = {
  notZip: messages.restoreNotZip,
  notBackup: 'This file is not a backup of this app: its manifest.json is missing or describes another format. Nothing was restored.',
} as const;

type Doc = BackupDoc;

/**
 * What a restore writes through, handed in (the composition root builds it once: `deps.restore`), never fetched:
 * the same for a manager's restore and for the start-up recovery of an interrupted one.
 */
export interface RestorePorts {
  /** Where one kind of record is written: the repository's own store (data/backup-stores.ts). */
  target(kind: BackupDataKind): RestoreTarget;
  /** The drinks and the stock as they stand, read before a restore is written (stock-rules.ts). */
  catalog(): Promise<CurrentCatalog>;
  /** Stores an image; false when it is there already and `overwrite` is off (storage/images.ts). */
  putImage(container: string, name: string, bytes: Uint8Array, type: ImageType, overwrite: boolean): Promise<boolean>;
  /** The audit trail: the start-up recovery's record of what it did. */
  audit: Pick<AuditLog, 'record'>;
  /** Now, and its business date (the audit record's partition). */
  clock(): Date;
  today(): string;
  /** The restore sessions' store (Blob Storage): the journal, the lock and chunked uploads live there (journal.ts, lock.ts, sessions.ts). */
  sessions(): Promise<KeyedStore>;
  /** One restore at a time on this instance (lock.ts): one gate per process, built by the composition root. */
  oneAtATime: OneAtATime;
  /**
   * A fault the crash-recovery tests inject (the composition root's, from FAULT_RESTORE_CRASH_AFTER_WRITES): called
   * before each record is written; it may end the process there. Absent in production.
   */
  beforeWrite?(): void;
}

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
  /** The first refused records (MAX_RESTORE_MESSAGES), and how many were refused in all. */
  errors: string[];
  errorCount: number;
  warnings: string[];
}

/**
 * Kinds kept under their business date for life: the same id on two dates is two records (an order's id is the guest's
 * device's, unique within its date), never one record moved. The others move partition when they change (a drink's
 * category, a user's role), so one id is one record.
 */
const DATED_KINDS: ReadonlySet<BackupDataKind> = new Set(['orders', 'ledger']);
/** What makes a record of a kind one record: its id, and for a dated kind its date too. */
const identityOf = (kind: BackupDataKind, id: string, date: unknown) => (DATED_KINDS.has(kind) ? `${id}\u0000${String(date)}` : id);

/** Writes go in this order, so what a record refers to is there before it (images first of all). */
const WRITE_ORDER: BackupDataKind[] = ['inventory', 'recipes', 'orders', 'ledger', 'users'];

const SUMMARY_FIELD: Record<BackupDataKind, keyof RestoreSummary> = {
  users: 'usersRestored',
  inventory: 'inventoryRestored',
  recipes: 'recipesRestored',
  orders: 'ordersRestored',
  ledger: 'ledgerRestored',
};

const MAX_LISTED = MAX_RESTORE_MESSAGES;
const WRITE_CONCURRENCY = 8;
/** manifest.json is a few hundred bytes; anything near this is not a manifest of this app. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

function capped(list: string[], total = list.length): string[] {
  const shown = list.slice(0, MAX_LISTED);
  return total <= shown.length ? shown : [...shown, `... and ${total - shown.length} more`];
}

/** Keeps the first messages and counts the rest, so a file of 100,000 bad records costs no more than one. */
class MessageList {
  readonly first: string[] = [];
  count = 0;
  push(message: () => string): void {
    if (this.count++ < MAX_LISTED) this.first.push(message());
  }
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

/** A plain copy of parsed JSON without keys named __proto__ (at any level; the depth is checked before). */
function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '__proto__') continue;
    out[key] = withoutPrototypeKeys(inner);
  }
  return out;
}

/** Cosmos system fields and a TTL from elsewhere are never written back. */
function clean(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key.startsWith('_') || key === 'ttl') continue;
    out[key] = withoutPrototypeKeys(value);
  }
  return out;
}

function normalise(kind: BackupDataKind, doc: Record<string, unknown>, now: string): Doc {
  const out = clean(doc);
  if (kind !== 'orders' && kind !== 'ledger' && out.createdAt === undefined) out.createdAt = now;
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
  const id = isRecord(raw) && typeof raw.id === 'string' ? ` '${raw.id.slice(0, 80)}'` : '';
  return `record ${index + 1}${id}`;
}

/**
 * The id of a record too large or too deep to be parsed: the first `"id": "..."` at the record's top level,
 * looked for in the first 64 KB of its text.
 */
function idFromText(text: string): unknown {
  const end = text.length;
  let depth = 0;
  for (let i = 0; i < end; i++) {
    const c = text[i];
    if (c === '"') {
      const close = /^"((?:[^"\\]|\\.)*)"/.exec(text.slice(i, i + 512));
      if (!close) return undefined;
      if (depth === 1 && close[1] === 'id') {
        const value = /^\s*:\s*"((?:[^"\\]|\\.){0,200})"/.exec(text.slice(i + close[0].length, i + close[0].length + 512));
        if (value) return { id: value[1] };
      }
      i += close[0].length - 1;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return undefined;
}

const cannotStore = (file: string, what: string, why: string) =>
  unprocessable(`${file} ${what} cannot be stored: ${why}. Nothing was restored.`);

/**
 * Reads one data file record by record (json-records.ts) and checks each as it will be written: nesting
 * depth, the domain schema, then its size as the JSON that is sent to Cosmos DB. A record that fails the
 * schema is left out and listed; one that no version of this app writes and no database would store (too
 * deep, too large) refuses the whole backup up front, naming it, so a restore never stops part-way on it.
 */
async function readRecords(kind: BackupDataKind, bytes: Buffer, now: string, errors: MessageList, latestDate: string | undefined): Promise<{ valid: Doc[]; total: number }> {
  const file = BACKUP_DATA_FILES[kind];
  // Orders and stock records dated after today's business date would be in no report: refused.
  const schemas = backupRecordSchemas(latestDate);
  const valid: Doc[] = [];
  const ids = new Set<string>();
  let total: number;
  try {
    total = await eachRecord(bytes, { maxRecords: MAX_BACKUP_RECORDS_PER_FILE, maxTextBytes: 2 * MAX_BACKUP_RECORD_BYTES }, ({ index, text, head, bytes: size, depth }) => {
      if (depth > MAX_BACKUP_RECORD_DEPTH) {
        throw cannotStore(file, describeRecord(idFromText(head), index), `it nests ${depth} levels deep (at most ${MAX_BACKUP_RECORD_DEPTH})`);
      }
      if (!text) throw cannotStore(file, describeRecord(idFromText(head), index), `it is ${mb(size)} (at most ${mb(MAX_BACKUP_RECORD_BYTES)} per record)`);
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw unprocessable(`${file} in the backup is not valid JSON (${describeRecord(undefined, index)}). Nothing was restored.`);
      }
      const parsed = schemas[kind].safeParse(raw);
      if (!parsed.success) {
        errors.push(() => `${file} ${describeRecord(raw, index)} was not restored: ${describeValidationError(parsed.error)}`);
        return;
      }
      const doc = normalise(kind, parsed.data as Record<string, unknown>, now);
      const written = Buffer.byteLength(JSON.stringify(doc));
      if (written > MAX_BACKUP_RECORD_BYTES) {
        throw cannotStore(file, describeRecord(raw, index), `it is ${mb(written)} (at most ${mb(MAX_BACKUP_RECORD_BYTES)} per record)`);
      }
      // (An order's id on two dates is two orders: a guest's device chose it, unique within its date.)
      const identity = identityOf(kind, doc.id, doc.date);
      if (ids.has(identity)) {
        errors.push(() => `${file} ${describeRecord(raw, index)} was not restored: the id appears more than once${DATED_KINDS.has(kind) ? ' on the same date' : ''}`);
        return;
      }
      ids.add(identity);
      valid.push(doc);
    });
  } catch (err) {
    if (err instanceof RecordListError) {
      if (err.reason === 'limit') throw payloadTooLarge(`${file} in the backup ${err.message}. Nothing was restored.`);
      throw unprocessable(`${file} in the backup ${err.message}. Nothing was restored.`);
    }
    throw err;
  }
  return { valid, total };
}

/**
 * Reads and checks a backup completely without writing anything: the zip directory (entry count, names,
 * declared sizes), the manifest, every record against the domain schemas, and every image's type and size.
 * A refusal is an AppError; record-level problems become errors or warnings of the result. `latestDate`: today's
 * business date, after which no order or stock record may be dated.
 */
export async function checkBackup(zip: Buffer, options: RestoreOptions, now: string, latestDate?: string): Promise<CheckedBackup> {
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
  if (!manifestEntry || manifestEntry.uncompressedSize > MAX_MANIFEST_BYTES) throw unprocessable(RESTORE_MESSAGES.notBackup);
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse((await inflate(zip, manifestEntry)).toString('utf8')) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unprocessable(RESTORE_MESSAGES.notBackup);
  }
  if (typeof manifest !== 'object' || manifest === null || manifest.format !== BACKUP_FORMAT) throw unprocessable(RESTORE_MESSAGES.notBackup);
  if (typeof manifest.version !== 'number' || !Number.isInteger(manifest.version) || manifest.version < 1) {
    throw unprocessable(RESTORE_MESSAGES.notBackup);
  }
  if (manifest.version > BACKUP_VERSION) {
    throw unprocessable(`This backup was made by a newer version of the app (format version ${manifest.version}); this one reads version ${BACKUP_VERSION}. Nothing was restored.`);
  }
  const counts = isRecord(manifest.counts) ? manifest.counts : {};

  const errors = new MessageList();
  const warnings: string[] = [];
  const records = {} as Record<BackupDataKind, Doc[] | null>;
  for (const kind of BACKUP_DATA_KINDS) {
    const file = BACKUP_DATA_FILES[kind];
    const entry = byName.get(file);
    if (!entry) {
      records[kind] = null;
      if (!BACKUP_OPTIONAL_KINDS.includes(kind)) warnings.push(`${file} is not in the backup: ${kind} were left as they are`);
      continue;
    }
    const { valid, total } = await readRecords(kind, await inflate(zip, entry), now, errors, latestDate);
    records[kind] = valid;
    const expected = counts[kind];
    if (typeof expected === 'number' && expected !== total) {
      warnings.push(`${file} holds ${total} records but the manifest announces ${expected}`);
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
    await yieldToEventLoop();
    const type = detectImageType(bytes);
    if (!type) {
      warnings.push(`${name} was skipped: not a JPG, PNG, WebP or GIF image`);
      continue;
    }
    if (imagePixelsProblem(bytes, type)) {
      warnings.push(`${name} was skipped: more than ${MAX_IMAGE_SIDE} pixels a side or ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
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
  return { records, images, errors: errors.first, errorCount: errors.count, warnings };
}

interface KindOutcome {
  written: number;
  kept: number;
  removed: number;
  /** Stored documents whose id or partition value cannot be addressed safely (written before ids were checked): left alone. */
  unaddressable: number;
}

/** A write of one record that failed: which record, and why (never shown to callers as it is). */
class RecordWriteError extends Error {
  constructor(
    readonly file: string,
    readonly id: string,
    override readonly cause: unknown,
  ) {
    super(`${file} record '${id}' was not written: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * A failure that repeating the same restore can get past: the database or Blob Storage could not be reached,
 * or another restore holds the lock. Anything else (a record the database refuses, a backup the rules now
 * refuse) fails the same way every time.
 */
/**
 * A checked backup with the records that would leave a drink breaking a rule of the stock taken out, each said as an
 * error (stock-rules.ts, ADR 72).
 */
export async function heldToStockRules(ports: Pick<RestorePorts, 'catalog'>, checked: CheckedBackup, options: RestoreOptions): Promise<CheckedBackup> {
  if (!checked.records.inventory && !checked.records.recipes) return checked;
  const refused = stockRuleRefusals(checked.records, await ports.catalog(), options);
  const records = { ...checked.records };
  const added: string[] = [];
  for (const kind of ['inventory', 'recipes'] as const) {
    const why = refused[kind];
    if (!records[kind] || why.size === 0) continue;
    records[kind] = records[kind].filter((doc) => !why.has(doc.id));
    for (const [id, problem] of why) added.push(`${BACKUP_DATA_FILES[kind]} record '${id.slice(0, 80)}' was not restored: ${problem}`);
  }
  if (added.length === 0) return checked;
  return { ...checked, records, errors: [...checked.errors, ...added].slice(0, MAX_LISTED), errorCount: checked.errorCount + added.length };
}

export function isPassingFailure(err: unknown): boolean {
  if (isRestoreRunning(err) || isPassing(err)) return true;
  if (err instanceof AppError) return false;
  if (err instanceof RecordWriteError) return isPassingFailure(err.cause);
  return false;
}

/** Writes one kind's records; with clearExistingData, then removes what the backup does not hold. */
async function writeKind(ports: RestorePorts, kind: BackupDataKind, docs: Doc[], options: RestoreOptions): Promise<KindOutcome> {
  const store = ports.target(kind);
  const pkField = store.partitionField;
  const found = await store.keys();
  const existing = found.filter((row) => isAddressable(row.id) && isAddressable(String(row.pk)));
  // The stored copies of each record: of a dated kind only the one of its own date is the same record.
  const copies = new Map<string, string[]>();
  for (const row of existing) {
    const identity = identityOf(kind, row.id, row.pk);
    copies.set(identity, [...(copies.get(identity) ?? []), String(row.pk)]);
  }
  const replace = options.clearExistingData || options.overwriteExisting;
  const outcome: KindOutcome = { written: 0, kept: 0, removed: 0, unaddressable: found.length - existing.length };

  const writeOne = async (doc: Doc) => {
    ports.beforeWrite?.();
    const pk = String(doc[pkField]);
    const present = copies.get(identityOf(kind, doc.id, pk)) ?? [];
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
        if (isAlreadyExists(err)) {
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
  };
  await pool(docs, WRITE_CONCURRENCY, async (doc) => {
    try {
      await writeOne(doc);
    } catch (err) {
      throw new RecordWriteError(BACKUP_DATA_FILES[kind], doc.id, err);
    }
  });

  if (options.clearExistingData) {
    // Other-partition copies of restored ids were removed above; what remains to go is every other record.
    const restored = new Set(docs.map((d) => identityOf(kind, d.id, d[pkField])));
    const stale = existing.filter((row) => !restored.has(identityOf(kind, row.id, row.pk)));
    await pool(stale, WRITE_CONCURRENCY, async (row) => {
      if (await store.delete(row.id, String(row.pk))) outcome.removed++;
    });
  }
  return outcome;
}

/**
 * Writes a checked backup. Images first, then inventory, recipes, orders and users. Every write is an upsert
 * or create of a whole document, so running the same restore again converges to the same state: a restore
 * that stopped part-way on a passing failure is finished by repeating it. With clearExistingData the
 * documents the backup does not hold are removed last, after every document of the backup is in place (see
 * docs/backup.md). A failure that would happen again is answered without the advice to repeat.
 */
export async function applyBackup(ports: RestorePorts, zip: Buffer, checked: CheckedBackup, options: RestoreOptions): Promise<RestoreResult> {
  const summary: RestoreSummary = { usersRestored: 0, inventoryRestored: 0, recipesRestored: 0, ordersRestored: 0, ledgerRestored: 0, imagesRestored: 0 };
  const warnings = [...checked.warnings];
  const replace = options.clearExistingData || options.overwriteExisting;
  try {
    if (options.restoreImages) {
      let kept = 0;
      await pool(checked.images, 4, async (image) => {
        const bytes = await inflate(zip, image.entry);
        if (await ports.putImage(image.container, image.name, bytes, image.type, replace)) summary.imagesRestored++;
        else kept++;
      });
      if (kept > 0) warnings.push(`${kept} ${kept === 1 ? 'image' : 'images'} already existed and ${kept === 1 ? 'was' : 'were'} kept (overwrite existing data is off)`);
    }
    for (const kind of WRITE_ORDER) {
      const docs = checked.records[kind];
      if (!docs) continue;
      const outcome = await writeKind(ports, kind, docs, options);
      summary[SUMMARY_FIELD[kind]] = outcome.written;
      if (outcome.kept > 0) {
        warnings.push(`${countOf(outcome.kept, kind)} already existed and ${outcome.kept === 1 ? 'was' : 'were'} kept (overwrite existing data is off)`);
      }
      if (outcome.unaddressable > 0 && options.clearExistingData) {
        warnings.push(`${countOf(outcome.unaddressable, kind)} stored before ids were checked ${outcome.unaddressable === 1 ? 'has an id that cannot be addressed safely and was' : 'have an id that cannot be addressed safely and were'} left as they are`);
      }
    }
  } catch (err) {
    if (isRefusal(err)) throw err;
    const done = Object.entries(summary).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ') || 'nothing yet';
    if (isPassingFailure(err)) {
      throw serviceUnavailable(`The restore stopped part-way (written so far: ${done}) because the database or the file storage could not be reached. Run the same restore again to finish it: restoring is repeatable.`);
    }
    console.error(`restore stopped: ${err instanceof Error ? err.message : String(err)}`);
    const which = err instanceof RecordWriteError ? `the database did not accept ${err.file} record '${err.id.slice(0, 80)}'` : 'a write failed';
    throw internalError(
      `The restore stopped part-way (written so far: ${done}): ${which}. Running it again would stop at the same place, so it will not be repeated. The data now holds part of this backup: restore a backup you trust.`,
    );
  }
  return { success: checked.errorCount === 0, summary, complete: true, errors: capped(checked.errors, checked.errorCount), warnings: capped(warnings) };
}

/** What an interrupted restore came to: written again, or set aside with the reason. */
export type RecoveryOutcome = { finished: RestoreResult; startedAt: string } | { setAside: string; startedAt: string };

function errorText(err: unknown): string {
  return err instanceof AppError ? err.message : 'an unexpected error';
}

function setAsideNotice(meta: JournalMeta, reason: string): string {
  return (
    `A restore started ${meta.startedAt} was interrupted and could not be finished: ${reason} ` +
    'It was set aside (restore-sessions/quarantine/) and will not be tried again. The data may hold part of that backup: check it, or restore a backup you trust.'
  );
}

/**
 * Writes again a restore that a crash interrupted, if there is one (the caller holds the restore lock, or is
 * the start of the API). A journal whose replay fails for a reason that would recur (or that was tried
 * MAX_REPLAY_ATTEMPTS times and never finished, e.g. because the process died each time) is set aside
 * (journal.ts) and never replayed again; a passing failure is thrown and the journal stays for the next try.
 */
export async function finishInterruptedRestore(ports: RestorePorts): Promise<RecoveryOutcome | null> {
  const sessions = await ports.sessions();
  const pending = await pendingRestore(sessions);
  if (!pending) return null;
  const { meta, zip } = pending;
  const attempts = typeof meta.attempts === 'number' ? meta.attempts : 0;
  const options = restoreOptionsSchema.safeParse(meta.options);
  if (attempts >= MAX_REPLAY_ATTEMPTS || !options.success) {
    const reason = options.success ? `it was tried ${attempts} times and never finished.` : 'its journal does not say with which options it ran.';
    const notice = setAsideNotice(meta, reason);
    await quarantineJournal(sessions, zip, meta, notice, ports.clock());
    return { setAside: notice, startedAt: meta.startedAt };
  }
  await recordReplayAttempt(sessions, meta, attempts + 1);
  try {
    const checked = await heldToStockRules(ports, await checkBackup(zip, options.data, ports.clock().toISOString(), ports.today()), options.data);
    const result = await applyBackup(ports, zip, checked, options.data);
    await closeJournal(sessions);
    return { finished: result, startedAt: meta.startedAt };
  } catch (err) {
    if (isPassingFailure(err)) throw err;
    const notice = setAsideNotice(meta, errorText(err));
    await quarantineJournal(sessions, zip, meta, notice, ports.clock());
    return { setAside: notice, startedAt: meta.startedAt };
  }
}

function earlierNotice(earlier: RecoveryOutcome | null): string[] {
  if (!earlier) return [];
  if ('setAside' in earlier) return [earlier.setAside];
  return [`A restore started ${earlier.startedAt} had been interrupted; it was finished first.`];
}

/**
 * Checks the whole backup, then (one restore at a time) writes it under a journal, so that a crash part-way is
 * finished at the next start (see journal.ts). One restore at a time on an instance from its first check: a second
 * one meanwhile is refused at once (restoreRunning) (lock.ts), so the memory of checks never adds up. A refusal changes
 * nothing. A restore that stops on a failure that would recur sets its journal aside at once, so nothing replays it.
 */
export async function restoreBackup(ports: RestorePorts, zip: Buffer, options: RestoreOptions): Promise<RestoreResult> {
  return ports.oneAtATime.run(() => checkAndRestore(ports, zip, options));
}

async function checkAndRestore(ports: RestorePorts, zip: Buffer, options: RestoreOptions): Promise<RestoreResult> {
  const read = await checkBackup(zip, options, ports.clock().toISOString(), ports.today());
  const sessions = await ports.sessions();
  return withRestoreLock(sessions, async () => {
    const earlier = await finishInterruptedRestore(ports);
    // (The drinks and the stock as they stand are read under the lock, after any interrupted restore is finished.)
    const checked = await heldToStockRules(ports, read, options);
    const meta = await openJournal(sessions, zip, options, ports.clock());
    let result: RestoreResult;
    try {
      result = await applyBackup(ports, zip, checked, options);
    } catch (err) {
      if (!isPassingFailure(err)) {
        await quarantineJournal(sessions, zip, meta, setAsideNotice(meta, errorText(err)), ports.clock()).catch((e: unknown) =>
          console.error(`the stopped restore's journal could not be set aside: ${e instanceof Error ? e.message : String(e)}`),
        );
      }
      throw err;
    }
    await closeJournal(sessions);
    const notices = earlierNotice(earlier);
    return notices.length > 0 ? { ...result, warnings: capped([...notices, ...result.warnings]) } : result;
  });
}

/** Who the audit trail names for what start-up recovery does. */
const RECOVERY_ACTOR = { id: 'system', name: 'Start-up recovery', personas: [] };

/**
 * At start-up: finish an interrupted restore, holding the lock so no new restore interleaves. The local host
 * runs it before it listens; in Azure it runs beside the first calls, writes waiting for it (recovery-gate.ts).
 * While another instance holds the lock (it is repairing, or it died less than a lease ago), this waits for the
 * lock and looks again: whoever gets it first writes the backup, the others find the journal gone.
 * It never throws: start-up does not depend on it. What it did, or why it could not, is logged and returned.
 */
export async function recoverInterruptedRestore(
  ports: RestorePorts,
  log: (message: string) => void,
  retryMs = 15_000,
  attempts = 10,
): Promise<RecoveryOutcome | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const sessions = await ports.sessions();
      if (!(await hasPendingRestore(sessions))) return null;
      log('an interrupted restore was found: writing it again');
      const outcome = await withRestoreLock(sessions, () => finishInterruptedRestore(ports));
      if (outcome && 'finished' in outcome) log(`the interrupted restore is complete (${JSON.stringify(outcome.finished.summary)})`);
      if (outcome && 'setAside' in outcome) log(outcome.setAside);
      if (outcome) {
        const details = 'finished' in outcome ? { outcome: 'finished at start-up', summary: outcome.finished.summary } : { outcome: 'set aside', error: outcome.setAside };
        await audit(ports.audit, RECOVERY_ACTOR, 'restore', { type: 'backup', id: 'restore' }, { details: { startedAt: outcome.startedAt, ...details } }, log, ports.clock(), ports.today());
      }
      return outcome;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (isRestoreRunning(err) && attempt < attempts) {
        log(`the restore lock is held elsewhere: looking again in ${Math.round(retryMs / 1000)} s`);
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        continue;
      }
      log(`the interrupted restore could not be finished now (${message}); it is tried again at the next start or restore`);
      return null;
    }
  }
}

const RECORD_NOUNS: Record<string, [string, string]> = {
  users: ['user', 'users'],
  inventory: ['inventory item', 'inventory items'],
  recipes: ['recipe', 'recipes'],
  orders: ['order', 'orders'],
  ledger: ['stock record', 'stock records'],
};

/** '1 user', '3 inventory items': a count of one kind of record, in words. */
function countOf(n: number, kind: string): string {
  const [one, many] = RECORD_NOUNS[kind] ?? [kind, kind];
  return `${n} ${n === 1 ? one : many}`;
}
