import { readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The classes the seventeenth set showed once opened: an exception said to a group ruled out ('not a whisky person,
 * but bourbon's the exception', 'nothing fizzy - except prosecco'), alcohol-free drinks ruled out in a list ('no
 * mocktails or alcohol-free stuff') or a drink wished for 'for grown-ups', a drink's alias that is a word of another
 * drink's name ('a martini' is the Dry Martini, not the Espresso Martini), a group's money in a kitty, an occasion for
 * coffee ('jet lagged'), a trace of alcohol said with its measure, a limit on the company card that says 'go wild'.
 */
const bar = demoBar();
const { ask, top, priceOf, ingredientsOf: itemsOf, everything, capOf } = guestAsks(bar);
const FIZZ = ['soda-water', 'tonic-water', 'ginger-beer', 'cola', 'grapefruit-soda'];
const BOURBON = ['old-fashioned', 'bourbon-neat', 'whiskey-sour', 'boulevardier', 'amaretto-sour'];
const OTHER_WHISKY = ['manhattan', 'penicillin', 'islay-single-malt-neat'];

describe('one member of a ruled-out family said to be fine is lifted; the rest stay out', () => {
  test.each([
    "not a whisky person, but bourbon's the exception - what would you make me?",
    'no whisky except bourbon',
    'no whisky, bourbon is fine though',
    'keine Whisky außer Bourbon',
    'nada de whisky salvo bourbon',
    'pas de whisky sauf le bourbon',
  ])('%s', async (request) => {
    const answer = await ask(request);
    expect(BOURBON).toContain(answer[0]!.recipeId);
    for (const d of answer) expect(OTHER_WHISKY).not.toContain(d.recipeId);
    // Whichever engine answered: rye and Scotch are still ruled out, bourbon is not.
    const ids = (await ask(request, everything)).map((d) => d.recipeId);
    for (const id of OTHER_WHISKY) expect(ids).not.toContain(id);
    expect(ids.some((id) => BOURBON.includes(id))).toBe(true);
  });

  test('a thing said as an exception to a group ruled out ("nothing fizzy - except prosecco") is offered, the rest of the group is not', async () => {
    for (const request of ["nothing fizzy – except prosecco, prosecco's fine", 'no fizz apart from prosecco']) {
      const answer = await ask(request);
      expect(answer.slice(0, 2).map((d) => d.recipeId)).toContain('prosecco-glass');
      for (const d of answer) for (const fizz of FIZZ) expect(itemsOf(d.recipeId)).not.toContain(fizz);
      expect(answer[0]!.reason).not.toMatch(/left out every drink with Prosecco/);
    }
  });

  test.each([
    // An exception opening the request is 'anything but': the thing stays out.
    ['anything except gin', 'gin'],
    ['everything but rum please', 'rum'],
  ])('%s keeps %s out', async (request, spirit) => {
    const reading = readRequest(request, bar);
    expect(reading.excludedSpirits).toContain(spirit);
    expect(reading.spirits).not.toContain(spirit);
  });

  test('an allergy has no exception the reader takes on trust', async () => {
    const reading = readRequest('allergic to nuts except coconut', bar);
    expect(reading.excludedIngredients.map((w) => w.join(' '))).toEqual(expect.arrayContaining(['coconut', 'almond']));
    for (const d of await ask('allergic to nuts except coconut', everything)) expect(['mai-tai', 'amaretto-sour', 'pina-colada']).not.toContain(d.recipeId);
  });
});

describe('a spirit said to be the only one', () => {
  test.each([
    ['scotch only', ['penicillin', 'islay-single-malt-neat']],
    ['whisky only, under 12', ['bourbon-neat']],
  ])('%s: only drinks with it, fewer answers rather than another spirit', async (request, ids) => {
    expect((await ask(request)).map((d) => d.recipeId).sort()).toEqual([...ids].sort());
  });

  test('"gin or vodka only" gets drinks made on one of them', async () => {
    const gin = ['gin-and-tonic', 'tom-collins', 'clover-club', 'dry-martini', 'french-75', 'negroni', 'alcohol-free-gin-and-tonic'];
    const vodka = ['moscow-mule', 'cosmopolitan', 'espresso-martini'];
    for (const d of await ask('gin or vodka only')) expect([...gin, ...vodka]).toContain(d.recipeId);
  });

  test('"only one drink" is no spirit said', async () => {
    expect(readRequest('only one drink, something with gin', bar).onlySpirits).toBeUndefined();
  });
});

describe('alcohol-free drinks ruled out, or a drink for grown-ups, is a wish for alcohol', () => {
  test.each([
    'no mocktails or alcohol-free stuff, I want the real thing – but nothing stronger than a spritz',
    'no virgin or non-alcoholic drinks please, something bubbly',
    'like a Shirley Temple but for grown-ups 😏',
    'the adult version of a shirley temple',
  ])('%s', async (request) => {
    for (const d of await ask(request)) expect(ALCOHOL_FREE_IDS).not.toContain(d.recipeId);
  });

  test('a plain "no alcohol" stays alcohol-free beside the words', async () => {
    for (const d of await ask('no alcohol, nothing for adults')) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
  });
});

describe('a drink’s alias names that drink, not every drink with the word in its name', () => {
  test('"a martini" is the Dry Martini; "like a martini but not gin" is neither it nor the Espresso Martini', async () => {
    expect(await top('a martini please', 1)).toEqual(['dry-martini']);
    const unlike = await top("what's like a martini but not gin?");
    expect(unlike).not.toContain('espresso-martini');
    expect(unlike).not.toContain('dry-martini');
    expect(await top('espresso martini', 1)).toEqual(['espresso-martini']);
  });

  test('"gee and tee" is a G&T', async () => {
    expect(await top('gee and tee please', 1)).toEqual(['gin-and-tonic']);
  });
});

describe('occasions, colours and money said in new ways', () => {
  test('jet lag and staying awake are a wish for coffee', async () => {
    expect(await top('jet lagged and need to stay awake through a dinner 😴', 1)).toEqual(['espresso-martini']);
  });

  test('a pink drink asked for in German is a pink one', async () => {
    const pink = ['cosmopolitan', 'clover-club', 'house-rose-wine', 'tequila-sunrise', 'shirley-temple'];
    for (const id of await top('Geburtstag! Etwas Fruchtiges und Pinkes bitte 🎂')) expect(pink).toContain(id);
  });

  test('a kitty or a team is money for a group: each drink’s share is the cap', () => {
    expect(capOf('team of 5, kittys 65 quid, 1 round, 2 want AF rest want cocktails')).toBe(13);
    expect(capOf('crew of six, kitty is 60 bucks')).toBe(10);
    expect(capOf('grupo de 4, tenemos 40 euros')).toBe(10);
  });

  test('"the company card covers fifteen max, so go wild" is the finest drinks at 15 or less', async () => {
    const answer = await top('company card covers fifteen max so go wild');
    for (const id of answer) expect(priceOf(id)).toBe(15);
  });

  test.each([
    ['like a margarita but cheaper', 'margarita'],
    ['a negroni, only cheaper', 'negroni'],
    ['cheaper version of a margarita', 'margarita'],
    ['algo como un mojito pero más barato', 'mojito'],
    ['etwas wie ein Negroni, aber billiger', 'negroni'],
    ['comme un mojito mais moins cher', 'mojito'],
    ['come un negroni ma meno caro', 'negroni'],
    ['como um mojito mas mais barato', 'mojito'],
  ])('"%s" is a drink like the %s below its price, not the cheapest on the menu', async (request, named) => {
    const price = priceOf(named);
    const answer = await ask(request);
    for (const d of answer) expect(priceOf(d.recipeId)).toBeLessThan(price);
    for (const d of answer.slice(0, 3)) expect(['lager', 'ipa', 'stout', 'alcohol-free-beer']).not.toContain(d.recipeId);
    for (const d of await ask(request, everything)) expect(priceOf(d.recipeId)).toBeLessThan(price);
  });

  test('an alcohol-free drink with a trace of alcohol says how much', async () => {
    const answer = await ask("I'm driving back to the hotel after this. Is your alcohol-free beer actually alcohol free?");
    expect(answer[0]!.recipeId).toBe('alcohol-free-beer');
    expect(answer[0]!.reason).toMatch(/up to 0\.5% ABV/);
  });

  test('a drink that cannot be made is said to be not available', async () => {
    const answer = await ask("Hugo Spritz please – or whatever's closest");
    expect(answer[0]!.reason).toMatch(/^The Hugo Spritz is not available right now/);
  });
});
