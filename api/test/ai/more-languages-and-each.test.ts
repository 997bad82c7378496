import { readRequest, wordKinds } from '../../src/ai/builtin';
import { partyShare } from '../../src/ai/money';
import { strictestReading } from '../../src/ai/safety';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Classes found when the eighth outside set was opened: a price in Dutch words, Polish and Dutch negations and
 * names, 'each' said of what each guest gets (not of the amount), 'not alcohol-free' as a wish for alcohol, an open
 * request said as 'recommend me something'.
 */
const bar = demoBar();
const { ask, everything } = guestAsks(bar);
// Its own `capOf`: the safety layer's cap first, the reader's only where it has none (not the lower of the two).
const capOf = (request: string) => {
  const reading = readRequest(request, bar);
  return strictestReading(request, reading, bar.inventory, wordKinds(bar), bar.recipes).constraints.maxPrice ?? reading.maxPrice;
};

test.each([
  ['iets onder de tien euro? geen bier', 9.99],
  ['maximaal twaalf euro, iets fris', 12],
])('a cap in Dutch words is read: %s', async (request, cap) => {
  expect(capOf(request)).toBe(cap);
  for (const d of await ask(request, everything)) expect(d.price).toBeLessThanOrEqual(cap);
});

test.each([
  ['tylko nie wódka, coś z ginem', 'vodka'],
  ['byle nie rum, coś słodkiego', 'rum'],
])('a Polish "no" rules the spirit out: %s', async (request, spirit) => {
  expect(readRequest(request, bar).excludedSpirits).toContain(spirit);
});

test("German 'nie wieder' after the thing still rules it out (the Polish 'nie' is read only in its phrases)", async () => {
  const rum = new Set(bar.recipes.filter((r) => r.ingredients.some((i) => i.inventoryItemId.startsWith('rum-'))).map((r) => r.id));
  const answer = await ask('Rum? Nie wieder. Was Frisches bitte', everything);
  expect(answer.length).toBeGreaterThan(0);
  for (const d of answer) expect(rum.has(d.recipeId)).toBe(false);
});

test.each([
  ["we've got $36 for the 3 of us lol, something fun each", 12],
  ['40 bucks for 4 people, a glass of wine each', 10],
])("'each' said of what each guest gets leaves the total shared: %s", (request, share) => {
  expect(capOf(request)).toBe(share);
});

test.each([
  [' we are 3, 12 each ', 12],
  [' we are 3, each under 12 ', 12],
  [' 40 for four, 10 max each ', 40],
])("'each' said of the amount keeps it per drink: %s", (text, limit) => {
  expect(partyShare(text, limit)).toBe(limit);
});

test.each(['NOT alcohol free please, a proper mojito', 'not a mocktail, something with gin', 'no virgin one, the real mojito'])(
  '%s: a wish for alcohol',
  async (request) => {
    const reading = readRequest(request, bar);
    expect(reading.alcoholFree).toBe(false);
    expect(reading.wantsAlcohol).toBe(true);
    for (const d of await ask(request)) expect(ALCOHOL_FREE_IDS).not.toContain(d.recipeId);
  },
);

test("the double negation stays alcohol-free: 'nothing that isn't alcohol-free'", async () => {
  expect(readRequest("nothing that isn't alcohol-free", bar).alcoholFree).toBe(true);
  for (const d of await ask("nothing that isn't alcohol-free", everything)) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
});

test.each(['recommend me something', 'q m recomiendas pa tomar', 'recommandez-moi un truc', 'empfiehl mir was'])('an open request is understood: %s', (request) => {
  expect(readRequest(request, bar).understood).toBe(true);
});

test("'can't do' is a no: 'I can't do gin'", () => {
  expect(readRequest("I can't do gin, something fresh", bar).excludedSpirits).toContain('gin');
});

test("a drink priced at the guest's limit says so once: '$12.00, right at your limit', never '$12.00, $12.00 or less'", async () => {
  const answer = await ask('something with gin, 12 max');
  const atLimit = answer.find((d) => d.price === 12);
  const below = answer.find((d) => d.price < 12);
  expect(atLimit?.reason).toContain('$12.00, right at your limit');
  expect(below?.reason).toMatch(/\$\d+\.\d\d, \$12\.00 or less/);
  for (const d of answer) expect(d.reason).not.toContain('$12.00, $12.00');
});
