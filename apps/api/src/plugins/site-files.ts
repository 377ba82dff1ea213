import type { FastifyInstance } from 'fastify';

// Crawlers may index the landing only: the panels, the API and the password links are private.
const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /backoffice/',
  'Disallow: /panel/',
  'Disallow: /api/',
  'Disallow: /olvide-mi-contrase%C3%B1a',
  'Disallow: /*/recuperar-contrase%C3%B1a',
  'Disallow: /confirmar-correo/',
  '',
].join('\n');

// Home screens cut a longer label: past this many characters the icon says what the app is instead.
const SHORT_NAME_MAX = 12;

/** The installable app's description, named after the cooperative (ORG_NAME). */
function webAppManifest(orgName: string) {
  return {
    id: '/',
    name: orgName,
    short_name: orgName.length <= SHORT_NAME_MAX ? orgName : 'Préstamos',
    description: 'Préstamos para transportistas: solicita tu crédito en línea.',
    lang: 'es',
    dir: 'ltr',
    start_url: '/panel/mis-prestamos',
    scope: '/',
    display: 'standalone',
    // The same blue as index.html's theme-color.
    theme_color: '#1c7ed6',
    background_color: '#ffffff',
    // PNGs for installers that take no SVG (apps/web/public, drawn by scripts/make-icons.mjs).
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** robots.txt and the web app manifest: files a browser or crawler asks for by name, never the app. */
export function registerSiteFiles(app: FastifyInstance, orgName: string): void {
  const manifest = JSON.stringify(webAppManifest(orgName));
  // Files, not API operations: kept out of the OpenAPI document.
  const route = { schema: { hide: true } };
  app.get('/robots.txt', route, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );
  // Not cached: a new ORG_NAME reaches installed apps on their next check.
  app.get('/manifest.webmanifest', route, (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/manifest+json').send(manifest),
  );
}
