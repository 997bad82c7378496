import { DEFAULT_CUSTOMER_NAME, MAX_EMAIL_LENGTH, MAX_PERSON_NAME_LENGTH, PERSONAS, cleanText, isPlainText, isValidId, personasFromRoles, type Persona } from '@bar/domain';

/** The caller, as the verified token (or development mode) says. Never taken from a query or a body. */
export interface Principal {
  id: string;
  name: string;
  email?: string;
  personas: Persona[];
}

/** Bartenders and managers; everyone else is a guest. */
export function isStaff(principal: Pick<Principal, 'personas'>): boolean {
  return principal.personas.includes('bartender') || principal.personas.includes('bar_manager');
}

export const DEV_PRINCIPAL: Principal = {
  id: 'dev-user',
  name: 'Dev User',
  email: 'dev@bar.local',
  personas: [...PERSONAS],
};

/**
 * Builds the principal from verified token claims, as Entra ID shapes them. The user's id (Entra's `oid`, else
 * `sub`) must pass the one id rule like every other id: it becomes a document id. Null when there is none. The
 * name and email are held to the limits the users' records have (120 characters of plain text, a 320-character
 * address), so an order or a backup never carries what a restore would refuse.
 */
export function principalFromClaims(claims: Record<string, unknown>): Principal | null {
  const id = typeof claims.oid === 'string' && claims.oid ? claims.oid : typeof claims.sub === 'string' ? claims.sub : '';
  if (!isValidId(id)) return null;
  // A name claim is kept as the one text rule allows (domain text.ts): cleaned and cut to the stored limit, so
  // whatever a token says is a name every screen, order and backup can hold.
  const str = (v: unknown) => (typeof v === 'string' && cleanText(v, MAX_PERSON_NAME_LENGTH) ? cleanText(v, MAX_PERSON_NAME_LENGTH) : undefined);
  // An address is kept only whole: cut, it would be another address.
  const address = (v: unknown) => (typeof v === 'string' && v.trim() && isPlainText(v.trim(), MAX_EMAIL_LENGTH) ? v.trim() : undefined);
  const email = address(claims.email) ?? address(claims.preferred_username);
  return {
    id,
    name: str(claims.name) ?? str(claims.preferred_username) ?? DEFAULT_CUSTOMER_NAME,
    ...(email ? { email } : {}),
    personas: personasFromRoles(claims.roles),
  };
}
