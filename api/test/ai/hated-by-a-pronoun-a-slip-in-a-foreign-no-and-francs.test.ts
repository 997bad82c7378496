import { demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of the classes an outside tester at a Milan and Rome bar reported (build 351642f6), said in the six
 * languages and not only in the tester's words: a thing hated with a pronoun before the verb ('il gin lo odio', 'el
 * ron lo odio', 'le gin, je le déteste') or found disgusting ('mi fa schifo'); a slip of the thumb inside a 'no' of
 * another language ('nienet gin', 'sensa rum', 'ohen Gin'); an allergy said by what it does or by avoiding it in
 * another language ('evito la frutta a guscio, mi fa gonfiare la gola'); Neapolitan and Tuscan 'not' ('nun me piace',
 * 'un mi piace'); Swiss francs said in Italian ('ho 12 franchi', never an age of 12); a day of the week or an
 * exclamation read as a drink ('martedì' as the Martini, 'Ammazza' as a beer); a glass not touched in years, in
 * Italian; two people with two reasons at one table, and the guest's own drink, said in Italian, Spanish and French.
 */
const bar = demoBar();
const { ask, ids, alcoholic, priceOf, onlyAlcoholFree, offersNoneOf } = guestAsks(bar);

/** No drink answered (by the built-in engine, or by a model offering every drink) is made with any of these items. */
const ruledOut = (request: string, ...items: string[]) => offersNoneOf(request, items);

describe('a thing hated with a pronoun before the verb, or found disgusting, is ruled out', () => {
  test.each([
    ['Il gin lo odio, qualcosa di fresco', 'gin-london-dry'],
    ['La vodka la odio. Un drink agrumato?', 'vodka'],
    ['il rum? lo detesto. un cocktail agrumato', 'rum-white', 'rum-dark'],
    ['el ron lo odio, algo cítrico', 'rum-white', 'rum-dark'],
    ['la tequila la detesto, algo refrescante', 'tequila-blanco'],
    ['le gin, je le déteste. un truc frais', 'gin-london-dry'],
    ['Gin hasse ich, was Frisches bitte', 'gin-london-dry'],
    ['il gin non lo sopporto, qualcosa di amaro', 'gin-london-dry'],
    ['el gin no lo soporto, algo amargo', 'gin-london-dry'],
    ['il gin mi fa schifo, qualcosa di amaro', 'gin-london-dry'],
    ['el tequila me da asco, algo fresco', 'tequila-blanco'],
    ['la vodka me dégoûte, un cocktail fruité', 'vodka'],
  ])('%s', (request, ...items) => ruledOut(request, ...items));

  test("'la odio' with nothing before it rules nothing out and asks for nothing ('odio il lunedì, qualcosa di forte')", async () => {
    expect(alcoholic(await ids('odio il lunedì, qualcosa di forte')).length).toBeGreaterThan(0);
  });
});

describe("a slip of the thumb inside another language's 'no' is still a 'no'", () => {
  test.each([
    ['nienet gin per me, qualcosa di amaro', 'gin-london-dry'],
    ['nente vodka, grazie, qualcosa di fresco', 'vodka'],
    ['niete rum stasera', 'rum-white', 'rum-dark'],
    ['sensa gin, qualcosa di amaro', 'gin-london-dry'],
    ['snza tequila per favore', 'tequila-blanco'],
    ['ohen Gin bitte, was Bitteres', 'gin-london-dry'],
    ['kien Wodka, was Fruchtiges', 'vodka'],
    ['snas rhum stp, un truc frais', 'rum-white', 'rum-dark'],
    ['nadda de tequila, algo fresco', 'tequila-blanco'],
  ])('%s', (request, ...items) => ruledOut(request, ...items));

  test.each([
    ['one gin and tonic please', 'gin-and-tonic'],
    ['sono gin lover, qualcosa di amaro', 'negroni'],
    ['Sinn für Gin? einen Gin Tonic bitte', 'gin-and-tonic'],
  ])("a word of its own a slip away from a 'no' asks as said: %s", async (request, wanted) => {
    expect(await ids(request)).toContain(wanted);
  });
});

describe('an allergy said by what it does, or by avoiding the thing, in the other languages', () => {
  const NUTS = ['orgeat-syrup', 'amaretto', 'coconut-cream'];
  test.each([
    'evito la frutta a guscio, mi fa gonfiare la gola. qualcosa di dolce',
    "le noci mi fanno venire l'orticaria, un cocktail tropicale",
    'los frutos secos me hinchan la garganta, algo tropical',
    "les noix me donnent de l'urticaire, un cocktail exotique",
    'evito le noci, un cocktail tropicale',
    "j'évite les fruits à coque, un cocktail sucré",
    'evito los frutos secos, algo dulce y tropical',
  ])('%s: no nuts', (request) => ruledOut(request, ...NUTS));

  test.each([
    ["evito l'uovo, qualcosa di cremoso", 'egg-white'],
    ['evito el huevo, algo cremoso', 'egg-white'],
    ['Ich vermeide Eier, was Cremiges', 'egg-white'],
  ])('%s', (request, ...items) => ruledOut(request, ...items));
});

describe("Neapolitan and Tuscan 'not'", () => {
  test.each([
    ["nun me piace 'o gin, quaccosa 'e fresco", 'gin-london-dry'],
    ["'o gin nun me piace, 'na cosa amara", 'gin-london-dry'],
    ['un mi piace il gin, qualcosa di amaro', 'gin-london-dry'],
  ])('%s', (request, ...items) => ruledOut(request, ...items));

  test("'nun bevo' (I don't drink): alcohol-free", () => onlyAlcoholFree("nun bevo, so' astemio. quaccosa 'e fresco"));
});

describe('Swiss francs and pounds said in Italian are money, never an age', () => {
  test.each(['ho 12 franchi, un cocktail', 'ho 12 franchi in tasca, cosa mi dai?', 'mi restano 12 sterline, un cocktail'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.map((d) => d.reason).join(' ')).not.toMatch(/under \d+|cannot serve alcohol/i);
    expect(alcoholic(answer.map((d) => d.recipeId)).length).toBeGreaterThan(0);
    for (const d of answer) expect(priceOf(d.recipeId)).toBeLessThanOrEqual(12);
  });
});

describe('a day of the week or an exclamation is no drink', () => {
  test.each([
    ['vado agli alcolisti anonimi il martedì, qualcosa di fresco', /martini/i],
    ['martedì sera, qualcosa di fresco', /martini/i],
    ['ammazza che freddo, qualcosa di forte', /almaza/i],
    ['mannaggia, qualcosa di amaro', /not on our menu/i],
  ])('%s', async (request, misread) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(d.reason).not.toMatch(misread);
  });

  test("'alcolisti anonimi il martedì' is still not drinking", () => onlyAlcoholFree('vado agli alcolisti anonimi il martedì, qualcosa di fresco'));
});

describe('a glass not touched in years, in Italian, is not drinking, and said so', () => {
  test.each(['non tocco un bicchiere da due anni, cosa mi consigli?', 'non bevo un goccio da tre anni, qualcosa di fresco', 'non tocco alcol da anni, un drink'])('%s', async (request) => {
    await onlyAlcoholFree(request);
    expect((await ask(request))[0]!.reason).not.toMatch(/could not tell/i);
  });
});

describe("a drink for the guest and another's limit at one table, in Italian, Spanish and French", () => {
  test.each([
    'un Negroni per me e qualcosa di analcolico per la mia amica incinta',
    'un Negroni para mí y algo sin alcohol para mi amiga embarazada',
    'un Negroni pour moi et un sans alcool pour mon amie enceinte',
  ])('%s: the Negroni for the guest, alcohol-free for the friend', async (request) => {
    const answer = await ask(request);
    expect(answer.find((d) => d.recipeId === 'negroni')?.reason).toMatch(/^For you/);
    expect(answer.some((d) => /^For your friend/.test(d.reason) && d.recipeId !== 'negroni')).toBe(true);
    for (const d of answer.filter((x) => /^For your friend/.test(x.reason))) expect(alcoholic([d.recipeId])).toEqual([]);
  });

  test.each(['io voglio un Negroni, la mia amica è incinta e Marco guida', 'yo quiero un Negroni, mi amiga está embarazada', 'je veux un Negroni, ma copine est enceinte'])(
    "%s: the others' limits are theirs; the guest's Negroni first",
    async (request) => {
      expect((await ids(request))[0]).toBe('negroni');
    },
  );
});

describe("'not even a drop' said of the one thing just ruled out is that thing, never alcohol itself", () => {
  test.each([
    ['No whisky, not even a drop. something smoky', 'bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay'],
    ['sin ron, ni una gota. algo dulce', 'rum-white', 'rum-dark'],
    ['kein Gin, keinen Tropfen! was Frisches', 'gin-london-dry'],
    ['pas de tequila, pas une goutte, un truc frais', 'tequila-blanco'],
  ])('%s', async (request, ...items) => {
    await ruledOut(request, ...items);
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });

  test.each(['no alcohol, not even a drop', 'not a drop tonight, something fruity', 'sin alcohol, ni una gota'])('%s: no alcohol, not even the 0.5%% beer', async (request) => {
    await onlyAlcoholFree(request);
    expect(await ids(request)).not.toContain('alcohol-free-beer');
  });
});

describe('an alcohol-free wish taken back in the other languages, with no reason said', () => {
  test.each([
    ['Niente alcol... ma sì dai… un Negroni!', 'negroni'],
    ['sin alcohol... bueno va, ¡una caña!', 'lager'],
    ['sans alcool... oh et puis zut, un mojito', 'mojito'],
    ['ohne Alkohol ... ach was, ein Negroni', 'negroni'],
  ])('%s', async (request, drink) => {
    expect((await ids(request))[0]).toBe(drink);
  });

  test.each(['niente alcol, sono incinta... ma sì dai, un Negroni', 'sin alcohol que conduzco... bueno va, una caña'])('with a reason said, it stays alcohol-free: %s', onlyAlcoholFree);
});
