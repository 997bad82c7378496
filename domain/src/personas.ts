export const PERSONAS = ['customer', 'bartender', 'bar_manager'] as const;
export type Persona = (typeof PERSONAS)[number];

export const PERSONA_LABELS: Record<Persona, string> = {
  customer: 'Customer',
  bartender: 'Bartender',
  bar_manager: 'Manager',
};

/** The app-role names of the identity provider (Entra app roles), matched case-insensitively. */
const ROLE_CLAIMS: Record<string, Persona> = {
  customer: 'customer',
  bartender: 'bartender',
  barmanager: 'bar_manager',
  bar_manager: 'bar_manager',
};

export function isPersona(value: unknown): value is Persona {
  return typeof value === 'string' && (PERSONAS as readonly string[]).includes(value);
}

/** Personas from the token's role claims; with no match the user is a customer. */
export function personasFromRoles(roles: unknown): Persona[] {
  const list = Array.isArray(roles) ? roles : typeof roles === 'string' ? [roles] : [];
  const found = new Set<Persona>();
  for (const role of list) {
    if (typeof role !== 'string') continue;
    const persona = ROLE_CLAIMS[role.trim().toLowerCase()];
    if (persona) found.add(persona);
  }
  if (found.size === 0) found.add('customer');
  return PERSONAS.filter((p) => found.has(p));
}

/** bar_manager may act as every persona; others only as the personas they hold. */
export function accessiblePersonas(personas: readonly string[]): Persona[] {
  if (personas.includes('bar_manager')) return [...PERSONAS];
  const held = PERSONAS.filter((p) => personas.includes(p));
  return held.length > 0 ? held : ['customer'];
}

export function canAccessPersona(personas: readonly string[], persona: string): persona is Persona {
  return isPersona(persona) && accessiblePersonas(personas).includes(persona);
}

/** The persona a user is filed under (the users container's partition key): their highest one. */
export function primaryRole(personas: readonly string[]): Persona {
  if (personas.includes('bar_manager')) return 'bar_manager';
  if (personas.includes('bartender')) return 'bartender';
  return 'customer';
}

/**
 * The current persona after the user changed (docs/spec.md §4): no user resets to customer; an inaccessible
 * current persona falls back to bartender when the user has it, else customer.
 */
export function reconcilePersona(current: Persona, personas: readonly string[] | null | undefined): Persona {
  if (!personas) return 'customer';
  const accessible = accessiblePersonas(personas);
  if (accessible.includes(current)) return current;
  return accessible.includes('bartender') ? 'bartender' : 'customer';
}

/** Personas the switcher offers: all three for bar_manager, otherwise the user's own. */
export function switcherPersonas(personas: readonly string[] | null | undefined): Persona[] {
  if (!personas || personas.length === 0) return [];
  return accessiblePersonas(personas);
}

export function hasAnyPersona(personas: readonly string[], allowed: readonly Persona[]): boolean {
  return allowed.some((p) => personas.includes(p));
}
