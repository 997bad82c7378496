/**
 * The demo bar (domain/src/seed): what a first start of the local host, or a manager's "load the demo data", puts
 * into an empty bar. Idempotent: what already exists (by id) is left as it is.
 */
import { SEED_INVENTORY, SEED_RECIPES } from '@bar/domain/seed';
import { audit, type AuditLog } from '../audit/audit';
import type { Repositories } from '../data/repositories';
import { nameTaken, type Actor, type CatalogPorts } from './ports';

export interface SeedResult {
  inventoryCreated: number;
  recipesCreated: number;
  skipped: number;
}

async function createMissing<T extends { id: string }>(
  docs: readonly T[],
  exists: (doc: T) => Promise<boolean>,
  create: (doc: T) => Promise<unknown>,
): Promise<{ created: number; skipped: number }> {
  let created = 0;
  let skipped = 0;
  for (const doc of docs) {
    if (await exists(doc)) {
      skipped++;
    } else {
      await create(doc);
      created++;
    }
  }
  return { created, skipped };
}

/**
 * Seeds the demo bar. Idempotent: what already exists (by id) is left as it is, and so is a demo item or drink
 * whose name another one has already (the catalog's unique names: a manager's 'LONDON DRY GIN' keeps the demo's
 * 'London Dry Gin' out).
 */
export async function seedDemoBar(repos: Pick<CatalogPorts, 'inventory' | 'recipes'>, at: Date): Promise<SeedResult> {
  const now = at.toISOString();
  const inv = await createMissing(
    SEED_INVENTORY,
    async (i) => (await repos.inventory.get(i.id, i.category)) !== null || (await nameTaken(repos.inventory, i.name, i.id)),
    (i) => repos.inventory.create({ ...i, createdAt: now, updatedAt: now, appliedOrders: [] }),
  );
  const rec = await createMissing(
    SEED_RECIPES,
    async (r) => (await repos.recipes.get(r.id, r.category)) !== null || (await nameTaken(repos.recipes, r.name, r.id)),
    (r) => repos.recipes.create({ ...r, createdAt: now, updatedAt: now }),
  );
  return { inventoryCreated: inv.created, recipesCreated: rec.created, skipped: inv.skipped + rec.skipped };
}

/** What a manager's load of the demo bar works with. */
export interface DemoBarPorts extends Pick<CatalogPorts, 'inventory' | 'recipes'> {
  audit: Pick<AuditLog, 'record'>;
  clock(): Date;
  /** Today's business date (the audit record's). */
  today(): string;
  warn(message: string): void;
}

/** A manager loads the demo bar ("load the demo data"): seeded as above, and audited. */
export async function loadDemoBar(ports: DemoBarPorts, actor: Actor): Promise<SeedResult> {
  const now = ports.clock();
  const result = await seedDemoBar(ports, now);
  await audit(ports.audit, actor, 'init-data', { type: 'bar', id: 'demo-data', name: 'Demo bar data' }, { details: { ...result } }, ports.warn, now, ports.today());
  return result;
}

/** True when the bar has neither stock nor drinks: a first start. */
export async function isEmptyBar(repos: Pick<Repositories, 'inventory' | 'recipes'>): Promise<boolean> {
  const [items, recipes] = await Promise.all([repos.inventory.count(), repos.recipes.count()]);
  return items === 0 && recipes === 0;
}
