import { DEFAULT_CUSTOMER_NAME, personasFromRoles } from '@bar/domain';
import type { AuthAccount, AuthUser } from './types';

function claim(claims: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = claims?.[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * The user built from the sign-in claims, for when /me fails: id = oid or sub, the name, and the personas from
 * the roles claim (no match: customer).
 */
export function userFromClaims(account: AuthAccount): AuthUser {
  const claims = account.claims;
  const id = claim(claims, 'oid') ?? claim(claims, 'sub') ?? account.id;
  const email = claim(claims, 'email') ?? claim(claims, 'preferred_username') ?? (account.username.includes('@') ? account.username : undefined);
  const name = claim(claims, 'name') ?? account.name ?? email ?? account.username ?? DEFAULT_CUSTOMER_NAME;
  return { id, name, personas: personasFromRoles(claims?.roles), email };
}
