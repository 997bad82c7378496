import { BrowserCacheLocation, LogLevel, ProtocolMode, type Configuration, type PopupRequest } from '@azure/msal-browser';
import type { AppConfig } from '../../config/app-config';

/** Sign-in asks for exactly these (docs/spec.md): with prompt select_account. */
export const LOGIN_SCOPES = ['openid', 'profile', 'email'];

/** The popup lands on this static page, which only hands the response back to the app (MSAL v5's bridge). */
export const REDIRECT_BRIDGE_PATH = '/redirect.html';

/**
 * The sign-in request: docs/spec.md's scopes and prompt. The API scope is consented to in the same step, so that
 * tokens for the API can later be renewed silently (with the refresh token) instead of in another popup.
 */
export function loginRequest(config: Pick<AppConfig, 'apiScope'>): PopupRequest {
  return {
    scopes: LOGIN_SCOPES,
    prompt: 'select_account',
    ...(config.apiScope ? { extraScopesToConsent: [config.apiScope] } : {}),
  };
}

export function tokenScopes(config: Pick<AppConfig, 'apiScope'>): string[] {
  return config.apiScope ? [config.apiScope] : LOGIN_SCOPES;
}

/**
 * MSAL's configuration for Entra ID ('entra') or a standards-based OpenID Connect provider ('oidc': protocol
 * mode OIDC under `system`, the provider's host as a known authority, refresh tokens for silent renewal).
 * `authorityMetadata`: the provider's OpenID configuration kept from an earlier start (authority-metadata.ts), so
 * that a cached token is usable while the provider cannot be reached.
 */
export function buildMsalConfiguration(config: AppConfig, origin: string, authorityMetadata?: string): Configuration {
  if (!config.clientId || !config.authority) {
    throw new Error(`authMode '${config.authMode}' needs clientId and authority in /app-config.json`);
  }
  const oidc = config.authMode === 'oidc';
  const knownAuthorities = config.knownAuthorities ?? (oidc ? [new URL(config.authority).host] : []);
  return {
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities,
      redirectUri: `${origin}${REDIRECT_BRIDGE_PATH}`,
      postLogoutRedirectUri: `${origin}/login`,
      ...(authorityMetadata ? { authorityMetadata } : {}),
    },
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: {
      protocolMode: oidc ? ProtocolMode.OIDC : ProtocolMode.AAD,
      loggerOptions: {
        logLevel: LogLevel.Warning,
        piiLoggingEnabled: false,
        loggerCallback: (level, message, containsPii) => {
          if (containsPii) return;
          if (level === LogLevel.Error) console.error(message);
          else if (level === LogLevel.Warning) console.warn(message);
        },
      },
    },
  };
}
