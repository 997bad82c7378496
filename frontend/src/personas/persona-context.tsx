import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { accessiblePersonas, isPersona, reconcilePersona, switcherPersonas, type Persona } from '@bar/domain';

export const PERSONA_STORAGE_KEY = 'bar.persona';

export interface PersonaContextValue {
  /** The persona the user currently acts as. */
  persona: Persona;
  /** Sets the persona; ignored unless the user may access it. */
  setPersona: (persona: Persona) => void;
  /** The personas the user may act as (bar_manager: all three). */
  accessible: Persona[];
  /** What the switcher offers: empty without a user, all three for bar_manager, else the user's own. */
  switcher: Persona[];
}

const PersonaContext = createContext<PersonaContextValue | null>(null);

/** The persona stored for this browser ('customer' when none or not one). */
export function readStored(): Persona {
  try {
    const value = localStorage.getItem(PERSONA_STORAGE_KEY);
    return isPersona(value) ? value : 'customer';
  } catch {
    return 'customer';
  }
}

function store(persona: Persona): void {
  try {
    localStorage.setItem(PERSONA_STORAGE_KEY, persona);
  } catch {
    // Not persisted; the session still works.
  }
}

export interface PersonaProviderProps {
  /**
   * The signed-in user's personas: null when nobody is signed in, undefined while that is not known yet (the
   * stored persona is then kept, so a reload does not fall back to customer).
   */
  personas: readonly string[] | null | undefined;
  children: ReactNode;
}

/**
 * The current persona (docs/spec.md §4): starts as customer (or the one stored from the last visit); with no
 * user it resets to customer; when the user cannot act as it, it becomes bartender if they have it, else
 * customer; setting an inaccessible persona is ignored. Persisted in localStorage.
 */
export function PersonaProvider({ personas, children }: PersonaProviderProps) {
  const [selected, setSelected] = useState<Persona>(readStored);

  // Derived during render, so no screen ever renders with a persona the user cannot act as.
  const persona = personas === undefined ? selected : reconcilePersona(selected, personas);
  const accessible = useMemo(() => accessiblePersonas(personas ?? []), [personas]);
  const switcher = useMemo(() => switcherPersonas(personas ?? null), [personas]);

  // Adopt the reconciled persona during render (React's pattern for state derived from props), then persist it.
  if (personas !== undefined && persona !== selected) setSelected(persona);
  useEffect(() => store(persona), [persona]);

  const setPersona = useCallback(
    (next: Persona) => {
      if (!personas || !accessible.includes(next)) return;
      setSelected(next);
    },
    [personas, accessible],
  );

  const value = useMemo(() => ({ persona, setPersona, accessible, switcher }), [persona, setPersona, accessible, switcher]);
  return <PersonaContext.Provider value={value}>{children}</PersonaContext.Provider>;
}

export function usePersona(): PersonaContextValue {
  const value = useContext(PersonaContext);
  if (!value) throw new Error('usePersona must be used within a PersonaProvider');
  return value;
}
