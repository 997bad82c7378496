import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * The second round on what a family restaurant pastes: a sub-recipe block (a cordial, a shrub, an oleo, a syrup) whose
 * own lines are preparation, the drink's line of it offered as the stocked product it is built on; a punch that says
 * how many cups it makes; brands and Italian prose; a voice note's slips; near-matches; garnish counts.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Card'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const offered = (recipe: Imported) => (recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId);

describe('a sub-recipe block above or below the drink', () => {
  test('a cordial of juice, weighed sugar, zest and acid: its lines are preparation, the drink offers the juice it is built on', async () => {
    const recipe = await importIt(
      ['HOUSE LEMON CORDIAL (prep, makes about 1 L)', '500 ml fresh lemon juice', '450 g white sugar', 'zest of 8 lemons', '4 g malic acid', 'Stir until dissolved, chill overnight, strain.', '', 'LEMON GIMLET', '50 ml vodka', '20 ml house lemon cordial', 'lemon twist'],
      'Lemon Gimlet',
    );
    expect(amounts(recipe)).toEqual({ vodka: 50, 'lemon-twist': 1 });
    expect(offered(recipe)).toEqual(['lemon-juice']);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a shrub named with '&' above and with a hyphen in the drink; a macerating step is its method", async () => {
    const recipe = await importIt(
      ['RHUBARB & GINGER SHRUB (prep)', '400 g rhubarb, chopped', '300 g sugar', '200 ml cider vinegar', 'Macerate the rhubarb with the sugar for two days, add the vinegar, strain.', '', 'RHUBARB FIZZ (alcohol-free)', '35 ml rhubarb-ginger shrub', '100 ml soda water'],
      'Rhubarb Fizz',
    );
    expect(amounts(recipe)).toEqual({ 'soda-water': 100 });
    expect(recipe.unmatchedIngredients).toEqual(['35 ml rhubarb-ginger shrub']);
    expect(offered(recipe)).toEqual([]);
  });

  test('a syrup written under a one-line spec is built on the stocked sugar syrup: offered, never matched, and no step listed', async () => {
    const recipe = await importIt(['SAGE SMASH — 50 ml gin, 25 ml lemon juice, 15 ml sage syrup, 6 sage leaves', 'Sage syrup (prep, makes 500 ml): 500 ml sugar syrup + 20 g sage, blend 20 s, strain, keeps 5 days'], 'Sage Smash');
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 25 });
    expect(offered(recipe)).toEqual(['sugar-syrup']);
    expect(recipe.unmatchedIngredients.join(' | ')).not.toMatch(/blend|keeps|prep/);
  });

  test("an oleo of peels and weighed sugar: its lines are preparation, the bowl's 'all of the oleo' listed as written (no product it pours is its base)", async () => {
    const recipe = await importIt(
      ['OLEO SACCHARUM (a day ahead)', 'peel of 6 oranges, no pith', '200 g caster sugar', 'muddle, cover, rest overnight → about 150 ml of oleo', '', 'BRANDY PUNCH', 'all of the oleo saccharum', '500 ml cognac', '300 ml fresh lemon juice', '20 lemon twists'],
      'Brandy Punch',
    );
    expect(offered(recipe)).toEqual([]);
    expect(recipe.unmatchedIngredients).toEqual(['all of the oleo saccharum']);
  });
});

describe('a punch that says how many cups it makes, with the size of each in brackets', () => {
  test.each([
    ['SUMMER PUNCH — garden party, makes 20 punch cups (~125 ml)'],
    ['Rum punch: makes 20 cups (150 ml each)'],
  ])('%s: the amounts are one cup\'s, and the heading is no ingredient', async (heading) => {
    const recipe = await importIt([heading, '500 ml white rum', '300 ml fresh lime juice', '200 ml sugar syrup', '1 L pineapple juice'], 'Punch');
    expect(amounts(recipe)).toEqual({ 'rum-white': 25, 'lime-juice': 15, 'sugar-syrup': 10, 'pineapple-juice': 50 });
    expect(recipe.servings).toBe(20);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a brand whose name holds a joining word, in prose in the languages ('Punt e Mes', 'Wray and Nephew')", () => {
  test.each([
    ['a finger of Aperol, a finger of Punt e Mes, on the rocks', { aperol: 30, 'vermouth-sweet': 30 }],
    ['una dita di Campari e una dita di Punt e Mes, con ghiaccio', { campari: 30, 'vermouth-sweet': 30 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    const got = amounts(recipe);
    for (const [id, ml] of Object.entries(expected)) {
      expect(got[id]).toBeGreaterThanOrEqual(20);
      expect(got[id]).toBeLessThanOrEqual(ml);
    }
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a measure in brackets after how full the glass is', () => {
  test('the bracketed measure is the amount of what fills the glass', async () => {
    const recipe = await importIt(["Take a tall glass of ice, pour in cola till it's about two-thirds full (around 120 ml), then float a shot of white rum on top. Lime wedge on the rim."]);
    const got = amounts(recipe);
    expect(got.cola).toBe(120);
    expect(got['rum-white']).toBeGreaterThanOrEqual(25);
    expect(got['lime-wedges']).toBe(1);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('Italian prose: a measure said in brackets with "sono circa", spoons counted in words', () => {
  test('a double espresso said to be about so much, and three teaspoons of syrup', async () => {
    const recipe = await importIt(["Per l'espresso tonic fai un doppio espresso (sono circa 60 ml), lo versi piano su 100 ml di acqua tonica con tre cucchiaini di sciroppo di zucchero e molto ghiaccio."]);
    expect(amounts(recipe)).toEqual({ espresso: 60, 'tonic-water': 100, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('two teaspoons said in words start a line of their own', async () => {
    const recipe = await importIt(['40 ml gin', 'due cucchiaini di sciroppo di zucchero', 'succo di mezzo limone']);
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 40, 'sugar-syrup': 10 });
  });
});

test('a measure in brackets after three-quarters full, in a paragraph with a shot after it', async () => {
  const recipe = await importIt(["Fill a copa with ice, pour in tonic water till it's about three-quarters full (roughly 140 ml), then float a shot of gin on top. Cucumber ribbon to finish."]);
  expect(amounts(recipe)['tonic-water']).toBe(140);
  expect(amounts(recipe)['gin-london-dry']).toBeGreaterThanOrEqual(25);
});

describe('a glass named after a drink holds none of it', () => {
  test.each([
    ['Shake 60 ml espresso with 10 ml sugar syrup and ice, strain into a martini glass.'],
    ['Shakera 60 ml di espresso con 10 ml di sciroppo di zucchero e ghiaccio, filtra in una coppetta da martini.'],
  ])('%s: alcohol-free', async (line) => {
    const recipe = await importIt([line], 'Iced coffee');
    expect(amounts(recipe)).toEqual({ espresso: 60, 'sugar-syrup': 10 });
    expect(recipe.category).toBe('alcohol-free');
  });
});

describe("a voice note's slips: a word corrected with 'sorry', a word split in two, 'mills' for millilitres", () => {
  test('the corrected word, the word joined, the measure read', async () => {
    const recipe = await importIt(['ok so for the spritz you do ninety mills of pro secco then sixty mil of a pearl sorry Aperol and a slice of orange thanks']);
    expect(amounts(recipe)).toEqual({ prosecco: 90, aperol: 60, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("'I mean' corrects the same way, and a split spirit's name is joined", async () => {
    const recipe = await importIt(['right the mule is fifty mil of vod ka then a hundred and twenty mills of ginger ale I mean ginger beer']);
    expect(amounts(recipe)).toMatchObject({ vodka: 50, 'ginger-beer': 120 });
  });
});

describe('near-matches offered for the manager to confirm', () => {
  test.each([
    ['60 ml Cappelletti Aperitivo', ['campari', 'aperol']],
    ['50 ml Martini Bitter', ['campari', 'aperol']],
    ['150 ml drip coffee', ['espresso']],
    ['20 ml bianco vermouth', ['vermouth-sweet', 'vermouth-dry']],
    ['10 ml raspberry juice', ['raspberry-syrup']],
    ['qualche goccia di succo di lampone', ['raspberry-syrup']],
    ['500 ml grain alcohol', ['vodka']],
    ['1 litro di alcol a 95°', ['vodka']],
  ])('%s', async (line, items) => {
    const recipe = await importIt(['45 ml gin', line]);
    expect(items).toContain(offered(recipe)[0]);
    expect(Object.keys(amounts(recipe))).toEqual(['gin-london-dry']);
  });
});

describe('garnish counts', () => {
  test('a sprig with no count is one sprig of leaves, as a mint sprig with an article is', async () => {
    const recipe = await importIt(['40 ml Aperol', '80 ml prosecco', 'mint sprig (to finish)']);
    expect(amounts(recipe)).toEqual({ aperol: 40, prosecco: 80, 'mint-leaves': 5 });
  });
});

describe('a liqueur made at home and served neat', () => {
  test('a family arancello of nothing the bar pours is a spirit; a spritz of it is a cocktail', async () => {
    const neat = await processRecipe(
      { name: "Zia Carla's arancello", ingredients: ['peel of 10 oranges', '1 litre of grain alcohol', '800 g sugar', '1 litre of water'], instructions: [] },
      bar,
      builtinEngine,
      silentLog(),
    ).catch(() => null);
    if (neat) expect(neat.category).toBe('spirit');
    const spritz = await importIt(['60 ml arancello', '90 ml prosecco', '30 ml soda water'], 'Arancello Spritz');
    expect(spritz.category).toBe('cocktail');
  });
});

describe('a count of double espressos is twice as many shots', () => {
  test.each([
    ['1 double espresso', 60],
    ['a double espresso', 60],
    ['2 double espressos', 120],
    ['1 doppio espresso', 60],
    ['1 espresso', 30],
  ])('%s: %i ml', async (line, ml) => {
    expect(amounts(await importIt(['50 ml vodka', line, '20 ml coffee liqueur'])).espresso).toBe(ml);
  });
});
