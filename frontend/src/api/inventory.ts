import useSWR from 'swr';
import type { InventoryItem } from '@bar/domain';
import { api } from './client';

export const inventoryKey = '/inventory';

export function getInventory(): Promise<InventoryItem[]> {
  return api.get<InventoryItem[]>(inventoryKey);
}

export function useInventory() {
  return useSWR<InventoryItem[]>(inventoryKey, getInventory);
}
