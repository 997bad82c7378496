import { PERSONAS, userInputSchema } from '@bar/domain';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody, pathParam, queryEnum } from '../http/validate';
import { findUser, listUsers, profileOf, saveUser, type UsersPorts } from '../users/users';

function usersPorts(ctx: RouteContext): UsersPorts {
  const { users, audit, clock, today } = ctx.deps;
  return { users, audit, clock, today, warn: (m) => ctx.invocation.warn(m) };
}

export const usersMe: RouteDefinition = {
  name: 'users-me',
  methods: ['GET'],
  route: 'me',
  noStore: true,
  access: 'authenticated',
  async handler(ctx) {
    return { body: profileOf(await ctx.deps.signIns.record(ctx.deps.users, ctx.principal, ctx.deps.clock())) };
  },
};

export const usersList: RouteDefinition = {
  name: 'users-list',
  methods: ['GET'],
  route: 'users',
  noStore: true,
  access: ['bar_manager'],
  async handler(ctx) {
    return { body: await listUsers(ctx.deps.users) };
  },
};

export const usersGet: RouteDefinition = {
  name: 'users-get',
  methods: ['GET'],
  route: 'users/{id}',
  noStore: true,
  access: 'authenticated',
  async handler(ctx) {
    return { body: await findUser(ctx.deps.users, ctx.principal, pathParam(ctx.params, 'id'), queryEnum(ctx.query, 'role', PERSONAS)) };
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
    // 201 when the user is new, 200 when an existing one was updated.
    const { user, created } = await saveUser(usersPorts(ctx), ctx.principal, input);
    return { status: created ? 201 : 200, body: user };
  },
};

export const routes = [usersMe, usersList, usersGet, usersCreate];
