// Lint for every workspace. Boundaries: the SPA and the API both depend on domain/, never on each other; inside
// the API (eslint/api-layers.mjs, on resolved paths), data/ is the bottom (never http/, functions/, the route
// table, the use cases or the hosts), use cases never reach HTTP, the handlers, a store or Cosmos, only data/ (and
// the local host) reaches the Cosmos client, only the route table and the local host import the handlers, and
// import() is used by the files that load code on first use only, only data/ and storage/ import the stores' codes
// (data/errors.ts), an AppError is made by the constructors of api/src/errors.ts only, the settings (config.ts) are
// read by the composition root, the hosts, the edge and the adapters that connect only (the use cases are handed
// them); no import cycles of run-time imports anywhere.
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import cycles from './eslint/no-import-cycles.mjs';
import layers from './eslint/api-layers.mjs';

const SPA_ONLY = { group: ['**/frontend/**', '@bar/frontend'], message: 'Only the SPA imports the SPA.' };
/** Every write of an inventory item moves the catalog's marker (ADR 12): the container is reached in stock.ts only. */
const INVENTORY_WRITES_MESSAGE = "The inventory is written through api/src/data/stock.ts only (inventoryStore, writingStock), so every write moves the catalog's marker.";
const INVENTORY_WRITES = [
  { selector: "CallExpression[callee.name='container'][arguments.0.value='inventory']", message: INVENTORY_WRITES_MESSAGE },
  // A container named by a constant, a template or an expression may be the inventory's: outside stock.ts, name it.
  { selector: "CallExpression[callee.name='container'][arguments.0.type!='Literal']", message: `${INVENTORY_WRITES_MESSAGE} (Name the container with a string literal.)` },
];

/** Repositories own their writes: outside data/ the data is reached through their methods, never their store. */
const STORE_REACH_MESSAGE = "Repositories own their writes: outside api/src/data/ call a repository's method (add one there), never its .store.";
const STORE_REACH = [
  { selector: "MemberExpression[property.name='store']", message: STORE_REACH_MESSAGE },
  { selector: "MemberExpression[computed=true][property.value='store']", message: STORE_REACH_MESSAGE },
  { selector: "ObjectPattern > Property[key.name='store']", message: STORE_REACH_MESSAGE },
  { selector: "ObjectPattern > Property[key.value='store']", message: STORE_REACH_MESSAGE },
];

/**
 * Dependencies are handed in, not fetched: the composition root (api/src/composition.ts) builds them once per
 * process and the edge passes them in the route context (ctx.deps); what runs before any request (the recovery of
 * an interrupted restore) gets them from the host that starts it.
 */
const SINGLETONS_MESSAGE = 'Dependencies are handed in: take them from ctx.deps (built once in api/src/composition.ts), or as a parameter, never from a process-wide singleton.';
const SINGLETON_NAMES = 'repositories|reportsRepository|container|blobService|blobContainer|aiEngine';
const SINGLETONS = [
  { selector: `CallExpression[callee.name=/^(${SINGLETON_NAMES})$/]`, message: SINGLETONS_MESSAGE },
  // By the name it is exported under, whatever it is called here (import { repositories as r }), or through a namespace.
  { selector: `ImportSpecifier[imported.name=/^(${SINGLETON_NAMES})$/]`, message: SINGLETONS_MESSAGE },
  { selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(repositories|reportsRepository|blobService|blobContainer|aiEngine)$/]`, message: SINGLETONS_MESSAGE },
  // ... or through a computed name (ns['blobContainer']()).
  { selector: `CallExpression[callee.type='MemberExpression'][callee.computed=true][callee.property.value=/^(repositories|reportsRepository|blobService|blobContainer|aiEngine)$/]`, message: SINGLETONS_MESSAGE },
  // ... or read as a value to be called later (const get = ns.repositories).
  { selector: `MemberExpression[property.name=/^(repositories|reportsRepository|blobService|blobContainer|aiEngine)$/]:not(CallExpression > MemberExpression.callee)`, message: SINGLETONS_MESSAGE },
  // What is built once per process (a repository, a store, the placer, the menu, the sign-ins) is built by the composition root.
  { selector: 'NewExpression[callee.name=/(Repository|Store|^OrderPlacer|^MenuStock|^SignIns|^CatalogVersion|^CatalogLists|^OrderListRead)$/]', message: SINGLETONS_MESSAGE },
];
/** The one clock is the composition root's (ctx.deps.clock, or a port's `now`/`clock`): nothing else reads the wall clock. */
const WALL_CLOCK = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'The clock is handed in (ctx.deps.clock, or a port): never new Date() outside data/, storage/ and the composition root.' },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'The clock is handed in (ctx.deps.clock, or a port): never Date.now() outside data/, storage/ and the composition root.' },
  // The same through another name: globalThis.Date, Date['now'], an alias of Date.
  { selector: "NewExpression[callee.property.name='Date'][arguments.length=0]", message: 'The clock is handed in (ctx.deps.clock, or a port): never new Date() outside data/, storage/ and the composition root.' },
  { selector: "CallExpression[callee.object.property.name='Date'][callee.property.name='now']", message: 'The clock is handed in (ctx.deps.clock, or a port): never Date.now() outside data/, storage/ and the composition root.' },
  { selector: "MemberExpression[object.name='Date'][property.name='now']:not(CallExpression > MemberExpression.callee)", message: 'The clock is handed in (ctx.deps.clock, or a port): Date.now is not passed around or called another way.' },
  { selector: "MemberExpression[object.name='Date'][computed=true]", message: 'The clock is handed in (ctx.deps.clock, or a port): Date is not read through a computed name.' },
  { selector: "NewExpression[callee.type=/^TS(AsExpression|NonNullExpression|TypeAssertion)$/][callee.expression.name='Date']", message: 'The clock is handed in (ctx.deps.clock, or a port): never new Date() outside data/, storage/ and the composition root, cast or not.' },
  { selector: "MemberExpression[computed=true][property.value='Date']", message: 'The clock is handed in (ctx.deps.clock, or a port): Date is not read through a computed name.' },
  { selector: "VariableDeclarator[init.name='Date'], AssignmentExpression[right.name='Date'], VariableDeclarator[init.property.name='Date']", message: 'The clock is handed in (ctx.deps.clock, or a port): Date is not given another name.' },
  { selector: "CallExpression[callee.name='Date'], CallExpression[callee.property.name='Date']", message: 'The clock is handed in (ctx.deps.clock, or a port): never Date() (the time now, as text) outside data/, storage/ and the composition root.' },
  // The other ways to the time: Date built by Reflect.construct, Date passed as a value to anything, the
  // performance clock, an Intl formatter or Date.prototype method asked for "now" with no date given.
  { selector: "CallExpression[callee.object.name='Reflect'][callee.property.name='construct'][arguments.0.name='Date']", message: 'The clock is handed in (ctx.deps.clock, or a port): never Reflect.construct(Date) outside data/, storage/ and the composition root.' },
  { selector: "CallExpression > Identifier.arguments[name='Date']", message: 'The clock is handed in (ctx.deps.clock, or a port): Date is not handed to another function.' },
  { selector: "MemberExpression[object.name='performance'][property.name=/^(now|timeOrigin)$/], MemberExpression[object.property.name='performance'][property.name=/^(now|timeOrigin)$/]", message: 'The clock is handed in (ctx.deps.clock, or a port): never performance.now() outside the edge, data/, storage/ and the composition root.' },
  { selector: "CallExpression[callee.property.name=/^(format|formatToParts)$/][arguments.length=0][callee.object.type='NewExpression'][callee.object.callee.object.name='Intl']", message: 'The clock is handed in (ctx.deps.clock, or a port): an Intl formatter is given the date to format.' },
];
/**
 * Where the wall clock is still read outside those: the AI's and the edge's rate limits (a per-instance window, not a decision about the bar's day),
 * the edge's request timing and the telemetry.
 */
/** Every source file of the API, whatever its TypeScript extension. */
const API_FILES = 'api/src/**/*.{ts,mts,cts,tsx}';
const WALL_CLOCK_READERS = ['api/src/ai/**', 'api/src/http/**', 'api/src/telemetry/**', 'api/src/platform/rate-limiter.ts'];
const HANDED_IN = ['api/src/data/**', 'api/src/composition.ts', 'api/src/local/**', 'api/src/storage/**'];
/** The composition root is called by the edge (per request) and the hosts (main.ts, local/: before any request) only. */
const ROOT_CALL_MESSAGE = 'Only the edge (api/src/http/edge.ts) and the hosts (api/src/main.ts, api/src/local/) call the composition root: take the dependencies from ctx.deps, or as a parameter.';
const ROOT_CALL = [
  { selector: "CallExpression[callee.name='dependencies']", message: ROOT_CALL_MESSAGE },
  { selector: "CallExpression[callee.property.name='dependencies']", message: ROOT_CALL_MESSAGE },
  { selector: "ImportSpecifier[imported.name='dependencies']", message: ROOT_CALL_MESSAGE },
];
const HOSTS = ['api/src/http/edge.ts', 'api/src/main.ts'];
/** The handlers and the use cases: they keep no state of the process and read no status of a store. */
const DECIDERS = ['api/src/functions/**', ...['orders', 'catalog', 'images', 'users', 'ledger', 'audit', 'backup', 'reports'].map((area) => `api/src/${area}/**`)];
const DECIDER_RULES = [
  { selector: "Program > VariableDeclaration[kind='let'], Program > ExportNamedDeclaration > VariableDeclaration[kind='let']", message: 'Handlers and use cases keep no state of their own between calls: what lives as long as the process is built by the composition root.' },
  { selector: "MemberExpression[property.name='statusCode']", message: "Nothing above data/ and storage/ looks at a database or storage status: a repository translates it into an AppError (api/src/errors.ts)." },
  // An error's code or status compared with a number is the same look at a status by another name.
  { selector: "BinaryExpression[right.type='Literal'][right.raw=/^[1-5][0-9][0-9]$/] > MemberExpression.left[property.name=/^(code|status)$/], BinaryExpression[left.type='Literal'][left.raw=/^[1-5][0-9][0-9]$/] > MemberExpression.right[property.name=/^(code|status)$/]", message: "Nothing above data/ and storage/ looks at a database or storage status: a repository translates it into an AppError (api/src/errors.ts)." },
  // The same by another spelling: a destructured code compared, a list of codes, a switch over codes.
  { selector: "BinaryExpression[right.type='Literal'][right.raw=/^[1-5][0-9][0-9]$/] > Identifier.left[name=/^(code|status|statusCode)$/], BinaryExpression[left.type='Literal'][left.raw=/^[1-5][0-9][0-9]$/] > Identifier.right[name=/^(code|status|statusCode)$/], CallExpression[callee.property.name='includes'][callee.object.type='ArrayExpression'][callee.object.elements.0.raw=/^[1-5][0-9][0-9]$/], SwitchCase[test.raw=/^[1-5][0-9][0-9]$/]", message: "Nothing above data/ and storage/ looks at a database or storage status: a repository translates it into an AppError (api/src/errors.ts)." },
  { selector: "MemberExpression[computed=true][property.value='statusCode']", message: "Nothing above data/ and storage/ looks at a database or storage status: a repository translates it into an AppError (api/src/errors.ts)." },
  { selector: "MemberExpression[object.name='process'], MemberExpression[object.property.name='process'], VariableDeclarator[init.name='process'], VariableDeclarator[init.property.name='process']", message: 'Settings are handed in, not fetched: take them from ctx.deps.settings (the composition root\'s BarSettings) or a port.' },
  { selector: "ImportDeclaration[source.value=/^(@azure\\/functions|node:https?|https?)$/], ImportExpression[source.value=/^(@azure\\/functions|node:https?|https?)$/]", message: 'Handlers and use cases never speak HTTP themselves: the edge (api/src/http/) turns their answers and errors into responses.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', '.data/**', 'bench/results/**', 'bench/.before/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/frontend/**', '@bar/frontend'], message: 'Only the SPA imports the SPA.' }] }],
    },
  },
  { plugins: { local: cycles }, files: ['**/*.{ts,tsx,mts}'], rules: { 'local/no-import-cycles': 'error' } },
  // The API's layers, on the file an import lands on (eslint/api-layers.mjs: which layer may import which).
  // ... and AppErrors made by the constructors of api/src/errors.ts only (eslint/api-layers.mjs).
  { plugins: { layers }, files: [API_FILES], rules: { 'layers/api-layers': 'error', 'layers/error-constructors': 'error', 'no-restricted-imports': ['error', { patterns: [SPA_ONLY] }] } },
  { files: [API_FILES], ignores: ['api/src/data/stock.ts'], rules: { 'no-restricted-syntax': ['error', ...INVENTORY_WRITES] } },
  { files: [API_FILES], ignores: ['api/src/data/**'], rules: { 'no-restricted-syntax': ['error', ...INVENTORY_WRITES, ...STORE_REACH] } },
  { files: [API_FILES], ignores: HANDED_IN, rules: { 'no-restricted-syntax': ['error', ...INVENTORY_WRITES, ...STORE_REACH, ...SINGLETONS, ...ROOT_CALL, ...WALL_CLOCK] } },
  { files: DECIDERS, rules: { 'no-restricted-syntax': ['error', ...INVENTORY_WRITES, ...STORE_REACH, ...SINGLETONS, ...ROOT_CALL, ...WALL_CLOCK, ...DECIDER_RULES] } },
  { files: WALL_CLOCK_READERS, ignores: HOSTS, rules: { 'no-restricted-syntax': ['error', ...INVENTORY_WRITES, ...STORE_REACH, ...SINGLETONS, ...ROOT_CALL] } },
  { files: HOSTS, rules: { 'no-restricted-syntax': ['error', ...INVENTORY_WRITES, ...STORE_REACH, ...SINGLETONS] } },
  {
    // The tests may use the scripts (the stack, the identity provider's client); never the other way round.
    files: ['scripts/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SPA_ONLY, { group: ['**/test/**', '../test', '../../test'], message: 'Scripts and the bench never import the tests: what both need lives in scripts/.' }] },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/api/src/**', '@bar/api'], message: 'The SPA talks to the API over HTTP only.' }] }],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/(^|\\/)api\\/src(\\/|$)|^@bar\\/api/]', message: 'The SPA talks to the API over HTTP only.' }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'domain/ is pure: no I/O, no framework.' })),
          patterns: [{ group: ['node:*', '@azure/*', 'react', '**/api/**', '**/frontend/**'], message: 'domain/ is pure: no I/O, no framework.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
