// Fails when the TypeScript sources import in a circle, type-only imports included: a circle of
// types is still two files that cannot be understood (or moved) one without the other.
// ESLint's cycle rules skip `import type`, which is how the circles here tend to start.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['packages/domain/src', 'apps/api/src', 'apps/web/src', 'apps/web/e2e'].map((r) =>
  join(root, r),
);
const packages = { '@app/domain': join(root, 'packages/domain/src/index.ts') };

function sources(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') sources(path, out);
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveImport(from, specifier) {
  if (packages[specifier]) return packages[specifier];
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

const graph = new Map();
for (const file of roots.flatMap((r) => sources(r))) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  graph.set(
    file,
    importedFiles.map((i) => resolveImport(file, i.fileName)).filter((target) => target && target !== file),
  );
}

// Tarjan's strongly connected components: every component of more than one file is a circle.
let index = 0;
const state = new Map();
const stack = [];
const circles = [];
function visit(v) {
  state.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!state.has(w)) {
      visit(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component);
  }
}
for (const v of graph.keys()) if (!state.has(v)) visit(v);

if (circles.length) {
  console.error(`${circles.length} import circle(s):`);
  for (const c of circles) console.error(`  ${c.map((f) => relative(root, f)).join(' ↔ ')}`);
  process.exit(1);
}
console.log(`import-cycles: ${graph.size} files, no circle`);
