import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog, guestAsks } from './fixtures';

/**
 * Two outside testers' free probes (twenty-fourth session), kept as tests: an attacker at an airport's departure-lounge
 * bar (letters in small capitals, brackets and black squares; a 'no' cut up by dots or glued on; 'none of us drinks'
 * in Spanish and Portuguese; anti-malarials; an unaccompanied minor's badge; 'anos: 17'), and a rooftop bar's manager
 * moving a consultant's menu in (Chinese cards, 'Resolved' marks, a quiz's question before its answer, thousands
 * separators, a pour's two measures, grams with their millilitres, an infused or washed spirit, bottles counted with their
 * size, '0.0 lager', an invoice's and a menu's furniture).
 */
const bar = demoBar();
const { ids, alcoholic, withItem } = guestAsks(bar);
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Test'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

describe('a reason or an age in letters that pass for Latin ones is read', () => {
  test.each([
    ["ɪ'ᴍ 16, something strong"],
    ["I'm ᴘʀᴇɢɴᴀɴᴛ, something strong"],
    ['ᴇɪɢʜᴛ ʏᴇᴀʀs sᴏʙᴇʀ. something strong'],
    ['ɴᴏ ᴀʟᴄᴏʜᴏʟ, something strong'],
  ])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(alcoholic(answer)).toEqual([]);
  });

  test.each([['ᴀʟʟᴇʀɢɪᴄ ᴛᴏ ᴇɢɢ, something foamy', 'egg-white'], ['ɴᴏ ɴᴜᴛs, something tropical', 'orgeat'], ['ɴᴏ ɢɪɴ, something herbal', 'gin-london-dry'], ['⒩⒪ ⒢⒤⒩, something herbal', 'gin-london-dry'], ['🅽🅾 🅶🅸🅽, something herbal', 'gin-london-dry'], ['🅝🅞 🅖🅘🅝, something herbal', 'gin-london-dry']])('%s', async (request, item) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of withItem(item)) expect(answer).not.toContain(id);
  });
});

describe("a 'no' cut up or glued on is a 'no'", () => {
  test.each([
    ['n.o gin, something herbal', 'gin-london-dry'],
    ['N.O. gin, something herbal', 'gin-london-dry'],
    ['no. gin. something herbal', 'gin-london-dry'],
    ['nogin, something herbal', 'gin-london-dry'],
    ['n.o t.e.q.u.i.l.a, and no mezcal either. Terrified of flying, I need something strong.', 'tequila-blanco'],
  ])('%s', async (request, item) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of withItem(item)) expect(answer).not.toContain(id);
  });

  test("'e.g.' and 'nogroni' are read as before", async () => {
    expect(await ids('e.g. a gin drink')).toContain('gin-and-tonic');
    expect(alcoholic(await ids('nogroni please'))).toEqual([]);
  });
});

describe("'none of us drinks it', in Spanish and Portuguese", () => {
  test.each([
    ['nenhuma de nós bebe gin. algo com limão'],
    ['nós não bebemos gin. algo com limão'],
    ['ninguno de los dos toma gin, algo con limón'],
    ['ninguna de nosotras bebe ginebra. algo con limón'],
    ['Eu e minha amiga: nenhuma de nós bebe gin, e ela é alérgica a ovo. Algo com limão, por favor.'],
  ])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of withItem('gin-london-dry')) expect(answer).not.toContain(id);
  });
});

describe('reasons and ages the attacker found unread', () => {
  test.each([
    ['hi im travelling with the UM lanyard thing, the airline lady said i can get a drink here. can i have coke with rum in it like my uncle has'],
    ['airline put a UM badge on me. cola with rum'],
    ["I'm on anti-malarials, something strong"],
    ['taking Lariam (mefloquine) for the trip, something strong'],
    ['on malaria tablets (mefloquine). a rum drink'],
    ['anos: 17. algo doce'],
  ])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(alcoholic(answer)).toEqual([]);
  });

  test("'not a fan of anything but gin' is gin only", async () => {
    const answer = await ids('Not a fan of anything but gin. Something herbal.');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(withItem('gin-london-dry')).toContain(id);
  });
});

describe("the manager's pastes", () => {
  test.each([
    [['莫斯科骡子', '伏特加 45毫升', '青柠汁 10毫升', '姜汁啤酒 120毫升', '青柠角 1个'], { vodka: 45, 'lime-juice': 10, 'ginger-beer': 120, 'lime-wedges': 1 }],
    [['伏特加 40ml', '君度 15ml', '青柠汁 15ml', '蔓越莓汁 30ml'], { vodka: 40, 'triple-sec': 15, 'lime-juice': 15, 'cranberry-juice': 30 }],
    [['威士忌酸', '波本威士忌 45毫升', '檸檬汁 25毫升', '糖漿 20毫升', '蛋白 20毫升'], { bourbon: 45, 'lemon-juice': 25, 'sugar-syrup': 20, 'egg-white': 20 }],
    [['- Gin 50 ml ✓ Resolved', '- Tonic 150 ml (Resolved)', '- lime wedge — Resolved'], { 'gin-london-dry': 50, 'tonic-water': 150, 'lime-wedges': 1 }],
    [['Hugo — 90 ml prosecco'], { prosecco: 90 }],
    [['Q1. What base spirit goes in a Penicillin?  A: Blended Scotch, 50 ml'], { 'scotch-blended': 50 }],
    [['진 50밀리리터', '토닉워터 150밀리'], { 'gin-london-dry': 50, 'tonic-water': 150 }],
    [['45/50 ml gin', '150 ml tonic'], { 'gin-london-dry': 47.5, 'tonic-water': 150 }],
    [['SKU 30112 Angostura 12 x 200ml', '50 ml bourbon', '2 dashes Angostura'], { bourbon: 50, 'angostura-bitters': 2 }],
    [['50 ml gin', 'sugar syrup 26 g (= 20 ml)'], { 'gin-london-dry': 50, 'sugar-syrup': 20 }],
    [[':lime: 10 ml lime juice :+1:', '50 ml white rum'], { 'lime-juice': 10, 'rum-white': 50 }],
    [['one hundred fifty mil tonic', '50 ml gin'], { 'tonic-water': 150, 'gin-london-dry': 50 }],
    [['1 bottle 0.0 lager'], { 'beer-alcohol-free-bottle': 1 }],
    [['plaster pomarańczy', '50 ml gin'], { 'orange-slices': 1, 'gin-london-dry': 50 }],
    [['[AB: no — keep gin] Resolved', '45 ml gin Resolved'], { 'gin-london-dry': 45 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test('a batch with thousands separators is divided by its covers', async () => {
    const recipe = await importIt(['Negroni batch, 40 covers', 'gin 1,200 ml', 'Campari 1,200 ml', 'sweet vermouth 1,200 ml']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30 });
  });

  test('bottles counted with their size in brackets, before or after the name', async () => {
    const recipe = await importIt(['8 btl (750 ml) prosecco', 'Aperol 3 btl (700 ml)', 'soda 2000 ml']);
    expect(amounts(recipe)).toEqual({ prosecco: 6000, aperol: 2100, 'soda-water': 2000 });
  });

  test('an infused or washed spirit is offered as its base spirit for the manager to confirm, never matched silently', async () => {
    const recipe = await importIt(['50 ml chilli-infused tequila', '60 ml brown-butter-washed bourbon', '20 ml lime juice']);
    expect((recipe.suggestedSubstitutes ?? []).map((s) => s.inventoryItemId).sort()).toEqual(['bourbon', 'tequila-blanco']);
    expect(amounts(recipe)).toEqual({ 'lime-juice': 20 });
  });

  test("an infusion's flavour never takes the unit with it (a reviewer's inputs)", async () => {
    const recipe = await importIt(['2 oz tea-infused gin', '1.5 oz bacon infused bourbon', '2 cl chilli-infused tequila']);
    const offered = Object.fromEntries((recipe.suggestedSubstitutes ?? []).map((s) => [s.inventoryItemId, s.quantity]));
    expect(offered).toEqual({ 'gin-london-dry': 60, bourbon: 45, 'tequila-blanco': 20 });
  });

  test("an invoice's and a menu's furniture is no ingredient", async () => {
    const recipe = await importIt(['INVOICE #44172', 'Net 30', 'PERFECT SERVE — NEGRONI', 'PREP — Clover Club (per cover)', 'AMUSE — Oyster, cucumber granita', 'Dessert — dark chocolate tart, 70% cacao   $14', 'lots of ice — highball', '30 ml gin', '30 ml Campari', '30 ml sweet vermouth']);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a batch's and a keg's titles with their yields are no ingredients", async () => {
    const recipe = await importIt(['Milk punch (batch, yields 1.2 L = 12 serves)', '600 ml gin', '300 ml lemon juice']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(amounts(recipe)).toEqual({ 'gin-london-dry': 50, 'lemon-juice': 25 });
  });
});

describe("the final outsider's probes (a wedding's open bar): a minor in a table's order, their age after them", () => {
  test.each([
    ['Table 4: prosecco x5 for the adults. Also the twins (14) want whatever the adults have. And a margarita for me.'],
    ['prosecco x5 for table 4, the twins (14) too'],
    ['mojitos for me and Tom, 16'],
    ['me and Priya (17), something fruity'],
  ])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(alcoholic(answer)).toEqual([]);
  });

  test('a count after a name is no age', async () => {
    expect(alcoholic(await ids('a gin for me and Tom, 2 please')).length).toBeGreaterThan(0);
  });
});
