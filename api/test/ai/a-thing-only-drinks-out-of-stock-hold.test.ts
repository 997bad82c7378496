import { demoBar, guestAsks } from './fixtures';

/**
 * A thing asked for that only drinks the bar cannot make now hold (the demo bar has pineapple juice, but only the Piña
 * Colada holds it, and it is out of coconut cream): the answer says so and offers the closest drinks that can be made,
 * never the 'could not tell' answer. Said no to, the thing is left out like any other.
 */
const bar = demoBar();
const { ask, read, offersNoneOf } = guestAsks(bar);

describe('a thing only drinks that cannot be made now hold', () => {
  test.each([
    ['something with pineapple', 'pineapple'],
    ['anything with coconut', 'coconut'],
    ['something with coconut 🥥', 'coconut'],
    ['🌴🍍🥥', 'pineapple'],
  ])('%s: said, and the closest offered', async (request, thing) => {
    expect(read(request).understood).toBe(true);
    const answer = await ask(request);
    expect(answer[0]!.reason).toContain(`Only the Piña Colada has ${thing}, and it is not available right now: we are out of coconut cream`);
    expect(answer.map((d) => d.recipeId)).toContain('mai-tai');
    for (const drink of answer) expect(drink.reason).not.toMatch(/could not tell/);
  });

  test.each([
    ['no pineapple, something sweet', 'pineapple-juice'],
    ['no coconut, something tropical', 'coconut-cream'],
    ["I'm allergic to pineapple, something fruity", 'pineapple-juice'],
  ])('%s: a no to it leaves it out, and nothing is said of the drink that holds it', async (request, item) => {
    await offersNoneOf(request, [item]);
    for (const drink of await ask(request)) expect(drink.reason).not.toMatch(/Only the Piña Colada/);
  });
});

describe('only a thing said in the guest own words, and not said no to, is such a wish', () => {
  test.each([
    "type 1 diabetic and I count every carb. nothing with syrup, juice, liqueur or sugary mixers please. what's left for me?",
    'yakult soju pls 🥛 the sweet yogurty one',
    'vietnamese iced coffee with condensed milk',
    'nothing with egg, gin, pineapple or coconut please',
  ])('%s: no likeness to the Piña Colada read', async (request) => {
    expect(read(request).unmadeAsked).toBeUndefined();
    for (const drink of await ask(request)) expect(drink.reason).not.toMatch(/Only the Piña Colada/);
  });
});
