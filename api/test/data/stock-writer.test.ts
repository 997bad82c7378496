// The stock writer's read-decide-write loop (data/stock.ts StockWriter.update) over a fake container that answers as
// Cosmos does: a write on a version someone replaced meanwhile is refused (412) and the writer starts again from a
// fresh read; past its attempts it answers 503 with the caller's message; a missing item is said, never created.
import type { Container } from '@azure/cosmos';
import { StockWriter, type StoredInventoryItem } from '../../src/data/stock';

const lime = (quantity: number): StoredInventoryItem => ({ id: 'lime', name: 'Lime', category: 'garnish', quantity, unit: 'piece', lowStockThreshold: 5, cost: 0.2 }) as StoredInventoryItem;

/** One item; `racers` other writes land between each read and the writer's replace, for that many rounds. */
function container(item: StoredInventoryItem | null, racers: number) {
  let doc = item ? { ...item } : null;
  let version = 1;
  let raced = 0;
  const calls = { reads: 0, replaces: 0 };
  const fake = {
    item: () => ({
      read: async () => {
        calls.reads++;
        if (!doc) throw Object.assign(new Error('Not found'), { code: 404 });
        return { resource: { ...doc, _etag: `"v${version}"` }, etag: `"v${version}"` };
      },
      replace: async (next: StoredInventoryItem, options: { accessCondition: { condition: string } }) => {
        calls.replaces++;
        if (raced < racers) {
          // Another bartender's write got there first.
          raced++;
          doc = { ...doc!, quantity: doc!.quantity - 1 };
          version++;
        }
        if (options.accessCondition.condition !== `"v${version}"`) throw Object.assign(new Error('Precondition failed'), { code: 412 });
        doc = { ...next };
        version++;
        return { resource: { ...doc, _etag: `"v${version}"` } };
      },
    }),
  };
  return { container: () => fake as unknown as Container, calls, current: () => doc };
}

const takeTwo = (current: StoredInventoryItem) => ({ ...current, quantity: current.quantity - 2 });

test('a write that loses to another is made again on what the other left: both count', async () => {
  const store = container(lime(20), 2);
  const writer = new StockWriter(store.container);
  const done = await writer.update({ id: 'lime', category: 'garnish' }, takeTwo, 'busy');
  expect(done).toMatchObject({ current: { quantity: 18 }, written: { quantity: 16 } });
  // Two racers took one each; the writer's two come on top of theirs: 20 - 1 - 1 - 2.
  expect(store.current()!.quantity).toBe(16);
  expect(store.calls).toEqual({ reads: 3, replaces: 3 });
  expect(writer.hasWritten).toBe(true);
});

test('past its attempts the writer stops with a 503 carrying the caller\'s message, having written nothing of its own', async () => {
  const store = container(lime(20), 100);
  const writer = new StockWriter(store.container);
  await expect(writer.update({ id: 'lime', category: 'garnish' }, takeTwo, 'The stock kept changing. Please try again.')).rejects.toMatchObject({
    kind: 'unavailable',
    message: 'The stock kept changing. Please try again.',
  });
  expect(store.calls.replaces).toBe(5);
  expect(writer.hasWritten).toBe(false);
});

test('nothing to do writes nothing; a missing item is said and never created', async () => {
  const same = container(lime(20), 0);
  const writer = new StockWriter(same.container);
  expect(await writer.update({ id: 'lime', category: 'garnish' }, () => undefined, 'busy')).toEqual({ current: lime(20) });
  expect(same.calls.replaces).toBe(0);
  const gone = container(null, 0);
  const missing = await new StockWriter(gone.container).update({ id: 'lime', category: 'garnish' }, takeTwo, 'busy');
  expect(typeof missing).toBe('symbol');
  expect(gone.current()).toBeNull();
});
