import { randomUUID } from 'node:crypto';
import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { api, deleteAsRead } from '../support/api';

/**
 * Every write of an item's stock shows in the lists at once. The inventory list (the manager's screen, the
 * bartender's ingredients panel) and the menu's availability are answered from the catalog's change marker
 * (ADR 12): a write that does not move it leaves the lists showing the old stock for up to ten minutes. Each test
 * reads the lists first (so the instance keeps them), writes one way, and reads them again.
 */
const newId = () => randomUUID();

async function newItem(quantity: number, category: 'spirit' | 'mixer' = 'spirit'): Promise<InventoryItem> {
  const res = await api<InventoryItem>('POST', '/inventory', { body: { name: `Marker item ${newId()}`, category, quantity, unit: 'ml', cost: 0.02 } });
  expect(res.status).toBe(201);
  return res.data;
}

/** The item as the staff's inventory list shows it (undefined: not listed). */
async function listed(id: string): Promise<InventoryItem | undefined> {
  const res = await api<InventoryItem[]>('GET', '/inventory', { as: 'bartender' });
  expect(res.status).toBe(200);
  return res.data.find((i) => i.id === id);
}

/** Whether the guest's menu lists the drink as available. */
async function onMenu(recipeId: string): Promise<boolean | undefined> {
  const res = await api<RecipeWithAvailability[]>('GET', '/recipes', { as: 'customer' });
  return res.data.find((r) => r.id === recipeId)?.available;
}

/** A drink of one ingredient of its own, 50 ml a glass. */
async function drinkOf(item: InventoryItem): Promise<RecipeWithAvailability> {
  const res = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Marker drink ${newId()}`, category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: item.id, quantity: 50, unit: 'ml' }] },
  });
  expect(res.status).toBe(201);
  return res.data;
}

async function orderOf(recipeId: string, quantity = 1): Promise<Order> {
  const res = await api<Order>('POST', '/orders', { as: 'customer', body: { id: newId(), items: [{ recipeId, quantity }] } });
  expect(res.status).toBe(201);
  return res.data;
}

async function move(order: Order, status: string, back?: { etag: string }) {
  const res = await api<Order>('PATCH', `/orders/${order.id}/status?date=${order.date}`, {
    as: 'bartender',
    body: { status, ...(back ? { direction: 'back' } : {}) },
    headers: back ? { 'If-Match': back.etag } : {},
  });
  expect(res.status).toBe(200);
  return { order: res.data, etag: res.headers.get('etag') ?? '' };
}

describe('every stock write moves the lists at once', () => {
  test('an order made ready (the one-request deduction)', async () => {
    const item = await newItem(1000);
    const drink = await drinkOf(item);
    const order = await orderOf(drink.id, 2);
    await move(order, 'preparing');
    expect((await listed(item.id))?.quantity).toBe(1000);
    await move(order, 'ready');
    expect((await listed(item.id))?.quantity).toBe(900);
    await move(order, 'completed');
  });

  test('an order made ready with too little stock (the read-and-replace deduction): the item at 0, the drink off the menu', async () => {
    const item = await newItem(60);
    const drink = await drinkOf(item);
    const order = await orderOf(drink.id, 1);
    // Another way the stock fell below the order's need after it was placed: a manager's count.
    expect((await api('PATCH', `/inventory/${item.id}?category=spirit`, { body: { quantity: 30 } })).status).toBe(200);
    await move(order, 'preparing');
    expect((await listed(item.id))?.quantity).toBe(30);
    expect(await onMenu(drink.id)).toBe(false);
    const ready = await move(order, 'ready');
    expect(ready.order.shortfalls).toEqual([expect.objectContaining({ inventoryItemId: item.id, available: 30 })]);
    expect((await listed(item.id))?.quantity).toBe(0);
    await move(order, 'completed');
  });

  test('a move back from ready puts the stock back, and the lists show it', async () => {
    const item = await newItem(1000);
    const drink = await drinkOf(item);
    const order = await orderOf(drink.id, 1);
    await move(order, 'preparing');
    const ready = await move(order, 'ready');
    expect((await listed(item.id))?.quantity).toBe(950);
    await move(order, 'preparing', { etag: ready.etag });
    expect((await listed(item.id))?.quantity).toBe(1000);
    await move(order, 'ready');
    await move(order, 'completed');
  });

  test("a manager's edits: the quantity set, the item replaced, moved to another category, created and deleted", async () => {
    const item = await newItem(500, 'mixer');
    const drink = await drinkOf(item);
    expect((await listed(item.id))?.quantity).toBe(500);
    expect(await onMenu(drink.id)).toBe(true);

    expect((await api('PATCH', `/inventory/${item.id}?category=mixer`, { as: 'bartender', body: { quantity: 20 } })).status).toBe(200);
    expect((await listed(item.id))?.quantity).toBe(20);
    expect(await onMenu(drink.id)).toBe(false);

    const { name, unit, cost } = item;
    const version = async (category: string) => ({ 'If-Match': (await api('GET', `/inventory/${item.id}?category=${category}`)).headers.get('etag')! });
    const headers = await version('mixer');
    expect((await api('PUT', `/inventory/${item.id}?category=mixer`, { body: { name, category: 'mixer', unit, cost, quantity: 400 }, headers })).status).toBe(200);
    expect((await listed(item.id))?.quantity).toBe(400);
    expect(await onMenu(drink.id)).toBe(true);

    const moving = await version('mixer');
    expect((await api('PUT', `/inventory/${item.id}?category=mixer`, { body: { name, category: 'garnish', unit, cost, quantity: 300 }, headers: moving })).status).toBe(200);
    expect(await listed(item.id)).toMatchObject({ category: 'garnish', quantity: 300 });

    const other = await newItem(70);
    expect((await listed(other.id))?.quantity).toBe(70);
    expect((await deleteAsRead(`/inventory/${other.id}?category=spirit`)).status).toBe(204);
    expect(await listed(other.id)).toBeUndefined();
  });

  test('a delivery received and waste recorded (the stock ledger)', async () => {
    const item = await newItem(100);
    expect((await listed(item.id))?.quantity).toBe(100);
    const delivery = await api('POST', '/stock/deliveries', { body: { id: `delivery-${newId()}`, inventoryItemId: item.id, quantity: 700, unitCost: 0.02 } });
    expect(delivery.status).toBe(201);
    expect((await listed(item.id))?.quantity).toBe(800);
    const waste = await api('POST', '/stock/waste', { body: { id: `waste-${newId()}`, inventoryItemId: item.id, quantity: 50, reason: 'spill' } });
    expect(waste.status).toBe(201);
    expect((await listed(item.id))?.quantity).toBe(750);
  });
});
