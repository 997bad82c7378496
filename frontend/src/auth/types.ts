export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The identity-provider account (MSAL's AccountInfo, reduced). Null in development mode until signed in. */
export interface AuthAccount {
  id: string;
  username: string;
  name?: string;
  /** The ID token claims, when the provider gave them. */
  claims?: Record<string, unknown>;
}

/** The signed-in user as the app works with them. */
export interface AuthUser {
  id: string;
  name: string;
  personas: string[];
  email?: string;
}

export interface AuthContextValue {
  status: AuthStatus;
  /**
   * A signed-in session exists and the API can be called, while the user (GET /me) may still be resolving: the
   * app starts loading its first screen's data in the meantime.
   */
  sessionReady: boolean;
  account: AuthAccount | null;
  user: AuthUser | null;
  /** Starts an interactive sign-in; rejects when it fails. */
  signIn(): Promise<void>;
  /** Clears the user; the caller (the header) then goes to /login. */
  signOut(): Promise<void>;
  /** The bearer token for the API: '' in development mode, null when nobody is signed in. */
  getToken(): Promise<string | null>;
}
