import { randomUUID } from 'node:crypto';
import { messages, type InventoryItem, type Order, type RecipeWithAvailability, type SalesReport } from '@bar/domain';
import { accountOf, api } from '../support/api';

/**
 * Staff cancel an order on its way (ADR order-cancel): the stock it was promised is free at once (the menu shows
 * the drink again, the next guest gets it), the order is final, audited, out of the sales and counted apart, and
 * the guest sees it as cancelled by the bar with the reason.
 */
async function twoServings() {
  const t = randomUUID().slice(0, 8);
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Cancel lime ${t}`, category: 'garnish', quantity: 2, unit: 'piece', cost: 0.1 } });
  const drink = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Cancel smash ${t}`, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: item.data.id, quantity: 1, unit: 'piece' }] },
  });
  expect([item.status, drink.status]).toEqual([201, 201]);
  return { item: item.data, drink: drink.data };
}

const order = (as: 'customer' | 'newcomer' | 'barstaff', recipeId: string) =>
  api<Order>('POST', '/orders', { as, body: { id: randomUUID(), items: [{ recipeId, quantity: 1 }] } });
/** The order's version as the staff see it now: what a cancel names in If-Match. */
const seenNow = async (o: Order) => (await api<Order>('GET', `/orders/${o.id}?date=${o.date}`, { as: 'manager' })).headers.get('etag')!;
/** A status change as the staff's screen sends it: a cancel names the version just read (ADR 67) unless told otherwise. */
const patch = async (o: Order, body: Record<string, unknown>, as: 'bartender' | 'manager' | 'customer' = 'bartender', headers: Record<string, string> = {}) => {
  const seen: Record<string, string> = body.status === 'cancelled' && !('If-Match' in headers) ? { 'If-Match': await seenNow(o) } : {};
  return api<Order>('PATCH', `/orders/${o.id}/status?date=${o.date}`, { as, body, headers: { ...seen, ...headers } });
};
const sendAsIs = (o: Order, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api<Order>('PATCH', `/orders/${o.id}/status?date=${o.date}`, { as: 'bartender', body, headers });
const onMenu = async (id: string, headers: Record<string, string> = {}) => {
  const res = await api<RecipeWithAvailability[]>('GET', '/recipes', { as: 'newcomer', headers });
  return { res, drink: res.status === 200 ? res.data.find((r) => r.id === id) : undefined };
};

test('a cancelled order frees its promised stock at once: the menu shows the drink again and the next guest gets it', async () => {
  const { drink } = await twoServings();
  const first = await order('customer', drink.id);
  const second = await order('customer', drink.id);
  expect([first.status, second.status]).toEqual([201, 201]);
  const menu = await onMenu(drink.id);
  expect(menu.drink?.available).toBe(false);
  const refused = await order('newcomer', drink.id);
  expect(refused.status).toBe(409);
  expect(refused.json?.error).toBe(messages.unavailable(drink.name));

  // Guests never cancel, not even their own order.
  expect((await patch(first.data, { status: 'cancelled' }, 'customer')).status).toBe(403);

  const cancelled = await patch(first.data, { status: 'cancelled', reason: '  Guest   left ' });
  expect(cancelled.status).toBe(200);
  expect(cancelled.headers.get('etag')).toBeTruthy();
  expect(cancelled.data).toMatchObject({ status: 'cancelled', stockDeducted: false, cancellation: { by: { id: accountOf('bartender').oid }, reason: 'Guest left' } });
  // A retry (its answer was lost) answers the same.
  const retry = await patch(first.data, { status: 'cancelled', reason: 'Guest left' });
  expect(retry.status).toBe(200);
  expect(retry.data).toEqual(cancelled.data);

  // The menu, even asked with the ETag it had, shows the drink again; the next guest's order is accepted.
  const after = await onMenu(drink.id, { 'If-None-Match': menu.res.headers.get('etag')! });
  expect(after.res.status).toBe(200);
  expect(after.drink?.available).toBe(true);
  expect((await order('newcomer', drink.id)).status).toBe(201);

  // The guest sees it among their orders, cancelled by the bar with the reason; the queue no longer has it.
  const mine = await api<Order[]>('GET', '/orders?role=customer&view=all', { as: 'customer' });
  expect(mine.data.find((o) => o.id === first.data.id)).toMatchObject({ status: 'cancelled', cancellation: { reason: 'Guest left' } });
  const queue = await api<Order[]>('GET', '/orders', { as: 'bartender' });
  expect(queue.data.some((o) => o.id === first.data.id)).toBe(false);
  const all = await api<Order[]>('GET', '/orders?view=all', { as: 'manager' });
  expect(all.data.find((o) => o.id === first.data.id)?.status).toBe('cancelled');
  const list = await api<Order[]>('GET', '/orders?view=cancelled', { as: 'manager' });
  expect(list.data.map((o) => o.status)).toEqual(list.data.map(() => 'cancelled'));
  expect(list.data.some((o) => o.id === first.data.id)).toBe(true);
});

test('a cancel names the version the bartender saw: 428 without it, 412 when the order moved since; nothing changes, the stock stays promised', async () => {
  const { drink } = await twoServings();
  const first = (await order('customer', drink.id)).data;
  const seen = await seenNow(first);
  const second = (await order('customer', drink.id)).data;
  expect((await onMenu(drink.id)).drink?.available).toBe(false);

  const unnamed = await sendAsIs(first, { status: 'cancelled', reason: 'Guest left' });
  expect(unnamed.status).toBe(428);
  expect(unnamed.json?.error).toMatch(/If-Match/);
  // Another bartender started it since the first read: the stale tab's cancel is refused.
  expect((await patch(first, { status: 'preparing' })).status).toBe(200);
  const stale = await sendAsIs(first, { status: 'cancelled', reason: 'Guest left' }, { 'If-Match': seen });
  expect(stale.status).toBe(412);
  const now = await api<Order>('GET', `/orders/${first.id}?date=${first.date}`, { as: 'manager' });
  expect(now.data.status).toBe('preparing');
  expect(now.data.cancellation).toBeUndefined();
  expect((await onMenu(drink.id)).drink?.available).toBe(false);

  // With the version as it is now, the cancel goes through; a retry naming the old version, or none, answers it as it is.
  const done = await sendAsIs(first, { status: 'cancelled', reason: 'Guest left' }, { 'If-Match': now.headers.get('etag')! });
  expect(done.status).toBe(200);
  for (const headers of [{ 'If-Match': now.headers.get('etag')! }, {}] as Array<Record<string, string>>) {
    const retry = await sendAsIs(first, { status: 'cancelled' }, headers);
    expect(retry.status).toBe(200);
    expect(retry.data).toEqual(done.data);
  }
  expect((await onMenu(drink.id)).drink?.available).toBe(true);
  expect((await patch(second, { status: 'cancelled' })).status).toBe(200);
});

test('cancelled is final; ready or served orders cannot be cancelled; a bad reason changes nothing', async () => {
  const { drink } = await twoServings();
  const a = (await order('customer', drink.id)).data;
  const b = (await order('customer', drink.id)).data;

  expect((await patch(a, { status: 'preparing' })).status).toBe(200);
  for (const reason of ['x'.repeat(121), '<script>', 'bell\u0007', 42]) {
    const bad = await patch(a, { status: 'cancelled', reason });
    expect(bad.status).toBe(400);
    expect(bad.json?.error).toMatch(/^reason: /);
  }
  expect((await patch(a, { status: 'ready', reason: 'why' })).status).toBe(400);
  expect((await api<Order>('GET', `/orders/${a.id}?date=${a.date}`, { as: 'bartender' })).data.status).toBe('preparing');

  // A manager cancels one being prepared; nothing moves out of it, forward or back (Undo, Move back).
  const done = await patch(a, { status: 'cancelled' }, 'manager');
  expect(done.status).toBe(200);
  expect(done.data.cancellation).toEqual({ at: expect.any(String), by: { id: accountOf('manager').oid, name: expect.any(String) } });
  const etag = done.headers.get('etag')!;
  for (const [body, headers] of [
    [{ status: 'ready' }, {}],
    [{ status: 'preparing', direction: 'back' }, { 'If-Match': etag }],
    [{ status: 'preparing', direction: 'back', undo: true }, { 'If-Match': etag }],
    [{ status: 'pending', direction: 'back' }, {}],
  ] as const) {
    const res = await patch(a, body, 'bartender', headers);
    expect(res.status).toBe(409);
    expect(res.json?.error).toMatch(/cancelled/);
  }

  // At ready the drinks are made and the stock taken: no cancel.
  for (const status of ['preparing', 'ready']) expect((await patch(b, { status })).status).toBe(200);
  const late = await patch(b, { status: 'cancelled' });
  expect(late.status).toBe(409);
  expect(late.json?.error).toMatch(/ready for pickup/);
  expect((await patch(b, { status: 'completed' })).status).toBe(200);
  expect((await patch(b, { status: 'cancelled' })).status).toBe(409);
});

test('a cancel is audited (who, when, why), left out of the sales and counted apart in the report', async () => {
  const { drink } = await twoServings();
  const before = await api<SalesReport>('GET', '/reports/sales?range=today');
  const o = (await order('customer', drink.id)).data;
  expect((await patch(o, { status: 'cancelled', reason: 'Out of an ingredient' })).status).toBe(200);

  const trail = await api<Array<{ action: string; at: string; actor: { id: string }; target: { id: string }; after?: { status?: string }; details?: { reason?: string } }>>('GET', '/audit');
  expect(trail.data.find((e) => e.target.id === o.id && e.action === 'order.cancel')).toMatchObject({
    actor: { id: accountOf('bartender').oid },
    after: { status: 'cancelled' },
    details: { reason: 'Out of an ingredient' },
  });

  const after = await api<SalesReport>('GET', '/reports/sales?range=today');
  expect(after.data.totals.cancelledOrders).toBeGreaterThanOrEqual(before.data.totals.cancelledOrders + 1);
  expect(after.data.drinks.find((d) => d.recipeId === drink.id)).toMatchObject({ count: 0, revenue: 0 });
  // Read again, from the stored summary rather than one just built, and over a longer range: the same count.
  const again = await api<SalesReport>('GET', '/reports/sales?range=today');
  expect(again.data.totals.cancelledOrders).toBe(after.data.totals.cancelledOrders);
  const week = await api<SalesReport>('GET', '/reports/sales?range=7d');
  expect(week.data.totals.cancelledOrders).toBeGreaterThanOrEqual(after.data.totals.cancelledOrders);
});
