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
