// zod's tree-shakable build: the whole validator costs a few kilobytes of the first download.
import * as z from 'zod/mini';

export const DEFAULT_PRODUCT_NAME = 'The Tipsy Tap';
export const APP_CONFIG_PATH = '/app-config.json';

export const AUTH_MODES = ['dev', 'oidc', 'entra'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

const optionalText = z.optional(z.string({ error: 'must be a string' }).check(z.trim(), z.minLength(1, 'must not be empty')));

/**
 * The page configuration the host serves at /app-config.json. One build runs anywhere: everything that differs
 * between a laptop, the local OpenID Connect provider and Azure comes from here.
 */
const appConfigSchema = z
  .object({
    authMode: z.enum(AUTH_MODES, { error: `must be one of ${AUTH_MODES.join(', ')}` }),
    apiBaseUrl: z.string({ error: 'is required' }).check(z.trim(), z.minLength(1, 'is required')),
    authority: optionalText,
    clientId: optionalText,
    apiScope: optionalText,
    knownAuthorities: z.optional(
      z.array(z.string({ error: 'must be a list of host names' }).check(z.trim(), z.minLength(1, 'must not contain empty names')), {
        error: 'must be a list of host names',
      }),
    ),
    productName: optionalText,
  })
  .check(
    z.superRefine((cfg, ctx) => {
      if (cfg.authMode === 'dev') return;
      for (const key of ['authority', 'clientId'] as const) {
        if (!cfg[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when authMode is '${cfg.authMode}'` });
      }
      if (cfg.authority && !/^https:\/\//i.test(cfg.authority)) {
        ctx.addIssue({ code: 'custom', path: ['authority'], message: 'must be an https:// URL (MSAL refuses http authorities)' });
      }
    }),
  );

export interface AppConfig {
  authMode: AuthMode;
  /** Absolute, without a trailing slash, upgraded to https on an https page. */
  apiBaseUrl: string;
  authority?: string;
  clientId?: string;
  apiScope?: string;
  knownAuthorities?: string[];
  productName: string;
}

export class AppConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AppConfigError';
  }
}

/**
 * The API base URL as the client uses it: resolved against the page, upgraded to https when the page is https
 * (a mixed-content request would be blocked), without a trailing slash. A missing value is an error.
 */
export function resolveApiBaseUrl(raw: string | null | undefined, pageUrl: string): string {
  const value = raw?.trim();
  if (!value) throw new AppConfigError('API base URL is missing: set apiBaseUrl in /app-config.json');
  let url: URL;
  try {
    url = new URL(value, pageUrl);
  } catch {
    throw new AppConfigError(`API base URL is not a valid URL: ${value}`);
  }
  if (url.protocol === 'http:' && new URL(pageUrl).protocol === 'https:') url.protocol = 'https:';
  return url.href.replace(/\/+$/, '');
}

/** Validates the raw JSON once; the error names every missing or bad setting. */
export function parseAppConfig(raw: unknown, pageUrl: string): AppConfig {
  const result = appConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.map(String).join('.') || 'app-config.json'} ${i.message}`);
    throw new AppConfigError(`Invalid app configuration (${APP_CONFIG_PATH}): ${problems.join('; ')}`);
  }
  const cfg = result.data;
  const knownAuthorities =
    cfg.knownAuthorities ?? (cfg.authMode === 'oidc' && cfg.authority ? [new URL(cfg.authority).host] : undefined);
  return {
    authMode: cfg.authMode,
    apiBaseUrl: resolveApiBaseUrl(cfg.apiBaseUrl, pageUrl),
    authority: cfg.authority,
    clientId: cfg.clientId,
    apiScope: cfg.apiScope,
    knownAuthorities,
    productName: cfg.productName ?? DEFAULT_PRODUCT_NAME,
  };
}

/** Fetches and validates /app-config.json. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch, pageUrl = window.location.href): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl(APP_CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new AppConfigError(`Could not load ${APP_CONFIG_PATH}: ${error instanceof Error ? error.message : 'network request failed'}`);
  }
  if (!response.ok) throw new AppConfigError(`Could not load ${APP_CONFIG_PATH}: HTTP ${response.status} ${response.statusText}`.trim());
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new AppConfigError(`${APP_CONFIG_PATH} is not valid JSON`);
  }
  return parseAppConfig(json, pageUrl);
}
