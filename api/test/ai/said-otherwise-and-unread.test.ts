import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, silentLog, guestAsks } from './fixtures';

/**
 * ADR 'ai-said-otherwise-and-unread': hard constraints said as a relationship, an identity, an abbreviation, a season,
 * a double negation whose result is 'only' something without alcohol, a third party's age or a birthday's ordinal, a
 * medical diet; requests in a script or language the reader does not read; requests nothing can be read from. Each is
 * asked of the built-in engine and of a model that offers the whole menu, as one that missed the rule would.
 */
const bar = demoBar();
const { ingredientsOf, menuIds, wholeMenu, both } = guestAsks(bar);
const SPIRIT: Record<string, string[]> = {
  tequila: ['tequila-blanco'],
  gin: ['gin-london-dry'],
  rum: ['rum-white', 'rum-dark'],
  vodka: ['vodka'],
  whisky: ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay'],
  bourbon: ['bourbon'],
  mezcal: ['mezcal'],
  cognac: ['cognac'],
};
const ZERO_ZERO = ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer');

describe('a thing ruled out as a relationship, an identity or a bad experience is left out, whichever engine answers', () => {
  test.each([
    ["me and tequila don't get along anymore, something sour", ['tequila']],
    ['gin and I broke up years ago. what else is bitter?', ['gin']],
    ['rum and me have a history, so not that. something long', ['rum']],
    ["I'm not a tequila person, or a mezcal person. something fruity", ['tequila', 'mezcal']],
    ['Not a whisky drinker. Nor a rum drinker. Something bitter', ['whisky', 'rum']],
    ['Bourbon? Never again. Something stirred', ['bourbon']],
    ['Tequila. Never. Again. Anything sour?', ['tequila']],
    ['gin is dead to me, something refreshing', ['gin']],
    ["whiskey's not my friend. something strong", ['whisky']],
    ['el tequila y yo no nos llevamos bien, algo ácido', ['tequila']],
    ['no soy de ron, algo refrescante', ['rum']],
    ['¿Ginebra? Nunca más. Algo con burbujas', ['gin']],
    ["le whisky et moi, on n'est pas amis. un truc amer ?", ['whisky']],
    ['je ne suis pas très rhum, quelque chose de frais', ['rum']],
    ['Whisky und ich sind keine Freunde, was Bitteres?', ['whisky']],
    ['ich bin kein Gin-Typ, was Fruchtiges', ['gin']],
    ["io e il gin non andiamo d'accordo, qualcosa di amaro", ['gin']],
    ['non sono un tipo da rum, qualcosa di fresco', ['rum']],
    ['eu e o gin não nos damos bem, algo amargo', ['gin']],
    ['não sou muito de vodka, algo frutado', ['vodka']],
    ['kuch sour do, par tequila nahi', ['tequila']],
    ['gin mat dena yaar, kuch fizzy', ['gin']],
    ['bhai vodka ke bina kuch strong', ['vodka']],
    ['tequila ka naam mat lo, kuch sour', ['tequila']],
    ['tequila and I had a bad breakup, something sour', ['tequila']],
    ['me and vodka are on a break', ['vodka']],
    ['whisky and I have beef, something strong', ['whisky']],
    ['gin? not in this lifetime. something bitter', ['gin']],
    ['vodka is not for me anymore', ['vodka']],
  ])('%s', async (text, spirits) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) for (const item of spirits.flatMap((s) => SPIRIT[s]!)) expect(ingredientsOf(r.recipeId)).not.toContain(item);
    }
  });

  test('a pairing with no falling-out and a wish stay wishes', async () => {
    for (const text of ['gin and I go way back, something with gin', 'me and gin are best friends, gin please', 'a gin and tonic and I would like it strong']) {
      const [gin] = await both(text);
      expect(gin!.some((r) => ingredientsOf(r.recipeId).includes('gin-london-dry'))).toBe(true);
    }
    const [rum] = await both('I never drink anything but rum');
    expect(rum!.some((r) => ingredientsOf(r.recipeId).some((i) => SPIRIT.rum!.includes(i)))).toBe(true);
  });
});

describe('alcohol-free said as an abbreviation, a season or a double negation whose result is only soft drinks', () => {
  test.each([
    'anything NA on the menu?',
    'an N/A option please',
    'zero-proof something, citrusy',
    'doing dry january, something fancy',
    "it's dryuary!! something fizzy",
    'sober october, what have you got',
    'estoy haciendo enero seco, algo con burbujas',
    'tô no janeiro seco, algo com gás',
    'I never drink anything but juice, what do you have?',
    "I don't drink anything but water and soft drinks. something fun",
    "nothing that isn't a mocktail please",
    "I don't want anything that isn't alcohol-free",
    "I can't have anything that's not alcohol free",
    'nothing but soft drinks for me tonight',
    'just juice and soda for me, nothing stronger',
    'nichts außer Saft für mich',
    'non bevo altro che succhi e bibite',
    'je ne bois que des jus',
    'I stick to juice, what do you have?',
  ])('%s: only alcohol-free drinks', async (text) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThanOrEqual(3);
      for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
    }
    expect(readRequest(text, bar).alcoholFree).toBe(true);
  });

  test("'na' in lower case is a word of other languages, not an abbreviation; two negations about a spirit stay a wish", () => {
    expect(readRequest('algo na praia, com rum', bar).alcoholFree).toBe(false);
    expect(readRequest('nothing but tequila tonight', bar).alcoholFree).toBe(false);
    expect(readRequest('no drink without gin for me', bar).alcoholFree).toBe(false);
    expect(readRequest('I will stick with gin tonight', bar).alcoholFree).toBe(false);
  });
});

describe("a third party's age or condition, a birthday's ordinal: alcohol-free, and not even the 0.5% beer for a minor", () => {
  test.each([
    'my 17th bday today!! something special',
    "it's my sweet 16, something pink",
    'turning 19 tmrw, something special',
    "my daughter's 15, what can she have?",
    "My son's 20 and wants a beer with me",
    'my son is 17 and wants whatever I am having',
    "for my little brother, he's 16, something fruity",
    'mi hijo tiene 16, algo para él',
    'meine Tochter ist 16, was Fruchtiges für sie',
    'mio figlio ha 15 anni, qualcosa per lui',
    'mi cumple 17, algo especial',
    'hoy cumplo 18, algo dulce',
    'ich werde morgen 18, was Süßes',
    'born in 2009, something sweet',
  ])('%s', async (text) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(ZERO_ZERO).toContain(r.recipeId);
    }
  });

  test('an ordinal or an age that is no minor\'s leaves alcohol in', () => {
    expect(readRequest("it's my mum's 60th, something sweet and bubbly", bar).alcoholFree).toBe(false);
    expect(readRequest('our 20th anniversary, something to toast with', bar).alcoholFree).toBe(false);
    expect(readRequest("my son's 25 and wants a beer with me", bar).alcoholFree).toBe(false);
    expect(readRequest('born in 1990, something sweet', bar).alcoholFree).toBe(false);
  });
});

describe('a low-sodium diet rules out the salt rim, in the six languages', () => {
  test.each(['low sodium please, something with tequila', "I'm on a salt-free diet, anything like a margarita?", 'sin sal por favor, algo con tequila', 'régime sans sel, un cocktail à la tequila ?', 'salzarm bitte, was mit Tequila', 'dieta iposodica, qualcosa con tequila'])(
    '%s',
    async (text) => {
      for (const recs of await both(text)) {
        expect(recs.length).toBeGreaterThan(0);
        for (const r of recs) expect(ingredientsOf(r.recipeId)).not.toContain('salt');
      }
    },
  );
});

describe('a script or a language the reader does not read: no alcohol at all, none of the common allergens, and said', () => {
  const COMMON = ['egg-white', 'orgeat-syrup', 'amaretto', 'coconut-cream', 'lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle'];
  test.each(['Будь ласка, без горіхів', 'お酒は控えています', '我不吃辣，有什么推荐？', 'व्हिस्की नहीं चाहिए, कुछ कड़वा, जल्दी से', 'ağzım kurudu, bir şey lütfen', 'dị ứng đậu phộng, có gì ngon?', 'بدون كحول من فضلك', '요즘 술을 줄이고 있어요', 'Μου αρέσουν τα φρούτα, τι προτείνετε;', 'a gin, прошу без яєць', 'Мне что-нибудь для моего сына'])(
    '%s',
    async (text) => {
      for (const recs of await both(text)) {
        expect(recs.length).toBeGreaterThan(0);
        for (const r of recs) {
          expect(ZERO_ZERO).toContain(r.recipeId);
          for (const item of COMMON) expect(ingredientsOf(r.recipeId)).not.toContain(item);
          expect(r.reason).toMatch(/I could not read all of what you wrote .*so to be safe I suggest only drinks with no alcohol at all and no egg, nuts, dairy or gluten/);
        }
      }
    },
  );

  // Russian is read (lexicon/languages.ts, RUSSIAN_*): what it says holds, and nothing is said about not reading it; a
  // Russian word the reader does not know ('сына', above) still holds the whole request to the strictest reading.
  test.each([
    ['Что-нибудь без орехов?', ['orgeat-syrup', 'amaretto']],
    ['a gin, но без яиц', ['egg-white']],
  ] as const)('Russian the reader knows is read: %s', async (text, items) => {
    const [builtin] = await both(text);
    expect(builtin!.some((r) => !ZERO_ZERO.includes(r.recipeId))).toBe(true);
    for (const recs of await both(text)) {
      for (const r of recs) {
        for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
        expect(r.reason).not.toMatch(/I could not read all of what you wrote/);
      }
    }
  });

  // Greek is read in Latin letters, as Greeks write it online; a Greek word the reader does not know still holds the
  // whole request to the strictest reading (above).
  test('Greek the reader knows is read: the limits said in it hold, and nothing is said about not reading it', async () => {
    for (const recs of [...(await both('Χωρίς ρούμι και χωρίς βότκα παρακαλώ. Κάτι με τζιν;')), ...(await both('Χωρίς ρούμι και βότκα')), ...(await both('Χωρίς ρούμι ή βότκα παρακαλώ'))]) {
      for (const r of recs) {
        expect(ingredientsOf(r.recipeId).some((i) => [...SPIRIT.rum!, ...SPIRIT.vodka!].includes(i))).toBe(false);
        expect(r.reason).not.toMatch(/could not read/);
      }
    }
    const [gin] = await both('Χωρίς ρούμι και χωρίς βότκα παρακαλώ. Κάτι με τζιν;');
    expect(ingredientsOf(gin![0]!.recipeId)).toContain('gin-london-dry');
    for (const recs of await both('Δεν πίνω αλκοόλ, είμαι έγκυος. Κάτι δροσερό;')) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(ZERO_ZERO).toContain(r.recipeId);
    }
    const [allergic] = await both('Είμαι αλλεργικός στα αυγά, κάτι με τζιν');
    for (const r of allergic!) expect(ingredientsOf(r.recipeId)).not.toContain('egg-white');
  });

  test('emoji and Latin letters with accents are read as usual', async () => {
    const [recs] = await both('Hast du was Fruchtiges mit Rum? 😊');
    expect(recs!.some((r) => ingredientsOf(r.recipeId).some((i) => SPIRIT.rum!.includes(i)))).toBe(true);
    for (const r of recs!) expect(r.reason).not.toMatch(/could not read/);
  });
});

describe('a request nothing can be read from: the safest popular drinks, said, at low confidence', () => {
  test.each(['🎲🎲🎲', 'hmm', 'blorf wibble?', 'qwpoeiru zxmv'])('%s', async (text) => {
    const recs = await recommendDrinks({ preferences: text }, bar, builtinEngine, silentLog());
    expect(recs.length).toBe(3);
    for (const r of recs) {
      expect(ZERO_ZERO).toContain(r.recipeId);
      expect(r.confidence).toBeLessThanOrEqual(0.2);
    }
    expect(recs[0]!.reason).toMatch(/^I could not tell what you would like or must avoid, so to be safe these have no alcohol, egg, nuts, dairy or gluten; tell me a spirit, flavour or drink you like/);
  });

  test('an open request is understood and answered from the whole menu', async () => {
    const recs = await recommendDrinks({ preferences: 'surprise me!' }, bar, builtinEngine, silentLog());
    expect(recs.some((r) => !ALCOHOL_FREE_IDS.includes(r.recipeId))).toBe(true);
    for (const r of recs) expect(r.reason).not.toMatch(/could not tell/);
  });

  test("a model's picks for a request the reader cannot read at all stand: the model may have read it", async () => {
    const recs = await recommendDrinks({ preferences: 'blorf wibble?' }, bar, wholeMenu, silentLog());
    expect(recs.map((r) => r.recipeId)).toEqual(menuIds.slice(0, 5));
  });
});
