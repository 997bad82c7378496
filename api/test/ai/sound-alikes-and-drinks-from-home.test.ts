import { readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * Guests of a hotel bar at an airport (eleventh session, our own words for the kinds of the twentieth brief; its cases
 * stay unread): a drink's name as a phone hears it said, a drink from home the menu lacks, something dark in the other
 * languages, and an idiom that names a drink ('for goodness' sake').
 */
const bar = demoBar();
const { ask, categoryOf } = guestAsks(bar);

test.each([
  ['can i get a mo hee toe', 'mojito'],
  ['a neg roany please', 'negroni'],
  ['dakiri?', 'daiquiri'],
  ['kai pi rin ya please', 'caipirinha'],
  ['french seventy five', 'french-75'],
  ['moito w/o rum pls', 'virgin-mojito'],
])('%s: %s first', async (request, id) => {
  expect((await ask(request))[0]!.recipeId).toBe(id);
});

test.each([
  ['tinto de verano', 'house-red-wine'],
  ['sangria?', 'house-red-wine'],
  ['do you have sake', 'house-white-wine'],
  ['a radler or something like it', 'lager'],
])('a drink from home the menu lacks, its nearest first: %s', async (request, id) => {
  expect((await ask(request))[0]!.recipeId).toBe(id);
});

test("'a helles' is a beer, and 'elle' or 'hell' is no helles", async () => {
  expect(categoryOf((await ask('a kolsch or a weissbier'))[0]!.recipeId)).toBe('beer');
  expect(readRequest("hot as hell today, elle veut un cocktail", bar).categories).not.toContain('beer');
});

test.each(['Kein Gin, kein Wodka – lieber was Dunkles', 'algo oscuro, por favor', 'quelque chose de foncé', 'qualcosa di scuro'])(
  'something dark, said abroad: %s',
  (request) => {
    expect(readRequest(request, bar).occasionIngredients).toContainEqual(['dark', 'rum']);
  },
);

test("'for goodness' sake' asks for no sake", () => {
  const read = readRequest("for goodness' sake just give me something strong", bar);
  expect(read.occasionIngredients).toEqual([]);
  expect(read.strength?.level).toBe('strong');
});

test.each(["I'm vegan, which cocktails are ok?", 'egg allergy, what can I have?', 'no rum please, what do you recommend?'])(
  'a guest who says only a limit is offered the best-known classics first: %s',
  async (request) => {
    const top = (await ask(request)).slice(0, 3).map((d) => d.recipeId);
    expect(top.some((id) => ['daiquiri', 'margarita', 'negroni', 'old-fashioned', 'mojito'].includes(id))).toBe(true);
    expect(top.filter((id) => ['daiquiri', 'margarita'].includes(id)).length).toBeGreaterThanOrEqual(1);
  },
);

test.each([
  ['No martinis, neither kind.', ['dry-martini', 'espresso-martini']],
  ['no sours tonight', ['whiskey-sour', 'amaretto-sour']],
])('a kind ruled out by its name in the plural rules out every drink of it: %s', async (request, ids) => {
  expect(readRequest(request, bar).excludedDrinks).toEqual(expect.arrayContaining(ids));
  for (const d of await ask(request)) expect(ids).not.toContain(d.recipeId);
});
