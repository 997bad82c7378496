// Cosmos requests per API call, counted by the API's own client (X-Cosmos-Requests, bench and test stacks only).
import { randomUUID } from 'node:crypto';
import type { Order, RecipeWithAvailability } from '@bar/domain';
import { call, type Row } from './lib/stack';

interface Counts {
  recipes: number | null;
  /** The menu again, nothing written in between: with and without the ETag of the first answer. */
  recipesUnchanged: number | null;
  recipes304: { status: number; cosmos: number | null };
  /** A drink's page (GET /recipes/{id}) while the menu is unchanged. */
  drink: number | null;
  queue: number | null;
  guestOrders: number | null;
  place: number | null;
  start: number | null;
  ready: number | null;
  readyIngredients: number;
  serve: number | null;
  queuePoll304: { status: number; cosmos: number | null };
  guestPoll304: { status: number; cosmos: number | null };
  /** Polls with the ETags from before an order was placed must answer 200 (the guest's with that order). */
  freshAfterChange: boolean;
  /** The polls right after the order was placed, on the same instance (its copy of today follows its own write). */
  queueAfterOwnWrite: number | null;
  guestAfterOwnWrite: number | null;
}

/** The calls of one guest and one bartender, each with its Cosmos request count. */
export async function measureCounts(appUrl: string): Promise<Counts> {
  const recipes = await call(appUrl, 'GET', '/recipes');
  const recipesAgain = await call(appUrl, 'GET', '/recipes');
  const recipes304 = await call(appUrl, 'GET', '/recipes', undefined, { 'If-None-Match': recipesAgain.etag ?? '' });
  const drinks = (recipes.body as RecipeWithAvailability[]).filter((r) => r.available);
  const drink = drinks.find((r) => r.ingredients.length >= 2) ?? drinks[0]!;
  const drinkPage = await call(appUrl, 'GET', `/recipes/${encodeURIComponent(drink.id)}`);
  const queue = await call(appUrl, 'GET', '/orders?role=bartender');
  const guest = await call(appUrl, 'GET', '/orders?role=customer');
  const queuePoll = await call(appUrl, 'GET', '/orders?role=bartender', undefined, { 'If-None-Match': queue.etag ?? '' });
  const guestPoll = await call(appUrl, 'GET', '/orders?role=customer', undefined, { 'If-None-Match': guest.etag ?? '' });
  const placed = await call(appUrl, 'POST', '/orders', { id: randomUUID(), items: [{ recipeId: drink.id, quantity: 1 }] });
  const order = placed.body as Order;
  // The queue holds the oldest 50 per column (with 2,000 waiting the new one is counted in X-Orders-More, not
  // listed): its poll must answer anew; the guest's own list must show the order.
  const queueAfter = await call(appUrl, 'GET', '/orders?role=bartender', undefined, { 'If-None-Match': queue.etag ?? '' });
  const guestAfter = await call(appUrl, 'GET', '/orders?role=customer', undefined, { 'If-None-Match': guest.etag ?? '' });
  const fresh = queueAfter.status === 200 && guestAfter.status === 200 && (guestAfter.body as Order[]).some((o) => o.id === order.id);
  const move = (status: string) => call(appUrl, 'PATCH', `/orders/${order.id}/status?date=${order.date}`, { status });
  const start = await move('preparing');
  const ready = await move('ready');
  const serve = await move('served');
  return {
    recipes: recipes.cosmos,
    recipesUnchanged: recipesAgain.cosmos,
    recipes304: { status: recipes304.status, cosmos: recipes304.cosmos },
    drink: drinkPage.status === 200 ? drinkPage.cosmos : null,
    queue: queue.cosmos,
    guestOrders: guest.cosmos,
    place: placed.status === 201 ? placed.cosmos : null,
    start: start.status === 200 ? start.cosmos : null,
    ready: ready.status === 200 ? ready.cosmos : null,
    readyIngredients: order.ingredients?.length ?? 0,
    serve: serve.status === 200 ? serve.cosmos : null,
    queuePoll304: { status: queuePoll.status, cosmos: queuePoll.cosmos },
    guestPoll304: { status: guestPoll.status, cosmos: guestPoll.cosmos },
    freshAfterChange: fresh,
    queueAfterOwnWrite: queueAfter.status === 200 ? queueAfter.cosmos : null,
    guestAfterOwnWrite: guestAfter.status === 200 ? guestAfter.cosmos : null,
  };
}

export function countRows(label: string, c: Counts): Row[] {
  const row = (metric: string, value: number | null, budget: number, note?: string): Row => ({
    area: `Cosmos requests (${label})`,
    metric,
    value: value ?? 'n/a',
    unit: 'requests',
    ceiling: `<= ${budget} (budget)`,
    pass: value !== null && value <= budget,
    ...(note ? { note } : {}),
  });
  const n = c.readyIngredients;
  return [
    row('GET /recipes (with availability), after a change: the marker, the recipes, the stock, the orders on their way (ADR 19)', c.recipes, 4),
    row('GET /recipes, unchanged menu (kept on the instance)', c.recipesUnchanged, 1),
    {
      ...row('GET /recipes, unchanged menu (If-None-Match)', c.recipes304.cosmos, 1, `answered ${c.recipes304.status}`),
      pass: c.recipes304.status === 304 && c.recipes304.cosmos !== null && c.recipes304.cosmos <= 1,
    },
    row("GET /recipes/{id} (a drink's page), unchanged menu: the marker and the drink", c.drink, 2),
    row('GET /orders (queue)', c.queue, 2),
    row("GET /orders (guest's orders)", c.guestOrders, 2),
    row('GET /orders (queue), the poll after an order placed on the same instance', c.queueAfterOwnWrite, 1),
    row("GET /orders (guest's orders), the poll after their order placed on the same instance", c.guestAfterOwnWrite, 1),
    row('POST /orders', c.place, 4),
    row('PATCH status -> preparing', c.start, 2),
    row(`PATCH status -> ready (${n} ingredients, the catalog marker)`, c.ready, 2 + n + 1),
    row('PATCH status -> served', c.serve, 2),
    {
      ...row('unchanged queue poll (If-None-Match)', c.queuePoll304.cosmos, 1, `answered ${c.queuePoll304.status}`),
      pass: c.queuePoll304.status === 304 && c.queuePoll304.cosmos !== null && c.queuePoll304.cosmos <= 1,
    },
    {
      ...row("unchanged guest's orders poll (If-None-Match)", c.guestPoll304.cosmos, 1, `answered ${c.guestPoll304.status}`),
      pass: c.guestPoll304.status === 304 && c.guestPoll304.cosmos !== null && c.guestPoll304.cosmos <= 1,
    },
    {
      area: `Cosmos requests (${label})`,
      metric: 'poll after a new order sees it',
      value: c.freshAfterChange ? 'yes' : 'NO',
      unit: '',
      ceiling: 'yes',
      pass: c.freshAfterChange,
    },
  ];
}
