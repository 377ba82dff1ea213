import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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
    apply: 'build',
    writeBundle(options) {
      // The server sends index.html from memory, with ORG_NAME written in: a copy here would be stale.
      const page = join(options.dir!, 'index.html');
      for (const file of walk(options.dir!)) {
        if (!compressible.test(file) || file === page) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// In development Vite serves the pages; the API serves the files it writes itself.
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/manifest.webmanifest': api, '/robots.txt': api };

export default defineConfig({
  plugins: [react(), precompress(), pwa()],
  build: {
    // scripts/size.mjs reads the manifest to weigh what each route loads.
    manifest: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports: a page gets what it imports through one, not the rest of it.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
      },
      output: {
        // TanStack Query in one chunk: both panel layouts need most of it, and in per-page pieces it compressed worse.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
