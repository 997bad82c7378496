/**
 * The users' use cases: recording who signed in (on first sight, when their name or roles change, else at most
 * once a minute per user, so their last visit stays current without a write per call) and a manager saving a
 * user. A user is kept in the partition of their primary role; a copy left in another role's partition when
 * their roles changed is removed.
 */
import { PERSONA_LABELS, primaryRole, type Persona, type User } from '@bar/domain';
import { audit, pick, type Actor, type AuditPorts } from '../audit/audit';
import { conflict, forbidden, notFound } from '../errors';

/** The users' store (data/repositories.ts UsersRepository). */
export interface UsersPort {
  /** Every stored copy of a user (more than one only after a change of roles was interrupted). */
  findById(id: string): Promise<User[]>;
  /** Writes the user into the partition of their role, removing the copies of `stored` in other roles' partitions. */
  save(user: User, stored: readonly User[]): Promise<void>;
}

export interface UsersPorts extends AuditPorts {
  users: UsersPort;
}

const AUDITED = ['name', 'personas', 'role'] as const;

/** How long a sign-in already recorded (same name and roles) is not written again. */
export const SEEN_RESOLUTION_MS = 60_000;
/** The most users one process remembers having recorded (the oldest forgotten first). */
const MAX_REMEMBERED = 10_000;

/**
 * Writes a user into the partition of their primary role, telling what was there before (undefined: new).
 * `fromToken`: the name, email and roles are the user's own, from their verified token (a sign-in); otherwise (a
 * manager's POST /users) a user who has signed in keeps the name, email, roles and last visit their token gave: a body
 * never speaks for another identity, and roles are the identity provider's (a change of them asked for is refused).
 * A user only ever recorded by a manager (never signed in) takes the name and roles given until they sign in.
 */
async function saveAndTell(
  users: UsersPort,
  user: Omit<User, 'role'>,
  fromToken: boolean,
  rolesAsked?: readonly Persona[],
): Promise<{ saved: User; previous: User | undefined }> {
  const existing = await users.findById(user.id);
  const known = existing.find((u) => u.lastSeenAt) ?? existing[0];
  const signedIn = Boolean(known?.lastSeenAt);
  const keepIdentity = !fromToken && known !== undefined && signedIn;
  if (keepIdentity && rolesAsked && !sameRoles(rolesAsked, known.personas)) throw conflict(rolesFromSignIn(known));
  const { email: _email, lastSeenAt: _seen, ...record } = user;
  void _email;
  void _seen;
  const identity = keepIdentity
    ? { name: known.name, personas: known.personas, ...(known.email ? { email: known.email } : {}), ...(known.lastSeenAt ? { lastSeenAt: known.lastSeenAt } : {}) }
    : {};
  const merged = { ...(keepIdentity ? record : user), ...identity };
  const doc: User = { ...merged, role: primaryRole(merged.personas), createdAt: known?.createdAt ?? user.createdAt };
  await users.save(doc, existing);
  return { saved: doc, previous: existing[0] };
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r) => b.includes(r));

/** Why a manager cannot change the roles of a user who signed in (409): in the spec's words for the Users tab. */
function rolesFromSignIn(user: User): string {
  const labels = user.personas.map((p) => PERSONA_LABELS[p as Persona] ?? p).join(', ');
  return `${user.name} has signed in, so their roles (${labels}) are the ones the identity provider gives them. User roles are managed through External Entra ID Enterprise Applications. Contact your system administrator to modify user permissions.`;
}

/** Records sign-ins; one per process (it remembers whom it recorded and when). */
export class SignIns {
  private readonly seen = new Map<string, { fingerprint: string; at: number }>();

  async record(users: UsersPort, who: { id: string; name: string; email?: string; personas: Persona[] }, at: Date): Promise<User> {
    const fingerprint = `${who.name}|${who.personas.join(',')}`;
    const now = at.toISOString();
    const user: Omit<User, 'role'> = { id: who.id, name: who.name, personas: who.personas, ...(who.email ? { email: who.email } : {}), createdAt: now, lastSeenAt: now };
    const last = this.seen.get(who.id);
    if (last && last.fingerprint === fingerprint && at.getTime() - last.at < SEEN_RESOLUTION_MS) return { ...user, role: primaryRole(user.personas) };
    const { saved } = await saveAndTell(users, user, true);
    this.seen.set(who.id, { fingerprint, at: at.getTime() });
    if (this.seen.size > MAX_REMEMBERED) this.seen.delete(this.seen.keys().next().value!);
    return saved;
  }
}

/**
 * A manager saves a user: the name defaults to the id, the roles to guest; a user who has signed in keeps the name,
 * email and roles of their token (roles asked for that differ are a 409); audited with before and after.
 */
export async function saveUser(ports: UsersPorts, actor: Actor, input: { id: string; name?: string; personas?: Persona[] }): Promise<{ user: User; created: boolean }> {
  const { saved, previous } = await saveAndTell(ports.users, {
    id: input.id,
    name: input.name || input.id,
    personas: input.personas && input.personas.length > 0 ? input.personas : ['customer'],
    createdAt: ports.clock().toISOString(),
  }, false, input.personas && input.personas.length > 0 ? input.personas : undefined);
  await audit(
    ports.audit,
    actor,
    'users.save',
    { type: 'user', id: saved.id, name: saved.name },
    { ...(previous ? { before: pick(previous, AUDITED) } : {}), after: pick(saved, AUDITED) },
    ports.warn,
    ports.clock(),
    ports.today(),
  );
  return { user: saved, created: !previous };
}

/** Every user for the users screen: by name, then id, so people of the same name keep one order. */
export async function listUsers(users: { list(): Promise<User[]> }): Promise<User[]> {
  return (await users.list()).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** What /me tells the signed-in user of themselves: who they are and their roles, nothing of the record's dates. */
export function profileOf(user: User): Pick<User, 'id' | 'name' | 'email' | 'personas' | 'role'> {
  return { id: user.id, name: user.name, email: user.email, personas: user.personas, role: user.role };
}

/**
 * One user, for a caller who may see them: themselves, or anyone for a manager (forbidden otherwise; notFound
 * when there is none). In the partition of `role` when given, else wherever they are kept.
 */
export async function findUser(
  users: { get(id: string, role: Persona): Promise<{ item: User } | null>; findById(id: string): Promise<User[]> },
  caller: { id: string; personas: readonly Persona[] },
  id: string,
  role: Persona | undefined,
): Promise<User> {
  if (id !== caller.id && !caller.personas.includes('bar_manager')) throw forbidden('You can only look up your own user');
  const found = role ? (await users.get(id, role))?.item : (await users.findById(id))[0];
  if (!found) throw notFound('User not found');
  return found;
}
