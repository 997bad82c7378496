import { DEFAULT_CUSTOMER_NAME, PERSONAS, isValidId, personasFromRoles, type Persona } from '@bar/domain';

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
 * `sub`) must pass the one id rule like every other id: it becomes a document id. Null when there is none.
 */
export function principalFromClaims(claims: Record<string, unknown>): Principal | null {
  const id = typeof claims.oid === 'string' && claims.oid ? claims.oid : typeof claims.sub === 'string' ? claims.sub : '';
  if (!isValidId(id)) return null;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const email = str(claims.email) ?? str(claims.preferred_username);
  return {
    id,
    name: str(claims.name) ?? str(claims.preferred_username) ?? DEFAULT_CUSTOMER_NAME,
    ...(email ? { email } : {}),
    personas: personasFromRoles(claims.roles),
  };
}
