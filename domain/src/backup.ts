import { z } from 'zod';
import { messages } from './messages';
import { isIsoDate } from './orders';
import { PERSONAS } from './personas';
import { INVENTORY_CATEGORIES, MAX_ORDER_DRINKS, MAX_ORDER_HISTORY, MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES, MAX_ORDER_STOCK_LINES, MAX_STOCK_QUANTITY, ORDER_STATUSES } from './constants';
import { orderTotal } from './cart';
import { UNITS } from './units';
import { MAX_CUSTOMER_NAME_OVERRIDE_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_NOTE_LENGTH, MAX_PERSON_NAME_LENGTH, plainTextSchema } from './text';
import { MAX_COUNT_LINES, WASTE_REASONS } from './reports';
import { idSchema } from './ids';
import { isStockMarker } from './move-back';
import { cancelReasonSchema, inventoryItemInputSchema, priceSchema, recipeInputSchema } from './schemas';

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
  version: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more'),
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

/**
 * A date and time of a record, not after the end of the day after `latestDate` when given (a business date is the
 * bar's local date: the instant it ends is at most a day past it in UTC, whatever the bar's time zone).
 */
function timestampField(latestDate: string | undefined) {
  if (latestDate === undefined) return timestamp;
  const end = Date.parse(`${latestDate}T00:00:00Z`) + 2 * 24 * 3600 * 1000;
  return timestamp.refine((v) => Date.parse(v) < end, `must not be after today (${latestDate})`);
}

/*
 * Records as a backup holds them: the same rules as the API's input schemas plus the server-set fields, each
 * listed, with the limits the API writes under (one set of limits for both): whatever a route can store, a restore
 * accepts, and whatever a restore accepts, the routes can work with. Every field that addresses a document (an id,
 * a partition key such as a category or a date) passes the one id rule or a fixed list; names and notes keep the
 * one text rule (text.ts); business dates are never after today's (when the restore says which day that is). A
 * field these schemas do not list is dropped, as the API's own writes drop it: a restore must not be a way to
 * store what no route would (a recipe carrying its cost or a note that every guest then reads). Records are also
 * bounded by the size and nesting limits, checked on the record as it will be written.
 */

/** A number with its messages ('must be at most 1000000', never 'must be a number' for a number too large). */
const numberField = (min: number, max: number) =>
  z.number({ error: 'must be a number' }).finite('must be a finite number').min(min, `must be ${min} or more`).max(max, `must be at most ${max}`);
const wholeNumber = (min: number, max: number) => numberField(min, max).int('must be a whole number');
const listOf = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item, { error: 'must be a list' }).max(max, `may hold at most ${max} ${what}`);

const unitField = z.enum(UNITS, { error: `must be one of ${UNITS.join(', ')}` });
const inventoryCategory = z.enum(INVENTORY_CATEGORIES, { error: `must be one of ${INVENTORY_CATEGORIES.join(', ')}` });
/** A name copied from an inventory item or a drink. */
const itemName = plainTextSchema(MAX_NAME_LENGTH);
/** Who did something: a user's id and their name as their token gave it. */
const actorField = z.object({ id: idSchema, name: plainTextSchema(MAX_PERSON_NAME_LENGTH) }, { error: 'must be an object with id and name' });
const money = numberField(0, 1_000_000);
const stockAmount = numberField(0, MAX_STOCK_QUANTITY);
/** A before or after of a stock change, or what a shortfall needed: a stock level. */
const stockLevel = numberField(-MAX_STOCK_QUANTITY, MAX_STOCK_QUANTITY);

/** A business date (a partition key): YYYY-MM-DD, and not after `latest` when given. */
function businessDateField(latest: string | undefined) {
  const date = z.string({ error: 'must be a date' }).refine(isIsoDate, 'must be a date as YYYY-MM-DD');
  return latest === undefined ? date : date.refine((v) => v <= latest, `must not be after today's business date (${latest})`);
}

const shortfallSchema = z.object({
  inventoryItemId: idSchema,
  name: itemName,
  unit: unitField,
  needed: stockLevel,
  available: stockLevel,
});

const stockChangeSchema = z.object({ inventoryItemId: idSchema, name: itemName, unit: unitField, before: stockLevel, after: stockLevel });

const statusChangeSchema = (stamp: typeof timestamp) => z.object({
  at: stamp,
  by: actorField,
  from: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }),
  to: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }),
  stock: listOf(stockChangeSchema, MAX_ORDER_STOCK_LINES, 'stock lines').optional(),
  direction: z.literal('back', { error: "must be 'back'" }).optional(),
  undo: z.literal(true, { error: 'must be true' }).optional(),
  reason: cancelReasonSchema.optional(),
});

/**
 * The schemas of a backup's records. `latestDate`: today's business date, after which no order or stock record
 * may be dated (reports refuse future dates, so such a record would be in no report); without it dates are only
 * checked for their form.
 */
export function backupRecordSchemas(latestDate?: string): RecordSchemas {
  if (latestDate === undefined && undated) return undated;
  if (latestDate !== undefined && lastDated?.date === latestDate) return lastDated.schemas;
  const schemas = buildRecordSchemas(latestDate);
  if (latestDate === undefined) undated = schemas;
  else lastDated = { date: latestDate, schemas };
  return schemas;
}

type RecordSchemas = ReturnType<typeof buildRecordSchemas>;
let undated: RecordSchemas | undefined;
let lastDated: { date: string; schemas: RecordSchemas } | undefined;

function buildRecordSchemas(latestDate: string | undefined) {
  const stamp = timestampField(latestDate);
  const inventory = z.object({
    ...inventoryItemInputSchema.shape,
    id: idSchema,
    createdAt: stamp.optional(),
    updatedAt: stamp.optional(),
    /**
     * The deductions and ledger writes already applied to this item (stock markers: an order's id, `id:round`
     * after a move back, `stock.<id>` for the ledger): restored with it, so nothing is applied twice.
     */
    appliedOrders: listOf(z.string({ error: 'must be a string' }).refine(isStockMarker, 'must be an id, or an id and a round (id:2)'), 10_000, 'markers').optional(),
    /** What a deduction of those took when the item held less than it needed, by marker: what its put-back gives back. */
    takenShort: z
      .record(z.string().refine(isStockMarker, 'must be an id, or an id and a round (id:2)'), z.number({ error: 'must be a number' }).finite().min(0).max(MAX_STOCK_QUANTITY))
      .refine((taken) => Object.keys(taken).length <= 10_000, 'at most 10000 markers')
      .optional(),
  });

  const recipes = z.object({
    ...recipeInputSchema.shape,
    id: idSchema,
    price: priceSchema,
    createdAt: stamp.optional(),
    updatedAt: stamp.optional(),
  });

  const orders = z.object({
    id: idSchema,
    date: businessDateField(latestDate),
    items: listOf(
      z.object({
        recipeId: idSchema,
        recipeName: itemName,
        quantity: wholeNumber(1, MAX_ORDER_LINE_QUANTITY),
        price: money,
      }),
      MAX_ORDER_LINES,
      'lines',
    )
      .min(1, 'needs at least one line')
      // The same caps as an order placed in the app: a restore cannot bring in an order no guest could place.
      .refine((items) => items.reduce((sum, i) => sum + i.quantity, 0) <= MAX_ORDER_DRINKS, `may hold at most ${MAX_ORDER_DRINKS} drinks in all`),
    status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }),
    totalPrice: money,
    customerId: idSchema,
    customerName: plainTextSchema(MAX_PERSON_NAME_LENGTH),
    customerNameOverride: plainTextSchema(MAX_CUSTOMER_NAME_OVERRIDE_LENGTH).optional(),
    createdAt: stamp,
    updatedAt: stamp.optional(),
    ingredients: listOf(
      z.object({
        inventoryItemId: idSchema,
        name: itemName,
        // The item's partition: the deduction at ready addresses it.
        category: inventoryCategory,
        unit: unitField,
        quantity: stockAmount,
      }),
      MAX_ORDER_STOCK_LINES,
      'ingredients',
    ).default([]),
    stockDeducted: z.boolean({ error: 'must be true or false' }).default(false),
    stockRound: wholeNumber(0, 1000).optional(),
    restockPending: z.boolean({ error: 'must be true or false' }).optional(),
    shortfalls: listOf(shortfallSchema, MAX_ORDER_STOCK_LINES, 'shortfalls').optional(),
    history: listOf(statusChangeSchema(stamp), MAX_ORDER_HISTORY, 'status moves').optional(),
    cancellation: z.object({ at: stamp, by: actorField, reason: cancelReasonSchema.optional() }).optional(),
  }).superRefine((order, ctx) => {
    // The total is what the lines add up to, as the app writes it (orderTotal): the sales reports sum totals.
    const total = orderTotal(order.items);
    if (Math.abs(order.totalPrice - total) >= 0.005) ctx.addIssue({ code: 'custom', path: ['totalPrice'], message: `must be the sum of its lines (${total.toFixed(2)})` });
  });

  const users = z.object({
    id: idSchema,
    name: plainTextSchema(MAX_PERSON_NAME_LENGTH),
    personas: listOf(z.enum(PERSONAS, { error: `must be one of ${PERSONAS.join(', ')}` }), 3, 'roles').default(['customer']),
    role: z.enum(PERSONAS, { error: `must be one of ${PERSONAS.join(', ')}` }).optional(),
    email: plainTextSchema(MAX_EMAIL_LENGTH).optional(),
    createdAt: stamp.optional(),
    lastSeenAt: stamp.optional(),
  });

  const ledgerBase = {
    id: idSchema,
    date: businessDateField(latestDate),
    at: stamp,
    by: actorField,
  };
  const ledger = z.discriminatedUnion(
    'kind',
    [
      z.object({
        ...ledgerBase,
        kind: z.literal('count'),
        category: inventoryCategory,
        lines: listOf(z.object({ inventoryItemId: idSchema, name: itemName, unit: unitField, quantity: stockAmount, before: stockAmount }), MAX_COUNT_LINES, 'lines').min(1, 'needs at least one line'),
      }),
      z.object({ ...ledgerBase, kind: z.literal('delivery'), inventoryItemId: idSchema, name: itemName, unit: unitField, quantity: stockAmount, unitCost: money }),
      z.object({
        ...ledgerBase,
        kind: z.literal('waste'),
        inventoryItemId: idSchema,
        name: itemName,
        unit: unitField,
        quantity: stockAmount,
        reason: z.enum(WASTE_REASONS, { error: `must be one of ${WASTE_REASONS.join(', ')}` }),
        note: plainTextSchema(MAX_NOTE_LENGTH).optional(),
      }),
    ],
    { error: 'kind: must be count, delivery or waste' },
  );

  return { users, inventory, recipes, orders, ledger } as const satisfies Record<BackupDataKind, z.ZodType>;
}

/** The record schemas without a bound on dates (their form only). */
export const BACKUP_RECORD_SCHEMAS = backupRecordSchemas();
export const backupInventoryItemSchema = BACKUP_RECORD_SCHEMAS.inventory;
export const backupRecipeSchema = BACKUP_RECORD_SCHEMAS.recipes;
export const backupOrderSchema = BACKUP_RECORD_SCHEMAS.orders;
export const backupUserSchema = BACKUP_RECORD_SCHEMAS.users;
export const backupLedgerSchema = BACKUP_RECORD_SCHEMAS.ledger;
