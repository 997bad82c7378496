// The API's layers and the no-cycle rule are kept by lint (eslint.config.mjs): these probes show that lint
// fails when a forbidden import or a cycle is added. ESLint runs in a child process (it loads its ESM config).
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
const out = [];
for (const { filePath, code } of texts) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
}
const results = files.length ? await eslint.lintFiles(files) : [];
for (const r of results) out.push(r.messages.map((m) => m.ruleId + ': ' + m.message));
process.stdout.write(JSON.stringify(out));
`;

function lint(texts: Array<{ path: string; code: string }>, files: string[] = []): string[][] {
  const input = JSON.stringify({ texts: texts.map((t) => ({ filePath: join(ROOT, t.path), code: t.code })), files });
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', LINT], { cwd: ROOT, input, encoding: 'utf8' })) as string[][];
}

/** The use cases' folders (USE_CASES in eslint.config.mjs): each is probed, so a folder left out of a zone fails here. */
const USE_CASES = ['orders', 'catalog', 'images', 'users', 'ledger', 'audit', 'backup', 'reports'];

test('data/ never imports a use case, of any area, nor the composition root', () => {
  const probes = [
    ...USE_CASES.map((area) => ({ path: 'api/src/data/lint-probe.ts', code: `import * as p from '../${area}/probe';\nexport { p };\n` })),
    { path: 'api/src/data/lint-probe.ts', code: "import { dependencies } from '../composition';\nexport const p = dependencies;\n" },
  ];
  expect(lint(probes)).toEqual(probes.map(() => [expect.stringMatching(/^no-restricted-imports: .*data\/ is the bottom of the API/)]));
});

test('the use cases of every area never import HTTP, the handlers or Cosmos', () => {
  const imports = [
    ["import { parseBody } from '../http/validate';\nexport const p = parseBody;\n", /never see HTTP/],
    ["import { routes } from '../functions/orders';\nexport const p = routes;\n", /Only the route table/],
    ["import type { Container } from '@azure/cosmos';\nexport type P = Container;\n", /through the repositories/],
    ["import { container } from '../data/cosmos';\nexport const p = container;\n", /through the repositories/],
  ] as const;
  const probes = USE_CASES.flatMap((area) => imports.map(([code]) => ({ path: `api/src/${area}/probe.ts`, code })));
  const expected = USE_CASES.flatMap(() => imports.map(([, message]) => [expect.stringMatching(message)]));
  expect(lint(probes)).toEqual(expected);
});

test('the layers: data/ is the bottom, use cases never see HTTP or Cosmos, only the route table imports the handlers', () => {
  const probes = [
    { path: 'api/src/data/lint-probe.ts', code: "import { parseBody } from '../http/validate';\nexport const p = parseBody;\n" },
    { path: 'api/src/data/lint-probe.ts', code: "import { ordersList } from '../functions/orders';\nexport const p = ordersList;\n" },
    { path: 'api/src/data/lint-probe.ts', code: "import { currentDates } from '../orders/dates';\nexport const p = currentDates;\n" },
    { path: 'api/src/data/lint-probe.ts', code: "import { conflict } from '../errors';\nexport const p = conflict;\n" },
    { path: 'api/src/orders/probe.ts', code: "import type { Container } from '@azure/cosmos';\nexport type P = Container;\n" },
    { path: 'api/src/orders/probe.ts', code: "import { parseBody } from '../http/validate';\nexport const p = parseBody;\n" },
    { path: 'api/src/audit/probe.ts', code: "import { routes } from '../functions/orders';\nexport const p = routes;\n" },
    { path: 'api/src/probe.ts', code: "import { routes } from './functions/orders';\nexport const p = routes;\n" },
    { path: 'api/src/routes-probe.ts', code: "import { app } from '@azure/functions';\nexport const p = app;\n" },
  ];
  const [httpFromData, handlersFromData, useCaseFromData, errorsFromData, cosmosFromUseCase, httpFromUseCase, handlersFromAudit, handlersFromSrc, azureFunctions] = lint(probes);
  expect(httpFromData).toEqual([expect.stringMatching(/^no-restricted-imports: .*data\/ is the bottom of the API/)]);
  expect(handlersFromData).toEqual([expect.stringMatching(/Only the route table/)]);
  expect(useCaseFromData).toEqual([expect.stringMatching(/data\/ is the bottom/)]);
  expect(errorsFromData).toEqual([]);
  expect(cosmosFromUseCase).toEqual([expect.stringMatching(/through the repositories/)]);
  expect(httpFromUseCase).toEqual([expect.stringMatching(/never see HTTP/)]);
  expect(handlersFromAudit).toEqual([expect.stringMatching(/Only the route table/)]);
  expect(handlersFromSrc).toEqual([expect.stringMatching(/Only the route table/)]);
  expect(azureFunctions).toEqual([]);
});

test('an import cycle fails lint, wherever it is; a type-only import does not make one', () => {
  const dir = join(ROOT, 'api', 'src', `.cycle-probe-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
    writeFileSync(join(dir, 'c.ts'), "import type { d } from './d';\nexport const c = (x: typeof d) => x;\n");
    writeFileSync(join(dir, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
    const [a, b, c, d] = lint([], ['a', 'b', 'c', 'd'].map((f) => join(dir, `${f}.ts`)));
    expect(a).toEqual([expect.stringMatching(/^local\/no-import-cycles: Import cycle: .*a\.ts -> .*b\.ts -> .*a\.ts$/)]);
    expect(b).toEqual([expect.stringMatching(/Import cycle:/)]);
    expect(c).toEqual([]);
    expect(d).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the inventory container is written through data/stock.ts only, so every stock write moves the catalog marker', () => {
  const probe = "import { container } from './cosmos';\nexport const p = () => container('inventory').items.upsert({ id: 'x', category: 'spirit' });\n";
  const [fromData, fromOrders] = lint([
    { path: 'api/src/data/lint-probe.ts', code: probe },
    { path: 'api/src/orders/probe.ts', code: probe.replace("'./cosmos'", "'../data/cosmos'") },
  ]);
  expect(fromData).toEqual([expect.stringMatching(/^no-restricted-syntax: The inventory is written through api\/src\/data\/stock\.ts only/)]);
  expect(fromOrders).toEqual(expect.arrayContaining([expect.stringMatching(/written through api\/src\/data\/stock\.ts only/)]));
  const [stock] = lint([], [join(ROOT, 'api', 'src', 'data', 'stock.ts')]);
  expect(stock).toEqual([]);
});

test("outside data/ nothing reaches a repository's store: the repository's methods are the way to the data", () => {
  const probe = "import { repositories } from '../data/repositories';\nexport const p = () => repositories().users.store.upsert({ id: 'x', name: 'x', personas: [], role: 'customer', createdAt: '' });\n";
  const [fromFunctions, fromBackup, fromData] = lint([
    { path: 'api/src/functions/probe.ts', code: probe },
    { path: 'api/src/backup/probe.ts', code: probe },
    { path: 'api/src/data/lint-probe.ts', code: probe.replace("'../data/repositories'", "'./repositories'") },
  ]);
  // (the probes fetch the repositories too, which the rule of handed-in dependencies refuses as well)
  expect(fromFunctions).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-syntax: Repositories own their writes/)]));
  expect(fromBackup).toEqual(expect.arrayContaining([expect.stringMatching(/Repositories own their writes/)]));
  expect(fromData).toEqual([]);
  // Every file of the API keeps to it.
  const files = ['backup/import.ts', 'backup/export.ts', 'functions/users.ts', 'functions/cleanup.ts', 'functions/init-data.ts', 'functions/recipes.ts', 'functions/inventory.ts'];
  expect(lint([], files.map((f) => join(ROOT, 'api', 'src', f)))).toEqual(files.map(() => []));
});

test('the bench and the scripts never import the tests', () => {
  const probe = "import { api } from '../test/support/api';\nexport const p = api;\n";
  const [fromBench, fromScripts] = lint([
    { path: 'bench/probe.ts', code: probe },
    { path: 'scripts/probe.ts', code: probe },
  ]);
  expect(fromBench).toEqual([expect.stringMatching(/^no-restricted-imports: .*never import the tests/)]);
  expect(fromScripts).toEqual([expect.stringMatching(/never import the tests/)]);
  expect(lint([], [join(ROOT, 'bench', 'rush-hour.ts')])).toEqual([[]]);
});

test('only data/ (and the local host, which provisions) reaches the Cosmos client', () => {
  const probe = "import { container } from '../data/cosmos';\nexport const p = () => container('audit');\n";
  const [fromFunctions, fromAudit, fromOrders, fromLocal, fromData] = lint([
    { path: 'api/src/functions/probe.ts', code: probe },
    { path: 'api/src/audit/probe.ts', code: probe },
    { path: 'api/src/orders/probe.ts', code: probe },
    { path: 'api/src/local/probe.ts', code: probe },
    { path: 'api/src/data/probe-cosmos.ts', code: probe.replace("'../data/cosmos'", "'./cosmos'") },
  ]);
  expect(fromFunctions).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*Only data\/ .*reaches the Cosmos client/)]));
  expect(fromAudit).toEqual(expect.arrayContaining([expect.stringMatching(/through the repositories/)]));
  // (the probe fetches the client too, which the rule of handed-in dependencies refuses in orders/ as well)
  expect(fromOrders).toEqual([expect.stringMatching(/through the repositories/), expect.stringMatching(/Dependencies are handed in/)]);
  expect(fromLocal).toEqual([]);
  expect(fromData).toEqual([]);
  const files = ['functions/audit.ts', 'functions/health.ts', 'audit/audit.ts'];
  expect(lint([], files.map((f) => join(ROOT, 'api', 'src', f)))).toEqual(files.map(() => []));
});

test('dependencies are handed in: outside data/ and the composition root nothing fetches a repository, a client or the AI engine', () => {
  const probe = "import { repositories } from '../data/repositories';\nexport const p = () => repositories().users.list();\n";
  const [fromFunctions, fromAudit, fromHttp, fromRoot, fromOrders] = lint([
    { path: 'api/src/functions/probe.ts', code: probe },
    { path: 'api/src/audit/probe.ts', code: probe.replace('repositories().users.list()', "reportsRepository()").replace('{ repositories }', '{ reportsRepository }').replace('data/repositories', 'data/reports') },
    { path: 'api/src/http/probe.ts', code: "import { blobService } from '../storage/blob';\nexport const p = () => blobService();\n" },
    { path: 'api/src/composition-probe.ts', code: probe.replace('../data/repositories', './data/repositories') },
    { path: 'api/src/orders/probe.ts', code: probe },
  ]);
  expect(fromFunctions).toEqual([expect.stringMatching(/^no-restricted-syntax: Dependencies are handed in/)]);
  expect(fromAudit).toEqual([expect.stringMatching(/Dependencies are handed in/)]);
  expect(fromHttp).toEqual([expect.stringMatching(/Dependencies are handed in/)]);
  expect(fromRoot).toEqual([expect.stringMatching(/Dependencies are handed in/)]);
  expect(fromOrders).toEqual([expect.stringMatching(/Dependencies are handed in/)]);
  const handlers = ['ai', 'audit', 'backup', 'cleanup', 'health', 'images', 'init-data', 'inventory', 'orders', 'ports', 'recipes', 'reports', 'stock-ledger', 'users'];
  const useCases = ['place-order', 'move-order', 'move-back', 'move-ports', 'cancel-order', 'change-status', 'find-order', 'list-orders', 'menu-stock', 'dates', 'seen-version'];
  const files = [...handlers.map((f) => `functions/${f}.ts`), ...useCases.map((f) => `orders/${f}.ts`), 'composition.ts', 'http/edge.ts', 'backup/export.ts', 'reports/demo-history.ts'];
  expect(lint([], files.map((f) => join(ROOT, 'api', 'src', f)))).toEqual(files.map(() => []));
});

test('the restore is handed its dependencies like every use case: no exception for it in lint', () => {
  const probe = "import { repositories } from '../data/repositories';\nexport const p = () => repositories().audit;\n";
  const blobs = "import { RESTORE_SESSIONS_CONTAINER, blobContainer } from '../storage/containers';\nexport const p = () => blobContainer(RESTORE_SESSIONS_CONTAINER);\n";
  const [fromImport, journal, lock] = lint([
    { path: 'api/src/backup/import.ts', code: probe },
    { path: 'api/src/backup/journal.ts', code: blobs },
    { path: 'api/src/backup/lock.ts', code: blobs },
  ]);
  for (const found of [fromImport, journal, lock]) expect(found).toEqual([expect.stringMatching(/^no-restricted-syntax: Dependencies are handed in/)]);
  const files = ['backup/import.ts', 'backup/journal.ts', 'backup/lock.ts', 'backup/sessions.ts'];
  expect(lint([], files.map((f) => join(ROOT, 'api', 'src', f)))).toEqual(files.map(() => []));
});

test('only the edge and the hosts call the composition root; everything else is handed what it needs', () => {
  const probe = "import { dependencies } from '../composition';\nexport const p = () => dependencies().orders;\n";
  const [fromFunctions, fromBackup, fromOrders] = lint([
    { path: 'api/src/functions/probe.ts', code: probe },
    { path: 'api/src/backup/probe.ts', code: probe },
    { path: 'api/src/orders/probe.ts', code: probe },
  ]);
  for (const found of [fromFunctions, fromBackup, fromOrders]) {
    expect(found).toEqual([expect.stringMatching(/^no-restricted-syntax: Only the edge .* and the hosts .* call the composition root/)]);
  }
  const hosts = ['http/edge.ts', 'main.ts', 'local/main.ts'];
  expect(lint([], hosts.map((f) => join(ROOT, 'api', 'src', f)))).toEqual(hosts.map(() => []));
});

test('a handler module imports no other one: the ports several of them build are in functions/ports.ts', () => {
  const [other, ports] = lint([
    { path: 'api/src/functions/probe.ts', code: "import { routes } from './orders';\nexport const p = routes;\n" },
    { path: 'api/src/functions/probe.ts', code: "import { catalogPorts } from './ports';\nexport const p = catalogPorts;\n" },
  ]);
  expect(other).toEqual([expect.stringMatching(/^no-restricted-imports: .*A handler module imports no other one/)]);
  expect(ports).toEqual([]);
});

test('the SPA and the API both depend on domain/, never on each other, and domain/ is pure', () => {
  const [spaFromApi, apiFromSpa, ioInDomain, frameworkInDomain, apiInDomain, domainFromSpa] = lint([
    { path: 'api/src/orders/probe.ts', code: "import { api } from '../../../frontend/src/api/client';\nexport const p = api;\n" },
    { path: 'frontend/src/probe.ts', code: "import { ROUTES } from '../../api/src/routes';\nexport const p = ROUTES;\n" },
    { path: 'domain/src/probe.ts', code: "import { readFileSync } from 'node:fs';\nexport const p = readFileSync;\n" },
    { path: 'domain/src/probe.ts', code: "import { useState } from 'react';\nexport const p = useState;\n" },
    { path: 'domain/src/probe.ts', code: "import { AppError } from '../../api/src/errors';\nexport const p = AppError;\n" },
    { path: 'frontend/src/probe.ts', code: "import { stockTakenAt } from '@bar/domain';\nexport const p = stockTakenAt;\n" },
  ]);
  expect(spaFromApi).toEqual([expect.stringMatching(/^no-restricted-imports: .*Only the SPA imports the SPA/)]);
  expect(apiFromSpa).toEqual([expect.stringMatching(/The SPA talks to the API over HTTP only/)]);
  for (const found of [ioInDomain, frameworkInDomain, apiInDomain]) expect(found).toEqual([expect.stringMatching(/domain\/ is pure/)]);
  expect(domainFromSpa).toEqual([]);
});
