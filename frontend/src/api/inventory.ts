import useSWR, { useSWRConfig } from 'swr';
import { useCallback, useMemo } from 'react';
import type { InventoryItem, InventoryItemInput, InventoryItemReplace } from '@bar/domain';
import { api } from './client';
import { recipesKey } from './recipes';
import { deleteAsShown, writeOverLoaded } from './write-over-loaded';

export const inventoryKey = '/inventory';

/** An item is addressed by id plus category (its partition). */
const itemPath = (id: string) => `${inventoryKey}/${encodeURIComponent(id)}`;

export function getInventory(): Promise<InventoryItem[]> {
  return api.get<InventoryItem[]>(inventoryKey);
}

export function useInventory() {
  return useSWR<InventoryItem[]>(inventoryKey, getInventory);
}

/** POST /inventory (bar_manager). */
export function createInventoryItem(input: InventoryItemInput): Promise<InventoryItem> {
  return api.post<InventoryItem>(inventoryKey, input);
}

/**
 * Saves the edit form: PUT /inventory/{id}?category= with the item but its level (bar_manager); `item` is the one
 * the form loaded (its category addresses it). The server keeps the stock level as it is by then, so the orders
 * that reached Ready while the form was open stay taken. A quantity the manager changed is then set as a level of
 * its own (PATCH, at the item's category after the save): a count, over whatever orders took meanwhile.
 */
export async function updateInventoryItem(item: InventoryItem, input: InventoryItemInput): Promise<InventoryItem> {
  const { quantity, ...change } = input;
  const body: InventoryItemReplace = change;
  // (Written over the version it still is, when nothing the form holds but the level changed since: ADR 69.)
  const saved = await writeOverLoaded<InventoryItem>(itemPath(item.id), { category: item.category }, body, heldByItemForm, item, 'item');
  return quantity === item.quantity ? saved : patchInventoryQuantity(saved, quantity);
}

/** What the item form holds of an item but its level (orders move the level while the form is open: no conflict). */
const heldByItemForm = (i: InventoryItem) => [i.name, i.category, i.unit, i.lowStockThreshold, i.cost, i.imageUrl ?? '', i.abv ?? null, i.bottleSize ?? null];

/** PATCH /inventory/{id}?category= {quantity} (bartender, bar_manager). */
export function patchInventoryQuantity(item: Pick<InventoryItem, 'id' | 'category'>, quantity: number): Promise<InventoryItem> {
  return api.patch<InventoryItem>(itemPath(item.id), { quantity }, { query: { category: item.category } });
}

/**
 * DELETE /inventory/{id}?category= (bar_manager) of the item as the list showed it (its level may have moved: no
 * conflict); 409 with the recipes that use it; an item changed meanwhile is not deleted (ADR 69).
 */
export function deleteInventoryItem(item: InventoryItem): Promise<void> {
  return deleteAsShown<InventoryItem>(itemPath(item.id), { category: item.category }, heldByItemForm, item, 'item');
}

const replaceIn = (list: InventoryItem[] | undefined, saved: InventoryItem, previousId = saved.id) =>
  (list ?? []).map((i) => (i.id === previousId ? saved : i));

/**
 * The inventory mutations, each refreshing the cached list (and the recipes, whose availability follows the
 * stock). Uses the SWR cache of the surrounding provider.
 */
export function useInventoryMutations() {
  const { mutate } = useSWRConfig();
  const refreshRecipes = useCallback(() => void mutate(recipesKey), [mutate]);

  const setQuantity = useCallback(
    async (item: InventoryItem, quantity: number) => {
      // Optimistic: rapid +/- clicks build on what is shown, and a failure rolls back.
      const saved = await mutate<InventoryItem[], InventoryItem>(inventoryKey, patchInventoryQuantity(item, quantity), {
        optimisticData: (list) => replaceIn(list, { ...item, quantity }),
        populateCache: (updated, list) => replaceIn(list, updated),
        rollbackOnError: true,
        revalidate: false,
      });
      refreshRecipes();
      return saved;
    },
    [mutate, refreshRecipes],
  );

  const create = useCallback(
    async (input: InventoryItemInput) => {
      const saved = await createInventoryItem(input);
      await mutate(inventoryKey);
      return saved;
    },
    [mutate],
  );

  const update = useCallback(
    async (item: InventoryItem, input: InventoryItemInput) => {
      const saved = await updateInventoryItem(item, input);
      await mutate(inventoryKey);
      refreshRecipes();
      return saved;
    },
    [mutate, refreshRecipes],
  );

  const remove = useCallback(
    async (item: InventoryItem) => {
      try {
        await deleteInventoryItem(item);
      } finally {
        await mutate(inventoryKey);
        refreshRecipes();
      }
    },
    [mutate, refreshRecipes],
  );

  return useMemo(() => ({ setQuantity, create, update, remove }), [setQuantity, create, update, remove]);
}
