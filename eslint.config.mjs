// Lint for every workspace. Boundaries: the SPA and the API both depend on domain/, never on each other; inside
// the API, data/ is the bottom (never http/, functions/ or the use cases), use cases never reach HTTP, the
// handlers or Cosmos, only data/ (and the local host) reaches the Cosmos client, and only the route table and the local host import the handlers; no import cycles anywhere.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import cycles from './eslint/no-import-cycles.mjs';

const SPA_ONLY = { group: ['**/frontend/**', '@bar/frontend'], message: 'Only the SPA imports the SPA.' };
const HANDLERS = { group: ['../functions', '../functions/*', '../../functions/*', './functions/*'], message: 'Only the route table (routes.ts) and the local host import the handlers.' };
/** The Cosmos client is the data layer's: everything above it goes through a repository or a data/ function. */
const COSMOS = { group: ['../data/cosmos', '../../data/cosmos', './data/cosmos', '@azure/cosmos'], message: 'Only data/ (and the local host, which provisions) reaches the Cosmos client: add a repository method or a data/ function.' };
/** The use cases, one folder per area: they decide, over the ports they are handed. */
const USE_CASES = ['orders', 'catalog', 'images', 'users', 'ledger', 'audit', 'backup', 'reports'];
/** The API's layers, each a list of what it must not import (no-restricted-imports replaces, so each zone lists all). */
const API_ZONES = [
  {
    files: ['api/src/data/**/*.ts'],
    patterns: [
      SPA_ONLY,
      HANDLERS,
      {
        group: ['../http', '../http/*', '../composition', ...USE_CASES.flatMap((area) => [`../${area}`, `../${area}/*`])],
        message: 'data/ is the bottom of the API: it never imports http/, the composition root or the use cases.',
      },
    ],
  },
  {
    files: USE_CASES.map((area) => `api/src/${area}/**/*.ts`),
    patterns: [
      SPA_ONLY,
      HANDLERS,
      { group: ['../http', '../http/*'], message: 'Use cases decide; they never see HTTP.' },
      { group: ['@azure/cosmos', '../data/cosmos'], message: 'Use cases reach the database through the repositories (data/).' },
    ],
  },
  {
    files: ['api/src/functions/**/*.ts'],
    patterns: [SPA_ONLY, COSMOS, { group: ['./*', '!./ports'], message: 'A handler module imports no other one: what several build (the use cases\' ports) is in functions/ports.ts.' }],
  },
  {
    files: ['api/src/routes.ts'],
    patterns: [SPA_ONLY, COSMOS],
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/functions/**', 'api/src/routes.ts', 'api/src/local/**', 'api/src/data/**', ...USE_CASES.map((area) => `api/src/${area}/**`)],
    patterns: [SPA_ONLY, HANDLERS, COSMOS],
  },
];

/** Every write of an inventory item moves the catalog's marker (ADR 12): the container is reached in stock.ts only. */
const INVENTORY_WRITES = {
  selector: "CallExpression[callee.name='container'][arguments.0.value='inventory']",
  message: "The inventory is written through api/src/data/stock.ts only (inventoryStore, writingStock), so every write moves the catalog's marker.",
};

/** Repositories own their writes: outside data/ the data is reached through their methods, never their store. */
const STORE_REACH = {
  selector: "MemberExpression[property.name='store']",
  message: "Repositories own their writes: outside api/src/data/ call a repository's method (add one there), never its .store.",
};

/**
 * Dependencies are handed in, not fetched: the composition root (api/src/composition.ts) builds them once per
 * process and the edge passes them in the route context (ctx.deps); what runs before any request (the recovery of
 * an interrupted restore) gets them from the host that starts it.
 */
const SINGLETONS = {
  selector: 'CallExpression[callee.name=/^(repositories|reportsRepository|container|blobService|blobContainer|aiEngine)$/]',
  message: 'Dependencies are handed in: take them from ctx.deps (built once in api/src/composition.ts), or as a parameter, never from a process-wide singleton.',
};
const HANDED_IN = ['api/src/data/**', 'api/src/composition.ts', 'api/src/local/**', 'api/src/storage/**'];
/** The composition root is called by the edge (per request) and the hosts (main.ts, local/: before any request) only. */
const ROOT_CALL = {
  selector: "CallExpression[callee.name='dependencies']",
  message: 'Only the edge (api/src/http/edge.ts) and the hosts (api/src/main.ts, api/src/local/) call the composition root: take the dependencies from ctx.deps, or as a parameter.',
};
const HOSTS = ['api/src/http/edge.ts', 'api/src/main.ts'];

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
  ...API_ZONES.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  { files: ['api/src/**/*.ts'], ignores: ['api/src/data/stock.ts'], rules: { 'no-restricted-syntax': ['error', INVENTORY_WRITES] } },
  { files: ['api/src/**/*.ts'], ignores: ['api/src/data/**'], rules: { 'no-restricted-syntax': ['error', INVENTORY_WRITES, STORE_REACH] } },
  { files: ['api/src/**/*.ts'], ignores: HANDED_IN, rules: { 'no-restricted-syntax': ['error', INVENTORY_WRITES, STORE_REACH, SINGLETONS, ROOT_CALL] } },
  { files: HOSTS, rules: { 'no-restricted-syntax': ['error', INVENTORY_WRITES, STORE_REACH, SINGLETONS] } },
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
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', '@azure/*', 'react', '**/api/**', '**/frontend/**'], message: 'domain/ is pure: no I/O, no framework.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
