// The provider has no type declarations of its own; ours are beside it (the test project compiles this file too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
// The bundled OpenID Connect provider for `AUTH_MODE=oidc`: oidc-provider 9 over HTTPS on loopback,
// with demo accounts and tokens shaped like Microsoft Entra ID's (JWT access tokens for
// `api://bar-app` carrying oid, name, preferred_username, roles and scp).
//
// What the SPA (MSAL v5) should use:
//   authority        https://localhost:<port>          (no trailing path)
//   knownAuthorities ['localhost:<port>'],  system.protocolMode: ProtocolMode.OIDC
//   clientId         bar-app-spa
//   scopes           openid profile email offline_access api://bar-app/access_as_user
//                    (for acquireTokenSilent: ['api://bar-app/access_as_user'])
// Redirect URIs registered per app origin: /, /redirect.html, /login, /blank.html;
// post-logout: /, /login. The API verifies access tokens with issuer https://localhost:<port>
// and audience api://bar-app, trusting <dataDir>/idp/ca.crt (NODE_EXTRA_CA_CERTS).
//
// Kept under <dataDir>/idp/: ca.crt/ca.key, localhost.crt/.key, signing-key.json (RS256 JWK, so
// the JWKS `kid` never changes), cookie-keys.json, state.json (sessions, grants, refresh tokens).
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import Provider, { errors, interactionPolicy } from 'oidc-provider';
import type {
  Account,
  Configuration,
  GrantInstance,
  JWK,
  TokenInstance,
} from 'oidc-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANT_ID, findDemoAccountByLogin, findDemoAccountBySub } from './accounts';
import type { DemoAccount } from './accounts';
import { ensureCertificates } from './certificates';
import { FileAdapter, FileStore } from './file-adapter';

export const DEFAULT_CLIENT_ID = 'bar-app-spa';
export const DEFAULT_AUDIENCE = 'api://bar-app';
/** The delegated permission of the API, as in the Entra app registration ("Expose an API"). */
export const API_SCOPE_NAME = 'access_as_user';
/** The scope string the SPA requests. */
export const DEFAULT_SPA_SCOPE = `openid profile email offline_access ${DEFAULT_AUDIENCE}/${API_SCOPE_NAME}`;

const ACCESS_TOKEN_TTL = 60 * 60;
const ID_TOKEN_TTL = 60 * 60;
const REFRESH_TOKEN_TTL = 14 * 24 * 60 * 60;
const SESSION_TTL = 14 * 24 * 60 * 60;

export interface IdentityProviderOptions {
  /** Port to listen on; 0 picks a free one (the issuer then carries the real port). */
  port: number;
  /** Host name of the issuer (default 'localhost'). The server listens on 127.0.0.1 (::1 if given) only. */
  host?: string;
  /** Keys and certificates are kept under `<dataDir>/idp/`. */
  dataDir: string;
  /** Origins of the SPA, e.g. ['http://localhost:4280']: redirect URIs and CORS. */
  appOrigins: string[];
  clientId?: string;
  audience?: string;
  /** Log server errors (default true). */
  logErrors?: boolean;
}

export interface IdentityProvider {
  issuer: string;
  port: number;
  caCertPath: string;
  clientId: string;
  audience: string;
  /** The scope string that yields an access token for `audience`. */
  scope: string;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Persistent secrets
// ---------------------------------------------------------------------------------------------

function writePrivateFile(path: string, content: string): void {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, content, { mode: 0o600 });
  renameSync(temp, path);
}

/** RFC 7638 thumbprint of an RSA public key: a stable `kid`. */
function rsaThumbprint(jwk: JWK): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** The RS256 signing key, created once and kept so that tokens and the JWKS survive restarts. */
function loadOrCreateSigningKey(dir: string): JWK {
  const path = join(dir, 'signing-key.json');
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as JWK;
    if (stored.kty === 'RSA' && typeof stored.d === 'string' && stored.kid) return stored;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const exported = privateKey.export({ format: 'jwk' }) as JWK;
  const jwk: JWK = { ...exported, kid: rsaThumbprint(exported), alg: 'RS256', use: 'sig' };
  writePrivateFile(path, `${JSON.stringify(jwk, null, 2)}\n`);
  return jwk;
}

function loadOrCreateCookieKeys(dir: string): string[] {
  const path = join(dir, 'cookie-keys.json');
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (Array.isArray(stored) && stored.length > 0 && stored.every((k) => typeof k === 'string')) {
      return stored as string[];
    }
  }
  const keys = [randomBytes(32).toString('base64url')];
  writePrivateFile(path, `${JSON.stringify(keys)}\n`);
  return keys;
}

// ---------------------------------------------------------------------------------------------
// HTML
// ---------------------------------------------------------------------------------------------

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(22rem, calc(100vw - 2rem)); padding: 2rem; border: 1px solid GrayText; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  p { margin: .25rem 0 1rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .6rem; margin-top: .3rem; }
  button { width: 100%; font: inherit; font-weight: 600; padding: .7rem; margin-top: 1.5rem; cursor: pointer; }
  .error { border: 2px solid #c50f1f; padding: .6rem; border-radius: 4px; }
  .hint { font-size: .875rem; opacity: .85; }
  a { color: LinkText; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function loginPage(uid: string, opts: { login?: string; error?: string }): string {
  const error = opts.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(opts.error)}</p>`
    : '';
  const describedBy = opts.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  const accounts = Object.values(DEMO_ACCOUNTS)
    .map((a) => `<code>${escapeHtml(a.username)}</code>`)
    .join(', ');
  return page(
    'Sign in - Bar app (local)',
    `<h1>Sign in</h1>
<p>Bar app local identity provider</p>
${error}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login" autocomplete="off" novalidate>
  <label for="login">Username</label>
  <input id="login" name="login" type="text" required autocapitalize="none" spellcheck="false"
    autocomplete="username" value="${escapeHtml(opts.login ?? '')}"${describedBy}${opts.login ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required autocomplete="current-password"${describedBy}${opts.login ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<p class="hint">Demo accounts: ${accounts}. Password: <code>${escapeHtml(DEMO_PASSWORD)}</code>.</p>
<p class="hint"><a href="/interaction/${encodeURIComponent(uid)}/abort">Cancel</a></p>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Accounts and claims
// ---------------------------------------------------------------------------------------------

/** Every claim the provider knows about an account (filtered per scope by oidc-provider). */
function accountClaims(account: DemoAccount): Record<string, unknown> & { sub: string } {
  return {
    sub: account.sub,
    oid: account.oid,
    tid: DEMO_TENANT_ID,
    name: account.name,
    preferred_username: account.preferred_username,
    email: account.email,
    email_verified: true,
    ...(account.roles.length > 0 ? { roles: [...account.roles] } : {}),
  };
}

function toAccount(account: DemoAccount): Account {
  return { accountId: account.sub, claims: () => accountClaims(account) };
}

// ---------------------------------------------------------------------------------------------
// The provider
// ---------------------------------------------------------------------------------------------

function readBody(req: IncomingMessage, limit = 16 * 1024): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

function listen(server: ReturnType<typeof createServer>, port: number, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(port, address, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** The scope names without the resource prefix, as Entra puts them in `scp`. */
function shortScopes(scope: string | undefined, audience: string): string {
  const names = new Set<string>();
  for (const s of (scope ?? '').split(' ').filter(Boolean)) {
    const name = s.startsWith(`${audience}/`) ? s.slice(audience.length + 1) : s;
    names.add(name === '.default' ? API_SCOPE_NAME : name);
  }
  return [...names].join(' ');
}

/**
 * oidc-provider only honours `offline_access` at the authorization endpoint together with
 * `prompt=consent` (OpenID Connect Core 11), so a refresh token's scope never contains it, and a
 * refresh request that names it (MSAL adds `openid profile offline_access` to every token request
 * unless OIDCOptions.defaultScopes says otherwise) would fail with invalid_scope. Entra ignores it
 * there, and so do we: drop it from refresh_token grant requests before oidc-provider reads them.
 */
async function withoutOfflineAccessOnRefresh(req: IncomingMessage): Promise<IncomingMessage> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('request body too large');
    chunks.push(chunk);
  }
  let body = Buffer.concat(chunks);
  const params = new URLSearchParams(body.toString('utf8'));
  const scope = params.get('scope');
  if (params.get('grant_type') === 'refresh_token' && scope && scope.split(' ').includes('offline_access')) {
    const kept = scope.split(' ').filter((s) => s && s !== 'offline_access');
    if (kept.length > 0) params.set('scope', kept.join(' '));
    else params.delete('scope');
    body = Buffer.from(params.toString(), 'utf8');
  }
  const replay = new PassThrough();
  replay.end(body);
  return Object.assign(replay, {
    headers: { ...req.headers, 'content-length': String(body.length) },
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    complete: true,
    trailers: {},
    rawTrailers: [],
  }) as unknown as IncomingMessage;
}

export async function startIdentityProvider(opts: IdentityProviderOptions): Promise<IdentityProvider> {
  const host = opts.host ?? 'localhost';
  const clientId = opts.clientId ?? DEFAULT_CLIENT_ID;
  const audience = opts.audience ?? DEFAULT_AUDIENCE;
  const scope = `openid profile email offline_access ${audience}/${API_SCOPE_NAME}`;
  const appOrigins = opts.appOrigins.map((o) => new URL(o).origin);
  const logErrors = opts.logErrors ?? true;
  // Loopback only, whatever the issuer's host name says.
  const bindAddress = host === '::1' ? '::1' : '127.0.0.1';

  const dir = join(opts.dataDir, 'idp');
  mkdirSync(dir, { recursive: true });
  const { caCertPath, certPath, keyPath } = await ensureCertificates(dir);
  const signingKey = loadOrCreateSigningKey(dir);
  const cookieKeys = loadOrCreateCookieKeys(dir);
  // Sessions, grants and refresh tokens survive restarts (MSAL keeps renewing silently).
  const store = new FileStore(join(dir, 'state.json'));

  // The provider needs its issuer (with the real port) before it exists, and the port is only
  // known after listen() when 0 was asked for: listen first, answer 503 for the few microseconds.
  const router: { handle?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const server = createServer({ key: readFileSync(keyPath), cert: readFileSync(certPath) }, (req, res) => {
    if (router.handle) router.handle(req, res);
    else {
      res.writeHead(503, { 'retry-after': '1' });
      res.end();
    }
  });
  await listen(server, opts.port, bindAddress);
  const port = (server.address() as AddressInfo).port;
  const issuer = `https://${host.includes(':') ? `[${host}]` : host}:${port}`;

  // API scopes this resource server knows: the full URI form MSAL sends, the short form, and
  // `.default` (all of them), like an Entra app registration exposing one delegated scope.
  const resourceScopes = [`${audience}/${API_SCOPE_NAME}`, API_SCOPE_NAME, `${audience}/.default`].join(' ');

  const postLogoutRedirectUris = appOrigins.flatMap((o) => [`${o}/`, `${o}/login`]);

  // A policy with `select_account` (MSAL's prompt: 'select_account') shown as the login form.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const configuration: Configuration = {
    adapter: (model: string) => new FileAdapter(model, store),
    responseTypes: ['code'],
    clients: [
      {
        client_id: clientId,
        client_name: 'Bar app',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: appOrigins.flatMap((o) => [`${o}/`, `${o}/redirect.html`, `${o}/login`, `${o}/blank.html`]),
        post_logout_redirect_uris: postLogoutRedirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: cookieKeys },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub', 'oid', 'tid', 'roles'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // Put the scope claims into the ID token even though an access token is issued too (Entra does).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) => client.clientId === clientId && appOrigins.includes(origin),

    async findAccount(_ctx, sub) {
      const account = findDemoAccountBySub(sub);
      return account ? toAccount(account) : undefined;
    },

    // First-party app: consent is implied. Every authorization request gets a grant covering what
    // it asks for, so the consent prompt never shows.
    async loadExistingGrant(ctx): Promise<GrantInstance | undefined> {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== accountId || grant.clientId !== oidc.client.clientId) {
        grant = new oidc.provider.Grant({ accountId, clientId: oidc.client.clientId });
      }
      grant.addOIDCScope([...new Set(['openid', ...oidc.requestParamOIDCScopes])].join(' '));
      const claims = [...oidc.requestParamClaims];
      if (claims.length > 0) grant.addOIDCClaims(claims);
      for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers)) {
        const wanted = [...oidc.requestParamScopes].filter((s) => resourceServer.scopes.has(s));
        if (wanted.length > 0) grant.addResourceScope(indicator, wanted.join(' '));
      }
      await grant.save();
      return grant;
    },

    // Refresh tokens for the SPA (MSAL renews silently with them), with or without offline_access.
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },

    async extraTokenClaims(_ctx, token: TokenInstance) {
      if (!token.accountId) return undefined;
      const account = findDemoAccountBySub(token.accountId);
      if (!account) return undefined;
      const { sub: _sub, email_verified: _verified, ...claims } = accountClaims(account);
      return { ...claims, scp: shortScopes(token.scope, audience), azp: token.clientId, ver: '2.0' };
    },

    formats: {
      customizers: {
        // Entra access tokens: `typ: JWT`, `scp` instead of `scope`, `azp` instead of `client_id`, `nbf`.
        async jwt(_ctx, _token, jwt) {
          jwt.header = { ...jwt.header, typ: 'JWT' };
          const payload = jwt.payload;
          delete payload.scope;
          delete payload.client_id;
          if (!payload.scp) delete payload.scp;
          if (typeof payload.iat === 'number') payload.nbf = payload.iat;
        },
      },
    },

    interactions: {
      policy,
      url: async (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },

    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 5 * 60,
      IdToken: ID_TOKEN_TTL,
      RefreshToken: REFRESH_TOKEN_TTL,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
    },

    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('cache-control', 'no-store');
      const lines = Object.entries(out)
        .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
        .join('\n');
      ctx.body = page('Sign-in error - Bar app (local)', `<h1>Something went wrong</h1>\n${lines}`);
    },

    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // MSAL sends no `resource` parameter: every request is for the bar API.
        defaultResource: async () => audience,
        // The code/refresh token's resource is used at the token endpoint even with `openid`.
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: resourceScopes,
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // No confirmation page: the form submits itself (a button remains for no-script browsers).
        async logoutSource(ctx, form) {
          const confirm = form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"/><button type="submit">Sign out</button></form>',
          );
          ctx.type = 'html';
          ctx.body = page(
            'Signing out - Bar app (local)',
            `<h1>Signing out…</h1>\n${confirm}\n<script>document.getElementById('op.logoutForm').submit();</script>`,
          );
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = page('Signed out - Bar app (local)', '<h1>Signed out</h1><p>You can close this window.</p>');
        },
      },
    },
  };

  const provider = new Provider(issuer, configuration);
  if (logErrors) {
    provider.on('server_error', (_ctx, err) => console.error('[idp] server error:', err));
  }
  const providerCallback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(path);
    if (!match) return sendHtml(res, 404, page('Not found', '<h1>Not found</h1>'));
    const [, uid = '', action] = match;
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return sendHtml(
        res,
        400,
        page(
          'Sign-in expired - Bar app (local)',
          '<h1>This sign-in has expired</h1><p>Go back to the app and sign in again.</p>',
        ),
      );
    }
    if (details.uid !== uid) return sendHtml(res, 400, page('Sign-in error', '<h1>Unknown sign-in request</h1>'));
    const promptName = details.prompt.name;

    if (action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }

    if (promptName === 'login' || promptName === 'select_account') {
      if (req.method === 'GET' && !action) {
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
        return sendHtml(res, 200, loginPage(uid, hint ? { login: hint } : {}));
      }
      if (req.method === 'POST' && action === 'login') {
        const form = await readBody(req);
        const login = form.get('login') ?? '';
        const account = findDemoAccountByLogin(login);
        if (!account || form.get('password') !== DEMO_PASSWORD) {
          return sendHtml(res, 401, loginPage(uid, { login, error: 'Invalid username or password' }));
        }
        return provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub, amr: ['pwd'] }, ...(promptName === 'select_account' ? { select_account: {} } : {}) },
          { mergeWithLastSubmission: false },
        );
      }
    }

    if (promptName === 'consent') {
      // Normally never reached (loadExistingGrant grants everything); kept as a safety net.
      const accountId = details.session?.accountId;
      const requestedClient = String(details.params.client_id ?? '');
      if (accountId && requestedClient === clientId) {
        const grant = details.grantId
          ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
          : new provider.Grant({ accountId, clientId });
        const missing = details.prompt.details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
          grant.addResourceScope(indicator, scopes.join(' '));
        }
        const grantId = await grant.save();
        return provider.interactionFinished(
          req,
          res,
          { consent: details.grantId ? {} : { grantId } },
          { mergeWithLastSubmission: true },
        );
      }
    }

    return sendHtml(res, 400, page('Sign-in error', '<h1>Unsupported sign-in step</h1>'));
  }

  const tokenPath = new URL(provider.urlFor('token')).pathname;
  const endSessionPath = new URL(provider.urlFor('end_session')).pathname;

  router.handle = (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'POST' && path === tokenPath && /urlencoded/i.test(req.headers['content-type'] ?? '')) {
      withoutOfflineAccessOnRefresh(req).then(
        (replayed) => providerCallback(replayed, res),
        () => {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'invalid_request', error_description: 'failed to read the request body' }));
        },
      );
      return;
    }
    if (path.startsWith('/interaction/')) {
      interaction(req, res, path).catch((err: unknown) => {
        if (logErrors) console.error('[idp] interaction error:', err);
        if (!res.headersSent) sendHtml(res, 500, page('Error', '<h1>Something went wrong</h1>'));
        else res.end();
      });
      return;
    }
    if (req.method === 'GET' && path === endSessionPath) addClientIdToLogout(req);
    providerCallback(req, res);
  };

  /**
   * MSAL's logoutRedirect sends post_logout_redirect_uri without client_id or id_token_hint;
   * oidc-provider then ignores the URI (it cannot tell whose it is) and stays on its own
   * "signed out" page, while Entra returns to the app. With a single client the owner is known:
   * name it, so the user lands back in the app.
   */
  function addClientIdToLogout(req: IncomingMessage): void {
    const url = new URL(req.url ?? '/', issuer);
    const target = url.searchParams.get('post_logout_redirect_uri');
    if (
      target &&
      postLogoutRedirectUris.includes(target) &&
      !url.searchParams.has('client_id') &&
      !url.searchParams.has('id_token_hint')
    ) {
      url.searchParams.set('client_id', clientId);
      req.url = `${url.pathname}${url.search}`;
    }
  }

  return {
    issuer,
    port,
    caCertPath,
    clientId,
    audience,
    scope,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => {
          try {
            store.flush();
          } catch (flushError) {
            if (logErrors) console.error('[idp] could not save state:', flushError);
          }
          if (err) reject(err);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

