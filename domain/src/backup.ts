import { z } from 'zod';
import { messages } from './messages';
import { isIsoDate } from './orders';
import { PERSONAS } from './personas';
import { INVENTORY_CATEGORIES, ORDER_STATUSES } from './constants';
import { MAX_COUNT_LINES, WASTE_REASONS } from './reports';
import { idSchema } from './ids';
import { isStockMarker } from './move-back';
import { cancelReasonSchema, inventoryItemInputSchema, recipeInputSchema } from './schemas';

/** What a backup zip says it is in its manifest.json. */
export const BACKUP_FORMAT = 'bar-app-backup';
export const BACKUP_VERSION = 1;

/** The data files of a backup, one per Cosmos container; images go under images/{container}/{name}. */
export const BACKUP_DATA_FILES = {
  users: 'users.json',
  inventory: 'inventory.json',
  recipes: 'recipes.json',
  orders: 'orders.json',
  /** The stock ledger: counts, deliveries, waste (the reports' summaries are rebuilt from the orders instead). */
  ledger: 'stock-ledger.json',
} as const;
export type BackupDataKind = keyof typeof BACKUP_DATA_FILES;
export const BACKUP_DATA_KINDS = Object.keys(BACKUP_DATA_FILES) as BackupDataKind[];
/**
 * Files that came after backups were first made: a backup without one leaves that data as it is, without a
 * warning (it was made before the app kept it).
 */
export const BACKUP_OPTIONAL_KINDS: readonly BackupDataKind[] = ['ledger'];
export const BACKUP_MANIFEST_FILE = 'manifest.json';
export const BACKUP_IMAGES_FOLDER = 'images';

/** Files of this size or more are sent in chunks (docs/spec.md §5: chunking threshold 10 MB, chunk size 5 MB). */
export const RESTORE_CHUNK_THRESHOLD_BYTES = 10 * 1024 * 1024;
export const RESTORE_CHUNK_BYTES = 5 * 1024 * 1024;
/** Largest backup file a restore accepts (what is uploaded, compressed). */
export const MAX_BACKUP_FILE_BYTES = 200 * 1024 * 1024;
/** Largest total a backup may unpack to; checked from the zip directory before inflating, and while inflating. */
export const MAX_BACKUP_UNPACKED_BYTES = 200 * 1024 * 1024;
export const MAX_BACKUP_ENTRIES = 10_000;
/**
 * Most records one data file of a backup may hold. A busy bar serving 250 orders a night for a year has about
 * 90,000 orders; its menu, stock and staff are a few hundred records. Ten times that many records of a few
 * bytes each fit in the unpacked limit and would cost gigabytes of memory once parsed, so the file is counted
 * while it is read, before any record is parsed.
 */
export const MAX_BACKUP_RECORDS_PER_FILE = 100_000;
/**
 * Largest record a restore writes, as JSON: Cosmos DB refuses documents over 2 MB (system fields included),
 * so 1.5 MB leaves a margin. A record of this app is a few KB; an inventory item that has served 10,000 orders
 * keeps their ids (about 400 KB).
 */
export const MAX_BACKUP_RECORD_BYTES = 1.5 * 1024 * 1024;
/** Deepest nesting of arrays and objects in a record (this app's records nest 4 levels). */
export const MAX_BACKUP_RECORD_DEPTH = 32;
/** Refused records named in a restore's answer (the others are counted). */
export const MAX_RESTORE_MESSAGES = 50;
export const MAX_RESTORE_CHUNKS = Math.ceil(MAX_BACKUP_FILE_BYTES / RESTORE_CHUNK_BYTES);

export const DEFAULT_PRODUCT_NAME = 'The Tipsy Tap';

/** 'The Tipsy Tap' -> 'tipsy-tap': lower-case words joined by dashes, without a leading article. */
export function productSlug(productName: string = DEFAULT_PRODUCT_NAME): string {
  const slug = productName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(the|a|an)-(?=.)/, '');
  return slug || 'bar';
}

/** The download name: {product}-backup-{date}.zip, date as YYYY-MM-DD. */
export function backupFileName(date: string, productName?: string): string {
  return `${productSlug(productName)}-backup-${date}.zip`;
}

export const restoreOptionsSchema = z
  .object({
    overwriteExisting: z.boolean({ error: 'must be true or false' }).default(false),
    clearExistingData: z.boolean({ error: 'must be true or false' }).default(false),
    restoreImages: z.boolean({ error: 'must be true or false' }).default(true),
  })
  .prefault({});
export type RestoreOptions = z.infer<typeof restoreOptionsSchema>;

export const restoreRequestSchema = z.object({
  zipData: z.string({ error: messages.restoreNoFile }).min(1, messages.restoreNoFile),
  options: restoreOptionsSchema,
});

export const restoreChunkSchema = z
  .object({
    sessionId: z
      .string({ error: 'is required' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, dashes or underscores'),
    chunkIndex: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more'),
    totalChunks: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_RESTORE_CHUNKS, `must be at most ${MAX_RESTORE_CHUNKS} (backups up to ${MAX_BACKUP_FILE_BYTES / 1024 / 1024} MB)`),
    chunkData: z.string({ error: 'is required' }).min(1, 'is required'),
    options: restoreOptionsSchema,
  })
  .refine((c) => c.chunkIndex < c.totalChunks, { path: ['chunkIndex'], message: 'must be below totalChunks' });
export type RestoreChunkInput = z.infer<typeof restoreChunkSchema>;

export interface RestoreSummary {
  usersRestored: number;
  inventoryRestored: number;
  recipesRestored: number;
  ordersRestored: number;
  ledgerRestored: number;
  imagesRestored: number;
}

export interface RestoreResult {
  success: boolean;
  summary: RestoreSummary;
  /** True once the upload is whole and the restore ran; a chunk that is not the last answers a progress instead. */
  complete: true;
  errors: string[];
  warnings: string[];
}

export interface RestoreChunkProgress {
  received: number;
  totalChunks: number;
  complete: false;
}

const count = z.number().int().min(0);

export const backupManifestSchema = z.looseObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.number({ error: 'must be a number' }).int().min(1),
  createdAt: z.string().optional(),
  counts: z
    .looseObject({ users: count, inventory: count, recipes: count, orders: count, ledger: count, images: count })
    .partial()
    .optional(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

const timestamp = z
  .string({ error: 'must be a date and time' })
  .max(40, 'must be at most 40 characters')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date and time');

/*
 * Records as a backup holds them: the same rules as the API's input schemas plus the server-set fields, each
 * listed. A field these schemas do not list is dropped, as the API's own writes drop it: a restore must not be a
 * way to store what no route would (a recipe carrying its cost or a note that every guest then reads). Records
 * are also bounded by the size and nesting limits, checked on the record as it will be written.
 */

export const backupInventoryItemSchema = z.object({
  ...inventoryItemInputSchema.shape,
  id: idSchema,
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
  /**
   * The deductions and ledger writes already applied to this item (stock markers: an order's id, `id:round` after
   * a move back, `stock.<id>` for the ledger): restored with it, so nothing is applied twice.
   */
  appliedOrders: z
    .array(z.string({ error: 'must be a string' }).refine(isStockMarker, 'must be an id, or an id and a round (id:2)'), { error: 'must be a list' })
    .max(10_000)
    .optional(),
});

export const backupRecipeSchema = z.object({
  ...recipeInputSchema.shape,
  id: idSchema,
  price: z.number({ error: 'must be a number' }).finite('must be a finite number').min(0, 'must be 0 or more').max(10_000, 'must be at most 10000'),
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
});

const money = z.number({ error: 'must be a number' }).finite('must be a finite number').min(0, 'must be 0 or more').max(1_000_000);

const amount = z.number({ error: 'must be a number' }).finite('must be a finite number');
const shortName = z.string({ error: 'must be a string' }).max(200);

const shortfallSchema = z.object({
  inventoryItemId: idSchema,
  name: shortName,
  unit: z.string().max(40),
  needed: amount,
  available: amount,
});

const statusChangeSchema = z.object({
  at: timestamp,
  by: z.object({ id: idSchema, name: shortName }),
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  stock: z
    .array(z.object({ inventoryItemId: idSchema, name: shortName, unit: z.string().max(40), before: amount, after: amount }))
    .max(200)
    .optional(),
  direction: z.literal('back').optional(),
  undo: z.literal(true).optional(),
  reason: cancelReasonSchema.optional(),
});

export const backupOrderSchema = z.object({
  id: idSchema,
  date: z.string({ error: 'must be a date' }).refine(isIsoDate, 'must be a date as YYYY-MM-DD'),
  items: z
    .array(
      z.object({
        recipeId: idSchema,
        recipeName: z.string({ error: 'must be a string' }).max(200),
        quantity: z.number({ error: 'must be a number' }).int().min(1).max(1000),
        price: money,
      }),
      { error: 'must be a list' },
    )
    .min(1, 'needs at least one line')
    .max(200),
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }),
  totalPrice: money,
  customerId: idSchema,
  customerName: z.string({ error: 'must be a string' }).max(200),
  customerNameOverride: z.string({ error: 'must be a string' }).max(200).optional(),
  createdAt: timestamp,
  updatedAt: timestamp.optional(),
  ingredients: z
    .array(
      z.object({
        inventoryItemId: idSchema,
        name: z.string().max(200),
        category: z.string().max(40),
        unit: z.string().max(40),
        quantity: z.number().finite().min(0),
      }),
      { error: 'must be a list' },
    )
    .max(200)
    .default([]),
  stockDeducted: z.boolean({ error: 'must be true or false' }).default(false),
  stockRound: z.number({ error: 'must be a number' }).int().min(0).max(1000).optional(),
  restockPending: z.boolean({ error: 'must be true or false' }).optional(),
  shortfalls: z.array(shortfallSchema, { error: 'must be a list' }).max(200).optional(),
  history: z.array(statusChangeSchema, { error: 'must be a list' }).max(100).optional(),
  cancellation: z.object({ at: timestamp, by: z.object({ id: idSchema, name: shortName }), reason: cancelReasonSchema.optional() }).optional(),
});

export const backupUserSchema = z.object({
  id: idSchema,
  name: z.string({ error: 'must be a string' }).trim().max(120, 'must be at most 120 characters'),
  personas: z
    .array(z.enum(PERSONAS, { error: `must be one of ${PERSONAS.join(', ')}` }), { error: 'must be a list' })
    .max(3)
    .default(['customer']),
  role: z.enum(PERSONAS, { error: `must be one of ${PERSONAS.join(', ')}` }).optional(),
  email: z.string({ error: 'must be a string' }).max(320).optional(),
  createdAt: timestamp.optional(),
  lastSeenAt: timestamp.optional(),
});

const ledgerBase = {
  id: idSchema,
  date: z.string({ error: 'must be a date' }).refine(isIsoDate, 'must be a date as YYYY-MM-DD'),
  at: timestamp,
  by: z.object({ id: idSchema, name: shortName }),
};
const ledgerAmount = amount.min(0, 'must be 0 or more').max(1_000_000);

export const backupLedgerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      ...ledgerBase,
      kind: z.literal('count'),
      category: z.enum(INVENTORY_CATEGORIES),
      lines: z
        .array(z.object({ inventoryItemId: idSchema, name: shortName, unit: z.string().max(40), quantity: ledgerAmount, before: ledgerAmount }))
        .min(1)
        .max(MAX_COUNT_LINES),
    }),
    z.object({ ...ledgerBase, kind: z.literal('delivery'), inventoryItemId: idSchema, name: shortName, unit: z.string().max(40), quantity: ledgerAmount, unitCost: ledgerAmount }),
    z.object({
      ...ledgerBase,
      kind: z.literal('waste'),
      inventoryItemId: idSchema,
      name: shortName,
      unit: z.string().max(40),
      quantity: ledgerAmount,
      reason: z.enum(WASTE_REASONS),
      note: z.string().max(200).optional(),
    }),
  ],
  { error: 'kind: must be count, delivery or waste' },
);

export const BACKUP_RECORD_SCHEMAS = {
  users: backupUserSchema,
  inventory: backupInventoryItemSchema,
  recipes: backupRecipeSchema,
  orders: backupOrderSchema,
  ledger: backupLedgerSchema,
} as const satisfies Record<BackupDataKind, z.ZodType>;
