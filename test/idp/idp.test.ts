// The bundled identity provider (scripts/idp) end to end: started as a child process like
// `npm start` does, driven through its login page by the test client, tokens verified with jose.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import {
  CookieJar,
  DEFAULT_AUDIENCE,
  DEFAULT_CLIENT_ID,
  DEFAULT_SCOPE,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_USERNAMES,
  discover,
  fetchJson,
  getTokens,
  hiddenForm,
  refreshTokens,
  request,
} from '../../scripts/idp/client';
import { ensureCertificates } from '../../scripts/idp/certificates';

const ROOT = resolve(__dirname, '../..');
const APP_ORIGIN = 'http://localhost:4280';
const REDIRECT_URI = `${APP_ORIGIN}/`;

interface RunningIdp {
  issuer: string;
  caCertPath: string;
  output: () => string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts `node --import tsx scripts/idp/main.ts` and waits for its ready line. */
function startIdp(dataDir: string, port: number): Promise<RunningIdp> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/idp/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, IDP_PORT: String(port), DATA_DIR: dataDir, APP_ORIGIN },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Identity provider did not start in time:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Identity provider ready at (https:\/\/\S+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolveStart({
          issuer: ready[1],
          caCertPath: join(dataDir, 'idp', 'ca.crt'),
          output: () => output,
          stop,
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Identity provider exited with ${code}:\n${output}`));
    });
  });
}

async function keySet(idp: RunningIdp) {
  const config = await discover(idp.issuer, idp.caCertPath);
  const jwks = await fetchJson<JSONWebKeySet>(config.jwks_uri, idp.caCertPath);
  return { jwks, getKey: createLocalJWKSet(jwks) };
}

describe('bundled identity provider', () => {
  let dataDir: string;
  let port: number;
  let idp: RunningIdp;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bar-idp-'));
    port = await freePort();
    idp = await startIdp(dataDir, port);
  });

  afterAll(async () => {
    await idp?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves discovery and JWKS over HTTPS trusted through the local CA only', async () => {
    expect(idp.issuer).toBe(`https://localhost:${port}`);
    const config = await discover(idp.issuer, idp.caCertPath);
    expect(config.issuer).toBe(idp.issuer);
    expect(config.end_session_endpoint).toBeDefined();
    const { jwks } = await keySet(idp);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    // Without the CA the certificate is not trusted (no TLS shortcuts anywhere).
    const other = await ensureCertificates(join(dataDir, 'other-ca'));
    const foreignCa = readFileSync(other.caCertPath);
    await expect(
      request(`${idp.issuer}/.well-known/openid-configuration`, { ca: foreignCa }),
    ).rejects.toThrow();
  });

  it.each(DEMO_USERNAMES)('issues Entra-shaped tokens for %s', async (username) => {
    const account = DEMO_ACCOUNTS[username];
    const tokens = await getTokens({
      issuer: idp.issuer,
      caCertPath: idp.caCertPath,
      username,
      password: DEMO_PASSWORD,
      redirectUri: REDIRECT_URI,
      scope: DEFAULT_SCOPE,
    });
    const { getKey } = await keySet(idp);

    const access = await jwtVerify(tokens.accessToken, getKey, {
      issuer: idp.issuer,
      audience: DEFAULT_AUDIENCE,
      algorithms: ['RS256'],
    });
    expect(access.protectedHeader.typ).toBe('JWT');
    expect(access.payload).toMatchObject({
      iss: idp.issuer,
      aud: 'api://bar-app',
      sub: account.sub,
      oid: account.oid,
      name: account.name,
      preferred_username: account.preferred_username,
      scp: 'access_as_user',
      azp: DEFAULT_CLIENT_ID,
    });
    expect(typeof access.payload.exp).toBe('number');
    expect(typeof access.payload.iat).toBe('number');
    expect(access.payload.exp! - access.payload.iat!).toBe(3600);
    if (account.roles.length > 0) expect(access.payload.roles).toEqual(account.roles);
    else expect(access.payload.roles).toBeUndefined();

    const id = await jwtVerify(tokens.idToken, getKey, { issuer: idp.issuer, audience: DEFAULT_CLIENT_ID });
    expect(id.payload).toMatchObject({
      oid: account.oid,
      name: account.name,
      preferred_username: account.preferred_username,
      email: account.email,
    });
    if (account.roles.length > 0) expect(id.payload.roles).toEqual(account.roles);
    else expect(id.payload.roles).toBeUndefined();

    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.scope).toBe('api://bar-app/access_as_user');
  });

  it('refuses a wrong password and an unknown user', async () => {
    const base = { issuer: idp.issuer, caCertPath: idp.caCertPath, redirectUri: REDIRECT_URI };
    await expect(getTokens({ ...base, username: 'customer', password: 'wrong' })).rejects.toThrow(
      'Invalid username or password',
    );
    await expect(getTokens({ ...base, username: 'nobody', password: DEMO_PASSWORD })).rejects.toThrow(
      'Invalid username or password',
    );
  });

  it('accepts the email form of the username and every registered redirect URI', async () => {
    for (const redirectUri of [`${APP_ORIGIN}/redirect.html`, `${APP_ORIGIN}/login`, `${APP_ORIGIN}/blank.html`]) {
      const tokens = await getTokens({
        issuer: idp.issuer,
        caCertPath: idp.caCertPath,
        username: 'bartender@bar.local',
        password: DEMO_PASSWORD,
        redirectUri,
      });
      const { getKey } = await keySet(idp);
      const { payload } = await jwtVerify(tokens.accessToken, getKey, { issuer: idp.issuer, audience: DEFAULT_AUDIENCE });
      expect(payload.roles).toEqual(['Bartender']);
    }
    await expect(
      getTokens({
        issuer: idp.issuer,
        caCertPath: idp.caCertPath,
        username: 'customer',
        password: DEMO_PASSWORD,
        redirectUri: 'http://localhost:9999/',
      }),
    ).rejects.toThrow();
  });

  it('renews with the refresh token the way MSAL asks (scope with offline_access)', async () => {
    const base = { issuer: idp.issuer, caCertPath: idp.caCertPath };
    const first = await getTokens({ ...base, username: 'barstaff', password: DEMO_PASSWORD, redirectUri: REDIRECT_URI });
    const renewed = await refreshTokens({
      ...base,
      refreshToken: first.refreshToken!,
      scope: 'api://bar-app/access_as_user openid profile offline_access',
    });
    const { getKey } = await keySet(idp);
    const { payload } = await jwtVerify(renewed.accessToken, getKey, { issuer: idp.issuer, audience: DEFAULT_AUDIENCE });
    expect(payload).toMatchObject({ oid: DEMO_ACCOUNTS.barstaff.oid, roles: ['Customer', 'Bartender'] });
    expect(renewed.idToken).not.toBe('');
    // Public clients get rotating refresh tokens: the new one works, the old one is spent.
    expect(renewed.refreshToken).toEqual(expect.any(String));
    await expect(refreshTokens({ ...base, refreshToken: renewed.refreshToken! })).resolves.toBeDefined();
    await expect(refreshTokens({ ...base, refreshToken: first.refreshToken! })).rejects.toThrow(/invalid_grant/);
  });

  it('lets the SPA origin call the token endpoint (CORS) and nobody else', async () => {
    const ca = readFileSync(idp.caCertPath);
    const preflight = (origin: string) =>
      request(`${idp.issuer}/token`, {
        ca,
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(APP_ORIGIN)).headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const denied = await request(`${idp.issuer}/token`, {
      ca,
      headers: { origin: 'http://evil.example' },
      form: { grant_type: 'refresh_token', client_id: DEFAULT_CLIENT_ID, refresh_token: 'x' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the session for silent sign-in and ends it without a confirmation step', async () => {
    const jar = new CookieJar();
    const base = { issuer: idp.issuer, caCertPath: idp.caCertPath, redirectUri: REDIRECT_URI, jar };
    await getTokens({ ...base, username: 'manager', password: DEMO_PASSWORD });

    // prompt=none with the session cookie: tokens without the login page (MSAL ssoSilent).
    const silent = await getTokens({ ...base, username: '', password: '', extraParams: { prompt: 'none' } });
    expect(silent.accessToken).toEqual(expect.any(String));

    // prompt=select_account shows the login form again and can switch the user.
    const switched = await getTokens({
      ...base,
      username: 'customer',
      password: DEMO_PASSWORD,
      extraParams: { prompt: 'select_account' },
    });
    const { getKey } = await keySet(idp);
    const { payload } = await jwtVerify(switched.accessToken, getKey, { issuer: idp.issuer, audience: DEFAULT_AUDIENCE });
    expect(payload.oid).toBe(DEMO_ACCOUNTS.customer.oid);

    // RP-initiated logout: the page posts itself, then back to the app.
    const ca = readFileSync(idp.caCertPath);
    const config = await discover(idp.issuer, idp.caCertPath);
    const endSession = new URL(config.end_session_endpoint!);
    // As MSAL's logoutRedirect sends it: no client_id, no id_token_hint.
    endSession.search = new URLSearchParams({
      post_logout_redirect_uri: `${APP_ORIGIN}/login`,
      state: 'bye',
    }).toString();
    const page = await request(endSession, { ca, jar });
    expect(page.status).toBe(200);
    expect(page.body).toContain('.submit()');
    const form = hiddenForm(page.body);
    expect(form?.fields).toMatchObject({ logout: 'yes', xsrf: expect.any(String) });
    const confirmed = await request(new URL(form!.action, endSession), { ca, jar, form: form!.fields });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe(`${APP_ORIGIN}/login?state=bye`);

    await expect(getTokens({ ...base, username: '', password: '', extraParams: { prompt: 'none' } })).rejects.toThrow(
      /login_required/,
    );
  });

  it('keeps its signing key, sessions and refresh tokens across a restart', async () => {
    const before = await keySet(idp);
    const tokens = await getTokens({
      issuer: idp.issuer,
      caCertPath: idp.caCertPath,
      username: 'newcomer',
      password: DEMO_PASSWORD,
      redirectUri: REDIRECT_URI,
    });
    const kid = decodeProtectedHeader(tokens.accessToken).kid;
    expect(kid).toBe(before.jwks.keys[0]!.kid);

    await idp.stop();
    idp = await startIdp(dataDir, port);

    const after = await keySet(idp);
    expect(after.jwks.keys.map((k) => k.kid)).toEqual([kid]);
    // A token issued before the restart still verifies against the new process's JWKS.
    await expect(
      jwtVerify(tokens.accessToken, after.getKey, { issuer: idp.issuer, audience: DEFAULT_AUDIENCE }),
    ).resolves.toBeDefined();
    // And MSAL's refresh token still works.
    const renewed = await refreshTokens({
      issuer: idp.issuer,
      caCertPath: idp.caCertPath,
      refreshToken: tokens.refreshToken!,
    });
    const { payload } = await jwtVerify(renewed.accessToken, after.getKey, {
      issuer: idp.issuer,
      audience: DEFAULT_AUDIENCE,
    });
    expect(payload.oid).toBe(DEMO_ACCOUNTS.newcomer.oid);
  });
});
