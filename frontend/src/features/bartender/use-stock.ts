import useSWR from 'swr';
import type { InventoryItem } from '@bar/domain';
import { getInventory, inventoryKey } from '../../api/inventory';

/** How often the stock behind 'Pending Order Ingredients' is read again (an unchanged list costs a 304). */
export const STOCK_POLL_MS = 10_000;

/**
 * The inventory, shared with every other view through its key, but kept fresh here: besides the moves of this
 * dashboard (which refetch it at once), other bartenders' moves and shelf counts change the stock.
 */
export function useStock() {
  return useSWR<InventoryItem[]>(inventoryKey, getInventory, { refreshInterval: STOCK_POLL_MS });
}
