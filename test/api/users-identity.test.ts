import type { User } from '@bar/domain';
import { accountOf, api } from '../support/api';

/** Who a user is comes from their token: a manager's POST /users never renames a user who signed in. */
test("POST /users on a user who signed in keeps the name and email their token gave; only the roles are the manager's", async () => {
  const me = await api<Pick<User, 'id' | 'name' | 'email'>>('GET', '/me', { as: 'customer' });
  expect(me.status).toBe(200);
  const id = accountOf('customer').oid;
  expect(me.data.id).toBe(id);

  const posted = await api<User>('POST', '/users', { body: { id, name: 'Mallory', personas: ['customer'] } });
  // The user exists (they signed in): an update, 200.
  expect(posted.status).toBe(200);
  expect(posted.data).toMatchObject({ id, name: me.data.name, personas: ['customer'] });
  expect(posted.data.email).toBe(me.data.email);
  const stored = await api<User>('GET', `/users/${id}`);
  expect(stored.data).toMatchObject({ name: me.data.name, ...(me.data.email ? { email: me.data.email } : {}) });
  expect((await api<Pick<User, 'name'>>('GET', '/me', { as: 'customer' })).data.name).toBe(me.data.name);
});

test("POST /users cannot change the roles of a user who signed in: 409 saying where roles are managed; the user list keeps the token's", async () => {
  await api('GET', '/me', { as: 'customer' });
  const id = accountOf('customer').oid;
  const promoted = await api('POST', '/users', { body: { id, personas: ['bar_manager'] } });
  expect(promoted.status).toBe(409);
  expect(promoted.json?.error).toMatch(/roles \(Customer\) are the ones the identity provider gives them\. User roles are managed through External Entra ID Enterprise Applications/);
  expect((await api<User>('GET', `/users/${id}`)).data).toMatchObject({ personas: ['customer'], role: 'customer' });
  expect((await api<User[]>('GET', '/users')).data.filter((u) => u.id === id)).toEqual([expect.objectContaining({ role: 'customer' })]);
});

test('POST /users answers 201 for a new user and 200 when it updates one', async () => {
  const id = `new-${Date.now().toString(36)}`;
  const first = await api<User>('POST', '/users', { body: { id, name: 'Nell', personas: ['bartender'] } });
  expect([first.status, first.data.name]).toEqual([201, 'Nell']);
  const again = await api<User>('POST', '/users', { body: { id, name: 'Nell B', personas: ['bartender'] } });
  expect([again.status, again.data.name]).toEqual([200, 'Nell B']);
});
