import { RECIPE_CATEGORIES, availabilityPatchSchema, recipeInputSchema } from '@bar/domain';
import { createRecipe, deleteRecipe, findRecipe, replaceRecipe, setAvailability } from '../catalog/recipes';
import type { Address } from '../catalog/ports';
import { catalogList } from '../http/catalog-list';
import { ifMatch, withEtag } from '../http/etag';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody, pathParam, queryEnum } from '../http/validate';
import { catalogPorts } from './ports';

/** The recipe addressed by id and ?category= (without a category it is looked up across partitions). */
const addressOf = (ctx: RouteContext): Address => ({ id: pathParam(ctx.params, 'id'), category: queryEnum(ctx.query, 'category', RECIPE_CATEGORIES) });

export const recipesList: RouteDefinition = {
  name: 'recipes-list',
  methods: ['GET'],
  route: 'recipes',
  access: 'authenticated',
  async handler(ctx) {
    // Unchanged since the catalog's marker last moved: one point read (304 for a caller that names the ETag).
    return catalogList(ctx, ctx.deps.menu.scope(), () => ctx.deps.menu.read());
  },
};

export const recipesGet: RouteDefinition = {
  name: 'recipes-get',
  methods: ['GET'],
  route: 'recipes/{id}',
  access: 'authenticated',
  async handler(ctx) {
    // From the menu kept under the catalog's marker while the drink is unchanged (orders/menu-stock.ts).
    const at = addressOf(ctx);
    const { item, etag } = await ctx.deps.menu.drink(at, () => findRecipe(ctx.deps, at));
    return withEtag(item, etag);
  },
};

export const recipesCreate: RouteDefinition = {
  name: 'recipes-create',
  methods: ['POST'],
  route: 'recipes',
  access: ['bar_manager'],
  async handler(ctx) {
    const { item, etag } = await createRecipe(catalogPorts(ctx), ctx.principal, parseBody(recipeInputSchema, ctx.body));
    return { ...withEtag(item, etag), status: 201 };
  },
};

export const recipesReplace: RouteDefinition = {
  name: 'recipes-replace',
  methods: ['PUT'],
  route: 'recipes/{id}',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(recipeInputSchema, ctx.body);
    const { item, etag } = await replaceRecipe(catalogPorts(ctx), ctx.principal, addressOf(ctx), input, ifMatch(ctx));
    return withEtag(item, etag);
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
    const { item, etag } = await setAvailability(catalogPorts(ctx), ctx.principal, addressOf(ctx), isAvailable, ifMatch(ctx));
    return withEtag(item, etag);
  },
};

export const routes = [recipesList, recipesGet, recipesCreate, recipesReplace, recipesDelete, recipesPatchAvailability];
