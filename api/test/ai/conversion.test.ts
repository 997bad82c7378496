import { SEED_INVENTORY } from '@bar/domain/seed';
import { amountInItemUnit, roundAmount } from '../../src/ai/builtin/import';
import { parseIngredientLine } from '../../src/ai/builtin/ingredient-line';

const item = (id: string) => SEED_INVENTORY.find((i) => i.id === id)!;
const convert = (line: string, id: string) => amountInItemUnit(parseIngredientLine(line), item(id));

describe("amounts in the matched item's unit", () => {
  test.each([
    ['2 oz gin', 'gin-london-dry', 60, 'ml'],
    ['1 1/2 oz gin', 'gin-london-dry', 45, 'ml'],
    ['3/4 oz lime juice', 'lime-juice', 22.5, 'ml'],
    ['⅓ oz orgeat', 'orgeat-syrup', 10, 'ml'],
    ['4.5 cl white rum', 'rum-white', 45, 'ml'],
    ['1 tsp sugar syrup', 'sugar-syrup', 5, 'ml'],
    ['1 tbsp agave syrup', 'agave-syrup', 15, 'ml'],
    ['1 barspoon agave syrup', 'agave-syrup', 5, 'ml'],
    ['2 dashes Angostura bitters', 'angostura-bitters', 2, 'ml'],
    ['10 drops Angostura bitters', 'angostura-bitters', 0.5, 'ml'],
    ['a splash of soda water', 'soda-water', 5, 'ml'],
    ['1 part gin', 'gin-london-dry', 30, 'ml'],
    ['1 egg white', 'egg-white', 30, 'ml'],
    ['Juice of half a lime', 'lime-juice', 15, 'ml'],
    ['Juice of 1 lemon', 'lemon-juice', 45, 'ml'],
    ['1 sugar cube', 'sugar-syrup', 5, 'ml'],
    ['1 sprig of mint', 'mint-leaves', 5, 'leaf'],
    ['8 mint leaves', 'mint-leaves', 8, 'leaf'],
    ['1 lime wheel', 'lime-wedges', 1, 'wedge'],
    ['Orange twist', 'orange-peel', 1, 'piece'],
    ['Pinch of salt', 'salt', 0.5, 'g'],
    ['1 bottle lager', 'lager-bottle', 1, 'bottle'],
    ['330 ml lager', 'lager-bottle', 1, 'bottle'],
    ['Top with soda water', 'soda-water', 60, 'ml'],
    ['Fill with ginger beer', 'ginger-beer', 100, 'ml'],
  ])('%s -> %d %s', (line, id, quantity, unit) => {
    const amount = convert(line, id);
    expect(amount.unit).toBe(unit);
    expect(amount.quantity).toBeCloseTo(quantity, 2);
  });

  test('exact conversions are certain, rules of thumb less so', () => {
    expect(convert('2 oz gin', 'gin-london-dry').certainty).toBe(1);
    expect(convert('Top with soda water', 'soda-water').certainty).toBeLessThan(1);
    expect(convert('Gin', 'gin-london-dry').certainty).toBeLessThan(0.7);
  });

  test('amounts are rounded as a bar writes them, never to 0', () => {
    expect(roundAmount(22.5)).toBe(22.5);
    expect(roundAmount(29.5735)).toBe(29.5);
    expect(roundAmount(7.5)).toBe(7.5);
    expect(roundAmount(3.333)).toBe(3.25);
    expect(roundAmount(0.05)).toBe(0.05);
    expect(roundAmount(0.0001)).toBe(0.01);
  });
});
