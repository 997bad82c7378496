/**
 * The inventory's use cases: create, change, set the quantity of, delete an item. Names are unique (domain's
 * nameKey), every change is conditional on the version the caller saw (If-Match, or the one just read) and
 * goes to the audit trail; an item a recipe uses is not deleted.
 */
import { ACTIVE_STATUSES, MAX_ALCOHOL_FREE_ABV, convertQuantity, messages, strengthOf, strongerProductProblem, roundQuantity, sameName, wholeUnitProblem, type InventoryItem, type InventoryItemInput, type InventoryItemReplace } from '@bar/domain';
import { isStaff, type Principal } from '../auth/principal';
import { audit, pick, type AuditAction, type AuditEntry } from '../audit/audit';
import type { Versioned } from '../data/store';
import type { StoredInventoryItem } from '../data/stock';
import { badRequest, conflict, isStale, notFound, preconditionRequired } from '../errors';
import { nameTaken, type Actor, type Address, type CatalogPorts } from './ports';

const AUDITED = ['name', 'category', 'quantity', 'unit', 'lowStockThreshold', 'cost', 'imageUrl'] as const;
const targetOf = (item: StoredInventoryItem) => ({ type: 'inventory' as const, id: item.id, name: item.name });

export const INVENTORY_NOT_FOUND = 'Inventory item not found';

/** A full update that sets the level must say which version it set it over: an echo of an old read would undo the stock taken since. */
export const ITEM_CHANGE_NEEDS_VERSION =
  'Changing an item needs the version you read (If-Match with its ETag, from GET /inventory/{id}), so that a change made meanwhile is not overwritten. Read it again and send its ETag, or set the level alone with PATCH {"quantity": n}.';

/** What a delete without the version it was read at is told (428). */
export const DELETE_NEEDS_VERSION =
  'Deleting an item needs the version you read (If-Match with its ETag, from GET /inventory/{id}), so that an item changed meanwhile is not deleted. Read it again and send its ETag.';

export const QUANTITY_NEEDS_VERSION =
  'Setting the quantity in a full update needs the version you read (If-Match with its ETag). Send it, leave quantity out to keep the level as it is, or set the level alone with PATCH {"quantity": n}.';

/** The item as the API shows it: without the bookkeeping. */
export function publicItem(item: StoredInventoryItem): InventoryItem {
  const { appliedOrders, takenShort, ...rest } = item;
  void appliedOrders;
  void takenShort;
  return rest;
}

/** What a guest's menu reads of an item (names and pictures of ingredients): no costs, stock levels or thresholds. */
export type GuestInventoryItem = Pick<InventoryItem, 'id' | 'name' | 'category' | 'unit' | 'imageUrl'>;

export function guestItem(item: InventoryItem): GuestInventoryItem {
  return { id: item.id, name: item.name, category: item.category, unit: item.unit, ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}) };
}

const byCategoryThenName = (a: InventoryItem, b: InventoryItem) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name);

/** What a caller sees of the stock: its list's scope (the guests' and the staff's lists are kept apart), the list, one item. */
export interface InventoryView {
  scope: 'inventory:staff' | 'inventory:guest';
  list(ports: { inventory: { list(): Promise<StoredInventoryItem[]> } }): Promise<Array<InventoryItem | GuestInventoryItem>>;
  item(item: StoredInventoryItem): InventoryItem | GuestInventoryItem;
}

/** Staff see every field but the bookkeeping; guests what the menu shows of an ingredient (costs, stock levels and thresholds are the staff's). */
export function inventoryViewOf(caller: Pick<Principal, 'personas'>): InventoryView {
  const staff = isStaff(caller);
  const item = (i: StoredInventoryItem) => (staff ? publicItem(i) : guestItem(i));
  return {
    scope: staff ? 'inventory:staff' : 'inventory:guest',
    item,
    list: async (ports) => {
      return (await ports.inventory.list()).sort(byCategoryThenName).map(item);
    },
  };
}

/** How often a quantity set without If-Match is tried again over a concurrent stock change. */
export const MAX_QUANTITY_ATTEMPTS = 5;

type Ports = Pick<CatalogPorts, 'dates' | 'inventory' | 'audit' | 'clock' | 'warn'>;

const record = (ports: Ports, actor: Actor, action: AuditAction, target: AuditEntry['target'], change: Pick<AuditEntry, 'before' | 'after'>) =>
  audit(ports.audit, actor, action, target, change, ports.warn, ports.clock(), ports.dates()[0]);

/** The item at an address (by id alone across categories when none is given); notFound when there is none. */
export async function findItem(ports: Pick<CatalogPorts, 'inventory'>, at: Address): Promise<Versioned<StoredInventoryItem>> {
  const found = at.category ? await ports.inventory.get(at.id, at.category) : await ports.inventory.findById(at.id);
  if (!found) throw notFound(INVENTORY_NOT_FOUND);
  return found;
}

async function assertNameFree(ports: Pick<CatalogPorts, 'inventory'>, name: string, exceptId?: string): Promise<void> {
  if (await nameTaken(ports.inventory, name, exceptId)) throw conflict(`An inventory item named '${name}' already exists`);
}

/**
 * A stock level set by hand is a count: an item counted whole (bottles of beer, wedges) holds a whole number of them.
 * (A level it holds already, a half bottle orders took, is no level set: a form sent back unchanged is not refused.)
 */
function assertWholeLevel(quantity: number | undefined, item: { name: string; unit: string }, current?: { quantity: number; unit: string }): void {
  if (quantity === undefined || (current && current.unit === item.unit && current.quantity === quantity)) return;
  const problem = wholeUnitProblem(quantity, item);
  if (problem) throw badRequest(`quantity: ${problem}`);
}

export async function createItem(ports: Ports & Pick<CatalogPorts, 'newId'>, actor: Actor, input: InventoryItemInput): Promise<Versioned<StoredInventoryItem>> {
  assertWholeLevel(input.quantity, input);
  await assertNameFree(ports, input.name);
  const now = ports.clock().toISOString();
  const saved = await ports.inventory.create({ ...input, id: ports.newId(), createdAt: now, updatedAt: now, appliedOrders: [] });
  await record(ports, actor, 'inventory.create', targetOf(saved.item), { after: pick(saved.item, AUDITED) });
  return saved;
}

/**
 * Writes the item at `at` as `change` makes it of the item as read. With If-Match only over that version; without,
 * a write lost to a stock change meanwhile (an order reaching Ready) is made again over the new version (a few
 * times at most), so that change is kept. Answers what was written and what it replaced.
 */
async function writeOverLatest(
  ports: Ports,
  at: Address,
  ifMatch: string | undefined,
  change: (current: StoredInventoryItem) => Promise<StoredInventoryItem> | StoredInventoryItem,
): Promise<{ saved: Versioned<StoredInventoryItem>; before: StoredInventoryItem; next: StoredInventoryItem }> {
  for (let attempt = 1; ; attempt++) {
    const current = await findItem(ports, at);
    const next = await change(current.item);
    try {
      return { saved: await ports.inventory.replace(current.item, next, ifMatch ?? current.etag), before: current.item, next };
    } catch (err) {
      if (ifMatch || attempt >= MAX_QUANTITY_ATTEMPTS || !isStale(err)) throw err;
    }
  }
}

/**
 * Writes the item anew from `input` (a new category moves it); the stock's bookkeeping stays (the markers of the
 * changes applied, what short deductions took), and so does the stock level when `input` leaves the quantity out:
 * the level as read at the write, not as the form loaded it. A quantity in `input` is taken only over the version
 * the caller names (If-Match): a body read before an order reached Ready and sent back whole would otherwise give
 * that order's stock back to the shelf.
 */
export async function replaceItem(ports: Ports & Pick<CatalogPorts, 'recipes' | 'menu'>, actor: Actor, at: Address, input: InventoryItemReplace, ifMatch?: string): Promise<Versioned<StoredInventoryItem>> {
  // (An item written back whole names the version it was read at, with its level or without: a form left open in
  // another tab would otherwise put back a threshold, a cost or a name changed since (ADR 69).)
  if (!ifMatch) throw preconditionRequired(input.quantity !== undefined ? QUANTITY_NEEDS_VERSION : ITEM_CHANGE_NEEDS_VERSION);
  const { saved, before, next } = await writeOverLatest(ports, at, ifMatch, async (current) => {
    assertWholeLevel(input.quantity, input, current);
    if (!sameName(input.name, current.name)) await assertNameFree(ports, input.name, current.id);
    // A new unit: every recipe must still be able to measure the item in it (a recipe's 2 pieces of olives cannot be
    // taken from grams), and the level kept is the same stock said in the new unit (700 ml is 0.7 l).
    const unitChanged = input.unit !== current.unit;
    if (unitChanged) {
      const lines = await ports.recipes.usingInventoryItem(current.id);
      const names = [...new Set(lines.filter((l) => convertQuantity(1, l.unit, input.unit) === null).map((l) => l.name))].sort();
      if (names.length > 0) throw conflict(messages.inventoryUnitInUse(input.unit, names));
      // (Nor while an order on its way holds it: it holds it in the unit it was ordered in, and a Ready would take 45 of
      // the new unit for 45 ml, a move back put them back so.)
      const { promised } = await ports.menu.stockAndPromised();
      const holding = promised.filter((o) => (ACTIVE_STATUSES as readonly string[]).includes(o.status) && (o.ingredients ?? []).some((i) => i.inventoryItemId === current.id && i.unit !== input.unit)).length;
      if (holding > 0) throw conflict(messages.inventoryUnitOnOpenOrders(input.unit, holding));
    }
    // A product made stronger than 0.5% ABV while drinks filed as alcohol-free use it: those drinks first (ADR 68).
    // (So is one whose strength a change leaves unrecorded while it is a spirit or a beer: 'Spiced Rum' with no ABV.)
    if (strengthened(current, input)) {
      const tooStrong = strongerProductProblem(input, await alcoholFreeUsers(ports, current.id));
      if (tooStrong) throw conflict(tooStrong);
    }
    // (... and so are what the form sent back unchanged: the threshold, the bottle's size and the cost of one unit.)
    const factor = unitChanged ? convertQuantity(1, current.unit, input.unit) : null;
    const inNewUnit = (value: number) => (factor === null ? value : roundQuantity(value * factor));
    const level = inNewUnit(current.quantity);
    const kept = factor === null ? {} : {
      ...(input.lowStockThreshold === current.lowStockThreshold ? { lowStockThreshold: inNewUnit(current.lowStockThreshold) } : {}),
      ...(input.cost === current.cost ? { cost: Math.round((current.cost / factor) * 1e10) / 1e10 } : {}),
      ...(input.bottleSize !== undefined && input.bottleSize === current.bottleSize ? { bottleSize: inNewUnit(current.bottleSize) } : {}),
    };
    const { appliedOrders = [], takenShort } = current;
    return {
      ...input,
      ...kept,
      quantity: input.quantity ?? level,
      id: current.id,
      createdAt: current.createdAt,
      updatedAt: ports.clock().toISOString(),
      appliedOrders,
      ...(takenShort ? { takenShort } : {}),
    };
  });
  // (Held to the drinks once more after the write: one filed alcohol-free may have taken this product in at the same
  // moment, after the check above; then this change is undone, its strength put back, and refused (ADR 74).)
  if (strengthened(before, next)) {
    const tooStrong = strongerProductProblem(next, await alcoholFreeUsers(ports, next.id));
    if (tooStrong) {
      await writeOverLatest(ports, { id: next.id, category: next.category }, undefined, (latest) => withStrengthOf(latest, before)).catch((err: Error) =>
        ports.warn(`A product made too strong for an alcohol-free drink could not be put back (${next.id}): ${err.message}`),
      );
      throw conflict(tooStrong);
    }
  }
  await record(ports, actor, 'inventory.update', targetOf(next), { before: pick(before, AUDITED), after: pick(next, AUDITED) });
  return saved;
}

/** Whether a change makes a product stronger than an alcohol-free drink may hold, where it was not (ADR 68). */
function strengthened(before: Parameters<typeof strengthOf>[0], next: Parameters<typeof strengthOf>[0]): boolean {
  const strength = strengthOf(next);
  return strength !== undefined && strength > MAX_ALCOHOL_FREE_ABV && strength !== strengthOf(before);
}

/** The names of the drinks filed alcohol-free that use an item, each once. */
async function alcoholFreeUsers(ports: Pick<CatalogPorts, 'recipes'>, itemId: string): Promise<string[]> {
  const lines = await ports.recipes.usingInventoryItem(itemId);
  return [...new Set(lines.filter((l) => l.category === 'alcohol-free').map((l) => l.name))];
}

/** The item as it is now, with the strength it had before a change: its ABV and its category put back. */
function withStrengthOf(latest: StoredInventoryItem, before: StoredInventoryItem): StoredInventoryItem {
  const { abv: _abv, ...rest } = latest;
  void _abv;
  return { ...rest, category: before.category, ...(before.abv !== undefined ? { abv: before.abv } : {}) };
}

/** Sets an item's quantity: an absolute level, set over the newest version unless If-Match names one. */
export async function setQuantity(ports: Ports, actor: Actor, at: Address, quantity: number, ifMatch?: string): Promise<Versioned<StoredInventoryItem>> {
  const { saved, before, next } = await writeOverLatest(ports, at, ifMatch, (current) => {
    assertWholeLevel(quantity, current, current);
    return { ...current, quantity, updatedAt: ports.clock().toISOString() };
  });
  await record(ports, actor, 'inventory.quantity', targetOf(next), { before: { quantity: before.quantity }, after: { quantity } });
  return saved;
}

/** Deletes an item no recipe uses (a conflict naming them otherwise), and any copy an interrupted move left. */
export async function deleteItem(ports: Ports & Pick<CatalogPorts, 'recipes'>, actor: Actor, at: Address, ifMatch?: string): Promise<void> {
  // Deleting is a whole write too: a stale list would otherwise delete a drink or an item changed since (ADR 69).
  if (!ifMatch) throw preconditionRequired(DELETE_NEEDS_VERSION);
  const { item } = await findItem(ports, at);
  const users = await ports.recipes.usingInventoryItem(item.id);
  const names = [...new Set(users.map((r) => r.name))].sort();
  if (names.length > 0) throw conflict(messages.inventoryInUse(names));
  await ports.inventory.remove(item, ifMatch);
  await record(ports, actor, 'inventory.delete', targetOf(item), { before: pick(item, AUDITED) });
}
