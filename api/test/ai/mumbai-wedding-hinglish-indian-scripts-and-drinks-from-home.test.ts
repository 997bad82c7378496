import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The classes of the forty-first request set once opened (a Mumbai hotel bar in the wedding season), in our own words:
 * a 'no' said in Hindi and Gujarati after the thing ('tequila na ho', 'nimbu wala nahi', 'madh vagar', 'beer nako',
 * 'daaru skip', 'na X na Y'); Hindi tastes and things in Latin letters; requests in Devanagari, Gujarati, Gurmukhi,
 * Bengali and Tamil, read within the strictest answer, with their own digits and rupees; hundreds, thousands and lakhs
 * said in Hindi with no money beside them; India's own drinks named as missing, the ones with no alcohol answered with
 * the alcohol-free drinks (ADR 61).
 */
const bar = demoBar();
const { ask, ids, top, offersNoneOf, onlyAlcoholFree, onlyZeroAlcohol, nothingOver, capOf, withItem, worthAtMost } = guestAsks(bar);
/** Rupees to the dollar at most: every reading of a limit in rupees must come to no more than this. */
const RUPEES = 80;
const alcoholic = async (request: string) => (await ids(request)).filter((id) => !ALCOHOL_FREE_IDS.includes(id));
const LIME_AND_LEMON = ['lime-juice', 'lemon-juice', 'lime-wedges', 'lemon-twist'];
const BEERS = ['lager-bottle', 'ipa-bottle', 'stout-can'];

describe("a 'no' said after the thing in the languages of India, in Latin letters, rules it out, whatever engine answered", () => {
  test.each([
    ['koi bhi drink jisme tequila na ho, baaki sab chalega', ['tequila-blanco']],
    ['jisme vodka nahi ho aisa kuch, strong', ['vodka']],
    ['rum mat daalo, kuch fruity', ['rum-white', 'rum-dark']],
    ['koi bhi smoky cheez nahi chahiye, na mezcal na islay wali. bourbon chalega', ['mezcal', 'scotch-islay']],
    ['na gin na vodka, kuch bhi aur', ['gin-london-dry', 'vodka']],
    ['gin wala nahi, kuch kadak', ['gin-london-dry']],
    ['kuch halka sa do, aur nimbu wala nahi please', LIME_AND_LEMON],
    ['nimbu nahi, gin chalega', LIME_AND_LEMON],
    ['penicillin, madh vagar', ['honey-ginger-syrup']],
    ['whisky kuch, aadu ane madh vagar', ['honey-ginger-syrup', 'ginger-beer']],
    ['beer nako, wine chalel', BEERS],
    ['coffee wala kuch nahi, vodka wala do', ['espresso', 'coffee-liqueur']],
    ['gin vendam, rum ok', ['gin-london-dry']],
    ['rum vaddu, something sweet', ['rum-white', 'rum-dark']],
    ['beer beda, wine', BEERS],
    ['vodka venda, something strong', ['vodka']],
    ['whisky chai na, something sweet', ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
  ] as const)('%s', async (request, items) => offersNoneOf(request, items));

  test('what is left is still read: no tequila, but the rest of the menu is open', async () => {
    expect((await alcoholic('koi bhi drink jisme tequila na ho, baaki sab chalega')).length).toBeGreaterThan(0);
  });

  test.each(['aaj daaru skip, kuch halka', 'sharab nahi, kuch meetha', 'daru nathi pito, kaik thandu aapo'])('%s: no alcohol', async (request) => onlyAlcoholFree(request));

  test("'skip' of something else is no 'no': 'skip the queue' rules nothing out", async () => {
    expect((await alcoholic('can we skip the queue? two gin and tonics')).length).toBeGreaterThan(0);
  });
});

describe('Hindi tastes and things in Latin letters are read', () => {
  test("'kuch meetha, sharab nahi': sweet and alcohol-free, the sweetest first", async () => {
    expect(await top('sharab nahi, kuch meetha', 1)).toEqual(['shirley-temple']);
  });

  test.each([
    ['pudina wala kuch, rum ke saath', 'mint-leaves'],
    ['adrak wala kuch, vodka', 'ginger-beer'],
  ])('%s: the thing asked for comes first', async (request, item) => {
    expect(withItem(item)).toContain((await top(request, 1))[0]);
  });
});

describe('requests in the scripts of India: read, and held to the strictest answer while a word of them is unread', () => {
  test.each([
    'मेरी बेटी 16 साल की है, उसके लिए कुछ बिना अल्कोहल का, मीठा और रंगीन सा',
    'टकीला बिल्कुल नहीं, कॉलेज की यादें 😅 कोई रम वाली ड्रिंक दो',
    'মিষ্টি কিছু দিন, খুব তাড়াতাড়ি',
    'எனக்கு முட்டை அலர்ஜி. ஜின் வச்சு ஏதாவது குடுங்க, சீக்கிரம்',
  ])('%s: nothing with alcohol, not even the 0.5% beer', async (request) => onlyZeroAlcohol(request));

  test.each([
    ['અમે બધા જૈન છીએ, દારૂ તો નહીં જ', 'બધા'],
    ['कुछ ठंडा, दारू नहीं पीता', 'पीता'],
    ['کچھ ٹھنڈا اور میٹھا، شراب کے بغیر', 'کچھ ٹھنڈا اور'],
  ])('%s: the answer quotes the words it could not read, never a word cut in two', async (request, quoted) => {
    expect((await ask(request))[0]!.reason).toContain(`what you wrote ('${quoted}')`);
  });

  test('Urdu is read within the strictest answer: Rooh Afza named as missing, something sweet', async () => {
    const answer = await ask('روح افزا یا گلاب کا شربت ہے؟ کچھ ویسا ہی میٹھا اور گلابی');
    expect(answer[0]!.reason).toMatch(/Rooh Afza/);
    await onlyZeroAlcohol('روح افزا یا گلاب کا شربت ہے؟ کچھ ویسا ہی میٹھا اور گلابی');
  });

  test('what was read orders the safe drinks: sweet and colourful for a girl of 16 puts the Shirley Temple first', async () => {
    expect(await top('मेरी बेटी 16 साल की है, उसके लिए कुछ बिना अल्कोहल का, मीठा और रंगीन सा', 1)).toEqual(['shirley-temple']);
  });

  test.each([
    ['અમે જૈન છીએ, દારૂ તો નહીં જ. કંઈક ઠંડું અને તાજગીવાળું આપો, મધ અને આદુ વગર', ['honey-ginger-syrup', 'ginger-beer']],
    ['ਮੈਨੂੰ ਅਦਰਕ ਤੋਂ ਐਲਰਜੀ ਹੈ। ਕੋਈ ਮਿੱਠੀ ਡਰਿੰਕ ਦੱਸੋ', ['ginger-beer', 'honey-ginger-syrup']],
    ['मुझे पुदीना नहीं चाहिए, कुछ ठंडा', ['mint-leaves']],
    ['मुझे पुदीना नहीं चाहिए, कुछ ठंडा, जल्दी', ['mint-leaves']],
  ] as const)('%s: what it rules out is left out', async (request, items) => offersNoneOf(request, items));

  test.each(['અમે જૈન છીએ, દારૂ તો નહીં જ. કંઈક ઠંડું અને તાજગીવાળું આપો, મધ અને આદુ વગર', 'मुझे पुदीना नहीं चाहिए, कुछ ठंडा, जल्दी'])(
    '%s: no alcohol where it says so, or where a word is left unread',
    async (request) => onlyAlcoholFree(request),
  );

  test.each([
    ['૭૦૦ રૂપિયા સુધીમાં કોઈ બિયર મળશે?', 700],
    ['१००० रुपये तक कुछ ठंडा', 1000],
    ['ਹਰ ਡਰਿੰਕ 1000 ਰੁਪਏ ਤੋਂ ਘੱਟ', 1000],
  ] as const)('%s: a limit in rupees, in the script and its digits, holds and is said in dollars', async (request, rupees) => {
    await worthAtMost(request, rupees / RUPEES);
    await nothingOver(request, rupees / RUPEES);
  });

  test("'पाँच सौ रुपये में' (for 500 rupees) is 500 rupees, which buys no drink here: nothing is answered", async () => {
    expect(capOf('पाँच सौ रुपये में कुछ मिलेगा?')).toBe(500);
    expect(await ask('पाँच सौ रुपये में कुछ मिलेगा?')).toEqual([]);
  });
});

describe('hundreds, thousands and lakhs said in Hindi are rupees', () => {
  test.each([
    ['budget 1 hazaar hai, best cocktail kya milega?', 1000],
    ['ek hazaar ke andar koi mocktail, meetha wala', 1000],
    ['do hazaar max, kuch strong', 2000],
    ["Table of 12, we've got a tab of 1 lakh for the whole night. Start us off with a round", 100_000],
  ] as const)('%s', async (request, rupees) => {
    const { reason } = await worthAtMost(request, rupees / RUPEES);
    expect(reason).toMatch(/rupees/);
    await nothingOver(request, rupees / RUPEES);
  });

  test("'paanch sau rupees' is 500 rupees: no drink", async () => {
    expect(await ask('paanch sau rupees mein beer')).toEqual([]);
  });

  test("dollars said with 'sau' stay dollars: 'do sau dollars' is $200 for four", async () => {
    expect(capOf('do sau dollars ka budget hai, 4 log')).toBe(50);
  });
});

describe("India's own drinks are named as missing, the closest offered", () => {
  test.each([
    ['anything like a thandai?', /Thandai/],
    ['a lassi please', /Lassi/],
    ['nimbu paani please', /Nimbu Pani/],
    ['Rooh Afza hai?', /Rooh Afza/],
  ])('%s: a drink with no alcohol, answered with an alcohol-free one first', async (request, named) => {
    const answer = await ask(request);
    expect(answer[0]!.reason).toMatch(named);
    expect(ALCOHOL_FREE_IDS).toContain(answer[0]!.recipeId);
  });

  test("'a lassi with rum' keeps the rum", async () => {
    expect(withItem('rum-white', 'rum-dark')).toContain((await top('lassi with rum?', 1))[0]);
  });

  test("'one Kingfisher' is a lager, and the answer says the bar has none", async () => {
    const answer = await ask('One Kingfisher ultra chilled, bro');
    expect(answer[0]!.recipeId).toBe('lager');
    expect(answer[0]!.reason).toMatch(/Kingfisher/);
  });
});

describe('millions said in words beside a money are the whole amount', () => {
  test.each([
    ['with one million tomans what can I get?', 1_000_000 * 10, /rials/],
    ['با دو میلیون تومن یه چیز خنک', 2_000_000 * 10, /rials/],
    ['max 2 million rupiah', 2_000_000, /rupiah/],
    ['under 1.5 million dong, a beer', 1_500_000, /dong/],
    ['1,5 millones de pesos colombianos max', 1_500_000, /pesos/],
    ['half a million rupiah for a cocktail', 500_000, /rupiah/],
  ] as const)('%s', async (request, amount, money) => {
    expect(capOf(request)).toBeGreaterThanOrEqual(amount - 0.01);
    expect(capOf(request)).toBeLessThanOrEqual(amount);
    const answer = await ask(request);
    if (answer.length) expect(answer[0]!.reason).toMatch(money);
  });

  test("'a million thanks' is no money", async () => {
    expect(capOf('a million thanks, a mojito')).toBeUndefined();
    expect(await top('a million thanks, a mojito', 1)).toEqual(['mojito']);
  });
});

describe('family said in Hindi is no drink: chacha the uncle is not chacha the grape spirit', () => {
  test.each([
    'one whisky on the rocks for my chachu',
    'something that looks like a whisky so Bittu chacha stops forcing me',
    'mere chacha ke liye ek whisky',
    'chacha ji ke liye ek beer',
  ])('%s: no chacha named as missing', async (request) => {
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/Chacha/);
  });

  test("'do you have chacha?' is still Georgia's spirit, named as missing", async () => {
    expect((await ask('do you have chacha? if not something strong'))[0]!.reason).toMatch(/Chacha is not on our menu/);
  });
});

describe("a beer mat is no Hinglish 'mat' (do not)", () => {
  test.each([
    ['a pint of lager please, and can I have a beer mat', 'lager'],
    ['IPA on a beer mat please', 'ipa'],
  ])('%s: the beer asked for is answered', async (request, id) => {
    expect(await top(request, 1)).toEqual([id]);
  });

  test("'gin mat dena' still rules the gin out", async () => offersNoneOf('gin mat dena, kuch strong', ['gin-london-dry']));
});

describe('a taste said too much or too little in Hindi is read as said', () => {
  test.each(['zyada meetha nahi, rum', 'bahut meetha mat dena, rum wala', 'kam meetha, rum wala'])('%s: the sweetest rum drink is not first', async (request) => {
    expect(await top(request, 1)).not.toEqual(['cuba-libre']);
    expect((await ask(request))[0]!.reason).toMatch(/not too sweet/);
  });

  test("'mithu' (salt in Gujarati, sweet elsewhere) is left unread, never a wish for sweet", async () => {
    expect((await ask('mithu vagar, rum wala kuch'))[0]!.reason).not.toMatch(/\bsweet\b/);
  });
});
