import { guestAsks } from './fixtures';

/**
 * A slip that is another word alone but part of a drink's name beside its neighbour, likeness said in the languages
 * with when the drink was had, and likeness that does not count the base spirit twice (shapes from the thirteenth
 * outside set's misses, none copied).
 */
const { ask, read } = guestAsks();
const SOURS = ['penicillin', 'sidecar', 'daiquiri', 'margarita', 'caipirinha', 'tom-collins', 'clover-club', 'amaretto-sour'];

describe('a slip beside a neighbour that then names a drink is that drink', () => {
  test.each(['wiskey sower', 'whiskey sower', 'wiskey sowr'])('%s is the Whiskey Sour, not a sober guest', async (request) => {
    expect(read(request).alcoholFree).toBe(false);
    expect((await ask(request))[0]?.recipeId).toBe('whiskey-sour');
  });

  test.each(['im sober', 'sober tonight', 'sobre tonight'])('%s alone is still alcohol-free', async (request) => {
    expect((await ask(request)).every((r) => /alcohol-free|virgin|shirley|elderflower/.test(r.recipeId))).toBe(true);
  });
});

describe('something like a drink had last time, in the languages: its kin, not the drink itself', () => {
  test.each([
    ['me encantó el aperol spritz de la otra vez, ¿algo parecido?', 'aperol-spritz', ['americano', 'french-75', 'prosecco-glass', 'hugo-spritz', 'tom-collins']],
    ["j'ai adoré le mojito de l'autre fois, un truc similaire ?", 'mojito', ['daiquiri', 'cuba-libre', 'tom-collins', 'caipirinha', 'mai-tai']],
    ['adorei a caipirinha da outra vez, algo semelhante?', 'caipirinha', ['daiquiri', 'sidecar', 'margarita', 'mojito', 'tom-collins']],
    ['Was Ähnliches wie ein Manhattan, aber ohne Whisky', 'manhattan', ['negroni', 'boulevardier', 'oaxaca-old-fashioned', 'mezcal-negroni', 'americano', 'dark-n-stormy']],
  ])('%s', async (request, named, kin) => {
    const top = (await ask(request)).slice(0, 3).map((r) => r.recipeId);
    expect(top).not.toContain(named);
    expect(top.filter((id) => kin.includes(id)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('likeness weighs the build and the taste, and counts the base spirit once', () => {
  test.each(['something like a whiskey sour but no egg', 'alergia al huevo 🥚 el whiskey sour lleva clara?? quiero algo parecido'])('%s: a sour first', async (request) => {
    const top = (await ask(request)).slice(0, 3).map((r) => r.recipeId);
    expect(SOURS).toContain(top[0]);
    expect(top.filter((id) => SOURS.includes(id)).length).toBeGreaterThanOrEqual(2);
  });

  test("'like a Negroni but less bitter' is its stirred kin", async () => {
    const top = (await ask('like a negroni but less bitter')).slice(0, 3).map((r) => r.recipeId);
    expect(top[0]).toBe('boulevardier');
    expect(top).not.toContain('negroni');
  });
});

describe('a spirit, a beer or a wine asked for is alcohol asked for', () => {
  test.each([
    ['a gin drink, 11 dollars max', 'alcohol-free-gin-and-tonic'],
    ['a couple of beers for the game', 'alcohol-free-beer'],
    ["I'd like to watch the game with a beer", 'alcohol-free-beer'],
  ])('%s: the %s is not among the first three', async (request, standIn) => {
    const top = (await ask(request)).slice(0, 3).map((r) => r.recipeId);
    expect(top).not.toContain(standIn);
    expect(top.length).toBe(3);
  });

  test('an order by name still lists the named drink first, its alcohol-free twin after it', async () => {
    const top = (await ask('un gin tonik')).slice(0, 2).map((r) => r.recipeId);
    expect(top[0]).toBe('gin-and-tonic');
  });
});
