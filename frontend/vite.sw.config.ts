import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { privateSourceMaps } from './private-source-maps';

/**
 * The service worker, built after the app into dist/sw.js: one classic script of its own (a worker cannot share
 * the pages' chunks), never part of a page's download. Served without long caching (staticwebapp.config.json),
 * so that a release's worker is picked up at the next visit.
 */
export default defineConfig({
  publicDir: false,
  plugins: [privateSourceMaps(fileURLToPath(new URL('.', import.meta.url)))],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: 'hidden',
    lib: {
      entry: fileURLToPath(new URL('./src/pwa/sw.ts', import.meta.url)),
      formats: ['iife'],
      name: 'tipsyServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
