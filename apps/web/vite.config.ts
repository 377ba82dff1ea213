import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { backOfficeRouteFiles, carrierChunkName } from './carrier-chunks.ts';
import { pwa } from './pwa.config.ts';

/**
 * Writes .br and .gz beside every text asset: the server sends them as they are (@fastify/static
 * preCompressed), so slow phones download the smallest form without compressing on each request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options) {
      // The server sends the pages from memory, with ORG_NAME written in: a copy here would be stale.
      const pages = new Set(['index.html', 'landing.html'].map((name) => join(options.dir!, name)));
      for (const file of walk(options.dir!)) {
        if (!compressible.test(file) || pages.has(file)) continue;
        const source = readFileSync(file);
        // Every copy smaller than the file: a carrier page loads dozens of files under 1 KB, which
        // went raw while a 1 KB threshold stood (decision 38); one no smaller is left out, sent raw.
        const gz = gzipSync(source, { level: 9 });
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
        const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
      }
    },
  };
}

/** In development, `/` is the landing's own page, as the server answers it after a build. */
function landingAtRoot(): Plugin {
  return {
    name: 'landing-at-root',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url === '/' || request.url?.startsWith('/?'))
          request.url = `/landing.html${request.url.slice(1)}`;
        next();
      });
    },
  };
}

/**
 * What each chunk statically imports, transitively, read from the bundle before Vite writes the
 * preload lists of its lazy imports (`preloadedByHost` below).
 */
const staticImports = new Map<string, string[]>();
const facades = new Map<string, string | null>();
function readStaticImports(): Plugin {
  return {
    name: 'read-static-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticImports.clear();
        for (const file of Object.values(bundle))
          if (file.type === 'chunk') {
            staticImports.set(file.fileName, file.imports);
            facades.set(file.fileName, file.facadeModuleId);
          }
      },
    },
  };
}

/**
 * A lazy import's preload list without what its importer already loaded: the app's entry lists every
 * route's closure, and react, Mantine's base and the runtime, loaded before any route, were in each one
 * (~2 KB gzipped of the entry every page downloads). Loading them again was a no-op.
 */
function preloadedByHost(file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  // The back-office's screens load their imports as they come: their lists in the entry weighed 1.4 KB
  // gzipped on every carrier page's first visit (decision 38).
  if (backOfficeScreens.has(facades.get(file) ?? '')) return [];
  const loaded = new Set<string>([hostId]);
  const visit = (file: string) => {
    for (const dep of staticImports.get(file) ?? [])
      if (!loaded.has(dep)) {
        loaded.add(dep);
        visit(dep);
      }
  };
  visit(hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

// In development Vite serves the pages; the API serves the files it writes itself.
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/manifest.webmanifest': api, '/robots.txt': api };

let backOfficeScreens = new Set<string>();

export default defineConfig(async ({ command, isSsrBuild }) => {
  const web = dirname(fileURLToPath(import.meta.url));
  if (command === 'build' && !isSsrBuild) backOfficeScreens = await backOfficeRouteFiles(web);
  return {
    plugins: [react(), readStaticImports(), precompress(), landingAtRoot(), pwa()],
    build: {
      modulePreload: { resolveDependencies: preloadedByHost },
      // scripts/size.mjs reads the manifest to weigh what each route loads.
      manifest: true,
      rolldownOptions: {
        // Two pages: the app, and the landing, which hydrates without the router (scripts/prerender.mjs).
        // The server-side build (src/prerender.tsx) names its own entry.
        input: isSsrBuild ? undefined : { app: 'index.html', landing: 'landing.html' },
        // A feature's index.ts only re-exports: a page gets what it imports through one, not the rest of it.
        treeshake: {
          moduleSideEffects: [
            { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
          ],
        },
        output: {
          // TanStack Query in one chunk: both panel layouts need most of it, and in per-page pieces it compressed worse.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
              // React in one chunk for both pages (the app and the landing): in pieces it compressed worse.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // What every carrier page loads, in three chunks instead of dozens (carrier-chunks.ts).
              ...(command === 'build' && !isSsrBuild ? [{ name: await carrierChunkName(web) }] : []),
            ],
          },
        },
      },
    },
    server: { proxy },
    preview: { proxy },
  };
});
