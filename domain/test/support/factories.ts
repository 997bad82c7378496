import type { InventoryItem } from '../../src';

/** An inventory item in millilitres at 4 cents a unit, named after its id. */
export const item = (id: string, quantity: number, extra: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  name: id,
  category: 'spirit',
  quantity,
  unit: 'ml',
  lowStockThreshold: 50,
  cost: 0.04,
  createdAt: '',
  updatedAt: '',
  ...extra,
});
