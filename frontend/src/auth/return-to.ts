/**
 * The address an unauthenticated visitor asked for, kept in sessionStorage (per tab) while they sign in.
 * Only same-app paths are kept: never another origin (no open redirect) and never /login itself.
 */
export const RETURN_TO_KEY = 'bar.returnTo';

export function isSafeReturnPath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  const path = value.split(/[?#]/)[0] ?? '';
  return path !== '/login' && !path.startsWith('/login/');
}

export function saveReturnTo(pathAndQuery: string): void {
  if (!isSafeReturnPath(pathAndQuery)) return;
  try {
    sessionStorage.setItem(RETURN_TO_KEY, pathAndQuery);
  } catch {
    // Storage can be unavailable (private mode, quota); the fallback is '/'.
  }
}

/** The stored return address or '/'. */
export function readReturnTo(): string {
  try {
    const value = sessionStorage.getItem(RETURN_TO_KEY);
    return isSafeReturnPath(value) ? value : '/';
  } catch {
    return '/';
  }
}

export function clearReturnTo(): void {
  try {
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** True while the address carries an authorization response (code=, id_token=, access_token= in the hash). */
export function hasAuthResponseInHash(hash: string): boolean {
  return /(^|[#&])(code|id_token|access_token)=/.test(hash);
}
