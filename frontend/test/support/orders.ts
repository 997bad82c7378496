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

/** The time `minutes` before `now`, as an ISO string. */
export const minutesBefore = (now: number, minutes: number): string => new Date(now - minutes * 60_000).toISOString();

/** A queue order placed `minutes` before `now` (the real clock unless given). */
export function agedOrder(id: string, status: Order['status'], minutes: number, extra: Partial<Order> = {}, now = Date.now()): Order {
  return queueOrder(id, status, minutesBefore(now, minutes), extra);
}
