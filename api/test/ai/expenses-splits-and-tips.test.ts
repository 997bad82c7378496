import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * Money said the way business travellers and tables say it (eleventh session, our own words for the classes a hotel
 * bar's guests bring): an allowance, a per diem or what can be claimed back; an amount split some ways or between
 * some people; a cap with the tip included, which is no tip of that amount.
 */
const bar = demoBar();
const { ask, everything } = guestAsks(bar);

test.each([
  ['my allowance is 12 a drink', 12],
  ['per diem is 20 and I want two drinks', 10],
  ['daily allowance 20, two drinks', 10],
  ['I can claim 12 back, something citrusy', 12],
  ['max 9 dollars tip included', 9],
  ['12 dollars tip in, something fresh', 12],
  ['split 36 three ways', 12],
  ['36 split between the three of us', 12],
  ['spending 45 on three of us', 15],
  ['12 including a 15% service charge', 10.43],
  ['20 with gratuity for two drinks', 10],
  ['dinner allowance is 40 and I already spent 28', 12],
  ['30 max for two', 15],
  ['15 all in for me and a colleague', 7.5],
  ["we're a table of 5 with 60", 12],
  ['lounge voucher worth 10', 10],
])('%s: nothing over %d, whichever engine answered', async (request, cap) => {
  for (const engine of [builtinEngine, everything]) {
    const answer = await ask(request, engine);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(cap);
  }
  // (Read as a limit, not answered as a request the bartender could not read.)
  expect((await ask(request))[0]!.reason).not.toMatch(/could not tell/i);
});

test("a table's size is no money ('we're a table of 5 with 2 kids')", async () => {
  expect((await ask("we're a table of 5 with 2 kids"))[0]!.reason).not.toMatch(/or less|at your limit/);
});

test("a tip of its own still comes out of the money ('I have 12 but a 2 dollar tip')", async () => {
  for (const d of await ask('I have 12 but a 2 dollar tip')) expect(d.price).toBeLessThanOrEqual(10);
});
