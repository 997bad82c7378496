// What is in the SPA's JavaScript: bytes of each built chunk attributed to the packages and source folders they
// came from, through the source maps (no visualiser plugin needed).
//   npx tsx bench/analyze-chunks.ts [frontend/dist] [chunk name filter]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

function owner(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  return source.replace(/^(\.\.\/)+/, '').split('/').slice(0, 3).join('/');
}

export function attribute(file: string): Map<string, number> {
  const code = readFileSync(file, 'utf8');
  // The build keeps its maps out of dist/, in frontend/sourcemaps/ at the same relative path.
  const kept = join(dirname(dirname(dirname(file))), 'sourcemaps', basename(dirname(file)), `${basename(file)}.map`);
  const mapFile = existsSync(`${file}.map`) ? `${file}.map` : kept;
  const map = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  const sizes = new Map<string, number>();
  let last: { line: number; column: number; source: string } | null = null;
  const flush = (line: number, column: number) => {
    if (!last) return;
    let bytes = 0;
    if (line === last.line) bytes = column - last.column;
    else {
      bytes = lines[last.line - 1]!.length - last.column;
      for (let l = last.line + 1; l < line; l++) bytes += lines[l - 1]!.length + 1;
      bytes += column + 1;
    }
    sizes.set(last.source, (sizes.get(last.source) ?? 0) + bytes);
  };
  map.eachMapping((m) => {
    flush(m.generatedLine, m.generatedColumn);
    last = { line: m.generatedLine, column: m.generatedColumn, source: m.source ? owner(m.source) : '(no source)' };
  }, undefined, SourceMapConsumer.GENERATED_ORDER);
  flush(lines.length, lines[lines.length - 1]!.length);
  return sizes;
}

function main() {
  const dist = process.argv[2] ?? join(__dirname, '..', 'frontend', 'dist');
  const filter = process.argv[3] ?? '';
  const assets = join(dist, 'assets');
  for (const f of readdirSync(assets).filter((n) => n.endsWith('.js') && n.includes(filter))) {
    const file = join(assets, f);
    const raw = readFileSync(file);
    const gz = gzipSync(raw, { level: 9 }).length;
    const sizes = [...attribute(file)].sort((a, b) => b[1] - a[1]);
    console.log(`\n${f}: ${(raw.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip`);
    for (const [who, bytes] of sizes.slice(0, 15)) {
      console.log(`  ${who.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(7)} KB  ~${((bytes / raw.length) * gz / 1024).toFixed(1)} KB gz`);
    }
  }
}

if (require.main === module) main();
