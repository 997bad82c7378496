import { readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * The kinds of the opened twentieth set's misses in likeness and occasions (twelfth session), in our own words: a
 * drink from elsewhere the menu does not have is said to be missing before the closest is offered; the moods of a
 * trip (homesick, just landed, an early start tomorrow, awake for hours, a date with someone just met) are read; a
 * sour's balance said as 'sweet and sour' in the languages; 'super simple' is no simple syrup.
 */
const bar = demoBar();
const { ask, recipe } = guestAsks(bar);

describe('a drink from elsewhere is said to be missing', () => {
  test.each([
    ["Back home in Lima I'd have a pisco sour. What's the closest?", /pisco sour is not on our menu/i],
    ['¿Tenéis michelada?', /michelada is not on our menu/i],
    ['caipiroska? or is that not a thing here', /caipiroska is not on our menu/i],
    ["In summer I always drink a Pimm's cup. Closest thing?", /pimms cup is not on our menu/i],
    ['In Germany I drink Radler. Anything like that?', /radler is not on our menu/i],
    ["I'm 82 and I like a sherry but I don't suppose you have that. What's the nearest?", /sherry is not on our menu/i],
    ['she loves a dirty martini, can I get that', /dirty martini is not on our menu/i],
    ['any cider?', /cider is not on our menu/i],
    ['a pastis please', /pastis is not on our menu/i],
  ])('%s', async (request, said) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).toMatch(said);
    expect(answer[0]!.reason).toMatch(/so here is the closest/);
  });

  test('a character known for a drink is no drink said to be missing', async () => {
    const answer = await ask('feeling like James Bond tonight');
    expect(answer[0]!.recipeId).toBe('dry-martini');
    expect(answer[0]!.reason).not.toMatch(/not on our menu/i);
  });

  test('a drink the menu has by name is answered by name, not said to be missing', async () => {
    const answer = await ask('a negroni please');
    expect(answer[0]!.recipeId).toBe('negroni');
    expect(answer[0]!.reason).not.toMatch(/not on our menu/i);
  });
});

describe('the moods of a trip', () => {
  test.each([
    'First night of a long work trip and a bit homesick. Something comforting?',
    'Just landed after 12 hours in the air. Something to ease into the evening?',
    "It's late and I have a keynote at 9. One drink, nothing that will wreck me",
    'awake for 26 hours, need something to keep me going till dinner',
    'drinks with someone I met on the plane 😏 what should we order',
  ])('%s: understood, not the could-not-tell answer', async (request) => {
    expect(readRequest(request, bar).understood).toBe(true);
    const answer = await ask(request);
    expect(answer[0]!.reason).not.toMatch(/could not tell/i);
  });

  test('an early start tomorrow: light drinks', async () => {
    for (const d of (await ask("I have a keynote at 9am, nothing that'll wreck me")).slice(0, 3)) expect(d.reason).toMatch(/light on alcohol/);
  });

  test('easing into the evening after a flight: an aperitif', async () => {
    const top = (await ask('just landed, something to ease into the evening')).slice(0, 3).map((d) => d.recipeId);
    expect(top).toEqual(expect.arrayContaining(['americano', 'aperol-spritz']));
  });

  test('awake for hours: coffee first', async () => {
    expect((await ask('been up for 30 hours, keep me going'))[0]!.recipeId).toBe('espresso-martini');
  });

  test('homesick: rich, warming drinks, not a spritz', async () => {
    for (const d of (await ask('a bit homesick tonight, something comforting')).slice(0, 3)) expect(['cocktail', 'wine']).toContain(recipe(d.recipeId).category);
  });
});

describe("a sour's balance and a plain word", () => {
  test.each(['something sweet and sour', 'algo agridulce', 'quelque chose aigre-doux', 'qualcosa di agrodolce'])('%s: the sours come first, not cola', async (request) => {
    const top = (await ask(request)).slice(0, 3);
    for (const d of top) expect(recipe(d.recipeId).ingredients.some((i) => /lemon-juice|lime-juice/.test(i.inventoryItemId))).toBe(true);
    expect(top.map((d) => d.recipeId)).not.toContain('cuba-libre');
  });

  test("'super simple' is no wish for simple syrup", () => {
    expect(readRequest('whisky and soda, super simple', bar).ingredients).not.toContainEqual(['sugar']);
    expect(readRequest('a sour with simple syrup', bar).ingredients).toContainEqual(['sugar']);
  });
});

describe('a drink had enough of, and a drink found too much of a taste', () => {
  test("'something other than an Aperol Spritz, I've had three this week': its likeness, not the drink", async () => {
    const top = (await ask("something other than an Aperol Spritz, I've had three this week")).slice(0, 3);
    expect(top.map((d) => d.recipeId)).not.toContain('aperol-spritz');
    for (const d of top) expect(recipe(d.recipeId).ingredients.some((i) => /prosecco|soda|campari/.test(i.inventoryItemId))).toBe(true);
  });

  test.each([
    ['I find negronis too bitter', 'negroni'],
    ['negronis are way too bitter for me', 'negroni'],
    ['margaritas are too sour', 'margarita'],
  ])('%s: never the drink as the one asked for', async (request, id) => {
    const read = readRequest(request, bar);
    expect(read.drinks.filter((d) => d.mode === 'this')).toEqual([]);
    const answer = await ask(request);
    expect(answer.map((d) => d.recipeId)).not.toContain(id);
  });

  test("'nothing too sweet' and 'not too bitter' stay soft wishes", () => {
    expect(readRequest('nothing too sweet please', bar).avoidFlavours.get('sweet')).toBeGreaterThan(0);
    expect(readRequest('a negroni but not too bitter', bar).drinks.some((d) => d.ids.includes('negroni'))).toBe(true);
  });
});
