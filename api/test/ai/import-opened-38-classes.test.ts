import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What the head of product of a cocktail delivery company pastes when moving recipes from old tools: a spirit served
 * neat with two sizes of pour; a production run of bottles counted in thousands; a batch record's table; a batch in
 * percentages of its volume; house preps under their own headings; cards in Korean written in Latin letters; a
 * document's tracked changes; a label's ingredient statement; and the lines of a sheet, a thread or a page that are no
 * ingredient. Each stocked thing is matched with its amount for one serve; what is no ingredient is not listed.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Card', instructions: string[] = []): Promise<Imported> => processRecipe({ name, ingredients, instructions }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a spirit served neat, its pours said with no product', () => {
  it("reads two sizes of pour of one malt as one serve's pour, not their sum", async () => {
    const recipe = await importIt(['We serve the Ardbeg 10 neat: a 35 ml single for the list, or a 70 ml double. A drop of water on the side.'], 'Ardbeg, neat');
    const poured = amounts(recipe)['scotch-islay'];
    expect([35, 70]).toContain(poured);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads a pour said by where it is poured', async () => {
    const recipe = await importIt(['We pour the Lagavulin 16 neat: 20 ml in the tasting flight, or a 40 ml double for the full serve, with water on the side. No ice.'], 'Lagavulin, neat');
    expect([20, 40]).toContain(amounts(recipe)['scotch-islay']);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a production run's bottles, and a batch record's yield", () => {
  it('divides by a run of bottles counted in thousands', async () => {
    const recipe = await importIt(['BOTTLING RUN – BOULEVARDIER 150 ml', 'Target: 2,000 bottles', '1 bottle = 1 serve', 'Bourbon – 90 L', 'Campari – 60 L', 'Sweet vermouth – 60 L'], 'Bottled Boulevardier');
    expect(recipe.servings).toBe(2000);
    expect(amounts(recipe)).toMatchObject({ bourbon: 45, campari: 30, 'vermouth-sweet': 30 });
  });

  it("divides by a record's yield of bottles of a size with the whole volume in brackets", async () => {
    const recipe = await importIt(['BATCH RECORD – DAIQUIRI (bottled)', 'Yield: 40 bottles x 90 ml (3.6 L)', 'Ingredient | Lot | Qty | Temp', 'White rum | WR-11 | 2 L | ambient', 'Lime juice | LJ-2 | 0.8 L | 3 °C', 'Sugar syrup | SS-9 | 0.6 L | ambient'], 'Daiquiri (bottled 90 ml)');
    expect(recipe.servings).toBe(40);
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15 });
  });
});

describe('a card in Korean written in Latin letters', () => {
  it("reads the products, the counter after a number and the top ('hwaiteu reom', 'minteu ip 6jang', 'tansansu gadeuk')", async () => {
    const recipe = await importIt(['hwaiteu reom 50ml', 'remon jeup 20ml', 'seoltang sireop 10ml', 'minteu ip 6jang', 'tansansu gadeuk', 'eoreum'], 'Remon Hairbol');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'lemon-juice': 20, 'sugar-syrup': 10, 'mint-leaves': 6 });
    expect(amounts(recipe)).toHaveProperty('soda-water');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads a spirit and its bitters by their romanised names, leaving the unknown listed as written', async () => {
    const recipe = await importIt(['beobeon 60ml', 'angoseuteura 2 daesi', 'omija cheong 1 keun seupun', 'orenji pil 1gae'], 'Omija Old Fashioned');
    expect(amounts(recipe)).toMatchObject({ bourbon: 60, 'angostura-bitters': 2, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients.join(' ')).toMatch(/omija/);
  });
});

describe("house preps under headings that say what they make, with no colon", () => {
  it('splits each prep used by the drink into its parts, per drink', async () => {
    const recipe = await importIt(['CITRUS BASE (makes 500 ml)', '300 ml fresh lemon juice', '200 ml sugar syrup', '', 'WHISKY MIX (yields 1 litre)', '800 ml bourbon', '200 ml sweet vermouth', '', 'PER DRINK', '50 ml whisky mix', '25 ml citrus base', '1 dash Angostura'], 'Gold Rush Variation');
    expect(amounts(recipe)).toMatchObject({ bourbon: 40, 'vermouth-sweet': 10, 'lemon-juice': 15, 'sugar-syrup': 10, 'angostura-bitters': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a cocktail database's JSON, its ingredients and measures in numbered fields", () => {
  const drink = {
    idDrink: '11006',
    strDrink: 'Daiquiri',
    strGlass: 'Cocktail glass',
    strInstructions: 'Pour all ingredients into shaker with ice cubes. Shake well. Strain in chilled cocktail glass.',
    strIngredient1: 'Light rum',
    strIngredient2: 'Lime',
    strIngredient3: 'Sugar syrup',
    strIngredient4: null,
    strMeasure1: '1 1/2 oz ',
    strMeasure2: 'Juice of 1/2 ',
    strMeasure3: '1/2 oz ',
    strMeasure4: null,
  };

  it('reads each numbered pair, the export on one line', async () => {
    const recipe = await importIt([JSON.stringify({ drinks: [drink] })], 'Daiquiri');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 45, 'sugar-syrup': 15 });
    expect(amounts(recipe)).toHaveProperty('lime-juice');
    expect(recipe.unmatchedIngredients.join(' ')).not.toMatch(/strDrink|Cocktail glass|Pour all/);
  });

  it('reads it pretty-printed over many lines', async () => {
    const recipe = await importIt(JSON.stringify({ drinks: [drink] }, null, 2).split('\n'), 'Daiquiri');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 45, 'sugar-syrup': 15 });
  });
});

describe('two amounts parted by a slash, the larger first', () => {
  it("reads '30/25 ml' as a range of 25 to 30 ml, never a fraction of a millilitre", async () => {
    const recipe = await importIt(['50 ml gin', '30/25 ml lime juice', 'sugar syrup 20/15 ml'], 'Gimlet');
    const got = amounts(recipe);
    expect(got['lime-juice']).toBeGreaterThanOrEqual(25);
    expect(got['lime-juice']).toBeLessThanOrEqual(30);
    expect(got['sugar-syrup']).toBeGreaterThanOrEqual(15);
    expect(got['sugar-syrup']).toBeLessThanOrEqual(20);
  });
});

describe("a batch in percentages of its whole volume, its serves said", () => {
  it("reads each share of the batch's total and divides it among the serves", async () => {
    const recipe = await importIt(['Batch Daiquiri – staff party, 20 serves', 'Total batch: 2 L (100 ml per serve, pre-diluted)', 'White rum – 50%', 'Fresh lime juice – 25%', 'Sugar syrup – 15%', 'Water – 10%'], 'Batch Daiquiri (staff party)');
    expect(recipe.servings).toBe(20);
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'lime-juice': 25, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients.join(' ')).not.toMatch(/Total batch/);
  });
});

describe("a document's tracked changes on a line", () => {
  it('reads the inserted amount in place of the deleted one', async () => {
    const recipe = await importIt(['Rye whiskey [Deleted: 50 ml][Inserted: 45 ml]', 'Sweet vermouth 25 ml', 'Angostura [Deleted: 3 dashes][Inserted: 2 dashes]'], 'Manhattan (draft)');
    expect(amounts(recipe)).toMatchObject({ 'rye-whiskey': 45, 'vermouth-sweet': 25, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a production sheet's and a label's lines beside the recipe", () => {
  it("lists none of a bottling run's run, fill, closure and serve lines", async () => {
    const recipe = await importIt(['PRODUCTION RUN – BOTTLED MANHATTAN 100 ml', 'Run no. PR-0901-MAN-01 | Line 1 (6-head filler) | Target: 600 bottles', '1 bottle = 1 serve (stir over ice)', 'Rye whiskey – 30 L', 'Sweet vermouth – 15 L', 'Fill volume: 100 ml ± 1 ml | Fill temp: 2–4 °C | Cap: 28 mm ROPP', 'Keg: none, beer gas not used'], 'Bottled Manhattan 100 ml');
    expect(amounts(recipe)).toMatchObject({ 'rye-whiskey': 50, 'vermouth-sweet': 25 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("lists none of a label's strength, dates, maker and empty allergen box, nor a page's toggles over notes", async () => {
    const recipe = await importIt(['▸ Why this drink', 'Our lightest spritz for summer.', '45 ml Aperol', '90 ml prosecco', '▸ Allergens', 'None declared', '4% vol | 200 ml ℮ | Best before: see base of can', 'Made in Italy for Bolle & Co. Srl, Milan'], 'Spritz can');
    expect(amounts(recipe)).toMatchObject({ aperol: 45, prosecco: 90 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('cards in Turkish and Brazilian Portuguese', () => {
  it("matches a freshly squeezed juice said in Turkish ('taze sıkılmış limon suyu'), not only offers it", async () => {
    const recipe = await importIt(['50 ml cin', '20 ml taze sıkılmış limon suyu', '15 ml şeker şurubu'], 'Cin Sour');
    expect(amounts(recipe)).toMatchObject({ 'lemon-juice': 20, 'sugar-syrup': 15 });
    expect(recipe.suggestedSubstitutes ?? []).toEqual([]);
  });

  it("offers refined sugar ('açúcar refinado') as the sugar syrup, never lists it as unknown", async () => {
    const recipe = await importIt(['50 ml de cachaça', '1 colher (sopa) de açúcar refinado', '1/2 limão cortado em gomos'], 'Caipirinha');
    expect(recipe.unmatchedIngredients.join(' ')).not.toMatch(/refinado/);
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId)).toContain('sugar-syrup');
  });
});

describe('the gas a can or a keg is charged with', () => {
  it("lists no gas among an ordering API's components, nor on its own line", async () => {
    const json = await importIt(['{"sku":"RTD-GF-330","components":[{"name":"London Dry Gin","qty":45,"uom":"ml"},{"name":"Soda Water","qty":150,"uom":"ml"},{"name":"Nitrogen","qty":1.5,"uom":"g/L"}]}'], 'Gin Fizz can');
    expect(amounts(json)).toMatchObject({ 'gin-london-dry': 45, 'soda-water': 150 });
    expect(json.unmatchedIngredients).toEqual([]);
    const lines = await importIt(['50 ml vodka', '120 ml ginger beer', 'CO2'], 'Mule can');
    expect(lines.unmatchedIngredients).toEqual([]);
  });
});

describe("a top's amount said with the sign for 'about'", () => {
  it("reads 'top (≈ 100 ml)' as 100 ml, as 'top (~ 100 ml)' is", async () => {
    const recipe = await importIt(['- Vodka — 40 ml', '- Ginger beer — top (≈ 100 ml)', '- Lime juice — 10 ml'], 'Mule (wiki)');
    expect(amounts(recipe)).toMatchObject({ vodka: 40, 'ginger-beer': 100, 'lime-juice': 10 });
  });
});
