import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What the bar manager of a group of Mediterranean beach clubs pastes when moving every club's drinks into the app:
 * cards in Croatian, Serbian, Slovene, Catalan, Turkish, Greek, Spanish and Italian with their own spoons and cases;
 * a supplier's sheet, a slush machine's and a bottled batch's amounts for one serve; a quiz, a YAML record and a
 * transcribed voice memo. Each stocked thing is matched with its amount for one serve; what is no ingredient is not listed.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Card', instructions: string[] = []): Promise<Imported> => processRecipe({ name, ingredients, instructions }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('cards in the South Slavic languages', () => {
  it("reads a Croatian card's cases: rum, lime juice, sugar syrup by the teaspoon, half an egg white, a lime wheel and ice ('bijelog ruma', 'soka od limete', 'žličica šećernog sirupa', 'pola bjelanjka', 'kriška limete', 'led')", async () => {
    const recipe = await importIt(['5 cl bijelog ruma', '2,5 cl svježe iscijeđenog soka od limete', '2 žličice šećernog sirupa', 'pola bjelanjka', 'kriška limete za ukras', 'led'], 'Hvar Daiquiri');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'lime-juice': 25, 'sugar-syrup': 10, 'egg-white': 15 });
    expect(recipe.unmatchedIngredients.join(' ')).not.toMatch(/led/);
  });

  it("reads a Serbian wine lengthened with mineral water, a Slovene lemon juice and a spoon of syrup ('crnog vina', 'kisele vode', 'limonin sok', '1 žlica')", async () => {
    const bermet = await importIt(['1 dl crnog vina', '1 dl kisele vode'], 'Bambus');
    expect(amounts(bermet)).toMatchObject({ 'wine-red-house': 100, 'soda-water': 100 });
    const slovene = await importIt(['4 cl džina', '2 cl limonin sok', '1 žlica sladkornega sirupa'], 'Ljubljana Sour');
    expect(amounts(slovene)).toMatchObject({ 'gin-london-dry': 40, 'lemon-juice': 20, 'sugar-syrup': 15 });
    expect(slovene.unmatchedIngredients).toEqual([]);
  });

  it('keeps a maraschino liqueur unmatched, never the cherries', async () => {
    const recipe = await importIt(['3 cl maraskina', '3 cl džina', 'koktel višnja'], 'Zadar');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 30, 'cocktail-cherries': 1 });
    expect(recipe.unmatchedIngredients.join(' ')).toMatch(/maraskina/);
  });
});

describe('cards in Catalan, Turkish, Greek, Spanish and Italian', () => {
  it("reads a Catalan list of names with its amounts in the numbered steps ('Aboca-hi 4 cl de ginebra', 'Afegeix 12 cl de tònica')", async () => {
    const recipe = await importIt(['ginebra', 'tònica', 'pell de taronja', 'gel'], 'Gintònic de Formentera', ['1. Omple la copa de gel.', '2. Aboca-hi 4 cl de ginebra.', '3. Afegeix 12 cl de tònica ben freda.']);
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 40, 'tonic-water': 120, 'orange-peel': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads Catalan juices and a slice ('suc de llima', 'xarop de sucre', 'rodanxa de taronja', 'gel picat')", async () => {
    const recipe = await importIt(['5 cl de rom blanc', '2 cl de suc de llima', '1 cl de xarop de sucre', 'rodanxa de taronja', 'gel picat'], 'Daiquiri de Cadaqués');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 10, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads Turkish spoons and a top ('1 yemek kaşığı portakal suyu', '2 çay kaşığı şeker şurubu', 'üzeri soda')", async () => {
    const recipe = await importIt(['5 cl cin', '1 yemek kaşığı portakal suyu', '2 çay kaşığı şeker şurubu', 'üzeri soda', 'buz'], 'Kaş Fizz');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'orange-juice': 15, 'sugar-syrup': 10 });
    expect(Object.keys(amounts(recipe))).toContain('soda-water');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads a Greek top ('τόνικ για το γέμισμα') as the mixer", async () => {
    const recipe = await importIt(['40 ml τζιν', 'τόνικ για το γέμισμα', 'πάγος'], 'Τζιν Τόνικ');
    expect(Object.keys(amounts(recipe))).toEqual(expect.arrayContaining(['gin-london-dry', 'tonic-water']));
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads juices squeezed just now and a peel given at service ('recién exprimida', 'spremuta al momento', 'al servizio')", async () => {
    const spanish = await importIt(['5 cl de tequila', '3 cl de zumo de limón recién exprimido'], 'Margarita');
    expect(amounts(spanish)).toMatchObject({ 'lemon-juice': 30 });
    const italian = await importIt(['3 cl di Aperol', "10 cl di succo d'arancia spremuta al momento", "scorza d'arancia al servizio"], 'Aperol Sunrise');
    expect(amounts(italian)).toMatchObject({ 'orange-juice': 100, 'orange-peel': 1 });
    expect(italian.suggestedSubstitutes ?? []).toEqual([]);
  });
});

describe("a batch's amounts for one serve", () => {
  it("divides a slush machine's litres by the cups its yield line says ('= 10 L → 40 cups of 250 ml'), its rim salt too", async () => {
    const recipe = await importIt(['PALOMA SLUSH – 10 L tank', 'Tequila ........ 2 L', 'Grapefruit soda ........ 6 L', 'Lime juice ........ 1 L', 'Sugar syrup ........ 1 L', '= 10 L → 40 cups of 250 ml', 'Rim salt: 40 g'], 'Slush Paloma');
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 50, 'grapefruit-soda': 150, 'lime-juice': 25, 'sugar-syrup': 25, salt: 1 });
  });

  it("takes percentages of each serve's size said after the count ('– 40 vasos de 250 ml'), a note with a figure in its brackets included", async () => {
    const recipe = await importIt(['Ponche 10 L – 40 vasos de 250 ml', 'Ron blanco (Havana 3) 20 %', 'Zumo de piña 40 %', 'Zumo de naranja 30 %', 'Granadina 10 %'], 'Ponche de la playa');
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 50, 'pineapple-juice': 100, 'orange-juice': 75, grenadine: 25 });
  });

  it("divides a bottled batch by the classics its heading says it holds ('= 8 Manhattans of 90 ml'), a peel given at service one per glass", async () => {
    const recipe = await importIt(['Batch: 1 bottle of 75 cl = 8 Manhattans of 90 ml', '480 ml rye', '240 ml sweet vermouth', '8 dashes Angostura', "scorza d'arancia al servizio"], 'Bottled Manhattan');
    expect(amounts(recipe)).toMatchObject({ 'rye-whiskey': 60, 'vermouth-sweet': 30, 'angostura-bitters': 1, 'orange-peel': 1 });
  });
});

describe('rims', () => {
  it("reads the salt of a rim said first ('rim salt') and each thing of a half rim said after them ('flaky salt & chilli powder half rim')", async () => {
    const salt = await importIt(['50 ml tequila', '25 ml lime juice', 'rim salt'], 'Margarita');
    expect(Object.keys(amounts(salt))).toContain('salt');
    const half = await importIt(['50 ml tequila', '25 ml lime juice', 'flaky salt & chilli powder half rim'], 'Picante');
    expect(Object.keys(amounts(half))).toContain('salt');
    expect(half.unmatchedIngredients).toEqual(['chilli powder']);
  });
});
