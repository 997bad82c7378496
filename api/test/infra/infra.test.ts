/**
 * Holds the infrastructure and the code together: what infra/*.bicep declares (Cosmos containers, blob
 * containers, app settings, roles) is what the API uses and reads; staticwebapp.config.json has the security
 * headers; the Azure entry registers every route with the Functions host.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_CONTAINER_NAMES, personasFromRoles } from '@bar/domain';
import { buildAppConfig, checkBeforeProvision, writeSpaFiles } from '../../../scripts/app-config';
import { parseConfig } from '../../src/config';
import { CONTAINER_LIST, type ContainerDefinition } from '../../src/data/containers';
import { StaticSite, type StaticWebAppConfig } from '../../src/local/static-site';
import { ROUTES } from '../../src/routes';
import { telemetrySettings } from '../../src/telemetry/settings';
import { RESTORE_SESSIONS_CONTAINER } from '../../src/storage/containers';
import { BicepExpression, BicepFor, isExpression, parseBicep, type BicepDeclaration, type BicepValue } from './bicep';

const ROOT = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const MAIN = parseBicep(read('infra/main.bicep'));
const RESOURCES = parseBicep(read('infra/resources.bicep'));

function declaration(decls: BicepDeclaration[], kind: BicepDeclaration['kind'], name: string): BicepDeclaration {
  const found = decls.find((d) => d.kind === kind && d.name === name);
  if (!found) throw new Error(`infra: no ${kind} '${name}'`);
  return found;
}
const variable = (name: string) => declaration(RESOURCES, 'var', name).value;

function resourcesOfType(decls: BicepDeclaration[], type: string): BicepDeclaration[] {
  return decls.filter((d) => d.kind === 'resource' && d.type!.split('@')[0]!.toLowerCase() === type.toLowerCase());
}

function objectOf(value: BicepValue | undefined, what: string): { [key: string]: BicepValue } {
  if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof BicepExpression || value instanceof BicepFor) {
    throw new Error(`infra: ${what} is not an object literal`);
  }
  return value;
}

/** Follows a.b.c through object literals. */
function at(value: BicepValue | undefined, path: string): BicepValue | undefined {
  let cur = value;
  for (const key of path.split('.')) cur = cur && typeof cur === 'object' && !Array.isArray(cur) && !(cur instanceof BicepExpression) && !(cur instanceof BicepFor) ? cur[key] : undefined;
  return cur;
}

describe('infra/main.bicep calls infra/resources.bicep correctly', () => {
  test('every parameter of resources.bicep is passed, and nothing else', () => {
    const module = MAIN.find((d) => d.kind === 'module' && d.type === 'resources.bicep');
    const passed = Object.keys(objectOf(at(module?.value, 'params'), 'the module params')).sort();
    const declared = RESOURCES.filter((d) => d.kind === 'param');
    expect(passed).toEqual(expect.arrayContaining(declared.filter((d) => d.value === undefined).map((d) => d.name)));
    expect(declared.map((d) => d.name).sort()).toEqual(expect.arrayContaining(passed));
  });

  test('every resources.bicep output main.bicep reads exists', () => {
    const outputs = new Set(RESOURCES.filter((d) => d.kind === 'output').map((d) => d.name));
    const used = [...read('infra/main.bicep').matchAll(/resources\.outputs\.(\w+)/g)].map((m) => m[1]!);
    expect(used.filter((name) => !outputs.has(name))).toEqual([]);
  });

  test('main.parameters.json sets parameters main.bicep has, and every required one', () => {
    const values = Object.keys((JSON.parse(read('infra/main.parameters.json')) as { parameters: Record<string, unknown> }).parameters);
    const params = MAIN.filter((d) => d.kind === 'param');
    expect(values.filter((name) => !params.some((p) => p.name === name))).toEqual([]);
    expect(values).toEqual(expect.arrayContaining(params.filter((p) => p.value === undefined).map((p) => p.name)));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Cosmos DB

interface NormalContainer {
  name: string;
  partitionKey: string;
  compositeIndexes: Array<Array<{ path: string; order: string }>>;
}

const normalise = (list: readonly ContainerDefinition[]): NormalContainer[] =>
  list
    .map((c) => ({ name: c.name, partitionKey: c.partitionKey, compositeIndexes: (c.compositeIndexes ?? []).map((ix) => ix.map((p) => ({ path: p.path, order: p.order }))) }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** The containers the Bicep creates: the `cosmosContainers` list, looped over by the one container resource. */
function bicepContainers(decls: BicepDeclaration[]): NormalContainer[] {
  const resources = resourcesOfType(decls, 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers');
  expect(resources).toHaveLength(1);
  const loop = resources[0]!.value;
  if (!(loop instanceof BicepFor)) throw new Error('infra: the Cosmos container resource is not a loop over cosmosContainers');
  expect(loop.iterable.text).toBe('cosmosContainers');
  const item = loop.item;
  // The loop body must take every field from the list, so that the list is the whole truth.
  expect(at(loop.body, 'name')).toEqual(new BicepExpression(`${item}.name`));
  expect(at(loop.body, 'properties.resource.id')).toEqual(new BicepExpression(`${item}.name`));
  expect(at(loop.body, 'properties.resource.partitionKey.paths')).toEqual([new BicepExpression(`${item}.partitionKey`)]);
  expect(at(loop.body, 'properties.resource.partitionKey.kind')).toBe('Hash');
  expect(at(loop.body, 'properties.resource.indexingPolicy.compositeIndexes')).toEqual(new BicepExpression(`${item}.compositeIndexes`));

  const list = declaration(decls, 'var', 'cosmosContainers').value;
  if (!Array.isArray(list)) throw new Error('infra: cosmosContainers is not a list');
  return list
    .map((entry) => {
      const c = objectOf(entry, 'a cosmosContainers entry');
      return { name: c.name as string, partitionKey: c.partitionKey as string, compositeIndexes: c.compositeIndexes as NormalContainer['compositeIndexes'] };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe('Cosmos DB in infra/ is the one api/src/data/containers.ts defines', () => {
  test('the same containers, partition keys and composite indexes', () => {
    expect(bicepContainers(RESOURCES)).toEqual(normalise(CONTAINER_LIST));
  });

  test('a container renamed on either side is caught', () => {
    const renamedInBicep = parseBicep(read('infra/resources.bicep').replace("name: 'orders'", "name: 'order'"));
    expect(bicepContainers(renamedInBicep)).not.toEqual(normalise(CONTAINER_LIST));
    const renamedInCode = CONTAINER_LIST.map((c) => (c.name === 'orders' ? { ...c, name: 'order' } : c));
    expect(bicepContainers(RESOURCES)).not.toEqual(normalise(renamedInCode));
    const otherKey = CONTAINER_LIST.map((c) => (c.name === 'users' ? { ...c, partitionKey: '/id' } : c));
    expect(bicepContainers(RESOURCES)).not.toEqual(normalise(otherKey));
  });

  test('a serverless account that refuses keys, with the database the API is configured for', () => {
    const account = resourcesOfType(RESOURCES, 'Microsoft.DocumentDB/databaseAccounts')[0]!;
    expect(at(account.value, 'properties.disableLocalAuth')).toBe(true);
    expect(at(account.value, 'properties.capabilities')).toEqual([{ name: 'EnableServerless' }]);
    const database = resourcesOfType(RESOURCES, 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases')[0]!;
    expect(at(database.value, 'name')).toEqual(new BicepExpression('cosmosDatabaseName'));
    expect(variable('functionAppSettings')).toMatchObject({ COSMOS_DATABASE: new BicepExpression('cosmosDatabaseName') });
    // main.bicep's default database is the API's default too.
    expect(declaration(MAIN, 'param', 'cosmosDatabaseName').value).toBe(parseConfig(sampleAzureEnv()).COSMOS_DATABASE);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Blob Storage

describe('Blob containers in infra/ are the ones the storage code uses', () => {
  test('image containers, restore sessions and the Flex Consumption deployment container', () => {
    expect(variable('imageContainerNames')).toEqual([...IMAGE_CONTAINER_NAMES]);
    expect(variable('restoreSessionsContainerName')).toBe(RESTORE_SESSIONS_CONTAINER);
    const all = variable('blobContainerNames');
    expect(isExpression(all)).toBe(true);
    for (const part of ['imageContainerNames', 'restoreSessionsContainerName', 'deploymentContainerName']) expect((all as BicepExpression).text).toContain(part);
    const containers = resourcesOfType(RESOURCES, 'Microsoft.Storage/storageAccounts/blobServices/containers');
    expect(containers).toHaveLength(1);
    expect((containers[0]!.value as BicepFor).iterable.text).toBe('blobContainerNames');
    // The Function App deploys its packages into the deployment container.
    const functionApp = resourcesOfType(RESOURCES, 'Microsoft.Web/sites')[0]!;
    const deployTo = at(functionApp.value, 'properties.functionAppConfig.deployment.storage.value');
    expect(isExpression(deployTo) && deployTo.text.includes('${deploymentContainerName}')).toBe(true);
  });

  test('no container name is written into the API code besides those', () => {
    const known = new Set([...IMAGE_CONTAINER_NAMES, RESTORE_SESSIONS_CONTAINER]);
    const literals: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts')) {
          for (const m of readFileSync(path, 'utf8').matchAll(/(?:blobContainer|getContainerClient)\(\s*['"`]([^'"`]+)['"`]/g)) literals.push(m[1]!);
        }
      }
    };
    walk(join(ROOT, 'api', 'src'));
    expect(literals.filter((name) => !known.has(name))).toEqual([]);
  });

  test('shared key access is off', () => {
    const storage = resourcesOfType(RESOURCES, 'Microsoft.Storage/storageAccounts')[0]!;
    expect(at(storage.value, 'properties.allowSharedKeyAccess')).toBe(false);
    expect(at(storage.value, 'properties.allowBlobPublicAccess')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// App settings

/** Settings the Functions host and the telemetry SDK read, not the API's configuration (api/src/config.ts). */
const HOST_SETTINGS = new Set([
  'AzureWebJobsStorage__accountName',
  'APPLICATIONINSIGHTS_CONNECTION_STRING',
  'APPLICATIONINSIGHTS_AUTHENTICATION_STRING',
  'OTEL_SERVICE_NAME',
  'OTEL_TRACES_SAMPLER',
  'OTEL_TRACES_SAMPLER_ARG',
]);

const SAMPLE_GUID = '6d1f0a64-5b8e-4d0b-9a2c-3c1f7e9b2a10';

/** A plausible value for a setting whose value only exists after deployment (a resource property, a parameter). */
function sampleFor(name: string, value: BicepValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = isExpression(value) ? value.text : '';
  const param = /^(?:string\()?([A-Za-z_]\w*)\)?$/.exec(text)?.[1];
  const mainDefault = param ? MAIN.find((d) => d.kind === 'param' && d.name === param)?.value : undefined;
  // A parameter's default in main.bicep ('' means derived at deployment, e.g. the tenant of the subscription).
  if ((typeof mainDefault === 'string' && mainDefault) || typeof mainDefault === 'number') return String(mainDefault);
  if (/(ENDPOINT|_URL)$/.test(name)) return `https://${name.toLowerCase().replace(/_/g, '-')}.example.net/`;
  if (/TENANT_ID|CLIENT_ID/.test(name)) return SAMPLE_GUID;
  if (/AUDIENCE/.test(name)) return 'api://bar-app';
  return `sample-${name.toLowerCase()}`;
}

function appSettings(): { [key: string]: BicepValue } {
  const configs = resourcesOfType(RESOURCES, 'Microsoft.Web/sites/config');
  const appsettings = configs.filter((c) => at(c.value, 'name') === 'appsettings');
  expect(appsettings).toHaveLength(1);
  expect(at(appsettings[0]!.value, 'properties')).toEqual(new BicepExpression('functionAppSettings'));
  return objectOf(variable('functionAppSettings'), 'functionAppSettings');
}

/** The environment the Function App gets, with sample values for what only exists after deployment. */
function sampleAzureEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { WEBSITE_SITE_NAME: 'func-sample', WEBSITE_INSTANCE_ID: 'instance' };
  for (const [name, value] of Object.entries(appSettings())) env[name] = sampleFor(name, value);
  return env;
}

describe('App settings of the Function App are settings api/src/config.ts knows', () => {
  test('the schema drops names it does not know (what the next test relies on)', () => {
    expect(parseConfig({ ...sampleAzureEnv(), NOT_A_SETTING: 'x' })).not.toHaveProperty('NOT_A_SETTING');
  });

  test('every API setting in the Bicep is one the config schema reads', () => {
    const parsed = parseConfig(sampleAzureEnv()) as Record<string, unknown>;
    const unknown = Object.keys(appSettings()).filter((name) => !HOST_SETTINGS.has(name) && !(name in parsed));
    expect(unknown).toEqual([]);
  });

  test('together they are a complete Azure configuration: Entra ID, Cosmos, Storage, OpenAI, the bar', () => {
    const settings = appSettings();
    expect(settings.AUTH_MODE).toBe('entra');
    expect(settings.AI_ENGINE).toBe('azure-openai');
    const cfg = parseConfig(sampleAzureEnv());
    expect(cfg.AUTH_MODE).toBe('entra');
    expect(cfg.AI_ENGINE).toBe('azure-openai');
    for (const name of ['ENTRA_TENANT_ID', 'ENTRA_API_AUDIENCE', 'ENTRA_API_CLIENT_ID', 'COSMOS_ENDPOINT', 'COSMOS_DATABASE', 'AZURE_STORAGE_ACCOUNT_URL', 'AZURE_OPENAI_ENDPOINT', 'AZURE_OPENAI_DEPLOYMENT', 'BAR_TIMEZONE', 'BAR_CURRENCY', 'BAR_LOCALE', 'APPLICATIONINSIGHTS_CONNECTION_STRING']) {
      expect(settings).toHaveProperty(name);
    }
    // No default hides a missing one: these alone are a configuration the API starts with in Azure.
    expect(() => parseConfig(sampleAzureEnv())).not.toThrow();
  });

  test('telemetry is on in Azure: Application Insights through Entra ID, sampled at a known rate (docs/operations.md)', () => {
    expect(telemetrySettings(sampleAzureEnv())).toEqual({ azureMonitor: true, otlp: false });
    expect(appSettings()).toMatchObject({ OTEL_SERVICE_NAME: 'bar-api', OTEL_TRACES_SAMPLER: 'microsoft.rate_limited', OTEL_TRACES_SAMPLER_ARG: '5' });
    // Locally and in the tests it is off unless switched on.
    expect(telemetrySettings({ PATH: '/usr/bin' })).toBeUndefined();
    expect(telemetrySettings({ ...sampleAzureEnv(), OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
  });

  test('never a key: no key settings, no emulator settings, no listKeys()', () => {
    const names = Object.keys(appSettings());
    expect(names.filter((n) => /KEY|SECRET|PASSWORD|CONNECTION_STRING/i.test(n) && n !== 'APPLICATIONINSIGHTS_CONNECTION_STRING')).toEqual([]);
    for (const local of ['COSMOS_KEY', 'COSMOS_ALLOW_SELF_SIGNED', 'COSMOS_PROVISION', 'AZURE_STORAGE_CONNECTION_STRING']) expect(names).not.toContain(local);
    for (const file of ['infra/main.bicep', 'infra/resources.bicep']) expect(read(file)).not.toMatch(/listKeys|listConnectionStrings|listAccountSas|primaryKey|primaryMasterKey/i);
    // Telemetry too is sent with Entra ID: the connection string alone is refused.
    expect(appSettings().APPLICATIONINSIGHTS_AUTHENTICATION_STRING).toBe('Authorization=AAD');
    expect(at(resourcesOfType(RESOURCES, 'Microsoft.Insights/components')[0]!.value, 'properties.DisableLocalAuth')).toBe(true);
    expect(at(resourcesOfType(RESOURCES, 'Microsoft.CognitiveServices/accounts')[0]!.value, 'properties.disableLocalAuth')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Identities and roles

const ROLE_IDS: Record<string, string> = {
  'ba92f5b4-2d11-453d-a403-e96b0029c9fe': 'Storage Blob Data Contributor',
  '5e0bd9bd-7b93-4f28-af87-19fc36ad61bd': 'Cognitive Services OpenAI User',
  '3913510d-42f4-4e42-8a64-420c390055eb': 'Monitoring Metrics Publisher',
  '00000000-0000-0000-0000-000000000002': 'Cosmos DB Built-in Data Contributor',
};

/** principal expression -> role names, from every role assignment (ARM and Cosmos data plane). */
function grantedRoles(): Map<string, string[]> {
  const roleVar = (text: string) => {
    const name = /(\w+RoleId)\b[)}']*$/.exec(text)?.[1];
    const id = name ? variable(name) : undefined;
    return typeof id === 'string' ? (ROLE_IDS[id] ?? id) : text;
  };
  const out = new Map<string, string[]>();
  for (const type of ['Microsoft.Authorization/roleAssignments', 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments']) {
    for (const r of resourcesOfType(RESOURCES, type)) {
      const principal = at(r.value, 'properties.principalId');
      const role = at(r.value, 'properties.roleDefinitionId');
      if (!isExpression(principal) || !isExpression(role)) throw new Error(`infra: ${r.name} needs expressions for principalId and roleDefinitionId`);
      out.set(principal.text, [...(out.get(principal.text) ?? []), roleVar(role.text)]);
    }
  }
  return out;
}

describe('Managed identity instead of keys', () => {
  test("the Function App's system-assigned identity holds the data roles", () => {
    const functionApp = resourcesOfType(RESOURCES, 'Microsoft.Web/sites')[0]!;
    expect(at(functionApp.value, 'identity.type')).toBe('SystemAssigned');
    expect(grantedRoles().get('functionApp.identity.principalId')?.sort()).toEqual(
      ['Cognitive Services OpenAI User', 'Cosmos DB Built-in Data Contributor', 'Monitoring Metrics Publisher', 'Storage Blob Data Contributor'].sort(),
    );
  });

  test('the deploying developer (principalId) gets the same data roles, when given', () => {
    expect(grantedRoles().get('principalId')?.sort()).toEqual(['Cognitive Services OpenAI User', 'Cosmos DB Built-in Data Contributor', 'Storage Blob Data Contributor'].sort());
    for (const r of RESOURCES.filter((d) => d.kind === 'resource' && isExpression(at(d.value, 'properties.principalId'), 'principalId'))) {
      expect(r.condition).toBe('!empty(principalId)');
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Hosting

describe('Hosting: Static Web App with the Function App as its backend', () => {
  test('Flex Consumption on Node 22, the Static Web App (Standard) linked to it, azd service tags', () => {
    const plan = resourcesOfType(RESOURCES, 'Microsoft.Web/serverfarms')[0]!;
    expect(at(plan.value, 'sku')).toEqual({ name: 'FC1', tier: 'FlexConsumption' });
    const functionApp = resourcesOfType(RESOURCES, 'Microsoft.Web/sites')[0]!;
    expect(at(functionApp.value, 'properties.functionAppConfig.runtime')).toEqual({ name: 'node', version: '22' });
    const swa = resourcesOfType(RESOURCES, 'Microsoft.Web/staticSites')[0]!;
    expect(at(swa.value, 'sku.name')).toBe('Standard');
    const backend = resourcesOfType(RESOURCES, 'Microsoft.Web/staticSites/linkedBackends')[0]!;
    expect(at(backend.value, 'properties.backendResourceId')).toEqual(new BicepExpression('functionApp.id'));

    const azureYaml = read('azure.yaml');
    for (const [resource, service, host] of [
      [functionApp, 'api', 'function'],
      [swa, 'web', 'staticwebapp'],
    ] as const) {
      expect(isExpression(at(resource.value, 'tags')) && (at(resource.value, 'tags') as BicepExpression).text).toContain(`'azd-service-name': '${service}'`);
      expect(azureYaml).toMatch(new RegExp(`\\n  ${service}:\\n(    .*\\n)*?    host: ${host}\\n`));
    }
  });

  test('api/host.json and api/package.json are what the Functions host loads', () => {
    const host = JSON.parse(read('api/host.json')) as Record<string, unknown>;
    expect(host.version).toBe('2.0');
    expect(host).toMatchObject({ extensions: { http: { routePrefix: 'api' } } });
    // The host's telemetry in OpenTelemetry form, so that the worker's traces and logs (api/src/telemetry/) join
    // the host's request span in one trace.
    expect(host.telemetryMode).toBe('OpenTelemetry');
    expect(host).not.toHaveProperty('extensionBundle');
    expect((JSON.parse(read('api/package.json')) as { main: string }).main).toBe('dist/main.js');
  });

  test('the Azure entry, built as deployed, registers every route with the host and needs no node_modules', () => {
    const out = mkdtempSync(join(tmpdir(), 'bar-api-bundle-'));
    try {
      const build = spawnSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'api'), env: { ...process.env, API_OUTDIR: out }, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`node api/build.mjs failed: ${build.stderr}`);
      // The Node worker's side of the contract: it answers require('@azure/functions-core') and records functions.
      const probe = `
        const Module = require('module');
        const registered = [];
        const outside = [];
        const hooks = [];
        const core = {
          setProgrammingModel() {},
          registerHook(name, callback) { hooks.push({ name, callback }); return { dispose() {} }; },
          registerFunction(metadata) { registered.push(metadata); return { dispose() {} }; },
          log() {},
        };
        // Every ES module the app loads (the route chunks, telemetry/sdk.mjs).
        const loaded = [];
        Module.registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); loaded.push(found.url); return found; } });
        const load = Module._load;
        Module._load = function (request, ...rest) {
          if (request === '@azure/functions-core') return core;
          if (!Module.isBuiltin(request) && !request.startsWith('.') && !request.startsWith('/')) outside.push(request);
          return load.call(this, request, ...rest);
        };
        require(process.argv[1]);
        // The worker runs the start-up hooks before it lets the host send the first call.
        const appStart = hooks.filter((h) => h.name === 'appStart');
        const results = appStart.map((h) => h.callback({ hookData: {}, appHookData: {}, functionAppDirectory: process.cwd(), hostVersion: '4.0.0' }));
        const returned = results.map((result) => (result && typeof result.then === 'function' ? 'a promise' : 'at once'));
        Promise.all(results).then(() => {
          const hookNames = hooks.map((h) => h.name);
          process.stdout.write(JSON.stringify({ registered, outside, appStart: returned, hookNames, loaded }), () => process.exit(0));
        });
      `;
      type Probe = {
        appStart: string[];
        registered: Array<{ name: string; bindings: Record<string, { type: string; direction: string; route?: string; methods?: string[]; authLevel?: string }> }>;
        outside: string[];
        hookNames: string[];
        loaded: string[];
      };
      const start = (env: NodeJS.ProcessEnv): Probe & { stderr: string } => {
        const run = spawnSync(process.execPath, ['-e', probe, join(out, 'main.js')], { cwd: out, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
        if (run.status !== 0) throw new Error(`loading the bundle failed: ${run.stderr}`);
        return { ...(JSON.parse(run.stdout) as Probe), stderr: run.stderr };
      };
      const { registered, outside, appStart, hookNames, loaded } = start({});
      expect(outside).toEqual([]);
      // The interrupted-restore check must not hold up an instance's first answers (backup/recovery-gate.ts).
      expect(appStart).toEqual(['at once']);
      // Telemetry is off without its settings: no telemetry module is loaded, no hook added.
      expect(loaded.filter((url) => url.includes('/telemetry/'))).toEqual([]);
      expect(hookNames).toEqual(['appStart']);

      // Switched on as in Azure: the bundled OpenTelemetry SDK starts (the collector is not reachable here; its
      // exports fail later, quietly), the worker takes the logs over from the host and the distro its
      // invocation hook; the host waits for it before the first call. Nothing outside the bundle is needed (the
      // distro tries @azure/core-tracing by name and does without).
      const on = start({
        APPLICATIONINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=http://127.0.0.1:9/;LiveEndpoint=http://127.0.0.1:9/',
        APPLICATIONINSIGHTS_STATSBEAT_DISABLED: 'true',
        OTEL_TRACES_SAMPLER: 'microsoft.rate_limited',
        OTEL_TRACES_SAMPLER_ARG: '5',
      });
      expect(on.stderr).not.toMatch(/telemetry could not start/);
      expect(on.loaded.filter((url) => url.endsWith('/telemetry/sdk.mjs'))).toHaveLength(1);
      expect(on.hookNames).toEqual(expect.arrayContaining(['appStart', 'log', 'preInvocation']));
      expect([...on.appStart].sort()).toEqual(['a promise', 'at once']);
      expect(on.outside.filter((name) => name !== '@azure/core-tracing')).toEqual([]);
      const triggers = registered.map((f) => {
        const trigger = Object.values(f.bindings).find((b) => b.type === 'httpTrigger')!;
        return { name: f.name, route: trigger.route, methods: [...(trigger.methods ?? [])].sort(), authLevel: trigger.authLevel };
      });
      // The first function of each route template also answers its CORS preflights (OPTIONS).
      const preflightBy = new Map<string, string>();
      for (const r of ROUTES) if (!preflightBy.has(r.route)) preflightBy.set(r.route, r.name);
      expect(triggers.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        ROUTES.map((r) => ({
          name: r.name,
          route: r.route,
          methods: [...r.methods, ...(preflightBy.get(r.route) === r.name ? ['OPTIONS'] : [])].sort(),
          authLevel: 'anonymous',
        })).sort((a, b) => a.name.localeCompare(b.name)),
      );

      // Minified (whitespace: written as it is, the bundle averages about 40 characters a line), names kept for
      // stack traces, and every file with its source map.
      const deployed = [join(out, 'main.js'), ...readdirSync(join(out, 'app'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs')).map((f) => join(out, 'app', f))];
      let characters = 0;
      let lines = 0;
      for (const file of deployed) {
        const code = readFileSync(file, 'utf8');
        characters += code.length;
        lines += code.split('\n').length;
        expect({ file, map: existsSync(`${file}.map`) }).toEqual({ file, map: true });
      }
      expect(characters / lines).toBeGreaterThan(1000);
      expect(readFileSync(join(out, 'main.js'), 'utf8')).toContain('function lazyHandler(');
      expect(readFileSync(join(out, 'app', 'http', 'edge.mjs'), 'utf8')).toContain('function toAzureHandler(');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('Monitoring: an availability test and alerts', () => {
  const one = (type: string, name: string) => {
    const found = resourcesOfType(RESOURCES, type).find((r) => r.name === name);
    if (!found) throw new Error(`infra: no ${type} '${name}'`);
    return found.value;
  };

  test('GET /api/health through the Static Web App from five places, 200 within 30 s, linked to Application Insights', () => {
    const test = one('Microsoft.Insights/webtests', 'healthTest');
    expect(at(test, 'kind')).toBe('standard');
    expect(at(test, 'properties.Request.RequestUrl')).toEqual(new BicepExpression("'https://${staticWebApp.properties.defaultHostname}/api/health'"));
    expect(at(test, 'properties.ValidationRules.ExpectedHttpStatusCode')).toBe(200);
    expect(at(test, 'properties.Timeout')).toBe(30);
    expect(at(test, 'properties.Locations')).toHaveLength(5);
    expect((at(test, 'tags') as BicepExpression).text).toContain("'hidden-link:${appInsights.id}': 'Resource'");
    const alert = one('Microsoft.Insights/metricAlerts', 'healthAlert');
    expect(at(alert, 'properties.criteria.webTestId')).toEqual(new BicepExpression('healthTest.id'));
  });

  test('alerts on the 5xx rate, on latency and on Cosmos DB throttling (429)', () => {
    const query = (name: string) => String(at((at(one('Microsoft.Insights/scheduledQueryRules', name), 'properties.criteria.allOf') as BicepValue[])[0], 'query'));
    // Each kept row stands for itemCount calls (telemetry is sampled: docs/operations.md): counts are sums of it.
    expect(query('serverErrorsAlert')).toMatch(/total = sum\(itemCount\), failed = sumif\(itemCount, toint\(resultCode\) >= 500\)/);
    expect(query('latencyAlert')).toMatch(/n = sum\(itemCount\), p95 = percentile\(duration, 95\)/);
    const cosmos = one('Microsoft.Insights/metricAlerts', 'cosmosThrottlingAlert');
    expect(at(cosmos, 'properties.scopes')).toEqual([new BicepExpression('cosmos.id')]);
    const criterion = (at(cosmos, 'properties.criteria.allOf') as BicepValue[])[0];
    expect(at(criterion, 'metricName')).toBe('TotalRequests');
    expect(at(criterion, 'dimensions')).toEqual([{ name: 'StatusCode', operator: 'Include', values: ['429'] }]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// staticwebapp.config.json

const SWA = JSON.parse(read('staticwebapp.config.json')) as StaticWebAppConfig & {
  responseOverrides?: Record<string, unknown>;
  routes: Array<{ route: string; headers?: Record<string, string>; allowedRoles?: string[] }>;
};

describe('staticwebapp.config.json', () => {
  const headers = SWA.globalHeaders ?? {};

  test('a strict Content-Security-Policy: no inline or eval scripts, no framing', () => {
    const csp = Object.fromEntries(
      (headers['Content-Security-Policy'] ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name!, values]),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toContain('https://login.microsoftonline.com');
  });

  test('the other security headers', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBeTruthy();
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
  });

  test('navigation fallback, the API route, cached hashed assets, response overrides', () => {
    expect(SWA.navigationFallback?.rewrite).toBe('/index.html');
    expect(SWA.navigationFallback?.exclude).toEqual(expect.arrayContaining(['/api/*', '/assets/*']));
    expect(SWA.routes.find((r) => r.route === '/api/*')).toBeDefined();
    expect(SWA.routes.find((r) => r.route === '/assets/*')?.headers?.['Cache-Control']).toMatch(/max-age=31536000.*immutable/);
    for (const file of ['/index.html', '/app-config.json']) expect(SWA.routes.find((r) => r.route === file)?.headers?.['Cache-Control']).toBe('no-cache');
    expect(Object.keys(SWA.responseOverrides ?? {})).toContain('404');
  });

  test('the local host applies the same file: headers, fallback, asset caching', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bar-swa-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bar</title>');
      writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'export {};');
      const site = new StaticSite(dir, SWA, headers);
      const deepLink = site.serve('/menu/42', {});
      expect(deepLink.status).toBe(200);
      expect(deepLink.body.toString()).toContain('<title>bar</title>');
      expect(deepLink.headers['Content-Security-Policy']).toBe(headers['Content-Security-Policy']);
      expect(deepLink.headers['X-Content-Type-Options']).toBe('nosniff');
      expect(site.serve('/assets/main-abc123.js', {}).headers['Cache-Control']).toMatch(/immutable/);
      expect(site.serve('/assets/missing.js', {}).status).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The SPA's app-config.json in Azure (scripts/app-config.ts)

describe('scripts/app-config.ts', () => {
  const env = { ENTRA_TENANT_ID: SAMPLE_GUID, ENTRA_SPA_CLIENT_ID: '0a1b2c3d-1111-4222-8333-944455566677', ENTRA_API_AUDIENCE: 'api://bar-app' };

  test('writes an Entra configuration the SPA accepts, with the API scope', () => {
    const built = buildAppConfig(env);
    expect(built.problems).toEqual([]);
    expect(built.config).toEqual({
      authMode: 'entra',
      apiBaseUrl: '/api',
      authority: `https://login.microsoftonline.com/${SAMPLE_GUID}`,
      clientId: env.ENTRA_SPA_CLIENT_ID,
      apiScope: 'api://bar-app/access_as_user',
      currency: 'USD',
      locale: 'en-US',
    });
  });

  test("tells the SPA the bar's currency and locale, the same settings the API reads", () => {
    expect(buildAppConfig({ ...env, BAR_CURRENCY: 'EUR', BAR_LOCALE: 'de-DE' }).config).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
    const bad = buildAppConfig({ ...env, BAR_CURRENCY: 'euro', BAR_LOCALE: 'de_DE' }).problems.join('\n');
    expect(bad).toMatch(/BAR_CURRENCY must be an ISO 4217 currency code/);
    expect(bad).toMatch(/BAR_LOCALE must be a BCP 47 locale tag/);
    const settings = appSettings();
    expect(settings.BAR_CURRENCY).toEqual(new BicepExpression('barCurrency'));
    expect(settings.BAR_LOCALE).toEqual(new BicepExpression('barLocale'));
    expect(settings.BAR_DRINKING_AGE).toEqual(new BicepExpression('string(barDrinkingAge)'));
    expect(parseConfig(sampleAzureEnv())).toMatchObject({ BAR_CURRENCY: 'USD', BAR_LOCALE: 'en-US' });
  });

  test('names what is missing or malformed', () => {
    expect(buildAppConfig({}).problems.join('\n')).toMatch(/ENTRA_TENANT_ID[\s\S]*ENTRA_SPA_CLIENT_ID[\s\S]*ENTRA_API_AUDIENCE/);
    expect(buildAppConfig({ ...env, ENTRA_TENANT_ID: 'contoso.onmicrosoft.com' }).problems[0]).toMatch(/ENTRA_TENANT_ID must be a GUID/);
    expect(checkBeforeProvision({})).toEqual([expect.stringMatching(/ENTRA_SPA_CLIENT_ID is not set/)]);
    expect(checkBeforeProvision({ ...env, ENTRA_API_CLIENT_ID: 'not-a-guid' })).toEqual([expect.stringMatching(/ENTRA_API_CLIENT_ID must be a GUID/)]);
  });

  test('puts app-config.json and staticwebapp.config.json into the built SPA', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bar-spa-'));
    try {
      expect(() => writeSpaFiles(dir, buildAppConfig(env).config!)).toThrow(/build the SPA first/);
      writeFileSync(join(dir, 'index.html'), '<!doctype html>');
      writeSpaFiles(dir, buildAppConfig(env).config!);
      expect(JSON.parse(readFileSync(join(dir, 'app-config.json'), 'utf8'))).toMatchObject({ authMode: 'entra' });
      expect(readFileSync(join(dir, 'staticwebapp.config.json'), 'utf8')).toBe(read('staticwebapp.config.json'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// docs/deploy.md and the pipeline

describe('docs/deploy.md and the pipeline', () => {
  test('the app roles the docs define are the ones the API maps to personas', () => {
    const docs = read('docs/deploy.md');
    for (const [role, persona] of [
      ['Customer', 'customer'],
      ['Bartender', 'bartender'],
      ['BarManager', 'bar_manager'],
    ] as const) {
      expect(docs).toContain(`\`${role}\``);
      expect(personasFromRoles([role])).toEqual([persona]);
    }
    expect(docs).toContain('access_as_user');
  });

  test('the workflow tests on Node 22 and signs in to Azure with OpenID Connect only', () => {
    const workflow = read('.github/workflows/ci-deploy.yml');
    expect(workflow).toMatch(/node-version: 22\b/);
    expect(workflow).toContain('.ci/run');
    // Production dependencies are audited where the public registry answers (the mirror here does not).
    expect(workflow).toMatch(/npm audit --omit=dev --audit-level=high/);
    expect(workflow).toMatch(/id-token: write/);
    expect(workflow).toMatch(/client-id: \$\{\{ secrets\.AZURE_CLIENT_ID \}\}/);
    expect(workflow).toContain('skip_app_build: true');
    expect(workflow).not.toMatch(/publish-profile|creds:|client-secret/);
  });
});
