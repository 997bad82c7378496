import {
  accessiblePersonas,
  canAccessPersona,
  personasFromRoles,
  primaryRole,
  reconcilePersona,
  switcherPersonas,
} from '../src';

describe('personas from role claims', () => {
  test.each([
    [['Customer'], ['customer']],
    [['Bartender'], ['bartender']],
    [['BarManager'], ['bar_manager']],
    [['barmanager', 'BARTENDER'], ['bartender', 'bar_manager']],
    [['Customer', 'Bartender'], ['customer', 'bartender']],
    [[], ['customer']],
    [['Admin', 42, null], ['customer']],
    [undefined, ['customer']],
    ['Bartender', ['bartender']],
  ])('%j -> %j', (roles, personas) => {
    expect(personasFromRoles(roles)).toEqual(personas);
  });
});

describe('who may act as which persona', () => {
  test('bar_manager may use every persona', () => {
    expect(accessiblePersonas(['bar_manager'])).toEqual(['customer', 'bartender', 'bar_manager']);
    expect(canAccessPersona(['bar_manager'], 'customer')).toBe(true);
  });

  test('others only their own', () => {
    expect(accessiblePersonas(['bartender'])).toEqual(['bartender']);
    expect(canAccessPersona(['bartender'], 'bar_manager')).toBe(false);
    expect(canAccessPersona(['customer'], 'bartender')).toBe(false);
    expect(canAccessPersona(['customer'], 'not-a-persona')).toBe(false);
  });

  test('the primary role is the highest one', () => {
    expect(primaryRole(['customer', 'bartender'])).toBe('bartender');
    expect(primaryRole(['bar_manager', 'customer'])).toBe('bar_manager');
    expect(primaryRole([])).toBe('customer');
  });
});

describe('the current persona (spec section 4)', () => {
  test('no user resets to customer', () => {
    expect(reconcilePersona('bar_manager', null)).toBe('customer');
  });

  test('an accessible current persona stays', () => {
    expect(reconcilePersona('bartender', ['bartender', 'customer'])).toBe('bartender');
  });

  test('an inaccessible one becomes bartender if the user has it, else customer', () => {
    expect(reconcilePersona('bar_manager', ['customer', 'bartender'])).toBe('bartender');
    expect(reconcilePersona('bartender', ['customer'])).toBe('customer');
  });

  test('the switcher: hidden without personas, the own list, all three for a manager', () => {
    expect(switcherPersonas([])).toEqual([]);
    expect(switcherPersonas(null)).toEqual([]);
    expect(switcherPersonas(['bartender'])).toEqual(['bartender']);
    expect(switcherPersonas(['bar_manager'])).toEqual(['customer', 'bartender', 'bar_manager']);
  });
});
