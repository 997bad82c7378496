// data/ translates the database's outages where it calls it (data/errors.ts cosmosCall): a 429 or 503 past the
// SDK's retries, a refused or timed-out connection become serviceUnavailable (with the database's error as the
// cause, for the log), so nothing above data/ sees a Cosmos status; the codes the repositories read themselves
// (404, 409, 412) keep their meaning. Over fake containers that fail as the SDK does: no server.
import type { Container } from '@azure/cosmos';
import { StockWriter } from '../../src/data/stock';
import { OrdersRepository } from '../../src/data/repositories';
import { CosmosStore } from '../../src/data/store';
import type { Order } from '@bar/domain';

/** What the SDK throws: an ErrorResponse with a numeric code (and statusCode), or a Node network error. */
const OUTAGES: Array<[string, () => Error]> = [
  ['a 429 past the retries', () => Object.assign(new Error('Request rate is large'), { code: 429, statusCode: 429 })],
  ['a 503', () => Object.assign(new Error('Service is currently unavailable'), { code: 503 })],
  ['a refused connection', () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8081'), { code: 'ECONNREFUSED' })],
  ['a timed-out connection', () => Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' })],
];

/** A container every call of which throws `fail()`: point operations, queries, batches, patches. */
function failing(fail: () => Error): Container {
  const reject = async () => {
    throw fail();
  };
  return {
    item: () => ({ read: reject, replace: reject, delete: reject, patch: reject }),
    items: { create: reject, upsert: reject, batch: reject, query: () => ({ fetchAll: reject }) },
  } as unknown as Container;
}

/** A container whose calls fail with the codes the store reads itself. */
function refusing(code: number): Container {
  const reject = async () => {
    throw Object.assign(new Error(`status ${code}`), { code });
  };
  return { item: () => ({ read: reject, replace: reject, delete: reject }), items: { create: reject } } as unknown as Container;
}

type Item = { id: string; category: string };
const item: Item = { id: 'lime', category: 'garnish' };
const unavailable = (cause: Error) => expect.objectContaining({ name: 'AppError', kind: 'unavailable', retryAfterSeconds: 5, cause });

describe.each(OUTAGES)('%s', (_, fail) => {
  const store = () => new CosmosStore<Item>(() => failing(fail), 'Item', 'category');

  test('is a serviceUnavailable from every operation of the store, with the database error as its cause', async () => {
    const runs: Array<[string, (s: CosmosStore<Item>) => Promise<unknown>]> = [
      ['read', (s) => s.read('lime', 'garnish')],
      ['query', (s) => s.query({ query: 'SELECT * FROM c' })],
      ['create', (s) => s.create(item)],
      ['replace', (s) => s.replace(item, 'garnish', '"e"')],
      ['upsert', (s) => s.upsert(item)],
      ['delete', (s) => s.delete('lime', 'garnish', '"e"')],
    ];
    for (const [name, run] of runs) {
      const err = await run(store()).then(() => new Error(`${name} answered`), (e: unknown) => e);
      expect([name, err]).toEqual([name, unavailable(expect.objectContaining({ message: fail().message }))]);
      expect(err).not.toHaveProperty('status');
      expect(err).not.toHaveProperty('code');
    }
  });

  test("is a serviceUnavailable from the stock writer's patch and replace, and the orders' batch", async () => {
    const writer = new StockWriter(() => failing(fail));
    await expect(writer.patch(item, { operations: [] })).rejects.toEqual(unavailable(expect.any(Error)));
    await expect(writer.replace(item, { ...item, quantity: 1 } as never, '"e"')).rejects.toEqual(unavailable(expect.any(Error)));
    const orders = new OrdersRepository(() => '2026-11-27', () => failing(fail), new CosmosStore<Order>(() => failing(fail), 'Order', 'date'));
    await expect(orders.createMany([{ id: 'o-1', date: '2026-11-27' } as Order], null)).rejects.toEqual(unavailable(expect.any(Error)));
    await expect(orders.readDate('2026-11-27')).rejects.toEqual(unavailable(expect.any(Error)));
  });
});

test('the codes the store reads itself keep their meaning: missing, taken, stale', async () => {
  expect(await new CosmosStore<Item>(() => refusing(404), 'Item').read('lime', 'garnish')).toBeNull();
  await expect(new CosmosStore<Item>(() => refusing(409), 'Item').create(item)).rejects.toMatchObject({ kind: 'exists' });
  await expect(new CosmosStore<Item>(() => refusing(412), 'Item').replace(item, 'garnish', '"e"')).rejects.toMatchObject({ kind: 'stale' });
  expect(await new CosmosStore<Item>(() => refusing(404), 'Item').delete('lime', 'garnish')).toBe(false);
});

test('an error that is not an outage goes on as it came', async () => {
  const odd = new Error('Something else');
  const store = new CosmosStore<Item>(() => failing(() => odd), 'Item');
  await expect(store.read('lime', 'garnish')).rejects.toBe(odd);
});
