// A programmatic "browser" for the bundled identity provider (scripts/idp): the real
// authorization-code + PKCE flow over HTTPS, trusting only the local CA (no TLS shortcuts),
// following redirects and keeping cookies by hand, and posting the login form.
// Used by the tests and the bench (npm run bench signs in its guests with it); it runs inside Jest (CommonJS),
// so it must not import oidc-provider.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoUsername } from './accounts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoUsername };

export const DEMO_USERNAMES = Object.keys(DEMO_ACCOUNTS) as DemoUsername[];
export const DEFAULT_CLIENT_ID = 'bar-app-spa';
export const DEFAULT_AUDIENCE = 'api://bar-app';
/** What the SPA asks for; yields a JWT access token for api://bar-app plus ID and refresh tokens. */
export const DEFAULT_SCOPE = 'openid profile email offline_access api://bar-app/access_as_user';

export interface TokenSet {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  expiresIn?: number;
  scope?: string;
  tokenType?: string;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  url: string;
}

// ---------------------------------------------------------------------------------------------
// HTTPS with the local CA, and a tiny cookie jar
// ---------------------------------------------------------------------------------------------

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expires?: number;
}

/** Cookies of one host (the identity provider): path matching and expiry, nothing more. */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(setCookie: string | string[] | undefined, requestUrl: URL): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const defaultPath = requestUrl.pathname.replace(/\/[^/]*$/, '') || '/';
      const cookie: StoredCookie = { name, value, path: defaultPath };
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const attrValue = rest.join('=').trim();
        switch (key.trim().toLowerCase()) {
          case 'path':
            cookie.path = attrValue || '/';
            break;
          case 'expires':
            cookie.expires = Date.parse(attrValue);
            break;
          case 'max-age':
            cookie.expires = Date.now() + Number(attrValue) * 1000;
            break;
          default:
            break;
        }
      }
      const key = `${cookie.name};${cookie.path}`;
      if (!value || (cookie.expires !== undefined && cookie.expires <= Date.now())) this.cookies.delete(key);
      else this.cookies.set(key, cookie);
    }
  }

  header(url: URL): string | undefined {
    const now = Date.now();
    const matching = [...this.cookies.values()].filter(
      (c) =>
        (c.expires === undefined || c.expires > now) &&
        (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
    );
    return matching.length > 0 ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }
}

export interface RequestOptions {
  ca: Buffer;
  method?: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  jar?: CookieJar;
}

/** One HTTPS request (no redirect following), verified against `ca`. */
export function request(url: string | URL, options: RequestOptions): Promise<HttpResponse> {
  const target = new URL(url);
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { accept: '*/*', ...options.headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const cookie = options.jar?.header(target);
  if (cookie) headers.cookie = cookie;

  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      target,
      { method: options.method ?? (body !== undefined ? 'POST' : 'GET'), headers, ca: options.ca, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          options.jar?.store(res.headers['set-cookie'], target);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            url: target.href,
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`Timed out: ${options.method ?? 'GET'} ${target.href}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** GET a JSON document over HTTPS trusting `caCertPath` (discovery, JWKS). */
export async function fetchJson<T = Record<string, unknown>>(url: string | URL, caCertPath: string): Promise<T> {
  const res = await request(url, { ca: readFileSync(caCertPath), headers: { accept: 'application/json' } });
  if (res.status !== 200) throw new Error(`GET ${String(url)} answered ${res.status}: ${res.body.slice(0, 200)}`);
  return JSON.parse(res.body) as T;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

export function discover(issuer: string, caCertPath: string): Promise<Discovery> {
  return fetchJson<Discovery>(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, caCertPath);
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The first POST form of a page and its hidden fields (values HTML-decoded). */
export function hiddenForm(html: string): { action: string; fields: Record<string, string> } | undefined {
  const form = /<form\b[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0];
  if (!form || !/method="post"/i.test(form)) return undefined;
  const action = /action="([^"]*)"/i.exec(form)?.[1];
  if (action === undefined) return undefined;
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input\b[^>]*>/gi)) {
    const tag = input[0];
    if (!/type="hidden"/i.test(tag)) continue;
    const name = /name="([^"]*)"/i.exec(tag)?.[1];
    const value = /value="([^"]*)"/i.exec(tag)?.[1] ?? '';
    if (name) fields[decodeEntities(name)] = decodeEntities(value);
  }
  return { action: decodeEntities(action), fields };
}

function location(res: HttpResponse): URL {
  const value = res.headers.location;
  if (typeof value !== 'string') throw new Error(`Expected a redirect from ${res.url}, got ${res.status}`);
  return new URL(value, res.url);
}

function tokenSet(json: Record<string, unknown>): TokenSet {
  if (typeof json.access_token !== 'string') throw new Error(`No access_token in ${JSON.stringify(json)}`);
  return {
    accessToken: json.access_token,
    idToken: typeof json.id_token === 'string' ? json.id_token : '',
    ...(typeof json.refresh_token === 'string' ? { refreshToken: json.refresh_token } : {}),
    ...(typeof json.expires_in === 'number' ? { expiresIn: json.expires_in } : {}),
    ...(typeof json.scope === 'string' ? { scope: json.scope } : {}),
    ...(typeof json.token_type === 'string' ? { tokenType: json.token_type } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The flows
// ---------------------------------------------------------------------------------------------

export interface GetTokensOptions {
  issuer: string;
  caCertPath: string;
  username: string;
  password: string;
  clientId?: string;
  /** A registered redirect URI, e.g. `http://localhost:4280/`. */
  redirectUri: string;
  scope?: string;
  /** Reuse a cookie jar (e.g. to end the session afterwards); a fresh one otherwise. */
  jar?: CookieJar;
  /** Extra authorization request parameters (prompt, login_hint, ...). */
  extraParams?: Record<string, string>;
}

/**
 * Signs in as a user through the login page and redeems the code, exactly like a browser + MSAL.
 * Rejects with "Invalid username or password" when the provider refuses the credentials.
 */
export async function getTokens(opts: GetTokensOptions): Promise<TokenSet> {
  const ca = readFileSync(opts.caCertPath);
  const jar = opts.jar ?? new CookieJar();
  const clientId = opts.clientId ?? DEFAULT_CLIENT_ID;
  const scope = opts.scope ?? DEFAULT_SCOPE;
  const config = await discover(opts.issuer, opts.caCertPath);

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');

  const authorize = new URL(config.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    response_mode: 'query',
    redirect_uri: opts.redirectUri,
    scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...opts.extraParams,
  }).toString();

  let res = await request(authorize, { ca, jar });
  let submitted = false;
  for (let hop = 0; hop < 20; hop++) {
    if (res.status >= 300 && res.status < 400) {
      const next = location(res);
      if (next.href.startsWith(opts.redirectUri) && (next.searchParams.has('code') || next.searchParams.has('error'))) {
        return redeem(next);
      }
      res = await request(next, { ca, jar });
      continue;
    }
    if (res.status === 401 && /Invalid username or password/.test(res.body)) {
      throw new Error('Invalid username or password');
    }
    const form = /<form[^>]*action="([^"]*\/login)"/i.exec(res.body);
    if (res.status === 200 && form?.[1] && !submitted) {
      if (!/name="login"/.test(res.body) || !/name="password"/.test(res.body)) {
        throw new Error('The login page has no login/password inputs');
      }
      submitted = true;
      res = await request(new URL(decodeEntities(form[1]), res.url), {
        ca,
        jar,
        form: { login: opts.username, password: opts.password },
      });
      continue;
    }
    // Pages that post themselves with script (the provider's sign-out-before-switching-user
    // step): a browser submits them at once, so do we.
    const autoPost = res.status === 200 && /\.submit\(\)/.test(res.body) ? hiddenForm(res.body) : undefined;
    if (autoPost) {
      res = await request(new URL(autoPost.action, res.url), { ca, jar, form: autoPost.fields });
      continue;
    }
    throw new Error(`Unexpected ${res.status} from ${res.url}: ${res.body.replace(/<[^>]+>/g, ' ').slice(0, 300)}`);
  }
  throw new Error('Too many redirects during sign-in');

  async function redeem(callback: URL): Promise<TokenSet> {
    const error = callback.searchParams.get('error');
    if (error) throw new Error(`Authorization failed: ${error} ${callback.searchParams.get('error_description') ?? ''}`);
    if (callback.searchParams.get('state') !== state) throw new Error('State mismatch in the authorization response');
    if (callback.searchParams.get('iss') && callback.searchParams.get('iss') !== config.issuer) {
      throw new Error('Issuer mismatch in the authorization response');
    }
    const tokenRes = await request(config.token_endpoint, {
      ca,
      form: {
        grant_type: 'authorization_code',
        client_id: clientId,
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: opts.redirectUri,
        code_verifier: verifier,
        scope, // MSAL sends it too
      },
      headers: { accept: 'application/json' },
    });
    const json = JSON.parse(tokenRes.body) as Record<string, unknown>;
    if (tokenRes.status !== 200) throw new Error(`Token request failed (${tokenRes.status}): ${tokenRes.body}`);
    return tokenSet(json);
  }
}

export interface RefreshOptions {
  issuer: string;
  caCertPath: string;
  refreshToken: string;
  clientId?: string;
  scope?: string;
}

/** Redeems a refresh token (what MSAL's acquireTokenSilent does when the access token expired). */
export async function refreshTokens(opts: RefreshOptions): Promise<TokenSet> {
  const config = await discover(opts.issuer, opts.caCertPath);
  const res = await request(config.token_endpoint, {
    ca: readFileSync(opts.caCertPath),
    form: {
      grant_type: 'refresh_token',
      client_id: opts.clientId ?? DEFAULT_CLIENT_ID,
      refresh_token: opts.refreshToken,
      ...(opts.scope ? { scope: opts.scope } : {}),
    },
    headers: { accept: 'application/json' },
  });
  if (res.status !== 200) throw new Error(`Refresh failed (${res.status}): ${res.body}`);
  return tokenSet(JSON.parse(res.body) as Record<string, unknown>);
}

/** Decodes (without verifying) a JWT's payload. */
export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (!part) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
