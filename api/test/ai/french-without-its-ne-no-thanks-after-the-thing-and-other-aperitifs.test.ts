import { safetyLayerOf } from '../../src/ai/bartender';
import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * Our own cases of the classes opened-43-lisbon-recommendations' violations showed (none copied): French said
 * without its 'ne' ('je bois pas'); a 'no thanks' right after the thing in six languages; 'no X or other Ys' and 'no
 * bitter aperitifs'; a bad reaction said in Dutch ('reageer slecht op sulfiet'); Polish 'bezglutenowo'.
 */
const bar = demoBar();
const { ids, both, holds } = guestAsks(bar);

describe('French as it is spoken, without its ne', () => {
  test.each(["je bois pas ce soir, juste un truc sympa", "j'bois pas, un truc frais", 'on boit pas, deux trucs frais svp', 'je picole pas, un truc pas trop sucré'])('%s: alcohol-free for any engine', async (request) => {
    expect(safetyLayerOf(request, bar).alcoholFree).toBe(true);
    for (const answer of await both(request)) for (const drink of answer) expect(ALCOHOL_FREE_IDS).toContain(drink.recipeId);
  });

  test.each(['je bois pas de rhum, un truc frais', 'je bois pas beaucoup, un truc léger', 'je bois pas trop fort, un truc frais'])('%s: still a drink with alcohol', async (request) => {
    expect(safetyLayerOf(request, bar).alcoholFree).toBe(false);
  });
});

describe("'no thanks' right after the thing", () => {
  test.each([
    ['tequila no thanks, something fresh', 'tequila'],
    ['gin não obrigado, fiquei com trauma 😂 algo fresco', 'gin'],
    ['tequila, no gracias, algo fresco', 'tequila'],
    ['vodka non merci, un truc frais', 'vodka'],
    ['Tequila? Nein danke. etwas Frisches', 'tequila'],
    ['rum nee bedankt, iets fris', 'rum'],
  ])('%s: no %s, for any engine', async (request, spirit) => {
    expect(safetyLayerOf(request, bar).excludedSpirits).toContain(spirit);
    const items = { tequila: ['tequila-blanco'], gin: ['gin-london-dry'], vodka: ['vodka'], rum: ['rum-white', 'rum-dark'] }[spirit]!;
    for (const answer of await both(request)) for (const drink of answer) expect(holds(drink.recipeId, ...items)).toBe(false);
  });

  test("'no thanks to ice' rules out no spirit", () => {
    expect(safetyLayerOf('Something fresh please, no thanks to ice', bar).excludedSpirits).toEqual([]);
  });
});

describe('the others of a kind, and a kind by its taste', () => {
  test.each(['no Aperol or other bitter aperitifs, something light and bubbly', 'Geen Aperol of andere bittere aperitieven, iets lichts met bubbels', 'no bitter aperitifs please'])(
    '%s: no Campari, Aperol or the alcohol-free aperitif, for any engine',
    async (request) => {
      for (const answer of await both(request)) for (const drink of answer) expect(holds(drink.recipeId, 'campari', 'aperol', 'aperitif-alcohol-free')).toBe(false);
    },
  );

  test("'no gin or other spirits, a beer': a beer", async () => {
    const first = (await ids('no gin or other spirits, a beer'))[0];
    expect(bar.recipes.find((r) => r.id === first)!.category).toBe('beer');
  });
});

describe('Dutch and Polish limits', () => {
  test('ik reageer slecht op sulfiet in wijn: no wine or prosecco, for any engine', async () => {
    const request = 'Ik reageer slecht op sulfiet in wijn. Wat raadt u aan in plaats van wijn?';
    for (const answer of await both(request)) {
      for (const drink of answer) expect(holds(drink.recipeId, 'prosecco', 'wine-red-house', 'wine-white-house', 'wine-rose-house')).toBe(false);
    }
  });

  test('bezglutenowo: no beer, for any engine', async () => {
    for (const answer of await both('bezglutenowo, bez orzechów, coś z tequilą')) {
      for (const drink of answer) expect(bar.recipes.find((r) => r.id === drink.recipeId)!.category).not.toBe('beer');
    }
  });
});

describe("'none of that stuff or this'", () => {
  test("'vegan - so none of the egg white foam stuff or honey': no honey wished, none offered, and the answer does not say one was", async () => {
    const answer = await both('vegan - so none of the egg white foam stuff or honey. something sour pls');
    for (const drinks of answer) for (const drink of drinks) expect(holds(drink.recipeId, 'egg-white', 'honey-ginger-syrup')).toBe(false);
    expect(answer[0]![0]!.reason).not.toMatch(/has honey/);
  });
});
