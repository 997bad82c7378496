import { PERSONAS, userFromClaims, type Persona } from '@bar/domain';

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
 * Builds the principal from verified token claims, as Entra ID shapes them: the domain's one rule (claims.ts), which
 * the SPA keeps to as well. The user's id (`oid`, else `sub`) must pass the one id rule like every other id: it
 * becomes a document id. Null when there is none. The name and email are held to the limits the users' records
 * have (120 characters of plain text, a 320-character address), so an order or a backup never carries what a
 * restore would refuse.
 */
export function principalFromClaims(claims: Record<string, unknown>): Principal | null {
  return userFromClaims(claims);
}
