import { z } from 'zod';
import { messages } from './messages';
import { IMAGE_CONTAINER_NAMES, isSafeImageName } from './images';
import { idSchema } from './ids';
import { displayName, nameKey } from './names';
import { MAX_CUSTOMER_NAME_OVERRIDE_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_PERSON_NAME_LENGTH, plainTextProblem, plainTextSchema } from './text';
import { DEFAULT_UNIT, UNITS, roundQuantity } from './units';
import { PERSONAS } from './personas';
import {
  INVENTORY_CATEGORIES,
  MAX_ORDER_DRINKS,
  MAX_ORDER_LINE_QUANTITY,
  RECIPE_CATEGORIES,
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_PREP_TIME,
  MAX_CANCEL_REASON_LENGTH,
  MAX_ORDER_LINES,
  MAX_INGREDIENT_QUANTITY,
  MAX_RECIPE_INGREDIENTS,
  MAX_STOCK_QUANTITY,
  type OrderStatus,
} from './constants';

const MAX_QUANTITY = MAX_STOCK_QUANTITY;

/** A name as stored (NFC, trimmed: names.ts); one that shows nothing (only invisible characters) is missing. */
const nameField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform(displayName)
    .refine((v) => nameKey(v).length > 0, required)
    .superRefine((v, ctx) => {
      const problem = plainTextProblem(v, MAX_NAME_LENGTH);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * Images are kept as relative /api/images/{container}/{name} URLs, one of the image containers and a name the app
 * could have given (no other path: '/api/images/../backup' would be another route); absolute http(s) URLs are
 * allowed as they are.
 */
export const imageUrlSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .refine((v) => v === '' || isOwnImagePath(v) || /^https?:\/\/[^\s]+$/i.test(v), 'must be an /api/images/{container}/{name} path or an http(s) URL');

function isOwnImagePath(v: string): boolean {
  const match = /^\/(?:api\/)?images\/([^/]+)\/([^/]+)$/.exec(v);
  return !!match && IMAGE_CONTAINER_NAMES.includes(match[1]!) && isSafeImageName(match[2]!);
}

/** Whether a number of money has at most two decimals (a cent): 4.5 and 4.55 do, 4.555 does not. */
export function hasCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** The most a drink may cost. */
export const MAX_PRICE = 10_000;

/** A drink's price: at least a cent, in cents (a price of 0.001 would be shown and charged as 0.00: a free drink). */
export const priceSchema = z
  .number({ error: 'must be a number' })
  .finite('must be a finite number')
  .min(0.01, 'must be at least 0.01')
  .max(MAX_PRICE, `must be at most ${MAX_PRICE}`)
  .refine(hasCents, 'must have at most 2 decimals');

const money = z
  .number({ error: 'must be a number' })
  .finite('must be a finite number')
  .min(0, 'must be 0 or more')
  .max(100_000, 'must be at most 100000');

/** A stock level or threshold, kept as the stock keeps its levels: to 4 decimals (`roundQuantity`), never 2100.123456789. */
const quantity = z
  .number({ error: 'must be a number' })
  .finite('must be a finite number')
  .min(0, 'must be 0 or more')
  .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`)
  .transform(roundQuantity);

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
/**
 * A change of an item (PUT): the same fields, but a quantity left out keeps the stock level as it is now. The
 * stock moves while a manager's form is open (orders reach Ready, bartenders count): a form that did not touch the
 * quantity must not write back the level it loaded and undo those moves.
 */
export const inventoryItemReplaceSchema = inventoryItemInputSchema.extend({ quantity: quantity.optional() });
export type InventoryItemReplace = z.infer<typeof inventoryItemReplaceSchema>;

export const quantityPatchSchema = z.object({ quantity });

export interface InventoryItem extends InventoryItemInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export const recipeIngredientSchema = z.object({
  inventoryItemId: idSchema,
  quantity: z.number({ error: 'must be a number' }).finite('must be a finite number').gt(0, 'must be more than 0').max(MAX_INGREDIENT_QUANTITY, `must be at most ${MAX_INGREDIENT_QUANTITY}`),
  unit: z.enum(UNITS, { error: `must be one of ${UNITS.join(', ')}` }).default(DEFAULT_UNIT),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeInputSchema = z.object({
  name: nameField(messages.recipeNameRequired),
  description: plainTextSchema(MAX_DESCRIPTION_LENGTH, { multiline: true }).default(''),
  category: z.enum(RECIPE_CATEGORIES, { error: `must be one of ${RECIPE_CATEGORIES.join(', ')}` }).default('cocktail'),
  price: priceSchema.optional(),
  prepTime: z.number({ error: 'must be a number' }).int('must be a whole number of minutes').min(0, 'must be 0 or more').max(240, 'must be at most 240').default(DEFAULT_PREP_TIME),
  ingredients: z.array(recipeIngredientSchema, { error: 'must be a list' }).min(1, 'needs at least one ingredient').max(MAX_RECIPE_INGREDIENTS, `may list at most ${MAX_RECIPE_INGREDIENTS} ingredients`),
  instructions: z
    .array(plainTextSchema(500), { error: 'must be a list' })
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
    .max(MAX_ORDER_LINES, `may hold at most ${MAX_ORDER_LINES} lines`)
    .refine((items) => items.reduce((sum, i) => sum + i.quantity, 0) <= MAX_ORDER_DRINKS, messages.orderTooLarge),
  customerNameOverride: plainTextSchema(MAX_CUSTOMER_NAME_OVERRIDE_LENGTH).optional(),
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
 * is not short plain text (the one text rule of text.ts). Empty: no reason.
 */
export function cancelReasonProblem(reason: string): string | undefined {
  return plainTextProblem(reason, MAX_CANCEL_REASON_LENGTH);
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
  name: plainTextSchema(MAX_PERSON_NAME_LENGTH).optional(),
  // (A role listed twice is listed once: ['customer', 'customer'] is a customer.)
  personas: z
    .array(z.enum(PERSONAS, { error: `must be one of ${PERSONAS.join(', ')}` }), { error: 'must be a list' })
    .max(3, 'may list at most 3 roles')
    .transform((roles) => [...new Set(roles)])
    .optional(),
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
