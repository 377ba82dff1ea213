import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, messages } from '@app/domain';
import { ping } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: errorBody },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.ctx.db);
        return { status: 'ok' as const, database: app.ctx.database.kind };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ error: messages.databaseUnavailable });
      }
    },
  );
};
