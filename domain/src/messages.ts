import { MAX_OPEN_DRINKS_PER_GUEST, MAX_OPEN_ORDERS_PER_GUEST, MAX_ORDER_DRINKS } from './constants';

/** User-facing texts docs/spec.md fixes word for word (§8, the error catalogue). One place, used by the SPA and the API. */
export const messages = {
  askAiEmpty: 'Please enter your preferences or question',
  emptyCart: 'Please add items to cart',
  unavailable: (name: string) => `${name} is currently unavailable due to insufficient ingredients`,
  inventoryNameRequired: 'Please enter a name for the item',
  recipeNameRequired: 'Please enter a recipe name',
  aiImportNeedsInput: 'Please provide at least a recipe name and ingredients',
  aiImportNoMatch: 'No ingredients could be matched to inventory items',
  imageWrongType: 'Please select an image file (JPG, PNG, WebP, GIF)',
  imageTooLarge: 'Image must be smaller than 5MB',
  restoreNotZip: 'Please select a valid ZIP backup file',
  restoreNoFile: 'Please select a backup file first',
  userIdRequired: 'User ID is required',
  chunkedNoResult: 'Chunked upload completed but no restore result received',
  chunkFailed: (n: number, m: number, reason: string) => `Failed to upload chunk ${n}/${m}: ${reason}`,
  inventoryInUse: (names: readonly string[]) =>
    `Cannot delete this item: it is used by ${names.length} ${names.length === 1 ? 'recipe' : 'recipes'}: ${names.join(', ')}`,
  // Ours, not docs/spec.md's: a recipe measures the item in a unit the new one cannot be converted to.
  inventoryUnitInUse: (unit: string, names: readonly string[]) =>
    `Cannot count this item in ${unit}: ${names.length === 1 ? 'the recipe' : `${names.length} recipes`} ${names.join(', ')} ${names.length === 1 ? 'measures' : 'measure'} it in a unit that cannot be converted to ${unit}. Change ${names.length === 1 ? 'that recipe' : 'those recipes'} first, or keep the unit.`,
  // Ours: an order on its way holds the item in the unit it was ordered in, and takes it so when it is ready.
  inventoryUnitOnOpenOrders: (unit: string, count: number) =>
    `Cannot count this item in ${unit} now: ${count} open ${count === 1 ? 'order holds' : 'orders hold'} it in its present unit (received, being prepared or ready) and ${count === 1 ? 'takes' : 'take'} it from stock so. Change the unit once ${count === 1 ? 'that order is' : 'those orders are'} served.`,
  orderNotFound: 'Order not found',
  recipeDetailsNotFound: 'Recipe details not found',
  placeOrderFailed: 'Failed to place order',
  statusUpdateFailed: 'Failed to update order status',
  // Ours, not docs/spec.md's: a drink on an open order keeps its recipe until the order is served.
  recipeOnOpenOrders: (count: number) =>
    `This drink is on ${count} open ${count === 1 ? 'order' : 'orders'} (received, being prepared or ready) and the bartender needs its recipe. ` +
    `Turn its Available switch off so no one orders it, and delete it once ${count === 1 ? 'that order is' : 'those orders are'} served.`,
  // The order limits are ours, not docs/spec.md's.
  orderTooLarge: `An order can hold at most ${MAX_ORDER_DRINKS} drinks`,
  tooManyOpenOrders: (limit: number = MAX_OPEN_ORDERS_PER_GUEST) =>
    `You already have ${limit} ${limit === 1 ? 'order' : 'orders'} on the way. Please order more once one has been served.`,
  /** One guest's orders on their way hold at most a share of what is left of an item (ADR 29). */
  guestShare: (drink: string, item: string, share = 0.5) =>
    `${drink}: one guest can have at most ${share === 0.5 ? 'half' : `${Math.round(share * 100)}%`} of what is left of ${item} on the way at once, so that other guests can order it too. ` +
    'Please order fewer now, or more once some have been served.',
  /** One guest's drinks on the way, all their open orders together, are capped (MAX_OPEN_DRINKS_PER_GUEST). */
  tooManyOpenDrinks: (onTheWay: number, limit: number = MAX_OPEN_DRINKS_PER_GUEST) =>
    `You already have ${onTheWay} ${onTheWay === 1 ? 'drink' : 'drinks'} on the way, and one guest can have at most ${limit} at once. ` +
    (onTheWay < limit
      ? `Order at most ${limit - onTheWay} more now, or the rest once some have been served.`
      : 'Please order more once some have been served.'),
} as const;
