// The API's layers and the no-cycle rule are kept by lint (eslint.config.mjs, eslint/): these probes show that
// lint fails when a forbidden import, a fetched dependency or a cycle is added, however the import is spelt.
// Every probe is linted by one ESLint instance in one child process (it loads its ESM config), before the tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { texts, files } = JSON.parse(input);
const out = {};
for (const { key, filePath, code } of texts) {
  const [result] = await eslint.lintText(code, { filePath });
  out[key] = result.messages.map((m) => m.ruleId + ': ' + m.message);
}
for (const { key, filePath } of files) {
  const [result] = await eslint.lintFiles([filePath]);
  out[key] = result.messages.map((m) => m.ruleId + ': ' + m.message);
}
process.stdout.write(JSON.stringify(out));
`;

type Probe = { path: string; code: string };
const texts = new Map<string, Probe>();
const files = new Map<string, string>();
let found: Record<string, string[]> = {};

/** Registers a probe (linted in beforeAll); `lintOf(key)` is what lint said of it. */
const probe = (key: string, path: string, code: string) => void texts.set(key, { path, code });
const file = (key: string, path: string) => void files.set(key, path);
const lintOf = (key: string): string[] => {
  if (!(key in found)) throw new Error(`no probe ${key}`);
  return found[key]!;
};

/** The use cases' folders (USE_CASES in eslint/api-layers.mjs): each is probed, so a folder left out fails here. */
const USE_CASES = ['orders', 'catalog', 'images', 'users', 'ledger', 'audit', 'backup', 'reports'];

const LAYERS = 'layers/api-layers';
const SYNTAX = 'no-restricted-syntax';
const has = (...patterns: RegExp[]) => expect.arrayContaining(patterns.map((p) => expect.stringMatching(p)));
const only = (...patterns: RegExp[]) => patterns.map((p) => expect.stringMatching(p));
const rule = (id: string, message: RegExp) => new RegExp(`^${id.replace('/', '\\/')}: .*${message.source}`);

const DATA = /data\/ is the bottom of the API/;
const HTTP = /they never see HTTP/;
const HANDLERS = /Only the route table \(routes\.ts\) and the local host import the handlers/;
const HANDLER_TO_HANDLER = /A handler module imports no other one/;
const COSMOS_UC = /Use cases reach the database through the repositories/;
const COSMOS = /Only data\/ .*reaches the Cosmos client/;
const STORE = /a store \(CosmosStore\) and the stock writes \(data\/stock.ts\) are data\/'s own/;
const STATUS = /Nothing above data\/ looks at a database or storage status/;
const DYNAMIC = /import\(\) loads code on first use/;
const HANDED_IN = /Dependencies are handed in/;
const ROOT_CALL = /Only the edge .* and the hosts .* call the composition root/;
const STORE_REACH = /Repositories own their writes/;
const INVENTORY = /The inventory is written through api\/src\/data\/stock\.ts only/;
const CLOCK = /The clock is handed in/;

// --- data/ is the bottom
for (const area of USE_CASES) probe(`data->${area}`, 'api/src/data/lint-probe.ts', `import * as p from '../${area}/probe';\nexport { p };\n`);
probe('data->root', 'api/src/data/lint-probe.ts', "import { dependencies } from '../composition';\nexport const p = dependencies;\n");
probe('data->http', 'api/src/data/lint-probe.ts', "import { parseBody } from '../http/validate';\nexport const p = parseBody;\n");
probe('data->http through node_modules', 'api/src/data/lint-probe.ts', "import { parseBody } from '../../../node_modules/@bar/api/src/http/validate';\nexport const p = parseBody;\n");
probe('data->http spelt ./..', 'api/src/data/lint-probe.ts', "import { parseBody } from './../http/validate';\nexport const p = parseBody;\n");
probe('data->http by import()', 'api/src/data/lint-probe.ts', "export const p = () => import('../http/edge');\n");
probe('data->handlers', 'api/src/data/lint-probe.ts', "import { ordersList } from '../functions/orders';\nexport const p = ordersList;\n");
probe('data->routes', 'api/src/data/lint-probe.ts', "import { ROUTES } from '../routes';\nexport const p = ROUTES;\n");
probe('data->local host', 'api/src/data/lint-probe.ts', "import * as host from '../local/host';\nexport const p = host;\n");
probe('data->ai', 'api/src/data/lint-probe.ts', "import * as ai from '../ai';\nexport const p = ai;\n");
probe('data/sub->use case', 'api/src/data/sub/lint-probe.ts', "import { currentDates } from '../../orders/dates';\nexport const p = currentDates;\n");
probe('data->errors', 'api/src/data/lint-probe.ts', "import { conflict } from '../errors';\nexport const p = conflict;\n");

test('data/ is the bottom: no use case of any area, HTTP, handler, route table, host, AI or composition root, however spelt', () => {
  for (const area of USE_CASES) expect(lintOf(`data->${area}`)).toEqual(only(rule(LAYERS, DATA)));
  expect(lintOf('data->root')).toEqual(only(rule(LAYERS, DATA)));
  for (const key of ['data->http', 'data->http through node_modules', 'data->http spelt ./..', 'data->local host', 'data->ai', 'data/sub->use case']) expect(lintOf(key)).toEqual(only(rule(LAYERS, DATA)));
  expect(lintOf('data->http by import()')).toEqual(has(rule(LAYERS, DYNAMIC), rule(LAYERS, DATA)));
  expect(lintOf('data->handlers')).toEqual(only(rule(LAYERS, HANDLERS)));
  expect(lintOf('data->routes')).toEqual(only(rule(LAYERS, HANDLERS)));
  expect(lintOf('data->errors')).toEqual([]);
});

// --- the use cases
const USE_CASE_IMPORTS: Array<[string, string, RegExp[]]> = [
  ['http', "import { parseBody } from '../http/validate';\nexport const p = parseBody;\n", [HTTP]],
  ['handler', "import { routes } from '../functions/orders';\nexport const p = routes;\n", [HANDLERS]],
  ['cosmos package', "import type { Container } from '@azure/cosmos';\nexport type P = Container;\n", [COSMOS_UC]],
  ['cosmos client', "import { cosmosDatabase } from '../data/cosmos';\nexport const p = cosmosDatabase;\n", [COSMOS_UC]],
];
for (const area of USE_CASES) for (const [name, code] of USE_CASE_IMPORTS) probe(`${area}->${name}`, `api/src/${area}/lint-probe.ts`, code);
probe('use case->http by import()', 'api/src/orders/lint-probe.ts', "export const p = () => import('../http/edge');\n");
probe('use case/sub->http', 'api/src/orders/sub/lint-probe.ts', "import { parseBody } from '../../http/validate';\nexport const p = parseBody;\n");
probe('use case/sub->cosmos', 'api/src/orders/sub/lint-probe.ts', "import { cosmosDatabase } from '../../data/cosmos';\nexport const p = cosmosDatabase;\n");
probe('use case->cosmos.js', 'api/src/orders/lint-probe.ts', "import { cosmosDatabase } from '../data/cosmos.js';\nexport const p = cosmosDatabase;\n");
probe('use case->cosmos by import()', 'api/src/orders/lint-probe.ts', "export const p = () => import('@azure/cosmos');\n");
probe('use case->CosmosStore', 'api/src/orders/lint-probe.ts', "import { CosmosStore } from '../data/store';\nexport const p = CosmosStore;\n");
probe('use case->store types', 'api/src/orders/lint-probe.ts', "import type { Versioned } from '../data/store';\nexport type P = Versioned<string>;\n");
probe('use case->statusOf', 'api/src/orders/lint-probe.ts', "import { statusOf } from '../data/errors';\nexport const p = statusOf;\n");
probe('restore lock->statusOf', 'api/src/backup/lock.ts', "import { statusOf } from '../data/errors';\nexport const p = statusOf;\n");
probe('use case->http by absolute path', 'api/src/orders/lint-probe.ts', `import { parseBody } from '${ROOT}/api/src/http/validate';\nexport const p = parseBody;\n`);
probe('use case->http by require template', 'api/src/orders/lint-probe.ts', 'export const p = () => require(`../http/edge`);\n');
probe('use case->require of a variable', 'api/src/orders/lint-probe.ts', "const where = '../http/edge';\nexport const p = () => require(where);\n");
probe('use case->http by import =', 'api/src/orders/lint-probe.ts', "import edge = require('../http/edge');\nexport const p = edge;\n");
probe('use case->http by the package name', 'api/src/orders/lint-probe.ts', "import { parseBody } from '@bar/api/src/http/validate';\nexport const p = parseBody;\n");
probe('use case->an alias of require', 'api/src/orders/lint-probe.ts', "const r = require;\nexport const p = () => r('../http/edge');\n");
probe('use case->process.mainModule.require', 'api/src/orders/lint-probe.ts', "export const p = () => process.mainModule?.require('../http/edge');\n");
probe('use case->module.require', 'api/src/orders/lint-probe.ts', "export const p = () => module.require('../http/edge');\n");
probe('use case->createRequire', 'api/src/orders/lint-probe.ts', "import { createRequire } from 'node:module';\nexport const p = () => createRequire(__filename)('../http/edge');\n");
probe('ai->http', 'api/src/ai/lint-probe.ts', "import { parseBody } from '../http/validate';\nexport const p = parseBody;\n");
probe('a new folder', 'api/src/util/lint-probe.ts', "import { parseBody } from '../http/validate';\nexport const p = parseBody;\n");
probe('a use case in .mts', 'api/src/orders/lint-probe.mts', "import { parseBody } from '../http/validate';\nexport const p = parseBody;\n");
probe('storage->http', 'api/src/storage/lint-probe.ts', "import { parseBody } from '../http/validate';\nexport const p = parseBody;\n");
probe('platform->use case', 'api/src/platform/lint-probe.ts', "import { currentDates } from '../orders/dates';\nexport const p = currentDates;\n");
probe('use case->Blob SDK', 'api/src/images/lint-probe.ts', "import { BlobServiceClient } from '@azure/storage-blob';\nexport const p = BlobServiceClient;\n");
probe('use case->stock writes', 'api/src/ledger/lint-probe.ts', "import { applyOnce } from '../data/stock';\nexport const p = applyOnce;\n");
probe('use case->stock types', 'api/src/ledger/lint-probe.ts', "import type { StoredInventoryItem } from '../data/stock';\nexport type P = StoredInventoryItem;\n");
probe('use case->Blob SDK types', 'api/src/images/lint-probe.ts', "import type { ContainerClient } from '@azure/storage-blob';\nexport type P = ContainerClient;\n");
probe('restore->Blob SDK', 'api/src/backup/lint-probe.ts', "import { BlobServiceClient } from '@azure/storage-blob';\nexport const p = BlobServiceClient;\n");
probe('restore->Blob SDK types', 'api/src/backup/lint-probe.ts', "import type { ContainerClient } from '@azure/storage-blob';\nexport type P = ContainerClient;\n");
probe('restore->its store port', 'api/src/backup/lint-probe.ts', "import type { KeyedStore } from '../storage/keyed-store';\nexport type P = KeyedStore;\n");
probe('module state in a use case', 'api/src/orders/lint-probe.ts', 'let calls = 0;\nexport const p = () => ++calls;\n');
probe('a status read in a handler', 'api/src/functions/lint-probe.ts', 'export const p = (e: { statusCode?: number }) => e.statusCode === 404;\n');
probe('exported module state in a use case', 'api/src/orders/lint-probe.ts', 'export let calls = 0;\nexport const p = () => ++calls;\n');
probe('an error code compared in a use case', 'api/src/orders/lint-probe.ts', 'export const p = (e: { code?: number }) => e.code === 412;\n');
probe('a status compared the other way round', 'api/src/catalog/lint-probe.ts', 'export const p = (e: { status?: number }) => 409 !== e.status;\n');
probe('an order status compared in a use case', 'api/src/orders/lint-probe.ts', "export const p = (o: { status: string }) => o.status === 'ready';\n");
probe('the environment read in a use case', 'api/src/backup/lint-probe.ts', 'export const p = () => process.env.PRODUCT_NAME;\n');
probe('the environment by globalThis', 'api/src/orders/lint-probe.ts', 'export const p = () => globalThis.process.env.PRODUCT_NAME;\n');
probe('the environment destructured', 'api/src/reports/lint-probe.ts', 'const { env } = process;\nexport const p = () => env.PRODUCT_NAME;\n');
probe('a status read by a computed name', 'api/src/orders/lint-probe.ts', "export const p = (e: Record<string, unknown>) => e['statusCode'];\n");
probe('a destructured code compared', 'api/src/orders/lint-probe.ts', 'export const p = (err: { code?: number }) => { const { code } = err; return code === 412; };\n');
probe('a list of codes', 'api/src/orders/lint-probe.ts', 'export const p = (err: { code?: number }) => [409, 412].includes(err.code ?? 0);\n');
probe('a switch over codes', 'api/src/catalog/lint-probe.ts', "export const p = (err: { code?: number }) => { switch (err.code) { case 404: return 'gone'; default: return 'other'; } };\n");
probe('a cast Date', 'api/src/orders/lint-probe.ts', 'export const p = () => new (Date as DateConstructor)().toISOString();\n');
probe('a singleton read to call later', 'api/src/functions/lint-probe.ts', "import * as repos from '../data/repositories';\nconst get = repos.repositories;\nexport const p = () => get;\n");
probe('HTTP types in a use case', 'api/src/orders/lint-probe.ts', "import { HttpResponse } from '@azure/functions';\nexport const p = () => new HttpResponse({ status: 200 });\n");
probe('node:http in a handler', 'api/src/functions/lint-probe.ts', "import { STATUS_CODES } from 'node:http';\nexport const p = () => STATUS_CODES[404];\n");
probe('Date() as text', 'api/src/reports/lint-probe.ts', 'export const p = () => Date();\n');
probe('use case->routes', 'api/src/orders/lint-probe.ts', "import { ROUTES } from '../routes';\nexport const p = ROUTES;\n");
probe('use case->local host', 'api/src/orders/lint-probe.ts', "import * as host from '../local/host';\nexport const p = host;\n");
probe('use case->root types', 'api/src/orders/lint-probe.ts', "import type { Dependencies } from '../composition';\nexport type P = Dependencies;\n");

test('the use cases of every area never import HTTP, the handlers, the route table, a host, a store or Cosmos, however spelt', () => {
  for (const area of USE_CASES) for (const [name, , messages] of USE_CASE_IMPORTS) expect(lintOf(`${area}->${name}`)).toEqual(only(...messages.map((m) => rule(LAYERS, m))));
  expect(lintOf('use case->http by import()')).toEqual(has(rule(LAYERS, DYNAMIC), rule(LAYERS, HTTP)));
  expect(lintOf('use case/sub->http')).toEqual(only(rule(LAYERS, HTTP)));
  expect(lintOf('use case/sub->cosmos')).toEqual(only(rule(LAYERS, COSMOS_UC)));
  expect(lintOf('use case->cosmos.js')).toEqual(only(rule(LAYERS, COSMOS_UC)));
  expect(lintOf('use case->cosmos by import()')).toEqual(has(rule(LAYERS, DYNAMIC), rule(LAYERS, COSMOS_UC)));
  expect(lintOf('use case->CosmosStore')).toEqual(only(rule(LAYERS, STORE)));
  expect(lintOf('use case->store types')).toEqual([]);
  expect(lintOf('use case->statusOf')).toEqual(only(rule(LAYERS, STATUS)));
  expect(lintOf('use case->http by absolute path')).toEqual(only(rule(LAYERS, HTTP)));
  expect(lintOf('use case->http by require template')).toEqual(has(rule(LAYERS, HTTP)));
  expect(lintOf('use case->require of a variable')).toEqual(has(rule(LAYERS, /require\(\) takes a literal path/)));
  expect(lintOf('use case->http by import =')).toEqual(has(rule(LAYERS, HTTP)));
  expect(lintOf('use case->http by the package name')).toEqual(only(rule(LAYERS, HTTP)));
  for (const key of ['use case->an alias of require', 'use case->process.mainModule.require', 'use case->module.require', 'use case->createRequire']) expect(lintOf(key)).toEqual(has(rule(LAYERS, /require\(\) takes a literal path/)));
  // Nor through the adapters under them: those import nothing above themselves.
  expect(lintOf('storage->http')).toEqual(only(rule(LAYERS, /serve the layers above them and import none of them/)));
  expect(lintOf('ai->http')).toEqual(only(rule(LAYERS, /serve the layers above them and import none of them/)));
  expect(lintOf('a new folder')).toEqual(only(rule(LAYERS, /a place the API's layers do not know/)));
  expect(lintOf('a use case in .mts')).toEqual(has(rule(LAYERS, HTTP)));
  expect(lintOf('platform->use case')).toEqual(only(rule(LAYERS, /serve the layers above them and import none of them/)));
  expect(lintOf('use case->Blob SDK')).toEqual(only(rule(LAYERS, /reach Blob Storage through storage/)));
  expect(lintOf('use case->Blob SDK types')).toEqual([]);
  expect(lintOf('use case->stock writes')).toEqual(only(rule(LAYERS, STORE)));
  expect(lintOf('use case->stock types')).toEqual([]);
  // The restore not even its types: its journal, sessions and lock run over the store port (storage/keyed-store.ts).
  expect(lintOf('restore->Blob SDK')).toEqual(only(rule(LAYERS, /reaches Blob Storage through its port/)));
  expect(lintOf('restore->Blob SDK types')).toEqual(only(rule(LAYERS, /reaches Blob Storage through its port/)));
  expect(lintOf('restore->its store port')).toEqual([]);
  expect(lintOf('module state in a use case')).toEqual(only(rule(SYNTAX, /keep no state of their own/)));
  expect(lintOf('a status read in a handler')).toEqual(only(rule(SYNTAX, /Nothing above data\/ and storage\/ looks at a database or storage status/)));
  expect(lintOf('exported module state in a use case')).toEqual(only(rule(SYNTAX, /keep no state of their own/)));
  for (const key of ['an error code compared in a use case', 'a status compared the other way round']) expect(lintOf(key)).toEqual(only(rule(SYNTAX, /Nothing above data\/ and storage\/ looks at a database or storage status/)));
  expect(lintOf('an order status compared in a use case')).toEqual([]);
  expect(lintOf('the environment read in a use case')).toEqual(only(rule(SYNTAX, /Settings are handed in, not fetched/)));
  for (const key of ['the environment by globalThis', 'the environment destructured']) expect(lintOf(key)).toEqual(has(rule(SYNTAX, /Settings are handed in, not fetched/)));
  expect(lintOf('a status read by a computed name')).toEqual(only(rule(SYNTAX, /Nothing above data\/ and storage\/ looks at a database or storage status/)));
  for (const key of ['a destructured code compared', 'a list of codes', 'a switch over codes']) expect(lintOf(key)).toEqual(has(rule(SYNTAX, /Nothing above data\/ and storage\/ looks at a database or storage status/)));
  expect(lintOf('a cast Date')).toEqual(has(rule(SYNTAX, CLOCK)));
  expect(lintOf('a singleton read to call later')).toEqual(has(rule(SYNTAX, HANDED_IN)));
  for (const key of ['HTTP types in a use case', 'node:http in a handler']) expect(lintOf(key)).toEqual(has(rule(SYNTAX, /never speak HTTP themselves/)));
  expect(lintOf('Date() as text')).toEqual(only(rule(SYNTAX, CLOCK)));
  // The restore's lock, journal and sessions too: they ask storage/conditional.ts what Blob Storage answered.
  expect(lintOf('restore lock->statusOf')).toEqual(only(rule(LAYERS, STATUS)));
  expect(lintOf('use case->routes')).toEqual(only(rule(LAYERS, HANDLERS)));
  expect(lintOf('use case->local host')).toEqual(only(rule(LAYERS, HTTP)));
  expect(lintOf('use case->root types')).toEqual([]);
});

// --- the handlers
probe('handler->handler', 'api/src/functions/lint-probe.ts', "import { routes } from './orders';\nexport const p = routes;\n");
probe('handler->handler by ../functions', 'api/src/functions/lint-probe.ts', "import { routes } from '../functions/orders';\nexport const p = routes;\n");
probe('handler->ports', 'api/src/functions/lint-probe.ts', "import { catalogPorts } from './ports';\nexport const p = catalogPorts;\n");
probe('handler->routes', 'api/src/functions/lint-probe.ts', "import { ROUTES } from '../routes';\nexport const p = ROUTES;\n");
probe('storage->handler spelt ./..', 'api/src/storage/lint-probe.ts', "import { routes } from './../functions/orders';\nexport const p = routes;\n");
probe('src->handler by import()', 'api/src/lint-probe.ts', "export const p = () => import('./functions/orders');\n");
probe('src->handler', 'api/src/lint-probe.ts', "import { routes } from './functions/orders';\nexport const p = routes;\n");
probe('auth->routes', 'api/src/auth/lint-probe.ts', "import { ROUTES } from '../routes';\nexport const p = ROUTES;\n");
probe('audit->handler', 'api/src/audit/lint-probe.ts', "import { routes } from '../functions/orders';\nexport const p = routes;\n");
probe('ports elsewhere', 'api/src/orders/lint-probe.ts', "import { catalogPorts } from '../functions/ports';\nexport const p = catalogPorts;\n");
probe('routes->handler', 'api/src/routes.ts', "import { routes } from './functions/orders';\nexport const ROUTES = routes;\n");
probe('local->routes', 'api/src/local/lint-probe.ts', "import { ROUTES } from '../routes';\nexport const p = ROUTES;\n");
probe('routes->azure functions', 'api/src/routes-probe.ts', "import { app } from '@azure/functions';\nexport const p = app;\n");

test('only the route table and the local host import the handlers; a handler imports no other one but functions/ports.ts', () => {
  expect(lintOf('handler->handler')).toEqual(only(rule(LAYERS, HANDLER_TO_HANDLER)));
  expect(lintOf('handler->handler by ../functions')).toEqual(only(rule(LAYERS, HANDLER_TO_HANDLER)));
  expect(lintOf('handler->ports')).toEqual([]);
  expect(lintOf('handler->routes')).toEqual(only(rule(LAYERS, HANDLERS)));
  expect(lintOf('storage->handler spelt ./..')).toEqual(only(rule(LAYERS, HANDLERS)));
  expect(lintOf('src->handler by import()')).toEqual(has(rule(LAYERS, DYNAMIC), rule(LAYERS, HANDLERS)));
  expect(lintOf('src->handler')).toEqual(only(rule(LAYERS, HANDLERS)));
  expect(lintOf('auth->routes')).toEqual(only(rule(LAYERS, HANDLERS)));
  expect(lintOf('audit->handler')).toEqual(only(rule(LAYERS, HANDLERS)));
  expect(lintOf('ports elsewhere')).toEqual(only(rule(LAYERS, HANDLERS)));
  expect(lintOf('routes->handler')).toEqual([]);
  expect(lintOf('local->routes')).toEqual([]);
  expect(lintOf('routes->azure functions')).toEqual([]);
});

// --- the Cosmos client and import()
const COSMOS_PROBE = "import { container } from '../data/cosmos';\nexport const p = () => container('audit');\n";
probe('cosmos<-functions', 'api/src/functions/lint-probe.ts', COSMOS_PROBE);
probe('cosmos<-audit', 'api/src/audit/lint-probe.ts', COSMOS_PROBE);
probe('cosmos<-local', 'api/src/local/lint-probe.ts', COSMOS_PROBE);
probe('cosmos<-data', 'api/src/data/lint-probe-cosmos.ts', COSMOS_PROBE.replace("'../data/cosmos'", "'./cosmos'"));
probe('import() in a handler', 'api/src/functions/lint-probe.ts', "export const p = () => import('../ai');\n");
probe('import() in data', 'api/src/data/lint-probe.ts', "export const p = () => import('@azure/cosmos');\n");

test('only data/ (and the local host) reaches the Cosmos client; import() only where code is loaded on first use', () => {
  expect(lintOf('cosmos<-functions')).toEqual(has(rule(LAYERS, COSMOS)));
  expect(lintOf('cosmos<-audit')).toEqual(has(rule(LAYERS, COSMOS_UC)));
  expect(lintOf('cosmos<-local')).toEqual([]);
  expect(lintOf('cosmos<-data')).toEqual([]);
  expect(lintOf('import() in a handler')).toEqual(only(rule(LAYERS, DYNAMIC)));
  expect(lintOf('import() in data')).toEqual(only(rule(LAYERS, DYNAMIC)));
});

// --- the cycles
const CYCLE_DIR = join(ROOT, 'api', 'src', `.cycle-probe-${process.pid}`);
const CYCLE_FILES: Record<string, string> = {
  'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
  'b.ts': "import { a } from './a';\nexport const b = () => a();\n",
  // Types only, whichever way it is written: gone when compiled, so no cycle.
  'c.ts': "import type { d } from './d';\nexport const c = (x: typeof d) => x;\n",
  'd.ts': "import { c } from './c';\nexport const d = c;\n",
  'e.ts': "import { type F } from './f';\nexport type E = F;\nexport const e = 1;\n",
  'f.ts': "import { type E } from './e';\nexport type F = E;\nexport const f = 2;\n",
  // A multi-line import after a comment with an apostrophe, on both sides: still a cycle.
  'g.ts': "// the guest's side\nimport {\n  h,\n} from './h';\nexport const g = () => h();\n",
  'h.ts': "// the host's side\nimport {\n  g,\n} from './g';\nexport const h = () => g();\n",
};
for (const name of Object.keys(CYCLE_FILES)) file(`cycle ${name}`, join(CYCLE_DIR, name));

test('an import cycle of run-time imports fails lint, however the imports are written; imports of types alone make none', () => {
  expect(lintOf('cycle a.ts')).toEqual([expect.stringMatching(/^local\/no-import-cycles: Import cycle: .*a\.ts -> .*b\.ts -> .*a\.ts$/)]);
  expect(lintOf('cycle b.ts')).toEqual([expect.stringMatching(/Import cycle:/)]);
  for (const name of ['c.ts', 'd.ts', 'e.ts', 'f.ts']) expect(lintOf(`cycle ${name}`)).toEqual([]);
  expect(lintOf('cycle g.ts')).toEqual([expect.stringMatching(/^local\/no-import-cycles: Import cycle: .*g\.ts -> .*h\.ts -> .*g\.ts$/)]);
  expect(lintOf('cycle h.ts')).toEqual([expect.stringMatching(/Import cycle:/)]);
});

// --- the inventory's writes
probe('inventory<-data', 'api/src/data/lint-probe.ts', "import { container } from './cosmos';\nexport const p = () => container('inventory').items.upsert({ id: 'x', category: 'spirit' });\n");
probe('inventory<-orders', 'api/src/orders/lint-probe.ts', "import { container } from '../data/cosmos';\nexport const p = () => container('inventory').items.upsert({ id: 'x', category: 'spirit' });\n");
probe('inventory by a constant', 'api/src/data/lint-probe.ts', "import { container } from './cosmos';\nconst INV = 'inventory';\nexport const p = () => container(INV).items.upsert({ id: 'x', category: 'spirit' });\n");
probe('inventory by a template', 'api/src/data/lint-probe.ts', "import { container } from './cosmos';\nexport const p = () => container(`inventory`).items.upsert({ id: 'x', category: 'spirit' });\n");
file('stock.ts', 'api/src/data/stock.ts');

test('the inventory container is written through data/stock.ts only, however it is named', () => {
  expect(lintOf('inventory<-data')).toEqual(only(rule(SYNTAX, INVENTORY)));
  expect(lintOf('inventory<-orders')).toEqual(has(rule(SYNTAX, INVENTORY)));
  expect(lintOf('inventory by a constant')).toEqual(only(rule(SYNTAX, INVENTORY)));
  expect(lintOf('inventory by a template')).toEqual(only(rule(SYNTAX, INVENTORY)));
  expect(lintOf('stock.ts')).toEqual([]);
});

// --- a repository's store
const REPOS = "import type { Repositories } from '../data/repositories';\ndeclare const r: Repositories;\n";
probe('store<-functions', 'api/src/functions/lint-probe.ts', `${REPOS}export const p = () => r.users.store.query({ query: '' });\n`);
probe('store<-backup', 'api/src/backup/lint-probe.ts', `${REPOS}export const p = () => r.users.store.query({ query: '' });\n`);
probe('store by destructuring', 'api/src/orders/lint-probe.ts', `${REPOS}const { store } = r.users;\nexport const p = store;\n`);
probe('store by index', 'api/src/orders/lint-probe.ts', `${REPOS}export const p = r.users['store'];\n`);
probe('store<-data', 'api/src/data/lint-probe.ts', `${REPOS.replace('../data/repositories', './repositories')}export const p = r.users.store;\n`);

test("outside data/ nothing reaches a repository's store: by a member, by destructuring, by index", () => {
  for (const key of ['store<-functions', 'store<-backup', 'store by destructuring', 'store by index']) expect(lintOf(key)).toEqual(only(rule(SYNTAX, STORE_REACH)));
  expect(lintOf('store<-data')).toEqual([]);
});

// --- handed-in dependencies
probe('repositories()<-functions', 'api/src/functions/lint-probe.ts', "import { repositories } from '../data/repositories';\nexport const p = () => repositories(() => '').users.list();\n");
probe('repositories as r', 'api/src/orders/lint-probe.ts', "import { repositories as r } from '../data/repositories';\nexport const p = () => r(() => '').users.list();\n");
probe('blobContainer as bc', 'api/src/backup/lint-probe.ts', "import { blobContainer as bc } from '../storage/containers';\nexport const p = () => bc('restore-sessions');\n");
probe('blobContainer by computed name', 'api/src/backup/lint-probe.ts', "import * as ns from '../storage/containers';\nexport const p = () => ns['blobContainer']('restore-sessions');\n");
probe('blobService<-http', 'api/src/http/lint-probe.ts', "import { blobService } from '../storage/blob';\nexport const p = () => blobService();\n");
probe('new CatalogVersion()', 'api/src/http/lint-probe.ts', "import { CatalogVersion } from '../data/catalog-version';\nexport const p = () => new CatalogVersion();\n");
probe('new OrdersRepository()', 'api/src/orders/lint-probe.ts', "import { OrdersRepository } from '../data/repositories';\nexport const p = () => new OrdersRepository(() => '');\n");
probe('new OrderListRead() in a handler', 'api/src/functions/lint-probe.ts', "import type { OrdersRepository } from '../data/repositories';\nimport { OrderListRead } from '../data/order-lists';\nexport const p = (orders: OrdersRepository) => new OrderListRead(orders, '2026-11-28');\n");
probe('new OrderPlacer()', 'api/src/functions/lint-probe.ts', "import { OrderPlacer } from '../orders/place-order';\nexport const p = (ports: ConstructorParameters<typeof OrderPlacer>[0]) => new OrderPlacer(ports);\n");
probe('new Date()', 'api/src/orders/lint-probe.ts', 'export const p = () => new Date().toISOString();\n');
probe('Date.now()', 'api/src/reports/lint-probe.ts', 'export const p = () => Date.now();\n');
probe('new globalThis.Date()', 'api/src/orders/lint-probe.ts', 'export const p = () => new globalThis.Date().toISOString();\n');
probe('globalThis.Date.now()', 'api/src/orders/lint-probe.ts', 'export const p = () => globalThis.Date.now();\n');
probe("Date['now']()", 'api/src/orders/lint-probe.ts', "export const p = () => Date['now']();\n");
probe("globalThis['Date']", 'api/src/orders/lint-probe.ts', "export const p = () => new (globalThis['Date'])().toISOString();\n");
probe('alias of Date', 'api/src/orders/lint-probe.ts', 'const D = Date;\nexport const p = () => new D().toISOString();\n');
probe('Date in the restore', 'api/src/backup/lint-probe.ts', 'export const p = () => new Date().toISOString();\n');
probe('Date.now passed around', 'api/src/orders/lint-probe.ts', 'const now = Date.now;\nexport const p = () => now() + Date.now.call(Date);\n');
probe('Reflect.construct(Date)', 'api/src/orders/lint-probe.ts', 'export const p = () => (Reflect.construct(Date, []) as Date).toISOString();\n');
probe('Date handed over', 'api/src/orders/lint-probe.ts', 'const make = (C: DateConstructor) => new C();\nexport const p = () => make(Date).toISOString();\n');
probe('performance.now()', 'api/src/reports/lint-probe.ts', 'export const p = () => performance.timeOrigin + performance.now();\n');
probe('globalThis.performance.now()', 'api/src/orders/lint-probe.ts', 'export const p = () => globalThis.performance.now();\n');
probe('Intl format of now', 'api/src/reports/lint-probe.ts', "export const p = () => new Intl.DateTimeFormat('en-US').format();\n");
probe('Intl format of a date', 'api/src/reports/lint-probe.ts', "export const p = (at: Date) => new Intl.DateTimeFormat('en-US').format(at);\n");
probe('new Date(at)', 'api/src/orders/lint-probe.ts', "export const p = (at: string) => new Date(at).toISOString();\n");
probe('singletons<-root', 'api/src/composition-probe.ts', "import { repositories } from './data/repositories';\nexport const p = () => repositories(() => '').users.list();\n");

test('dependencies are handed in: nothing fetches a singleton or reads the wall clock, whatever it calls them', () => {
  for (const key of ['repositories()<-functions', 'blobService<-http']) expect(lintOf(key)).toEqual(has(rule(SYNTAX, HANDED_IN)));
  expect(lintOf('repositories as r')).toEqual(only(rule(SYNTAX, HANDED_IN)));
  expect(lintOf('blobContainer as bc')).toEqual(only(rule(SYNTAX, HANDED_IN)));
  expect(lintOf('blobContainer by computed name')).toEqual(has(rule(SYNTAX, HANDED_IN)));
  expect(lintOf('new CatalogVersion()')).toEqual(has(rule(SYNTAX, HANDED_IN)));
  expect(lintOf('new OrdersRepository()')).toEqual(only(rule(SYNTAX, HANDED_IN)));
  expect(lintOf('new OrderPlacer()')).toEqual(only(rule(SYNTAX, HANDED_IN)));
  expect(lintOf('new OrderListRead() in a handler')).toEqual(has(rule(SYNTAX, HANDED_IN)));
  expect(lintOf('new Date()')).toEqual(only(rule(SYNTAX, CLOCK)));
  expect(lintOf('Date.now()')).toEqual(only(rule(SYNTAX, CLOCK)));
  for (const key of ["globalThis['Date']", 'new globalThis.Date()', 'globalThis.Date.now()', "Date['now']()", 'alias of Date', 'Date in the restore', 'Date.now passed around']) expect(lintOf(key)).toEqual(has(rule(SYNTAX, CLOCK)));
  for (const key of ['Reflect.construct(Date)', 'Date handed over', 'performance.now()', 'globalThis.performance.now()', 'Intl format of now']) expect(lintOf(key)).toEqual(has(rule(SYNTAX, CLOCK)));
  expect(lintOf('Intl format of a date')).toEqual([]);
  expect(lintOf('new Date(at)')).toEqual([]);
  expect(lintOf('singletons<-root')).toEqual(has(rule(SYNTAX, HANDED_IN)));
});

// --- the settings: handed in (ctx.deps.settings), read from config.ts by the root, the hosts, the edge and the adapters that connect
const SETTINGS = /Settings are handed in, not fetched/;
const READS_SETTINGS = "import { config } from '../config';\nexport const p = () => config().BAR_TIMEZONE;\n";
for (const area of ['functions', 'orders', 'reports', 'backup', 'catalog']) probe(`config<-${area}`, `api/src/${area}/lint-probe.ts`, READS_SETTINGS);
probe('config<-data/sub', 'api/src/data/sub/lint-probe.ts', "import { config } from '../../config';\nexport const p = () => config().BAR_TIMEZONE;\n");
probe('config<-ai, not its factory', 'api/src/ai/lint-probe.ts', READS_SETTINGS);
probe('config by a namespace', 'api/src/orders/lint-probe.ts', "import * as settings from '../config';\nexport const p = () => settings.config().TARGET_POUR_COST;\n");
probe('config by require', 'api/src/reports/lint-probe.ts', "export const p = () => require('../config').config().BAR_TIMEZONE;\n");
probe('config type<-use case', 'api/src/orders/lint-probe.ts', "import type { ApiConfig } from '../config';\nexport const p = (c: ApiConfig) => c.BAR_TIMEZONE;\n");
for (const [key, path] of [['config<-edge', 'api/src/http/lint-probe.ts'], ['config<-auth', 'api/src/auth/lint-probe.ts'], ['config<-local', 'api/src/local/lint-probe.ts']] as const) probe(key, path, READS_SETTINGS);

test('only the composition root, the hosts, the edge and the adapters that connect read the settings; the others are handed them', () => {
  for (const area of ['functions', 'orders', 'reports', 'backup', 'catalog']) expect(lintOf(`config<-${area}`)).toEqual(has(rule(LAYERS, SETTINGS)));
  expect(lintOf('config<-orders')).toEqual(only(rule(LAYERS, SETTINGS)));
  for (const key of ['config<-data/sub', 'config<-ai, not its factory', 'config by a namespace', 'config by require']) expect(lintOf(key)).toEqual(has(rule(LAYERS, SETTINGS)));
  for (const key of ['config type<-use case', 'config<-edge', 'config<-auth', 'config<-local']) expect(lintOf(key)).toEqual([]);
});

// --- the composition root
const ROOT_PROBE = "import { dependencies } from '../composition';\nexport const p = () => dependencies().orders;\n";
for (const area of ['functions', 'backup', 'orders']) probe(`root<-${area}`, `api/src/${area}/lint-probe.ts`, ROOT_PROBE);
probe('root by an alias', 'api/src/http/lint-probe.ts', "import { dependencies as deps } from '../composition';\nexport const p = () => deps().orders;\n");
probe('root through a namespace', 'api/src/http/lint-probe.ts', "import * as root from '../composition';\nexport const p = () => root.dependencies().orders;\n");

test('only the edge and the hosts call the composition root, by any name', () => {
  expect(lintOf('root<-functions')).toEqual(has(rule(SYNTAX, ROOT_CALL), rule(LAYERS, /Only the edge/)));
  expect(lintOf('root<-backup')).toEqual(has(rule(SYNTAX, ROOT_CALL), rule(LAYERS, HTTP)));
  expect(lintOf('root<-orders')).toEqual(has(rule(SYNTAX, ROOT_CALL), rule(LAYERS, HTTP)));
  expect(lintOf('root by an alias')).toEqual(has(rule(SYNTAX, ROOT_CALL)));
  expect(lintOf('root through a namespace')).toEqual(has(rule(SYNTAX, ROOT_CALL)));
});

// --- the tests, the bench and the SPA
const TESTS_PROBE = "import { api } from '../test/support/api';\nexport const p = api;\n";
probe('bench->tests', 'bench/probe.ts', TESTS_PROBE);
probe('scripts->tests', 'scripts/probe.ts', TESTS_PROBE);
file('bench', 'bench/rush-hour.ts');
probe('spa<-api', 'api/src/orders/lint-probe.ts', "import { api } from '../../../frontend/src/api/client';\nexport const p = api;\n");
probe('api<-spa', 'frontend/src/probe.ts', "import { ROUTES } from '../../api/src/routes';\nexport const p = ROUTES;\n");
probe('api<-spa by import()', 'frontend/src/probe.ts', "export const p = () => import('../../api/src/routes');\n");
probe('io in domain', 'domain/src/probe.ts', "import { readFileSync } from 'node:fs';\nexport const p = readFileSync;\n");
probe('io in domain without node:', 'domain/src/probe.ts', "import { readFileSync } from 'fs';\nexport const p = readFileSync;\n");
probe('react in domain', 'domain/src/probe.ts', "import { useState } from 'react';\nexport const p = useState;\n");
probe('api in domain', 'domain/src/probe.ts', "import { AppError } from '../../api/src/errors';\nexport const p = AppError;\n");
probe('domain<-spa', 'frontend/src/probe.ts', "import { stockTakenAt } from '@bar/domain';\nexport const p = stockTakenAt;\n");

test('the bench and the scripts never import the tests', () => {
  expect(lintOf('bench->tests')).toEqual(only(/^no-restricted-imports: .*never import the tests/));
  expect(lintOf('scripts->tests')).toEqual(only(/never import the tests/));
  expect(lintOf('bench')).toEqual([]);
});

test('the SPA and the API both depend on domain/, never on each other, and domain/ is pure', () => {
  expect(lintOf('spa<-api')).toEqual(only(/^no-restricted-imports: .*Only the SPA imports the SPA/));
  expect(lintOf('api<-spa')).toEqual(only(/The SPA talks to the API over HTTP only/));
  expect(lintOf('api<-spa by import()')).toEqual(only(/The SPA talks to the API over HTTP only/));
  for (const key of ['io in domain', 'io in domain without node:', 'react in domain', 'api in domain']) expect(lintOf(key)).toEqual(only(/domain\/ is pure/));
  expect(lintOf('domain<-spa')).toEqual([]);
});

// --- the error vocabulary: kinds made by named constructors; the database's and Blob Storage's codes below it
const ERROR_CONSTRUCTORS = 'layers/error-constructors';
const NEW_APP_ERROR = /made by its named constructors in api\/src\/errors\.ts/;
const STATUS_HELPERS = /Only data\/ and storage\/ import data\/errors\.ts/;
probe('new AppError in a use case', 'api/src/orders/lint-probe.ts', "import { AppError } from '../errors';\nexport const p = () => new AppError('conflict', 'taken');\n");
probe('new AppError at the edge', 'api/src/http/lint-probe.ts', "import * as errors from '../errors';\nexport const p = () => new errors.AppError('tooMany', 'slow down', 5);\n");
probe('new AppError in data', 'api/src/data/lint-probe.ts', "import { AppError } from '../errors';\nexport const p = () => new AppError('unavailable', 'down');\n");
probe('AppError by another name', 'api/src/orders/lint-probe.ts', "import { AppError } from '../errors';\nconst E = AppError;\nexport const p = () => new E('conflict', 'taken');\n");
probe('AppError by Reflect.construct', 'api/src/orders/lint-probe.ts', "import { AppError } from '../errors';\nexport const p = () => Reflect.construct(AppError, ['conflict', 'taken']);\n");
probe('AppError as a type and in instanceof', 'api/src/orders/lint-probe.ts', "import { AppError } from '../errors';\nexport const p = (e: unknown): e is AppError => e instanceof AppError;\n");
probe('a subclass of AppError', 'api/src/backup/lint-probe.ts', "import { AppError } from '../errors';\nexport class Mine extends AppError {}\n");
probe('new AppError in errors.ts', 'api/src/errors.ts', "export class AppError extends Error {}\nexport const p = () => new AppError('x');\n");
probe('a constructor in a use case', 'api/src/orders/lint-probe.ts', "import { conflict } from '../errors';\nexport const p = () => conflict('taken');\n");
probe('edge->isUnavailableError', 'api/src/http/lint-probe.ts', "import { isUnavailableError } from '../data/errors';\nexport const p = isUnavailableError;\n");
probe('use case->isUnavailableError', 'api/src/backup/lint-probe.ts', "import { isUnavailableError } from '../data/errors';\nexport const p = isUnavailableError;\n");
probe('use case->cosmosCall', 'api/src/orders/lint-probe.ts', "import { cosmosCall } from '../data/errors';\nexport const p = cosmosCall;\n");
probe('handler->translateOutage', 'api/src/functions/lint-probe.ts', "import { translateOutage } from '../data/errors';\nexport const p = translateOutage;\n");
probe('telemetry->statusOf', 'api/src/telemetry/lint-probe.ts', "import { statusOf } from '../data/errors';\nexport const p = statusOf;\n");
probe('storage->data/errors', 'api/src/storage/lint-probe.ts', "import { isUnavailableError, statusOf } from '../data/errors';\nexport const p = [isUnavailableError, statusOf];\n");
probe('data->data/errors', 'api/src/data/lint-probe.ts', "import { cosmosCall } from './errors';\nexport const p = cosmosCall;\n");
probe('edge->storage outage', 'api/src/http/lint-probe.ts', "import { isStorageOutage } from '../storage/errors';\nexport const p = isStorageOutage;\n");

test('an AppError is made by the constructors of errors.ts only, and nothing above data/ and storage/ imports their codes', () => {
  for (const key of ['new AppError in a use case', 'new AppError at the edge', 'new AppError in data', 'a subclass of AppError']) {
    expect(lintOf(key)).toEqual(only(rule(ERROR_CONSTRUCTORS, NEW_APP_ERROR)));
  }
  for (const key of ['AppError by another name', 'AppError by Reflect.construct']) expect(lintOf(key)).toEqual(has(rule(ERROR_CONSTRUCTORS, NEW_APP_ERROR)));
  expect(lintOf('AppError as a type and in instanceof')).toEqual([]);
  expect(lintOf('new AppError in errors.ts')).toEqual([]);
  expect(lintOf('a constructor in a use case')).toEqual([]);
  for (const key of ['edge->isUnavailableError', 'handler->translateOutage', 'telemetry->statusOf']) expect(lintOf(key)).toEqual(only(rule(LAYERS, STATUS_HELPERS)));
  for (const key of ['use case->isUnavailableError', 'use case->cosmosCall']) expect(lintOf(key)).toEqual(only(rule(LAYERS, STATUS)));
  expect(lintOf('storage->data/errors')).toEqual([]);
  expect(lintOf('data->data/errors')).toEqual([]);
  expect(lintOf('edge->storage outage')).toEqual([]);
});

// --- every file of the API keeps to all of it
const API_FILES = [
  ...['ai', 'audit', 'backup', 'cleanup', 'health', 'images', 'init-data', 'inventory', 'orders', 'ports', 'recipes', 'reports', 'stock-ledger', 'users'].map((f) => `functions/${f}.ts`),
  ...['place-order', 'move-order', 'move-back', 'move-ports', 'cancel-order', 'change-status', 'find-order', 'list-orders', 'menu-stock', 'dates', 'seen-version'].map((f) => `orders/${f}.ts`),
  ...['import', 'export', 'journal', 'lock', 'sessions'].map((f) => `backup/${f}.ts`),
  ...['restore-audit'].map((f) => `backup/${f}.ts`),
  ...['store', 'repositories', 'stock', 'errors'].map((f) => `data/${f}.ts`),
  ...['errors', 'conditional', 'images', 'containers'].map((f) => `storage/${f}.ts`),
  'errors.ts', 'http/error-answer.ts', 'platform/rate-limiter.ts', 'ledger/stock-moves.ts', 'ai/rate-limit.ts',
  'composition.ts', 'main.ts', 'routes.ts', 'http/edge.ts', 'http/catalog-list.ts', 'local/main.ts', 'audit/audit.ts', 'reports/demo-history.ts', 'auth/azure-credential.ts', 'data/cosmos.ts',
  'data/request-count.ts', 'storage/blob.ts', 'ai/index.ts', 'ai/rate-limit.ts', 'auth/verify.ts', 'config.ts',
];
for (const f of API_FILES) file(`api ${f}`, `api/src/${f}`);

test('every file of the API keeps to the layers, the handed-in dependencies and the one clock', () => {
  const problems = Object.fromEntries(API_FILES.map((f) => [f, lintOf(`api ${f}`)]).filter(([, messages]) => messages!.length > 0));
  expect(problems).toEqual({});
});

beforeAll(() => {
  mkdirSync(CYCLE_DIR, { recursive: true });
  try {
    for (const [name, code] of Object.entries(CYCLE_FILES)) writeFileSync(join(CYCLE_DIR, name), code);
    const input = JSON.stringify({
      texts: [...texts].map(([key, t]) => ({ key, filePath: join(ROOT, t.path), code: t.code })),
      files: [...files].map(([key, f]) => ({ key, filePath: resolve(ROOT, f) })),
    });
    found = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', LINT], { cwd: ROOT, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Record<string, string[]>;
  } finally {
    rmSync(CYCLE_DIR, { recursive: true, force: true });
  }
}, 120_000);
