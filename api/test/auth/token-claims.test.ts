import { MAX_PERSON_NAME_LENGTH, plainTextProblem } from '@bar/domain';
import { principalFromClaims } from '../../src/auth/principal';
import { refusalOf } from '../../src/auth/verify';

const spa = { clientIds: ['spa-id', 'cli-id'], scope: 'access_as_user' };

describe('what makes a verified token a user of this SPA', () => {
  test.each([
    [{ scp: 'access_as_user', azp: 'spa-id' }],
    [{ scp: 'openid api://bar-app/access_as_user', azp: 'cli-id' }],
    [{ scp: 'access_as_user', appid: 'spa-id' }],
    [{ scope: 'openid access_as_user', client_id: 'spa-id' }],
    [{ scp: 'access_as_user' }],
  ])('accepted: %j', (claims) => {
    expect(refusalOf(claims, spa)).toBeNull();
  });

  test.each([
    [{ roles: ['BarManager'], azp: 'spa-id' }, /not issued for a signed-in user/],
    [{ scp: '', azp: 'spa-id' }, /not issued for a signed-in user/],
    [{ scp: 'User.Read', azp: 'spa-id' }, /not issued for a signed-in user/],
    [{ scp: 'access_as_user_too', azp: 'spa-id' }, /not issued for a signed-in user/],
    [{ scp: 42 }, /not issued for a signed-in user/],
    [{ scp: 'access_as_user', azp: 'other' }, /another application/],
    [{ scp: 'access_as_user', appid: 'other' }, /another application/],
  ])('refused: %j', (claims, reason) => {
    expect(refusalOf(claims, spa)).toMatch(reason);
  });

  test('without a configured client id any client is accepted; the scope is still required', () => {
    expect(refusalOf({ scp: 'access_as_user', azp: 'anyone' }, { clientIds: [], scope: 'access_as_user' })).toBeNull();
    expect(refusalOf({ azp: 'anyone' }, { clientIds: [], scope: 'access_as_user' })).not.toBeNull();
  });
});

describe('the name and email a token gives are held to what a user record keeps', () => {
  test('a name claim of any length and content becomes at most 120 characters of plain text', () => {
    const name = `Ana\u0000\u0007\n\u202eLópez ${'x'.repeat(3049)}`;
    const principal = principalFromClaims({ oid: 'user-1', name });
    expect(principal?.name.length).toBeLessThanOrEqual(MAX_PERSON_NAME_LENGTH);
    expect(principal?.name.startsWith('Ana López x')).toBe(true);
    expect(plainTextProblem(principal!.name, MAX_PERSON_NAME_LENGTH)).toBeUndefined();
    // A name of nothing but invisible characters falls back as a missing one does.
    expect(principalFromClaims({ oid: 'user-1', name: '\u200b\u202e', preferred_username: 'ana@example.com' })?.name).toBe('ana@example.com');
  });

  test('an email that is too long or not plain is left out rather than cut into another address', () => {
    expect(principalFromClaims({ oid: 'user-1', email: `${'a'.repeat(330)}@example.com` })?.email).toBeUndefined();
    expect(principalFromClaims({ oid: 'user-1', email: 'ana\u202e@example.com' })?.email).toBeUndefined();
    expect(principalFromClaims({ oid: 'user-1', email: ' ana@example.com ' })?.email).toBe('ana@example.com');
  });
});
