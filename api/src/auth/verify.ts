import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import type { ApiConfig } from '../config';
import { unauthorized } from '../http/errors';
import { DEV_PRINCIPAL, principalFromClaims, type Principal } from './principal';

/**
 * The bearer token of a request. Static Web Apps overwrites `Authorization` in front of linked functions, so the
 * SPA sends `X-Authorization` and it is read first.
 */
export function extractBearerToken(headers: { get(name: string): string | null }): string | null {
  for (const name of ['x-authorization', 'authorization']) {
    const value = headers.get(name);
    if (!value) continue;
    const match = /^Bearer\s+(.*)$/i.exec(value.trim());
    const token = match?.[1]?.trim();
    if (token) return token;
  }
  return null;
}

interface Verifier {
  issuer: string;
  audiences: string[];
  keys: JWTVerifyGetKey;
}

let verifier: Promise<Verifier> | undefined;
let verifierKey = '';

async function discover(issuer: string): Promise<URL> {
  const res = await fetch(new URL(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`));
  if (!res.ok) throw new Error(`OpenID configuration of ${issuer} answered ${res.status}`);
  const doc = (await res.json()) as { jwks_uri?: string };
  if (!doc.jwks_uri) throw new Error(`OpenID configuration of ${issuer} has no jwks_uri`);
  return new URL(doc.jwks_uri);
}

function buildVerifier(cfg: ApiConfig): Promise<Verifier> {
  if (cfg.AUTH_MODE === 'entra') {
    const tenant = cfg.ENTRA_TENANT_ID!;
    const audiences = [cfg.ENTRA_API_AUDIENCE!, cfg.ENTRA_API_CLIENT_ID].filter((a): a is string => Boolean(a));
    return Promise.resolve({
      issuer: `https://login.microsoftonline.com/${tenant}/v2.0`,
      audiences,
      keys: createRemoteJWKSet(new URL(`https://login.microsoftonline.com/${tenant}/discovery/v2.0/keys`)),
    });
  }
  const issuer = cfg.OIDC_ISSUER!;
  return discover(issuer).then((jwksUri) => ({ issuer, audiences: [cfg.OIDC_AUDIENCE], keys: createRemoteJWKSet(jwksUri) }));
}

function getVerifier(cfg: ApiConfig): Promise<Verifier> {
  const key = `${cfg.AUTH_MODE}|${cfg.OIDC_ISSUER}|${cfg.ENTRA_TENANT_ID}|${cfg.OIDC_AUDIENCE}|${cfg.ENTRA_API_AUDIENCE}`;
  if (!verifier || key !== verifierKey) {
    verifierKey = key;
    verifier = buildVerifier(cfg).catch((err: unknown) => {
      verifier = undefined; // try the discovery again on the next request
      throw err;
    });
  }
  return verifier;
}

/**
 * Resolves the caller from the request: in development mode the dev user, otherwise the verified access token
 * (signature from the issuer's keys, issuer, audience, expiry). Returns null when no token was sent.
 */
export async function authenticate(headers: { get(name: string): string | null }, cfg: ApiConfig): Promise<Principal | null> {
  if (cfg.AUTH_MODE === 'dev') return DEV_PRINCIPAL;
  const token = extractBearerToken(headers);
  if (!token) return null;
  const v = await getVerifier(cfg);
  try {
    const { payload } = await jwtVerify(token, v.keys, {
      issuer: v.issuer,
      audience: v.audiences,
      algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'],
      clockTolerance: 60,
    });
    const principal = principalFromClaims(payload as Record<string, unknown>);
    if (!principal) throw unauthorized('The access token names no user');
    return principal;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired. Please sign in again.');
    if (err instanceof joseErrors.JOSEError) throw unauthorized('Invalid access token. Please sign in again.');
    throw err;
  }
}
