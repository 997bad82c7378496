import { builtinEngine, readRequest, wordKinds } from '../../src/ai/builtin';
import { correctTypo } from '../../src/ai/builtin/understand';
import { COMMON_WORDS } from '../../src/ai/lexicon/common-words';
import { strictestReading } from '../../src/ai/safety';
import { withoutLiftedReasons } from '../../src/ai/text';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The classes of `eval/dev-groups-recommendations.json`: a party's budget said in the six languages (each drink's
 * share is the cap), a wish for alcohol after a reason the guest says does not hold, and everyday words that are not
 * slips of the menu's words. Whatever engine answers, no drink over the share gets through; a reason that does hold
 * still gives alcohol-free drinks only.
 */
const bar = demoBar();
const { ask, everything } = guestAsks(bar);
// Its own `capOf`: a party's share is always a cap here (with none it is Infinity, not undefined).
const capOf = (request: string) => {
  const reading = readRequest(request, bar);
  const limits = [reading.maxPrice, strictestReading(request, reading, bar.inventory, wordKinds(bar), bar.recipes).constraints.maxPrice].filter((p) => p !== undefined);
  return Math.min(...limits);
};

describe("a party's total, said in the six languages, is each drink's share", () => {
  test.each([
    ['Somos cinco y tenemos 60 euros en total, algo con ron', 12],
    ['somos 4 y traemos 40 euros para la ronda', 10],
    ['on est quatre avec 40 balles pour la tournée', 10],
    ['nous sommes 3 et on a 36 euros au total, un truc pétillant', 12],
    ['wir sind zu viert und haben 44 Euro zusammen, was Bitteres', 11],
    ['Wir sind zu dritt und haben 30 € insgesamt', 10],
    ['siamo in quattro con 48 euro in tutto, qualcosa di fruttato', 12],
    ['siamo in 5 con 60 euro in tutto', 12],
    ['me and 3 mates, 48 quid between us, something fresh', 12],
    ["party of 4, we've 40 dollars to spend on this round", 10],
  ])('%s: %p each', async (request, share) => {
    expect(capOf(request)).toBe(share);
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const drink of answer) expect(drink.price).toBeLessThanOrEqual(share);
    }
  });

  test.each([
    ['wir sind zu viert, jeder max 12 Euro, was Fruchtiges', 12],
    ['on est 3, max 12 chacun, un cocktail au gin', 12],
    ["we're 4, under 12 each, something bitter", 11.99],
    ['me and 3 mates, under 12 each', 11.99],
    ['somos 4, algo de menos de 12', 11.99],
  ])('a cap per drink beside a party stays per drink: %s', (request, cap) => {
    expect(capOf(request)).toBe(cap);
  });
});

describe('a reason not to drink that the guest says does not hold lifts the alcohol-free reading', () => {
  test.each([
    "I'm not driving tonight so bring on the booze",
    'bring on the booze, something fruity',
    'not the designated driver tonight, pour me something strong',
    "my wife's driving, so I can have a proper drink",
    'Dry January is over, bring on the cocktails',
    'no traje coche hoy, así que algo con alcohol',
    'je ne conduis pas ce soir, donc un cocktail bien alcoolisé',
    'ich fahre heute nicht, also gern mit Alkohol',
    'non guido stasera, quindi qualcosa di alcolico',
    'something alcoholic please',
    // Someone else has the car, the children are elsewhere, nursing is over.
    "not driving tonight, my buddy's got the car so gimme something strong and smoky",
    'kids are at grandmas for the whole weekend so mama finally gets a real cocktail. gin pls',
    'the baby is asleep upstairs with the sitter, so a proper margarita please',
    'baby is 7 months and with her dad tonight and i stopped nursing last month so bubbles please, the real kind',
    'wat is het goedkoopste met alcohol erin',
  ])('%s: no alcohol-free drink first', async (request) => {
    expect(readRequest(request, bar).alcoholFree).toBe(false);
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(ALCOHOL_FREE_IDS).not.toContain(drink.recipeId);
  });

  test.each([
    "I'm driving so something light",
    'ich fahre und trinke nicht',
    "my wife's driving, something for her",
    "she's the designated driver, so I can drink, but something for her please",
    'dry january, something fruity',
    "I'm not driving but I'm pregnant",
    'nothing alcoholic',
    'qualcosa di non alcolico',
    'algo sin alcohol con fruta',
    'je ne bois pas, un truc frais',
    // The children are here, nursing goes on, the one with the car is the guest.
    'the kids are with me, something fruity',
    "I'm still nursing, something fruity",
    "my buddy's got the car, something for him",
  ])('%s: a reason that holds still gives alcohol-free drinks only, whatever engine answers', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const drink of answer) expect(ALCOHOL_FREE_IDS).toContain(drink.recipeId);
    }
  });

  test('only what is lifted is taken out of the text', () => {
    expect(withoutLiftedReasons("i'm not driving, i'm pregnant")).toContain('pregnant');
    expect(withoutLiftedReasons('ich fahre und trinke nicht')).toBe('ich fahre und trinke nicht');
    expect(withoutLiftedReasons("my wife's driving, something for her")).toContain('driving');
  });
});

describe('everyday words are read as themselves, not as slips of the menu', () => {
  test.each([
    ['bring', 'briny'],
    ['better', 'bitter'],
    ['rule', 'mule'],
    ['okay', 'oaky'],
    ['speak', 'steak'],
    ['nicht', 'night'],
    ['traje', 'trace'],
    ['cada', 'cava'],
  ])('%s is not taken for %s', (word, slip) => {
    const vocabulary = new Set([slip]);
    expect(COMMON_WORDS.has(word)).toBe(true);
    expect(correctTypo(word, vocabulary)).toBe(word);
    // A real slip of the same word still is corrected: a doubled letter, or a key's neighbour in a longer word.
    expect(correctTypo(`${slip}${slip.at(-1)}`, vocabulary)).toBe(slip);
    if (slip.length > 4) expect(correctTypo(`${slip.slice(0, -1)}${slip.at(-1) === 'y' ? 'i' : 'y'}`, vocabulary)).toBe(slip);
  });

  test("'something better' is no wish for bitter; a clause after 'because' is its own", () => {
    expect(readRequest('something better than last time, with gin', bar).flavours.has('bitter')).toBe(false);
    const read = readRequest("no gin because I'm allergic, something citrusy", bar);
    expect(read.excludedSpirits).toContain('gin');
    expect(read.flavours.has('citrus')).toBe(true);
    // 'Not so sweet' is one clause: the sweetness is what is not wanted.
    expect(readRequest('not so sweet please', bar).avoidFlavours.has('sweet')).toBe(true);
  });
});

/**
 * Found by an outside guest tester (2026-11-29): having stopped drinking, or being in recovery, said in the six
 * languages with a time or a wish beside it. Not even a trace: the 0.5% beer is out too, whatever engine answers.
 */
describe('stopped drinking or in recovery, in the six languages: no alcohol at all', () => {
  const traceFree = ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer');
  test.each([
    'Je ne bois plus depuis deux ans, quelque chose de pétillant',
    'Parei de beber, estou em recuperação',
    'Ich bin trockener Alkoholiker, was Erfrischendes?',
    'ho smesso di bere, qualcosa di fresco',
    'dejé de beber hace un año, algo dulce',
    "I haven't had a drink in three years, something fizzy",
    'ich trinke seit zwei Jahren nicht mehr, was Fruchtiges',
  ])('%s', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const drink of answer) expect(traceFree).toContain(drink.recipeId);
    }
  });

  test("'beber' and 'posso' are words of their own, not slips of 'beer' and 'rosso'", () => {
    expect(correctTypo('beber', new Set(['beer']))).toBe('beber');
    expect(correctTypo('posso', new Set(['rosso']))).toBe('posso');
  });
});
