import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { configureApiClient } from '../api/client';
import { getMe } from '../api/me';
import { AuthContext } from './auth-context';
import { userFromMe } from './me-to-user';
import type { AuthContextValue, AuthStatus, AuthUser } from './types';

/** Marks a signed-in development session (survives reloads, like MSAL's cache would). */
export const DEV_SIGNED_IN_KEY = 'bar.dev.signedIn';

/** When /me is unreachable: the least privileged user; the API decides anyway. */
const OFFLINE_DEV_USER: AuthUser = { id: 'dev-user', name: 'Developer', personas: ['customer'] };

function readSignedIn(): boolean {
  try {
    return localStorage.getItem(DEV_SIGNED_IN_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Development mode (authMode 'dev'): no identity provider and no MSAL. Signing in only marks the session; the
 * user comes from GET /api/me, which the API in dev mode answers with a user holding all three personas.
 */
export function DevAuthProvider({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(readSignedIn);
  const [user, setUser] = useState<AuthUser | null>(null);

  const getToken = useCallback(async () => '', []);

  useLayoutEffect(() => {
    configureApiClient({ getToken });
  }, [getToken]);

  useEffect(() => {
    if (!signedIn || user) return;
    let cancelled = false;
    getMe()
      .then(userFromMe)
      .catch((error: unknown) => {
        console.warn('GET /me failed in development mode; continuing as a customer.', error);
        return OFFLINE_DEV_USER;
      })
      .then((resolved) => {
        // A transition: the signed-in app that this reveals is rendered in slices, not in one long task.
        if (!cancelled) startTransition(() => setUser(resolved));
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, user]);

  const signIn = useCallback(async () => {
    try {
      localStorage.setItem(DEV_SIGNED_IN_KEY, 'true');
    } catch {
      // A session without storage still works until reload.
    }
    setSignedIn(true);
  }, []);

  const signOut = useCallback(async () => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Nothing stored.
    }
    setUser(null);
    setSignedIn(false);
  }, []);

  const status: AuthStatus = !signedIn ? 'unauthenticated' : user ? 'authenticated' : 'loading';
  const value = useMemo<AuthContextValue>(
    () => ({ status, sessionReady: signedIn, account: null, user: signedIn ? user : null, signIn, signOut, getToken }),
    [status, signedIn, user, signIn, signOut, getToken],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
