// Placing orders at rush hour, at the data layer, against the real local Cosmos server with the app's own client:
// a batch of orders is written only if no other order was placed since its check (the date's reservations
// marker), while bartenders moving orders never make a guest's order check again; every placement and move still
// moves the marker that polls compare.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTIVE_STATUSES, type Order } from '@bar/domain';
import { LOCAL_COSMOS_KEY, LocalCosmos } from '../../scripts/stack/cosmos';
import type * as RepositoriesModule from '../../api/src/data/repositories';

type Repositories = typeof RepositoriesModule;

const dir = mkdtempSync(join(tmpdir(), 'bar-placement-'));
const cosmos = new LocalCosmos(dir);
let data: Repositories;
let orders: InstanceType<Repositories['OrdersRepository']>;
const DATE = '2026-11-27';

beforeAll(async () => {
  await cosmos.start(0);
  Object.assign(process.env, {
    COSMOS_ENDPOINT: cosmos.endpoint,
    COSMOS_KEY: LOCAL_COSMOS_KEY,
    COSMOS_ALLOW_SELF_SIGNED: 'true',
    COSMOS_PROVISION: 'true',
    AUTH_MODE: 'dev',
    // Not used here; the settings ask for one.
    AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true',
  });
  const { ensureProvisioned } = await import('../../api/src/data/cosmos');
  await ensureProvisioned();
  data = await import('../../api/src/data/repositories');
  // Today is the day after DATE, as when these orders were placed the night before.
  orders = new data.OrdersRepository(() => '2026-11-28');
}, 60_000);

afterAll(async () => {
  await cosmos.stop();
  rmSync(dir, { recursive: true, force: true });
});

function order(overrides: Partial<Order> = {}): Order {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    date: DATE,
    items: [{ recipeId: 'mojito', recipeName: 'Mojito', quantity: 1, price: 12 }],
    status: 'pending',
    totalPrice: 12,
    customerId: 'guest-1',
    customerName: 'Guest',
    createdAt: now,
    updatedAt: now,
    ingredients: [{ inventoryItemId: 'white-rum', name: 'White rum', category: 'spirit', quantity: 60, unit: 'ml' }],
    stockDeducted: false,
    ...overrides,
  };
}

const reservations = async () => (await orders.openOrders([DATE], ACTIVE_STATUSES)).reservations.get(DATE) ?? null;

test('a group of orders is written in one batch, and the poll marker moves with it', async () => {
  const before = await orders.version(DATE);
  const group = [order(), order({ customerId: 'guest-2' }), order({ customerId: 'guest-3' })];
  const written = await orders.createMany(group, await reservations());
  expect(written.map((w) => w.item.id)).toEqual(group.map((o) => o.id));
  for (const o of group) expect((await orders.get(o.id, DATE))?.item.customerId).toBe(o.customerId);
  expect(await orders.version(DATE)).not.toBe(before);
  // The markers are never handed out as orders.
  const open = await orders.openOrders([DATE], ACTIVE_STATUSES);
  expect(open.orders.every((o) => !o.id.startsWith('~'))).toBe(true);
  expect((await orders.restoreTarget().keys()).every((o) => !o.id.startsWith('~'))).toBe(true);
});

test('a bartender moving an order meanwhile does not make a placement check again; the poll marker still moves', async () => {
  const first = (await orders.createMany([order()], await reservations()))[0]!;
  const seen = await reservations();
  const pollBefore = await orders.version(DATE);
  await orders.replace({ ...first.item, status: 'preparing' }, first.etag);
  expect(await orders.version(DATE)).not.toBe(pollBefore);
  // The check made before the move still stands: the move took nothing the check counted on.
  const placed = await orders.createMany([order()], seen);
  expect(placed).toHaveLength(1);
});

test('another placement meanwhile makes a placement check again, and nothing of it is written', async () => {
  const seen = await reservations();
  await orders.createMany([order()], seen);
  const late = order();
  await expect(orders.createMany([late], seen)).rejects.toMatchObject({ kind: 'stale', message: data.ORDERS_MOVED });
  expect(await orders.get(late.id, DATE)).toBeNull();
});

test('the first order of a date creates its reservations marker; two first orders at once: one of them checks again', async () => {
  const date = '2026-11-28';
  const a = order({ date });
  const b = order({ date });
  expect((await orders.openOrders([date], ACTIVE_STATUSES)).reservations.get(date)).toBeNull();
  const results = await Promise.allSettled([orders.createMany([a], null), orders.createMany([b], null)]);
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
  expect(refused.reason).toMatchObject({ kind: 'stale', message: data.ORDERS_MOVED });
});

test('an id that exists already is a 409 conflict (the caller answers a retry with the order it placed)', async () => {
  const placed = (await orders.createMany([order()], await reservations()))[0]!;
  await expect(orders.createMany([{ ...placed.item }], await reservations())).rejects.toMatchObject({ kind: 'exists' });
});

test('a write from elsewhere (a restore, a repair) moves the reservations marker too', async () => {
  const seen = await reservations();
  await orders.restoreTarget().upsert(order() as unknown as Record<string, unknown> & { id: string });
  await expect(orders.createMany([order()], seen)).rejects.toMatchObject({ kind: 'stale', message: data.ORDERS_MOVED });
});
