/**
 * The user a sign-in's claims describe, as Entra ID (or any OpenID Connect issuer) shapes them: one rule for the
 * API, which builds the caller from a verified token (api/src/auth/principal.ts), and for the SPA, which shows the
 * same user from the ID token when GET /me fails. The server's reading decides; the SPA keeps to it.
 */
import { isValidId } from './ids';
import { DEFAULT_CUSTOMER_NAME } from './names';
import { personasFromRoles, type Persona } from './personas';
import { MAX_EMAIL_LENGTH, MAX_PERSON_NAME_LENGTH, cleanText, isPlainText } from './text';

export interface ClaimsUser {
  id: string;
  name: string;
  email?: string;
  personas: Persona[];
}

/** A name claim as the one text rule keeps it (cleaned, cut to the stored limit); nothing when nothing is left. */
const nameClaim = (value: unknown) => (typeof value === 'string' && cleanText(value, MAX_PERSON_NAME_LENGTH) ? cleanText(value, MAX_PERSON_NAME_LENGTH) : undefined);

/** An address claim, kept only whole: cut, it would be another address. */
const addressClaim = (value: unknown) => (typeof value === 'string' && value.trim() && isPlainText(value.trim(), MAX_EMAIL_LENGTH) ? value.trim() : undefined);

/**
 * The user from the claims: the id is `oid`, else `sub`, and must pass the one id rule (it becomes a document id),
 * else null; the name is `name`, else `preferred_username`, else 'Customer' (120 characters of plain text at most);
 * the email is `email`, else `preferred_username`, left out when it is not a whole plain address of 320 characters
 * at most; the personas come from the `roles` claim (none that match: a customer).
 */
export function userFromClaims(claims: Readonly<Record<string, unknown>>): ClaimsUser | null {
  const id = typeof claims.oid === 'string' && claims.oid ? claims.oid : typeof claims.sub === 'string' ? claims.sub : '';
  if (!isValidId(id)) return null;
  const email = addressClaim(claims.email) ?? addressClaim(claims.preferred_username);
  return {
    id,
    name: nameClaim(claims.name) ?? nameClaim(claims.preferred_username) ?? DEFAULT_CUSTOMER_NAME,
    ...(email ? { email } : {}),
    personas: personasFromRoles(claims.roles),
  };
}
