import { useEffect, useRef, type ReactNode } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { ApiError, isWaitingForSignIn } from '../api/client';
import { AuthProvider } from '../auth/auth-provider';
import { useAuth } from '../auth/auth-context';
import { FatalErrorBoundary } from '../components/fatal-error';
import type { AppConfig } from '../config/app-config';
import { AppConfigProvider } from '../config/app-config-context';
import { preloadGuestMenu } from '../features/menu/preload';
import { PersonaProvider } from '../personas/persona-context';

/** The longest wait between two tries of a read waiting for the sign-in service. */
export const SIGN_IN_RETRY_MAX_MS = 8000;

/**
 * Client errors (4xx) will not fix themselves: only server and network failures are retried, three times. A read
 * waiting for the sign-in service is retried until the service answers (1, 2, 4, then every 8 s), so the screen
 * comes back by itself when it does.
 */
export const swrConfig: SWRConfiguration = {
  onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
    if (isWaitingForSignIn(error)) {
      setTimeout(() => void revalidate({ retryCount }), Math.min(SIGN_IN_RETRY_MAX_MS, 1000 * 2 ** Math.min(retryCount, 10)));
      return;
    }
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/**
 * The current persona follows the signed-in user (unknown while auth is still loading), and cached data never
 * outlives the user it was fetched for.
 */
function SessionProvider({ children }: { children: ReactNode }) {
  const { status, user, sessionReady } = useAuth();
  // While GET /me resolves the user, the guests' menu (the usual first page) already asks for its data.
  useEffect(() => {
    if (status === 'loading' && sessionReady) preloadGuestMenu();
  }, [status, sessionReady]);
  const { mutate } = useSWRConfig();
  const userId = user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    const previous = previousUserId.current;
    if (previous === userId) return;
    previousUserId.current = userId;
    // Nothing is cached for nobody; clearing on sign-in would also discard the first requests of the page that
    // mounts in the same commit (a reload of /drinks/{name} then stayed 'Loading...' for good).
    if (previous === null) return;
    void mutate(() => true, undefined, { revalidate: false });
  }, [userId, mutate]);

  const personas = status === 'loading' ? undefined : (user?.personas ?? null);
  return <PersonaProvider personas={personas}>{children}</PersonaProvider>;
}

/** Theme, fatal-error boundary, configuration, authentication, persona, data fetching. */
export function AppProviders({ config, children }: { config: AppConfig; children: ReactNode }) {
  // No className here: Fluent copies the provider's classes onto every portal (menus, dialogs).
  return (
    <FluentProvider theme={webLightTheme}>
      <FatalErrorBoundary>
        <AppConfigProvider config={config}>
          <SWRConfig value={swrConfig}>
            <AuthProvider config={config}>
              <SessionProvider>{children}</SessionProvider>
            </AuthProvider>
          </SWRConfig>
        </AppConfigProvider>
      </FatalErrorBoundary>
    </FluentProvider>
  );
}
