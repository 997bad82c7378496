import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Source maps are made for every build (error reports and `bench/analyze-chunks.ts` read them) but are not part
 * of the site: the build writes them 'hidden' (no `sourceMappingURL` in the scripts) and this moves each one out
 * of `dist/` into `sourcemaps/` beside it, at the same relative path. What is deployed is `dist/` alone.
 */
export const SOURCE_MAPS_DIR = 'sourcemaps';

function mapsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mapsUnder(path);
    return entry.name.endsWith('.map') ? [path] : [];
  });
}

export function privateSourceMaps(root: string, outDir = 'dist'): Plugin {
  return {
    name: 'private-source-maps',
    apply: 'build',
    closeBundle() {
      const dist = join(root, outDir);
      for (const map of mapsUnder(dist)) {
        const target = join(root, SOURCE_MAPS_DIR, relative(dist, map));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(map, target);
      }
    },
  };
}
