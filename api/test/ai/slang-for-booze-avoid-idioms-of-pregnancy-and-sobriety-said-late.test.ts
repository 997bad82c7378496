import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, guestAsks, silentLog } from './fixtures';

/**
 * Our own cases of the classes an outside tester at a Paris and Lyon bar reported (build d4e54f2e), in several
 * languages and not in the tester's words: slang for alcohol ('pas de tise', 'zéro picole', 'sem birita', 'no
 * bevvies') read as nothing at all; 'éviter' (avoid) and what a thing does to the guest ('me rend agressif'); pregnancy
 * said as an idiom ('un heureux évènement', 'estoy en estado'); sobriety said as a time since stopping ('ça fait deux
 * ans que j'ai arrêté', 'I quit two years ago'); 'à cause des amandes' read as an allergen called 'cause'; a limit
 * corrected in French; an alcohol-free wish taken back with 'laisse tomber'; a party of three with two reasons and the
 * guest's own Negroni; foam in German.
 */
const bar = demoBar();
const { ask, ids, holds, alcoholic, priceOf, onlyAlcoholFree, offersNoneOf } = guestAsks(bar);

/** No drink answered (by the built-in engine, or by a model offering every drink) is made with any of these items. */
const ruledOut = (request: string, ...items: string[]) => offersNoneOf(request, items);

describe('slang for alcohol, refused, is no alcohol', () => {
  test.each([
    'pas de tise pour moi ce soir, un truc frais',
    'zéro picole ce soir, un truc frais',
    'pas une tise ce soir, un truc frais',
    'je picole plus, un truc frais',
    'sem birita hoje, algo fresco',
    'no bevvies for me tonight, something fresh',
  ])('%s', onlyAlcoholFree);

  test.each(['fancy a few bevvies after work, something fresh', 'a cheeky bevvy after the match'])('asked for, it is a drink: %s', async (request) => {
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });
});

describe("'éviter' and the languages' 'avoid', and what a thing does to the guest", () => {
  test.each([
    ['évite le gin stp, un truc frais', 'gin-london-dry'],
    ['evitez la vodka, un cocktail fruité', 'vodka'],
    ['evita il rum per favore, qualcosa di fresco', 'rum-white', 'rum-dark'],
    ['le whisky me rend agressif donc évite stp, un truc fort et sec', 'bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay'],
    ['el tequila me pone agresivo, algo fuerte', 'tequila-blanco'],
    ['Gin macht mich aggressiv, was Starkes', 'gin-london-dry'],
  ])('%s', (request, ...items) => ruledOut(request, ...items));
});

describe('pregnancy said as an idiom', () => {
  test.each([
    "J'attends un heureux évènement 👶 donc je reste sage, un cocktail sympa ?",
    'estoy en estado, algo rico',
    'aspetto un bambino, qualcosa di buono',
    'wir sind guter Hoffnung, was Leckeres für meine Frau',
  ])('%s: alcohol-free, not even the 0.5%% beer', async (request) => {
    await onlyAlcoholFree(request);
    expect(await ids(request)).not.toContain('alcohol-free-beer');
  });
});

describe('sobriety said as the time since the guest stopped', () => {
  test.each([
    "ça fait deux ans pile que j'ai arrêté tu vois, on fête ça avec les potes, un truc festif",
    'hace dos años que lo dejé, algo festivo',
    'sono due anni che ho smesso, qualcosa di festivo',
    'faz três anos que parei, algo festivo',
    'I quit two years ago today, something festive',
    'quit cold turkey last year, something festive',
  ])('%s', onlyAlcoholFree);

  test.each([
    ['I quit smoking two years ago, a gin and tonic', 'gin-and-tonic'],
    ['I gave up meat two years ago, a gin and tonic', 'gin-and-tonic'],
  ])('something else given up is no sobriety: %s', async (request, drink) => {
    expect(await ids(request)).toContain(drink);
  });
});

test("'un EpiPen à cause des amandes': no nuts, and no allergen called 'cause'", async () => {
  const answer = await ask("J'ai un EpiPen à cause des amandes, un cocktail sucré");
  for (const d of answer) {
    expect(holds(d.recipeId, 'orgeat-syrup', 'amaretto', 'coconut-cream')).toBe(false);
    expect(d.reason).not.toMatch(/cause/i);
  }
});

describe('a limit corrected in the other languages', () => {
  test("'pas de rhum... euh non en fait c'est le gin que je supporte pas': no gin", () =>
    ruledOut("pas de rhum... euh non en fait c'est le gin que je supporte pas, le rhum ça va. un truc frais", 'gin-london-dry'));

  test("'max 15... non disons 11 grand max': $11 at most", async () => {
    const answer = await ask('max 15... non disons 11 grand max, un cocktail');
    expect(answer.length).toBeGreaterThan(0);
    for (const d of answer) expect(priceOf(d.recipeId)).toBeLessThanOrEqual(11);
  });
});

test("an alcohol-free wish taken back with 'laisse tomber' and no reason: a strong drink", async () => {
  expect(alcoholic(await ids('un sans alcool... ah non laisse tomber je rentre en metro, fais moi un truc fort')).length).toBeGreaterThan(0);
});

test("a party of three with two reasons, and the guest's own Negroni first", async () => {
  expect((await ids('on est 3 : ma soeur est enceinte, mon mec conduit, et moi je veux un Negroni'))[0]).toBe('negroni');
});

test("'Etwas Schaumiges': a drink with foam", async () => {
  expect((await ids('Etwas Schaumiges bitte')).slice(0, 3).some((id) => holds(id, 'egg-white'))).toBe(true);
});

describe('the recipe import, from the same tester', () => {
  const importOf = (name: string, ...ingredients: string[]) => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());

  test.each([
    ["50 ml alcohol-free vodka (it's really vodka, 40%)"],
    ['30 ml home-made limoncello 30% abv'],
    ['25 ml zero-proof rum (80 proof, really)'],
  ])('a line that says a strength over 0.5%% keeps the drink from being filed alcohol-free: %s', async (line) => {
    const draft = await importOf('Zero Proof Martini', line, '50 ml non-alcoholic gin', '100 ml tonic water');
    expect(draft.category).not.toBe('alcohol-free');
  });

  test("'2% milk' or '100% pineapple juice' is no strength", async () => {
    const draft = await importOf('Virgin Colada', '60 ml 100% pineapple juice', '30 ml coconut cream', '2% milk, a splash');
    expect(draft.category).toBe('alcohol-free');
  });

  test('the description names only what the drink keeps: a line of an amount no drink holds is listed, and not described', async () => {
    const draft = await importOf('Test', '99999999999999999999 ml gin', '30 ml lime juice');
    expect(draft.unmatchedIngredients).toContain('99999999999999999999 ml gin');
    expect(draft.ingredients.map((i) => i.inventoryItemId)).toEqual(['lime-juice']);
    expect(draft.description).not.toMatch(/gin/i);
  });
});

describe('from the opened Montréal set, in our own words', () => {
  test("'pas une lager' (not a lager) rules the lager out, and the drink asked for stays", async () => {
    const answer = await ids('une IPA svp, pas une lager');
    expect(answer[0]).toBe('ipa');
    expect(answer).not.toContain('lager');
  });

  test("'c'est la menthe que je veux pas': no mint", () => ruledOut("pas de rhum... ah pis non finalement j'm'en fous du rhum, c'est la menthe que je veux pas. un truc frais", 'mint-leaves'));

  test.each(['le moins cher qui fait effet, chu cassé', 'lo más barato que pegue'])('a drink that does something is one with alcohol: %s', async (request) => {
    expect(alcoholic((await ids(request)).slice(0, 1))).toHaveLength(1);
  });

  test("'jaja' is how Spanish laughs, never an egg; Polish 'na jaja' and 'bez jaj' are", async () => {
    const laughing = await ids('no quiero nada sin alcohol jaja, algo cremoso');
    expect(laughing.some((id) => holds(id, 'egg-white'))).toBe(true);
    await ruledOut('mam uczulenie na jaja, coś kremowego', 'egg-white');
  });

  test("'pero tampoco algo muy fuerte': not too strong", async () => {
    const top = (await ids('no quiero nada sin alcohol, pero tampoco algo muy fuerte')).slice(0, 3);
    for (const id of top) expect(['dry-martini', 'manhattan', 'boulevardier', 'old-fashioned', 'bourbon-neat', 'islay-single-malt-neat']).not.toContain(id);
    expect(alcoholic(top).length).toBeGreaterThan(0);
  });

  test("'de quoi de réconfortant' after a heartbreak is understood", async () => {
    expect((await ask("Mon chum m'a laissée hier. Fais-moi de quoi de réconfortant"))[0]!.reason).not.toMatch(/could not tell/i);
  });

  test("a guest of 17 is told the bar's legal age", async () => {
    expect((await ask("j'ai 17 ans, un truc fruité"))[0]!.reason).toMatch(/under 21, the legal age here/);
  });
});

describe("a drink's emoji with a no sign, right after the word of that drink, is a 'no' to that drink", () => {
  test("'on est tannés du whisky 🥃🙅 mais on veut de quoi qui réchauffe': no whisky, and drinks with alcohol", async () => {
    const request = 'on est tannés du whisky 🥃🙅 mais on veut de quoi qui réchauffe';
    await ruledOut(request, 'bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay');
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });

  test.each(['🥃🙅 something warming', '🍺🚫 🍷🚫 something fresh', 'something fresh 🚫🍸'])('alone, the pair is still the sign for no alcohol: %s', onlyAlcoholFree);
});
