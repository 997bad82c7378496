import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { IPublicClientApplication } from '@azure/msal-browser';
import type { AppConfig } from '../config/app-config';
import { LoadingScreen } from '../components/loading-screen';
import { DevAuthProvider } from './dev-auth-provider';

type MsalAuthProviderComponent = ComponentType<{ instance: IPublicClientApplication; config: AppConfig; children: ReactNode }>;

interface LoadedMsal {
  Provider: MsalAuthProviderComponent;
  instance: IPublicClientApplication;
}

/**
 * What a person reads when sign-in cannot start (MSAL could not load, or could not reach the sign-in service):
 * what happened and what to do, never MSAL's own code and link, which go to the console.
 */
export function signInStartError(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine !== false): Error {
  console.error('Sign-in could not start', error);
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  const network = !online || /endpoints_resolution_error|network|fetch|timed?.?out|dynamically imported module/i.test(text);
  return new Error(
    network
      ? 'Sign-in needs the network, and this device could not reach it. Check your connection, then try again.'
      : 'Sign-in could not start. Try again in a moment; if it keeps failing, tell the staff.',
    { cause: error },
  );
}

/** Loads MSAL (its own chunk) and initializes it before the app renders; errors reach the error boundary. */
function LazyMsalAuthProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  const [loaded, setLoaded] = useState<LoadedMsal | null>(null);
  const [, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let cancelled = false;
    import('./msal/msal-auth-provider')
      .then(async (module) => ({ Provider: module.MsalAuthProvider, instance: await module.createMsalInstance(config) }))
      .then(
        (result) => {
          if (!cancelled) setLoaded(result);
        },
        (error: unknown) => {
          if (!cancelled)
            setFailure(() => {
              throw signInStartError(error);
            });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [config]);

  if (!loaded) return <LoadingScreen fullPage />;
  const { Provider, instance } = loaded;
  return (
    <Provider instance={instance} config={config}>
      {children}
    </Provider>
  );
}

/**
 * The app's auth contract ({ status, account, user, signIn, signOut, getToken }) with one of two
 * implementations: development mode without any identity provider, or MSAL for Entra ID and OpenID Connect.
 */
export function AuthProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  if (config.authMode === 'dev') return <DevAuthProvider>{children}</DevAuthProvider>;
  return <LazyMsalAuthProvider config={config}>{children}</LazyMsalAuthProvider>;
}
