import { Navigate, Outlet, useLocation } from 'react-router';
import { isPersona, type Persona } from '@bar/domain';
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

/** Why the visitor was brought home from a page: its address, who may open it, and who they are now. */
export interface RefusedPage {
  path: string;
  allowed: readonly Persona[];
  persona: Persona;
}

/** The refused page carried in the navigation state of that redirect, or null. */
export function refusedPageOf(state: unknown): RefusedPage | null {
  if (typeof state !== 'object' || state === null || !('refused' in state)) return null;
  const refused = (state as { refused: unknown }).refused;
  if (typeof refused !== 'object' || refused === null) return null;
  const { path, allowed, persona } = refused as Partial<RefusedPage>;
  if (typeof path !== 'string' || !Array.isArray(allowed) || !allowed.every(isPersona) || !isPersona(persona)) return null;
  return { path, allowed, persona };
}

/**
 * A route for some personas only: the current persona itself must be allowed, otherwise home, where the shell
 * says why (RefusedNotice), never silently.
 */
export function RequirePersona({ allowed }: { allowed: readonly Persona[] }) {
  const { persona } = usePersona();
  const location = useLocation();
  if (!allowed.includes(persona)) {
    const refused: RefusedPage = { path: location.pathname, allowed, persona };
    return <Navigate to={paths.home.href()} replace state={{ refused }} />;
  }
  return <Outlet />;
}
