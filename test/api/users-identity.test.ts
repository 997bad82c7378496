import type { User } from '@bar/domain';
import { accountOf, api } from '../support/api';

/** Who a user is comes from their token: a manager's POST /users never renames a user who signed in. */
test("POST /users on a user who signed in keeps the name and email their token gave; only the roles are the manager's", async () => {
  const me = await api<Pick<User, 'id' | 'name' | 'email'>>('GET', '/me', { as: 'customer' });
  expect(me.status).toBe(200);
  const id = accountOf('customer').oid;
  expect(me.data.id).toBe(id);

  const posted = await api<User>('POST', '/users', { body: { id, name: 'Mallory', personas: ['customer'] } });
  expect(posted.status).toBe(201);
  expect(posted.data).toMatchObject({ id, name: me.data.name, personas: ['customer'] });
  expect(posted.data.email).toBe(me.data.email);
  const stored = await api<User>('GET', `/users/${id}`);
  expect(stored.data).toMatchObject({ name: me.data.name, ...(me.data.email ? { email: me.data.email } : {}) });
  expect((await api<Pick<User, 'name'>>('GET', '/me', { as: 'customer' })).data.name).toBe(me.data.name);
});
