import { DEFAULT_MONEY, currencyProblem, localeProblem, type MoneySettings } from '@bar/domain';

export const DEFAULT_PRODUCT_NAME = 'The Tipsy Tap';
export const APP_CONFIG_PATH = '/app-config.json';

export const AUTH_MODES = ['dev', 'oidc', 'entra'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** The settings as /app-config.json gives them, checked and trimmed: before the defaults and the API URL are resolved. */
type RawAppConfig = Omit<AppConfig, 'productName' | 'money'> & { productName?: string; currency?: string; locale?: string };

/**
 * Checks the page configuration the host serves at /app-config.json and names every bad setting. One build runs
 * anywhere: everything that differs between a laptop, the local OpenID Connect provider and Azure comes from here.
 * Written by hand rather than with the shared zod schemas: it runs before the first screen, and a validator
 * library would be most of the first download's weight for seven settings.
 */
function checkAppConfig(raw: unknown): { config: RawAppConfig; problems: string[] } | { config?: undefined; problems: string[] } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problems: ['app-config.json must be a JSON object'] };
  const input = raw as Record<string, unknown>;
  const problems: string[] = [];
  const text = (key: string, required: string | null): string | undefined => {
    const value = input[key];
    if (value === undefined || value === null) {
      if (required) problems.push(`${key} ${required}`);
      return undefined;
    }
    if (typeof value !== 'string') {
      problems.push(`${key} ${required ?? 'must be a string'}`);
      return undefined;
    }
    const trimmed = value.trim();
    if (!trimmed) problems.push(`${key} ${required ?? 'must not be empty'}`);
    return trimmed || undefined;
  };

  const mode = input.authMode;
  const authMode = (AUTH_MODES as readonly unknown[]).includes(mode) ? (mode as AuthMode) : undefined;
  if (!authMode) problems.push(`authMode must be one of ${AUTH_MODES.join(', ')}`);
  const apiBaseUrl = text('apiBaseUrl', 'is required');
  const authority = text('authority', null);
  const clientId = text('clientId', null);
  const apiScope = text('apiScope', null);
  const productName = text('productName', null);
  const currency = text('currency', null);
  const locale = text('locale', null);
  const badCurrency = currency ? currencyProblem(currency) : null;
  const badLocale = locale ? localeProblem(locale) : null;
  if (badCurrency) problems.push(`currency ${badCurrency}`);
  if (badLocale) problems.push(`locale ${badLocale}`);
  let knownAuthorities: string[] | undefined;
  if (input.knownAuthorities !== undefined) {
    const list = input.knownAuthorities;
    if (!Array.isArray(list) || list.some((v) => typeof v !== 'string')) problems.push('knownAuthorities must be a list of host names');
    else if (list.some((v: string) => !v.trim())) problems.push('knownAuthorities must not contain empty names');
    else knownAuthorities = list.map((v: string) => v.trim());
  }
  if (authMode && authMode !== 'dev') {
    if (!authority) problems.push(`authority is required when authMode is '${authMode}'`);
    if (!clientId) problems.push(`clientId is required when authMode is '${authMode}'`);
  }
  if (authority && !/^https:\/\//i.test(authority)) problems.push('authority must be an https:// URL (MSAL refuses http authorities)');
  if (problems.length > 0 || !authMode || !apiBaseUrl) return { problems };
  return { config: { authMode, apiBaseUrl, authority, clientId, apiScope, knownAuthorities, productName, currency, locale }, problems };
}

export interface AppConfig {
  authMode: AuthMode;
  /** Absolute, without a trailing slash, upgraded to https on an https page. */
  apiBaseUrl: string;
  authority?: string;
  clientId?: string;
  apiScope?: string;
  knownAuthorities?: string[];
  productName: string;
  /** How prices are shown: the bar's BAR_CURRENCY and BAR_LOCALE, US dollars when the host says nothing. */
  money: MoneySettings;
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
  const { config: checked, problems } = checkAppConfig(raw);
  if (!checked) throw new AppConfigError(`Invalid app configuration (${APP_CONFIG_PATH}): ${problems.join('; ')}`);
  const { currency, locale, ...cfg } = checked;
  const knownAuthorities =
    cfg.knownAuthorities ?? (cfg.authMode === 'oidc' && cfg.authority ? [new URL(cfg.authority).host] : undefined);
  return {
    ...cfg,
    apiBaseUrl: resolveApiBaseUrl(cfg.apiBaseUrl, pageUrl),
    knownAuthorities,
    productName: cfg.productName ?? DEFAULT_PRODUCT_NAME,
    money: { currency: currency ?? DEFAULT_MONEY.currency, locale: locale ?? DEFAULT_MONEY.locale },
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
