// The SPA's settings in Azure. Locally the host generates /app-config.json; Static Web Apps serves files, so the
// deploy writes it next to the built SPA, together with staticwebapp.config.json (with a prebuilt app, Static Web
// Apps reads its config file from the uploaded folder only). Values come from the azd environment or, in the
// pipeline, from the repository variables of the same names.
//
//   tsx scripts/app-config.ts check              before provisioning: are the app registrations' ids set?
//   tsx scripts/app-config.ts write [--out DIR]  after the SPA build (DIR: frontend/dist), before the upload
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_MONEY, currencyProblem, localeProblem } from '@bar/domain';

const ROOT = resolve(__dirname, '..');
export const DEFAULT_OUT_DIR = join(ROOT, 'frontend', 'dist');
export const SWA_CONFIG_PATH = join(ROOT, 'staticwebapp.config.json');
/** The delegated scope the API registration exposes (docs/deploy.md). */
export const API_SCOPE_NAME = 'access_as_user';

type Env = Record<string, string | undefined>;

/** What /app-config.json holds (validated by the SPA: frontend/src/config/app-config.ts). */
export interface SpaAppConfig {
  authMode: 'entra';
  apiBaseUrl: string;
  authority: string;
  clientId: string;
  apiScope: string;
  /** How the SPA shows money: BAR_CURRENCY and BAR_LOCALE, the API's settings of the same names. */
  currency: string;
  locale: string;
  productName?: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Setting {
  name: string;
  /** Where the value comes from, for the message when it is missing. */
  source: string;
  check?: (value: string) => string | null;
}

const guid = (value: string) => (GUID.test(value) ? null : 'must be a GUID');
const audience = (value: string) =>
  /^api:\/\/\S+$/.test(value) || GUID.test(value) ? null : 'must be the Application ID URI (api://...) of the API registration';

const API_CLIENT_ID: Setting = { name: 'ENTRA_API_CLIENT_ID', source: 'the API app registration, Overview: Application (client) ID', check: guid };
const API_AUDIENCE: Setting = { name: 'ENTRA_API_AUDIENCE', source: 'the API app registration, Expose an API: Application ID URI', check: audience };
const SPA_CLIENT_ID: Setting = { name: 'ENTRA_SPA_CLIENT_ID', source: 'the SPA app registration, Overview: Application (client) ID', check: guid };
// The API checks the token issuer https://login.microsoftonline.com/<tenant id>/v2.0: a domain name never matches.
const TENANT_ID: Setting = { name: 'ENTRA_TENANT_ID', source: 'Microsoft Entra ID, Overview: Tenant ID (azd sets it after provisioning)', check: guid };

function problems(env: Env, settings: readonly Setting[]): string[] {
  const out: string[] = [];
  for (const s of settings) {
    const value = env[s.name]?.trim();
    if (!value) out.push(`${s.name} is not set (from ${s.source})`);
    else {
      const bad = s.check?.(value);
      if (bad) out.push(`${s.name} ${bad}, got '${value}'`);
    }
  }
  return out;
}

/**
 * Before provisioning: the SPA's client id (no Bicep parameter asks for it, the deploy needs it) and the shape of
 * the ids that are set. The API's ids are required parameters of infra/main.bicep: azd asks for them if unset.
 */
export function checkBeforeProvision(env: Env): string[] {
  const present = [API_CLIENT_ID, API_AUDIENCE, TENANT_ID].filter((s) => env[s.name]?.trim());
  return problems(env, [SPA_CLIENT_ID, ...present]);
}

/** The SPA's /app-config.json for Entra ID, or the list of what is missing. */
export function buildAppConfig(env: Env): { config: SpaAppConfig; problems: [] } | { config?: undefined; problems: string[] } {
  const found = problems(env, [TENANT_ID, SPA_CLIENT_ID, API_AUDIENCE]);
  const currency = env.BAR_CURRENCY?.trim() || DEFAULT_MONEY.currency;
  const locale = env.BAR_LOCALE?.trim() || DEFAULT_MONEY.locale;
  const badCurrency = currencyProblem(currency);
  const badLocale = localeProblem(locale);
  if (badCurrency) found.push(`BAR_CURRENCY ${badCurrency}`);
  if (badLocale) found.push(`BAR_LOCALE ${badLocale}`);
  if (found.length > 0) return { problems: found };
  const tenant = env.ENTRA_TENANT_ID!.trim();
  const authorityHost = (env.ENTRA_AUTHORITY_HOST?.trim() || 'https://login.microsoftonline.com').replace(/\/+$/, '');
  if (!/^https:\/\//.test(authorityHost)) return { problems: [`ENTRA_AUTHORITY_HOST must be an https:// URL, got '${authorityHost}'`] };
  const productName = env.PRODUCT_NAME?.trim();
  return {
    problems: [],
    config: {
      authMode: 'entra',
      apiBaseUrl: env.API_BASE_URL?.trim() || '/api',
      authority: `${authorityHost}/${tenant}`,
      clientId: env.ENTRA_SPA_CLIENT_ID!.trim(),
      apiScope: env.ENTRA_API_SCOPE?.trim() || `${env.ENTRA_API_AUDIENCE!.trim().replace(/\/+$/, '')}/${API_SCOPE_NAME}`,
      currency,
      locale,
      ...(productName ? { productName } : {}),
    },
  };
}

/** Writes app-config.json and staticwebapp.config.json into the built SPA folder. */
export function writeSpaFiles(outDir: string, config: SpaAppConfig, swaConfigPath = SWA_CONFIG_PATH): string[] {
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`${outDir} has no index.html: build the SPA first (npm run build)`);
  }
  const appConfigPath = join(outDir, 'app-config.json');
  writeFileSync(appConfigPath, `${JSON.stringify(config, null, 2)}\n`);
  const swaTarget = join(outDir, 'staticwebapp.config.json');
  copyFileSync(swaConfigPath, swaTarget);
  return [appConfigPath, swaTarget];
}

function fail(lines: string[]): never {
  console.error(['The Azure deployment needs these settings (docs/deploy.md, "Entra ID app registrations"):', ...lines.map((l) => `  - ${l}`)].join('\n'));
  console.error('Set each with `azd env set NAME value` (or as a repository variable for the pipeline).');
  process.exit(1);
}

function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === 'check') {
    const found = checkBeforeProvision(process.env);
    if (found.length > 0) fail(found);
    console.log('Entra ID settings: present.');
    return;
  }
  if (command === 'write') {
    const outIndex = rest.indexOf('--out');
    const outDir = outIndex >= 0 && rest[outIndex + 1] ? resolve(rest[outIndex + 1]!) : DEFAULT_OUT_DIR;
    const built = buildAppConfig(process.env);
    if (!built.config) fail(built.problems);
    const written = writeSpaFiles(outDir, built.config);
    console.log(`Wrote ${written.join(' and ')} (authority ${built.config.authority}, scope ${built.config.apiScope}).`);
    return;
  }
  console.error('Usage: tsx scripts/app-config.ts check | write [--out DIR]');
  process.exit(2);
}

if (require.main === module) main(process.argv.slice(2));
