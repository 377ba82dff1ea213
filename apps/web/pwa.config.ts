import { VitePWA } from 'vite-plugin-pwa';
// @ts-expect-error: a plain script of the repository (no types), shared with scripts/size.mjs.
import { carrierPanelFiles, readManifest } from '../../scripts/web-build-graph.mjs';

/**
 * Only the carrier panel's files are precached (its routes, its layouts, what they load on demand):
 * the worker is the carrier's, and the back-office's screens would cost a phone's data for nothing.
 */
async function carrierPanelOnly<Entry extends { url: string }>(entries: Entry[]) {
  // Written by this build before the worker is generated.
  const files = (await carrierPanelFiles(readManifest())) as Set<string>;
  return {
    manifest: entries.filter(({ url }) => !url.startsWith('assets/') || files.has(url)),
    warnings: [],
  };
}

/**
 * The service worker (Workbox, generateSW): it precaches the built app shell and answers the
 * carrier panel's page loads with the precached index.html, so a carrier opens it without signal.
 * The API is never cached here: the app keeps the carrier's data itself (features/offline).
 */
export const pwa = () =>
  VitePWA({
    strategies: 'generateSW',
    // A new deployment waits for the carrier's "Actualizar" (features/offline/update-prompt.tsx).
    registerType: 'prompt',
    // Registered by the carrier layout, lazily: nothing is added to index.html.
    injectRegister: false,
    // The server writes the manifest itself, with ORG_NAME (apps/api/src/plugins/site-files.ts).
    manifest: false,
    workbox: {
      // Hashed assets, the page and the icons; the .gz/.br copies the build writes are for the server.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // The landing and the pre-rendered pages are never answered by the worker (see the allowlist),
      // and their files on disk are not served as such (the server sends them named, from memory).
      globIgnores: ['.vite/**', 'sw.js', 'workbox-*.js', 'landing.html', 'pages/**'],
      manifestTransforms: [carrierPanelOnly],
      navigateFallback: '/index.html',
      // '/' is the landing's own page: never the precached shell (which would load it again, and again).
      directoryIndex: '',
      // Only the carrier panel opens offline: the landing and the back-office always come from the server.
      navigateFallbackAllowlist: [/^\/panel(\/|$)/],
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      // The first install controls the open page at once; later ones wait for "Actualizar".
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Hashed names change with their content: no cache-busting query needed.
      dontCacheBustURLsMatching: /^assets\//,
      runtimeCaching: [],
    },
  });
