import { builtinEngine, readRequest } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The opened twenty-second set's kinds, in our own words (fourteenth session): abstinence said as a vow, a stand-in
 * for one spirit ruled out, no and not said in Dutch, Scots and Polish, a negation said twice, a long drink, a round's
 * size in Spanish, other dollars after 'bucks', money shared in another currency, money left after named drinks, an
 * allergy or a medicine that must be told to the bartender or the doctor. Each limit is checked on the built-in engine
 * and on a model that offers the whole menu, as one that missed the rule would.
 */
const bar = demoBar();
const { ask, recipe, holds, everything } = guestAsks(bar);
const ZERO_ZERO = ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer');
const FIZZ = ['soda-water', 'tonic-water', 'ginger-beer', 'cola', 'grapefruit-soda', 'prosecco', 'lager-bottle', 'ipa-bottle', 'stout-can'];

describe('abstinence said as a vow or a faith', () => {
  test.each([
    'I keep the five precepts, so nothing intoxicating, not even a little bit. Something with mint maybe?',
    "Have ye anything for a Pioneer? I've worn the pin since my confirmation, so none of your 0.5 beers either",
    'I took the pledge years ago, something fruity',
  ])('%s: no alcohol, not even the 0.5% beer', async (request) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
        expect(d.recipeId).not.toBe('alcohol-free-beer');
      }
    }
  });

  test('a mint wish under a vow gets the alcohol-free mint drink first', async () => {
    const [first] = await ask('I keep the five precepts, so nothing intoxicating. Something with mint maybe?');
    expect(first!.recipeId).toBe('virgin-mojito');
  });
});

describe('a stand-in for one drink ruled out leaves the others', () => {
  test('nothing that pretends to be gin: no alcohol-free G&T, other alcohol-free drinks stay', async () => {
    const request = "8 years sober today so nothing with alcohol at all, not even the 0.5 stuff, and nothing that pretends to be gin either, something special";
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.map((d) => d.recipeId)).not.toContain('alcohol-free-gin-and-tonic');
      for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
    }
    expect((await ask(request)).map((d) => d.recipeId)).toContain('alcohol-free-spritz');
  });

  test('nothing that tastes like alcohol still rules out every stand-in', async () => {
    for (const d of await ask('no alcohol, nothing that tastes like alcohol')) expect(['alcohol-free-gin-and-tonic', 'alcohol-free-spritz', 'alcohol-free-beer']).not.toContain(d.recipeId);
  });
});

describe("'no' in Dutch, Scots and Polish", () => {
  test('geen bier en geen wijn, zonder prik: no beer, no wine, nothing fizzy', async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask('Geen bier en geen wijn, liever een cocktail zonder prik.', engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(holds(d.recipeId, ...FIZZ, 'red-wine', 'white-wine', 'rose-wine')).toBe(false);
        expect(recipe(d.recipeId).category).not.toBe('wine');
      }
    }
  });

  test("nae vodka, nae rum, nae gin", async () => {
    for (const engine of [builtinEngine, everything]) {
      for (const d of await ask("nae vodka, nae rum, nae gin. whit's left? 😂", engine)) expect(holds(d.recipeId, 'vodka', 'rum-white', 'rum-dark', 'gin-london-dry')).toBe(false);
    }
  });

  test('tylko nie wódka, coś z ginem: gin, no vodka', async () => {
    const answer = await ask('Tylko nie wódka, proszę. Coś z ginem?');
    expect(holds(answer[0]!.recipeId, 'gin-london-dry')).toBe(true);
    for (const d of answer) expect(holds(d.recipeId, 'vodka')).toBe(false);
  });

  test('mam alergię na cytrusy: no citrus, and the bartender is to be told', async () => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask('Mam alergię na cytrusy. Co mogę zamówić?', engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) {
        expect(holds(d.recipeId, 'lime-juice', 'lemon-juice', 'orange-juice', 'grapefruit-juice', 'lime-wedges', 'triple-sec', 'aperol')).toBe(false);
        expect(d.reason).toMatch(/tell the bartender about your allergy/);
      }
    }
  });
});

describe('a negation said twice', () => {
  test.each([
    "don't give me anything without alcohol, I've been on the shirley temples all day at the kids' table",
    "I don't drink beer but I'm not off the alcohol, what's a good cocktail?",
    "I'm not not drinking, I'm just not drinking much. Something light.",
  ])('%s: drinks with alcohol', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(ALCOHOL_FREE_IDS).not.toContain(d.recipeId);
    expect(readRequest(request, bar).alcoholFree).toBe(false);
  });

  test("off the alcohol without the 'not' is still no alcohol", async () => {
    for (const d of await ask("I'm off the alcohol, something fruity")) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
  });
});

describe('a long drink', () => {
  test('something long to sip: drinks topped with a mixer first', async () => {
    const answer = await ask("nothing with whiskey in it now, grand? Something long I can sip while I'm waiting for the band");
    for (const d of answer.slice(0, 3)) expect(holds(d.recipeId, ...FIZZ)).toBe(true);
  });

  test('a long day is no long drink', () => {
    expect(readRequest('long day, something strong', bar).long).toBeUndefined();
  });
});

describe('money', () => {
  test.each([
    ['Tenemos 60 dólares para una ronda de seis. ¿Qué nos recomiendas?', 10],
    ["Cash bar: two G&Ts, and then whatever fits in what's left of a $30 note", 8],
    ['I want 2 mojitos and something for me with the rest of my 40 dollars', 16],
  ])('%s: every drink at $%d or less', async (request, cap) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(recipe(d.recipeId).price).toBeLessThanOrEqual(cap);
    }
  });

  test('money left after named drinks is said', async () => {
    const [first] = await ask("two G&Ts, and then whatever fits in what's left of a $30 note");
    expect(first!.reason).toMatch(/After the drinks you named, \$8\.00 is left of your money/);
  });

  test.each([
    ["Aussie here, got 19 bucks Australian. What's the best cocktail that fits?", 'Australian dollars', 19 / 1.55],
    ['20 bucks Canadian for two', 'Canadian dollars', 10 / 1.38],
    ['2000 yen for the two of us', 'yen', 1000 / 150],
    ['my per diem is 45 AED', 'dirhams', 45 / 3.67],
    ['I have 50 dirhams, something with gin', 'dirhams', 50 / 3.67],
    ['100 HKD for a cocktail', 'Hong Kong dollars', 100 / 7.8],
    ['S$20 max', 'Singapore dollars', 20 / 1.35],
    ['\u20aa40 for a drink', 'shekels', 40 / 3.7],
    ["I've got 80 yuan", 'yuan', 80 / 7.2],
    ['\u20a920000 for a cocktail', 'won', 20000 / 1380],
    ['60 riyals for the two of us', 'riyals', 30 / 3.75],
  ])('%s: converted at a cautious rate, and shared', async (request, name, dollars) => {
    for (const engine of [builtinEngine, everything]) {
      for (const d of await ask(request, engine)) {
        expect(recipe(d.recipeId).price).toBeLessThanOrEqual(dollars);
        expect(d.reason).toContain(name);
      }
    }
  });
});

describe('what the recipes cannot promise', () => {
  test('a severe allergy asks the guest to tell the bartender', async () => {
    for (const d of await ask('Severe nut allergy, I carry an epipen. Which cocktails are safe?')) expect(d.reason).toMatch(/tell the bartender about your allergy when you order/);
  });

  test('the note reads as a sentence when it is the only one', async () => {
    for (const d of await ask('allergic to mint, something refreshing')) expect(d.reason).toMatch(/\. Please tell the bartender about your allergy/);
  });

  test('a dislike is no allergy', async () => {
    for (const d of await ask('no nuts please, something sweet')) expect(d.reason).not.toMatch(/tell the bartender about your allergy/);
  });

  test('a medicine that does not mix with alcohol sends the guest to a doctor or pharmacist', async () => {
    const answer = await ask("Nana's on warfarin, would a small glass of red be alright for her or is there something better?");
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) {
      expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
      expect(d.reason).toMatch(/check with your doctor or pharmacist/);
    }
  });
});

describe("a limit that is someone else's, for a drink the guest says is their own", () => {
  test.each([
    ["My wife's pregnant so she's on the sparkling water, but I'll take a proper Old Fashioned", 'old-fashioned'],
    ['A noiva é alérgica a nozes, mas isto é só para mim — um Mai Tai, por favor', 'mai-tai'],
    ['Mijn man heeft coeliakie maar hij heeft al wat, ik wil graag een IPA', 'ipa'],
    ['Meine Schwester ist Veganerin, ich aber nicht – einen Whiskey Sour bitte', 'whiskey-sour'],
    ['ma femme est allergique aux œufs mais pas moi, un Clover Club svp', 'clover-club'],
    ['La nonna prende anticoagulanti e beve il tè, per me un Espresso Martini', 'espresso-martini'],
    ['my sister is pregnant; I am not. an old fashioned for me please', 'old-fashioned'],
  ])('%s: the guest gets what they asked for', async (request, id) => {
    expect((await ask(request))[0]!.recipeId).toBe(id);
  });

  test("a man's drink is no one else: the guest's own 'no gin' holds", async () => {
    for (const engine of [builtinEngine, everything]) for (const d of await ask("I want a man's drink with no gin, but I'll take whatever", engine)) expect(holds(d.recipeId, 'gin-london-dry')).toBe(false);
  });

  test("the guest's own limit said beside someone else's still holds", async () => {
    for (const engine of [builtinEngine, everything]) {
      for (const request of [
        "Long day: bus late. My friends are arguing about football at the corner table. I'm the one driving everyone home later. What for me?",
        "My brother's drinking tonight but I'm on antibiotics, something for me",
        'mi novio toma ron, yo no soporto el ron. algo para mí',
      ]) {
        const answer = await ask(request, engine);
        expect(answer.length).toBeGreaterThan(0);
        for (const d of answer) {
          if (!/ron/.test(request)) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
          else expect(holds(d.recipeId, 'rum-white', 'rum-dark')).toBe(false);
        }
      }
    }
  });

  test.each([
    'for my daughter (she is 12) something fun and pink, and for me a cosmo',
    "I'll have an old fashioned and my son (14) wants something too",
    'my friend here is 17, what can he have? I will take the strongest for me',
    'my wife is pregnant, I would like something she can drink',
    '15 dollars for me and my friend together, any drinks',
    "my husband's allergic to nuts but I'll have something nutty to share",
    "I'm the bride and I'm vegan, what cocktails can I have?",
    "my wife and I are vegan, but I'll have a whiskey sour",
  ])('%s: the drink may be theirs, so their limits hold', async (request) => {
    const read = readRequest(request, bar);
    const limited = read.alcoholFree || read.excludedIngredients.length > 0 || read.maxPrice !== undefined;
    expect(limited).toBe(true);
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      if (/12|14|17|pregnant/.test(request)) for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
      if (/nuts/.test(request)) for (const d of answer) expect(holds(d.recipeId, 'orgeat-syrup', 'amaretto', 'coconut-cream')).toBe(false);
      if (/vegan/.test(request)) for (const d of answer) expect(holds(d.recipeId, 'egg-white', 'honey-ginger-syrup')).toBe(false);
    }
  });
});

describe('likeness with a strength, and moods of a party', () => {
  test('like a Negroni but not as strong: lighter drinks, not the Boulevardier', async () => {
    const answer = await ask('Like a Negroni but not as strong');
    expect(answer[0]!.recipeId).toBe('americano');
    expect(answer.slice(0, 3).map((d) => d.recipeId)).not.toContain('boulevardier');
  });

  test('an energy boost for the dance floor is a coffee drink', async () => {
    expect((await ask("Need an energy boost for the dance floor, it's 1am 💃"))[0]!.recipeId).toBe('espresso-martini');
  });

  test("wetting the baby's head is a celebration's bubbles", async () => {
    const answer = await ask("let's wet the baby's head!");
    expect(holds(answer[0]!.recipeId, 'prosecco')).toBe(true);
  });

  test("something other than a drink the guest has had several of is one like it", async () => {
    const answer = await ask("something other than a mojito, I've had loads");
    expect(answer.map((d) => d.recipeId)).not.toContain('mojito');
    expect(holds(answer[0]!.recipeId, 'rum-white')).toBe(true);
  });
});

describe("an office party's guests (the guest tester's kinds, in our own words)", () => {
  test.each([
    ["my coworker is in recovery but I'll have a negroni", 'negroni'],
    ['My colleague is pregnant, but for me an Old Fashioned please', 'old-fashioned'],
  ])("%s: a colleague's limit is the colleague's", async (request, id) => {
    expect((await ask(request))[0]!.recipeId).toBe(id);
  });

  test('eggnog is a drink from home, not an egg allergy: egg drinks come first and the answer says it is not on the menu', async () => {
    const answer = await ask('any eggnog? I love egg drinks');
    expect(holds(answer[0]!.recipeId, 'egg-white')).toBe(true);
    expect(answer[0]!.reason).toMatch(/Eggnog is not on our menu/);
  });

  test('an egg allergy beside eggnog still rules out egg', async () => {
    for (const d of await ask("I'm allergic to eggs, but anything like eggnog?")) expect(holds(d.recipeId, 'egg-white')).toBe(false);
  });

  test.each([
    ['gingerbread vibes please', 'dark-n-stormy'],
    ['a hot chocolate with a kick', 'espresso-martini'],
  ])('%s: understood, and answered with drinks with alcohol', async (request, id) => {
    const answer = await ask(request);
    expect(answer[0]!.recipeId).toBe(id);
    for (const d of answer) expect(d.reason).not.toMatch(/could not tell/);
  });

  test('no alcohol spelt with zeros is no alcohol', async () => {
    for (const engine of [builtinEngine, everything]) for (const d of await ask('n0 alc0h0l please, something fruity', engine)) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
  });

  test("euros at face value: the answer says they were counted one for one, within the guest's budget", async () => {
    const answer = await ask('I have 10 euros');
    for (const d of answer) {
      expect(d.price).toBeLessThanOrEqual(10);
      expect(d.reason).toMatch(/counted your euros one for one as USD, which keeps within your budget/);
    }
  });

  test('Greek the reader does not read is quoted by its word', async () => {
    const [first] = await ask('Δεν πίνω αλκοόλ, παίρνω φάρμακα. Κάτι δροσερό;');
    expect(first!.reason).toContain("('παίρνω')");
  });
});

describe('warm drinks', () => {
  test('something warm without alcohol: the answer says nothing is served hot, and has no alcohol', async () => {
    const answer = await ask('something warm without alcohol please');
    for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
    expect(answer[0]!.reason).toMatch(/None of our drinks is served hot/);
  });

  test.each(['a mulled wine please', 'glühwein bitte', 'un vin chaud'])('%s: the red wine first', async (request) => {
    expect((await ask(request))[0]!.recipeId).toBe('house-red-wine');
  });
});

describe("the final attacker's kinds (in our own words)", () => {
  test.each(['17 and here with my folks, something sweet', "16 here, what's good", 'only 17 lol, fruity one', 'Mam 16 lat, coś słodkiego', 'Είμαι 16, κάτι γλυκό'])(
    '%s: an age under the drinking age, said bare, is a minor',
    async (request) => {
      for (const engine of [builtinEngine, everything]) {
        const answer = await ask(request, engine);
        expect(answer.length).toBeGreaterThan(0);
        for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
      }
      expect(readRequest(request, bar).maxPrice).toBeUndefined();
    },
  );

  test("'I have only 15' is money, not an age", () => {
    const read = readRequest('I have only 15, something with gin', bar);
    expect(read.alcoholFree).toBe(false);
    expect(read.maxPrice).toBe(15);
  });

  test.each([
    'I had $50 and spent $41 already, what can I get',
    '$40 budget, $31 gone already, something with gin',
    'started with 50 bucks, 41 spent',
    'Tenía 50 dólares y ya gasté 41, ¿qué puedo tomar?',
    'Ich hatte 50 Euro, 41 schon ausgegeben',
  ])('%s: what is left is the limit', async (request) => {
    for (const engine of [builtinEngine, everything]) for (const d of await ask(request, engine)) expect(d.price).toBeLessThanOrEqual(9);
  });

  test('money owed to the guest is no limit', () => {
    expect(readRequest('$10 but a friend owes me $5', bar).maxPrice).toBe(10);
  });

  test.each([
    ['Ich habe eine Minzallergie, etwas Erfrischendes', ['mint-leaves']],
    ['Mam uczulenie na miętę, coś orzeźwiającego', ['mint-leaves']],
    ['bez jajek proszę, coś słodkiego', ['egg-white']],
    ['jestem na diecie bezglutenowej', ['lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle']],
    ['Ik ben coeliakie-patiënt, iets fris', ['lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle']],
    ['nie mogę pić kawy, coś słodkiego', ['espresso', 'coffee-liqueur']],
    ['3gg-fr33 drinks please', ['egg-white']],
  ])('%s: the allergen or diet in a compound, an inflection or digits is ruled out', async (request, items) => {
    for (const engine of [builtinEngine, everything]) {
      const answer = await ask(request, engine);
      expect(answer.length).toBeGreaterThan(0);
      for (const d of answer) expect(holds(d.recipeId, ...items)).toBe(false);
    }
  });

  test('pregnancy in digits is pregnancy', async () => {
    for (const engine of [builtinEngine, everything]) for (const d of await ask('pr3gn4nt, something fruity', engine)) expect(ZERO_ZERO).toContain(d.recipeId);
  });
});
