import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { privateSourceMaps } from './private-source-maps';

/**
 * dist/asset-list.json: every script and style sheet of the build, which the service worker keeps when it is
 * installed, so that a part first opened while offline (a drink's page, the order drawer) is there.
 */
function assetList(): Plugin {
  return {
    name: 'asset-list',
    apply: 'build',
    generateBundle(_, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && /\.(js|css)$/.test(name))
        .sort()
        .map((name) => `/${name}`);
      this.emitFile({ type: 'asset', fileName: 'asset-list.json', source: JSON.stringify(files) });
    },
  };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The local host (npm start, on PORT) serves the API, the page configuration and the build information. */
const LOCAL_HOST = `http://127.0.0.1:${process.env.PORT || 4280}`;

/**
 * Big libraries get chunks of their own, so an app change does not invalidate them, and MSAL (only reachable
 * through a dynamic import and the redirect bridge) is never downloaded in development mode.
 */
const fluent = /[\\/]node_modules[\\/](@fluentui|@griffel|@floating-ui|tabster|keyborg|@swc[\\/]helpers|rtl-css-js|stylis)[\\/]/;

const vendorGroups = [
  { name: 'react', priority: 30, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'msal', priority: 20, test: /[\\/]node_modules[\\/]@azure[\\/]msal-(browser|common)[\\/]/ },
  // zod, when the first download needs it (it does not since /app-config.json is checked by hand): the views that
  // validate forms bring it with them.
  { name: 'zod', priority: 15, tags: ['$initial' as const], test: /[\\/]node_modules[\\/]zod[\\/]/ },
  // What the first screen needs of Fluent; components only lazy views use are split with those views.
  { name: 'fluent', priority: 10, tags: ['$initial' as const], test: fluent },
];

/** The shared rules are pure: unused schemas (and zod with them) stay out of the first download. */
const sideEffectFree = /[\\/]domain[\\/]src[\\/]/;

export default defineConfig({
  plugins: [react(), assetList(), privateSourceMaps(here('.'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Made, but not deployed: see private-source-maps.ts.
    sourcemap: 'hidden',
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
      // Two pages: the app, and the popup's redirect bridge (MSAL v5).
      input: { main: here('./index.html'), redirect: here('./redirect.html') },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: LOCAL_HOST, changeOrigin: true },
      '/app-config.json': { target: LOCAL_HOST, changeOrigin: true },
      '/build-info.json': { target: LOCAL_HOST, changeOrigin: true },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
