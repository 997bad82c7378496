import { builtinEngine } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The classes of the ninth outside set's misses (`eval/outside-9-recommendations.json`, none of its requests copied):
 * money by its nicknames and in words, people counted as 'ppl', a price compared with a drink in German's inflections;
 * bubbles ruled out as a limit, not a taste; likeness, 'but', 'less' and occasions in the five other languages;
 * intolerances, juniper and Spanish 'soy' ('I am'). Whatever engine answers, nothing that breaks what was read gets through.
 */
const bar = demoBar();
const { ask, everything, read, capOf } = guestAsks(bar);
// Its own `priceOf` (a map) and `holding` (by words of the stock items' names, not their ids).
const priceOf = new Map(bar.recipes.map((r) => [r.id, r.price]));
const holding = (...words: string[]) =>
  bar.recipes.filter((r) => r.ingredients.some((i) => words.some((w) => bar.inventory.find((s) => s.id === i.inventoryItemId)!.name.toLowerCase().includes(w)))).map((r) => r.id);
const SPARKLING = holding('soda', 'tonic', 'ginger beer', 'cola', 'prosecco', 'lager', 'ipa', 'stout', 'beer');

describe('money by its nicknames and in words is a price limit the reader reads', () => {
  test.each([
    ['anything nice under a fiver?', 4.99],
    ['a tenner max, something sour', 10],
    ['all I have is one Jackson, something strong', 20],
    ['keep it under a Hamilton please', 9.99],
    ['tengo doce euros, algo dulce', 12],
    ['ich habe zwölf Euro, was Fruchtiges', 12],
    ["j'ai quinze euros, un truc frais", 15],
    ['ho undici euro, qualcosa di fresco', 11],
    ['menos d 12 € porfa', 11.99],
    ['15 al máximo, algo con ron', 15],
    ['tope 15, algo fresco', 15],
    ['48 euros para 4, algo con ron', 12],
    ['30 euros pour trois, un truc frais', 10],
  ])('%s: at most %s', async (request, cap) => {
    const reading = read(request);
    expect(reading.understood).toBe(true);
    expect(capOf(request)).toBe(cap);
    for (const engine of [builtinEngine, everything]) for (const r of await ask(request, engine)) expect(r.price).toBeLessThanOrEqual(cap);
  });

  test('a place or a name is no money', () => {
    expect(capOf('we just came from Lincoln Center, something bubbly')).toBeUndefined();
    expect(capOf('Jackson recommended the Negroni, anything like it?')).toBeUndefined();
  });

  test("a drink's price compared in German's inflections is a limit below it", async () => {
    const negroni = priceOf.get('negroni')!;
    for (const request of ['was Billigeres als ein Negroni?', 'einen billigeren als den Negroni bitte', 'etwas Günstigeres als ein Negroni']) {
      expect(capOf(request)).toBe(Math.round(negroni * 100 - 1) / 100);
      for (const r of await ask(request, everything)) expect(r.price).toBeLessThan(negroni);
    }
  });

  test("a party counted as 'ppl' or 'pax' shares its budget, and 'budget' beside the amount is no wish for the cheapest", async () => {
    expect(capOf('round for 4 ppl, 48 bucks total, something with gin')).toBe(12);
    expect(capOf('5 pax, 60 euros for the round')).toBe(12);
    for (const r of await ask('round for 4 ppl, 48 bucks total, something with gin', everything)) expect(r.price).toBeLessThanOrEqual(12);
    expect(read('$60 budget for the two of us, something smoky').cheap).toBe(false);
    expect(read('cheap and cheerful, under $12').cheap).toBe(true);
  });

  test('an amount the limit words miss is still read, so the answer speaks of it', () => {
    for (const request of ["we've got 40 between the four of us", 'can we do something good for a tenner']) {
      expect(read(request).understood).toBe(true);
      expect(read(request).maxPrice).toBeDefined();
    }
    // An age is never a price, however the reader comes to it.
    expect(read("I'm under 21").maxPrice).toBeUndefined();
  });
});

describe('bubbles ruled out are a limit; bubbles toned down are a taste', () => {
  test.each([
    ['no bubbles please, something with gin'],
    ["I can't do bubbles, something refreshing"],
    ['nothing fizzy, a long drink'],
    ['sin gas por favor, algo refrescante'],
    ['sans bulles, un truc frais'],
    ['ohne Kohlensäure bitte, was Erfrischendes'],
    ['senza bollicine, qualcosa di fresco'],
    ['rien de pétillant, un truc frais'],
    ['niente di frizzante per favore'],
    ['bubbles give me a headache, something refreshing'],
    ['sem gás, algo refrescante'],
  ])('%s: no sparkling wine, beer or soda, whoever answers', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const r of answer) expect(SPARKLING).not.toContain(r.recipeId);
    }
  });

  test('nothing still is alcohol-free on the menu: an alcohol-free guest who rules out bubbles gets no drink rather than a wrong one', async () => {
    expect(ALCOHOL_FREE_IDS.every((id) => SPARKLING.includes(id))).toBe(true);
    expect(await ask("nothing fizzy, I'm the designated driver", everything)).toEqual([]);
  });

  test("'not too fizzy' ranks; it rules nothing out", () => {
    expect(read('not too fizzy, something fruity').excludedIngredients).toEqual([]);
  });
});

describe('likeness, its "but", "less" and occasions in the five other languages', () => {
  test.each([
    ['algo como un daiquiri pero sin ron', 'daiquiri'],
    ['wie ein Mojito aber ohne Minze', 'mojito'],
    ['qualcosa come un Manhattan ma meno forte', 'manhattan'],
    ['comme un Negroni mais sans gin', 'negroni'],
    ['parecido com uma margarita, mas sem tequila', 'margarita'],
    ['tipo un old fashioned pero más suave', 'old-fashioned'],
  ])('%s: like the %s, not the %s itself', async (request, id) => {
    const reading = read(request);
    expect(reading.drinks.some((d) => d.mode === 'like' && d.ids.includes(id))).toBe(true);
    expect(reading.excludedDrinks).toContain(id);
    expect((await ask(request)).map((r) => r.recipeId)).not.toContain(id);
  });

  test.each([
    ['festeggiamo la sua promozione!', 'prosecco'],
    ['on fête un anniversaire ce soir', 'prosecco'],
    ['estamos celebrando, algo especial', 'prosecco'],
    ['para despertarme, estoy muerto', 'espresso'],
    ['pour me réveiller un peu', 'espresso'],
  ])('%s: an occasion read (%s)', (request, ingredient) => {
    const reading = read(request);
    expect(reading.understood).toBe(true);
    expect(reading.occasionIngredients.flat()).toContain(ingredient);
  });

  test.each(['nach dem Essen, was zum Verdauen', 'dopo cena, qualcosa per digerire', 'después de cenar, algo para bajar la comida'])('%s: after a meal, something strong', (request) => {
    expect(read(request).strength?.level).toBe('strong');
  });
});

describe('intolerances, juniper and Spanish "soy"', () => {
  test.each([
    ['sono intollerante al lattosio', 'cream'],
    ['soy intolerante a la lactosa, algo dulce', 'cream'],
    ['allergisch voor jeneverbes', 'gin'],
    ['allergia al ginepro', 'gin'],
    ['Wacholder vertrage ich nicht', 'gin'],
  ])('%s: %s ruled out', async (request, word) => {
    expect(read(request).excludedIngredients.flat()).toContain(word);
    if (word === 'gin') for (const r of await ask(request, everything)) expect(holding('gin')).not.toContain(r.recipeId);
  });

  test("'soy' before how the guest is means 'I am'; soy named is still soy", () => {
    expect(read('soy alérgico a los huevos').excludedIngredients.flat()).toContain('egg');
    expect(read('soy alérgico a los huevos').excludedIngredients.flat()).not.toContain('soy');
    expect(read('soy vegana, algo afrutado').excludedIngredients.flat()).not.toContain('soy');
    expect(read('no soy please').excludedIngredients.flat()).toContain('soy');
    expect(read('allergisch voor soja').excludedIngredients.flat()).toContain('soy');
  });
});

describe('what the guest said, read as meant', () => {
  test("'cant' and 'wont' typed without the apostrophe are 'can not' and 'will not'", async () => {
    expect(read('i cant have egg, something sour').excludedIngredients.flat()).toContain('egg');
    expect(read('and I cant do bubbles').excludedIngredients.flat()).toContain('soda');
    expect(capOf('i wont pay more than 11')).toBe(11);
    for (const r of await ask('i cant have egg, something sour', everything)) expect(holding('egg')).not.toContain(r.recipeId);
  });

  test('a mistake told as a report is no wish; a liking told of the last time still is', async () => {
    const request = 'NOT a mocktail please, yesterday they gave me a virgin one by mistake, I want a real daiquiri';
    expect(read(request).alcoholFree).toBe(false);
    expect((await ask(request)).map((r) => r.recipeId)[0]).toBe('daiquiri');
    expect(read('last time I had a margarita, loved it, something similar').drinks.some((d) => d.mode === 'like' && d.ids.includes('margarita'))).toBe(true);
  });

  test('a superlative says the taste it compares', () => {
    expect(read('just the smokiest thing you have').flavours.get('smoky')).toBeGreaterThan(0);
    expect(read('the strongest thing on the menu').strength?.level).toBe('strong');
  });

  // (ADR 34: it was read as a reason not to drink until five outside sets, written apart, all read it as a light drink.)
  test.each(["I don't want to get drunk tonight, something nice", "I don't want to get tipsy, something citrusy", 'no quiero emborracharme, algo fresco', 'ich will nicht betrunken werden'])(
    'not wanting to get drunk is a wish for a light drink, not for none: %s',
    async (request) => {
      expect(read(request).strength?.level).toBe('light');
      expect(read(request).alcoholFree).toBe(false);
      const answer = await ask(request, everything);
      expect(answer.some((r) => !ALCOHOL_FREE_IDS.includes(r.recipeId))).toBe(true);
      expect(answer.map((r) => r.reason).join(' ')).not.toMatch(/only alcohol-free/);
    },
  );

  test("a reason not to drink beside it still makes the answer alcohol-free: 'I'm driving so I can't get drunk'", async () => {
    for (const r of await ask("I'm driving so I can't get drunk", everything)) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });
});

describe('a drink asked for by name that the answer leaves out is said, with why', () => {
  test.each([
    ['a margarita for under 10 please', /^The Margarita is \$\d+\.\d\d, over your limit, so here is the closest\./],
    ['one piña colada please', /^The Piña Colada is not available right now: we are out of coconut cream, so here is the closest\./],
    ['a virgin espresso martini?', /^The Espresso Martini has alcohol, so here is the closest\./],
  ])('%s', async (request, said) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).toMatch(said);
  });

  test('a drink that is offered needs no such word', async () => {
    expect((await ask('a negroni please'))[0]!.reason).not.toMatch(/^The Negroni/);
  });
});

describe("'fresh' in what a guest says", () => {
  test('asks for a refreshing drink, in English as in the other languages', () => {
    for (const request of ['something fresh please', 'un truc frais', 'algo fresco']) {
      expect(read(request).understood).toBe(true);
      expect(read(request).flavours.get('refreshing')).toBeGreaterThan(0);
    }
  });
});

describe('a drink for a child', () => {
  const BITTER_ALCOHOL_FREE = ['alcohol-free-spritz', 'alcohol-free-gin-and-tonic'];
  test.each(['something for my 10 year old son', 'algo para mi hija de 9 años', 'pour ma fille de 12 ans', 'qualcosa per i bambini', 'was für die Kinder, ohne Alkohol'])(
    '%s: the sweet, fruity alcohol-free drinks first, never alcohol',
    async (request) => {
      const answer = await ask(request);
      for (const r of answer) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
      expect(answer.slice(0, 3).map((r) => r.recipeId)).not.toEqual(expect.arrayContaining([BITTER_ALCOHOL_FREE[0]!]));
      expect(answer[0]!.recipeId).toBe('shirley-temple');
    },
  );

  test("'not a kid's drink' is a grown-up wish", () => {
    expect(read("no alcohol but not a kid's drink, something grown-up").flavours.get('sweet')).toBeUndefined();
  });
});

describe('not even a trace, said in the other languages', () => {
  test.each(['tô amamentando, nada de álcool', 'estoy amamantando, sin alcohol', "j'allaite, sans alcool svp", 'ich stille noch, was ohne Alkohol', 'sto allattando, niente alcol', 'sono astemia', 'soy abstemio', "I'm teetotal", 'zero-proof options please', 'sou muçulmano, algo gostoso', 'soy musulmana'])(
    '%s: alcohol-free, and not the 0.5% beer either',
    async (request) => {
      expect(read(request).noAlcoholTrace).toBe(true);
      for (const r of await ask(request, everything)) expect(ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer')).toContain(r.recipeId);
    },
  );
});

describe('a wish for the finer drinks', () => {
  test('something special within a limit is the dearer drinks up to it', async () => {
    expect(read("I'll spend up to 15 on something really special").premium).toBe(true);
    const answer = await ask("I'll spend up to 15 on something really special");
    for (const r of answer.slice(0, 3)) expect(r.price).toBeGreaterThanOrEqual(14);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(15);
  });
});

describe('limits the ranking used to hide', () => {
  test("'I'd stretch to 10, no further' and '12, no more' are caps", () => {
    expect(capOf("I'd stretch to 10, no further. a beer")).toBe(10);
    expect(capOf('something fruity, 12, no more')).toBe(12);
  });

  test("a count of drinks 'for under' a total shares it, a cent below", () => {
    expect(capOf('2 margaritas for under 30 total?')).toBe(14.99);
  });

  test("'chacun', 'cada uno', 'jeweils' said of what each guest gets leave the amount a total", () => {
    expect(capOf('on est trois avec 36 euros, un verre de vin chacun ?')).toBe(12);
    expect(capOf('12 euros chacun, un truc frais')).toBe(12);
  });

  test('a reaction to orgeat is a nut allergy; a 15-year-old in Dutch gets not even the 0.5% beer; on the wagon is not a trace', async () => {
    for (const r of await ask('orgeat makes me swell up, something tiki', everything)) expect(holding('amaretto', 'orgeat', 'coconut')).not.toContain(r.recipeId);
    expect(read('ik ben 15, iets zonder alcohol').noAlcoholTrace).toBe(true);
    expect(read("I'm on the wagon, what's fun?").noAlcoholTrace).toBe(true);
  });

  test('what is made from a fruit goes with it: no orange leaves out the orange liqueur', async () => {
    for (const r of await ask('nothing with orange in it please', everything)) expect(holding('orange', 'triple sec', 'aperol')).not.toContain(r.recipeId);
  });
});

describe('words spelt as they sound, and drinks by their likeness in the other languages', () => {
  test.each([
    ['expreso martiny 🙏', 'espresso-martini'],
    ['algo con tekila y limon', 'tequila'],
    ['smth frooty and sweeet', 'fruity'],
  ])('%s is read (%s)', (request, what) => {
    const reading = read(request);
    expect(reading.understood).toBe(true);
    expect([...reading.drinks.flatMap((d) => d.ids), ...reading.spirits, ...reading.flavours.keys()]).toContain(what);
  });

  test('money and everyday words are never turned into menu words by their sound', () => {
    expect(read('not more than 9 quid for a beer').alcoholFree).toBe(false);
    expect(read('not more than 9 quid for a beer').maxPrice).toBe(9);
    expect(read('verder vind ik alles goed').categories).toEqual([]);
  });

  test.each([
    ['algo distinto a la margarita, ya me tomé dos', 'margarita'],
    ["autre chose qu'un gin tonic, mais toujours avec du gin", 'gin-and-tonic'],
    ['qualcosa di diverso dallo spritz, sempre leggero', 'aperol-spritz'],
    ['etwas anderes als ein Mojito bitte', 'mojito'],
  ])('%s: not the %s', async (request, id) => {
    expect(read(request).excludedDrinks).toContain(id);
    for (const r of await ask(request, everything)) expect(r.recipeId).not.toBe(id);
  });

  test.each([
    ['venimos de una boda y seguimos la fiesta', 'prosecco'],
    ['Wir haben uns verlobt!! Was zum Anstoßen?', 'prosecco'],
  ])('%s: a celebration (%s)', (request, ingredient) => {
    expect(read(request).occasionIngredients.flat()).toContain(ingredient);
  });

  test('a cold night, the end of the working day and a game in the other languages are read', () => {
    expect(read('soirée glaciale, un truc qui réchauffe').strength?.level).toBe('strong');
    expect(read('zum Feierabend was Entspanntes bitte').understood).toBe(true);
    expect(read('noche de partido con los amigos').categories).toContain('beer');
  });
});

describe('an open wish within a price', () => {
  test('is the finer alcoholic drinks up to it, not the cheapest pours or the alcohol-free ones', async () => {
    for (const request of ["what's good under 13?", 'algo rico hasta 12', 'cosa c’è di buono sotto i 13 euro?']) {
      const top = (await ask(request)).slice(0, 3);
      for (const r of top) {
        expect(ALCOHOL_FREE_IDS).not.toContain(r.recipeId);
        expect(r.price).toBeGreaterThanOrEqual(10);
      }
    }
  });

  test('a guest who asks for alcohol-free within a price still gets only alcohol-free drinks', async () => {
    for (const r of await ask('no alcohol, under 10')) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });
});

describe("Spanish 'limón' and Portuguese 'limão'", () => {
  test('rule out both the lime and the lemon, and wish for either', async () => {
    for (const request of ['sin limón por favor', 'sem limão, algo doce']) {
      for (const r of await ask(request, everything)) expect(holding('lime', 'lemon')).not.toContain(r.recipeId);
    }
    expect(read('algo con tequila y limón').ingredients.flat()).toEqual(expect.arrayContaining(['lime', 'lemon']));
  });

  test("German 'Wermut' is vermouth", async () => {
    for (const r of await ask('ohne Wermut bitte', everything)) expect(holding('vermouth')).not.toContain(r.recipeId);
  });
});

describe('spirits ruled out as the other languages say it', () => {
  test.each([
    ['odio el tequila, algo fresco', ['tequila', 'mezcal']],
    ['detesto el gin', ['gin']],
    ['odeio vodka, algo doce', ['vodka']],
    ['sem uísque por favor', ['bourbon', 'rye', 'scotch', 'whisky']],
    ['sin güisqui', ['bourbon', 'rye', 'scotch', 'whisky']],
    ['nothing brown please', ['bourbon', 'rye', 'scotch', 'whisky']],
    ["I'm off tequila", ['tequila', 'mezcal']],
  ])('%s', async (request, words) => {
    for (const r of await ask(request, everything)) expect(holding(...words)).not.toContain(r.recipeId);
  });

  test("a wish for tequila still finds the drinks with mezcal beside it; a guest who keeps mezcal keeps it", async () => {
    expect((await ask('something with tequila')).map((r) => r.recipeId)).toContain('paloma');
    expect(read("no tequila period. mezcal's ok tho").excludedSpirits).toEqual(['tequila']);
  });
});

describe('what an outside guest tester found', () => {
  test.each([
    'tengo quince años, q me recomiendas',
    "j'ai quinze ans, un cocktail fruité ?",
    'mein Sohn ist fünfzehn, was Fruchtiges für ihn',
    'tengo dieciséis, algo con burbujas',
    'ho quindici anni, qualcosa di dolce',
    'tenho dezesseis anos, algo doce',
    "j'ai dix-sept ans",
  ])('%s: an age in words is a minor, not even a trace', async (request) => {
    expect(read(request).noAlcoholTrace).toBe(true);
    for (const r of await ask(request, everything)) expect(ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer')).toContain(r.recipeId);
  });

  test("a number word elsewhere is no age ('once more', 'somos dos')", () => {
    expect(read('once more please, a negroni').alcoholFree).toBe(false);
    expect(read('somos dos, algo con ron').alcoholFree).toBe(false);
  });

  test.each([
    ['zwanzig euro für uns zwei', 10],
    ['veinte euros para los dos', 10],
  ])('%s: a total for two is each drink\'s half (%s)', async (request, cap) => {
    expect(capOf(request)).toBe(cap);
    for (const r of await ask(request, everything)) expect(r.price).toBeLessThanOrEqual(cap);
  });

  test("'el ron no me sienta nada bien' rules rum out", async () => {
    for (const r of await ask('el ron no me sienta nada bien, algo tropical', everything)) expect(holding('rum')).not.toContain(r.recipeId);
  });

  test('a pregnancy said not to be keeps coffee and alcohol; one said to be over lets the guest drink', async () => {
    expect(read("I'm not pregnant, just tired, espresso something").excludedIngredients).toEqual([]);
    expect(read('je suis pas enceinte, un vrai cocktail au whisky').alcoholFree).toBe(false);
    expect(read("I'm pregnant, something nice").noAlcoholTrace).toBe(true);
  });

  test('ginger beer is a soda: a guest off beer or gluten still gets it', async () => {
    const answer = await ask('no beer, something with ginger');
    expect(answer.map((r) => r.recipeId)).toContain('moscow-mule');
    for (const r of answer) expect(['lager', 'ipa', 'stout', 'alcohol-free-beer']).not.toContain(r.recipeId);
  });
});

describe('no sugar, as the other languages say it', () => {
  test.each(['ich bin zuckerkrank', 'senza zuccheri per favore', 'pas de sucre svp', 'kein Zucker bitte', 'nothing with added sugar', 'sugar makes me sick'])('%s: no syrup, juice, soda or liqueur', async (request) => {
    for (const r of await ask(request, everything)) expect(holding('syrup', 'grenadine', 'cordial', 'cola', 'tonic', 'ginger beer', 'juice', 'liqueur')).not.toContain(r.recipeId);
  });
});

describe('citrus and sulphites as the other languages name them', () => {
  test.each(['sin cítricos por favor', 'sans agrumes', 'keine Zitrusfrüchte', 'niente agrumi', 'sem cítricos'])('%s: no citrus at all', async (request) => {
    for (const r of await ask(request, everything)) expect(holding('lime', 'lemon', 'orange', 'grapefruit', 'triple sec')).not.toContain(r.recipeId);
  });

  test('Sulfitallergie rules out the wines', async () => {
    for (const r of await ask('Sulfitallergie, was empfehlen Sie?', everything)) expect(holding('wine', 'prosecco')).not.toContain(r.recipeId);
  });
});
