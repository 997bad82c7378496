// Bundles the API: `dist/main.js` for Azure Functions, `dist/local.js` for the local host.
// The shared domain is bundled in; packages from node_modules stay external (deployed with the app).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await build({
  entryPoints: { main: 'src/main.ts', local: 'src/local/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
