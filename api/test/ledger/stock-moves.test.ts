// Deliveries and waste through in-memory ports: the rules of recording stock that arrives or is lost.
import type { LedgerEntry } from '@bar/domain';
import type { StoredInventoryItem } from '../../src/data/stock';
import { appliedOnce } from '../../src/data/stock-once';
import { alreadyExists } from '../../src/errors';
import { recordCount, recordDelivery, recordWaste, type LedgerPorts } from '../../src/ledger/stock-moves';

const AT = '2026-11-20T21:00:00.000Z';
const manager = { id: 'manager-1', name: 'Morgan' };

function memory(items: StoredInventoryItem[]) {
  const stock = new Map(items.map((i) => [i.id, { ...i }]));
  const records = new Map<string, LedgerEntry>();
  const audited: string[] = [];
  const ports: LedgerPorts = {
    item: async (id) => (stock.has(id) ? { ...stock.get(id)! } : null),
    items: async () => [...stock.values()].map((i) => ({ ...i })),
    entry: async (id) => records.get(id) ?? null,
    record: async (entry) => {
      if (records.has(entry.id)) throw alreadyExists('exists');
      records.set(entry.id, entry);
      return entry;
    },
    // The app's exactly-once rule (data/stock-once.ts), over memory.
    applyOnce: async (item, key, change) => {
      const current = stock.get(item.id)!;
      const next = appliedOnce(current, key, change, AT);
      if (!next) return { item: current, before: current.quantity, applied: false };
      stock.set(item.id, next);
      return { item: next, before: current.quantity, applied: true };
    },
    audit: async (action) => {
      audited.push(action);
    },
    today: () => '2026-11-20',
    clock: () => new Date(AT),
  };
  return { ports, stock, records, audited };
}

const gin = (): StoredInventoryItem => ({ id: 'gin', name: 'Gin', category: 'spirit', quantity: 700, unit: 'ml', cost: 0.04, bottleSize: 700, createdAt: AT, updatedAt: AT }) as StoredInventoryItem;
const lime = (): StoredInventoryItem => ({ id: 'lime', name: 'Lime', category: 'garnish', quantity: 10, unit: 'piece', cost: 0.2, createdAt: AT, updatedAt: AT }) as StoredInventoryItem;

test('a delivery in bottles adds to the stock in the unit, its cost per bottle becomes the cost per unit; a retry changes nothing twice', async () => {
  const { ports, stock, records, audited } = memory([gin()]);
  const input = { id: 'delivery-1', inventoryItemId: 'gin', quantity: 2, unitCost: 21, per: 'bottle' as const };
  const first = await recordDelivery(ports, manager, input);
  expect(first).toMatchObject({ created: true, entry: { kind: 'delivery', quantity: 1400, unitCost: 0.03, by: manager, date: '2026-11-20' } });
  expect(stock.get('gin')).toMatchObject({ quantity: 2100, cost: 0.03 });
  const again = await recordDelivery(ports, manager, input);
  expect(again.created).toBe(false);
  expect(stock.get('gin')!.quantity).toBe(2100);
  expect(records.size).toBe(1);
  expect(audited).toEqual(['stock.delivery']);
});

test('a delivery at no cost (a free case) adds the stock and keeps the item\'s cost; a priced one after it sets the cost', async () => {
  const { ports, stock } = memory([gin()]);
  const free = await recordDelivery(ports, manager, { id: 'delivery-free', inventoryItemId: 'gin', quantity: 1, unitCost: 0, per: 'bottle' });
  expect(free.entry).toMatchObject({ quantity: 700, unitCost: 0 });
  expect(stock.get('gin')).toMatchObject({ quantity: 1400, cost: 0.04 });
  await recordDelivery(ports, manager, { id: 'delivery-paid', inventoryItemId: 'gin', quantity: 700, unitCost: 0.05, per: 'unit' });
  expect(stock.get('gin')).toMatchObject({ quantity: 2100, cost: 0.05 });
});

test('the same id with other contents, or from someone else, is a 409 and changes nothing', async () => {
  const { ports, stock } = memory([gin()]);
  await recordWaste(ports, manager, { id: 'waste-1', inventoryItemId: 'gin', quantity: 50, per: 'unit', reason: 'spill' });
  await expect(recordWaste(ports, manager, { id: 'waste-1', inventoryItemId: 'gin', quantity: 60, per: 'unit', reason: 'spill' })).rejects.toMatchObject({ kind: 'conflict' });
  await expect(recordWaste(ports, { id: 'other', name: 'Other' }, { id: 'waste-1', inventoryItemId: 'gin', quantity: 50, per: 'unit', reason: 'spill' })).rejects.toMatchObject({ kind: 'conflict' });
  await expect(recordDelivery(ports, manager, { id: 'waste-1', inventoryItemId: 'gin', quantity: 50, unitCost: 0.04, per: 'unit' })).rejects.toMatchObject({ kind: 'conflict' });
  expect(stock.get('gin')!.quantity).toBe(650);
});

test('no such item, or bottles of an item without a bottle size: a 400, nothing written', async () => {
  const { ports, records } = memory([lime()]);
  await expect(recordDelivery(ports, manager, { id: 'delivery-2', inventoryItemId: 'nope', quantity: 1, unitCost: 1, per: 'unit' })).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/no inventory item 'nope'/) });
  await expect(recordWaste(ports, manager, { id: 'waste-2', inventoryItemId: 'lime', quantity: 1, per: 'bottle', reason: 'comp' })).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/has no bottle size/) });
  expect(records.size).toBe(0);
});

test('waste beyond the stock is a 409 and records nothing; a waste record keeps its reason and note', async () => {
  const { ports, stock, records } = memory([lime()]);
  await expect(recordWaste(ports, manager, { id: 'waste-3', inventoryItemId: 'lime', quantity: 11, per: 'unit', reason: 'breakage' })).rejects.toMatchObject({ kind: 'conflict' });
  expect(records.size).toBe(0);
  const ok = await recordWaste(ports, manager, { id: 'waste-4', inventoryItemId: 'lime', quantity: 2, per: 'unit', reason: 'comp', note: 'Table 4' });
  expect(ok.entry).toMatchObject({ kind: 'waste', quantity: 2, reason: 'comp', note: 'Table 4' });
  expect(stock.get('lime')!.quantity).toBe(8);
});

test('a retry racing the first write: the record that landed first is answered', async () => {
  const { ports, records } = memory([lime()]);
  const input = { id: 'waste-5', inventoryItemId: 'lime', quantity: 1, per: 'unit' as const, reason: 'spill' as const };
  // The first write's record lands while this one applies the (already applied) change.
  const entry = ports.entry;
  let calls = 0;
  ports.entry = async (id) => (calls++ === 0 ? null : entry(id));
  records.set('waste-5', { kind: 'waste', id: 'waste-5', date: '2026-11-20', at: AT, by: manager, inventoryItemId: 'lime', name: 'Lime', unit: 'piece', quantity: 1, reason: 'spill' });
  const answer = await recordWaste(ports, manager, input);
  expect(answer.created).toBe(false);
});

test('a count sets each counted item to what is on the shelf, records what it held before, and a retry changes nothing twice', async () => {
  const { ports, stock, records, audited } = memory([gin(), { ...gin(), id: 'rum', name: 'Rum', quantity: 300 } as StoredInventoryItem]);
  const input = { id: 'count-1', category: 'spirit' as const, lines: [{ inventoryItemId: 'gin', quantity: 630 }, { inventoryItemId: 'rum', quantity: 0 }] };
  const first = await recordCount(ports, manager, input);
  expect(first).toMatchObject({
    created: true,
    entry: { kind: 'count', category: 'spirit', date: '2026-11-20', by: manager, lines: [{ inventoryItemId: 'gin', quantity: 630, before: 700 }, { inventoryItemId: 'rum', quantity: 0, before: 300 }] },
  });
  expect([stock.get('gin')!.quantity, stock.get('rum')!.quantity]).toEqual([630, 0]);
  // Someone pours a drink; the count's retry (its answer was lost) neither records again nor sets the stock back.
  stock.set('gin', { ...stock.get('gin')!, quantity: 600 });
  const again = await recordCount(ports, manager, input);
  expect(again.created).toBe(false);
  expect(stock.get('gin')!.quantity).toBe(600);
  expect(records.size).toBe(1);
  expect(audited).toEqual(['stock.count']);
  await expect(recordCount(ports, manager, { ...input, lines: [{ inventoryItemId: 'gin', quantity: 560 }] })).rejects.toMatchObject({ kind: 'conflict' });
});

test('a count naming no item, an item of another category or a quantity its unit does not allow is refused whole, before anything is written', async () => {
  const { ports, stock, records } = memory([gin(), lime()]);
  const count = (lines: Array<{ inventoryItemId: string; quantity: number }>) => recordCount(ports, manager, { id: 'count-2', category: 'spirit', lines });
  await expect(count([{ inventoryItemId: 'gin', quantity: 70 }, { inventoryItemId: 'vodka', quantity: 1 }])).rejects.toEqual(expect.objectContaining({ kind: 'invalid', message: "lines.1.inventoryItemId: there is no inventory item 'vodka'" }));
  await expect(count([{ inventoryItemId: 'gin', quantity: 70 }, { inventoryItemId: 'lime', quantity: 1 }])).rejects.toEqual(expect.objectContaining({ kind: 'invalid', message: "lines.1.inventoryItemId: 'Lime' is not in spirit" }));
  await expect(count([{ inventoryItemId: 'gin', quantity: 70 }, { inventoryItemId: 'gin', quantity: 650 }])).rejects.toEqual(expect.objectContaining({ kind: 'invalid', message: expect.stringMatching(/^lines\.1\.quantity: 'Gin' is counted in 0\.1 steps/) }));
  expect([stock.get('gin')!.quantity, stock.get('lime')!.quantity]).toEqual([700, 10]);
  expect(records.size).toBe(0);
});

test('a count line in bottles is counted in the item\'s unit; in bottles of an item with no bottle size it is refused whole; its retry is the same count', async () => {
  const { ports, stock, records } = memory([gin(), { ...gin(), id: 'rum', name: 'Rum', quantity: 300, bottleSize: undefined } as StoredInventoryItem]);
  const input = { id: 'count-7', category: 'spirit' as const, lines: [{ inventoryItemId: 'gin', quantity: 1.5, per: 'bottle' as const }] };
  const first = await recordCount(ports, manager, input);
  expect(first.entry.lines).toEqual([expect.objectContaining({ inventoryItemId: 'gin', quantity: 1050, unit: 'ml', before: 700 })]);
  expect(stock.get('gin')!.quantity).toBe(1050);
  expect((await recordCount(ports, manager, input)).created).toBe(false);
  await expect(recordCount(ports, manager, { id: 'count-8', category: 'spirit', lines: [{ inventoryItemId: 'gin', quantity: 1, per: 'bottle' }, { inventoryItemId: 'rum', quantity: 1, per: 'bottle' }] })).rejects.toMatchObject({
    kind: 'invalid',
    message: "lines.1.per: 'Rum' has no bottle size; give the quantity in ml",
  });
  expect([stock.get('gin')!.quantity, stock.get('rum')!.quantity, records.size]).toEqual([1050, 300, 1]);
});

test('an item counted whole (pieces, bottles of beer) is delivered, wasted and counted in whole numbers: 2.5 wedges is a 400, nothing written', async () => {
  const { ports, stock, records } = memory([lime()]);
  await expect(recordWaste(ports, manager, { id: 'waste-6', inventoryItemId: 'lime', quantity: 2.5, per: 'unit', reason: 'spill' })).rejects.toMatchObject({ kind: 'invalid', message: "quantity: 'Lime' is counted in whole pieces: 2.5 is not a whole number" });
  await expect(recordDelivery(ports, manager, { id: 'delivery-6', inventoryItemId: 'lime', quantity: 1.5, unitCost: 0.2, per: 'unit' })).rejects.toMatchObject({ kind: 'invalid' });
  await expect(recordCount(ports, manager, { id: 'count-6', category: 'garnish', lines: [{ inventoryItemId: 'lime', quantity: 10.5 }] })).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/^lines\.0\.quantity: 'Lime' is counted in whole pieces/) });
  expect(stock.get('lime')!.quantity).toBe(10);
  expect(records.size).toBe(0);
  expect((await recordWaste(ports, manager, { id: 'waste-7', inventoryItemId: 'lime', quantity: 2, per: 'unit', reason: 'spill' })).entry.quantity).toBe(2);
});

test('in bottles of an item kept in bottles (a 330 ml lager) is in its own unit: 12 bottles delivered at $1.50 a bottle', async () => {
  const lager = (): StoredInventoryItem => ({ id: 'lager', name: 'Lager (330 ml bottle)', category: 'beer', quantity: 10, unit: 'bottle', cost: 1.2, createdAt: AT, updatedAt: AT }) as StoredInventoryItem;
  const { ports, stock } = memory([lager()]);
  const answer = await recordDelivery(ports, manager, { id: 'delivery-lager', inventoryItemId: 'lager', quantity: 12, unitCost: 1.5, per: 'bottle' });
  expect(answer.entry).toMatchObject({ quantity: 12, unitCost: 1.5 });
  expect(stock.get('lager')).toMatchObject({ quantity: 22, cost: 1.5 });
  await recordWaste(ports, manager, { id: 'waste-lager', inventoryItemId: 'lager', quantity: 1, per: 'bottle', reason: 'breakage' });
  await recordCount(ports, manager, { id: 'count-lager', category: 'beer', lines: [{ inventoryItemId: 'lager', quantity: 20, per: 'bottle' }] });
  expect(stock.get('lager')!.quantity).toBe(20);
});
