import { z } from 'zod';
import { parseCorsOrigins } from './http/cors';
import { DEFAULT_GUEST_STOCK_SHARE, DEFAULT_MONEY, MAX_OPEN_DRINKS_PER_GUEST, MAX_OPEN_ORDERS_PER_GUEST, currencyProblem, localeProblem, type MoneySettings } from '@bar/domain';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A comma-separated list of client ids; empty: none. */
const clientIds = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean));

/** A setting checked by one of the domain's rules (which return why a value is wrong, or null). */
const checked = (fallback: string, problem: (value: string) => string | null) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = raw?.trim() || fallback;
      const bad = problem(value);
      if (bad) {
        ctx.addIssue({ code: 'custom', message: bad });
        return z.NEVER;
      }
      return value;
    });

/**
 * Every setting of the API, read once from the environment. A missing or bad setting stops start-up with a
 * message that names it.
 */
const schema = z
  .object({
    AUTH_MODE: z.enum(['dev', 'oidc', 'entra']).default('entra'),
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_AUDIENCE: z.string().min(1).default('api://bar-app'),
    ENTRA_TENANT_ID: z.string().min(1).optional(),
    ENTRA_API_AUDIENCE: z.string().min(1).optional(),
    ENTRA_API_CLIENT_ID: z.string().min(1).optional(),
    /**
     * The SPA's client id (comma-separated, other clients allowed to call the API may follow, e.g. the Azure CLI
     * for operators): a token issued to another client (azp, or appid in v1 tokens) is refused. Empty: not checked.
     */
    ENTRA_SPA_CLIENT_ID: clientIds,
    /** The same for AUTH_MODE=oidc: the client the issuer issues the SPA's tokens to. */
    OIDC_CLIENT_ID: clientIds,
    /**
     * The delegated scope the SPA requests (its full name, e.g. api://bar-app/access_as_user): a user's token must
     * carry its last part in `scp`. Tokens without a delegated scope (app-only: roles only) are not users.
     */
    ENTRA_API_SCOPE: z
      .string()
      .optional()
      .transform((v) => (v?.trim() || 'access_as_user').replace(/\/+$/, '').split('/').pop()!),

    COSMOS_ENDPOINT: z.string().url(),
    COSMOS_KEY: z.string().min(1).optional(),
    COSMOS_DATABASE: z.string().min(1).default('bar'),
    /** Local emulator only: its certificate is self-signed. Never set in Azure. */
    COSMOS_ALLOW_SELF_SIGNED: bool,
    /** Create the database and containers when missing (local); in Azure the infrastructure owns them. */
    COSMOS_PROVISION: bool,

    AZURE_STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
    AZURE_STORAGE_ACCOUNT_URL: z.string().url().optional(),

    BAR_TIMEZONE: z.string().min(1).default('UTC'),
    /** The bar's name on its backups (the zip's manifest and file name). */
    PRODUCT_NAME: z.string().trim().optional(),
    BAR_DAY_START_HOUR: z.coerce.number().int().min(0).max(23).default(6),
    TARGET_POUR_COST: z.coerce.number().gt(0).lt(1).default(0.25),
    /** How money is shown (ISO 4217 code, BCP 47 locale); the SPA gets both through /app-config.json. */
    BAR_CURRENCY: checked(DEFAULT_MONEY.currency, currencyProblem),
    BAR_LOCALE: checked(DEFAULT_MONEY.locale, localeProblem),
    /** The age from which the bar may serve alcohol where it trades (the AI bartender offers younger guests alcohol-free drinks only). */
    BAR_DRINKING_AGE: z.coerce.number().int().min(16).max(25).default(21),
    /** Origins other than the app's own that may call the API from a browser, comma-separated (http/cors.ts). */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((raw, ctx) => {
        try {
          return parseCorsOrigins(raw);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) });
          return z.NEVER;
        }
      }),
    /** Writes (POST, PUT, PATCH, DELETE) one user may send per minute to one instance. */
    WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /**
     * Reads (GET, HEAD) one user may send per minute to one instance: far above what the SPA sends (a poll every
     * 2-3 s, the bursts of page loads), low enough that one user cannot drive the instance for everyone.
     */
    READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Orders one guest may have on the way at once (received, being prepared, ready). */
    OPEN_ORDERS_PER_GUEST: z.coerce.number().int().min(1).max(1000).default(MAX_OPEN_ORDERS_PER_GUEST),
    OPEN_DRINKS_PER_GUEST: z.coerce.number().int().min(1).max(1_000_000).default(MAX_OPEN_DRINKS_PER_GUEST),
    /** The share of what other guests leave of an item that one guest's orders on their way may hold (ADR 29); 1 turns it off. */
    GUEST_STOCK_SHARE: z.coerce.number().gt(0).max(1).default(DEFAULT_GUEST_STOCK_SHARE),

    /** The AI bartender: 'builtin' (offline) or 'azure-openai'; by default Azure OpenAI when an endpoint is set. */
    AI_ENGINE: z.enum(['builtin', 'azure-openai']).optional(),
    AZURE_OPENAI_ENDPOINT: z.string().url().optional(),
    AZURE_OPENAI_DEPLOYMENT: z.string().min(1).optional(),
    /** Optional: without it the Function App's managed identity signs the calls. */
    AZURE_OPENAI_API_KEY: z.string().min(1).optional(),
    AZURE_OPENAI_API_VERSION: z.string().min(1).default('2024-10-21'),
    AZURE_OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    /** AI calls per user and route per minute, per instance; 0 turns the limit off. */
    AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(10_000).default(20),
    /**
     * AI calls of all users together per minute, per instance; 0 turns the limit off. Each call's work is bounded
     * by its request's limits (a 500-character wish, an import of 60 lines), so this bounds the share of the
     * instance the AI routes can take from everyone else.
     */
    AI_INSTANCE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(120),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.AUTH_MODE === 'oidc' && !cfg.OIDC_ISSUER) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'is required when AUTH_MODE=oidc' });
    }
    if (cfg.AUTH_MODE === 'entra') {
      if (!cfg.ENTRA_TENANT_ID) ctx.addIssue({ code: 'custom', path: ['ENTRA_TENANT_ID'], message: 'is required when AUTH_MODE=entra' });
      if (!cfg.ENTRA_API_AUDIENCE) ctx.addIssue({ code: 'custom', path: ['ENTRA_API_AUDIENCE'], message: 'is required when AUTH_MODE=entra' });
    }
    const aiEngine = cfg.AI_ENGINE ?? (cfg.AZURE_OPENAI_ENDPOINT ? 'azure-openai' : 'builtin');
    if (aiEngine === 'azure-openai' && !cfg.AZURE_OPENAI_ENDPOINT) {
      ctx.addIssue({ code: 'custom', path: ['AZURE_OPENAI_ENDPOINT'], message: 'is required when AI_ENGINE=azure-openai' });
    }
    if (aiEngine === 'azure-openai' && !cfg.AZURE_OPENAI_DEPLOYMENT) {
      ctx.addIssue({ code: 'custom', path: ['AZURE_OPENAI_DEPLOYMENT'], message: 'is required when AI_ENGINE=azure-openai' });
    }
    if (!cfg.AZURE_STORAGE_CONNECTION_STRING && !cfg.AZURE_STORAGE_ACCOUNT_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AZURE_STORAGE_ACCOUNT_URL'],
        message: 'or AZURE_STORAGE_CONNECTION_STRING is required',
      });
    }
  });

export type ApiConfig = z.infer<typeof schema>;

/** True when the process runs inside Azure Functions / App Service: the one test of it. */
export function runsInAzure(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.WEBSITE_INSTANCE_ID || env.WEBSITE_SITE_NAME || env.WEBSITE_HOSTNAME);
}

/** True under a Functions host: in Azure, or a local `func start` (which sets FUNCTIONS_WORKER_RUNTIME). */
export function underFunctionsHost(env: NodeJS.ProcessEnv): boolean {
  return runsInAzure(env) || Boolean(env.FUNCTIONS_WORKER_RUNTIME);
}

export function parseConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'setting'} ${i.message}`);
    throw new Error(`Invalid API configuration: ${problems.join('; ')}`);
  }
  if (result.data.AUTH_MODE === 'dev' && runsInAzure(env)) {
    throw new Error('Invalid API configuration: AUTH_MODE=dev is for local development only and refuses to run in Azure');
  }
  return result.data;
}

/** The bar's currency and locale, for every text that shows an amount. */
export function moneySettings(cfg: Pick<ApiConfig, 'BAR_CURRENCY' | 'BAR_LOCALE'>): MoneySettings {
  return { currency: cfg.BAR_CURRENCY, locale: cfg.BAR_LOCALE };
}

let cached: ApiConfig | undefined;

export function config(): ApiConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfig(): void {
  cached = undefined;
}
