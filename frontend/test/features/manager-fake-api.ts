import type { InventoryItem, RecipeWithAvailability } from '@bar/domain';
import { apiData, installFakeApi as installSharedFakeApi, sent, uninstallFakeApi, type FakeApi } from '../support/fake-api';
import { menuDrink, stockItem as baseStockItem } from '../support/factories';

/* The manager's bar on the shared fake API (../support/fake-api.ts), and queries for the manager's dialogs. */

export type { RecordedRequest } from '../support/fake-api';

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

export let server: FakeApi;

/** The fake API with the manager's bar: three stock lines (one out), one drink, a manager and a bartender. */
export function installFakeApi(): FakeApi {
  server = installSharedFakeApi({
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
  });
  // A new drink gets the house defaults (a description, 50 ml of gin, two steps) under what the form sent.
  server.on('POST', '/recipes', ({ body }) => {
    const input = body as RecipeWithAvailability;
    const created = drink(`recipe-${server.recipes.length + 1}`, input.name, { ...input, price: input.price ?? 9.5 });
    server.recipes.push(created);
    return apiData(created, 201);
  });
  return server;
}

export { sent, uninstallFakeApi };

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
