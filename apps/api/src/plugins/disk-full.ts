import type { FastifyInstance } from 'fastify';
import { messages } from '@app/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'allowed': a write this route needs so people can go on reading (sign-in, refresh, sign-out:
     * a row or two), let through while other writes are refused for a full disk.
     */
    whileDiskFull?: 'allowed';
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * While the data folder's disk is full (decision 31), every API request that writes is answered 507
 * in Spanish before any work, the session check included; reads go on.
 */
export function refuseWritesWhileDiskFull(app: FastifyInstance, refusing: () => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method) || !refusing() || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.whileDiskFull === 'allowed') return;
    return reply.status(507).send({ error: messages.diskFull });
  });
}
