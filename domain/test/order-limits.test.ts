import {
  MAX_ORDER_DRINKS,
  MAX_ORDER_LINE_QUANTITY,
  QUEUE_COLUMN_LIMIT,
  backupOrderSchema,
  availabilityTurns,
  servingNeeds,
  boundOrders,
  formatOmittedOrders,
  parseOmittedOrders,
  unreservedStock,
  type OrderIngredient,
  type OrderStatus,
} from '../src';

const need = (inventoryItemId: string, quantity: number): OrderIngredient => ({ inventoryItemId, name: inventoryItemId, category: 'spirit', unit: 'ml', quantity });

describe('unreservedStock', () => {
  const stock = new Map([
    ['gin', { id: 'gin', quantity: 700 }],
    ['tonic', { id: 'tonic', quantity: 1000 }],
  ]);

  test('takes off what received and in-preparation orders will take at ready, not what ready ones already took', () => {
    const free = unreservedStock(stock, [
      { status: 'pending', stockDeducted: false, ingredients: [need('gin', 50), need('tonic', 150)] },
      { status: 'preparing', stockDeducted: false, ingredients: [need('gin', 100)] },
      { status: 'ready', stockDeducted: true, ingredients: [need('gin', 500)] },
      { status: 'completed', stockDeducted: true, ingredients: [need('gin', 500)] },
    ]);
    expect(free.get('gin')?.quantity).toBe(550);
    expect(free.get('tonic')?.quantity).toBe(850);
    // The stock given is left as it was.
    expect(stock.get('gin')?.quantity).toBe(700);
  });

  test('an order moved back from ready whose stock is on its way back holds it already (counted twice until it is back, never not at all)', () => {
    // Moved back, stock not yet put back: the 500 ml are still taken from the stock and held by the order.
    const moving = unreservedStock(stock, [{ status: 'preparing', stockDeducted: true, restockPending: true, ingredients: [need('gin', 500)] }]);
    expect(moving.get('gin')?.quantity).toBe(200);
    // Put back (stock 700 again) and the flag cleared: held once.
    const back = unreservedStock(stock, [{ status: 'preparing', stockDeducted: false, ingredients: [need('gin', 500)] }]);
    expect(back.get('gin')?.quantity).toBe(200);
  });

  test('goes below zero when more was promised than there is', () => {
    const free = unreservedStock(stock, [{ status: 'pending', stockDeducted: false, ingredients: [need('gin', 800)] }]);
    expect(free.get('gin')?.quantity).toBe(-100);
  });
});

describe('boundOrders', () => {
  const orders = (status: OrderStatus, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${status}-${i}`, status }));

  test('keeps the oldest of each open column and counts the rest; served orders are no queue', () => {
    const all = [...orders('pending', QUEUE_COLUMN_LIMIT + 7), ...orders('ready', 3), ...orders('completed', QUEUE_COLUMN_LIMIT + 2)];
    const { orders: kept, omitted } = boundOrders(all);
    expect(kept.filter((o) => o.status === 'pending').map((o) => o.id)).toEqual(all.filter((o) => o.status === 'pending').slice(0, QUEUE_COLUMN_LIMIT).map((o) => o.id));
    expect(kept.filter((o) => o.status === 'ready')).toHaveLength(3);
    expect(kept.filter((o) => o.status === 'completed')).toHaveLength(QUEUE_COLUMN_LIMIT + 2);
    expect(omitted).toEqual({ pending: 7 });
    expect(formatOmittedOrders(omitted)).toBe('pending=7');
    expect(parseOmittedOrders('pending=7, ready=2')).toEqual({ pending: 7, ready: 2 });
    expect(parseOmittedOrders(formatOmittedOrders(omitted))).toEqual(omitted);
  });

  test('a list within the limits is left whole', () => {
    const all = orders('preparing', 4);
    expect(boundOrders(all)).toEqual({ orders: all, omitted: {} });
    expect(formatOmittedOrders({})).toBeNull();
  });

  test('an unreadable header counts as nothing left out', () => {
    expect(parseOmittedOrders(null)).toEqual({});
    expect(parseOmittedOrders('pending=x, bogus=3, ready=-1, preparing=2')).toEqual({ preparing: 2 });
  });
});

describe('what a placement changes on the menu (availabilityTurns)', () => {
  const stock = new Map([
    ['rum', { id: 'rum', name: 'Rum', quantity: 50, unit: 'ml' as const }],
    ['lime', { id: 'lime', name: 'Lime', quantity: 1000, unit: 'ml' as const }],
  ]);
  const needs = servingNeeds(
    [
      { ingredients: [{ inventoryItemId: 'rum', quantity: 5, unit: 'cl' }] },
      { ingredients: [{ inventoryItemId: 'rum', quantity: 20, unit: 'ml' }, { inventoryItemId: 'lime', quantity: 10, unit: 'ml' }] },
    ],
    stock,
  );
  const free = (rum: number, lime = 1000) => new Map([['rum', { quantity: rum }], ['lime', { quantity: lime }]]);

  test('needs are in the unit the item is counted in', () => {
    expect(needs.get('rum')).toEqual([50, 20]);
    expect(needs.get('lime')).toEqual([10]);
  });

  test('only a change that crosses what one serving of some drink needs turns its availability', () => {
    expect(availabilityTurns(needs, free(50), free(30))).toBe(true); // the 50 ml drink is gone
    expect(availabilityTurns(needs, free(30), free(20))).toBe(false); // the 20 ml drink still fits
    expect(availabilityTurns(needs, free(20), free(0))).toBe(true);
    expect(availabilityTurns(needs, free(120), free(60))).toBe(false);
    expect(availabilityTurns(needs, free(120, 15), free(120, 5))).toBe(true);
    expect(availabilityTurns(needs, free(-10), free(-30))).toBe(false); // already short
  });
});

describe('a restored order keeps the limits of a placed one', () => {
  const order = {
    id: 'order-restored-1',
    date: '2026-03-01',
    items: [{ recipeId: 'mojito', recipeName: 'Mojito', quantity: 3, price: 7 }],
    status: 'completed',
    totalPrice: 21,
    customerId: 'guest-1',
    customerName: 'Ana',
    createdAt: '2026-03-01T20:00:00.000Z',
  };
  const problems = (o: Record<string, unknown>) => {
    const parsed = backupOrderSchema.safeParse(o);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  test('an order as the app writes it is accepted', () => {
    expect(problems(order)).toEqual([]);
    expect(problems({ ...order, items: [...order.items, { recipeId: 'lager', recipeName: 'Lager', quantity: 1, price: 5.5 }], totalPrice: 26.5 })).toEqual([]);
  });

  test('a total that is not what the lines add up to is refused, naming the right total', () => {
    expect(problems({ ...order, totalPrice: 999 })).toEqual(['totalPrice: must be the sum of its lines (21.00)']);
    expect(problems({ ...order, totalPrice: 20.99 })).toEqual(['totalPrice: must be the sum of its lines (21.00)']);
  });

  test('a line over the line cap, or more drinks than one order may hold, is refused', () => {
    expect(problems({ ...order, items: [{ ...order.items[0], quantity: MAX_ORDER_LINE_QUANTITY + 1 }], totalPrice: 7 * (MAX_ORDER_LINE_QUANTITY + 1) })).toEqual([
      `items.0.quantity: must be at most ${MAX_ORDER_LINE_QUANTITY}`,
      `items: may hold at most ${MAX_ORDER_DRINKS} drinks in all`,
    ]);
    const lines = [0, 1].map((i) => ({ recipeId: `drink-${i}`, recipeName: `Drink ${i}`, quantity: MAX_ORDER_DRINKS / 2 + 1, price: 1 }));
    expect(problems({ ...order, items: lines, totalPrice: MAX_ORDER_DRINKS + 2 })).toEqual([`items: may hold at most ${MAX_ORDER_DRINKS} drinks in all`]);
  });
});
