import type { InventoryItem, RecipeWithAvailability, User } from '@bar/domain';
import { menuDrink, stockItem as baseStockItem } from '../support/factories';
import { configureApiClient } from '../../src/api/client';
import { fakeResponse } from '../support/fake-response';

/* The manager's API in memory: inventory, recipes and users, every request recorded; a test overrides a route. */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Override = (request: RecordedRequest) => Response | undefined;

export interface FakeManagerApi {
  inventory: InventoryItem[];
  recipes: RecipeWithAvailability[];
  users: User[];
  requests: RecordedRequest[];
  /** Consulted first; undefined falls through to the default behaviour. */
  override?: Override;
}

/** A stock line of the manager's views: its quantity first, 4 cents per unit unless told. */
export const stockItem = (id: string, name: string, quantity: number, extra: Partial<InventoryItem> = {}): InventoryItem =>
  baseStockItem(id, name, { quantity, cost: 0.04, ...extra });

/** A house cocktail with 50 ml of gin, stirred and strained. */
export const drink = (id: string, name: string, extra: Partial<RecipeWithAvailability> = {}): RecipeWithAvailability =>
  menuDrink(id, name, {
    description: `${name}, a house favourite.`,
    ingredients: [{ inventoryItemId: 'gin', quantity: 50, unit: 'ml' }],
    instructions: ['Stir', 'Strain'],
    ...extra,
  });

export let server: FakeManagerApi;

export function installFakeApi(): FakeManagerApi {
  server = {
    inventory: [
      stockItem('gin', 'London Dry Gin', 700, { lowStockThreshold: 200, cost: 0.03 }),
      stockItem('lime', 'Fresh Lime Juice', 40, { category: 'mixer', lowStockThreshold: 100, cost: 0.015 }),
      stockItem('tonic', 'Tonic Water', 0, { category: 'mixer', unit: 'bottle', lowStockThreshold: 6, cost: 1.5 }),
    ],
    recipes: [drink('gin-tonic', 'Gin & Tonic', { ingredients: [{ inventoryItemId: 'gin', quantity: 50, unit: 'ml' }], price: 10 })],
    users: [
      { id: 'u1', name: 'Morgan Manager', personas: ['bar_manager'], role: 'bar_manager', createdAt: '' },
      { id: 'u2', name: 'Bailey Bartender', personas: ['bartender', 'customer'], role: 'bartender', createdAt: '' },
    ],
    requests: [],
  };
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body };
    server.requests.push(request);
    const custom = server.override?.(request);
    if (custom) return custom;
    const { path } = request;
    if (method === 'GET' && path === '/inventory') return fakeResponse(200, { data: server.inventory });
    if (method === 'GET' && path === '/recipes') return fakeResponse(200, { data: server.recipes });
    if (method === 'GET' && path === '/users') return fakeResponse(200, { data: server.users });
    if (method === 'GET' && path === '/me') return fakeResponse(200, { data: server.users[0] });
    const item = /^\/inventory\/([^/]+)$/.exec(path);
    if (item) {
      const found = server.inventory.find((i) => i.id === decodeURIComponent(item[1]!));
      if (!found) return fakeResponse(404, { error: 'Inventory item not found' });
      if (method === 'PATCH') {
        Object.assign(found, body);
        return fakeResponse(200, { data: found });
      }
      if (method === 'PUT') {
        Object.assign(found, body);
        return fakeResponse(200, { data: found });
      }
      if (method === 'DELETE') {
        server.inventory = server.inventory.filter((i) => i !== found);
        return fakeResponse(204, null);
      }
    }
    if (method === 'POST' && path === '/inventory') {
      const created = { ...(body as InventoryItem), id: `item-${server.inventory.length + 1}`, createdAt: '', updatedAt: '' };
      server.inventory.push(created);
      return fakeResponse(201, { data: created });
    }
    if (method === 'POST' && path === '/recipes') {
      const input = body as RecipeWithAvailability;
      const created = drink(`recipe-${server.recipes.length + 1}`, input.name, { ...input, price: input.price ?? 9.5 });
      server.recipes.push(created);
      return fakeResponse(201, { data: created });
    }
    const recipe = /^\/recipes\/([^/]+)(\/availability)?$/.exec(path);
    if (recipe) {
      const found = server.recipes.find((r) => r.id === decodeURIComponent(recipe[1]!));
      if (!found) return fakeResponse(404, { error: 'Recipe not found' });
      if (method === 'PATCH' && recipe[2]) {
        Object.assign(found, body);
        found.available = found.isAvailable && found.missingIngredients.length === 0;
        return fakeResponse(200, { data: found });
      }
      if (method === 'PUT') {
        const input = body as Partial<RecipeWithAvailability>;
        Object.assign(found, { ...input, price: input.price ?? found.price });
        return fakeResponse(200, { data: found });
      }
      if (method === 'DELETE') {
        server.recipes = server.recipes.filter((r) => r !== found);
        return fakeResponse(204, null);
      }
    }
    return fakeResponse(404, { error: `No fake for ${method} ${path}` });
  });
  Object.assign(globalThis, { fetch: fetchMock });
  configureApiClient({ baseUrl: 'http://localhost/api', getToken: async () => '' });
  return server;
}

export function uninstallFakeApi(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}

export const sent = (method: string, path: string | RegExp) =>
  server.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));

/*
 * Cheap queries for big Fluent trees (role queries compute the accessibility tree and take seconds in jsdom), and
 * independent of tabster marking the first modal dialog of a jsdom page aria-hidden.
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const { screen } = await import('@testing-library/react');
  const heading = await screen.findByText(title, { selector: '.fui-DialogTitle' });
  return heading.closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;
}

export const openDialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');

/** A button by its visible text. */
export function buttonIn(container: HTMLElement, text: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].filter((b) => b.textContent?.trim() === text);
  if (found.length !== 1) throw new Error(`Expected one button '${text}', found ${found.length}`);
  return found[0]!;
}
