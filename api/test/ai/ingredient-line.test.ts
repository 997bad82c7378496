import { parseAmount, parseIngredientLine, splitIngredientLine } from '../../src/ai/builtin/ingredient-line';

describe('amounts', () => {
  test.each([
    ['1', 1],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['.75', 0.75],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    ['1-1/2', 1.5],
    ['1 and 1/2', 1.5],
    ['half', 0.5],
    ['a', 1],
    ['two', 2],
    ['one and a half', 1.5],
    ['three quarters', 0.75],
    ['a couple of', 2],
  ])('%s is %d', (text, value) => {
    expect(parseAmount(text)).toBeCloseTo(value, 6);
  });

  test('what is not an amount is null', () => {
    expect(parseAmount('gin')).toBeNull();
    expect(parseAmount('1/0')).toBeNull();
  });
});

describe('ingredient lines as recipes write them', () => {
  test.each([
    ['2 oz London Dry gin', 2, 'oz', 'london dry gin'],
    ['1 ½ oz. fresh lime juice', 1.5, 'oz', 'fresh lime juice'],
    ['1½ oz citrus vodka', 1.5, 'oz', 'citrus vodka'],
    ['¾ ounce Campari', 0.75, 'oz', 'campari'],
    ['⅓ oz orgeat', 1 / 3, 'oz', 'orgeat'],
    ['3/4 oz simple syrup (1:1)', 0.75, 'oz', 'simple syrup'],
    ['1.5 oz bourbon', 1.5, 'oz', 'bourbon'],
    ['1 1/2 ounces gin', 1.5, 'oz', 'gin'],
    ['1-1/2 oz rye', 1.5, 'oz', 'rye'],
    ['One and a half ounces of vodka', 1.5, 'oz', 'vodka'],
    ['half an ounce of lemon juice', 0.5, 'oz', 'lemon juice'],
    ['45 ml vodka', 45, 'ml', 'vodka'],
    ['45ml vodka', 45, 'ml', 'vodka'],
    ['4.5 cl white rum', 4.5, 'cl', 'white rum'],
    ['4,5 cl white rum', 4.5, 'cl', 'white rum'],
    ['2 dashes Angostura bitters', 2, 'dash', 'angostura bitters'],
    ['a dash of orange bitters', 1, 'dash', 'orange bitters'],
    ['Dash of bitters', 1, 'dash', 'bitters'],
    ['2 x dashes bitters', 2, 'dash', 'bitters'],
    ['3 drops saline', 3, 'drop', 'saline'],
    ['1 barspoon agave syrup', 1, 'barspoon', 'agave syrup'],
    ['1 bar spoon agave nectar', 1, 'barspoon', 'agave nectar'],
    ['1 tsp sugar syrup', 1, 'tsp', 'sugar syrup'],
    ['2 teaspoons sugar', 2, 'tsp', 'sugar'],
    ['1 tbsp honey', 1, 'tbsp', 'honey'],
    ['a splash of soda water', 1, 'splash', 'soda water'],
    ['Splash of soda', 1, 'splash', 'soda'],
    ['8 mint leaves', 8, 'leaf', 'mint leaves'],
    ['1 sprig of mint', 1, 'sprig', 'mint'],
    ['Handful of mint leaves', 8, 'leaf', 'mint leaves'],
    ['1 lime wedge', 1, 'wedge', 'lime wedge'],
    ['2 lime wedges', 2, 'wedge', 'lime wedges'],
    ['1 orange slice', 1, 'slice', 'orange slice'],
    ['Pinch of salt', 0.5, 'g', 'salt'],
    ['1 bottle lager', 1, 'bottle', 'lager'],
    ['1 can of stout', 1, 'can', 'stout'],
    ['Gin 50ml', 50, 'ml', 'gin'],
    ['Gin - 50 ml', 50, 'ml', 'gin'],
    ['Gin: 2 oz', 2, 'oz', 'gin'],
    ['Campari: 1 oz', 1, 'oz', 'campari'],
    ['Cold brew coffee 1 oz', 1, 'oz', 'cold brew coffee'],
    // (The millilitres the bar wrote in brackets are the pour: '1 oz (25 ml) gin' is 25 ml.)
    ['2 oz. (60 ml) tequila', 60, 'ml', 'tequila'],
    ['60ml (2oz) Cognac', 60, 'ml', 'cognac'],
    ['1 oz / 30 ml sweet vermouth', 30, 'ml', 'sweet vermouth'],
    ['- 30 ml Campari', 30, 'ml', 'campari'],
    ['• 30 ml Campari', 30, 'ml', 'campari'],
    ['1. 30 ml gin', 30, 'ml', 'gin'],
  ])('%s: %d %s of %s', (line, quantity, unit, name) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.quantity).toBeCloseTo(quantity, 6);
    expect(parsed.unit).toBe(unit);
    expect(parsed.name).toBe(name);
    expect(parsed.ignored).toBe(false);
  });

  test('bar measures the bar does not count in become millilitres', () => {
    expect(parseIngredientLine('1 part gin')).toMatchObject({ quantity: 30, unit: 'ml', name: 'gin' });
    expect(parseIngredientLine('3 parts Prosecco')).toMatchObject({ quantity: 90, unit: 'ml', name: 'prosecco' });
    expect(parseIngredientLine('2 shots espresso')).toMatchObject({ quantity: 60, unit: 'ml', name: 'espresso' });
    expect(parseIngredientLine('1 jigger bourbon')).toMatchObject({ quantity: 45, unit: 'ml' });
    expect(parseIngredientLine('1/2 cup pineapple juice')).toMatchObject({ quantity: 120, unit: 'ml' });
  });

  test('a range is read as its middle', () => {
    expect(parseIngredientLine('2-3 dashes aromatic bitters')).toMatchObject({ quantity: 2.5, unit: 'dash', range: true });
    expect(parseIngredientLine('6-8 fresh mint leaves')).toMatchObject({ quantity: 7, unit: 'leaf', range: true });
    expect(parseIngredientLine('1 to 2 tsp sugar syrup')).toMatchObject({ quantity: 1.5, unit: 'tsp', range: true });
    expect(parseIngredientLine('1–2 oz soda')).toMatchObject({ quantity: 1.5, unit: 'oz' });
  });

  test("'top with', 'fill with' and 'to top' have no amount but say so", () => {
    expect(parseIngredientLine('Top with soda water')).toMatchObject({ quantity: null, topUp: 'top', name: 'soda water' });
    expect(parseIngredientLine('Soda water, to top')).toMatchObject({ quantity: null, topUp: 'top', name: 'soda water' });
    expect(parseIngredientLine('top up with prosecco')).toMatchObject({ topUp: 'top', name: 'prosecco' });
    expect(parseIngredientLine('Fill with ginger beer')).toMatchObject({ topUp: 'fill', name: 'ginger beer' });
    expect(parseIngredientLine('Ginger beer, to fill')).toMatchObject({ topUp: 'fill', name: 'ginger beer' });
  });

  test('an amount only in brackets is used', () => {
    expect(parseIngredientLine('Ginger beer (about 3 oz)')).toMatchObject({ quantity: 3, unit: 'oz', name: 'ginger beer' });
    expect(parseIngredientLine('Angostura bitters (3 drops)')).toMatchObject({ quantity: 3, unit: 'drop' });
  });

  test('garnishes are recognised, with the garnish word kept in the name', () => {
    expect(parseIngredientLine('Orange twist, for garnish')).toMatchObject({ garnish: true, name: 'orange twist', unitWord: 'twist' });
    expect(parseIngredientLine('Garnish: lime wheel')).toMatchObject({ garnish: true, name: 'lime wheel', unit: 'slice' });
    expect(parseIngredientLine('Garnish with an orange twist')).toMatchObject({ garnish: true, quantity: 1, name: 'orange twist' });
    expect(parseIngredientLine('Maraschino cherry, to garnish')).toMatchObject({ garnish: true, name: 'maraschino cherry' });
    expect(parseIngredientLine('Salt, for the rim')).toMatchObject({ garnish: true, rim: true, name: 'salt' });
  });

  test('juice of a fruit is that juice, counted in fruit', () => {
    expect(parseIngredientLine('Juice of half a lime')).toMatchObject({ quantity: 0.5, juiceOfFruit: true, name: 'lime juice' });
    expect(parseIngredientLine('Juice of 1 lime')).toMatchObject({ quantity: 1, juiceOfFruit: true, name: 'lime juice' });
    expect(parseIngredientLine('the juice of two lemons')).toMatchObject({ quantity: 2, juiceOfFruit: true, name: 'lemon juice' });
    expect(parseIngredientLine('1/2 lime, juiced')).toMatchObject({ quantity: 0.5, juiceOfFruit: true, name: 'lime juice' });
  });

  test('a fruit cut into wedges is that many wedges', () => {
    expect(parseIngredientLine('½ lime, cut into wedges')).toMatchObject({ quantity: 4, unit: 'wedge', name: 'lime wedge' });
    expect(parseIngredientLine('½ lime, cut into 4 wedges')).toMatchObject({ quantity: 4, unit: 'wedge' });
    expect(parseIngredientLine('1 lime cut in quarters')).toMatchObject({ quantity: 4, unit: 'wedge' });
  });

  test('alternatives and brand names in brackets become candidate names', () => {
    expect(parseIngredientLine('1 oz Cointreau or other triple sec').candidates).toEqual(expect.arrayContaining(['cointreau', 'triple sec']));
    expect(parseIngredientLine('2 oz rye or bourbon').candidates).toEqual(expect.arrayContaining(['rye', 'bourbon']));
    expect(parseIngredientLine('3 cl Triple Sec (such as Cointreau)').candidates).toEqual(['triple sec', 'cointreau']);
    expect(parseIngredientLine('1 oz lime/lemon juice').candidates).toEqual(expect.arrayContaining(['lime juice', 'lemon juice']));
  });

  test('ice, water and headings are not ingredients', () => {
    for (const line of ['Ice', 'Crushed ice', 'ice cubes', 'Water', 'Ingredients:', 'Garnish:', '', 'a splash of water']) expect(parseIngredientLine(line).ignored).toBe(true);
    // (Measured water is part of the recipe, a toddy's or a batch's dilution: read, so it is listed, never dropped; ADR 38.)
    expect(parseIngredientLine('3 oz hot water').ignored).toBe(false);
  });

  test('a garnish line naming two garnishes is two lines; lines with amounts stay whole', () => {
    expect(splitIngredientLine('Orange slice and cherry to garnish')).toEqual(['Orange slice, for garnish', 'cherry, for garnish']);
    expect(splitIngredientLine('Garnish: lemon twist & brandied cherries')).toEqual(['lemon twist, for garnish', 'brandied cherries, for garnish']);
    expect(splitIngredientLine('1 oz gin and tonic water')).toEqual(['1 oz gin and tonic water']);
    expect(splitIngredientLine('2 oz gin')).toEqual(['2 oz gin']);
  });
});
