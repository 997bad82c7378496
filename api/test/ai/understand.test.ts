import { availableProfiles } from '../../src/ai/builtin';
import { readPriceLimit, understandRequest } from '../../src/ai/builtin/understand';
import { demoBar } from './fixtures';

const menu = availableProfiles(demoBar());
const read = (text: string) => understandRequest(text, menu);

describe('reading a guest request', () => {
  test.each([
    ['something with gin', 'gin'],
    ['I love vodka', 'vodka'],
    ['rum please', 'rum'],
    ['a tequila drink', 'tequila'],
    ['mezcal', 'mezcal'],
    ['whisky', 'whisky'],
    ['whiskey', 'whisky'],
    ['bourbon', 'bourbon'],
    ['rye', 'rye'],
    ['a single malt', 'scotch'],
    ['Scotch', 'scotch'],
    ['brandy', 'brandy'],
    ['cognac', 'cognac'],
    ['cachaça', 'cachaca'],
  ])('%s asks for %s', (text, spirit) => {
    expect(read(text).spirits).toContain(spirit);
  });

  test.each([
    ['citrusy', 'citrus'],
    ['zesty and bright', 'citrus'],
    ['sour', 'sour'],
    ['tart', 'sour'],
    ['sweet', 'sweet'],
    ['bitter', 'bitter'],
    ['herbal', 'herbal'],
    ['minty', 'minty'],
    ['fruity', 'fruity'],
    ['tropical', 'tropical'],
    ['creamy', 'creamy'],
    ['coffee', 'coffee'],
    ['spicy', 'spicy'],
    ['smoky', 'smoky'],
    ['peaty', 'smoky'],
    ['bubbly', 'bubbly'],
    ['fizzy', 'bubbly'],
    ['refreshing', 'refreshing'],
    ['for a hot day', 'refreshing'],
    ['floral', 'floral'],
    ['nutty', 'nutty'],
  ])('%s wants %s', (text, flavour) => {
    expect(read(text).flavours.get(flavour as never)).toBeGreaterThan(0);
  });

  test.each(['non-alcoholic', 'alcohol free please', 'a mocktail', 'something virgin', 'no alcohol', 'without alcohol', "I'm driving", 'I am pregnant', 'zero proof', 'nothing alcoholic', "I don't drink alcohol", 'Virgin Mojito'])(
    '%s is alcohol-free',
    (text) => {
      expect(read(text).alcoholFree).toBe(true);
    },
  );

  test('low alcohol is not no alcohol', () => {
    const r = read('something low alcohol');
    expect(r.alcoholFree).toBe(false);
    expect(r.strength).toMatchObject({ level: 'light' });
    expect(read('not too much alcohol').strength).toMatchObject({ level: 'light' });
    expect(read('strong and boozy').strength).toMatchObject({ level: 'strong' });
    expect(read('nothing too strong').strength).toMatchObject({ level: 'light' });
  });

  test('negations rule things out or steer away from them', () => {
    expect(read('no gin').excludedSpirits).toEqual(['gin']);
    expect(read('anything but gin').excludedSpirits).toEqual(['gin']);
    expect(read("I don't like gin, something citrusy")).toMatchObject({ excludedSpirits: ['gin'], spirits: [] });
    expect(read('no gin or vodka').excludedSpirits).toEqual(['gin', 'vodka']);
    expect(read('without gin and without rum').excludedSpirits).toEqual(['gin', 'rum']);
    expect(read('not too sweet').avoidFlavours.get('sweet')).toBeCloseTo(0.6);
    expect(read('not sweet').avoidFlavours.get('sweet')).toBeGreaterThan(1);
    expect(read('too bitter for me').avoidFlavours.get('bitter')).toBeGreaterThan(0);
    expect(read('no beer').excludedCategories).toEqual(['beer']);
    expect(read('no egg please').excludedIngredients).toEqual([['egg']]);
    expect(read('I have a nut allergy').excludedIngredients).toEqual(expect.arrayContaining([['almond'], ['amaretto'], ['orgeat']]));
  });

  test('a negation reaches only its own phrase', () => {
    const r = read('not too sweet, but fruity with gin');
    expect(r.avoidFlavours.has('sweet')).toBe(true);
    expect(r.flavours.get('fruity')).toBeGreaterThan(0);
    expect(r.spirits).toEqual(['gin']);
    expect(read('no gin but something citrusy').flavours.get('citrus')).toBeGreaterThan(0);
    expect(read("I don't mind gin").spirits).toEqual(['gin']);
  });

  test('kinds of drink', () => {
    expect(read('a beer').categories).toContain('beer');
    expect(read('a pint of lager').categories).toContain('beer');
    expect(read('a glass of red').categories).toContain('wine');
    expect(read('a glass of red').ingredients).toContainEqual(['red']);
    expect(read('whisky, neat').categories).toContain('spirit');
    // Ginger beer is a mixer, not a beer.
    expect(read('something with ginger beer').categories).not.toContain('beer');
  });

  test('price limits', () => {
    expect(read('under $10').maxPrice).toBe(9.99);
    expect(read('less than 12 dollars').maxPrice).toBe(11.99);
    expect(read('$9 max').maxPrice).toBe(9);
    expect(read('no more than $11.50').maxPrice).toBe(11.5);
    expect(read('15 bucks or less').maxPrice).toBe(15);
    expect(read('something cheap').cheap).toBe(true);
    expect(read('under 5% abv').maxPrice).toBeUndefined();
    expect(readPriceLimit('a gin drink under $10 please').rest).not.toContain('10');
  });

  test('drinks of the menu by name, and drinks like them', () => {
    expect(read('a margarita please').drinks).toContainEqual({ ids: ['margarita'], mode: 'this' });
    expect(read('something like a Negroni').drinks).toContainEqual({ ids: ['negroni'], mode: 'like' });
    expect(read('a G&T').drinks).toContainEqual({ ids: ['gin-and-tonic'], mode: 'this' });
    // Not the Virgin Mojito either: it is the same drink without the rum.
    expect(read('anything except a mojito').excludedDrinks).toEqual(['mojito', 'virgin-mojito']);
  });

  test('ingredients of the bar, also under other names', () => {
    expect(read('something with ginger').ingredients).toContainEqual(['ginger']);
    expect(read('with cranberry').ingredients).toContainEqual(['cranberry']);
    expect(read('a glass of champagne').ingredients).toContainEqual(['prosecco']);
  });

  test('a request with nothing the lexicon knows is marked so', () => {
    expect(read('blorf wibble').understood).toBe(false);
    // An open request is understood: anything the bartender likes.
    expect(read('surprise me').understood).toBe(true);
    expect(read('something from the Copacabana').freeWords).toContain('copacabana');
    expect(read('something Mexican').occasionSpirits).toEqual(['tequila', 'mezcal']);
    expect(read('something pink').colourIngredients).toContainEqual(['raspberry']);
  });
});
