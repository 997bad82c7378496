import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  InteractionStatus,
  createStandardPublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { MsalProvider, useMsal } from '@azure/msal-react';
import { configureApiClient, isSignInUnreachable } from '../../api/client';
import { getMe } from '../../api/me';
import type { AppConfig } from '../../config/app-config';
import { AuthContext } from '../auth-context';
import { userFromMe } from '../me-to-user';
import { userFromClaims } from '../user-from-claims';
import type { AuthAccount, AuthContextValue, AuthStatus, AuthUser } from '../types';
import { waitForAccount } from '../wait-for-account';
import { readAuthorityMetadata, refreshAuthorityMetadata } from './authority-metadata';
import { LOGIN_SCOPES, buildMsalConfiguration, loginRequest, tokenScopes } from './msal-config';

/**
 * Creates and initializes the MSAL application (the redirect bridge page completes popups). With an OpenID Connect
 * provider, the provider's configuration kept from an earlier start goes in, and a fresh copy is fetched for the
 * next one without waiting for it (authority-metadata.ts).
 */
export async function createMsalInstance(config: AppConfig): Promise<IPublicClientApplication> {
  const authority = config.authMode === 'oidc' ? config.authority : undefined;
  const kept = authority ? readAuthorityMetadata(authority) : undefined;
  const instance = await createStandardPublicClientApplication(buildMsalConfiguration(config, window.location.origin, kept));
  if (authority) void refreshAuthorityMetadata(authority);
  return instance;
}

function toAuthAccount(account: AccountInfo): AuthAccount {
  return {
    id: account.homeAccountId,
    username: account.username,
    name: account.name,
    claims: account.idTokenClaims as Record<string, unknown> | undefined,
  };
}

function currentAccount(instance: IPublicClientApplication): AccountInfo | null {
  return instance.getActiveAccount() ?? instance.getAllAccounts()[0] ?? null;
}

function MsalAuthBridge({ config, children }: { config: AppConfig; children: ReactNode }) {
  // Every MSAL event re-renders this bridge (the context changes), and so does a local sign-in or sign-out.
  const { instance, inProgress } = useMsal();
  const [, setRevision] = useState(0);
  const [resolved, setResolved] = useState<{ accountId: string; user: AuthUser } | null>(null);
  const popup = useRef<Promise<string> | null>(null);

  const accountId = currentAccount(instance)?.homeAccountId ?? null;
  const starting = inProgress === InteractionStatus.Startup || inProgress === InteractionStatus.HandleRedirect;

  useEffect(() => {
    const account = currentAccount(instance);
    if (account && !instance.getActiveAccount()) instance.setActiveAccount(account);
  }, [instance, accountId]);

  const getToken = useCallback(async (): Promise<string | null> => {
    const account = currentAccount(instance);
    if (!account) return null;
    const scopes = tokenScopes(config);
    // With an API scope the access token is for the API; without one, the ID token (audience: this client).
    const pick = (result: AuthenticationResult) => (config.apiScope ? result.accessToken : result.idToken);
    try {
      return pick(await instance.acquireTokenSilent({ scopes, account }));
    } catch (silentError) {
      if (config.apiScope) {
        try {
          const fallback = await instance.acquireTokenSilent({ scopes: LOGIN_SCOPES, account });
          if (fallback.idToken) return fallback.idToken;
        } catch {
          // Fall through to the popup.
        }
      }
      // The provider cannot be reached: a popup could not sign in either. The caller says so and tries again.
      if (isSignInUnreachable(silentError)) throw silentError;
      console.warn('Silent token acquisition failed; asking interactively.', silentError);
      // One popup at a time, however many requests are waiting for a token.
      popup.current ??= instance
        .acquireTokenPopup({ scopes, account })
        .then(pick)
        .finally(() => {
          popup.current = null;
        });
      return popup.current;
    }
  }, [instance, config]);

  useLayoutEffect(() => {
    configureApiClient({ getToken });
  }, [getToken]);

  const resolvedId = resolved?.accountId ?? null;
  useEffect(() => {
    const account = currentAccount(instance);
    if (starting || !account || resolvedId === account.homeAccountId) return;
    let cancelled = false;
    getMe()
      .then(userFromMe)
      .catch(() => userFromClaims(toAuthAccount(account)))
      .then((user) => {
        // A transition: the signed-in app that this reveals is rendered in slices, not in one long task.
        if (!cancelled) startTransition(() => setResolved({ accountId: account.homeAccountId, user }));
      });
    return () => {
      cancelled = true;
    };
  }, [instance, starting, accountId, resolvedId]);

  const signIn = useCallback(async () => {
    const result = await instance.loginPopup(loginRequest(config));
    const account = await waitForAccount(() => result.account ?? currentAccount(instance));
    instance.setActiveAccount(account);
    setRevision((r) => r + 1);
  }, [instance, config]);

  const signOut = useCallback(async () => {
    const account = currentAccount(instance);
    setResolved(null);
    await instance.clearCache(account ? { account } : undefined);
    instance.setActiveAccount(null);
    setRevision((r) => r + 1);
  }, [instance]);

  const user = accountId && resolved?.accountId === accountId ? resolved.user : null;
  const status: AuthStatus = starting ? 'loading' : !accountId ? 'unauthenticated' : user ? 'authenticated' : 'loading';
  const value = useMemo<AuthContextValue>(() => {
    const account = accountId ? currentAccount(instance) : null;
    const sessionReady = !starting && account !== null;
    return { status, sessionReady, account: account ? toAuthAccount(account) : null, user, signIn, signOut, getToken };
  }, [instance, accountId, starting, status, user, signIn, signOut, getToken]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** MSAL React around the app's auth contract. Loaded with a dynamic import, so development mode never fetches it. */
export function MsalAuthProvider({
  instance,
  config,
  children,
}: {
  instance: IPublicClientApplication;
  config: AppConfig;
  children: ReactNode;
}) {
  return (
    <MsalProvider instance={instance}>
      <MsalAuthBridge config={config}>{children}</MsalAuthBridge>
    </MsalProvider>
  );
}
