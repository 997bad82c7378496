import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';
import { configureApiClient } from '../../src/api/client';
import type { AiRecommendation } from '../../src/api/ai';
import { fakeResponse } from '../support/fake-response';
import { makeOrder, menuDrink, stockItem } from '../support/factories';

/* A fake API for the guest's views: the menu, the stock, the guest's orders and the AI bartender in memory. */

export { makeOrder as order, menuDrink as recipe, stockItem as stock };

export const menu: RecipeWithAvailability[] = [
  menuDrink('negroni', 'Negroni', {
    description: 'Bitter and herbal.',
    price: 13,
    ingredients: [
      { inventoryItemId: 'gin', quantity: 30, unit: 'ml' },
      { inventoryItemId: 'campari', quantity: 30, unit: 'ml' },
    ],
    instructions: ['Stir with ice.', 'Strain over a large cube.'],
    prepTime: 3,
  }),
  menuDrink('pina-colada', 'Piña Colada', {
    description: 'Creamy and tropical.',
    price: 13,
    available: false,
    missingIngredients: ['Coconut Cream'],
    ingredients: [
      { inventoryItemId: 'rum', quantity: 50, unit: 'ml' },
      { inventoryItemId: 'coconut-cream', quantity: 30, unit: 'ml' },
      { inventoryItemId: 'mystery-item', quantity: 2, unit: 'dash' },
    ],
    instructions: ['Blend everything with ice.', 'Pour into a hurricane glass.'],
  }),
  menuDrink('caipirinha', 'Caipirinha', {
    description: 'Zesty and rustic.',
    price: 12,
    ingredients: [{ inventoryItemId: 'cachaca', quantity: 50, unit: 'ml' }],
  }),
  menuDrink('gin-tonic', 'Gin & Tonic', { description: 'Crisp.', price: 11, ingredients: [{ inventoryItemId: 'gin', quantity: 50, unit: 'ml' }] }),
  menuDrink('lager', 'Lager', { category: 'beer', description: 'Clean and crisp.', price: 7 }),
  menuDrink('virgin-mojito', 'Virgin Mojito', { category: 'alcohol-free', description: 'Mint and lime, no rum.', price: 8 }),
];

export const inventory: InventoryItem[] = [
  stockItem('gin', 'London Dry Gin', { imageUrl: '/api/images/inventory/gin.png' }),
  stockItem('campari', 'Campari'),
  stockItem('rum', 'White Rum'),
  stockItem('coconut-cream', 'Coconut Cream', { quantity: 0 }),
  stockItem('cachaca', 'Cachaça'),
];


export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeGuestApi {
  recipes: RecipeWithAvailability[];
  inventory: InventoryItem[];
  orders: Order[];
  requests: RecordedRequest[];
  /** Answers POST /orders instead of the default (which stores the order, priced from the menu). */
  onPlace?: (body: { id: string; items: Array<{ recipeId: string; quantity: number }>; customerNameOverride?: string }) => Promise<Response> | Response;
  /** Answers POST /recipes/ai-recommendations; by default a 500. */
  onAi?: (body: { preferences: string }) => Promise<Response> | Response;
  /** Answers GET /orders instead of the default. */
  onOrders?: () => Promise<Response> | Response;
  /** Answers GET /recipes instead of the default. */
  onRecipes?: () => Promise<Response> | Response;
}

export let server: FakeGuestApi;

export function installFakeApi(): FakeGuestApi {
  server = { recipes: menu.map((r) => ({ ...r })), inventory: inventory.map((i) => ({ ...i })), orders: [], requests: [] };
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    server.requests.push({ method, path: url.pathname, query: url.searchParams, body });
    if (method === 'GET' && url.pathname === '/api/recipes') return server.onRecipes ? server.onRecipes() : fakeResponse(200, { data: server.recipes });
    if (method === 'GET' && url.pathname === '/api/inventory') return fakeResponse(200, { data: server.inventory });
    if (method === 'GET' && url.pathname === '/api/orders' && server.onOrders) return server.onOrders();
    if (method === 'GET' && url.pathname === '/api/orders') {
      // As the API answers a customer: view=active leaves served orders out, view=all keeps them.
      const all = url.searchParams.get('view') === 'all';
      return fakeResponse(200, { data: server.orders.filter((o) => all || o.status !== 'completed') });
    }
    if (method === 'POST' && url.pathname === '/api/orders') {
      const input = body as Parameters<NonNullable<FakeGuestApi['onPlace']>>[0];
      if (server.onPlace) return server.onPlace(input);
      const existing = server.orders.find((o) => o.id === input.id);
      if (existing) return fakeResponse(200, { data: existing });
      const items = input.items.map((line) => {
        const r = server.recipes.find((x) => x.id === line.recipeId)!;
        return { recipeId: r.id, recipeName: r.name, quantity: line.quantity, price: r.price };
      });
      const placed = makeOrder(input.id, 'pending', {
        items,
        totalPrice: items.reduce((sum, l) => sum + l.price * l.quantity, 0),
        ...(input.customerNameOverride ? { customerNameOverride: input.customerNameOverride } : {}),
      });
      server.orders.push(placed);
      return fakeResponse(201, { data: placed });
    }
    if (method === 'POST' && url.pathname === '/api/recipes/ai-recommendations') {
      return server.onAi ? server.onAi(body as { preferences: string }) : fakeResponse(500, { error: 'The AI bartender is off' });
    }
    return fakeResponse(404, { error: `No fake for ${method} ${url.pathname}` });
  });
  Object.assign(globalThis, { fetch: fetchMock });
  configureApiClient({ baseUrl: 'http://localhost/api', getToken: async () => '' });
  return server;
}

export function removeFakeApi(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}

export const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);

export function aiAnswer(items: AiRecommendation[]): Response {
  return fakeResponse(200, { data: items });
}
