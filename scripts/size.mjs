#!/usr/bin/env node
// Weight budget of the web app: for every route, the gzipped JS and CSS a first visit downloads
// (entry chunk + the lazy modules of the route and its layouts + their static imports, transitively),
// and, for information, the JS its own code may fetch later on demand (a modal, the toasts, the login form).
// Run after `npm run build -w apps/web`. Exits 1 when a route is over its budget.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const KB = 1000;
/** Budgets in gzipped JS bytes: the landing must stay fast on a slow phone. */
const budgetFor = (route) => (route === '/' ? 120 * KB : 250 * KB);

const web = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web');
const dist = join(web, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
const routerFile = join(web, 'src/app/router.tsx');

if (!existsSync(manifestFile)) {
  console.error(`No ${relative(process.cwd(), manifestFile)}: run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const routes = await loadRouteTree();
const leaves = [];
collectLeaves(routes, '', [], leaves);

const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzCache.get(file);
};

const routeModules = new Set(leaves.flatMap(({ modules }) => modules.map(manifestKeyOf)));
const jsOf = (keys) => [...keys].reduce((sum, key) => sum + gz(manifest[key].file), 0);

let failed = false;
const rows = leaves.map(({ path, modules }) => {
  const chunks = closure([entryKey, ...modules.map(manifestKeyOf)]);
  const js = jsOf(chunks);
  const later = onDemand(chunks);
  const cssFiles = new Set([...chunks].flatMap((key) => manifest[key].css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gz(file), 0);
  const budget = budgetFor(path);
  const over = js > budget;
  failed ||= over;
  return { path, js, css, later, budget, over };
});

const kb = (bytes) => (bytes / KB).toFixed(1).padStart(6);
const width = Math.max(...rows.map((r) => r.path.length), 5);
console.log(`${'Route'.padEnd(width)}  JS gz KB  CSS gz KB  JS budget  JS on demand`);
for (const r of rows) {
  const status = r.over ? '  OVER' : '      ';
  console.log(
    `${r.path.padEnd(width)}  ${kb(r.js)}    ${kb(r.css)}     ${kb(r.budget)}${status}   +${(r.later / KB).toFixed(1)}`,
  );
}
console.log(
  `(KB = ${KB} bytes. Budgets apply to JS loaded on visit; CSS and on-demand JS are reported only.)`,
);
if (failed) {
  console.error('Over budget: split the route so it loads less (see the OVER rows).');
  process.exit(1);
}

/** Static imports of the given manifest chunks, transitively (what the browser fetches up front). */
function closure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** JS the loaded chunks may import dynamically later (other routes excluded), with its static imports. */
function onDemand(loaded) {
  const seen = new Set();
  const stack = [...loaded].flatMap((key) => manifest[key].dynamicImports ?? []);
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || loaded.has(key) || routeModules.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return jsOf(seen);
}

/** The manifest key (source path relative to apps/web) of a module the router lazy-loads. */
function manifestKeyOf(specifier) {
  const base = relative(web, resolve(dirname(routerFile), specifier))
    .split('\\')
    .join('/');
  const key = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((k) => manifest[k]);
  if (!key) throw new Error(`The router lazy-loads ${specifier}, which is not in the manifest`);
  return key;
}

/** Every route that renders a page, with the lazy modules of its layouts and its own, outermost first. */
function collectLeaves(list, parentPath, parentModules, out) {
  for (const route of list) {
    let path = parentPath;
    if (!route.index && route.path !== undefined) {
      path =
        route.path.startsWith('/') || !parentPath
          ? route.path
          : `${parentPath.replace(/\/$/, '')}/${route.path}`;
    }
    const modules = route.lazySpecifier ? [...parentModules, route.lazySpecifier] : parentModules;
    if (route.children?.length) collectLeaves(route.children, path, modules, out);
    else if (route.lazySpecifier) out.push({ path: path || '/', modules });
  }
}

/**
 * Reads the route tree from src/app/router.tsx itself, so the budget follows the real routes: the file is
 * compiled with `import('x')` turned into a marker, `./paths` kept real and every other import stubbed.
 */
async function loadRouteTree() {
  const dir = mkdtempSync(join(tmpdir(), 'size-routes-'));
  try {
    const compile = (source) =>
      ts.transpileModule(source, {
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          jsx: ts.JsxEmit.ReactJSX,
        },
      }).outputText;
    writeFileSync(join(dir, 'paths.mjs'), compile(readFileSync(join(web, 'src/app/paths.ts'), 'utf8')));

    let code = compile(readFileSync(routerFile, 'utf8'));
    code = code.replace(
      /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g,
      (_m, _q, spec) => `({ __lazy: ${JSON.stringify(spec)} })`,
    );
    let stubs = 0;
    code = code.replace(/^import\s+(.+?)\s+from\s+(['"])([^'"]+)\2;?$/gm, (line, clause, _q, spec) => {
      if (spec === './paths') return line.replace(spec, './paths.mjs');
      // Any other import becomes identity functions: createBrowserRouter(routes) gives back the routes.
      const names = [...clause.matchAll(/(?:^|[{,])\s*(?:type\s+)?(\w+)(?:\s+as\s+(\w+))?/g)];
      const file = `stub-${stubs++}.mjs`;
      const exported = names.map(([, name]) => name).filter((n) => n !== 'type');
      writeFileSync(
        join(dir, file),
        `const id = (x) => x;\nexport default id;\n${exported.map((n) => `export const ${n} = id;`).join('\n')}\n`,
      );
      return `import ${clause} from './${file}';`;
    });
    writeFileSync(join(dir, 'router.mjs'), code);
    const { router } = await import(pathToFileURL(join(dir, 'router.mjs')).href);
    return resolveLazy(router);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Calls each route's `lazy()` (now returning the marker) to learn which module it loads. */
function resolveLazy(list) {
  return list.map((route) => {
    let lazySpecifier;
    if (typeof route.lazy === 'function') lazySpecifier = route.lazy().__lazy;
    return { ...route, lazySpecifier, children: route.children && resolveLazy(route.children) };
  });
}
