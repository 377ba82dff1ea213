import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '@app/domain';

/**
 * Serves the built React app from the same process and port as the API: hashed assets cached
 * for a year, index.html for every other page so the client router can answer deep links.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = !!webDist && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // The build manifest is for scripts/size.mjs, not for visitors.
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
      // Serves the .br/.gz files the web build writes beside each asset: small downloads on slow phones.
      preCompressed: true,
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

  // index.html is never cached, so a new build reaches every phone on its next visit.
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  // The root is a folder to the static plugin (403 without index), so it gets its own route.
  if (hasWeb) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasWeb && isPage) return sendIndex(reply);
    return reply.status(404).send({ error: messages.routeNotFound });
  });
}
