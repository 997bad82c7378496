// What a route's first call loads in a fresh process: the edge and the route's module under dist/app/.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const [dist, module] = process.argv.slice(2);
const t0 = performance.now();
await Promise.all([import(pathToFileURL(join(dist, 'app', 'http', 'edge.mjs')).href), import(pathToFileURL(join(dist, 'app', module)).href)]);
process.stdout.write(JSON.stringify({ ms: performance.now() - t0 }));
