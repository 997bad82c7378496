import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What a family restaurant pastes when it moves its drinks into the app: a spec on one line joined by plus signs with
 * a range for the base ('Rum 4-6cl + ...'), a spreadsheet's rows with their formulas left in ('=B2*6'), an SMS thread
 * whose every message starts with the sender and the time ('Chef 18:02: ...'), ice said with how much of it in the
 * languages ('rikelig med is', 'es batu secukupnya'), the words of cards in Finnish, Czech, Vietnamese and Greek, and
 * bitters dropped on a sugar cube. Each stocked thing is matched with its amount; what is no ingredient is not listed.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Card'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a spec on one line joined by plus signs, the base given as a range after its name', () => {
  it('reads every part, the range as an amount between its ends', async () => {
    const recipe = await importIt(['Rum 4-6cl + lime juice 2cl + sugar syrup 1.5cl + mint sprig'], 'Garden Daiquiri');
    const got = amounts(recipe);
    expect(got['rum-white']).toBeGreaterThanOrEqual(40);
    expect(got['rum-white']).toBeLessThanOrEqual(60);
    expect(got).toMatchObject({ 'lime-juice': 20, 'sugar-syrup': 15 });
    expect(got['mint-leaves']).toBeGreaterThan(0);
  });

  it('reads a range with an en dash the same way', async () => {
    const recipe = await importIt(['Vodka 3–4cl + coffee liqueur 2cl + espresso 3cl'], 'Espresso Martini');
    const got = amounts(recipe);
    expect(got.vodka).toBeGreaterThanOrEqual(30);
    expect(got.vodka).toBeLessThanOrEqual(40);
    expect(got).toMatchObject({ 'coffee-liqueur': 20, espresso: 30 });
  });
});

describe("a spreadsheet's rows with their formulas left in", () => {
  it('reads each row by its own measure, never a formula, and lists no formula or total', async () => {
    const recipe = await importIt(
      ['AMERICANO – BROCCA', '\tper 1 bicchiere\tbrocca (x6)\tcosto', 'Campari\t3 cl\t=B3*6\t=C3*0,30', 'Vermouth rosso\t3 cl\t=B4*6\t=C4*0,18', 'Seltz\t6 cl\t=B5*6\t=C5*0,02', "Fetta d'arancia\t1\t=B6*6\t=C6*0,10", '', 'TOTALE\t12 cl\t=SUM(C3:C5)\t=SUM(D3:D6)'],
      'Americano',
    );
    expect(amounts(recipe)).toMatchObject({ campari: 30, 'vermouth-sweet': 30, 'soda-water': 60, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients.join(' | ')).not.toMatch(/=|TOTALE|costo/i);
  });
});

describe('an SMS thread whose messages start with the sender and the time', () => {
  it('reads the measures said, and lists neither the questions nor the thumbs up', async () => {
    const recipe = await importIt(
      ['Chef 18:02: the spritz for the garden, what goes in?', 'Bar manager 18:04: 60 ml Aperol and 90 ml prosecco', 'Chef 18:05: glass?', 'Bar manager 18:06: orange slice on the rim', 'Chef 18:07: 👍'],
      'Spritz',
    );
    expect(amounts(recipe)).toMatchObject({ aperol: 60, prosecco: 90, 'orange-slices': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('ice said with how much of it, in the languages', () => {
  it.each([
    ['Norwegian', ['5 cl vodka', '10 cl tonic', 'rikelig med is'], { vodka: 50, 'tonic-water': 100 }],
    ['Indonesian', ['50 ml rum putih', '100 ml cola', 'es batu secukupnya'], { 'rum-white': 50, cola: 100 }],
    ['Italian', ['4 cl gin', '10 cl acqua tonica', 'tumbler pieno di ghiaccio'], { 'gin-london-dry': 40, 'tonic-water': 100 }],
  ])('%s: the ice is no ingredient', async (_language, lines, expected) => {
    const recipe = await importIt(lines as string[]);
    expect(amounts(recipe)).toMatchObject(expected as Record<string, number>);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('the words of cards in Finnish, Czech, Vietnamese and Greek', () => {
  it('Finnish: mezcal in the partitive, a bar spoon and drops of bitters said the Finnish way', async () => {
    const recipe = await importIt(['3 cl mezcalia', '1 baarilusikka sokerisiirappia', '3 tilkkaa Angostura-katkeroa', '2 cl limetinmehua'], 'Mezcal Sour');
    expect(amounts(recipe)).toMatchObject({ mezcal: 30, 'sugar-syrup': 5, 'angostura-bitters': 3, 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('Czech: the juice of a whole lime and cola in the genitive', async () => {
    const recipe = await importIt(['4 cl vodky', 'šťáva z limetky', '10 cl coly'], 'Vodka Cola');
    const got = amounts(recipe);
    expect(got['lime-juice']).toBeGreaterThanOrEqual(20);
    expect(got['lime-juice']).toBeLessThanOrEqual(30);
    expect(got.cola).toBe(100);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it('Vietnamese: white tequila is the blanco', async () => {
    const recipe = await importIt(['50 ml tequila trắng', '20 ml nước cốt chanh', '15 ml nước đường'], 'Tequila Sour');
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 50, 'lime-juice': 20, 'sugar-syrup': 15 });
  });

  it('Greek: a fresh espresso is the espresso', async () => {
    const recipe = await importIt(['40 ml βότκα', '40 ml φρέσκος εσπρέσο', '15 ml λικέρ καφέ'], 'Espresso Martini');
    expect(amounts(recipe)).toMatchObject({ vodka: 40, espresso: 40, 'coffee-liqueur': 15 });
  });
});

describe('bitters dropped on a sugar cube', () => {
  it('reads the bitters by the drop, and the cube as the sugar offered', async () => {
    const recipe = await importIt(['1 sugar cube', '4 drops Angostura on the sugar cube', '1 oz cognac', 'top with champagne'], 'Champagne Cocktail');
    expect(amounts(recipe)['angostura-bitters']).toBeCloseTo(0.2, 2);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a thread's answer of a measure alone to a question of how much", () => {
  it('gives the measure to the thing asked about', async () => {
    const recipe = await importIt(['Manager 20:10: how much aperol for the spritz?', 'Bartender 20:11: 50 ml. then 75 ml prosecco and a splash of soda', 'Manager 20:12: ok'], 'Spritz');
    expect(amounts(recipe)).toMatchObject({ aperol: 50, prosecco: 75 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a direct message's handle before each message", () => {
  it('reads what the messages pour and leaves the greetings out', async () => {
    const recipe = await importIt(['@marco.drinks: hey! our americano is easy', '@marco.drinks: 40 ml Campari, 40 ml sweet vermouth, top with soda', '@osteria_roma: thanks a lot!! 🙌', '@marco.drinks: lemon twist on top'], 'Americano');
    expect(amounts(recipe)).toMatchObject({ campari: 40, 'vermouth-sweet': 40, 'lemon-twist': 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a scanned book page's footnotes and running heads", () => {
  it('reads the marked ingredient without its mark, and lists neither the footnotes nor the heads', async () => {
    const recipe = await importIt(['— 57 —', 'SOURS AND FIZZES', 'WHISKEY SOUR³', '5 cl bourbon', '2.5 cl lemon juice⁴', '1.5 cl sugar syrup', '³ The egg white is optional, see p. 12.', '⁴ Always squeezed to order.', 'SOURS AND FIZZES · 58'], 'Whiskey Sour');
    expect(amounts(recipe)).toMatchObject({ bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 15 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a forum post's header, votes and edits", () => {
  it('reads an edit that adds a forgotten ingredient, and lists neither the votes nor an edit without an amount', async () => {
    const recipe = await importIt(['r/bartenders · Posted by u/spritz_lover · 5h', '45 ml gin', '20 ml lemon juice', '15 ml sugar syrup', 'EDIT: forgot the soda, 60 ml soda water', 'EDIT 2: thanks for the gold, kind stranger', '▲ 88 ▼ · 12 comments · Share'], 'Tom Collins');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 45, 'lemon-juice': 20, 'sugar-syrup': 15, 'soda-water': 60 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("a sheet's worked-out cells and its header of labels", () => {
  it('reads each row by its measure, never the bottles worked out beside it', async () => {
    const recipe = await importIt(['Aperol\t3 L\t= 4,3 bottiglie → ordinare 5', 'Prosecco\t4,5 L\t= 6 bottiglie', 'Soda\t1,5 L', '50 ospiti, 1 spritz a testa'], 'Spritz');
    expect(amounts(recipe)).toMatchObject({ aperol: 60, prosecco: 90, 'soda-water': 30 });
  });

  it('lists no header of labels that count the serves', async () => {
    const recipe = await importIt(['ingrediente\tper 1 bicchiere\tbrocca (x6)', 'Campari\t3 cl\t=B2*6', 'Seltz\t6 cl\t=B3*6'], 'Campari Soda');
    expect(amounts(recipe)).toMatchObject({ campari: 30, 'soda-water': 60 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a peel cut in a spiral', () => {
  it('is the twist of that fruit', async () => {
    const recipe = await importIt(['50 ml gin', '10 ml dry vermouth', 'a long spiral of orange peel'], 'Martini');
    expect(amounts(recipe)).toMatchObject({ 'gin-london-dry': 50, 'vermouth-dry': 10, 'orange-peel': 1 });
  });
});

describe("a supplier's price list rows with the drink's pour after an arrow", () => {
  it('reads the pour of each product, without its code, strength, bottle size and price', async () => {
    const recipe = await importIt(
      ['NEGRONI DELLA CASA — dal listino Bianchi', 'Art. 3301  CAMPARI BITTER 25% LT 1 ............ € 16,50  → 3 cl', 'Art. 4410  GIN BOMBAY SAPPHIRE 40% CL 70 ........ € 21,00  → 3 cl', 'Art. 5120  SUCCO DI LIMONE BOTTIGLIA LT 1 ...... € 4,90  → 2 cl'],
      'Negroni',
    );
    expect(amounts(recipe)).toMatchObject({ campari: 30, 'gin-london-dry': 30, 'lemon-juice': 20 });
  });
});

describe("a card's title naming the spirit and its mixer, or the mule, in the languages", () => {
  it.each([
    ['Swedish', ['Vodka och tonic', '4 cl vodka', '12 cl tonic', '1 limeklyfta']],
    ['Danish', ['Rom og cola', '4 cl lys rom', '12 cl cola', 'is']],
    ['Russian', ['Мексиканский мул', 'текила — 50 мл', 'сок лайма — 15 мл', 'имбирное пиво — 100 мл']],
  ])('%s: the title is no ingredient', async (_language, lines) => {
    const recipe = await importIt(lines as string[]);
    expect(recipe.unmatchedIngredients.join(' | ')).not.toMatch(/och tonic|og cola|мул/i);
    expect(recipe.ingredients.length).toBeGreaterThanOrEqual(2);
  });
});
