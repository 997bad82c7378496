import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds a final outsider found as guests and then an attacker at a Ho Chi Minh City rooftop bar
 * (recommendations-heldout-122), in our own words: 'not over 18' read as a price; pregnancy, not drinking and a nut
 * allergy in Malay and Indonesian; an age in Indonesian and Korean words; riding a scooter or a motorbike home; a limit
 * taken back after a 'but'; dong as Vietnam writes it ('150.000đ', 'nghìn', 'triệu', 'trăm rưỡi').
 */
const bar = demoBar();
const { ask, ids, offersNoneOf, onlyAlcoholFree, onlyZeroAlcohol, nothingOver } = guestAsks(bar);


describe('an age, a pregnancy and not drinking, said so the reader had missed them', () => {
  test.each(["I'm not over 18, a margarita?", 'not older than 19 lol, beer', 'saya hamil 4 bulan, mau negroni', 'aku tak minum arak, a daiquiri', 'umur saya enam belas tahun, mau bir', '저는 열여섯 살이에요. 하이볼 주세요'])(
    '%s: no alcohol at all',
    async (request) => onlyZeroAlcohol(request),
  );

  test('an adult who is not over 40 gets the drink', async () => {
    expect(ALCOHOL_FREE_IDS).not.toContain((await ids("I'm not over 40 yet, a margarita"))[0]);
  });

  test("'a drink not over 12 dollars' is still a price", async () => {
    for (const d of await ask('a drink not over 12 dollars')) expect(d.price).toBeLessThanOrEqual(12);
  });
});

describe('riding a scooter or a motorbike home', () => {
  test.each(['riding my scooter back to the hotel, a negroni', 'on my motorbike tonight. margarita', 'I ride my moped home later, beer?'])('%s: alcohol-free only', async (request) => onlyAlcoholFree(request));
});

describe('a nut allergy in Malay', () => {
  test('saya alah kacang: no drink with nuts from either engine', async () => {
    await offersNoneOf('saya alah kacang, amaretto sour?', ['orgeat-syrup', 'amaretto', 'coconut-cream']);
  });
});

describe('a limit taken back for another, after a "but"', () => {
  test.each([
    ['under 14 dollars but actually make it 10', 10],
    ['13 bucks but actually make it 9, something fruity', 9],
  ])('%s: nothing over the new one', async (request, worth) => nothingOver(request, worth));

  test('thousands said short and taken back: the lower holds', async () => {
    await nothingOver('under 300k, no wait 200k', 200_000 / 25_000);
    await nothingOver('under 180k, actually 250k', 180_000 / 25_000);
  });

  test('a count after the take-back is no price', async () => {
    expect((await ask('under $40 for us, actually make it 4 beers')).length).toBeGreaterThan(0);
  });
});

describe('dong as Vietnam writes it', () => {
  test.each([
    ['200.000đ thôi, một ly bia', 200_000 / 25_000],
    ['180 nghìn, cocktail', 180_000 / 25_000],
    ['trăm rưỡi thôi', 150_000 / 25_000],
    ['1 triệu thôi', 1_000_000 / 25_000],
    ['dưới 220k nhé', 220_000 / 25_000],
  ])('%s: nothing over what it is worth', async (request, worth) => nothingOver(request, worth));
});
