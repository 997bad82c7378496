import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { isPersona } from '@bar/domain';
import { usePersona } from '../../personas/persona-context';
import { paths } from '../../config/paths';
import { PersonaHome } from './persona-home';

/** /personas/{persona}: switches to it when the user may act as it (else home), then shows the home view. */
export function PersonaRoute() {
  const { persona: requested } = useParams();
  const { accessible, setPersona } = usePersona();
  const allowed = isPersona(requested) && accessible.includes(requested);

  useEffect(() => {
    if (allowed) setPersona(requested);
  }, [allowed, requested, setPersona]);

  if (!allowed) return <Navigate to={paths.home.href()} replace />;
  return <PersonaHome persona={requested} />;
}
