// A lint rule: the API's layers (docs/adr/0001-one-route-table.md), checked on where an import lands, not on how
// its path is spelt. Every import of a file under api/src/ (static, `export ... from`, `import()`, `require()`)
// is resolved to a file ('./../http/validate', '../data/cosmos.js', a subfolder's '../../orders/x' all land on the
// file they name) and the layer of that file decides. `routes.ts` counts as a handler (it imports every one).
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

/** The use cases, one folder per area: they decide, over the ports they are handed. */
export const USE_CASES = ['orders', 'catalog', 'images', 'users', 'ledger', 'audit', 'backup', 'reports'];

/** The files that load code on first use (`import()`): the Azure entry, the composition root's lazy engines and
 * stores, the Azure credential (its package is large) and the local host's telemetry. */
export const DYNAMIC_IMPORTS = ['main.ts', 'composition.ts', 'auth/azure-credential.ts', 'local/main.ts'];

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts'];

/**
 * Who reads the settings (a value import of config.ts): the composition root (which hands them to the use cases
 * as its `settings`), the hosts, the edge (http/), the adapters that connect (data/cosmos.ts, data/request-count.ts,
 * storage/blob.ts, auth/) and the AI's engine factory (ai/index.ts). A type import (ApiConfig) is free.
 */
export const SETTINGS_READERS = ['composition', 'main', 'data/cosmos', 'data/request-count', 'storage/blob', 'ai'];
const SETTINGS_READER_FOLDERS = ['http/', 'auth/', 'local/'];

export const MESSAGES = {
  handlers: 'Only the route table (routes.ts) and the local host import the handlers.',
  handlerToHandler: "A handler module imports no other one: what several build (the use cases' ports) is in functions/ports.ts.",
  cosmos: 'Only data/ (and the local host, which provisions) reaches the Cosmos client: add a repository method or a data/ function.',
  cosmosFromUseCase: 'Use cases reach the database through the repositories (data/).',
  data: 'data/ is the bottom of the API: it never imports http/, the handlers, the route table, the composition root, the use cases, the AI, the hosts.',
  useCaseHttp: 'Use cases decide; they never see HTTP, the hosts or the composition root (only its types).',
  store: 'Use cases reach the database through the repositories (data/) and the stock ports the composition root hands in: a store (CosmosStore) and the stock writes (data/stock.ts) are data/\'s own, only their types are named above it.',
  status: "Nothing above data/ looks at a database or storage status: a repository translates it into an AppError (api/src/errors.ts).",
  statusHelpers: "Only data/ and storage/ import data/errors.ts (the database's and Blob Storage's codes, their outages): above them an error is an AppError, told by its kind (api/src/errors.ts).",
  newAppError: 'An AppError is made by its named constructors in api/src/errors.ts (badRequest, notFound, tooManyRequests, ...): add one there for a new kind, never new AppError(...) elsewhere.',
  root: 'Only the edge (api/src/http/edge.ts) and the hosts (api/src/main.ts, api/src/local/) use the composition root; others name its types only.',
  require: 'require() takes a literal path under api/src/: where it lands must be checked.',
  adapter: 'storage/, platform/, auth/, telemetry/ and ai/ serve the layers above them and import none of them (the edge, a handler, a use case, the composition root).',
  blobFromUseCase: 'Use cases reach Blob Storage through storage/ (only its types are named above it).',
  blobFromRestore: "The restore (backup/) reaches Blob Storage through its port (storage/keyed-store.ts's KeyedStore), not even the SDK's types, so its rules run over the memory store in the tests.",
  settings: "Settings are handed in, not fetched: take them from ctx.deps.settings (the composition root's BarSettings) or a port; only the composition root, the hosts, the edge, the adapters that connect and the AI's engine factory import config.ts.",
  unknownPlace: 'This file is in a place the API\'s layers do not know (a new folder under api/src/): give it its layer in eslint/api-layers.mjs (layerOf) first, or put it in an existing layer.',
  dynamic: `import() loads code on first use: only ${DYNAMIC_IMPORTS.join(', ')} (under api/src/) do that.`,
};

function resolveFile(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.(c|m)?js$/, ''));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    // The file itself, not a link to it: node_modules/@bar/api is the workspace's link to api/.
    if (existsSync(candidate) && statSync(candidate).isFile()) return realpathSync(candidate);
  }
  return base;
}

/** The path of a file under api/src/ without its extension ('functions/orders'), or null outside it. */
function apiPath(api, file) {
  const rel = relative(api, file).split(sep).join('/');
  if (rel.startsWith('..')) return null;
  return rel.replace(/(\/index)?\.(ts|tsx|mts)$/, '');
}

/** The layer of a path under api/src/ (without extension). */
function layerOf(path) {
  if (path === 'composition') return 'root';
  if (path === 'main') return 'main';
  if (path === 'routes') return 'handlers';
  if (path === 'functions/ports') return 'handler-ports';
  const top = path.split('/')[0];
  if (top === 'functions') return 'handlers';
  if (top === 'data') return path === 'data/cosmos' ? 'cosmos' : 'data';
  if (USE_CASES.includes(top)) return 'use-case';
  if (path === 'errors' || path === 'config') return 'shared';
  return top;
}

/** Every layer a file under api/src/ may be in (layerOf); a file anywhere else is refused until it is given one. */
const KNOWN_LAYERS = ['root', 'main', 'handlers', 'handler-ports', 'cosmos', 'data', 'use-case', 'shared', 'http', 'local', 'storage', 'platform', 'auth', 'telemetry', 'ai'];

/** Layers under the use cases besides data/: they serve the layers above and import none of them. */
const ADAPTERS = ['storage', 'platform', 'auth', 'telemetry', 'ai'];

/** The names of data/ a use case may not import (a namespace import, `*`, counts as all of them). */
const DATA_ONLY = {
  'data/store': /^(\*|.*Store)$/,
  // The stock's writes: the composition root binds them to the catalog's marker and hands them in as ports.
  'data/stock': /^(\*|inventoryStore|writingStock|deductingStock|restockOnce|applyOnce|StockWriter)$/,
};

/** The layers that read the database's and Blob Storage's codes (data/errors.ts): nothing above them does. */
const READS_STATUSES = ['data', 'cosmos', 'storage'];

/** What `from` (a layer and path) may not import of `to` (`names`: the value names imported); a message or null. */
function refusal(from, fromPath, to, toPath, typeOnly, names) {
  const takes = (path) => toPath === path && !typeOnly && names.some((n) => DATA_ONLY[path].test(n));
  const fromLayer = from;
  if (toPath === 'config' && !typeOnly && !SETTINGS_READERS.includes(fromPath) && !SETTINGS_READER_FOLDERS.some((f) => fromPath.startsWith(f))) return MESSAGES.settings;
  if (to === 'handlers' && toPath !== 'routes' && fromLayer === 'handlers' && fromPath !== 'routes') return MESSAGES.handlerToHandler;
  if (to === 'handlers' && !(fromPath === 'routes' && toPath !== 'routes') && fromLayer !== 'local') return MESSAGES.handlers;
  if (to === 'handler-ports' && fromLayer !== 'handlers') return MESSAGES.handlers;
  if (to === 'cosmos' && fromLayer !== 'data' && fromLayer !== 'local') return fromLayer === 'use-case' ? MESSAGES.cosmosFromUseCase : MESSAGES.cosmos;
  if (fromLayer === 'data' && !['data', 'shared', 'telemetry', 'auth', 'cosmos'].includes(to)) return MESSAGES.data;
  if (fromLayer === 'use-case') {
    if (['http', 'local', 'main'].includes(to) || (to === 'root' && !typeOnly)) return MESSAGES.useCaseHttp;
    if (takes('data/store') || takes('data/stock')) return MESSAGES.store;
  }
  if (toPath === 'data/errors' && !typeOnly && !READS_STATUSES.includes(fromLayer)) return fromLayer === 'use-case' ? MESSAGES.status : MESSAGES.statusHelpers;
  if (to === 'root' && !typeOnly && !['http/edge', 'main'].includes(fromPath) && fromLayer !== 'local') return MESSAGES.root;
  if ((to === 'local' || to === 'main') && fromLayer !== 'local' && fromLayer !== 'main') return MESSAGES.handlers;
  // The adapters under the use cases (Blob Storage, the platform's probes, token checks, telemetry) never import what
  // is above them, so nothing reaches the edge, a handler or a use case through them.
  if (ADAPTERS.includes(fromLayer) && (['http', 'handlers', 'handler-ports', 'use-case'].includes(to) || (to === 'root' && !typeOnly))) return MESSAGES.adapter;
  return null;
}

/** Whether an import declaration brings in types only (it vanishes when compiled: no `verbatimModuleSyntax`). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

export const apiLayers = {
  meta: { type: 'problem', docs: { description: "The API's layers, on resolved paths." }, schema: [] },
  create(context) {
    const root = context.cwd ?? process.cwd();
    const api = resolve(root, 'api', 'src');
    const file = resolve(context.filename);
    const fromPath = apiPath(api, file);
    if (fromPath === null) return {};
    const from = layerOf(fromPath);
    // A file in a folder the layers do not know has no layer, so no rule of its own: it must be given one first.
    if (fromPath.includes('/') && !fromPath.startsWith('.') && !KNOWN_LAYERS.includes(from)) {
      return { Program(node) { context.report({ node, message: MESSAGES.unknownPlace }); } };
    }
    const check = (node, source, isType, names = ['*']) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      let toPath;
      if (spec === '@azure/cosmos' || spec.startsWith('@azure/cosmos/')) toPath = 'data/cosmos';
      else if (spec === '@azure/storage-blob') {
        if (fromPath.startsWith('backup/')) context.report({ node, message: MESSAGES.blobFromRestore });
        else if (from === 'use-case' && !isType) context.report({ node, message: MESSAGES.blobFromUseCase });
        return;
      }
      // Relative or absolute: both land on a file, and that file's layer decides.
      else if (spec.startsWith('.') || spec.startsWith('/')) toPath = apiPath(api, resolveFile(file, spec));
      // The workspace's own package name ('@bar/api/src/http/edge') lands on the same files.
      else if (spec.startsWith('@bar/api/')) toPath = apiPath(api, resolveFile(file, resolve(root, 'api', spec.slice('@bar/api/'.length))));
      else return;
      if (toPath === null || toPath === fromPath) return;
      const message = refusal(from, fromPath, layerOf(toPath), toPath, isType, names);
      if (message) context.report({ node, message });
    };
    /** The value names a declaration imports ('*' for a namespace, 'default' for a default). */
    const namesOf = (node) =>
      (node.specifiers ?? [])
        .filter((s) => s.importKind !== 'type' && s.exportKind !== 'type')
        .map((s) => (s.type === 'ImportNamespaceSpecifier' ? '*' : s.type === 'ImportDefaultSpecifier' ? 'default' : (s.imported ?? s.local).name ?? (s.imported ?? s.local).value));
    const declaration = (node) => check(node, node.source, typeOnly(node), node.type === 'ExportAllDeclaration' ? ['*'] : namesOf(node));
    return {
      ImportDeclaration: declaration,
      ExportNamedDeclaration: declaration,
      ExportAllDeclaration: declaration,
      ImportExpression(node) {
        if (!DYNAMIC_IMPORTS.includes(`${fromPath}.ts`)) context.report({ node, message: MESSAGES.dynamic });
        check(node, node.source, false);
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'require') return;
        const arg = node.arguments[0];
        if (arg?.type === 'Literal') check(node, arg, false);
        // A template without placeholders is a literal path too; any other argument hides where it lands.
        else if (arg?.type === 'TemplateLiteral' && arg.expressions.length === 0) check(node, { value: arg.quasis[0].value.cooked }, false);
        else context.report({ node, message: MESSAGES.require });
      },
      // require reached any other way than a direct call (an alias, module.require, createRequire) hides where it lands.
      Identifier(node) {
        if (node.name !== 'require') return;
        const parent = node.parent;
        if (parent?.type === 'CallExpression' && parent.callee === node) return;
        // x.require (module.require, process.mainModule.require) loads a path lint cannot follow, whatever x is.
        if (parent?.type === 'Property' && parent.key === node && !parent.computed) return;
        context.report({ node, message: MESSAGES.require });
      },
      'CallExpression[callee.name="createRequire"]'(node) {
        context.report({ node, message: MESSAGES.require });
      },
      TSImportEqualsDeclaration(node) {
        const ref = node.moduleReference;
        if (ref?.type === 'TSExternalModuleReference' && ref.expression?.type === 'Literal') check(node, ref.expression, node.importKind === 'type');
      },
    };
  },
};

/**
 * An AppError is made by the named constructors of api/src/errors.ts only, so every kind is one the edge answers
 * (http/error-answer.ts) and no HTTP status is spelt anywhere else; nor is AppError subclassed elsewhere.
 */
export const errorConstructors = {
  meta: { type: 'problem', docs: { description: 'AppErrors are made by the constructors of api/src/errors.ts only.' }, schema: [] },
  create(context) {
    const root = context.cwd ?? process.cwd();
    const fromPath = apiPath(resolve(root, 'api', 'src'), resolve(context.filename));
    if (fromPath === null || fromPath === 'errors') return {};
    const isAppError = (node) => (node?.type === 'Identifier' && node.name === 'AppError') || (node?.type === 'MemberExpression' && !node.computed && node.property.name === 'AppError');
    const report = (node) => context.report({ node, message: MESSAGES.newAppError });
    return {
      NewExpression(node) {
        if (isAppError(node.callee)) report(node);
      },
      'ClassDeclaration, ClassExpression'(node) {
        if (isAppError(node.superClass)) report(node);
      },
      // AppError as a value anywhere but `instanceof AppError` (another name for it, Reflect.construct, a factory
      // handed it) is a way round the constructors.
      Identifier(node) {
        if (node.name !== 'AppError') return;
        const parent = node.parent;
        if (parent?.type === 'NewExpression' && parent.callee === node) return; // reported above
        if (parent?.type === 'BinaryExpression' && parent.operator === 'instanceof' && parent.right === node) return;
        if (parent?.type === 'ImportSpecifier' || parent?.type === 'ExportSpecifier') return;
        if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
        if ((parent?.type === 'ClassDeclaration' || parent?.type === 'ClassExpression') && parent.superClass === node) return; // reported above
        if (parent?.type?.startsWith('TS')) return; // a type
        report(node);
      },
    };
  },
};

export default { rules: { 'api-layers': apiLayers, 'error-constructors': errorConstructors } };
