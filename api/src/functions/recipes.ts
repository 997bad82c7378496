import { randomUUID } from 'node:crypto';
import {
  ACTIVE_STATUSES,
  messages,
  openOrdersWithRecipe,
  RECIPE_CATEGORIES,
  availabilityPatchSchema,
  convertQuantity,
  indexById,
  ingredientCost,
  recipeInputSchema,
  sameName,
  suggestedPrice,
  type InventoryItem,
  type Recipe,
  type RecipeInput,
} from '@bar/domain';
import { config } from '../config';
import { catalogList } from '../http/catalog-list';
import type { Dependencies } from '../composition';
import { badRequest, conflict, notFound } from '../http/errors';
import { ifMatch, withEtag } from '../http/etag';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody, pathParam, queryEnum } from '../http/validate';
import { audit, pick } from '../audit/audit';
import { currentDates } from './orders';
import { menuScope, menuWithAvailability, promisedStock, withMenuAvailability } from '../orders/menu-stock';

const AUDITED = ['name', 'category', 'price', 'prepTime', 'ingredients', 'isAvailable', 'imageUrl'] as const;
const targetOf = (recipe: Recipe) => ({ type: 'recipe' as const, id: recipe.id, name: recipe.name });

const NOT_FOUND = 'Recipe not found';

export async function loadRecipe(ctx: RouteContext) {
  const id = pathParam(ctx.params, 'id');
  const category = queryEnum(ctx.query, 'category', RECIPE_CATEGORIES);
  const { recipes } = ctx.deps;
  const found = category ? await recipes.get(id, category) : await recipes.findById(id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** Every ingredient must name a stocked item in a unit that converts to the item's unit. */
function assertIngredientsExist(input: RecipeInput, stock: ReadonlyMap<string, InventoryItem>) {
  input.ingredients.forEach((ingredient, index) => {
    const item = stock.get(ingredient.inventoryItemId);
    if (!item) throw badRequest(`ingredients.${index}.inventoryItemId: no inventory item '${ingredient.inventoryItemId}'`);
    if (convertQuantity(1, ingredient.unit, item.unit) === null) {
      throw badRequest(`ingredients.${index}.unit: ${ingredient.unit} cannot be measured against ${item.name} (counted in ${item.unit})`);
    }
  });
}

async function assertNameFree(deps: Pick<Dependencies, 'recipes'>, name: string, exceptId?: string) {
  const same = await deps.recipes.findByName(name);
  if (same.some((r) => r.id !== exceptId)) throw conflict(`A drink named '${name}' already exists`);
}

const byCategoryThenName = (a: Recipe, b: Recipe) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name);

async function stockIndex(deps: Pick<Dependencies, 'inventory'>) {
  return indexById(await deps.inventory.list());
}

export const recipesList: RouteDefinition = {
  name: 'recipes-list',
  methods: ['GET'],
  route: 'recipes',
  access: 'authenticated',
  async handler(ctx) {
    // Unchanged since the catalog's marker last moved: one point read (304 for a caller that names the ETag).
    // Else one read each of the recipes, the stock and the orders on their way, whatever the number of recipes:
    // a drink is available when one serving fits in what the open orders leave (as placing an order checks, ADR 19).
    return catalogList(ctx, menuScope(), async () => {
      const [recipes, stock, promised] = await Promise.all([ctx.deps.recipes.list(), stockIndex(ctx.deps), promisedStock()]);
      return menuWithAvailability(recipes.sort(byCategoryThenName), stock, promised);
    });
  },
};

export const recipesGet: RouteDefinition = {
  name: 'recipes-get',
  methods: ['GET'],
  route: 'recipes/{id}',
  access: 'authenticated',
  async handler(ctx) {
    const [{ item, etag }, stock, promised] = await Promise.all([loadRecipe(ctx), stockIndex(ctx.deps), promisedStock()]);
    return withEtag(withMenuAvailability([item], stock, promised)[0]!, etag);
  },
};

export const recipesCreate: RouteDefinition = {
  name: 'recipes-create',
  methods: ['POST'],
  route: 'recipes',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(recipeInputSchema, ctx.body);
    const [stock, promised] = await Promise.all([stockIndex(ctx.deps), promisedStock()]);
    assertIngredientsExist(input, stock);
    await assertNameFree(ctx.deps, input.name);
    const now = ctx.deps.clock().toISOString();
    const price = input.price ?? suggestedPrice(ingredientCost(input.ingredients, stock), config().TARGET_POUR_COST);
    const { item, etag } = await ctx.deps.recipes.create({ ...input, price, id: randomUUID(), createdAt: now, updatedAt: now });
    await audit(ctx.deps.audit, ctx.principal, 'recipe.create', targetOf(item), { after: pick(item, AUDITED) }, ctx.invocation.warn);
    return { ...withEtag(withMenuAvailability([item], stock, promised)[0]!, etag), status: 201 };
  },
};

export const recipesReplace: RouteDefinition = {
  name: 'recipes-replace',
  methods: ['PUT'],
  route: 'recipes/{id}',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(recipeInputSchema, ctx.body);
    const [current, stock, promised] = await Promise.all([loadRecipe(ctx), stockIndex(ctx.deps), promisedStock()]);
    assertIngredientsExist(input, stock);
    if (!sameName(input.name, current.item.name)) await assertNameFree(ctx.deps, input.name, current.item.id);
    const etag = ifMatch(ctx) ?? current.etag;
    const next: Recipe = {
      ...input,
      // The sale price is only changed when one is sent.
      price: input.price ?? current.item.price,
      id: current.item.id,
      createdAt: current.item.createdAt,
      updatedAt: ctx.deps.clock().toISOString(),
    };
    // A new category is a new partition: the repository moves the recipe, safely (or not at all).
    const saved = await ctx.deps.recipes.replace(current.item, next, etag);
    await audit(ctx.deps.audit, ctx.principal, 'recipe.update', targetOf(next), { before: pick(current.item, AUDITED), after: pick(next, AUDITED) }, ctx.invocation.warn);
    return withEtag(withMenuAvailability([saved.item], stock, promised)[0]!, saved.etag);
  },
};

export const recipesDelete: RouteDefinition = {
  name: 'recipes-delete',
  methods: ['DELETE'],
  route: 'recipes/{id}',
  access: ['bar_manager'],
  async handler(ctx) {
    const { item, etag } = await loadRecipe(ctx);
    const { recipes, orders } = ctx.deps;
    // The bartender makes open orders from their recipes: a drink on one is not deleted (ADR 0014).
    const onTickets = openOrdersWithRecipe(item.id, await orders.openOrderLines(currentDates(), ACTIVE_STATUSES));
    if (onTickets.length > 0) throw conflict(messages.recipeOnOpenOrders(onTickets.length));
    // A copy left in another category by an interrupted move goes too.
    await recipes.remove(item, ifMatch(ctx) ?? etag);
    await audit(ctx.deps.audit, ctx.principal, 'recipe.delete', targetOf(item), { before: pick(item, AUDITED) }, ctx.invocation.warn);
    return { status: 204 };
  },
};

export const recipesPatchAvailability: RouteDefinition = {
  name: 'recipes-patch-availability',
  methods: ['PATCH'],
  route: 'recipes/{id}/availability',
  access: ['bar_manager'],
  async handler(ctx) {
    const { isAvailable } = parseBody(availabilityPatchSchema, ctx.body);
    const [current, stock, promised] = await Promise.all([loadRecipe(ctx), stockIndex(ctx.deps), promisedStock()]);
    const next = { ...current.item, isAvailable, updatedAt: ctx.deps.clock().toISOString() };
    const saved = await ctx.deps.recipes.replace(current.item, next, ifMatch(ctx) ?? current.etag);
    await audit(ctx.deps.audit, ctx.principal, 'recipe.availability', targetOf(next), { before: { isAvailable: current.item.isAvailable }, after: { isAvailable } }, ctx.invocation.warn);
    return withEtag(withMenuAvailability([saved.item], stock, promised)[0]!, saved.etag);
  },
};

export const routes = [recipesList, recipesGet, recipesCreate, recipesReplace, recipesDelete, recipesPatchAvailability];
