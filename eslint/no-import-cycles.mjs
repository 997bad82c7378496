// A lint rule: no module may reach itself through its relative imports. Run-time imports only, on purpose: an
// import of types alone (`import type`, `export type`, or `import { type A, type B }`, all of them types) vanishes
// when compiled (the projects do not set verbatimModuleSyntax), so it cannot make a module load before another is
// ready; `import()` loads later. Each import that starts a way back is reported with the way: 'a.ts -> b.ts -> a.ts'.
// The other files are read with the TypeScript parser (not a text pattern), so comments and strings never hide
// or invent an import.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';

const ts = createRequire(import.meta.url)('typescript');
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

/** Whether an import clause brings in types only (a bare `import './x'` runs the module: not types only). */
function typesOnlyImport(clause) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

function typesOnlyExport(statement) {
  if (statement.isTypeOnly) return true;
  const clause = statement.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
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
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  for (const statement of source.statements) {
    const spec = statement.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) continue;
    if (ts.isImportDeclaration(statement) && typesOnlyImport(statement.importClause)) continue;
    if (ts.isExportDeclaration(statement) && typesOnlyExport(statement)) continue;
    const target = resolveSpecifier(file, spec.text);
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
      const specifiers = node.specifiers ?? [];
      if (specifiers.length > 0 && specifiers.every((x) => x.importKind === 'type' || x.exportKind === 'type')) return;
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
