import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { demoBar, silentLog, guestAsks } from './fixtures';

/**
 * Money said with its nation between the amount and the currency's word, in the guests' languages ('75 danske kroner',
 * '30 türkische Lira', '20 dólares canadienses'); the crowns of Denmark and Norway at their own rough rates and a bare
 * 'kr' at the most cautious of them; pesos of no nation said, worth at most what Mexican pesos are; and the everyday
 * words of the guests' languages the typo corrector must leave alone ('danske' is not 'danke', 'verre' not 'verde').
 * The bar prices in US dollars; a guest's money is counted at 85% of a rough rate (ADR 40).
 */
const bar = demoBar();
const { holds, everything } = guestAsks(bar);
// Its own `ask`: it also asks of another snapshot of the bar (one that prices in another currency).
const ask = (request: string, engine = builtinEngine, snapshot = bar) => recommendDrinks({ preferences: request }, snapshot, engine, silentLog());
/** What an amount is safely worth in dollars at a rough rate (units to the dollar), as the bar counts it. */
const cautious = (amount: number, unitsPerDollar: number) => Math.floor((amount / unitsPerDollar) * 0.85 * 100) / 100;
/** The most the less expensive half of the menu costs (its lower median). */
const prices = bar.recipes.filter((r) => r.isAvailable !== false).map((r) => r.price).sort((a, b) => a - b);
const lowerHalfTop = prices[Math.floor((prices.length - 1) / 2)]!;
const withCurrency = (currency: string) => ({ ...bar, money: { currency, locale: 'en-US' } }) as typeof bar;

describe('an opened set: "Max 75 danske kroner per drink, noget med gin?"', () => {
  const request = 'Max 75 danske kroner per drink, noget med gin?';
  const cap = cautious(75, 6.9);

  test('Danish kroner at their own rate: no drink over about $9.23, whichever engine chose', async () => {
    expect(cap).toBeCloseTo(9.23, 2);
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(d.price).toBeLessThanOrEqual(cap);
        expect(d.reason).toContain('your limit in Danish kroner is about $9.23');
      }
      // ($75 read as dollars let the whole gin list through: the Tom Collins at $12, the Dry Martini at $14.)
      for (const id of ['gin-and-tonic', 'tom-collins', 'dry-martini', 'french-75']) expect(answer.map((d) => d.recipeId)).not.toContain(id);
    }
  });

  test('the reader reads the amount and takes no Danish word for a German one', () => {
    const reading = readRequest(request, bar);
    expect(reading.maxPrice).toBe(75);
    expect(reading.spirits).toContain('gin');
    expect(reading.corrected).toEqual([]);
  });

  test('nothing with gin is within it, and the answer says so', async () => {
    const [first] = await ask(request);
    expect(first!.reason).toMatch(/has gin/);
  });
});

describe('a nation said between the amount and its money, in the guests\' languages: converted at that money\'s rate', () => {
  test.each([
    ['100 norske kroner maks, noe med gin?', 'Norwegian kroner', 100, 10.8],
    ['Max 150 Noorse kronen, iets met gin', 'Norwegian kroner', 150, 10.8],
    ['Högst 120 svenska kronor, något fruktigt', 'kronor', 120, 10.9],
    ['max 120 corone svedesi, qualcosa di fresco', 'kronor', 120, 10.9],
    ['80 Swedish crowns max, something fresh', 'kronor', 80, 10.9],
    ["J'ai 100 couronnes danoises, un gin tonic ?", 'Danish kroner', 100, 6.9],
    ['höchstens 80 dänische Kronen, etwas Frisches', 'Danish kroner', 80, 6.9],
    ['Máximo 75 coronas danesas, algo con ginebra', 'Danish kroner', 75, 6.9],
    ['max 200 Mexican pesos, something with tequila', 'Mexican pesos', 200, 18.5],
    ['Máximo 200 pesos mexicanos, algo con tequila', 'Mexican pesos', 200, 18.5],
    ['Mam maksymalnie 40 polskich złotych, coś orzeźwiającego', 'zloty', 40, 4],
    ['Máximo 15 dólares canadienses, algo con ron', 'Canadian dollars', 15, 1.38],
    ['höchstens 15 kanadische Dollar', 'Canadian dollars', 15, 1.38],
    ['1500 Japanese yen max, something refreshing', 'yen', 1500, 150],
    ['Máximo 1500 yenes japoneses', 'yen', 1500, 150],
    ['250 Czech korun max, something refreshing', 'koruna', 250, 23.5],
    ['Mám 250 českých korun, něco osvěžujícího', 'koruna', 250, 23.5],
    ['maximal 3000 ungarische Forint', 'forint', 3000, 370],
    ['max 50 Brazilian reais, algo refrescante', 'reais', 50, 5.6],
  ])('%s: in %s, counted cautiously', async (request, name, amount, unitsPerDollar) => {
    const cap = cautious(amount, unitsPerDollar);
    // (Every amount here is one a drink of the menu fits within, and one the menu's dearest drinks do not.)
    expect(cap).toBeGreaterThanOrEqual(6);
    expect(cap).toBeLessThan(15);
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(d.price).toBeLessThanOrEqual(cap);
        expect(d.reason).toContain(`your limit in ${name} is about`);
      }
    }
  });

  // (Lira are counted at a cautious rate since ADR 46: 30 lira buy no drink on this menu, so none is offered.)
  test.each(['Höchstens 30 türkische Lira, etwas mit Gin', 'Hasta 40 liras turcas, algo fresco'])('%s: lira at a cautious rate: no drink over what they are worth', async (request) => {
    for (const engine of [builtinEngine, everything]) expect(await ask(request, engine)).toEqual([]);
  });

  test.each([
    ['max 300 pesos argentinos, algo fresco', 'pesos'],
    ['höchstens 500 kubanische Pesos', 'pesos'],
  ])('%s: money with no rate kept is seen through its nation, and only the less expensive half is offered', async (request, name) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(d.price).toBeLessThanOrEqual(lowerHalfTop);
        expect(d.reason).toContain(`I cannot convert ${name}`);
      }
    }
  });

  test('the amount is read as the guest said it, whatever nation stands between', () => {
    for (const [request, amount] of [
      ['Jeg har 75 danske kroner, noget med gin?', 75],
      ['Ich habe 30 türkische Lira', 30],
      ['Tengo 20 dólares canadienses', 20],
      ['Mam 50 złotych polskich na drinka', 50],
    ] as const) {
      expect(readRequest(request, bar).maxPrice).toBe(amount);
    }
  });

  test("a party's money in a nation's crowns is shared before it is converted", async () => {
    const answer = await ask('150 danske kroner for the two of us, something refreshing');
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.price).toBeLessThanOrEqual(cautious(75, 6.9));
  });

  test('a nation beside no money is no currency: beers, an inn, a pastry', async () => {
    expect(readRequest('dos coronas mexicanas por favor', bar).maxPrice).toBeUndefined();
    for (const request of ['the Three Crowns pub was packed, 12 dollars max', 'Zu den drei Kronen kommen wir, höchstens 12 Dollar', '3 danish pastries later, 12 dollars max']) {
      const answer = await ask(request);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(d.price).toBeLessThanOrEqual(12);
        expect(d.reason).not.toMatch(/cautious rough rate|cannot convert/);
      }
      expect(answer.some((d) => d.price > 10)).toBe(true);
    }
  });
});

describe('crowns with no nation said: the most cautious of Swedish, Norwegian and Danish', () => {
  test.each([
    ['90 kr max, something refreshing', 90],
    ['maks 100 kroner, noget forfriskende', 100],
    ['100 krone tops', 100],
  ])('%s: at the rate that gives the lowest cap', async (request, amount) => {
    const lowest = Math.min(cautious(amount, 10.9), cautious(amount, 10.8), cautious(amount, 6.9));
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.price).toBeLessThanOrEqual(lowest);
    }
  });

  test("the same amount with the nation said is that nation's ('100 danske kroner' is more than '100 kroner')", async () => {
    const bare = await ask('maks 100 kroner, noget forfriskende', everything);
    const danish = await ask('maks 100 danske kroner, noget forfriskende', everything);
    expect(Math.max(...danish.map((d) => d.price))).toBeGreaterThan(Math.max(...bare.map((d) => d.price)));
    for (const d of danish) expect(d.price).toBeLessThanOrEqual(cautious(100, 6.9));
  });

  test("in a bar that prices in one of them, a bare 'kr' is the bar's own money", async () => {
    for (const currency of ['SEK', 'NOK', 'DKK']) {
      const answer = await ask('90 kr max, something refreshing', everything, withCurrency(currency));
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(d.reason).not.toMatch(/cautious rough rate|cannot convert/);
    }
    for (const d of await ask('75 danske kroner max', everything, withCurrency('DKK'))) expect(d.reason).not.toMatch(/cautious rough rate|cannot convert/);
  });
});

describe('pesos of no nation said: at most what Mexican pesos, the strongest, are worth', () => {
  const request = 'Máximo 200 pesos por bebida. ¿Algo con tequila?';
  const cap = cautious(200, 18.5);

  test('an opened set: no drink over about $9.18, so no Paloma, and the answer says what it did', async () => {
    expect(cap).toBeLessThan(lowerHalfTop);
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(d.price).toBeLessThanOrEqual(cap);
        expect(d.reason).toContain('I cannot convert pesos, so I kept to the less expensive half of our menu and to no more than $9.18');
        expect(d.reason).toContain('Mexican pesos');
      }
      for (const id of ['paloma', 'tequila-sunrise', 'margarita']) expect(answer.map((d) => d.recipeId)).not.toContain(id);
    }
  });

  test('no tequila drink is within it, and the answer names the tequila it could not meet', async () => {
    const answer = await ask(request);
    for (const d of answer) expect(holds(d.recipeId, 'tequila-blanco')).toBe(false);
    expect(answer[0]!.reason).toMatch(/tequila/i);
  });

  test("a party's pesos are shared first ('400 pesos para los dos')", async () => {
    for (const d of await ask('Tenemos 400 pesos para los dos, algo fresco', everything)) expect(d.price).toBeLessThanOrEqual(cap);
  });

  test('pesos worth more than the less expensive half keep to the half, and say only that', async () => {
    const answer = await ask('Budget is 300 pesos tops, what can I get?', everything);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) {
      expect(d.price).toBeLessThanOrEqual(lowerHalfTop);
      expect(d.reason).toContain('I cannot convert pesos, so I kept to the less expensive half of our menu:');
      expect(d.reason).not.toContain('no more than');
    }
  });

  test('in a bar that prices in euros, the strongest pesos are counted at their rate to the euro', async () => {
    const euroCap = Math.floor(((200 * 0.92) / 18.5) * 0.85 * 100) / 100;
    for (const d of await ask('Máximo 200 pesos, algo fresco', everything, withCurrency('EUR'))) expect(d.price).toBeLessThanOrEqual(euroCap);
  });
});

describe("the guests' everyday words are not taken for slips", () => {
  test.each([
    'danske', 'norske', 'svenske', 'svenska', 'kroner', 'kronor', 'noget', 'noe', 'något', 'noen', 'med', 'til', 'och', 'og', 'sterk', 'skal', 'godt', 'mange', 'aften',
    'verre', 'verres', 'boissons', 'forfait', 'couvre', 'sommes', 'avoir', 'cher', 'soeur', 'bonne', 'nuit', 'salut',
    'caro', 'quizás', 'dich', 'unser', 'preis', 'bene', 'dove', 'temos', 'onde', 'drankje', 'beter', 'wanneer', 'jest', 'tani', 'impreza',
  ])('%s stays as typed', (word) => {
    expect(readRequest(word, bar).corrected).toEqual([]);
  });

  test('"Mon forfait boissons couvre 10 € par verre. Un cocktail ?" is read without a correction', () => {
    const reading = readRequest('Mon forfait boissons couvre 10 € par verre. Un cocktail ?', bar);
    expect(reading.corrected).toEqual([]);
    expect(reading.maxPrice).toBe(10);
    expect(reading.categories).toContain('cocktail');
  });

  test('what the words mean is not turned into a wish they do not say', () => {
    // ('soeur' is a sister, not sour; 'nuit' a night, not a nut; 'noen' some, not none; 'beter' better, not beer.)
    expect(readRequest('pour ma soeur, quelque chose de doux', bar).flavours.has('sour')).toBe(false);
    expect(readRequest('bonne nuit, un cocktail', bar).flavours.has('nutty')).toBe(false);
    const norwegian = readRequest('Har dere noen drinker med gin?', bar);
    expect(norwegian.spirits).toContain('gin');
    expect(norwegian.excludedSpirits).not.toContain('gin');
    expect(readRequest('iets beter dan bier', bar).corrected).toEqual([]);
  });

  test.each([
    ['a tequilla sunrise please', 'tequila'],
    ['a negorni please', 'negroni'],
    ['vodak and soda', 'vodka'],
    ['something with rumm', 'rum'],
  ])('a real slip is still corrected: %s', (request, word) => {
    expect(readRequest(request, bar).corrected.map(([, to]) => to)).toContain(word);
  });
});
