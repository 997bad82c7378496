import type { Order, OrderIngredient } from '@bar/domain';
import { makeOrder } from './factories';

/** A line of an order's ingredient list, named after its id ('white-rum' -> 'white rum'). */
export function ingredient(id: string, quantity: number, unit = 'ml'): OrderIngredient {
  return { inventoryItemId: id, name: id.replace(/-/g, ' '), category: 'spirit', unit, quantity };
}

/** An order of two mojitos by Casey Customer, placed at `createdAt`, needing 100 ml of white rum. */
export function queueOrder(id: string, status: Order['status'], createdAt: string, extra: Partial<Order> = {}): Order {
  return makeOrder(id, status, {
    items: [{ recipeId: 'mojito', recipeName: 'Mojito', quantity: 2, price: 9 }],
    totalPrice: 18,
    createdAt,
    updatedAt: createdAt,
    ingredients: [ingredient('white-rum', 100)],
    ...extra,
  });
}
