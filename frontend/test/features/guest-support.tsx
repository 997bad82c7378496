import type { InventoryItem, RecipeWithAvailability } from '@bar/domain';
import type { AiRecommendation } from '../../src/api/ai';
import { installFakeApi as installSharedFakeApi, uninstallFakeApi, type FakeApi } from '../support/fake-api';
import { fakeResponse } from '../support/fake-response';
import { makeOrder, menuDrink, stockItem } from '../support/factories';

/* The guest's menu and stock on the shared fake API, with hooks for placing, the AI bartender and the lists. */

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


export type { RecordedRequest } from '../support/fake-api';

type PlaceBody = { id: string; items: Array<{ recipeId: string; quantity: number }>; customerNameOverride?: string };
type Answer = Promise<Response> | Response;

export interface FakeGuestApi extends FakeApi {
  /** Answers POST /orders instead of the default (which stores the order, priced from the menu). */
  onPlace?: (body: PlaceBody) => Answer;
  /** Answers POST /recipes/ai-recommendations; by default a 500. */
  onAi?: (body: { preferences: string }) => Answer;
  /** Answers GET /orders instead of the default. */
  onOrders?: () => Answer;
  /** Answers GET /recipes instead of the default. */
  onRecipes?: () => Answer;
}

export let server: FakeGuestApi;

/** The shared fake API (../support/fake-api.ts) with the guest's menu and stock; the guest's hooks override its routes. */
export function installFakeApi(): FakeGuestApi {
  server = installSharedFakeApi({ recipes: menu.map((r) => ({ ...r })), inventory: inventory.map((i) => ({ ...i })) });
  server.on('POST', '/orders', ({ body }) => server.onPlace?.(body as PlaceBody));
  server.on('POST', '/recipes/ai-recommendations', ({ body }) => server.onAi?.(body as { preferences: string }));
  server.on('GET', '/orders', () => server.onOrders?.());
  server.on('GET', '/recipes', () => server.onRecipes?.());
  return server;
}

export const removeFakeApi = uninstallFakeApi;

export const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);

export function aiAnswer(items: AiRecommendation[]): Response {
  return fakeResponse(200, { data: items });
}
