import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import {
  DEFAULT_GUEST_STOCK_SHARE,
  MAX_OPEN_DRINKS_PER_GUEST,
  MAX_OPEN_ORDERS_PER_GUEST,
  MAX_ORDER_DRINKS,
  ORDERS_MORE_HEADER,
  QUEUE_COLUMN_LIMIT,
  messages,
  parseOmittedOrders,
  type InventoryItem,
  type Order,
  type RecipeWithAvailability,
} from '@bar/domain';
import { api, type Caller, type CallOptions } from '../support/api';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * The limits that keep one guest from burying the queue, on a stack of this suite's own with the limits as
 * shipped (the common stack raises the open-orders cap, as its suites leave many orders open).
 */
let child: ChildProcess;
let stack: StackInfo;
let dir: string;

const on = (options: CallOptions = {}): CallOptions => ({ ...options, stack });
const guest = (n: number) => `guest${String(n).padStart(2, '0')}` as Caller;

let drink: RecipeWithAvailability;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bar-limits-stack-'));
  ({ child, info: stack } = await startStackProcess({ DATA_DIR: dir, AUTH_MODE: 'oidc', OPEN_ORDERS_PER_GUEST: String(MAX_OPEN_ORDERS_PER_GUEST), OPEN_DRINKS_PER_GUEST: String(MAX_OPEN_DRINKS_PER_GUEST), GUEST_STOCK_SHARE: String(DEFAULT_GUEST_STOCK_SHARE) }));
  const item = await api<InventoryItem>('POST', '/inventory', on({ body: { name: 'Limits rum', category: 'spirit', quantity: 1_000_000, unit: 'ml', cost: 0.02 } }));
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', on({ body: { name: 'Limits daiquiri', category: 'cocktail', price: 10, ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }] } }));
  expect(recipe.status).toBe(201);
  drink = recipe.data;
}, 120_000);

afterAll(async () => {
  if (child) await stopStackProcess(child);
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const order = (as: Caller, quantity = 1, id: string = randomUUID()) => api<Order>('POST', '/orders', on({ as, body: { id, items: [{ recipeId: drink.id, quantity }] } }));
const mine = async (as: Caller) => (await api<Order[]>('GET', '/orders?role=customer', on({ as }))).data;

test(`a guest has at most ${MAX_OPEN_ORDERS_PER_GUEST} orders on the way; one more is refused with a clear message until one is served`, async () => {
  const placed: Order[] = [];
  for (let i = 0; i < MAX_OPEN_ORDERS_PER_GUEST; i++) {
    const res = await order('guest01');
    expect(res.status).toBe(201);
    placed.push(res.data);
  }
  const refused = await order('guest01');
  expect(refused.status).toBe(409);
  expect(refused.json?.error).toBe(messages.tooManyOpenOrders(MAX_OPEN_ORDERS_PER_GUEST));
  expect(await mine('guest01')).toHaveLength(MAX_OPEN_ORDERS_PER_GUEST);
  // A retry of an order already placed still gets it; another guest is not held back.
  const retry = await order('guest01', 1, placed[0]!.id);
  expect(retry.status).toBe(200);
  expect((await order('guest02')).status).toBe(201);

  // Ready for pickup still counts; served does not.
  for (const status of ['preparing', 'ready']) {
    expect((await api('PATCH', `/orders/${placed[0]!.id}/status?date=${placed[0]!.date}`, on({ as: 'bartender', body: { status } }))).status).toBe(200);
  }
  expect((await order('guest01')).status).toBe(409);
  await api('PATCH', `/orders/${placed[0]!.id}/status?date=${placed[0]!.date}`, on({ as: 'bartender', body: { status: 'served' } }));
  expect((await order('guest01')).status).toBe(201);
});

test(`an order holds at most ${MAX_ORDER_DRINKS} drinks in all, whatever the lines`, async () => {
  const half = Math.ceil((MAX_ORDER_DRINKS + 1) / 2);
  const res = await api<Order>('POST', '/orders', on({ as: 'guest03', body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity: half }, { recipeId: drink.id, quantity: MAX_ORDER_DRINKS + 1 - half }] } }));
  expect(res.status).toBe(400);
  expect(res.json?.error).toContain(messages.orderTooLarge);
  expect(await mine('guest03')).toHaveLength(0);
  expect((await order('guest03', MAX_ORDER_DRINKS)).status).toBe(201);
});

test(`a guest has at most ${MAX_OPEN_DRINKS_PER_GUEST} drinks on the way, all orders together, also in a burst of orders at once`, async () => {
  // Five orders of 8 at the same instant: at most 20 drinks get through, the rest are told why and what to do.
  const burst = await Promise.all(Array.from({ length: 5 }, () => order('guest90', 8)));
  const placed = burst.filter((r) => r.status === 201);
  const refused = burst.filter((r) => r.status !== 201);
  expect(placed).toHaveLength(2);
  expect(refused.map((r) => r.status)).toEqual([409, 409, 409]);
  expect(refused.map((r) => r.json?.error)).toEqual(refused.map(() => messages.tooManyOpenDrinks(16)));
  expect(refused[0]!.json?.error).toMatch(/Order at most 4 more now/);
  const open = await mine('guest90');
  expect(open.reduce((n, o) => n + o.items.reduce((m, l) => m + l.quantity, 0), 0)).toBe(16);
  // Four more fit; one more does not; another guest is not held back.
  expect((await order('guest90', 4)).status).toBe(201);
  const over = await order('guest90', 1);
  expect(over.status).toBe(409);
  expect(over.json?.error).toBe(messages.tooManyOpenDrinks(MAX_OPEN_DRINKS_PER_GUEST));
  expect((await order('guest91', 8)).status).toBe(201);
  // Served, an order's drinks stop counting.
  const first = placed[0]!.data;
  for (const status of ['preparing', 'ready', 'served']) {
    expect((await api('PATCH', `/orders/${first.id}/status?date=${first.date}`, on({ as: 'bartender', body: { status } }))).status).toBe(200);
  }
  expect((await order('guest90', 8)).status).toBe(201);
});

test('a burst of placements from one guest takes no more places than their open orders allow: the rest are refused at once, another guest is served', async () => {
  const burst = Array.from({ length: 40 }, () => order('guest92'));
  const theirs = order('guest93');
  const answers = await Promise.all(burst);
  expect((await theirs).status).toBe(201);
  expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_OPEN_ORDERS_PER_GUEST);
  // Refused while their first orders were being placed (429, asked to wait), or after (409, the open orders' cap).
  const refused = answers.filter((r) => r.status !== 201);
  expect(refused.every((r) => r.status === 429 || r.status === 409)).toBe(true);
  expect(refused.map((r) => r.status)).toContain(429);
  for (const r of refused.filter((x) => x.status === 429)) {
    expect(r.json?.error).toMatch(/^You already have \d+ orders? being placed\. Please wait/);
    expect(r.headers.get('retry-after')).toBe('2');
  }
  expect(await mine('guest92')).toHaveLength(MAX_OPEN_ORDERS_PER_GUEST);
});

test("one guest's order cannot take a drink off everyone's menu: at most half of what is left, the others still order it", async () => {
  const item = await api<InventoryItem>('POST', '/inventory', on({ body: { name: 'Limits islay', category: 'spirit', quantity: 840, unit: 'ml', cost: 0.2 } }));
  const neat = await api<RecipeWithAvailability>('POST', '/recipes', on({ body: { name: 'Limits islay neat', category: 'spirit', price: 12, ingredients: [{ inventoryItemId: item.data.id, quantity: 60, unit: 'ml' }] } }));
  expect(neat.status).toBe(201);
  const ask = (as: Caller, quantity: number) => api<Order>('POST', '/orders', on({ as, body: { id: randomUUID(), items: [{ recipeId: neat.data.id, quantity }] } }));
  const all = await ask('guest94', 14);
  expect(all.status).toBe(409);
  expect(all.json?.error).toBe(messages.guestShare('Limits islay neat', 'Limits islay'));
  expect((await ask('guest94', 7)).status).toBe(201);
  // Still on the menu for everyone else, and theirs to order.
  const menu = await api<RecipeWithAvailability[]>('GET', '/recipes', on({ as: 'guest95' }));
  expect(menu.data.find((r) => r.id === neat.data.id)?.available).toBe(true);
  expect((await ask('guest95', 3)).status).toBe(201);
  expect((await ask('guest94', 1)).status).toBe(409);
});

test(`the queue answer holds at most ${QUEUE_COLUMN_LIMIT} orders per column, the oldest, and counts the rest`, async () => {
  const before = (await api<Order[]>('GET', '/orders?role=bartender', on({ as: 'bartender' }))).data.filter((o) => o.status === 'pending').length;
  const wanted = QUEUE_COLUMN_LIMIT + 7 - before;
  // Guests 04 and up, each up to the cap.
  const guests = Array.from({ length: Math.ceil(wanted / MAX_OPEN_ORDERS_PER_GUEST) }, (_, i) => guest(4 + i));
  let left = wanted;
  for (const g of guests) {
    for (let k = 0; k < MAX_OPEN_ORDERS_PER_GUEST && left > 0; k++, left--) expect((await order(g)).status).toBe(201);
  }
  // Every open order of this stack, from each guest's own list.
  const everyGuest = Array.from({ length: 3 + guests.length }, (_, i) => guest(i + 1));
  const all = (await Promise.all(everyGuest.map(mine))).flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const queue = await api<Order[]>('GET', '/orders?role=bartender', on({ as: 'bartender' }));
  expect(queue.status).toBe(200);
  const pending = queue.data.filter((o) => o.status === 'pending');
  expect(pending).toHaveLength(QUEUE_COLUMN_LIMIT);
  expect(parseOmittedOrders(queue.headers.get(ORDERS_MORE_HEADER))).toMatchObject({ pending: 7 });
  // The oldest are the ones shown.
  const shown = new Set(pending.map((o) => o.id));
  const hidden = all.filter((o) => o.status === 'pending' && !shown.has(o.id));
  expect(hidden).toHaveLength(7);
  const newestShown = pending.map((o) => o.createdAt).sort().at(-1)!;
  expect(hidden.every((o) => o.createdAt >= newestShown)).toBe(true);
  // The other columns are all there.
  expect(queue.data.filter((o) => o.status !== 'pending')).toHaveLength(all.filter((o) => o.status !== 'pending').length);
}, 120_000);
