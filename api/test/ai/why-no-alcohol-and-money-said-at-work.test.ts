import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * The answer says why it has no alcohol when the reason is a minor or a medicine (the reader's own reading said
 * nothing of it before); a company that covers an amount is a cap; 'broke' is money only when it is the guest's
 * (twelfth session, the opened twentieth set's kinds in our own words).
 */
const bar = demoBar();
const { ask, everything } = guestAsks(bar);

describe('why no alcohol', () => {
  test.each([
    ["can my 16 year old have a beer if I'm right here? if not, the closest", /cannot serve alcohol to anyone under 21/],
    ["I'm 17, something fruity", /cannot serve alcohol to anyone under 21/],
    ['took a sleeping pill an hour ago, can I still have a nightcap?', /'sleeping pill': alcohol and medicines like it do not mix/],
    ['on antibiotics this week, something refreshing', /'antibiotics': alcohol and medicines like it do not mix/],
  ])('%s', async (request, said) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.reason).toMatch(said);
    }
  });

  test('a plain alcohol-free wish carries no such note', async () => {
    for (const d of await ask('a mocktail please, something fruity')) expect(d.reason).not.toMatch(/cannot serve|do not mix/);
  });
});

describe('money said at work and being broke', () => {
  test.each([
    ['the company only covers 12, something tall and citrusy', 12],
    ['my company pays 13 a drink, a whisky', 13],
    ['work covers 11, surprise me', 11],
  ])('%s: a cap of %d', (request, cap) => {
    expect(readRequest(request, bar).maxPrice).toBe(cap);
  });

  test('a day whose shuttle broke down is no talk of money: its hours are no cap', () => {
    const read = readRequest('Meetings from 8 to 6, then the shuttle broke down. Something tall and citrusy', bar);
    expect(read.maxPrice).toBeUndefined();
    expect(read.cheap).toBe(false);
  });

  test("'I'm broke' is", () => {
    expect(readRequest("I'm broke, a beer", bar).cheap).toBe(true);
    expect(readRequest("I'm broke, 8 max", bar).maxPrice).toBe(8);
  });
});

describe('eating is no drinking, and alcohol beside a taste is wished', () => {
  test.each([
    'no puedo comer huevo, algo dulce con ron',
    'Sou alérgica a amendoim e nozes, e não posso comer nada com ovo. Um coquetel doce?',
    'non posso mangiare uova, qualcosa di dolce',
    'no quiero nada dulce, algo con tequila',
  ])('%s: not read as no alcohol', (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
  });

  test.each(['no puedo, estoy conduciendo', 'não posso beber hoje', 'non bevo', 'no puedo tomar alcohol'])('%s: still no alcohol', (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(true);
  });

  test("'qualcosa di fruttato e alcolico' asks for alcohol, with the eggs of the allergy left out", async () => {
    const request = 'Niente uova per me, sono allergico. Qualcosa di fruttato e alcolico, tipo una sour?';
    expect(readRequest(request, bar).alcoholFree).toBe(false);
    const answer = await ask(request);
    for (const d of answer) {
      expect(bar.recipes.find((r) => r.id === d.recipeId)!.category).not.toBe('alcohol-free');
      expect(bar.recipes.find((r) => r.id === d.recipeId)!.ingredients.some((i) => i.inventoryItemId === 'egg-white')).toBe(false);
    }
  });

  test("'Etwas Süß-Saures' is a sour's balance", async () => {
    const top = (await ask('Etwas Süß-Saures mit Alkohol bitte')).slice(0, 3);
    expect(top.map((d) => d.recipeId)).not.toContain('cuba-libre');
  });
});
