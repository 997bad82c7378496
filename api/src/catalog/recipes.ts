/**
 * The recipes' use cases: create, change, set the availability of, delete a drink. Every ingredient names a
 * stocked item in a unit that converts to the item's; names are unique (domain's nameKey); the price is the
 * one sent, or on creation the suggested price at the bar's target pour cost; a drink on an open order is not
 * deleted (the bartender makes the order from it). Every change is conditional on the version the caller saw (a
 * whole drink written back must name it, ADR 69) and goes to the audit trail, and answers the drink as the menu shows it: with its availability against the
 * stock the orders on their way leave (ADR 19).
 */
import {
  ACTIVE_STATUSES,
  ingredientCost,
  ingredientsProblem,
  messages,
  openOrdersWithRecipe,
  sameName,
  suggestedPrice,
  type InventoryItem,
  type Recipe,
  type RecipeInput,
  type RecipeWithAvailability,
} from '@bar/domain';
import { audit, pick, type AuditAction, type AuditEntry } from '../audit/audit';
import type { Versioned } from '../data/store';
import { badRequest, conflict, notFound, preconditionRequired } from '../errors';
import { withMenuAvailability } from '../orders/menu-stock';
import { nameTaken, type Actor, type Address, type CatalogPorts } from './ports';

const AUDITED = ['name', 'category', 'price', 'prepTime', 'ingredients', 'isAvailable', 'imageUrl'] as const;
const targetOf = (recipe: Recipe) => ({ type: 'recipe' as const, id: recipe.id, name: recipe.name });

export const RECIPE_NOT_FOUND = 'Recipe not found';

type Ports = Pick<CatalogPorts, 'dates' | 'recipes' | 'audit' | 'clock' | 'warn'>;
/** What a change of a drink reads besides the recipes: the stock and what the orders on their way hold of it. */
type ChangePorts = Ports & Pick<CatalogPorts, 'menu'>;
type Stock = ReadonlyMap<string, InventoryItem>;
/** A drink as a change answers it: as saved, with its version, and with its availability on the menu. */
export type SavedDrink = Versioned<Recipe & RecipeWithAvailability>;

/** The saved drink with its availability against the free stock, as the menu would list it now. */
const onTheMenu = (saved: Versioned<Recipe>, { stock, promised }: Awaited<ReturnType<CatalogPorts['menu']['stockAndPromised']>>): SavedDrink => ({
  item: withMenuAvailability([saved.item], stock, promised)[0]!,
  etag: saved.etag,
});

const record = (ports: Ports, actor: Actor, action: AuditAction, target: AuditEntry['target'], change: Pick<AuditEntry, 'before' | 'after'>) =>
  audit(ports.audit, actor, action, target, change, ports.warn, ports.clock(), ports.dates()[0]);

/** The recipe at an address (by id alone across categories when none is given); notFound when there is none. */
export async function findRecipe(ports: Pick<CatalogPorts, 'recipes'>, at: Address): Promise<Versioned<Recipe>> {
  const found = at.category ? await ports.recipes.get(at.id, at.category) : await ports.recipes.findById(at.id);
  if (!found) throw notFound(RECIPE_NOT_FOUND);
  return found;
}

/**
 * Every ingredient must name a stocked item in a unit that converts to the item's unit; a drink filed as alcohol-free
 * holds no product over 0.5% ABV (ADR 68).
 */
export function assertIngredientsExist(input: Pick<RecipeInput, 'ingredients' | 'category'>, stock: Stock): void {
  const problem = ingredientsProblem(input, (id) => stock.get(id));
  if (problem) throw badRequest(problem);
}

/**
 * The drink as written, held to the stock once more: a change to the stock made at the same moment (another manager
 * making a product stronger than 0.5% ABV, counting it in another unit, deleting it) was not there when the drink was
 * checked before the write. When it breaks the rules now, the write is undone and refused as it would have been a
 * moment later; the stock's change checks the drinks after its own write the same way, so of two such writes at the
 * same moment at least one is undone, never both kept (ADR 74).
 */
async function heldToTheStockOnceWritten(ports: ChangePorts, saved: Versioned<Recipe>, undo: () => Promise<unknown>): Promise<void> {
  const { stock } = await ports.menu.stockAndPromised();
  const problem = ingredientsProblem(saved.item, (id) => stock.get(id));
  if (!problem) return;
  try {
    await undo();
  } catch (err) {
    ports.warn(`A drink that breaks the stock's rules could not be undone (${saved.item.id}): ${(err as Error).message}`);
  }
  throw badRequest(problem);
}

/** What a change of a whole drink without the version it was read at is told (428). */
export const CHANGE_NEEDS_VERSION =
  'Changing a drink needs the version you read (If-Match with its ETag, from GET /recipes/{id}), so that a change made meanwhile is not overwritten. Read it again and send its ETag.';

/** What a delete without the version it was read at is told (428). */
export const DELETE_NEEDS_VERSION =
  'Deleting a drink needs the version you read (If-Match with its ETag, from GET /recipes/{id}), so that a drink changed meanwhile is not deleted. Read it again and send its ETag.';

async function assertNameFree(ports: Pick<CatalogPorts, 'recipes'>, name: string, exceptId?: string): Promise<void> {
  if (await nameTaken(ports.recipes, name, exceptId)) throw conflict(`A drink named '${name}' already exists`);
}

/** A new drink; without a price, the suggested one for its ingredients' cost at the bar's target pour cost. */
export async function createRecipe(ports: ChangePorts & Pick<CatalogPorts, 'newId' | 'targetPourCost'>, actor: Actor, input: RecipeInput): Promise<SavedDrink> {
  const menu = await ports.menu.stockAndPromised();
  const { stock } = menu;
  assertIngredientsExist(input, stock);
  await assertNameFree(ports, input.name);
  const now = ports.clock().toISOString();
  const price = input.price ?? suggestedPrice(ingredientCost(input.ingredients, stock), ports.targetPourCost());
  const saved = await ports.recipes.create({ ...input, price, id: ports.newId(), createdAt: now, updatedAt: now });
  await heldToTheStockOnceWritten(ports, saved, () => ports.recipes.remove(saved.item, saved.etag));
  await record(ports, actor, 'recipe.create', targetOf(saved.item), { after: pick(saved.item, AUDITED) });
  return onTheMenu(saved, menu);
}

/** Writes the drink at `at` anew from `input` (a new category moves it); the price changes only when one is sent. */
export async function replaceRecipe(ports: ChangePorts, actor: Actor, at: Address, input: RecipeInput, ifMatch?: string): Promise<SavedDrink> {
  // A whole drink written back needs the version it was read at: a form left open in another tab would otherwise put
  // back a price or a recipe changed since (ADR 69).
  if (!ifMatch) throw preconditionRequired(CHANGE_NEEDS_VERSION);
  const [current, menu] = await Promise.all([findRecipe(ports, at), ports.menu.stockAndPromised()]);
  const { stock } = menu;
  assertIngredientsExist(input, stock);
  if (!sameName(input.name, current.item.name)) await assertNameFree(ports, input.name, current.item.id);
  const next: Recipe = {
    ...input,
    price: input.price ?? current.item.price,
    id: current.item.id,
    createdAt: current.item.createdAt,
    updatedAt: ports.clock().toISOString(),
  };
  const saved = await ports.recipes.replace(current.item, next, ifMatch ?? current.etag);
  await heldToTheStockOnceWritten(ports, saved, () => ports.recipes.replace(saved.item, current.item, saved.etag));
  await record(ports, actor, 'recipe.update', targetOf(next), { before: pick(current.item, AUDITED), after: pick(next, AUDITED) });
  return onTheMenu(saved, menu);
}

/** Takes the drink at `at` off the menu or puts it back. */
export async function setAvailability(ports: ChangePorts, actor: Actor, at: Address, isAvailable: boolean, ifMatch?: string): Promise<SavedDrink> {
  const [current, menu] = await Promise.all([findRecipe(ports, at), ports.menu.stockAndPromised()]);
  const next = { ...current.item, isAvailable, updatedAt: ports.clock().toISOString() };
  const saved = await ports.recipes.replace(current.item, next, ifMatch ?? current.etag);
  await record(ports, actor, 'recipe.availability', targetOf(next), { before: { isAvailable: current.item.isAvailable }, after: { isAvailable } });
  return onTheMenu(saved, menu);
}

/** Deletes a drink that is on no open order (a conflict otherwise, ADR 0014), and any copy an interrupted move left. */
export async function deleteRecipe(ports: Ports & Pick<CatalogPorts, 'orders' | 'dates'>, actor: Actor, at: Address, ifMatch?: string): Promise<void> {
  // Deleting is a whole write too: a stale list would otherwise delete a drink or an item changed since (ADR 69).
  if (!ifMatch) throw preconditionRequired(DELETE_NEEDS_VERSION);
  const { item } = await findRecipe(ports, at);
  const onTickets = openOrdersWithRecipe(item.id, await ports.orders.openOrderLines(ports.dates(), ACTIVE_STATUSES));
  if (onTickets.length > 0) throw conflict(messages.recipeOnOpenOrders(onTickets.length));
  await ports.recipes.remove(item, ifMatch);
  await record(ports, actor, 'recipe.delete', targetOf(item), { before: pick(item, AUDITED) });
}
