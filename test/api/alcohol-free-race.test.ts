import { randomUUID } from 'node:crypto';
import type { InventoryItem, Recipe } from '@bar/domain';
import { api, versionNow } from '../support/api';

/**
 * Two managers at the same moment: one makes a 0% product 40% ABV, the other puts it in a drink filed alcohol-free.
 * Each write was checked before the other landed; each checks again after its own (ADR 74), so the two never both
 * stand: an alcohol-free drink never holds a product over 0.5%, whichever wins (an outside attacker had both land).
 */
test('a product made stronger and an alcohol-free drink taking it in, sent together: never both kept', async () => {
  const ROUNDS = 8;
  for (let round = 0; round < ROUNDS; round++) {
    const item = (await api<InventoryItem>('POST', '/inventory', { body: { name: `Race syrup ${randomUUID()}`, category: 'mixer', unit: 'ml', quantity: 1000, abv: 0 } })).data;
    const drink = (await api<Recipe>('POST', '/recipes', { body: { name: `Race fizz ${randomUUID()}`, category: 'alcohol-free', price: 7, ingredients: [{ inventoryItemId: 'lime-juice', quantity: 20, unit: 'ml' }] } })).data;
    const itemPath = `/inventory/${item.id}?category=mixer`;
    const drinkPath = `/recipes/${drink.id}?category=alcohol-free`;
    const [itemVersion, drinkVersion] = await Promise.all([versionNow(itemPath), versionNow(drinkPath)]);
    const [strengthened, takenIn] = await Promise.all([
      api('PUT', itemPath, { body: { name: item.name, category: 'mixer', unit: 'ml', lowStockThreshold: 0, cost: 0, abv: 40 }, headers: itemVersion }),
      api('PUT', drinkPath, {
        body: { name: drink.name, category: 'alcohol-free', price: 7, ingredients: [{ inventoryItemId: 'lime-juice', quantity: 20, unit: 'ml' }, { inventoryItemId: item.id, quantity: 10, unit: 'ml' }] },
        headers: drinkVersion,
      }),
    ]);
    // Refusals are the rules' words, never a server error.
    for (const res of [strengthened, takenIn]) expect([200, 400, 409]).toContain(res.status);
    const [nowItem, nowDrink] = await Promise.all([api<InventoryItem>('GET', itemPath), api<Recipe>('GET', drinkPath)]);
    const holdsIt = nowDrink.data.ingredients.some((i) => i.inventoryItemId === item.id);
    expect(holdsIt && (nowItem.data.abv ?? 0) > 0.5).toBe(false);
    // What each answer said is what stands.
    expect(holdsIt).toBe(takenIn.status === 200);
    expect((nowItem.data.abv ?? 0) > 0.5).toBe(strengthened.status === 200);
  }
});
