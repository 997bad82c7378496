import { INVENTORY_CATEGORIES, inventoryItemInputSchema, inventoryItemReplaceSchema, quantityPatchSchema } from '@bar/domain';
import { createItem, deleteItem, findItem, inventoryViewOf, publicItem, replaceItem, setQuantity } from '../catalog/inventory';
import type { Address } from '../catalog/ports';
import { catalogList } from '../http/catalog-list';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody, pathParam, queryEnum } from '../http/validate';
import { ifMatch, withEtag } from '../http/etag';
import { catalogPorts } from './ports';

/** The item addressed by id and ?category= (without a category it is looked up across partitions). */
const addressOf = (ctx: RouteContext): Address => ({ id: pathParam(ctx.params, 'id'), category: queryEnum(ctx.query, 'category', INVENTORY_CATEGORIES) });

export const inventoryList: RouteDefinition = {
  name: 'inventory-list',
  methods: ['GET'],
  route: 'inventory',
  access: 'authenticated',
  async handler(ctx) {
    // What the caller may see of the stock (catalog/inventory.ts), kept per view under the catalog's marker.
    const view = inventoryViewOf(ctx.principal);
    return catalogList(ctx, view.scope, () => view.list(ctx.deps));
  },
};

export const inventoryGet: RouteDefinition = {
  name: 'inventory-get',
  methods: ['GET'],
  route: 'inventory/{id}',
  access: 'authenticated',
  async handler(ctx) {
    const { item, etag } = await findItem(ctx.deps, addressOf(ctx));
    return withEtag(inventoryViewOf(ctx.principal).item(item), etag);
  },
};

export const inventoryCreate: RouteDefinition = {
  name: 'inventory-create',
  methods: ['POST'],
  route: 'inventory',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(inventoryItemInputSchema, ctx.body);
    const { item, etag } = await createItem(catalogPorts(ctx), ctx.principal, input);
    return { ...withEtag(publicItem(item), etag), status: 201 };
  },
};

export const inventoryReplace: RouteDefinition = {
  name: 'inventory-replace',
  methods: ['PUT'],
  route: 'inventory/{id}',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(inventoryItemReplaceSchema, ctx.body);
    const saved = await replaceItem(catalogPorts(ctx), ctx.principal, addressOf(ctx), input, ifMatch(ctx));
    return withEtag(publicItem(saved.item), saved.etag);
  },
};

export const inventoryPatchQuantity: RouteDefinition = {
  name: 'inventory-patch-quantity',
  methods: ['PATCH'],
  route: 'inventory/{id}',
  access: ['bartender', 'bar_manager'],
  async handler(ctx) {
    const { quantity } = parseBody(quantityPatchSchema, ctx.body);
    const saved = await setQuantity(catalogPorts(ctx), ctx.principal, addressOf(ctx), quantity, ifMatch(ctx));
    return withEtag(publicItem(saved.item), saved.etag);
  },
};

export const inventoryDelete: RouteDefinition = {
  name: 'inventory-delete',
  methods: ['DELETE'],
  route: 'inventory/{id}',
  access: ['bar_manager'],
  async handler(ctx) {
    await deleteItem(catalogPorts(ctx), ctx.principal, addressOf(ctx), ifMatch(ctx));
    return { status: 204 };
  },
};

export const routes = [inventoryList, inventoryGet, inventoryCreate, inventoryReplace, inventoryPatchQuantity, inventoryDelete];
