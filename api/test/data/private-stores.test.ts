// A repository owns its writes: its store is a private field of the language's own (#store), so no name built at
// run time ('st' + 'ore'), no listing of its keys and no cast reaches it from outside data/; lint refuses the
// spelled names (eslint.config.mjs STORE_REACH), the language refuses the rest.
import type { DocumentStore } from '../../src/data/store';
import { AuditRepository } from '../../src/data/audit';
import { ReportsRepository } from '../../src/data/reports';
import { InventoryRepository, OrdersRepository, RecipesRepository, UsersRepository } from '../../src/data/repositories';

const store = { marker: 'the store' } as unknown as DocumentStore<never>;

test.each([
  ['inventory', () => new InventoryRepository(store)],
  ['recipes', () => new RecipesRepository(store)],
  ['users', () => new UsersRepository(store)],
  ['orders', () => new OrdersRepository(() => '2026-11-28', () => { throw new Error('no container in this test'); }, store)],
  ['audit', () => new AuditRepository(store)],
  ['reports', () => new ReportsRepository(new OrdersRepository(() => '2026-11-28', () => { throw new Error('no container in this test'); }, store))],
])('the %s repository shows no store by any name', (_name, build) => {
  const repository = build() as unknown as Record<string, unknown>;
  const name = ['st', 'ore'].join('');
  expect(repository[name]).toBeUndefined();
  expect(Reflect.ownKeys(repository)).not.toContain(name);
  const reachable = Reflect.ownKeys(repository).map((key) => repository[key as string]);
  expect(reachable).not.toContain(store);
});
