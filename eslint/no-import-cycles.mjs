// A lint rule: no module may reach itself through its relative imports (runtime imports only: `import type` and
// `export type` vanish when compiled, and `import()` loads later). Each import that starts a way back is reported
// with the way: 'a.ts -> b.ts -> a.ts'.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const STATIC_IMPORT = /^\s*(import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

const edges = new Map();

function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.(c|m)?js$/, ''));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The files a file imports at run time (relative imports only), read once per lint run. */
function importsOf(file) {
  let out = edges.get(file);
  if (out) return out;
  out = [];
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '';
  }
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const target = resolveSpecifier(file, m[2]);
    if (target) out.push(target);
  }
  edges.set(file, out);
  return out;
}

/** A way from `start` back to `goal`, or null. */
function wayBack(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    if (file === goal) {
      const way = [];
      for (let at = file; at !== null; at = previous.get(at)) way.unshift(at);
      return way;
    }
    for (const next of importsOf(file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycles = {
  meta: { type: 'problem', docs: { description: 'Modules must not import themselves through other modules.' }, schema: [] },
  create(context) {
    const file = resolve(context.filename);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || !node.source.value.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveSpecifier(file, node.source.value);
      if (!target || target === file) return;
      const way = wayBack(target, file);
      if (way) {
        const cwd = context.cwd ?? process.cwd();
        context.report({ node, message: `Import cycle: ${[file, ...way].map((f) => relative(cwd, f)).join(' -> ')}` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-import-cycles': noImportCycles } };
