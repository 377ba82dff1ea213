import type { FastifyInstance } from 'fastify';
import { messages } from '@app/domain';
import { SECURITY_HEADERS } from './security-headers';

/**
 * Once the server is shutting down, a request that arrives on a connection still open is answered
 * 503 in Spanish with `Connection: close`, before any work; requests already running finish.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .headers({ ...SECURITY_HEADERS, connection: 'close', 'retry-after': '5' })
      .status(503)
      .send({ error: messages.serverStopping });
  });
}
