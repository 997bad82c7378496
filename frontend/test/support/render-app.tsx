import { render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { SWRConfig } from 'swr';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { AppRoutes } from '../../src/app/router';
import { AuthContext } from '../../src/auth/auth-context';
import type { AuthContextValue, AuthStatus, AuthUser } from '../../src/auth/types';
import { AppConfigProvider } from '../../src/config/app-config-context';
import type { AppConfig } from '../../src/config/app-config';
import { PersonaProvider } from '../../src/personas/persona-context';

export const testConfig: AppConfig = { authMode: 'dev', apiBaseUrl: 'http://localhost/api', productName: 'The Tipsy Tap', money: { currency: 'USD', locale: 'en-US' } };

export const users = {
  customer: { id: 'c1', name: 'Casey Customer', personas: ['customer'] },
  bartender: { id: 'b1', name: 'Bailey Bartender', personas: ['bartender'] },
  manager: { id: 'm1', name: 'Morgan Manager', personas: ['bar_manager'] },
} satisfies Record<string, AuthUser>;

export interface FakeAuth {
  status?: AuthStatus;
  user?: AuthUser | null;
  signIn?: () => Promise<void>;
  signOut?: () => Promise<void>;
}

/**
 * A stand-in for the real auth providers: the state is fixed by the test, except that signIn/signOut move it
 * like the real ones do (after the given implementation resolves).
 */
function FakeAuthProvider({ auth, children }: { auth: FakeAuth; children: ReactNode }) {
  const [state, setState] = useState<{ status: AuthStatus; user: AuthUser | null }>({
    status: auth.status ?? (auth.user ? 'authenticated' : 'unauthenticated'),
    user: auth.user ?? null,
  });
  const value: AuthContextValue = {
    status: state.status,
    sessionReady: state.status === 'authenticated',
    user: state.status === 'authenticated' ? state.user : null,
    account: null,
    getToken: async () => '',
    signIn: async () => {
      await (auth.signIn ?? (async () => undefined))();
      setState({ status: 'authenticated', user: auth.user ?? users.customer });
    },
    signOut: async () => {
      await (auth.signOut ?? (async () => undefined))();
      setState({ status: 'unauthenticated', user: null });
    },
  };
  const personas = value.status === 'loading' ? undefined : (value.user?.personas ?? null);
  return (
    <AuthContext.Provider value={value}>
      <PersonaProvider personas={personas}>{children}</PersonaProvider>
    </AuthContext.Provider>
  );
}

/** Where the memory router is: the test reads it as it would read the address bar. */
export interface RouterView {
  state: { location: Location; historyAction: NavigationType };
}

function RouterProbe({ onChange }: { onChange: (state: RouterView['state']) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => onChange({ location, historyAction }), [location, historyAction, onChange]);
  return null;
}

/** Renders the real route table in a memory router, with a fake auth provider. */
export function renderApp(initialEntry: string, auth: FakeAuth = {}, config: AppConfig = testConfig) {
  const router = { state: undefined } as unknown as RouterView;
  const follow = (state: RouterView['state']) => {
    router.state = state;
  };
  const result = render(
    <FluentProvider theme={webLightTheme}>
      <AppConfigProvider config={config}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <FakeAuthProvider auth={auth}>
            <MemoryRouter initialEntries={[initialEntry]}>
              <AppRoutes />
              <RouterProbe onChange={follow} />
            </MemoryRouter>
          </FakeAuthProvider>
        </SWRConfig>
      </AppConfigProvider>
    </FluentProvider>,
  );
  return { router, ...result };
}
