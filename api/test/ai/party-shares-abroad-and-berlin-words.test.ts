import { partyWordsInEnglish } from '../../src/ai/party';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of the classes a Berlin tester met: one person's reason not to drink in a party's order, said with the
 * reason as a word before the person ('my pregnant wife'), in an earlier clause ('my mate's driving but I'm not'), or in
 * German, Spanish, French or Italian ('für mich 'n Bier'); Berlin's words ('krieg', 'hasse', 'wat Starket'); the
 * alcohol-free beer refused in Polish.
 */
const bar = demoBar();
const { ask, holds } = guestAsks(bar);
const ZERO = ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer');

/** The answer's drinks for whom the reasons name, by the start of their reasons. */
async function shares(request: string, them: string, us: string) {
  const answer = await ask(request);
  const forThem = answer.filter((a) => a.reason.startsWith(`For ${them}, alcohol-free:`));
  const forUs = answer.filter((a) => a.reason.startsWith(`For ${us}:`));
  return { forThem, forUs };
}

describe('one person of a party who may not drink, said in other ways', () => {
  test.each([
    ['A Negroni for me and something for my pregnant wife please', 'your wife', 'you', 'negroni', true],
    ["My mate's driving but I'm not – a margarita for me and something for him", 'your mate', 'you', 'margarita', false],
    ["Für meine Freundin wat ohne Alkohol, für mich 'n Bier", 'your girlfriend', 'you', 'lager', false],
    ["Mein Kumpel is Moslem, ick nich. Für ihn wat ohne Alkohol, für mich 'n Whisky Sour", 'your mate', 'you', 'whiskey-sour', true],
    ['para mi esposa algo sin alcohol, está embarazada, y para mí una margarita', 'your wife', 'you', 'margarita', true],
    ['une bière pour moi et pour ma femme quelque chose sans alcool, elle est enceinte', 'your wife', 'you', 'lager', true],
    ['per me un negroni e per mia moglie qualcosa senza alcol, è incinta', 'your wife', 'you', 'negroni', true],
    ['Ich bin schwanger, für mich wat ohne Alkohol und für meinen Mann ein Bier', 'you', 'your husband', 'lager', true],
  ])('%s: alcohol-free for %s, the drink asked for %s', async (request, them, us, drink, noTrace) => {
    const { forThem, forUs } = await shares(request, them, us);
    expect(forThem.length).toBeGreaterThan(0);
    for (const a of forThem) expect(noTrace ? ZERO : ALCOHOL_FREE_IDS).toContain(a.recipeId);
    expect(forUs.length).toBeGreaterThan(0);
    if (drink === 'lager') expect(forUs.some((a) => ['lager', 'ipa', 'stout'].includes(a.recipeId))).toBe(true);
    else expect(forUs.map((a) => a.recipeId)).toContain(drink);
  });

  test.each([
    "I'm driving my pregnant wife home, a negroni please",
    'my wife is pregnant so no booze for her. I want two proseccos',
    "Round for the whole crew, 10 of us, 1,5 juta total on room 214. Mostly beers, but Sam's driving the scooter so nothing alcoholic for him",
    "a beer for my son and something for me, he's 16",
    'Für meinen Sohn wat ohne Alkohol, für mich ein Bier, er ist 16',
  ])('%s: no clear split, every drink alcohol-free', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });

  test("a decimal comma is no clause's end: '1,5 juta total' for a round of ten holds every share to its share of it", async () => {
    const answer = await ask("a round of beers for the lads, 1,5 juta total for the 10 of us, and something for Sam, he's driving");
    expect(answer.some((a) => a.reason.startsWith('For Sam, alcohol-free:'))).toBe(true);
    // (1.5 million rupiah for ten at a cautious rate is under $8 a drink.)
    for (const a of answer) expect(a.price).toBeLessThan(8);
  });

  test('whom each drink is for is read in English; what is asked for stays as said', () => {
    expect(partyWordsInEnglish("Für meine Freundin wat ohne Alkohol, für mich 'n Bier")).toBe("for my girlfriend wat ohne alkohol, for me 'n bier");
    expect(partyWordsInEnglish('une bière pour moi et pour ma femme quelque chose')).toBe('une bière for me and for my wife quelque chose');
    expect(partyWordsInEnglish('a margarita for me and something for Mina')).toBe('a margarita for me and something for Mina');
  });
});

describe("Berlin's words", () => {
  test("'Ick krieg 'n Gin Tonic' is the gin and tonic, and no Kriek is said to be missing", async () => {
    const answer = await ask("Ick krieg 'n Gin Tonic");
    expect(answer[0]!.recipeId).toBe('gin-and-tonic');
    for (const a of answer) expect(a.reason).not.toMatch(/Kriek/);
  });

  test("'nix Bitteres, ick hasse bitter. Wat Starket': nothing bitter, nothing said to be missing of it", async () => {
    const answer = await ask("Gib mir 'n Negroni – ne warte, doch lieber nix Bitteres, ick hasse bitter. Wat Starket aba.");
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) {
      expect(['negroni', 'americano', 'aperol-spritz', 'boulevardier', 'mezcal-negroni']).not.toContain(a.recipeId);
      expect(a.reason).not.toMatch(/is bittersweet, so here/);
    }
  });

  test("'Von Sulfiten krieg ick Migräne': no wine, prosecco or vermouth, and no Kriek", async () => {
    for (const a of await ask('Von Sulfiten krieg ick Migräne. Wat mit Blubber?')) {
      expect(holds(a.recipeId, 'wine-red-house', 'wine-white-house', 'wine-rose-house', 'prosecco', 'vermouth-sweet', 'vermouth-dry')).toBe(false);
      expect(a.reason).not.toMatch(/Kriek/);
    }
  });
});

describe('the alcohol-free beer refused in Polish', () => {
  test("'zero alkoholu, nawet piwa bezalkoholowego nie': only 0.0% drinks, and no beer said to be missing", async () => {
    const answer = await ask('Biorę antybiotyk, więc zero alkoholu, nawet piwa bezalkoholowego nie. Coś kwaśnego?');
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) {
      expect(ZERO).toContain(a.recipeId);
      expect(a.reason).not.toMatch(/is a beer/);
    }
  });
});
