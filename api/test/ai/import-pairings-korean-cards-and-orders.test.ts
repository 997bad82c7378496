import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Shapes of the opened thirty-second recipes' misses (a tasting-menu restaurant's pairing list; none copied): a card in
 * Korean, a measured thing with what is done to it said after ('..., poured into a chilled glass'), bottles counted
 * after a comma or with no size, a pairing menu's course lines, a staff quiz, a supplier's order lines, a label before
 * the spec ('spec (bar copy):', 'Pairing: "Name" —', 'A:'), 'a single dash', a spirit's age statement, a rim on half
 * the glass, more of a thing to garnish, a dictation with its marks said aloud, a garnish sentence, a cold mixer, a
 * chat's reactions and edits, a prep list's 'pull 30 ml per cover', questions and tasks in a wiki page.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a card in Korean', () => {
  test('its products, measures and counters are read; its title and ice are no ingredient; an unknown prep is listed as written', async () => {
    const recipe = await importIt(['보드카 토닉 — 디저트 코스', '보드카 45ml', '토닉워터 120ml', '오미자청 1 바스푼', '라임 웨지 1개', '얼음 가득']);
    expect(amounts(recipe)).toEqual({ vodka: 45, 'tonic-water': 120, 'lime-wedges': 1 });
    expect(recipe.unmatchedIngredients).toEqual(['오미자청 1 바스푼']);
  });

  test('a word of one syllable is read alone, never inside a longer word', async () => {
    expect(amounts(await importIt(['진 50ml', '진저비어 100ml']))).toEqual({ 'gin-london-dry': 50, 'ginger-beer': 100 });
    expect(amounts(await importIt(['화이트 럼 50ml', '라임즙 25ml', '설탕 시럽 15ml']))).toEqual({ 'rum-white': 50, 'lime-juice': 25, 'sugar-syrup': 15 });
  });
});

describe('containers, counts and what is done with a thing', () => {
  test.each([
    ['Stout, 1 can (440 ml), poured into a chilled glass', { 'stout-can': 1 }],
    ['Guinness, 1 can (440 ml), opened at the pass', { 'stout-can': 1 }],
    ['House white, 4 btl (750 ml)', { 'wine-white-house': 3000 }],
    ['House white 4 btl', { 'wine-white-house': 3000 }],
  ])('%s', async (line, expected) => {
    const recipe = await importIt([line]);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('bottles for a room, opened before service, divided by the covers', async () => {
    const recipe = await importIt(['House red, 6 btl (750 ml), opened 20 min before service', '30 covers, even pours']);
    expect(amounts(recipe)).toEqual({ 'wine-red-house': 150 });
    expect(recipe.servings).toBe(30);
  });
});

describe("a pairing menu's and an office's lines are no ingredients", () => {
  test.each([
    ['Course 4 — duck, cherry jus, chicory'],
    ['Cheese trolley — course 9'],
    ['Spritz (0%) — course 1'],
    ['Vermut de la casa — maridaje: croquetas (tiempo 1)'],
    ['MEP — bar, Sat (dessert course)'],
    ['STAFF QUIZ — wk 7 (answers)'],
    ['Q2. What is the garnish?'],
    ['A: None. No rim, no wedge.'],
    ['Harbour Drinks Ltd — ORDER CONFIRMATION PO-55120'],
    ['Line 3  SKU TON-200-24  Indian Tonic 200 ml   case of 24  x 2 cases'],
    ['Delivery: Thu 07:00–09:00, back door'],
    ['III   Duck · cherry · chicory          NEGRONI  gin, Campari, vermouth'],
    ['- What about the rim?'],
    ['- [ ] Chill the coupes'],
    [':+1: 3'],
    [':tada: 1  :eyes: 2'],
  ])('%s', async (line) => {
    const recipe = await importIt([line, '45 ml vodka', '20 ml lime juice', '10 ml sugar syrup']);
    expect(amounts(recipe)).toEqual({ vodka: 45, 'lime-juice': 20, 'sugar-syrup': 10 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("'course' in a sentence of prose takes nothing with it", async () => {
    const recipe = await importIt(['For the fish course I want it light: two ounces of gin, half an ounce of lime juice and a single dash of Angostura, shaken.']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 60, 'lime-juice': 15, 'angostura-bitters': 1 });
  });
});

describe('labels, ages, rims and more of a thing', () => {
  test.each([
    [['spec (house copy): 40 gin + 20 Campari + 20 sweet vermouth, orange peel'], { 'gin-london-dry': 40, campari: 20, 'vermouth-sweet': 20, 'orange-peel': 1 }],
    [['A: 45 ml vodka, 15 ml lime juice and 10 ml sugar syrup.'], { vodka: 45, 'lime-juice': 15, 'sugar-syrup': 10 }],
    [['Pairing: "Cold Snap" — 50ml vodka, 20ml lime juice / lime wedge'], { vodka: 50, 'lime-juice': 20, 'lime-wedges': 1 }],
    [['Islay single malt 12 Year Old, 40 ml, neat'], { 'scotch-islay': 40 }],
    [['50 ml tequila', 'half-rim flaky salt'], { 'tequila-blanco': 50, salt: 1 }],
    [['50 ml tequila', 'rim: sea salt, half rim, outside only'], { 'tequila-blanco': 50, salt: 1 }],
    [['6 mint leaves to muddle + 2 more to garnish', '50 ml white rum'], { 'mint-leaves': 8, 'rum-white': 50 }],
    [['1 gajo de limón verde', '50 ml de tequila'], { 'lime-wedges': 1, 'tequila-blanco': 50 }],
    [['50 ml gin', '100 ml of ice-cold tonic'], { 'gin-london-dry': 50, 'tonic-water': 100 }],
    [['espresso: pull 25 ml per serve, keep it warm', 'vodka 40', 'coffee liqueur 20'], { espresso: 25, vodka: 40, 'coffee-liqueur': 20 }],
    [['ok the spec: 50 bourbon, 2 dashes ango, cherry (edited)'], { bourbon: 50, 'angostura-bitters': 2, 'cocktail-cherries': 1 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a garnish told in a sentence of its own', async () => {
    const recipe = await importIt(['We build 50 ml of gin with 20 ml of lemon juice and 15 ml of sugar syrup over ice. A lemon twist goes in the glass.', 'Two cherries on a pick, nothing else.']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 20, 'sugar-syrup': 15, 'lemon-twist': 1, 'cocktail-cherries': 2 });
  });

  test("a dictation with 'comma', 'new line' and 'full stop' said aloud, and a top said as 'about a hundred'", async () => {
    const recipe = await importIt(['new recipe comma call it lime cooler new line forty mils vodka comma twenty mils lime juice comma fifteen mils sugar syrup new line top with soda about a hundred new line a lime wedge to finish full stop']);
    expect(amounts(recipe)).toEqual({ vodka: 40, 'lime-juice': 20, 'sugar-syrup': 15, 'soda-water': 100, 'lime-wedges': 1 });
  });
});
