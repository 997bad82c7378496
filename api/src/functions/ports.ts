/*
 * The use cases' ports over a request's dependencies (ctx.deps), for the areas whose ports several handler
 * modules build: the one module of functions/ a handler imports (lint: the handlers' zone in eslint.config.mjs).
 */
import { randomUUID } from 'node:crypto';
import type { CatalogPorts } from '../catalog/ports';
import type { RouteContext } from '../http/route';
import type { ImagesPorts } from '../images/images';

/** The catalog's use cases over this request's dependencies. */
export function catalogPorts(ctx: RouteContext): CatalogPorts {
  const { inventory, recipes, orders, audit, clock, dates, menu, settings } = ctx.deps;
  return { inventory, recipes, orders, audit, clock, newId: randomUUID, dates, warn: (m) => ctx.invocation.warn(m), menu, targetPourCost: settings.targetPourCost };
}

/** The images' use cases over this request's dependencies. */
export async function imagesPorts(ctx: RouteContext): Promise<ImagesPorts> {
  const { recipes, inventory, audit, clock, today } = ctx.deps;
  return {
    images: await ctx.deps.images(),
    references: async () => (await Promise.all([recipes.imageUrls(), inventory.imageUrls()])).flat(),
    audit,
    clock,
    today,
    warn: (m) => ctx.invocation.warn(m),
  };
}
