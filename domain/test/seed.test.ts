import { SEED_INVENTORY, SEED_RECIPES, SEED_VERSION } from '../src/seed';
import {
  RECIPE_CATEGORIES,
  convertQuantity,
  indexById,
  ingredientCost,
  inventoryItemInputSchema,
  isLowStock,
  isOutOfStock,
  pourCost,
  recipeInputSchema,
  withAvailability,
  type InventoryItem,
  type Recipe,
} from '../src';

const STAMP = '2024-01-01T00:00:00.000Z';
const inventory: InventoryItem[] = SEED_INVENTORY.map((item) => ({ ...item, createdAt: STAMP, updatedAt: STAMP }));
const recipes: Recipe[] = SEED_RECIPES.map((recipe) => ({ ...recipe, createdAt: STAMP, updatedAt: STAMP }));
const stockById = indexById(inventory);
const withStock = recipes.map((recipe) => withAvailability(recipe, stockById));

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('seed data', () => {
  it('has a version', () => {
    expect(SEED_VERSION).toBe(1);
  });

  describe('inventory', () => {
    it('has a realistic number of items', () => {
      expect(SEED_INVENTORY.length).toBeGreaterThanOrEqual(45);
      expect(SEED_INVENTORY.length).toBeLessThanOrEqual(60);
    });

    it.each(SEED_INVENTORY.map((item) => [item.id, item] as const))('%s parses and keeps its values', (_id, item) => {
      const { id, ...input } = item;
      const parsed = inventoryItemInputSchema.parse(input);
      expect(parsed).toEqual(input);
    });

    it('has unique slug ids and case-insensitively unique names', () => {
      const ids = SEED_INVENTORY.map((i) => i.id);
      expect(duplicates(ids)).toEqual([]);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(duplicates(SEED_INVENTORY.map((i) => i.name.trim().toLowerCase()))).toEqual([]);
    });

    it('has at least 4 low-stock items and one or two out of stock', () => {
      expect(SEED_INVENTORY.filter(isLowStock).length).toBeGreaterThanOrEqual(4);
      const out = SEED_INVENTORY.filter(isOutOfStock);
      expect(out.length).toBeGreaterThanOrEqual(1);
      expect(out.length).toBeLessThanOrEqual(2);
    });

    it('keeps most items well stocked', () => {
      const low = SEED_INVENTORY.filter(isLowStock).length;
      expect(low).toBeLessThanOrEqual(8);
      expect(SEED_INVENTORY.length - low).toBeGreaterThan(low * 4);
    });
  });

  describe('recipes', () => {
    it.each(SEED_RECIPES.map((recipe) => [recipe.id, recipe] as const))('%s parses and keeps its values', (_id, recipe) => {
      const { id, ...input } = recipe;
      const parsed = recipeInputSchema.parse(input);
      expect(parsed).toEqual(input);
    });

    it('has unique slug ids and case-insensitively unique names', () => {
      const ids = SEED_RECIPES.map((r) => r.id);
      expect(duplicates(ids)).toEqual([]);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(duplicates(SEED_RECIPES.map((r) => r.name.trim().toLowerCase()))).toEqual([]);
    });

    it('has a description, instructions without step numbers, a price and a prep time for every drink', () => {
      for (const recipe of SEED_RECIPES) {
        expect(recipe.description.length).toBeGreaterThan(20);
        expect(RECIPE_CATEGORIES).toContain(recipe.category);
        expect(recipe.instructions.length).toBeGreaterThan(0);
        for (const step of recipe.instructions) expect(step).not.toMatch(/^\s*\d+\s*[.)-]/);
        expect(recipe.price).toBeGreaterThan(0);
        expect(recipe.prepTime).toBeGreaterThanOrEqual(1);
        expect(recipe.isAvailable).toBe(true);
      }
    });

    it('references existing inventory items in convertible units', () => {
      for (const recipe of SEED_RECIPES) {
        for (const ingredient of recipe.ingredients) {
          const item = stockById.get(ingredient.inventoryItemId);
          expect({ recipe: recipe.id, item: ingredient.inventoryItemId, found: item !== undefined }).toEqual({
            recipe: recipe.id,
            item: ingredient.inventoryItemId,
            found: true,
          });
          const converted = convertQuantity(ingredient.quantity, ingredient.unit, item!.unit);
          expect({ recipe: recipe.id, item: item!.id, converted }).not.toEqual({ recipe: recipe.id, item: item!.id, converted: null });
        }
      }
    });

    it('has at least 24 cocktails and 20 of them available with the seeded stock', () => {
      const cocktails = withStock.filter((r) => r.category === 'cocktail');
      expect(cocktails.length).toBeGreaterThanOrEqual(24);
      expect(cocktails.filter((r) => r.available).length).toBeGreaterThanOrEqual(20);
    });

    it('has at least one drink that cannot be made because an ingredient is out', () => {
      const unavailable = withStock.filter((r) => !r.available);
      expect(unavailable.length).toBeGreaterThanOrEqual(1);
      for (const recipe of unavailable) expect(recipe.missingIngredients.length).toBeGreaterThan(0);
    });

    it('offers beers, wines, neat spirits and alcohol-free drinks', () => {
      const count = (category: string) => SEED_RECIPES.filter((r) => r.category === category).length;
      expect(count('beer')).toBeGreaterThanOrEqual(3);
      expect(count('wine')).toBeGreaterThanOrEqual(3);
      expect(count('spirit')).toBeGreaterThanOrEqual(2);
      expect(count('alcohol-free')).toBeGreaterThanOrEqual(4);
    });

    it('keeps alcohol out of the alcohol-free drinks', () => {
      const alcoholFree = SEED_RECIPES.filter((r) => r.category === 'alcohol-free');
      expect(alcoholFree.length).toBeGreaterThanOrEqual(4);
      for (const recipe of alcoholFree) {
        for (const ingredient of recipe.ingredients) {
          const item = stockById.get(ingredient.inventoryItemId)!;
          const alcoholic = (item.abv ?? 0) > 0.5;
          expect({ recipe: recipe.id, item: item.id, alcoholic }).toEqual({ recipe: recipe.id, item: item.id, alcoholic: false });
        }
      }
    });

    it.each(SEED_RECIPES.map((recipe) => [recipe.id, recipe] as const))('%s has a realistic pour cost (5-40%%)', (_id, recipe) => {
      const cost = ingredientCost(recipe.ingredients, stockById);
      const share = pourCost(cost, recipe.price);
      expect(share).not.toBeNull();
      expect(share!).toBeGreaterThanOrEqual(0.05);
      expect(share!).toBeLessThanOrEqual(0.4);
    });
  });
});

test('the demo bar counts and receives its spirits and wines in bottles (each has a bottle size)', () => {
  const bottled = SEED_INVENTORY.filter((i) => i.category === 'spirit' || /^(wine-|prosecco)/.test(i.id));
  expect(bottled.length).toBeGreaterThan(20);
  expect(bottled.filter((i) => !(i.unit === 'ml' && i.bottleSize && i.bottleSize >= 500)).map((i) => i.id)).toEqual([]);
});
