import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { accountOf, api } from '../support/api';

/**
 * A guest's orders, in every answer that gives them one (their list, one order, a placement and its retry), carry
 * the statuses, their times and a cancel's reason, and nothing of the bar's inside: not who on the staff moved or
 * cancelled it, nor the stock levels a move to ready recorded or a shortfall named. Staff see the whole order.
 */
async function drink() {
  const t = randomUUID().slice(0, 8);
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `View rum ${t}`, category: 'spirit', quantity: 1000, unit: 'ml', cost: 0.02 } });
  const recipe = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `View daiquiri ${t}`, category: 'cocktail', price: 8, ingredients: [{ inventoryItemId: item.data.id, quantity: 50, unit: 'ml' }] },
  });
  expect([item.status, recipe.status]).toEqual([201, 201]);
  return recipe.data;
}

/** A bartender's status change; a cancel names the version just read, as the queue's dialog does (ADR 67). */
const move = async (o: Order, body: Record<string, unknown>) => {
  const seen = body.status === 'cancelled' ? (await api<Order>('GET', `/orders/${o.id}?date=${o.date}`, { as: 'bartender' })).headers.get('etag')! : undefined;
  return api<Order>('PATCH', `/orders/${o.id}/status?date=${o.date}`, { as: 'bartender', body, headers: seen ? { 'If-Match': seen } : {} });
};

function expectGuestView(order: Order | undefined) {
  expect(order).toBeDefined();
  const text = JSON.stringify(order);
  expect(order!.history?.length ?? 0).toBeGreaterThan(0);
  for (const change of order!.history ?? []) {
    expect(change).not.toHaveProperty('by');
    expect(change).not.toHaveProperty('stock');
    expect(typeof change.at).toBe('string');
    expect(typeof change.to).toBe('string');
  }
  expect(order).not.toHaveProperty('shortfalls');
  expect(order!.cancellation ?? {}).not.toHaveProperty('by');
  expect(text).not.toContain(accountOf('bartender').oid);
  expect(text).not.toMatch(/"before"|"after"/);
}

test("a guest's order, read, listed and placed again, names no staff and no stock levels; staff see both", async () => {
  const recipe = await drink();
  const id = randomUUID();
  const placed = await api<Order>('POST', '/orders', { as: 'customer', body: { id, items: [{ recipeId: recipe.id, quantity: 1 }] } });
  expect(placed.status).toBe(201);
  expect((await move(placed.data, { status: 'preparing' })).status).toBe(200);
  const ready = await move(placed.data, { status: 'ready' });
  expect(ready.status).toBe(200);
  // Staff: who moved it and what left the stock.
  expect(ready.data.history?.at(-1)).toMatchObject({ by: { id: accountOf('bartender').oid }, stock: [expect.objectContaining({ before: expect.any(Number), after: expect.any(Number) })] });
  const staffRead = await api<Order>('GET', `/orders/${id}?date=${placed.data.date}`, { as: 'bartender' });
  expect(staffRead.data.history?.every((c) => c.by?.id)).toBe(true);

  const one = await api<Order>('GET', `/orders/${id}?date=${placed.data.date}`, { as: 'customer' });
  expect(one.status).toBe(200);
  expectGuestView(one.data);
  expect(one.data.history?.map((c) => c.to)).toEqual(['preparing', 'ready']);
  // The same version asked again: 304, no body.
  const again = await api<Order>('GET', `/orders/${id}?date=${placed.data.date}`, { as: 'customer', headers: { 'If-None-Match': one.headers.get('etag')! } });
  expect(again.status).toBe(304);

  const list = await api<Order[]>('GET', '/orders?view=all', { as: 'customer' });
  expectGuestView(list.data.find((o) => o.id === id));
  const dated = await api<Order[]>('GET', `/orders?view=all&date=${placed.data.date}`, { as: 'customer' });
  expectGuestView(dated.data.find((o) => o.id === id));

  // A retry of the placement answers with the order as it is now: the guest's view too.
  const retry = await api<Order>('POST', '/orders', { as: 'customer', body: { id, items: [{ recipeId: recipe.id, quantity: 1 }] } });
  expect(retry.status).toBe(200);
  expectGuestView(retry.data);
});

test("a cancelled order shows its guest the time and the reason, not who cancelled it", async () => {
  const recipe = await drink();
  const placed = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: recipe.id, quantity: 1 }] } });
  expect((await move(placed.data, { status: 'cancelled', reason: 'Guest left' })).status).toBe(200);
  const mine = await api<Order[]>('GET', '/orders?view=all', { as: 'customer' });
  const seen = mine.data.find((o) => o.id === placed.data.id);
  expectGuestView(seen);
  expect(seen!.cancellation).toEqual({ at: expect.any(String), reason: 'Guest left' });
  const staff = await api<Order[]>('GET', '/orders?view=all', { as: 'manager' });
  expect(staff.data.find((o) => o.id === placed.data.id)?.cancellation).toMatchObject({ by: { id: accountOf('bartender').oid }, reason: 'Guest left' });
});

test("a guest's list of another business date is empty and read without a query; staff's is read", async () => {
  const guest = await api<Order[]>('GET', '/orders?view=all&date=2020-01-01', { as: 'customer' });
  expect(guest.status).toBe(200);
  expect(guest.data).toEqual([]);
  expect(guest.headers.get('x-cosmos-requests')).toBe('0');
  const again = await api('GET', '/orders?view=all&date=2020-01-01', { as: 'customer', headers: { 'If-None-Match': guest.headers.get('etag')! } });
  expect(again.status).toBe(304);
  const staff = await api<Order[]>('GET', '/orders?view=all&date=2020-01-01', { as: 'manager' });
  expect(staff.status).toBe(200);
  expect(Number(staff.headers.get('x-cosmos-requests'))).toBeGreaterThan(0);
});
