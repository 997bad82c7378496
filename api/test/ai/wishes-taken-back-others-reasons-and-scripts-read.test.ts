import { readRequest } from '../../src/ai/builtin';
import { demoBar, guestAsks } from './fixtures';

/**
 * The opened thirty-second sets' kinds, in our own words (twenty-fourth session): not wanting to drink said with 'want',
 * a drink asked not to be sent, a role given up ('done being the DD') and a driver named by name, an allergy that goes
 * on to another thing, a product the guest thinks holds it, cinnamon in bitters, 'not no alcohol', someone else's
 * reason or allergy, words in Japanese, Korean and Chinese script that
 * hold no limit, and occasions (a sore throat, a decade's night, someone lost, something fancy).
 */
const bar = demoBar();
const { ids, alcoholic, withItem } = guestAsks(bar);

describe('not wanting to drink, said with a want or a mood, is alcohol-free', () => {
  test.each([
    "my manager keeps buying rounds but honestly I don't want to drink at all tonight. something that looks like a proper drink?",
    "I just don't wanna drink tonight, something fresh",
    "I don't really feel like drinking tonight, what's nice without?",
  ])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(alcoholic(answer)).toEqual([]);
  });

  test("wanting to drink is no such thing: 'I want to drink something with gin'", async () => {
    expect(alcoholic(await ids('I want to drink something with gin tonight')).length).toBeGreaterThan(0);
  });
});

describe('a drink asked not to be sent is left out', () => {
  test.each([
    ["I don't drink, but please don't send me a Shirley Temple, something for a grown-up", 'shirley-temple'],
    ['please never bring me a mojito again, something minty though', 'mojito'],
    ["don't give me a cosmopolitan, my ex drank them. something pink", 'cosmopolitan'],
  ])('%s', async (request, drink) => {
    expect(await ids(request)).not.toContain(drink);
  });
});

describe('a reason given up or someone else’s is no reason; one of the guest’s still is', () => {
  test.each([
    ["Don't give me anything without alcohol tonight, I'm done being the designated driver, Sam's driving. something strong"],
    ['Priya is driving us home, so a gin for me please'],
    ["I said NO sugar, not no alcohol! a rum drink"],
    ["I'm not the one on antibiotics, my sister is. a margarita for me"],
  ])('%s', async (request) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(alcoholic(answer).length).toBe(answer.length);
  });

  test("the guest's own driving still holds", async () => {
    expect(alcoholic(await ids("I'm driving later, something fresh"))).toEqual([]);
    expect(alcoholic(await ids("Sam's not driving, I am. something fresh"))).toEqual([]);
  });

  test("someone else's allergy, said to be theirs, leaves the guest's drink in", async () => {
    expect(await ids("the egg allergy is my brother's, not mine. a whiskey sour please")).toContain('whiskey-sour');
    expect(await ids('I have an egg allergy. something sour')).not.toContain('whiskey-sour');
  });
});

describe('allergies that go on, and products the guest suspects', () => {
  test('an allergy that goes on to another thing rules out both', async () => {
    const answer = await ids('raspberry allergy, and cranberries too. something pink please');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of withItem('raspberry-syrup', 'cranberry-juice')) expect(answer).not.toContain(id);
  });

  test('a product the guest thinks holds the allergen is left out too', async () => {
    const answer = await ids('allergic to ginger, and I think cola has it too? something long');
    for (const id of withItem('ginger-beer', 'honey-ginger-syrup', 'cola')) expect(answer).not.toContain(id);
  });

  test('cinnamon rules out the aromatic bitters that carry it', async () => {
    const answer = await ids('I react to cinnamon. something stirred and boozy');
    expect(answer.length).toBeGreaterThan(0);
    for (const id of withItem('angostura-bitters')) expect(answer).not.toContain(id);
  });
});

describe('words in Japanese, Korean and Chinese script that hold no limit are read; any other word is not', () => {
  test.each([['ハイボールありますか? a whisky one please'], ['소주 있어요? something with a kick'], ['啤酒 please, a lager']])('%s', async (request) => {
    const answer = await ids(request);
    expect(alcoholic(answer).length).toBeGreaterThan(0);
  });

  test.each([['술 안 마셔요, something fresh'], ['ビール飲めない, something fresh'], ['我不喝酒 something fresh']])('%s', async (request) => {
    expect(alcoholic(await ids(request))).toEqual([]);
  });
});

describe('occasions and names as guests say them', () => {
  test.each([
    ['lost my voice singing all night, something for a sore throat', ['penicillin', 'shirley-temple', 'moscow-mule', 'dark-n-stormy']],
    ["it's a 90s night, what's a 90s drink?", ['cosmopolitan', 'espresso-martini']],
    ['one mojo toe please', ['mojito']],
    ['can I get a cosmopolitical', ['cosmopolitan']],
    ['my late grandad drank scotch at every wedding, something he would have had', ['penicillin', 'islay-single-malt-neat', 'old-fashioned']],
    ['she loves fancy stuff, what should I get her?', ['french-75', 'cosmopolitan', 'clover-club', 'espresso-martini']],
  ])('%s', async (request, expected) => {
    const top = (await ids(request)).slice(0, 3);
    expect(top.some((id) => expected.includes(id))).toBe(true);
  });

  test("someone who doesn't drink much gets a light one", () => {
    expect(readRequest("she doesn't really drink much, something comforting", bar).strength?.level).toBe('light');
  });
});

describe("what was left open before: a driver who is someone else, 'not allergic', and a diabetic's 'nothing sugary'", () => {
  test.each([["the driver is my husband, not me. a gin and tonic please"], ["my sister's the designated driver, not me. a lager"]])('%s', async (request) => {
    const answer = await ids(request);
    expect(alcoholic(answer).length).toBeGreaterThan(0);
  });

  test("someone who is the driver, with a drink for them, still gets none with alcohol", async () => {
    expect(alcoholic(await ids('my wife is the driver, something alcohol-free for her'))).toEqual([]);
  });

  test("'I'm not allergic to nuts' leaves the amaretto in; a joke taken back or a 'can't have them' does not", async () => {
    expect(await ids("I'm NOT allergic to nuts, I just don't like them much. an amaretto sour?")).toContain('amaretto-sour');
    for (const request of ["I'm not allergic to nuts, I just can't have them", "I'm not allergic to nuts lol jk I am", "I'm not allergic to nuts but my son is, a sour for him"]) {
      expect(await ids(request)).not.toContain('amaretto-sour');
    }
  });

  test("a diabetic's 'nothing sugary' is no sugar at all; anyone else's is a taste", async () => {
    const sugary = withItem('sugar-syrup', 'elderflower-cordial', 'tonic-water', 'aperitif-alcohol-free', 'grenadine', 'ginger-beer', 'cola', 'orange-juice', 'cranberry-juice', 'pineapple-juice', 'triple-sec', 'honey-ginger-syrup', 'agave-syrup', 'raspberry-syrup');
    for (const id of await ids('type 2 diabetic, nothing sugary please')) expect(sugary).not.toContain(id);
    expect(readRequest('nothing sugary please', bar).excludedIngredients).toEqual([]);
  });
});
