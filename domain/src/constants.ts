// The product's fixed lists and limits, without the validators: the SPA's first screens need these and not zod.

export const INVENTORY_CATEGORIES = ['spirit', 'beer', 'mixer', 'garnish', 'other'] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

export const RECIPE_CATEGORIES = ['cocktail', 'beer', 'wine', 'spirit', 'alcohol-free', 'other'] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

export const RECIPE_CATEGORY_LABELS: Record<RecipeCategory, string> = {
  cocktail: 'Cocktails',
  beer: 'Beer',
  wine: 'Wine',
  spirit: 'Spirits',
  'alcohol-free': 'Alcohol-Free',
  other: 'Other',
};

/**
 * docs/spec.md §4's four statuses and `cancelled`: staff took an order off the queue before it was made (ADR
 * order-cancel). Cancelled is final, like served.
 */
export const ORDER_STATUSES = ['pending', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DEFAULT_LOW_STOCK_THRESHOLD = 50;
export const DEFAULT_PREP_TIME = 5;
export const MAX_ORDER_LINE_QUANTITY = 20;
/** The most drinks one order may hold, all lines together. */
export const MAX_ORDER_DRINKS = 20;
/** The most orders one guest may have on their way at once (received, being prepared or ready for pickup). */
export const MAX_OPEN_ORDERS_PER_GUEST = 5;
/**
 * The most drinks one guest may have on their way at once, over all their open orders (received, being prepared,
 * ready): what one guest can hold back from everyone else's menu.
 */
export const MAX_OPEN_DRINKS_PER_GUEST = 20;
/** The longest reason staff may give for cancelling an order (plain text, one line). */
export const MAX_CANCEL_REASON_LENGTH = 120;
/** The reasons the bartender's Cancel dialog offers (any other short text is accepted too). */
export const CANCEL_REASONS = ['Out of an ingredient', 'Guest left', 'Guest asked to cancel', 'Duplicate order'] as const;
/** The most of an item the stock may hold, in its unit (and the most one delivery, waste or count may give). */
export const MAX_STOCK_QUANTITY = 1_000_000;
/**
 * The most status moves an order's history keeps: more than any night makes (four forward, a cancel, at most
 * MAX_MOVES_BACK moves back and as many forward again). A move past it is refused with 409; a restore accepts up
 * to it.
 */
export const MAX_ORDER_HISTORY = 100;
/** The most lines one order may have, and ingredients one drink. */
export const MAX_ORDER_LINES = 50;
export const MAX_RECIPE_INGREDIENTS = 30;
/** The most of one ingredient a recipe keeps, in the item's unit. */
export const MAX_INGREDIENT_QUANTITY = 10_000;
/** The most stock lines one order can name (its ingredients, shortfalls, the stock a move took or put back). */
export const MAX_ORDER_STOCK_LINES = MAX_ORDER_LINES * MAX_RECIPE_INGREDIENTS;
/** The most orders the queue answer holds per column (the oldest); the rest are counted. */
export const QUEUE_COLUMN_LIMIT = 50;

/** What the footer shows of the running build (/build-info.json, written at build time). */
export interface BuildInfo {
  buildNumber: string;
  timestamp: string;
  commitHash: string;
  branch: string;
}

export const UNKNOWN_BUILD_INFO: BuildInfo = {
  buildNumber: 'unknown',
  timestamp: 'unknown',
  commitHash: 'unknown',
  branch: 'unknown',
};
