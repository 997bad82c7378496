import { Navigate, Outlet, useLocation } from 'react-router';
import type { Persona } from '@bar/domain';
import { useAuth } from '../../auth/auth-context';
import { hasAuthResponseInHash, saveReturnTo } from '../../auth/return-to';
import { LoadingScreen } from '../../components/loading-screen';
import { usePersona } from '../../personas/persona-context';
import { paths } from '../../config/paths';

/** The spinner shown while authentication resolves: 'Completing sign in...' while the hash carries a response. */
export function AuthPendingScreen({ hash }: { hash: string }) {
  return <LoadingScreen fullPage label={hasAuthResponseInHash(hash) ? 'Completing sign in...' : 'Loading...'} />;
}

/**
 * Every route but /login: unauthenticated visitors go to /login (replacing the history entry), and the path
 * plus query they asked for is kept to return to after sign-in.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'authenticated') return <Outlet />;
  if (status === 'loading' || hasAuthResponseInHash(location.hash)) return <AuthPendingScreen hash={location.hash} />;
  saveReturnTo(`${location.pathname}${location.search}`);
  return <Navigate to={paths.login.href()} replace />;
}

/** A route for some personas only: the current persona itself must be allowed, otherwise home. */
export function RequirePersona({ allowed }: { allowed: readonly Persona[] }) {
  const { persona } = usePersona();
  if (!allowed.includes(persona)) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
