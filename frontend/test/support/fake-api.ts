import { IMAGE_CONTAINERS, imageUrlFor, type ImageCategory, type ImageUploadInput, type ImageUploadResult, type InventoryItem, type Order, type RecipeWithAvailability, type User } from '@bar/domain';
import { configureApiClient } from '../../src/api/client';
import { makeOrder, menuDrink } from './factories';
import { fakeResponse } from './fake-response';

/*
 * The API's routes the SPA uses, in memory: one fake for every suite. State belongs to the test that installs it;
 * every request is recorded; a test overrides a route (or every request) for what it is about. Answers have the
 * API's shapes: `{ data }` with 200/201, 204 without a body, `{ error }` with the API's status, an ETag on an order
 * (what a conditional move names).
 */

export interface RecordedRequest {
  method: string;
  /** The path on the wire: '/api/orders'. */
  path: string;
  /** The route as the API client names it: '/orders'. */
  route: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers a request; undefined falls through to the next handler (at last the fake's own route). */
export type Handler = (request: RecordedRequest, params: string[]) => Response | undefined | Promise<Response | undefined>;

export interface FakeApiState {
  inventory: InventoryItem[];
  recipes: RecipeWithAvailability[];
  users: User[];
  orders: Order[];
}

export interface FakeApi extends FakeApiState {
  requests: RecordedRequest[];
  /** Consulted first for every request; undefined falls through to the routes. */
  override?: (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;
  /** Replaces one route ('/orders/:id/status' style), or with undefined gives the fake's own answer back. */
  on(method: string, route: string, handler: Handler | undefined): void;
}

/** An `{ error }` answer, as the API's edge writes it. */
export const apiError = (status: number, error: string): Response => fakeResponse(status, { error });

/** A `{ data }` answer. */
export const apiData = (data: unknown, status = 200, headers: Record<string, string> = {}): Response => fakeResponse(status, { data }, { headers });

/** The version of an order the fake hands out (ETag): it changes with the status. */
export const orderTag = (order: Order): string => `"v-${order.id}-${order.status}"`;

/** The version of a drink or an item the fake hands out (ETag): it changes with any of its fields. */
export const resourceTag = (resource: { id: string }): string => {
  let hash = 0;
  for (const c of JSON.stringify(resource)) hash = (hash * 31 + c.charCodeAt(0)) | 0;
  return `"r-${resource.id}-${(hash >>> 0).toString(16)}"`;
};

/** A whole write as the API takes it (ADR 69): over the version named, 428 without one, 412 when it is gone. */
function versionRefusal(request: RecordedRequest, found: { id: string }): Response | undefined {
  const named = request.headers['If-Match'] ?? request.headers['if-match'];
  if (!named) return apiError(428, 'Changing it needs the version you read (If-Match).');
  return named === resourceTag(found) ? undefined : apiError(412, 'This was changed by someone else meanwhile. Reload it and try again.');
}

interface Route {
  method: string;
  pattern: RegExp;
  key: string;
  handler: Handler;
}

function compile(route: string): RegExp {
  const source = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const byId = <T extends { id: string }>(list: T[], id: string): T | undefined => list.find((x) => x.id === id);

/** The fake's own answers: what the API does with the state, for the routes the SPA calls. */
function defaultRoutes(api: FakeApi): Array<[string, string, Handler]> {
  return [
    ['GET', '/me', () => apiData(api.users[0])],
    ['GET', '/users', () => apiData(api.users)],
    ['GET', '/inventory', () => apiData(api.inventory)],
    ['POST', '/inventory', ({ body }) => {
      const created = { ...(body as InventoryItem), id: `item-${api.inventory.length + 1}`, createdAt: '', updatedAt: '' };
      api.inventory.push(created);
      return apiData(created, 201);
    }],
    ['GET', '/inventory/:id', (_, [id]) => {
      const found = byId(api.inventory, id!);
      return found ? apiData(found, 200, { ETag: resourceTag(found) }) : apiError(404, 'Inventory item not found');
    }],
    ['PATCH', '/inventory/:id', ({ body }, [id]) => {
      const found = byId(api.inventory, id!);
      if (!found) return apiError(404, 'Inventory item not found');
      Object.assign(found, body);
      return apiData(found);
    }],
    ['PUT', '/inventory/:id', (request, [id]) => {
      const found = byId(api.inventory, id!);
      if (!found) return apiError(404, 'Inventory item not found');
      const refused = versionRefusal(request, found);
      if (refused) return refused;
      Object.assign(found, request.body);
      return apiData(found, 200, { ETag: resourceTag(found) });
    }],
    ['DELETE', '/inventory/:id', (request, [id]) => {
      const found = byId(api.inventory, id!);
      if (!found) return apiError(404, 'Inventory item not found');
      const refused = versionRefusal(request, found);
      if (refused) return refused;
      api.inventory = api.inventory.filter((i) => i !== found);
      return fakeResponse(204, null);
    }],
    ['GET', '/recipes', () => apiData(api.recipes)],
    ['POST', '/recipes', ({ body }) => {
      const input = body as RecipeWithAvailability;
      const created = menuDrink(`recipe-${api.recipes.length + 1}`, input.name, { ...input, price: input.price ?? 9.5 });
      api.recipes.push(created);
      return apiData(created, 201);
    }],
    ['GET', '/recipes/:id', (_, [id]) => {
      const found = byId(api.recipes, id!);
      return found ? apiData(found, 200, { ETag: resourceTag(found) }) : apiError(404, 'Recipe not found');
    }],
    ['PUT', '/recipes/:id', (request, [id]) => {
      const found = byId(api.recipes, id!);
      if (!found) return apiError(404, 'Recipe not found');
      const refused = versionRefusal(request, found);
      if (refused) return refused;
      const input = request.body as Partial<RecipeWithAvailability>;
      Object.assign(found, { ...input, price: input.price ?? found.price });
      return apiData(found);
    }],
    ['PATCH', '/recipes/:id/availability', ({ body }, [id]) => {
      const found = byId(api.recipes, id!);
      if (!found) return apiError(404, 'Recipe not found');
      Object.assign(found, body);
      found.available = found.isAvailable && found.missingIngredients.length === 0;
      return apiData(found);
    }],
    ['DELETE', '/recipes/:id', (request, [id]) => {
      const found = byId(api.recipes, id!);
      if (!found) return apiError(404, 'Recipe not found');
      const refused = versionRefusal(request, found);
      if (refused) return refused;
      api.recipes = api.recipes.filter((r) => r !== found);
      return fakeResponse(204, null);
    }],
    ['POST', '/recipes/ai-recommendations', () => apiError(500, 'The AI bartender is off')],
    ['POST', '/images/upload', ({ body }) => {
      const input = body as ImageUploadInput;
      const container = IMAGE_CONTAINERS[input.category as ImageCategory];
      const contentType = input.contentType ?? 'image/png';
      const fileName = `image-${api.requests.filter((r) => r.route === '/images/upload').length}.${contentType.split('/')[1]}`;
      const size = Math.floor((input.imageData.length * 3) / 4);
      const result: ImageUploadResult = { imageUrl: imageUrlFor(container, fileName), fileName, container, contentType, size };
      return apiData(result, 201);
    }],
    // As the API answers: view=all keeps served orders, any other view leaves them out.
    ['GET', '/orders', ({ query }) => apiData(api.orders.filter((o) => query.get('view') === 'all' || o.status !== 'completed'))],
    ['POST', '/orders', ({ body }) => {
      const input = body as { id: string; items: Array<{ recipeId: string; quantity: number }>; customerNameOverride?: string };
      // An idempotent retry: the order the id already names.
      const existing = byId(api.orders, input.id);
      if (existing) return apiData(existing);
      const items = [];
      for (const line of input.items) {
        const recipe = byId(api.recipes, line.recipeId);
        if (!recipe) return apiError(400, `Recipe not found: ${line.recipeId}`);
        items.push({ recipeId: recipe.id, recipeName: recipe.name, quantity: line.quantity, price: recipe.price });
      }
      const placed = makeOrder(input.id, 'pending', {
        items,
        totalPrice: items.reduce((sum, l) => sum + l.price * l.quantity, 0),
        ...(input.customerNameOverride ? { customerNameOverride: input.customerNameOverride } : {}),
      });
      api.orders.push(placed);
      return apiData(placed, 201);
    }],
    ['GET', '/orders/:id', (_, [id]) => {
      const found = byId(api.orders, id!);
      return found ? apiData(found, 200, { ETag: orderTag(found) }) : apiError(404, 'Order not found');
    }],
    ['PATCH', '/orders/:id/status', ({ body }, [id]) => {
      const found = byId(api.orders, id!);
      if (!found) return apiError(404, 'Order not found');
      Object.assign(found, { status: (body as { status: Order['status'] }).status, updatedAt: new Date().toISOString() });
      return apiData(found, 200, { ETag: orderTag(found) });
    }],
  ];
}

export let fakeApi: FakeApi;

/** Puts the fake behind `fetch` and points the API client at it; the state starts empty unless seeded. */
export function installFakeApi(seed: Partial<FakeApiState> = {}): FakeApi {
  const overrides: Route[] = [];
  const api: FakeApi = {
    inventory: [],
    recipes: [],
    users: [],
    orders: [],
    ...seed,
    requests: [],
    on(method, route, handler) {
      const key = `${method} ${route}`;
      const at = overrides.findIndex((r) => r.key === key);
      if (at >= 0) overrides.splice(at, 1);
      if (handler) overrides.unshift({ method, pattern: compile(route), key, handler });
    },
  };
  const own: Route[] = defaultRoutes(api).map(([method, route, handler]) => ({ method, pattern: compile(route), key: `${method} ${route}`, handler }));
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body ?? undefined;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      route: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    api.requests.push(request);
    const custom = await api.override?.(request);
    if (custom) return custom;
    for (const route of [...overrides, ...own]) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(request.route);
      if (!match) continue;
      const answer = await route.handler(request, match.slice(1).map(decodeURIComponent));
      if (answer) return answer;
    }
    return apiError(404, `No fake for ${method} ${request.route}`);
  });
  Object.assign(globalThis, { fetch: fetchMock });
  configureApiClient({ baseUrl: 'http://localhost/api', getToken: async () => '' });
  fakeApi = api;
  return api;
}

export function uninstallFakeApi(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}

/** The requests the fake received with this method on this route ('/inventory/gin') or a route matching the pattern. */
export const sent = (method: string, route: string | RegExp): RecordedRequest[] =>
  fakeApi.requests.filter((r) => r.method === method && (typeof route === 'string' ? r.route === route : route.test(r.route)));
