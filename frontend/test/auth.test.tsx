import { act, render, screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '../src/api/client';
import { useAuth } from '../src/auth/auth-context';
import { signInStartError } from '../src/auth/auth-provider';
import { DEV_SIGNED_IN_KEY, DevAuthProvider } from '../src/auth/dev-auth-provider';
import { LOGIN_SCOPES, REDIRECT_BRIDGE_PATH, buildMsalConfiguration, loginRequest, tokenScopes } from '../src/auth/msal/msal-config';
import { clearReturnTo, hasAuthResponseInHash, readReturnTo, saveReturnTo } from '../src/auth/return-to';
import type { AuthContextValue } from '../src/auth/types';
import { userFromClaims } from '../src/auth/user-from-claims';
import { waitForAccount } from '../src/auth/wait-for-account';
import { fakeResponse } from './support/fake-response';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('return address', () => {
  it('keeps path plus query and falls back to /', () => {
    expect(readReturnTo()).toBe('/');
    saveReturnTo('/manage/orders?date=2026-05-01');
    expect(readReturnTo()).toBe('/manage/orders?date=2026-05-01');
    clearReturnTo();
    expect(readReturnTo()).toBe('/');
  });

  it('never keeps /login or another origin', () => {
    for (const unsafe of ['/login', '/login?x=1', '//evil.example.com', 'https://evil.example.com/', '/\\evil']) {
      saveReturnTo(unsafe);
      expect(readReturnTo()).toBe('/');
    }
  });

  it('recognises an authorization response in the hash', () => {
    expect(hasAuthResponseInHash('#code=abc&state=1')).toBe(true);
    expect(hasAuthResponseInHash('#state=1&id_token=x')).toBe(true);
    expect(hasAuthResponseInHash('#access_token=x')).toBe(true);
    expect(hasAuthResponseInHash('#main-content')).toBe(false);
    expect(hasAuthResponseInHash('#barcode=1')).toBe(false);
  });
});

describe('user from the token claims (when /me fails)', () => {
  it('takes oid, else sub, the name and the personas from the roles claim', () => {
    expect(
      userFromClaims({ id: 'home', username: 'ann@example.com', claims: { oid: 'oid-1', sub: 'sub-1', name: 'Ann', roles: ['BarManager'] } }),
    ).toEqual({ id: 'oid-1', name: 'Ann', personas: ['bar_manager'], email: 'ann@example.com' });
    expect(userFromClaims({ id: 'home', username: 'bo', claims: { sub: 'sub-2', name: 'Bo', roles: ['bartender', 'Customer'] } })).toMatchObject({
      id: 'sub-2',
      personas: ['customer', 'bartender'],
    });
  });

  it('makes a user without a matching role a customer', () => {
    expect(userFromClaims({ id: 'home', username: 'cy', name: 'Cy', claims: { sub: 's' } }).personas).toEqual(['customer']);
  });

  it("names the user as the API does: the name claim, else preferred_username (the account's username), else 'Customer'", () => {
    expect(userFromClaims({ id: 'home', username: 'dee@example.com', claims: { oid: 'o', email: 'd@example.com' } })).toEqual({ id: 'o', name: 'dee@example.com', email: 'd@example.com', personas: ['customer'] });
    expect(userFromClaims({ id: 'home', username: 'dee@example.com', name: 'Dee', claims: { oid: 'o' } }).name).toBe('Dee');
    expect(userFromClaims({ id: 'home', username: '', claims: { oid: 'o' } }).name).toBe('Customer');
    // Without oid or sub in the claims, the account's own id.
    expect(userFromClaims({ id: 'home.tenant', username: '', claims: { roles: ['Bartender'] } })).toMatchObject({ id: 'home.tenant', personas: ['bartender'] });
  });
});

describe('waiting for the account after the popup', () => {
  it('polls every 100 ms', async () => {
    jest.useFakeTimers();
    let account: string | null = null;
    const getAccount = jest.fn(() => account);
    const waiting = waitForAccount(getAccount);
    await jest.advanceTimersByTimeAsync(250);
    expect(getAccount).toHaveBeenCalledTimes(3);
    account = 'alice';
    await jest.advanceTimersByTimeAsync(100);
    await expect(waiting).resolves.toBe('alice');
    jest.useRealTimers();
  });

  it('gives up after 50 attempts (about 5 s)', async () => {
    jest.useFakeTimers();
    const getAccount = jest.fn(() => null);
    const waiting = waitForAccount(getAccount);
    const outcome = expect(waiting).rejects.toThrow('No account was signed in');
    await jest.advanceTimersByTimeAsync(5000);
    await outcome;
    expect(getAccount).toHaveBeenCalledTimes(51);
    jest.useRealTimers();
  });
});

describe('MSAL configuration', () => {
  const oidc = {
    authMode: 'oidc' as const,
    apiBaseUrl: 'http://localhost:4280/api',
    authority: 'https://localhost:4443',
    clientId: 'bar-app-spa',
    apiScope: 'api://bar-app/access_as_user',
    knownAuthorities: ['localhost:4443'],
    productName: 'The Tipsy Tap',
    money: { currency: 'USD', locale: 'en-US' },
  };

  it('uses protocol mode OIDC under system, the known authority, the redirect bridge and localStorage', () => {
    const cfg = buildMsalConfiguration(oidc, 'http://localhost:4280');
    expect(cfg.system?.protocolMode).toBe('OIDC');
    expect(cfg.auth).toMatchObject({
      clientId: 'bar-app-spa',
      authority: 'https://localhost:4443',
      knownAuthorities: ['localhost:4443'],
      redirectUri: `http://localhost:4280${REDIRECT_BRIDGE_PATH}`,
    });
    expect(cfg.auth).not.toHaveProperty('protocolMode');
    expect(cfg.cache?.cacheLocation).toBe('localStorage');
  });

  it('uses protocol mode AAD for Entra ID', () => {
    const cfg = buildMsalConfiguration({ ...oidc, authMode: 'entra', authority: 'https://login.microsoftonline.com/tenant', knownAuthorities: undefined }, 'https://bar.example.com');
    expect(cfg.system?.protocolMode).toBe('AAD');
    expect(cfg.auth.knownAuthorities).toEqual([]);
  });

  it('signs in with openid, profile, email and asks the API scope for tokens', () => {
    expect(LOGIN_SCOPES).toEqual(['openid', 'profile', 'email']);
    expect(loginRequest(oidc)).toEqual({
      scopes: ['openid', 'profile', 'email'],
      prompt: 'select_account',
      extraScopesToConsent: ['api://bar-app/access_as_user'],
    });
    expect(loginRequest({})).toEqual({ scopes: ['openid', 'profile', 'email'], prompt: 'select_account' });
    expect(tokenScopes(oidc)).toEqual(['api://bar-app/access_as_user']);
    expect(tokenScopes({})).toEqual(LOGIN_SCOPES);
  });
});

describe('development mode', () => {
  let auth: AuthContextValue | null = null;
  function Probe() {
    auth = useAuth();
    return <p>{auth.status === 'authenticated' ? `user:${auth.user?.name}` : auth.status}</p>;
  }

  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('signs in by marking the session and takes the user from GET /me with an empty token', async () => {
    const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
      void url;
      void init;
      return fakeResponse(200, { data: { id: 'dev-user', name: 'Dev Manager', personas: ['customer', 'bartender', 'bar_manager'] } });
    });
    Object.assign(globalThis, { fetch: fetchMock });
    configureApiClient({ baseUrl: 'http://localhost/api' });
    render(
      <DevAuthProvider>
        <Probe />
      </DevAuthProvider>,
    );
    expect(screen.getByText('unauthenticated')).toBeTruthy();
    await expect(auth!.getToken()).resolves.toBe('');

    await act(async () => auth!.signIn());
    expect(await screen.findByText('user:Dev Manager')).toBeTruthy();
    expect(auth!.user?.personas).toEqual(['customer', 'bartender', 'bar_manager']);
    expect(localStorage.getItem(DEV_SIGNED_IN_KEY)).toBe('true');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost/api/me');
    expect((init.headers as Record<string, string>)['X-Authorization']).toBeUndefined();

    localStorage.setItem('bar.persona', 'bar_manager');
    sessionStorage.setItem('bar.returnTo', '/drinks');
    await act(async () => auth!.signOut());
    await waitFor(() => expect(screen.getByText('unauthenticated')).toBeTruthy());
    expect(auth!.user).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('sign-in that cannot start', () => {
  it("says in words what happened and what to do, never MSAL's code; the details go to the console", () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const msal = Object.assign(new Error('endpoints_resolution_error: See https://aka.ms/msal.js.errors#endpoints_resolution_error'), { name: 'ClientAuthError' });
    const offline = signInStartError(msal, false);
    expect(offline.message).toBe('Sign-in needs the network, and this device could not reach it. Check your connection, then try again.');
    expect(signInStartError(msal, true).message).toBe(offline.message);
    expect(signInStartError(new Error('state_mismatch'), true).message).toBe('Sign-in could not start. Try again in a moment; if it keeps failing, tell the staff.');
    expect(offline.message).not.toMatch(/msal|aka\.ms|endpoints/i);
    expect(log).toHaveBeenCalledWith('Sign-in could not start', msal);
    log.mockRestore();
  });
});
