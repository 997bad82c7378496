import type { InventoryItem, Order, RecipeWithAvailability } from '@bar/domain';

/* The records the SPA's tests are made of, each with plain defaults; a test sets what it is about. */

/** An inventory item: a spirit counted in ml, 1,000 in stock. */
export function stockItem(id: string, name: string, extra: Partial<InventoryItem> = {}): InventoryItem {
  return { id, name, category: 'spirit', quantity: 1000, unit: 'ml', lowStockThreshold: 50, cost: 0.03, createdAt: '', updatedAt: '', ...extra };
}

/** A cocktail on the menu at $10, available, without ingredients or steps. */
export function menuDrink(id: string, name: string, extra: Partial<RecipeWithAvailability> = {}): RecipeWithAvailability {
  return {
    id,
    name,
    description: '',
    category: 'cocktail',
    price: 10,
    prepTime: 5,
    ingredients: [],
    instructions: [],
    isAvailable: true,
    available: true,
    missingIngredients: [],
    createdAt: '',
    updatedAt: '',
    ...extra,
  };
}

/** An order of two Negronis ($26) by Casey Customer, placed now. */
export function makeOrder(id: string, status: Order['status'], extra: Partial<Order> = {}): Order {
  const now = new Date().toISOString();
  return {
    id,
    date: '2026-05-01',
    items: [{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 2, price: 13 }],
    status,
    totalPrice: 26,
    customerId: 'c1',
    customerName: 'Casey Customer',
    createdAt: now,
    updatedAt: now,
    ingredients: [],
    stockDeducted: false,
    ...extra,
  };
}
