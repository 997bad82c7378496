// The catalog's rules (api/src/catalog/), through in-memory ports: no server. The same routes run over the real
// database in test/api/ (inventory, recipes, recipe-delete, names).
import type { InventoryItemInput, Recipe, RecipeInput } from '@bar/domain';
import { createItem, deleteItem, inventoryViewOf, replaceItem, setQuantity, DELETE_NEEDS_VERSION as ITEM_DELETE_NEEDS_VERSION, ITEM_CHANGE_NEEDS_VERSION, MAX_QUANTITY_ATTEMPTS, QUANTITY_NEEDS_VERSION } from '../../src/catalog/inventory';
import { CHANGE_NEEDS_VERSION, DELETE_NEEDS_VERSION as RECIPE_DELETE_NEEDS_VERSION, createRecipe, deleteRecipe, replaceRecipe, setAvailability } from '../../src/catalog/recipes';
import { loadDemoBar } from '../../src/catalog/seed';
import type { StoredInventoryItem } from '../../src/data/stock';
import { memoryCatalog } from '../support/memory-catalog';

const manager = { id: 'm1', name: 'Maria' };
const at = '2026-11-01T00:00:00.000Z';

const gin: StoredInventoryItem = { id: 'gin-0001', name: 'Gin', category: 'spirit', quantity: 700, unit: 'ml', lowStockThreshold: 100, cost: 0.04, createdAt: at, updatedAt: at, appliedOrders: ['order:x'] };
const itemInput = (over: Partial<InventoryItemInput> = {}): InventoryItemInput => ({ name: 'Tonic', category: 'mixer', quantity: 10, unit: 'ml', lowStockThreshold: 1, cost: 0.01, ...over });
/** A change of an item as the manager's form sends it: the level left out (kept as it is at the write). */
const changeInput = (over: Partial<InventoryItemInput> = {}): Omit<InventoryItemInput, 'quantity'> => {
  const { quantity: _level, ...change } = itemInput(over);
  return change;
};
const recipe: Recipe = { id: 'gt-00001', name: 'Gin & Tonic', description: '', category: 'wine', price: 9, prepTime: 2, ingredients: [{ inventoryItemId: gin.id, quantity: 50, unit: 'ml' }], instructions: [], isAvailable: true, createdAt: at, updatedAt: at };
const recipeInput = (over: Partial<RecipeInput> = {}): RecipeInput => ({ name: 'Gin Neat', description: '', category: 'cocktail', prepTime: 1, ingredients: [{ inventoryItemId: gin.id, quantity: 50, unit: 'ml' }], instructions: [], isAvailable: true, ...over });

type Catalog = ReturnType<typeof memoryCatalog>['ports'];
/** A change as a form sends it: over the version just read (If-Match, ADR 69). */
const changeItem = async (ports: Catalog, at: { id: string; category?: string }, input: Parameters<typeof replaceItem>[3]) =>
  replaceItem(ports, manager, at, input, (await ports.inventory.findById(at.id))?.etag ?? '"none"');
const changeDrink = async (ports: Catalog, at: { id: string; category?: string }, input: RecipeInput) =>
  replaceRecipe(ports, manager, at, input, (await ports.recipes.findById(at.id))?.etag ?? '"none"');
/** A delete as a list sends it: of the version just read. */
const removeItem = async (ports: Catalog, at: { id: string; category?: string }) =>
  deleteItem(ports, manager, at, (await ports.inventory.findById(at.id))?.etag ?? '"none"');
const removeDrink = async (ports: Parameters<typeof deleteRecipe>[0], at: { id: string; category?: string }) =>
  deleteRecipe(ports, manager, at, (await ports.recipes.findById(at.id))?.etag ?? '"none"');

function setup(openOrders: Parameters<typeof memoryCatalog>[0] = []) {
  const catalog = memoryCatalog(openOrders);
  const seededGin = catalog.ports.inventory.seed(gin);
  return { ...catalog, seededGin };
}

describe('inventory', () => {
  test('a new item gets a server id, times and an empty stock memory, and is audited', async () => {
    const { ports } = setup();
    const { item } = await createItem(ports, manager, itemInput());
    expect(item).toMatchObject({ id: 'id-0001', name: 'Tonic', createdAt: '2026-11-24T20:00:00.000Z', appliedOrders: [] });
    expect(ports.audit.entries).toEqual([expect.objectContaining({ action: 'inventory.create', actor: manager, target: { type: 'inventory', id: 'id-0001', name: 'Tonic' }, date: '2026-11-24' })]);
  });

  test("a name another item has (in another case) is refused with 409 and nothing is written; an item's own name is not", async () => {
    const { ports } = setup();
    await expect(createItem(ports, manager, itemInput({ name: 'GIN' }))).rejects.toMatchObject({ kind: 'conflict' });
    await changeItem(ports, { id: gin.id }, changeInput({ name: 'gin', category: 'spirit' }));
    await expect(changeItem(ports, { id: gin.id }, changeInput({ name: 'Tonic', category: 'spirit' }))).resolves.toBeDefined();
    await createItem(ports, manager, itemInput({ name: 'Soda' }));
    await expect(changeItem(ports, { id: gin.id }, changeInput({ name: 'SODA', category: 'spirit' }))).rejects.toMatchObject({ kind: 'conflict' });
    expect(ports.inventory.writes).toBe(3);
  });

  test('a change keeps the id, the creation time and the memory of applied stock changes; a new category moves it', async () => {
    const { ports } = setup();
    const saved = await changeItem(ports, { id: gin.id, category: 'spirit' }, changeInput({ name: 'Gin', category: 'other' }));
    expect(saved.item).toMatchObject({ id: gin.id, category: 'other', createdAt: at, appliedOrders: ['order:x'] });
    expect(await ports.inventory.get(gin.id, 'spirit')).toBeNull();
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'inventory.update', before: { category: 'spirit' }, after: { category: 'other' } });
  });

  test('an item asked for in another category than its own is not found (404), and nothing is written', async () => {
    const { ports } = setup();
    await expect(changeItem(ports, { id: gin.id, category: 'mixer' }, changeInput())).rejects.toMatchObject({ kind: 'notFound' });
    await expect(removeItem(ports, { id: 'nope-0001' })).rejects.toMatchObject({ kind: 'notFound' });
    expect(ports.inventory.writes).toBe(0);
  });

  test('a stale If-Match is a 412 and changes nothing, nor is it audited', async () => {
    const { ports } = setup();
    await expect(replaceItem(ports, manager, { id: gin.id }, itemInput({ name: 'Gin' }), '"old"')).rejects.toMatchObject({ kind: 'stale' });
    await expect(setQuantity(ports, manager, { id: gin.id }, 5, '"old"')).rejects.toMatchObject({ kind: 'stale' });
    expect(ports.inventory.writes).toBe(0);
    expect(ports.audit.entries).toEqual([]);
  });

  test('a quantity set without If-Match is made again over a concurrent stock change, a few times at most', async () => {
    const { ports } = setup();
    let concurrent = 2;
    ports.inventory.beforeReplace = () => {
      if (concurrent-- > 0) ports.inventory.seed({ ...ports.inventory.docs.get(gin.id)!.item, quantity: 1 });
    };
    const saved = await setQuantity(ports, manager, { id: gin.id }, 650);
    expect(saved.item.quantity).toBe(650);
    expect(ports.audit.entries).toEqual([expect.objectContaining({ action: 'inventory.quantity', before: { quantity: 1 }, after: { quantity: 650 } })]);

    ports.inventory.beforeReplace = () => void ports.inventory.seed({ ...ports.inventory.docs.get(gin.id)!.item });
    await expect(setQuantity(ports, manager, { id: gin.id }, 600)).rejects.toMatchObject({ kind: 'stale' });
    expect(ports.inventory.writes).toBe(1);
    expect(MAX_QUANTITY_ATTEMPTS).toBeGreaterThan(1);
  });

  test('a change names the version it was read at and leaves the quantity out: the stock level stays as it is at the write, what orders took stays taken', async () => {
    const { ports } = setup();
    const { quantity: _left, ...form } = itemInput({ name: 'London Dry Gin', category: 'spirit' });
    // Two Readies take 60 ml each while the manager's form is open, before its write.
    let ready = true;
    ports.inventory.beforeReplace = () => {
      if (ready) {
        ready = false;
        const now = ports.inventory.docs.get(gin.id)!.item;
        ports.inventory.seed({ ...now, quantity: now.quantity - 120 });
      }
    };
    const before = ports.inventory.docs.get(gin.id)!.item.quantity;
    // The version the form read is gone by the write: refused (412), nothing written (ADR 69); the form's page reads
    // it again, finds nothing it holds changed but the level, and writes over the new version: the level stays taken.
    const opened = ports.inventory.docs.get(gin.id)!.etag;
    await expect(replaceItem(ports, manager, { id: gin.id }, form, opened)).rejects.toMatchObject({ kind: 'stale' });
    expect(ports.inventory.docs.get(gin.id)!.item.name).toBe('Gin');
    const saved = await changeItem(ports, { id: gin.id }, form);
    expect(saved.item).toMatchObject({ name: 'London Dry Gin', quantity: before - 120, appliedOrders: ['order:x'] });
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'inventory.update', after: { name: 'London Dry Gin' } });
    // A quantity sent is the manager's: it is set, over the version named.
    ports.inventory.beforeReplace = null;
    const read = ports.inventory.docs.get(gin.id)!;
    expect((await replaceItem(ports, manager, { id: gin.id }, { ...form, quantity: 500 }, read.etag)).item.quantity).toBe(500);
  });

  test('a full update carrying a quantity needs If-Match: an echo of an old read does not give back what orders took since', async () => {
    const { ports } = setup();
    const read = ports.inventory.docs.get(gin.id)!;
    const echoed = { ...changeInput({ name: read.item.name, category: 'spirit' }), quantity: read.item.quantity };
    // An order reaches Ready after the read: 60 ml taken.
    ports.inventory.seed({ ...read.item, quantity: read.item.quantity - 60 });
    const taken = ports.inventory.docs.get(gin.id)!;
    await expect(replaceItem(ports, manager, { id: gin.id }, echoed)).rejects.toMatchObject({ kind: 'preconditionRequired', message: QUANTITY_NEEDS_VERSION });
    await expect(replaceItem(ports, manager, { id: gin.id }, echoed, read.etag)).rejects.toMatchObject({ kind: 'stale' });
    expect(ports.inventory.docs.get(gin.id)!.item.quantity).toBe(read.item.quantity - 60);
    expect(ports.audit.entries.filter((e) => e.action === 'inventory.update')).toHaveLength(0);
    // Over the version read now, the level sent is set.
    expect((await replaceItem(ports, manager, { id: gin.id }, echoed, taken.etag)).item.quantity).toBe(read.item.quantity);
  });

  test("a new unit a recipe cannot measure the item in is refused, naming the drinks; the level is kept", async () => {
    const { ports } = setup();
    ports.recipes.seed(recipe);
    await expect(changeItem(ports, { id: gin.id }, changeInput({ name: 'Gin', category: 'spirit', unit: 'piece' }))).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringMatching(/^Cannot count this item in piece: the recipe Gin & Tonic measures it in a unit that cannot be converted to piece/),
    });
    expect(ports.inventory.docs.get(gin.id)!.item).toMatchObject({ unit: 'ml', quantity: 700 });
    expect(ports.audit.entries.filter((e) => e.action === 'inventory.update')).toHaveLength(0);
  });

  test('a new unit the recipes can still measure in keeps the same stock, said in the new unit (700 ml is 70 cl)', async () => {
    const { ports } = setup();
    ports.recipes.seed(recipe);
    // (The form sends back the threshold and the cost of one unit as they were: they are the same, said in centilitres.)
    const saved = await changeItem(ports, { id: gin.id }, changeInput({ name: 'Gin', category: 'spirit', unit: 'cl', lowStockThreshold: gin.lowStockThreshold, cost: gin.cost }));
    expect(saved.item).toMatchObject({ unit: 'cl', quantity: 70, lowStockThreshold: 10, cost: 0.4 });
    // An item no recipe uses may be counted in any unit.
    ports.recipes.docs.clear();
    expect((await changeItem(ports, { id: gin.id }, changeInput({ name: 'Gin', category: 'spirit', unit: 'piece' }))).item.unit).toBe('piece');
  });

  test('a new unit is refused while an order on its way holds the item in its present unit (a Ready would take 45 cl for 45 ml); once served, it is taken', async () => {
    const holding = (status: string) => ({ id: `order-${status}`, status, items: [], ingredients: [{ inventoryItemId: gin.id, name: 'Gin', category: 'spirit', unit: 'ml', quantity: 45 }] }) as never;
    for (const status of ['pending', 'preparing', 'ready']) {
      const { ports } = setup([holding(status)]);
      await expect(changeItem(ports, { id: gin.id }, changeInput({ name: 'Gin', category: 'spirit', unit: 'cl', lowStockThreshold: gin.lowStockThreshold, cost: gin.cost }))).rejects.toMatchObject({
        kind: 'conflict',
        message: 'Cannot count this item in cl now: 1 open order holds it in its present unit (received, being prepared or ready) and takes it from stock so. Change the unit once that order is served.',
      });
      expect((await ports.inventory.findById(gin.id))!.item).toMatchObject({ unit: 'ml', quantity: 700 });
    }
    const served = setup([{ ...(holding('completed') as object), status: 'completed' } as never]);
    expect((await changeItem(served.ports, { id: gin.id }, changeInput({ name: 'Gin', category: 'spirit', unit: 'cl', lowStockThreshold: gin.lowStockThreshold, cost: gin.cost }))).item.unit).toBe('cl');
  });

  test('a level set by hand of an item counted whole is a whole number (half a bottle of beer is a 400, nothing written); a level it holds already is not refused', async () => {
    const { ports } = setup();
    ports.inventory.seed({ ...gin, id: 'lager-001', name: 'Lager', category: 'beer', unit: 'bottle', quantity: 47.5, appliedOrders: [] });
    await expect(setQuantity(ports, manager, { id: 'lager-001' }, 69.5)).rejects.toMatchObject({ kind: 'invalid', message: "quantity: 'Lager' is counted in whole bottles: 69.5 is not a whole number" });
    await expect(createItem(ports, manager, itemInput({ name: 'Cider', unit: 'bottle', quantity: 2.5 }))).rejects.toMatchObject({ kind: 'invalid' });
    expect((await setQuantity(ports, manager, { id: 'lager-001' }, 47.5)).item.quantity).toBe(47.5);
    expect((await setQuantity(ports, manager, { id: 'lager-001' }, 70)).item.quantity).toBe(70);
  });

  test('an item a recipe uses is not deleted: 409 naming the drinks; an unused one is, and audited', async () => {
    const { ports } = setup();
    ports.recipes.seed(recipe);
    await expect(removeItem(ports, { id: gin.id })).rejects.toMatchObject({ kind: 'conflict', message: expect.stringContaining('Gin & Tonic') });
    expect(ports.inventory.docs.has(gin.id)).toBe(true);
    ports.recipes.docs.clear();
    await removeItem(ports, { id: gin.id });
    expect(ports.inventory.docs.has(gin.id)).toBe(false);
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'inventory.delete', target: { id: gin.id } });
  });

  test('an audit record that cannot be written is logged, and the change stands', async () => {
    const { ports, warnings } = setup();
    ports.audit.record = async () => {
      throw new Error('audit container down');
    };
    const { item } = await createItem(ports, manager, itemInput());
    expect(ports.inventory.docs.has(item.id)).toBe(true);
    expect(warnings).toEqual([expect.stringContaining('audit container down')]);
  });
});

describe('recipes', () => {
  test('without a price a new drink is priced at the target pour cost of its ingredients; with one, that price', async () => {
    const { ports } = setup();
    const suggested = await createRecipe(ports, manager, recipeInput());
    expect(suggested.item.price).toBeGreaterThan(0);
    expect(suggested.item.price).toBeGreaterThanOrEqual((50 * 0.04) / 0.2);
    const priced = await createRecipe(ports, manager, recipeInput({ name: 'Gin Double', price: 12 }));
    expect(priced.item.price).toBe(12);
  });

  test('an ingredient that is not stocked, or in a unit that does not convert, is a 400 naming it; nothing is written', async () => {
    const { ports } = setup();
    await expect(createRecipe(ports, manager, recipeInput({ ingredients: [{ inventoryItemId: 'none-0001', quantity: 1, unit: 'ml' }] }))).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/^ingredients\.0\.inventoryItemId/) });
    await expect(createRecipe(ports, manager, recipeInput({ ingredients: [{ inventoryItemId: gin.id, quantity: 1, unit: 'piece' }] }))).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/^ingredients\.0\.unit/) });
    // (One product on two lines would be poured and costed twice: an outside attacker's Mojito took 90 ml of rum.)
    const twice = recipeInput({ ingredients: [{ inventoryItemId: gin.id, quantity: 45, unit: 'ml' }, { inventoryItemId: gin.id, quantity: 4.5, unit: 'cl' }] });
    await expect(createRecipe(ports, manager, twice)).rejects.toMatchObject({ kind: 'invalid', message: 'ingredients.1.inventoryItemId: Gin is listed twice: give it once, with its whole amount' });
    expect(ports.recipes.writes).toBe(0);
  });

  test('a drink filed as alcohol-free holds no product over 0.5% ABV: 400 naming it, nothing written; the 0.5% beer and products with none are fine', async () => {
    const { ports } = setup();
    ports.inventory.seed({ ...gin, id: 'gin-0040', name: 'London Dry Gin', abv: 40 });
    ports.inventory.seed({ ...gin, id: 'beer-0005', name: 'Alcohol-free beer', category: 'beer', abv: 0.5 });
    ports.inventory.seed({ ...gin, id: 'tonic-0001', name: 'Tonic', category: 'mixer', abv: 0 });
    const line = (id: string) => ({ inventoryItemId: id, quantity: 50, unit: 'ml' as const });
    const refused = createRecipe(ports, manager, recipeInput({ name: 'Garden Cooler', category: 'alcohol-free', ingredients: [line('tonic-0001'), line('gin-0040')] }));
    await expect(refused).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/^ingredients\.1\.inventoryItemId: London Dry Gin holds alcohol \(40% ABV\)/) });
    expect(ports.recipes.writes).toBe(0);
    const fine = await createRecipe(ports, manager, recipeInput({ name: 'Shandy-ish', category: 'alcohol-free', ingredients: [line('beer-0005'), line('tonic-0001')] }));
    expect(fine.item.category).toBe('alcohol-free');
    // Moved into the category later, by a change: the same rule.
    const cocktail = await createRecipe(ports, manager, recipeInput({ name: 'Gin Tonic', category: 'cocktail', ingredients: [line('gin-0040'), line('tonic-0001')] }));
    await expect(changeDrink(ports, { id: cocktail.item.id }, recipeInput({ name: 'Gin Tonic', category: 'alcohol-free', ingredients: [line('gin-0040'), line('tonic-0001')] }))).rejects.toMatchObject({ kind: 'invalid' });
    // A spirit saved with no ABV is taken to hold alcohol (unless its name says it holds none); a mixer with none does not.
    ports.inventory.seed({ ...gin, id: 'rum-00001', name: 'Spiced Rum', category: 'spirit' });
    ports.inventory.seed({ ...gin, id: 'gin-00000', name: 'Non-Alcoholic Gin', category: 'spirit' });
    await expect(createRecipe(ports, manager, recipeInput({ name: 'Spiced Cooler', category: 'alcohol-free', ingredients: [line('tonic-0001'), line('rum-00001')] }))).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/^ingredients\.1\.inventoryItemId: Spiced Rum is a spirit with no ABV recorded/),
    });
    await expect(createRecipe(ports, manager, recipeInput({ name: 'Zero G&T', category: 'alcohol-free', ingredients: [line('gin-00000'), line('tonic-0001')] }))).resolves.toBeDefined();
    // So is an 'other' product (where the wines, the prosecco and a cider live) saved with no ABV; one whose name says
    // it holds none is not.
    ports.inventory.seed({ ...gin, id: 'cider-0001', name: 'Cider', category: 'other' });
    ports.inventory.seed({ ...gin, id: 'wine-00000', name: 'Alcohol-Free Sparkling Wine', category: 'other' });
    await expect(createRecipe(ports, manager, recipeInput({ name: 'Virgin Apple', category: 'alcohol-free', ingredients: [line('tonic-0001'), line('cider-0001')] }))).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/^ingredients\.1\.inventoryItemId: Cider is a product filed under 'other' with no ABV recorded, so it is taken to hold alcohol/),
    });
    await expect(createRecipe(ports, manager, recipeInput({ name: 'Zero Fizz', category: 'alcohol-free', ingredients: [line('wine-00000'), line('tonic-0001')] }))).resolves.toBeDefined();
    // Nor can a product an alcohol-free drink uses lose its recorded strength while it is a spirit.
    await expect(changeItem(ports, { id: 'gin-00000' }, changeInput({ name: 'Dry Gin', category: 'spirit' }))).rejects.toMatchObject({ kind: 'conflict', message: expect.stringMatching(/Zero G&T/) });
    // A product an alcohol-free drink uses cannot be made stronger than 0.5% (409 naming the drink); other changes go through.
    await expect(changeItem(ports, { id: 'beer-0005' }, changeInput({ name: 'Alcohol-free beer', category: 'beer', abv: 5 }))).rejects.toMatchObject({ kind: 'conflict', message: expect.stringMatching(/Shandy-ish/) });
    await expect(changeItem(ports, { id: 'beer-0005' }, changeInput({ name: 'Alcohol-free beer', category: 'beer', abv: 0.5, lowStockThreshold: 3 }))).resolves.toBeDefined();
  });

  test('a drink or an item written back whole without the version it was read at is refused (428), and nothing is written', async () => {
    const { ports } = setup();
    ports.recipes.seed(recipe);
    await expect(replaceRecipe(ports, manager, { id: recipe.id }, recipeInput({ name: 'Gin & Tonic', price: 1 }))).rejects.toMatchObject({ kind: 'preconditionRequired', message: CHANGE_NEEDS_VERSION });
    await expect(replaceItem(ports, manager, { id: gin.id }, changeInput({ name: 'Gin', category: 'spirit', cost: 9 }))).rejects.toMatchObject({ kind: 'preconditionRequired', message: ITEM_CHANGE_NEEDS_VERSION });
    expect([ports.recipes.writes, ports.inventory.writes]).toEqual([0, 0]);
    // A form's version that is gone (another manager saved since) loses: 412, the other's change stays.
    const opened = (await ports.recipes.findById(recipe.id))!.etag;
    await changeDrink(ports, { id: recipe.id }, recipeInput({ name: 'Gin & Tonic', category: 'wine', price: 9.5 }));
    await expect(replaceRecipe(ports, manager, { id: recipe.id }, recipeInput({ name: 'Gin & Tonic', category: 'wine', price: 9 }), opened)).rejects.toMatchObject({ kind: 'stale' });
    expect((await ports.recipes.findById(recipe.id))!.item.price).toBe(9.5);
  });

  test('a drink or an item deleted without the version it was read at is refused (428); over a version gone, 412; nothing is deleted', async () => {
    const { ports } = setup();
    ports.recipes.seed(recipe);
    ports.inventory.seed({ ...gin, id: 'beer-0005', name: 'Alcohol-free beer', category: 'beer', abv: 0.5 });
    await expect(deleteRecipe(ports, manager, { id: recipe.id })).rejects.toMatchObject({ kind: 'preconditionRequired', message: RECIPE_DELETE_NEEDS_VERSION });
    await expect(deleteItem(ports, manager, { id: 'beer-0005' })).rejects.toMatchObject({ kind: 'preconditionRequired', message: ITEM_DELETE_NEEDS_VERSION });
    // A list shown before another manager's change (a new price) deletes nothing: the change stays to be seen.
    const listed = (await ports.recipes.findById(recipe.id))!.etag;
    await changeDrink(ports, { id: recipe.id }, recipeInput({ name: 'Gin & Tonic', category: 'wine', price: 9.5 }));
    await expect(deleteRecipe(ports, manager, { id: recipe.id }, listed)).rejects.toMatchObject({ kind: 'stale' });
    const listedItem = (await ports.inventory.findById('beer-0005'))!.etag;
    await setQuantity(ports, manager, { id: 'beer-0005' }, 3);
    await expect(deleteItem(ports, manager, { id: 'beer-0005' }, listedItem)).rejects.toMatchObject({ kind: 'stale' });
    expect([ports.recipes.docs.has(recipe.id), ports.inventory.docs.has('beer-0005')]).toEqual([true, true]);
    expect(ports.audit.entries.filter((e) => e.action.endsWith('.delete'))).toEqual([]);
    // Over the version it is, it goes.
    await removeDrink(ports, { id: recipe.id });
    await removeItem(ports, { id: 'beer-0005' });
    expect([ports.recipes.docs.has(recipe.id), ports.inventory.docs.has('beer-0005')]).toEqual([false, false]);
  });

  test('a product made stronger while an alcohol-free drink takes it in at the same moment: the write that sees the other is undone (ADR 74)', async () => {
    // The product's change checked the drinks before the drink was written; it sees it after its own write, puts the
    // product's strength back and is refused.
    const itemSide = setup();
    itemSide.ports.inventory.seed({ ...gin, id: 'beer-0005', name: 'Alcohol-free beer', category: 'beer', abv: 0.5 });
    itemSide.ports.inventory.beforeReplace = () => {
      itemSide.ports.inventory.beforeReplace = null;
      itemSide.ports.recipes.seed({ ...recipe, id: 'shandy-01', name: 'Shandy-ish', category: 'alcohol-free', ingredients: [{ inventoryItemId: 'beer-0005', quantity: 100, unit: 'ml' }] });
    };
    await expect(changeItem(itemSide.ports, { id: 'beer-0005' }, changeInput({ name: 'Alcohol-free beer', category: 'beer', abv: 5 }))).rejects.toMatchObject({ kind: 'conflict', message: expect.stringMatching(/Shandy-ish/) });
    expect((await itemSide.ports.inventory.findById('beer-0005'))!.item).toMatchObject({ abv: 0.5, category: 'beer' });
    expect(itemSide.ports.audit.entries.filter((e) => e.action === 'inventory.update')).toEqual([]);

    // The drink's write checked the stock before the product was made stronger; it sees it after its own write and is
    // undone: a new drink is gone, a changed one is as it was.
    const drinkSide = setup();
    drinkSide.ports.inventory.seed({ ...gin, id: 'beer-0005', name: 'Alcohol-free beer', category: 'beer', abv: 0.5 });
    const strengthen = () => drinkSide.ports.inventory.seed({ ...gin, id: 'beer-0005', name: 'Alcohol-free beer', category: 'beer', abv: 5 });
    const create = drinkSide.ports.recipes.create.bind(drinkSide.ports.recipes);
    drinkSide.ports.recipes.create = async (doc) => {
      strengthen();
      return create(doc);
    };
    const shandy = recipeInput({ name: 'Shandy-ish', category: 'alcohol-free', ingredients: [{ inventoryItemId: 'beer-0005', quantity: 100, unit: 'ml' }] });
    await expect(createRecipe(drinkSide.ports, manager, shandy)).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/Alcohol-free beer/) });
    expect(await drinkSide.ports.recipes.findByName('Shandy-ish')).toEqual([]);

    const changed = setup();
    changed.ports.inventory.seed({ ...gin, id: 'beer-0005', name: 'Alcohol-free beer', category: 'beer', abv: 0.5 });
    changed.ports.recipes.seed({ ...recipe, id: 'lemon-001', name: 'Lemon Fizz', category: 'alcohol-free', ingredients: [] });
    changed.ports.recipes.beforeReplace = () => {
      changed.ports.recipes.beforeReplace = null;
      changed.ports.inventory.seed({ ...gin, id: 'beer-0005', name: 'Alcohol-free beer', category: 'beer', abv: 5 });
    };
    await expect(changeDrink(changed.ports, { id: 'lemon-001' }, recipeInput({ name: 'Lemon Fizz', category: 'alcohol-free', ingredients: [{ inventoryItemId: 'beer-0005', quantity: 100, unit: 'ml' }] }))).rejects.toMatchObject({ kind: 'invalid' });
    expect((await changed.ports.recipes.findById('lemon-001'))!.item.ingredients).toEqual([]);
  });

  test('a change keeps the price unless one is sent, and a taken name is a 409', async () => {
    const { ports } = setup();
    ports.recipes.seed(recipe);
    ports.recipes.seed({ ...recipe, id: 'other-001', name: 'Negroni' });
    const saved = await changeDrink(ports, { id: recipe.id }, recipeInput({ name: 'Gin & Tonic', category: 'wine' }));
    expect(saved.item.price).toBe(9);
    await expect(changeDrink(ports, { id: recipe.id }, recipeInput({ name: 'negroni' }))).rejects.toMatchObject({ kind: 'conflict' });
  });

  test('availability is written over the version read and audited with before and after', async () => {
    const { ports } = setup();
    const current = ports.recipes.seed(recipe);
    const saved = await setAvailability(ports, manager, { id: recipe.id, category: recipe.category }, false, current.etag);
    expect(saved.item.isAvailable).toBe(false);
    expect(ports.audit.entries).toEqual([expect.objectContaining({ action: 'recipe.availability', before: { isAvailable: true }, after: { isAvailable: false } })]);
    await expect(setAvailability(ports, manager, { id: recipe.id }, true, current.etag)).rejects.toMatchObject({ kind: 'stale' });
    await expect(setAvailability(ports, manager, { id: recipe.id, category: 'cocktail' }, true)).rejects.toMatchObject({ kind: 'notFound' });
  });

  test("every change answers the drink as the menu shows it: available while one serving fits in the stock the orders on their way leave", async () => {
    // 700 ml of gin; an order being made holds 660 ml of it until ready: 40 ml free, less than a 50 ml serving.
    const holding = { id: 'order-0002', status: 'preparing' as const, items: [], ingredients: [{ inventoryItemId: gin.id, name: 'Gin', category: 'spirit', quantity: 660, unit: 'ml' }], stockDeducted: false } as never;
    const { ports } = setup([holding]);
    ports.recipes.seed(recipe);

    const created = await createRecipe(ports, manager, recipeInput({ ingredients: [{ inventoryItemId: gin.id, quantity: 30, unit: 'ml' }] }));
    expect(created.item).toMatchObject({ name: 'Gin Neat', available: true, missingIngredients: [] });
    expect(created.etag).toBe(ports.recipes.docs.get(created.item.id)!.etag);

    const replaced = await changeDrink(ports, { id: recipe.id }, recipeInput({ name: 'Gin & Tonic', category: 'wine' }));
    expect(replaced.item).toMatchObject({ id: recipe.id, available: false, missingIngredients: ['Gin'] });
    expect(replaced.etag).toBe(ports.recipes.docs.get(recipe.id)!.etag);

    const off = await setAvailability(ports, manager, { id: created.item.id }, false);
    expect(off.item).toMatchObject({ isAvailable: false, available: false });
    const on = await setAvailability(ports, manager, { id: created.item.id }, true, off.etag);
    expect(on.item).toMatchObject({ isAvailable: true, available: true, missingIngredients: [] });
    // What the menu answers is not stored: the drink as written carries no availability.
    expect(ports.recipes.docs.get(created.item.id)!.item).not.toHaveProperty('available');

    // Once the order is ready (its stock taken), nothing is held: the 50 ml serving fits again.
    const free = setup([{ ...(holding as object), stockDeducted: true } as never]);
    free.ports.recipes.seed(recipe);
    expect((await setAvailability(free.ports, manager, { id: recipe.id }, true)).item).toMatchObject({ available: true, missingIngredients: [] });
  });

  test('a drink on an open order is not deleted (409); once the order is served it is', async () => {
    const open = { id: 'order-0001', status: 'preparing' as const, items: [{ recipeId: recipe.id, name: recipe.name, quantity: 1, price: 9 }] } as never;
    const blocked = setup([open]);
    blocked.ports.recipes.seed(recipe);
    await expect(removeDrink(blocked.ports, { id: recipe.id })).rejects.toMatchObject({ kind: 'conflict' });
    expect(blocked.ports.recipes.docs.has(recipe.id)).toBe(true);

    const served = setup([{ ...(open as object), status: 'completed' } as never]);
    served.ports.recipes.seed(recipe);
    await removeDrink(served.ports, { id: recipe.id });
    expect(served.ports.recipes.docs.has(recipe.id)).toBe(false);
    expect(served.ports.audit.entries).toEqual([expect.objectContaining({ action: 'recipe.delete' })]);
  });
});

describe('the demo bar', () => {
  test("init-data keeps to the unique names: a seed item whose name a manager's item has (in another case) is skipped, and the load is audited", async () => {
    const { ports } = memoryCatalog();
    ports.inventory.seed({ ...gin, id: 'mine-0001', name: 'LONDON DRY GIN' });
    const result = await loadDemoBar({ ...ports, today: () => '2026-11-24' }, manager);
    const named = [...ports.inventory.docs.values()].filter((d) => d.item.name.toLowerCase() === 'london dry gin');
    expect(named.map((d) => d.item.id)).toEqual(['mine-0001']);
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    expect(ports.audit.entries).toEqual([expect.objectContaining({ action: 'init-data', actor: manager, target: { type: 'bar', id: 'demo-data', name: 'Demo bar data' }, date: '2026-11-24' })]);
  });
});

describe("who sees what of the stock", () => {
  test("staff see an item without its bookkeeping; a guest sees only what the menu shows of an ingredient; the lists are kept per view", async () => {
    const { ports } = setup();
    const staff = inventoryViewOf({ personas: ['bartender'] });
    const guest = inventoryViewOf({ personas: ['customer'] });
    expect([staff.scope, guest.scope]).toEqual(['inventory:staff', 'inventory:guest']);
    const { appliedOrders, ...withoutBookkeeping } = gin;
    void appliedOrders;
    expect(await staff.list(ports)).toEqual([withoutBookkeeping]);
    expect(await guest.list(ports)).toEqual([{ id: gin.id, name: 'Gin', category: 'spirit', unit: 'ml' }]);
    expect(guest.item(gin)).toEqual({ id: gin.id, name: 'Gin', category: 'spirit', unit: 'ml' });
  });
});
