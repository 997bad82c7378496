import { safetyLayerOf } from '../../src/ai/bartender';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds an outside tester found as a Dublin pub's guests and then an attacker (recommendations-heldout-113), in
 * our own words: a limit said in a language the reader does not read (Irish) or half reads (Nigerian Pidgin, Polish,
 * Afrikaans numbers) beside a drink named, which had offered that drink; money in words and slang ('veinte mil pesos',
 * '20 lucas', 'N5000', 'R 200', 'czterdzieści złotych') read as dollars or as an age; a double 'not'
 * ('nothing that isn't sweet'); drinks from home named back.
 */
const bar = demoBar();
const { ask, ids, withItem } = guestAsks(bar);
const cap = (request: string) => safetyLayerOf(request, bar).maxPrice;
const allAlcoholFree = async (request: string) => {
  const answer = await ids(request);
  expect(answer.length).toBeGreaterThan(0);
  for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
};

describe('a reason not to drink said in Irish, Pidgin, Polish or Afrikaans beside a drink named: never that drink', () => {
  test.each([
    'Tá mé ag iompar clainne. Daiquiri le do thoil.',
    'Tá mé sé bliana déag. Pionta stout.',
    'Tiomáinfidh mé abhaile. Negroni?',
    'I get belle o. Abeg give me one Margarita.',
    "My wife don get belle, abeg no alcohol for am, I no dey drink too. Two Mojitos?",
    'I be sixteen. Abeg one lager.',
    'Ja nie piję, nie. Daiquiri?',
    "Ek is sestien. 'n Bier?",
  ])('%s', async (request) => allAlcoholFree(request));

  test.each([
    ['Tá ailléirge uibheacha orm. Whiskey Sour?', ['egg-white']],
    ['Ngine-allergy yamaqanda. Clover Club?', ['egg-white']],
    ['Allergies vir neute. Mai Tai?', ['amaretto', 'orgeat-syrup']],
  ])('an allergy in those languages, the drink with it named: %s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem(...items)).not.toContain(id);
  });

  test("Polish: coeliac, sulphites, and 'nothing with tequila nor with mezcal'", async () => {
    for (const id of await ids('Mam celiakię. Piwo?')) expect(withItem('lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle')).not.toContain(id);
    expect(safetyLayerOf('Uczulenie na siarczyny. Wino?', bar).excludedIngredients.map((w) => w.join(' '))).toEqual(expect.arrayContaining(['wine', 'prosecco']));
    const answer = await ids('Nie chcę niczego z tequilą ani z mezcalem. Coś orzeźwiającego?');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('tequila-blanco', 'mezcal')).not.toContain(id);
  });

  test("'sláinte' is a toast English says too: a pint is still a pint", async () => {
    expect((await ids('Sláinte! A pint of stout please'))[0]).toBe('stout');
  });
});

describe('money said in words, in slang or with its sign spaced is money, never dollars nor an age', () => {
  test.each([
    ['Tengo 20.000 pesos para un trago', 12],
    ['Tengo veinte mil pesos', 12],
    ['Tengo 20 lucas para un trago con ron', 12],
    ['veinte lucas para un trago', 12],
  ])("%s: pesos of no nation (the less expensive half), and no age read", async (request, most) => {
    expect(cap(request)).toBeDefined();
    expect(cap(request)!).toBeLessThanOrEqual(most);
    expect(safetyLayerOf(request, bar).alcoholFree).toBe(false);
  });
  test.each([
    ["I've R 200, nie meer nie. 'n Cocktail?", 'R200'],
    ['R 150 for a drink', 'R150'],
    ["Ek het net tweehonderd rand vir 'n drankie", '200 rand'],
    ['honderd-en-vyftig rand vir my', '150 rand'],
    ['I have N5000', '₦5000'],
    ['Mam czterdzieści złotych. Poproszę coś z whisky.', '40 złotych'],
    ['Mam dwadzieścia pięć złotych', '25 złotych'],
  ])('%s is read as %s', (request, same) => {
    expect(cap(request)).toBeDefined();
    expect(cap(request)).toBe(cap(same));
  });
  test("'we r 30 for a drink each' and 'room N200' are no money", () => {
    expect(cap('we r 30 for a drink each')).toBeUndefined();
    expect(cap('room N200, a lager')).toBeUndefined();
  });
  test('an age in Afrikaans or Spanish words is still an age', async () => {
    await allAlcoholFree('Ek is sewentien, iets soets?');
    await allAlcoholFree('tengo diecisiete años, algo dulce');
  });
});

describe("'nothing that isn't sweet' is a wish for sweet (two 'not's)", () => {
  test.each(["I don't want anything that isn't sweet", 'Ek wil nie iets hê wat nie soet is nie.'])('%s', async (request) => {
    const answer = await ask(request);
    expect(answer[0]!.reason).toMatch(/\bsweet\b/);
    expect(answer[0]!.reason).not.toMatch(/not too sweet|\bdry\b/);
  });
});

describe('drinks from home are named back as not on the menu, and the closest offered', () => {
  test.each([
    ['Klippies and Coke please', /Klippies/i],
    ['Amarula on ice?', /Amarula/i],
    ['Hanepoot, anything like it?', /Hanepoot/i],
    ['a dawa please', /Dawa/i],
  ])('%s', async (request, named) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).toMatch(named);
    expect(answer[0]!.reason).toMatch(/not on our menu/);
  });
});

describe('a request in a language the reader does not read is held to the strictest reading, whatever drink it names', () => {
  test.each([
    'Mwen ansent, yon Daiquiri tanpri',
    'ana baddi Negroni bas bala kohol ya3ni',
    'toi khong uong ruou, mot ly Mojito',
    'Tôi không uống rượu, một ly Mojito',
    'mainu sharab nahi chahidi, Margarita de do',
    'sinywi pombe, Mojito tafadhali',
    "Dwi'n feichiog, Mojito os gwelwch yn dda",
    'Tha mi trom, Negroni',
  ])('%s: no alcohol, and it says it could not read all of it', async (request) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const a of answer) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
    expect(answer[0]!.reason).toMatch(/I could not read all of what you wrote/);
  });
  test.each(["I'm a dim sum fan, a mojito please", 'I met Kisa at the bar, a mojito', 'Asante and I would like two mojitos', 'tre mesi fa ho bevuto un mojito, ne vorrei un altro', 'fără zahăr, un mojito', 'a mojito, then bia hơi style beers later'])(
    'English, Italian or Romanian with such a word is still read (%s)',
    async (request) => {
      expect((await ids(request))).toContain('mojito');
    },
  );
});

describe('the opened thirty-sixth set\'s misreads of whom a "no" is about', () => {
  test("'Load-shedding AGAIN?? ... A margarita please': 'again' of something that is no drink turns from nothing", async () => {
    expect((await ids('Power cut AGAIN?? No no no. ok fine. A margarita please'))[0]).toBe('margarita');
    expect((await ids('raining again, a daiquiri please'))[0]).toBe('daiquiri');
  });
  test.each(['Mojito? Not again! Something else', 'had a mojito. that again?', 'the mojito again? no, something different'])("'again' of a drink still turns from it (%s)", async (request) => {
    expect(await ids(request)).not.toContain('mojito');
  });
  test("'I don't want anything without bubbles' is a wish for bubbles", async () => {
    const answer = await ask("I don't want anything without bubbles");
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).toMatch(/bubbly|Prosecco|soda/);
  });
  test("a friend's advice against a drink the guest waves away is no 'no'; a doctor's is", async () => {
    expect((await ids("My mate says don't get the stout, it's too heavy. I don't care, I like it. Stout please"))[0]).toBe('stout');
    await expect(ids("my doctor says don't drink, I don't care, a beer")).resolves.toEqual(expect.not.arrayContaining(['lager', 'ipa', 'stout']));
    expect(await ids("my wife says don't get the negroni. a mojito then")).not.toContain('negroni');
  });
});
