import { recipeInputSchema, type InventoryItem, type Order, type Recipe, type RecipeInput } from './schemas';
import { ACTIVE_STATUSES } from './orders';
import { isLowStock, isOutOfStock } from './shopping';
import { DEFAULT_TARGET_POUR_COST, ingredientCost, margin, pourCost, suggestedPrice } from './pricing';
import { DEFAULT_UNIT, bottleSizeOf, convertQuantity, formatAmount, isUnit, plural, quantityStep, roundQuantity, type Unit } from './units';
import { DEFAULT_MONEY, formatPrice, roundMoney, type MoneySettings } from './money';
import { messages } from './messages';
import { isRecord } from './guards';
import { foldAccents } from './text';

/** The rules the Manager Dashboard applies to what a manager types, and what it shows about each drink. */

/** Numeric inputs fall back to 0 when they cannot be parsed (blank, 'abc', NaN, Infinity). */
export function numberOrZero(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim().replace(',', '.');
  if (!text) return 0;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Stock never goes below 0 (and carries no float noise: 0.1 + 0.2 is 0.3). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return roundQuantity(value);
}

/** The quantity after a quick +/- change from the dashboard. */
export function adjustQuantity(current: number, delta: number): number {
  return clampQuantity(numberOrZero(current) + numberOrZero(delta));
}

/** A recipe's sale price is sent only when it is a number above 0; otherwise the server prices it. */
export function priceToSend(value: unknown): number | undefined {
  const price = numberOrZero(value);
  return price > 0 ? price : undefined;
}

/** Instructions typed one step per line: trimmed, empty steps dropped. */
export function instructionSteps(text: string | readonly string[]): string[] {
  const lines = typeof text === 'string' ? text.split(/\r?\n/) : text;
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

/** A target pour cost typed as a percentage ('25' -> 0.25); outside (0, 100) it is the default. */
export function targetPourCostFromPercent(value: unknown): number {
  const percent = numberOrZero(value);
  return percent > 0 && percent < 100 ? percent / 100 : DEFAULT_TARGET_POUR_COST;
}

/** True when the drink's ingredients cost more of its price than the target allows (no price: flagged). */
export function isAboveTargetPourCost(cost: number, price: number, target = DEFAULT_TARGET_POUR_COST): boolean {
  const share = pourCost(cost, price);
  if (share === null) return cost > 0;
  // Compared in whole hundredths of a percent, so a drink exactly on target is not flagged by float noise.
  return Math.round(share * 10000) > Math.round(target * 10000);
}

export interface DrinkEconomics {
  /** What one serving's ingredients cost the bar. */
  cost: number;
  price: number;
  /** Cost as a share of the price (0.2 = 20%); null without a price. */
  pourCost: number | null;
  margin: number;
  aboveTarget: boolean;
}

export function drinkEconomics(
  recipe: Pick<Recipe, 'ingredients' | 'price'>,
  stockById: ReadonlyMap<string, Pick<InventoryItem, 'cost' | 'unit'>>,
  target = DEFAULT_TARGET_POUR_COST,
): DrinkEconomics {
  const cost = ingredientCost(recipe.ingredients, stockById);
  return {
    cost,
    price: recipe.price,
    pourCost: pourCost(cost, recipe.price),
    margin: margin(cost, recipe.price),
    aboveTarget: isAboveTargetPourCost(cost, recipe.price, target),
  };
}

/** '23.5%': a share shown as a percentage with at most one decimal. */
export function formatPercent(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '—';
  return `${Math.round(share * 1000) / 10}%`;
}

/** The items of the low stock alert: out of stock first, then the lowest share of their threshold. */
export function lowStockItems<T extends Pick<InventoryItem, 'name' | 'quantity' | 'lowStockThreshold'>>(items: readonly T[]): T[] {
  const share = (i: T) => (i.lowStockThreshold > 0 ? i.quantity / i.lowStockThreshold : 0);
  return items
    .filter(isLowStock)
    .sort((a, b) => Number(isOutOfStock(b)) - Number(isOutOfStock(a)) || share(a) - share(b) || a.name.localeCompare(b.name));
}

/* ---------------------------------------------------------------- inventory list */

/** A cost per a unit a person can read: '$3.00 / 100 ml' rather than '$0.03 / ml', '$21.00 / bottle (700 ml)'. */
export interface CostDisplay {
  amount: number;
  /** What the amount is for: 'ml', '100 ml', '1 l', 'bottle (700 ml)', 'piece'. */
  per: string;
  /** '$3.00 / 100 ml'. */
  text: string;
}

/**
 * The cost of an item per a sensible unit: per bottle when it has a bottle size; for measured units (ml, g ...)
 * per 1, 100 or 1000 of the unit, the first where the amount is at least 10 cents (so cents do not round it to
 * $0.00); counted units per one.
 */
export function costDisplay(item: Pick<InventoryItem, 'cost' | 'unit'> & { bottleSize?: number }, money: MoneySettings = DEFAULT_MONEY): CostDisplay {
  const cost = Number.isFinite(item.cost) && item.cost > 0 ? item.cost : 0;
  const bottle = bottleSizeOf(item);
  const make = (amount: number, per: string): CostDisplay => ({ amount: roundMoney(amount), per, text: `${formatPrice(amount, money)} / ${per}` });
  if (bottle) return make(cost * bottle, `bottle (${formatAmount(bottle, item.unit)})`);
  const measured = item.unit === 'ml' || item.unit === 'g' || item.unit === 'cl' || item.unit === 'drop' || item.unit === 'dash';
  if (!measured || cost === 0 || cost >= 0.1) return make(cost, item.unit);
  if (cost * 100 >= 0.1) return make(cost * 100, `100 ${item.unit}`);
  return make(cost * 1000, item.unit === 'ml' ? '1 l' : `1000 ${item.unit}`);
}

export const INVENTORY_SORTS = ['name', 'category', 'quantity', 'stock', 'cost'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export interface InventoryQuery {
  /** Words to find in the name (or category); case and accents do not matter. */
  search?: string;
  /** One category, or '' / 'all' for every one. */
  category?: string;
  /** Low stock only. */
  lowOnly?: boolean;
  sort?: InventorySort;
  descending?: boolean;
}


/**
 * The inventory rows a manager asked for: searched, filtered by category (and low stock), sorted. Ties keep the
 * name order. 'stock' sorts by how full an item is against its threshold (the emptiest first).
 */
export function queryInventory<T extends InventoryItem>(items: readonly T[], query: InventoryQuery = {}): T[] {
  const words = foldAccents(query.search ?? '').split(/\s+/).filter(Boolean);
  const category = query.category && query.category !== 'all' ? query.category : '';
  const filtered = items.filter((item) => {
    if (category && item.category !== category) return false;
    if (query.lowOnly && !isLowStock(item)) return false;
    const haystack = foldAccents(`${item.name} ${item.category}`);
    return words.every((w) => haystack.includes(w));
  });
  const share = (i: T) => (i.lowStockThreshold > 0 ? i.quantity / i.lowStockThreshold : i.quantity > 0 ? Number.MAX_VALUE : 0);
  const perUnitCost = (i: T) => {
    const ml = convertQuantity(1, i.unit, 'ml');
    return ml ? i.cost / ml : i.cost;
  };
  const sort = query.sort ?? 'name';
  const key: Record<InventorySort, (a: T, b: T) => number> = {
    name: () => 0,
    category: (a, b) => a.category.localeCompare(b.category),
    quantity: (a, b) => a.quantity - b.quantity,
    stock: (a, b) => share(a) - share(b),
    cost: (a, b) => perUnitCost(a) - perUnitCost(b),
  };
  const direction = query.descending ? -1 : 1;
  return [...filtered].sort((a, b) => direction * key[sort](a, b) || a.name.localeCompare(b.name));
}

/** The quantity after a +/- press: one step (a bottle, 10 ml or 1) up or down, never below 0. */
export function stepQuantity(item: Pick<InventoryItem, 'quantity' | 'unit'> & { bottleSize?: number }, direction: 1 | -1): number {
  return adjustQuantity(item.quantity, direction * quantityStep(item));
}

/* ---------------------------------------------------------------- form errors */

/**
 * A validation message with the field it is about: 'Quantity must be 0 or more'. `labels` maps the field paths
 * to the labels the form shows; messages that already are a sentence (docs/spec.md's fixed texts) are kept as they are.
 */
export function fieldMessage(field: string, message: string, labels: Readonly<Record<string, string>> = {}): string {
  if (!message) return message;
  if ((Object.values(messages) as unknown[]).includes(message) || /^[A-Z]/.test(message)) return message;
  const label = labels[field] ?? humanField(field);
  return label ? `${label} ${message}` : message;
}

/** 'lowStockThreshold' -> 'Low stock threshold', 'ingredients.0.quantity' -> 'Ingredient 1 quantity'. */
export function humanField(path: string): string {
  const parts = path.split('.').filter(Boolean);
  const words = parts.map((part, i) => {
    if (/^\d+$/.test(part)) return String(Number(part) + 1);
    const spaced = part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    return i === 0 && parts[1] !== undefined && /^\d+$/.test(parts[1]) ? spaced.replace(/s$/, '') : spaced;
  });
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/* ---------------------------------------------------------------- restore outcome */

export interface RestoreCounts {
  usersRestored?: number;
  inventoryRestored?: number;
  recipesRestored?: number;
  ordersRestored?: number;
  ledgerRestored?: number;
  imagesRestored?: number;
}

const RESTORE_NOUNS: Array<[keyof RestoreCounts, string, string]> = [
  ['usersRestored', 'user', 'users'],
  ['inventoryRestored', 'inventory item', 'inventory items'],
  ['recipesRestored', 'recipe', 'recipes'],
  ['ordersRestored', 'order', 'orders'],
  ['ledgerRestored', 'stock record', 'stock records'],
  ['imagesRestored', 'image', 'images'],
];

export interface RestoreOutcome {
  /** success: something was written; nothing: a no-op; warning: finished with errors. */
  kind: 'success' | 'nothing' | 'warning';
  title: string;
  /** What changed, in words: 'Restored 3 users, 1 recipe and 12 images.' */
  detail: string;
}

const countOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** 'a, b and c'. */
export function listInWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * What a restore did, in words. Reads only the fields it knows (the answer may carry more). A restore that wrote
 * nothing says so instead of 'successfully'; with errors, docs/spec.md's 'Restore completed with {n} errors'.
 */
export function restoreOutcome(result: { summary?: RestoreCounts | null; errors?: unknown; warnings?: unknown }): RestoreOutcome {
  const summary = result.summary ?? {};
  const parts = RESTORE_NOUNS.map(([key, one, many]) => [countOf(summary[key]), one, many] as const)
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => plural(n, one, many));
  const errors = Array.isArray(result.errors) ? result.errors.length : 0;
  // (Nothing written because what the backup holds was refused is said so, never taken for data that already matches.)
  const detail = parts.length > 0 ? `Restored ${listInWords(parts)}.` : errors > 0 ? 'Nothing was restored: see the errors below.' : 'Nothing was restored: the data already matches the backup or was kept.';
  if (errors > 0) return { kind: 'warning', title: `Restore completed with ${errors} ${errors === 1 ? 'error' : 'errors'}`, detail };
  if (parts.length === 0) return { kind: 'nothing', title: 'Nothing to restore', detail };
  return { kind: 'success', title: 'Restore completed successfully', detail };
}

/* ---------------------------------------------------------------- AI import draft */

/** A stocked item the import proposes for an ingredient the inventory does not hold; the manager confirms it or not. */
export interface DraftSuggestion {
  inventoryItemId: string;
  name: string;
  /** Why it fits, when the import says ('same style of spirit'). */
  reason?: string;
}

/** One ingredient of an imported recipe while the manager checks it. */
export interface DraftIngredient {
  /** Stable within the draft (list keys, edits). */
  key: string;
  /** The line it was read from ('2 dashes Angostura bitters'). */
  source: string;
  quantity: number;
  unit: string;
  /** The inventory item it is made with; null while unmatched. */
  inventoryItemId: string | null;
  /** The import's confidence in the match, 0-1; null when the manager chose the item or there is none. */
  confidence: number | null;
  /** A proposed substitute awaiting the manager's answer. */
  suggestion: DraftSuggestion | null;
}

export interface RecipeDraft {
  name: string;
  description: string;
  category: string;
  prepTime: number;
  /** The price typed by the manager; null follows the suggested price (target pour cost). */
  price: number | null;
  ingredients: DraftIngredient[];
  instructions: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** '50 ml gin' -> 50 ml; '2 dashes bitters' -> 2 dash; '1 lime wedge' -> 1 piece; 'soda water' -> 1 splash. */
export function parseIngredientAmount(line: string): { quantity: number; unit: Unit } {
  const match = /^\s*(\d+(?:[.,]\d+)?)(?:\s*\/\s*(\d+))?\s*([a-zA-Z]+)?/.exec(line);
  if (!match) return { quantity: 1, unit: 'splash' };
  let quantity = Number((match[1] ?? '1').replace(',', '.'));
  if (match[2]) quantity = quantity / Number(match[2]);
  const word = (match[3] ?? '').toLowerCase();
  const singular = word.replace(/(es|s)$/, '');
  const unit = ([word, singular, word.replace(/s$/, '')].find((w) => isUnit(w)) as Unit | undefined) ?? 'piece';
  return { quantity: quantity > 0 ? roundQuantity(quantity) : 1, unit };
}

function readSuggestion(value: unknown): DraftSuggestion | null {
  if (!isRecord(value)) return null;
  // A suggested substitute as the API sends it names the stocked item in `inventoryMatch` (its `name` is the
  // ingredient as the recipe wrote it).
  const match = isRecord(value.inventoryMatch) ? value.inventoryMatch : {};
  const id = text(value.inventoryItemId) || text(match.id) || text(value.id);
  const name = text(match.name) || text(value.inventoryName) || text(value.name) || id;
  if (!id) return null;
  const reason = text(value.reason);
  return { inventoryItemId: id, name, ...(reason ? { reason } : {}) };
}

/**
 * The editable draft of an AI-processed recipe. Matched ingredients keep their item; every unmatched line becomes
 * an ingredient without an item (to be matched or removed on purpose), carrying a suggested substitute when the
 * answer has one: either as an object in `unmatchedIngredients` ({ source | name, suggestion | substitute }) or in
 * a `suggestedSubstitutes` list ({ source | ingredient, inventoryItemId | id, name }). Unknown fields are ignored.
 */
export function recipeDraftFrom(processed: unknown): RecipeDraft {
  const r = isRecord(processed) ? processed : {};
  let n = 0;
  const key = () => `ingredient-${++n}`;
  const ingredients: DraftIngredient[] = [];
  for (const raw of Array.isArray(r.ingredients) ? r.ingredients : []) {
    if (!isRecord(raw)) continue;
    const match = isRecord(raw.inventoryMatch) ? raw.inventoryMatch : {};
    const id = text(raw.inventoryItemId) || text(match.id);
    const quantity = finite(raw.quantity);
    const source = text(raw.source) || text(raw.name);
    const parsed = parseIngredientAmount(source);
    ingredients.push({
      key: key(),
      source: source || text(match.name),
      quantity: quantity !== null && quantity > 0 ? quantity : parsed.quantity,
      unit: isUnit(raw.unit) ? raw.unit : parsed.unit,
      inventoryItemId: id || null,
      confidence: finite(match.confidence),
      suggestion: null,
    });
  }
  const substitutes = Array.isArray(r.suggestedSubstitutes) ? r.suggestedSubstitutes.filter(isRecord) : [];
  const substituteFor = (source: string) => {
    const found = substitutes.find((s) => (text(s.source) || text(s.ingredient) || text(s.for)) === source);
    return found ? readSuggestion(isRecord(found.suggestion) ? found.suggestion : found) : null;
  };
  for (const raw of Array.isArray(r.unmatchedIngredients) ? r.unmatchedIngredients : []) {
    const source = typeof raw === 'string' ? raw.trim() : isRecord(raw) ? text(raw.source) || text(raw.name) || text(raw.line) : '';
    if (!source) continue;
    const parsed = parseIngredientAmount(source);
    const own = isRecord(raw) ? readSuggestion(raw.suggestion ?? raw.suggestedSubstitute ?? raw.substitute) : null;
    const quantity = isRecord(raw) ? finite(raw.quantity) : null;
    ingredients.push({
      key: key(),
      source,
      quantity: quantity !== null && quantity > 0 ? quantity : parsed.quantity,
      unit: isRecord(raw) && isUnit(raw.unit) ? raw.unit : parsed.unit,
      inventoryItemId: null,
      confidence: null,
      suggestion: own ?? substituteFor(source),
    });
  }
  // Substitutes for lines the answer did not also list as unmatched: a line of their own, to confirm or not.
  const listed = new Set(ingredients.map((line) => line.source));
  for (const raw of substitutes) {
    const source = text(raw.source) || text(raw.ingredient) || text(raw.name);
    const suggestion = readSuggestion(isRecord(raw.suggestion) ? raw.suggestion : raw);
    if (!source || !suggestion || listed.has(source)) continue;
    listed.add(source);
    const parsed = parseIngredientAmount(source);
    const quantity = finite(raw.quantity);
    ingredients.push({
      key: key(),
      source,
      quantity: quantity !== null && quantity > 0 ? quantity : parsed.quantity,
      unit: isUnit(raw.unit) ? raw.unit : parsed.unit,
      inventoryItemId: null,
      confidence: null,
      suggestion,
    });
  }
  const prepTime = finite(r.prepTime);
  return {
    name: text(r.name),
    description: text(r.description),
    category: text(r.category) || 'cocktail',
    prepTime: prepTime !== null && prepTime >= 0 ? Math.round(prepTime) : 5,
    price: null,
    ingredients,
    instructions: Array.isArray(r.instructions) ? r.instructions.map(text).filter(Boolean) : [],
  };
}

/** The manager accepts the suggested substitute: the line is made with it. */
export function confirmSuggestion(line: DraftIngredient): DraftIngredient {
  if (!line.suggestion) return line;
  return { ...line, inventoryItemId: line.suggestion.inventoryItemId, confidence: null, suggestion: null };
}

/** The manager turns the suggestion down: the line stays unmatched until an item is chosen or it is removed. */
export function rejectSuggestion(line: DraftIngredient): DraftIngredient {
  return { ...line, suggestion: null };
}

/** Lines that still need the manager: no item chosen (with or without a pending suggestion). */
export function unresolvedIngredients(draft: Pick<RecipeDraft, 'ingredients'>, stockIds?: ReadonlySet<string>): DraftIngredient[] {
  return draft.ingredients.filter((i) => !i.inventoryItemId || (stockIds !== undefined && !stockIds.has(i.inventoryItemId)));
}

/** The ingredient cost of the draft and the price that meets the target pour cost. */
export function draftPricing(
  draft: Pick<RecipeDraft, 'ingredients' | 'price'>,
  stockById: ReadonlyMap<string, Pick<InventoryItem, 'cost' | 'unit'>>,
  target = DEFAULT_TARGET_POUR_COST,
): { cost: number; suggested: number; price: number } {
  const cost = ingredientCost(
    draft.ingredients
      .filter((i) => i.inventoryItemId)
      .map((i) => ({ inventoryItemId: i.inventoryItemId as string, quantity: i.quantity, unit: (isUnit(i.unit) ? i.unit : DEFAULT_UNIT) })),
    stockById,
  );
  const suggested = suggestedPrice(cost, target);
  return { cost, suggested, price: draft.price !== null && draft.price > 0 ? draft.price : suggested };
}

/**
 * The POST /recipes body for 'Add to Menu', or why it cannot be added yet: every ingredient must have an item
 * (unmatched lines are resolved or removed on purpose), then the recipe schema decides.
 */
export function draftToRecipeInput(
  draft: RecipeDraft,
  stockById: ReadonlyMap<string, Pick<InventoryItem, 'cost' | 'unit'>>,
  target = DEFAULT_TARGET_POUR_COST,
): { ok: true; body: RecipeInput } | { ok: false; problem: string } {
  const open = unresolvedIngredients(draft, new Set(stockById.keys()));
  if (open.length > 0) {
    return { ok: false, problem: `Choose an inventory item for ${plural(open.length, 'ingredient')} or remove ${open.length === 1 ? 'it' : 'them'}: ${open.map((i) => i.source).join(', ')}` };
  }
  const { price } = draftPricing(draft, stockById, target);
  const parsed = recipeInputSchema.safeParse({
    name: draft.name,
    description: draft.description,
    category: draft.category,
    price,
    prepTime: draft.prepTime,
    ingredients: draft.ingredients.map((i) => ({ inventoryItemId: i.inventoryItemId, quantity: i.quantity, unit: i.unit })),
    instructions: draft.instructions,
    isAvailable: true,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const labels: Record<string, string> = { name: 'Name', price: 'Price', prepTime: 'Prep time', ingredients: 'Ingredients', instructions: 'Instructions' };
    return { ok: false, problem: issue ? fieldMessage(issue.path.map(String).join('.'), issue.message, labels) : 'The recipe is not complete' };
  }
  return { ok: true, body: parsed.data };
}

/* ---------------------------------------------------------------- before deleting */

/** The recipes made with an inventory item (it cannot be deleted while any is), by name. */
export function recipesUsingItem<R extends Pick<Recipe, 'name' | 'ingredients'>>(itemId: string, recipes: readonly R[]): R[] {
  return recipes.filter((r) => r.ingredients.some((i) => i.inventoryItemId === itemId)).sort((a, b) => a.name.localeCompare(b.name));
}

/** The open orders (pending, preparing, ready) that hold a recipe: deleting it would leave the bartender without it. */
export function openOrdersWithRecipe<O extends Pick<Order, 'status' | 'items'>>(recipeId: string, orders: readonly O[]): O[] {
  return orders.filter((o) => ACTIVE_STATUSES.includes(o.status) && o.items.some((i) => i.recipeId === recipeId));
}
