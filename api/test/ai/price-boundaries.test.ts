import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * Price caps said at exactly a price the menu charges (`eval/dev-boundary-recommendations.json`): the words that
 * make the amount itself over the line ('under', 'nothing 13 or over', 'abaixo de US$ 14') leave out a drink at that
 * price; a dollar or real written with its country's letters (R$, US$) is still the amount. Checked with an engine
 * that answers the whole menu whatever is asked, so only the reading of the cap stands between the guest and a
 * drink over it.
 */
const bar = demoBar();
const { ask, everything } = guestAsks(bar);

test.each([
  ['nothing 13 or over, surprise me', 12.99],
  ['no drinks $12 and up, something fruity', 11.99],
  ['um drink abaixo de US$ 14', 13.99],
  ['something bitter under US$12', 11.99],
  ['US$ 10 no máximo, algo refrescante', 10],
  ["i've got 12 on me, what's good", 12],
])('%s: nothing over %d', async (request, cap) => {
  for (const engine of [builtinEngine, everything]) {
    const answer = await ask(request, engine);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect([request, drink.recipeId, drink.price <= cap]).toEqual([request, drink.recipeId, true]);
  }
});

test('the money a guest carries is a budget the reader understands; an age or a count said the same way is not money', () => {
  expect(readRequest("i've got 12 on me, what's good", bar)).toMatchObject({ maxPrice: 12 });
  expect(readRequest('i am 30 or over, something strong', bar).maxPrice).toBeUndefined();
});
