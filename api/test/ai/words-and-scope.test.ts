import { correctTypo } from '../../src/ai/builtin/understand';
import { demoBar, guestAsks } from './fixtures';

/**
 * Everyday words are not slips of the menu's words, a negation stops where its sentence does, a bracket carries the
 * list it names, and an allergy to nothing is no allergy (shapes from the eighth outside set's misses, none copied).
 */
const bar = demoBar();
const { ask, read } = guestAsks(bar);

describe('a slip of the fingers rarely falls on the first letter or swaps one letter of a short word', () => {
  test.each([
    ['each', 'beach'],
    ['edge', 'wedge'],
    ['grown', 'brown'],
    ['range', 'orange'],
    ['either', 'neither'],
    ['vind', 'vino'],
    ['cosa', 'coca'],
    ['hace', 'have'],
  ])('%s is not taken for %s', (word, other) => {
    expect(correctTypo(word, new Set([other]))).toBe(word);
  });

  test('slips that keep the first letter, swap the first two or sound alike are still corrected', () => {
    expect(correctTypo('tequilla', new Set(['tequila']))).toBe('tequila');
    // Three letters are too short to guess, but for the three-letter spirits with two letters swapped ('no gni').
    expect(correctTypo('ign', new Set(['gin']))).toBe('gin');
    expect(correctTypo('gni', new Set(['gin', 'rum']))).toBe('gin');
    expect(correctTypo('ipa', new Set(['pia']))).toBe('ipa');
    expect(correctTypo('mohito', new Set(['mojito']))).toBe('mojito');
    expect(correctTypo('tekila', new Set(['tequila']))).toBe('tequila');
    expect(correctTypo('wodka', new Set(['vodka']))).toBe('wodka'); // no sound-alike, first letter differs: left for the languages table
  });

  test("'two beers, under 8 each' wants beer, and no reason speaks of a beach", async () => {
    const answer = await ask('two beers please, under 8 each');
    expect(read('two beers please, under 8 each').flavours.has('tropical')).toBe(false);
    expect(answer[0]?.recipeId).toBe('lager');
    expect(answer.every((r) => !/tropical/i.test(r.reason))).toBe(true);
  });

  test("'take the edge off' asks for nothing with a wedge", () => {
    expect(read('rough day at work, need something to take the edge off').corrected).toEqual([]);
  });
});

describe('a negation stops at the end of its sentence, and a bracket carries its list', () => {
  test("'no beer obviously. wine or a cocktail' rules out the beer only", async () => {
    const reading = read('celiac – so no beer obviously. wine or a cocktail, something dry pls');
    expect(reading.excludedCategories).toEqual(['beer']);
    expect(reading.categories).toEqual(expect.arrayContaining(['wine']));
    const top = (await ask('celiac – so no beer obviously. wine or a cocktail, something dry pls')).slice(0, 3).map((r) => r.recipeId);
    expect(top).toEqual(expect.arrayContaining(['house-white-wine']));
  });

  test("a list after a comma still carries the 'no': 'nothing with gin, vodka or rum'", () => {
    expect(read('nothing with gin, vodka or rum').excludedSpirits).toEqual(expect.arrayContaining(['gin', 'vodka', 'rum']));
  });

  test("'no brown liquor (whiskey, dark rum, cognac)' rules out what the bracket names, and wishes for none of it", async () => {
    const reading = read('no brown liquor pls (whiskey, dark rum, cognac), clear spirits only');
    expect(reading.spirits).toEqual([]);
    expect(reading.ingredients).toEqual([]);
    const answer = await ask('no brown liquor pls (whiskey, dark rum, cognac), clear spirits only');
    const brown = ['bourbon', 'rye', 'scotch', 'islay', 'cognac', 'dark rum'];
    for (const r of answer) {
      const recipe = bar.recipes.find((d) => d.id === r.recipeId)!;
      const names = recipe.ingredients.map((i) => bar.inventory.find((s) => s.id === i.inventoryItemId)!.name.toLowerCase());
      expect(names.filter((n) => brown.some((b) => n.includes(b)))).toEqual([]);
      expect(r.reason).not.toMatch(/has (?:cognac|dark rum|whisk)/i);
    }
  });

  test("a bracket of its own rules out only what it names: 'no gin (or vodka), something citrusy'", () => {
    const reading = read('no gin (or vodka), something citrusy');
    expect(reading.excludedSpirits).toEqual(expect.arrayContaining(['gin', 'vodka']));
    expect(reading.flavours.has('citrus')).toBe(true);
  });
});

describe('an allergy to nothing is no allergy', () => {
  test.each(['je suis allergique à rien du tout, surprenez-moi !', "I'm not allergic to anything, surprise me", 'allergic to nothing, something fruity'])('%s', async (request) => {
    expect(read(request).unknownAllergens).toEqual([]);
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(answer.every((r) => !/could not find|check with the bartender/i.test(r.reason))).toBe(true);
  });
});

describe('what a bartender leaves off an ordered drink is an ask of service, not a limit', () => {
  test.each([
    ['mojito but no ice pls, my teeth hurt', 'mojito'],
    ['niente ghiaccio tritato, però un mojito lo prenderei volentieri', 'mojito'],
    ['no salt on the rim thx, but a margarita otherwise', 'margarita'],
    ['una margarita sin sal, por favor', 'margarita'],
    ['uma caipirinha sem gelo e sem canudo por favor', 'caipirinha'],
    ['a paloma, hold the garnish', 'paloma'],
  ])('%s: the drink asked for comes first', async (request, id) => {
    const answer = await ask(request);
    expect(answer[0]?.recipeId).toBe(id);
    expect(answer.every((r) => !/left out every drink with salt/i.test(r.reason))).toBe(true);
  });

  test.each([
    ['sin sal por favor, algo con tequila', 'no drink is named beside it'],
    ["I'm on a salt-free diet, anything like a margarita?", 'a diet'],
    ['low-salt diet, una margarita sin sal', 'a health reason'],
    ['comme une margarita mais sans sel', 'a likeness, not an order'],
  ])('%s: salt stays a limit (%s)', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) {
      const recipe = bar.recipes.find((d) => d.id === r.recipeId)!;
      const items = recipe.ingredients.map((i) => bar.inventory.find((s) => s.id === i.inventoryItemId)!.name.toLowerCase());
      expect(items.filter((n) => n.includes('salt'))).toEqual([]);
    }
  });
});

describe('a four-letter slip is corrected when the word beside it then names a drink', () => {
  test.each([
    ['do u guys do a wiskey sowr', 'whiskey-sour'],
    ['un moscow mulle x favore', 'moscow-mule'],
  ])('%s', async (request, id) => {
    expect((await ask(request))[0]?.recipeId).toBe(id);
  });

  test("on its own it stays itself: Italian 'cosa' is not 'coca', German 'Saft' not 'salt'", () => {
    expect(read('ho 17 anni, cosa posso prendere?').corrected).toEqual([]);
    expect(read('ohne Saft, etwas mit Wodka').corrected).toEqual([]);
  });
});

describe('changes to the ordered drink, and another spirit for it', () => {
  test.each([
    ['expresso martinee but make it strong lol', 'espresso-martini'],
    ['a mojito but make it strong', 'mojito'],
    ['margarita but extra lime please', 'margarita'],
  ])("%s: the drink asked for, changed by the bartender, comes first", async (request, id) => {
    expect((await ask(request))[0]?.recipeId).toBe(id);
  });

  test("'like a Moscow Mule but with a different spirit' wants alcohol, and not vodka", async () => {
    const reading = read('whats like a moscow mule but with a different spirit');
    expect(reading.alcoholFree).toBe(false);
    expect(reading.excludedSpirits).toContain('vodka');
    const answer = await ask('whats like a moscow mule but with a different spirit');
    expect(answer.map((r) => r.recipeId)).not.toContain('moscow-mule');
    expect(answer.map((r) => r.recipeId)).not.toContain('cosmopolitan');
    expect(answer[0]?.recipeId).toBe('dark-n-stormy');
  });
});

describe("'X doesn't suit me' said after the thing, in Spanish and Portuguese", () => {
  test.each([
    ['el mezcal no me va para nada, el tequila sí', ['mezcal'], 'tequila'],
    ['o gin não me agrada, algo cítrico', ['gin'], undefined],
  ])('%s', async (request, off, still) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) {
      const recipe = bar.recipes.find((d) => d.id === r.recipeId)!;
      const items = recipe.ingredients.map((i) => bar.inventory.find((s) => s.id === i.inventoryItemId)!.name.toLowerCase());
      for (const word of off) expect(items.filter((n) => n.includes(word) && !n.includes('non-alcoholic'))).toEqual([]);
    }
    if (still) expect(answer.every((r) => bar.recipes.find((d) => d.id === r.recipeId)!.ingredients.some((i) => i.inventoryItemId.includes(still)))).toBe(true);
  });
});

describe("a sour's kin are sours, whatever their spirit", () => {
  test.each(['zoiets als een whiskey sour maar zonder ei', 'alergia al huevo 🥚 el whiskey sour lleva clara?? quiero algo parecido'])('%s', async (request) => {
    const top = (await ask(request)).slice(0, 3).map((r) => r.recipeId);
    const sours = ['penicillin', 'sidecar', 'daiquiri', 'margarita', 'caipirinha', 'tom-collins', 'clover-club'];
    expect(sours).toContain(top[0]);
    expect(top.filter((id) => sours.includes(id)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('something else in the same vein, after a drink the guest loved, in the six languages', () => {
  test.each([
    ['me encantó la paloma!! otra cosa en esa onda?', 'paloma'],
    ['adoro caipirinha, tem outra coisa parecida?', 'caipirinha'],
    ["j'adore le manhattan, un truc proche mais un peu moins fort ?", 'manhattan'],
    ['that margarita was 🔥🔥 what do i try next', 'margarita'],
    ['ich liebe den negroni, hast du was anderes in der art?', 'negroni'],
    ["adoro il negroni, qualcos'altro di simile?", 'negroni'],
  ])('%s: not the %s itself, but its kin', async (request, named) => {
    const answer = await ask(request);
    expect(answer.map((r) => r.recipeId)).not.toContain(named);
    expect(answer.length).toBeGreaterThanOrEqual(3);
  });

  test("'gin and tonic or similar' still wants the gin and tonic", async () => {
    expect((await ask("gin and tonic or similar, can't go higher than 11"))[0]?.recipeId).toBe('gin-and-tonic');
  });
});

describe('a taste compared, or said to be too much, in the five other languages', () => {
  test.each([
    ['tutto tranne il campari, per me è troppo amaro', 'bitter'],
    ['kein campari bitte, zu bitter für mich', 'bitter'],
    ["le negroni c'est trop amer pour moi", 'bitter'],
    ['el negroni es demasiado dulce', 'sweet'],
    ['o negroni é amargo demais', 'bitter'],
  ])('%s: avoids what is too %s', (request, taste) => {
    const reading = read(request);
    expect(reading.avoidFlavours.has(taste as never)).toBe(true);
    expect(reading.flavours.has(taste as never)).toBe(false);
  });

  test.each([
    ['so wie ein Negroni, aber rauchiger', 'mezcal-negroni'],
    ['algo como un negroni pero más ahumado', 'mezcal-negroni'],
  ])('%s: the twin that is more so comes first', async (request, id) => {
    expect((await ask(request))[0]?.recipeId).toBe(id);
  });

  test.each(['algo más dulce', 'etwas süßeres', 'qualcosa di più dolce', 'quelque chose de plus sucré'])('%s wants sweet', (request) => {
    expect(read(request).flavours.has('sweet')).toBe(true);
  });

  test("French 'pas trop sucré' and 'mais' (but) keep their meaning", () => {
    expect(read('pas trop sucré, un truc frais').avoidFlavours.has('sweet')).toBe(true);
    expect(read('comme un mojito mais sans alcool').alcoholFree).toBe(true);
  });
});

describe("'or anything with' carries a 'no' on to the next thing, of any kind", () => {
  // (A word, not a part of one: the Penicillin's honey-ginger syrup holds no gin.)
  const holding = (id: string, word: string) =>
    bar.recipes.find((d) => d.id === id)!.ingredients.some((i) => new RegExp(String.raw`\b${word}\b`).test(bar.inventory.find((s) => s.id === i.inventoryItemId)!.name.toLowerCase()));
  test.each([
    ['no gin or anything with vodka', ['gin', 'vodka']],
    ['no gin, or anything with vodka', ['gin', 'vodka']],
    ['nothing with gin or anything with vodka in it', ['gin', 'vodka']],
    ['no mojito or anything with rum', ['rum']],
    ['no margarita or something with tequila', ['tequila']],
  ])('%s', async (request, words) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) for (const w of words) expect(holding(r.recipeId, w) && !holding(r.recipeId, 'non-alcoholic')).toBe(false);
  });

  test("without 'or', a new wish is no longer negated: 'no gin, anything with lime' wants the lime", () => {
    expect(read('no gin, anything with lime').ingredients).toEqual([['lime']]);
  });
});

describe('a spirit that did the guest harm, and slang for staying sober', () => {
  test.each(['last time rum wrecked me', 'rum destroyed me last night', 'rum did me in on saturday'])('%s: no rum', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect(bar.recipes.find((d) => d.id === r.recipeId)!.ingredients.some((i) => i.inventoryItemId.startsWith('rum'))).toBe(false);
  });

  test("'a whisky cocktail that tops out at 13' still wants whisky, and gets it", async () => {
    expect(read('a whisky cocktail that tops out at 13').spirits).toContain('whisky');
    const first = (await ask('a whisky cocktail that tops out at 13'))[0]!;
    expect(bar.recipes.find((d) => d.id === first.recipeId)!.ingredients.some((i) => /bourbon|rye|scotch/.test(i.inventoryItemId))).toBe(true);
  });

  test.each(['keeping it clean tonight', 'staying sharp tonight, nothing with a kick'])('%s: alcohol-free, whatever engine answers', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(bar.recipes.find((d) => d.id === r.recipeId)!.category).toBe('alcohol-free');
  });
});

describe('an allergen said to be deadly, or beside an EpiPen, is ruled out', () => {
  const nutty = (id: string) => bar.recipes.find((d) => d.id === id)!.ingredients.some((i) => /orgeat|amaretto|almond|nut|coconut/.test(bar.inventory.find((s) => s.id === i.inventoryItemId)!.name.toLowerCase()));
  test.each(['nuts = death for me', 'epipen, nuts', 'nuts would kill me', 'nuts put me in hospital last year', 'peanuts are deadly for me'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect(nutty(r.recipeId)).toBe(false);
  });

  test("'hace un calor de muerte' is a hot day, not an allergy", () => {
    expect(read('hace un calor de muerte, algo tropical con coco').excludedIngredients).toEqual([]);
  });
});

describe("'zero sugar', '0% sugar': none of it", () => {
  const sweetened = (id: string) => bar.recipes.find((d) => d.id === id)!.ingredients.some((i) => /syrup|grenadine|cordial|sugar|honey/.test(bar.inventory.find((s) => s.id === i.inventoryItemId)!.name.toLowerCase()));
  test.each(['zero sugar', '0 sugar', '0% sugar', 'zero sugar please, something fresh'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(sweetened(r.recipeId)).toBe(false);
  });
});

describe('money in words above thirty, as each language composes it', () => {
  test.each([
    ['four of us with forty eight bucks', 12],
    ['somos cuatro y tenemos cuarenta y ocho euros', 12],
    ['nous sommes quatre et on a quarante-huit euros', 12],
    ['wir sind 4 und haben 48 Euro', 12],
    ['siamo in quattro con quarantotto euro', 12],
    ['somos quatro e temos quarenta e oito euros', 12],
  ])('%s: at most %d a drink', async (request, cap) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(cap);
  });

  test.each([
    ['wir haben achtundvierzig Euro', 48],
    ['veinticuatro euros', 24],
    ['fifty-five dollars', 55],
  ])('%s reads %d', (request, cap) => {
    expect(read(request).maxPrice).toBe(cap);
  });
});

describe('pregnancy and nursing said with an idiom, in the six languages', () => {
  test.each([
    'estoy esperando un bebé, algo dulce',
    "j'attends un bébé, un truc pétillant",
    'ich bin in anderen Umständen, was Fruchtiges',
    'estou esperando um bebê, algo cítrico',
    'ich stille noch, was mit Gin-Geschmack?',
    'tô amamentando, quero algo com limão',
    'allatto ancora, qualcosa di amaro',
    'bun in the oven, something fizzy',
  ])('%s: no alcohol, not even a trace', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) {
      expect(bar.recipes.find((d) => d.id === r.recipeId)!.category).toBe('alcohol-free');
      expect(r.recipeId).not.toBe('alcohol-free-beer');
    }
  });
});

describe('an allergy said with a slip, in another language, or to a product that is the allergen', () => {
  const holds = (id: string, pattern: RegExp) => bar.recipes.find((d) => d.id === id)!.ingredients.some((i) => pattern.test(bar.inventory.find((s) => s.id === i.inventoryItemId)!.name.toLowerCase()));
  test.each([
    ['alergic to egs, something foamy??', /egg/],
    ['allergic to eg, something foamy', /egg/],
    ['alergica al uevo, algo cremoso', /egg/],
    ['allergic to amaretto, something sweet and nutty', /orgeat|amaretto|almond/],
    ['alergia a las almendras', /orgeat|amaretto|almond/],
  ])('%s', async (request, pattern) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(holds(r.recipeId, pattern)).toBe(false);
  });

  test('an allergy to a food the recipes do not record is still said to be unchecked', () => {
    expect(read('allergic to kiwis lol, something fruity').unknownAllergens).toEqual(['kiwis']);
  });

  test('an allergy to no food or drink (cats, pollen) is nothing the recipes could record', () => {
    expect(read('allergic to cats lol, something fruity').unknownAllergens).toEqual([]);
    expect(read('my pollen allergy is awful, something fruity').unknownAllergens).toEqual([]);
  });
});

describe('reasons said in idioms and with slips are read by the reader too', () => {
  test.each(['ich stille noch, was darf ich?', 'allatto ancora, cosa posso bere?', "j'allaite, qu'est-ce que je peux boire ?", 'tô amamentando, o que posso beber?', 'vine en coche, algo fresquito'])('%s: understood, alcohol-free', (request) => {
    const reading = read(request);
    expect(reading.understood).toBe(true);
    expect(reading.alcoholFree).toBe(true);
  });

  test.each(['im pregnent, something fruity', 'pregant, somthing fun', 'tomo antidepresivos, el médico dice nada de alcohol. ¿algo amargo?'])('%s: not even the alcohol-free beer', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) {
      expect(bar.recipes.find((d) => d.id === r.recipeId)!.category).toBe('alcohol-free');
      expect(r.recipeId).not.toBe('alcohol-free-beer');
    }
  });

  test("'è freddo fuori, qualcosa che scaldi' asks for something warming", () => {
    expect(read('è freddo fuori brrr, qualcosa che scaldi').understood).toBe(true);
    expect(read('è freddo fuori brrr, qualcosa che scaldi').strength?.level).toBe('strong');
  });

  test("German compounds of egg: 'Hühnerei-Allergie', 'Eiallergie'", async () => {
    for (const request of ['Hühnerei-Allergie, was Cremiges', 'Eiallergie, aber ich liebe Schaum auf dem Drink']) {
      const answer = await ask(request);
      for (const r of answer) expect(bar.recipes.find((d) => d.id === r.recipeId)!.ingredients.some((i) => i.inventoryItemId.includes('egg'))).toBe(false);
    }
  });
});

describe("the guest tester's lifted reasons and reasons that said untrue things", () => {
  test.each(['No estoy manejando, maneja mi amigo, quiero algo con tequila', 'eu não tô dirigindo hoje, quero uma caipirinha', 'finished my antibiotics yesterday, something rum-y'])('%s: drinks with alcohol', async (request) => {
    const answer = await ask(request);
    expect(answer.some((r) => bar.recipes.find((d) => d.id === r.recipeId)!.category !== 'alcohol-free')).toBe(true);
  });

  test.each(['allergic to egg white, something sour', 'Eiweiß-Allergie, was Saures'])("%s: the egg is left out, and no 'white' rum or wine", async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThanOrEqual(3);
    for (const r of answer) expect(r.reason).not.toMatch(/white rum|white wine/);
  });

  test("'alergia a los frutos secos': no 'los' said to be unchecked, no 'not too nutty'", async () => {
    const answer = await ask('alergia a los frutos secos, algo dulce');
    for (const r of answer) expect(r.reason).not.toMatch(/\blos\b|not too nutty/);
  });

  test("'non voglio birra' rules the beer out, and is no wish for alcohol-free", async () => {
    const reading = read('non voglio birra, qualcosa di fresco');
    expect(reading.alcoholFree).toBe(false);
    expect(reading.excludedCategories).toContain('beer');
    const answer = await ask('non voglio birra, qualcosa di fresco');
    for (const r of answer) expect(r.reason).not.toMatch(/left out[^.]*ginger beer/);
  });
});

describe("'I don't like' a taste, and a bare 'not', in the five other languages", () => {
  test.each([
    ['no me gusta lo dulce', 'sweet'],
    ["je n'aime pas le sucré", 'sweet'],
    ['não gosto de doce', 'sweet'],
    ['non mi piace il dolce', 'sweet'],
    ["non mi piace l'amaro, qualcosa di fresco", 'bitter'],
    ['estoy embarazada, algo que no sea muy dulce', 'sweet'],
    ['pas sucré, pas amer, pas fort', 'bitter'],
  ])('%s: avoids %s, and wishes for none of it', (request, taste) => {
    const reading = read(request);
    expect(reading.avoidFlavours.has(taste as never)).toBe(true);
    expect(reading.flavours.has(taste as never)).toBe(false);
  });

  test("'pas fort' is a light drink, and 'algo que no sea un mojito' still rules the mojito out", () => {
    expect(read('pas sucré, pas amer, pas fort').strength?.level).toBe('light');
    expect(read('algo que no sea un mojito').excludedDrinks).toContain('mojito');
  });

  test('no reason calls a drink sweet to a guest who does not like sweet', async () => {
    for (const request of ['no me gusta lo dulce, algo con ron', "je n'aime pas le sucré, un truc au gin"]) {
      for (const r of await ask(request)) expect(r.reason).not.toMatch(/(?<!not too |bitter)sweet/);
    }
  });
});

describe('an order changed in the other languages keeps its drink', () => {
  test("'un aperol spritz ma con meno ghiaccio e più prosecco' offers the Aperol Spritz", async () => {
    expect((await ask('un aperol spritz ma con meno ghiaccio e più prosecco')).slice(0, 2).map((r) => r.recipeId)).toContain('aperol-spritz');
  });
});

describe('an answer that names no spirit is not made on one', () => {
  test.each(['anything but vodka', 'no tequila please'])('%s: the first three are not all on one spirit', async (request) => {
    const top = (await ask(request)).slice(0, 3).map((r) => bar.recipes.find((d) => d.id === r.recipeId)!.ingredients[0]!.inventoryItemId);
    expect(new Set(top).size).toBeGreaterThan(1);
  });

  test("'la última vez' is the last time, not a nightcap", () => {
    const reading = read('cualquier cosa menos ron, que la última vez acabé fatal');
    expect(reading.excludedSpirits).toContain('rum');
    expect(reading.strength).toBeUndefined();
  });
});

describe("the attacker tester's classes: reasons said indirectly, twice negated, after a story; allergies in other words", () => {
  test.each([
    "Long day, the boss yelled at me, the train was late... anyway I want something bitter and orangey like a spritz. Oh and the car's parked right outside, I'm taking it home.",
    "It's not like I'm not driving tonight, so don't give me anything that isn't alcohol-free",
    "Keys are in my pocket and I'm the one using them later 🔑. Something refreshing",
    'Estoy tomando antidepresivos y no los puedo mezclar con alcohol',
    '🚫🍸🚫🍺 🤰 🍓?',
    "It's my nephew's tenth birthday and he wants a grown-up drink like his dad's old fashioned",
  ])('%s: alcohol-free only, and an answer', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(bar.recipes.find((d) => d.id === r.recipeId)!.category).toBe('alcohol-free');
  });

  test("'my 30th birthday' is no minor's, and 'I'm not driving' still lifts", async () => {
    expect((await ask('my 30th birthday, something bubbly')).some((r) => bar.recipes.find((d) => d.id === r.recipeId)!.category !== 'alcohol-free')).toBe(true);
    expect((await ask("I'm not driving tonight, something strong")).some((r) => bar.recipes.find((d) => d.id === r.recipeId)!.category !== 'alcohol-free')).toBe(true);
  });

  test("'Rum makes me sick, and cachaça too': neither", async () => {
    for (const r of await ask('Rum makes me sick, and cachaça too. Something Brazilian or Cuban-style?')) {
      expect(bar.recipes.find((d) => d.id === r.recipeId)!.ingredients.some((i) => /^rum|cachaca/.test(i.inventoryItemId))).toBe(false);
    }
  });

  test("'Allergisch gegen Kirschen, gern einen Manhattan': no drink with a cherry, and it says why", async () => {
    const answer = await ask('Allergisch gegen Kirschen, gern einen Manhattan');
    for (const r of answer) expect(bar.recipes.find((d) => d.id === r.recipeId)!.ingredients.some((i) => i.inventoryItemId.includes('cherr'))).toBe(false);
    expect(answer[0]!.reason).toMatch(/Manhattan has cherry/);
  });

  test("Spanish 'soy' is 'I am': no soy note for 'Soy el conductor designado'", async () => {
    for (const r of await ask('Soy el conductor designado esta noche, ¿qué me recomiendas?')) expect(r.reason).not.toMatch(/\bsoy\b/i);
    const mint = await ask('soy alérgico a la menta, algo fresco');
    for (const r of mint) {
      expect(r.reason).not.toMatch(/\bsoy\b/i);
      expect(bar.recipes.find((d) => d.id === r.recipeId)!.ingredients.some((i) => i.inventoryItemId.includes('mint'))).toBe(false);
    }
  });
});

describe('a budget for a number of the same drink, and a tip on top', () => {
  test.each([
    ['I have a twenty and need to buy two of the same cocktail', 10],
    ['we need 2 of the same, 20 bucks', 10],
    ['I have exactly $12 and I want to leave a 20% tip on top', 10],
  ])('%s: at most %d a drink', async (request, cap) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const r of answer) expect(r.price).toBeLessThanOrEqual(cap);
  });

  test('the answer says why the limit is lower than the amount said', async () => {
    expect((await ask('I have exactly $12 and I want to leave a 20% tip on top'))[0]!.reason).toMatch(/cover the tip/);
  });
});

describe('driving in Italian, a programme of recovery, a transplant', () => {
  test.each(['Stasera guido io, qualcosa di sfizioso', 'In AA, one day at a time 🙏 something nice?'])('%s: understood, alcohol-free', (request) => {
    const reading = read(request);
    expect(reading.understood).toBe(true);
    expect(reading.alcoholFree).toBe(true);
  });

  test("a liver transplant allows not even the 0.5% beer, whatever the guest adds ('he's not here 😉')", async () => {
    for (const r of await ask("No alcohol... is what my doctor said after my liver transplant, but he's not here 😉 surprise me")) {
      expect(bar.recipes.find((d) => d.id === r.recipeId)!.category).toBe('alcohol-free');
      expect(r.recipeId).not.toBe('alcohol-free-beer');
    }
  });
});

test("German 'sowas wie' is a likeness", () => {
  expect(read('sowas wie ein Negroni, aber rauchiger').drinks.some((d) => d.ids.includes('negroni') && d.mode === 'like')).toBe(true);
});
