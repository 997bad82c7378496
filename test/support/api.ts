import { DEMO_ACCOUNTS, DEMO_PASSWORD, getTokens, type DemoUsername } from '../../scripts/idp/client';
import type { GuestUsername } from '../../scripts/idp/accounts';
import { readStackInfo } from './stack-info';
import type { StackInfo } from './stack-process';

export type Caller = DemoUsername | GuestUsername | 'anonymous';
export const SIGNED_IN: DemoUsername[] = ['customer', 'bartender', 'manager', 'newcomer', 'barstaff'];

const tokens = new Map<string, Promise<string>>();

/** A real access token from the bundled identity provider (of the given stack), signed in through its login form. */
export function tokenFor(user: DemoUsername | GuestUsername, stack: StackInfo = readStackInfo()): Promise<string> {
  const key = `${stack.idpUrl}|${user}`;
  let token = tokens.get(key);
  if (!token) {
    token = getTokens({
      issuer: stack.idpUrl!,
      caCertPath: stack.caCertPath!,
      username: user,
      password: DEMO_PASSWORD,
      redirectUri: `${stack.appUrl}/`,
    }).then((t) => t.accessToken);
    tokens.set(key, token);
  }
  return token;
}

export function accountOf(user: DemoUsername) {
  return DEMO_ACCOUNTS[user];
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when there is none. */
  json: { data?: T; error?: string } | null;
  data: T;
}

export interface CallOptions {
  as?: Caller;
  body?: unknown;
  /** A raw body sent as it is (for malformed-input tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Another stack than the shared one (a suite that starts its own). */
  stack?: StackInfo;
}

/** Calls the running app's API over HTTP, the way the SPA does (token in X-Authorization). */
export async function api<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const stack = options.stack ?? readStackInfo();
  const { appUrl } = stack;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const as = options.as ?? 'manager';
  if (as !== 'anonymous') headers['X-Authorization'] = `Bearer ${await tokenFor(as, stack)}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const res = await fetch(`${appUrl}/api${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let json: ApiResponse<T>['json'] = null;
  if (text) {
    try {
      json = JSON.parse(text) as ApiResponse<T>['json'];
    } catch {
      throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
  }
  return { status: res.status, headers: res.headers, json, data: json?.data as T };
}

/**
 * The version a drink or an item is now, as a manager's form that just read it names it in a whole write (If-Match
 * with its ETag; ADR 69). `path` is the resource's, with its `?category=`.
 */
export async function versionNow(path: string, options: Pick<CallOptions, 'as' | 'stack'> = {}): Promise<Record<string, string>> {
  const read = await api('GET', path, options);
  const etag = read.headers.get('etag');
  if (!etag) throw new Error(`GET ${path} answered ${read.status} with no ETag`);
  return { 'If-Match': etag };
}

/**
 * A delete as a manager's list sends it: of the version the drink or item is now (If-Match; ADR 69). One already gone
 * answers the read's 404 (a suite's clean-up of what a browser test deleted itself).
 */
export async function deleteAsRead<T = unknown>(path: string, options: Pick<CallOptions, 'as' | 'stack'> = {}): Promise<ApiResponse<T>> {
  const read = await api<T>('GET', path, options);
  const etag = read.headers.get('etag');
  if (read.status === 404 || !etag) return read;
  return api<T>('DELETE', path, { ...options, headers: { 'If-Match': etag } });
}
