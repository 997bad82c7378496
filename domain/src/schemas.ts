import { z } from 'zod';
import { messages } from './messages';
import { idSchema } from './ids';
import { displayName, nameKey } from './names';
import { DEFAULT_UNIT, UNITS } from './units';
import { PERSONAS } from './personas';
import {
  INVENTORY_CATEGORIES,
  MAX_ORDER_DRINKS,
  MAX_ORDER_LINE_QUANTITY,
  RECIPE_CATEGORIES,
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_PREP_TIME,
  MAX_CANCEL_REASON_LENGTH,
  type OrderStatus,
} from './constants';

const MAX_QUANTITY = 1_000_000;

/** A name as stored (NFC, trimmed: names.ts); one that shows nothing (only invisible characters) is missing. */
const nameField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, 'must be at most 100 characters')
    .transform(displayName)
    .refine((v) => nameKey(v).length > 0, required);

/** Images are kept as relative /api/images/... URLs; absolute http(s) URLs are allowed as they are. */
export const imageUrlSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .refine(
    (v) => v === '' || /^\/(api\/)?images\/[A-Za-z0-9._/-]+$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v),
    'must be an /api/images/ path or an http(s) URL',
  );

const money = z
  .number({ error: 'must be a number' })
  .finite('must be a finite number')
  .min(0, 'must be 0 or more')
  .max(100_000, 'must be at most 100000');

const quantity = z
  .number({ error: 'must be a number' })
  .finite('must be a finite number')
  .min(0, 'must be 0 or more')
  .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`);

export const inventoryItemInputSchema = z.object({
  name: nameField(messages.inventoryNameRequired),
  category: z.enum(INVENTORY_CATEGORIES, { error: `must be one of ${INVENTORY_CATEGORIES.join(', ')}` }).default('other'),
  quantity: quantity.default(0),
  unit: z.enum(UNITS, { error: `must be one of ${UNITS.join(', ')}` }).default(DEFAULT_UNIT),
  lowStockThreshold: quantity.default(DEFAULT_LOW_STOCK_THRESHOLD),
  cost: money.default(0),
  imageUrl: imageUrlSchema.optional(),
  abv: z.number({ error: 'must be a number' }).min(0, 'must be 0 or more').max(100, 'must be at most 100').optional(),
  /** How much of the item's unit one bottle (or pack) holds, e.g. 700 for a 700 ml bottle: the purchase unit. */
  bottleSize: z.number({ error: 'must be a number' }).finite('must be a finite number').gt(0, 'must be more than 0').max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`).optional(),
});
export type InventoryItemInput = z.infer<typeof inventoryItemInputSchema>;

export const quantityPatchSchema = z.object({ quantity });

export interface InventoryItem extends InventoryItemInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export const recipeIngredientSchema = z.object({
  inventoryItemId: idSchema,
  quantity: z.number({ error: 'must be a number' }).finite('must be a finite number').gt(0, 'must be more than 0').max(10_000, 'must be at most 10000'),
  unit: z.enum(UNITS, { error: `must be one of ${UNITS.join(', ')}` }).default(DEFAULT_UNIT),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeInputSchema = z.object({
  name: nameField(messages.recipeNameRequired),
  description: z.string({ error: 'must be a string' }).trim().max(1000, 'must be at most 1000 characters').default(''),
  category: z.enum(RECIPE_CATEGORIES, { error: `must be one of ${RECIPE_CATEGORIES.join(', ')}` }).default('cocktail'),
  price: z.number({ error: 'must be a number' }).finite('must be a finite number').gt(0, 'must be more than 0').max(10_000, 'must be at most 10000').optional(),
  prepTime: z.number({ error: 'must be a number' }).int('must be a whole number of minutes').min(0, 'must be 0 or more').max(240, 'must be at most 240').default(DEFAULT_PREP_TIME),
  ingredients: z.array(recipeIngredientSchema, { error: 'must be a list' }).min(1, 'needs at least one ingredient').max(30, 'may list at most 30 ingredients'),
  instructions: z
    .array(z.string({ error: 'must be a string' }).max(500, 'must be at most 500 characters'), { error: 'must be a list' })
    .max(30, 'may list at most 30 steps')
    .default([])
    .transform((steps) => steps.map((s) => s.trim()).filter((s) => s.length > 0)),
  imageUrl: imageUrlSchema.optional(),
  isAvailable: z.boolean({ error: 'must be true or false' }).default(true),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

export const availabilityPatchSchema = z.object({
  isAvailable: z.boolean({ error: 'must be true or false' }),
});

export interface Recipe extends Omit<RecipeInput, 'price'> {
  id: string;
  price: number;
  createdAt: string;
  updatedAt: string;
}

/** A recipe as the API lists it: with whether it can be made now from the stock. */
export interface RecipeWithAvailability extends Recipe {
  available: boolean;
  /** The ingredient names that are short, when it cannot be made. */
  missingIngredients: string[];
}

export const orderItemInputSchema = z.object({
  recipeId: idSchema,
  quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_ORDER_LINE_QUANTITY, `must be at most ${MAX_ORDER_LINE_QUANTITY}`),
});

export const orderInputSchema = z.object({
  /** Client-generated; doubles as the idempotency key of the request. */
  id: idSchema.refine((v) => v.length >= 8, 'must be at least 8 characters'),
  items: z
    .array(orderItemInputSchema, { error: messages.emptyCart })
    .min(1, messages.emptyCart)
    .max(50, 'may hold at most 50 lines')
    .refine((items) => items.reduce((sum, i) => sum + i.quantity, 0) <= MAX_ORDER_DRINKS, messages.orderTooLarge),
  customerNameOverride: z.string({ error: 'must be a string' }).trim().max(60, 'must be at most 60 characters').optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

export interface OrderItem {
  recipeId: string;
  recipeName: string;
  quantity: number;
  price: number;
}

export interface Shortfall {
  inventoryItemId: string;
  name: string;
  unit: string;
  needed: number;
  available: number;
}

/** What one order takes from stock: per inventory item, in the item's own unit, for the whole order. */
export interface OrderIngredient {
  inventoryItemId: string;
  name: string;
  /** The item's category: its partition key, so the deduction can address it directly. */
  category: string;
  unit: string;
  quantity: number;
}

export interface Order {
  id: string;
  /** The business date (partition key): the bar's local date, counted from the day start. */
  date: string;
  items: OrderItem[];
  status: OrderStatus;
  totalPrice: number;
  customerId: string;
  customerName: string;
  customerNameOverride?: string;
  createdAt: string;
  updatedAt: string;
  /** What the order takes from stock, fixed when it was placed. */
  ingredients: OrderIngredient[];
  /** Set once the ingredients were taken from stock (on the move to ready). */
  stockDeducted: boolean;
  /**
   * How many times the order's stock was put back by a move back (absent: never). Each deduction is remembered
   * on the items under a marker of this round (see stockMarker), so a late put-back of an earlier round can
   * never undo a later deduction.
   */
  stockRound?: number;
  /** A move back from ready was written and its stock is being put back; whoever reads the order finishes it. */
  restockPending?: boolean;
  shortfalls?: Shortfall[];
  /** Every status move: who, when, and at ready what left the stock (the order's own audit trail). */
  history?: OrderStatusChange[];
  /** Set when staff cancelled the order (status `cancelled`): who, when, and the reason they gave, if any. */
  cancellation?: OrderCancellation;
}

export interface OrderCancellation {
  at: string;
  by: { id: string; name: string };
  reason?: string;
}

export interface StockChange {
  inventoryItemId: string;
  name: string;
  unit: string;
  before: number;
  after: number;
}

export interface OrderStatusChange {
  at: string;
  by: { id: string; name: string };
  from: OrderStatus;
  to: OrderStatus;
  stock?: StockChange[];
  /** A move back (Undo on the toast, or 'Move back' from a ticket's menu). */
  direction?: 'back';
  /** The move back undid the same person's move of a moment before. */
  undo?: true;
  /** A cancel: the reason staff gave, if any. */
  reason?: string;
}

/**
 * A reason for cancelling as it is stored: trimmed, white space runs made one space, or an error message when it
 * is not short plain text (control characters and markup are refused). Empty: no reason.
 */
export function cancelReasonProblem(reason: string): string | undefined {
  if (reason.length > MAX_CANCEL_REASON_LENGTH) return `must be at most ${MAX_CANCEL_REASON_LENGTH} characters`;
  if (/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069<>]/.test(reason)) return 'must be plain text on one line (no control characters or < >)';
  return undefined;
}

/** A reason for cancelling an order: short plain text on one line (empty: none). */
export const cancelReasonSchema = z
  .string({ error: 'must be a string' })
  .max(1000, `must be at most ${MAX_CANCEL_REASON_LENGTH} characters`)
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .superRefine((v, ctx) => {
    const problem = cancelReasonProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const statusPatchSchema = z.object({
  status: z.string({ error: 'must be a string' }).trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  /**
   * 'back': a move back one step (it needs If-Match). Without it only a move forward is made, so a stale tap
   * (Start on an order someone already made ready) is refused as before and never taken for a move back.
   */
  direction: z.enum(['forward', 'back'], { error: "must be 'forward' or 'back'" }).optional(),
  /** With a move back: the caller undoes their own move of a moment ago (the Undo on the toast). */
  undo: z.boolean({ error: 'must be true or false' }).optional(),
  /** With status 'cancelled': why, in a few words (shown to the guest). */
  reason: cancelReasonSchema.optional(),
});

export const userInputSchema = z.object({
  id: z.string({ error: messages.userIdRequired }).trim().min(1, messages.userIdRequired).pipe(idSchema),
  name: z.string({ error: 'must be a string' }).trim().max(120, 'must be at most 120 characters').optional(),
  personas: z.array(z.enum(PERSONAS, { error: `must be one of ${PERSONAS.join(', ')}` })).max(3).optional(),
});
export type UserInput = z.infer<typeof userInputSchema>;

export interface User {
  id: string;
  name: string;
  personas: string[];
  /** Partition key: the user's primary persona. */
  role: string;
  email?: string;
  createdAt: string;
  lastSeenAt?: string;
}

/**
 * One readable sentence for a validation failure, naming the field: 'quantity: must be 0 or more'.
 * Messages docs/spec.md fixes word for word are returned as they are.
 */
export function describeValidationError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  const fixed = Object.values(messages).includes(issue.message as never);
  if (fixed || !field) return issue.message;
  return `${field}: ${issue.message}`;
}
