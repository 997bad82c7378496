import { DEFAULT_CUSTOMER_NAME, personasFromRoles, userFromClaims as fromClaims } from '@bar/domain';
import type { AuthAccount, AuthUser } from './types';

/**
 * The user built from the sign-in claims, for when /me fails: the domain's rule, the one the API reads the token
 * with (id = oid or sub, name = name or preferred_username or 'Customer', the personas from the roles claim). The
 * account's own id, name and username (MSAL's, from the same ID token) stand in for claims the token left out.
 */
export function userFromClaims(account: AuthAccount): AuthUser {
  const user = fromClaims({ sub: account.id, name: account.name, preferred_username: account.username, ...account.claims });
  return user ?? { id: account.id, name: DEFAULT_CUSTOMER_NAME, personas: personasFromRoles(account.claims?.roles) };
}
