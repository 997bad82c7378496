import {
  confirmSuggestion,
  costDisplay,
  draftPricing,
  draftToRecipeInput,
  fieldMessage,
  humanField,
  indexById,
  openOrdersWithRecipe,
  parseIngredientAmount,
  purchaseList,
  purchaseText,
  queryInventory,
  quantityStep,
  recipeDraftFrom,
  recipesUsingItem,
  rejectSuggestion,
  restoreOutcome,
  shoppingListCsv,
  stepQuantity,
  unresolvedIngredients,
} from '../src';
import { item } from './support/factories';

describe('inventory steps and costs', () => {
  test('a +/- step is a bottle when the item has a size, 10 ml for millilitres, else 1', () => {
    expect(quantityStep({ unit: 'ml', bottleSize: 700 })).toBe(700);
    expect(quantityStep({ unit: 'ml' })).toBe(10);
    expect(quantityStep({ unit: 'piece' })).toBe(1);
    expect(quantityStep({ unit: 'bottle' })).toBe(1);
    expect(stepQuantity({ quantity: 1400, unit: 'ml', bottleSize: 700 }, 1)).toBe(2100);
    expect(stepQuantity({ quantity: 5, unit: 'ml' }, -1)).toBe(0);
  });

  test('cost shows per bottle, per 100 ml or per litre, never $0.00 for a cheap mixer', () => {
    expect(costDisplay({ cost: 0.03, unit: 'ml', bottleSize: 700 }).text).toBe('$21.00 / bottle (700 ml)');
    expect(costDisplay({ cost: 0.03, unit: 'ml' }).text).toBe('$3.00 / 100 ml');
    expect(costDisplay({ cost: 0.002, unit: 'ml' }).text).toBe('$0.20 / 100 ml');
    expect(costDisplay({ cost: 0.0004, unit: 'ml' }).text).toBe('$0.40 / 1 l');
    expect(costDisplay({ cost: 0.3, unit: 'piece' }).text).toBe('$0.30 / piece');
    expect(costDisplay({ cost: 0, unit: 'ml' }).text).toBe('$0.00 / ml');
  });

  test('search, category filter, low stock and sort', () => {
    const items = [
      item('gin', 1000, { name: 'London Dry Gin', cost: 0.03 }),
      item('tonic', 10, { name: 'Tonic Water', category: 'mixer', cost: 0.002 }),
      item('lime', 40, { name: 'Limes', category: 'garnish', unit: 'piece', cost: 0.3 }),
      item('cafe', 500, { name: 'Café Liqueur', cost: 0.05 }),
    ];
    expect(queryInventory(items).map((i) => i.id)).toEqual(['cafe', 'lime', 'gin', 'tonic']);
    expect(queryInventory(items, { search: 'cafe' }).map((i) => i.id)).toEqual(['cafe']);
    expect(queryInventory(items, { search: 'DRY gin' }).map((i) => i.id)).toEqual(['gin']);
    expect(queryInventory(items, { category: 'mixer' }).map((i) => i.id)).toEqual(['tonic']);
    expect(queryInventory(items, { category: 'all', lowOnly: true }).map((i) => i.id)).toEqual(['lime', 'tonic']);
    expect(queryInventory(items, { sort: 'quantity', descending: true }).map((i) => i.id)).toEqual(['gin', 'cafe', 'lime', 'tonic']);
    expect(queryInventory(items, { sort: 'stock' }).map((i) => i.id)).toEqual(['tonic', 'lime', 'cafe', 'gin']);
  });
});

describe('shopping list in purchase units', () => {
  test('rounds up to whole bottles of the item size and prices what is bought', () => {
    const list = purchaseList([
      item('gin', 100, { lowStockThreshold: 700, cost: 0.03, bottleSize: 700 }),
      item('syrup', 20, { cost: 0.01 }),
      item('rum', 5000),
    ]);
    const gin = list.lines.find((l) => l.id === 'gin')!;
    // 700 - 100 + 700 = 1300 ml: 2 bottles of 700 ml = 1400 ml at $0.03.
    expect(gin).toEqual(expect.objectContaining({ quantityNeeded: 1300, bottles: 2, purchaseQuantity: 1400, estimatedCost: 39, purchaseCost: 42 }));
    expect(purchaseText(gin)).toBe('2 bottles of 700 ml');
    const syrup = list.lines.find((l) => l.id === 'syrup')!;
    expect(syrup).toEqual(expect.objectContaining({ bottles: null, purchaseQuantity: 80, purchaseCost: 0.8 }));
    expect(purchaseText(syrup)).toBe('80 ml');
    expect(list.purchaseTotal).toBe(42.8);
  });

  test('CSV has a header, a row per item, a total, and quotes what needs it', () => {
    const csv = shoppingListCsv([item('x', 0, { name: 'Gin, "Navy"', bottleSize: 700, cost: 0.03 }), item('y', 0, { name: '=cmd()' })]);
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe('Item,Category,Quantity Needed,Unit,Buy,Bottles,Bottle Size,Estimated Cost,Cost to Buy');
    expect(rows[1]).toBe("'=cmd(),spirit,100,ml,100 ml,,,4.00,4.00");
    expect(rows[2]).toBe('"Gin, ""Navy""",spirit,100,ml,1 bottle of 700 ml,1,700,3.00,21.00');
    expect(rows[3]).toBe('Total,,,,,,,7.00,25.00');
  });
});

describe('form messages name their field', () => {
  test.each([
    ['quantity', 'must be 0 or more', {}, 'Quantity must be 0 or more'],
    ['lowStockThreshold', 'must be 0 or more', { lowStockThreshold: 'Low stock threshold' }, 'Low stock threshold must be 0 or more'],
    ['ingredients.0.quantity', 'must be more than 0', {}, 'Ingredient 1 quantity must be more than 0'],
    ['name', 'Please enter a name for the item', {}, 'Please enter a name for the item'],
  ])('%s: %s', (field, message, labels, expected) => {
    expect(fieldMessage(field, message, labels)).toBe(expected);
  });
  test('paths in words', () => expect(humanField('prepTime')).toBe('Prep time'));
});

describe('restore outcome', () => {
  const summary = { usersRestored: 0, inventoryRestored: 0, recipesRestored: 0, ordersRestored: 0, imagesRestored: 0 };
  test('a restore that wrote nothing says so, not "successfully"', () => {
    const outcome = restoreOutcome({ summary, errors: [], warnings: ['3 users already existed and were kept'] });
    expect(outcome.kind).toBe('nothing');
    expect(outcome.title).not.toMatch(/success/i);
  });
  test('success says what changed, with singular and plural', () => {
    const outcome = restoreOutcome({ summary: { ...summary, usersRestored: 1, recipesRestored: 3, imagesRestored: 1 }, errors: [], warnings: [] });
    expect(outcome).toEqual({ kind: 'success', title: 'Restore completed successfully', detail: 'Restored 1 user, 3 recipes and 1 image.' });
  });
  test('errors make a warning; extra or odd fields are ignored', () => {
    const outcome = restoreOutcome({ summary: { ...summary, ordersRestored: 2, quarantined: 4 } as never, errors: ['x'], warnings: 'n/a' });
    expect(outcome).toEqual({ kind: 'warning', title: 'Restore completed with 1 error', detail: 'Restored 2 orders.' });
  });
  test('nothing written because every record was refused points at the errors, never at data that already matches', () => {
    const outcome = restoreOutcome({ summary, errors: ["recipes.json record 'x' was not restored: ..."], warnings: [] });
    expect(outcome).toEqual({ kind: 'warning', title: 'Restore completed with 1 error', detail: 'Nothing was restored: see the errors below.' });
  });
});

describe('AI import draft', () => {
  const stock = indexById([item('gin', 1000, { cost: 0.04 }), item('lime', 500, { cost: 0.02 }), item('vermouth', 500, { cost: 0.02 })]);
  const processed = {
    name: 'Gimlet',
    description: '',
    category: 'cocktail',
    prepTime: 3,
    estimatedPrice: 4.5,
    confidence: 0.7,
    instructions: ['Shake', ''],
    ingredients: [
      { name: 'gin', quantity: 60, unit: 'ml', inventoryItemId: 'gin', source: '60 ml gin', inventoryMatch: { id: 'gin', name: 'gin', category: 'spirit', unit: 'ml', confidence: 0.9 } },
    ],
    unmatchedIngredients: ['20 ml lime cordial', { source: '2 dashes bitters', suggestion: { id: 'vermouth', name: 'Dry Vermouth' } }],
  };

  test('unmatched lines become ingredients without an item, with their amount, and block adding', () => {
    const draft = recipeDraftFrom(processed);
    expect(draft.ingredients.map((i) => [i.source, i.quantity, i.unit, i.inventoryItemId])).toEqual([
      ['60 ml gin', 60, 'ml', 'gin'],
      ['20 ml lime cordial', 20, 'ml', null],
      ['2 dashes bitters', 2, 'dash', null],
    ]);
    expect(draft.ingredients[2]!.suggestion).toEqual({ inventoryItemId: 'vermouth', name: 'Dry Vermouth' });
    const result = draftToRecipeInput(draft, stock);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/2 ingredients/);
  });

  test('a suggestion confirmed is used, rejected leaves the line open; removing a line on purpose unblocks', () => {
    const draft = recipeDraftFrom(processed);
    const confirmed = { ...draft, ingredients: [draft.ingredients[0]!, confirmSuggestion(draft.ingredients[2]!)] };
    expect(unresolvedIngredients(confirmed)).toEqual([]);
    expect(unresolvedIngredients({ ingredients: [rejectSuggestion(draft.ingredients[2]!)] })).toHaveLength(1);
    const result = draftToRecipeInput(confirmed, stock);
    expect(result.ok && result.body.ingredients).toEqual([
      { inventoryItemId: 'gin', quantity: 60, unit: 'ml' },
      { inventoryItemId: 'vermouth', quantity: 2, unit: 'dash' },
    ]);
    expect(result.ok && result.body.instructions).toEqual(['Shake']);
  });

  test('the price follows the target pour cost until the manager types one', () => {
    const draft = recipeDraftFrom(processed);
    const matched = { ...draft, ingredients: [draft.ingredients[0]!, { ...draft.ingredients[1]!, inventoryItemId: 'lime' }] };
    // 60 ml x $0.04 + 20 ml x $0.02 = $2.80; at 25% -> $11.20, rounded up to $11.50.
    expect(draftPricing(matched, stock, 0.25)).toEqual({ cost: 2.8, suggested: 11.5, price: 11.5 });
    expect(draftPricing(matched, stock, 0.2).price).toBe(14);
    expect(draftPricing({ ...matched, price: 13 }, stock, 0.25).price).toBe(13);
  });

  test("the API's suggested substitutes are lines of their own, named by the stocked item they would use", () => {
    const draft = recipeDraftFrom({
      ...processed,
      unmatchedIngredients: [],
      suggestedSubstitutes: [
        {
          name: 'Irish whiskey',
          quantity: 45,
          unit: 'ml',
          inventoryItemId: 'scotch',
          source: '1 1/2 oz Irish whiskey',
          inventoryMatch: { id: 'scotch', name: 'Blended Scotch Whisky', category: 'spirit', unit: 'ml', confidence: 0.55 },
        },
      ],
    });
    expect(draft.ingredients.map((i) => [i.source, i.quantity, i.unit, i.inventoryItemId])).toEqual([
      ['60 ml gin', 60, 'ml', 'gin'],
      ['1 1/2 oz Irish whiskey', 45, 'ml', null],
    ]);
    expect(draft.ingredients[1]!.suggestion).toEqual({ inventoryItemId: 'scotch', name: 'Blended Scotch Whisky' });
  });

  test('an answer without the new fields, or with junk, still gives a draft', () => {
    expect(recipeDraftFrom(null).ingredients).toEqual([]);
    expect(recipeDraftFrom({ ingredients: [null, 3], unmatchedIngredients: [42] }).ingredients).toEqual([]);
    expect(parseIngredientAmount('soda water')).toEqual({ quantity: 1, unit: 'splash' });
    expect(parseIngredientAmount('1/2 oz honey')).toEqual({ quantity: 0.5, unit: 'oz' });
  });
});

describe('before deleting', () => {
  test('the recipes that use an item and the open orders that hold a recipe', () => {
    const recipes = [
      { name: 'Negroni', ingredients: [{ inventoryItemId: 'gin', quantity: 30, unit: 'ml' as const }] },
      { name: 'Gimlet', ingredients: [{ inventoryItemId: 'gin', quantity: 60, unit: 'ml' as const }] },
      { name: 'Mojito', ingredients: [{ inventoryItemId: 'rum', quantity: 60, unit: 'ml' as const }] },
    ];
    expect(recipesUsingItem('gin', recipes).map((r) => r.name)).toEqual(['Gimlet', 'Negroni']);
    const line = (recipeId: string) => ({ recipeId, recipeName: recipeId, quantity: 1, price: 10 });
    const orders = [
      { status: 'pending' as const, items: [line('negroni')] },
      { status: 'completed' as const, items: [line('negroni')] },
      { status: 'ready' as const, items: [line('mojito')] },
    ];
    expect(openOrdersWithRecipe('negroni', orders)).toHaveLength(1);
    expect(openOrdersWithRecipe('gimlet', orders)).toHaveLength(0);
  });
});
