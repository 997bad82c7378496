import { randomUUID } from 'node:crypto';
import {
  INVENTORY_CATEGORIES,
  inventoryItemInputSchema,
  messages,
  quantityPatchSchema,
  sameName,
  type InventoryItem,
} from '@bar/domain';
import { catalogList } from '../http/catalog-list';
import type { InventoryRepository } from '../data/repositories';
import { conflict, notFound } from '../http/errors';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody, pathParam, queryEnum } from '../http/validate';
import { ifMatch, withEtag } from '../http/etag';
import { isStale } from '../errors';
import { guestItem, publicItem, type StoredInventoryItem } from '../data/stock';
import { isStaff } from './orders';
import { audit, pick } from '../audit/audit';

const AUDITED = ['name', 'category', 'quantity', 'unit', 'lowStockThreshold', 'cost', 'imageUrl'] as const;
const targetOf = (item: InventoryItem) => ({ type: 'inventory' as const, id: item.id, name: item.name });

const NOT_FOUND = 'Inventory item not found';

/** The item addressed by id and ?category=; without a category it is looked up across partitions. */
export async function loadInventoryItem(ctx: RouteContext) {
  const id = pathParam(ctx.params, 'id');
  const category = queryEnum(ctx.query, 'category', INVENTORY_CATEGORIES);
  const { inventory } = ctx.deps;
  const found = category ? await inventory.get(id, category) : await inventory.findById(id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

async function assertNameFree(inventory: InventoryRepository, name: string, exceptId?: string) {
  const same = await inventory.findByName(name);
  if (same.some((i) => i.id !== exceptId)) throw conflict(`An inventory item named '${name}' already exists`);
}

const byCategoryThenName = (a: InventoryItem, b: InventoryItem) =>
  a.category.localeCompare(b.category) || a.name.localeCompare(b.name);

export const inventoryList: RouteDefinition = {
  name: 'inventory-list',
  methods: ['GET'],
  route: 'inventory',
  access: 'authenticated',
  async handler(ctx) {
    // Guests see what the menu shows of an ingredient; costs, stock levels and thresholds are the staff's.
    const staff = isStaff(ctx.principal);
    return catalogList(ctx, staff ? 'inventory:staff' : 'inventory:guest', async () => {
      const items = (await ctx.deps.inventory.list()).sort(byCategoryThenName);
      return staff ? items.map(publicItem) : items.map(guestItem);
    });
  },
};

export const inventoryGet: RouteDefinition = {
  name: 'inventory-get',
  methods: ['GET'],
  route: 'inventory/{id}',
  access: 'authenticated',
  async handler(ctx) {
    const { item, etag } = await loadInventoryItem(ctx);
    return withEtag(isStaff(ctx.principal) ? publicItem(item) : guestItem(item), etag);
  },
};

export const inventoryCreate: RouteDefinition = {
  name: 'inventory-create',
  methods: ['POST'],
  route: 'inventory',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(inventoryItemInputSchema, ctx.body);
    await assertNameFree(ctx.deps.inventory, input.name);
    const now = ctx.deps.clock().toISOString();
    const { item, etag } = await ctx.deps.inventory.create({
      ...input,
      id: randomUUID(),
      createdAt: now,
      updatedAt: now,
      appliedOrders: [],
    });
    await audit(ctx.deps.audit, ctx.principal, 'inventory.create', targetOf(item), { after: pick(item, AUDITED) }, ctx.invocation.warn);
    return { ...withEtag(publicItem(item), etag), status: 201 };
  },
};

export const inventoryReplace: RouteDefinition = {
  name: 'inventory-replace',
  methods: ['PUT'],
  route: 'inventory/{id}',
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(inventoryItemInputSchema, ctx.body);
    const current = await loadInventoryItem(ctx);
    const etag = ifMatch(ctx) ?? current.etag;
    if (!sameName(input.name, current.item.name)) await assertNameFree(ctx.deps.inventory, input.name, current.item.id);
    const next: StoredInventoryItem = {
      ...input,
      id: current.item.id,
      createdAt: current.item.createdAt,
      updatedAt: ctx.deps.clock().toISOString(),
      appliedOrders: current.item.appliedOrders ?? [],
    };
    // A new category is a new partition: the repository moves the item, safely (or not at all).
    const saved = await ctx.deps.inventory.replace(current.item, next, etag);
    await audit(ctx.deps.audit, ctx.principal, 'inventory.update', targetOf(next), { before: pick(current.item, AUDITED), after: pick(next, AUDITED) }, ctx.invocation.warn);
    return withEtag(publicItem(saved.item), saved.etag);
  },
};

const MAX_PATCH_ATTEMPTS = 5;

export const inventoryPatchQuantity: RouteDefinition = {
  name: 'inventory-patch-quantity',
  methods: ['PATCH'],
  route: 'inventory/{id}',
  access: ['bartender', 'bar_manager'],
  async handler(ctx) {
    const { quantity } = parseBody(quantityPatchSchema, ctx.body);
    const requested = ifMatch(ctx);
    for (let attempt = 1; ; attempt++) {
      const current = await loadInventoryItem(ctx);
      const next = { ...current.item, quantity, updatedAt: ctx.deps.clock().toISOString() };
      try {
        const saved = await ctx.deps.inventory.replace(current.item, next, requested ?? current.etag);
        await audit(ctx.deps.audit, ctx.principal, 'inventory.quantity', targetOf(next), { before: { quantity: current.item.quantity }, after: { quantity } }, ctx.invocation.warn);
        return withEtag(publicItem(saved.item), saved.etag);
      } catch (err) {
        // Without If-Match the caller sets an absolute quantity: retry over a concurrent stock deduction.
        if (requested || attempt >= MAX_PATCH_ATTEMPTS || !isStale(err)) throw err;
      }
    }
  },
};

export const inventoryDelete: RouteDefinition = {
  name: 'inventory-delete',
  methods: ['DELETE'],
  route: 'inventory/{id}',
  access: ['bar_manager'],
  async handler(ctx) {
    const { item, etag } = await loadInventoryItem(ctx);
    const users = await ctx.deps.recipes.usingInventoryItem(item.id);
    const names = [...new Set(users.map((r) => r.name))].sort();
    if (names.length > 0) throw conflict(messages.inventoryInUse(names));
    // A copy left in another category by an interrupted move goes too.
    await ctx.deps.inventory.remove(item, ifMatch(ctx) ?? etag);
    await audit(ctx.deps.audit, ctx.principal, 'inventory.delete', targetOf(item), { before: pick(item, AUDITED) }, ctx.invocation.warn);
    return { status: 204 };
  },
};

export const routes = [inventoryList, inventoryGet, inventoryCreate, inventoryReplace, inventoryPatchQuantity, inventoryDelete];
