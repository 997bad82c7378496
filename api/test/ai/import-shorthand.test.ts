import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Shapes of the fourteenth held-out recipes' misses once they were opened (none copied): a bar's shorthand of names
 * with bare amounts and a counted garnish among them, and a spaced slash between a number and the next thing's count,
 * which is no fraction.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[]): Promise<Imported> => processRecipe({ name: 'Test', ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('names with bare amounts and a counted garnish on one line', () => {
  test.each([
    ['tequila 50 / lime juice 15 / grapefruit soda 100 / 1 lime wedge', { 'tequila-blanco': 50, 'lime-juice': 15, 'grapefruit-soda': 100, 'lime-wedges': 1 }],
    ['gin 50, tonic 150, 2 lime wedges', { 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 2 }],
    ['vodka 45 / ginger beer 120 / 1 lime wedge', { vodka: 45, 'ginger-beer': 120, 'lime-wedges': 1 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.instructions ?? []).toEqual([]);
  });

  test("a spaced slash after a number is no fraction: 'soda 100 / 1 lime wedge' is one wedge, '1 / 2 oz' still a half", async () => {
    expect(amounts(await importIt(['50 ml tequila', 'grapefruit soda 100 / 1 lime wedge']))['lime-wedges']).toBe(1);
    expect(amounts(await importIt(['1 / 2 oz lime juice', '2 oz gin']))).toEqual({ 'lime-juice': 15, 'gin-london-dry': 60 });
  });
});

describe('what a manager moving old recipes pastes (an outside tester, sixth session)', () => {
  test.each([
    ['angostura on top', { 'angostura-bitters': 1 }],
    ['barspoon lime juice', { 'lime-juice': 5 }],
    ['- 3/4 simple', { 'sugar-syrup': 22.5 }],
    ['.75 lime', { 'lime-juice': 22.5 }],
    ['3/4 lemon', { 'lemon-juice': 22.5 }],
    ['4 oz ginger beer (Fever-Tree or Q)', { 'ginger-beer': 120 }],
    ['Bourbon,50,ml', { bourbon: 50 }],
    ['Angostura bitters,2,dash', { 'angostura-bitters': 2 }],
    ['<script>alert(1)</script>2 oz gin', { 'gin-london-dry': 60 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt(['2 oz vodka', line]);
    expect(amounts(recipe)).toEqual({ vodka: 60, ...expected });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("'1/2 lime' is still half a lime cut into wedges", async () => {
    expect(amounts(await importIt(['2 oz cachaça', '1/2 lime']))['lime-wedges']).toBe(4);
  });

  test.each(['1½ oz aged rum', '2 oz gold rum'])('%s: a stand-in for the dark rum, suggested, never matched', async (line) => {
    const recipe = await importIt(['2 oz vodka', line]);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).not.toContain('rum-dark');
    expect((recipe.suggestedSubstitutes ?? []).map((i) => i.inventoryItemId)).toContain('rum-dark');
  });
});

test.each(['Margarita Recipe', 'This post may contain affiliate links.', 'SHK / DS / coupe', 'Prep: 5 min', 'Calories 210', 'item,qty,unit', 'Ingredient\tAmount\tUnit', 'Pairs well with salted nuts and olives'])(
  "'%s' is no ingredient: neither matched nor listed",
  async (line) => {
    const recipe = await importIt([line, '2 oz gin']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 60 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  },
);

test("a spec sheet's row: 'BEE'S KNEES — 2 / .75 / .75 — gin / lemon / honey syrup'", async () => {
  const recipe = await importIt(["BEE'S KNEES — 2 / .75 / .75 — gin / lemon / honey syrup"]);
  expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 60, 'lemon-juice': 22.5 });
  expect([...recipe.unmatchedIngredients, ...(recipe.suggestedSubstitutes ?? []).map((s) => s.source)].join(' ')).toMatch(/honey/);
});

describe('a head bartender writing a spec book (a third import tester, sixth session)', () => {
  test("a mention with no amount of an item already measured adds nothing ('Hendrick's gin, St-Germain, cucumber')", async () => {
    const recipe = await importIt(['45 ml gin', '15 ml elderflower liqueur', "Hendrick's gin, St-Germain, cucumber", 'Tanqueray® is a registered trademark of Diageo.']);
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 45, 'elderflower-liqueur': 15 });
  });

  test.each([
    ['4 oz ginger beer (ca. 12 cl)', { 'ginger-beer': 120 }],
    ['1 oz dry vermouth (z. B. Noilly Prat)', { 'vermouth-dry': 30 }],
  ])("an abbreviation's full stop ends no sentence: %s", async (line, expected) => {
    const recipe = await importIt(['2 oz vodka', line]);
    expect(amounts(recipe)).toEqual({ vodka: 60, ...expected });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('an aged Jamaican rum is a stand-in for the dark rum, never merged into a dark rum line', async () => {
    const recipe = await importIt(['1 oz dark rum', '1 oz aged Jamaican rum (Appleton 12)']);
    expect(amounts(recipe)).toEqual({ 'rum-dark': 30 });
    // (The dark rum is in the recipe already, so the line is listed for the manager rather than offered twice.)
    expect([...recipe.unmatchedIngredients, ...(recipe.suggestedSubstitutes ?? []).map((s) => s.source)].join(' ')).toMatch(/aged Jamaican rum/);
    expect((await importIt(['1 oz aged Jamaican rum', '1 oz white rum'])).suggestedSubstitutes?.map((s) => s.inventoryItemId)).toContain('rum-dark');
  });

  test.each(['drinkaware.co.uk', 'Serve responsibly.', 'All rights reserved.'])("'%s' is no ingredient", async (line) => {
    const recipe = await importIt(['2 oz gin', line]);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

test("a syrup's own ratio after the names and a spec sheet's abbreviations: 'honey syrup (1:1)', 'wht rum', 's/s'", async () => {
  expect(amounts(await importIt(["BEE'S KNEES — 2 / .75 / .75 — gin / lemon / honey syrup (1:1)"]))).toMatchObject({ 'gin-london-dry': 60, 'lemon-juice': 22.5 });
  expect(amounts(await importIt(['2 oz wht rum', '1 oz lime', '3/4 oz s/s']))).toEqual({ 'rum-white': 60, 'lime-juice': 30, 'sugar-syrup': 22.5 });
});
