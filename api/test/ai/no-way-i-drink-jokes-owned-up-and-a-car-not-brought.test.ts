import { demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of the classes the last São Paulo and Rio tester reported (build d77418ca), in the six languages and
 * not only in its words: 'no way I'm drinking' said as each language says it ('nem a pau que eu bebo'); an alcohol-free
 * wish said to be a joke ('brincadeira kkk') stays, as ADR 56 holds; a car said not to be there ('não tô de carro') and
 * alcohol said to be fine ('pode ter álcool'), which are no reason for alcohol-free.
 */
const bar = demoBar();
const { ids, alcoholic, onlyAlcoholFree, offersNoneOf } = guestAsks(bar);

describe("'no way I'm drinking' is not drinking, in each language", () => {
  test.each([
    "no way I'm drinking tonight, something tasty",
    'not a chance I am drinking, got anything nice?',
    'nem a pau que eu bebo hoje, algo gostoso',
    'de jeito nenhum eu bebo hoje, me vê algo bom',
    'ni de coña bebo hoy, algo rico',
    'ni loca tomo hoy, algo rico porfa',
    'pas question que je boive ce soir, un truc sympa',
    'manco morto bevo stasera, qualcosa di buono',
    'auf keinen Fall trinke ich heute, was Leckeres',
  ])('%s', (request) => onlyAlcoholFree(request));

  test("'no way I'm drinking gin' is a 'no' to the gin only", async () => {
    await offersNoneOf("no way I'm drinking gin, something citrusy", ['gin-london-dry']);
    expect(alcoholic(await ids("no way I'm drinking gin, something citrusy")).length).toBeGreaterThan(0);
  });
});

describe("an alcohol-free wish said to be a joke stays alcohol-free in every language (ADR 56: a joke never lifts a 'no alcohol')", () => {
  test.each([
    'sem álcool hoje... brincadeira kkk, quero uma caipirinha',
    'sin alcohol... es broma jaja, una paloma',
    'sans alcool... je rigole, un mojito',
  ])('%s', (request) => onlyAlcoholFree(request));

  test("'actually' after a plain alcohol-free wish, with no reason said, takes it back, in Portuguese too", async () => {
    expect((await ids('sem álcool hoje... pensando bem, uma caipirinha'))[0]).toBe('caipirinha');
  });
});

describe("a car said not to be there, and alcohol said to be fine, are no reason for alcohol-free", () => {
  test.each([
    'não tô de carro, algo forte',
    'nada doce, mas pode ter álcool, não tô de carro',
    'no vengo en coche, algo fuerte',
    'nada dulce, puede llevar alcohol',
    "rien de sucré, ça peut avoir de l'alcool",
  ])('%s', async (request) => {
    expect(alcoholic(await ids(request)).length).toBeGreaterThanOrEqual(3);
  });

  test.each(['tô de carro, algo gostoso', 'estou de carro hoje, algo refrescante'])('the car said to be there still is: %s', (request) => onlyAlcoholFree(request));
});

describe('time clean said in years or months is recovery, as days are', () => {
  test.each(["I'm 3 years clean, something fun", 'clean for 18 months now, what do you have', "I've been clean 5 years", 'six months clean and sober today!'])(
    '%s',
    (request) => onlyAlcoholFree(request),
  );

  test.each(['something clean and crisp, a 12 year old whisky', 'I clean the bar for 3 years now, a beer please'])('clean said of something else is no recovery: %s', async (request) => {
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });
});

describe("'no liquor' with beer or wine said to be fine is no spirits, as America says it", () => {
  test.each([
    ['no liquor please, beer or wine is fine', ['vodka', 'gin-london-dry', 'rum-white', 'tequila-blanco', 'bourbon']],
    ["no liquor, beer's ok", ['vodka', 'gin-london-dry', 'rum-white', 'tequila-blanco', 'bourbon']],
  ])('%s', async (request, spirits) => {
    await offersNoneOf(request, spirits);
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });

  test("'no liquor' alone stays no alcohol at all", () => onlyAlcoholFree('no liquor please, something fruity'));
});

describe("an American college's first two years are under the American drinking age", () => {
  test.each(["I'm a sophomore at UT, something sweet", 'college freshman lol, what should I get', 'just started college, something fun'])('%s', (request) =>
    onlyAlcoholFree(request),
  );
});

describe("'I drink nothing' in the languages, and driving in Haitian Creole", () => {
  test.each(['no bebo nada, algo rico', "no bebo na', algo rico", 'non bevo niente stasera', 'não bebo nada, algo gostoso', 'ik drink niks, iets lekkers', 'i drink nothing, something nice', 'm ap kondwi aswè a'])(
    '%s',
    (request) => onlyAlcoholFree(request),
  );

  test("'no bebo nada dulce' is a taste's 'no', not not drinking", async () => {
    expect(alcoholic(await ids('no bebo nada dulce, algo con ron')).length).toBeGreaterThan(0);
  });
});
