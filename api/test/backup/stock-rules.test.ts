import { stockRuleRefusals, type CurrentCatalog } from '../../src/backup/stock-rules';

/**
 * A restore holds what it leaves to the rules every write is held to (ADR 72): the records that would break them are
 * named, and nothing else.
 */
const vodka = { id: 'vodka', name: 'Vodka', category: 'spirit', unit: 'ml', abv: 40 };
const afGin = { id: 'gin-af', name: 'Non-Alcoholic Gin Alternative', category: 'spirit', unit: 'ml', abv: 0 };
const tonic = { id: 'tonic', name: 'Tonic Water', category: 'mixer', unit: 'ml' };
const gin = { id: 'gin', name: 'London Dry Gin', category: 'spirit', unit: 'ml', abv: 40 };
const afGt = { id: 'af-gt', name: 'Alcohol-Free G&T', category: 'alcohol-free', ingredients: [{ inventoryItemId: 'gin-af', unit: 'ml' }, { inventoryItemId: 'tonic', unit: 'ml' }] };
const gt = { id: 'gt', name: 'Gin & Tonic', category: 'cocktail', ingredients: [{ inventoryItemId: 'gin', unit: 'ml' }, { inventoryItemId: 'tonic', unit: 'ml' }] };
const standing: CurrentCatalog = { inventory: [vodka, afGin, tonic, gin], recipes: [afGt, gt] };

const MERGE = { overwriteExisting: false, clearExistingData: false, restoreImages: false };
const OVERWRITE = { ...MERGE, overwriteExisting: true };
const CLEAR = { ...MERGE, clearExistingData: true };
const docs = <T extends { id: string }>(...list: T[]) => list as unknown as Array<Record<string, unknown> & { id: string }>;

describe('a restore held to the rules of the stock', () => {
  test("a drink filed alcohol-free that holds vodka is not restored, and says why; the backup's other drinks are", () => {
    const spiked = { id: 'virgin-mule', name: 'Virgin Mule', category: 'alcohol-free', ingredients: [{ inventoryItemId: 'vodka', unit: 'ml' }] };
    for (const options of [MERGE, OVERWRITE, CLEAR]) {
      const refused = stockRuleRefusals({ inventory: null, recipes: docs(spiked, gt) }, standing, options);
      expect([...refused.recipes.keys()]).toEqual(['virgin-mule']);
      expect(refused.recipes.get('virgin-mule')).toMatch(/^ingredients\.0\.inventoryItemId: Vodka holds alcohol \(40% ABV\), and an alcohol-free drink may hold nothing over 0\.5%/);
      expect(refused.inventory.size).toBe(0);
    }
  });

  test("an item made 40% while an alcohol-free drink that stays uses it is not restored (overwrite); kept as it stands, it is no problem (merge)", () => {
    const strong = { ...afGin, abv: 40 };
    const overwrite = stockRuleRefusals({ inventory: docs(strong), recipes: null }, standing, OVERWRITE);
    expect([...overwrite.inventory.keys()]).toEqual(['gin-af']);
    expect(overwrite.inventory.get('gin-af')).toMatch(/^the drink 'Alcohol-Free G&T', which stays, would break a rule: .*Non-Alcoholic Gin Alternative holds alcohol \(40% ABV\)/);
    expect(stockRuleRefusals({ inventory: docs(strong), recipes: null }, standing, MERGE).inventory.size).toBe(0);
  });

  test('an item counted in pieces under drinks that pour it in ml is not restored', () => {
    const inPieces = { ...gin, unit: 'piece' };
    const refused = stockRuleRefusals({ inventory: docs(inPieces), recipes: null }, standing, OVERWRITE);
    expect(refused.inventory.get('gin')).toMatch(/^the drink 'Gin & Tonic', which stays, would break a rule: ingredients\.0\.unit: ml cannot be measured against London Dry Gin \(counted in piece\)/);
  });

  test('a whole backup is read against itself: its drink and its item together, the drink is the one refused', () => {
    const strong = { ...afGin, abv: 40 };
    const refused = stockRuleRefusals({ inventory: docs(strong, tonic), recipes: docs(afGt) }, standing, CLEAR);
    expect([...refused.recipes.keys()]).toEqual(['af-gt']);
    expect(refused.inventory.size).toBe(0);
  });

  test('with the data cleared, what stands is no rule: a backup whose drinks and stock agree is restored whole', () => {
    const broken: CurrentCatalog = { inventory: [{ ...afGin, abv: 40 }, tonic], recipes: [afGt] };
    const refused = stockRuleRefusals({ inventory: docs(afGin, tonic), recipes: docs(afGt) }, broken, CLEAR);
    expect([refused.recipes.size, refused.inventory.size]).toEqual([0, 0]);
  });

  test('a drink that broke a rule before the restore is not the restore\'s doing: the item restored beside it stays', () => {
    const broken: CurrentCatalog = { inventory: [{ ...afGin, abv: 40 }, tonic], recipes: [afGt] };
    const refused = stockRuleRefusals({ inventory: docs({ ...tonic, name: 'Indian Tonic' }), recipes: null }, broken, OVERWRITE);
    expect([refused.recipes.size, refused.inventory.size]).toEqual([0, 0]);
  });

  test("a drink whose item neither the backup nor the stock holds is no rule of the restore's", () => {
    const orphan = { id: 'orphan', name: 'Orphan', category: 'alcohol-free', ingredients: [{ inventoryItemId: 'gone', unit: 'ml' }] };
    expect(stockRuleRefusals({ inventory: null, recipes: docs(orphan) }, standing, MERGE).recipes.size).toBe(0);
  });
});
