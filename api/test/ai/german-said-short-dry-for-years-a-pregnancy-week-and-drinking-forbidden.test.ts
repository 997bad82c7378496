import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, guestAsks, silentLog } from './fixtures';

/**
 * Our own cases of the classes the Vienna, Munich and Zurich tester reported (build 69dc5a79), in its dialects and in
 * standard German, not only its words (ADR 76): dry for years said in dialect ('i bin seit drei Joahr trocken'); a
 * pregnancy by its week ('SSW 14'); a warning not to bring alcohol ('Nicht dass ihr mir was mit Alkohol bringt');
 * drinking forbidden with no word for alcohol ('i derf nix trinken', 'der Arzt hat mir das Trinken verboten', a court's
 * order); the car said short ('hab's Auto dabei'); 'fein' never a slip of feni; an import line whose bracket says the
 * product has no alcohol among other words is never matched to the alcoholic product.
 */
const bar = demoBar();
const { ask, onlyZeroAlcohol, alcoholic, ids } = guestAsks(bar);

describe('German said plainly or short', () => {
  test.each([
    'I bin seit drei Joahr trocken, was Frisches?',
    'ich bin jetzt seit 5 Jahren trocken, was Fruchtiges',
    'bin in der 14. SSW, was Prickelndes?',
    'SSW 30, was Süßes bitte',
    'Nicht dass ihr mir was mit Alkohol bringt! Was Fruchtiges',
    'ned dass ma do wos mit Alkohol bringts, gell',
    'i derf nix trinken, was Süßes',
    'Der Arzt hat mir das Trinken verboten. Was Frisches?',
    'hab a gerichtliche Auflage, was Fruchtiges',
  ])('no alcohol, not even a trace: %s', (request) => onlyZeroAlcohol(request));

  test.each(["hab's Auto dabei, was Frisches", 'hab des Auto do, was Süßes'])('the car said short: %s', async (request) => {
    expect(alcoholic(await ids(request))).toEqual([]);
  });

  test.each(['ich mag trockenen Wein, seit Jahren', 'bin seit Jahren Fan von trockenem Riesling'])('dry said of wine is a taste: %s', async (request) => {
    expect(alcoholic(await ids(request)).length).toBeGreaterThan(0);
  });

  test("'fein' is fine, never the Goan feni", async () => {
    for (const d of await ask('Nimm grad Metronidazol, a Spritzer wär fein')) expect(d.reason).not.toMatch(/feni/i);
  });
});

describe('an import line whose bracket says the product has no alcohol, among other words', () => {
  test.each(['60 ml Rum (alkoholfrei, trust me)', '60 ml rum (alcohol-free, honestly)'])('%s is never the alcoholic rum', async (line) => {
    const recipe = await processRecipe({ name: 'Kinderpunsch', ingredients: [line, '100 ml orange juice'], instructions: [] }, bar, builtinEngine, silentLog());
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).not.toContain('rum-white');
    expect(recipe.unmatchedIngredients.join(' ')).toMatch(/rum/i);
  });
});
