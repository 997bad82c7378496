// One text rule for every name and note people type, one id rule, and one set of limits for what the API writes
// and what a restore accepts (the backup's record schemas): property-based over names, ids and records.
import fc from 'fast-check';
import {
  imageUrlSchema,
  MAX_ORDER_HISTORY,
  MAX_PERSON_NAME_LENGTH,
  PLAIN_TEXT_MESSAGE,
  RESERVED_IDS,
  aiProcessRequestSchema,
  aiRecommendationRequestSchema,
  backupRecordSchemas,
  cancelReasonSchema,
  cleanText,
  deliveryInputSchema,
  describeValidationError,
  idSchema,
  inventoryItemInputSchema,
  isValidId,
  orderInputSchema,
  plainTextProblem,
  priceSchema,
  recipeInputSchema,
  userInputSchema,
  wasteInputSchema,
  type Order,
} from '../src';

/** Characters no name or note may hold: a lone half of a surrogate pair, controls, separators, zero-width, bidi marks, overrides and isolates, < >. */
const FORBIDDEN = ['\ud800', '\udfff', '\u0000', '\u0007', '\n', '\r', '\t', '\u007f', '\u0085', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u2028', '\u2029', '\u202a', '\u202e', '\u2060', '\u2066', '\u2069', '\ufeff', '\u00ad', '\u061c', '<', '>'];

const fieldRule = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, build: (text: string) => unknown, folds = false) => ({ schema, build, folds });

/** Every schema field that takes a name or a note a person typed, with a valid record around it. */
const TEXT_FIELDS = {
  'inventory name': fieldRule(inventoryItemInputSchema, (name) => ({ name })),
  'recipe name': fieldRule(recipeInputSchema, (name) => ({ name, ingredients: [{ inventoryItemId: 'gin', quantity: 1 }] })),
  'recipe step': fieldRule(recipeInputSchema, (step) => ({ name: 'Gin', instructions: [step], ingredients: [{ inventoryItemId: 'gin', quantity: 1 }] })),
  'order name': fieldRule(orderInputSchema, (customerNameOverride) => ({ id: 'order-0001', items: [{ recipeId: 'gin', quantity: 1 }], customerNameOverride })),
  'user name': fieldRule(userInputSchema, (name) => ({ id: 'user-1', name })),
  'waste note': fieldRule(wasteInputSchema, (note) => ({ id: 'waste-0001', inventoryItemId: 'gin', quantity: 1, reason: 'spill', note })),
  // A cancel reason folds white space runs (line breaks too) into one space first (ADR 24), then keeps the rule.
  'cancel reason': fieldRule(cancelReasonSchema, (reason) => reason, true),
  'AI import name': fieldRule(aiProcessRequestSchema, (name) => ({ name, ingredients: ['gin', 'tonic'] })),
} as const;

const plainWord = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 '&.-]{0,20}[A-Za-z0-9]$/);

describe('one text rule', () => {
  test.each(Object.entries(TEXT_FIELDS))('%s: a forbidden character anywhere is refused with the one message; plain text passes', (_name, { schema, build, folds }) => {
    fc.assert(
      fc.property(plainWord, fc.constantFrom(...FORBIDDEN.filter((c) => !folds || !/\s/.test(c))), fc.nat(), (word, bad, at) => {
        // Inside the text: white space at either end is trimmed away, as every field does.
        const i = 1 + (at % (word.length - 1));
        const text = `${word.slice(0, i)}${bad}${word.slice(i)}`;
        const parsed = schema.safeParse(build(text));
        expect(parsed.success).toBe(false);
        const message = describeValidationError(parsed.error as never);
        expect(message).toContain(PLAIN_TEXT_MESSAGE);
        expect(schema.safeParse(build(word)).success).toBe(true);
      }),
      { numRuns: 200 },
    );
    // The message is the one rule's.
    expect(describeValidationError(schema.safeParse(build('a\u202eb')).error as never)).toContain(PLAIN_TEXT_MESSAGE);
  });

  test('too long says too long, in characters people count (an emoji is one)', () => {
    expect(plainTextProblem('🍸'.repeat(60), 60)).toBeUndefined();
    expect(plainTextProblem('a'.repeat(61), 60)).toBe('must be at most 60 characters');
    const parsed = orderInputSchema.safeParse({ id: 'order-0001', items: [{ recipeId: 'gin', quantity: 1 }], customerNameOverride: 'x'.repeat(61) });
    expect(describeValidationError(parsed.error!)).toBe('customerNameOverride: must be at most 60 characters');
  });

  test('a text from a token, cleaned, always keeps the rule and the limit; plain text is kept as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (text) => {
        const cleaned = cleanText(text, MAX_PERSON_NAME_LENGTH);
        expect(plainTextProblem(cleaned, MAX_PERSON_NAME_LENGTH)).toBeUndefined();
        expect(cleaned).toBe(cleaned.trim());
      }),
      { numRuns: 500 },
    );
    fc.assert(fc.property(plainWord, (word) => expect(cleanText(word, MAX_PERSON_NAME_LENGTH)).toBe(word.replace(/ +/g, ' '))));
    expect(cleanText('Ana\u0000\u0007\nLópez\u202e\u200b <admin>', 120)).toBe('Ana López admin');
  });
});

describe('one id rule', () => {
  test('ids the app keeps for its own documents are refused wherever ids enter', () => {
    for (const id of RESERVED_IDS) {
      expect(isValidId(id)).toBe(false);
      expect(idSchema.safeParse(id).success).toBe(false);
    }
    expect(deliveryInputSchema.safeParse({ id: 'summary', inventoryItemId: 'gin', quantity: 1, unitCost: 1 }).success).toBe(false);
    const ledger = backupRecordSchemas().ledger.safeParse({ kind: 'waste', id: 'summary', date: '2026-11-20', at: '2026-11-20T20:00:00Z', by: { id: 'm', name: 'M' }, inventoryItemId: 'gin', name: 'Gin', unit: 'ml', quantity: 1, reason: 'spill' });
    expect(ledger.success).toBe(false);
    // Other spellings are other ids.
    expect(isValidId('Summary')).toBe(true);
  });

  test('whatever passes the id rule can address a document: no dot segment, no separator, no reserved name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 140 }), (id) => {
        if (!isValidId(id)) return;
        expect(id).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
        expect(id).not.toMatch(/^\.+$/);
        expect(RESERVED_IDS).not.toContain(id);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('prices', () => {
  test('at least a cent, in cents', () => {
    const message = (price: unknown) => priceSchema.safeParse(price).error?.issues[0]?.message;
    expect(message(0.001)).toBe('must be at least 0.01');
    expect(message(0)).toBe('must be at least 0.01');
    expect(message(4.555)).toBe('must have at most 2 decimals');
    expect(message(4.55)).toBeUndefined();
    expect(message(0.1 + 0.2)).toBeUndefined();
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (cents) => expect(priceSchema.safeParse(cents / 100).success).toBe(true)));
    expect(recipeInputSchema.safeParse({ name: 'Gin', price: 0.001, ingredients: [{ inventoryItemId: 'gin', quantity: 1 }] }).success).toBe(false);
  });
});

describe('what the API writes, a restore accepts; what a restore accepts, the API can work with', () => {
  const TODAY = '2026-11-28';
  const schemas = backupRecordSchemas(TODAY);
  const move = (i: number) => ({ at: '2026-11-28T20:00:00.000Z', by: { id: 'bartender-1', name: 'Bo' }, from: 'pending', to: 'preparing', ...(i % 2 ? { direction: 'back' } : {}) });
  const order = (fields: Partial<Order> = {}): Record<string, unknown> => ({
    id: 'order-0001',
    date: TODAY,
    items: [{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 10 }],
    status: 'preparing',
    totalPrice: 10,
    customerId: 'guest-1',
    customerName: 'Ana',
    createdAt: '2026-11-28T20:00:00.000Z',
    ingredients: [{ inventoryItemId: 'gin', name: 'Gin', category: 'spirit', unit: 'ml', quantity: 30 }],
    stockDeducted: false,
    ...fields,
  });
  const problem = (kind: keyof typeof schemas, record: unknown) => {
    const parsed = schemas[kind].safeParse(record);
    return parsed.success ? undefined : describeValidationError(parsed.error);
  };

  test('a name from any token, as the API keeps it, is restored; one over the limit is named as too long', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (claim) => {
        const name = cleanText(claim, MAX_PERSON_NAME_LENGTH) || 'Customer';
        expect(problem('orders', order({ customerName: name }))).toBeUndefined();
        expect(problem('users', { id: 'user-1', name })).toBeUndefined();
      }),
      { numRuns: 300 },
    );
    expect(problem('orders', order({ customerName: 'x'.repeat(121) }))).toBe('customerName: must be at most 120 characters');
  });

  test(`an order's history: up to ${MAX_ORDER_HISTORY} moves restored, more named as such`, () => {
    expect(problem('orders', order({ history: Array.from({ length: MAX_ORDER_HISTORY }, (_, i) => move(i)) as never }))).toBeUndefined();
    expect(problem('orders', order({ history: Array.from({ length: MAX_ORDER_HISTORY + 1 }, (_, i) => move(i)) as never }))).toBe(
      `history: may hold at most ${MAX_ORDER_HISTORY} status moves`,
    );
  });

  test('fields that address documents pass their rule: an ingredient category is an inventory category', () => {
    expect(problem('orders', order({ ingredients: [{ inventoryItemId: 'gin', name: 'Gin', category: '../x', unit: 'ml', quantity: 30 }] }))).toMatch(/^ingredients\.0\.category: must be one of spirit/);
    expect(problem('orders', order({ ingredients: [{ inventoryItemId: '..', name: 'Gin', category: 'spirit', unit: 'ml', quantity: 30 }] }))).toMatch(/^ingredients\.0\.inventoryItemId: /);
  });

  test("no order or stock record dated after today's business date, no record's time after today", () => {
    expect(problem('orders', order({ date: '2026-11-29' }))).toBe(`date: must not be after today's business date (${TODAY})`);
    expect(problem('orders', order({ date: '9999-12-31' }))).toMatch(/must not be after/);
    const waste = { kind: 'waste', id: 'waste-0001', date: '9999-12-31', at: '2026-11-28T20:00:00Z', by: { id: 'm', name: 'M' }, inventoryItemId: 'gin', name: 'Gin', unit: 'ml', quantity: 1, reason: 'spill' };
    expect(problem('ledger', waste)).toMatch(/^date: must not be after/);
    expect(problem('ledger', { ...waste, date: TODAY })).toBeUndefined();
    // Nor a date and time of a record after today (a day's margin for the bar's time zone).
    expect(problem('orders', order({ createdAt: '9999-12-31T20:00:00.000Z' }))).toBe(`createdAt: must not be after today (${TODAY})`);
    expect(problem('ledger', { ...waste, date: TODAY, at: '2026-11-30T00:00:00Z' })).toBe(`at: must not be after today (${TODAY})`);
    expect(problem('ledger', { ...waste, date: TODAY, at: '2026-11-29T23:59:59Z' })).toBeUndefined();
    expect(problem('users', { id: 'user-1', name: 'Ana', lastSeenAt: '3000-01-01T00:00:00Z' })).toBe(`lastSeenAt: must not be after today (${TODAY})`);
  });

  test('stock over what an item may hold is named as such, not as a type', () => {
    const item = { id: 'gin', name: 'Gin', category: 'spirit', quantity: 1_000_001, unit: 'ml' };
    expect(problem('inventory', item)).toBe('quantity: must be at most 1000000');
    expect(problem('inventory', { ...item, quantity: 1_000_000 })).toBeUndefined();
  });
});

describe('a value of the right type but too large is named as too large, never as the wrong type', () => {
  const at = '2026-11-20T20:00:00.000Z';
  const by = { id: 'bartender-1', name: 'Bo' };
  const SAMPLES: Array<[string, { safeParse(v: unknown): { success: boolean; error?: unknown } }, Record<string, unknown>]> = [
    ['inventory input', inventoryItemInputSchema, { name: 'Gin', category: 'spirit', quantity: 1, unit: 'ml' }],
    ['recipe input', recipeInputSchema, { name: 'Gin', description: 'd', price: 5, instructions: ['Stir'], ingredients: [{ inventoryItemId: 'gin', quantity: 1 }] }],
    ['order input', orderInputSchema, { id: 'order-0001', items: [{ recipeId: 'gin', quantity: 1 }], customerNameOverride: 'T7' }],
    ['user input', userInputSchema, { id: 'user-1', name: 'Ana', personas: ['customer'] }],
    ['waste input', wasteInputSchema, { id: 'waste-0001', inventoryItemId: 'gin', quantity: 1, reason: 'spill', note: 'n' }],
    ['backup user', backupRecordSchemas().users, { id: 'user-1', name: 'Ana', personas: ['customer'], email: 'a@b.c', createdAt: at }],
    [
      'backup order',
      backupRecordSchemas().orders,
      {
        id: 'order-0001',
        date: '2026-11-20',
        items: [{ recipeId: 'gin', recipeName: 'Gin', quantity: 1, price: 5 }],
        status: 'completed',
        totalPrice: 5,
        customerId: 'guest-1',
        customerName: 'Ana',
        customerNameOverride: 'T7',
        createdAt: at,
        ingredients: [{ inventoryItemId: 'gin', name: 'Gin', category: 'spirit', unit: 'ml', quantity: 30 }],
        shortfalls: [{ inventoryItemId: 'gin', name: 'Gin', unit: 'ml', needed: 30, available: 0 }],
        history: [{ at, by, from: 'pending', to: 'preparing', stock: [{ inventoryItemId: 'gin', name: 'Gin', unit: 'ml', before: 1, after: 0 }] }],
        cancellation: { at, by, reason: 'Guest left' },
      },
    ],
    ['backup waste', backupRecordSchemas().ledger, { kind: 'waste', id: 'waste-0001', date: '2026-11-20', at, by, inventoryItemId: 'gin', name: 'Gin', unit: 'ml', quantity: 1, reason: 'spill', note: 'n' }],
  ];
  const TYPE_MESSAGES = /must be (a string|a list|a number|a date|an object)$/;

  test.each(SAMPLES)('%s', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const [key, value] of Object.entries(valid)) {
      let large: unknown;
      if (typeof value === 'string') large = 'x'.repeat(100_000);
      else if (Array.isArray(value) && value.length) large = Array.from({ length: 10_000 }, () => value[0]);
      else continue;
      const parsed = schema.safeParse({ ...valid, [key]: large });
      if (parsed.success) continue;
      const message = describeValidationError(parsed.error as never);
      expect([key, message]).not.toEqual([key, expect.stringMatching(TYPE_MESSAGES)]);
    }
  });
});

describe("an image URL is one of the app's images or an http(s) address, never another route", () => {
  const ok = (v: string) => imageUrlSchema.safeParse(v).success;
  test('accepted: the app\'s own image paths, an empty value, http(s) addresses', () => {
    for (const v of ['', '/api/images/recipe-images/mojito-1a2b.jpg', '/images/inventory-images/lime_2.png', 'https://cdn.example.com/a/b.jpg', 'http://example.com/x.png']) expect(ok(v)).toBe(true);
  });
  test('refused: dot segments, other routes, other containers, nested or empty names', () => {
    for (const v of ['/api/images/../backup', '/api/images/recipe-images/../../backup', '/api/images/recipe-images/..', '/api/images/restore-sessions/restore.lock', '/api/images/recipe-images/a/b.jpg', '/api/images/recipe-images/', '/api/backup', '/api/images/recipe-images/.hidden', 'javascript:alert(1)']) {
      expect([v, ok(v)]).toEqual([v, false]);
    }
  });
});

describe('a recipe paste for the AI import', () => {
  const parse = (ingredients: unknown) => aiProcessRequestSchema.safeParse({ name: 'Paste', ingredients });

  test('a whole paste, as text or as one entry of a list, is read line by line', () => {
    const paste = Array.from({ length: 17 }, (_, i) => `${i + 1} ml of something from a website line ${i}`).join('\n');
    expect(paste.length).toBeGreaterThan(500);
    for (const value of [paste, [paste]]) {
      const parsed = parse(value);
      expect(parsed.success).toBe(true);
      expect(parsed.data?.ingredients).toHaveLength(17);
    }
  });

  test('a line over 500 characters, more than 60 lines, or more than 6,000 characters in all is refused with what to change', () => {
    expect(describeValidationError(parse(['50 ml gin', 'x'.repeat(501)]).error!)).toMatch(/at most 500 characters per line/);
    expect(describeValidationError(parse('x'.repeat(501)).error!)).toMatch(/at most 500 characters per line/);
    expect(describeValidationError(parse(Array.from({ length: 61 }, () => '1 ml gin')).error!)).toMatch(/at most 60 lines/);
    expect(describeValidationError(parse(Array.from({ length: 30 }, () => 'y'.repeat(250)).join('\n')).error!)).toMatch(/at most 6000 characters/);
  });
});

test("a question to the AI bartender: nothing said is the spec's message, anything but words is named as not text", () => {
  const message = (body: unknown) => describeValidationError(aiRecommendationRequestSchema.safeParse(body).error!);
  for (const body of [{}, { preferences: null }, { preferences: '' }, { preferences: '  ' }]) expect(message(body)).toBe('Please enter your preferences or question');
  for (const preferences of [123, ['gin'], { gin: true }, true]) expect(message({ preferences })).toBe('preferences: must be text');
  expect(aiRecommendationRequestSchema.parse({ preferences: ' gin ' }).preferences).toBe('gin');
});

test('a role listed twice in a saved user is listed once', () => {
  expect(userInputSchema.parse({ id: 'user-1', personas: ['customer', 'customer', 'customer'] }).personas).toEqual(['customer']);
  expect(userInputSchema.parse({ id: 'user-1', personas: ['bartender', 'customer', 'bartender'] }).personas).toEqual(['bartender', 'customer']);
});
