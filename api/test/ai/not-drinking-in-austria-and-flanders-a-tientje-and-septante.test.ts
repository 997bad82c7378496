import { safetyLayerOf } from '../../src/ai/bartender';
import { readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * Our own cases, written from the briefs of this session's outsiders before their sets came back: not drinking as
 * Austria, Bavaria, Switzerland and Flanders say it ('i trink nix', 'ich trink nüt', 'ik drink nie'); 'not too' as they
 * say it ('net so süß', 'ned zu stark'); money as the Low Countries and Belgian and Swiss French say it ('een
 * tientje', 'septante', 'nonante'); a party counted in Dutch ('voor ons twee', 'met z'n drieën').
 */
const bar = demoBar();
const { onlyAlcoholFree } = guestAsks(bar);

describe('not drinking, as the Alps and Flanders say it', () => {
  test.each(["i bin mit'm Auto do, was Frisches", 'i muas no foan, was Gscheits', 'mia san mim Auto do', 'i trink nix, gib ma was Gscheits', 'ich trink nüt, öppis Feins bitte', 'i trink ned, was Fruchtiges', 'ik drink nie, amai, iets lekkers', "'k drink nie, iets fris"])('%s', (request) =>
    onlyAlcoholFree(request),
  );
});

describe("'not too', as Austria and Switzerland say it", () => {
  test.each([
    ['net so süß bitte, a Spritzer', 'sweet'],
    ['nöd z süess, öppis mit Gin', 'sweet'],
  ])('%s avoids %s', (request, taste) => {
    const reading = readRequest(request, bar);
    expect(reading.avoidFlavours.get(taste as never) ?? 0).toBeGreaterThan(0);
    expect(reading.flavours.get(taste as never) ?? 0).toBe(0);
  });

  test("'ned zu stark' is a light drink", () => {
    expect(readRequest('ned zu stark, was Fruchtiges', bar).strength?.level).toBe('light');
  });
});

describe('money and parties as the Low Countries, Belgium and Switzerland say them', () => {
  test.each([
    ['een tientje, iets fris', 10],
    ['ik heb maar een tientje', 10],
    ['een twintigje voor ons twee', 10],
    ['30 euro voor ons drie, iets fris', 10],
    ["we hebben 30 euro met z'n drieën", 10],
    ["20 euro met z'n tweeën", 10],
    ['max septante francs pour nous trois', 23.33],
    ['nonante euros pour nous trois', 30],
    ['septante-cinq francs pour nous quatre', 18.75],
  ])('%s: at most %d a drink', (request, most) => {
    const cap = safetyLayerOf(request, bar).maxPrice;
    expect(cap).toBeDefined();
    expect(cap!).toBeLessThanOrEqual(most);
  });
});

describe("a Christmas market's drinks the menu lacks, by what they are", () => {
  const { ids } = guestAsks(bar);

  test("'a G'spritzter', 'eine Weinschorle' (white wine with soda): the house white first", async () => {
    expect((await ids("a G'spritzter bitte"))[0]).toBe('house-white-wine');
    expect((await ids('eine Weinschorle bitte'))[0]).toBe('house-white-wine');
  });

  test("'a Kinderpunsch' (a children's punch) is understood and has no alcohol", async () => {
    await onlyAlcoholFree('an Kinderpunsch für mei Tochter, sie is 8');
    expect((await guestAsks(bar).ask('an Kinderpunsch bitte'))[0]!.reason).not.toMatch(/could not tell/);
  });
});

describe('allergens and diets in Dutch', () => {
  test.each([
    ['geen zuivel, maar wel iets met koffie', ['milk']],
    ['allergisch voor schaaldieren', ['shellfish']],
    ['allergisch voor hazelnoten', ['hazelnut']],
  ])('%s', (request, wanted) => {
    const excluded = safetyLayerOf(request, bar).excludedIngredients.map((words) => words.join(' '));
    for (const w of wanted) expect(excluded).toContain(w);
  });
});

describe('reasons as the Low Countries, Belgium and Luxembourg say them', () => {
  test.each([
    'ik ben met de auto, iets fris',
    "'k zijn met de wagen, iets lekkers",
    'ik ben nog maar 16, een pintje?',
    'ik sta droog deze maand',
    "j'ai la voiture ce soir, un truc frais",
    'je suis sous antibios, un truc sympa',
    'ech muss nach fueren, eppes Frësches',
    'ech sinn mam Auto do',
    'ech drénken net, eppes Séisses',
    'ech sinn 16, e Béier?',
  ])('%s', (request) => onlyAlcoholFree(request));
});
