import {
  businessDate,
  canTransition,
  convertQuantity,
  describeValidationError,
  formatPrice,
  indexById,
  ingredientCost,
  inventoryItemInputSchema,
  isIsoDate,
  isLowStock,
  isOutOfStock,
  margin,
  messages,
  normaliseStatus,
  orderNumber,
  pourCost,
  previousDate,
  quantityPatchSchema,
  recipeInputSchema,
  shoppingList,
  suggestedPrice,
  servingNeeds,
  withAvailability,
  type Recipe,
} from '../src';
import { item } from './support/factories';

const recipe = (ingredients: Recipe['ingredients'], isAvailable = true): Recipe => ({
  id: 'r',
  name: 'R',
  description: '',
  category: 'cocktail',
  price: 12,
  prepTime: 5,
  ingredients,
  instructions: [],
  isAvailable,
  createdAt: '',
  updatedAt: '',
});

describe('availability', () => {
  const stock = indexById([item('gin', 60), item('lime', 10, { unit: 'cl' }), item('mint', 5, { unit: 'leaf' })]);

  test('available when switched on and every ingredient has at least the required quantity', () => {
    expect(withAvailability(recipe([{ inventoryItemId: 'gin', quantity: 60, unit: 'ml' }]), stock).available).toBe(true);
  });

  test('unavailable when one ingredient is short, naming it', () => {
    const r = withAvailability(recipe([{ inventoryItemId: 'gin', quantity: 61, unit: 'ml' }]), stock);
    expect(r).toMatchObject({ available: false, missingIngredients: ['gin'] });
  });

  test('units convert: 2 oz of lime from 10 cl of stock', () => {
    expect(withAvailability(recipe([{ inventoryItemId: 'lime', quantity: 2, unit: 'oz' }]), stock).available).toBe(true);
    expect(withAvailability(recipe([{ inventoryItemId: 'lime', quantity: 4, unit: 'oz' }]), stock).available).toBe(false);
  });

  test('incomparable units and unknown items count as missing', () => {
    expect(withAvailability(recipe([{ inventoryItemId: 'mint', quantity: 1, unit: 'ml' }]), stock).available).toBe(false);
    expect(withAvailability(recipe([{ inventoryItemId: 'ghost', quantity: 1, unit: 'ml' }]), stock).available).toBe(false);
  });

  test('an item on two lines (a base and a float) needs both from one serving', () => {
    const twice = recipe([
      { inventoryItemId: 'gin', quantity: 40, unit: 'ml' },
      { inventoryItemId: 'gin', quantity: 30, unit: 'ml' },
    ]);
    const r = withAvailability(twice, stock);
    expect(r.available).toBe(false);
    expect(r.missingIngredients).toEqual([stock.get('gin')!.name]);
    expect(withAvailability(recipe([{ inventoryItemId: 'gin', quantity: 30, unit: 'ml' }, { inventoryItemId: 'gin', quantity: 1, unit: 'oz' }]), stock).available).toBe(true);
    expect([...servingNeeds([twice], stock)]).toEqual([['gin', [70]]]);
    // Added up as an order adds them: 100 ml and 200 ml of gin kept in litres are 0.3 l, which 0.3 l on the shelf covers.
    const litres = indexById([item('gin', 0.3, { unit: 'l' })]);
    expect(withAvailability(recipe([{ inventoryItemId: 'gin', quantity: 100, unit: 'ml' }, { inventoryItemId: 'gin', quantity: 200, unit: 'ml' }]), litres).available).toBe(true);
  });

  test('switched off is unavailable whatever the stock', () => {
    expect(withAvailability(recipe([{ inventoryItemId: 'gin', quantity: 1, unit: 'ml' }], false), stock).available).toBe(false);
  });

  test('conversions', () => {
    expect(convertQuantity(1.5, 'oz', 'ml')).toBe(45);
    expect(convertQuantity(5, 'cl', 'ml')).toBe(50);
    expect(convertQuantity(1, 'leaf', 'ml')).toBeNull();
    expect(convertQuantity(3, 'leaf', 'leaf')).toBe(3);
  });
});

describe('orders', () => {
  test('only Start, Ready and Serve are allowed', () => {
    expect(canTransition('pending', 'preparing')).toBe(true);
    expect(canTransition('preparing', 'ready')).toBe(true);
    expect(canTransition('ready', 'completed')).toBe(true);
    expect(canTransition('pending', 'ready')).toBe(false);
    expect(canTransition('completed', 'pending')).toBe(false);
    expect(canTransition('ready', 'preparing')).toBe(false);
  });

  test("the UI's 'served' is stored as completed", () => {
    expect(normaliseStatus('Served')).toBe('completed');
    expect(normaliseStatus('ready')).toBe('ready');
  });

  test('the order number is the last 8 characters, upper-case', () => {
    expect(orderNumber('3f2a9c1e-77b4-4c1d-9e0a-5b6c7d8e9fab')).toBe('7D8E9FAB');
  });

  test('the business date: 1 a.m. belongs to the night before, 7 a.m. to the new day', () => {
    expect(businessDate(new Date('2026-03-14T01:00:00Z'), 'UTC', 6)).toBe('2026-03-13');
    expect(businessDate(new Date('2026-03-14T07:00:00Z'), 'UTC', 6)).toBe('2026-03-14');
    // 23:30 in New York on the 13th is 04:30 UTC on the 14th.
    expect(businessDate(new Date('2026-03-14T04:30:00Z'), 'America/New_York', 6)).toBe('2026-03-13');
  });

  // The day starts at 06:00 on the bar's wall clock, also on the nights the clocks change.
  test.each([
    // Berlin springs forward on 2026-03-29 (02:00 CET -> 03:00 CEST, UTC+2 after).
    ['Europe/Berlin', '2026-03-29T04:30:00Z', '2026-03-29'], // 06:30 CEST: the new day
    ['Europe/Berlin', '2026-03-29T03:30:00Z', '2026-03-28'], // 05:30 CEST: still the night before
    ['Europe/Berlin', '2026-03-29T00:30:00Z', '2026-03-28'], // 01:30 CET
    // Berlin falls back on 2026-10-25 (03:00 CEST -> 02:00 CET, UTC+1 after).
    ['Europe/Berlin', '2026-10-25T04:30:00Z', '2026-10-24'], // 05:30 CET: still the night before
    ['Europe/Berlin', '2026-10-25T05:30:00Z', '2026-10-25'], // 06:30 CET: the new day
    // New York springs forward on 2026-03-08 (02:00 EST -> 03:00 EDT, UTC-4 after).
    ['America/New_York', '2026-03-08T10:30:00Z', '2026-03-08'], // 06:30 EDT
    ['America/New_York', '2026-03-08T09:30:00Z', '2026-03-07'], // 05:30 EDT
    // New York falls back on 2026-11-01 (02:00 EDT -> 01:00 EST, UTC-5 after).
    ['America/New_York', '2026-11-01T10:30:00Z', '2026-10-31'], // 05:30 EST
    ['America/New_York', '2026-11-01T11:30:00Z', '2026-11-01'], // 06:30 EST
    ['America/New_York', '2026-11-01T05:30:00Z', '2026-10-31'], // 01:30 EDT, the first of the two
    ['America/New_York', '2026-11-01T06:30:00Z', '2026-10-31'], // 01:30 EST, the second
  ])('the business date across daylight-saving changes: %s at %s is %s', (zone, instant, expected) => {
    expect(businessDate(new Date(instant), zone, 6)).toBe(expected);
  });

  test('a day that starts at midnight is the calendar date', () => {
    expect(businessDate(new Date('2026-10-25T22:30:00Z'), 'Europe/Berlin', 0)).toBe('2026-10-25');
    expect(businessDate(new Date('2026-10-25T23:30:00Z'), 'Europe/Berlin', 0)).toBe('2026-10-26');
  });

  test('dates', () => {
    expect(previousDate('2026-03-01')).toBe('2026-02-28');
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('yesterday')).toBe(false);
  });
});

describe('pricing and the shopping list', () => {
  const stock = indexById([item('gin', 1000, { cost: 0.04 }), item('lime', 500, { cost: 0.02 })]);

  test('ingredient cost is cost per unit times quantity, 2 decimals', () => {
    expect(ingredientCost([{ inventoryItemId: 'gin', quantity: 50, unit: 'ml' }, { inventoryItemId: 'lime', quantity: 25, unit: 'ml' }], stock)).toBe(2.5);
    expect(ingredientCost([{ inventoryItemId: 'gin', quantity: 1, unit: 'oz' }], stock)).toBe(1.2);
  });

  test('pour cost, margin and a price that meets the target', () => {
    expect(pourCost(2.5, 10)).toBe(0.25);
    expect(pourCost(2.5, 0)).toBeNull();
    expect(margin(2.5, 12)).toBe(9.5);
    expect(suggestedPrice(2.5, 0.25)).toBe(10);
    expect(suggestedPrice(2.6, 0.25)).toBe(10.5);
  });

  test('low stock is at or below the threshold, out of stock is 0', () => {
    expect(isLowStock({ quantity: 50, lowStockThreshold: 50 })).toBe(true);
    expect(isLowStock({ quantity: 51, lowStockThreshold: 50 })).toBe(false);
    expect(isOutOfStock({ quantity: 0 })).toBe(true);
  });

  test('the shopping list restocks low items to twice their threshold, with a total', () => {
    const list = shoppingList([item('gin', 20, { cost: 0.04 }), item('rum', 500), item('tonic', 0, { lowStockThreshold: 10, cost: 0.5, unit: 'bottle' })]);
    expect(list.lines).toEqual([
      expect.objectContaining({ name: 'gin', quantityNeeded: 80, estimatedCost: 3.2 }),
      expect.objectContaining({ name: 'tonic', quantityNeeded: 20, estimatedCost: 10 }),
    ]);
    expect(list.total).toBe(13.2);
    expect(shoppingList([item('rum', 500)]).lines).toEqual([]);
  });

  test('prices show 2 decimals in dollars', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
  });
});

describe('validation', () => {
  test('the fixed messages come through word for word', () => {
    const r = inventoryItemInputSchema.safeParse({ name: ' ' });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeValidationError(r.error)).toBe(messages.inventoryNameRequired);
    const s = recipeInputSchema.safeParse({ ingredients: [] });
    if (!s.success) expect(describeValidationError(s.error)).toBe(messages.recipeNameRequired);
  });

  test('other failures name the field', () => {
    const r = inventoryItemInputSchema.safeParse({ name: 'Gin', lowStockThreshold: -5 });
    if (r.success) throw new Error('expected a failure');
    expect(describeValidationError(r.error)).toBe('lowStockThreshold: must be 0 or more');
  });

  test('empty instruction steps are dropped', () => {
    const r = recipeInputSchema.parse({ name: 'X', ingredients: [{ inventoryItemId: 'gin', quantity: 1 }], instructions: ['Shake', ' ', '', 'Strain'] });
    expect(r.instructions).toEqual(['Shake', 'Strain']);
    expect(r.prepTime).toBe(5);
    expect(r.ingredients[0]!.unit).toBe('ml');
  });
});

describe('a stock level or threshold is kept as the stock keeps its levels: to 4 decimals', () => {
  test.each([
    [2100.123456789, 2100.1235],
    [0.1 + 0.2, 0.3],
    [45, 45],
    [0.00004, 0],
  ])('%s is stored as %s', (sent, kept) => {
    const item = inventoryItemInputSchema.parse({ name: 'Gin', quantity: sent, lowStockThreshold: sent });
    expect(item.quantity).toBe(kept);
    expect(item.lowStockThreshold).toBe(kept);
    expect(quantityPatchSchema.parse({ quantity: sent }).quantity).toBe(kept);
  });
});
