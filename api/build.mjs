// Bundles the API: `dist/main.js` for Azure Functions, `dist/local.js` for the local host.
// The shared domain is bundled in. The local host runs from the repository, so its packages stay external.
// The Azure entry bundles every dependency: the deployed package is host.json, package.json and dist/ (no
// node_modules to install or read at cold start).
// Cold start (docs/performance.md): `dist/main.js` holds only the route table's names and templates (read from
// the table at build time) and registers them; each route's code, with only the packages it uses, is an ES
// module chunk under `dist/app/` that its first call imports. Chunks shared by routes are loaded once.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

// API_OUTDIR: another folder (the infrastructure test builds the Azure entry into a temporary one).
const outdir = resolve(process.env.API_OUTDIR || 'dist');
const common = { outdir, bundle: true, platform: 'node', target: 'node22', sourcemap: true, logLevel: 'warning' };
// What Azure loads is minified where that costs nothing in the logs: whitespace and syntax, not names, so a stack
// trace still names its functions (and the linked source maps, deployed alongside, give the file and line of the
// sources). Licence comments stay, at the end of each file. The local host's bundle stays as written.
const minified = { minifyWhitespace: true, minifySyntax: true, minifyIdentifiers: false, legalComments: 'eof' };
const appDir = join(outdir, 'app');
rmSync(appDir, { recursive: true, force: true });

const functionEntries = readdirSync('src/functions')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `src/functions/${f}`);

await Promise.all([
  build({ ...common, format: 'cjs', entryPoints: { local: 'src/local/main.ts' }, external }),
  // The Azure app's code: ES modules split per route module, every dependency bundled in.
  build({
    ...common,
    ...minified,
    outdir: appDir,
    outbase: 'src',
    format: 'esm',
    splitting: true,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    entryPoints: ['src/routes.ts', 'src/http/edge.ts', 'src/composition.ts', 'src/backup/journal.ts', 'src/backup/import.ts', 'src/telemetry/sdk.ts', 'src/ai/warm-up.ts', ...functionEntries],
    // Provided by the Functions worker at run time, never installed.
    external: ['@azure/functions-core'],
    // CommonJS packages inside ES modules still call require() and read __dirname and __filename.
    define: { __dirname: '__barDirname', __filename: '__barFilename' },
    banner: {
      js: [
        "import { createRequire as __barCreateRequire } from 'node:module';",
        "import { fileURLToPath as __barFileURLToPath } from 'node:url';",
        "import { dirname as __barDirnameOf } from 'node:path';",
        'const require = __barCreateRequire(import.meta.url);',
        'const __barFilename = __barFileURLToPath(import.meta.url);',
        'const __barDirname = __barDirnameOf(__barFilename);',
      ].join(' '),
    },
  }),
]);

// The route table as the entry registers it: name, methods, template, and the module whose `routes` define it.
const manifestScript = `
  import { readdirSync } from 'node:fs';
  import { join } from 'node:path';
  import { pathToFileURL } from 'node:url';
  const app = process.argv[1];
  const load = (file) => import(pathToFileURL(join(app, file)).href);
  const { ROUTES } = await load('routes.mjs');
  const owner = new Map();
  for (const file of readdirSync(join(app, 'functions')).filter((f) => f.endsWith('.mjs'))) {
    for (const route of (await load('functions/' + file)).routes ?? []) {
      // Each route is defined, and exported, by exactly one module of src/functions (the one loaded for it).
      const known = owner.get(route);
      if (known) throw new Error('Route ' + route.name + ' is exported by both ' + known.module + ' and functions/' + file);
      owner.set(route, { module: 'functions/' + file });
    }
  }
  const manifest = ROUTES.map((r) => {
    const found = owner.get(r);
    if (!found) throw new Error('Route ' + r.name + ' is in the table but exported by no module of src/functions');
    return { name: r.name, methods: r.methods, route: r.route, module: found.module };
  });
  process.stdout.write(JSON.stringify(manifest));
`;
const manifest = execFileSync(process.execPath, ['--input-type=module', '-e', manifestScript, appDir], {
  encoding: 'utf8',
  env: { PATH: process.env.PATH ?? '' },
});

await build({
  ...common,
  ...minified,
  format: 'cjs',
  entryPoints: { main: 'src/main.ts' },
  external: ['@azure/functions-core'],
  define: { __ROUTE_MANIFEST__: manifest },
});
