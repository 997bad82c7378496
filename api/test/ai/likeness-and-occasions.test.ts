import { availableProfiles } from '../../src/ai/builtin';
import { understandRequest } from '../../src/ai/builtin/understand';
import { demoBar, guestAsks } from './fixtures';

/** Likeness ('like X but smokier', 'what else, I loved the Paloma'), comparatives and occasions by family. */
const bar = demoBar();
const { top: top3 } = guestAsks(bar);
const menu = availableProfiles(bar);
// Not the shared `read` (readRequest): what the built-in engine understands against the menu's profiles.
const read = (text: string) => understandRequest(text, menu);

describe('a comparative is the flavour or strength it compares', () => {
  test.each([
    ['an Old Fashioned, but smokier', 'smoky'],
    ['a daiquiri but fruitier', 'fruity'],
    ['like a margarita, only sweeter', 'sweet'],
    ['something spicier than a mule', 'spicy'],
  ])('%s: %s', (text, flavour) => {
    expect([...read(text).flavours.keys()]).toContain(flavour);
  });

  test("'an Old Fashioned, but smokier' is answered by the smoky Oaxaca Old Fashioned or the Islay malt first", async () => {
    expect(['oaxaca-old-fashioned', 'islay-single-malt-neat', 'mezcal-negroni']).toContain((await top3('an Old Fashioned, but smokier'))[0]);
  });

  test('a word that only ends like a comparative is not read as one', () => {
    expect(read('the bartender picks').understood).toBe(false);
  });
});

describe('likeness said in other ways', () => {
  test("'in the spirit of' is likeness, not a word for alcohol", async () => {
    const r = read('something in the spirit of a Moscow mule, but no vodka');
    expect(r.alcoholFree).toBe(false);
    const ids = await top3('something in the spirit of a Moscow mule, but no vodka');
    expect(ids).toContain('dark-n-stormy');
    expect(ids).not.toContain('moscow-mule');
  });

  test("'what else would I like' after a drink offers others like it, not it", async () => {
    const ids = await top3('I loved the Paloma last time, what else would I like?');
    expect(ids).not.toContain('paloma');
    expect(ids).toContain('margarita');
  });

  test("'like a Negroni but no gin': the Negroni's twin without gin is the answer", async () => {
    const ids = await top3('like a Negroni but no gin');
    expect(ids).toContain('mezcal-negroni');
    for (const id of ids) expect(bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId)).not.toContain('gin-london-dry');
  });
});

describe('occasions by family', () => {
  test.each([
    ['watching the footy with mates', ['lager', 'ipa', 'stout']],
    ['rugby on telly tonight, what do you suggest', ['lager', 'ipa', 'stout']],
    ["it's freezing out, warm me up", ['old-fashioned', 'bourbon-neat', 'islay-single-malt-neat', 'penicillin', 'manhattan', 'boulevardier', 'sidecar', 'espresso-martini']],
    ['something to toast the bride and groom', ['prosecco-glass', 'french-75', 'aperol-spritz']],
  ])('%s', async (text, good) => {
    const ids = await top3(text);
    expect(ids.filter((id) => good.includes(id)).length).toBeGreaterThanOrEqual(2);
  });
});
