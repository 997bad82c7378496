import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import type { ApiConfig } from '../config';
import { unauthorized } from '../errors';
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
  /** The SPA's client id (and other allowed clients), when configured: tokens issued to another client are refused. */
  clientIds: string[];
  /** The delegated scope name a user's token carries in `scp`. */
  scope: string;
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
      clientIds: cfg.ENTRA_SPA_CLIENT_ID,
      scope: cfg.ENTRA_API_SCOPE,
      keys: createRemoteJWKSet(new URL(`https://login.microsoftonline.com/${tenant}/discovery/v2.0/keys`)),
    });
  }
  const issuer = cfg.OIDC_ISSUER!;
  return discover(issuer).then((jwksUri) => ({
    issuer,
    audiences: [cfg.OIDC_AUDIENCE],
    keys: createRemoteJWKSet(jwksUri),
    clientIds: cfg.OIDC_CLIENT_ID,
    scope: cfg.ENTRA_API_SCOPE,
  }));
}

function getVerifier(cfg: ApiConfig): Promise<Verifier> {
  const key = [cfg.AUTH_MODE, cfg.OIDC_ISSUER, cfg.ENTRA_TENANT_ID, cfg.OIDC_AUDIENCE, cfg.ENTRA_API_AUDIENCE, cfg.ENTRA_SPA_CLIENT_ID, cfg.OIDC_CLIENT_ID, cfg.ENTRA_API_SCOPE].join('|');
  if (!verifier || key !== verifierKey) {
    verifierKey = key;
    verifier = buildVerifier(cfg).catch((err: unknown) => {
      verifier = undefined; // try the discovery again on the next request
      throw err;
    });
  }
  return verifier;
}

const words = (v: unknown): string[] => (typeof v === 'string' ? v.split(' ').filter(Boolean) : []);

/**
 * What makes a verified token a signed-in user of this SPA, beyond signature, issuer, audience and expiry:
 * - a delegated scope: `scp` (Entra; `scope` from other OpenID Connect issuers) names the API's scope, either
 *   alone or with the API's prefix. An app-only token (roles, no scope) is an application, not a user.
 * - the client it was issued to (`azp` in v2 tokens, `appid` in v1, `client_id` elsewhere), when the token
 *   names one and the SPA's client id is configured, is the SPA (or another client the setting lists).
 * Returns the reason to refuse, or null.
 */
export function refusalOf(claims: Record<string, unknown>, v: Pick<Verifier, 'clientIds' | 'scope'>): string | null {
  const scopes = [...words(claims.scp), ...words(claims.scope)];
  if (!scopes.some((s) => s === v.scope || s.endsWith(`/${v.scope}`))) return 'The access token was not issued for a signed-in user of this app';
  const client = [claims.azp, claims.appid, claims.client_id].find((c): c is string => typeof c === 'string' && c !== '');
  if (v.clientIds.length > 0 && client !== undefined && !v.clientIds.includes(client)) return 'The access token was issued to another application';
  return null;
}

/**
 * Seconds a token's `exp` (and `nbf`) may be off by the clocks of the issuer and this host: a token is taken up to this
 * long after it expires, and no longer (ADR 7). Entra's own libraries allow five minutes; one is enough between
 * hosts kept on time, and keeps a token that leaked after its expiry useless within the minute.
 */
export const TOKEN_CLOCK_TOLERANCE_S = 60;

/**
 * Resolves the caller from the request: in development mode the dev user, otherwise the verified access token
 * (signature from the issuer's keys, issuer, audience, a required expiry, a delegated scope, the SPA as its client).
 * Returns null when no token was sent.
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
      clockTolerance: TOKEN_CLOCK_TOLERANCE_S,
      // A token without an expiry would be valid for ever.
      requiredClaims: ['exp'],
    });
    const refused = refusalOf(payload as Record<string, unknown>, v);
    if (refused) throw unauthorized(`${refused}. Please sign in again.`);
    const principal = principalFromClaims(payload as Record<string, unknown>);
    if (!principal) throw unauthorized('The access token names no user this app accepts. Please sign in again.');
    return principal;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired. Please sign in again.');
    if (err instanceof joseErrors.JOSEError) throw unauthorized('Invalid access token. Please sign in again.');
    throw err;
  }
}
