// The users' rules (api/src/users/users.ts) through in-memory ports: no server.
import { SEEN_RESOLUTION_MS, SignIns, saveUser, type UsersPorts } from '../../src/users/users';
import { MemoryAuditLog } from '../support/memory-audit';
import { MemoryUsers } from '../support/memory-users';

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
  expect(created).toMatchObject({ id: 'newbie', name: 'newbie', personas: ['customer'], role: 'customer' });
  expect(audit.entries[0]).toMatchObject({ action: 'users.save', after: { name: 'newbie', role: 'customer' } });
  expect(audit.entries[0]).not.toHaveProperty('before');
  await saveUser(ports, manager, { id: 'newbie', name: 'Nell', personas: ['bar_manager'] });
  expect(audit.entries[1]).toMatchObject({ before: { name: 'newbie', role: 'customer' }, after: { name: 'Nell', role: 'bar_manager' } });
});
