import { isDeepStrictEqual } from 'node:util';
import { RECIPE_CATEGORIES, availabilityPatchSchema, indexById, recipeInputSchema, type Recipe, type RecipeWithAvailability } from '@bar/domain';
import { config } from '../config';
import { createRecipe, deleteRecipe, findRecipe, replaceRecipe, setAvailability } from '../catalog/recipes';
import type { Address } from '../catalog/ports';
import { catalogList, keptCatalogList } from '../http/catalog-list';
import { ifMatch, withEtag } from '../http/etag';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody, pathParam, queryEnum } from '../http/validate';
import { catalogPorts } from './ports';
import { currentDates } from '../orders/dates';
import { menuScope, menuWithAvailability, promisedStock, withMenuAvailability } from '../orders/menu-stock';

/** The recipe addressed by id and ?category= (without a category it is looked up across partitions). */
const addressOf = (ctx: RouteContext): Address => ({ id: pathParam(ctx.params, 'id'), category: queryEnum(ctx.query, 'category', RECIPE_CATEGORIES) });

const byCategoryThenName = (a: Recipe, b: Recipe) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name);

/** The stock by id and what the orders on their way hold of it: a drink's availability (ADR 19). */
async function stockAndPromised(ctx: RouteContext) {
  const [stock, promised] = await Promise.all([ctx.deps.inventory.list(), promisedStock(ctx.deps.orders, currentDates(ctx.deps.clock()))]);
  return { stock: indexById(stock), promised };
}

/**
 * The whole menu with its availability, read anew: one read each of the recipes, the stock and the orders on their
 * way, whatever the number of recipes; a drink is available when one serving fits in what the open orders leave
 * (as placing an order checks, ADR 19).
 */
const readMenu = (ctx: RouteContext) => async (): Promise<RecipeWithAvailability[]> => {
  const [recipes, { stock, promised }] = await Promise.all([ctx.deps.recipes.list(), stockAndPromised(ctx)]);
  return menuWithAvailability(recipes.sort(byCategoryThenName), stock, promised);
};

export const recipesList: RouteDefinition = {
  name: 'recipes-list',
  methods: ['GET'],
  route: 'recipes',
  access: 'authenticated',
  async handler(ctx) {
    // Unchanged since the catalog's marker last moved: one point read (304 for a caller that names the ETag).
    return catalogList(ctx, menuScope(), readMenu(ctx));
  },
};

/** The same drink, as the menu lists it and as it is stored (the stored one has no availability). */
const sameDrink = (listed: RecipeWithAvailability, stored: Recipe) => {
  const { available, missingIngredients, ...recipe } = listed;
  void available;
  void missingIngredients;
  return isDeepStrictEqual(recipe, stored);
};

export const recipesGet: RouteDefinition = {
  name: 'recipes-get',
  methods: ['GET'],
  route: 'recipes/{id}',
  access: 'authenticated',
  async handler(ctx) {
    const at = addressOf(ctx);
    // A drink on the menu kept under the catalog's marker (one point read while unchanged) has the menu's availability,
    // which the marker keeps exact (ADR 19); its own version comes from one point read of the drink.
    const menu = await keptCatalogList(menuScope(), readMenu(ctx));
    const listed = menu.find((r) => r.id === at.id && (at.category === undefined || r.category === at.category));
    if (listed) {
      const stored = await ctx.deps.recipes.get(listed.id, listed.category);
      if (stored && sameDrink(listed, stored.item)) {
        return withEtag({ ...stored.item, available: listed.available, missingIngredients: listed.missingIngredients }, stored.etag);
      }
    }
    // Written since the marker was read (its move is on its way), or no such drink: read as it is now.
    const { item, etag } = await findRecipe(ctx.deps, at);
    const { stock, promised } = await stockAndPromised(ctx);
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
    const { stock, promised } = await stockAndPromised(ctx);
    const { item, etag } = await createRecipe(catalogPorts(ctx), ctx.principal, input, stock, config().TARGET_POUR_COST);
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
    const [current, { stock, promised }] = await Promise.all([findRecipe(ctx.deps, addressOf(ctx)), stockAndPromised(ctx)]);
    const saved = await replaceRecipe(catalogPorts(ctx), ctx.principal, current, input, stock, ifMatch(ctx));
    return withEtag(withMenuAvailability([saved.item], stock, promised)[0]!, saved.etag);
  },
};

export const recipesDelete: RouteDefinition = {
  name: 'recipes-delete',
  methods: ['DELETE'],
  route: 'recipes/{id}',
  access: ['bar_manager'],
  async handler(ctx) {
    await deleteRecipe(catalogPorts(ctx), ctx.principal, addressOf(ctx), ifMatch(ctx));
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
    const [current, { stock, promised }] = await Promise.all([findRecipe(ctx.deps, addressOf(ctx)), stockAndPromised(ctx)]);
    const saved = await setAvailability(catalogPorts(ctx), ctx.principal, current, isAvailable, ifMatch(ctx));
    return withEtag(withMenuAvailability([saved.item], stock, promised)[0]!, saved.etag);
  },
};

export const routes = [recipesList, recipesGet, recipesCreate, recipesReplace, recipesDelete, recipesPatchAvailability];
