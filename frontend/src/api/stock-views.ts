import type { useSWRConfig } from 'swr';
import { inventoryKey } from './inventory';
import { recipesKey } from './recipes';

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/**
 * After anything that moves stock (an order made ready or moved back, a placement refused for stock, a count, a
 * delivery, waste): refetch the inventory and the recipes, whose availability on the menu follows the stock.
 */
export function refreshStockViews(mutate: Mutate): Promise<unknown> {
  return Promise.all([mutate(inventoryKey), mutate(recipesKey)]);
}

/** After a stock record (count, delivery, waste): the stock views, then the ledger and the reports built on it. */
export async function refreshAfterStockRecord(mutate: Mutate): Promise<void> {
  await refreshStockViews(mutate);
  await mutate((key) => typeof key === 'string' && (key.startsWith('/stock/') || key.startsWith('/reports/')));
}
