import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What the bar director of a Nordic restaurant group pastes when moving every venue's drinks into the app: cards in
 * Norwegian, Icelandic, Finnish and Swedish; a spirit poured neat with its glass named; an alcohol-free drink marked
 * '(0%)' in its name; a spreadsheet's row of columns; a chatbot's prose; a batch in percentages; a log and a sheet above
 * the drink. Each stocked thing is matched with its amount for one serve; what is no ingredient is not listed.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Card', instructions: string[] = []): Promise<Imported> => processRecipe({ name, ingredients, instructions }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('cards in the Nordic languages', () => {
  it("reads an Icelandic card's juice, syrup, wedge, sweet vermouth and ice ('sítrónusafi', 'sykursíróp', 'límónubátur', 'sætur vermút', 'klaki')", async () => {
    const recipe = await importIt(['5 cl romm', '2 cl sítrónusafi', '1,5 cl sykursíróp', '2 cl sætur vermút', 'límónubátur', 'klaki'], 'Reykjavík Sour');
    expect(amounts(recipe)).toMatchObject({ 'lemon-juice': 20, 'sugar-syrup': 15, 'vermouth-sweet': 20, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients.join(' ')).not.toMatch(/klaki/);
  });

  it("reads a Norwegian and an Icelandic peel ('appelsinskall', 'appelsínubörkur') and Norwegian 'sætt vermut'", async () => {
    const norwegian = await importIt(['4 cl bourbon', '2 cl sætt vermut', '2 dashes Angostura', 'appelsinskall'], 'Fjord Manhattan');
    expect(amounts(norwegian)).toMatchObject({ bourbon: 40, 'vermouth-sweet': 20, 'orange-peel': 1 });
    expect(norwegian.unmatchedIngredients).toEqual([]);
    const icelandic = await importIt(['4 cl bourbon', '1 cl sykursíróp', 'appelsínubörkur'], 'Gamli');
    expect(amounts(icelandic)).toMatchObject({ bourbon: 40, 'sugar-syrup': 10, 'orange-peel': 1 });
  });

  it("reads a Finnish soft drink and a pinch of salt in the partitive ('greippilimonadia', 'ripaus suolaa')", async () => {
    const recipe = await importIt(['5 cl tequilaa', '2 dl greippilimonadia', 'ripaus suolaa', 'jäitä'], 'Paloma');
    expect(amounts(recipe)).toMatchObject({ 'grapefruit-soda': 200, salt: 0.5 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads a Swedish dash ('3 stänk Angostura')", async () => {
    const recipe = await importIt(['6 cl bourbon', '1 cl sockerlag', '3 stänk Angostura'], 'Gammaldags');
    expect(amounts(recipe)).toMatchObject({ bourbon: 60, 'sugar-syrup': 10, 'angostura-bitters': 3 });
  });

  it('files a highball of an unstocked Nordic spirit as a cocktail, not alcohol-free', async () => {
    const recipe = await importIt(['4 cl akevitt', '12 cl tonic', 'sitronskall'], 'Akevitt-tonic');
    expect(recipe.category).toBe('cocktail');
    const icelandic = await importIt(['3 cl brennivín', '10 cl tonic'], 'Svartidauði Tonic');
    expect(icelandic.category).toBe('cocktail');
  });
});

describe("a spirit's glass and a name marked alcohol-free", () => {
  it("takes a spirit poured with its glass named ('Snifter glass, no ice', 'Tulip glass') as a spirit, the glass no ingredient", async () => {
    const recipe = await importIt(['Lagavulin 16 - 35 ml', 'Tulip glass, no ice', 'a drop of water on the side'], 'Lagavulin 16 (neat)');
    expect(recipe.category).toBe('spirit');
    expect(recipe.unmatchedIngredients).toEqual([]);
    const snifter = await importIt(['Hennessy VS 4 cl', 'snifter, neat'], 'Cognac');
    expect(snifter.unmatchedIngredients).toEqual([]);
    expect(snifter.category).toBe('spirit');
  });

  it("believes '(0%)' or '[0 %]' in the name of a mule whose stocked things hold no alcohol", async () => {
    const recipe = await importIt(['8 cl cranberry juice', '1,5 cl lime juice', 'top with ginger beer'], 'Cranberry Mule (0%)');
    expect(recipe.category).toBe('alcohol-free');
    const bracketed = await importIt(['8 cl apple juice', '2 cl lemon juice', '10 cl soda water'], 'Apple Collins [0 %]');
    expect(bracketed.category).toBe('alcohol-free');
  });
});

describe("a chatbot's answer in prose", () => {
  it("reads a garnish sentence that ends in what it is for ('... for a wintry look!'), each garnish named", async () => {
    const recipe = await importIt(['Fill a highball with ice. Pour in 50 ml of gin and 20 ml of lemon juice. Garnish with a lemon twist and a few fresh blueberries for a wintry look! Cheers!'], 'Winter Collins');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'lemon-juice': 20, 'lemon-twist': 1 });
    expect(recipe.unmatchedIngredients.join(' ')).toMatch(/blueberries/);
  });

  it("reads 'top it all up with' and an amount said 'if you like it' as the thing, no condition listed", async () => {
    const recipe = await importIt(['Pour 50 ml of dark rum over ice, add a barspoon of sugar syrup if you like it a bit sweeter, then top it all up with ginger beer (about 100 ml) and stir.'], 'Storm');
    expect(amounts(recipe)).toMatchObject({ 'rum-dark': 50, 'sugar-syrup': 5, 'ginger-beer': 100 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a batch in percentages, each serve\'s size said in brackets', () => {
  it("reads each share of a serve said '(90 ml each)', a share's note in brackets, and a garnish 'per glass'", async () => {
    const recipe = await importIt(['Batch: 1,8 l = 20 serves (90 ml each)', 'Bourbon 50 %', 'Sweet vermouth 30 %', 'Campari 10 % (Italy)', 'Water 10 % (dilution)', 'Serve over a big rock, cherry per glass'], 'Batched Boulevardier');
    expect(amounts(recipe)).toMatchObject({ bourbon: 45, 'vermouth-sweet': 27, campari: 9, 'cocktail-cherries': 1 });
    expect(recipe.suggestedSubstitutes).toEqual([]);
  });
});

describe('a prep sheet of lettered sub-recipes and the drink that uses them', () => {
  it("expands each lettered prep ('1) RUM BLEND (1 l)') into its parts for one serve, its headings no ingredient", async () => {
    const recipe = await importIt(['1) RUM-BLEND (1 l)', '800 ml dark rum', '200 ml triple sec', '', '2) CITRUS MIX (500 ml)', '300 ml lime juice', '200 ml sugar syrup', '', 'PER SERVE', '50 ml rum-blend (1)', '25 ml citrus mix (2)', 'orange slice'], 'Dock Punch');
    expect(amounts(recipe)).toMatchObject({ 'rum-dark': 40, 'triple-sec': 10, 'lime-juice': 15, 'sugar-syrup': 10, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a spreadsheet's row under a merged 'Ingredients' header", () => {
  it('reads each product and its amount in the merged columns, the top and the garnish, and lists no venue, name or price', async () => {
    const recipe = await importIt(['Bar\tCocktail\tIngredients (ml)\t\t\t\tTop\tGarnish\tPrice DKK', 'Vesterbro\tVesterbro Spritz\tAperol\t60\tElderflower cordial\t15\tProsecco\tOrange slice\t115', '\t\t\t\t\t\t\t\t'], 'Vesterbro Spritz');
    expect(amounts(recipe)).toMatchObject({ aperol: 60, 'elderflower-cordial': 15, 'orange-slices': 1 });
    expect(amounts(recipe)).toHaveProperty('prosecco');
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.suggestedSubstitutes).toEqual([]);
  });
});

describe('amounts said only in the method, with how the step is done after them', () => {
  it("reads '10 ml agave syrup hard with ice' and '25 ml dry vermouth well' as the box's things at those amounts", async () => {
    const recipe = await importIt(['Blanco tequila', 'Lime juice', 'Agave syrup'], "Tommy's", ['1. Chill a rocks glass.', '2. Shake 50 ml blanco tequila, 25 ml lime juice and 10 ml agave syrup hard with ice.', '3. Strain over a big cube.']);
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 50, 'lime-juice': 25, 'agave-syrup': 10 });
    const stirred = await importIt(['Gin', 'Dry vermouth'], 'Wet Martini', ['Stir 45 ml gin and 25 ml dry vermouth well over ice, strain.']);
    expect(amounts(stirred)).toMatchObject({ 'gin-london-dry': 45, 'vermouth-dry': 25 });
  });
});

describe("a brewing or foraging log above the drink", () => {
  it("lists none of the log's dated, temperature and pH entries", async () => {
    const recipe = await importIt(['BREW LOG #7 – Blackcurrant shrub', 'Started: 12.09.2026   Temp: 20 °C   pH 3,8', '14.09. strained, 2nd rest 24 h, cold room.', '', 'SERVE:', '50 ml gin', '20 ml lemon juice', 'top soda'], 'Blackcurrant Fizz');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'lemon-juice': 20 });
    expect(recipe.unmatchedIngredients.join(' | ')).not.toMatch(/Temp|12\.09|14\.09/);
  });
});
