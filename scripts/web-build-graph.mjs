// What the built web app is made of, for scripts/size.mjs (weight per route) and scripts/prerender.mjs
// (the CSS and module preloads of a pre-rendered page): the Vite manifest and the router's lazy modules.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const web = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web');
export const dist = join(web, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
const routerFile = join(web, 'src/app/router.tsx');

/** The build's manifest: source key → { file, imports, dynamicImports, css, isEntry }. */
export function readManifest() {
  if (!existsSync(manifestFile)) {
    console.error(`No ${relative(process.cwd(), manifestFile)}: run \`npm run build -w apps/web\` first.`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8'));
}

/** The two pages' entries: the app (index.html) and the landing (landing.html), which has no router. */
export const APP_ENTRY = 'index.html';
export const LANDING_ENTRY = 'landing.html';

/** Static imports of the given manifest chunks, transitively (what the browser fetches up front). */
export function closure(manifest, keys) {
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

/**
 * The dynamic imports the app makes on its own once a page is open, before anyone touches it: the
 * carrier layout's offline kit, the loans page's expiry notice, the payment
 * form's amount owed, the documents page's upload controls. A first visit downloads them within
 * seconds, so they count in its weight (issue 33); the others wait for a visitor's action (a modal, a
 * toast, a form's schema on first focus). `npm run size -- --browser` checks this list against Chromium.
 */
export const LOADED_ON_VISIT = [
  /features\/offline\/offline-kit\.tsx$/,
  /features\/documents\/expiry-notice\.tsx$/,
  /features\/payments\/owed-now-line\.tsx$/,
  /document-upload-field/,
];

/** What a visit loads: the static closure of `keys`, and the dynamic imports made on visit with theirs. */
export function visitClosure(manifest, keys) {
  const loaded = closure(manifest, keys);
  for (let grew = true; grew;) {
    grew = false;
    for (const key of [...loaded])
      for (const target of manifest[key].dynamicImports ?? [])
        if (!loaded.has(target) && LOADED_ON_VISIT.some((pattern) => pattern.test(target))) {
          for (const added of closure(manifest, [target])) loaded.add(added);
          grew = true;
        }
  }
  return loaded;
}

/** The bytes the server sends for a built file to a browser taking gzip: its .gz copy, or the file itself when the build wrote none (too small to gain). */
export function sentBytes(file) {
  const path = join(dist, file);
  return statSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).size;
}

/** The carrier panel's routes (spec section 2): their weight budget and their service worker. */
export const isCarrierPath = (path) => path.startsWith('/panel/');

/**
 * Chunks the `loaded` ones may import dynamically later (a modal, the toasts), with their static
 * imports, transitively; `excluded` (other routes' modules) are not followed.
 */
export function onDemandChunks(manifest, loaded, excluded = new Set()) {
  const seen = new Set();
  const stack = [...loaded].flatMap((key) => manifest[key].dynamicImports ?? []);
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || loaded.has(key) || excluded.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return seen;
}

/**
 * The files (JS and CSS) the carrier's panel may ever need, for its service worker to precache: the
 * app's entry, every /panel/ route with its layouts, and what those load on demand. Not the
 * back-office's screens: a carrier's phone would download them for nothing (decision 27).
 */
export async function carrierPanelFiles(manifest) {
  const leaves = await routeLeaves(manifest);
  const routeModules = new Set(leaves.flatMap(({ keys }) => keys));
  const carrierKeys = leaves.filter(({ path }) => isCarrierPath(path)).flatMap(({ keys }) => keys);
  const loaded = closure(manifest, [APP_ENTRY, ...carrierKeys]);
  const keys = [...loaded, ...onDemandChunks(manifest, loaded, routeModules)];
  return new Set(keys.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
}

/** Every route of the app's router that renders a lazy page: its path and its layouts' and own modules (manifest keys). */
export async function routeLeaves(manifest) {
  const leaves = [];
  collectLeaves(await loadRouteTree(), '', [], leaves);
  return leaves.map(({ path, modules }) => ({
    path,
    keys: modules.map((m) => sourceKeyOf(m, (k) => manifest[k], 'is not in the manifest')),
  }));
}

/** Every route that renders a page, with its layouts' and own source files (absolute), for the build's chunking. */
export async function routeLeafFiles() {
  const leaves = [];
  collectLeaves(await loadRouteTree(), '', [], leaves);
  const exists = (key) => existsSync(join(web, key)) && statSync(join(web, key)).isFile();
  return leaves.map(({ path, modules }) => ({
    path,
    files: modules.map((m) => join(web, sourceKeyOf(m, exists, 'has no source file'))),
  }));
}

/** The source path relative to apps/web (the manifest's key) of a module the router lazy-loads. */
function sourceKeyOf(specifier, found, failure) {
  const base = relative(web, resolve(dirname(routerFile), specifier))
    .split('\\')
    .join('/');
  const key = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(found);
  if (!key) throw new Error(`The router lazy-loads ${specifier}, which ${failure}`);
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
      // Any other import becomes identity functions: a component or helper is never called here.
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
    const { routes } = await import(pathToFileURL(join(dir, 'router.mjs')).href);
    return resolveLazy(routes);
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
