import { PERSONAS, primaryRole, userInputSchema, type User } from '@bar/domain';
import type { Principal } from '../auth/principal';
import { audit, pick } from '../audit/audit';
import { repositories } from '../data/repositories';
import { forbidden, notFound } from '../http/errors';
import type { RouteDefinition } from '../http/route';
import { parseBody, pathParam, queryEnum } from '../http/validate';

/**
 * Writes a user into the partition of their primary role, removing a copy left in another role's partition
 * when their roles changed.
 */
export async function saveUser(user: Omit<User, 'role'>): Promise<User> {
  return (await saveUserAndTell(user, true)).saved;
}

/**
 * The same, also telling what was there before (undefined for a new user). `fromToken`: the name and email are the
 * user's own, from their verified token (a sign-in); otherwise (a manager's POST /users) a user who has signed in
 * keeps the name, email and last visit their token gave, and only the roles change: a body never speaks for
 * another identity. A user only ever recorded by a manager (never signed in) takes the name given.
 */
async function saveUserAndTell(user: Omit<User, 'role'>, fromToken: boolean): Promise<{ saved: User; previous: User | undefined }> {
  const { users } = repositories();
  const role = primaryRole(user.personas);
  const existing = await users.findById(user.id);
  const known = existing.find((u) => u.lastSeenAt) ?? existing[0];
  const signedIn = Boolean(known?.lastSeenAt);
  const identity = !fromToken && known && signedIn ? { name: known.name, ...(known.email ? { email: known.email } : {}), ...(known.lastSeenAt ? { lastSeenAt: known.lastSeenAt } : {}) } : {};
  const { email: _email, lastSeenAt: _seen, ...rest } = user;
  void _email;
  void _seen;
  const doc: User = { ...(fromToken || !signedIn ? user : rest), ...identity, role, createdAt: known?.createdAt ?? user.createdAt };
  await users.save(doc, existing);
  return { saved: doc, previous: existing[0] };
}

const AUDITED = ['name', 'personas', 'role'] as const;

/**
 * Users already recorded by this instance and when, so /me writes on first sight, when roles or name change,
 * and otherwise at most once a minute per user (their last visit stays current without a write per call).
 */
const seen = new Map<string, { fingerprint: string; at: number }>();
const SEEN_RESOLUTION_MS = 60_000;

export async function recordSignIn(principal: Principal): Promise<User> {
  const fingerprint = `${principal.name}|${principal.personas.join(',')}`;
  const now = new Date().toISOString();
  const user: Omit<User, 'role'> = {
    id: principal.id,
    name: principal.name,
    personas: principal.personas,
    ...(principal.email ? { email: principal.email } : {}),
    createdAt: now,
    lastSeenAt: now,
  };
  const last = seen.get(principal.id);
  if (last && last.fingerprint === fingerprint && Date.parse(now) - last.at < SEEN_RESOLUTION_MS) return { ...user, role: primaryRole(user.personas) };
  const saved = await saveUser(user);
  seen.set(principal.id, { fingerprint, at: Date.parse(now) });
  // Bounded: one entry per user signed in on this instance, forgotten oldest first.
  if (seen.size > 10_000) seen.delete(seen.keys().next().value!);
  return saved;
}

export const meGet: RouteDefinition = {
  name: 'users-me',
  methods: ['GET'],
  route: 'me',
  noStore: true,
  access: 'authenticated',
  async handler(ctx) {
    const user = await recordSignIn(ctx.principal);
    return { body: { id: user.id, name: user.name, email: user.email, personas: user.personas, role: user.role } };
  },
};

export const usersList: RouteDefinition = {
  name: 'users-list',
  methods: ['GET'],
  route: 'users',
  noStore: true,
  access: ['bar_manager'],
  async handler() {
    const users = await repositories().users.list();
    return { body: users.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)) };
  },
};

export const usersGet: RouteDefinition = {
  name: 'users-get',
  methods: ['GET'],
  route: 'users/{id}',
  noStore: true,
  access: 'authenticated',
  async handler(ctx) {
    const id = pathParam(ctx.params, 'id');
    if (id !== ctx.principal.id && !ctx.principal.personas.includes('bar_manager')) {
      throw forbidden('You can only look up your own user');
    }
    const role = queryEnum(ctx.query, 'role', PERSONAS);
    const { users } = repositories();
    const found = role ? (await users.get(id, role))?.item : (await users.findById(id))[0];
    if (!found) throw notFound('User not found');
    return { body: found };
  },
};

export const usersCreate: RouteDefinition = {
  name: 'users-create',
  methods: ['POST'],
  route: 'users',
  noStore: true,
  access: ['bar_manager'],
  async handler(ctx) {
    const input = parseBody(userInputSchema, ctx.body);
    const now = new Date().toISOString();
    const { saved: user, previous } = await saveUserAndTell({
      id: input.id,
      name: input.name || input.id,
      personas: input.personas && input.personas.length > 0 ? input.personas : ['customer'],
      createdAt: now,
    }, false);
    await audit(
      ctx.principal,
      'users.save',
      { type: 'user', id: user.id, name: user.name },
      { ...(previous ? { before: pick(previous, AUDITED) } : {}), after: pick(user, AUDITED) },
      ctx.invocation.warn,
    );
    return { status: 201, body: user };
  },
};

export const routes = [meGet, usersList, usersGet, usersCreate];
