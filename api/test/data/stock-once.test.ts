// The stock's exactly-once rule (data/stock-once.ts): what data/stock.ts writes and the unit tests' memory applies.
import { REMEMBERED, appliedOnce, deductEach, deducted, remember, restocked, takenBy, trimmed } from '../../src/data/stock-once';

const NOW = '2026-11-27T21:00:00.000Z';

test('a deduction is taken once per marker, never below 0, and put back once', () => {
  const item = { quantity: 100, appliedOrders: ['other'] };
  const once = deducted(item, 'order-1', 60, NOW)!;
  expect(once).toEqual({ quantity: 40, appliedOrders: ['other', 'order-1'], updatedAt: NOW });
  expect(deducted(once, 'order-1', 60, NOW)).toBeUndefined();
  expect(deducted(once, 'order-2', 60, NOW)).toMatchObject({ quantity: 0 });
  const back = restocked(once, 'order-1', 60, NOW)!;
  expect(back).toEqual({ quantity: 100, appliedOrders: ['other'], updatedAt: NOW });
  expect(restocked(back, 'order-1', 60, NOW)).toBeUndefined();
});

test('a ledger change is applied once per key, its quantity never below 0; the memory is trimmed past twice its size', () => {
  const item = { quantity: 5, cost: 0.1 };
  const set = appliedOnce(item, 'count-1', () => ({ quantity: -3, cost: 0.2 }), NOW)!;
  expect(set).toEqual({ quantity: 0, cost: 0.2, appliedOrders: ['count-1'], updatedAt: NOW });
  expect(appliedOnce(set, 'count-1', () => ({ quantity: 50 }), NOW)).toBeUndefined();
  const full = Array.from({ length: 2 * REMEMBERED }, (_, i) => `m${i}`);
  expect(remember(full, 'last')).toHaveLength(REMEMBERED);
  expect(remember(full, 'last').at(-1)).toBe('last');
});

test("an order's deduction need by need (deductEach, shared by the database's writes and the tests' memory): what changed, and what was missing", async () => {
  const need = (id: string, quantity: number) => ({ inventoryItemId: id, name: id, category: 'spirit', quantity, unit: 'ml' as const });
  const answers: Record<string, Awaited<ReturnType<Parameters<typeof deductEach>[1]>>> = {
    gin: { before: 700, after: 650 },
    rum: { before: 20, after: 0 },
    lime: { already: 25 },
    gone: 'missing',
  };
  const outcome = await deductEach([need('gin', 50), need('rum', 60), need('lime', 25), need('gone', 10)], async (n) => answers[n.inventoryItemId]!);
  expect(outcome.changes).toEqual([
    { inventoryItemId: 'gin', name: 'gin', unit: 'ml', before: 700, after: 650 },
    { inventoryItemId: 'rum', name: 'rum', unit: 'ml', before: 20, after: 0 },
  ]);
  expect(outcome.shortfalls).toEqual([
    { inventoryItemId: 'rum', name: 'rum', unit: 'ml', needed: 60, available: 20 },
    { inventoryItemId: 'gone', name: 'gone', unit: 'ml', needed: 10, available: 0 },
  ]);
});

test('a short deduction is remembered under its marker: the put-back gives back what it took, a deduction made already tells it, the memory trims it with the marker', () => {
  const item = { quantity: 25, appliedOrders: [] as string[] };
  const short = deducted(item, 'order-1', 60, NOW)!;
  expect(short).toMatchObject({ quantity: 0, appliedOrders: ['order-1'], takenShort: { 'order-1': 25 } });
  expect(takenBy(short, 'order-1', 60)).toBe(25);
  expect(takenBy(short, 'order-2', 60)).toBe(0);
  const full = deducted({ quantity: 100, appliedOrders: [] }, 'order-1', 60, NOW)!;
  expect(full).not.toHaveProperty('takenShort');
  expect(takenBy(full, 'order-1', 60)).toBe(60);
  const back = restocked(short, 'order-1', 60, NOW)!;
  expect(back).toMatchObject({ quantity: 25, appliedOrders: [] });
  expect(back).not.toHaveProperty('takenShort');
  const many = { quantity: 0, appliedOrders: Array.from({ length: 2 * REMEMBERED }, (_, i) => `o-${i}`), takenShort: { 'o-0': 1, [`o-${2 * REMEMBERED - 1}`]: 2 } };
  expect(trimmed(many)).toMatchObject({ appliedOrders: expect.arrayContaining([`o-${2 * REMEMBERED - 1}`]), takenShort: { [`o-${2 * REMEMBERED - 1}`]: 2 } });
});
