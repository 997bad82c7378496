import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { constraintsOfRequest } from '../../src/ai/safety';
import { demoBar, silentLog, guestAsks } from './fixtures';

/**
 * The opened thirty-first sets' kinds, in our own words (twenty-third session): children who are about but get no drink
 * of the order, an age said of a relative, a thing the guest is 'off', a spirit named plainly, a first time, which
 * thing a 'not' was for, a wish corrected, and common words that are no slips.
 */
const bar = demoBar();
const { ask, ids, alcoholic, withItem } = guestAsks(bar);
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
// Not the shared `onlyAlcoholFree`: it checks the whole answer at once, listing every drink with alcohol when it fails.
const allAlcoholFree = async (request: string) => {
  const answer = await ids(request);
  expect(answer.length).toBeGreaterThan(0);
  expect(alcoholic(answer)).toEqual([]);
};

describe('children who are about, when the guest orders for themselves, are no reason', () => {
  test.each([
    "Bit of a long one sorry, we're on lane 12, the kids are on the arcade with the tokens. I've got a sesame allergy. Anyway, I'd love a gin drink to celebrate, something classic",
    'my kids are filming my gutter balls. give me something tall to hide behind, a gin one',
    "surviving a 9th birthday party with 11 kids. I need something for ME, not sweet",
    "I've had kids' drinks all afternoon at this party, something grown up with gin",
    "I'm here with my children, what can I have? a gin please",
    'lost three games to my 12 year old niece. need something strong with gin',
    'my 15 year old is with me, I would like a gin',
  ])('%s', async (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
    expect(constraintsOfRequest(readRequest(request, bar)).alcoholFree).toBe(false);
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });

  test.each([
    'something for the kids and a gin for me',
    'the kids want something fizzy, I would like a beer',
    'a beer for me and the kids',
    'me and the kids, something fruity',
    'a beer for me and a juice for my 13 year old',
    'my 16 year old son wants something fizzy, I would like a beer',
    'me and my 16 year old sister, two drinks please',
    'a kids drink please, and something for me',
    "I'm 16, give me a beer",
    'it is my 13th birthday, give me something fun',
  ])('%s: a child the order is for, or the guest a child, keeps every drink alcohol-free', allAlcoholFree);

  test("'the kids are driving me mad' is a mood: nobody drives", async () => {
    expect(readRequest('I need a strong drink, the kids are driving me mad', bar).alcoholFree).toBe(false);
    expect(alcoholic(await ids('I need a strong drink, the kids are driving me mad')).length).toBeGreaterThan(0);
    await allAlcoholFree("I'm driving the kids home, something fresh");
  });
});

describe('a thing the guest is off is ruled out', () => {
  test.each([
    ["I'm off gin at the moment. something refreshing", ['gin-london-dry']],
    ["been off rum since new year, a cocktail", ['rum-white', 'rum-dark']],
    ["I'm off eggs this month, something sour and silky?", ['egg-white']],
    ['currently off coffee and tequila, something with a kick', ['espresso', 'coffee-liqueur', 'tequila-blanco']],
  ] as const)('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });

  test("'off sugar, not off alcohol': a spirit, nothing sweetened, and alcohol allowed", async () => {
    const request = "I'm off sugar, not off alcohol lol. something neat maybe";
    expect(constraintsOfRequest(readRequest(request, bar)).alcoholFree).toBe(false);
    const answer = await ids(request);
    expect(alcoholic(answer).length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('sugar-syrup', 'agave-syrup', 'elderflower-cordial', 'grenadine', 'cola', 'triple-sec')).not.toContain(id);
  });

  test.each(["I'm off the booze this month", "I'm off alcohol for January, something fruity"])('%s: off alcohol is alcohol-free', allAlcoholFree);

  test.each([
    ["I'm off duty now, something strong", 'duty'],
    ["I'm off work, a beer please", 'work'],
    ["I'm off to the bar, a gin please", 'gin'],
  ])("%s: '%s' is no thing ruled out", async (request) => {
    expect(readRequest(request, bar).excludedIngredients).toEqual([]);
    expect(readRequest(request, bar).excludedSpirits).toEqual([]);
  });
});

describe('a spirit named plainly is a kind of drink, not a word of doubt', () => {
  test.each(['a spirit please', 'no beer no wine, spirits only. the strongest thing you have', "no vodka pls, it's the one spirit that gets me messy. a cocktail with a bit of fizz"])(
    '%s',
    async (request) => {
      expect(readRequest(request, bar).alcoholFree).toBe(false);
      expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
    },
  );

  test("'no vodka... the one spirit that gets me messy': still no vodka", async () => {
    for (const id of await ids("no vodka pls, it's the one spirit that gets me messy. a cocktail with a bit of fizz")) expect(withItem('vodka')).not.toContain(id);
  });
});

describe('a first time is a wish to try, not a no', () => {
  test.each(["I'm 78 and I've never had a cocktail in my life! my grandson says I must try one", "I've never had a cocktail in my life, something easy"])('%s', async (request) => {
    expect(readRequest(request, bar).excludedCategories).toEqual([]);
    expect((await ask(request)).some((r) => bar.recipes.find((d) => d.id === r.recipeId)?.category === 'cocktail')).toBe(true);
  });

  test.each(['never had gin and never will', 'I never drink gin'])('%s: still no gin', (request) => {
    expect(readRequest(request, bar).excludedSpirits).toContain('gin');
  });

  test("'never had a drink in my life' stays alcohol-free", () => allAlcoholFree("I've never had a drink in my life, something nice"));
});

describe('which thing a no was for, said again', () => {
  test("'not the gin, the TONIC. gin is fine, I hate tonic water': a gin drink with no tonic", async () => {
    const request = 'no no not the gin, the TONIC. gin is fine, I hate tonic water. gin drink?';
    expect(readRequest(request, bar).excludedSpirits).toEqual([]);
    const answer = await ids(request);
    expect(answer.filter((id) => withItem('gin-london-dry').includes(id)).length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('tonic-water')).not.toContain(id);
  });

  test("'it's not that I don't like gin, I just don't want a martini': gin, not the Dry Martini", async () => {
    const request = "it's not that I don't like gin, I just don't want a martini. what's a gin drink that isn't a martini?";
    expect(readRequest(request, bar).excludedSpirits).toEqual([]);
    const answer = await ids(request);
    expect(answer).not.toContain('dry-martini');
    expect(withItem('gin-london-dry')).toContain(answer[0]);
  });

  test("'anything but vodka. wait no, I mean anything WITH vodka but NOT an espresso martini': vodka, not that one", async () => {
    const request = "anything but vodka. wait no, I mean anything WITH vodka but NOT an espresso martini, I've had three";
    expect(readRequest(request, bar).excludedSpirits).toEqual([]);
    const answer = await ids(request);
    expect(answer).not.toContain('espresso-martini');
    expect(withItem('vodka')).toContain(answer[0]);
  });

  test("'no nuts. wait, I mean no peanuts' keeps the nuts out", () => {
    expect(readRequest('no nuts. wait, I mean no peanuts either', bar).excludedIngredients.flat()).toContain('nut');
  });
});

describe('a common word is no slip of a taste', () => {
  test("'I've got a blister' and 'the Gutter Queens' ask for nothing bitter", () => {
    const reading = readRequest("two frames from beating the Gutter Queens, I've got a blister. Something fun and fruity", bar);
    expect(reading.flavours.get('bitter') ?? 0).toBe(0);
    expect(reading.corrected).toEqual([]);
  });
});

describe("'pass on' is a no", () => {
  test.each([
    ["I'll pass on anything from Mexico, spirits-wise.", ['tequila-blanco', 'mezcal']],
    ["I'll pass on the gin tonight, something long", ['gin-london-dry']],
    ['pass on the tequila, a cocktail please', ['tequila-blanco']],
  ] as const)('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });
});

describe('drinks from home and occasions the reader had no word for', () => {
  test.each([
    ["Canadian here, no Caesars on the menu?? what's the closest thing to a Caesar", /caesar/i],
    ['do you have ayran? the salty yoghurt drink. I do not drink alcohol', /ayran/i],
    ["back home I'd order a rock shandy. on antibiotics so zero alcohol, what's the closest?", /rock shandy/i],
  ])('%s: named as missing, the closest offered', async (request, said) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).toMatch(said);
  });

  test("'a caesar salad and a beer' is food and a beer, no missing drink", async () => {
    const answer = await ask('a caesar salad and a beer');
    expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/caesar/i);
    expect(bar.recipes.find((d) => d.id === answer[0]!.recipeId)?.category).toBe('beer');
  });

  test.each([
    'staff here, we finally closed, been on my feet 11 hours. something that feels like a reward',
    "league final, last frame coming up. something to calm the nerves that won't wreck my aim",
    'PICKED UP THE 7-10 SPLIT, spare of my life, what do I drink to that',
  ])('%s: understood, and no safe fallback', (request) => {
    expect(readRequest(request, bar).understood).toBe(true);
  });

  test("'3 of us, 15, 17 and 19': every age listed counts, none of the count", async () => {
    expect(readRequest("3 of us, 15, 17 and 19 (I'm the 19, legal back home lol). what can we all have?", bar).minor).toBe(true);
    await allAlcoholFree("3 of us, 15, 17 and 19 (I'm the 19, legal back home lol). what can we all have?");
    expect(readRequest('2 of us, 25 and 30, two gins', bar).minor).toBeFalsy();
  });
});

describe('recipe pastes of the opened thirty-first set and the spec-book tester, read as written', () => {
  test("a YAML block's flow list: every item, the first and the last too", async () => {
    const recipe = await importIt(['name: Old Cuban', 'ingredients: [45 ml white rum, 20 ml lime juice, 20 ml sugar syrup, 6 mint leaves, 2 dashes Angostura, top 60-90 ml prosecco]']);
    expect(amounts(recipe)).toMatchObject({ 'rum-white': 45, 'lime-juice': 20, 'sugar-syrup': 20, 'mint-leaves': 6, 'angostura-bitters': 2 });
    expect(Object.keys(amounts(recipe))).toContain('prosecco');
  });

  test("a drink's name and a colon before a list of cells: the first cell is kept", async () => {
    expect(amounts(await importIt(["Driver's Mule: 150 ginger beer · 15 lime juice · 10 honey-ginger syrup · lime wedge · lots of ice"]))).toMatchObject({ 'ginger-beer': 150, 'lime-juice': 15, 'honey-ginger-syrup': 10 });
  });

  test("a topping's measure in brackets after it, in prose", async () => {
    const recipe = await importIt(['For the drivers we do a grown-up fizz: about 25 ml of elderflower cordial and 15 ml of lime juice over ice, topped with soda water (we use about 150 ml), finished with a sprig of mint.']);
    expect(amounts(recipe)).toMatchObject({ 'elderflower-cordial': 25, 'lime-juice': 15, 'soda-water': 150 });
  });

  test.each([
    [['4,5 cl Bourbon', '2 cl Zuckersirup', 'Deko: zwei Cocktailkirschen und eine Orangenscheibe'], { 'cocktail-cherries': 2, 'orange-slices': 1 }],
    [['4,5 cl gin', '3 cl vers citroensap', 'garnering: citroenzeste en een cocktailkers'], { 'lemon-twist': 1, 'cocktail-cherries': 1 }],
    [['4,5 cl vodky', 'doplnit zázvorovým pivem (cca 12 cl)', 'měsíček limetky na ozdobu'], { 'ginger-beer': 120, 'lime-wedges': 1 }],
  ])('a garnish line in German, Dutch or Czech: %s', async (lines, expected) => {
    expect(amounts(await importIt(lines))).toMatchObject(expected);
  });

  test("a schooner of lager is a beer glass's measure", async () => {
    expect(Object.keys(amounts(await importIt(['1 schooner of lager', '2 dashes hot sauce'])))).toContain('lager-bottle');
  });

  test.each([
    [['Bottled Old Fashioned - 48 × 100ml', '3600 ml bourbon', '360 ml sugar syrup', '96 dashes Angostura'], { bourbon: 75, 'sugar-syrup': 7.5, 'angostura-bitters': 2 }],
    [['48 bottles of 100 ml', '1440 ml gin', '1200 ml Campari', '1200 ml sweet vermouth'], { 'gin-london-dry': 30, campari: 25, 'vermouth-sweet': 25 }],
  ])('a bottled run said by its count and size is per serve: %s', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toMatchObject(expected);
    // (Its title is the batch's, no ingredient left for the manager to resolve.)
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("bottles of an ingredient are no run of serves ('Aperol: 3 x 700ml bottles')", async () => {
    expect(amounts(await importIt(['Aperol: 3 x 700ml bottles', '3 x 750 ml prosecco']))).toMatchObject({ aperol: 2100 });
  });

  test.each([
    [['Falernum: 300 ml white rum, 200 ml lime juice, 500 ml sugar syrup', '20 ml falernum', '45 ml dark rum', '20 ml lime juice'], { 'rum-white': 6, 'lime-juice': 24, 'sugar-syrup': 10, 'rum-dark': 45 }],
    [['Clarified lime: 500 ml lime juice, 5 g agar', '25 ml clarified lime', '50 ml gin'], { 'lime-juice': 25, 'gin-london-dry': 50 }],
  ])('a sub-recipe of any name the drink uses by that name: %s', async (lines, expected) => {
    expect(amounts(await importIt(lines))).toMatchObject(expected);
  });

  test("names each with its measure after it, and a counted garnish last: 'Vodka 50ml Lime 10ml Ginger beer 120ml Lime wedge 1'", async () => {
    expect(amounts(await importIt(['Vodka 50ml Lime 10ml Ginger beer 120ml Lime wedge 1']))).toEqual({ vodka: 50, 'lime-juice': 10, 'ginger-beer': 120, 'lime-wedges': 1 });
  });

  test("a venue's variant is a note, never one more ingredient", async () => {
    const recipe = await importIt(['50 ml vodka', '10 ml coffee liqueur', '30 ml espresso', 'York venue - swap vodka for 50 ml dark rum', 'Leeds: sub 10 ml honey for the agave']);
    expect(Object.keys(amounts(recipe)).sort()).toEqual(['coffee-liqueur', 'espresso', 'vodka']);
  });

  test.each([
    ['three-quarter oz fresh lemon juice', 'lemon-juice', 22.5],
    ['twenty-two and a half ml sugar syrup', 'sugar-syrup', 22.5],
    ['22 and a half ml sugar syrup', 'sugar-syrup', 22.5],
    ['one and three-quarter oz gin', 'gin-london-dry', 52.5],
    ['1 oz (25 ml) gin', 'gin-london-dry', 25],
    ['3/4 oz (20 ml) sweet vermouth', 'vermouth-sweet', 20],
  ])('%s: %s %d ml', async (line, item, ml) => {
    expect(amounts(await importIt([line, '2 dashes Angostura']))[item]).toBe(ml);
  });

  test("a video caption's cue times are no line", async () => {
    expect(amounts(await importIt(['00:02:10 --> 00:02:14 add 20 ml lemon juice', '00:02:14 --> 00:02:18 and 50 ml bourbon']))).toEqual({ 'lemon-juice': 20, bourbon: 50 });
  });
});

describe("the casino attacker's limits (tester's inputs)", () => {
  test.each([
    'dealer here, on my break, back on the tables at 3. something refreshing to keep me sharp',
    'croupier on my 20 min break, back at roulette after. citrusy pls',
    "I'm working the floor till 6, just on break. a gin thing?",
    "I'm a cocktail waitress here, on break, shift ends at 5. something pink",
    "I park the guests' cars, six more to bring round before 4am. anything with ginger?",
    "I'm on phenelzine (an MAOI) so my doctor says be careful. something bitter and grown-up?",
    'I take Nardil. something bitter please',
    'tranylcypromine here, something bitter',
    'I folded on drinking years ago. something like a negroni',
    'I cashed out of booze for good in 2019, something bitter',
    "I've been dry for 3 years. negroni?",
    "I'm old enough, (well 20, close enough). whisky",
    "I'm 2O (two-oh) years old, whisky",
    "I'm１９, whisky",
    "for my girlfriend who's 20: something sweet",
    "I'm pregnant. just kidding. ok maybe not kidding. spritz?",
  ])('%s: alcohol-free', allAlcoholFree);

  test.each(['I am on spring break! a gin and tonic', "I'm driving the action at table 6 and the pit boss is on my case. give me something strong"])('%s: no reason', async (request) => {
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });

  test.each([
    ['no 🍋 no 🍊 (allergic), refreshing', ['lemon-juice', 'lemon-twist', 'orange-juice', 'orange-slices', 'orange-peel']],
    ["I'm allergic to lime. a mojito?", ['lime-juice', 'lime-wedges']],
  ])('%s: the citrus named is left out (an allergy to one fruit is read as said)', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });

  test.each(['from Macau, I have MOP 80 max for one drink. something with whisky?', '80 patacas max, something with whisky'])('%s: patacas converted, never read as dollars', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(10);
  });

  test.each(['$1e9 budget, a gin', '$1,000,000 budget, a gin', 'under $1e308, whisky', 'budget 10 dollars... actually no budget, go wild'])('%s: drinks, never an empty answer', async (request) => {
    expect((await ids(request)).length).toBeGreaterThan(0);
  });

  test.each(['I have no budget left, something', 'zero budget, what can I get'])('%s: still no money at all', (request) => {
    expect(readRequest(request, bar).maxPrice).toBe(0);
  });
});

describe("the spec-book tester's pastes (tester's inputs)", () => {
  test.each([
    [['Margarita £10 – tequila, Cointreau, lime'], ['tequila-blanco', 'triple-sec', 'lime-juice']],
    [['Negroni £9.50 — gin, Campari, sweet vermouth'], ['gin-london-dry', 'campari', 'vermouth-sweet']],
  ])("a menu's line of a drink, its price and what is in it: every thing, none lost (%s)", async (lines, items) => {
    expect(Object.keys(amounts(await importIt(lines))).sort()).toEqual([...items].sort());
  });

  test("'and the same again of sweet vermouth': the measure before it", async () => {
    expect(amounts(await importIt(['twenty-five mil gin, twenty five mil campari, and the same again of sweet vermouth, then an orange peel']))).toMatchObject({ 'gin-london-dry': 25, campari: 25, 'vermouth-sweet': 25 });
  });

  test.each([
    ['double gin (50ml)', 'gin-london-dry', 50],
    ['large measure of rum (35ml)', 'rum-white', 35],
    ['single measure (25 ml) Campari', 'campari', 25],
    ['a single measure of gin', 'gin-london-dry', 30],
    ['125ml glass prosecco', 'prosecco', 125],
    ['125 ml glass of prosecco', 'prosecco', 125],
    ['25 ml non-alc aperitif', 'aperitif-alcohol-free', 25],
  ])('%s: %s %d', async (line, item, ml) => {
    expect(amounts(await importIt([line, '15 ml lime juice']))[item]).toBe(ml);
  });

  test("'double strain into a coupe' is a step, no double measure", async () => {
    expect(amounts(await importIt(['2 oz gin', '1 oz lime juice', 'double strain into a coupe']))).toEqual({ 'gin-london-dry': 60, 'lime-juice': 30 });
  });

  test('a Greek card and a Polish one, every line read', async () => {
    expect(amounts(await importIt(['Σκούρο ρούμι 60 ml', 'Τζιντζερ μπίρα 100 ml', 'Φύλλα μέντας 8', 'Λευκό ρούμι 45 ml', 'Κονιάκ 50 ml']))).toMatchObject({ 'rum-dark': 60, 'ginger-beer': 100, 'mint-leaves': 8, 'rum-white': 45, cognac: 50 });
    expect(amounts(await importIt(['listki mięty 8 szt.', 'Ciemny rum 50 ml', '2 krople angostury', 'pół uncji syropu cukrowego']))).toMatchObject({ 'mint-leaves': 8, 'rum-dark': 50, 'sugar-syrup': 15 });
  });
});

test("a keg's yield said as so many of a size ('20 litre corny keg, yields 80 x 250 ml') is per serve", async () => {
  const recipe = await importIt(['KEG SPEC - Americano on tap', '20 litre corny keg, yields 80 x 250 ml', 'Campari ........ 3.2 l', 'Sweet vermouth . 3.2 l', 'Soda water ..... 13.6 l']);
  expect(amounts(recipe)).toMatchObject({ campari: 40, 'vermouth-sweet': 40, 'soda-water': 170 });
});

test("a reply that writes its own spec under the one it quotes: the quoted measures are history", async () => {
  const recipe = await importIt([
    'From: Priya', 'Subject: Re: Re: Hop Collins', '> > On Tue, Tom wrote:', '> > 45 ml gin, 30 ml lemon, 20 ml hop syrup, top with soda', '> Can we drop the hop syrup to 15? It was a bit green.',
    'Agreed, 15 ml it is. Final spec below:', 'Hop Collins', '45 ml gin', '30 ml lemon juice', '15 ml hop syrup', '60 ml soda water', 'lemon twist',
  ]);
  expect(amounts(recipe)).toEqual({ 'gin-london-dry': 45, 'lemon-juice': 30, 'soda-water': 60, 'lemon-twist': 1 });
});

test("a quoted spec alone is still the recipe ('> 50 ml gin')", async () => {
  expect(amounts(await importIt(['> 50 ml gin', '> 25 ml lemon juice', 'thanks!']))).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 25 });
});

test("'a bouquet of 4 mint leaves' is four", async () => {
  expect(amounts(await importIt(['30 ml dark rum', 'Garnish: a bouquet of 4 mint leaves']))['mint-leaves']).toBe(4);
});

describe("the review's inputs: the new rules read no further than they should", () => {
  test.each([
    "I'm a kid, give me a beer",
    "I want a beer, I'm just a kid",
    "i'm a child, pour me a shot of vodka",
    'give me something strong, im just a kid of 17',
    'I want a beer, child of 17 here',
    "we're kids, 16 and 17, give me a beer",
    'i need a gin. studying, college kid, 19',
    'I need a cocktail, the kids in my dorm are 18 like me',
    "get me a wine, I'm with child",
    'gimme a beer, my 19 year old self is thirsty',
    "give me a daiquiri, it's a 20th birthday party, mine",
    'I want a lager, this 19th birthday party is mine',
    "give me a mule, 19th birthday bash and I'm the birthday girl",
    "give me a rum, we're twins, my 17 year old twin and me",
    'zero spirits please, something long',
    'hold spirits, something long',
    'avoiding spirits, something long',
    'drop the liquor, something long',
  ])('%s: alcohol-free', allAlcoholFree);

  test.each(['no budget, broke, premium is out', 'no budget, spend nothing please, treat me to water', 'no budget left, whatever is cheapest', 'i have no budget, spend nothing', 'sorry no budget, best I can do is free'])(
    '%s: no money at all',
    (request) => {
      expect(readRequest(request, bar).maxPrice).toBe(0);
    },
  );

  test("'no no not the gin, the TONIC. gin is fine': the no moves to the tonic", async () => {
    for (const id of await ids('no no not the gin, the TONIC. gin is fine')) expect(withItem('tonic-water')).not.toContain(id);
  });

  test.each(["I've never had a beer in my life and I'm not starting now", 'never had a beer, never will'])('%s: still no beer', async (request) => {
    for (const id of await ids(request)) expect(bar.recipes.find((d) => d.id === id)?.category).not.toBe('beer');
  });

  test.each([
    ["I'd never pass on a negroni", 'negroni'],
    ["I won't pass on tequila", 'tequila'],
    ['passing on my love of gin to my son, something with gin', 'gin'],
  ])("%s: a 'pass on' that is no 'no'", async (request, thing) => {
    const answer = await ids(request);
    expect(answer.some((id) => id.includes(thing) || withItem(thing === 'gin' ? 'gin-london-dry' : 'tequila-blanco').includes(id))).toBe(true);
  });

  test.each([
    [['Gin: 50 · Campari: 25 · Sweet vermouth: 25'], { 'gin-london-dry': 50, campari: 25, 'vermouth-sweet': 25 }],
    [['Tequila: 50ml · Lime: 25ml · Agave: 15ml'], { 'tequila-blanco': 50, 'lime-juice': 25, 'agave-syrup': 15 }],
    [['1 1/2 oz lime juice, and the same of sugar syrup'], { 'lime-juice': 45, 'sugar-syrup': 45 }],
    [['30 ml bourbon', 'Triple sec'], { bourbon: 30, 'triple-sec': 30 }],
  ])("import: %s", async (lines, expected) => {
    expect(amounts(await importIt(lines))).toEqual(expected);
  });

  test.each([
    [['30 ml bourbon', 'Double cream', 'single cream', 'Single malt whisky'], ['Double cream', 'single cream', 'Single malt whisky']],
    [['50 ml rum', 'Mint £1 - fresh, picked and slapped'], []],
    [['50 ml gin', '2 krople na gin'], ['2 krople na gin']],
  ])('import: nothing dropped silently, nothing made alcohol-free by a word of Polish: %s', async (lines, listed) => {
    const recipe = await importIt(lines);
    for (const u of listed) expect(recipe.unmatchedIngredients).toContain(u);
    expect(Object.keys(amounts(recipe))).not.toContain('gin-alcohol-free');
    if (lines.includes('Mint £1 - fresh, picked and slapped')) expect(Object.keys(amounts(recipe))).toContain('mint-leaves');
  });
});

describe('a driver of children', () => {
  test("'driving nine 13 year olds home': the guest drives, and is no 13-year-old", async () => {
    const request = "hi! I'm driving nine 13 year olds home later so absolutely nothing alcoholic for me. something fresh, not too sweet?";
    expect(readRequest(request, bar).minor).toBeFalsy();
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(alcoholic(answer.map((r) => r.recipeId))).toEqual([]);
    expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/under 21/);
  });
});

describe("the marathon tent's outsider (tester's inputs)", () => {
  test.each([
    ['10 British pounds, a cocktail please', 10],
    ['12 Swiss francs, a cocktail', 12],
    ['1500 Kenyan shillings, a cocktail', 11.6],
    ['1200 Ethiopian birr for a cocktail', 8],
    ['25000 Tanzanian shillings, a cocktail', 25000 / 2700],
  ])('%s: the budget read, never dropped (every drink at most %d)', async (request, cap) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(cap);
  });
  // (Tanzania's shilling has a rough rate since the twenty-eighth session: 1,500 of them are worth less than any drink.)
  test('1500 Tanzanian shillings, a cocktail: read at its rate, worth less than any drink, so nothing is offered', async () => {
    expect(await ask('1500 Tanzanian shillings, a cocktail')).toEqual([]);
  });

  test("'100 Egyptian pounds' are no British pounds", async () => {
    const answer = await ask('100 Egyptian pounds, a cocktail');
    expect(answer.map((r) => r.reason).join(' ')).toMatch(/cannot convert/);
  });

  test.each(['no rum at all (cachaça counts as rum for me), something Brazilian', 'no rum (and cachaça is rum to me), a caipirinha?'])('%s: no cachaça either', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('cachaca', 'rum-white', 'rum-dark')).not.toContain(id);
  });

  test("'cachaça is rum, right? I love rum' rules nothing out", () => {
    expect(readRequest("cachaça is rum, right? I love rum, a caipirinha", bar).excludedSpirits).toEqual([]);
  });

  test.each([['I used to be allergic to eggs as a kid but not anymore - a frothy sour', 'egg']])('%s: no allergy', (request, allergen) => {
    expect(readRequest(request, bar).excludedIngredients.flat()).not.toContain(allergen);
  });

  test("'I'm not allergic to nuts but to egg' keeps the egg out", () => {
    expect(readRequest("I'm allergic to egg, not to nuts", bar).excludedIngredients.flat()).toContain('egg');
  });

  test("'hands still shakin' is no drink shaken", () => {
    expect(readRequest('hnads still shakin lol... can i get a cold lager', bar).serve ?? []).not.toContain('shaken');
  });
});

test('a card in Japanese, in katakana and kanji, is read', async () => {
  const recipe = await importIt(['ハイボール (HAIBŌRU)', 'ブレンデッドスコッチ 45ml', 'ソーダ 適量', 'レモンピール 1枚', '氷 たっぷり']);
  expect(amounts(recipe)).toMatchObject({ 'scotch-blended': 45, 'lemon-twist': 1 });
  expect(Object.keys(amounts(recipe))).toContain('soda-water');
  expect(recipe.unmatchedIngredients).toEqual([]);
});
