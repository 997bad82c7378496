import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Persona } from '@bar/domain';
import { usePersona } from '../../personas/persona-context';
import { paths } from '../../config/paths';

/** Choosing a persona sets it and goes to /personas/{persona}. */
export function useChoosePersona(): (persona: Persona) => void {
  const { setPersona } = usePersona();
  const navigate = useNavigate();
  return useCallback(
    (persona: Persona) => {
      setPersona(persona);
      void navigate(paths.persona.href(persona));
    },
    [setPersona, navigate],
  );
}
