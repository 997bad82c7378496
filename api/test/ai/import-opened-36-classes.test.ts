import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What the drinks lead of a group of airport lounges pastes when moving the lounges' drinks into the app: cards in
 * Latin-American Spanish (where 'limón' is a lime), a diet soft drink said without its sugar, a drink's parts as
 * fractions of a build whose volume the title says, garnishes named only in the method, a batch that says its glasses
 * and each glass's size, and a wiki page's breadcrumb and edit history. Each stocked thing is matched with its amount
 * for one serve; what is no ingredient is not listed; nothing is lost.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Card', instructions: string[] = []): Promise<Imported> => processRecipe({ name, ingredients, instructions }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const offered = (recipe: Imported) => Object.fromEntries((recipe.suggestedSubstitutes ?? []).map((s) => [s.inventoryItemId, s.name]));

describe("a card in Latin-American Spanish, where 'limón' is a lime", () => {
  it("reads 'jugo de 2 limones' as the juice of two limes, never lemon juice", async () => {
    const recipe = await importIt(['60 ml tequila blanco', 'jugo de 2 limones', '15 ml jarabe de agave', 'sal para el borde'], 'Margarita norteña');
    const got = amounts(recipe);
    expect(got['lemon-juice']).toBeUndefined();
    expect(got['lime-juice']).toBeGreaterThanOrEqual(30);
    expect(got['lime-juice']).toBeLessThanOrEqual(60);
  });

  it("reads a 'gajo de limón' beside a 'jugo' as a lime wedge", async () => {
    const recipe = await importIt(['45 ml mezcal', '20 ml jugo de limón', '100 ml refresco de toronja', '1 gajo de limón'], 'Paloma ahumada');
    expect(amounts(recipe)).toMatchObject({ mezcal: 45, 'lime-juice': 20, 'grapefruit-soda': 100, 'lime-wedges': 1 });
    expect(amounts(recipe)['lemon-juice']).toBeUndefined();
  });

  it("keeps 'zumo de limón' of a card from Spain a lemon", async () => {
    const recipe = await importIt(['50 ml ginebra', '25 ml zumo de limón', '15 ml jarabe de azúcar'], 'Gin Sour');
    expect(amounts(recipe)).toMatchObject({ 'lemon-juice': 25 });
  });
});

describe('a soft drink said without its sugar', () => {
  it('offers the cola for a sugar-free cola or coke, never the sugar syrup', async () => {
    for (const said of ['150 ml sugar-free cola', 'sugar free coke 120 ml', '120 ml zero-sugar cola', '100 ml no-sugar cola']) {
      const recipe = await importIt(['50 ml dark rum', said, '1 lime wedge'], 'Dark Rum and Cola');
      expect(amounts(recipe)['sugar-syrup']).toBeUndefined();
      expect(offered(recipe).cola ?? amounts(recipe).cola).toBeDefined();
      expect(recipe.unmatchedIngredients).toEqual([]);
    }
  });
});

describe("a drink's parts as fractions of the build its title measures", () => {
  it("reads '⅔ rye' of a '90 ml build' as 60 ml, and the title as no ingredient", async () => {
    const recipe = await importIt(['Manhattan — 90 ml build', '⅔ rye', '⅓ sweet vermouth', '2 dashes Angostura'], 'Manhattan');
    expect(amounts(recipe)).toMatchObject({ 'rye-whiskey': 60, 'vermouth-sweet': 30, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('reads halves of a 120 ml total the same way', async () => {
    const recipe = await importIt(['Spritz, 120 ml total', '½ Aperol', '½ prosecco'], 'Half and Half Spritz');
    expect(amounts(recipe)).toMatchObject({ aperol: 60, prosecco: 60 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a garnish named only in the method box', () => {
  it('is listed when the bar does not keep it, never lost', async () => {
    const recipe = await importIt(['50 ml bourbon', '25 ml lemon juice', '15 ml sugar syrup'], 'Bramble-ish Sour', ['Shake hard with ice, strain over fresh ice.', 'Garnish with a rosemary sprig.']);
    expect(recipe.unmatchedIngredients.join(' | ')).toMatch(/rosemary sprig/i);
  });

  it('lists counted berries on a pick named in the method, optional or not', async () => {
    const recipe = await importIt(['45 ml gin', '20 ml lemon juice', '15 ml raspberry syrup'], 'Berry Sour', ['Shake, double strain into a coupe. 2 blackberries on a pick (optional).']);
    expect(recipe.unmatchedIngredients.join(' | ')).toMatch(/blackberries/i);
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 45, 'lemon-juice': 20, 'raspberry-syrup': 15 });
  });

  it('adds nothing for a method garnish the list already names', async () => {
    const recipe = await importIt(['50 ml gin', '150 ml tonic', '1 lime wedge'], 'G&T', ['Build over ice, garnish with the lime wedge.']);
    expect(amounts(recipe)['lime-wedges']).toBe(1);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a batch that says its glasses and each glass's size", () => {
  it("divides by the glasses: 'Makes 20 coupes (150 ml each)' is twenty serves, no ingredient", async () => {
    const recipe = await importIt(['BRUNCH BUCKS FIZZ – Sunday service', '2 L prosecco', '1 L orange juice', 'Makes 20 coupes (150 ml each)'], 'Bucks Fizz (batch)');
    expect(amounts(recipe)).toMatchObject({ prosecco: 100, 'orange-juice': 50 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a wiki page's breadcrumb, its last editor and its edit history", () => {
  it('lists none of them as an ingredient', async () => {
    const recipe = await importIt(
      ['Bar Wiki > Recipes > Sours > Whiskey Sour', 'Last edited by Tom Reyes on 3 Mar 2026, 10:12', '50 ml bourbon', '25 ml lemon juice', '15 ml sugar syrup', 'Edit history: v2 (TR) changed lemon from 20 ml to 25 ml · v1 created'],
      'Whiskey Sour',
    );
    expect(amounts(recipe)).toMatchObject({ bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('water served beside the drink, and straws and picks', () => {
  it("lists no 'Still water jug (side)' nor a 'straw + cocktail pick', and a lone pour stays a spirit", async () => {
    const recipe = await importIt(['50 ml Lagavulin 16', 'Still water jug (side)', 'straw + cocktail pick'], 'Lagavulin neat');
    expect(amounts(recipe)).toMatchObject({ 'scotch-islay': 50 });
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.category).toBe('spirit');
  });

  it('still lists the hot water a toddy is made with, as the older sets have it', async () => {
    const recipe = await importIt(['40 ml cognac', '15 ml honey-ginger syrup', 'hot water to fill (about 100 ml)'], 'Cognac Toddy');
    expect(amounts(recipe)).toMatchObject({ cognac: 40, 'honey-ginger-syrup': 15 });
    expect(recipe.unmatchedIngredients.join(' | ')).toMatch(/hot water/);
  });
});

describe('house bases on one line each, used together on one line of the drink', () => {
  it("splits each base's measure into its parts and keeps the rest of the drink's line", async () => {
    const recipe = await importIt(
      ['Martini base: 600 ml gin + 400 ml dry vermouth (makes 1 L)', 'Sour mix: 400 ml lemon juice + 200 ml sugar syrup (makes 600 ml)', 'Per drink: 75 ml martini base, 30 ml sour mix, 1 dash Angostura', 'Garnish: lemon twist'],
      'Lounge Martini Sour',
    );
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 45, 'vermouth-dry': 30, 'lemon-juice': 20, 'sugar-syrup': 10, 'angostura-bitters': 1, 'lemon-twist': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a menu file's list written inline in square brackets", () => {
  it('reads each measured thing of the list, never the list as an aside', async () => {
    const recipe = await importIt(['- id: ESP-011', 'name: Espresso Martini', 'spec: [vodka 50ml, coffee liqueur 20ml, espresso 30ml]', 'garnish: 3 coffee beans', 'price_eur: 14'], 'Espresso Martini');
    expect(amounts(recipe)).toMatchObject({ vodka: 50, 'coffee-liqueur': 20, espresso: 30 });
    expect(recipe.unmatchedIngredients.join(' | ')).not.toMatch(/ESP-011|price/i);
  });
});

describe('a sparkling water named by its Scottish brand', () => {
  it('is the soda water, never offered the Scotch', async () => {
    const recipe = await importIt(['50 ml gin', '25 ml lemon juice', '15 ml sugar syrup', '60 ml Highland Spring sparkling water'], 'Tom Collins');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'soda-water': 60 });
    expect(offered(recipe)['scotch-blended']).toBeUndefined();
  });
});

describe("a story above the spec with numbers of its time and place", () => {
  it('lists no story sentence for its hours, gate or year', async () => {
    const recipe = await importIt(
      ['When the fog kept Gate 9 closed for 11 hours in 2025, Priya poured these for the whole departure lounge until dawn.', '50 ml dark rum', '20 ml lime juice', '15 ml honey-ginger syrup', '2 dashes Angostura bitters'],
      'Fog Delay',
    );
    expect(amounts(recipe)).toMatchObject({ 'rum-dark': 50, 'lime-juice': 20, 'honey-ginger-syrup': 15, 'angostura-bitters': 2 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('still reads a long line that counts its fruit', async () => {
    const recipe = await importIt(['2 limes cut into wedges and muddled hard with the sugar syrup in the bottom of a rocks glass', '50 ml cachaça', '15 ml sugar syrup'], 'Caipirinha');
    expect(amounts(recipe)['lime-wedges']).toBeGreaterThan(0);
  });
});
