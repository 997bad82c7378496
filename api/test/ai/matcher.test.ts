import { SEED_INVENTORY } from '@bar/domain/seed';
import { parseIngredientLine } from '../../src/ai/builtin/ingredient-line';
import { MATCH_THRESHOLD, expandSynonyms, indexStock, matchIngredient, nameTokens } from '../../src/ai/builtin/matcher';
import type { StockItem } from '../../src/ai/builtin/profile';

const index = indexStock(SEED_INVENTORY);
const matchOf = (line: string) => matchIngredient(parseIngredientLine(line), index);

describe('matching ingredient lines to the demo stock', () => {
  test.each([
    ['2 oz London dry gin', 'gin-london-dry'],
    ['1 oz gin', 'gin-london-dry'],
    ['1.5 oz Plymouth gin', 'gin-london-dry'],
    ['50ml Tanqueray gin', 'gin-london-dry'],
    ['3/4 oz fresh lime juice', 'lime-juice'],
    ['1 oz freshly squeezed lemon juice', 'lemon-juice'],
    ['Juice of half a lime', 'lime-juice'],
    ['3/4 oz simple syrup', 'sugar-syrup'],
    ['10ml gomme', 'sugar-syrup'],
    ['1 tsp rich simple syrup', 'sugar-syrup'],
    ['1 oz Cointreau', 'triple-sec'],
    ['1/2 oz orange curaçao', 'triple-sec'],
    ['1 oz orange liqueur', 'triple-sec'],
    ['1 oz sweet vermouth', 'vermouth-sweet'],
    ['1 oz Italian vermouth', 'vermouth-sweet'],
    ['1/2 oz dry vermouth', 'vermouth-dry'],
    ['2 oz white rum', 'rum-white'],
    ['2 oz light rum', 'rum-white'],
    ['1 oz aged Jamaican rum', 'rum-dark'],
    ["2 oz dark rum (Gosling's Black Seal)", 'rum-dark'],
    ['2 oz tequila', 'tequila-blanco'],
    ['1 1/2 oz reposado tequila', 'tequila-blanco'],
    ['1/2 oz mezcal', 'mezcal'],
    ['2 oz bourbon', 'bourbon'],
    ['2 oz whiskey', 'bourbon'],
    ['3/4 oz cask-proof bourbon', 'bourbon'],
    ['2 oz rye', 'rye-whiskey'],
    ['2 oz blended Scotch', 'scotch-blended'],
    ['1/4 oz Laphroaig', 'scotch-islay'],
    ['50 ml cognac', 'cognac'],
    ['1 oz brandy', 'cognac'],
    ['2 oz cachaça', 'cachaca'],
    ['2 oz cachaca', 'cachaca'],
    ['25ml Kahlúa', 'coffee-liqueur'],
    ['1 oz Disaronno', 'amaretto'],
    ['1 oz St-Germain', 'elderflower-liqueur'],
    ['3 oz Champagne', 'prosecco'],
    ['4 oz sparkling wine', 'prosecco'],
    ['2 dashes Angostura bitters', 'angostura-bitters'],
    ['2 dashes aromatic bitters', 'angostura-bitters'],
    ['Club soda, to top', 'soda-water'],
    ['Top with sparkling water', 'soda-water'],
    ['150ml premium tonic water', 'tonic-water'],
    ['4 oz ginger beer', 'ginger-beer'],
    ['5 oz ginger ale', 'ginger-beer'],
    ['120 ml Coca-Cola', 'cola'],
    ['Grapefruit soda, to top', 'grapefruit-soda'],
    ['1 oz cranberry juice cocktail', 'cranberry-juice'],
    ['4 oz fresh orange juice', 'orange-juice'],
    ['1 1/2 oz cream of coconut', 'coconut-cream'],
    ['1 shot fresh espresso', 'espresso'],
    ['1 oz cold brew coffee', 'espresso'],
    ['1 egg white', 'egg-white'],
    ['1/2 oz orgeat', 'orgeat-syrup'],
    ['1 tsp agave nectar', 'agave-syrup'],
    ['3/4 oz honey-ginger syrup', 'honey-ginger-syrup'],
    ['8 fresh mint leaves', 'mint-leaves'],
    ['Mint sprig, for garnish', 'mint-leaves'],
    ['Lime wheel, for garnish', 'lime-wedges'],
    ['1 lime wedge', 'lime-wedges'],
    ['½ lime, cut into 4 wedges', 'lime-wedges'],
    ['Orange twist', 'orange-peel'],
    ['Flamed orange peel', 'orange-peel'],
    ['Orange half-wheel', 'orange-slices'],
    ['Lemon twist for garnish', 'lemon-twist'],
    ['Luxardo cherry, to garnish', 'cocktail-cherries'],
    ['Green olive', 'olives'],
    ['Kosher salt, for the rim', 'salt'],
    ['Pinch of salt', 'salt'],
    ['1 bottle lager', 'lager-bottle'],
    ['50 ml Seedlip Garden 108', 'gin-alcohol-free'],
    ['2 oz non-alcoholic gin', 'gin-alcohol-free'],
  ])('%s -> %s', (line, id) => {
    const match = matchOf(line);
    expect(match?.item.id).toBe(id);
    expect(match!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  test.each([
    '2 oz pisco',
    '3/4 oz green Chartreuse',
    '3/4 oz maraschino liqueur',
    '3/4 oz Amaro Nonino',
    '3 raspberries, for garnish',
    '3 coffee beans, to garnish',
    '1 cinnamon stick',
    'Sugar, for the rim',
    'cucumber ribbon',
    '1 oz heavy cream',
  ])('%s is not in stock and stays unmatched', (line) => {
    expect(matchOf(line)).toBeNull();
  });

  test('other bitters are only ever a near-match of Angostura, never the same product', () => {
    for (const line of ['1 dash orange bitters', "3 dashes Peychaud's bitters"]) {
      expect(matchOf(line)?.item.id).toBe('angostura-bitters');
      expect(matchOf(line)?.near).toBe(true);
    }
  });

  test('granulated sugar in any form is only ever a near-match of the syrup', () => {
    for (const line of ['1 sugar cube', '2 tsp sugar', '1 sugar lump', '1 demerara sugar cube']) expect(matchOf(line)?.near).toBe(true);
    expect(matchOf('3/4 oz simple syrup')?.near).toBe(false);
  });

  test('exact names score 1 and near substitutes less', () => {
    expect(matchOf('30 ml Campari')!.score).toBeCloseTo(1, 2);
    expect(matchOf('5 oz ginger ale')!.score).toBeLessThan(0.9);
  });

  test('an alcohol-free wish never lands on the real spirit, nor a plain one on the alternative', () => {
    expect(matchOf('50 ml alcohol-free gin')?.item.id).toBe('gin-alcohol-free');
    expect(matchOf('50 ml gin')?.item.id).toBe('gin-london-dry');
  });
});

describe('a bar that names its stock differently', () => {
  const item = (id: string, name: string, category: StockItem['category'], unit: StockItem['unit'] = 'ml'): StockItem => ({ id, name, category, unit, cost: 0.02, quantity: 1000 });
  const other = indexStock([
    item('simple', 'Simple Syrup', 'mixer'),
    item('cointreau', 'Cointreau', 'spirit'),
    item('bacardi', 'Bacardi Carta Blanca Rum', 'spirit'),
    item('beefeater', 'Beefeater Gin', 'spirit'),
    item('limes', 'Limes', 'garnish', 'piece'),
    item('lime-j', 'Lime Juice', 'mixer'),
    item('club', 'Club Soda', 'mixer'),
    item('whiskey', 'Makers Mark Bourbon', 'spirit'),
  ]);
  test.each([
    ['3/4 oz sugar syrup', 'simple'],
    ['1 oz triple sec', 'cointreau'],
    ['2 oz white rum', 'bacardi'],
    ['2 oz London dry gin', 'beefeater'],
    ['1 lime', 'limes'],
    ['1 oz fresh lime juice', 'lime-j'],
    ['Top with soda water', 'club'],
    ['2 oz bourbon whiskey', 'whiskey'],
  ])('%s -> %s', (line, id) => {
    expect(matchIngredient(parseIngredientLine(line), other)?.item.id).toBe(id);
  });
});

describe('names and synonyms', () => {
  test('descriptors are dropped, plurals made singular', () => {
    expect(nameTokens('Freshly squeezed Lime Juice')).toEqual(['lime', 'juice']);
    expect(nameTokens('Mint Leaves')).toEqual(['mint', 'leaf']);
    expect(nameTokens('Cocktail Cherries')).toEqual(['cherry']);
  });

  test('synonym groups give other spellings, near substitutes with a lower factor', () => {
    const simple = expandSynonyms(['simple', 'syrup']);
    expect(simple).toEqual(expect.arrayContaining([{ tokens: ['sugar', 'syrup'], factor: 1 }]));
    const ale = expandSynonyms(['ginger', 'ale']);
    expect(ale.find((v) => v.tokens.join(' ') === 'ginger beer')?.factor).toBeLessThan(1);
    // '=bitters' counts only as the whole ingredient: orange bitters are at most a near substitute of Angostura.
    expect(expandSynonyms(['orange', 'bitters']).filter((v) => v.tokens.includes('angostura')).every((v) => v.factor < 0.8)).toBe(true);
  });
});
