import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Requests in the scripts of India read word by word (ADR 65): a request of which every word is read is answered as
 * said, like one in English; a word left unread keeps it to the strictest answer, and the answer quotes that word.
 * Years said alone ('17 saal', '17 years') are an age; years said of a time without alcohol ('5 years no alcohol',
 * 'not in 5 years') are no age.
 */
const bar = demoBar();
const { ask, ids, both, offersNoneOf, onlyAlcoholFree, onlyZeroAlcohol, withItem } = guestAsks(bar);
const alcoholic = (answer: readonly string[]) => answer.filter((id) => !ALCOHOL_FREE_IDS.includes(id));
const NOT_ZERO = ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer');

describe('a request in the scripts of India of which every word is read is answered as said', () => {
  test.each([
    // Tamil: egg allergy, something with gin.
    ['எனக்கு முட்டை அலர்ஜி. ஜின் வச்சு ஏதாவது குடுங்க', ['egg-white'], ['gin-london-dry']],
    // Punjabi: pineapple allergy, a sweetish rum drink.
    ['ਮੈਨੂੰ ਅਨਾਨਾਸ ਤੋਂ ਐਲਰਜੀ ਹੈ। ਕੋਈ ਮਿੱਠੀ ਜਿਹੀ ਰਮ ਵਾਲੀ ਡਰਿੰਕ ਦੱਸੋ', ['pineapple-juice'], ['rum-white', 'rum-dark']],
    // Gujarati: coconut allergy, something tropical like a piña colada, without coconut.
    ['મને નાળિયેરની એલર્જી છે. પીના કોલાડા જેવું કંઈક ટ્રોપિકલ આપો, પણ નાળિયેર વગર', ['coconut-cream'], ['rum-white', 'rum-dark']],
  ] as const)('%s: what was asked for, and nothing it rules out', async (request, ruledOut, wished) => {
    await offersNoneOf(request, ruledOut, wished);
    const answer = await ask(request);
    for (const drink of answer) expect(drink.reason).not.toMatch(/could not read/);
  });

  test("Bengali 'something sweet' ('মিষ্টি কিছু দিন') may be a cocktail, as in English", async () => {
    expect(alcoholic(await ids('মিষ্টি কিছু দিন')).length).toBeGreaterThan(0);
  });

  test.each([
    'शराब मत देना, कुछ मीठा',
    'शराब नहीं चाहिए, कुछ मीठा दो',
    'মদ না, কিছু মিষ্টি দিন',
    'દારૂ નહીં, કંઈક ઠંડું આપો',
    'ਸ਼ਰਾਬ ਨਹੀਂ, ਕੁਝ ਮਿੱਠਾ ਦੱਸੋ',
    'ஆல்கஹால் வேண்டாம், ஏதாவது இனிப்பு',
    'અમે જૈન છીએ, દારૂ તો નહીં જ',
  ])("%s: a 'no' to alcohol read whole holds for every engine", async (request) => {
    await onlyAlcoholFree(request);
    const [, all] = await both(request);
    for (const drink of all!) expect(ALCOHOL_FREE_IDS).toContain(drink.recipeId);
  });

  test.each([
    'मैं 17 साल का हूँ, कुछ मीठा दो',
    'ਮੈਂ 17 ਸਾਲ ਦਾ ਹਾਂ, ਕੁਝ ਮਿੱਠਾ ਦੱਸੋ',
    'હું 17 વર્ષનો છું, કંઈક ઠંડું આપો',
    'আমার বয়স ১৭ বছর, কিছু মিষ্টি দিন',
    'எனக்கு 17 வயசு, ஏதாவது இனிப்பு',
    'मेरी बेटी 16 साल की है, कुछ मीठा',
  ])('%s: an age under the legal one, read whole, gets no alcohol at all', async (request) => {
    await onlyZeroAlcohol(request);
    const [, all] = await both(request);
    for (const drink of all!) expect(NOT_ZERO).toContain(drink.recipeId);
  });

  test("a word typed with a nukta or without it is the same word ('थोड़ा खट्टा', 'थोडा खट्टा')", async () => {
    expect(await ids('थोड़ा खट्टा, रम वाला')).toEqual(await ids('थोडा खट्टा, रम वाला'));
    expect(withItem('rum-white', 'rum-dark')).toContain((await ids('थोड़ा खट्टा, रम वाला'))[0]);
  });
});

describe('a word of them left unread keeps the strictest answer, and the answer quotes it', () => {
  test.each([
    // The priest has strictly forbidden it (an unread word: 'मना').
    ['पंडित जी ने मना किया है, कुछ रम वाला दो', 'पंडित'],
    // A ban on alcohol: a known word with an ending the tables do not know is not read whole.
    ['दारूबंदी है, कुछ रम वाला दो', 'दारूबंदी'],
    // Tamil: 'I will not drink' (a 'no' joined to the verb).
    ['நான் குடிக்க மாட்டேன். ஜின் வச்சு', 'குடிக்க'],
    // Bengali: 'we never drink at home'.
    ['আমরা বাড়িতে কখনো মদ খাই না, রাম দিয়ে কিছু', 'বাড়িতে'],
  ])('%s', async (request, quoted) => {
    await onlyZeroAlcohol(request);
    const answer = await ask(request);
    expect(answer[0]!.reason).toContain(quoted);
    expect(answer[0]!.reason).toMatch(/could not read/);
    const [, all] = await both(request);
    for (const drink of all!) expect(NOT_ZERO).toContain(drink.recipeId);
  });
});

describe('years said alone are an age; years of a time without alcohol are none', () => {
  test.each(['17 saal hai, kuch meetha', '17 years, something sweet'])('%s: no alcohol at all, for a minor', async (request) => {
    await onlyZeroAlcohol(request);
    expect((await ask(request))[0]!.reason).toMatch(/under 21/);
  });

  test.each(['5 years no alcohol, something cold', "haven't had alcohol in 5 years, something cold", '5 saal se daaru nahi pi, kuch thanda', '2 saal se sober hoon, kuch meetha'])(
    '%s: alcohol-free, and the answer does not call the guest a minor',
    async (request) => {
      await onlyAlcoholFree(request);
      for (const drink of await ask(request)) expect(drink.reason).not.toMatch(/under 21/);
    },
  );
});

describe('a tea asked for, in English or in the scripts of India, is said back by name: nothing here is served hot', () => {
  test.each([
    ['masala chai milega?', 'We have no masala chai.'],
    ['चाय मिलेगी?', 'We have no tea.'],
    ['any tea? freezing in here', 'We have no tea.'],
    ['a cup of tea please', 'We have no tea.'],
    ['einen Tee bitte', 'We have no tee.'],
  ])('%s', async (request, said) => {
    expect((await ask(request))[0]!.reason).toContain(said);
  });

  test("'long island iced tea' is no tea asked for", async () => {
    for (const drink of await ask('long island iced tea please')) expect(drink.reason).not.toMatch(/served hot/);
  });
});
