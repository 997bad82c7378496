import { ALCOHOL_FREE_IDS, guestAsks } from './fixtures';

/**
 * How far a 'no' reaches and the words guests use for a rule: a restriction runs through words of containing and
 * amount ('nothing containing gin', 'not even a drop of mint') and through the reader's typo corrections ('no
 * tequlia'); loathing and taking out ('I detest rum', 'lose the mint') and bodily reactions ('gin makes me queasy')
 * rule a thing out; two negations are a wish ('no drink without gin', 'never say no to tequila', "I don't mind egg
 * white"). Asked of the built-in engine and of a model that offers the whole menu.
 */
const { priceOf: price, ingredientsOf, both } = guestAsks();
const WHISKY = ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay'];

describe('a restriction reaches the thing through words of containing and amount, and through typos', () => {
  test.each([
    ['nothing containing gin, something refreshing', ['gin-london-dry']],
    ['no trace of rum please', ['rum-white', 'rum-dark']],
    ['not even a drop of mint, something sweet', ['mint-leaves']],
    ['nothing made with vodka', ['vodka']],
    ['no tequlia, something sour', ['tequila-blanco']],
    ['wiskey is a no for me, something stirred', WHISKY],
    ['zero gin, something bitter', ['gin-london-dry']],
    ['free of grenadine please', ['grenadine']],
  ])('%s', async (text, items) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
    }
  });
});

describe('loathing, taking out and bodily reactions rule a thing out', () => {
  test.each([
    ['I detest rum, something tropical', ['rum-white', 'rum-dark']],
    ['I loathe campari', ['campari']],
    ["can't tolerate ginger, something long", ['ginger-beer', 'honey-ginger-syrup']],
    ['lose the mint, something fresh', ['mint-leaves']],
    ['cut the vermouth please', ['vermouth-sweet', 'vermouth-dry']],
    ['exclude tequila', ['tequila-blanco']],
    ['gin is excluded, something citrusy', ['gin-london-dry']],
    ['vodka is off the menu for me', ['vodka']],
    ['gin makes me queasy, something fizzy', ['gin-london-dry']],
    ['prosecco gives me hives', ['prosecco']],
    ["coffee and I don't get along, something sweet", ['coffee-liqueur', 'espresso']],
  ])('%s', async (text, items) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
    }
  });

  test('the answer says what it left out', async () => {
    const [recs] = await both('I detest rum, something tropical');
    expect(recs![0]!.reason).toMatch(/left out every drink with white rum and dark rum/);
  });
});

describe('two negations are a wish', () => {
  test.each([
    ['no drink without gin', 'gin-london-dry'],
    ['not without mint', 'mint-leaves'],
    ["I can't live without tequila", 'tequila-blanco'],
    ['I could never say no to rum', 'rum-white'],
    ["I don't mind egg white", 'egg-white'],
    ['not against campari', 'campari'],
    ["I don't hate vodka", 'vodka'],
    ['I never drink anything but whiskey', 'bourbon'],
    ['something with a drop of prosecco', 'prosecco'],
  ])('%s', async (text, item) => {
    const [recs] = await both(text);
    const top = recs!.slice(0, 3).flatMap((r) => ingredientsOf(r.recipeId));
    expect(item === 'bourbon' ? top.some((i) => WHISKY.includes(i)) : top.includes(item)).toBe(true);
    for (const r of recs!) expect(r.reason).not.toMatch(/left out/);
  });
});

describe('alcohol-free as guests say it beyond the lexicon', () => {
  test.each([
    'I brought the car',
    "I'm DDing",
    'non drinker here',
    'tee-total',
    'something soft please',
    'dry july!',
    "I'm not of drinking age",
    'faux-tail?',
    'N/A please',
    'alc free',
    'on painkillers',
    'for my toddler',
    'for my son (13)',
    'eating for two',
    'ik drink niet',
  ])('%s', async (text) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
    }
  });

  test('a toddler or a pregnancy allows not even the 0.5% beer', async () => {
    for (const text of ['for my toddler', 'eating for two']) for (const recs of await both(text)) expect(recs.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
  });
});

describe('price caps misspelt or said with a verb', () => {
  test.each([
    ['maxium 10', 10],
    ['no mor than 9', 9],
    ['les than 10', 9.99],
    ['11 dolars max', 11],
    ["don't go over 9", 9],
    ["I won't go over 10", 10],
    ['10 at the very most', 10],
    ['9, not a cent more', 9],
    ['all I have is 8', 8],
    ["my budget's 9", 9],
    ['nothing more expensive than 10', 10],
  ])('%s: nothing over %d', async (text, cap) => {
    for (const recs of await both(`${text}, something refreshing`)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(price(r.recipeId)).toBeLessThanOrEqual(cap);
    }
  });

  test.each([
    ['around 10, something fruity', 10],
    ['~11, something refreshing', 11],
    ['approx. 9 please', 9],
  ])('an approximate amount with no time or count near it is a cap: %s', async (text, cap) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(price(r.recipeId)).toBeLessThanOrEqual(cap);
    }
  });

  test('a time stays a time: we leave at around 10, around 9pm', async () => {
    const [leave] = await both('we leave at around 10, something with tequila');
    expect(leave!.some((r) => price(r.recipeId) > 10)).toBe(true);
    const [late] = await both('around 9pm, a nightcap');
    expect(late!.some((r) => price(r.recipeId) > 9)).toBe(true);
  });

  test('a word of another language next to a number is left as it is: no más de 10', async () => {
    for (const recs of await both('no más de 10, algo refrescante')) for (const r of recs) expect(price(r.recipeId)).toBeLessThanOrEqual(10);
  });
});

describe('ruling out in the other languages', () => {
  test.each([
    ['cualquier cosa menos ron, algo dulce', ['rum-white', 'rum-dark']],
    ['tout sauf le gin, quelque chose de frais', ['gin-london-dry']],
    ['alles außer Wodka, etwas Fruchtiges', ['vodka']],
    ['tutto tranne il tequila', ['tequila-blanco']],
    ['odio el mezcal, algo ahumado', ['mezcal']],
    ['je déteste le campari', ['campari']],
    ['ich hasse Minze, etwas Frisches', ['mint-leaves']],
    ['el ron no me gusta, algo tropical', ['rum-white', 'rum-dark']],
    ['non mi piace il gin, qualcosa di fresco', ['gin-london-dry']],
    ['le gin, très peu pour moi', ['gin-london-dry']],
    ['que no lleve vodka, algo ácido', ['vodka']],
    ['sans aucun rhum', ['rum-white', 'rum-dark']],
    ['non voglio gin, qualcosa di amaro', ['gin-london-dry']],
    ['não quero rum, algo doce', ['rum-white', 'rum-dark']],
    ['tequila yok, bir şey ferah', ['tequila-blanco']],
    ['ginsiz bir kokteyl', ['gin-london-dry']],
  ])('%s', async (text, items) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
    }
  });

  test("'menos' before a taste is 'less', not 'except': algo menos dulce con gin keeps the gin", async () => {
    const [recs] = await both('algo menos dulce con gin');
    expect(recs!.slice(0, 3).some((r) => ingredientsOf(r.recipeId).includes('gin-london-dry'))).toBe(true);
  });
});

describe('an allergy said by its reaction or in one word of the northern languages', () => {
  test.each([
    ['nuts make me swell up, something sweet', ['orgeat-syrup', 'amaretto', 'coconut-cream']],
    ['my throat closes with nuts, something sweet', ['orgeat-syrup', 'amaretto', 'coconut-cream']],
    ['nötallergi, something sweet', ['orgeat-syrup', 'amaretto', 'coconut-cream']],
    ['jordnötsallergi, something sweet', ['orgeat-syrup', 'amaretto', 'coconut-cream']],
    ['allergisch voor noten, something sweet', ['orgeat-syrup', 'amaretto', 'coconut-cream']],
    ['uczulenie na orzechy, something sweet', ['orgeat-syrup', 'amaretto', 'coconut-cream']],
    ['fıstık alerjisi, something sweet', ['orgeat-syrup', 'amaretto', 'coconut-cream']],
    ['tenho alergia a castanhas, something sweet', ['orgeat-syrup', 'amaretto', 'coconut-cream']],
    ['äggallergi, something sweet', ['egg-white']],
    ['uczulenie na jajka, something sweet', ['egg-white']],
    ['yumurta alerjisi, something sweet', ['egg-white']],
  ])('%s', async (text, items) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
    }
  });
});

describe('a drink of the menu said no to', () => {
  test.each([
    ['a margarita? no thanks, something with tequila', 'margarita'],
    ['the mojito is a no for me', 'mojito'],
    ['tout sauf un cosmo', 'cosmopolitan'],
    ['mojito não, algo refrescante', 'mojito'],
    ['something rather than a negroni', 'negroni'],
    ['I detest the espresso martini', 'espresso-martini'],
  ])('%s: not offered, and the answer says so', async (text, id) => {
    for (const recs of await both(text)) {
      expect(recs.length).toBeGreaterThan(0);
      expect(recs.map((r) => r.recipeId)).not.toContain(id);
    }
  });

  test('the note names the drink, not an ingredient', async () => {
    const [recs] = await both('mojito não, algo refrescante');
    expect(recs![0]!.reason).toMatch(/I left out the Mojito/);
    expect(recs![0]!.reason).not.toMatch(/every drink with the Mojito/);
  });
});

describe('not even a trace of alcohol, said in any language or by a reason that allows none', () => {
  const ZERO = ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer');
  test.each([
    "sans aucune trace d'alcool",
    'ganz ohne Alkohol, auch kein alkoholfreies Bier',
    'nemmeno una goccia di alcol',
    'nem uma gota de álcool',
    "I'm on antabuse",
    'taking disulfiram',
    'on metronidazole',
    "I'm an alcoholic, nothing with alcohol",
    'for the little ones',
  ])('%s: only 0.0% drinks', async (text) => {
    for (const recs of await both(`${text}, something refreshing`)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(ZERO).toContain(r.recipeId);
    }
  });

  test('a price with a zero after the point is no 0.0', async () => {
    const [recs] = await both('under $10.0, something fruity');
    expect(recs!.some((r) => !ALCOHOL_FREE_IDS.includes(r.recipeId))).toBe(true);
  });
});

describe('alcohol-free in the other languages: not drinking, on call, pregnancy, the short word', () => {
  test.each([
    'prefiero no beber',
    'je préfère ne pas boire',
    'preferisco non bere',
    'prefiro não beber',
    'estoy de guardia',
    'je suis de garde',
    'sono di turno stanotte',
    'estou de plantão',
    'ich habe Bereitschaftsdienst',
    'ich bin trocken',
    'estou tomando remédio',
    'ik ben zwanger',
    'jestem w ciąży',
    'hamileyim',
    'no alc',
    'sin alc',
    'nonalc',
    'sin graduación',
  ])('%s', async (text) => {
    for (const recs of await both(`${text}, something fruity`)) {
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
    }
  });

  test("a 'no' to drinking one thing stays about that thing: prefiero no beber ron", async () => {
    const [recs] = await both('prefiero no beber ron, algo con tequila');
    expect(recs!.some((r) => !ALCOHOL_FREE_IDS.includes(r.recipeId))).toBe(true);
  });
});
