import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A route that renders a page: its path and the source files of its layouts and its own (scripts/web-build-graph.mjs). */
interface Leaf {
  path: string;
  files: string[];
}
interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

const buildGraph = async (web: string) =>
  (await import(pathToFileURL(join(web, '../../scripts/web-build-graph.mjs')).href)) as {
    routeLeafFiles(): Promise<Leaf[]>;
    LOADED_ON_VISIT: RegExp[];
    isCarrierPath(path: string): boolean;
  };

/** Where the back-office's routes start. */
const BACK_OFFICE = '/backoffice/panel/';

/** The source files only the back-office's routes load lazily (its layouts and screens). */
export async function backOfficeRouteFiles(web: string) {
  const leaves = await (await buildGraph(web)).routeLeafFiles();
  const others = new Set(leaves.filter((l) => !l.path.startsWith(BACK_OFFICE)).flatMap((l) => l.files));
  return new Set(
    leaves
      .filter((l) => l.path.startsWith(BACK_OFFICE))
      .flatMap((l) => l.files.filter((f) => !others.has(f))),
  );
}

/**
 * Names the chunk of each module every carrier page loads on its first visit, so the dozens of small
 * files those pages shared travel as three (decision 38: gzipped apart, the small files weighed ~20% more
 * than together): `app-base`, what the pages outside the panels load too (Mantine's base, the API
 * client); `panel`, what the back-office shares (the panel's shell, the query client); `carrier`, the
 * carrier's own (the offline kit's parts). Only modules every carrier page loads, so no carrier page
 * downloads more; the landing's modules and the lazily imported ones keep their chunks.
 */
export async function carrierChunkName(web: string) {
  const graph = await buildGraph(web);
  const leaves = await graph.routeLeafFiles();
  const landing = join(web, 'src/landing-main.ts');
  let names: Map<string, string> | undefined;
  return (id: string, ctx: ModuleGraph): string | null => {
    names ??= classify(leaves, landing, graph, ctx);
    return names.get(id) ?? null;
  };
}

/**
 * The packages imported through one index of everything: the module graph lists all its re-exports (the
 * thousands of icons), the tree-shaking keeps what is named, so a module's named imports are followed
 * instead, to the file each name lives in.
 */
const BARRELS: { specifier: string; index: RegExp; fileOf: (name: string) => string }[] = [
  {
    specifier: '@tabler/icons-react',
    index: /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/,
    fileOf: (name) => `icons/${name}.mjs`,
  },
  {
    specifier: '@mantine/core',
    index: /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/,
    fileOf: (name) => `components/${name}/${name}.mjs`,
  },
  {
    specifier: '@mantine/notifications',
    index: /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]index\.mjs$/,
    fileOf: (name) => `${name}.mjs`,
  },
  {
    specifier: '@mantine/hooks',
    index: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
    fileOf: (name) => {
      const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${kebab}/${kebab}.mjs`;
    },
  },
];

function classify(
  leaves: Leaf[],
  landing: string,
  { LOADED_ON_VISIT: loadedOnVisit, isCarrierPath }: Awaited<ReturnType<typeof buildGraph>>,
  ctx: ModuleGraph,
) {
  const lazy = new Set<string>();
  /** The files a module's named imports from the barrels live in (those the graph knows). */
  const namedImports = (code: string, importedIds: readonly string[]) =>
    BARRELS.flatMap(({ specifier, index, fileOf }) => {
      const barrel = importedIds.find((id) => index.test(id));
      if (!barrel) return [];
      const dir = barrel.replace(/[^\\/]+$/, '');
      const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
      return [...code.matchAll(pattern)].flatMap(([, names]) =>
        names!
          .split(',')
          .map((part) =>
            part
              .trim()
              .split(/\s+as\s+/)[0]!
              .replace(/^type\s+/, ''),
          )
          .filter((name) => name && ctx.getModuleInfo(dir + fileOf(name)))
          .map((name) => dir + fileOf(name)),
      );
    });
  // What opening a page loads: static imports, and the imports the app makes on its own (LOADED_ON_VISIT).
  const visit = (files: string[]) => {
    const seen = new Set<string>();
    const stack = [...files];
    while (stack.length) {
      const id = stack.pop()!;
      const info = seen.has(id) ? null : ctx.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      for (const target of info.dynamicallyImportedIds) lazy.add(target);
      stack.push(
        ...info.importedIds.filter((dep) => !BARRELS.some(({ index }) => index.test(dep))),
        ...namedImports(info.code ?? '', info.importedIds),
        ...info.dynamicallyImportedIds.filter((d) => loadedOnVisit.some((p) => p.test(d))),
      );
    }
    return seen;
  };
  const kind = (path: string) =>
    isCarrierPath(path) ? 'carrier' : path.startsWith(BACK_OFFICE) ? 'backoffice' : 'public';
  const visits = leaves.map((leaf) => ({ kind: kind(leaf.path), modules: visit(leaf.files) }));
  const [first, ...others] = visits.filter((v) => v.kind === 'carrier').map((v) => v.modules);
  const everyCarrierPage = [...first!].filter((id) => others.every((set) => set.has(id)));
  // The landing loads no group (its start script's 20 KB budget); the app's entry is visited for the
  // router's lazy imports.
  const inLanding = visit([landing]);
  visit([join(dirname(landing), 'main.tsx')]);
  const union = (sets: Set<string>[]) => new Set(sets.flatMap((set) => [...set]));
  const publicPages = union(visits.filter((v) => v.kind === 'public').map((v) => v.modules));
  const backOffice = union(visits.filter((v) => v.kind === 'backoffice').map((v) => v.modules));
  const names = new Map<string, string>();
  for (const id of everyCarrierPage) {
    // A lazily imported module keeps its chunk, named for it in the manifest size.mjs and prerender.mjs read.
    if (inLanding.has(id) || lazy.has(id)) continue;
    names.set(id, publicPages.has(id) ? 'app-base' : backOffice.has(id) ? 'panel' : 'carrier');
  }
  return names;
}
