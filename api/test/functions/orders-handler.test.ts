// The orders handler works with the dependencies it is handed (ctx.deps): the request's store, the request's clock.
import type { HttpRequest, InvocationContext } from '@azure/functions';
import type { Order } from '@bar/domain';
import { placingOrders, type Dependencies } from '../../src/composition';
import { ordersCreate } from '../../src/functions/orders';
import type { RouteContext } from '../../src/http/route';
import { MemoryOrders, item, recipe } from '../support/memory-orders';

const rum = item('rum', { name: 'White rum', category: 'spirit', quantity: 1000, unit: 'ml', cost: 0.03 });
const daiquiri = recipe('daiquiri', { name: 'Daiquiri', price: 11, ingredients: [{ inventoryItemId: 'rum', quantity: 60, unit: 'ml' }] });

/** Dependencies over memory with a fixed clock: only what placing an order uses. */
function fakeDeps(at: string) {
  const orders = new MemoryOrders();
  const parts = {
    orders,
    recipes: { byIds: async (ids: readonly string[]) => [daiquiri].filter((r) => ids.includes(r.id)) },
    inventory: { list: async () => [{ ...rum }] },
    clock: () => new Date(at),
    dates: (): [string, string] => [at.slice(0, 10), 'the day before'],
    menu: { stockPromised: async () => undefined },
  };
  const placer = placingOrders(parts as unknown as Parameters<typeof placingOrders>[0], { openOrdersPerGuest: () => 5, openDrinksPerGuest: () => 20 });
  return { orders, deps: { ...parts, placer } as unknown as Dependencies };
}

const ctx = (deps: Dependencies, id: string): RouteContext => ({
  request: { headers: new Headers() } as unknown as HttpRequest,
  invocation: { warn: () => undefined } as unknown as InvocationContext,
  params: {},
  query: new URLSearchParams(),
  principal: { id: 'guest-1', name: 'Ana', roles: ['customer'], personas: ['customer'] } as unknown as RouteContext['principal'],
  body: { id, items: [{ recipeId: 'daiquiri', quantity: 1 }] },
  deps,
});

test("a placed order goes to the request's store, dated by the request's clock, whichever request came first", async () => {
  const first = fakeDeps('2020-01-01T20:00:00Z');
  const second = fakeDeps('2021-06-15T20:00:00Z');
  await ordersCreate.handler(ctx(first.deps, 'order-first-xxxxxxxx'));
  await ordersCreate.handler(ctx(second.deps, 'order-second-xxxxxxx'));
  const dated = (orders: MemoryOrders) => [...orders.docs.values()].map(({ item: o }: { item: Order }) => [o.id, o.date, o.createdAt.slice(0, 10)]);
  expect(dated(first.orders)).toEqual([['order-first-xxxxxxxx', '2020-01-01', '2020-01-01']]);
  expect(dated(second.orders)).toEqual([['order-second-xxxxxxx', '2021-06-15', '2021-06-15']]);
});
