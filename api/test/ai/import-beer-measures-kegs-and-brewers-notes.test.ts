import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * A taproom's pastes (none copied): a beer's measures (a British half pint, an imperial or a US pint, a firkin, a pin),
 * a keg or a cask with its size in litres, a can's size beside a bottled beer, a batch said in cups or serves, a
 * supplier's pro-forma invoice with the per-serve measure beside the bottle's size and a price, and a brewer's notes
 * (hops, dry-hopping, IBU, ABV, gravity, a style), a straw and a blog's call to subscribe.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
/** Bottles of the 330 ml lager for so many millilitres, rounded as the import rounds (a quarter from one up, else a hundredth). */
const lagerBottles = (ml: number) => (ml >= 330 ? Math.round((ml / 330) * 4) / 4 : Math.round((ml / 330) * 100) / 100);

describe("a beer's measures", () => {
  test.each([
    ['3 half-pints of lager', 3 * 284],
    ['one half pint lager', 284],
    ['2 imperial pints of lager', 2 * 568],
    ['1 US pint of lager', 473],
  ])('%s matches the lager in bottles by what it holds', async (line, ml) => {
    const recipe = await importIt([line, '1 lime wedge']);
    expect(recipe.ingredients.find((i) => i.inventoryItemId === 'lager-bottle')?.quantity).toBe(lagerBottles(ml));
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a firkin is 72 imperial pints and a pin half of it', async () => {
    expect(amounts(await importIt(['a firkin of lager']))['lager-bottle']).toBe(lagerBottles(40900));
    expect(amounts(await importIt(['a pin of lager']))['lager-bottle']).toBe(lagerBottles(20500));
    expect(amounts(await importIt(['half a pin of lager']))['lager-bottle']).toBe(lagerBottles(10250));
  });

  test("'pin' is no measure outside 'a pin of'", async () => {
    const recipe = await importIt(['25 ml gin', 'pin the recipe for later']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 25 });
  });

  test("a schooner and a middy are Australia's glasses", async () => {
    expect(amounts(await importIt(['2 schooners of lager']))['lager-bottle']).toBe(lagerBottles(850));
    expect(amounts(await importIt(['one middy lager']))['lager-bottle']).toBe(lagerBottles(285));
  });

  test('a 440 ml can of a beer kept in 330 ml bottles is 440/330 bottles (to the quarter)', async () => {
    const recipe = await importIt(['1 can of IPA (440 ml)', '20 ml lime juice']);
    expect(amounts(recipe)).toEqual({ 'ipa-bottle': Math.round((440 / 330) * 4) / 4, 'lime-juice': 20 });
  });
});

describe('a keg or a cask with its size said', () => {
  test.each([
    ['1 keg (50 L) lager', 50000],
    ['1 x 20 L keg lager', 20000],
    ['2 x 20 L kegs of lager', 40000],
    ['1 cask of lager (40 L)', 40000],
  ])('%s is the size said, never one bottle', async (line, ml) => {
    const recipe = await importIt([line, '1 lime wedge']);
    expect(recipe.ingredients.find((i) => i.inventoryItemId === 'lager-bottle')?.quantity).toBe(lagerBottles(ml));
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a keg with no size is left for the manager, never one can or bottle", async () => {
    const recipe = await importIt(['a keg of lager', '1 lime wedge']);
    expect(recipe.ingredients.find((i) => i.inventoryItemId === 'lager-bottle')).toBeUndefined();
    const offered = [...recipe.unmatchedIngredients, ...(recipe.suggestedSubstitutes ?? []).map((s) => s.source)];
    expect(offered).toContain('a keg of lager');
  });
});

describe('a batch said in cups or serves', () => {
  test("'Makes 40 cups' before a keg: every line per cup", async () => {
    const recipe = await importIt(['Makes 40 cups', '1 x 20 L keg lager', '800 ml lime juice']);
    expect(recipe.servings).toBe(40);
    expect(amounts(recipe)).toEqual({ 'lager-bottle': lagerBottles(20000 / 40), 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("'For 25 serves' is the serve count, no ingredient", async () => {
    const recipe = await importIt(['For 25 serves', '1 keg (20 L) lager', '500 ml lime juice']);
    expect(recipe.servings).toBe(25);
    expect(amounts(recipe)).toEqual({ 'lager-bottle': lagerBottles(800), 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a supplier's pro-forma invoice", () => {
  test('the per-serve measure is the amount, never the bottle size or the price; the header, tax and terms are no ingredients', async () => {
    const recipe = await importIt([
      'PROFORMA INVOICE No. 2207',
      'Product | Size | Per serve | Price',
      'Campari 1L | 25 ml per serve | 0.04',
      'Prosecco 750ml | 100 ml per serve | 0.62',
      'Soda water 1L | top',
      'VAT 20%',
      'Payment terms: 30 days from invoice',
    ]);
    expect(amounts(recipe)).toEqual({ campari: 25, prosecco: 100, 'soda-water': 60 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a brewer's notes", () => {
  test('hops, dry-hopping, IBU, ABV, gravity, the style, a straw and a call to subscribe are no ingredients', async () => {
    const recipe = await importIt([
      'Hops: Simcoe, Amarillo',
      'Yeast: a clean ale strain',
      'Dry hopped at 4 g/L',
      'IBU: 60',
      '7.1% ABV',
      'OG 1.064',
      'Double IPA',
      '330 ml IPA',
      '15 ml lime juice',
      'Paper straw',
      'Subscribe to the newsletter for more beer cocktails!',
    ]);
    expect(amounts(recipe)).toEqual({ 'ipa-bottle': 1, 'lime-juice': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a bare beer still offers the lager to confirm, never ginger beer', async () => {
    const recipe = await importIt(['beer', '25 ml lime juice']);
    expect(recipe.ingredients.find((i) => i.inventoryItemId === 'ginger-beer')).toBeUndefined();
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).toContain('lager-bottle');
  });
});
