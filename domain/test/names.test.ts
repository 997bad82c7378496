import { isValidId } from '../src/ids';
import { DEFAULT_CUSTOMER_NAME, displayName, pickupName, inventoryItemInputSchema, messages, nameKey, recipeInputSchema, sameName } from '../src';

describe('names are compared after Unicode normalisation', () => {
  test.each([
    ['Vodka', 'ＶＯＤＫＡ'],
    ['Vodka', 'Ｖｏｄｋａ'],
    ['Vodka', 'Vod\u200Bka'],
    ['Vodka', 'V\u00ADodka'],
    ['Vodka', '\uFEFFvodka'],
    ['Vodka', 'VODKA'],
    ['Crème de Menthe', 'Cre\u0300me de menthe'],
    ['Straße', 'STRASSE'],
    ['Gin  Tonic', 'gin tonic'],
    ['ﬁne', 'fine'],
  ])('%j and %j are the same name', (a, b) => {
    expect(sameName(a, b)).toBe(true);
    expect(nameKey(a)).toBe(nameKey(b));
  });

  test.each([
    ['Vodka', 'Vodka Lime'],
    ['Crème', 'Creme'],
    ['Gin', 'Gim'],
  ])('%j and %j are different names', (a, b) => {
    expect(sameName(a, b)).toBe(false);
  });

  test('the stored name is NFC without surrounding spaces; its look and case are kept', () => {
    expect(displayName('  Cre\u0300me  ')).toBe('Crème');
    expect(displayName('Ｖｏｄｋａ')).toBe('Ｖｏｄｋａ');
    const parsed = inventoryItemInputSchema.parse({ name: ' Cre\u0300me de Cassis ' });
    expect(parsed.name).toBe('Crème de Cassis');
    expect(parsed.name.length).toBe(15);
  });

  test('a name of invisible characters only is missing', () => {
    const inv = inventoryItemInputSchema.safeParse({ name: '\u200B\u200D' });
    expect(inv.success).toBe(false);
    expect(inv.error?.issues[0]?.message).toBe(messages.inventoryNameRequired);
    const rec = recipeInputSchema.safeParse({ name: '\u00AD', ingredients: [{ inventoryItemId: 'gin', quantity: 1 }] });
    expect(rec.success).toBe(false);
    expect(rec.error?.issues[0]?.message).toBe(messages.recipeNameRequired);
  });
});

describe('the id rule', () => {
  test.each(['negroni', '3f2a9c1e-77b4-4c1d-9e0a-5b6c7d8e9fab', 'a.b_c-d', 'x'.repeat(128)])('accepts %s', (id) => {
    expect(isValidId(id)).toBe(true);
  });
  test.each(['', '.', '..', '...', 'a/b', 'a?b', 'a#b', 'a%2e', 'a b', ' a', 'x'.repeat(129), '__proto__', 'constructor', 'prototype'])('refuses %j', (id) => {
    expect(isValidId(id)).toBe(false);
  });
});

test("the name called out at pickup: the guest's typed name, else their account's, else 'Customer'", () => {
  expect(pickupName({ customerName: 'Casey', customerNameOverride: 'Table 7' })).toBe('Table 7');
  expect(pickupName({ customerName: ' Casey ', customerNameOverride: '  ' })).toBe('Casey');
  expect(pickupName({ customerName: '' })).toBe(DEFAULT_CUSTOMER_NAME);
  expect(pickupName({})).toBe('Customer');
});
