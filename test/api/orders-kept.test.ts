import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { ApiHost } from '../../scripts/stack/api-host';
import { api, tokenFor, type ApiResponse, type CallOptions } from '../support/api';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * Each API instance keeps today's orders under the date's change marker (docs/adr/0023-orders-kept-per-instance.md), so a
 * poll after its own write is one point read. These suites check that no poll, on any instance, ever answers a list
 * older than the last write acknowledged on any instance, and what a poll costs.
 *
 * A stack of their own (no other suite's orders move its markers, so the counts are exact) and a second API host
 * on the same local Cosmos DB: two instances, as Azure runs them.
 */
let stackChild: ChildProcess | undefined;
let dataDir: string;
const hosts: ApiHost[] = [];
let a: StackInfo;
let b: StackInfo;
let drink: RecipeWithAvailability;

async function secondHost(stack: StackInfo): Promise<StackInfo> {
  // The stack's own settings for its API (without the Functions runtime's two, which are not the local host's).
  const settings = JSON.parse(readFileSync(join(stack.dataDir, 'func', 'local.settings.json'), 'utf8')) as { Values: Record<string, string> };
  const { FUNCTIONS_WORKER_RUNTIME, AzureWebJobsStorage, ...values } = settings.Values;
  void FUNCTIONS_WORKER_RUNTIME;
  void AzureWebJobsStorage;
  const host = new ApiHost(
    { ...process.env, ...values, PORT: '0', HOST: '127.0.0.1', EXPOSE_COSMOS_REQUEST_COUNT: '1', SEED_ON_EMPTY: 'false', NODE_ENV: 'development' },
    () => undefined,
  );
  hosts.push(host);
  const port = await host.start();
  return { ...stack, appUrl: `http://127.0.0.1:${port}` };
}

const cosmos = (res: ApiResponse) => {
  const header = res.headers.get('x-cosmos-requests');
  if (header === null) throw new Error('X-Cosmos-Requests is missing');
  return Number(header);
};
const on = (stack: StackInfo, options: CallOptions = {}): CallOptions => ({ ...options, stack });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-kept-'));
  const { child, info } = await startStackProcess({ DATA_DIR: dataDir, AUTH_MODE: 'oidc', EXPOSE_COSMOS_REQUEST_COUNT: '1' });
  stackChild = child;
  a = info;
  // Signed in through the stack's provider for its app's address (the second host accepts the same tokens).
  await Promise.all((['customer', 'barstaff', 'bartender', 'manager'] as const).map((user) => tokenFor(user, a)));
  b = await secondHost(info);
  const item = await api<InventoryItem>('POST', '/inventory', on(a, { body: { name: `Kept rum ${randomUUID()}`, category: 'spirit', quantity: 1_000_000, unit: 'ml', cost: 0.02 } }));
  expect(item.status).toBe(201);
  const recipe = await api<RecipeWithAvailability>(
    'POST',
    '/recipes',
    on(a, { body: { name: `Kept daiquiri ${randomUUID()}`, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: item.data.id, quantity: 30, unit: 'ml' }] } }),
  );
  expect(recipe.status).toBe(201);
  drink = recipe.data;
}, 180_000);

afterAll(async () => {
  await Promise.all(hosts.map((h) => h.stop()));
  if (stackChild) await stopStackProcess(stackChild);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const place = (stack: StackInfo, as: 'customer' | 'barstaff' = 'customer') =>
  api<Order>('POST', '/orders', on(stack, { as, body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity: 1 }] } }));
const move = (stack: StackInfo, o: Order, status: string) =>
  api<Order>('PATCH', `/orders/${o.id}/status?date=${o.date}`, on(stack, { as: 'bartender', body: { status } }));
const queue = (stack: StackInfo, etag?: string) =>
  api<Order[]>('GET', '/orders?role=bartender', on(stack, { as: 'bartender', ...(etag ? { headers: { 'If-None-Match': etag } } : {}) }));
const mine = (stack: StackInfo, etag?: string) =>
  api<Order[]>('GET', '/orders?role=customer&view=all', on(stack, { as: 'customer', ...(etag ? { headers: { 'If-None-Match': etag } } : {}) }));
const statusIn = (res: ApiResponse<Order[]>, id: string) => res.data.find((o) => o.id === id)?.status;

describe('orders kept per instance under the change marker', () => {
  test("a poll right after this instance's own write is one point read, and shows the write", async () => {
    // The date's first order writes its marker (a write that read no marker is not followed into the copy).
    expect((await place(a)).status).toBe(201);
    let q = await queue(a);
    let g = await mine(a);
    const placed = await place(a);
    expect(placed.status).toBe(201);
    const order = placed.data;

    const afterPlace = await queue(a, q.headers.get('etag')!);
    expect(afterPlace.status).toBe(200);
    expect(statusIn(afterPlace, order.id)).toBe('pending');
    expect(cosmos(afterPlace)).toBe(1);
    q = afterPlace;
    const guestAfterPlace = await mine(a, g.headers.get('etag')!);
    expect(statusIn(guestAfterPlace, order.id)).toBe('pending');
    expect(cosmos(guestAfterPlace)).toBe(1);
    g = guestAfterPlace;

    for (const status of ['preparing', 'ready', 'served'] as const) {
      expect((await move(a, order, status)).status).toBe(200);
      const shown = status === 'served' ? 'completed' : status;
      const polled = await queue(a, q.headers.get('etag')!);
      expect(polled.status).toBe(200);
      expect(cosmos(polled)).toBe(1);
      expect(statusIn(polled, order.id)).toBe(status === 'served' ? undefined : shown);
      q = polled;
      const guest = await mine(a, g.headers.get('etag')!);
      expect(guest.status).toBe(200);
      expect(cosmos(guest)).toBe(1);
      expect(statusIn(guest, order.id)).toBe(shown);
      g = guest;
    }
    // Nothing changed since: 304, one point read.
    const again = await queue(a, q.headers.get('etag')!);
    expect(again.status).toBe(304);
    expect(cosmos(again)).toBe(1);
  });

  test('a write through another instance is seen by the next poll of this one, step by step, never an older list', async () => {
    // Both instances keep a copy of the date first.
    let qa = await queue(a);
    let qb = await queue(b);
    let ga = await mine(a);
    let gb = await mine(b);
    const order = (await place(b)).data;
    const steps: Array<[StackInfo, string, Order['status']]> = [
      [a, 'preparing', 'preparing'],
      [b, 'ready', 'ready'],
      [a, 'served', 'completed'],
    ];
    const check = async (expected: Order['status'] | undefined, guestExpected: Order['status']) => {
      // With and without the last ETag, on both instances: every answer shows the last write.
      for (const [stack, etag, set] of [
        [a, qa.headers.get('etag')!, (r: ApiResponse<Order[]>) => (qa = r)],
        [b, qb.headers.get('etag')!, (r: ApiResponse<Order[]>) => (qb = r)],
      ] as const) {
        const polled = await queue(stack, etag);
        expect(polled.status).toBe(200);
        expect(statusIn(polled, order.id)).toBe(expected);
        set(polled);
        expect(statusIn(await queue(stack), order.id)).toBe(expected);
      }
      for (const [stack, etag, set] of [
        [a, ga.headers.get('etag')!, (r: ApiResponse<Order[]>) => (ga = r)],
        [b, gb.headers.get('etag')!, (r: ApiResponse<Order[]>) => (gb = r)],
      ] as const) {
        const polled = await mine(stack, etag);
        expect(polled.status).toBe(200);
        expect(statusIn(polled, order.id)).toBe(guestExpected);
        set(polled);
      }
    };
    await check('pending', 'pending');
    for (const [stack, status, shown] of steps) {
      expect((await move(stack, order, status)).status).toBe(200);
      await check(shown === 'completed' ? undefined : shown, shown);
    }
  });

  test('an order placed on one instance between two polls of the other shows in the next poll, with its guest only', async () => {
    const before = await mine(a);
    const theirs = (await place(b, 'barstaff')).data;
    const ours = (await place(b)).data;
    const polled = await mine(a, before.headers.get('etag')!);
    expect(polled.status).toBe(200);
    expect(polled.data.map((o) => o.id)).toContain(ours.id);
    expect(polled.data.map((o) => o.id)).not.toContain(theirs.id);
    const q = await queue(a);
    expect(q.data.map((o) => o.id)).toEqual(expect.arrayContaining([ours.id, theirs.id]));
  });

  test("this instance's write after another instance's: the next poll has both (the copy follows only a write that found it current)", async () => {
    const before = await queue(a);
    const other = (await place(b)).data;
    const own = (await place(a)).data;
    const polled = await queue(a, before.headers.get('etag')!);
    expect(polled.status).toBe(200);
    expect(polled.data.map((o) => o.id)).toEqual(expect.arrayContaining([other.id, own.id]));
    // And the same after a move on each, in that order.
    expect((await move(b, other, 'preparing')).status).toBe(200);
    expect((await move(a, own, 'preparing')).status).toBe(200);
    const moved = await queue(a, polled.headers.get('etag')!);
    expect(statusIn(moved, other.id)).toBe('preparing');
    expect(statusIn(moved, own.id)).toBe('preparing');
  });

  test('a poll after the order was moved back on another instance shows it back', async () => {
    const order = (await place(a)).data;
    let q = await queue(a);
    const started = await move(b, order, 'preparing');
    expect(started.status).toBe(200);
    q = await queue(a, q.headers.get('etag')!);
    expect(statusIn(q, order.id)).toBe('preparing');
    const back = await api<Order>(
      'PATCH',
      `/orders/${order.id}/status?date=${order.date}`,
      on(b, { as: 'bartender', body: { status: 'pending', direction: 'back' }, headers: { 'If-Match': started.headers.get('etag')! } }),
    );
    expect(back.status).toBe(200);
    const polled = await queue(a, q.headers.get('etag')!);
    expect(polled.status).toBe(200);
    expect(statusIn(polled, order.id)).toBe('pending');
  });
});
