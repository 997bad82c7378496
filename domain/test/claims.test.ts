// The one reading of a sign-in's claims (domain/src/claims.ts): the API's caller and the SPA's user when /me fails.
import { userFromClaims } from '../src';

describe('the user a sign-in claims', () => {
  test('the id is oid, else sub; none that passes the id rule is no user', () => {
    expect(userFromClaims({ oid: 'oid-1', sub: 'sub-1' })?.id).toBe('oid-1');
    expect(userFromClaims({ oid: '', sub: 'sub-1' })?.id).toBe('sub-1');
    expect(userFromClaims({ oid: 42, sub: 'sub-1' })?.id).toBe('sub-1');
    expect(userFromClaims({ name: 'Ann' })).toBeNull();
    expect(userFromClaims({ oid: 'a/b' })).toBeNull();
    expect(userFromClaims({ sub: '..' })).toBeNull();
  });

  test("the name is name, else preferred_username, else 'Customer' (never the email)", () => {
    expect(userFromClaims({ oid: 'u1', name: 'Ann', preferred_username: 'ann@example.com', email: 'a@example.com' })?.name).toBe('Ann');
    expect(userFromClaims({ oid: 'u1', name: '  ', preferred_username: 'ann@example.com', email: 'a@example.com' })?.name).toBe('ann@example.com');
    expect(userFromClaims({ oid: 'u1', email: 'a@example.com' })?.name).toBe('Customer');
    expect(userFromClaims({ oid: 'u1', name: 7 })?.name).toBe('Customer');
    expect(userFromClaims({ oid: 'u1', name: `  Ann\u0000 ${'x'.repeat(200)}` })?.name).toMatch(/^Ann x+$/);
    expect(userFromClaims({ oid: 'u1', name: 'x'.repeat(200) })?.name).toHaveLength(120);
  });

  test('the email is email, else preferred_username, whole or not at all', () => {
    expect(userFromClaims({ oid: 'u1', email: ' a@example.com ', preferred_username: 'p@example.com' })?.email).toBe('a@example.com');
    expect(userFromClaims({ oid: 'u1', preferred_username: 'p@example.com' })?.email).toBe('p@example.com');
    expect(userFromClaims({ oid: 'u1', email: `${'a'.repeat(330)}@example.com` })).not.toHaveProperty('email');
    expect(userFromClaims({ oid: 'u1' })).toEqual({ id: 'u1', name: 'Customer', personas: ['customer'] });
  });

  test("the personas come from the roles claim, any case; none that match is a customer", () => {
    expect(userFromClaims({ oid: 'u1', roles: ['BarManager'] })?.personas).toEqual(['bar_manager']);
    expect(userFromClaims({ oid: 'u1', roles: ['bartender', 'Customer'] })?.personas).toEqual(['customer', 'bartender']);
    expect(userFromClaims({ oid: 'u1', roles: 'BARTENDER' })?.personas).toEqual(['bartender']);
    expect(userFromClaims({ oid: 'u1', roles: ['Admin'] })?.personas).toEqual(['customer']);
    expect(userFromClaims({ oid: 'u1' })?.personas).toEqual(['customer']);
  });
});
