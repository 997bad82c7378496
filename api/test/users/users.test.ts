// The users' rules (api/src/users/users.ts) through in-memory ports: no server.
import { SEEN_RESOLUTION_MS, SignIns, findUser, listUsers, profileOf, saveUser, type UsersPorts } from '../../src/users/users';
import { MemoryAuditLog } from '../support/memory-audit';
import { MemoryUsers } from '../support/memory-users';
import type { ErrorKind } from '../../src/errors';

const manager = { id: 'm1', name: 'Maria' };
const at = (ms: number) => new Date(Date.parse('2026-11-24T20:00:00.000Z') + ms);

function setup() {
  const users = new MemoryUsers();
  const audit = new MemoryAuditLog();
  const ports: UsersPorts = { users, audit, clock: () => at(0), today: () => '2026-11-24', warn: () => undefined };
  return { users, audit, ports };
}

test('a sign-in is written on first sight, again when the name or roles change, else at most once a minute', async () => {
  const { users } = setup();
  const signIns = new SignIns();
  const ann = { id: 'ann', name: 'Ann', personas: ['customer' as const] };
  expect(await signIns.record(users, ann, at(0))).toMatchObject({ id: 'ann', role: 'customer', lastSeenAt: at(0).toISOString() });
  await signIns.record(users, ann, at(1_000));
  expect(users.writes).toBe(1);
  await signIns.record(users, { ...ann, name: 'Ann B.' }, at(2_000));
  expect(users.writes).toBe(2);
  await signIns.record(users, { ...ann, name: 'Ann B.' }, at(2_000 + SEEN_RESOLUTION_MS));
  expect(users.writes).toBe(3);
});

test('a change of roles moves the user to the partition of the new primary role and keeps when they were created', async () => {
  const { users } = setup();
  const signIns = new SignIns();
  await signIns.record(users, { id: 'sam', name: 'Sam', personas: ['customer'] }, at(0));
  const saved = await signIns.record(users, { id: 'sam', name: 'Sam', personas: ['customer', 'bartender'] }, at(5_000));
  expect(saved).toMatchObject({ role: 'bartender', createdAt: at(0).toISOString() });
  expect([...users.docs.keys()]).toEqual(['bartender/sam']);
});

test("a manager's save: the name defaults to the id and the roles to guest; audited with before and after", async () => {
  const { ports, audit } = setup();
  const created = await saveUser(ports, manager, { id: 'newbie' });
  expect(created).toMatchObject({ created: true, user: { id: 'newbie', name: 'newbie', personas: ['customer'], role: 'customer' } });
  expect(audit.entries[0]).toMatchObject({ action: 'users.save', after: { name: 'newbie', role: 'customer' } });
  expect(audit.entries[0]).not.toHaveProperty('before');
  expect(await saveUser(ports, manager, { id: 'newbie', name: 'Nell', personas: ['bar_manager'] })).toMatchObject({ created: false, user: { name: 'Nell' } });
  expect(audit.entries[1]).toMatchObject({ before: { name: 'newbie', role: 'customer' }, after: { name: 'Nell', role: 'bar_manager' } });
});

test("a user who signed in keeps the roles their token gave: a manager's save asking for others is a 409 and writes nothing; one asking none keeps them", async () => {
  const { users, ports, audit } = setup();
  await new SignIns().record(users, { id: 'gus', name: 'Gus', personas: ['customer'] }, at(0));
  const writes = users.writes;
  await expect(saveUser(ports, manager, { id: 'gus', name: 'Gus', personas: ['bar_manager'] })).rejects.toMatchObject({
    kind: 'conflict',
    message: expect.stringMatching(/^Gus has signed in, so their roles \(Customer\) are the ones the identity provider gives them\. User roles are managed through External Entra ID/),
  });
  expect([users.writes, audit.entries]).toEqual([writes, []]);
  expect((await users.findById('gus'))[0]).toMatchObject({ role: 'customer', personas: ['customer'] });
  // No roles asked: they stay the token's (a bartender is not made a guest by a save of their record).
  await new SignIns().record(users, { id: 'bea', name: 'Bea', personas: ['customer', 'bartender'] }, at(0));
  expect((await saveUser(ports, manager, { id: 'bea' })).user).toMatchObject({ name: 'Bea', personas: ['customer', 'bartender'], role: 'bartender' });
  expect((await saveUser(ports, manager, { id: 'bea', personas: ['bartender', 'customer'] })).user).toMatchObject({ role: 'bartender' });
});

test('a user looks up themselves, a manager anyone; in the partition of the role asked for, else wherever they are', async () => {
  const { users, ports } = setup();
  await saveUser(ports, manager, { id: 'bo', name: 'Bo', personas: ['bartender'] });
  const refusal = (kind: ErrorKind, message: string) => expect.objectContaining({ kind, message });
  expect(await findUser(users, { id: 'bo', personas: ['bartender'] }, 'bo', undefined)).toMatchObject({ id: 'bo', role: 'bartender' });
  expect(await findUser(users, { id: 'm1', personas: ['bar_manager'] }, 'bo', 'bartender')).toMatchObject({ id: 'bo' });
  await expect(findUser(users, { id: 'm1', personas: ['bar_manager'] }, 'bo', 'customer')).rejects.toEqual(refusal('notFound', 'User not found'));
  await expect(findUser(users, { id: 'cy', personas: ['customer', 'bartender'] }, 'bo', undefined)).rejects.toEqual(refusal('forbidden', 'You can only look up your own user'));
  await expect(findUser(users, { id: 'm1', personas: ['bar_manager'] }, 'nobody', undefined)).rejects.toEqual(refusal('notFound', 'User not found'));
});

test('the users screen lists users by name, then id; /me tells who and which roles, not the record dates', async () => {
  const { users } = setup();
  const signIns = new SignIns();
  for (const [id, name] of [['z2', 'Zoe'], ['a1', 'ann'], ['z1', 'Zoe'], ['b1', 'Bob']] as const) await signIns.record(users, { id, name, personas: ['customer'] }, at(0));
  expect((await listUsers(users)).map((u) => u.id)).toEqual(['a1', 'b1', 'z1', 'z2']);
  const me = profileOf((await users.findById('b1'))[0]!);
  expect(me).toEqual({ id: 'b1', name: 'Bob', email: undefined, personas: ['customer'], role: 'customer' });
});
