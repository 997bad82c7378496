import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import { api, accountOf } from '../support/api';
import { readStackInfo } from '../support/stack-info';

/**
 * Tokens an attacker could send, against every route that needs a sign-in. Only the control (a token the provider
 * itself would issue) may pass; everything else is a 401, on every route.
 */
const ROUTES: Array<[string, string]> = [
  ['GET', '/me'],
  ['GET', '/inventory'],
  ['POST', '/inventory'],
  ['PATCH', '/inventory/lime-juice?category=mixer'],
  ['GET', '/recipes'],
  ['POST', '/recipes/ai-recommendations'],
  ['POST', '/recipes/ai-process'],
  ['GET', '/orders'],
  ['POST', '/orders'],
  ['PATCH', '/orders/x-order-id/status'],
  ['GET', '/users'],
  ['POST', '/init-data'],
  ['POST', '/images/upload'],
  ['GET', '/backup'],
  ['POST', '/restore'],
  ['GET', '/cleanup/images/scan'],
  ['GET', '/audit'],
];

interface Forger {
  issuer: string;
  key: CryptoKey | Uint8Array;
  kid?: string;
}

let real: Forger;
let stranger: Forger;

beforeAll(async () => {
  const { dataDir, idpUrl } = readStackInfo();
  const jwk = JSON.parse(readFileSync(join(dataDir, 'idp', 'signing-key.json'), 'utf8')) as JWK;
  real = { issuer: idpUrl!, key: (await importJWK(jwk, 'RS256')) as CryptoKey, kid: jwk.kid };
  const other = await generateKeyPair('RS256');
  stranger = { issuer: idpUrl!, key: other.privateKey, kid: jwk.kid };
});

/** The SPA's client id at the bundled provider: the client its access tokens are issued to (azp). */
const SPA_CLIENT_ID = 'bar-app-spa';

/** A token as the provider issues it (claims set to undefined are left out); `exp: null` leaves out the expiry. */
function mint(f: Forger, claims: Record<string, unknown>, opts: { aud?: string; iss?: string; exp?: number | null } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const all = { oid: accountOf('manager').oid, name: 'Mallory', roles: ['BarManager'], scp: 'access_as_user', azp: SPA_CLIENT_ID, ver: '2.0', ...claims };
  const payload = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(f.kid ? { kid: f.kid } : {}) })
    .setSubject('mallory')
    .setIssuer(opts.iss ?? f.issuer)
    .setAudience(opts.aud ?? 'api://bar-app')
    .setIssuedAt(now - 120);
  if (opts.exp !== null) jwt.setExpirationTime(opts.exp ?? now + 600);
  return jwt.sign(f.key);
}

const unsigned = (claims: Record<string, unknown>) => {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: readStackInfo().idpUrl, aud: 'api://bar-app', exp: now + 600, sub: 'x', oid: accountOf('manager').oid, roles: ['BarManager'], ...claims })}.`;
};

const FORGERIES: Array<[string, () => Promise<string>]> = [
  ['garbage', async () => 'garbage'],
  ['an expired token', () => mint(real, {}, { exp: Math.floor(Date.now() / 1000) - 3600 })],
  ['a token expired two minutes ago (past the minute of clock tolerance)', () => mint(real, {}, { exp: Math.floor(Date.now() / 1000) - 120 })],
  ['a token for another audience', () => mint(real, {}, { aud: 'api://someone-else' })],
  ['a token from another issuer', () => mint(real, {}, { iss: 'https://login.evil.example' })],
  ['a token signed by another key', () => mint(stranger, {})],
  ["a token with alg 'none'", async () => unsigned({})],
  ['a token without an expiry', () => mint(real, {}, { exp: null })],
  ['a token issued to another client (azp)', () => mint(real, { azp: 'some-other-app' })],
  ['a v1 token issued to another client (appid)', () => mint(real, { azp: undefined, appid: 'some-other-app', ver: '1.0' })],
  ['an app-only token: roles, no delegated scope', () => mint(real, { scp: undefined })],
  ['a token with an empty scope', () => mint(real, { scp: '' })],
  ['a token with another scope', () => mint(real, { scp: 'User.Read' })],
  ['a token whose scope only contains the name', () => mint(real, { scp: 'access_as_user_admin' })],
  ['a token whose user id a URL could misroute', () => mint(real, { oid: '..' })],
  ['a tampered token', async () => {
    const token = await mint(real, { roles: ['Customer'] });
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    return `${h}.${Buffer.from(JSON.stringify({ ...payload, roles: ['BarManager'] })).toString('base64url')}.${s}`;
  }],
];

test('the control: a token signed by the provider with the right issuer and audience is accepted', async () => {
  const token = await mint(real, {});
  const res = await api('GET', '/me', { as: 'anonymous', headers: { 'X-Authorization': `Bearer ${token}` } });
  expect(res.status).toBe(200);
});

test.each([
  ['the scope with the API prefix', { scp: 'api://bar-app/access_as_user' }],
  ['a v1 token issued to the SPA (appid)', { azp: undefined, appid: SPA_CLIENT_ID, ver: '1.0' }],
  ['a token that names no client', { azp: undefined }],
  ['several scopes', { scp: 'openid access_as_user profile' }],
])('also accepted: %s', async (_name, claims) => {
  const token = await mint(real, claims);
  const res = await api('GET', '/me', { as: 'anonymous', headers: { 'X-Authorization': `Bearer ${token}` } });
  expect(res.status).toBe(200);
});

test('a token expired 20 seconds ago is still taken: the clocks of the issuer and the API may be a minute apart', async () => {
  const token = await mint(real, {}, { exp: Math.floor(Date.now() / 1000) - 20 });
  const res = await api('GET', '/me', { as: 'anonymous', headers: { 'X-Authorization': `Bearer ${token}` } });
  expect(res.status).toBe(200);
});

describe.each(FORGERIES)('%s', (_name, forge) => {
  test.each(ROUTES)('%s %s answers 401', async (method, path) => {
    const token = await forge();
    const res = await api(method, path, { as: 'anonymous', headers: { 'X-Authorization': `Bearer ${token}` }, ...(method === 'GET' ? {} : { body: {} }) });
    expect(res.status).toBe(401);
    expect(res.json?.error).toMatch(/sign in/i);
  });
});
