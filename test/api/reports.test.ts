import { randomUUID } from 'node:crypto';
import type { InventoryItem, LedgerEntry, Order, RecipeWithAvailability, SalesReport, VarianceLine } from '@bar/domain';
import { api, accountOf } from '../support/api';

/**
 * The manager's reports over the real local stack: sales and service from the orders, the stock ledger (counts,
 * deliveries, waste) and the variance between two counts. Other suites share the stack, so every check is
 * about this suite's own drinks and items, or compares before and after.
 */

interface Variance {
  from: string;
  to: string;
  lines: VarianceLine[];
  totals: { theoreticalCost: number; actualCost: number; varianceCost: number; variancePercent: number | null; band: string };
  pourCost: number | null;
  targetPourCost: number;
}

async function newItem(extra: Record<string, unknown> = {}) {
  const res = await api<InventoryItem>('POST', '/inventory', {
    body: { name: `Report gin ${randomUUID()}`, category: 'spirit', quantity: 1000, unit: 'ml', cost: 0.04, ...extra },
  });
  expect(res.status).toBe(201);
  return res.data;
}

async function newDrink(item: InventoryItem, price = 10) {
  const res = await api<RecipeWithAvailability>('POST', '/recipes', {
    body: { name: `Report martini ${randomUUID()}`, category: 'cocktail', price, ingredients: [{ inventoryItemId: item.id, quantity: 50, unit: 'ml' }] },
  });
  expect(res.status).toBe(201);
  return res.data;
}

async function serve(drink: RecipeWithAvailability, quantity = 1, last = 'completed') {
  const placed = await api<Order>('POST', '/orders', { as: 'customer', body: { id: randomUUID(), items: [{ recipeId: drink.id, quantity }] } });
  expect(placed.status).toBe(201);
  for (const status of ['preparing', 'ready', 'completed']) {
    const moved = await api('PATCH', `/orders/${placed.data.id}/status?date=${placed.data.date}`, { as: 'bartender', body: { status } });
    expect(moved.status).toBe(200);
    if (status === last) break;
  }
  return placed.data;
}

const quantityOf = async (item: InventoryItem) => (await api<InventoryItem>('GET', `/inventory/${item.id}?category=${item.category}`)).data.quantity;

describe('sales and service', () => {
  test("today's report counts served orders: revenue, drinks, the drink's pour cost, service times by hour", async () => {
    const item = await newItem();
    const drink = await newDrink(item);
    const before = await api<SalesReport>('GET', '/reports/sales?range=today');
    expect(before.status).toBe(200);
    await serve(drink, 2);
    await serve(drink, 1);
    // Ready but not served: not a sale yet.
    await serve(drink, 1, 'ready');

    const after = await api<SalesReport>('GET', '/reports/sales?range=today');
    expect(after.status).toBe(200);
    const line = after.data.drinks.find((d) => d.recipeId === drink.id)!;
    // 50 ml at $0.04 = $2 of a $10 drink.
    expect(line).toMatchObject({ name: drink.name, count: 3, revenue: 30, pourCost: 0.2 });
    expect(after.data.totals.revenue).toBeGreaterThanOrEqual(before.data.totals.revenue + 30);
    expect(after.data.totals.orders).toBeGreaterThanOrEqual(before.data.totals.orders + 2);
    expect(after.data.byDay).toHaveLength(1);
    expect(after.data.byDay[0]!.date).toBe(after.data.from);
    expect(after.data.byHour).toHaveLength(24);
    const served = after.data.service.reduce((n, s) => n + s.completed.count, 0);
    expect(served).toBeGreaterThanOrEqual(2);
    expect(after.data.service.every((s) => s.completed.median === null || s.completed.median >= 0)).toBe(true);
    expect(after.data.totals.targetPourCost).toBe(0.25);
  });

  test('presets and chosen dates; a bad range is a 400 naming it', async () => {
    const week = await api<SalesReport>('GET', '/reports/sales?range=7d');
    expect(week.status).toBe(200);
    expect(week.data.byDay).toHaveLength(7);
    const month = await api<SalesReport>('GET', `/reports/sales?from=${week.data.from}&to=${week.data.to}`);
    expect(month.data.byDay.map((d) => d.date)).toEqual(week.data.byDay.map((d) => d.date));
    for (const [query, message] of [
      ['range=year', /^range: must be one of/],
      ['from=2026-01-10&to=2026-01-01', /must not be before/],
      ['from=2020-01-01&to=2021-06-01', /at most 366 days/],
      ['from=yesterday&to=2026-01-01', /^from: must be a date/],
      ['from=2026-01-01', /both are required/],
      [`from=${week.data.to}&to=2999-01-01`, /^to: 2999-01-01 is in the future \(today's business date is \d{4}-\d{2}-\d{2}\)$/],
      ['from=2999-01-01&to=2999-01-02', /^from: 2999-01-01 is in the future/],
    ] as const) {
      const res = await api('GET', `/reports/sales?${query}`);
      expect(res.status).toBe(400);
      expect(res.json?.error).toMatch(message);
    }
  });
});

describe('counts, deliveries, waste and the variance', () => {
  test('a count sets the stock; a delivery adds and sets the cost; waste takes off; the variance adds it up', async () => {
    const item = await newItem({ bottleSize: 700 });
    const drink = await newDrink(item);
    const countId = `count-${randomUUID()}`;
    const opening = await api<LedgerEntry>('POST', '/stock/counts', { body: { id: countId, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: 1400 }] } });
    expect(opening.status).toBe(201);
    expect(opening.data).toMatchObject({ kind: 'count', category: 'spirit', by: { id: accountOf('manager').oid }, lines: [{ inventoryItemId: item.id, quantity: 1400, before: 1000 }] });
    expect(await quantityOf(item)).toBe(1400);

    await serve(drink, 2);
    expect(await quantityOf(item)).toBe(1300);
    // The same count sent again (a lost answer, a double tap) changes nothing: the orders' deduction stands.
    const retried = await api<LedgerEntry>('POST', '/stock/counts', { body: { id: countId, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: 1400 }] } });
    expect(retried.status).toBe(200);
    expect(retried.data.id).toBe(countId);
    expect(await quantityOf(item)).toBe(1300);

    // In bottles, tenths of a bottle as the count takes them: 0.15 of a bottle is refused and changes nothing.
    for (const path of ['/stock/deliveries', '/stock/waste']) {
      const odd = await api('POST', path, { body: { id: `odd-${randomUUID()}`, inventoryItemId: item.id, quantity: 0.15, unitCost: 21, per: 'bottle', reason: 'spill' } });
      expect(odd.status).toBe(400);
      expect(odd.json?.error).toMatch(/^quantity: in bottles, give tenths of a bottle/);
    }
    expect(await quantityOf(item)).toBe(1300);

    const deliveryId = `delivery-${randomUUID()}`;
    const delivery = await api<LedgerEntry>('POST', '/stock/deliveries', { body: { id: deliveryId, inventoryItemId: item.id, quantity: 2, unitCost: 21, per: 'bottle' } });
    expect(delivery.status).toBe(201);
    expect(delivery.data).toMatchObject({ kind: 'delivery', quantity: 1400, unitCost: 0.03 });
    expect((await api('POST', '/stock/deliveries', { body: { id: deliveryId, inventoryItemId: item.id, quantity: 2, unitCost: 21, per: 'bottle' } })).status).toBe(200);
    const afterDelivery = await api<InventoryItem>('GET', `/inventory/${item.id}?category=spirit`);
    expect(afterDelivery.data).toMatchObject({ quantity: 2700, cost: 0.03 });

    const waste = await api<LedgerEntry>('POST', '/stock/waste', { body: { id: `waste-${randomUUID()}`, inventoryItemId: item.id, quantity: 0.1, per: 'bottle', reason: 'spill', note: 'Knocked over' } });
    expect(waste.status).toBe(201);
    expect(waste.data).toMatchObject({ kind: 'waste', quantity: 70, reason: 'spill' });
    expect(await quantityOf(item)).toBe(2630);

    await serve(drink, 1);
    // On the shelf: 3.6 bottles (2,520 ml) where the app expects 2,580: 60 ml gone without an order.
    const closing = await api<LedgerEntry>('POST', '/stock/counts', { body: { id: `count-${randomUUID()}`, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: 2520 }] } });
    expect(closing.status).toBe(201);
    expect(await quantityOf(item)).toBe(2520);

    const today = opening.data.date;
    const report = await api<Variance>('GET', `/reports/variance?from=${today}&to=${today}`);
    expect(report.status).toBe(200);
    const line = report.data.lines.find((l) => l.inventoryItemId === item.id)!;
    // 1400 + 1400 - 70 - 2520 = 210 used; orders took 150 (3 x 50 ml); 60 ml missing at $0.03.
    expect(line).toMatchObject({ opening: 1400, delivered: 1400, wasted: 70, closing: 2520, actual: 210, theoretical: 150, variance: 60, varianceCost: 1.8, band: 'over-6' });
    expect(line.variancePercent).toBeCloseTo(40, 1);
    expect(report.data.targetPourCost).toBe(0.25);

    const ledger = await api<LedgerEntry[]>('GET', '/stock/ledger?range=today');
    expect(ledger.data.filter((e) => e.kind !== 'count' && e.inventoryItemId === item.id).map((e) => e.kind)).toEqual(['delivery', 'waste']);

    const trail = await api<Array<{ action: string; actor: { id: string }; target: { id: string } }>>('GET', `/audit?date=${today}`);
    const mine = trail.data.filter((e) => e.target.id === item.id || e.target.id === countId);
    expect(mine.map((e) => e.action).sort()).toEqual(expect.arrayContaining(['inventory.create', 'stock.count', 'stock.delivery', 'stock.waste']));
    expect(mine.every((e) => e.actor.id === accountOf('manager').oid)).toBe(true);
  });

  test('a count of an item with a bottle size is in tenths of the bottle: 2.55 bottles is a 400 and changes nothing', async () => {
    const item = await newItem({ bottleSize: 700 });
    const id = `count-${randomUUID()}`;
    const res = await api('POST', '/stock/counts', { body: { id, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: 1785 }] } });
    expect(res.status).toBe(400);
    expect(res.json?.error).toMatch(/^lines\.0\.quantity: .* counted in 0\.1 steps of its 700 ml bottle \(70 ml\): 1,785 ml is 2\.55 bottles/);
    expect(await quantityOf(item)).toBe(1000);
    const ledger = await api<LedgerEntry[]>('GET', '/stock/ledger?range=today');
    expect(ledger.data.some((e) => e.id === id)).toBe(false);
    // 2.5 bottles is a count.
    expect((await api('POST', '/stock/counts', { body: { id, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: 1750 }] } })).status).toBe(201);
    expect(await quantityOf(item)).toBe(1750);
  });

  test('bad input is a 4xx naming the problem, and nothing is written', async () => {
    const item = await newItem();
    const other = await newItem({ category: 'mixer' });
    const bad: Array<[string, unknown, RegExp]> = [
      ['/stock/counts', { id: `count-${randomUUID()}`, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: 5 }, { inventoryItemId: 'no-such-item', quantity: 1 }] }, /lines\.1\.inventoryItemId: there is no inventory item/],
      ['/stock/counts', { id: `count-${randomUUID()}`, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: 5 }, { inventoryItemId: other.id, quantity: 1 }] }, /is not in spirit/],
      ['/stock/counts', { id: `count-${randomUUID()}`, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: -5 }] }, /lines\.0\.quantity/],
      ['/stock/counts', { id: '..', category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: 5 }] }, /^id: /],
      ['/stock/counts', { id: `count-${randomUUID()}`, category: 'cellar', lines: [{ inventoryItemId: item.id, quantity: 5 }] }, /^category: must be one of/],
      ['/stock/deliveries', { id: `delivery-${randomUUID()}`, inventoryItemId: item.id, quantity: 1, unitCost: 20, per: 'bottle' }, /has no bottle size/],
      ['/stock/deliveries', { id: `delivery-${randomUUID()}`, inventoryItemId: item.id, quantity: 0, unitCost: 20 }, /^quantity: must be more than 0/],
      ['/stock/deliveries', { id: `delivery-${randomUUID()}`, inventoryItemId: 'no-such-item', quantity: 1, unitCost: 20 }, /there is no inventory item/],
      ['/stock/waste', { id: `waste-${randomUUID()}`, inventoryItemId: item.id, quantity: 5, reason: 'theft' }, /^reason: must be one of spill, breakage, comp, other/],
      ['/stock/waste', { id: `waste-${randomUUID()}`, inventoryItemId: item.id, quantity: 'lots', reason: 'spill' }, /^quantity: must be a number/],
    ];
    for (const [path, body, message] of bad) {
      const res = await api(path.startsWith('/') ? 'POST' : 'GET', path, { body });
      expect(res.status).toBe(400);
      expect(res.json?.error).toMatch(message);
    }
    expect(await quantityOf(item)).toBe(1000);
    const ledger = await api<LedgerEntry[]>('GET', '/stock/ledger?range=today');
    expect(ledger.data.some((e) => ('inventoryItemId' in e && e.inventoryItemId === item.id) || (e.kind === 'count' && e.lines.some((l) => l.inventoryItemId === item.id)))).toBe(false);

    // An id already used for another kind of record is taken.
    const id = `count-${randomUUID()}`;
    expect((await api('POST', '/stock/counts', { body: { id, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: 900 }] } })).status).toBe(201);
    const clash = await api('POST', '/stock/waste', { body: { id, inventoryItemId: item.id, quantity: 5, reason: 'spill' } });
    expect(clash.status).toBe(409);
    expect(await quantityOf(item)).toBe(900);
  });

  test('the same id with other contents is refused and changes nothing; waste beyond the stock and finer than a thousandth too', async () => {
    const item = await newItem({ quantity: 100 });
    const id = `dlv-${randomUUID()}`;
    expect((await api('POST', '/stock/deliveries', { body: { id, inventoryItemId: item.id, quantity: 10, unitCost: 0.5 } })).status).toBe(201);
    // A retry of the same delivery: answered with it, stock changed once.
    expect((await api('POST', '/stock/deliveries', { body: { id, inventoryItemId: item.id, quantity: 10, unitCost: 0.5 } })).status).toBe(200);
    const other = await api('POST', '/stock/deliveries', { body: { id, inventoryItemId: item.id, quantity: 500, unitCost: 0.5 } });
    expect(other.status).toBe(409);
    expect(other.json?.error).toBe(`The id '${id}' was already used for another delivery. Please save again.`);
    expect(await quantityOf(item)).toBe(110);

    const wasteId = `wst-${randomUUID()}`;
    const tooMuch = await api('POST', '/stock/waste', { body: { id: wasteId, inventoryItemId: item.id, quantity: 1110, reason: 'spill' } });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json?.error).toMatch(/^quantity: only 110 ml of .* in stock; waste can be at most that$/);
    expect(await quantityOf(item)).toBe(110);
    expect((await api('POST', '/stock/waste', { body: { id: wasteId, inventoryItemId: item.id, quantity: 110, reason: 'spill' } })).status).toBe(201);
    expect(await quantityOf(item)).toBe(0);

    for (const quantity of [0.0001, 1e-9]) {
      const fine = await api('POST', '/stock/deliveries', { body: { id: `dlv-${randomUUID()}`, inventoryItemId: item.id, quantity, unitCost: 0.5 } });
      expect(fine.status).toBe(400);
      expect(fine.json?.error).toMatch(/quantity: may have at most 3 decimals/);
    }
    expect(await quantityOf(item)).toBe(0);
  });

  test('a range and dates at once is a 400, not one of them silently', async () => {
    for (const path of ['/stock/ledger?range=7d&from=x', '/reports/sales?range=7d&from=2026-01-01&to=2026-01-02']) {
      const res = await api('GET', path);
      expect([path, res.status, res.json?.error]).toEqual([path, 400, 'range, or from and to: give one or the other, not both']);
    }
  });

  test('the variance needs a count on both dates; its dates are checked', async () => {
    const res = await api('GET', '/reports/variance?from=2001-01-01&to=2001-01-02');
    expect(res.status).toBe(422);
    expect(res.json?.error).toMatch(/no stock count on 2001-01-01/);
    expect((await api('GET', '/reports/variance?from=2001-01-02&to=2001-01-01')).status).toBe(400);
    expect((await api('GET', '/reports/variance?from=2001-01-01')).status).toBe(400);
    expect((await api('GET', '/reports/variance?from=2001-01-01&to=2003-01-01')).status).toBe(400);
    // A date in the future is said to be one, not that nobody counted on it.
    const today = (await api<SalesReport>('GET', '/reports/sales?range=today')).data.to;
    for (const [query, message] of [
      [`from=${today}&to=2999-01-01`, `to: 2999-01-01 is in the future (today's business date is ${today})`],
      ['from=2999-01-01&to=2999-01-02', `from: 2999-01-01 is in the future (today's business date is ${today})`],
    ] as const) {
      const future = await api('GET', `/reports/variance?${query}`);
      expect([future.status, future.json?.error]).toEqual([400, message]);
    }
  });

  test('a quantity worked out in floating point (0.3 of a 700 ml bottle: 209.99999999999997) is counted, stored and compared as 210 ml', async () => {
    const item = await newItem({ bottleSize: 700 });
    const typed = 209.99999999999997;
    const opening = await api<LedgerEntry>('POST', '/stock/counts', { body: { id: `count-${randomUUID()}`, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: typed }] } });
    expect(opening.status).toBe(201);
    expect(opening.data.kind === 'count' && opening.data.lines[0]!.quantity).toBe(210);
    expect(await quantityOf(item)).toBe(210);
    const delivery = await api<LedgerEntry>('POST', '/stock/deliveries', { body: { id: `dlv-${randomUUID()}`, inventoryItemId: item.id, quantity: typed, unitCost: 0.03 } });
    expect(delivery.status).toBe(201);
    expect(delivery.data.kind === 'delivery' && delivery.data.quantity).toBe(210);
    const waste = await api<LedgerEntry>('POST', '/stock/waste', { body: { id: `wst-${randomUUID()}`, inventoryItemId: item.id, quantity: typed, reason: 'spill' } });
    expect(waste.status).toBe(201);
    expect(waste.data.kind === 'waste' && waste.data.quantity).toBe(210);
    expect(await quantityOf(item)).toBe(210);
    const closing = await api<LedgerEntry>('POST', '/stock/counts', { body: { id: `count-${randomUUID()}`, category: 'spirit', lines: [{ inventoryItemId: item.id, quantity: typed }] } });
    expect(closing.status).toBe(201);

    const ledger = await api<LedgerEntry[]>('GET', '/stock/ledger?range=today');
    const mine = ledger.data.filter((e) => (e.kind === 'count' ? e.lines.some((l) => l.inventoryItemId === item.id) : e.inventoryItemId === item.id));
    expect(mine.map((e) => (e.kind === 'count' ? e.lines[0]!.quantity : e.quantity))).toEqual([210, 210, 210, 210]);
    const report = await api<Variance>('GET', `/reports/variance?from=${opening.data.date}&to=${opening.data.date}`);
    expect(report.status).toBe(200);
    expect(report.data.lines.find((l) => l.inventoryItemId === item.id)).toMatchObject({ opening: 210, delivered: 210, wasted: 210, closing: 210, actual: 0, variance: 0 });
  });
});

test('the rebuild command builds the summaries of a range again', async () => {
  const res = await api<{ rebuilt: number }>('POST', '/reports/rebuild?range=7d');
  expect(res.status).toBe(200);
  expect(res.data.rebuilt).toBeGreaterThanOrEqual(1);
  expect((await api('POST', '/reports/rebuild?range=forever')).status).toBe(400);
});
