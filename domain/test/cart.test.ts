import {
  MAX_CART_DRINKS,
  MAX_CART_LINE_QUANTITY,
  cartLimitMessage,
  messages,
  orderInputSchema,
  addToCart,
  canAddToCart,
  cartCount,
  cartQuantity,
  cartTotal,
  orderTotal,
  clearCart,
  emptyCart,
  lineTotal,
  orderItemsFromCart,
  parseCart,
  refreshCart,
  removeFromCart,
  subtractFromCart,
  type Cart,
} from '../src';

const negroni = { id: 'negroni', name: 'Negroni', price: 12 };
const mojito = { id: 'mojito', name: 'Mojito', price: 10.5 };

describe('the cart', () => {
  test('each add puts one more on the line of that drink', () => {
    let cart = addToCart(emptyCart, negroni);
    expect(cart).toEqual([{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 12 }]);
    cart = addToCart(cart, mojito);
    cart = addToCart(cart, negroni);
    expect(cart.map((l) => [l.recipeId, l.quantity])).toEqual([
      ['negroni', 2],
      ['mojito', 1],
    ]);
    expect(cartQuantity(cart, 'negroni')).toBe(2);
    expect(cartQuantity(cart, 'daiquiri')).toBe(0);
    expect(cartCount(cart)).toBe(3);
  });

  test('adding never changes the cart it was given', () => {
    const cart = addToCart(emptyCart, negroni);
    const frozen = JSON.stringify(cart);
    addToCart(cart, negroni);
    removeFromCart(cart, 'negroni');
    expect(JSON.stringify(cart)).toBe(frozen);
    expect(emptyCart).toHaveLength(0);
  });

  test('adding again refreshes the name and price of the line', () => {
    const cart = addToCart(addToCart(emptyCart, negroni), { ...negroni, name: 'Negroni Classico', price: 13 });
    expect(cart).toEqual([{ recipeId: 'negroni', recipeName: 'Negroni Classico', quantity: 2, price: 13 }]);
  });

  test(`a line stops at ${MAX_CART_LINE_QUANTITY}, the most the server takes of one drink`, () => {
    let cart: Cart = emptyCart;
    for (let i = 0; i < MAX_CART_LINE_QUANTITY; i++) cart = addToCart(cart, negroni);
    expect(canAddToCart(cart, 'negroni')).toBe(false);
    expect(canAddToCart(cart, 'mojito')).toBe(MAX_CART_LINE_QUANTITY < MAX_CART_DRINKS);
    expect(addToCart(cart, negroni)).toBe(cart);
    expect(cartQuantity(cart, 'negroni')).toBe(MAX_CART_LINE_QUANTITY);
  });

  test(`the cart stops at ${MAX_CART_DRINKS} drinks in all, with the message the server gives`, () => {
    let cart: Cart = emptyCart;
    for (let i = 0; i < MAX_CART_DRINKS; i++) cart = addToCart(cart, i % 2 ? negroni : mojito);
    expect(cartCount(cart)).toBe(MAX_CART_DRINKS);
    expect(canAddToCart(cart, 'negroni')).toBe(false);
    expect(addToCart(cart, { id: 'spritz', name: 'Spritz', price: 9 })).toBe(cart);
    expect(cartLimitMessage(cart, negroni)).toBe(messages.orderTooLarge);
    expect(cartLimitMessage(emptyCart, negroni)).toBeNull();
    // The server refuses the same order.
    const parsed = orderInputSchema.safeParse({ id: 'order-0001', items: [...orderItemsFromCart(cart), { recipeId: 'spritz', quantity: 1 }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(messages.orderTooLarge);
    expect(orderInputSchema.safeParse({ id: 'order-0001', items: orderItemsFromCart(cart) }).success).toBe(true);
    // A stored cart over the limit is cut to it.
    expect(cartCount(parseCart([...cart, { recipeId: 'spritz', recipeName: 'Spritz', quantity: 3, price: 9 }]))).toBe(MAX_CART_DRINKS);
  });

  test('remove takes one off, and deletes the line at one', () => {
    let cart = addToCart(addToCart(addToCart(emptyCart, negroni), negroni), mojito);
    cart = removeFromCart(cart, 'negroni');
    expect(cartQuantity(cart, 'negroni')).toBe(1);
    cart = removeFromCart(cart, 'negroni');
    expect(cart.map((l) => l.recipeId)).toEqual(['mojito']);
    expect(removeFromCart(cart, 'negroni')).toBe(cart);
  });

  test('clear empties it', () => {
    expect(clearCart()).toEqual([]);
  });

  test('line totals and the total, in cents', () => {
    const cart = addToCart(addToCart(addToCart(emptyCart, negroni), negroni), { id: 'x', name: 'X', price: 0.1 });
    expect(lineTotal(cart[0]!)).toBe(24);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(cartTotal(cart)).toBe(24.1);
    expect(cartTotal(emptyCart)).toBe(0);
  });

  test('the order sends only drink ids and quantities', () => {
    const cart = addToCart(addToCart(emptyCart, negroni), mojito);
    expect(orderItemsFromCart(cart)).toEqual([
      { recipeId: 'negroni', quantity: 1 },
      { recipeId: 'mojito', quantity: 1 },
    ]);
  });
});

describe('subtractFromCart', () => {
  test('takes the placed quantities off: the cart that was sent becomes empty', () => {
    const cart = addToCart(addToCart(addToCart(emptyCart, negroni), negroni), mojito);
    expect(subtractFromCart(cart, orderItemsFromCart(cart))).toEqual([]);
  });

  test('keeps what was added while the order was on its way', () => {
    const sent = addToCart(emptyCart, negroni);
    const now = addToCart(addToCart(sent, negroni), mojito);
    expect(subtractFromCart(now, orderItemsFromCart(sent))).toEqual([
      { recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 12 },
      { recipeId: 'mojito', recipeName: 'Mojito', quantity: 1, price: 10.5 },
    ]);
    expect(subtractFromCart(now, [])).toBe(now);
  });
});

describe('refreshCart', () => {
  test('takes names and prices from the menu and drops drinks no longer on it', () => {
    const cart = addToCart(addToCart(emptyCart, negroni), mojito);
    const menu = new Map([['negroni', { name: 'Negroni', price: 12.5 }]]);
    expect(refreshCart(cart, menu)).toEqual([{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 12.5 }]);
  });

  test('returns the same cart when nothing changed', () => {
    const cart = addToCart(emptyCart, negroni);
    expect(refreshCart(cart, new Map([['negroni', negroni]]))).toBe(cart);
  });
});

describe('parseCart', () => {
  test('keeps valid lines, merges duplicates up to the limit, drops the rest', () => {
    const stored = [
      { recipeId: 'negroni', recipeName: 'Negroni', quantity: 2, price: 12 },
      { recipeId: 'negroni', recipeName: 'Negroni', quantity: 19, price: 12 },
      { recipeId: 'mojito', recipeName: 'Mojito', quantity: 0, price: 10 },
      { recipeId: 'bad', recipeName: 'Bad', quantity: 1.5, price: 10 },
      { recipeId: '', recipeName: 'Nameless', quantity: 1, price: 10 },
      { recipeId: 'free', recipeName: 'Free', quantity: 1, price: -1 },
      'junk',
      null,
    ];
    expect(parseCart(stored)).toEqual([{ recipeId: 'negroni', recipeName: 'Negroni', quantity: MAX_CART_LINE_QUANTITY, price: 12 }]);
  });

  test.each([null, undefined, 'text', 42, { lines: [] }])('%p is an empty cart', (value) => {
    expect(parseCart(value)).toEqual([]);
  });
});

test('an order\'s total is one rule, for the cart, the server and the demo history: each line\'s price times its quantity, added up, in cents', () => {
  expect(orderTotal([{ price: 0.1, quantity: 3 }, { price: 0.2, quantity: 1 }])).toBe(0.5);
  expect(orderTotal([])).toBe(0);
  expect(cartTotal([{ recipeId: 'a', name: 'A', price: 0.1, quantity: 3 }, { recipeId: 'b', name: 'B', price: 0.2, quantity: 1 }] as never)).toBe(orderTotal([{ price: 0.1, quantity: 3 }, { price: 0.2, quantity: 1 }]));
});
