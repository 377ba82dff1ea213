import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, referenceUnit } from '@app/domain';
import type { PageSettings } from './app-page';
import { compressedPage, loadAppPages, preferredEncoding } from './app-pages';
import { loadServiceWorker } from './service-worker';
import { registerSiteFiles } from './site-files';

/**
 * A page the client router answers: GET or HEAD, outside /api, and not a file. A last path segment
 * with an extension names a file (`/favicon.ico`, `/assets/x.js`), so a missing one is a 404, not
 * the app; Spanish routes (`/olvide-mi-contrase%C3%B1a`) have none.
 */
function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

/**
 * Serves the built React app from the same process and port as the API: hashed assets cached for a
 * year; the pages (with ORG_NAME, APP_TIMEZONE and the reference unit in force in them) from memory: the pre-rendered landing and public pages, the
 * app's shell for its other routes (the client router answers deep links), a 404 page otherwise.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  settings: PageSettings,
): Promise<void> {
  const hasWeb = !!webDist && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // The build manifest is for scripts/size.mjs, not for visitors; the pages on disk lack the settings.
      // sw.js is sent from memory, below, with the settings in its page revision.
      allowedPath: (pathName) =>
        !['/.vite', '/index.html', '/landing.html', '/pages/'].some((prefix) =>
          pathName.startsWith(prefix),
        ) && pathName !== '/sw.js',
      // Serves the .br/.gz files the web build writes beside each asset: small downloads on slow phones.
      preCompressed: true,
      // Everything outside assets/ (workbox-*.js, icons) is revalidated: a new build must be seen at once.
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'no built web app found: only the API is served (run npm run build)');
  }
  registerSiteFiles(app, settings.orgName);

  const pageFor = hasWeb ? loadAppPages(webDist, settings) : undefined;
  // Pages are never cached, so a new build reaches every phone on its next visit.
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    // The unit this request's hook kept fresh: a change reaches the next visit within a second.
    const page = pageFor!(request.url, referenceUnit());
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.status(page.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(compressedPage(page.html, encoding));
  };
  if (pageFor) {
    // The root is a folder to the static plugin (403 without index), so it gets its own route;
    // neither is an API operation, so the OpenAPI document leaves them out.
    const route = { schema: { hide: true } };
    app.get('/', route, sendPage);
    app.get('/index.html', route, sendPage);
    const worker = loadServiceWorker(webDist!, settings);
    // Never cached: the browser compares it byte for byte to find a new deployment.
    if (worker)
      app.get('/sw.js', route, (_request, reply) =>
        reply
          .header('Cache-Control', 'no-cache')
          .type('text/javascript; charset=utf-8')
          .send(worker(referenceUnit())),
      );
  }

  app.setNotFoundHandler((request, reply) => {
    if (pageFor && isPageRequest(request.method, request.url)) return sendPage(request, reply);
    return reply.status(404).send({ error: messages.routeNotFound });
  });
}
