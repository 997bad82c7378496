import {
  DEFAULT_TARGET_POUR_COST,
  alcoholFreeSaidProblem,
  type ProductStrength,
  adjustQuantity,
  clampQuantity,
  drinkEconomics,
  formatPercent,
  indexById,
  instructionSteps,
  isAboveTargetPourCost,
  lowStockItems,
  numberOrZero,
  priceToSend,
  targetPourCostFromPercent,
} from '../src';
import { item } from './support/factories';

describe('numeric inputs', () => {
  test.each([
    ['12', 12],
    [' 2.5 ', 2.5],
    ['2,5', 2.5],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['1e400', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [undefined, 0],
    [null, 0],
    [7, 7],
  ])('reads %p as %p (0 when it cannot be parsed)', (input, expected) => {
    expect(numberOrZero(input)).toBe(expected);
  });
});

describe('quantities', () => {
  test('never go below 0', () => {
    expect(clampQuantity(-5)).toBe(0);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(adjustQuantity(0, -1)).toBe(0);
    expect(adjustQuantity(1, -3)).toBe(0);
  });

  test('quick changes add and subtract without float noise', () => {
    expect(adjustQuantity(10, 1)).toBe(11);
    expect(adjustQuantity(10, -1)).toBe(9);
    expect(adjustQuantity(0.1, 0.2)).toBe(0.3);
  });
});

describe('what a recipe form sends', () => {
  test('the sale price only when it is a number above 0', () => {
    expect(priceToSend('12.5')).toBe(12.5);
    expect(priceToSend(9)).toBe(9);
    expect(priceToSend('0')).toBeUndefined();
    expect(priceToSend('-3')).toBeUndefined();
    expect(priceToSend('')).toBeUndefined();
    expect(priceToSend('free')).toBeUndefined();
  });

  test('instructions one step per line, empty steps dropped', () => {
    expect(instructionSteps('Shake\n\n  Strain  \r\n   \nServe')).toEqual(['Shake', 'Strain', 'Serve']);
    expect(instructionSteps(['', ' Stir ', ''])).toEqual(['Stir']);
    expect(instructionSteps('')).toEqual([]);
  });
});

describe('pour cost against the target', () => {
  test('the default target is 25%', () => {
    expect(DEFAULT_TARGET_POUR_COST).toBe(0.25);
    expect(targetPourCostFromPercent('')).toBe(0.25);
    expect(targetPourCostFromPercent('30')).toBe(0.3);
    expect(targetPourCostFromPercent('0')).toBe(0.25);
    expect(targetPourCostFromPercent('150')).toBe(0.25);
  });

  test('a drink is flagged only when its pour cost is above the target', () => {
    expect(isAboveTargetPourCost(2.5, 10)).toBe(false); // exactly 25%
    expect(isAboveTargetPourCost(2.51, 10)).toBe(true);
    expect(isAboveTargetPourCost(2.6, 10, 0.3)).toBe(false);
    expect(isAboveTargetPourCost(3.1, 10, 0.3)).toBe(true);
    // 0.7 / 2.8 is 0.25000000000000006 in floating point: still on target.
    expect(isAboveTargetPourCost(0.7, 2.8)).toBe(false);
  });

  test('a drink without a price is flagged when its ingredients cost anything', () => {
    expect(isAboveTargetPourCost(1, 0)).toBe(true);
    expect(isAboveTargetPourCost(0, 0)).toBe(false);
  });

  test('economics of a drink: cost, pour cost, margin and the flag', () => {
    const stock = indexById([item('gin', 1000, { cost: 0.04 }), item('lime', 500, { cost: 0.02 })]);
    const ingredients = [
      { inventoryItemId: 'gin', quantity: 50, unit: 'ml' as const },
      { inventoryItemId: 'lime', quantity: 25, unit: 'ml' as const },
    ];
    expect(drinkEconomics({ ingredients, price: 12 }, stock)).toEqual({ cost: 2.5, price: 12, pourCost: 2.5 / 12, margin: 9.5, aboveTarget: false });
    expect(drinkEconomics({ ingredients, price: 8 }, stock)).toMatchObject({ pourCost: 0.3125, margin: 5.5, aboveTarget: true });
    expect(drinkEconomics({ ingredients, price: 8 }, stock, 0.35).aboveTarget).toBe(false);
  });

  test('percentages show at most one decimal', () => {
    expect(formatPercent(0.3125)).toBe('31.3%');
    expect(formatPercent(0.25)).toBe('25%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('the low stock alert', () => {
  test('lists items at or below their threshold, out of stock first', () => {
    const list = lowStockItems([item('gin', 500), item('rum', 40), item('tonic', 0), item('lime', 50), item('mint', 5)]);
    expect(list.map((i) => i.name)).toEqual(['tonic', 'mint', 'rum', 'lime']);
  });
});

describe('alcoholFreeSaidProblem', () => {
  const products: Record<string, ProductStrength> = {
    rum: { name: 'White Rum', category: 'spirit', abv: 37.5 },
    spiced: { name: 'Spiced Rum', category: 'spirit' },
    beer0: { name: 'Alcohol-free Beer', category: 'beer', abv: 0.5 },
    juice: { name: 'Orange Juice', category: 'mixer' },
  };
  const productOf = (id: string) => products[id];
  const ids = (...list: string[]) => list.map((inventoryItemId) => ({ inventoryItemId }));

  test.each([
    ['Kinderpunsch (alkoholfrei)', []],
    ['Virgin Mule', []],
    ['Punch', ['Alkoholfrei, für Kinder!']],
    ['Ponche sin alcohol', []],
    ['Punch sans alcool', []],
    ['Punch analcolico', []],
    ['Ponche sem álcool', []],
    ['Zero-proof Daiquiri', []],
  ])('said in %p %j, with rum in it: flagged', (name, instructions) => {
    expect(alcoholFreeSaidProblem({ name, instructions }, ids('juice', 'rum'), productOf)).toMatch(/says this drink is alcohol-free, but White Rum holds alcohol/);
  });

  test('a product of no recorded strength in a strong kind is taken to hold alcohol', () => {
    expect(alcoholFreeSaidProblem({ name: 'Virgin Punch', instructions: [] }, ids('spiced'), productOf)).toMatch(/Spiced Rum holds alcohol/);
  });

  test.each([
    [{ name: 'Kinderpunsch (alkoholfrei)', instructions: [] }, ids('juice', 'beer0')],
    [{ name: 'Rum Punch', instructions: ['Shake.'] }, ids('juice', 'rum')],
    [{ name: 'Virgin Punch', instructions: [] }, [{ inventoryItemId: null }]],
  ])('not said, or nothing stronger than 0.5%%: no warning (%j)', (said, ingredients) => {
    expect(alcoholFreeSaidProblem(said, ingredients, productOf)).toBeNull();
  });

  test('said in the method only: the method is named', () => {
    expect(alcoholFreeSaidProblem({ name: 'Punch', instructions: ['Alkoholfrei, für Kinder!'] }, ids('rum'), productOf)).toBe(
      'The method says this drink is alcohol-free, but White Rum holds alcohol: remove it, or change the method, before adding the drink.',
    );
  });
});
